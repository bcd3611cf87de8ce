"""What a new user meets in the first hour: help that lists ``mcp serve``, a first weights fetch that
says so without a terminal, a file that is not GGUF, Ctrl-C at the chat prompt."""

from __future__ import annotations

import asyncio
import importlib.util
import os
import pty
import select
import signal
import sys
import time
from pathlib import Path

import pytest

from support.cli import cli_env, run_sprig, write_script


@pytest.fixture
def env(tmp_path: Path) -> dict[str, str]:
    return cli_env(tmp_path / "home")


def test_mcp_help_lists_serve(tmp_path: Path, env: dict[str, str]) -> None:
    result = run_sprig("mcp", "--help", env=env, cwd=tmp_path)
    assert result.returncode == 0
    assert "serve" in result.stdout and "Serve tools as an MCP server." in result.stdout
    serve_help = run_sprig("mcp", "serve", "--help", env=env, cwd=tmp_path)
    assert serve_help.returncode == 0 and "--transport" in serve_help.stdout


@pytest.mark.skipif(importlib.util.find_spec("xllamacpp") is None, reason="needs the local extra")
def test_a_local_file_that_is_not_gguf_gets_sprigs_own_message(tmp_path: Path, env: dict[str, str]) -> None:
    (tmp_path / "model.gguf").write_text("this is not a model\n")
    result = run_sprig("run", "hi", "--model", "local:model.gguf", env=env, cwd=tmp_path)
    assert result.returncode == 2
    assert result.stderr.splitlines() == [
        "sprig: error: 'model.gguf' is not a GGUF model file (it does not start with the GGUF signature); "
        "local:PATH takes a .gguf file, such as the ones llama.cpp and Hugging Face publish"
    ]


class _FetchingModel:
    needs_download = True

    def __init__(self) -> None:
        self.loaded = False

    async def aload(self) -> None:
        self.loaded = True


def test_the_first_weights_fetch_says_so_on_stderr_without_a_terminal(capsys: pytest.CaptureFixture[str]) -> None:
    from sprig._cli.display import JsonDisplay
    from sprig._cli.run import load_weights

    model = _FetchingModel()
    asyncio.run(load_weights(model, JsonDisplay()))  # type: ignore[arg-type]
    captured = capsys.readouterr()
    assert model.loaded and captured.out == ""
    assert captured.err.splitlines() == [
        "sprig: fetching the default model's weights (98 MB, once), then loading the model"
    ]


def test_ctrl_c_at_the_chat_prompt_says_how_it_left(tmp_path: Path, env: dict[str, str]) -> None:
    spec = write_script(tmp_path / "script.json", ["never used"])
    pid, fd = pty.fork()
    if pid == 0:  # the child: sprig chat on a pseudo-terminal
        signal.signal(signal.SIGINT, signal.SIG_DFL)  # a test run started in the background ignores SIGINT
        os.chdir(tmp_path)
        command = [sys.executable, "-m", "sprig.cli", "chat", "--model", spec, "--state", "s.db", "-w", "."]
        os.execve(sys.executable, command, env)
    output = b""
    deadline = time.monotonic() + 60
    sent = False
    last_sent = 0.0
    while time.monotonic() < deadline:
        # The prompt may be followed by line-editing control codes; a Ctrl-C that lands while the line
        # editor sets the terminal up can be flushed away, so it is sent again until the chat leaves.
        if b"you> " in output and time.monotonic() - last_sent > 3:
            time.sleep(0.3)  # let input() take the terminal first
            os.write(fd, b"\x03")  # Ctrl-C at an empty prompt
            sent, last_sent = True, time.monotonic()
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
    done, status = os.waitpid(pid, os.WNOHANG)
    for _ in range(20):
        if done:
            break
        time.sleep(0.1)
        done, status = os.waitpid(pid, os.WNOHANG)
    if done == 0:  # still running: stop it, and fail with what it printed rather than hang
        os.kill(pid, signal.SIGKILL)
        _, status = os.waitpid(pid, 0)
    os.close(fd)
    text = output.decode("utf-8", "replace")
    assert sent and os.waitstatus_to_exitcode(status) == 130, text[-500:]
    assert "left with Ctrl-C (/exit or Ctrl-D leave too)" in text and "picks this conversation up again" in text
