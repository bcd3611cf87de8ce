"""``sprig chat`` driven through stdin: commands, and a conversation kept across messages and runs."""

from __future__ import annotations

from pathlib import Path

import pytest

from support.cli import cli_env, run_sprig, todo_call, write_script
from support.openai_server import OpenAiLoopbackServer, reply


@pytest.fixture
def env(tmp_path: Path) -> dict[str, str]:
    return cli_env(tmp_path / "home", OPENAI_COMPATIBLE_API_KEY="test-key")


def _chat(tmp_path: Path, env: dict[str, str], spec: str, lines: list[str], *extra: str):  # type: ignore[no-untyped-def]
    state = str(tmp_path / "state.db")
    return run_sprig(
        "chat",
        "--model",
        spec,
        "--state",
        state,
        "-w",
        "work",
        "--create",
        *extra,
        env=env,
        cwd=tmp_path,
        input="\n".join(lines) + "\n",
    )


def test_commands_and_a_planned_answer(tmp_path: Path, env: dict[str, str]) -> None:
    spec = write_script(
        tmp_path / "script.json",
        [{"tool_calls": [todo_call("in_progress", "pending")]}, "Planned it."],
    )
    result = _chat(tmp_path, env, spec, ["/help", "/tools", "/todos", "Plan something", "/todos", "/model", "/exit"])

    assert result.returncode == 0, result.stderr
    out = result.stdout
    assert f"sprig chat · model {spec} · conversation chat-" in out.splitlines()[0]
    for command in ("/reset", "/tools", "/todos", "/model", "/exit"):
        assert command in out  # /help lists them
    for name in ("todo_update", "todo_read", "current_time", "convert_time", "write_file", "grep_files"):
        assert f"\n{name} " in out  # /tools lists the agent's tools
    before, after = out.split("Planned it.")
    assert "no plan yet in this conversation" in before
    assert "● todo_update(items=[2 items])" in before
    assert "Todos (0/2 completed)" in after and "[>] Check the time in Tokyo" in after  # /todos
    assert f"model: {spec}" in after


def test_unknown_commands_and_errors_do_not_end_the_repl(tmp_path: Path, env: dict[str, str]) -> None:
    spec = write_script(tmp_path / "script.json", [{"error": "overloaded", "status": 529}, "Back again."])
    result = _chat(tmp_path, env, spec, ["/bogus", "first", "second"])  # EOF ends it
    assert result.returncode == 0, result.stderr
    assert "unknown command /bogus" in result.stdout
    assert "error: model error (HTTP 529): overloaded" in result.stdout
    assert "Back again." in result.stdout


def test_model_switch_keeps_the_conversation(tmp_path: Path, env: dict[str, str]) -> None:
    first = write_script(tmp_path / "first.json", ["One."])
    second = write_script(tmp_path / "second.json", ["Two."])
    result = _chat(tmp_path, env, first, ["hello", f"/model {second}", "again", "/model nope:x", "/exit"])
    assert result.returncode == 0, result.stderr
    assert "One." in result.stdout and "Two." in result.stdout
    assert f"model: {second}; the conversation goes on" in result.stdout
    assert "error: unknown model provider 'nope'" in result.stdout


def test_the_conversation_is_kept_across_messages_and_runs(tmp_path: Path, env: dict[str, str]) -> None:
    with OpenAiLoopbackServer() as server:
        server.add(reply("Nice to meet you, Ada."), reply("You are Ada."), reply("Still Ada."), reply("Who?"))
        spec = f"openai-compatible:m@{server.url}"

        first = _chat(tmp_path, env, spec, ["My name is Ada", "What is my name?"])
        assert first.returncode == 0, first.stderr
        second = _chat(tmp_path, env, spec, ["And now?", "/reset", "Who am I?", "/exit"])
        assert second.returncode == 0, second.stderr

        def said(n: int) -> list[tuple[str, str]]:
            return [(m["role"], m.get("content") or "") for m in server.requests[n].messages if m["role"] != "system"]

        assert said(0) == [("user", "My name is Ada")]
        assert said(1) == [
            ("user", "My name is Ada"),
            ("assistant", "Nice to meet you, Ada."),
            ("user", "What is my name?"),
        ]
        # A new process with the same state file continues the same conversation.
        assert said(2)[:4] == [*said(1), ("assistant", "You are Ada.")]
        assert said(2)[-1] == ("user", "And now?")
        assert "2 earlier messages from you" in second.stdout.splitlines()[0]
        assert second.stdout.splitlines()[1] == "resuming your last conversation; /reset starts a new one"
        # /reset starts over.
        assert said(3) == [("user", "Who am I?")]
        assert "conversation reset; new conversation chat-" in second.stdout
        # Every request carried the planning agent's system prompt and tools.
        assert all(r.messages[0]["role"] == "system" for r in server.requests)
        assert {t["function"]["name"] for t in server.requests[0].tools} >= {"todo_update", "write_file"}


def test_the_plan_survives_a_restart(tmp_path: Path, env: dict[str, str]) -> None:
    spec = write_script(tmp_path / "script.json", [{"tool_calls": [todo_call("completed", "in_progress")]}, "Saved."])
    first = _chat(tmp_path, env, spec, ["Plan it", "/exit"])
    assert first.returncode == 0, first.stderr
    again = write_script(tmp_path / "again.json", [])
    second = _chat(tmp_path, env, again, ["/todos", "/reset", "/todos", "/exit"])
    assert second.returncode == 0, second.stderr
    shown, after_reset = second.stdout.split("conversation reset")
    assert "Todos (1/2 completed)" in shown and "[x] Check the time in Tokyo" in shown
    assert "no plan yet in this conversation" in after_reset


def test_the_default_state_file_lives_under_sprig_home(tmp_path: Path, env: dict[str, str]) -> None:
    spec = write_script(tmp_path / "script.json", ["Hi."])
    result = run_sprig("chat", "--model", spec, env=env, cwd=tmp_path, input="hello\n")
    assert result.returncode == 0, result.stderr
    assert (tmp_path / "home" / "state.db").is_file()


def test_an_explicit_conversation_id(tmp_path: Path, env: dict[str, str]) -> None:
    spec = write_script(tmp_path / "script.json", [])
    result = _chat(tmp_path, env, spec, ["/exit"], "--conversation", "project-x")
    assert "conversation project-x" in result.stdout.splitlines()[0]


def test_chat_fails_to_start_with_one_line(tmp_path: Path) -> None:
    env = cli_env(tmp_path / "home", ANTHROPIC_API_KEY=None)
    result = run_sprig("chat", "--model", "anthropic:claude-sonnet-4-5", env=env, cwd=tmp_path, input="")
    assert result.returncode == 2
    assert result.stderr.splitlines() == [
        "sprig: error: anthropic needs an API key: set it with: export ANTHROPIC_API_KEY=... ; "
        "or pick another model with --model SPEC (or SPRIG_MODEL); 'sprig run --help' lists them"
    ]
    (tmp_path / "file").write_text("x")
    spec = write_script(tmp_path / "script.json", [])
    blocked = run_sprig(
        "chat", "--model", spec, "--state", str(tmp_path / "file" / "state.db"), env=env, cwd=tmp_path, input=""
    )
    assert blocked.returncode == 2 and "cannot create the state folder" in blocked.stderr


def test_ctrl_d_on_a_terminal_leaves_the_prompt_line_ended(tmp_path: Path, env: dict[str, str]) -> None:
    import os
    import pty
    import select
    import sys
    import time

    spec = write_script(tmp_path / "script.json", ["never used"])
    pid, fd = pty.fork()
    if pid == 0:  # the child: sprig chat on a pseudo-terminal
        os.chdir(tmp_path)
        command = [sys.executable, "-m", "sprig.cli", "chat", "--model", spec, "--state", "s.db", "-w", "."]
        os.execve(sys.executable, command, env)
    output = b""
    deadline = time.monotonic() + 60
    sent = False
    while time.monotonic() < deadline:
        if not sent and output.endswith(b"you> "):
            os.write(fd, b"\x04")  # Ctrl-D at an empty prompt
            sent = True
        ready, _, _ = select.select([fd], [], [], 0.5)
        if not ready:
            continue
        try:
            data = os.read(fd, 65536)
        except OSError:
            break
        if not data:
            break
        output += data
    _, status = os.waitpid(pid, 0)
    os.close(fd)
    assert sent and os.waitstatus_to_exitcode(status) == 0, output[-500:]
    assert output.endswith(b"you> \r\n")  # the shell's prompt starts on a line of its own


def test_a_redis_state_is_shared_by_two_processes(tmp_path: Path, env: dict[str, str], redis_url: str) -> None:
    with OpenAiLoopbackServer() as server:
        server.add(reply("Nice to meet you, Ada."), reply("You are Ada."))
        spec = f"openai-compatible:m@{server.url}"
        plan = write_script(tmp_path / "plan.json", [{"tool_calls": [todo_call("in_progress", "pending")]}, "Ok."])
        args = ("--state", redis_url, "-w", "work", "--create")
        first = run_sprig("chat", "--model", plan, *args, env=env, cwd=tmp_path, input="Plan it\n/exit\n")
        assert first.returncode == 0, first.stderr
        second = run_sprig("chat", "--model", spec, *args, env=env, cwd=tmp_path, input="/todos\nMy name?\n/exit\n")
        assert second.returncode == 0, second.stderr
        assert "1 earlier messages from you" in second.stdout.splitlines()[0]
        assert "Todos (0/2 completed)" in second.stdout
        said = [(m["role"], m.get("content") or "") for m in server.requests[0].messages if m["role"] != "system"]
        assert said[0] == ("user", "Plan it") and said[-1] == ("user", "My name?")


def test_an_unreachable_redis_state_is_one_line(tmp_path: Path, env: dict[str, str]) -> None:
    spec = write_script(tmp_path / "script.json", ["Hi."])
    result = run_sprig(
        "chat", "--model", spec, "--state", "redis://127.0.0.1:1/0", env=env, cwd=tmp_path, input="hello\n"
    )
    assert result.returncode == 1
    assert "cannot reach Redis at redis://127.0.0.1:1/0" in result.stdout + result.stderr
    assert "Traceback" not in result.stderr
