"""A user's own tools on the embedded model (real weights, public API, tools never seen), round 56: an option or a
flag the request implies in its own words. Two towns written "A to B" with no "from" beside a ``departure_date`` (a
"departure" word that is no end of the trip); a flag turned off by "leave out the ones I've ..."; a flag on by a
word of one meaning with its feature ("a big suitcase" for ``additional_baggage``); "couples therapy" for a family
counselor; "hire" for a tool reserving a rental; "bucks" for money sent."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))

_TRAIN = _tool(
    "buy_train_tickets",
    "Buy train tickets between two cities.",
    {
        "from_city": {"type": "string", "description": "The city the trip starts in."},
        "to_city": {"type": "string", "description": "The city the trip ends in."},
        "departure_date": {"type": "string", "description": "The date of travel, 'YYYY-MM-DD'."},
    },
    ["from_city", "to_city", "departure_date"],
)

_NOTES = _tool(
    "list_notes",
    "List the user's notes.",
    {
        "tag": {"type": "string", "description": "Only notes with this tag."},
        "include_archived": {"type": "boolean", "description": "Whether archived notes are listed.", "default": True},
    },
    [],
)

_COACH = _tool(
    "book_coach_trip",
    "Book a seat on an intercity coach.",
    {
        "origin": {"type": "string", "description": "Departure city."},
        "destination": {"type": "string", "description": "Arrival city."},
        "additional_baggage": {"type": "boolean", "description": "Whether to add a checked bag.", "default": False},
    },
    ["origin", "destination"],
)

_THERAPIST = _tool(
    "find_therapist",
    "Find a therapist in a city.",
    {
        "city": {"type": "string", "description": "City and state, e.g. 'Boise, ID'."},
        "type": {"type": "string", "enum": ["Psychologist", "Family Counselor", "Psychiatrist"]},
    },
    ["city", "type"],
)

_RENTAL = _tool(
    "reserve_rental_car",
    "Reserve a rental car at a pick-up location.",
    {
        "pickup_location": {"type": "string", "description": "Where the car is picked up, e.g. an airport code."},
        "start_date": {"type": "string", "description": "First day of the rental, 'YYYY-MM-DD'."},
        "end_date": {"type": "string", "description": "Last day of the rental, 'YYYY-MM-DD'."},
    },
    ["pickup_location", "start_date", "end_date"],
)

_PAY = _tool(
    "send_money",
    "Send money to a contact.",
    {
        "recipient": {"type": "string", "description": "The contact's name."},
        "amount": {"type": "number", "description": "The amount in dollars."},
    },
    ["recipient", "amount"],
)


def test_towns_written_a_to_b_beside_a_departure_date_keep_their_order(model: LocalChatModel) -> None:
    assert _calls(model, "train tickets Denver to Omaha on 2027-05-20", _TRAIN) == [
        ("buy_train_tickets", {"from_city": "Denver", "to_city": "Omaha", "departure_date": "2027-05-20"})
    ]


def test_leaving_out_the_ones_already_done_turns_the_flag_off(model: LocalChatModel) -> None:
    assert _calls(model, "list my notes, leave out the ones I've archived", _NOTES) == [
        ("list_notes", {"include_archived": False})
    ]


def test_a_word_of_one_meaning_with_the_feature_sets_the_flag(model: LocalChatModel) -> None:
    assert _calls(model, "book me a coach from Leeds to York, I have a big suitcase", _COACH) == [
        ("book_coach_trip", {"origin": "Leeds", "destination": "York", "additional_baggage": True})
    ]


def test_couples_therapy_is_a_family_counselor(model: LocalChatModel) -> None:
    assert _calls(model, "find someone in Boise, ID who does couples therapy", _THERAPIST) == [
        ("find_therapist", {"city": "Boise, ID", "type": "Family Counselor"})
    ]


def test_hiring_a_car_is_reserving_a_rental(model: LocalChatModel) -> None:
    assert _calls(model, "hire a car at DEN from 2027-08-01 to 2027-08-04", _RENTAL) == [
        ("reserve_rental_car", {"pickup_location": "DEN", "start_date": "2027-08-01", "end_date": "2027-08-04"})
    ]


def test_bucks_are_money_sent(model: LocalChatModel) -> None:
    assert _calls(model, "send 25 bucks to Oscar", _PAY) == [("send_money", {"recipient": "Oscar", "amount": 25})]
