"""A user's own tools, as a new user writes them, on the embedded model (real weights, public API, tools
never seen): arithmetic of several operations with one-operation tools is a chain of calls, each taking
the result before it, answered with the last result; a phone parameter holds only a number written with
digits; units listed in a description's parentheses are the spelling used; "because ..." is a reason;
a stay's check-in and check-out are dates; "text <number> <message>" texts it; an IP address names the
tool that takes one; a short request is no other tool's filled form when one tool fits it."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import pytest

from sprig import tool
from sprig.chat.events import TextDeltaEvent, ToolResultEvent
from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import ran_and_answered as _run
from support.local_calls import remembering
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))


@tool
def add(a: float, b: float) -> float:
    """Add two numbers."""
    return a + b


@tool
def subtract(a: float, b: float) -> float:
    """Subtract b from a."""
    return a - b


@tool
def multiply(a: float, b: float) -> float:
    """Multiply two numbers."""
    return a * b


@tool
def get_weather(city: str) -> str:
    """Get the current weather for a city."""
    return f"{city}: 14 C, light rain"


@tool
def broken_add(a: float, b: float) -> str:
    """Add two numbers."""
    return "the adder is offline"


def test_arithmetic_of_several_operations_is_a_chain_of_calls_answered_with_the_last_result(
    model: LocalChatModel,
) -> None:
    made, answer = _run(model, "what is 10 plus 20 plus 30?", add, multiply, get_weather)
    assert made == [("add", {"a": 10, "b": 20}), ("add", {"a": 30, "b": 30})]
    assert answer.startswith("10 + 20 + 30 = 60."), answer
    made, answer = _run(model, "what is (3 + 4) * 5?", add, multiply, subtract)
    assert made == [("add", {"a": 3, "b": 4}), ("multiply", {"a": 7, "b": 5})]
    assert "= 35." in answer, answer
    made, _ = _run(model, "what is 2 times 3 plus 4", add, multiply, subtract)
    assert made == [("multiply", {"a": 2, "b": 3}), ("add", {"a": 6, "b": 4})]  # times first


def test_operations_said_one_after_another_take_the_result_before_them(model: LocalChatModel) -> None:
    made, answer = _run(model, "add 2 and 3, then multiply the result by 4", add, multiply, subtract)
    assert made == [("add", {"a": 2, "b": 3}), ("multiply", {"a": 5, "b": 4})]
    assert "= 20." in answer, answer
    made, _ = _run(model, "multiply 6 by 7 and then subtract 2", add, multiply, subtract)
    assert made == [("multiply", {"a": 6, "b": 7}), ("subtract", {"a": 42, "b": 2})]
    made, _ = _run(model, "add 2 and 3, and multiply 4 by 5", add, multiply, subtract)
    assert made == [("add", {"a": 2, "b": 3}), ("multiply", {"a": 4, "b": 5})]  # two requests: no chain


def test_a_chain_needing_an_operation_no_tool_does_is_declined_and_one_that_fails_stops(
    model: LocalChatModel,
) -> None:
    made, answer = _run(model, "what is 2 times 3 plus 4", add, get_weather)
    assert made == []
    assert answer.startswith("I can't do that with the tools I have"), answer
    made, answer = _run(model, "what is 10 plus 20 plus 30?", broken_add, get_weather)
    assert made == [("broken_add", {"a": 10, "b": 20})]  # no number came back: nothing to chain on
    assert "60" not in answer and "offline" in answer, answer


PHONE = _tool(
    "send_sms", "Send a text message to a phone number.", {"phone": {"type": "string"}, "message": {"type": "string"}},
    ["phone", "message"],
)  # fmt: skip
EVENT = _tool("create_event", "Create a calendar event.", {"title": {"type": "string"}}, ["title"])
CONTACT = _tool("find_contact", "Find a contact's phone number and email by name.", {"name": {"type": "string"}}, [])


def test_a_phone_parameter_holds_only_a_number_written_with_digits(model: LocalChatModel) -> None:
    assert _calls(model, "send an email to my boss", PHONE, EVENT, CONTACT) == []  # "email" is no phone number
    assert _calls(model, "text +15551234567 running late", PHONE, EVENT, CONTACT) == [
        ("send_sms", {"phone": "+15551234567", "message": "running late"})
    ]


LENGTH = _tool(
    "convert_length",
    "Convert a length between units (m, km, mi, ft, in, cm).",
    {"value": {"type": "number"}, "from_unit": {"type": "string"}, "to_unit": {"type": "string"}},
    ["value", "from_unit", "to_unit"],
)
BMI = _tool("bmi", "Body mass index.", {"weight_kg": {"type": "number"}, "height_cm": {"type": "number"}}, [])


def test_units_listed_in_the_descriptions_parentheses_are_spelled_as_listed(model: LocalChatModel) -> None:
    assert _calls(model, "convert 5 km to miles", LENGTH, BMI, PHONE) == [
        ("convert_length", {"value": 5, "from_unit": "km", "to_unit": "mi"})
    ]
    assert _calls(model, "12 inches in cm?", LENGTH, BMI, PHONE) == [
        ("convert_length", {"value": 12, "from_unit": "in", "to_unit": "cm"})
    ]


CANCEL = _tool(
    "cancel_order", "Cancel an order.", {"order_id": {"type": "string"}, "reason": {"type": "string"}}, ["order_id"]
)
HOTELS = _tool(
    "search_hotels",
    "Find hotels in a city for the given dates (YYYY-MM-DD).",
    {
        "city": {"type": "string"},
        "check_in": {"type": "string"},
        "check_out": {"type": "string"},
        "guests": {"type": "integer", "default": 1},
    },
    ["city", "check_in", "check_out"],
)
FLIGHT = _tool(
    "flight_status",
    "Get the status of a flight (on time, delayed, cancelled).",
    {"flight_number": {"type": "string"}, "date": {"type": "string"}},
    ["flight_number"],
)
IP = _tool("ip_lookup", "Look up the location of an IP address.", {"ip": {"type": "string"}}, ["ip"])


def test_a_reason_is_what_follows_because(model: LocalChatModel) -> None:
    assert _calls(model, "cancel order 5521 because I ordered the wrong size", CANCEL, HOTELS, IP) == [
        ("cancel_order", {"order_id": "5521", "reason": "I ordered the wrong size"})
    ]
    assert _calls(model, "cancel order 5521", CANCEL, HOTELS, IP) == [("cancel_order", {"order_id": "5521"})]


def test_a_stays_check_in_and_check_out_are_its_dates_and_no_other_tool_takes_the_form(
    model: LocalChatModel,
) -> None:
    assert _calls(model, "hotels in Rome from 2026-12-20 to 2026-12-23 for 2 people", HOTELS, FLIGHT, CANCEL) == [
        ("search_hotels", {"city": "Rome", "check_in": "2026-12-20", "check_out": "2026-12-23", "guests": 2})
    ]
    assert _calls(model, "hotels in Rome from 2026-12-20 for 2 people", HOTELS, FLIGHT, CANCEL) == []  # no flight '2'


def test_an_ip_address_names_the_tool_that_takes_one(model: LocalChatModel) -> None:
    assert _calls(model, "where is 8.8.8.8 located?", IP, HOTELS, CANCEL) == [("ip_lookup", {"ip": "8.8.8.8"})]
    assert _calls(model, "where is Lisbon located?", IP, HOTELS, CANCEL) == []


def test_a_follow_up_naming_another_tools_operation_never_repeats_the_call_before(model: LocalChatModel) -> None:
    client = remembering(model, add, multiply, get_weather)

    async def turn(request: str) -> tuple[list[tuple[str, dict[str, Any]]], str]:
        made: list[tuple[str, dict[str, Any]]] = []
        text = ""
        async for event in client.prompt(request).advisor_params(conversation_id="c").stream().events():
            if isinstance(event, ToolResultEvent):
                made.append((event.name, json.loads(event.arguments or "{}")))
            elif isinstance(event, TextDeltaEvent):
                text += event.text
        return made, text

    assert asyncio.run(turn("what is 5 plus 7?"))[0] == [("add", {"a": 5, "b": 7})]
    made, answer = asyncio.run(turn("and times 2?"))
    assert all(name != "add" for name, _ in made), made  # not add(2, 7): "times" is multiply's
    assert "14" not in answer and "9" not in answer, answer
    assert asyncio.run(turn("and 10 plus 1?"))[0] == [("add", {"a": 10, "b": 1})]


SHARE = _tool("get_share_price", "Current share price for a stock ticker.", {"ticker": {"type": "string"}}, ["ticker"])
WORDS = _tool("word_count", "Count words in text.", {"text": {"type": "string"}}, ["text"])
CAPITAL = _tool("get_capital", "Get the capital city of a country.", {"country": {"type": "string"}}, ["country"])
MAIL = _tool(
    "email",
    "Send an email message.",
    {"recipient": {"type": "string"}, "subject": {"type": "string"}, "message": {"type": "string"}},
    ["recipient", "subject", "message"],
)


def test_a_large_company_named_by_name_is_its_ticker(model: LocalChatModel) -> None:
    assert _calls(model, "How much is one share of Microsoft?", SHARE, WORDS, CAPITAL) == [
        ("get_share_price", {"ticker": "MSFT"})
    ]
    assert _calls(model, "stock price for tesla", SHARE, WORDS, CAPITAL) == [("get_share_price", {"ticker": "TSLA"})]
    assert _calls(model, "What's NVDA trading at?", SHARE, WORDS, CAPITAL) == [("get_share_price", {"ticker": "NVDA"})]


def test_the_tools_own_words_before_an_object_are_no_part_of_it(model: LocalChatModel) -> None:
    assert _calls(model, "capital city of canada", CAPITAL, SHARE, WORDS) == [("get_capital", {"country": "Canada"})]


def test_what_a_message_is_about_before_its_colon_is_its_subject(model: LocalChatModel) -> None:
    assert _calls(model, "send an email to jane@corp.io about the launch: we go live Monday", MAIL, SHARE, WORDS) == [
        ("email", {"recipient": "jane@corp.io", "subject": "the launch", "message": "we go live Monday"})
    ]



CONVERT = _tool(
    "convert_currency",
    "Convert an amount from one currency to another.",
    {"amount": {"type": "number"}, "from_currency": {"type": "string"}, "to_currency": {"type": "string"}},
    ["amount", "from_currency", "to_currency"],
)


def test_a_currency_sign_before_an_amount_is_its_currency_and_negative_is_a_sign(model: LocalChatModel) -> None:
    assert _calls(model, "how much is £50 in euros", CONVERT, SHARE, WORDS) == [
        ("convert_currency", {"amount": 50, "from_currency": "GBP", "to_currency": "EUR"})
    ]
    assert _calls(model, "convert €20 to dollars", CONVERT, SHARE, WORDS) == [
        ("convert_currency", {"amount": 20, "from_currency": "EUR", "to_currency": "USD"})
    ]
    made, _ = _run(model, "what is negative 4 plus 10", add, multiply, get_weather)
    assert made == [("add", {"a": -4, "b": 10})]


RATE = _tool(
    "get_exchange_rate",
    "Get the exchange rate from one currency to another.",
    {
        "base_currency": {"type": "string", "description": "ISO code of the currency to convert from, e.g. USD."},
        "quote_currency": {"type": "string", "description": "ISO code of the currency to convert to, e.g. EUR."},
    },
    ["base_currency", "quote_currency"],
)


def test_how_many_of_one_currency_to_the_other_prices_the_other(model: LocalChatModel) -> None:
    assert _calls(model, "how many yen to the dollar?", RATE, SHARE, WORDS) == [
        ("get_exchange_rate", {"base_currency": "USD", "quote_currency": "JPY"})
    ]
    assert _calls(model, "What's the USD to EUR rate?", RATE, SHARE, WORDS) == [
        ("get_exchange_rate", {"base_currency": "USD", "quote_currency": "EUR"})
    ]


BMI_SORTED = _tool(
    "bmi",
    "Compute body mass index from weight and height.",
    {"height_cm": {"type": "number"}, "weight_kg": {"type": "number"}},
    ["weight_kg", "height_cm"],
)


def test_a_unit_in_a_parameters_name_takes_the_number_written_in_it(model: LocalChatModel) -> None:
    assert _calls(model, "what's my BMI if I weigh 70 kg and I'm 175 cm tall?", BMI_SORTED, SHARE, WORDS) == [
        ("bmi", {"height_cm": 175, "weight_kg": 70})
    ]


CREATE_ISSUE = _tool(
    "create_issue",
    "Create a GitHub issue.",
    {"repo": {"type": "string"}, "title": {"type": "string"}, "labels": {"type": "array", "items": {"type": "string"}}},
    ["repo", "title"],
)
SEARCH_ISSUES = _tool(
    "search_issues",
    "Search issues in a repository.",
    {"repo": {"type": "string"}, "query": {"type": "string"}, "state": {"type": "string", "enum": ["open", "closed"]}},
    ["repo", "query"],
)


def test_a_repository_is_the_owner_slash_name_written_and_never_the_query(model: LocalChatModel) -> None:
    assert _calls(model, "search closed issues in acme/web for timeout", SEARCH_ISSUES, CREATE_ISSUE, WORDS) == [
        ("search_issues", {"repo": "acme/web", "query": "timeout", "state": "closed"})
    ]
    assert _calls(model, "is there an issue about dark mode in acme/web?", SEARCH_ISSUES, CREATE_ISSUE, WORDS) == [
        ("search_issues", {"repo": "acme/web", "query": "dark mode"})
    ]


def test_a_list_named_in_the_plural_takes_the_value_its_singular_introduces(model: LocalChatModel) -> None:
    assert _calls(
        model, "open an issue in acme/web titled 'Login broken' with label bug", CREATE_ISSUE, SEARCH_ISSUES, WORDS
    ) == [("create_issue", {"repo": "acme/web", "title": "Login broken", "labels": ["bug"]})]


@tool
def set_reminder(text: str, when: str) -> str:
    """Set a reminder. when is an ISO 8601 date-time."""
    return "set"


@tool
def book_meeting(title: str, date: str, time: str) -> str:
    """Book a meeting room. date is YYYY-MM-DD, time is HH:MM."""
    return "booked"


def test_a_docstring_that_says_what_a_parameter_is_describes_it(model: LocalChatModel) -> None:
    made, _ = _run(model, "remind me to call mom on 2026-12-01 at 09:00", set_reminder, book_meeting, get_weather)
    assert made == [("set_reminder", {"text": "call mom", "when": "2026-12-01T09:00:00"})]
    made, _ = _run(model, "book a meeting called Retro on 2026-12-04 at 4pm", set_reminder, book_meeting, get_weather)
    assert made == [("book_meeting", {"title": "Retro", "date": "2026-12-04", "time": "16:00"})]
