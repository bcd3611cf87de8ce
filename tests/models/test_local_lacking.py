"""A tool the request fits far better than the tools it can fill, but for one required value the
request does not state: the weaker tool is not called in its place (it would do what was not asked);
the missing value is asked for in one sentence (real weights, public API, tools never seen)."""

from __future__ import annotations

import asyncio

import pytest

from sprig import ChatClient, ExternalTool
from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))


@pytest.fixture(scope="module")
def model() -> LocalChatModel:
    return LocalChatModel()


ATTRACTIONS = _tool(
    "Travel_FindAttractions",
    "Browse attractions in a given city, filtering by free entry status, attraction category and suitability "
    "for children.",
    {
        "location": {"type": "string", "description": "The city, in the format 'City, State', such as 'Berkeley, CA'."},
        "free_entry": {"type": "string", "enum": ["True", "False", "dontcare"]},
        "category": {"type": "string", "enum": ["Museum", "Park", "Theme Park", "dontcare"]},
        "good_for_kids": {"type": "string", "enum": ["True", "False", "dontcare"]},
    },
    ["location"],
)
WEB_SEARCH = _tool(
    "Web_Search",
    "Search the web for a query.",
    {"query": {"type": "string", "description": "What to search for."}},
    ["query"],
)
REQUEST = "Could you search for a theme park near the lake with no entry fee that kids will like?"


def _reply(model: LocalChatModel, request: str, *tools: ExternalTool) -> str:
    async def go() -> str:
        client = ChatClient.builder(model).default_tools(*tools).build()
        return await client.prompt(request).call().acontent() or ""

    return asyncio.run(go())


def test_a_weaker_tool_is_not_called_for_the_one_that_lacks_a_value(model: LocalChatModel) -> None:
    assert _calls(model, REQUEST, WEB_SEARCH, ATTRACTIONS) == []


def test_the_value_the_fitting_tool_lacks_is_asked_for(model: LocalChatModel) -> None:
    reply = _reply(model, REQUEST, WEB_SEARCH, ATTRACTIONS)
    assert "location" in reply
    assert reply.count(".") == 1  # one sentence


def test_the_value_once_stated_gets_the_fitting_tool(model: LocalChatModel) -> None:
    request = "Could you search for a theme park in Berkeley, CA with no entry fee that kids will like?"
    assert [name for name, _ in _calls(model, request, WEB_SEARCH, ATTRACTIONS)] == ["Travel_FindAttractions"]
