"""Discovered tools survive a pause in one process and the resume in another, and the next turn
in a third, on a shared ``SqliteStore`` (each process has its own client, model and advisor)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

TESTS = Path(__file__).resolve().parents[1]


def run(*args: str | Path) -> dict[str, Any]:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(TESTS), os.environ.get("PYTHONPATH", "")])}
    done = subprocess.run(
        [sys.executable, "-m", "support.tool_search_worker", *map(str, args)],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    result: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def test_found_tools_are_sent_after_a_resume_and_in_the_next_turn_in_other_processes(tmp_path: Path) -> None:
    db = tmp_path / "state.db"
    paused = run(db, "c1", "pause")
    assert paused["pending"] == ["delete_customer_account"]
    first, second = paused["sent"]
    assert first == ["search_tools"]
    assert second[0] == "search_tools" and "delete_customer_account" in second and len(second) == 3

    resumed = run(db, "c1", "resume")
    assert resumed == {"text": "Deleted.", "sent": [second]}  # the same tools, in the same order

    turn = run(db, "c1", "turn")
    assert turn == {"text": "Anything else?", "sent": [second]}

    other = run(db, "c2", "turn")  # another conversation starts from scratch
    assert other["sent"] == [["search_tools"]]
