"""A durable run with tool search, killed by SIGKILL after its search and recovered in a new
worker: the tool it found is still sent, in the same place, after the recovery."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
import uuid
from pathlib import Path

import pytest

WORKER = Path(__file__).with_name("tool_search_worker.py")
TESTS = Path(__file__).resolve().parents[1]


def _lines(log: Path) -> list[str]:
    return log.read_text(encoding="utf-8").splitlines() if log.exists() else []


def _worker(args: list[str], **env: str) -> subprocess.Popen[str]:
    pythonpath = os.pathsep.join([str(TESTS), os.environ.get("PYTHONPATH", "")])
    return subprocess.Popen(
        [sys.executable, str(WORKER), *args],
        env={**os.environ, "PYTHONPATH": pythonpath, **env},
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


@pytest.fixture(params=["sqlite", "postgres"])
def database_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'durable.sqlite'}"
    server: str = request.getfixturevalue("postgres_url")
    return f"{server.rsplit('/', 1)[0]}/sprig_{uuid.uuid4().hex[:12]}"


def test_a_killed_run_keeps_the_tools_it_found(database_url: str, tmp_path: Path) -> None:
    log, run_id = tmp_path / "effects.log", tmp_path / "run_id"
    first = _worker([database_url, str(log), "start", "c1", str(run_id)], SPRIG_TEST_BLOCK="1")
    deadline = time.monotonic() + 60
    while "start effect" not in _lines(log):
        if first.poll() is not None:
            pytest.fail(f"the worker exited early: {first.communicate()}")
        assert time.monotonic() < deadline, "the worker never reached the effect"
        time.sleep(0.02)
    first.send_signal(signal.SIGKILL)
    first.wait(timeout=30)

    second = _worker([database_url, str(log), "recover", str(run_id)])
    out, err = second.communicate(timeout=120)
    assert second.returncode == 0, err
    result = json.loads(out.strip().splitlines()[-1])

    lines = _lines(log)
    assert lines[0] == "model 0: search_tools"
    assert lines[1] == "model 1: search_tools,slow_effect"  # found by the search
    assert lines.count("start effect") == 2 and lines.count("done effect") == 1  # in flight: run again
    # the round after the recovery: the search was not asked again, and its find is still sent
    rounds = [line for line in lines if line.startswith("model")]
    assert rounds == [lines[0], lines[1], "model 2: search_tools,slow_effect"]
    assert result == {"status": "succeeded", "answer": "sent: search_tools,slow_effect"}
