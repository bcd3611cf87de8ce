"""A user's own tools on the embedded model (real weights, public API, tools never seen), round 51: getting
one of a tool's options ("could I get a minivan", "grab an suv" for a rental tool's kinds of vehicle) asks the
tool's own getting, its reserving, as getting a thing its name holds does."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))

_CITY = {"type": "string", "description": "The city, in the format 'City, State'."}

_CARS = _tool(
    "reserve_vehicle",
    "Reserve a rental vehicle for pick-up in a city.",
    {
        "city": _CITY,
        "pickup_date": {"type": "string", "description": "The pick-up date, in the format 'YYYY-MM-DD'."},
        "car_type": {
            "type": "string",
            "enum": ["SUV", "Sedan", "Compact", "Minivan"],
            "description": "The category of vehicle.",
            "default": "Sedan",
        },
    },
    ["city", "pickup_date"],
)
def test_getting_one_of_its_kinds_is_the_tools_reserving(model: LocalChatModel) -> None:
    assert _calls(model, "Could I get a minivan in Provo, UT for 2027-06-12?", _CARS) == [
        ("reserve_vehicle", {"city": "Provo, UT", "pickup_date": "2027-06-12", "car_type": "Minivan"})
    ]


def test_grabbing_one_of_its_kinds_is_the_tools_reserving(model: LocalChatModel) -> None:
    assert _calls(model, "can we grab an suv in Ogden, UT on 2027-08-30", _CARS) == [
        ("reserve_vehicle", {"city": "Ogden, UT", "pickup_date": "2027-08-30", "car_type": "SUV"})
    ]
