"""Start-up time of the ``sprig`` command against ``python -c pass``, measured in the same run.

    .venv/bin/python bench/cli.py [--runs N]

Each command runs ``N`` times (default 15), interleaved so that load on the machine hits all of
them alike; the table shows medians and the ratio to the floor (a bare interpreter start).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

COMMANDS: dict[str, list[str]] = {
    "python -c pass (floor)": [sys.executable, "-c", "pass"],
    "python -c 'import sprig'": [sys.executable, "-c", "import sprig"],
    "sprig --help": [sys.executable, "-m", "sprig.cli", "--help"],
    "sprig tools": [sys.executable, "-m", "sprig.cli", "tools"],
    "sprig run (scripted, one answer)": [],  # filled in main(): needs a script file
}


def _time(command: list[str], cwd: str) -> float:
    started = time.perf_counter()
    subprocess.run(command, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    return time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15)
    runs = parser.parse_args().runs
    with tempfile.TemporaryDirectory() as folder:
        script = os.path.join(folder, "script.json")
        with open(script, "w", encoding="utf-8") as file:
            file.write('["Hello."]')
        COMMANDS["sprig run (scripted, one answer)"] = [
            sys.executable,
            "-m",
            "sprig.cli",
            "run",
            "hi",
            "--model",
            f"scripted:{script}",
            "--json",
        ]
        for command in COMMANDS.values():  # warm the file cache and .pyc files
            _time(command, folder)
        samples: dict[str, list[float]] = {name: [] for name in COMMANDS}
        for _ in range(runs):
            for name, command in COMMANDS.items():
                samples[name].append(_time(command, folder))
    floor = statistics.median(samples["python -c pass (floor)"])
    print(f"{'command':<36} {'median':>9} {'min':>9} {'ratio':>7}")
    for name, times in samples.items():
        median = statistics.median(times)
        print(f"{name:<36} {median * 1000:>7.0f}ms {min(times) * 1000:>7.0f}ms {median / floor:>6.1f}x")


if __name__ == "__main__":
    main()
