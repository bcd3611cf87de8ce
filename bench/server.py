"""Benchmark of ``sprig serve``: the latency the server adds, and how many SSE streams one process holds.

(a) Added latency. The same planning agent (scripted model, ~200-character answer in 8-character
    chunks, no delay) is run in-process (``client.prompt(...).call().acontent()`` and
    ``stream().events()``: the floor) and through ``sprig serve`` in another process, over
    loopback HTTP with aiohttp: OpenAI blocking, OpenAI streaming (to ``[DONE]``) and AG-UI
    streaming (to ``RUN_FINISHED``), one request at a time, interleaved. Reported: p50 and p99
    of each, the server's added time (p50 server - p50 in-process) and the ratio.
    The "http floor" is ``GET /healthz`` on the same server: what any request over loopback HTTP
    to uvicorn costs (client included), measured in the same run.
(b) Concurrent streams. ``sprig serve`` with a model that streams one chunk a second; the
    bench opens N streaming requests at once and waits until every one has received answer text,
    then reads the server's resident memory (``/proc/PID/status``) against the idle server's.
    Reported: streams held, time until all streamed, memory per open stream.

Run: ``.venv/bin/python bench/server.py [STREAMS]`` (about 40 s; STREAMS defaults to 500).
"""

from __future__ import annotations

import asyncio
import json
import os
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import aiohttp

ANSWER = "The plan is done: I checked the time, wrote the notes and verified the page renders. " * 2 + "Finished."
RUNS = 200
HEADERS = {"Content-Type": "application/json"}


def percentile(samples: list[float], q: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def start_server(folder: Path, script: dict[str, Any]) -> tuple[subprocess.Popen[str], str]:
    path = folder / f"script-{time.monotonic_ns()}.json"
    path.write_text(json.dumps(script))
    process = subprocess.Popen(
        [sys.executable, "-m", "sprig.cli", "serve", "--model", f"scripted:{path}", "--port", "0", "-w", str(folder)],
        stdout=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONUNBUFFERED": "1"},
    )
    assert process.stdout is not None
    line = process.stdout.readline()
    if "listening on" not in line:
        raise RuntimeError(f"sprig serve did not start: {line!r}")
    return process, line.split("listening on ")[1].strip().rstrip("/")


def stop(process: subprocess.Popen[str]) -> None:
    process.send_signal(signal.SIGTERM)
    try:
        process.wait(10)
    except subprocess.TimeoutExpired:
        process.kill()


def rss_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    raise RuntimeError("no VmRSS")


async def added_latency(folder: Path) -> None:
    from sprig.agent import build_planning_agent
    from sprig.models import ScriptedChatModel

    script = {"chunk_size": 8, "repeat_last": True, "replies": [ANSWER]}
    process, url = start_server(folder, script)
    agent = build_planning_agent(ScriptedChatModel([ANSWER], chunk_size=8, repeat_last=True), folder)
    chat = {"model": "sprig", "messages": [{"role": "user", "content": "Work the task."}]}
    names = ("in-process call", "in-process stream", "http floor", "openai", "openai stream", "ag-ui")
    samples: dict[str, list[float]] = {k: [] for k in names}
    try:
        async with aiohttp.ClientSession() as session:

            async def post(path: str, body: dict[str, Any], end: bytes) -> None:
                async with session.post(url + path, data=json.dumps(body), headers=HEADERS) as response:
                    data = await response.read()
                    assert response.status == 200 and end in data, data[-200:]

            async def in_call() -> None:
                assert await agent.prompt("Work the task.").call().acontent() == ANSWER

            async def in_stream() -> None:
                async for _ in agent.prompt("Work the task.").stream().events():
                    pass

            async def http_floor() -> None:
                async with session.get(url + "/healthz") as response:
                    assert response.status == 200 and await response.read()

            async def openai_call() -> None:
                await post("/v1/chat/completions", chat, b'"finish_reason":"stop"')

            async def openai_stream() -> None:
                await post("/v1/chat/completions", {**chat, "stream": True}, b"[DONE]")

            n = 0

            async def agui() -> None:
                nonlocal n
                n += 1
                body = {
                    "threadId": f"bench-{n}",
                    "runId": "r",
                    "messages": [{"id": "u", "role": "user", "content": "Work the task."}],
                }
                await post("/ag-ui", body, b"RUN_FINISHED")

            cases = {
                "in-process call": in_call,
                "in-process stream": in_stream,
                "http floor": http_floor,
                "openai": openai_call,
                "openai stream": openai_stream,
                "ag-ui": agui,
            }
            for _ in range(20):  # warm up
                for case in cases.values():
                    await case()
            for _ in range(RUNS):
                for name, case in cases.items():
                    started = time.perf_counter()
                    await case()
                    samples[name].append((time.perf_counter() - started) * 1000)
    finally:
        stop(process)
    print(f"(a) added latency, {RUNS} runs each, ms")
    print(f"{'what':<20} {'p50':>7} {'p99':>7} {'added p50':>10} {'ratio':>6}")
    floors = {"openai": "in-process call", "openai stream": "in-process stream", "ag-ui": "in-process stream"}
    for name, values in samples.items():
        p50, p99 = percentile(values, 0.5), percentile(values, 0.99)
        floor = floors.get(name)
        if floor is None:
            print(f"{name:<20} {p50:7.2f} {p99:7.2f}")
        else:
            base = percentile(samples[floor], 0.5)
            print(f"{name:<20} {p50:7.2f} {p99:7.2f} {p50 - base:10.2f} {p50 / base:5.1f}x")


async def concurrent_streams(folder: Path, streams: int) -> None:
    # 150 characters in 4-character chunks, one a second: the scripted model builds its chunks up front,
    # so a short answer keeps its own memory out of the per-stream figure
    script = {"chunk_size": 4, "delay": 1.0, "repeat_last": True, "replies": ["tick " * 30]}
    process, url = start_server(folder, script)
    try:
        await asyncio.sleep(0.5)
        idle = rss_kib(process.pid)
        connector = aiohttp.TCPConnector(limit=0)
        async with aiohttp.ClientSession(connector=connector, timeout=aiohttp.ClientTimeout(total=None)) as session:
            streaming = 0
            all_streaming = asyncio.Event()
            started = time.perf_counter()

            async def one(i: int) -> None:
                nonlocal streaming
                body = {"model": "sprig", "messages": [{"role": "user", "content": "go"}], "stream": True}
                async with session.post(url + "/v1/chat/completions", data=json.dumps(body), headers=HEADERS) as r:
                    assert r.status == 200, r.status
                    seen = False
                    async for line in r.content:
                        if not seen and b"tick" in line:
                            seen = True
                            streaming += 1
                            if streaming == streams:
                                all_streaming.set()

            tasks = [asyncio.create_task(one(i)) for i in range(streams)]
            try:
                await asyncio.wait_for(all_streaming.wait(), 120)
                elapsed = time.perf_counter() - started
                await asyncio.sleep(1.0)  # every stream open and ticking
                held = rss_kib(process.pid)
                failed = [t for t in tasks if t.done() and t.exception() is not None]
            finally:
                for task in tasks:
                    task.cancel()
                await asyncio.gather(*tasks, return_exceptions=True)
    finally:
        stop(process)
    print(f"(b) {streams} concurrent SSE streams: all streaming after {elapsed:.1f} s, {len(failed)} failed")
    print(f"    server RSS idle {idle / 1024:.1f} MiB, with {streams} open streams {held / 1024:.1f} MiB")
    print(f"    memory per open stream: {(held - idle) / streams:.1f} KiB")


async def main() -> None:
    streams = int(sys.argv[1]) if len(sys.argv) > 1 else 500
    print(f"cpus: {os.cpu_count()}")
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        await added_latency(folder)
        await concurrent_streams(folder, streams)


if __name__ == "__main__":
    asyncio.run(main())
