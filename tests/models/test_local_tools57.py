"""A user's own tools on the embedded model (real weights, public API, tools never seen), round 57: one call for a
request naming several values of one kind that the tool takes together, and two calls for a request that asks two
things. Names joined by "or", each with its number ("the Kindle 11 or the Kobo Clara"); a range of stars written
"between 2 and 4"; a list of currency codes with no base set apart; two conversions beside a far weaker tool that
takes a list; an option said after a second part's own verb kept to that part."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))

_READERS = _tool(
    "compare_ereaders",
    "Compare two or more e-reader models side by side.",
    {
        "models": {
            "type": "array",
            "items": {"type": "string"},
            "description": "The e-reader models, e.g. ['Kindle 11', 'Nook GlowLight 4'].",
        }
    },
    ["models"],
)

_CAMPS = _tool(
    "search_campsites",
    "Search campsites in a region, optionally by rating.",
    {
        "region": {"type": "string", "description": "The region, e.g. 'Algarve'."},
        "min_rating": {"type": "integer", "description": "The lowest rating, 1-5.", "default": 1},
        "max_rating": {"type": "integer", "description": "The highest rating, 1-5.", "default": 5},
    },
    ["region"],
)

_RATES = _tool(
    "fx_latest",
    "Get the latest exchange rates of a base currency against a list of other currencies.",
    {
        "base": {"type": "string", "description": "The ISO 4217 code of the base currency.", "default": "EUR"},
        "symbols": {
            "type": "array",
            "items": {"type": "string"},
            "description": "The ISO 4217 codes to quote, e.g. ['USD', 'JPY'].",
        },
    },
    ["symbols"],
)

_EXCHANGE = _tool(
    "fx_convert",
    "Convert an amount of money from one currency to another.",
    {
        "amount": {"type": "number", "description": "The amount."},
        "source": {"type": "string", "description": "The ISO 4217 code of the source currency."},
        "target": {"type": "string", "description": "The ISO 4217 code of the target currency."},
    },
    ["amount", "source", "target"],
)

_ISSUE = _tool(
    "issues_edit",
    "Change the state or the severity of an existing bug report.",
    {
        "issue_id": {"type": "integer", "description": "The issue number."},
        "state": {"type": "string", "enum": ["open", "closed"], "description": "The new state. Optional."},
        "severity": {"type": "string", "enum": ["minor", "major", "critical"], "description": "The new severity."},
    },
    ["issue_id"],
)


def test_names_joined_by_or_each_with_its_number_are_one_list(model: LocalChatModel) -> None:
    assert _calls(model, "should I get the Kindle 11 or the Kobo Clara? compare them", _READERS) == [
        ("compare_ereaders", {"models": ["Kindle 11", "Kobo Clara"]})
    ]


def test_a_range_written_between_two_numbers_is_its_low_and_high_end(model: LocalChatModel) -> None:
    assert _calls(model, "campsites in the Algarve between 2 and 4 stars", _CAMPS) == [
        ("search_campsites", {"region": "Algarve", "min_rating": 2, "max_rating": 4})
    ]


def test_codes_listed_with_none_set_apart_are_all_the_list(model: LocalChatModel) -> None:
    assert _calls(model, "latest rates for SEK, NOK and DKK please", _RATES) == [
        ("fx_latest", {"symbols": ["SEK", "NOK", "DKK"]})
    ]


def test_two_conversions_are_two_calls_beside_a_weaker_tool_taking_a_list(model: LocalChatModel) -> None:
    assert _calls(model, "convert 60 USD to EUR and 250 GBP to CAD", _EXCHANGE, _RATES) == [
        ("fx_convert", {"amount": 60, "source": "USD", "target": "EUR"}),
        ("fx_convert", {"amount": 250, "source": "GBP", "target": "CAD"}),
    ]


def test_an_option_after_a_second_parts_own_verb_is_that_parts_alone(model: LocalChatModel) -> None:
    assert _calls(model, "close issue 3141 and mark 3142 as critical", _ISSUE) == [
        ("issues_edit", {"issue_id": 3141, "state": "closed"}),
        ("issues_edit", {"issue_id": 3142, "severity": "critical"}),
    ]


_SEARCH = _tool(
    "web_search",
    "Perform a web search for a given query and return relevant results.",
    {"query": {"type": "string", "description": "The search query string."}},
    ["query"],
)

_WEATHER = _tool(
    "get_current_weather",
    "Retrieves the current weather conditions for a specified location.",
    {"location": {"type": "string", "description": "The city, such as 'San Francisco, CA'."}},
    ["location"],
)


def test_where_after_naming_the_tool_is_the_one_question(model: LocalChatModel) -> None:
    """Only a second "where ..." after a first one is a question of its own."""
    assert _calls(model, "run a web search; where is lisbon", _SEARCH, _WEATHER) == [
        ("web_search", {"query": "where is lisbon"})
    ]
