"""A user's own tools on the embedded model (real weights, public API, tools never seen), round 52: the right one
of several tools that fit alike. Of neighbours about the same thing (the weather now, the weather ahead, the
weather on a past date), a request that looks ahead ("tomorrow", "this weekend", "is it going to snow") asks the
one whose name or description looks ahead, as a request naming no time ahead ("I'm going to Paris", "Oslo
weather") asks one that does not."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))

_NOW = _tool(
    "get_current_weather",
    "Current weather conditions for a city.",
    {"city": {"type": "string", "description": "The city name."}},
    ["city"],
)
_AHEAD = _tool(
    "get_weather_forecast",
    "Weather forecast for the next days in a city.",
    {
        "city": {"type": "string", "description": "The city name."},
        "days": {"type": "integer", "description": "How many days ahead, 1 to 10.", "default": 3},
    },
    ["city"],
)
_PAST = _tool(
    "get_historical_weather",
    "Recorded weather for a city on a past date.",
    {
        "city": {"type": "string", "description": "The city name."},
        "date": {"type": "string", "description": "The date, in the format 'YYYY-MM-DD'."},
    },
    ["city", "date"],
)


def test_a_request_about_tomorrow_asks_the_tool_that_looks_ahead(model: LocalChatModel) -> None:
    assert _calls(model, "What's the weather like in Bergen tomorrow?", _NOW, _AHEAD, _PAST) == [
        ("get_weather_forecast", {"city": "Bergen"})
    ]
    assert _calls(model, "What was the weather in Oslo on 2023-07-01?", _NOW, _AHEAD, _PAST) == [
        ("get_historical_weather", {"city": "Oslo", "date": "2023-07-01"})
    ]


def test_the_weather_a_user_asks_will_be_is_a_forecast(model: LocalChatModel) -> None:
    assert _calls(model, "What will the weather be in Oslo this weekend?", _NOW, _AHEAD, _PAST) == [
        ("get_weather_forecast", {"city": "Oslo"})
    ]
    assert _calls(model, "Oslo weather please", _NOW, _AHEAD, _PAST) == [("get_current_weather", {"city": "Oslo"})]


def test_what_it_is_going_to_do_is_a_forecast(model: LocalChatModel) -> None:
    assert _calls(model, "Is it going to snow in Bergen?", _NOW, _AHEAD, _PAST) == [
        ("get_weather_forecast", {"city": "Bergen"})
    ]
    assert _calls(model, "I'm going to Paris, what's the weather there now?", _NOW, _AHEAD, _PAST) == [
        ("get_current_weather", {"city": "Paris"})
    ]
