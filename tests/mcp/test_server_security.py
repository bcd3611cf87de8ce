"""``sprig mcp serve`` does not trust its callers: _meta allowlist, bearer tokens, bind policy, tidy exits."""

from __future__ import annotations

import fcntl
import os
import pty
import select
import signal
import subprocess
import sys
import termios
import time
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager, contextmanager
from pathlib import Path
from typing import Any

import httpx2
import pytest
from mcp.client.streamable_http import streamable_http_client

from mcp import Client, StdioServerParameters
from support.mcp_servers import ROOT, SPRIG_ENV, free_port, http_server, sprig_serve_command

TOOLS = "support.mcp_sprig_tools:TOOLS"
TESTS_ENV = SPRIG_ENV
INIT = {
    "jsonrpc": "2.0",
    "id": 1,
    "method": "initialize",
    "params": {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "t", "version": "1"}},
}
MCP_HEADERS = {"accept": "application/json, text/event-stream", "content-type": "application/json"}


def _text(result: object) -> str:
    return "".join(getattr(block, "text", "") for block in result.content)  # type: ignore[attr-defined]


def _stdio(*extra: str) -> StdioServerParameters:
    command = sprig_serve_command(TOOLS, *extra)
    return StdioServerParameters(command=command[0], args=command[1:], cwd=str(ROOT / "tests"), env=TESTS_ENV)


@asynccontextmanager
async def _http_client(url: str, token: str | None) -> AsyncIterator[Client]:
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    async with (
        httpx2.AsyncClient(headers=headers) as http,
        Client(streamable_http_client(url, http_client=http)) as client,
    ):
        yield client


# -- _meta: only the allowlist passes, the server's own context wins --------------------------


async def test_callers_meta_cannot_make_itself_admin() -> None:
    meta = {"role": "admin", "user": "mallory", "conversation_id": "c-9"}
    async with Client(_stdio()) as client:
        assert _text(await client.call_tool("context", {}, meta=meta)) == "conversation_id=c-9"


async def test_server_context_wins_and_allowlist_is_explicit() -> None:
    meta = {"role": "admin", "conversation_id": "c-9", "tenant": "t1"}
    async with Client(_stdio("--context", "role=reader", "--allow-meta", "role", "--allow-meta", "tenant")) as client:
        # role is allowed from _meta, but the server configured it: the server's value wins;
        # conversation_id is no longer allowed once the allowlist is given explicitly
        assert _text(await client.call_tool("context", {}, meta=meta)) == "role=reader,tenant=t1"
        too_long = {"tenant": "x" * 1000}
        assert _text(await client.call_tool("context", {}, meta=too_long)) == "role=reader"


async def test_no_meta_passes_nothing() -> None:
    async with Client(_stdio("--no-meta")) as client:
        assert _text(await client.call_tool("context", {}, meta={"conversation_id": "c-1"})) == ""


# -- bearer tokens over HTTP --------------------------------------------------------------------


async def test_http_requires_the_bearer_token() -> None:
    port = free_port()
    command = sprig_serve_command(TOOLS, "--transport", "http", "--port", str(port))
    with http_server(command, port, env={**TESTS_ENV, "SPRIG_MCP_TOKEN": "s3cret-token"}) as base:
        url = f"{base}/mcp"
        async with httpx2.AsyncClient() as http:
            missing = await http.post(url, json=INIT, headers=MCP_HEADERS)
            assert missing.status_code == 401
            assert missing.headers["www-authenticate"].lower().startswith("bearer")
            wrong = await http.post(url, json=INIT, headers={**MCP_HEADERS, "authorization": "Bearer nope"})
            assert wrong.status_code == 401
            # no OAuth here: discovery documents are 404, so clients (the MCP Inspector) stay on bearer tokens
            for document in ("oauth-protected-resource", "oauth-protected-resource/mcp", "oauth-authorization-server"):
                found = await http.get(f"{base}/.well-known/{document}")
                assert found.status_code == 404, document
        async with _http_client(url, "s3cret-token") as client:
            assert _text(await client.call_tool("add", {"a": 1, "b": 2})) == "3"
            meta = {"role": "admin", "conversation_id": "c-3"}
            assert _text(await client.call_tool("context", {}, meta=meta)) == "conversation_id=c-3"


def test_public_address_without_token_is_refused() -> None:
    env = {key: value for key, value in os.environ.items() if key != "SPRIG_MCP_TOKEN"}
    command = sprig_serve_command(TOOLS, "--transport", "http", "--host", "0.0.0.0", "--port", str(free_port()))
    done = subprocess.run(command, cwd=ROOT / "tests", env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 2
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and "0.0.0.0" in lines[0] and "--token" in lines[0] and "--insecure" in lines[0]


async def test_public_address_with_token_keeps_host_checks() -> None:
    port = free_port()
    command = sprig_serve_command(TOOLS, "--transport", "http", "--host", "0.0.0.0", "--port", str(port))
    with http_server([*command, "--token", "tok-123"], port, env=TESTS_ENV) as base:
        auth = {**MCP_HEADERS, "authorization": "Bearer tok-123"}
        async with httpx2.AsyncClient() as http:
            rebound = await http.post(f"{base}/mcp", json=INIT, headers={**auth, "host": "evil.example"})
            assert rebound.status_code == 421
            foreign = await http.post(f"{base}/mcp", json=INIT, headers={**auth, "origin": "http://evil.example"})
            assert foreign.status_code == 403
        async with _http_client(f"{base}/mcp", "tok-123") as client:
            assert _text(await client.call_tool("add", {"a": 2, "b": 2})) == "4"


# -- start-up line, Ctrl-C, Ctrl-D, missing extra ------------------------------------------------


@contextmanager
def _serving_on_a_terminal(*extra: str) -> Iterator[tuple[subprocess.Popen[bytes], int, str]]:
    """``sprig mcp serve --transport http`` with a pseudo-terminal as stdin; yields (process, tty, line)."""
    main_fd, child_fd = pty.openpty()
    port = free_port()
    command = sprig_serve_command(TOOLS, "--transport", "http", "--port", str(port), *extra)
    process = subprocess.Popen(
        command,
        cwd=ROOT / "tests",
        env={**os.environ, **TESTS_ENV},
        stdin=child_fd,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        preexec_fn=_own_terminal,
    )
    os.close(child_fd)
    try:
        assert process.stderr is not None
        line = _read_line(process.stderr.fileno(), limit=30.0)
        yield process, main_fd, line
    finally:
        if process.poll() is None:
            process.kill()
        process.wait()
        os.close(main_fd)


def _own_terminal() -> None:
    """In the child: a new session whose controlling terminal is stdin, in the foreground, as in a shell
    (where Ctrl-C is not ignored, even when the test run was started in the background)."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)
    os.setsid()
    fcntl.ioctl(0, termios.TIOCSCTTY, 0)


def _read_line(fd: int, limit: float) -> str:
    data = b""
    deadline = time.monotonic() + limit
    while b"\n" not in data and time.monotonic() < deadline:
        ready, _, _ = select.select([fd], [], [], 0.2)
        if ready:
            chunk = os.read(fd, 4096)
            if not chunk:
                break
            data += chunk
    return data.decode(errors="replace").splitlines()[0] if data else ""


def _rest(process: subprocess.Popen[bytes]) -> str:
    assert process.stderr is not None
    return process.stderr.read().decode(errors="replace")


def test_startup_says_where_it_listens_and_ctrl_c_is_tidy() -> None:
    with _serving_on_a_terminal() as (process, _, line):
        assert line.startswith("sprig mcp: serving on http://127.0.0.1:") and line.endswith("/mcp")
        process.send_signal(signal.SIGINT)
        assert process.wait(timeout=30) == 130
        rest = _rest(process)
        assert "Traceback" not in rest and "stopped" in rest


def test_ctrl_d_on_the_terminal_stops_the_http_server_cleanly() -> None:
    with _serving_on_a_terminal("--token", "t0k") as (process, terminal, line):
        assert "bearer token required" in line
        os.write(terminal, b"\x04")  # Ctrl-D at the start of a line: end of file
        assert process.wait(timeout=30) == 0
        assert "Traceback" not in _rest(process)


def test_without_the_mcp_extra_one_line_names_the_extra(tmp_path: Path) -> None:
    blocker = tmp_path / "mcp"
    blocker.mkdir()
    (blocker / "__init__.py").write_text("raise ImportError(\"No module named 'mcp'\", name='mcp')\n")
    env: dict[str, Any] = {**os.environ, "PYTHONPATH": os.pathsep.join([str(tmp_path), TESTS_ENV["PYTHONPATH"]])}
    done = subprocess.run(
        [sys.executable, "-m", "sprig.cli", "mcp", "serve", TOOLS],
        cwd=ROOT / "tests",
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 1
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1, done.stderr
    assert "pip install 'sprig-ai[mcp]'" in lines[0] and "Traceback" not in done.stderr


@pytest.mark.parametrize("pair", ["novalue", "=x"])
def test_bad_context_option_is_a_usage_error(pair: str) -> None:
    from sprig.mcp.cli import main as mcp_main

    assert mcp_main(["serve", TOOLS, "--context", pair]) == 2
