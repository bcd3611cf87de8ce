"""A verb whose object is a clause ("check if they have enough in stock", "find what's available")
names no thing of its own: the word the clause happens to hold ("enough", "available") is no thing a
tool must share; the tool is chosen on the rest of the request (real weights, public API, tools never
seen). A question word that asks for a thing ("calculate how much water") still names it."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))


@pytest.fixture(scope="module")
def model() -> LocalChatModel:
    return LocalChatModel()


STOCK = _tool(
    "inventory_management",
    "Manage inventory-related queries, including checking product availability and stock levels for different "
    "sizes and colors.",
    {
        "product_id": {"type": "string", "description": "The unique identifier of the product."},
        "sizes": {"type": "array", "items": {"type": "string"}, "description": "Sizes to check, e.g. ['S', 'M']."},
    },
    ["product_id"],
)
ORDER = _tool(
    "order_status_check",
    "Check the current status of an order by providing the order ID and the product name.",
    {
        "order_id": {"type": "string", "description": "The unique identifier of the order."},
        "product": {"type": "string", "description": "The name of the product."},
    },
    ["order_id", "product"],
)
MOVIES = _tool(
    "FindMovies",
    "Search for movies by location, genre and show type.",
    {"location": {"type": "string", "description": "The city, such as 'Berkeley, CA'."}, "genre": {"type": "string"}},
    ["location"],
)
SHOW_TIMES = _tool(
    "GetTimesForMovie",
    "Retrieves the show times for a specific movie at a theater location on a date; shows available formats.",
    {"movie_name": {"type": "string"}, "location": {"type": "string"}},
    ["movie_name", "location"],
)


def test_checking_if_a_clause_holds_picks_the_tool_of_the_rest(model: LocalChatModel) -> None:
    request = "I want to buy 12 of product 55210. Check if they have enough in stock?"
    assert [name for name, _ in _calls(model, request, STOCK, ORDER)] == ["inventory_management"]


def test_finding_what_is_there_is_no_thing_called_available(model: LocalChatModel) -> None:
    request = "I'd like a comedy tonight in Berkeley, CA. Can you find what's available?"
    assert [name for name, _ in _calls(model, request, MOVIES, SHOW_TIMES)] == ["FindMovies"]
