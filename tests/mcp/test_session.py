"""McpSession against the stateful test server: state, changes, crashes, timeouts, loops."""

from __future__ import annotations

import asyncio
import threading

import pytest

from sprig.mcp import (
    McpConnectionError,
    McpProtocolError,
    McpSession,
    McpSessionClosedError,
    McpTimeoutError,
    StdioServer,
)
from support.mcp_servers import counter_stdio


def _text(result: object) -> str:
    return "".join(getattr(block, "text", "") for block in result.content)  # type: ignore[attr-defined]


async def test_state_survives_between_calls_on_one_session() -> None:
    async with McpSession(counter_stdio()) as session:
        first = await session.acall_tool("increment", {"by": 2})
        second = await session.acall_tool("increment", {"by": 3})
        assert _text(first) == "2"
        assert _text(second) == "5"
        assert session.connected


async def test_concurrent_calls_share_the_session() -> None:
    async with McpSession(counter_stdio()) as session:
        results = await asyncio.gather(*(session.acall_tool("increment", {}) for _ in range(10)))
        assert sorted(int(_text(result)) for result in results) == list(range(1, 11))


async def test_server_killed_mid_call_gives_clear_error_then_reconnects() -> None:
    async with McpSession(counter_stdio()) as session:
        assert _text(await session.acall_tool("increment", {"by": 7})) == "7"
        with pytest.raises(McpConnectionError, match="counter") as caught:
            await session.acall_tool("die", {})
        assert caught.value.server == "counter"
        # A new process: the state starts again, and the session works.
        assert _text(await session.acall_tool("increment", {})) == "1"


async def test_tool_list_is_cached_and_refreshed_on_list_changed() -> None:
    async with McpSession(counter_stdio()) as session:
        first = await session.alist_tools()
        assert await session.alist_tools() is first  # cached
        assert "extra" not in {tool.name for tool in first}
        await session.acall_tool("add_tool", {"name": "extra"})
        for _ in range(100):  # the notification arrives on its own stream
            names = {tool.name for tool in await session.alist_tools()}
            if "extra" in names:
                break
            await asyncio.sleep(0.02)
        assert "extra" in names
        assert _text(await session.acall_tool("extra", {})) == "I am extra"


async def test_per_call_timeout_keeps_session_usable() -> None:
    async with McpSession(counter_stdio(timeout=0.3)) as session:
        with pytest.raises(McpTimeoutError) as caught:
            await session.acall_tool("slow", {"seconds": 5})
        assert isinstance(caught.value, TimeoutError)
        assert _text(await session.acall_tool("slow", {"seconds": 0.01}, timeout_seconds=5)) == "done"


async def test_unknown_tool_is_a_protocol_error_or_error_result() -> None:
    async with McpSession(counter_stdio()) as session:
        try:
            result = await session.acall_tool("no_such_tool", {})
        except McpProtocolError as exc:
            assert "no_such_tool" in str(exc)
        else:
            assert result.is_error and "no_such_tool" in _text(result)


async def test_command_that_cannot_start_is_a_connection_error() -> None:
    session = McpSession(StdioServer(command="/nonexistent/mcp-server", name="ghost"))
    with pytest.raises(McpConnectionError, match="ghost"):
        await session.alist_tools()
    with pytest.raises(McpConnectionError):  # tried again, fails again, nothing hangs
        await session.alist_tools()
    await session.aclose()


async def test_server_that_exits_at_start_fails_fast() -> None:
    session = McpSession(StdioServer(command="python3", args=["-c", "pass"], name="quitter", connect_timeout=10))
    with pytest.raises(McpConnectionError, match="quitter"):
        await session.alist_tools()


async def test_closed_session_refuses_requests() -> None:
    session = McpSession(counter_stdio())
    await session.acall_tool("increment", {})
    await session.aclose()
    assert session.closed and not session.connected
    with pytest.raises(McpSessionClosedError):
        await session.acall_tool("increment", {})


def test_blocking_face_and_a_second_event_loop_share_one_connection() -> None:
    session = McpSession(counter_stdio())
    try:
        assert _text(session.call_tool("increment", {})) == "1"  # opened on sprig's background loop

        async def from_user_loop() -> str:
            return _text(await session.acall_tool("increment", {}))

        assert asyncio.run(from_user_loop()) == "2"  # handed to the owner loop: same process

        outcome: list[str] = []
        thread = threading.Thread(target=lambda: outcome.append(asyncio.run(from_user_loop())))
        thread.start()
        thread.join()
        assert outcome == ["3"]
    finally:
        session.close()
    assert session.closed


def test_session_outlives_the_event_loops_that_use_it() -> None:
    session = McpSession(counter_stdio())

    async def bump() -> str:
        return _text(await session.acall_tool("increment", {}))

    assert asyncio.run(bump()) == "1"
    assert asyncio.run(bump()) == "2"  # the first loop ended; the connection (and its state) did not
    session.close()


def test_close_from_inside_an_async_function_works_and_aclose_is_idempotent() -> None:
    async def scenario() -> None:
        session = McpSession(counter_stdio())
        await session.acall_tool("increment", {})
        session.close()
        await session.aclose()
        assert session.closed

    asyncio.run(scenario())
