"""Running the ``sprig`` command in a subprocess, and scripts for its ``scripted:`` model."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

__all__ = [
    "PLAN_STEPS",
    "cli_env",
    "planning_replies",
    "popen_sprig",
    "run_sprig",
    "sprig_command",
    "todo_call",
    "write_script",
]

PLAN_STEPS = ("Check the time in Tokyo", "Write notes.txt")


def sprig_command(*args: str) -> list[str]:
    """``python -m sprig.cli ARGS`` with this interpreter (the venv's)."""
    return [sys.executable, "-m", "sprig.cli", *args]


def cli_env(home: Path, **extra: str | None) -> dict[str, str]:
    """The environment for a ``sprig`` subprocess: no model chosen, state under ``home``, 120 columns.

    ``extra`` sets variables; ``None`` removes one.
    """
    env = {k: v for k, v in os.environ.items() if k not in ("SPRIG_MODEL", "FORCE_COLOR", "TTY_COMPATIBLE")}
    env.update({"SPRIG_HOME": str(home), "COLUMNS": "120", "PYTHONUNBUFFERED": "1"})
    for key, value in extra.items():
        if value is None:
            env.pop(key, None)
        else:
            env[key] = value
    return env


def _default_sigint() -> None:
    # A test runner started in the background may ignore SIGINT; the CLI under test must see it.
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def run_sprig(
    *args: str,
    env: Mapping[str, str],
    cwd: Path,
    input: str | None = None,
    timeout: float = 60,
) -> subprocess.CompletedProcess[str]:
    """Run ``sprig ARGS`` to the end and capture its output."""
    return subprocess.run(
        sprig_command(*args),
        env=dict(env),
        cwd=cwd,
        input=input,
        capture_output=True,
        text=True,
        timeout=timeout,
        preexec_fn=_default_sigint,
    )


def popen_sprig(*args: str, env: Mapping[str, str], cwd: Path) -> subprocess.Popen[str]:
    """Start ``sprig ARGS`` with piped output, for tests that interrupt it."""
    return subprocess.Popen(
        sprig_command(*args),
        env=dict(env),
        cwd=cwd,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        preexec_fn=_default_sigint,
    )


def write_script(path: Path, replies: Sequence[Any], **settings: Any) -> str:
    """Write a ``scripted:`` model file and return the ``--model`` spec for it."""
    path.write_text(json.dumps({**settings, "replies": list(replies)}), encoding="utf-8")
    return f"scripted:{path}"


def todo_call(*statuses: str) -> dict[str, Any]:
    """A ``todo_update`` tool call over :data:`PLAN_STEPS` with the given statuses."""
    items = [
        {"id": str(n), "text": text, "status": s}
        for n, (text, s) in enumerate(zip(PLAN_STEPS, statuses, strict=True), 1)
    ]
    return {"name": "todo_update", "arguments": {"items": items}}


def planning_replies() -> list[Any]:
    """A whole planning run: plan, look up the time, update, write a file, finish the plan, answer."""
    return [
        {"text": "I'll plan first.\n", "tool_calls": [todo_call("in_progress", "pending")]},
        {"tool_calls": [{"name": "current_time", "arguments": {"timezone": "Asia/Tokyo"}}]},
        {"tool_calls": [todo_call("completed", "in_progress")]},
        {"tool_calls": [{"name": "write_file", "arguments": {"path": "notes.txt", "content": "Tokyo checked\n"}}]},
        {"tool_calls": [todo_call("completed", "completed")]},
        "All done: I checked the time in Tokyo and wrote notes.txt.",
    ]
