"""Requests a tool serves, phrased indirectly (real weights, public API, tools never seen), which the
embedded model once declined: an adjective names the noun in "-bility" of a tool's name ("Is anything
available ...?" for ``check_court_availability``); a quoted text, or a text one asks how to "say", in a
named language asks for a translation; a need or a wish stated before the ask ("I have the urgency to
find ...", "I am in need of ...", "I'd love to know ...") leaves the ask after it. Requests that only
share such a word with the same tools still get no call."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))


COURTS = _tool(
    "check_court_availability",
    "Check which tennis courts are available at a club on a date.",
    {
        "club": {"type": "string", "description": "Name of the club."},
        "date": {"type": "string", "description": "The day, YYYY-MM-DD."},
    },
    ["club", "date"],
)
RENDER = _tool(
    "translate_phrase",
    "Translate a phrase into a language.",
    {
        "phrase": {"type": "string", "description": "The phrase."},
        "language": {"type": "string", "description": "Name of the language, e.g. Spanish"},
    },
    ["phrase", "language"],
)
PLUMBERS = _tool(
    "find_tradesperson",
    "Find a tradesperson such as a plumber or an electrician in a city.",
    {
        "trade": {"type": "string", "description": "The trade, e.g. plumber"},
        "city": {"type": "string", "description": "City name."},
    },
    ["trade", "city"],
)
FORECAST = _tool(
    "city_forecast",
    "Get the weather forecast for a city.",
    {"city": {"type": "string", "description": "City name."}},
    ["city"],
)



def test_an_adjective_names_the_noun_in_bility_of_the_tools_name(model: LocalChatModel) -> None:
    assert _calls(model, "We play on Fridays. Is anything available at Riverside on 2026-05-08?", COURTS, FORECAST) == [
        ("check_court_availability", {"club": "Riverside", "date": "2026-05-08"})
    ]


def test_a_quoted_text_in_a_named_language_asks_for_a_translation(model: LocalChatModel) -> None:
    assert _calls(model, "What's 'see you soon' in Italian?", RENDER, FORECAST) == [
        ("translate_phrase", {"phrase": "see you soon", "language": "Italian"})
    ]


def test_a_need_stated_first_leaves_the_ask_after_it(model: LocalChatModel) -> None:
    assert _calls(model, "I have the urgency to find a plumber in Leeds", PLUMBERS, FORECAST) == [
        ("find_tradesperson", {"trade": "plumber", "city": "Leeds"})
    ]


def test_a_wish_stated_first_leaves_the_ask_after_it(model: LocalChatModel) -> None:
    assert _calls(model, "I'd love to know the weather forecast for Leeds", FORECAST, PLUMBERS) == [
        ("city_forecast", {"city": "Leeds"})
    ]


@pytest.mark.parametrize(
    "request_",
    [
        "What does availability bias mean?",
        "Is Italian hard to learn?",
        "How long does it take to become a plumber?",
        "I have the urgency to stop procrastinating",
        "I'd love to visit Leeds someday",
    ],
)
def test_sharing_such_a_word_is_still_no_call(model: LocalChatModel, request_: str) -> None:
    assert _calls(model, request_, COURTS, RENDER, PLUMBERS) == []
