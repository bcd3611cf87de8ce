"""Ranking tools: ``BM25ToolIndex`` (words of names, descriptions and parameters; ties; bounds) and
the closest names an unknown-tool error gives once there are too many tools to list."""

from __future__ import annotations

from sprig import ToolCall
from sprig.messages import AssistantMessage
from sprig.models.response import ChatResponse, Generation
from sprig.prompt import ChatOptions, Prompt
from sprig.tools import BM25ToolIndex, ToolCallingManager, ToolDefinition
from sprig.tools.search import MAX_QUERY_CHARS, closest_names, tool_search_text
from support.tool_catalog import catalog


def definition(name: str, description: str = "", **parameters: str) -> ToolDefinition:
    properties = {key: {"type": "string", "description": text} for key, text in parameters.items()}
    return ToolDefinition(name, description, {"type": "object", "properties": properties})


def test_names_are_split_into_words_whatever_their_style() -> None:
    tools = [definition("getWeatherForecast"), definition("send-email"), definition("db.query_rows")]
    index = BM25ToolIndex()
    assert index("weather forecast", tools) == ["getWeatherForecast"]
    assert index("emails", tools) == ["send-email"]  # plurals match
    assert index("querying a row", tools) == ["db.query_rows"]


def test_descriptions_and_parameters_count() -> None:
    tools = [
        definition("lookup", "Find a customer record"),
        definition("fetch", "Fetch something", invoice_id="The id of the invoice to read"),
        definition("other", "Unrelated"),
    ]
    assert tool_search_text(tools[1]).endswith("invoice_id The id of the invoice to read")
    index = BM25ToolIndex()
    assert index("customer", tools) == ["lookup"]
    assert index("invoice", tools) == ["fetch"]


def test_no_match_stop_words_only_and_long_queries() -> None:
    tools = [definition("alpha", "First tool"), definition("beta", "Second tool")]
    index = BM25ToolIndex()
    assert index("zzz", tools) == []
    assert index("what is the", tools) == []
    assert index("", tools) == []
    assert index("alpha " * MAX_QUERY_CHARS, tools) == ["alpha"]  # cut, still answered
    assert index("tool", tools) == ["alpha", "beta"]  # a tie keeps the tools' order


def test_the_index_cache_is_bounded() -> None:
    index = BM25ToolIndex(cache_size=2)
    sets = [[definition(f"tool_{n}_{i}") for i in range(3)] for n in range(4)]
    built = [index.index_of(tools) for tools in sets]
    assert index.index_of(sets[3]) is built[3]
    assert index.index_of(sets[0]) is not built[0]  # fell out, built again


def test_closest_names() -> None:
    names = ["get_weather", "get_forecast", "send_email", "search_tools"]
    assert closest_names("getWeather", names)[0] == "get_weather"
    assert closest_names("xyzzy", names) == []
    assert closest_names("", names) == []


async def test_an_unknown_tool_among_many_names_the_closest_not_all() -> None:
    tools = catalog(40)
    manager = ToolCallingManager()
    prompt = Prompt("go", ChatOptions(tool_callbacks=tools))
    calls = (ToolCall("1", "zendesk_customer_get", "{}"), ToolCall("2", "qqqq", "{}"))
    response = ChatResponse((Generation(AssistantMessage(tool_calls=calls)),))
    first, second = (await manager.aexecute_tool_calls(prompt, response)).outcomes
    assert first.result.startswith("Error: there is no tool named 'zendesk_customer_get'. The closest of the 40 tools:")
    assert "zendesk_get_customer" in first.result and "github_create_issue" not in first.result
    assert second.result == "Error: there is no tool named 'qqqq'. None of the 40 tools has a name like it."
