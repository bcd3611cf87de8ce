"""A user's own tools on the embedded model (real weights, public API, tools never seen), round 53: a name said in
passing ("flights from JFK to LAX on Delta") fills the one optional parameter that names who offers the thing
asked for (an ``airline``), and a moment said the same way ("on Friday", "on March 3") fills nothing."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))

_FLIGHTS = _tool(
    "search_flights",
    "Search flights.",
    {
        "origin": {"type": "string", "description": "Origin airport or city."},
        "destination": {"type": "string", "description": "Destination airport or city."},
        "airline": {"type": "string", "description": "Preferred airline.", "default": "any"},
    },
    ["origin", "destination"],
)
_WEATHER = _tool("get_weather", "Current weather.", {"city": {"type": "string", "description": "City name."}}, ["city"])


def test_a_name_said_in_passing_is_the_airlines(model: LocalChatModel) -> None:
    assert _calls(model, "Flights from JFK to LAX on Delta", _FLIGHTS, _WEATHER) == [
        ("search_flights", {"origin": "JFK", "destination": "LAX", "airline": "Delta"})
    ]


@pytest.mark.parametrize("moment", ["on Friday", "on March 3"])
def test_a_moment_said_the_same_way_is_no_airline(model: LocalChatModel, moment: str) -> None:
    made = _calls(model, f"Flights from JFK to LAX {moment}", _FLIGHTS, _WEATHER)
    assert [(name, args.get("airline")) for name, args in made] == [("search_flights", None)]
