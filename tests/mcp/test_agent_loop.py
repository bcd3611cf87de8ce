"""A full agent loop: the scripted model calls MCP tools through the ChatClient."""

from __future__ import annotations

import json

from sprig import ChatClient, ToolCall, ToolResponseMessage
from sprig.mcp import McpToolCallbackProvider
from sprig.models.scripted import ScriptedChatModel
from support.mcp_servers import counter_stdio, time_stdio


def _tool_responses(model: ScriptedChatModel) -> list[str]:
    return [
        response.data
        for prompt in model.prompts
        for message in prompt.messages
        if isinstance(message, ToolResponseMessage)
        for response in message.responses
    ]


async def test_scripted_model_calls_an_mcp_tool_and_answers() -> None:
    model = ScriptedChatModel(
        [ToolCall(id="call_1", name="get_current_time", arguments='{"timezone": "Europe/Paris"}'), "Done."]
    )
    async with McpToolCallbackProvider(time_stdio(name="time")) as provider:
        client = ChatClient.builder(model).default_tools(provider).build()
        answer = await client.prompt("What time is it in Paris?").call().acontent()
    assert answer == "Done."
    sent_tools = {tool.name for tool in model.prompts[0].options.tool_callbacks}
    assert "get_current_time" in sent_tools
    [data] = _tool_responses(model)
    assert json.loads(data)["timezone"] == "Europe/Paris"


async def test_stateful_server_keeps_state_across_rounds_and_conversations() -> None:
    model = ScriptedChatModel(
        [
            ToolCall(id="a", name="increment", arguments='{"by": 2}'),
            ToolCall(id="b", name="increment", arguments='{"by": 3}'),
            "first done",
            ToolCall(id="c", name="increment", arguments="{}"),
            "second done",
        ]
    )
    async with McpToolCallbackProvider(counter_stdio()) as provider:
        client = ChatClient.builder(model).build()
        assert await client.prompt("count").tools(provider).call().acontent() == "first done"
        assert await client.prompt("again").tools(provider).call().acontent() == "second done"
    assert _tool_responses(model)[-1] == "6"


async def test_server_killed_mid_conversation_then_reconnects() -> None:
    model = ScriptedChatModel(
        [
            ToolCall(id="a", name="increment", arguments='{"by": 5}'),
            ToolCall(id="b", name="die", arguments="{}"),
            ToolCall(id="c", name="increment", arguments="{}"),
            "recovered",
        ]
    )
    async with McpToolCallbackProvider(counter_stdio()) as provider:
        client = ChatClient.builder(model).default_tools(provider).build()
        assert await client.prompt("go").call().acontent() == "recovered"
    first, crash, after = _tool_responses(model)[-3:]
    assert first == "5"
    assert "closed the connection" in crash and "counter" in crash  # the model saw a clear error
    assert after == "1"  # a new server process answered
