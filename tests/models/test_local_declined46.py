"""Requests a tool serves that the embedded model once declined (real weights, public API, tools never seen):
"search ..." to a tool named for searching the web, a search for a quoted text to the one tool taking a query, a value
written as the quoted example of numbers the description gives ("such as '36.25, -105.34'"), the nights of
a range of dates for a stay's length, and what a request measures in a unit ("12 grams of oats")."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))


WEB = _tool(
    "internet_search",
    "Search the internet and return the top results.",
    {"query": {"type": "string", "description": "What to search for."}},
    ["query"],
)
CLOCK = _tool(
    "get_local_time",
    "Get the local time in a city.",
    {"city": {"type": "string", "description": "The city."}},
    ["city"],
)
PODCASTS = _tool(
    "play_podcast",
    "Play a podcast episode.",
    {"keyword": {"type": "string", "description": "Episode title or show to look for."}},
    ["keyword"],
)
SHIPPING = _tool(
    "estimate_shipping",
    "Estimate the shipping cost to a customer.",
    {
        "destination": {
            "type": "string",
            "description": "The customer's position in the format 'Latitude, Longitude', such as '48.8566, 2.3522'.",
        },
        "weight_kg": {"type": "number", "description": "Weight of the parcel in kilograms."},
    },
    ["destination", "weight_kg"],
)
CABIN = _tool(
    "reserve_cabin",
    "Reserve a cabin at a campsite.",
    {
        "campsite": {"type": "string", "description": "Name of the campsite."},
        "arrival_date": {"type": "string", "description": "Arrival date, YYYY-MM-DD."},
        "nights": {"type": "integer", "description": "Number of nights."},
    },
    ["campsite", "arrival_date", "nights"],
)
DIARY = _tool(
    "add_diary_entry",
    "Add a food to the nutrition diary.",
    {
        "food_name": {"type": "string", "description": "Name of the food."},
        "amount": {"type": "number", "description": "How much was eaten."},
        "unit": {"type": "string", "enum": ["grams", "cups", "ounces"], "description": "Unit of the amount."},
    },
    ["food_name", "amount", "unit"],
)


def test_search_opens_a_query_for_the_web(model: LocalChatModel) -> None:
    assert _calls(model, "search train fares from Lyon to Nice", WEB, CLOCK) == [
        ("internet_search", {"query": "train fares from Lyon to Nice"})
    ]


def test_a_quoted_search_is_the_query_of_the_one_tool_taking_one(model: LocalChatModel) -> None:
    assert _calls(model, "Could you search for 'Hardcore History'?", PODCASTS, CLOCK) == [
        ("play_podcast", {"keyword": "Hardcore History"})
    ]


def test_numbers_written_as_the_quoted_example_are_the_value(model: LocalChatModel) -> None:
    request = "Estimate shipping for a 3 kg parcel to a customer at 51.5072, -0.1276"
    assert _calls(model, request, SHIPPING, CLOCK) == [
        ("estimate_shipping", {"destination": "51.5072, -0.1276", "weight_kg": 3})
    ]


def test_a_range_of_dates_gives_the_nights(model: LocalChatModel) -> None:
    request = "Reserve a cabin at Pine Hollow from June 3rd to June 6th, 2024"
    assert _calls(model, request, CABIN, CLOCK) == [
        ("reserve_cabin", {"campsite": "Pine Hollow", "arrival_date": "2024-06-03", "nights": 3})
    ]


def test_what_is_measured_in_a_unit_is_the_food(model: LocalChatModel) -> None:
    request = "Add to my diary that I ate 40 grams of rolled oats"
    assert _calls(model, request, DIARY, CLOCK) == [
        ("add_diary_entry", {"food_name": "rolled oats", "amount": 40, "unit": "grams"})
    ]
