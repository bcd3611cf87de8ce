"""A number the request writes once fills one parameter (real weights, public API, tools never seen):
an id's number is no count too, a date's year is no count of passengers, and "a 2-star hostel" gives
its 2 to the star rating alone, "3 beds" its 3 to the beds alone. A required parameter left without
its number falls back on the tool's default, else the request is declined, never filled with it."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))


def _history(required: list[str]) -> object:
    return _tool(
        "member_history",
        "Lists the loan history of a library member.",
        {
            "member_id": {"type": "string", "description": "The member's identifier."},
            "years_active": {"type": "integer", "description": "Loans of the last years; 0 for all.", "default": 0},
        },
        required,
    )


FERRIES = _tool(
    "Ferries_Find",
    "Finds ferry crossings between two ports on a date.",
    {
        "origin": {"type": "string", "description": "The port of departure."},
        "destination": {"type": "string", "description": "The port of arrival."},
        "sailing_date": {"type": "string", "description": "The date of sailing, 'YYYY-MM-DD'."},
        "passengers": {"type": "integer", "description": "How many passengers travel."},
    },
    ["origin", "destination", "sailing_date", "passengers"],
)
HOSTELS = _tool(
    "Hostels_Search",
    "Searches hostels in a city.",
    {
        "city": {"type": "string", "description": "The city."},
        "star_rating": {
            "type": "string",
            "enum": ["1", "2", "3", "4", "5", "dontcare"],
            "description": "The hostel's star rating.",
            "default": "dontcare",
        },
        "number_of_beds": {
            "type": "string",
            "enum": ["1", "2", "3", "4", "dontcare"],
            "description": "How many beds to book.",
            "default": "dontcare",
        },
    },
    ["city"],
)


def test_an_ids_number_is_no_count_too(model: LocalChatModel) -> None:
    request = "Show me the loan history of Priya, her member id is 5521"
    assert _calls(model, request, _history(["member_id"])) == [  # type: ignore[arg-type]
        ("member_history", {"member_id": "5521"})
    ]
    assert _calls(model, request, _history(["member_id", "years_active"])) == [  # type: ignore[arg-type]
        ("member_history", {"member_id": "5521", "years_active": 0})  # the tool's own default
    ]


def test_a_dates_year_is_no_count_of_passengers(model: LocalChatModel) -> None:
    assert _calls(model, "Find ferries from Split to Hvar sailing on the 2025 4th of June", FERRIES) == []


def test_the_word_after_a_number_tells_which_parameter_has_it(model: LocalChatModel) -> None:
    assert _calls(model, "Find a 2-star hostel in Lisbon.", HOSTELS) == [
        ("Hostels_Search", {"city": "Lisbon", "star_rating": "2"})
    ]
    assert _calls(model, "Find a hostel in Lisbon with 3 beds", HOSTELS) == [
        ("Hostels_Search", {"city": "Lisbon", "number_of_beds": "3"})
    ]
