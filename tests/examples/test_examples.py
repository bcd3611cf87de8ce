"""The examples run as scripts with their scripted models and do what they say."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def _run(script: str, *args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k != "SPRIG_MODEL"}
    return subprocess.run(
        [sys.executable, str(EXAMPLES / script), *args], cwd=cwd, env=env, capture_output=True, text=True, timeout=60
    )


def test_planning_agent_writes_the_site_and_completes_its_plan(tmp_path: Path) -> None:
    result = _run("planning_agent.py", "--workdir", str(tmp_path / "work"), cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    page = (tmp_path / "work" / "site" / "index.html").read_text()
    assert page.count("<section") == 3
    assert re.findall(r"<h2>(\w+)</h2>", page) == ["About", "Projects", "Contact"]
    assert '<link rel="stylesheet" href="style.css">' in page
    assert "section {" in (tmp_path / "work" / "site" / "style.css").read_text()
    out = result.stdout
    # The plan went through every step, one at a time, and ended completed.
    progress = re.findall(r"-> todo_update: \((\d)/4 completed\)", out)
    assert progress == ["0", "1", "2", "3", "4"]
    assert "The page has 3 sections." in out  # the agent read the page back and counted
    assert out.rstrip().endswith(
        "[x] Outline the three sections\n[x] Write site/index.html\n[x] Write site/style.css\n"
        "[x] Check the page\n(4/4 completed)"
    )
    assert not (tmp_path / "site").exists()  # nothing was written outside the work folder


def test_planning_agent_defaults_to_the_current_folder(tmp_path: Path) -> None:
    result = _run("planning_agent.py", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert (tmp_path / "site" / "index.html").read_text().count("<section") == 3


def test_quickstart_answers_with_the_tool(tmp_path: Path) -> None:
    result = _run("quickstart.py", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert result.stdout == "It is sunny and 21 °C in Paris.\n"
