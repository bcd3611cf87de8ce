"""Acceptance tests for issue 9 (hardening), items 1, 3, 5, 6, 7, 10, 11, 12 and 13 without the
FileSystemTools parts, written from the issue text only, through the public API."""

from __future__ import annotations

import asyncio
import json
import logging
import math
import os
import subprocess
import sys
import textwrap
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from sprig import ChatClient, ToolCall, ToolContext, ToolResponseMessage, UserMessage, tool
from sprig.models import OpenAiChatModel, ProviderResponseError, ScriptedChatModel
from sprig.tools import ToolCallingManager
from support.openai_server import (
    JsonReply,
    OpenAiLoopbackServer,
    Pause,
    StreamReply,
    chunk,
    reply,
    text_chunk,
)

TESTS = Path(__file__).resolve().parents[1]


def model_for(server: OpenAiLoopbackServer, **options: Any) -> OpenAiChatModel:
    return OpenAiChatModel(model="m", base_url=server.url, api_key="k", **options)


# -- 1. stuck sync tools never starve the process ------------------------------------------------


@pytest.fixture
def release() -> Iterator[threading.Event]:
    gate = threading.Event()
    yield gate
    gate.set()


async def test_1_fifty_stuck_sync_tools_then_sync_tool_and_fresh_model_connection_work(
    release: threading.Event, openai_server: OpenAiLoopbackServer
) -> None:
    @tool(timeout=0.05)
    def stuck() -> str:
        """Never returns in time."""
        release.wait(30)
        return "late"

    @tool
    def quick() -> str:
        """Returns at once."""
        return "quick answer"

    def rounds(prefix: str) -> list[Any]:  # 5 rounds of 5 parallel calls (fewer than the live workers)
        return [[ToolCall(f"{prefix}{r}_{i}", "stuck", "{}") for i in range(5)] for r in range(5)]

    # two turns of 25 calls (a tool may be called at most 40 times per turn)
    model = ScriptedChatModel([*rounds("a"), "one", *rounds("b"), ToolCall("q", "quick", "{}"), "two"])
    client = ChatClient.builder(model).default_tools(stuck, quick).build()
    assert await client.prompt("go").call().acontent() == "one"
    assert await client.prompt("again").call().acontent() == "two"
    quick_results = model.prompts[-1].messages[-1]
    assert isinstance(quick_results, ToolResponseMessage)
    assert quick_results.responses[0].data == "quick answer"
    from sprig.tools import tool_thread_pool

    assert tool_thread_pool().stuck.get("stuck") == 50  # stuck threads are counted per tool
    # the loop's default executor is free for everyone else
    assert await asyncio.get_running_loop().run_in_executor(None, lambda: "free") == "free"

    # a fresh model connection that resolves a host name (DNS runs on the loop's default executor)
    openai_server.add(reply("still alive"))
    fresh = OpenAiChatModel(model="m", base_url=openai_server.url.replace("127.0.0.1", "localhost"), api_key="k")
    try:
        text = await asyncio.wait_for(ChatClient.create(fresh).prompt("hi").call().acontent(), 20)
        assert text == "still alive"
    finally:
        await fresh.aclose()


def test_1_defaults_are_documented_names() -> None:
    from sprig.tools import DEFAULT_MAX_STUCK, DEFAULT_TOOL_TIMEOUT, ToolThreadsExhaustedError, configure_tool_threads

    assert DEFAULT_MAX_STUCK == 64
    assert DEFAULT_TOOL_TIMEOUT == 300
    assert callable(configure_tool_threads)
    assert issubclass(ToolThreadsExhaustedError, Exception)


async def test_1_exhausted_pool_fails_at_once_naming_the_stuck_tools(release: threading.Event) -> None:
    from sprig.tools import DEFAULT_MAX_STUCK, ToolThreadsExhaustedError, configure_tool_threads

    @tool(timeout=0.05)
    def hang() -> str:
        """Hangs."""
        release.wait(30)
        return "late"

    @tool
    def fine() -> str:
        """Fine."""
        return "fine"

    configure_tool_threads(max_stuck=2)
    try:
        model = ScriptedChatModel(
            [[ToolCall("1", "hang", "{}"), ToolCall("2", "hang", "{}")], ToolCall("3", "fine", "{}"), "end"]
        )
        client = ChatClient.builder(model).default_tools(hang, fine).build()
        assert await client.prompt("go").call().acontent() == "end"
        refused = model.prompts[2].messages[-1]
        assert isinstance(refused, ToolResponseMessage)
        assert "hang" in refused.responses[0].data and "stuck" in refused.responses[0].data
        from sprig import ToolCallbacks

        with pytest.raises(Exception, match="hang") as info:  # the tool itself, called directly
            await ToolCallbacks.from_functions(fine)[0].acall("{}")
        assert isinstance(info.value, ToolThreadsExhaustedError) or isinstance(
            info.value.__cause__, ToolThreadsExhaustedError
        )
    finally:
        release.set()
        configure_tool_threads(max_stuck=DEFAULT_MAX_STUCK)


# -- 3. sprig mcp serve ---------------------------------------------------------------------------


def _serve(*extra: str) -> subprocess.CompletedProcess[str]:
    from support.mcp_servers import SPRIG_ENV, sprig_serve_command

    return subprocess.run(
        sprig_serve_command("support.mcp_sprig_tools:TOOLS", "--transport", "http", *extra),
        capture_output=True,
        text=True,
        timeout=30,
        env={**os.environ, **SPRIG_ENV},
    )


def test_3_public_bind_without_token_is_refused() -> None:
    done = _serve("--host", "0.0.0.0", "--port", "0")
    assert done.returncode != 0
    text = (done.stderr + done.stdout).lower()
    assert "token" in text and "--insecure" in text


def test_3_startup_prints_where_it_listens() -> None:
    from support.mcp_servers import SPRIG_ENV, free_port, sprig_serve_command

    port = free_port()
    process = subprocess.Popen(
        sprig_serve_command("support.mcp_sprig_tools:TOOLS", "--transport", "http", "--port", str(port)),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, **SPRIG_ENV},
    )
    try:
        assert process.stderr is not None
        line = process.stderr.readline()
        assert f"127.0.0.1:{port}" in line
    finally:
        process.terminate()
        process.communicate(timeout=10)


INITIALIZE = json.dumps(
    {
        "jsonrpc": "2.0",
        "id": 1,
        "method": "initialize",
        "params": {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "t", "version": "1"}},
    }
).encode()


def _post(url: str, headers: dict[str, str]) -> int:
    import urllib.error
    import urllib.request

    request = urllib.request.Request(
        url,
        data=INITIALIZE,
        method="POST",
        headers={"Content-Type": "application/json", "Accept": "application/json, text/event-stream", **headers},
    )
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            return int(response.status)
    except urllib.error.HTTPError as error:
        return int(error.code)


def test_3_public_bind_with_token_from_environment_requires_it_and_keeps_host_checks() -> None:
    from support.mcp_servers import SPRIG_ENV, free_port, sprig_serve_command

    port = free_port()
    process = subprocess.Popen(
        sprig_serve_command(
            "support.mcp_sprig_tools:TOOLS", "--transport", "http", "--host", "0.0.0.0", "--port", str(port)
        ),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, **SPRIG_ENV, "SPRIG_MCP_TOKEN": "s3cret"},
    )
    try:
        assert process.stderr is not None
        assert str(port) in process.stderr.readline()
        url = f"http://127.0.0.1:{port}/mcp"
        assert _post(url, {}) == 401
        assert _post(url, {"Authorization": "Bearer wrong"}) == 401
        assert _post(url, {"Authorization": "Bearer s3cret"}) == 200
        assert _post(url, {"Authorization": "Bearer s3cret", "Origin": "http://evil.example"}) in (400, 403, 421)
    finally:
        process.terminate()
        process.communicate(timeout=10)


async def test_3_meta_from_caller_does_not_reach_tools_except_allowlist() -> None:
    from sprig.mcp import McpToolCallbackProvider, StreamableHttpServer
    from support.mcp_servers import SPRIG_ENV, free_port, http_server, sprig_serve_command

    port = free_port()
    command = sprig_serve_command(
        "support.mcp_sprig_tools:TOOLS", "--transport", "http", "--port", str(port), "--context", "tenant=acme"
    )
    with http_server(command, port, SPRIG_ENV) as base:
        provider = McpToolCallbackProvider(StreamableHttpServer(url=f"{base}/mcp"), meta_filter=lambda key, value: True)
        try:
            tools = {cb.definition.name: cb for cb in await provider.atool_callbacks()}
            seen = await tools["context"].acall("{}", {"role": "admin", "user": "eve", "conversation_id": "c9"})
        finally:
            await provider.aclose()
    assert "role=admin" not in seen and "user=eve" not in seen
    assert "tenant=acme" in seen
    assert "conversation_id=c9" in seen


@pytest.mark.parametrize(
    ("options", "expected", "refused"),
    [
        (("--allow-meta", "user"), {"user=eve"}, {"role=admin", "conversation_id=c9"}),
        (("--no-meta",), set(), {"role=admin", "user=eve", "conversation_id=c9"}),
    ],
)
async def test_3_meta_allowlist_options(options: tuple[str, ...], expected: set[str], refused: set[str]) -> None:
    from sprig.mcp import McpToolCallbackProvider, StreamableHttpServer
    from support.mcp_servers import SPRIG_ENV, free_port, http_server, sprig_serve_command

    port = free_port()
    command = sprig_serve_command("support.mcp_sprig_tools:TOOLS", "--transport", "http", "--port", str(port), *options)
    with http_server(command, port, SPRIG_ENV) as base:
        provider = McpToolCallbackProvider(StreamableHttpServer(url=f"{base}/mcp"), meta_filter=lambda key, value: True)
        try:
            tools = {cb.definition.name: cb for cb in await provider.atool_callbacks()}
            seen = set(
                (await tools["context"].acall("{}", {"role": "admin", "user": "eve", "conversation_id": "c9"})).split(
                    ","
                )
            )
        finally:
            await provider.aclose()
    assert expected <= seen and not (refused & seen)


async def test_3_token_required_when_given() -> None:
    from sprig.mcp import McpError, McpToolCallbackProvider, StreamableHttpServer
    from support.mcp_servers import SPRIG_ENV, free_port, http_server, sprig_serve_command

    port = free_port()
    command = sprig_serve_command(
        "support.mcp_sprig_tools:TOOLS", "--transport", "http", "--port", str(port), "--token", "s3cret"
    )
    with http_server(command, port, SPRIG_ENV) as base:
        anonymous = McpToolCallbackProvider(StreamableHttpServer(url=f"{base}/mcp"))
        try:
            with pytest.raises((McpError, Exception)):
                callbacks = await anonymous.atool_callbacks()
                if not callbacks:
                    raise McpError("no tools without the token")
        finally:
            await anonymous.aclose()
        allowed = McpToolCallbackProvider(
            StreamableHttpServer(url=f"{base}/mcp", headers={"Authorization": "Bearer s3cret"})
        )
        try:
            names = {cb.definition.name for cb in await allowed.atool_callbacks()}
            assert "greet" in names
        finally:
            await allowed.aclose()


# -- 5. a lone surrogate --------------------------------------------------------------------------


async def test_5_lone_surrogate_in_tool_result_does_not_kill_the_conversation(
    openai_server: OpenAiLoopbackServer,
) -> None:
    @tool
    def list_files() -> str:
        """List files."""
        return "report-\udcff.txt"

    openai_server.add(reply(tool_calls=[("c1", "list_files", "{}")]))
    openai_server.add(reply("one file"))
    model = model_for(openai_server)
    try:
        client = ChatClient.builder(model).default_tools(list_files).build()
        assert await client.prompt("files?").call().acontent() == "one file"
        sent = next(m for m in openai_server.requests[-1].messages if m["role"] == "tool")
        assert sent["content"] == "report-\ufffd.txt"
    finally:
        await model.aclose()


async def test_5_lone_surrogate_in_user_text(openai_server: OpenAiLoopbackServer) -> None:
    openai_server.add(reply("fine"))
    model = model_for(openai_server)
    try:
        assert await ChatClient.create(model).prompt("name: caf\udce9").call().acontent() == "fine"
        assert openai_server.requests[-1].messages[-1]["content"] == "name: caf\ufffd"
    finally:
        await model.aclose()


async def test_5_lone_surrogate_to_anthropic() -> None:
    from sprig.models import AnthropicChatModel
    from support.anthropic_server import AnthropicLoopbackServer, Json, message

    @tool
    def list_files() -> str:
        """List files."""
        return "report-\udcff.txt"

    async with AnthropicLoopbackServer() as server:
        server.add(Json(message([{"type": "tool_use", "id": "t1", "name": "list_files", "input": {}}], "tool_use")))
        server.add(Json(message([{"type": "text", "text": "one file"}])))
        model = AnthropicChatModel(model="claude", base_url=server.url, api_key="k")
        try:
            client = ChatClient.builder(model).default_tools(list_files).build()
            assert await client.prompt("files \ud800?").call().acontent() == "one file"
            sent = json.dumps(server.requests[-1].body)
            assert "\\ufffd" in sent and "\\udcff" not in sent and "\\ud800" not in sent
        finally:
            await model.aclose()


# -- 6. parsers: typed errors, never raw ones -----------------------------------------------------

GARBLED_BODIES: list[Any] = [
    {"choices": {"a": 1}},
    {"choices": [{"message": {"role": "assistant", "content": 5}, "finish_reason": "stop"}]},
    {"choices": [{"message": {"role": "assistant", "content": "x"}, "finish_reason": ["stop"]}]},
    {
        "choices": [
            {
                "message": {
                    "role": "assistant",
                    "content": None,
                    "tool_calls": [{"id": 7, "type": "function", "function": {"name": "f", "arguments": "{}"}}],
                },
                "finish_reason": "tool_calls",
            }
        ]
    },
    {
        "choices": [
            {
                "message": {
                    "role": "assistant",
                    "content": None,
                    "tool_calls": [{"id": "a", "type": "function", "function": {"name": ["f"], "arguments": "{}"}}],
                },
                "finish_reason": "tool_calls",
            }
        ]
    },
    [1, 2],
    "just a string",
]


@pytest.mark.parametrize("body", GARBLED_BODIES)
async def test_6_garbled_blocking_openai_reply_is_a_provider_response_error(
    openai_server: OpenAiLoopbackServer, body: Any
) -> None:
    openai_server.add(JsonReply(body))
    model = model_for(openai_server)
    try:
        with pytest.raises(ProviderResponseError) as info:
            await ChatClient.create(model).prompt("hi").call().acontent()
        assert info.value.payload is not None or str(info.value)
    finally:
        await model.aclose()


GARBLED_CHUNKS: list[Any] = [
    {"choices": {"a": 1}},
    {"choices": [{"index": 0, "delta": {"content": 5}}]},
    {"choices": [{"index": 0, "delta": {"content": "x"}, "finish_reason": ["stop"]}]},
    {"choices": [{"index": 0, "delta": {"tool_calls": [{"index": 0, "id": 5, "function": {"name": "f"}}]}}]},
    {"choices": [{"index": 0, "delta": {"tool_calls": [{"index": 0, "id": "a", "function": {"name": 3}}]}}]},
    b"data: {not json\n\n",
    b"data: \xff\xfe{}\n\n",
    {"choices": [{"index": 0, "delta": "text"}]},
    {"choices": [{"index": 0, "delta": {"tool_calls": {"index": 0}}}]},
]


@pytest.mark.parametrize("bad", GARBLED_CHUNKS)
async def test_6_garbled_stream_chunk_is_a_provider_response_error(
    openai_server: OpenAiLoopbackServer, bad: Any
) -> None:
    openai_server.add(StreamReply([text_chunk("Hel"), bad, text_chunk("lo", "stop")]))
    model = model_for(openai_server)
    try:
        with pytest.raises(ProviderResponseError):
            async for _ in ChatClient.create(model).prompt("hi").stream().content():
                pass
    finally:
        await model.aclose()


async def test_6_error_carries_the_offending_payload_shortened(openai_server: OpenAiLoopbackServer) -> None:
    openai_server.add(JsonReply({"choices": {"a": "z" * 1_000_000}}))
    model = model_for(openai_server)
    try:
        with pytest.raises(ProviderResponseError) as info:
            await ChatClient.create(model).prompt("hi").call().acontent()
        payload = info.value.payload
        assert payload and "choices" in str(payload)
        assert len(str(payload)) < 20_000 and len(str(info.value)) < 20_000
    finally:
        await model.aclose()


async def test_6_anthropic_usage_of_wrong_type() -> None:
    from sprig.models import AnthropicChatModel
    from support.anthropic_server import AnthropicLoopbackServer, Json

    async with AnthropicLoopbackServer() as server:
        server.add(
            Json(
                {
                    "id": "msg_1",
                    "type": "message",
                    "role": "assistant",
                    "model": "claude",
                    "content": [{"type": "text", "text": "hi"}],
                    "stop_reason": "end_turn",
                    "usage": [1],
                }
            )
        )
        model = AnthropicChatModel(model="claude", base_url=server.url, api_key="k")
        try:
            with pytest.raises(ProviderResponseError):
                await ChatClient.create(model).prompt("hi").call().acontent()
        finally:
            await model.aclose()


def _anthropic_garbled_streams() -> list[list[Any]]:
    from support.anthropic_server import message_events

    good = message_events([{"type": "text", "text": "Hello there"}])
    cases: list[list[Any]] = []
    bad_usage = [dict(e) for e in good]
    bad_usage[-2] = {**bad_usage[-2], "usage": [1]}
    cases.append(bad_usage)
    bad_delta = [dict(e) for e in good]
    index = next(i for i, e in enumerate(bad_delta) if e["type"] == "content_block_delta")
    bad_delta[index] = {**bad_delta[index], "delta": {"type": "text_delta", "text": 5}}
    cases.append(bad_delta)
    bad_stop = [dict(e) for e in good]
    bad_stop[-2] = {**bad_stop[-2], "delta": {"stop_reason": ["end_turn"]}}
    cases.append(bad_stop)
    cases.append([*good[:3], b"event: content_block_delta\ndata: {oops\n\n", *good[3:]])
    return cases


@pytest.mark.parametrize("events", _anthropic_garbled_streams())
async def test_6_anthropic_garbled_stream_is_a_provider_response_error(events: list[Any]) -> None:
    from sprig.models import AnthropicChatModel
    from support.anthropic_server import AnthropicLoopbackServer, Sse

    async with AnthropicLoopbackServer() as server:
        server.add(Sse(events))
        model = AnthropicChatModel(model="claude", base_url=server.url, api_key="k")
        try:
            with pytest.raises(ProviderResponseError):
                async for _ in ChatClient.create(model).prompt("hi").stream().content():
                    pass
        finally:
            await model.aclose()


# -- 7. a total deadline, a default tool timeout --------------------------------------------------


async def test_7_keep_alives_cannot_hold_a_stream_past_the_deadline(openai_server: OpenAiLoopbackServer) -> None:
    from sprig.models import ChatModelError

    events: list[Any] = [text_chunk("Hel")]
    for _ in range(100):
        events += [Pause(0.1), b": keep-alive\n\n"]
    openai_server.add(StreamReply(events))
    model = model_for(openai_server, timeout=5, deadline=0.5)
    try:
        with pytest.raises(ChatModelError):
            async for _ in ChatClient.create(model).prompt("hi").stream().content():
                pass
    finally:
        await model.aclose()


def test_7_default_tool_timeout_is_set() -> None:
    from sprig.tools import DEFAULT_TOOL_TIMEOUT

    assert DEFAULT_TOOL_TIMEOUT is not None and 0 < DEFAULT_TOOL_TIMEOUT <= 3600
    assert ToolCallingManager().timeout == DEFAULT_TOOL_TIMEOUT


def test_7_documented_defaults_are_visible_on_the_model() -> None:
    from sprig.models import AnthropicChatModel

    for model_type in (OpenAiChatModel, AnthropicChatModel):
        model = model_type(model="m", base_url="http://127.0.0.1:9", api_key="k")
        assert (model.timeout, model.deadline) == (600, 600)
        bounded = model_type(model="m", base_url="http://127.0.0.1:9", api_key="k", timeout=5, deadline=None)
        assert (bounded.timeout, bounded.deadline) == (5, None)


def test_7_deadline_option_is_validated() -> None:
    with pytest.raises((TypeError, ValueError)):
        OpenAiChatModel(model="m", base_url="http://127.0.0.1:9", api_key="k", deadline=-1)


# -- 10. MCP sessions over streamable HTTP recover after a server restart ------------------------


async def test_10_provider_recovers_after_server_restart() -> None:
    from sprig.mcp import McpSession, McpToolCallbackProvider, StreamableHttpServer
    from support.mcp_servers import EVERYTHING_JS, everything_available, free_port, http_server

    if not everything_available():
        pytest.skip("server-everything not installed")
    port = free_port()
    command = ["node", str(EVERYTHING_JS), "streamableHttp"]
    env = {"PORT": str(port)}
    session = McpSession(StreamableHttpServer(url=f"http://127.0.0.1:{port}/mcp", name="everything"))
    model = ScriptedChatModel(
        [
            ToolCall("1", "echo", '{"message": "before"}'),
            "ok1",
            ToolCall("2", "echo", '{"message": "after"}'),
            "ok2",
        ]
    )
    try:
        with http_server(command, port, env=env):
            provider = McpToolCallbackProvider(session)
            client = ChatClient.builder(model).default_tools(provider).build()
            assert await client.prompt("one").call().acontent() == "ok1"
            assert session.connected
        with http_server(command, port, env=env):  # a new process: the old session id is unknown
            assert await client.prompt("two").call().acontent() == "ok2"
            assert session.connected
        results = [p.messages[-1] for p in model.prompts if isinstance(p.messages[-1], ToolResponseMessage)]
        assert [r.responses[0].data for r in results] == ["Echo: before", "Echo: after"]  # type: ignore[attr-defined]
    finally:
        await session.aclose()


# -- 11. MCP tools that require task execution ---------------------------------------------------


async def test_11_task_only_tools_are_not_offered() -> None:
    from sprig.mcp import McpSession, McpToolCallbackProvider
    from support.mcp_servers import everything_available, everything_stdio

    if not everything_available():
        pytest.skip("server-everything not installed")
    session = McpSession(everything_stdio(name="everything"))
    try:
        async with McpToolCallbackProvider(session) as provider:
            required = {
                listed.name
                for listed in await session.alist_tools()
                if listed.execution is not None and listed.execution.task_support == "required"
            }
            assert required  # server-everything has one (simulate-research-query)
            names = {callback.name for callback in await provider.atool_callbacks()}
            assert "echo" in names and not (required & names)
    finally:
        await session.aclose()


# -- 12. the blocking API does not leak the HTTP session ------------------------------------------

LEAK_SCRIPT = textwrap.dedent(
    """
    from sprig import ChatClient
    from sprig.models import OpenAiChatModel
    from support.openai_server import OpenAiLoopbackServer, reply

    server = OpenAiLoopbackServer(always=reply("hello"))
    server.start_thread()
    model = OpenAiChatModel(model="m", base_url=server.url, api_key="k")
    print(ChatClient.builder(model).build().prompt("hi").call().content())
    """
)


def test_12_blocking_use_never_closed_exits_without_unclosed_warnings() -> None:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([os.environ.get("PYTHONPATH", ""), str(TESTS)])}
    done = subprocess.run(
        [sys.executable, "-X", "dev", "-c", LEAK_SCRIPT], capture_output=True, text=True, env=env, timeout=60
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "hello"
    assert "Unclosed" not in done.stderr and "Traceback" not in done.stderr, done.stderr


# -- 13. low ---------------------------------------------------------------------------------------


def test_13_strict_mode_nulls_inside_tuples_and_dict_values() -> None:
    from sprig import ToolCallbacks

    @tool(strict=True)
    def plan(steps: dict[str, int | None], pair: tuple[str, int | None] = ("a", 1), limit: int = 3) -> str:
        """Plan."""
        return json.dumps({"steps": steps, "pair": list(pair), "limit": limit})

    callback = ToolCallbacks.from_functions(plan)[0]
    out = json.loads(callback.call('{"steps": {"x": null}, "pair": ["b", null], "limit": null}'))
    assert out["limit"] == 3
    assert out["pair"] == ["b", None]


def test_13_logger_does_not_log_tool_context_values(caplog: pytest.LogCaptureFixture) -> None:
    from sprig.advisors import SimpleLoggerAdvisor

    @tool
    def whoami(ctx: ToolContext) -> str:
        """Who."""
        return "you"

    model = ScriptedChatModel([ToolCall("1", "whoami", "{}"), "ok"])
    client = (
        ChatClient.builder(model)
        .default_tools(whoami)
        .default_tool_context(api_key="sk-very-secret-value")
        .default_advisors(SimpleLoggerAdvisor())
        .build()
    )
    with caplog.at_level(logging.DEBUG):
        assert client.prompt("hi").call().content() == "ok"
    assert caplog.records
    assert "sk-very-secret-value" not in caplog.text


@pytest.mark.parametrize("bad", [math.nan, math.inf, -math.inf])
def test_13_nan_and_infinity_in_message_metadata_are_refused(bad: float) -> None:
    with pytest.raises(ValueError):
        UserMessage("hi", metadata={"score": bad})
    with pytest.raises(ValueError):
        UserMessage("hi", metadata={"nested": {"scores": [1.0, bad]}})


def test_13_tool_results_are_capped_with_a_note() -> None:
    from sprig.tools import DEFAULT_MAX_RESULT_CHARS

    @tool
    def huge() -> str:
        """Huge."""
        return "x" * 10_000_000

    model = ScriptedChatModel([ToolCall("1", "huge", "{}"), "ok"])
    client = ChatClient.builder(model).default_tools(huge).build()
    assert client.prompt("go").call().content() == "ok"
    result = model.prompts[1].messages[-1]
    assert isinstance(result, ToolResponseMessage)
    data = result.responses[0].data
    assert DEFAULT_MAX_RESULT_CHARS <= len(data) < DEFAULT_MAX_RESULT_CHARS + 1000
    assert data.count("x") == DEFAULT_MAX_RESULT_CHARS
    tail = data.replace("x", "")
    assert str(DEFAULT_MAX_RESULT_CHARS) in tail.replace(",", "") or "cut" in tail or "truncated" in tail


def test_13_max_result_chars_is_configurable() -> None:
    @tool
    def big() -> str:
        """Big."""
        return "y" * 500

    model = ScriptedChatModel([ToolCall("1", "big", "{}"), "ok"])
    client = (
        ChatClient.builder(model)
        .default_tools(big)
        .default_advisors(
            __import__("sprig.advisors", fromlist=["ToolCallAdvisor"]).ToolCallAdvisor(
                ToolCallingManager(max_result_chars=100)
            )
        )
        .build()
    )
    client.prompt("go").call().content()
    data = model.prompts[1].messages[-1].responses[0].data  # type: ignore[attr-defined]
    assert data.startswith("y" * 100) and not data.startswith("y" * 101)


async def test_13_stream_that_started_is_not_reported_as_did_not_answer(
    openai_server: OpenAiLoopbackServer,
) -> None:
    from sprig.models import ChatModelError
    from support.openai_server import CUT

    openai_server.add(StreamReply([text_chunk("Hel"), CUT], done=False))
    model = model_for(openai_server)
    try:
        with pytest.raises(ChatModelError) as info:
            async for _ in ChatClient.create(model).prompt("hi").stream().content():
                pass
        assert "did not answer" not in str(info.value)
    finally:
        await model.aclose()


async def test_13_html_reply_on_a_stream_is_named_html(openai_server: OpenAiLoopbackServer) -> None:
    from sprig.models import ChatModelError

    page = "<!DOCTYPE html><html><body><h1>502 Bad Gateway</h1></body></html>"
    openai_server.add(JsonReply(page))
    model = model_for(openai_server)
    try:
        with pytest.raises(ChatModelError) as info:
            async for _ in ChatClient.create(model).prompt("hi").stream().content():
                pass
        assert "HTML" in str(info.value)
    finally:
        await model.aclose()


def test_chunk_helper_is_used() -> None:
    assert chunk({"content": "x"})["choices"][0]["delta"] == {"content": "x"}


# -- 6. property-based, through the whole client (tool loop included) -------------------------------


def _mutations() -> Any:
    from hypothesis import strategies as st

    leaves = (
        st.none()
        | st.booleans()
        | st.integers(-(2**63), 2**63 - 1)
        | st.floats(allow_nan=False, allow_infinity=False)
        | st.text(max_size=8)
    )
    values = st.recursive(
        leaves,
        lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner, max_size=3),
        max_leaves=6,
    )
    return values


def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [prefix]
    if isinstance(value, dict):
        for key, item in value.items():
            found += _paths(item, (*prefix, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found += _paths(item, (*prefix, index))
    return found


def _replace(value: Any, path: tuple[Any, ...], new: Any) -> Any:
    if not path:
        return new
    copy = dict(value) if isinstance(value, dict) else list(value)
    copy[path[0]] = _replace(value[path[0]], path[1:], new)
    return copy


def test_6_garbled_tool_round_through_the_client_is_typed(openai_server_thread: OpenAiLoopbackServer) -> None:
    from hypothesis import HealthCheck, given, settings
    from hypothesis import strategies as st

    from sprig.models import RetryPolicy
    from support.openai_server import completion, tool_call

    @tool
    def weather(city: str) -> str:
        """Weather."""
        return f"sunny in {city}"

    valid = completion(
        tool_calls=[tool_call("c1", "weather", {"city": "Paris"})],
        usage={"prompt_tokens": 1, "completion_tokens": 1, "total_tokens": 2},
    )
    paths = _paths(valid)
    model = OpenAiChatModel(
        model="m", base_url=openai_server_thread.url, api_key="k", retry=RetryPolicy(max_attempts=1)
    )
    client = ChatClient.builder(model).default_tools(weather).build()
    openai_server_thread.always(reply("done"))

    @settings(max_examples=60, deadline=None, database=None, suppress_health_check=list(HealthCheck))
    @given(path=st.sampled_from(paths), new=_mutations())
    def check(path: tuple[Any, ...], new: Any) -> None:
        openai_server_thread.add(JsonReply(_replace(valid, path, new)))
        try:
            text = client.prompt("weather?").call().content()
        except ProviderResponseError:
            openai_server_thread._queue.clear()
            return
        assert isinstance(text, str)

    try:
        check()
    finally:
        model.close()


def test_6_garbled_tool_round_stream_through_the_client_is_typed(openai_server_thread: OpenAiLoopbackServer) -> None:
    from hypothesis import HealthCheck, given, settings
    from hypothesis import strategies as st

    from sprig import DoneEvent, TextDeltaEvent
    from sprig.models import RetryPolicy

    @tool
    def weather(city: str) -> str:
        """Weather."""
        return f"sunny in {city}"

    script = reply("Let me see.", tool_calls=[("c1", "weather", '{"city": "Paris"}')]).render(stream=True)
    assert isinstance(script, StreamReply)
    events = [e for e in script.events if isinstance(e, dict)]
    spots = [(i, path) for i, event in enumerate(events) for path in _paths(event)]
    model = OpenAiChatModel(
        model="m", base_url=openai_server_thread.url, api_key="k", retry=RetryPolicy(max_attempts=1)
    )
    client = ChatClient.builder(model).default_tools(weather).build()
    openai_server_thread.always(reply("done"))

    @settings(max_examples=60, deadline=None, database=None, suppress_health_check=list(HealthCheck))
    @given(spot=st.sampled_from(spots), new=_mutations())
    def check(spot: tuple[int, tuple[Any, ...]], new: Any) -> None:
        index, path = spot
        garbled = list(events)
        garbled[index] = _replace(events[index], path, new)
        openai_server_thread.add(StreamReply(garbled))
        try:
            seen = list(client.prompt("weather?").stream().events())
        except ProviderResponseError:
            openai_server_thread._queue.clear()
            return
        assert isinstance(seen[-1], DoneEvent)
        assert all(isinstance(e.text, str) for e in seen if isinstance(e, TextDeltaEvent))

    try:
        check()
    finally:
        model.close()


async def test_10_server_down_is_a_typed_error_and_not_connected_then_recovers() -> None:
    from sprig.mcp import McpConnectionError, McpSession, StreamableHttpServer
    from support.mcp_servers import EVERYTHING_JS, everything_available, free_port, http_server

    if not everything_available():
        pytest.skip("server-everything not installed")
    port = free_port()
    command = ["node", str(EVERYTHING_JS), "streamableHttp"]
    env = {"PORT": str(port)}
    session = McpSession(StreamableHttpServer(url=f"http://127.0.0.1:{port}/mcp", name="everything", timeout=5))
    try:
        with http_server(command, port, env=env):
            await session.acall_tool("echo", {"message": "a"})
            assert session.connected
        with pytest.raises(McpConnectionError):
            await session.acall_tool("echo", {"message": "b"})
        assert not session.connected
        with http_server(command, port, env=env):
            result = await session.acall_tool("echo", {"message": "c"})
            assert "Echo: c" in str(result)
            assert session.connected
            await session.aclose()
    finally:
        await session.aclose()
