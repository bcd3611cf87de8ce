"""A user's own tools on the embedded model (real weights, public API, tools never seen), round 54: one right call
among neighbours. Of a tool for one ticker and one for several, the request listing several tickers gets the one
taking them all in its list; a length converter whose units list 'in' beside other units takes "in km" as the
target, never as the inch, and "in meters" as 'm'; a place a sentence of context names ("My sister lives in
Lyon.", "I'm in Lyon,") gives way to the one the asking sentence names."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))

_QUOTE = _tool(
    "get_quote",
    "Get the latest price for a single stock ticker.",
    {"symbol": {"type": "string", "description": "Ticker symbol, e.g. 'AAPL'."}},
    ["symbol"],
)

_QUOTES = _tool(
    "get_batch_quotes",
    "Get the latest prices for several stock tickers at once.",
    {"symbols": {"type": "array", "items": {"type": "string"}, "description": "List of ticker symbols."}},
    ["symbols"],
)

_UNITS = ["m", "km", "mi", "ft", "in"]
_LENGTH = _tool(
    "convert_length",
    "Convert a length from one unit to another.",
    {
        "value": {"type": "number", "description": "The length to convert."},
        "from_unit": {"type": "string", "enum": _UNITS, "description": "Unit of the given value."},
        "to_unit": {"type": "string", "enum": _UNITS, "description": "Unit to convert to."},
    },
    ["value", "from_unit", "to_unit"],
)

_WEATHER = _tool(
    "get_current_weather",
    "Get the current weather conditions in a city.",
    {
        "city": {"type": "string", "description": "The city name."},
        "units": {"type": "string", "enum": ["metric", "imperial"], "default": "metric"},
    },
    ["city"],
)

_TIME = _tool(
    "get_current_time",
    "Get the current local time in a city.",
    {"city": {"type": "string", "description": "The city, e.g. 'Tokyo'."}},
    ["city"],
)


def test_several_tickers_go_to_the_tool_taking_a_list(model: LocalChatModel) -> None:
    got = _calls(model, "latest prices for TSLA, AMZN and NFLX", _QUOTE, _QUOTES)
    assert got == [("get_batch_quotes", {"symbols": ["TSLA", "AMZN", "NFLX"]})]


def test_in_before_the_target_unit_is_no_inch(model: LocalChatModel) -> None:
    got = _calls(model, "convert 12 miles and show it in km", _LENGTH)
    assert got == [("convert_length", {"value": 12, "from_unit": "mi", "to_unit": "km"})]


def test_a_target_unit_spelled_out(model: LocalChatModel) -> None:
    got = _calls(model, "take 250 ft and give me that in meters", _LENGTH)
    assert got == [("convert_length", {"value": 250, "from_unit": "ft", "to_unit": "m"})]


def test_a_place_of_context_gives_way_to_the_asked_one(model: LocalChatModel) -> None:
    got = _calls(model, "My brother lives in Porto. What's the weather like in Madrid at the moment?", _WEATHER, _TIME)
    assert got == [("get_current_weather", {"city": "Madrid"})]


def test_a_place_before_a_comma_gives_way_to_the_asked_one(model: LocalChatModel) -> None:
    got = _calls(model, "I'm in Lyon, what's the weather in Vienna?", _TIME, _WEATHER)
    assert got == [("get_current_weather", {"city": "Vienna"})]
