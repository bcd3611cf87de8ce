"""``sprig run`` on the embedded model never dies natively: Ctrl-C exits 130, an over-long prompt exits 1.

llama.cpp runs on worker threads; a thread still inside it when the interpreter shuts down used
to abort the process (``FATAL: exception not rethrown``, exit 134). Each case runs as a real
subprocess, repeatedly, since the crash was a race. A 256-token context (``--context 256``) makes
the over-long prompt cheap.
"""

from __future__ import annotations

import json
import signal
import time
from pathlib import Path

import pytest

from support.cli import cli_env, popen_sprig, run_sprig
from support.local_weights import local_model_missing

REPEATS = 10


pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))


def _no_native_crash(returncode: int, stderr: str) -> None:
    assert returncode >= 0, f"killed by signal {-returncode}: {stderr}"
    assert "FATAL" not in stderr and "Traceback" not in stderr and "terminate called" not in stderr, stderr


@pytest.mark.slow
@pytest.mark.timeout(240)
def test_ctrl_c_during_a_local_run_always_exits_130(tmp_path: Path) -> None:
    env = cli_env(tmp_path / "home")
    for attempt in range(REPEATS):
        process = popen_sprig("run", "--json", "What time is it in Tokyo?", env=env, cwd=tmp_path)
        try:
            assert process.stdout is not None and process.stderr is not None
            time.sleep(0.3 + 0.3 * attempt)  # anywhere: start-up, loading, choosing, calling, answering
            process.send_signal(signal.SIGINT)
            process.stdout.read()
            err = process.stderr.read()
            process.wait(timeout=30)
        finally:
            process.kill()
        _no_native_crash(process.returncode, err)
        if process.returncode != 0:  # a run may finish before the signal: then there is nothing to cancel
            assert process.returncode == 130, err
            assert err.strip().splitlines()[-1] == "sprig: cancelled"


@pytest.mark.slow
@pytest.mark.timeout(240)
def test_a_prompt_larger_than_the_context_always_exits_1_naming_the_limit(tmp_path: Path) -> None:
    env = cli_env(tmp_path / "home")
    task = "Please tell me the current time in Tokyo, where my sister lives. " * 40
    for _ in range(REPEATS):
        result = run_sprig("run", "--json", "--context", "256", task, env=env, cwd=tmp_path, timeout=60)
        _no_native_crash(result.returncode, result.stderr)
        assert result.returncode == 1, result.stderr
        (line,) = result.stderr.strip().splitlines()
        assert "context of 256 tokens" in line and "--context" in line
        assert "HTTP" not in line


def test_the_context_size_comes_from_the_spec_or_the_environment(tmp_path: Path) -> None:
    task = "Please tell me the current time in Tokyo, where my sister lives. " * 40
    by_spec = run_sprig("run", "--model", "local?n_ctx=300", task, env=cli_env(tmp_path / "h"), cwd=tmp_path)
    assert by_spec.returncode == 1 and "context of 300 tokens" in by_spec.stderr
    by_env = run_sprig("run", task, env=cli_env(tmp_path / "h", SPRIG_LOCAL_CTX="320"), cwd=tmp_path)
    assert by_env.returncode == 1 and "context of 320 tokens" in by_env.stderr


@pytest.mark.slow
def test_a_reply_cut_off_by_the_token_limit_is_marked(tmp_path: Path) -> None:
    env = cli_env(tmp_path / "home")
    args = ("run", "What time is it in Tokyo?", "--max-tokens", "3")
    shown = run_sprig(*args, env=env, cwd=tmp_path, timeout=120)
    assert shown.returncode == 0, shown.stderr
    assert "cut off" in shown.stdout
    events = [json.loads(line) for line in run_sprig(*args, "--json", env=env, cwd=tmp_path).stdout.splitlines()]
    done = events[-1]
    assert done["type"] == "done" and done["response"]["finish_reason"] == "length"
    assert done["response"]["cut_off"] is True
