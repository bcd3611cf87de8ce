"""The Python examples in README.md run, so they cannot rot."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

README = Path(__file__).resolve().parents[2] / "README.md"
BLOCKS = re.findall(r"```python\n(.*?)```", README.read_text(encoding="utf-8"), re.DOTALL)


def test_readme_has_python_examples() -> None:
    assert len(BLOCKS) >= 3


@pytest.mark.parametrize("index", range(len(BLOCKS)))
def test_readme_example_runs(index: int, tmp_path: Path, request: pytest.FixtureRequest) -> None:
    script = tmp_path / f"example_{index}.py"
    script.write_text(BLOCKS[index], encoding="utf-8")
    env = dict(os.environ)
    if "SPRIG_REDIS_URL" in BLOCKS[index]:  # the Redis example runs against the tests' real redis-server
        env["SPRIG_REDIS_URL"] = request.getfixturevalue("redis_url")
    done = subprocess.run(
        [sys.executable, str(script)], cwd=tmp_path, capture_output=True, text=True, timeout=60, env=env
    )
    assert done.returncode == 0, done.stderr
    if "print(" in BLOCKS[index]:
        assert done.stdout.strip()


def test_readme_names_the_two_commands() -> None:
    text = README.read_text(encoding="utf-8")
    assert "make demo" in text and "make test" in text
    ci = (README.parent / ".ci" / "run").read_text(encoding="utf-8")
    assert "make test" in ci
