"""Tools listed from MCP servers are deferred like any other, found by search, run when called,
and a tool a server adds at run time becomes searchable."""

from __future__ import annotations

import json

from sprig import ChatClient, ToolCall, ToolResponseMessage
from sprig.advisors import ToolSearchAdvisor
from sprig.mcp import McpToolCallbackProvider
from sprig.models.scripted import ScriptedChatModel
from support.mcp_servers import counter_stdio, time_stdio


def sent(model: ScriptedChatModel) -> list[list[str]]:
    return [[cb.name for cb in prompt.options.tool_callbacks] for prompt in model.prompts]


def last_result(model: ScriptedChatModel) -> str:
    message = model.prompts[-1].messages[-1]
    assert isinstance(message, ToolResponseMessage)
    return message.responses[-1].data


async def test_mcp_tools_are_deferred_found_and_called() -> None:
    model = ScriptedChatModel(
        [
            ToolCall("s1", "search_tools", '{"query": "current time in a timezone"}'),
            ToolCall("c1", "get_current_time", '{"timezone": "Europe/Paris"}'),
            ToolCall("c2", "increment", '{"by": 2}'),  # never found by a search: runs all the same
            "Done.",
        ]
    )
    async with (
        McpToolCallbackProvider(time_stdio(name="time")) as clock,
        McpToolCallbackProvider(counter_stdio()) as counter,
    ):
        client = ChatClient.builder(model).default_tools(clock, counter).default_advisors(
            ToolSearchAdvisor(threshold=5, max_results=1)
        )
        assert await client.build().prompt("What time is it in Paris?").call().acontent() == "Done."
        listed = len(await clock.atool_callbacks()) + len(await counter.atool_callbacks())
    assert listed > 5
    assert sent(model) == [
        ["search_tools"],
        ["search_tools", "get_current_time"],
        ["search_tools", "get_current_time"],
        ["search_tools", "get_current_time", "increment"],
    ]
    assert last_result(model) == "2"


async def test_a_tool_a_server_adds_becomes_searchable() -> None:
    model = ScriptedChatModel(
        [
            ToolCall("c1", "add_tool", '{"name": "launch_rocket"}'),
            "added",
            ToolCall("s1", "search_tools", '{"query": "launch a rocket"}'),
            "found",
        ]
    )
    async with McpToolCallbackProvider(counter_stdio()) as counter:
        client = ChatClient.builder(model).default_tools(counter).default_advisors(ToolSearchAdvisor(threshold=3))
        built = client.build()
        await built.prompt("add it").advisor_params(conversation_id="m").call().acontent()
        await built.prompt("find it").advisor_params(conversation_id="m").call().acontent()
    search_result = json.dumps(last_result(model))
    assert "launch_rocket" in search_result
    assert "launch_rocket" in sent(model)[-1] and "add_tool" in sent(model)[-1]
