"""The embedded model on a user's own tools, from schema and description alone (real weights,
public API): values copied from the request, several calls in one turn, a plain decline when no
tool fits, follow-ups that repeat the previous call, and user examples used first."""

from __future__ import annotations

import asyncio
import re
from pathlib import Path
from typing import Literal

import orjson
import pytest

from sprig import ChatClient, ChatOptions, Prompt, tool
from sprig.advisors import MessageChatMemoryAdvisor
from sprig.chat.events import DoneEvent, ToolResultEvent
from sprig.messages import AssistantMessage, Message, UserMessage
from sprig.models import LocalChatModel
from sprig.state import InMemoryChatMemoryRepository, MessageWindowChatMemory
from sprig.toolkits import FileSystemTools, TimeTools, TodoTools
from sprig.tools import ToolCallbacks
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))

ran: list[tuple[str, dict[str, object]]] = []


@tool
def add(a: float, b: float) -> float:
    """Add two numbers."""
    ran.append(("add", {"a": a, "b": b}))
    return a + b


@tool
def multiply(a: float, b: float) -> float:
    """Multiply two numbers."""
    ran.append(("multiply", {"a": a, "b": b}))
    return a * b


@tool
def weather(city: str, unit: Literal["celsius", "fahrenheit"] = "celsius") -> str:
    """Current weather in a city."""
    ran.append(("weather", {"city": city, "unit": unit}))
    return f"cloudy, 7 degrees {unit}"


@tool
def send_mail(recipient: str, subject: str, body: str) -> str:
    """Send an email."""
    ran.append(("send_mail", {"recipient": recipient, "subject": subject, "body": body}))
    return "queued"


@tool
def save_note(title: str, text: str) -> str:
    """Save a note with a title and its text."""
    ran.append(("save_note", {"title": title, "text": text}))
    return "saved"


@tool
def share_price(ticker: str) -> str:
    """The latest share price for a stock ticker."""
    ran.append(("share_price", {"ticker": ticker}))
    return f"{ticker}: 301.12 USD"


OWN = [add, multiply, weather, send_mail, save_note, share_price]


@pytest.fixture(autouse=True)
def _clear() -> None:
    ran.clear()


def ask(model: LocalChatModel, text: str, *tools: object) -> str:
    client = ChatClient.builder(model).default_tools(*(tools or OWN)).build()
    return client.prompt(text).call().content()


def numbers_in(text: str) -> set[str]:
    return set(re.findall(r"\d+(?:\.\d+)?", text))


# -- values copied from the request ----------------------------------------------------------------


def test_numbers_are_the_request_s_in_the_order_it_states_them(model: LocalChatModel) -> None:
    text = ask(model, "What is 1234 plus 5678?")
    assert ran == [("add", {"a": 1234, "b": 5678})]
    assert "6912" in text
    assert numbers_in(text) <= {"1234", "5678", "6912", "6912.0"}  # nothing invented


def test_strings_are_copied_exactly_and_an_address_is_never_made_up(model: LocalChatModel) -> None:
    ask(model, "Email dana@example.com with the subject Lunch saying bring apples")
    assert ran == [("send_mail", {"recipient": "dana@example.com", "subject": "Lunch", "body": "bring apples"})]
    ran.clear()
    text = ask(model, "Send an email to my boss")
    assert ran == []  # no address in the request: no call with an invented one
    assert text.startswith("I can't do that with the tools I have (")


def test_quoted_content_is_written_as_given(model: LocalChatModel) -> None:
    ask(model, "Save a note titled Shopping with the text 'bring apples, not pears'")
    assert ran == [("save_note", {"title": "Shopping", "text": "bring apples, not pears"})]


def test_an_optional_parameter_the_request_does_not_mention_is_left_out(model: LocalChatModel) -> None:
    response = asyncio.run(
        model.call(
            Prompt("What is the weather in Oslo?", ChatOptions(tool_callbacks=ToolCallbacks.from_functions(*OWN)))
        )
    )
    (call,) = response.result.output.tool_calls
    assert (call.name, orjson.loads(call.arguments)) == ("weather", {"city": "Oslo"})
    ask(model, "What is the weather in Oslo in fahrenheit?")
    assert ran == [("weather", {"city": "Oslo", "unit": "fahrenheit"})]


def test_a_file_the_user_names_gets_exactly_the_content_given(model: LocalChatModel, tmp_path: Path) -> None:
    tools = [TodoTools(), TimeTools(), FileSystemTools(tmp_path)]
    ask(model, "Create a file list.txt containing bring apples", *tools)
    assert (tmp_path / "list.txt").read_text() == "bring apples"


# -- several calls in one turn ---------------------------------------------------------------------


def test_the_same_tool_for_several_values_is_called_once_per_value_in_one_reply(model: LocalChatModel) -> None:
    options = ChatOptions(tool_callbacks=ToolCallbacks.from_functions(*OWN))
    response = asyncio.run(model.call(Prompt("What's the weather in Oslo and in Rome?", options)))
    calls = response.result.output.tool_calls
    assert response.finish_reason == "tool_calls"
    assert [(c.name, orjson.loads(c.arguments)) for c in calls] == [
        ("weather", {"city": "Oslo"}),
        ("weather", {"city": "Rome"}),
    ]
    assert len({c.id for c in calls}) == 2


def test_different_tools_in_one_request_are_all_called(model: LocalChatModel) -> None:
    text = ask(model, "Add 2 and 3, and multiply 4 by 5")
    assert sorted(ran, key=lambda r: r[0]) == [("add", {"a": 2, "b": 3}), ("multiply", {"a": 4, "b": 5})]
    assert "5" in text and "20" in text


def test_two_numbers_joined_by_and_stay_one_call(model: LocalChatModel) -> None:
    ask(model, "Add 2 and 3")
    assert ran == [("add", {"a": 2, "b": 3})]


# -- honest when it cannot help ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "request_text",
    ["What is the capital of France?", "Write a poem about the sea", "Who won the 1998 world cup?"],
)
def test_no_fitting_tool_gets_one_plain_sentence_naming_what_it_can_do(
    model: LocalChatModel, request_text: str
) -> None:
    text = ask(model, request_text)
    assert ran == []
    assert text == (
        "I can't do that with the tools I have (add, multiply, weather, send mail, save note, share price). "
        "Use a larger model with --model."
    )


def test_the_bundled_tools_decline_arithmetic_weather_and_email(model: LocalChatModel, tmp_path: Path) -> None:
    tools = [TodoTools(), TimeTools(), FileSystemTools(tmp_path)]
    for request_text in ("What is 17 times 23?", "What is the weather in Paris?", "Send an email to my boss"):
        client = ChatClient.builder(model).default_tools(*tools).build()
        response = client.prompt(request_text).call().chat_client_response()
        assert response.chat_response.result.output.text == (
            "I can't do that with the tools I have (plans, current time, time conversion, files). "
            "Use a larger model with --model."
        )


def test_a_greeting_is_greeted_back_without_a_tool(model: LocalChatModel) -> None:
    text = ask(model, "Hello!")
    assert ran == [] and text.startswith("Hello! I can help with: add, multiply")


# -- conversations ---------------------------------------------------------------------------------------


def test_a_follow_up_naming_a_new_value_repeats_the_previous_call(model: LocalChatModel) -> None:
    memory = MessageWindowChatMemory(InMemoryChatMemoryRepository())
    client = ChatClient.builder(model).default_tools(*OWN).default_advisors(MessageChatMemoryAdvisor(memory)).build()
    client.prompt("What is the weather in Oslo?").advisor_params(conversation_id="c").call().content()
    text = client.prompt("And in London?").advisor_params(conversation_id="c").call().content()
    assert ran == [("weather", {"city": "Oslo", "unit": "celsius"}), ("weather", {"city": "London", "unit": "celsius"})]
    assert "London" in text
    thanks = client.prompt("Thanks!").advisor_params(conversation_id="c").call().content()
    assert len(ran) == 2 and thanks == "You're welcome."


def test_a_follow_up_of_a_follow_up_repeats_the_call_again(model: LocalChatModel) -> None:
    memory = MessageWindowChatMemory(InMemoryChatMemoryRepository())
    client = ChatClient.builder(model).default_tools(*OWN).default_advisors(MessageChatMemoryAdvisor(memory)).build()
    for request in ("What is the weather in Oslo?", "what about Rome", "And in Lima?"):
        text = client.prompt(request).advisor_params(conversation_id="c").call().content()
    assert [args["city"] for _, args in ran] == ["Oslo", "Rome", "Lima"]
    assert "Lima" in text


def test_a_new_question_after_a_call_is_no_follow_up(model: LocalChatModel) -> None:
    memory = MessageWindowChatMemory(InMemoryChatMemoryRepository())
    client = ChatClient.builder(model).default_tools(*OWN).default_advisors(MessageChatMemoryAdvisor(memory)).build()
    client.prompt("What is the weather in Cairo?").advisor_params(conversation_id="c").call().content()
    text = client.prompt("Who wrote Hamlet?").advisor_params(conversation_id="c").call().content()
    assert ran == [("weather", {"city": "Cairo", "unit": "celsius"})]
    assert text.startswith("I can't do that with the tools I have")


def test_a_question_about_a_new_value_in_other_words_is_still_a_follow_up(model: LocalChatModel) -> None:
    # "what's it like in Rome?" asks the question before of a new value; read as a question of its own
    # (the first version of the rule above) it was declined, and the chain after it too.
    memory = MessageWindowChatMemory(InMemoryChatMemoryRepository())
    client = ChatClient.builder(model).default_tools(*OWN).default_advisors(MessageChatMemoryAdvisor(memory)).build()
    for request in ("What is the weather in Oslo?", "what's it like in Rome?", "how's Lima?"):
        client.prompt(request).advisor_params(conversation_id="c").call().content()
    assert [args["city"] for _, args in ran] == ["Oslo", "Rome", "Lima"]


def test_a_long_history_of_follow_ups_is_read_back_a_bounded_number_of_turns(model: LocalChatModel) -> None:
    # A history of requests and answers only (no tool rounds): each follow-up is read as one of the turn
    # before it, at most a few turns back; read all the way back, 1200 follow-ups overflowed the stack.
    history: list[Message] = [UserMessage("What is the weather in Oslo?"), AssistantMessage("Sunny in Oslo.")]
    for _ in range(1200):
        history += [UserMessage("and in Rome?"), AssistantMessage("Sunny in Rome.")]
    client = ChatClient.builder(model).default_tools(*OWN).build()
    text = client.prompt("And in Lima?").messages(history).call().content()
    assert text and all(args["city"] == "Lima" for _, args in ran)


def test_a_time_follow_up_in_a_conversation(model: LocalChatModel) -> None:
    memory = MessageWindowChatMemory(InMemoryChatMemoryRepository())
    client = (
        ChatClient.builder(model)
        .default_tools(TimeTools(), TodoTools())
        .default_advisors(MessageChatMemoryAdvisor(memory))
        .build()
    )
    first = client.prompt("What time is it in Tokyo?").advisor_params(conversation_id="t").call()
    assert "Tokyo" in first.content()

    async def follow_up() -> tuple[list[tuple[str, object]], str]:
        calls: list[tuple[str, object]] = []
        text = ""
        async for event in client.prompt("And in London?").advisor_params(conversation_id="t").stream().events():
            if isinstance(event, ToolResultEvent):
                calls.append((event.name, orjson.loads(event.arguments or "{}")))
            elif isinstance(event, DoneEvent):
                text = event.response.result.output.text
        return calls, text

    calls, text = asyncio.run(follow_up())
    assert calls == [("current_time", {"timezone": "Europe/London"})]
    assert "London" in text


# -- user examples ------------------------------------------------------------------------------------


def test_user_examples_are_followed(model: LocalChatModel) -> None:
    seen: list[str] = []

    @tool(examples=[("Look up the dog Rex", {"name": "rex"}), ("Find the dog called Bella", {"name": "bella"})])
    def find_dog(name: str) -> str:
        """Find a dog in the shelter by its name, written in lower case."""
        seen.append(name)
        return "found"

    ask(model, "Look up the dog Max", find_dog, add, weather)
    assert seen and seen[0].lower() == "max"


def test_optional_zones_and_paths_the_request_does_not_name_are_left_to_their_defaults(
    model: LocalChatModel, tmp_path: Path
) -> None:
    (tmp_path / "notes.md").write_text("buy eggs\n")
    tools = ToolCallbacks.from_objects(TimeTools(), FileSystemTools(tmp_path))
    for text, expected in (
        ("What time is it?", ("current_time", {})),
        ("Search the files for eggs", ("grep_files", {"pattern": "eggs"})),
    ):
        response = asyncio.run(model.call(Prompt(text, ChatOptions(tool_callbacks=tools))))
        (call,) = response.result.output.tool_calls
        assert (call.name, orjson.loads(call.arguments)) == expected


def test_a_recorded_plan_is_answered_with_its_items(model: LocalChatModel) -> None:
    client = ChatClient.builder(model).default_tools(TodoTools(), TimeTools()).build()
    text = client.prompt("Make a plan to clean the garage").call().content()
    assert text.startswith("The plan: ") and "garage" in text.lower()
