"""Real MCP servers for sprig's tests: how to start each one, and a runner for HTTP servers."""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any, TextIO

import pytest

from sprig.mcp import StdioServer

ROOT = Path(__file__).resolve().parents[2]
SUPPORT = Path(__file__).resolve().parent
EVERYTHING_JS = ROOT / ".cache/npm/node_modules/@modelcontextprotocol/server-everything/dist/index.js"
COUNTER_SERVER = SUPPORT / "mcp_counter_server.py"
SPRIG_ENV = {"PYTHONPATH": os.pathsep.join([str(ROOT / "src"), str(ROOT / "tests")])}
"""For ``sprig mcp serve`` subprocesses: this checkout's sprig and the test support package (MCP
clients start servers with a minimal environment, without the caller's PYTHONPATH)."""


def everything_available() -> bool:
    """Whether scripts/test-services.sh installed the npm server and node is on PATH."""
    return EVERYTHING_JS.exists() and shutil.which("node") is not None


requires_everything = pytest.mark.skipif(
    not everything_available(),
    reason="run scripts/test-services.sh to install @modelcontextprotocol/server-everything",
)


def everything_stdio(**options: Any) -> StdioServer:
    """``@modelcontextprotocol/server-everything`` over stdio."""
    return StdioServer(command="node", args=[str(EVERYTHING_JS), "stdio"], errlog=_quiet(), **options)


def time_stdio(**options: Any) -> StdioServer:
    """``mcp-server-time`` (PyPI) over stdio."""
    return StdioServer(command=sys.executable, args=["-m", "mcp_server_time"], errlog=_quiet(), **options)


def counter_stdio(name: str = "counter", **options: Any) -> StdioServer:
    """The stateful test server (``mcp_counter_server.py``) over stdio."""
    return StdioServer(
        command=sys.executable, args=[str(COUNTER_SERVER), "--name", name], name=name, errlog=_quiet(), **options
    )


def sprig_serve_command(target: str, *extra: str) -> list[str]:
    """The command line of ``sprig mcp serve TARGET`` in this interpreter."""
    return [sys.executable, "-m", "sprig.cli", "mcp", "serve", target, *extra]


def free_port() -> int:
    """A TCP port on 127.0.0.1 that was free a moment ago."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


@contextmanager
def http_server(command: Sequence[str], port: int, env: dict[str, str] | None = None) -> Iterator[str]:
    """Run ``command`` until its port on 127.0.0.1 accepts connections; yield the base URL."""
    process = subprocess.Popen(
        list(command),
        cwd=ROOT,
        env={**os.environ, **(env or {})},
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )
    try:
        _wait_for_port(port, process)
        yield f"http://127.0.0.1:{port}"
    finally:
        process.terminate()
        try:
            process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def _wait_for_port(port: int, process: subprocess.Popen[bytes], limit: float = 20.0) -> None:
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"server exited with code {process.returncode} before listening on {port}")
        with socket.socket() as sock:
            if sock.connect_ex(("127.0.0.1", port)) == 0:
                return
        time.sleep(0.05)
    raise RuntimeError(f"server did not listen on port {port} within {limit} s")


def _quiet() -> TextIO:
    return open(os.devnull, "w")  # lives as long as the test process
