"""Requests a tool serves that the embedded model once declined (real weights, public API, tools never
seen): a request that names the tool it wants used ("... using the web search tool", one slip of typing
allowed), and a greeting to a tool for chatting, which is the chat's message. A question about the same
tool, and a greeting with no chat tool, still get no call."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))


SEARCH = _tool(
    "search_web_tool",
    "Search the web and return the top results.",
    {"query": {"type": "string", "description": "The search query."}},
    ["query"],
)
NEWS = _tool(
    "get_news",
    "Get news headlines for a city.",
    {"city": {"type": "string", "description": "The city."}},
    ["city"],
)
CHAT = _tool(
    "chat_with_friend",
    "Talk with the user's AI friend: send a message and get its reply.",
    {"user_message": {"type": "string", "description": "The user's message."}},
    ["user_message"],
)


def test_a_tool_named_by_its_words_is_used(model: LocalChatModel) -> None:
    assert _calls(model, "weather in Lisbon using the searcvh web tool", SEARCH, NEWS) == [
        ("search_web_tool", {"query": "weather in Lisbon"})
    ]


def test_a_question_about_using_the_tool_gets_no_call(model: LocalChatModel) -> None:
    assert _calls(model, "Is weather in Lisbon free with the web search tool?", SEARCH, NEWS) == []


def test_a_greeting_is_a_chat_tools_message(model: LocalChatModel) -> None:
    assert _calls(model, "Hey buddy, how are you doing", CHAT, SEARCH) == [
        ("chat_with_friend", {"user_message": "Hey buddy, how are you doing"})
    ]


def test_a_greeting_without_a_chat_tool_gets_no_call(model: LocalChatModel) -> None:
    assert _calls(model, "Hey buddy, how are you doing", SEARCH, NEWS) == []
