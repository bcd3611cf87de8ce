"""Streamable HTTP sessions recover when the server forgets them (a restart answers the old id with 400)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import pytest
from aiohttp import web

from sprig.mcp import McpConnectionError, McpSession, StreamableHttpServer
from support.mcp_servers import EVERYTHING_JS, free_port, http_server, requires_everything


def _text(result: object) -> str:
    return "".join(getattr(block, "text", "") for block in result.content)  # type: ignore[attr-defined]


@requires_everything
async def test_session_survives_a_restart_of_server_everything() -> None:
    port = free_port()
    command = ["node", str(EVERYTHING_JS), "streamableHttp"]
    env = {"PORT": str(port)}
    with http_server(command, port, env=env) as base:
        session = McpSession(StreamableHttpServer(url=f"{base}/mcp", timeout=20, name="everything"))
        assert _text(await session.acall_tool("echo", {"message": "before"})) == "Echo: before"
        assert session.connected
    try:
        # the new process answers the old session id with 400 "No valid session ID provided"
        with http_server(command, port, env=env):
            assert _text(await session.acall_tool("echo", {"message": "after"})) == "Echo: after"
            assert session.connected
            assert "echo" in {tool.name for tool in await session.alist_tools(refresh=True)}
            assert _text(await session.acall_tool("echo", {"message": "again"})) == "Echo: again"
    finally:
        await session.aclose()


class _Forgetful:
    """A streamable HTTP server that initialises sessions, then rejects every one (400, no id)."""

    def __init__(self) -> None:
        self.sessions = 0

    async def handle(self, request: web.Request) -> web.StreamResponse:
        if request.method != "POST":
            return web.Response(status=405)
        message: dict[str, Any] = await request.json()
        if message.get("method") == "initialize":
            self.sessions += 1
            result = {
                "protocolVersion": message["params"]["protocolVersion"],
                "capabilities": {"tools": {}},
                "serverInfo": {"name": "forgetful", "version": "1"},
            }
            return web.json_response(
                {"jsonrpc": "2.0", "id": message["id"], "result": result},
                headers={"mcp-session-id": f"s{self.sessions}"},
            )
        if "id" not in message:
            return web.Response(status=202)
        error = {"code": -32000, "message": "Bad Request: No valid session ID provided"}
        return web.json_response({"jsonrpc": "2.0", "error": error}, status=400)


@pytest.fixture
async def forgetful() -> AsyncIterator[tuple[str, _Forgetful]]:
    server = _Forgetful()
    app = web.Application()
    app.router.add_route("*", "/mcp", server.handle)
    runner = web.AppRunner(app)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
    try:
        yield f"http://127.0.0.1:{port}/mcp", server
    finally:
        await runner.cleanup()


async def test_a_rejected_session_is_reinitialised_once_and_the_servers_message_reported(
    forgetful: tuple[str, _Forgetful],
) -> None:
    url, server = forgetful
    session = McpSession(StreamableHttpServer(url=url, mode="legacy", name="forgetful", timeout=10))
    try:
        with pytest.raises(McpConnectionError) as caught:
            await session.acall_tool("anything", {})
        message = str(caught.value)
        assert "No valid session ID provided" in message and "HTTP 400" in message
        assert "re-initialising" in message
        assert server.sessions == 2  # the first session, then exactly one re-initialisation
        assert not session.connected
    finally:
        await session.aclose()
