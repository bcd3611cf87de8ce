"""Benchmark: what durability adds per tool round (SQLite and PostgreSQL).

The same client runs the same request plainly (``client.prompt(...).stream().events()``) and as a
durable run (``DurableAgent.start`` then ``result``), interleaved in one process, with a scripted
model (no network) and a trivial tool, so what differs is the durable machinery: a checkpointed step
per model round and per tool call, and the run's events written to the database. Each backend runs
in its own process (a process has one DBOS runtime) against a fresh database: a file for SQLite, a
throwaway cluster for PostgreSQL (``fsync=off``, as in the tests).

Per tool round = (time of a 10-round run - time of a 0-round run) / 10, for each mode; the
0-round time is the per-run cost (for a durable run it includes queue and result polling, here
every 5 ms).

Run: ``.venv/bin/python bench/durable.py`` (about 40 s).
"""

from __future__ import annotations

import asyncio
import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from sprig import ChatClient, ToolCall, ToolResponseMessage, UserMessage, tool
from sprig.models import ScriptedChatModel
from sprig.prompt import Prompt

ROUNDS = 10
REPEATS = 15


@tool
def lookup(key: str) -> str:
    """Look a key up."""
    return f"value-of-{key}"


def script(prompt: Prompt) -> Any:
    first = next(m.text for m in prompt.messages if isinstance(m, UserMessage))
    rounds = int(first.split("rounds=")[1].split()[0])
    done = sum(1 for m in prompt.messages if isinstance(m, ToolResponseMessage))
    if done < rounds:
        return ToolCall(f"call_{done}", "lookup", f'{{"key": "k{done}"}}')
    return "All keys looked up. " * 3


def _client() -> ChatClient:
    model = ScriptedChatModel([script], repeat_last=True, chunk_size=16)
    return ChatClient.builder(model).default_tools(lookup).build()


async def _plain(client: ChatClient, rounds: int, n: int) -> float:
    started = time.perf_counter()
    async for _ in client.prompt(f"rounds={rounds} #{n}").stream().events():
        pass
    return time.perf_counter() - started


async def _durable(agent: Any, rounds: int, n: int) -> float:
    started = time.perf_counter()
    run = await agent.astart(f"rounds={rounds} #{n}")
    await run.aresult()
    return time.perf_counter() - started


async def measure(url: str) -> dict[str, float]:
    from sprig.durable import DurableAgent

    client = _client()
    agent = DurableAgent(client, name="bench", database_url=url, polling_interval=0.005)
    await agent.alaunch()
    times: dict[str, list[float]] = {"plain10": [], "plain0": [], "durable10": [], "durable0": []}
    for n in range(REPEATS + 2):  # the first two are warm-up
        samples = {
            "plain10": await _plain(client, ROUNDS, n),
            "plain0": await _plain(client, 0, n),
            "durable10": await _durable(agent, ROUNDS, n),
            "durable0": await _durable(agent, 0, n),
        }
        if n >= 2:
            for key, value in samples.items():
                times[key].append(value)
    DurableAgent.shutdown()
    med = {key: statistics.median(values) * 1000 for key, values in times.items()}
    return {
        "plain_round": (med["plain10"] - med["plain0"]) / ROUNDS,
        "durable_round": (med["durable10"] - med["durable0"]) / ROUNDS,
        "plain_run": med["plain0"],
        "durable_run": med["durable0"],
    }


def _child(url: str) -> dict[str, float]:
    done = subprocess.run(
        [sys.executable, __file__, "--measure", url], capture_output=True, text=True, timeout=600, check=True
    )
    result: dict[str, float] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def main() -> None:
    from support.postgres import running_postgres

    results: dict[str, dict[str, float]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        results["SQLite"] = _child(f"sqlite:///{tmp}/bench.sqlite")
    try:
        with running_postgres() as server:
            results["PostgreSQL"] = _child(f"{server.rsplit('/', 1)[0]}/sprig_bench")
    except RuntimeError as error:
        print(f"PostgreSQL skipped: {error}")
    print(
        "| backend | plain, per tool round | durable, per tool round | added per round | ratio "
        "| per run (0 rounds): plain / durable |"
    )
    print("| --- | --- | --- | --- | --- | --- |")
    for name, r in results.items():
        added = r["durable_round"] - r["plain_round"]
        print(
            f"| {name} | {r['plain_round']:.2f} ms | {r['durable_round']:.2f} ms | {added:.2f} ms "
            f"| {r['durable_round'] / r['plain_round']:.1f}x | {r['plain_run']:.1f} ms / {r['durable_run']:.1f} ms |"
        )


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "--measure":
        print(json.dumps(asyncio.run(measure(sys.argv[2]))))
    else:
        main()
