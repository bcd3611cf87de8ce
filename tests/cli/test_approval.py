"""``sprig run`` / ``sprig chat`` ask before a tool call that changes files: on a terminal (a pty),
with ``--yes``, and without a terminal (denied, with a note saying to pass ``--yes``)."""

from __future__ import annotations

import json
import os
import pty
import select
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from support.cli import cli_env, planning_replies, run_sprig, write_script

TASK = "Check the time in Tokyo and write notes.txt"
PROMPT = 'Allow write_file(path="notes.txt", content="Tokyo checked\\n")? [y/N/a]'


@pytest.fixture
def env(tmp_path: Path) -> dict[str, str]:
    return cli_env(tmp_path / "home")


def two_writes() -> list[Any]:
    return [
        {"tool_calls": [{"name": "write_file", "arguments": {"path": "a.txt", "content": "A"}}]},
        {"tool_calls": [{"name": "write_file", "arguments": {"path": "b.txt", "content": "B"}}]},
        "Wrote both.",
    ]


class Terminal:
    """``sprig ARGS`` on a pseudo-terminal: read its output, answer its prompts."""

    def __init__(self, args: list[str], env: dict[str, str], cwd: Path) -> None:
        self.output = b""
        self.pid, self.fd = pty.fork()
        if self.pid == 0:  # the child
            os.chdir(cwd)
            os.execve(sys.executable, [sys.executable, "-m", "sprig.cli", *args], env)

    def read_until(self, marker: str, within: float = 60) -> str:
        deadline = time.monotonic() + within
        while marker.encode() not in self.output and time.monotonic() < deadline:
            ready, _, _ = select.select([self.fd], [], [], 0.5)
            if ready:
                try:
                    data = os.read(self.fd, 65536)
                except OSError:
                    break
                if not data:
                    break
                self.output += data
        text = self.output.decode("utf-8", "replace")
        assert marker in text, text[-3000:]
        return text

    def send(self, line: str) -> None:
        os.write(self.fd, (line + "\n").encode())

    def finish(self) -> tuple[int, str]:
        while True:
            ready, _, _ = select.select([self.fd], [], [], 30)
            if not ready:
                break
            try:
                data = os.read(self.fd, 65536)
            except OSError:
                break
            if not data:
                break
            self.output += data
        _, status = os.waitpid(self.pid, 0)
        os.close(self.fd)
        return os.waitstatus_to_exitcode(status), self.output.decode("utf-8", "replace")


def test_without_a_terminal_the_write_is_denied_with_a_note_to_pass_yes(tmp_path: Path, env: dict[str, str]) -> None:
    spec = write_script(tmp_path / "script.json", planning_replies())
    result = run_sprig("run", TASK, "--model", spec, "-w", "work", "--create", "--json", env=env, cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert 'sprig: denied write_file(path="notes.txt"' in result.stderr and "pass --yes" in result.stderr
    assert not (tmp_path / "work" / "notes.txt").exists()
    events = [json.loads(line) for line in result.stdout.splitlines()]
    asked = [e for e in events if e["type"] == "approval_requested"]
    assert [e["name"] for e in asked] == ["write_file"]
    denied = [e for e in events if e["type"] == "tool_result" and e["name"] == "write_file"]
    assert len(denied) == 1 and denied[0]["text"].startswith("The user denied this call:")
    assert "--yes" in denied[0]["text"]  # the model can tell the user how to allow it
    assert events[-1]["type"] == "done" and "pending" not in events[-1]["response"]


def test_yes_approves_without_asking(tmp_path: Path, env: dict[str, str]) -> None:
    spec = write_script(tmp_path / "script.json", planning_replies())
    result = run_sprig("run", TASK, "--model", spec, "-w", "work", "--create", "--yes", env=env, cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert "Allow" not in result.stdout + result.stderr
    assert (tmp_path / "work" / "notes.txt").read_text() == "Tokyo checked\n"


@pytest.mark.parametrize(("answer", "written"), [("y", True), ("", False), ("n", False)])
def test_on_a_terminal_run_asks_and_follows_the_answer(
    tmp_path: Path, env: dict[str, str], answer: str, written: bool
) -> None:
    spec = write_script(tmp_path / "script.json", planning_replies())
    terminal = Terminal(["run", TASK, "--model", spec, "-w", "work", "--create"], env, tmp_path)
    terminal.read_until(PROMPT)
    terminal.send(answer)
    code, text = terminal.finish()
    assert code == 0, text[-3000:]
    assert "All done" in text
    assert (tmp_path / "work" / "notes.txt").exists() is written
    assert ("The user denied this call" in text) is not written


def test_always_allows_the_tool_for_the_rest_of_the_session(tmp_path: Path, env: dict[str, str]) -> None:
    spec = write_script(tmp_path / "script.json", two_writes())
    terminal = Terminal(["run", "write two files", "--model", spec, "-w", "work", "--create"], env, tmp_path)
    terminal.read_until('Allow write_file(path="a.txt", content="A")? [y/N/a]')
    terminal.send("a")
    code, text = terminal.finish()
    assert code == 0, text[-3000:]
    assert "Wrote both." in text and text.count("Allow write_file") == 1
    assert (tmp_path / "work" / "a.txt").read_text() == "A" and (tmp_path / "work" / "b.txt").read_text() == "B"


def test_chat_asks_on_a_terminal_and_remembers_the_resumed_turn(tmp_path: Path, env: dict[str, str]) -> None:
    spec = write_script(tmp_path / "script.json", [*two_writes(), "You asked for two files."])
    state = str(tmp_path / "state.db")
    terminal = Terminal(["chat", "--model", spec, "--state", state, "-w", "work", "--create"], env, tmp_path)
    terminal.read_until("you> ")
    terminal.send("write two files")
    terminal.read_until('Allow write_file(path="a.txt", content="A")? [y/N/a]')
    terminal.send("y")
    terminal.read_until('Allow write_file(path="b.txt", content="B")? [y/N/a]')
    terminal.send("n")
    terminal.read_until("Wrote both.")
    terminal.send("/exit")
    code, text = terminal.finish()
    assert code == 0, text[-3000:]
    assert (tmp_path / "work" / "a.txt").exists() and not (tmp_path / "work" / "b.txt").exists()


def test_chat_without_a_terminal_denies_unless_yes(tmp_path: Path, env: dict[str, str]) -> None:
    spec = write_script(tmp_path / "script.json", two_writes())
    state = str(tmp_path / "state.db")
    denied = run_sprig(
        "chat", "--model", spec, "--state", state, "-w", "work", "--create",
        env=env, cwd=tmp_path, input="write\n/exit\n",
    )
    assert denied.returncode == 0, denied.stderr
    assert denied.stderr.count("pass --yes") == 2 and not (tmp_path / "work").joinpath("a.txt").exists()

    spec = write_script(tmp_path / "again.json", two_writes())
    allowed = run_sprig(
        "chat", "--model", spec, "--state", state, "-w", "work", "--create", "--yes",
        env=env, cwd=tmp_path, input="write\n",
    )
    assert allowed.returncode == 0, allowed.stderr
    assert (tmp_path / "work" / "a.txt").read_text() == "A" and (tmp_path / "work" / "b.txt").read_text() == "B"


def test_done_in_counts_from_the_runs_start_not_from_the_approval(tmp_path: Path, env: dict[str, str]) -> None:
    # 40 one-character deltas 0.03 s apart before the pause: the run takes at least 1.2 s
    replies = [
        {"text": "p" * 40, "tool_calls": [{"name": "write_file", "arguments": {"path": "a.txt", "content": "A"}}]},
        "ok",
    ]
    spec = write_script(tmp_path / "s.json", replies, chunk_size=1, delay=0.03)
    (tmp_path / "work").mkdir()
    result = run_sprig("run", "write a.txt", "--model", spec, "--workdir", "work", "--yes", env=env, cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    done = [line for line in result.stdout.splitlines() if line.startswith("done in ")][-1]
    seconds = float(done.split()[2])
    assert seconds >= 1.2, done  # only a lower bound: a loaded machine makes it longer, never shorter
