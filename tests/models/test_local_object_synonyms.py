"""Requests that name a tool's object by a common synonym (real weights, public API, tools never seen),
which the embedded model once declined: a taxi or a cab is a ride, an attorney a lawyer, a drugstore a
pharmacy, petrol gas, a vehicle a car, lodging a hotel; to fly is to take a flight. A question of what
something costs ("How much does a taxi cost in Boston?") is a question of price: a tool that orders or
finds the thing does not answer it (no call), a tool of prices does."""

from __future__ import annotations

import pytest

from sprig import ExternalTool
from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))


def _city_tool(name: str, description: str, key: str = "city") -> ExternalTool:
    return _tool(name, description, {key: {"type": "string", "description": "City or address."}}, [key])


RIDE = _tool(
    "request_ride",
    "Request a ride to a destination.",
    {"destination": {"type": "string", "description": "Street address or place to go to."}},
    ["destination"],
)
LAWYERS = _city_tool("search_lawyers", "Search for lawyers in a city.")
PHARMACIES = _city_tool("find_pharmacies", "Find pharmacies near a location.", "location")
STATIONS = _city_tool("find_gas_stations", "Find gas stations near a location.", "location")
HOTELS = _city_tool("find_hotels", "Find hotels in a city.")
RENTALS = _tool(
    "rent_car",
    "Rent a car in a city on a date.",
    {
        "city": {"type": "string", "description": "Pickup city."},
        "pickup_date": {"type": "string", "description": "Pickup date, YYYY-MM-DD."},
    },
    ["city", "pickup_date"],
)
FLIGHTS = _tool(
    "search_flights",
    "Search flights between two cities on a date.",
    {
        "origin": {"type": "string", "description": "City of departure."},
        "destination": {"type": "string", "description": "City of arrival."},
        "date": {"type": "string", "description": "Date of the flight, YYYY-MM-DD."},
    },
    ["origin", "destination", "date"],
)
PRICES = _tool(
    "get_price",
    "Get the price of a product.",
    {"product": {"type": "string", "description": "Name of the product."}},
    ["product"],
)



@pytest.mark.parametrize(
    ("request_text", "tools", "wanted"),
    [
        ("I need a taxi to 12 Elm Road", [RIDE, HOTELS], [("request_ride", {"destination": "12 Elm Road"})]),
        ("Find an attorney in Boise", [LAWYERS, PHARMACIES], [("search_lawyers", {"city": "Boise"})]),
        ("Any drugstores near Salem?", [PHARMACIES, LAWYERS], [("find_pharmacies", {"location": "Salem"})]),
        ("Petrol stations near Leeds", [STATIONS, HOTELS], [("find_gas_stations", {"location": "Leeds"})]),
        (
            "I want to fly from Oslo to Rome on 2026-05-01",
            [FLIGHTS, HOTELS],
            [("search_flights", {"origin": "Oslo", "destination": "Rome", "date": "2026-05-01"})],
        ),
        ("Find lodging in Bruges", [HOTELS, STATIONS], [("find_hotels", {"city": "Bruges"})]),
        (
            "I need a vehicle in Reno on 2026-08-14",
            [RENTALS, HOTELS],
            [("rent_car", {"city": "Reno", "pickup_date": "2026-08-14"})],
        ),
    ],
)
def test_a_synonym_of_the_tools_object_names_the_tool(
    model: LocalChatModel, request_text: str, tools: list[ExternalTool], wanted: list[tuple[str, dict[str, str]]]
) -> None:
    assert _calls(model, request_text, *tools) == wanted


@pytest.mark.parametrize(
    ("request_text", "tools"),
    [
        ("How much does a hotel cost in Paris?", [HOTELS, STATIONS]),
        ("How much does a ride cost in Boston?", [RIDE, HOTELS]),
        ("How much do attorneys cost in Boise?", [LAWYERS, PHARMACIES]),
        ("How long can I fly with a cold?", [FLIGHTS, HOTELS]),
    ],
)
def test_a_question_of_cost_is_not_for_a_tool_that_finds_or_orders_the_thing(
    model: LocalChatModel, request_text: str, tools: list[ExternalTool]
) -> None:
    assert _calls(model, request_text, *tools) == []


def test_a_question_of_cost_is_for_a_tool_of_prices(model: LocalChatModel) -> None:
    assert _calls(model, "How much does a Kindle Paperwhite cost?", PRICES, HOTELS) == [
        ("get_price", {"product": "Kindle Paperwhite"})
    ]
