"""A sub-agent's approval pauses the parent in one process and is resumed from the parent's
conversation in another, on a shared ``SqliteStore``; two racing resumes run the call once."""

from __future__ import annotations

from functools import partial
from pathlib import Path

from support import processes
from support.processes import first_to_exit, outcome

worker = partial(processes.worker, "support.subagent_worker")


def test_child_approval_paused_in_one_process_resumed_in_another(tmp_path: Path) -> None:
    db, runs = tmp_path / "state.db", tmp_path / "runs.txt"
    assert outcome(worker(db, "c1", "pause", runs)) == {"pending": [["call_1", ["task_1"]]]}
    assert not runs.exists()
    assert outcome(worker(db, "c1", "resume", runs)) == {"text": "Shipped: prod is live."}
    assert runs.read_text() == "prod\n"
    assert outcome(worker(db, "c1", "resume", runs))["error"] == "NothingPendingError"


def test_two_processes_resume_a_child_pause_at_once_exactly_one_wins(tmp_path: Path) -> None:
    db, runs, gate = tmp_path / "state.db", tmp_path / "runs.txt", tmp_path / "gate"
    assert outcome(worker(db, "c2", "pause", runs)) == {"pending": [["call_1", ["task_1"]]]}
    first, second = worker(db, "c2", "resume", runs, gate), worker(db, "c2", "resume", runs, gate)
    loser = first_to_exit(first, second)
    lost = outcome(loser)
    gate.touch()
    won = outcome(second if loser is first else first)
    assert lost["error"] == "ResumeConflictError"
    assert won == {"text": "Shipped: prod is live."}
    assert runs.read_text() == "prod\n"
