"""Ready time: how long ``from sprig import ChatClient; from sprig.models import OpenAiChatModel``
takes in a fresh interpreter, against ``import aiohttp, pydantic`` measured in the same run.

Each import runs in its own subprocess, interleaved with the floor, ``RUNS`` times; reported are
the medians of wall time and of CPU time (user + system of the child), and their ratios.

Run: ``.venv/bin/python bench/ready.py`` (about 15 s).
"""

from __future__ import annotations

import os
import resource
import statistics
import subprocess
import sys
import time

RUNS = int(os.environ.get("RUNS", "15"))

JOBS = {
    "python -c pass": "pass",
    "import aiohttp, pydantic (floor)": "import aiohttp, pydantic",
    "from sprig import ChatClient; from sprig.models import OpenAiChatModel": (
        "from sprig import ChatClient; from sprig.models import OpenAiChatModel"
    ),
}


def run(code: str) -> tuple[float, float]:
    """Wall and CPU seconds of one fresh interpreter running ``code``."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    subprocess.run([sys.executable, "-c", code], check=True)
    wall = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main() -> None:
    walls: dict[str, list[float]] = {name: [] for name in JOBS}
    cpus: dict[str, list[float]] = {name: [] for name in JOBS}
    for code in JOBS.values():  # warm the file cache
        run(code)
    for _ in range(RUNS):
        for name, code in JOBS.items():
            wall, cpu = run(code)
            walls[name].append(wall)
            cpus[name].append(cpu)
    floor = "import aiohttp, pydantic (floor)"
    fw, fc = statistics.median(walls[floor]), statistics.median(cpus[floor])
    print(f"ready time, medians of {RUNS} interleaved runs (load average {os.getloadavg()[0]:.1f}):")
    for name in JOBS:
        w, c = statistics.median(walls[name]), statistics.median(cpus[name])
        print(f"  {name}: wall {w * 1e3:.0f} ms ({w / fw:.2f}x)  cpu {c * 1e3:.0f} ms ({c / fc:.2f}x)")


if __name__ == "__main__":
    main()
