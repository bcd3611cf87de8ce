"""Sub-agents under ``DurableAgent``: each child run is a DBOS child workflow. A worker killed by
SIGKILL in the middle of the child recovers in a new worker without repeating the child's
completed model rounds or tool calls; an approval inside the child waits durably and is given
from the parent's conversation."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest

WORKER = Path(__file__).with_name("subagent_worker.py")
ANSWER = "lead: helper: effect 1 ok; effect 2 ok; effect 3 ok"

pytestmark = pytest.mark.slow


def _lines(log: Path) -> list[str]:
    return log.read_text(encoding="utf-8").splitlines() if log.exists() else []


def _worker(args: list[str], **env: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, str(WORKER), *args],
        env={**os.environ, **env},
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def _wait_for(condition: Callable[[], bool], process: subprocess.Popen[str]) -> None:
    deadline = time.monotonic() + 90
    while not condition():
        if process.poll() is not None:
            pytest.fail(f"the worker exited early: {process.communicate()}")
        if time.monotonic() > deadline:
            process.kill()
            pytest.fail("the worker never reached the expected point")
        time.sleep(0.02)


def _finish(process: subprocess.Popen[str]) -> dict[str, object]:
    out, err = process.communicate(timeout=120)
    assert process.returncode == 0, err
    result: dict[str, object] = json.loads(out.strip().splitlines()[-1])
    return result


def test_a_run_killed_inside_the_child_recovers_without_repeating_its_work(tmp_path: Path) -> None:
    database_url = f"sqlite:///{tmp_path / 'durable.sqlite'}"
    log, run_id = tmp_path / "effects.log", tmp_path / "run_id"
    first = _worker([database_url, str(log), "start", "c1", str(run_id)], SPRIG_TEST_BLOCK="2")
    _wait_for(lambda: "start 2" in _lines(log), first)
    first.send_signal(signal.SIGKILL)
    first.wait(timeout=30)

    result = _finish(_worker([database_url, str(log), "recover", str(run_id)]))

    assert result["status"] == "succeeded" and result["answer"] == ANSWER
    assert result["tool_results"] == ["call_h"]  # the parent's call, once
    lines = _lines(log)
    assert lines.count("start 1") == 1 and lines.count("done 1") == 1  # the child's completed call
    assert lines.count("start 2") == 2 and lines.count("done 2") == 1  # in flight at the crash: run again
    assert lines.count("start 3") == 1 and lines.count("done 3") == 1
    for n in range(4):  # no child round answered before the crash is asked again
        assert lines.count(f"helper model {n}") == 1
    assert lines.count("lead model 0") == 1 and lines.count("lead model 1") == 1


def test_a_durable_child_streams_its_events_into_the_parents_run(tmp_path: Path) -> None:
    database_url = f"sqlite:///{tmp_path / 'durable.sqlite'}"
    log, run_id = tmp_path / "effects.log", tmp_path / "run_id"
    result = _finish(_worker([database_url, str(log), "start", "c1", str(run_id)]))
    assert result["status"] == "succeeded" and result["answer"] == ANSWER
    assert result["tool_results"] == ["call_h"]
    assert result["child_results"] == ["e1", "e2", "e3"]  # the child's events, in the parent's stream
    for n in range(4):
        assert _lines(log).count(f"helper model {n}") == 1


def test_an_approval_inside_the_child_waits_durably_and_is_given_from_the_parent(tmp_path: Path) -> None:
    database_url = f"sqlite:///{tmp_path / 'durable.sqlite'}"
    log, run_id = tmp_path / "effects.log", tmp_path / "run_id"
    first = _worker([database_url, str(log), "start", "c1", str(run_id)], SPRIG_TEST_APPROVAL="1")
    _wait_for(lambda: any(line.startswith("waiting") for line in _lines(log)), first)
    first.send_signal(signal.SIGKILL)
    first.wait(timeout=30)
    assert "waiting e1 call_h" in _lines(log)
    assert not any(line.startswith("start") for line in _lines(log))

    result = _finish(_worker([database_url, str(log), "approve", "c1", str(run_id)], SPRIG_TEST_APPROVAL="1"))

    assert result["status"] == "succeeded" and result["answer"] == ANSWER
    lines = _lines(log)
    assert [line for line in lines if line.startswith("approve")] == ["approve e1", "approve e2", "approve e3"]
    for n in (1, 2, 3):
        assert lines.count(f"start {n}") == 1 and lines.count(f"done {n}") == 1


def test_a_streamed_run_pauses_on_the_childs_approval_and_goes_on_after_it(tmp_path: Path) -> None:
    database_url = f"sqlite:///{tmp_path / 'durable.sqlite'}"
    log, run_id = tmp_path / "effects.log", tmp_path / "run_id"
    result = _finish(_worker([database_url, str(log), "stream", "c1", str(run_id)], SPRIG_TEST_APPROVAL="1"))
    assert result["status"] == "succeeded" and result["answer"] == ANSWER
    lines = _lines(log)
    assert [line for line in lines if line.startswith("paused")] == [
        "paused call_h/e1",
        "paused call_h/e2",
        "paused call_h/e3",
    ]
    assert f"streamed {ANSWER}" in lines
    for n in (1, 2, 3):
        assert lines.count(f"done {n}") == 1
