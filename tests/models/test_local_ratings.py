"""Numbers told by what they measure, not by the parameter's name (real weights, public API, tools never
seen): a rating parameter (``avg_rating``, ``min_stars``) takes the rating the request writes as one
("5-star", "a review score of 4.7", "rated above 4", "4 out of 5"), and no other number; a bare
``quantity`` takes a count of units or pieces ("30 units"); an id the request introduces by its name
("id was 123123") stays the id when another parameter took a number beside a web address."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))

PLUMBERS = _tool(
    "find_plumbers",
    "Finds plumbers near a town, by their reviews.",
    {
        "town": {"type": "string", "description": "The town."},
        "avg_rating": {"type": "number", "description": "The average review rating on a scale of 1 to 5."},
        "years_active": {"type": "integer", "description": "The least number of years in business."},
    },
    ["town"],
)
STOCK = _tool(
    "check_stock",
    "Checks whether a shop has enough of a product in stock.",
    {
        "product_id": {"type": "string", "description": "Unique identifier of the product."},
        "quantity": {"type": "integer", "description": "Quantity of the product for bulk availability checks."},
    },
    ["product_id"],
)


@pytest.mark.parametrize(
    ("request_text", "rating"),
    [
        ("Find plumbers in Leeds with 5-star reviews.", 5),
        ("Find plumbers in Leeds that have a review score of 4.7.", 4.7),
        ("Find plumbers in Leeds rated above 4.", 4),
        ("Find plumbers in Leeds rated 4.5 out of 5.", 4.5),
    ],
)
def test_a_rating_is_the_number_written_as_one(model: LocalChatModel, request_text: str, rating: float) -> None:
    assert _calls(model, request_text, PLUMBERS) == [("find_plumbers", {"town": "Leeds", "avg_rating": rating})]


def test_a_number_of_something_else_is_no_rating(model: LocalChatModel) -> None:
    got = _calls(model, "Find plumbers in Leeds with 12 years in business.", PLUMBERS)
    assert got == [("find_plumbers", {"town": "Leeds", "years_active": 12})]


def test_a_bare_quantity_is_a_count_of_units(model: LocalChatModel) -> None:
    got = _calls(model, "Does the shop have two units of product KB-2041 in stock?", STOCK)
    assert got == [("check_stock", {"product_id": "KB-2041", "quantity": 2})]


def test_an_id_named_as_such_stays_the_id_beside_a_web_address(model: LocalChatModel) -> None:
    request = (
        "I want to buy 30 units of this product. Check if they have enough in stock? "
        "Here's the link: https://shop.example.com/product/77881/2/, id was 77881"
    )
    assert _calls(model, request, STOCK) == [("check_stock", {"product_id": "77881", "quantity": 30})]
