"""An operator between two numbers asks for arithmetic: a tool that adds an item to a list is no answer
to "what's 2+2" (real weights, public API, tools never seen)."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))

ADD_TODO = _tool("add_todo", "Add an item to the to-do list.", {"item": {"type": "string"}}, ["item"])
CHECK_STOCK = _tool("check_stock", "Check the units of a product in stock.", {"sku": {"type": "string"}}, ["sku"])
SUM = _tool(
    "sum_numbers",
    "Add up a list of numbers.",
    {"numbers": {"type": "array", "items": {"type": "number"}}},
    ["numbers"],
)



@pytest.mark.parametrize("request_text", ["what's 2+2", "what is 5 + 3?"])
def test_arithmetic_is_not_added_to_a_list(model: LocalChatModel, request_text: str) -> None:
    # was: add_todo(item='2+2')
    assert _calls(model, request_text, ADD_TODO, CHECK_STOCK) == []


def test_arithmetic_still_goes_to_a_tool_of_numbers(model: LocalChatModel) -> None:
    assert _calls(model, "what is 5 + 3?", ADD_TODO, SUM) == [("sum_numbers", {"numbers": [5, 3]})]


def test_an_item_is_still_added_to_the_list(model: LocalChatModel) -> None:
    assert _calls(model, "add buy milk to my to-do list", ADD_TODO, CHECK_STOCK) == [("add_todo", {"item": "buy milk"})]
