"""A user's own tools on the embedded model (real weights, public API, tools never seen), round 57: a value the
request writes in another form than the parameter lists or asks. Currencies named by name ("pesos", "US dollars")
for a list of currency codes; a phone number written with its signs for one asked as digits alone; a listed value
written in other letters ("as PDF" for 'pdf' of "'pdf' or 'docx'"); a listed word said not to hold ("not shipped")
for its listed negative; a prefix the description says to leave off ("#General") and small letters it asks."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))

_CODES = ["USD", "EUR", "MXN", "GBP", "JPY"]
_EXCHANGE = _tool(
    "exchange_money",
    "Convert an amount between two currencies at the current rate.",
    {
        "value": {"type": "number", "description": "The amount of money."},
        "source_currency": {"type": "string", "enum": _CODES, "description": "Currency of the value."},
        "target_currency": {"type": "string", "enum": _CODES, "description": "Currency wanted."},
    },
    ["value", "source_currency", "target_currency"],
)

_DIAL = _tool(
    "place_call",
    "Dial a phone number.",
    {"number": {"type": "string", "description": "The phone number to dial, digits only, e.g. '2125550143'."}},
    ["number"],
)

_INVOICE = _tool(
    "download_invoice",
    "Download an invoice document.",
    {
        "invoice_number": {"type": "string", "description": "The invoice number."},
        "format": {"type": "string", "description": "File type: 'pdf' or 'docx'. Defaults to 'pdf'."},
    },
    ["invoice_number"],
)

_ORDERS = _tool(
    "list_orders",
    "List the customer's orders.",
    {"state": {"type": "string", "description": "Orders in this state, one of 'SHIPPED', 'UNSHIPPED', 'RETURNED'."}},
    [],
)

_CHANNEL = _tool(
    "post_to_channel",
    "Post a message to a chat channel.",
    {
        "channel": {"type": "string", "description": "Channel name in lowercase, without the leading '#'."},
        "text": {"type": "string", "description": "The message."},
    },
    ["channel", "text"],
)


def test_currencies_named_by_name_are_their_listed_codes(model: LocalChatModel) -> None:
    assert _calls(model, "convert 80 US dollars to pesos", _EXCHANGE) == [
        ("exchange_money", {"value": 80, "source_currency": "USD", "target_currency": "MXN"})
    ]


def test_a_phone_number_with_its_signs_is_its_digits_when_asked_so(model: LocalChatModel) -> None:
    assert _calls(model, "call (212) 555-0143", _DIAL) == [("place_call", {"number": "2125550143"})]


def test_a_listed_value_is_sent_as_the_list_writes_it(model: LocalChatModel) -> None:
    assert _calls(model, "download invoice INV-2231 as PDF", _INVOICE) == [
        ("download_invoice", {"invoice_number": "INV-2231", "format": "pdf"})
    ]


def test_a_listed_word_said_not_to_hold_is_its_listed_negative(model: LocalChatModel) -> None:
    assert _calls(model, "which of my orders havent shipped yet?", _ORDERS) == [
        ("list_orders", {"state": "UNSHIPPED"})
    ]


def test_a_prefix_left_off_and_small_letters_as_the_description_asks(model: LocalChatModel) -> None:
    assert _calls(model, "post 'standup moved to 10' in #General", _CHANNEL) == [
        ("post_to_channel", {"channel": "general", "text": "standup moved to 10"})
    ]


_DENTISTS = _tool(
    "find_dentists",
    "Search dentists in a city.",
    {
        "city": {"type": "string", "description": "City and state, in the format 'City, ST', e.g. 'Albany, NY'."},
        "accepts_new_patients": {"type": "boolean", "description": "Only new patients.", "default": False},
    },
    ["city"],
)


def test_a_word_of_a_towns_name_turns_no_flag_on(model: LocalChatModel) -> None:
    assert _calls(model, "dentists in New Orleans, LA", _DENTISTS) == [("find_dentists", {"city": "New Orleans, LA"})]
