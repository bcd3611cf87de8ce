"""Users' single-call requests (real weights, public API, tools never seen): a parameter whose
description gives an email only as an example takes a name; a condition ("make sure it is hidden") or
a lone adverb ("quietly") qualifies the call before instead of making one; a payment tool sends money;
a number inside a quoted name is no optional number; a word of the tool's own name does not turn a
flag on; a person a film is "with" or "featuring" is its cast."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))


GIFT = _tool(
    "gift_card_send",
    "Sends a gift card to someone.",
    {
        "recipient_handle": {
            "type": "string",
            "description": "Who receives the card, for example an email address or a phone number.",
        },
        "value": {"type": "number", "description": "The value of the card in euros."},
        "hidden": {"type": "boolean", "description": "Whether the gift is hidden from the feed.", "default": False},
    },
    ["recipient_handle", "value"],
)
TRANSFER = _tool(
    "WalletPayment",
    "Creates a payment from the wallet to a person.",
    {
        "payee": {"type": "string", "description": "The person who gets the money."},
        "sum": {"type": "number", "description": "How much money."},
        "quiet": {"type": "boolean", "description": "Whether the payment is done quietly.", "default": False},
    },
    ["payee", "sum"],
)
PRINTER = _tool(
    "pair_printer",
    "Pairs the computer with a wireless printer.",
    {
        "printer_label": {"type": "string", "description": "The printer's label."},
        "wait_seconds": {"type": "integer", "description": "How long to wait for it.", "default": 20},
    },
    ["printer_label"],
)
SHIPPING = _tool(
    "estimate_shipping",
    "Estimates the shipping cost of a parcel.",
    {
        "weight_kg": {"type": "number", "description": "The parcel's weight in kilograms."},
        "shipping_insured": {"type": "boolean", "description": "Whether the parcel is insured.", "default": False},
    },
    ["weight_kg"],
)

SHOWS = _tool(
    "Theatre_FindShows",
    "Finds stage shows on tonight.",
    {
        "category": {"type": "string", "description": "The category of show, e.g. Musical or Drama."},
        "cast": {"type": "string", "description": "A performer in the show."},
    },
    [],
)


def test_a_name_serves_where_an_email_is_only_an_example(model: LocalChatModel) -> None:
    request = "Please send a gift card worth 30 euros to Hannelore."
    assert _calls(model, request, GIFT) == [("gift_card_send", {"recipient_handle": "Hannelore", "value": 30})]


def test_a_condition_qualifies_the_call_before(model: LocalChatModel) -> None:
    request = "Send a gift card worth 30 euros to Hannelore and make sure the gift is hidden."
    assert _calls(model, request, GIFT) == [
        ("gift_card_send", {"recipient_handle": "Hannelore", "value": 30, "hidden": True})
    ]


def test_a_payment_tool_sends_money_and_an_adverb_is_no_call(model: LocalChatModel) -> None:
    request = "I want to send 75 to Bartholomew from my wallet, quietly"
    assert _calls(model, request, TRANSFER) == [("WalletPayment", {"payee": "Bartholomew", "sum": 75, "quiet": True})]


def test_a_number_in_a_quoted_name_is_no_optional_number(model: LocalChatModel) -> None:
    request = "Pair my laptop with the printer labelled 'Office Laser 7'."
    assert _calls(model, request, PRINTER) == [("pair_printer", {"printer_label": "Office Laser 7"})]


def test_the_tools_own_word_does_not_turn_a_flag_on(model: LocalChatModel) -> None:
    request = "What is the shipping cost for a parcel of 4 kg?"
    assert _calls(model, request, SHIPPING) == [("estimate_shipping", {"weight_kg": 4})]


def test_a_person_a_show_features_is_its_cast(model: LocalChatModel) -> None:
    assert _calls(model, "Find me shows featuring Marta Kowalczyk.", SHOWS) == [
        ("Theatre_FindShows", {"cast": "Marta Kowalczyk"})
    ]
    assert _calls(model, "Find a Musical with Ingrid Solberg in it.", SHOWS) == [
        ("Theatre_FindShows", {"category": "Musical", "cast": "Ingrid Solberg"})
    ]


BOARDING = _tool(
    "boarding_pass_fetch",
    "Fetches a passenger's boarding pass.",
    {
        "carrier": {"type": "string", "description": "The airline."},
        "passenger_name": {"type": "string", "description": "The name of the passenger."},
        "booking_code": {"type": "string", "description": "The booking code."},
    },
    ["carrier", "passenger_name", "booking_code"],
)


def test_the_speakers_own_name_is_the_persons(model: LocalChatModel) -> None:
    request = "Hello, I am Ottilie. Could you fetch the pass for my Lufthansa flight? The booking code is LH88QZ."
    assert _calls(model, request, BOARDING) == [
        ("boarding_pass_fetch", {"carrier": "Lufthansa", "passenger_name": "Ottilie", "booking_code": "LH88QZ"})
    ]
