"""Result conversion: the default rules, custom converters, and results that cannot be serialised."""

from __future__ import annotations

import dataclasses
import datetime as dt
import enum
import json
from typing import Any

import pytest
from pydantic import BaseModel

from sprig.tools import (
    DefaultToolCallResultConverter,
    ToolCallResultConverter,
    ToolResultConversionError,
    resolve_tool_callbacks,
    tool,
)


class Weather(BaseModel):
    city: str
    temperature: float


@dataclasses.dataclass
class Point:
    x: int
    y: int


class Color(enum.Enum):
    RED = "red"


class Opaque:
    def __str__(self) -> str:
        return "opaque!"


def run(value: Any) -> str:
    @tool
    def produce() -> Any:
        return value

    return resolve_tool_callbacks(produce)[0].call("{}")


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        (None, "Done"),
        ("plain text, not JSON", "plain text, not JSON"),
        ('{"already": "json"}', '{"already": "json"}'),
        ("", ""),
        (Weather(city="Paris", temperature=21.5), '{"city":"Paris","temperature":21.5}'),
        (Point(1, 2), '{"x":1,"y":2}'),
        ({"a": [1, 2], "when": dt.date(2024, 1, 2)}, '{"a":[1,2],"when":"2024-01-02"}'),
        ([Point(0, 0), Weather(city="X", temperature=0)], '[{"x":0,"y":0},{"city":"X","temperature":0.0}]'),
        ((1, "b"), '[1,"b"]'),
        (42, "42"),
        (2.5, "2.5"),
        (True, "True"),
        (Color.RED, "red"),
        (Opaque(), "opaque!"),
    ],
)
def test_default_rules(value: Any, expected: str) -> None:
    assert run(value) == expected


def test_unserialisable_result_is_a_clear_error() -> None:
    with pytest.raises(ToolResultConversionError, match=r"'produce' cannot be serialised to JSON: .*Opaque"):
        run({"thing": Opaque()})


async def test_async_tool_results_are_converted_too() -> None:
    @tool
    async def model_result() -> Weather:
        return Weather(city="Oslo", temperature=-3)

    assert json.loads(await resolve_tool_callbacks(model_result)[0].acall("")) == {"city": "Oslo", "temperature": -3}


def test_converter_function_receives_result_and_return_type() -> None:
    seen: list[Any] = []

    def upper(result: Any, return_type: Any) -> str:
        seen.append(return_type)
        return str(result).upper()

    @tool(result_converter=upper)
    def name() -> str:
        return "sprig"

    assert resolve_tool_callbacks(name)[0].call("{}") == "SPRIG"
    assert seen == [str]


def test_converter_object_protocol() -> None:
    class Csv:
        def convert(self, result: Any, return_type: Any) -> str:
            return ",".join(map(str, result))

    assert isinstance(Csv(), ToolCallResultConverter)

    @tool(result_converter=Csv())
    def numbers() -> list[int]:
        return [1, 2, 3]

    assert resolve_tool_callbacks(numbers)[0].call("{}") == "1,2,3"


def test_converter_returning_non_text_or_failing_is_an_error() -> None:
    @tool(result_converter=lambda result, return_type: 123)
    def bad() -> int:
        return 1

    with pytest.raises(ToolResultConversionError, match="returned int, not str"):
        resolve_tool_callbacks(bad)[0].call("{}")

    def explode(result: Any, return_type: Any) -> str:
        raise ValueError("nope")

    @tool(result_converter=explode)
    def worse() -> int:
        return 1

    with pytest.raises(ToolResultConversionError, match="ValueError: nope"):
        resolve_tool_callbacks(worse)[0].call("{}")


def test_a_converter_that_is_not_callable_is_rejected() -> None:
    with pytest.raises(TypeError, match="result_converter"):

        @tool(result_converter="json")  # type: ignore[call-overload]
        def nothing() -> None:
            return None


def test_default_converter_can_be_used_directly() -> None:
    assert DefaultToolCallResultConverter().convert({"k": 1}, dict) == '{"k":1}'
