"""Requests of several calls whose parts are told by a tool's closed options and by its name (real
weights, public API, tools never seen): two options of one parameter joined by "and" or "or" ("walking
and cycling routes") are a call each, also inside a part of a request that asks things of two tools
("... and then the best Thai and Indian restaurants in Leeds"), never a longer list of them; between two
tools that fit a part alike, the one whose name the part writes takes it ("the current weather in Milan"
beside an hourly weather); and a list said before what is asked of each item ("For each of Lima, Quito
and Bogota, get the current weather") is a call per item."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))

ROUTES = _tool(
    "plan_route",
    "Plan a route between two places and give its duration.",
    {
        "start": {"type": "string", "description": "Where the route starts."},
        "end": {"type": "string", "description": "Where the route ends."},
        "travel_mode": {"type": "string", "enum": ["driving", "walking", "cycling"], "description": "How to travel."},
    },
    ["start", "end"],
)
ADDRESS = _tool(
    "lookup_address",
    "Find the postal address of a place.",
    {"place": {"type": "string", "description": "Name of the place."}},
    ["place"],
)
GALLERY_HOURS = _tool(
    "gallery_opening_hours",
    "Get the opening hours of an art gallery.",
    {"gallery": {"type": "string", "description": "Name of the gallery."}},
    ["gallery"],
)
CUISINE = _tool(
    "restaurant_finder",
    "Find the best restaurants of a cuisine in a city.",
    {
        "city": {"type": "string", "description": "The city."},
        "cuisine": {"type": "string", "enum": ["Thai", "Indian", "French", "Greek"], "description": "Type of food."},
    },
    ["city", "cuisine"],
)
HOURLY = _tool(
    "hourly_weather",
    "Weather hour by hour for a city.",
    {"city": {"type": "string", "description": "Name of the city."}},
    ["city"],
)
CONDITIONS = _tool(
    "current_weather",
    "Weather in a city right now.",
    {"city": {"type": "string", "description": "Name of the city."}},
    ["city"],
)


def test_two_options_of_one_parameter_are_a_call_each(model: LocalChatModel) -> None:
    made = _calls(model, "Walking and cycling routes from the station to the museum", ROUTES, ADDRESS)
    assert made == [
        ("plan_route", {"start": "the station", "end": "the museum", "travel_mode": "walking"}),
        ("plan_route", {"start": "the station", "end": "the museum", "travel_mode": "cycling"}),
    ]


def test_two_options_inside_a_part_are_not_cut_into_two_asks(model: LocalChatModel) -> None:
    request = "Get the opening hours of the Tate gallery and then the best Thai and Indian restaurants in Leeds"
    made = _calls(model, request, GALLERY_HOURS, CUISINE)
    assert made == [
        ("gallery_opening_hours", {"gallery": "Tate"}),
        ("restaurant_finder", {"city": "Leeds", "cuisine": "Thai"}),
        ("restaurant_finder", {"city": "Leeds", "cuisine": "Indian"}),
    ]


def test_a_part_goes_to_the_tool_whose_name_it_writes(model: LocalChatModel) -> None:
    made = _calls(model, "Give me the hourly weather for Rome and the current weather in Milan", HOURLY, CONDITIONS)
    assert made == [("hourly_weather", {"city": "Rome"}), ("current_weather", {"city": "Milan"})]


def test_a_list_said_first_is_a_call_per_item(model: LocalChatModel) -> None:
    made = _calls(model, "For each of Lima, Quito and Bogota, get the current weather", CONDITIONS, HOURLY)
    assert made == [
        ("current_weather", {"city": "Lima"}),
        ("current_weather", {"city": "Quito"}),
        ("current_weather", {"city": "Bogota"}),
    ]
