"""Worker processes for the tests that pause in one process and resume in another."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

TESTS = Path(__file__).resolve().parents[1]


def worker(module: str, *args: str | Path) -> subprocess.Popen[str]:
    """Start ``python -m module args...`` with the tests on its path."""
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(TESTS), os.environ.get("PYTHONPATH", "")])}
    return subprocess.Popen(
        [sys.executable, "-m", module, *map(str, args)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )


def outcome(process: subprocess.Popen[str], timeout: float = 120) -> dict[str, Any]:
    """The JSON line a worker printed last (it must exit cleanly)."""
    out, err = process.communicate(timeout=timeout)
    assert process.returncode == 0, err
    result: dict[str, Any] = json.loads(out.strip().splitlines()[-1])
    return result


def first_to_exit(*processes: subprocess.Popen[str], timeout: float = 120) -> subprocess.Popen[str]:
    """The first of ``processes`` to end."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        for process in processes:
            if process.poll() is not None:
                return process
        time.sleep(0.02)
    raise AssertionError("no worker finished")


def wait_for_file(path: str | None, timeout: float = 30) -> None:
    """Block until ``path`` exists (a gate another process opens); nothing when ``path`` is None."""
    if path is None:
        return
    deadline = time.monotonic() + timeout
    while not Path(path).exists() and time.monotonic() < deadline:
        time.sleep(0.01)
