"""A real ``redis-server`` for the tests, on a free loopback port, that a test can stop and start again.

``scripts/test-services.sh`` installs the server (Debian's ``redis-server``). Without it the
Redis tests are skipped locally, and fail in CI (``CI`` set), where it must be present.
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from support.mcp_servers import free_port

__all__ = ["RedisServer", "redis_binary", "redis_server", "redis_url"]


def _binary() -> str | None:
    return shutil.which("redis-server") or next(
        (p for p in ("/usr/bin/redis-server", "/usr/sbin/redis-server") if os.access(p, os.X_OK)), None
    )


def redis_binary() -> str:
    """The ``redis-server`` to start: skips the test when it is missing (fails it in CI)."""
    binary = _binary()
    if binary is None:
        if os.environ.get("CI"):
            pytest.fail("redis-server is missing: scripts/test-services.sh installs it")
        pytest.skip("redis-server is not installed: run scripts/test-services.sh")
    return binary


class RedisServer:
    """One ``redis-server`` process, restartable on the same port.

    Without persistence by default; ``persistent=True`` writes every change to an append-only
    file before answering (``appendfsync always``), so the data survives a kill and restart, as
    in a production Redis.
    """

    def __init__(self, binary: str, directory: Path, *, persistent: bool = False) -> None:
        self.binary = binary
        self.directory = directory
        self.persistent = persistent
        self.port = free_port()
        self.process: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def start(self) -> None:
        """Start the server and wait until it answers."""
        self.process = subprocess.Popen(
            [self.binary, "--port", str(self.port), "--bind", "127.0.0.1", "--save", "", *self._persistence(),
             "--dir", str(self.directory), "--protected-mode", "yes"],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            start_new_session=True,
        )
        deadline = time.monotonic() + 15
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"redis-server exited with {self.process.returncode}")
            try:
                with socket.create_connection(("127.0.0.1", self.port), timeout=0.5) as sock:
                    sock.sendall(b"PING\r\n")
                    if sock.recv(16).startswith(b"+PONG"):
                        return
            except OSError:
                pass
            time.sleep(0.05)
        raise RuntimeError(f"redis-server did not answer on port {self.port}")

    def _persistence(self) -> list[str]:
        if self.persistent:
            return ["--appendonly", "yes", "--appendfsync", "always"]
        return ["--appendonly", "no"]

    def stop(self) -> None:
        """Kill the server (as a crash would: no goodbye to clients)."""
        if self.process is not None and self.process.poll() is None:
            self.process.kill()
            self.process.wait()
        self.process = None

    def flush(self) -> None:
        with socket.create_connection(("127.0.0.1", self.port), timeout=2) as sock:
            sock.sendall(b"FLUSHALL\r\n")
            sock.recv(16)


@pytest.fixture(scope="session")
def redis_server() -> Iterator[RedisServer]:
    """A running ``redis-server`` for the whole session (restarted by tests that stop it)."""
    binary = redis_binary()
    with tempfile.TemporaryDirectory(prefix="sprig-redis-") as directory:
        server = RedisServer(binary, Path(directory))
        server.start()
        try:
            yield server
        finally:
            server.stop()


@pytest.fixture
def redis_url(redis_server: RedisServer) -> str:
    """The URL of a running, empty Redis."""
    if redis_server.process is None or redis_server.process.poll() is not None:
        redis_server.start()
    redis_server.flush()
    return redis_server.url
