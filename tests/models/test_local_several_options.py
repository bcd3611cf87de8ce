"""Requests of several calls whose parts are told by a tool's closed options and by its name (real
weights, public API, tools never seen): two options of one parameter joined by "and" or "or" ("walking
and cycling routes", "an 'Economy' and a 'Premium' cab") are a call each, unless one quoted text holds
both, also inside a part of a request that asks things of two tools
("... and then the best Thai and Indian restaurants in Leeds"), never a longer list of them; between two
tools that fit a part alike, the one whose name the part writes takes it ("the current weather in Milan"
beside an hourly weather); a list said before what is asked of each item ("For each of Lima, Quito and
Bogota, get the current weather") is a call per item; and when the parts all chose one tool and the
whole request fits another as well, the run of values is read for the tool the parts chose ("the current
weather in Vienna and Graz in metric" beside a weekly forecast: two cities, metric for both)."""

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


NOW_IN_UNITS = _tool(
    "current_weather",
    "Current weather data for a city.",
    {
        "city": {"type": "string", "description": "Name of the city."},
        "units": {"type": "string", "enum": ["metric", "imperial"], "description": "System of units."},
    },
    ["city"],
)
WEEK_IN_UNITS = _tool(
    "weekly_forecast",
    "Daily weather forecast for a city for up to 16 days.",
    {
        "city": {"type": "string", "description": "Name of the city."},
        "units": {"type": "string", "enum": ["metric", "imperial"], "description": "System of units."},
    },
    ["city"],
)


def test_a_run_of_values_is_read_for_the_tool_the_parts_chose(model: LocalChatModel) -> None:
    made = _calls(model, "What's the current weather in Vienna and Graz in metric?", NOW_IN_UNITS, WEEK_IN_UNITS)
    assert made == [
        ("current_weather", {"city": "Vienna", "units": "metric"}),
        ("current_weather", {"city": "Graz", "units": "metric"}),
    ]


CAB = _tool(
    "request_cab",
    "Request a cab to a destination.",
    {
        "destination": {"type": "string", "description": "Address or place to go to."},
        "cab_class": {"type": "string", "enum": ["Economy", "Comfort", "Premium"], "description": "Class of the cab."},
    },
    ["destination"],
)


def test_two_options_each_in_quotes_or_after_an_article_are_a_call_each(model: LocalChatModel) -> None:
    made = _calls(model, "Request an 'Economy' and a 'Premium' cab to Harbour Street", CAB, ADDRESS)
    assert made == [
        ("request_cab", {"destination": "Harbour Street", "cab_class": "Economy"}),
        ("request_cab", {"destination": "Harbour Street", "cab_class": "Premium"}),
    ]


def test_two_options_inside_one_quoted_text_are_one_value(model: LocalChatModel) -> None:
    made = _calls(model, "Request an Economy cab to 'Comfort and Premium Plaza'", CAB, ADDRESS)
    assert made == [("request_cab", {"destination": "Comfort and Premium Plaza", "cab_class": "Economy"})]
