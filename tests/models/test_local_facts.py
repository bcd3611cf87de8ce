"""The embedded model remembers what the user said of themselves, word for word, and says so when
it was never told (real weights, public API, chat memory); a tool that can answer still does."""

from __future__ import annotations

import pytest

from sprig import ChatClient, tool
from sprig.advisors import MessageChatMemoryAdvisor
from sprig.models import LocalChatModel
from sprig.state import InMemoryChatMemoryRepository, MessageWindowChatMemory
from sprig.toolkits import TimeTools
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))


def chat(model: LocalChatModel, *tools: object) -> ChatClient:
    memory = MessageWindowChatMemory(InMemoryChatMemoryRepository())
    return ChatClient.builder(model).default_tools(*tools).default_advisors(MessageChatMemoryAdvisor(memory)).build()


@pytest.mark.parametrize("tools", [(), (TimeTools(),)], ids=["no tools", "time tools"])
def test_what_the_user_said_of_themselves_is_repeated_and_nothing_is_made_up(
    model: LocalChatModel, tools: tuple[object, ...]
) -> None:
    client = chat(model, *tools)

    def say(text: str) -> str:
        return client.prompt(text).advisor_params(conversation_id="c").call().content()

    assert say("What is my name?") == "You haven't told me your name."
    assert say("Hi, my name is Ada Lovelace.") == "Nice to meet you, Ada Lovelace."
    assert say("I live in Lisbon.") == "Noted: you live in Lisbon."
    assert say("What is my name?") == "Your name is Ada Lovelace."
    assert say("Where do I live?") == "You live in Lisbon."
    assert say("What's my favourite colour?") == "You haven't told me your favourite colour."


def test_a_tool_that_can_answer_a_question_about_the_user_answers_it(model: LocalChatModel) -> None:
    @tool
    def account_balance(account: str = "main") -> str:
        """The balance of the user's bank account."""
        return "1,204.50 EUR"

    client = chat(model, account_balance)
    text = client.prompt("What is my account balance?").advisor_params(conversation_id="b").call().content()
    assert "1,204.50" in text
