"""A user's own tools on the embedded model (real weights, public API, tools never seen), round 56: the right one
of neighbour tools, and as many calls as the request asks. A sentence telling what happened before ("Kai got a new
email address.") asks no tool of its own, neither in choosing the one tool nor as a call beside the asked ones; "what
about ..." asked of another tool keeps the values of the ask before; a comma-separated list whose example writes
capital codes takes every code the request names in one call; a windy day is the weather's; a question asking what a
thing means is for no tool that reads values."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))

_ADD_CONTACT = _tool(
    "contacts_add",
    "Add a new contact to the address book.",
    {
        "name": {"type": "string", "description": "The full name of the contact."},
        "email": {"type": "string", "description": "The email address. Optional."},
    },
    ["name"],
)
_EDIT_CONTACT = _tool(
    "contacts_update",
    "Update the email or phone number of an existing contact.",
    {
        "contact_id": {"type": "integer", "description": "The unique id of the contact."},
        "email": {"type": "string", "description": "The new email address. Optional."},
    },
    ["contact_id"],
)
_BOOKING = _tool(
    "bookings_get",
    "Returns the details of a booking.",
    {"booking_id": {"type": "integer", "description": "The booking number."}},
    ["booking_id"],
)
_CANCEL_BOOKING = _tool(
    "bookings_cancel",
    "Cancels a booking.",
    {"booking_id": {"type": "integer", "description": "The booking number."}},
    ["booking_id"],
)
_NOW = _tool(
    "get_current_weather",
    "Get the current weather for a location.",
    {"location": {"type": "string", "description": "The city and state, e.g. 'Denver, CO'."}},
    ["location"],
)
_FORECAST = _tool(
    "get_forecast",
    "Get the weather forecast for the coming days.",
    {
        "location": {"type": "string", "description": "The city and state, e.g. 'Denver, CO'."},
        "days": {"type": "integer", "description": "How many days, 1-7.", "default": 3},
    },
    ["location"],
)
_COINS = _tool(
    "crypto_prices",
    "Get the latest prices of cryptocurrencies.",
    {"ids": {"type": "string", "description": "A comma-separated list of coin symbols, such as 'BTC,ETH'."}},
    ["ids"],
)
_QUOTE = _tool(
    "get_quote",
    "Get the latest quote of a stock.",
    {"ticker": {"type": "string", "description": "The ticker symbol, e.g. 'IBM'."}},
    ["ticker"],
)


def test_a_sentence_of_what_happened_chooses_no_tool(model: LocalChatModel) -> None:
    request = "Kai got a new email address. Please change contact 310's email to kai@mail.com"
    assert _calls(model, request, _ADD_CONTACT, _EDIT_CONTACT) == [
        ("contacts_update", {"contact_id": 310, "email": "kai@mail.com"})
    ]


def test_a_part_telling_what_happened_is_no_call_of_its_own(model: LocalChatModel) -> None:
    request = "please cancel booking 7 and 8, we booked the same room twice"
    assert _calls(model, request, _BOOKING, _CANCEL_BOOKING) == [
        ("bookings_cancel", {"booking_id": 7}),
        ("bookings_cancel", {"booking_id": 8}),
    ]


def test_what_about_asked_of_another_tool_keeps_the_place(model: LocalChatModel) -> None:
    request = "How is the weather in Tulsa, OK today, and what about the next 4 days?"
    assert _calls(model, request, _NOW, _FORECAST) == [
        ("get_current_weather", {"location": "Tulsa, OK"}),
        ("get_forecast", {"location": "Tulsa, OK", "days": 4}),
    ]


def test_a_comma_separated_list_of_codes_takes_them_in_one_call(model: LocalChatModel) -> None:
    assert _calls(model, "get me the latest prices of BTC and ETH", _COINS) == [("crypto_prices", {"ids": "BTC,ETH"})]


def test_a_windy_day_is_the_weathers(model: LocalChatModel) -> None:
    assert _calls(model, "is it windy in Galway, Ireland at the moment?", _NOW, _QUOTE) == [
        ("get_current_weather", {"location": "Galway, Ireland"})
    ]


def test_what_a_thing_means_is_no_reading(model: LocalChatModel) -> None:
    assert _calls(model, "what does a stock's EPS tell you?", _QUOTE) == []
