"""Unloading the embedded model right after it loads never hangs the process.

llama.cpp's server starts its task loop on a thread of its own after ``xllamacpp.Server`` returns; a
stop sent before that loop ran was lost and the destructor waited for the loop for ever (a `sprig run`
that declined at once hung about once in fifty runs on a loaded machine). The race is timing-bound, so
this runs the quickest load-then-unload cycle many times, in fresh processes, each with a time bound.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from sprig.models.local import default_model_path

CYCLES = """
import asyncio
from sprig.models import LocalChatModel

async def main() -> None:
    for _ in range(20):
        model = LocalChatModel()
        await model.aload()
        await model.aclose()

asyncio.run(main())
print("unloaded")
"""


@pytest.mark.slow
def test_a_model_unloaded_right_after_loading_never_hangs() -> None:
    if not Path(default_model_path()).exists():
        pytest.skip("the default weights are not installed")
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2] / "src")}
    for _ in range(4):  # 20 cycles take 15-25 s alone, up to 2 minutes on a machine shared by other runs
        done = subprocess.run([sys.executable, "-c", CYCLES], capture_output=True, text=True, timeout=300, env=env)
        assert done.returncode == 0, done.stderr[-2000:]
        assert done.stdout.strip() == "unloaded"
