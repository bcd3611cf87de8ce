"""Which call a request asks of a user's own tool (real weights, public API, tools never seen): a trip's
start and end are only the names a word places ("from Boston", "to Denver", "SFO to JFK"); two names the
request writes for other reasons ("a water park in Tampa", "in NY ... Broadway") are no trip, so a
flight tool is not called with them in the order written."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))

ROUND_TRIPS = _tool(
    "find_round_trips",
    "Search round-trip flights between two airports.",
    {
        "origin_airport": {"type": "string", "description": "Departure city or airport code."},
        "destination_airport": {"type": "string", "description": "Arrival city or airport code."},
    },
    ["origin_airport", "destination_airport"],
)




def test_names_no_word_places_are_no_trip(model: LocalChatModel) -> None:
    for request in (
        "Can you search for a Water Park in Tampla that's good for kids?",
        "I am bored, I want something to do in NY and I love Broadway, what can you find?",
    ):
        assert _calls(model, request, ROUND_TRIPS) == [], request


def test_a_trip_a_word_places_is_still_called(model: LocalChatModel) -> None:
    for request, start, end in (
        ("round-trip flights from Boston to Denver", "Boston", "Denver"),
        ("round trip flights SFO to JFK", "SFO", "JFK"),
        ("round-trip flights to Denver from Boston", "Boston", "Denver"),
    ):
        made = _calls(model, request, ROUND_TRIPS)
        assert made == [("find_round_trips", {"origin_airport": start, "destination_airport": end})], request
