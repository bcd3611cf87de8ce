"""``@tool(examples=[...])``: worked requests for the embedded model, checked when the tool is built."""

from __future__ import annotations

from typing import Annotated, Literal

import pytest
from pydantic import BaseModel

from sprig import FunctionToolCallback, ToolParam, tool
from sprig.tools import MethodToolCallback, ToolCallbacks


def test_examples_reach_the_tool_definition() -> None:
    @tool(examples=[("What is 2 plus 3?", {"a": 2, "b": 3}), ("Add  7 and\n8", {"a": 7, "b": 8})])
    def add(a: int, b: int) -> int:
        """Add two integers."""
        return a + b

    definition = MethodToolCallback(add).definition
    assert [(request, dict(arguments)) for request, arguments in definition.examples] == [
        ("What is 2 plus 3?", {"a": 2, "b": 3}),
        ("Add 7 and 8", {"a": 7, "b": 8}),
    ]
    assert add(2, 3) == 5  # the function stays a function


def test_tools_without_examples_have_none() -> None:
    @tool
    def ping() -> str:
        return "pong"

    assert MethodToolCallback(ping).definition.examples == ()


@pytest.mark.parametrize(
    ("examples", "words"),
    [
        ([("What is 2 plus 3?", {"a": "two", "b": 3})], ["example 1", "'two'", "integer"]),
        ([("What is 2 plus 3?", {"a": 2})], ["example 1", "'b' is a required property"]),
        ([("ok", {"a": 1, "b": 2}), ("Add 2 and 3", {"a": 2, "b": 3, "c": 4})], ["example 2", "'c'"]),
        ([("", {"a": 1, "b": 2})], ["example 1", "request"]),
        ([("Add", [1, 2])], ["example 1", "dict"]),
        ([("Add 1 and 2",)], ["example 1", "(request, arguments) pair"]),
        ("Add 1 and 2", ["list of (request, arguments) pairs"]),
        ([("Add", {"a": object(), "b": 1})], ["example 1", "not JSON"]),
    ],
)
def test_a_bad_example_is_a_clear_error_when_the_tool_is_built(examples: object, words: list[str]) -> None:
    with pytest.raises(ValueError) as caught:

        @tool(examples=examples)  # type: ignore[arg-type]
        def add(a: int, b: int) -> int:
            return a + b

    message = str(caught.value)
    assert "'add'" in message
    for word in words:
        assert word in message


def test_examples_are_checked_against_enums_nested_models_and_descriptions() -> None:
    class Item(BaseModel):
        text: str
        done: bool = False

    @tool(examples=[("Add milk", {"items": [{"text": "milk"}], "mode": "append"})])
    def save(items: list[Item], mode: Annotated[Literal["append", "replace"], ToolParam("How to save")]) -> str:
        return "ok"

    assert MethodToolCallback(save).definition.examples[0][1]["mode"] == "append"
    with pytest.raises(ValueError, match="items/0/done"):

        @tool(examples=[("Add milk", {"items": [{"text": "milk", "done": "yes"}], "mode": "append"})])
        def save_again(items: list[Item], mode: Literal["append", "replace"]) -> str:
            return "ok"

    with pytest.raises(ValueError, match="'overwrite' is not one of"):

        @tool(examples=[("Replace it", {"items": [], "mode": "overwrite"})])
        def save_once_more(items: list[Item], mode: Literal["append", "replace"]) -> str:
            return "ok"


def test_methods_are_checked_without_their_instance() -> None:
    class Shop:
        @tool(examples=[("Price of apples?", {"product": "apples"})])
        def price(self, product: str) -> float:
            return 1.5

        with pytest.raises(ValueError, match="example 1"):

            @tool(examples=[("Price of apples?", {"self": 1, "product": "apples"})])
            def cost(self, product: str) -> float:
                return 1.5

    (callback,) = ToolCallbacks.from_objects(Shop())
    assert callback.definition.examples[0][0] == "Price of apples?"


@tool(examples=[("Price of apples?", {"product": 3})])
def _price(product: Product) -> float:
    return 1.5


class Product(BaseModel):  # defined after the tool that names it
    name: str


def test_a_forward_reference_checks_the_examples_on_first_use() -> None:
    with pytest.raises(ValueError, match="example 1"):
        MethodToolCallback(_price)


def test_function_callbacks_take_examples_too() -> None:
    class Query(BaseModel):
        city: str

    def weather(query: Query) -> str:
        return "sunny"

    callback = FunctionToolCallback("weather", weather, Query, examples=[("Weather in Oslo?", {"city": "Oslo"})])
    assert callback.definition.examples[0][1] == {"city": "Oslo"}
    with pytest.raises(ValueError, match="'city' is a required property"):
        FunctionToolCallback("weather", weather, Query, examples=[("Weather in Oslo?", {"town": "Oslo"})])
