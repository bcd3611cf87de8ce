"""Tool names: explicit names are kept as given; names outside OpenAI's pattern warn once."""

from __future__ import annotations

import warnings

import pytest

from sprig import ChatClient, FunctionToolCallback
from sprig.messages import ToolCall
from sprig.models import ScriptedChatModel
from sprig.tools import ToolNameWarning, resolve_tool_callbacks, tool


def test_chinese_and_dotted_names_are_kept_unchanged() -> None:
    with pytest.warns(ToolNameWarning, match="获取天气"):

        @tool(name="获取天气")
        def weather(city: str) -> str:
            """Weather for a city."""
            return f"{city}: 晴"

    with pytest.warns(ToolNameWarning, match=r"weather\.v1") as caught:

        @tool(name="weather.v1")
        def weather_v1(city: str) -> str:
            """Weather, version 1."""
            return f"{city}: sunny"

    assert caught[0].filename == __file__  # points at the user's @tool line, not at sprig

    names = [cb.definition.name for cb in resolve_tool_callbacks(weather, weather_v1)]
    assert names == ["获取天气", "weather.v1"]
    # and the loop calls them by that name
    model = ScriptedChatModel([ToolCall("c1", "获取天气", '{"city": "北京"}'), "晴"])
    assert ChatClient.builder(model).default_tools(weather).build().prompt("北京天气?").call().content() == "晴"
    assert model.prompts[1].messages[-1].responses[0].data == "北京: 晴"  # type: ignore[attr-defined]


def test_the_warning_comes_once_per_name() -> None:
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        for _ in range(3):

            @tool(name="lookup.once")
            def lookup(key: str) -> str:
                return key

            FunctionToolCallback("lookup.once", lambda r: r, None)
    assert [str(w.message).split(" is ")[0] for w in caught if w.category is ToolNameWarning] == [
        "tool name 'lookup.once'"
    ]


def test_names_that_fit_every_provider_do_not_warn() -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("error")

        @tool(name="get_weather-2")
        def weather(city: str) -> str:
            return city

    assert resolve_tool_callbacks(weather)[0].definition.name == "get_weather-2"


@pytest.mark.parametrize("name", ["", "has spaces", "tab\there", "nul\x00", "x" * 257])
def test_names_no_provider_could_take_are_refused(name: str) -> None:
    with pytest.raises(ValueError, match="invalid tool name"):

        @tool(name=name)
        def bad() -> None:
            return None
