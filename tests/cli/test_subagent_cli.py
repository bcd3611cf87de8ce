"""``sprig run`` and ``sprig chat`` delegate with the ``task`` tool: a sub-agent with a fresh
context and the same tools, shown indented, in JSON with its path."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from support.cli import cli_env, run_sprig, write_script


@pytest.fixture
def env(tmp_path: Path) -> dict[str, str]:
    return cli_env(tmp_path / "home")


def _delegating_replies() -> list[Any]:
    """The lead delegates; the sub-agent (same scripted model, next replies) works; the lead answers."""
    return [
        {"tool_calls": [{"id": "call_task", "name": "task", "arguments": {"task": "Write hello.txt saying hi"}}]},
        {
            "text": "Writing it.\n",
            "tool_calls": [{"id": "call_w", "name": "write_file", "arguments": {"path": "hello.txt", "content": "hi"}}],
        },
        "hello.txt now says hi.",
        "The sub-agent wrote hello.txt.",
    ]


def test_run_delegates_to_a_sub_agent_shown_indented(tmp_path: Path, env: dict[str, str]) -> None:
    spec = write_script(tmp_path / "script.json", _delegating_replies())
    (tmp_path / "work").mkdir()
    result = run_sprig("run", "Make hello.txt", "--model", spec, "-w", "work", "--yes", env=env, cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    out = result.stdout
    assert (tmp_path / "work" / "hello.txt").read_text() == "hi"  # approved (--yes) inside the sub-agent
    lines = out.splitlines()
    header = next(i for i, line in enumerate(lines) if "sub-agent task" in line)
    child_call = next(i for i, line in enumerate(lines) if "write_file(" in line)
    parent_call = next(i for i, line in enumerate(lines) if "● task(" in line)
    assert header < child_call < parent_call
    assert lines[child_call].startswith("  ● write_file(")  # one level in
    assert any(line == "  Writing it." for line in lines[header:parent_call])
    assert any(line == "  hello.txt now says hi." for line in lines[header:parent_call])
    assert lines[parent_call + 1].strip() == "⎿ hello.txt now says hi."
    assert "The sub-agent wrote hello.txt." in out


def test_json_child_events_carry_their_path(tmp_path: Path, env: dict[str, str]) -> None:
    spec = write_script(tmp_path / "script.json", _delegating_replies())
    (tmp_path / "work").mkdir()
    result = run_sprig(
        "run", "Make hello.txt", "--model", spec, "-w", "work", "--json", "--yes", env=env, cwd=tmp_path
    )
    assert result.returncode == 0, result.stderr
    events = [json.loads(line) for line in result.stdout.splitlines()]
    child = [e for e in events if "path" in e]
    assert child and all(e["path"] == ["call_task"] and e["subagent"] == "task" and e["depth"] == 1 for e in child)
    assert [e["name"] for e in child if e["type"] == "tool_result"] == ["write_file"]
    assert child[-1]["type"] == "done" and child[-1]["response"]["text"] == "hello.txt now says hi."
    top = [e for e in events if "path" not in e]
    assert [e["name"] for e in top if e["type"] == "tool_result"] == ["task"]
    assert top[-1]["type"] == "done" and top[-1]["response"]["text"] == "The sub-agent wrote hello.txt."
    # the child's events come between the task call and its result
    start = events.index(next(e for e in top if e["type"] == "tool_call_started"))
    result_at = events.index(next(e for e in top if e["type"] == "tool_result"))
    assert all(start < events.index(e) < result_at for e in child)


def test_the_sub_agent_has_the_same_tools_and_task_until_the_depth_limit(tmp_path: Path, env: dict[str, str]) -> None:
    replies = [
        {"tool_calls": [{"id": "t1", "name": "task", "arguments": {"task": "go one level down"}}]},
        {"tool_calls": [{"id": "t2", "name": "task", "arguments": {"task": "go two levels down"}}]},
        "level two done",
        "level one done",
        "top done",
    ]
    spec = write_script(tmp_path / "script.json", replies)
    (tmp_path / "work").mkdir()
    result = run_sprig(
        "run", "Nest", "--model", spec, "-w", "work", "--json", "--subagent-depth", "2", env=env, cwd=tmp_path
    )
    assert result.returncode == 0, result.stderr
    events = [json.loads(line) for line in result.stdout.splitlines()]
    deepest = [e for e in events if e.get("path") == ["t1", "t2"]]
    assert deepest and deepest[-1]["type"] == "done" and deepest[-1]["response"]["text"] == "level two done"
    assert events[-1]["response"]["text"] == "top done"


def test_subagent_depth_zero_leaves_the_task_tool_out(tmp_path: Path, env: dict[str, str]) -> None:
    replies = [{"tool_calls": [{"id": "t1", "name": "task", "arguments": {"task": "x"}}]}, "no task tool"]
    spec = write_script(tmp_path / "script.json", replies)
    (tmp_path / "work").mkdir()
    result = run_sprig(
        "run", "Try", "--model", spec, "-w", "work", "--json", "--subagent-depth", "0", env=env, cwd=tmp_path
    )
    assert result.returncode == 0, result.stderr
    events = [json.loads(line) for line in result.stdout.splitlines()]
    [failed] = [e for e in events if e["type"] == "tool_result"]
    assert failed["error"] and "no tool named 'task'" in failed["text"]


def test_chat_delegates_and_keeps_only_the_answer_in_the_conversation(tmp_path: Path, env: dict[str, str]) -> None:
    replies = [
        {"tool_calls": [{"id": "call_task", "name": "task", "arguments": {"task": "Say where you are"}}]},
        "I am a sub-agent.",
        "It said it is a sub-agent.",
        "You asked me to delegate before.",
    ]
    spec = write_script(tmp_path / "script.json", replies)
    result = run_sprig(
        "chat", "--model", spec, "--state", str(tmp_path / "state.db"), "-w", "work", "--create",
        env=env, cwd=tmp_path, input="Delegate it\nWhat happened?\n",
    )
    assert result.returncode == 0, result.stderr
    out = result.stdout
    assert "sub-agent task" in out and "  I am a sub-agent." in out
    assert "It said it is a sub-agent." in out and "You asked me to delegate before." in out
    # the second message's request holds the parent's history, never the child's own messages
    from sprig.state import SqliteChatMemoryRepository

    repository = SqliteChatMemoryRepository(tmp_path / "state.db")
    try:
        ids = repository.find_conversation_ids()
        assert ids and all("/" not in conversation for conversation in ids)
    finally:
        repository.close()
