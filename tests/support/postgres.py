"""A throwaway PostgreSQL cluster for the tests that need a real one (session fixture).

Uses Debian's ``postgresql`` binaries (``scripts/test-services.sh`` installs them): ``initdb`` into
a temporary directory, then ``pg_ctl start`` on a free loopback port with trust auth. As root it
runs the server as the ``postgres`` user (the server refuses root). Tests that use the fixture
are skipped when no cluster can be started; CI installs the package, so there they run.
"""

from __future__ import annotations

import contextlib
import glob
import os
import shutil
import socket
import subprocess
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

__all__ = ["postgres_url", "running_postgres"]


def _bin_dir() -> Path | None:
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"))
    if found:
        return Path(found[-1]).parent
    initdb = shutil.which("initdb")
    return Path(initdb).parent if initdb else None


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


def _as_server_user(command: list[str]) -> list[str]:
    if os.geteuid() != 0:
        return command
    return ["runuser", "-u", "postgres", "--", *command]


@contextlib.contextmanager
def running_postgres() -> Iterator[str]:
    """A throwaway cluster: yields ``postgresql://postgres@127.0.0.1:PORT/postgres``, then removes it.

    Raises ``RuntimeError`` when no cluster can be started here.
    """
    bin_dir = _bin_dir()
    if bin_dir is None:
        raise RuntimeError("PostgreSQL is not installed (scripts/test-services.sh installs it)")
    root = Path(tempfile.mkdtemp(prefix="sprig-pg-"))
    data = root / "data"
    if os.geteuid() == 0:
        shutil.chown(root, "postgres")
    port = _free_port()
    try:
        subprocess.run(
            _as_server_user([str(bin_dir / "initdb"), "-D", str(data), "-U", "postgres", "--auth=trust", "-N"]),
            check=True,
            capture_output=True,
            timeout=120,
        )
        options = f"-p {port} -k {root} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200"
        subprocess.run(
            _as_server_user(
                [str(bin_dir / "pg_ctl"), "-D", str(data), "-o", options, "-w", "-l", str(root / "log"), "start"]
            ),
            check=True,
            capture_output=True,
            timeout=120,
        )
    except (subprocess.SubprocessError, OSError) as error:
        shutil.rmtree(root, ignore_errors=True)
        raise RuntimeError(f"cannot start a PostgreSQL cluster: {error}") from error
    try:
        yield f"postgresql://postgres@127.0.0.1:{port}/postgres"
    finally:
        subprocess.run(
            _as_server_user([str(bin_dir / "pg_ctl"), "-D", str(data), "-m", "immediate", "-w", "stop"]),
            capture_output=True,
            timeout=60,
        )
        shutil.rmtree(root, ignore_errors=True)


@pytest.fixture(scope="session")
def postgres_url() -> Iterator[str]:
    """The URL of a throwaway cluster that lives for the session (skips when none can start)."""
    try:
        cluster = running_postgres()
        url = cluster.__enter__()
    except RuntimeError as error:
        pytest.skip(str(error))
    try:
        yield url
    finally:
        cluster.__exit__(None, None, None)
