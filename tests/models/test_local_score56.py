"""A user's own tools on the embedded model (real weights, public API, tools never seen), round 56: the thing a
tool handles named in everyday words its name and description never use ("the fridge" for a refrigerator, "a gym"
for a fitness center, "sneakers" for footwear, "a flu jab" for an influenza immunization), and tickets asked to be
booked when the tool buying them lacks a value the request does not give: the tool of the same family finding them
comes first."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))

_FRIDGE = _tool(
    "refrigerator_set_temp",
    "Sets the refrigerator's target temperature.",
    {"degrees_c": {"type": "number", "description": "Temperature in degrees Celsius."}},
    ["degrees_c"],
)

_CLUBS = _tool(
    "find_fitness_clubs",
    "Search fitness clubs in a city.",
    {"city": {"type": "string", "description": "City name, e.g. 'Leeds'."}},
    ["city"],
)

_CATALOG = _tool(
    "catalog_search",
    "Search the catalog.",
    {
        "department": {"type": "string", "enum": ["footwear", "outerwear", "toys"], "description": "Department."},
        "price_max": {"type": "number", "description": "Maximum price."},
    },
    ["department"],
)

_SHOTS = _tool(
    "book_immunization",
    "Books an immunization slot.",
    {
        "vaccine": {"type": "string", "enum": ["influenza", "hepatitis_b", "mmr"], "description": "Vaccine."},
        "date": {"type": "string", "description": "Date, YYYY-MM-DD."},
    },
    ["vaccine", "date"],
)

_FIND_EVENTS = _tool(
    "Events_2_FindEvents",
    "Find cultural events, such as concerts and plays, in a city.",
    {
        "event_type": {"type": "string", "enum": ["Music", "Theater"], "description": "The kind of event."},
        "city": {"type": "string", "description": "The city, in the format 'City, State', e.g. 'Austin, TX'."},
    },
    ["event_type", "city"],
)

_BUY_TICKETS = _tool(
    "Events_2_BuyEventTickets",
    "Purchase tickets for a cultural event.",
    {
        "event_name": {"type": "string", "description": "The name of the artist or the play."},
        "number_of_tickets": {"type": "integer", "description": "How many tickets."},
        "date": {"type": "string", "description": "The date of the event, YYYY-MM-DD."},
    },
    ["event_name", "number_of_tickets", "date"],
)


def test_the_fridge_is_the_refrigerator(model: LocalChatModel) -> None:
    assert _calls(model, "turn the fridge down to 2 degrees", _FRIDGE) == [("refrigerator_set_temp", {"degrees_c": 2})]


def test_a_gym_is_a_fitness_club(model: LocalChatModel) -> None:
    assert _calls(model, "are there any decent gyms in Leeds?", _CLUBS) == [("find_fitness_clubs", {"city": "Leeds"})]


def test_sneakers_are_footwear(model: LocalChatModel) -> None:
    assert _calls(model, "show me sneakers for under 60", _CATALOG) == [
        ("catalog_search", {"department": "footwear", "price_max": 60})
    ]


def test_a_flu_jab_is_an_influenza_immunization(model: LocalChatModel) -> None:
    assert _calls(model, "I'd like a flu jab on 2027-01-08", _SHOTS) == [
        ("book_immunization", {"vaccine": "influenza", "date": "2027-01-08"})
    ]


def test_tickets_to_book_without_the_buyers_values_are_found_first(model: LocalChatModel) -> None:
    assert _calls(model, "I want to book tickets to a concert in Austin, TX", _FIND_EVENTS, _BUY_TICKETS) == [
        ("Events_2_FindEvents", {"event_type": "Music", "city": "Austin, TX"})
    ]
