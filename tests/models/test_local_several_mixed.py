"""Requests for calls of different tools in users' words, on tools shaped like real-world APIs (real
weights, public API, tools never seen): a part that says "there" or "in the same city" for a place a part
before named ("Find hotels in Lisbon and vegan restaurants there") is a call of the tool it asks for at
that place, not more of the call before, and "the two cities" are the last two places named; a part
asking for "the <thing> of" something no offered tool has among its words ("... and what's the
population of Portugal?") gets no call, and its value is no value of the call before, nor does a part
opening with a verb no tool has ("... and buy me tickets for Hamlet"). A name right after the verb
opening a request is the name alone ("Pay Maria $25": Maria), and a ``recipient`` described as a
contact's name takes a name, not only an e-mail address. A verb asked fits a tool named for the noun it
makes with "-ment" ("pay" for a payment tool). A part that says its place in small words ("a cab to the
station") takes no name of another part for it."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))

LODGING = _tool(
    "search_lodging",
    "Search for places to stay in a city.",
    {"city": {"type": "string", "description": "City to stay in, e.g. Lisbon."}},
    ["city"],
)
EATING = _tool(
    "search_eateries",
    "Search for restaurants in a city by kind of food.",
    {
        "city": {"type": "string", "description": "City of the restaurant, e.g. Porto."},
        "food": {"type": "string", "description": "Kind of food, e.g. vegan."},
    },
    ["city", "food"],
)
CAB = _tool(
    "order_cab",
    "Order a cab to a destination.",
    {"destination": {"type": "string", "description": "Where the cab goes."}},
    ["destination"],
)
DINNER = _tool(
    "book_dinner",
    "Book a dinner table at a restaurant.",
    {
        "restaurant": {"type": "string", "description": "Name of the restaurant."},
        "guests": {"type": "integer", "description": "Number of guests."},
    },
    ["restaurant", "guests"],
)


def test_there_in_a_later_part_is_the_place_a_part_before_named(model: LocalChatModel) -> None:
    made = _calls(model, "Find places to stay in Lisbon and vegan restaurants there", LODGING, EATING, CAB)
    assert made == [("search_lodging", {"city": "Lisbon"}), ("search_eateries", {"city": "Lisbon", "food": "vegan"})]


def test_the_same_city_in_a_later_part_is_the_city_a_part_before_named(model: LocalChatModel) -> None:
    made = _calls(model, "Find vegan restaurants in Porto and places to stay in the same city", EATING, LODGING, CAB)
    assert made == [("search_eateries", {"city": "Porto", "food": "vegan"}), ("search_lodging", {"city": "Porto"})]


def test_there_is_the_place_even_when_the_part_names_a_parameter_of_the_call_before(model: LocalChatModel) -> None:
    request = "Book a table for 2 guests at Tasca Lisboa and order a cab there for 2 guests"
    made = _calls(model, request, DINNER, CAB, LODGING)
    assert made == [
        ("book_dinner", {"restaurant": "Tasca Lisboa", "guests": 2}),
        ("order_cab", {"destination": "Tasca Lisboa"}),
    ]


def test_a_part_asking_for_a_thing_no_tool_names_gets_no_call(model: LocalChatModel) -> None:
    made = _calls(model, "Find places to stay in Lisbon and what's the population of Portugal?", LODGING, CAB)
    assert made == [("search_lodging", {"city": "Lisbon"})]


MESSAGE = _tool(
    "send_sms",
    "Send a text message to a contact.",
    {
        "recipient": {"type": "string", "description": "Name of the contact."},
        "message": {"type": "string", "description": "Text of the message."},
    },
    ["recipient", "message"],
)
GIFT = _tool(
    "pay_friend",
    "Pay an amount of money to a friend.",
    {
        "amount": {"type": "number", "description": "Amount to send."},
        "friend": {"type": "string", "description": "Name of the friend."},
    },
    ["amount", "friend"],
)


def test_a_recipient_described_as_a_contacts_name_takes_the_name(model: LocalChatModel) -> None:
    made = _calls(model, "Send a text to Rita saying 'see you at noon'", MESSAGE, CAB)
    assert made == [("send_sms", {"recipient": "Rita", "message": "see you at noon"})]


def test_a_name_after_the_verb_opening_a_request_leaves_the_verb_out(model: LocalChatModel) -> None:
    made = _calls(model, "Pay Rita $20 and book a cab to the station", GIFT, CAB, MESSAGE)
    assert made[0] == ("pay_friend", {"amount": 20, "friend": "Rita"})


PAYMENT = _tool(
    "make_payment",
    "Make a payment to a contact.",
    {
        "amount": {"type": "number", "description": "Amount of money."},
        "receiver": {"type": "string", "description": "Contact."},
    },
    ["amount", "receiver"],
)


def test_a_verb_fits_the_tool_named_for_its_noun_in_ment(model: LocalChatModel) -> None:
    made = _calls(model, "Pay Tom $40 and order a cab to Union Station", PAYMENT, CAB, MESSAGE)
    assert made == [
        ("make_payment", {"amount": 40, "receiver": "Tom"}),
        ("order_cab", {"destination": "Union Station"}),
    ]


DEPARTMENT = _tool(
    "get_department_info",
    "Get information about a company department.",
    {"department": {"type": "string", "description": "Department name."}},
    ["department"],
)


def test_a_verb_not_opening_the_request_fits_no_tool_named_for_its_noun_in_ment(model: LocalChatModel) -> None:
    assert _calls(model, "When does the next train to Boston depart?", DEPARTMENT, CAB, MESSAGE) == []


CLOCK = _tool(
    "local_time",
    "Get the current local time in a city.",
    {"city": {"type": "string", "description": "The city."}},
    ["city"],
)
OFFSET = _tool(
    "time_offset",
    "Get the time difference between two cities.",
    {
        "first_city": {"type": "string", "description": "First city."},
        "second_city": {"type": "string", "description": "Second city."},
    },
    ["first_city", "second_city"],
)


def test_the_two_cities_in_a_later_part_are_the_last_two_places_named(model: LocalChatModel) -> None:
    request = "What time is it in Lisbon and in Oslo, and what's the time difference between the two cities?"
    made = _calls(model, request, CLOCK, OFFSET, CAB)
    assert made == [
        ("local_time", {"city": "Lisbon"}),
        ("local_time", {"city": "Oslo"}),
        ("time_offset", {"first_city": "Lisbon", "second_city": "Oslo"}),
    ]


def test_a_part_saying_its_place_in_small_words_takes_no_name_of_another_part(model: LocalChatModel) -> None:
    made = _calls(model, "Pay Tom $40 and order a cab to the station", PAYMENT, CAB, MESSAGE)
    assert ("order_cab", {"destination": "Tom"}) not in made
    assert made[0] == ("make_payment", {"amount": 40, "receiver": "Tom"})


def test_a_part_opening_with_a_verb_no_tool_has_gets_no_call(model: LocalChatModel) -> None:
    made = _calls(model, "Find places to stay in Lisbon and buy me tickets for Hamlet", LODGING, CLOCK)
    assert made == [("search_lodging", {"city": "Lisbon"})]
