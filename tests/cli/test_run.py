"""``sprig run`` in a subprocess with the scripted model: output, files, JSON events, failures, Ctrl-C."""

from __future__ import annotations

import json
import os
import pty
import select
import signal
import sys
import time
from pathlib import Path

import pytest

from support.cli import cli_env, planning_replies, popen_sprig, run_sprig, todo_call, write_script

TASK = "Check the time in Tokyo and write notes.txt"


@pytest.fixture
def env(tmp_path: Path) -> dict[str, str]:
    return cli_env(tmp_path / "home")


def test_run_streams_text_tool_calls_and_the_todo_panel(tmp_path: Path, env: dict[str, str]) -> None:
    spec = write_script(tmp_path / "script.json", planning_replies())
    (tmp_path / "work").mkdir()
    result = run_sprig("run", TASK, "--model", spec, "--workdir", "work", "--yes", env=env, cwd=tmp_path)

    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
    out = result.stdout
    assert out.startswith("I'll plan first.\n")
    assert '● current_time(timezone="Asia/Tokyo")' in out
    assert '● write_file(path="notes.txt", content="Tokyo checked\\n")' in out
    assert "⎿ Wrote 14 bytes to notes.txt (new file)." in out
    # The panel is printed each time the plan changes, with the markers of the todo toolkit.
    assert "Todos (0/2 completed)" in out and "Todos (1/2 completed)" in out and "Todos (2/2 completed)" in out
    final_panel = out[out.index("Todos (2/2 completed)") :]
    assert "[x] Check the time in Tokyo" in final_panel and "[x] Write notes.txt" in final_panel
    assert "[>] Check the time in Tokyo" in out[: out.index("Todos (1/2 completed)")]
    assert "All done: I checked the time in Tokyo and wrote notes.txt.\n" in out
    assert out.index("Todos (2/2 completed)") < out.index("All done")
    assert "done in" in out.splitlines()[-1]
    assert (tmp_path / "work" / "notes.txt").read_text() == "Tokyo checked\n"


def test_the_model_comes_from_sprig_model_when_no_flag_is_given(tmp_path: Path) -> None:
    spec = write_script(tmp_path / "script.json", ["From the environment."])
    env = cli_env(tmp_path / "home", SPRIG_MODEL=spec)
    result = run_sprig("run", "hi", env=env, cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("From the environment.\n")


def test_the_flag_wins_over_sprig_model(tmp_path: Path) -> None:
    flag = write_script(tmp_path / "flag.json", ["From the flag."])
    env = cli_env(tmp_path / "home", SPRIG_MODEL="openai:gpt-4o-mini", OPENAI_API_KEY=None)
    result = run_sprig("run", "hi", "--model", flag, env=env, cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("From the flag.")


def test_json_prints_one_event_per_line_and_nothing_else(tmp_path: Path, env: dict[str, str]) -> None:
    spec = write_script(tmp_path / "script.json", planning_replies())
    (tmp_path / "work").mkdir()
    result = run_sprig("run", TASK, "--model", spec, "-w", "work", "--json", "--yes", env=env, cwd=tmp_path)

    assert result.returncode == 0, result.stderr
    events = [json.loads(line) for line in result.stdout.splitlines()]
    types = [event["type"] for event in events]
    assert types[-1] == "done" and types.count("done") == 1
    assert events[-1]["response"]["text"] == "All done: I checked the time in Tokyo and wrote notes.txt."
    assert types[0] == "text_delta"
    assert "".join(e["text"] for e in events if e["type"] == "text_delta") == (
        "I'll plan first.\nAll done: I checked the time in Tokyo and wrote notes.txt."
    )
    started = [e["name"] for e in events if e["type"] == "tool_call_started"]
    results = [e for e in events if e["type"] == "tool_result"]
    expected = ["todo_update", "current_time", "todo_update", "write_file", "todo_update"]
    assert started == expected
    assert [e["name"] for e in results] == expected
    assert not any(e["error"] for e in results)
    assert results[-1]["text"].endswith("(2/2 completed)")
    # Every result comes after its call started and its arguments streamed.
    for result_event in results:
        position = events.index(result_event)
        call_id = result_event["id"]
        assert any(e["type"] == "tool_call_started" and e["id"] == call_id for e in events[:position])
        streamed = "".join(
            e["delta"] for e in events[:position] if e["type"] == "tool_arguments_delta" and e["id"] == call_id
        )
        assert json.loads(streamed) == json.loads(result_event["arguments"])
    assert "usage" in types
    assert (tmp_path / "work" / "notes.txt").exists()


def test_a_failing_model_exits_non_zero_with_one_line(tmp_path: Path, env: dict[str, str]) -> None:
    spec = write_script(tmp_path / "script.json", [{"error": "upstream exploded", "status": 500}])
    result = run_sprig("run", TASK, "--model", spec, env=env, cwd=tmp_path)
    assert result.returncode == 1
    assert result.stderr.splitlines() == ["sprig: error: model error (HTTP 500): upstream exploded"]
    assert "Traceback" not in result.stdout + result.stderr


def test_a_stream_broken_midway_keeps_what_arrived_and_fails(tmp_path: Path, env: dict[str, str]) -> None:
    broken = {"text": "Half an answer that never", "error": "connection reset", "status": 502, "fail_after_chunks": 3}
    spec = write_script(tmp_path / "script.json", [broken], chunk_size=5)
    result = run_sprig("run", TASK, "--model", spec, "--json", env=env, cwd=tmp_path)
    assert result.returncode == 1
    events = [json.loads(line) for line in result.stdout.splitlines()]
    assert [e["text"] for e in events] == ["Half ", "an an", "swer "]
    assert result.stderr.strip() == "sprig: error: model error (HTTP 502): connection reset"


def test_missing_api_key_names_the_variable(tmp_path: Path) -> None:
    env = cli_env(tmp_path / "home", OPENAI_API_KEY=None)
    result = run_sprig("run", TASK, "--model", "openai:gpt-4o-mini", env=env, cwd=tmp_path)
    assert result.returncode == 2
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("sprig: error: ")
    assert "export OPENAI_API_KEY=" in lines[0] and "--model" in lines[0]
    assert "from_spec" not in lines[0]  # it speaks to a command-line user, not to Python code
    assert result.stdout == ""


@pytest.mark.parametrize(
    ("spec", "expected"),
    [
        ("nope:model", "unknown model provider 'nope'"),
        ("openai:", "names no model"),
        ("scripted:", "scripted:PATH.json"),
        ("scripted:/no/such/script.json", "cannot read the model script"),
    ],
)
def test_bad_model_specs_are_one_line_errors(tmp_path: Path, env: dict[str, str], spec: str, expected: str) -> None:
    result = run_sprig("run", TASK, "--model", spec, env=env, cwd=tmp_path)
    assert result.returncode == 2
    assert len(result.stderr.splitlines()) == 1
    assert expected in result.stderr


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        ("{not json", "is not valid JSON"),
        ('{"replies": 3}', "needs a list of replies"),
        ('[{"txt": "typo"}]', "unknown keys ['txt']"),
        ('[{"tool_calls": [{"arguments": {}}]}]', "each tool call is an object with name"),
        ("[42]", "must be a string or an object"),
    ],
)
def test_malformed_scripts_are_refused(tmp_path: Path, env: dict[str, str], content: str, expected: str) -> None:
    (tmp_path / "bad.json").write_text(content)
    result = run_sprig("run", TASK, "--model", f"scripted:{tmp_path / 'bad.json'}", env=env, cwd=tmp_path)
    assert result.returncode == 2
    assert expected in result.stderr and len(result.stderr.splitlines()) == 1


def test_a_tool_loop_that_gives_up_exits_non_zero(tmp_path: Path, env: dict[str, str]) -> None:
    unknown = {"tool_calls": [{"name": "no_such_tool", "arguments": {}}]}
    spec = write_script(tmp_path / "script.json", [unknown, unknown, unknown])
    result = run_sprig("run", TASK, "--model", spec, env=env, cwd=tmp_path)
    assert result.returncode == 1
    assert result.stderr.startswith("sprig: error: the tool loop gave up:")
    assert len(result.stderr.splitlines()) == 1
    # Every failed call was shown as an error the moment it finished, the last one included.
    assert result.stdout.count("✗ no_such_tool") == 3
    assert "retry 1: Error: there is no tool named 'no_such_tool'" in result.stdout
    assert "retry 2:" in result.stdout


def test_max_rounds_bounds_the_loop(tmp_path: Path, env: dict[str, str]) -> None:
    spec = write_script(tmp_path / "script.json", planning_replies())
    result = run_sprig("run", TASK, "--model", spec, "--max-rounds", "2", env=env, cwd=tmp_path)
    assert result.returncode == 1
    assert "the tool loop gave up" in result.stderr


def test_a_tool_error_is_shown_and_the_model_recovers(tmp_path: Path, env: dict[str, str]) -> None:
    replies = [
        {"tool_calls": [{"name": "read_file", "arguments": {"path": "../etc/passwd"}}]},
        {"tool_calls": [todo_call("in_progress", "in_progress")]},
        "Could not read it.",
    ]
    spec = write_script(tmp_path / "script.json", replies)
    result = run_sprig("run", TASK, "--model", spec, env=env, cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert "✗ read_file" in result.stdout
    assert "✗ todo_update" in result.stdout and "only one item may be in_progress" in result.stdout
    assert "Todos (" not in result.stdout  # a refused plan is not shown as the plan


def test_the_reminder_is_shown_after_three_rounds_without_a_plan_update(tmp_path: Path, env: dict[str, str]) -> None:
    time_call = {"tool_calls": [{"name": "current_time", "arguments": {"timezone": "UTC"}}]}
    replies = [{"tool_calls": [todo_call("in_progress", "pending")]}, time_call, time_call, time_call, "ok"]
    spec = write_script(tmp_path / "script.json", replies)
    result = run_sprig("run", TASK, "--model", spec, "--json", env=env, cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    reminders = [json.loads(line) for line in result.stdout.splitlines() if '"reminder"' in line]
    assert [r["rounds_since_update"] for r in reminders] == [3]
    plain = run_sprig("run", TASK, "--model", spec, env=env, cwd=tmp_path)
    assert "reminder after 3 tool rounds: <reminder>Update your todos.</reminder>" in plain.stdout


def test_task_from_stdin_and_empty_task(tmp_path: Path, env: dict[str, str]) -> None:
    spec = write_script(tmp_path / "script.json", ["Read it."])
    result = run_sprig("run", "-", "--model", spec, "--json", env=env, cwd=tmp_path, input="a task\n")
    assert result.returncode == 0
    empty = run_sprig("run", "-", "--model", spec, env=env, cwd=tmp_path, input="  \n")
    assert empty.returncode == 2 and "give the task" in empty.stderr


def test_a_workdir_that_is_a_file_is_refused(tmp_path: Path, env: dict[str, str]) -> None:
    (tmp_path / "taken").write_text("a file")
    spec = write_script(tmp_path / "script.json", ["never"])
    result = run_sprig("run", TASK, "--model", spec, "--workdir", "taken", env=env, cwd=tmp_path)
    assert result.returncode == 2
    assert "cannot use 'taken' as the work folder" in result.stderr


def test_a_missing_workdir_is_refused_unless_create_is_given(tmp_path: Path, env: dict[str, str]) -> None:
    spec = write_script(tmp_path / "script.json", ["done"])
    refused = run_sprig("run", TASK, "--model", spec, "--workdir", "new/work", env=env, cwd=tmp_path)
    assert refused.returncode == 2
    assert refused.stderr == (
        "sprig: error: the work folder 'new/work' does not exist; create it, or add --create to let sprig create it\n"
    )
    assert not (tmp_path / "new").exists()
    created = run_sprig("run", TASK, "--model", spec, "--workdir", "new/work", "--create", env=env, cwd=tmp_path)
    assert created.returncode == 0, created.stderr
    assert "sprig: created the work folder new/work" in created.stderr
    assert (tmp_path / "new" / "work").is_dir()


@pytest.mark.parametrize("json_mode", [True, False])
def test_ctrl_c_cancels_cleanly(tmp_path: Path, env: dict[str, str], json_mode: bool) -> None:
    slow = {"text": "word " * 400}
    spec = write_script(tmp_path / "script.json", [slow], chunk_size=5, delay=0.05)
    process = popen_sprig("run", TASK, "--model", spec, *(["--json"] if json_mode else []), env=env, cwd=tmp_path)
    try:
        assert process.stdout is not None
        first = process.stdout.read(5)  # the answer has begun streaming
        assert first
        process.send_signal(signal.SIGINT)
        out = process.stdout.read()  # to the end: the process exits
        assert process.stderr is not None
        err = process.stderr.read()
        process.wait(timeout=20)
    finally:
        process.kill()
    assert process.returncode == 130
    assert "Traceback" not in err and "Traceback" not in out
    assert err.strip().splitlines()[-1] == "sprig: cancelled"
    assert len(first + out) < len("word " * 400)  # it stopped early
    if json_mode:
        assert all(json.loads(line)["type"] == "text_delta" for line in (first + out).splitlines())


@pytest.mark.parametrize("json_mode", [True, False])
def test_ctrl_c_landing_in_generated_code_still_exits_130(tmp_path: Path, env: dict[str, str], json_mode: bool) -> None:
    # Ctrl-C often lands while a module imports and dataclasses or named tuples exec() the methods
    # they generate; Python < 3.14 then took the caught interrupt for an unhandled one and killed
    # ``python -m sprig.cli`` by SIGINT at exit (returncode -2) after "sprig: cancelled".
    (tmp_path / "interrupting.py").write_text('exec("raise KeyboardInterrupt")\nTOOLS = []\n')
    spec = write_script(tmp_path / "script.json", ["Never reached."])
    args = ("run", TASK, "--model", spec, "--tools", "interrupting:TOOLS", *(["--json"] if json_mode else []))
    result = run_sprig(*args, env=env, cwd=tmp_path)
    assert result.returncode == 130, result.stderr
    assert result.stderr == "sprig: cancelled\n"
    assert result.stdout == ""


def test_ctrl_c_while_the_process_shuts_down_keeps_the_exit_code(tmp_path: Path, env: dict[str, str]) -> None:
    # The embedded model frees its native memory while the interpreter shuts down, after Python has
    # put SIGINT back to its default action: a Ctrl-C landing then used to kill the process by the
    # signal (returncode -2) after it had finished and printed its answer.
    (tmp_path / "late.py").write_text(
        "import os, signal, time\n"
        "from sprig import tool\n"
        "class FreedAtShutdown:\n"
        "    def __del__(self):\n"
        "        os.kill(os.getpid(), signal.SIGINT)\n"
        "        time.sleep(0.2)\n"
        "HELD = FreedAtShutdown()\n"
        "@tool\n"
        "def ping() -> str:\n"
        "    \"\"\"Answer pong.\"\"\"\n"
        "    return 'pong'\n"
        "TOOLS = [ping]\n"
    )
    spec = write_script(tmp_path / "script.json", ["Done."])
    result = run_sprig("run", TASK, "--model", spec, "--tools", "late:TOOLS", "--json", env=env, cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert [json.loads(line)["type"] for line in result.stdout.splitlines()][-1] == "done"
    assert result.stderr == ""


def test_ctrl_c_before_the_run_starts_leaves_no_warning(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import asyncio
    import gc
    import warnings

    from sprig._cli import run as run_command
    from sprig.cli import build_parser

    def interrupted_while_starting(main: object) -> None:
        raise KeyboardInterrupt  # what Ctrl-C does while asyncio.run() sets up its loop

    monkeypatch.setattr(asyncio, "run", interrupted_while_starting)
    monkeypatch.setenv("SPRIG_HOME", str(tmp_path / "home"))
    spec = write_script(tmp_path / "script.json", ["Never reached."])
    args = build_parser().parse_args(["run", TASK, "--model", spec, "--json", "--workdir", str(tmp_path)])
    gc.collect()  # earlier tests' garbage warns on its own
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        assert run_command.main(args) == 130
        gc.collect()
    assert [str(w.message) for w in caught if "never awaited" in str(w.message)] == []
    assert capsys.readouterr().err == "sprig: cancelled\n"


def test_on_a_terminal_the_display_is_live(tmp_path: Path, env: dict[str, str]) -> None:
    spec = write_script(tmp_path / "script.json", planning_replies(), delay=0.01)
    pid, fd = pty.fork()
    if pid == 0:  # the child: run sprig on the pseudo-terminal
        os.chdir(tmp_path)
        argv = [sys.executable, "-m", "sprig.cli", "run", TASK, "--model", spec, "-w", "work", "--yes", "--create"]
        os.execve(sys.executable, argv, env)
    output = b""
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        ready, _, _ = select.select([fd], [], [], 1)
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
    text = output.decode("utf-8", "replace")
    assert os.waitstatus_to_exitcode(status) == 0, text[-2000:]
    assert "\x1b[?25l" in text and "\x1b[?25h" in text  # the live region hid the cursor and gave it back
    assert "Thinking" in text  # the spinner ran while waiting for tokens
    assert "Todos (2/2 completed)" in text
    assert "All done: I checked the time in Tokyo and wrote notes.txt." in text


def test_a_refused_connection_names_the_provider_and_the_address(tmp_path: Path) -> None:
    import socket

    with socket.socket() as probe:  # a port nobody listens on
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    env = cli_env(tmp_path / "home", LLAMACPP_BASE_URL=f"http://127.0.0.1:{port}/v1")
    result = run_sprig("run", TASK, "--model", "llamacpp:any", env=env, cwd=tmp_path)
    assert result.returncode == 1
    (line,) = result.stderr.strip().splitlines()
    assert f"llamacpp: cannot connect to 127.0.0.1:{port} (connection refused)" in line
    assert "ConnectionKey" not in line and "openai" not in line
