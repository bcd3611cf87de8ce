"""A user's own tools on the embedded model (real weights, public API, tools never seen), round 53: how many calls
a request needs when it names two values or more. A list whose description shows its items' form ("e.g. ['AAPL',
'GOOG']") takes every code so written in one call, and names its tool even beside a word that only looks like
another tool's ("compare" is no "company"); a string parameter shown in that form gets a call per code; phone
numbers texted in a run are one list, and none of them is part of the message; "reserve" asks a tool named for a
reservation; a range of the day whose end alone says "pm" ("from 2 to 4 pm") opens after noon; a list of
languages takes each language named, not the words after it ("greek thx")."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))

_PRICES = _tool(
    "fetch_prices",
    "Fetch the latest trade prices for a set of stock tickers.",
    {"tickers": {"type": "array", "items": {"type": "string"}, "description": "Tickers, e.g. ['TSLA', 'NFLX']."}},
    ["tickers"],
)
_PRICE = _tool(
    "fetch_price",
    "Fetch the latest trade price of a stock ticker.",
    {"ticker": {"type": "string", "description": "The ticker, e.g. 'TSLA'."}},
    ["ticker"],
)
_PROFILE = _tool(
    "company_profile",
    "Get the profile of a company.",
    {"company": {"type": "string", "description": "The company name."}},
    ["company"],
)
_GROUP_TEXT = _tool(
    "send_group_text",
    "Send one SMS to several phone numbers.",
    {
        "numbers": {"type": "array", "items": {"type": "string"}, "description": "The recipients' phone numbers."},
        "text": {"type": "string", "description": "The message text."},
    },
    ["numbers", "text"],
)
_HOLD = _tool(
    "hold_slot",
    "Hold a slot of the day on the shared calendar.",
    {
        "from_time": {"type": "string", "description": "When the slot starts, HH:MM in 24-hour time."},
        "to_time": {"type": "string", "description": "When the slot ends, HH:MM in 24-hour time."},
    },
    ["from_time", "to_time"],
)
_SUBTITLES = _tool(
    "make_subtitles",
    "Translate a subtitle line into several languages.",
    {
        "line": {"type": "string", "description": "The subtitle line."},
        "languages": {"type": "array", "items": {"type": "string"}, "description": "The languages to translate into."},
    },
    ["line", "languages"],
)
_BOOKING = _tool(
    "make_reservation",
    "Make a reservation at a restaurant.",
    {
        "venue": {"type": "string", "description": "The name of the restaurant."},
        "guests": {"type": "integer", "description": "How many people."},
    },
    ["venue", "guests"],
)


def test_a_list_in_its_examples_form_takes_every_code_in_one_call(model: LocalChatModel) -> None:
    assert _calls(model, "compare NVDA and INTC for me", _PRICES, _PROFILE) == [
        ("fetch_prices", {"tickers": ["NVDA", "INTC"]})
    ]


def test_codes_in_a_string_parameters_form_get_a_call_each(model: LocalChatModel) -> None:
    assert _calls(model, "compare NVDA and INTC", _PRICE, _PROFILE) == [
        ("fetch_price", {"ticker": "NVDA"}),
        ("fetch_price", {"ticker": "INTC"}),
    ]


def test_numbers_texted_in_a_run_are_one_list(model: LocalChatModel) -> None:
    assert _calls(model, "text 555-0188 and 555-0199 that the gate code changed", _GROUP_TEXT) == [
        ("send_group_text", {"numbers": ["555-0188", "555-0199"], "text": "the gate code changed"})
    ]


def test_reserve_asks_a_tool_named_for_a_reservation(model: LocalChatModel) -> None:
    assert _calls(model, "Reserve Chez Panisse for 3", _BOOKING, _PROFILE) == [
        ("make_reservation", {"venue": "Chez Panisse", "guests": 3})
    ]


def test_a_range_whose_end_alone_says_pm_opens_after_noon(model: LocalChatModel) -> None:
    assert _calls(model, "hold the slot from 2 to 4 pm", _HOLD, _PROFILE) == [
        ("hold_slot", {"from_time": "14:00", "to_time": "16:00"})
    ]


def test_a_list_of_languages_takes_each_language_without_the_words_after_it(model: LocalChatModel) -> None:
    assert _calls(model, "subtitle 'see you soon' in dutch and greek thx", _SUBTITLES) == [
        ("make_subtitles", {"line": "see you soon", "languages": ["dutch", "greek"]})
    ]
