"""A user's own tools on the embedded model (real weights, public API, tools never seen), round 51: a request
that names a tool's thing only through its parameters (an option of a closed parameter, a flag's word) and
fills its form is served: "I need a dermatologist in Fresno" after "I need" names no verb "a"; "could I get a
minivan" gets one of a rental tool's kinds, which is its reserving; "anywhere with a pool" and "around Oakland"
name no thing of their own. A form filled by a request about another thing is no call ("is Verizon or
T-Mobile cheaper in Tulsa?" to an antenna lister, "plumbers in Orinda, the regular kind" to a movie finder)."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))

_CITY = {"type": "string", "description": "The city, in the format 'City, State'."}

_CLINIC = _tool(
    "find_clinic",
    "Search for medical practices in a city.",
    {
        "city": _CITY,
        "specialty": {
            "type": "string",
            "enum": ["Dentist", "Dermatologist", "Pediatrician", "Orthopedist"],
            "description": "The kind of practitioner.",
            "default": "Dentist",
        },
    },
    ["city"],
)
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
_ANTENNAS = _tool(
    "list_antenna_sites",
    "List mobile network antenna sites near a city.",
    {
        "city": _CITY,
        "carrier": {"type": "string", "enum": ["Verizon", "T-Mobile", "AT&T"], "description": "The network operator."},
    },
    ["city"],
)
_SCREENINGS = _tool(
    "find_screenings",
    "Search for films showing in a city.",
    {
        "location": _CITY,
        "show_type": {"type": "string", "enum": ["regular", "3d", "imax"], "description": "The format."},
    },
    ["location"],
)


def test_an_option_asked_for_after_i_need_fills_the_form(model: LocalChatModel) -> None:
    assert _calls(model, "I need a dermatologist in Fresno, CA", _CLINIC) == [
        ("find_clinic", {"city": "Fresno, CA", "specialty": "Dermatologist"})
    ]


def test_getting_one_of_its_kinds_is_the_tools_reserving(model: LocalChatModel) -> None:
    assert _calls(model, "Could I get a minivan in Provo, UT for 2027-06-12?", _CARS) == [
        ("reserve_vehicle", {"city": "Provo, UT", "pickup_date": "2027-06-12", "car_type": "Minivan"})
    ]


def test_a_comparison_of_its_options_is_no_call(model: LocalChatModel) -> None:
    assert _calls(model, "Is Verizon or T-Mobile cheaper in Tulsa, OK?", _ANTENNAS) == []


def test_another_thing_asked_fills_no_form_of_its_options(model: LocalChatModel) -> None:
    assert _calls(model, "Plumbers in Orinda, CA, the regular kind", _SCREENINGS) == []
