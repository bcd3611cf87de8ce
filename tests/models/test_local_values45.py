"""Values the schema says how to write (real weights, public API, tools never seen): the end of a range
a description states for "full"/"max"/"lowest", an hour "in 24 hour format" for "9 PM", a month named
alone for a ``month``, listed options of an array named in the singular, and no UTC mark where the
description leaves the time zone out."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))

HEATER = _tool(
    "set_heater",
    "Set a space heater's power.",
    {
        "heater": {"type": "string", "description": "Which heater."},
        "power": {"type": "integer", "description": "The heat setting, ranging from 1 (low) to 9 (hottest)."},
    },
    ["heater", "power"],
)
MARKETS = _tool(
    "find_markets",
    "Find food markets in a city.",
    {
        "city": {"type": "string", "description": "The city."},
        "open_until": {"type": "integer", "description": "The closing hour wanted. This is in 24 hour format."},
    },
    ["city"],
)
HARVEST = _tool(
    "crop_yield",
    "Estimate the yield of a farm.",
    {
        "farm": {"type": "string", "description": "The farm's name."},
        "month": {"type": "string", "description": "The month to estimate for. Default to May"},
    },
    ["farm"],
)
REPAIRS = _tool(
    "quote_repairs",
    "Quote repairs for a house.",
    {
        "house": {"type": "string", "description": "The house."},
        "jobs": {
            "type": "array",
            "items": {"type": "string", "enum": ["fences", "roofs", "porches"]},
            "description": "Which jobs, default is ['roofs'].",
        },
    },
    ["house"],
)


def test_full_takes_the_top_of_the_range_the_description_states(model: LocalChatModel) -> None:
    got = _calls(model, "Put the garage heater on full power", HEATER)
    assert got == [("set_heater", {"heater": "garage", "power": 9})]


def test_an_afternoon_hour_is_written_in_24_hours_when_the_description_says_so(model: LocalChatModel) -> None:
    got = _calls(model, "Find food markets in Porto open until 7 PM", MARKETS)
    assert got == [("find_markets", {"city": "Porto", "open_until": 19})]


def test_a_month_named_alone_fills_a_month(model: LocalChatModel) -> None:
    got = _calls(model, "Estimate the yield of the Greenacre farm in September", HARVEST)
    assert got == [("crop_yield", {"farm": "Greenacre", "month": "September"})]


def test_listed_options_named_in_the_singular(model: LocalChatModel) -> None:
    got = _calls(model, "Quote the fence and porch jobs for the Miller house", REPAIRS)
    assert got == [("quote_repairs", {"house": "Miller", "jobs": ["fences", "porches"]})]


SHIFT = _tool(
    "move_shift",
    "Move a work shift to another time.",
    {
        "shift_id": {"type": "string", "description": "The shift's identifier."},
        "new_time": {
            "type": "string",
            "description": "The new start, in ISO-8601 format (e.g., 'YYYY-MM-DDTHH:MM:SSZ'). The time zone is not "
            "included; it is set elsewhere.",
        },
    },
    ["shift_id", "new_time"],
)


def test_no_utc_mark_when_the_description_leaves_the_zone_out(model: LocalChatModel) -> None:
    got = _calls(model, "Move shift 'S-77' to March 3, 2026 at 6pm", SHIFT)
    assert got == [("move_shift", {"shift_id": "S-77", "new_time": "2026-03-03T18:00:00"})]
