"""From the base install (no extras), ``sprig`` says in one line which extra to install."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from support.cli import cli_env


def _sprig_without(modules: list[str], *args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    hide = "".join(f"sys.modules[{name!r}] = None; " for name in modules)  # import fails as if not installed
    code = f"import sys; {hide}from sprig.cli import main; sys.exit(main(sys.argv[1:]))"
    env = cli_env(cwd / "home")
    return subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True, env=env, cwd=cwd)


def test_run_without_the_cli_extra_names_it(tmp_path: Path) -> None:
    result = _sprig_without(["rich"], "run", "What time is it in Tokyo?", cwd=tmp_path)
    assert result.returncode == 2
    assert result.stderr.splitlines() == [
        "sprig: error: sprig run needs the command-line extra: pip install 'sprig-ai[cli]' "
        "(or 'sprig-ai[local]', which adds the embedded model)"
    ]


def test_chat_without_the_cli_extra_names_it(tmp_path: Path) -> None:
    result = _sprig_without(["platformdirs"], "chat", cwd=tmp_path)
    assert result.returncode == 2 and "pip install 'sprig-ai[cli]'" in result.stderr
    assert len(result.stderr.splitlines()) == 1


def test_the_default_model_without_the_local_extra_names_it(tmp_path: Path) -> None:
    result = _sprig_without(["xllamacpp"], "run", "--json", "What time is it in Tokyo?", cwd=tmp_path)
    assert result.returncode == 2
    (line,) = result.stderr.splitlines()
    assert "pip install 'sprig-ai[local]'" in line and "--model" in line


def test_help_says_what_the_local_extra_gives(tmp_path: Path) -> None:
    result = _sprig_without([], "run", "--help", cwd=tmp_path)
    assert "pip install 'sprig-ai[local]'; the first" in result.stdout  # and that the weights come on first run
    assert "--create" in result.stdout and "--context" in result.stdout
