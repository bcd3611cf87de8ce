"""Crash tests with real worker processes killed by SIGKILL, on SQLite and on PostgreSQL.

The worker (``worker.py``) runs four tool calls, one per round, each appending to a side-effect
log; the test kills it while the third call runs (it waits for that call's line in the log),
starts a new worker, and checks the run's answer and how often each side effect happened.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
import uuid
from collections.abc import Callable
from pathlib import Path

import pytest

WORKER = Path(__file__).with_name("worker.py")
ANSWER = "all done: effect 1 ok; effect 2 ok; effect 3 ok; effect 4 ok"


@pytest.fixture(params=["sqlite", "postgres"])
def database_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'durable.sqlite'}"
    server: str = request.getfixturevalue("postgres_url")
    return f"{server.rsplit('/', 1)[0]}/sprig_{uuid.uuid4().hex[:12]}"


def _lines(log: Path) -> list[str]:
    return log.read_text(encoding="utf-8").splitlines() if log.exists() else []


def _wait_for(condition: Callable[[], bool], process: subprocess.Popen[str]) -> None:
    """Poll the log until ``condition`` holds; fail if the worker died or a minute passed."""
    deadline = time.monotonic() + 60
    while not condition():
        if process.poll() is not None:
            pytest.fail(f"the worker exited early: {process.communicate()}")
        if time.monotonic() > deadline:
            process.kill()
            pytest.fail("the worker never reached the expected point")
        time.sleep(0.02)


def _worker(args: list[str], env: dict[str, str]) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, str(WORKER), *args], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )


def _finish(process: subprocess.Popen[str]) -> dict[str, str]:
    """The run's status and answer as the new worker saw them; checks its events on the way."""
    out, err = process.communicate(timeout=90)
    assert process.returncode == 0, err
    result = json.loads(out.strip().splitlines()[-1])
    # the events read after the restart hold each tool result once and the answer's text
    assert result.pop("tool_results") == ["call_1", "call_2", "call_3", "call_4"]
    assert result.pop("text") == ANSWER
    return {"status": result["status"], "answer": result["answer"]}


def _crash_at_third_call(database_url: str, tmp_path: Path, **env_extra: str) -> tuple[Path, Path, dict[str, str]]:
    log, run_id = tmp_path / "effects.log", tmp_path / "run_id"
    env = {**os.environ, **env_extra}
    first = _worker([database_url, str(log), "start", "c1", str(run_id)], {**env, "SPRIG_TEST_BLOCK": "3"})
    _wait_for(lambda: "start 3" in _lines(log), first)
    first.send_signal(signal.SIGKILL)
    first.wait(timeout=30)
    return log, run_id, env


def test_a_killed_run_completes_in_a_new_worker_without_repeating_side_effects(
    database_url: str, tmp_path: Path
) -> None:
    log, run_id, env = _crash_at_third_call(database_url, tmp_path)

    result = _finish(_worker([database_url, str(log), "recover", str(run_id)], env))

    assert result == {"status": "succeeded", "answer": ANSWER}
    lines = _lines(log)
    for n in (1, 2):  # completed before the crash: exactly once
        assert lines.count(f"start {n}") == 1 and lines.count(f"done {n}") == 1
    assert lines.count("start 3") == 2 and lines.count("done 3") == 1  # in flight: run again
    assert lines.count("start 4") == 1 and lines.count("done 4") == 1
    for n in range(5):  # no model round answered before the crash is asked again
        assert lines.count(f"model {n}") == 1


def test_a_model_round_in_flight_at_the_crash_is_asked_again(tmp_path: Path) -> None:
    database_url = f"sqlite:///{tmp_path / 'durable.sqlite'}"
    log, run_id = tmp_path / "effects.log", tmp_path / "run_id"
    first = _worker([database_url, str(log), "start", "c1", str(run_id)], {**os.environ, "SPRIG_TEST_BLOCK_MODEL": "2"})
    _wait_for(lambda: "model 2" in _lines(log), first)
    first.send_signal(signal.SIGKILL)
    first.wait(timeout=30)

    result = _finish(_worker([database_url, str(log), "recover", str(run_id)], dict(os.environ)))

    assert result == {"status": "succeeded", "answer": ANSWER}
    lines = _lines(log)
    assert lines.count("model 2") == 2  # the round in flight: asked again
    assert lines.count("model 0") == 1 and lines.count("model 1") == 1  # answered rounds: not asked again
    for n in range(1, 5):
        assert lines.count(f"done {n}") == 1


def test_an_interrupted_non_idempotent_call_waits_for_a_decision(tmp_path: Path) -> None:
    database_url = f"sqlite:///{tmp_path / 'durable.sqlite'}"  # nothing here depends on the database
    log, run_id, env = _crash_at_third_call(database_url, tmp_path, SPRIG_TEST_UNSAFE="1")

    decision = json.dumps({"effect": "effect 3 ok"})  # a person checked: the effect happened
    result = _finish(_worker([database_url, str(log), "resume", "c1", decision, str(run_id)], env))

    assert result == {"status": "succeeded", "answer": ANSWER}
    lines = _lines(log)
    assert lines.count("start 3") == 1 and "done 3" not in lines  # not run again after the crash
    assert lines.count("decide interrupted") == 1
    assert lines.count("done 4") == 1 and lines.count("done 1") == 1 and lines.count("done 2") == 1


def test_an_approval_asked_before_a_restart_is_granted_after_it(database_url: str, tmp_path: Path) -> None:
    log, run_id = tmp_path / "effects.log", tmp_path / "run_id"
    env = {**os.environ, "SPRIG_TEST_APPROVAL": "1"}
    first = _worker([database_url, str(log), "start", "c1", str(run_id)], env)
    _wait_for(lambda: "waiting call_1" in _lines(log), first)
    first.send_signal(signal.SIGKILL)
    first.wait(timeout=30)
    assert not any(line.startswith("start") for line in _lines(log))  # nothing ran before the approval

    approve = json.dumps({"effect": "approve"})
    result = _finish(_worker([database_url, str(log), "resume", "c1", approve, str(run_id)], env))

    assert result == {"status": "succeeded", "answer": ANSWER}
    lines = _lines(log)
    assert lines.count("decide approval") == 4  # each call waited for its approval
    for n in range(1, 5):
        assert lines.count(f"start {n}") == 1 and lines.count(f"done {n}") == 1
    for n in range(5):
        assert lines.count(f"model {n}") == 1
