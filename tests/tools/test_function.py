"""``FunctionToolCallback``: a callable plus an input type (pydantic model, dataclass, TypedDict)."""

from __future__ import annotations

import asyncio
import dataclasses
import threading
from typing import Any

import pytest
from pydantic import BaseModel, Field
from typing_extensions import TypedDict

from sprig.tools import FunctionToolCallback, ToolArgumentError, ToolContext


class WeatherRequest(BaseModel):
    """Which weather to fetch."""

    city: str = Field(description="City name")
    days: int = 1


@dataclasses.dataclass
class Sum:
    a: int
    b: int = 0


class Query(TypedDict):
    term: str


def test_pydantic_input_type() -> None:
    received: list[Any] = []

    def weather(request: WeatherRequest) -> str:
        received.append(request)
        return f"{request.city} for {request.days} days"

    callback = FunctionToolCallback(
        name="weather", description="Weather report", function=weather, input_type=WeatherRequest
    )
    assert callback.definition.name == "weather"
    assert callback.definition.description == "Weather report"
    assert callback.definition.input_schema == {
        "type": "object",
        "description": "Which weather to fetch.",
        "properties": {
            "city": {"description": "City name", "type": "string"},
            "days": {"default": 1, "type": "integer"},
        },
        "required": ["city"],
        "additionalProperties": False,
    }
    assert callback.call('{"city": "Lima", "days": "2"}') == "Lima for 2 days"
    assert isinstance(received[0], WeatherRequest)


def test_dataclass_input_type_and_context_as_second_parameter() -> None:
    def add(values: Sum, context: ToolContext) -> dict[str, Any]:
        return {"sum": values.a + values.b, "user": context.get("user"), "type": type(values).__name__}

    callback = FunctionToolCallback("add", add, Sum, return_direct=True)
    assert callback.metadata.return_direct is True
    assert callback.definition.description == "add"
    assert callback.call('{"a": 2, "b": 3}', {"user": "u"}) == '{"sum":5,"user":"u","type":"Sum"}'
    assert callback.call('{"a": 2}') == '{"sum":2,"user":null,"type":"Sum"}'


async def test_async_function_and_typed_dict() -> None:
    loop_thread = threading.get_ident()

    async def search(query: Query) -> list[str]:
        await asyncio.sleep(0)
        assert threading.get_ident() == loop_thread
        return [query["term"], type(query).__name__]

    callback = FunctionToolCallback("search", search, Query)
    assert await callback.acall('{"term": "x"}') == '["x","dict"]'


async def test_sync_function_runs_in_a_thread() -> None:
    loop_thread = threading.get_ident()
    threads: list[int] = []

    def record(values: Sum) -> int:
        threads.append(threading.get_ident())
        return values.a

    assert await FunctionToolCallback("record", record, Sum).acall('{"a": 7}') == "7"
    assert threads[0] != loop_thread


def test_input_type_inferred_from_the_first_parameter() -> None:
    def weather(request: WeatherRequest) -> str:
        """Weather, inferred."""
        return request.city

    callback = FunctionToolCallback(name="w", function=weather)
    assert callback.definition.description == "Weather, inferred."
    assert list(callback.definition.input_schema["properties"]) == ["city", "days"]
    assert callback.call('{"city": "Quito"}') == "Quito"


def test_function_without_input() -> None:
    def now() -> str:
        return "noon"

    def who(context: ToolContext) -> str:
        return str(context.get("user"))

    no_input = FunctionToolCallback("now", now)
    assert no_input.definition.input_schema == {
        "type": "object",
        "properties": {},
        "required": [],
        "additionalProperties": False,
    }
    assert no_input.call("") == "noon"
    assert FunctionToolCallback("who", who).call("{}", {"user": "bo"}) == "bo"
    with pytest.raises(ToolArgumentError, match="unknown parameter"):
        no_input.call('{"unexpected": 1}')


def test_validation_errors_name_the_field() -> None:
    callback = FunctionToolCallback("weather", lambda r: r.city, WeatherRequest)
    with pytest.raises(ToolArgumentError) as info:
        callback.call('{"days": "soon"}')
    message = str(info.value)
    assert "city: required but missing" in message
    assert "days: Input should be a valid integer" in message
    with pytest.raises(ToolArgumentError, match="not valid JSON"):
        callback.call("{")


def test_strict_function_callback() -> None:
    callback = FunctionToolCallback("weather", lambda r: f"{r.city}:{r.days}", WeatherRequest, strict=True)
    schema = callback.definition.input_schema
    assert callback.definition.strict is True
    assert schema["required"] == ["city", "days"]
    assert callback.call('{"city": "Kyiv", "days": null}') == "Kyiv:1"


def test_bad_construction_is_rejected() -> None:
    with pytest.raises(ValueError, match="invalid tool name"):
        FunctionToolCallback("bad name", lambda r: r, WeatherRequest)
    with pytest.raises(TypeError, match="must be callable"):
        FunctionToolCallback("x", "not callable", WeatherRequest)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="input_type must be a pydantic model"):
        FunctionToolCallback("x", lambda r: r, int)
    with pytest.raises(TypeError, match="give input_type"):
        FunctionToolCallback("x", lambda a, b: a)
    with pytest.raises(ValueError, match="timeout"):
        FunctionToolCallback("x", lambda r: r, WeatherRequest, timeout=0)
