"""MCP results with structured content, and tool progress as stream events (MCP and local tools)."""

from __future__ import annotations

import asyncio

from sprig import ChatClient, ToolCall, ToolResponseMessage, tool
from sprig.chat.events import StreamEvent, ToolProgressEvent, ToolResultEvent
from sprig.mcp import McpToolCallbackProvider, McpToolResult
from sprig.models.scripted import ScriptedChatModel
from sprig.tools import report_progress
from support.mcp_servers import counter_stdio, everything_stdio, requires_everything

FIGURES = {"city": "Paris", "celsius": 21, "sky": "sunny"}


def _tool_responses(model: ScriptedChatModel) -> list[str]:
    return [
        response.data
        for prompt in model.prompts
        for message in prompt.messages
        if isinstance(message, ToolResponseMessage)
        for response in message.responses
    ]


async def _events(client: ChatClient, question: str) -> list[StreamEvent]:
    return [event async for event in client.prompt(question).stream().events()]


async def test_model_reads_the_text_and_code_keeps_the_structured_value() -> None:
    async with McpToolCallbackProvider(counter_stdio()) as provider:
        weather = next(c for c in await provider.atool_callbacks() if c.name == "weather")
        result = await weather.acall('{"city": "Paris"}')
        assert isinstance(result, McpToolResult)
        assert result == "Paris: 21 °C and sunny."
        assert result.structured == FIGURES
        assert result.result.structured_content == FIGURES

        model = ScriptedChatModel([ToolCall(id="w1", name="weather", arguments='{"city": "Paris"}'), "Nice."])
        client = ChatClient.builder(model).default_tools(provider).build()
        events = await _events(client, "Weather in Paris?")
    [done] = [event for event in events if isinstance(event, ToolResultEvent)]
    assert done.text == "Paris: 21 °C and sunny."
    assert done.structured == FIGURES
    assert done.to_dict()["structured"] == FIGURES
    assert _tool_responses(model) == ["Paris: 21 °C and sunny."]  # not the escaped JSON


async def test_mcp_progress_notifications_stream_as_tool_progress_events() -> None:
    model = ScriptedChatModel([ToolCall(id="p1", name="steps", arguments='{"count": 3}'), "All done."])
    async with McpToolCallbackProvider(counter_stdio()) as provider:
        client = ChatClient.builder(model).default_tools(provider).build()
        events = await _events(client, "Do three steps")
    progress = [event for event in events if isinstance(event, ToolProgressEvent)]
    assert [(e.id, e.progress, e.total, e.message) for e in progress] == [
        ("p1", 1.0, 3.0, "step 1 of 3"),
        ("p1", 2.0, 3.0, "step 2 of 3"),
        ("p1", 3.0, 3.0, "step 3 of 3"),
    ]
    result_at = next(i for i, event in enumerate(events) if isinstance(event, ToolResultEvent))
    assert all(events.index(event) < result_at for event in progress)  # during the call, not after
    assert progress[0].to_dict() == {
        "type": "tool_progress",
        "id": "p1",
        "progress": 1.0,
        "total": 3.0,
        "message": "step 1 of 3",
    }


@requires_everything
async def test_long_running_operation_of_server_everything_reports_progress() -> None:
    arguments = '{"duration": 0.3, "steps": 3}'
    model = ScriptedChatModel([ToolCall(id="lr", name="trigger-long-running-operation", arguments=arguments), "ok"])
    async with McpToolCallbackProvider(everything_stdio(name="everything")) as provider:
        client = ChatClient.builder(model).default_tools(provider).build()
        events = await _events(client, "run it")
    progress = [(e.id, e.progress, e.total) for e in events if isinstance(e, ToolProgressEvent)]
    assert progress == [("lr", 1.0, 3.0), ("lr", 2.0, 3.0), ("lr", 3.0, 3.0)]
    [result] = [event for event in events if isinstance(event, ToolResultEvent)]
    assert "Long running operation completed" in result.text


@tool(description="Copy files, reporting progress (sync, so it runs in a worker thread).")
def copy_files(count: int) -> str:
    for done in range(1, count + 1):
        report_progress(done, count)
    report_progress(float("nan"))  # not a number: dropped, never an event
    return f"copied {count}"


@tool(description="Index documents, reporting progress (async).")
async def index_documents(count: int) -> str:
    for done in range(count):
        await asyncio.sleep(0)
        report_progress(done + 1, None, f"indexed {done + 1}")
    return "indexed"


async def test_any_tool_can_report_progress_sync_or_async() -> None:
    model = ScriptedChatModel(
        [
            [
                ToolCall(id="c", name="copy_files", arguments='{"count": 2}'),
                ToolCall(id="i", name="index_documents", arguments='{"count": 2}'),
            ],
            "finished",
        ]
    )
    client = ChatClient.builder(model).default_tools(copy_files, index_documents).build()
    events = await _events(client, "go")
    progress = sorted((e.id, e.progress, e.total, e.message) for e in events if isinstance(e, ToolProgressEvent))
    assert progress == [
        ("c", 1.0, 2.0, None),
        ("c", 2.0, 2.0, None),
        ("i", 1.0, None, "indexed 1"),
        ("i", 2.0, None, "indexed 2"),
    ]


def test_progress_outside_a_stream_is_ignored() -> None:
    report_progress(1, 2, "nobody listens")  # outside any tool call: nothing happens
    model = ScriptedChatModel([ToolCall(id="c", name="copy_files", arguments='{"count": 2}'), "done"])
    client = ChatClient.builder(model).default_tools(copy_files).build()
    assert client.prompt("go").call().content() == "done"
