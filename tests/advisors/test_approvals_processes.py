"""Pause in one process, resume in another, on a shared ``SqliteStore``; two racing resumes."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

TESTS = Path(__file__).resolve().parents[1]


def worker(*args: str | Path) -> subprocess.Popen[str]:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(TESTS), os.environ.get("PYTHONPATH", "")])}
    return subprocess.Popen(
        [sys.executable, "-m", "support.approval_worker", *map(str, args)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )


def outcome(process: subprocess.Popen[str]) -> dict[str, Any]:
    out, err = process.communicate(timeout=60)
    assert process.returncode == 0, err
    result: dict[str, Any] = json.loads(out.strip().splitlines()[-1])
    return result


def test_pause_in_one_process_and_resume_in_another(tmp_path: Path) -> None:
    db, runs = tmp_path / "state.db", tmp_path / "runs.txt"
    assert outcome(worker(db, "c1", "pause", runs)) == {"pending": ["call_1"]}
    assert not runs.exists()
    assert outcome(worker(db, "c1", "resume", runs)) == {"text": "Written."}
    assert runs.read_text() == "site/index.html\n"
    assert outcome(worker(db, "c1", "resume", runs))["error"] == "NothingPendingError"


def first_to_exit(*processes: subprocess.Popen[str]) -> subprocess.Popen[str]:
    while True:
        for process in processes:
            if process.poll() is not None:
                return process
        time.sleep(0.02)


def test_two_processes_resume_at_once_exactly_one_wins(tmp_path: Path) -> None:
    db, runs, gate = tmp_path / "state.db", tmp_path / "runs.txt", tmp_path / "gate"
    assert outcome(worker(db, "c2", "pause", runs)) == {"pending": ["call_1"]}
    first, second = worker(db, "c2", "resume", runs, gate), worker(db, "c2", "resume", runs, gate)
    # the winner holds its tool call until the gate opens, so the loser has lost by then
    loser = first_to_exit(first, second)
    lost = outcome(loser)
    gate.touch()
    won = outcome(second if loser is first else first)
    assert lost["error"] == "ResumeConflictError" and "already resumed" in lost["message"]
    assert won == {"text": "Written."}
    assert runs.read_text() == "site/index.html\n"
