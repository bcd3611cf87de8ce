"""A user's own tools on the embedded model (real weights, public API, tools never seen), round 54: an enum's
option the request names only by its meaning. A unit the request measures in ("in fahrenheit") for a unit
system ('imperial'); a period back from now ("the past month") for a code ('30d'); a sort said as the user's
own order ("cheapest first") for an option of several words ('PRICE_LOW_TO_HIGH'); a word said not to hold
("haven't been paid") for its negative ('unpaid'); a state in another word ("unresolved") for 'OPEN'; a show's kind
("drama") for 'Theater'."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))

_WEATHER = _tool(
    "weather_now",
    "Current weather conditions for a city.",
    {
        "city": {"type": "string", "description": "Name of the city, e.g. Paris."},
        "units": {"type": "string", "enum": ["standard", "metric", "imperial"], "description": "Units of measurement."},
    },
    ["city"],
)

_ORDERS = _tool(
    "get_order_stats",
    "Returns the number of orders placed over a period.",
    {"window": {"type": "string", "enum": ["1d", "7d", "30d", "90d"], "description": "The period to count over."}},
    ["window"],
)

_FLATS = _tool(
    "searchApartments",
    "Search apartments for rent in a city.",
    {
        "city": {"type": "string", "description": "City to search in."},
        "order": {
            "type": "string",
            "enum": ["BEST_MATCH", "PRICE_LOW_TO_HIGH", "PRICE_HIGH_TO_LOW", "NEWEST"],
            "description": "Order of the listings.",
        },
    },
    ["city"],
)

_BILLS = _tool(
    "list_bills",
    "List the bills of the account.",
    {
        "status": {"type": "string", "enum": ["draft", "paid", "unpaid", "void"], "description": "Filter by status."},
    },
    [],
)

_ISSUES = _tool(
    "issues_search",
    "Search the issues of the tracker.",
    {
        "state": {"type": "string", "enum": ["OPEN", "IN_REVIEW", "CLOSED"], "description": "Only these issues."},
    },
    [],
)

_SHOWS = _tool(
    "find_shows",
    "Find live shows, such as concerts and plays, in a city.",
    {
        "kind": {"type": "string", "enum": ["Music", "Theater", "Sports"], "description": "The kind of show."},
        "city": {"type": "string", "description": "The city, e.g. Boston."},
    },
    ["kind", "city"],
)


def test_a_unit_measured_in_is_its_unit_system(model: LocalChatModel) -> None:
    assert _calls(model, "weather for Denver, in fahrenheit please", _WEATHER) == [
        ("weather_now", {"city": "Denver", "units": "imperial"})
    ]


def test_a_period_back_from_now_is_its_code(model: LocalChatModel) -> None:
    assert _calls(model, "orders over the past month", _ORDERS) == [("get_order_stats", {"window": "30d"})]


def test_an_order_said_in_words_is_the_option_holding_them(model: LocalChatModel) -> None:
    assert _calls(model, "apartments in Porto, cheapest first", _FLATS) == [
        ("searchApartments", {"city": "Porto", "order": "PRICE_LOW_TO_HIGH"})
    ]


def test_a_word_said_not_to_hold_is_its_negative(model: LocalChatModel) -> None:
    assert _calls(model, "which bills haven't been paid?", _BILLS) == [("list_bills", {"status": "unpaid"})]


def test_a_state_in_another_word_is_its_option(model: LocalChatModel) -> None:
    assert _calls(model, "show me the unresolved issues", _ISSUES) == [("issues_search", {"state": "OPEN"})]


def test_a_show_named_by_its_kind_is_that_option(model: LocalChatModel) -> None:
    assert _calls(model, "I really like drama, anything good in Boston?", _SHOWS) == [
        ("find_shows", {"kind": "Theater", "city": "Boston"})
    ]
