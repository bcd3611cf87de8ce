"""A user's own tools on the embedded model (real weights, public API, tools never seen), round 52: one call
where a request names a second step that works on the first one's result. "Look up order 48213 and then refund
it" gives an order's number, no payment's id: the refund waits for what the order tells, and the order's
number never becomes a payment's id or a tracking number. A request naming an order's id is served by the
tool taking an order's id, not by one requiring another thing's id. "Reserve a table at one of them" after
finding events names no restaurant."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))

_ORDER = _tool(
    "get_order",
    "Look up an order by its number.",
    {"order_id": {"type": "string", "description": "The order number."}},
    ["order_id"],
)
_REFUND = _tool(
    "refund_payment",
    "Refund a payment.",
    {"payment_id": {"type": "string", "description": "The id of the payment to refund."}},
    ["payment_id"],
)
_TRACK = _tool(
    "track_parcel",
    "Track a parcel by its tracking number.",
    {"tracking_number": {"type": "string", "description": "The tracking number."}},
    ["tracking_number"],
)
_EVENTS = _tool(
    "find_events",
    "Find events happening in a city.",
    {"city": {"type": "string", "description": "The city."}},
    ["city"],
)
_TABLE = _tool(
    "reserve_table",
    "Reserve a table at a restaurant.",
    {
        "restaurant": {"type": "string", "description": "The name of the restaurant."},
        "party_size": {"type": "integer", "description": "The number of people."},
    },
    ["restaurant", "party_size"],
)


def test_a_refund_of_the_order_looked_up_waits_for_the_look_up(model: LocalChatModel) -> None:
    assert _calls(model, "Could you look up order 48213 and then refund it?", _ORDER, _REFUND) == [
        ("get_order", {"order_id": "48213"})
    ]


def test_an_orders_number_is_no_tracking_number(model: LocalChatModel) -> None:
    assert _calls(model, "Get order 7781 and track the parcel it went out in", _ORDER, _TRACK) == [
        ("get_order", {"order_id": "7781"})
    ]
    assert _calls(model, "Check order 5531 and track it", _ORDER, _TRACK) == [("get_order", {"order_id": "5531"})]


def test_an_orders_number_is_no_payments_id(model: LocalChatModel) -> None:
    assert _calls(model, "Get order 5531 and refund its payment", _ORDER, _REFUND) == [
        ("get_order", {"order_id": "5531"})
    ]


def test_one_of_the_events_found_names_no_restaurant(model: LocalChatModel) -> None:
    assert _calls(model, "Find events in Lyon and reserve a table for 2 at one of them", _EVENTS, _TABLE) == [
        ("find_events", {"city": "Lyon"})
    ]

