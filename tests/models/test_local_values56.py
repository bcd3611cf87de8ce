"""A user's own tools on the embedded model (real weights, public API, tools never seen), round 56: a required
value the request gives in another form than the parameter asks. A country named by its name for a two-letter
country code; an amount of hundreds in words ("five hundred dollars"); a length of time in words ("fifteen
minutes") for seconds, which is no timer's label; a count in words before the thing counted ("four lemons"),
which is no part of the thing's name; a date and a time of day for one ISO 8601 'YYYY-MM-DDTHH:MM'."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))

_HOLIDAYS = _tool(
    "get_public_holidays",
    "Returns the public holidays of a country for a year.",
    {
        "country_code": {"type": "string", "description": "Two-letter ISO 3166-1 country code, e.g. 'US'."},
        "year": {"type": "integer", "description": "The year, e.g. 2026."},
    },
    ["country_code", "year"],
)

_TRANSFER = _tool(
    "transfer_funds",
    "Transfer money between the user's own accounts.",
    {
        "amount": {"type": "number", "description": "The amount to transfer in USD."},
        "to_account": {
            "type": "string",
            "enum": ["checking", "savings"],
            "description": "The account receiving the money.",
        },
    },
    ["amount", "to_account"],
)

_TIMER = _tool(
    "timer_start",
    "Start a countdown timer on the device.",
    {
        "duration_seconds": {"type": "integer", "description": "Length of the timer in seconds."},
        "label": {"type": "string", "description": "An optional label for the timer."},
    },
    ["duration_seconds"],
)

_CART = _tool(
    "cart_add_item",
    "Adds a product to the user's grocery cart.",
    {
        "product_name": {"type": "string", "description": "The name of the product, e.g. 'bananas'."},
        "quantity": {"type": "integer", "description": "How many units to add."},
    },
    ["product_name", "quantity"],
)

_FOCUS = _tool(
    "schedule_focus_block",
    "Blocks time on the user's calendar for focused work.",
    {
        "start": {"type": "string", "description": "Start of the block, in the format 'YYYY-MM-DDTHH:MM'."},
        "duration_minutes": {"type": "integer", "description": "Length of the block in minutes."},
    },
    ["start", "duration_minutes"],
)


def test_a_country_named_by_its_name_is_its_code(model: LocalChatModel) -> None:
    assert _calls(model, "Get the public holidays of Japan for 2026", _HOLIDAYS) == [
        ("get_public_holidays", {"country_code": "JP", "year": 2026})
    ]


def test_hundreds_in_words_are_an_amount(model: LocalChatModel) -> None:
    assert _calls(model, "transfer five hundred dollars to checking", _TRANSFER) == [
        ("transfer_funds", {"amount": 500, "to_account": "checking"})
    ]


def test_a_length_of_time_in_words_is_the_duration_not_a_label(model: LocalChatModel) -> None:
    assert _calls(model, "start a timer for fifteen minutes", _TIMER) == [("timer_start", {"duration_seconds": 900})]


def test_a_count_in_words_is_no_part_of_the_name(model: LocalChatModel) -> None:
    assert _calls(model, "add four lemons to my grocery cart", _CART) == [
        ("cart_add_item", {"product_name": "lemons", "quantity": 4})
    ]


def test_a_date_and_a_time_are_one_iso_date_time(model: LocalChatModel) -> None:
    assert _calls(model, "Schedule a focus block on June 2nd 2027 at 10am for 45 minutes", _FOCUS) == [
        ("schedule_focus_block", {"start": "2027-06-02T10:00", "duration_minutes": 45})
    ]
