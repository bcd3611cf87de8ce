"""Requests worded as users type them to their own tools (real weights, public API, tools never seen): a
tool word's object after "of" is the value without "of", a country written as its name is ("flag of
norway": Norway); texts and titles named one after another, each before its value ("with title ... and
description ..."), take the words up to the next name; "how much is 2,500.75 dollars in euros" asks for
a conversion."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))

FLAG = _tool(
    "get_flag",
    "Describe the flag of a country.",
    {"country": {"type": "string", "description": "Country name."}},
    ["country"],
)
ANTHEM = _tool(
    "get_anthem",
    "The national anthem of a country.",
    {"country": {"type": "string", "description": "Country name."}},
    ["country"],
)
TICKET = _tool(
    "open_ticket",
    "Open a support ticket.",
    {
        "title": {"type": "string", "description": "Short title."},
        "description": {"type": "string", "description": "What is wrong."},
        "priority": {"type": "string", "enum": ["low", "normal", "high"], "default": "normal"},
    },
    ["title", "description"],
)
CLOSE = _tool(
    "close_ticket",
    "Close a support ticket.",
    {"ticket_id": {"type": "string", "description": "The ticket's id."}},
    ["ticket_id"],
)


@pytest.mark.parametrize(
    ("request_text", "country"), [("flag of norway", "Norway"), ("flag of the netherlands", "Netherlands")]
)
def test_the_object_after_of_is_the_value(model: LocalChatModel, request_text: str, country: str) -> None:
    assert _calls(model, request_text, ANTHEM, FLAG) == [("get_flag", {"country": country})]


@pytest.mark.parametrize(
    "request_text",
    [
        "open a ticket with title Printer jammed and description The printer on floor 2 is jammed again",
        'open a ticket, title: "Printer jammed", description: "The printer on floor 2 is jammed again"',
    ],
)
def test_names_in_a_row_each_open_their_value(model: LocalChatModel, request_text: str) -> None:
    got = _calls(model, request_text, CLOSE, TICKET)
    assert got == [
        ("open_ticket", {"title": "Printer jammed", "description": "The printer on floor 2 is jammed again"})
    ]


CONVERT_CASH = _tool(
    "convert_cash",
    "Convert an amount of money between currencies.",
    {
        "amount": {"type": "number", "description": "The amount."},
        "source": {"type": "string", "description": "ISO code of the currency converted from, e.g. USD."},
        "target": {"type": "string", "description": "ISO code of the currency converted to, e.g. EUR."},
    },
    ["amount", "source", "target"],
)
RATE = _tool(
    "fx_rate",
    "Current exchange rate between two currencies.",
    {
        "base": {"type": "string", "description": "ISO code of the base currency."},
        "quote": {"type": "string", "description": "ISO code of the quote currency."},
    },
    ["base", "quote"],
)


def test_how_much_an_amount_is_in_another_unit_is_a_conversion(model: LocalChatModel) -> None:
    got = _calls(model, "how much is 2,500.75 dollars in euros", RATE, CONVERT_CASH)
    assert got == [("convert_cash", {"amount": 2500.75, "source": "USD", "target": "EUR"})]

