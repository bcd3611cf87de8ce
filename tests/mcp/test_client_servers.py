"""McpToolCallbackProvider against real servers: mcp-server-time, server-everything (stdio, HTTP)."""

from __future__ import annotations

import json
import logging

import pytest

from sprig.mcp import (
    McpSession,
    McpToolCallback,
    McpToolCallbackProvider,
    McpToolError,
    SseServer,
    StreamableHttpServer,
)
from sprig.tools.provider import ToolCallbackProvider
from support.mcp_servers import everything_stdio, requires_everything, time_stdio


async def test_time_server_over_stdio_lists_and_calls() -> None:
    async with McpToolCallbackProvider(time_stdio(name="time")) as provider:
        assert isinstance(provider, ToolCallbackProvider)
        callbacks = {callback.name: callback for callback in await provider.atool_callbacks()}
        assert {"get_current_time", "convert_time"} <= set(callbacks)
        tool = callbacks["get_current_time"]
        assert isinstance(tool, McpToolCallback)
        assert tool.server == "time"
        assert tool.definition.input_schema["type"] == "object"
        assert "timezone" in tool.definition.input_schema["properties"]
        result = json.loads(await tool.acall('{"timezone": "Asia/Tokyo"}'))
        assert result["timezone"] == "Asia/Tokyo"
        assert result["datetime"].endswith("+09:00")


async def test_time_server_error_becomes_tool_error() -> None:
    async with McpToolCallbackProvider(time_stdio()) as provider:
        tool = next(c for c in await provider.atool_callbacks() if c.name == "get_current_time")
        with pytest.raises(McpToolError, match="Not/AZone") as caught:
            await tool.acall('{"timezone": "Not/AZone"}')
        assert caught.value.tool == "get_current_time"


@requires_everything
async def test_everything_over_stdio_content_kinds() -> None:
    async with McpToolCallbackProvider(everything_stdio(name="everything")) as provider:
        callbacks = {callback.name: callback for callback in await provider.atool_callbacks()}
        assert "echo" in callbacks and "get-tiny-image" in callbacks
        assert await callbacks["echo"].acall('{"message": "hi"}') == "Echo: hi"
        image = await callbacks["get-tiny-image"].acall("")
        assert "[image: image/png," in image and "bytes]" in image
        structured = json.loads(await callbacks["get-structured-content"].acall('{"location": "Chicago"}'))
        assert structured == {"temperature": 36, "conditions": "Light rain / drizzle", "humidity": 82}
        reference = await callbacks["get-resource-reference"].acall("{}")
        assert "[resource: demo://resource/dynamic/text/1, text/plain]" in reference
        assert "Resource 1:" in reference
        total = await callbacks["get-sum"].acall('{"a": 2, "b": 3}')
        assert "5" in total


@requires_everything
async def test_tools_that_require_task_execution_are_left_out(caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.DEBUG, logger="sprig.mcp")
    session = McpSession(everything_stdio(name="everything"))
    async with McpToolCallbackProvider(session) as provider:
        listed = {tool.name: tool for tool in await session.alist_tools()}
        assert listed["simulate-research-query"].execution is not None
        assert listed["simulate-research-query"].execution.task_support == "required"
        names = {callback.name for callback in await provider.atool_callbacks()}
        assert "simulate-research-query" not in names and "echo" in names
    await session.aclose()
    assert any("simulate-research-query" in r.getMessage() and "task" in r.getMessage() for r in caplog.records)


@requires_everything
async def test_everything_over_streamable_http(everything_http: str) -> None:
    server = StreamableHttpServer(url=everything_http, name="everything-http", headers={"X-Test": "1"})
    async with McpToolCallbackProvider(server) as provider:
        callbacks = {callback.name: callback for callback in await provider.atool_callbacks()}
        assert callbacks["echo"].definition.description == "Echoes back the input string"
        assert await callbacks["echo"].acall('{"message": "over http"}') == "Echo: over http"
        assert await callbacks["echo"].acall('{"message": "again"}') == "Echo: again"


@requires_everything
async def test_everything_over_sse(everything_sse: str) -> None:
    async with McpToolCallbackProvider(SseServer(url=everything_sse, name="everything-sse")) as provider:
        callbacks = {callback.name: callback for callback in await provider.atool_callbacks()}
        assert callbacks["echo"].definition.input_schema["properties"]["message"]["type"] == "string"
        assert await callbacks["echo"].acall('{"message": "over sse"}') == "Echo: over sse"
        total = await callbacks["get-sum"].acall('{"a": 20, "b": 22}')
        assert "42" in total


@requires_everything
def test_blocking_face_works_without_an_event_loop(everything_http: str) -> None:
    with McpToolCallbackProvider(everything_http) as provider:
        callbacks = {callback.name: callback for callback in provider.tool_callbacks()}
        assert callbacks["echo"].call('{"message": "sync"}') == "Echo: sync"
