"""What the bundled time tools are asked, and what they are not: a day word ("today") or a "what time
does ..." question about some other thing is no ask for the clock, and a part of a request about a
thing no tool knows ("what's the weather there") gets no time call, no zone nobody named, and is said
to be not done (real weights, public API, the whole tool loop)."""

from __future__ import annotations

import json
from datetime import UTC, datetime

import pytest

from sprig import ChatClient
from sprig.advisors import MessageChatMemoryAdvisor
from sprig.chat.events import ToolResultEvent
from sprig.models import LocalChatModel
from sprig.state import InMemoryChatMemoryRepository, MessageWindowChatMemory
from sprig.toolkits import TimeTools
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))


def _answer(model: LocalChatModel, request: str) -> str:
    tools = TimeTools(clock=lambda: datetime(2026, 1, 15, 9, 0, tzinfo=UTC))
    return ChatClient.builder(model).default_tools(tools).build().prompt(request).call().content()


@pytest.mark.parametrize(
    "request_text",
    [
        "What's the weather today?",  # was: "It is 9:00 on 2026-01-15 in UTC."
        "What is the stock price of Apple today?",  # was: "... in Apple today."
        "what's the exchange rate of USD to EUR today",
        "Summarize the news today",
        "What time does the sun set in Paris today?",  # was: the time in Paris now
        "what time does the store close",
    ],
)
def test_a_day_word_or_an_event_s_time_is_no_ask_for_the_clock(model: LocalChatModel, request_text: str) -> None:
    answer = _answer(model, request_text)
    assert answer.startswith("I can't do that with the tools I have (current time, time conversion)")
    assert "2026" not in answer


@pytest.mark.parametrize(
    ("request_text", "zone"),
    [
        ("what's the date today", "UTC"),
        ("What time is it now in Tokyo?", "Tokyo"),
        ("today's date", "UTC"),
        ("What's the time at the moment?", "UTC"),  # a moment is no place of unknown zone
        ("what day of the week is it", "UTC"),
    ],
)
def test_the_date_and_the_time_are_still_asked_for(model: LocalChatModel, request_text: str, zone: str) -> None:
    answer = _answer(model, request_text)
    assert "2026-01-15" in answer and zone in answer


def test_a_part_no_tool_does_gets_no_time_call_at_its_place(model: LocalChatModel) -> None:
    # was: "It is 18:00 on 2026-01-15 in Asia/Tokyo. It is 10:00 on 2026-01-15 in Europe/Paris." (a time
    # call for the weather's city)
    answer = _answer(model, "What time is it in Tokyo and what is the weather in Paris?")
    assert "Asia/Tokyo" in answer and "Europe/Paris" not in answer
    assert answer.endswith('I could not do "what is the weather in Paris": no tool here can do that.')


def test_no_zone_nobody_named_is_taken_for_a_part_no_tool_does(model: LocalChatModel) -> None:
    # was: a conversion of an invented 18:00 from Africa/Abidjan (the first zone of the list) to Europe/London
    answer = _answer(model, "what time is it in sydney and what's the weather there")
    assert "Abidjan" not in answer and "London" not in answer and "18:00" not in answer
    assert "Sydney" in answer
    assert answer.endswith("I could not do \"what's the weather there\": no tool here can do that.")


@pytest.mark.parametrize(
    ("request_text", "stated"),
    [
        ("What time is it in Japan?", "18:00 on 2026-01-15"),  # was: the time in UTC, said to be Japan's
        ("time in germany", "10:00 on 2026-01-15"),
        ("What time is it in California?", "1:00 on 2026-01-15"),
        ("What time is it in PST?", "1:00 on 2026-01-15 in America/Los_Angeles"),
        ("time in EST", "4:00 on 2026-01-15 in EST"),
        ("what time is it in NYC", "4:00 on 2026-01-15"),  # was: "Unknown time zone 'NYC'"
        ("convert noon Tokyo time to LA", "19:00 on 2026-01-14 in America/Los_Angeles"),
    ],
)
def test_a_country_a_state_or_an_abbreviation_names_its_zone(
    model: LocalChatModel, request_text: str, stated: str
) -> None:
    assert stated in _answer(model, request_text)


def test_a_conversion_between_abbreviations_converts_between_their_zones(model: LocalChatModel) -> None:
    # was: "15:00 on 2026-01-15 in Asia/Tokyo is 6:00 on 2026-01-15 in Europe/London." (zones nobody named)
    answer = _answer(model, "Convert 3pm EST to PST")
    assert answer == "15:00 on 2026-01-15 in EST is 12:00 on 2026-01-15 in America/Los_Angeles."


@pytest.mark.parametrize("request_text", ["What time is it on Mars?", "what time is it in atlantis"])
def test_a_place_with_no_known_zone_is_said_so_not_given_the_utc_time(model: LocalChatModel, request_text: str) -> None:
    # was: "It is 9:00 on 2026-01-15 in Mars." (the time in UTC, said to be the place's)
    answer = _answer(model, request_text)
    assert "Unknown time zone" in answer and "2026" not in answer


@pytest.mark.parametrize(
    "request_text",
    [
        "How many days until christmas?",  # was: "It is 16:00 on 2026-01-15 in Indian/Christmas."
        "what is the date tomorrow",  # was: today's date
        "what day is it tomorrow",
        "what was the date 3 days ago",
        "how long until next friday",
        "convert noon Tokyo time to Springfield",  # was: the time in Tokyo now
    ],
)
def test_another_day_or_a_span_of_time_is_no_ask_for_the_clock(model: LocalChatModel, request_text: str) -> None:
    answer = _answer(model, request_text)
    assert answer.startswith("I can't do that with the tools I have (current time, time conversion)")
    assert "2026" not in answer


def test_a_follow_up_of_a_conversion_converts_once_to_the_new_place(model: LocalChatModel) -> None:
    # was: a second conversion of an invented 18:00 from Europe/Paris to Europe/Paris
    tools = TimeTools(clock=lambda: datetime(2026, 1, 15, 9, 0, tzinfo=UTC))
    memory = MessageWindowChatMemory(InMemoryChatMemoryRepository())
    client = ChatClient.builder(model).default_tools(tools).default_advisors(MessageChatMemoryAdvisor(memory)).build()
    client.prompt("convert 3pm London time to New York").advisor_params(conversation_id="c").call().content()
    events = list(client.prompt("and in Paris?").advisor_params(conversation_id="c").stream().events())
    calls = [json.loads(event.arguments) for event in events if isinstance(event, ToolResultEvent)]
    assert [(call["source_timezone"], call["target_timezone"]) for call in calls] == [("Europe/London", "Europe/Paris")]


def test_one_time_converted_to_two_places_is_two_conversions(model: LocalChatModel) -> None:
    tools = TimeTools(clock=lambda: datetime(2026, 1, 15, 9, 0, tzinfo=UTC))
    client = ChatClient.builder(model).default_tools(tools).build()
    events = list(client.prompt("convert 3pm London time to Tokyo and to New York").stream().events())
    calls = [json.loads(event.arguments) for event in events if isinstance(event, ToolResultEvent)]
    assert sorted(call["target_timezone"] for call in calls) == ["America/New_York", "Asia/Tokyo"]
