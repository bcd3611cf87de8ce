"""Two calls in one turn and look-alike tools (real weights, public API, tools never seen): a part opening on
the verb another offered tool is named for ("..., then add 4 and 11" beside ``add_numbers``) is a call of that
tool, not more values for the call before; of two tools a part fits alike, the one taking the values it states
gets it ("customers 7 and 9": ``get_customer`` by id, once per id, not ``list_customers``)."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))

_PAIR = {
    "x": {"type": "number", "description": "The first number."},
    "y": {"type": "number", "description": "The second number."},
}
SUM = _tool("add_numbers", "Adds two numbers.", _PAIR, ["x", "y"])
PRODUCT = _tool("multiply_numbers", "Multiplies two numbers.", _PAIR, ["x", "y"])
GET_CUSTOMER = _tool(
    "get_customer",
    "Gets one customer's record by id.",
    {"customer_id": {"type": "integer", "description": "The customer's id."}},
    ["customer_id"],
)
LIST_CUSTOMERS = _tool(
    "list_customers",
    "Lists the customers, optionally those of one region.",
    {"region": {"type": "string", "description": "Only customers of this region, e.g. EMEA."}},
    [],
)


def test_a_part_opening_on_another_tools_verb_calls_that_tool(model: LocalChatModel) -> None:
    got = _calls(model, "Multiply 3 by 9, then add 4 and 11", SUM, PRODUCT)
    assert got == [("multiply_numbers", {"x": 3, "y": 9}), ("add_numbers", {"x": 4, "y": 11})]


def test_the_tool_taking_the_stated_ids_gets_a_call_per_id(model: LocalChatModel) -> None:
    got = _calls(model, "Show me customers 7 and 9", LIST_CUSTOMERS, GET_CUSTOMER)
    assert got == [("get_customer", {"customer_id": 7}), ("get_customer", {"customer_id": 9})]

