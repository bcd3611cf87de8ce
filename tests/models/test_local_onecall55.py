"""A user's own tools on the embedded model (real weights, public API, tools never seen), round 55: one right call
among neighbours. Of a tool reading the latest state and one reading a span of past time, the request asking only the
present gets the latest (the one asking over past time gets the history); a request asking how to use an offered tool it
names gets the help tool, not that tool; an "and" inside a name a naming word introduces ("called Lima and Olive")
makes no second call; "use Yakima, WA as the location" gives the whole place, not its state code alone (a town Wa)."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))

_METRICS = {"type": "string", "enum": ["electricity", "water", "gas"], "description": "Which meters."}
_LATEST = _tool(
    "get_meter_reading_latest",
    "Returns the most recent reading of each meter in a building.",
    {"building_id": {"type": "string", "description": "ID of the building."}, "metric": _METRICS},
    ["building_id"],
)
_HISTORY = _tool(
    "get_meter_reading_history",
    "Returns the readings of the meters in a building over a past time span, ordered by timestamp.",
    {"building_id": {"type": "string", "description": "ID of the building."}, "metric": _METRICS},
    ["building_id"],
)

_HELP = _tool(
    "cli_help",
    "Shows usage help for one of the CLI's commands: what it does, its flags and examples.",
    {"command": {"type": "string", "description": "The command to explain, e.g. 'deploy'."}},
    ["command"],
)
_EXPORT = _tool(
    "export_csv",
    "Exports a table to a CSV file.",
    {"table": {"type": "string", "description": "Name of the table."}},
    ["table"],
)

_FIND = _tool(
    "find_restaurants",
    "Find restaurants in a city by name or cuisine.",
    {
        "city": {"type": "string", "description": "City where to look, in the format 'City, State'."},
        "name": {"type": "string", "description": "Name of the restaurant, if known."},
    },
    ["city"],
)

_WEATHER = _tool(
    "current_conditions",
    "Retrieves the current weather conditions for a location.",
    {"location": {"type": "string", "description": "The location in the format 'City, State', e.g. 'Austin, TX'."}},
    ["location"],
)


def test_the_present_asked_gets_the_latest_reading(model: LocalChatModel) -> None:
    got = _calls(model, "what do the gas meters in building K4 say at the moment?", _HISTORY, _LATEST)
    assert got == [("get_meter_reading_latest", {"building_id": "K4", "metric": "gas"})]


def test_how_to_use_a_named_tool_asks_its_help(model: LocalChatModel) -> None:
    got = _calls(model, "I'm having trouble understanding how to use the export_csv function", _EXPORT, _HELP)
    assert got == [("cli_help", {"command": "export_csv"})]


def test_an_and_inside_a_called_name_is_one_call(model: LocalChatModel) -> None:
    got = _calls(model, "Find the restaurant called Lima and Olive in Chicago, IL. My brother works there", _FIND)
    assert got == [("find_restaurants", {"city": "Chicago, IL", "name": "Lima and Olive"})]


def test_the_place_to_use_is_given_whole(model: LocalChatModel) -> None:
    got = _calls(model, "what's the weather like at the moment? Please use Yakima, WA as the location.", _WEATHER)
    assert got == [("current_conditions", {"location": "Yakima, WA"})]
