"""McpToolCallbackProvider: naming, filtering, caching, failures, context as _meta."""

from __future__ import annotations

import logging

import mcp_types as types
import pytest

from sprig.mcp import (
    McpSession,
    McpToolCallback,
    McpToolCallbackProvider,
    McpToolError,
    StdioServer,
    StreamableHttpServer,
    normalize_input_schema,
    result_text,
    sanitize_tool_name,
    server_config,
    unique_tool_names,
)
from sprig.prompt import ChatOptions, DuplicateToolNameError
from sprig.tools import ToolArgumentError, tool
from support.mcp_servers import counter_stdio


async def test_duplicate_names_across_two_servers_get_alt_names() -> None:
    async with McpToolCallbackProvider([counter_stdio("one"), counter_stdio("two")]) as provider:
        callbacks = {callback.name: callback for callback in await provider.atool_callbacks()}
        assert {"echo", "alt_1_echo", "increment", "alt_1_increment"} <= set(callbacks)
        assert await callbacks["echo"].acall('{"text": "a"}') == "one: a"
        # The original name travels on the wire.
        alt = callbacks["alt_1_echo"]
        assert isinstance(alt, McpToolCallback) and alt.mcp_name == "echo" and alt.server == "two"
        assert await alt.acall('{"text": "b"}') == "two: b"


async def test_prefix_and_filter() -> None:
    servers = {"first": counter_stdio("first", prefix="c1"), "second": counter_stdio("second", prefix="c2_")}
    only_echo_and_increment = lambda server, tool: tool.name in ("echo", "increment")  # noqa: E731
    async with McpToolCallbackProvider(servers, tool_filter=only_echo_and_increment) as provider:
        names = sorted(callback.name for callback in await provider.atool_callbacks())
        assert names == ["c1_echo", "c1_increment", "c2_echo", "c2_increment"]
        assert set(provider.sessions) == {"first", "second"}


async def test_dead_server_is_left_out_and_logged(caplog: pytest.LogCaptureFixture) -> None:
    dead = StdioServer(command="/nonexistent/server", name="dead")
    async with McpToolCallbackProvider([dead, counter_stdio()]) as provider:
        with caplog.at_level(logging.WARNING, logger="sprig.mcp"):
            callbacks = {callback.name: callback for callback in await provider.atool_callbacks()}
        assert "increment" in callbacks
        assert "dead" in caplog.text
        assert await callbacks["increment"].acall("") == "1"


async def test_listing_is_cached_until_invalidated() -> None:
    async with McpToolCallbackProvider(counter_stdio()) as provider:
        first = await provider.atool_callbacks()
        second = await provider.atool_callbacks()
        assert [id(c) for c in first] == [id(c) for c in second]
        provider.invalidate()
        third = await provider.atool_callbacks()
        assert [c.name for c in third] == [c.name for c in first]
        assert id(third[0]) != id(first[0])


async def test_tool_context_travels_as_meta_through_the_filter() -> None:
    async with McpToolCallbackProvider(counter_stdio()) as provider:
        whoami = next(c for c in await provider.atool_callbacks() if c.name == "whoami")
        context = {"conversation_id": "c-9", "user_secret": "s", "handle": object()}
        assert await whoami.acall("{}", context) == "[('conversation_id', 'c-9')]"
    everything = lambda key, value: isinstance(value, str)  # noqa: E731
    async with McpToolCallbackProvider(counter_stdio(), meta_filter=everything) as provider:
        whoami = next(c for c in await provider.atool_callbacks() if c.name == "whoami")
        assert await whoami.acall("{}", context) == "[('conversation_id', 'c-9'), ('user_secret', 's')]"
    async with McpToolCallbackProvider(counter_stdio(), meta_filter=None) as provider:
        whoami = next(c for c in await provider.atool_callbacks() if c.name == "whoami")
        assert await whoami.acall("{}", context) == "[]"


async def test_results_errors_and_bad_arguments() -> None:
    async with McpToolCallbackProvider(counter_stdio()) as provider:
        callbacks = {callback.name: callback for callback in await provider.atool_callbacks()}
        picture = await callbacks["picture"].acall("{}")
        assert picture == "[image: image/png, 8 bytes]\n[resource: memo://note, text/plain]\na note\nend"
        with pytest.raises(McpToolError, match="failed on purpose: nope") as caught:
            await callbacks["fail"].acall('{"reason": "nope"}')
        assert caught.value.server == "counter" and caught.value.tool == "fail"
        with pytest.raises(ToolArgumentError, match="not valid JSON"):
            await callbacks["echo"].acall("{not json")
        with pytest.raises(ToolArgumentError, match="JSON object"):
            await callbacks["echo"].acall("[1, 2]")
        assert await callbacks["increment"].acall("   ") == "1"  # empty arguments mean {}
        assert await callbacks["increment"].acall("null") == "2"


async def test_clash_with_a_local_tool_names_both_and_the_server() -> None:
    @tool(description="A local echo.")
    def echo(text: str) -> str:
        return text

    async with McpToolCallbackProvider(counter_stdio()) as provider:
        from sprig.tools import resolve_tool_callbacks

        callbacks = [*resolve_tool_callbacks(echo), *await provider.atool_callbacks()]
        with pytest.raises(DuplicateToolNameError) as caught:
            ChatOptions(tool_callbacks=callbacks)
        message = str(caught.value)
        assert "'echo'" in message and "ToolCallback(name='echo')" in message
        assert "server='counter'" in message


def test_provider_is_usable_from_blocking_code() -> None:
    with McpToolCallbackProvider(counter_stdio()) as provider:
        increment = next(c for c in provider.tool_callbacks() if c.name == "increment")
        assert increment.call('{"by": 4}') == "4"
        assert increment.call('{"by": 4}') == "8"


def test_server_specs_and_bad_input() -> None:
    assert server_config("http://127.0.0.1:9/mcp").display_name == "127.0.0.1:9"
    sse = server_config({"url": "http://h:1/sse", "transport": "sse", "headers": {"A": "b"}, "prefix": "x"})
    assert type(sse).__name__ == "SseServer" and sse.prefix == "x"
    stdio = server_config({"command": "python", "args": ["-m", "mcp_server_time"]})
    assert isinstance(stdio, StdioServer) and stdio.display_name == "mcp_server_time"
    provider = McpToolCallbackProvider({"mcpServers": {"a": {"command": "x"}, "b": {"url": "http://h/mcp"}}})
    assert list(provider.sessions) == ["a", "b"]
    twins = McpToolCallbackProvider([counter_stdio("same"), counter_stdio("same")])
    assert list(twins.sessions) == ["same", "same-2"]
    with pytest.raises(ValueError, match="URL"):
        StreamableHttpServer(url="ftp://nowhere")
    with pytest.raises(ValueError, match="command"):
        StdioServer(command="")
    with pytest.raises(TypeError, match="sequence"):
        StdioServer(command="x", args="--flag")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="timeout"):
        StdioServer(command="x", timeout=0)
    with pytest.raises(ValueError, match="'command'"):
        server_config({"nothing": 1})
    with pytest.raises(ValueError, match="transport"):
        server_config({"url": "http://h/mcp", "transport": "pigeon"})
    with pytest.raises(TypeError):
        server_config(42)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="at least one"):
        McpToolCallbackProvider([])
    shared = McpSession(counter_stdio("shared"))
    with pytest.raises(ValueError, match="named"):
        McpToolCallbackProvider([shared, shared])


def test_schema_normalisation() -> None:
    assert normalize_input_schema(None) == {"type": "object", "properties": {}}
    assert normalize_input_schema({}) == {"type": "object", "properties": {}}
    assert normalize_input_schema({"$schema": "x", "properties": {"a": {"type": "string"}}, "required": "a"}) == {
        "type": "object",
        "properties": {"a": {"type": "string"}},
    }
    original = {"type": "object", "properties": {"a": {}}, "required": ["a"]}
    assert normalize_input_schema(original) == original and normalize_input_schema(original) is not original
    loose = McpToolCallback(McpSession(counter_stdio()), types.Tool(name="my.tool/v2", input_schema={}))
    assert loose.definition.input_schema == {"type": "object", "properties": {}}
    assert loose.name == "my_tool_v2" and loose.mcp_name == "my.tool/v2"
    assert loose.definition.description == "my.tool/v2"


def test_naming_helpers() -> None:
    assert unique_tool_names(["a", "b", "a", "a"]) == ["a", "b", "alt_1_a", "alt_2_a"]
    assert unique_tool_names(["alt_1_a", "a", "a"]) == ["alt_1_a", "a", "alt_2_a"]
    assert sanitize_tool_name("x" * 80) == "x" * 64
    assert sanitize_tool_name("ok-name_1") == "ok-name_1"


def test_result_text_forms() -> None:
    both = types.CallToolResult(content=[types.TextContent(text="a is 1, é")], structured_content={"a": [1, "é"]})
    assert result_text(both) == "a is 1, é"  # the model reads the text when there is one
    only = types.CallToolResult(content=[], structured_content={"a": [1, "é"]})
    assert result_text(only) == '{"a":[1,"é"]}'
    link = types.ResourceLink(uri="file:///x.txt", name="x.txt", mime_type="text/plain", description="a file")
    blob = types.EmbeddedResource(resource=types.BlobResourceContents(uri="memo://b", blob="AAAA"))
    audio = types.AudioContent(data="AAAAAA==", mime_type="audio/wav")
    mixed = types.CallToolResult(content=[link, blob, audio])
    assert result_text(mixed) == (
        "[resource link: file:///x.txt (x.txt), text/plain] a file\n[resource: memo://b, 3 bytes]\n"
        "[audio: audio/wav, 4 bytes]"
    )
    assert result_text(types.CallToolResult(content=[])) == ""
