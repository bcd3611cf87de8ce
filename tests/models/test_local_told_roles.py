"""Argument values on users' requests (real weights, public API, tools never seen): of two listed
values, a change "from one to the other" names the other; a street address ends with its sentence; a
town the description's place form fits wins over another name after "in"; a town and its region
written without a comma are one place; a town in lower case wins over capitalized words that are no
towns; a district is named without its unit's word (unless the description's examples keep it) and
the town after it is no sub-district; an end of "from A to B" that is no town leaves the town the
request names elsewhere; a town's nickname ("San Fran") is the town; a purpose is the request's last
"to ..." clause."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))


SIDES = _tool(
    "change_side",
    "Changes the side dish of an order.",
    {"side": {"type": "string", "description": "The side dish.", "enum": ["FRIES", "RICE", "SALAD"]}},
    ["side"],
)


def test_a_change_from_one_value_to_another_names_the_other(model: LocalChatModel) -> None:
    request = "Please switch my side from rice to a salad."
    assert _calls(model, request, SIDES) == [("change_side", {"side": "SALAD"})]


CABS = _tool(
    "order_cab",
    "Orders a cab.",
    {
        "destination": {"type": "string", "description": "Where to, as 'Street, City'."},
        "seats": {"type": "integer", "description": "How many seats."},
    },
    ["destination", "seats"],
)


def test_a_street_address_ends_with_its_sentence(model: LocalChatModel) -> None:
    request = "I want a cab to 48 Harbour Road, Bristol. Number of seats is 2."
    assert _calls(model, request, CABS) == [("order_cab", {"destination": "48 Harbour Road, Bristol", "seats": 2})]


TUTORS = _tool(
    "find_tutor",
    "Finds a tutor in a city.",
    {
        "city": {"type": "string", "description": "The city, in the format 'City, State', such as 'Berkeley, CA'."},
        "subject": {"type": "string", "description": "The subject taught."},
    },
    ["city"],
)


def test_the_town_wins_over_another_name_after_in(model: LocalChatModel) -> None:
    request = "Help me find a tutor specialized in Organic Chemistry in Los Altos?"
    assert _calls(model, request, TUTORS) == [("find_tutor", {"city": "Los Altos, CA"})]


def test_a_town_and_its_region_without_a_comma_are_one_place(model: LocalChatModel) -> None:
    request = "I'm in Berkeley California and looking for a tutor."
    assert _calls(model, request, TUTORS) == [("find_tutor", {"city": "Berkeley, CA"})]


def test_a_town_in_lower_case_beats_other_capitalized_words(model: LocalChatModel) -> None:
    request = "Find me a tutor who teaches Latin and Greek in new york."
    assert _calls(model, request, TUTORS) == [("find_tutor", {"city": "New York, NY"})]


CLEANERS = _tool(
    "find_cleaners",
    "Finds cleaners in a district.",
    {
        "district_name": {"type": "string", "description": "The name of the district, or 'null' if unknown."},
        "sub_district_name": {"type": "string", "description": "The name of the sub-district, or 'null'."},
        "province": {"type": "string", "description": "The province's name."},
    },
    ["district_name"],
)


def test_a_district_is_named_without_its_unit_and_the_town_after_it_is_no_sub_district(
    model: LocalChatModel,
) -> None:
    request = "Find cleaners in Ratchathewi District, Bangkok."
    wanted = {"district_name": "Ratchathewi", "province": "Bangkok"}
    assert _calls(model, request, CLEANERS) == [("find_cleaners", wanted)]


BUSES = _tool(
    "find_bus",
    "Finds a bus between two cities.",
    {
        "from_city": {"type": "string", "description": "The departure city, formatted as 'City, State'."},
        "to_city": {"type": "string", "description": "The destination city, formatted as 'City, State'."},
    },
    ["from_city", "to_city"],
)


def test_an_end_of_from_to_that_is_no_town_keeps_the_town_named_elsewhere(model: LocalChatModel) -> None:
    request = "I'm dropping items off in San Diego, CA. Find a bus from LA to SD, CA."
    assert _calls(model, request, BUSES) == [("find_bus", {"from_city": "Los Angeles, CA", "to_city": "San Diego, CA"})]


def test_a_town_s_nickname_is_the_town(model: LocalChatModel) -> None:
    request = "Can you help me find a tutor in San Fran?"
    assert _calls(model, request, TUTORS) == [("find_tutor", {"city": "San Francisco, CA"})]


TIMERS = _tool(
    "set_timer",
    "Sets a kitchen timer.",
    {
        "minutes": {"type": "integer", "description": "How many minutes the timer runs."},
        "purpose": {"type": "string", "description": "What the timer is for.", "default": "General timer"},
    },
    ["minutes"],
)


def test_a_purpose_is_the_request_s_last_to_clause(model: LocalChatModel) -> None:
    request = "Please set a timer for 12 minutes to take the bread out of the oven."
    assert _calls(model, request, TIMERS) == [
        ("set_timer", {"minutes": 12, "purpose": "take the bread out of the oven"})
    ]
    made = _calls(model, "I want to set a timer for 12 minutes.", TIMERS)  # "to set": the request's own verb
    assert made == [("set_timer", {"minutes": 12})]
