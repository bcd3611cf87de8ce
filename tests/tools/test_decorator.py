"""``@tool`` on functions, async functions and methods: names, descriptions, options, errors."""

from __future__ import annotations

import asyncio
import threading
from typing import Annotated, Any

import pytest
from pydantic import BaseModel

from sprig.tools import (
    MethodToolCallback,
    ToolCallback,
    ToolCallbacks,
    ToolContext,
    ToolParam,
    resolve_tool_callbacks,
    tool,
)


def only(tools: Any) -> ToolCallback:
    callbacks = resolve_tool_callbacks(tools)
    assert len(callbacks) == 1
    return callbacks[0]


def test_bare_decorator_keeps_the_function_callable() -> None:
    @tool
    def add(a: int, b: int) -> int:
        return a + b

    assert add(2, 3) == 5
    callback = only(add)
    assert callback.name == "add"
    assert callback.call('{"a": 2, "b": 3}') == "5"


def test_decorator_with_parentheses_and_no_options() -> None:
    @tool()
    def ping() -> str:
        return "pong"

    assert only(ping).call("") == "pong"


def test_options_name_description_return_direct() -> None:
    @tool(name="weather", description="Current weather for a city", return_direct=True)
    def get_weather(city: str) -> str:
        return f"sunny in {city}"

    callback = only(get_weather)
    assert callback.definition.name == "weather"
    assert callback.definition.description == "Current weather for a city"
    assert callback.metadata.return_direct is True
    assert callback.call('{"city": "Paris"}') == "sunny in Paris"


def test_description_defaults_to_name_in_words() -> None:
    @tool
    def get_current_weather(city: str) -> str:
        return city

    @tool
    def getStockPrice(symbol: str) -> str:
        return symbol

    assert only(get_current_weather).definition.description == "get current weather"
    assert only(getStockPrice).definition.description == "get stock price"


def test_description_defaults_to_docstring_first_paragraph() -> None:
    @tool
    def lookup(term: str) -> str:
        """Look a term up in the glossary,
        returning its definition.

        Longer explanation that is not part of the summary.

        Args:
            term: The term to look up.
        """
        return term

    definition = only(lookup).definition
    assert definition.description == "Look a term up in the glossary, returning its definition."
    assert definition.input_schema["properties"]["term"]["description"] == "The term to look up."


@pytest.mark.parametrize(
    "doc",
    [
        """Book a table.

        Args:
            guests: Number of guests.
            when (str): Time of the booking.
        """,
        """Book a table.

        Parameters
        ----------
        guests : int
            Number of guests.
        when : str
            Time of the booking.
        """,
        """Book a table.

        :param guests: Number of guests.
        :param str when: Time of the booking.
        """,
    ],
    ids=["google", "numpy", "sphinx"],
)
def test_parameter_descriptions_from_docstring_styles(doc: str) -> None:
    def book(guests: int, when: str) -> str:
        return f"{guests}@{when}"

    book.__doc__ = doc
    callback = only(tool(book))
    properties = callback.definition.input_schema["properties"]
    assert callback.definition.description == "Book a table."
    assert properties["guests"]["description"] == "Number of guests."
    assert properties["when"]["description"] == "Time of the booking."


def test_toolparam_description_wins_over_docstring() -> None:
    @tool
    def find(city: Annotated[str, ToolParam("City name, e.g. Paris")]) -> str:
        """Find.

        Args:
            city: from the docstring
        """
        return city

    assert only(find).definition.input_schema["properties"]["city"]["description"] == "City name, e.g. Paris"


async def test_async_function_is_awaited_on_the_loop() -> None:
    loop_thread = threading.get_ident()

    @tool
    async def slow_echo(text: str) -> str:
        await asyncio.sleep(0)
        assert threading.get_ident() == loop_thread
        return text.upper()

    assert await only(slow_echo).acall('{"text": "hi"}') == "HI"


async def test_sync_function_runs_in_a_worker_thread() -> None:
    loop_thread = threading.get_ident()
    seen: list[int] = []

    @tool
    def where() -> str:
        seen.append(threading.get_ident())
        return "ok"

    assert await only(where).acall("{}") == "ok"
    assert seen and seen[0] != loop_thread


class WeatherTools:
    """Tools as methods, as in DESIGN.md's example."""

    def __init__(self, unit: str) -> None:
        self.unit = unit

    @tool(description="Current weather for a city")
    def weather(self, city: Annotated[str, ToolParam("City name, e.g. Paris")], ctx: ToolContext) -> dict[str, Any]:
        return {"city": city, "unit": self.unit, "user": ctx.get("user")}

    @tool
    async def forecast(self, city: str, days: int = 3) -> str:
        """Forecast for the next days."""
        return f"{city}:{days}:{self.unit}"

    @tool
    @staticmethod
    def convert(celsius: float) -> float:
        return celsius * 9 / 5 + 32

    @tool
    @classmethod
    def provider(cls) -> str:
        return cls.__name__

    def helper(self) -> str:
        return "not a tool"


def test_from_objects_binds_methods_in_declaration_order() -> None:
    callbacks = ToolCallbacks.from_objects(WeatherTools("C"))
    assert [c.name for c in callbacks] == ["weather", "forecast", "convert", "provider"]
    assert all(isinstance(c, MethodToolCallback) for c in callbacks)
    by_name = {c.name: c for c in callbacks}
    schema = by_name["weather"].definition.input_schema
    assert list(schema["properties"]) == ["city"]
    assert "self" not in by_name["forecast"].definition.input_schema["properties"]
    assert by_name["weather"].call('{"city": "Paris"}', {"user": "u1"}) == '{"city":"Paris","unit":"C","user":"u1"}'
    assert by_name["forecast"].call('{"city": "Rome"}') == "Rome:3:C"
    assert by_name["convert"].call('{"celsius": 100}') == "212.0"
    assert by_name["provider"].call("") == "WeatherTools"


def test_methods_are_bound_to_each_object() -> None:
    first, second = ToolCallbacks.from_objects(WeatherTools("C"))[1], ToolCallbacks.from_objects(WeatherTools("F"))[1]
    assert first.call('{"city": "X", "days": 1}') == "X:1:C"
    assert second.call('{"city": "X", "days": 1}') == "X:1:F"


def test_bound_method_can_be_passed_directly() -> None:
    callback = only(WeatherTools("K").forecast)
    assert callback.call('{"city": "Oslo", "days": 2}') == "Oslo:2:K"


def test_object_without_tool_methods_is_an_error_that_says_so() -> None:
    class Plain:
        def hello(self) -> str:
            return "hi"

    with pytest.raises(TypeError, match=r"Plain object has no @tool methods"):
        ToolCallbacks.from_objects(Plain())


def test_class_instead_of_instance_is_an_error() -> None:
    with pytest.raises(TypeError, match="pass an instance"):
        ToolCallbacks.from_objects(WeatherTools)


def test_unbound_method_function_is_an_error() -> None:
    with pytest.raises(TypeError, match="is a method"):
        MethodToolCallback(WeatherTools.weather)


def test_subclass_inherits_and_overrides_tools() -> None:
    class Metric(WeatherTools):
        @tool
        async def forecast(self, city: str, days: int = 5) -> str:
            return f"metric {city}:{days}"

        def provider(self) -> str:  # type: ignore[override]
            return "no longer a tool"

    callbacks = {c.name: c for c in ToolCallbacks.from_objects(Metric("C"))}
    assert set(callbacks) == {"weather", "forecast", "convert"}
    assert callbacks["forecast"].call('{"city": "Bern"}') == "metric Bern:5"


def test_forward_references_to_local_types_resolve() -> None:
    class Point(BaseModel):
        x: int
        y: int

    @tool
    def norm(point: Point) -> int:
        return abs(point.x) + abs(point.y)

    callback = only(norm)
    assert callback.definition.input_schema["properties"]["point"] == {"$ref": "#/$defs/Point"}
    assert callback.call('{"point": {"x": -1, "y": 2}}') == "3"


def test_method_referring_to_its_own_class_resolves_on_first_use() -> None:
    class Counter:
        def __init__(self) -> None:
            self.count = 0

        @tool
        def bump(self, by: int = 1) -> Counter:
            self.count += by
            return self

    counter = Counter()
    callback = ToolCallbacks.from_objects(counter)[0]
    assert callback.call('{"by": 2}').startswith("<")
    assert counter.count == 2


def test_invalid_tool_name_is_rejected() -> None:
    with pytest.raises(ValueError, match="invalid tool name"):

        @tool(name="has spaces")
        def bad() -> None:
            return None


def test_invalid_timeout_is_rejected() -> None:
    with pytest.raises(ValueError, match="timeout"):

        @tool(timeout=-1)
        def bad() -> None:
            return None


def test_unsupported_signatures_fail_at_decoration() -> None:
    with pytest.raises(TypeError, match=r"\*args"):

        @tool
        def star(*items: int) -> None:
            return None

    with pytest.raises(TypeError, match="generator"):

        @tool
        def gen() -> Any:
            yield 1

    with pytest.raises(TypeError, match="not classes"):
        tool(WeatherTools)

    class NotJson:
        pass

    with pytest.raises(TypeError, match="cannot be validated from JSON"):

        @tool
        def takes(thing: NotJson) -> None:
            return None


def test_timeout_and_strict_are_recorded() -> None:
    @tool(timeout=2.5, strict=True)
    def quick(n: int = 1) -> int:
        return n

    callback = only(quick)
    assert callback.metadata.timeout == 2.5
    assert callback.definition.strict is True


def test_method_callback_overrides() -> None:
    @tool(name="orig", description="orig")
    def fn(x: int, y: int = 2) -> int:
        return x + y

    callback = MethodToolCallback(fn, name="renamed", description="new", return_direct=True, timeout=1)
    assert (callback.name, callback.definition.description) == ("renamed", "new")
    assert callback.metadata.return_direct is True and callback.metadata.timeout == 1.0
    assert callback.definition.input_schema["required"] == ["x"]
    strict = MethodToolCallback(fn, strict=True)
    assert strict.definition.strict is True
    assert strict.definition.input_schema["required"] == ["x", "y"]
    assert strict.call('{"x": 1, "y": null}') == "3"
    assert only(fn).definition.name == "orig"


def test_undecorated_function_becomes_a_tool() -> None:
    def shout(text: str) -> str:
        """Shout the text."""
        return text.upper() + "!"

    callback = only(shout)
    assert callback.definition.description == "Shout the text."
    assert callback.call('{"text": "hey"}') == "HEY!"
