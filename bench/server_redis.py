"""Benchmark of ``sprig serve`` on Redis: throughput of two instances against one, on one Redis.

Three set-ups, each a ``sprig serve`` process (or two) running the planning agent on a scripted
model (a ~100-character answer, no delay: the server's own work is what is measured):

- one instance on ``--state memory`` (the floor: no shared store at all);
- one instance on ``--state redis://...``;
- two instances on the same Redis, each request of a conversation sent to the other instance
  than the one before (the worst case for a load balancer without sticky sessions).

WORKERS clients (aiohttp, one process) each run conversations of ten turns (blocking
``/v1/chat/completions`` with ``X-Conversation-Id``: claim, lock, history, save, unlock on the
store) for WINDOW seconds per set-up; set-ups are interleaved over three repetitions, and the
median requests per second is reported, with the two-instance figure as a multiple of the
one-instance one. Every response is checked (200 and the scripted answer).

Requests per second on a small shared machine say more about the machine than about sprig
(the client, Redis and the instances compete for the same cores), so the bench also reads the
CPU time (``/proc/PID/stat``) the sprig processes, Redis and the client spent per request: a
second instance scales out if the CPU per request stays the same, since each instance then
adds a core's worth of requests.

Run: ``.venv/bin/python bench/server_redis.py [WORKERS] [WINDOW]`` (about 40 s with the defaults
64 and 4; needs ``redis-server`` on PATH, started here on a free loopback port, no persistence).
"""

from __future__ import annotations

import asyncio
import itertools
import json
import os
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

import aiohttp

ANSWER = "Done: the plan is written, the notes are saved and the page renders as it should. All good."
TURNS = 10
REPETITIONS = 3


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


def start_redis(folder: Path) -> tuple[subprocess.Popen[bytes], str]:
    binary = shutil.which("redis-server") or "/usr/bin/redis-server"
    port = free_port()
    process = subprocess.Popen(
        [binary, "--port", str(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", str(folder)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    for _ in range(200):
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
            break
        except OSError:
            time.sleep(0.05)
    return process, f"redis://127.0.0.1:{port}/0"


def start_server(folder: Path, state: str) -> tuple[subprocess.Popen[str], str]:
    script = folder / "script.json"
    script.write_text(json.dumps({"chunk_size": 32, "repeat_last": True, "replies": [ANSWER]}))
    process = subprocess.Popen(
        [sys.executable, "-m", "sprig.cli", "serve", "--model", f"scripted:{script}", "--state", state,
         "--port", "0", "-w", str(folder)],
        stdout=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONUNBUFFERED": "1"},
    )
    assert process.stdout is not None
    line = process.stdout.readline()
    if "listening on" not in line:
        raise RuntimeError(f"sprig serve did not start: {line!r}")
    return process, line.split("listening on ")[1].strip().rstrip("/")


def cpu_seconds(pid: int) -> float:
    """User + system CPU time of process ``pid`` so far."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


@dataclass
class Window:
    """One measured window: requests per second, and CPU milliseconds per request."""

    rate: float
    server_ms: float
    redis_ms: float
    client_ms: float


async def measure(
    session: aiohttp.ClientSession,
    urls: list[str],
    label: str,
    workers: int,
    window: float,
    pids: list[int],
    redis: int,
) -> Window:
    server, store, client = sum(map(cpu_seconds, pids)), cpu_seconds(redis), time.process_time()
    done, elapsed = await load(session, urls, label, workers, window)
    server = sum(map(cpu_seconds, pids)) - server
    store, client = cpu_seconds(redis) - store, time.process_time() - client
    return Window(done / elapsed, server * 1000 / done, store * 1000 / done, client * 1000 / done)


async def load(
    session: aiohttp.ClientSession, urls: list[str], label: str, workers: int, window: float
) -> tuple[int, float]:
    """How many requests ``workers`` clients complete in ``window`` seconds against ``urls``, and the time taken."""
    deadline = time.monotonic() + window
    done = 0
    runs = itertools.count()

    async def worker(index: int) -> None:
        nonlocal done
        hop = index
        while time.monotonic() < deadline:
            conversation = f"{label}-{index}-{next(runs)}"
            for turn in range(TURNS):
                body = {"model": "sprig", "messages": [{"role": "user", "content": f"turn {turn}"}]}
                url = urls[hop % len(urls)]
                hop += 1
                async with session.post(
                    f"{url}/v1/chat/completions", json=body, headers={"X-Conversation-Id": conversation}
                ) as response:
                    payload = await response.json()
                if response.status != 200 or payload["choices"][0]["message"]["content"] != ANSWER:
                    raise RuntimeError(f"{label}: {response.status} {payload}")
                done += 1
                if time.monotonic() >= deadline:
                    return

    started = time.monotonic()
    await asyncio.gather(*(worker(i) for i in range(workers)))
    return done, time.monotonic() - started


async def main(workers: int, window: float) -> None:
    folder = Path(tempfile.mkdtemp(prefix="sprig-bench-serve-redis-"))
    redis, url = start_redis(folder)
    processes: list[subprocess.Popen[str]] = []
    try:
        setups: dict[str, tuple[list[str], list[int]]] = {}
        for name, state in (("memory, 1 instance", "memory"), ("redis, 1 instance", url)):
            process, base = start_server(folder, state)
            processes.append(process)
            setups[name] = ([base], [process.pid])
        process, second = start_server(folder, url)
        processes.append(process)
        first = setups["redis, 1 instance"]
        setups["redis, 2 instances"] = ([first[0][0], second], [first[1][0], process.pid])

        results: dict[str, list[Window]] = {name: [] for name in setups}
        connector = aiohttp.TCPConnector(limit=0)
        async with aiohttp.ClientSession(connector=connector) as session:
            for name, (urls, _) in setups.items():  # warm-up
                await load(session, urls, f"warm-{name.replace(' ', '').replace(',', '')}", workers, 1.0)
            for repetition in range(REPETITIONS):
                for name, (urls, pids) in setups.items():
                    label = f"r{repetition}-{name.replace(' ', '').replace(',', '')}"
                    results[name].append(await measure(session, urls, label, workers, window, pids, redis.pid))
        one = statistics.median(w.rate for w in results["redis, 1 instance"])
        print(f"{workers} clients, conversations of {TURNS} turns, {window:g} s windows x {REPETITIONS}; "
              f"load average {os.getloadavg()[0]:.2f}")
        print("| set-up | requests/s (median; runs) | vs one instance on Redis | CPU ms per request: "
              "sprig / Redis / client |")
        print("| --- | --- | --- | --- |")
        for name, windows in results.items():
            rate = statistics.median(w.rate for w in windows)
            runs = ", ".join(f"{w.rate:.0f}" for w in windows)
            fields = ("server_ms", "redis_ms", "client_ms")
            cpu = " / ".join(f"{statistics.median(getattr(w, f) for w in windows):.2f}" for f in fields)
            print(f"| {name} | {rate:.0f} ({runs}) | {rate / one:.2f}x | {cpu} |")
    finally:
        for process in processes:
            process.terminate()
        for process in processes:
            process.wait(15)
        redis.kill()
        redis.wait()
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    arguments = sys.argv[1:]
    asyncio.run(main(int(arguments[0]) if arguments else 64, float(arguments[1]) if len(arguments) > 1 else 4.0))
