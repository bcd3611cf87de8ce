"""Benchmark of sprig.state stores: get/set/update at 1,000 conversations.

Run: ``.venv/bin/python bench/state.py``. For each store (InMemoryStore, SqliteStore on a temp
file) it measures

- sequential: one caller doing random get / set / update on 1,000 conversation keys;
- concurrent: 1,000 conversations at once (one asyncio task each), each doing get then set
  per round, as a server with 1,000 live conversations would;

and prints ops per second, p50 and p99 latency. The floor is the least work any store must do
for the same operation: a dict lookup plus the JSON round trip of the value (orjson), inside
a coroutine, measured in the same run; each result is also given as a multiple of that floor.
"""

from __future__ import annotations

import asyncio
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import orjson

from sprig.state import InMemoryStore, KeyValueStore, SqliteStore

CONVERSATIONS = 1_000
SEQUENTIAL_OPS = 20_000
ROUNDS = 10
VALUE = [{"id": str(i), "text": f"Step {i}: write section {i} of the page", "status": "pending"} for i in range(1, 6)]


def percentile(samples: list[float], q: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


class FloorStore:
    """The floor: a dict and a JSON round trip, nothing else."""

    def __init__(self) -> None:
        self.data: dict[str, bytes] = {}

    async def aget(self, key: str) -> Any:
        raw = self.data.get(key)
        return None if raw is None else orjson.loads(raw)

    async def aset(self, key: str, value: Any) -> None:
        self.data[key] = orjson.dumps(value)

    async def aupdate(self, key: str, fn: Callable[[Any], Any]) -> Any:
        raw = self.data.get(key)
        new = fn(None if raw is None else orjson.loads(raw))
        self.data[key] = orjson.dumps(new)
        return new


async def sequential(store: Any, op: str) -> tuple[float, list[float]]:
    rng = random.Random(7)
    keys = [f"todos:conv-{rng.randrange(CONVERSATIONS)}" for _ in range(SEQUENTIAL_OPS)]
    calls: dict[str, Callable[[str], Awaitable[Any]]] = {
        "get": store.aget,
        "set": lambda key: store.aset(key, VALUE),
        "update": lambda key: store.aupdate(key, lambda v: v),
    }
    call = calls[op]
    latencies = []
    clock = time.perf_counter
    start = clock()
    for key in keys:
        t0 = clock()
        await call(key)
        latencies.append(clock() - t0)
    return SEQUENTIAL_OPS / (clock() - start), latencies


async def concurrent(store: Any) -> tuple[float, list[float]]:
    latencies: list[float] = []
    clock = time.perf_counter

    async def conversation(n: int) -> None:
        key = f"todos:conv-{n}"
        for _ in range(ROUNDS):
            t0 = clock()
            value = await store.aget(key)
            t1 = clock()
            await store.aset(key, value or VALUE)
            t2 = clock()
            latencies.extend((t1 - t0, t2 - t1))

    start = clock()
    await asyncio.gather(*(conversation(n) for n in range(CONVERSATIONS)))
    return len(latencies) / (clock() - start), latencies


async def fill(store: Any) -> None:
    for n in range(CONVERSATIONS):
        await store.aset(f"todos:conv-{n}", VALUE)


def row(label: str, ops: float, latencies: list[float], floor_ops: float | None) -> str:
    p50 = statistics.median(latencies) * 1e6
    p99 = percentile(latencies, 0.99) * 1e6
    ratio = f"{floor_ops / ops:7.1f}x" if floor_ops else "  floor "
    return f"  {label:<24} {ops:>11,.0f} ops/s   p50 {p50:8.1f} us   p99 {p99:8.1f} us   {ratio}"


async def bench(name: str, make: Callable[[], Any], floors: dict[str, float]) -> None:
    store = make()
    await fill(store)
    await sequential(store, "get")  # warm up allocator and caches before measuring
    print(name)
    for op in ("get", "set", "update"):
        ops, lat = await sequential(store, op)
        print(row(f"sequential {op}", ops, lat, floors.get(op)))
        if name.startswith("floor"):
            floors[op] = ops
    ops, lat = await concurrent(store)
    print(row(f"{CONVERSATIONS} conversations get+set", ops, lat, floors.get("concurrent")))
    if name.startswith("floor"):
        floors["concurrent"] = ops
    if isinstance(store, KeyValueStore):
        await store.aclose()


async def main() -> None:
    print(f"python {sys.version.split()[0]}, {CONVERSATIONS} conversations, value {len(orjson.dumps(VALUE))} bytes")
    print("(last column: time per op as a multiple of the floor's)\n")
    floors: dict[str, float] = {}
    await bench("floor: dict + orjson in a coroutine", FloorStore, floors)
    await bench("InMemoryStore", InMemoryStore, floors)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "state.db"
        await bench("SqliteStore (WAL, synchronous=NORMAL, temp file)", lambda: SqliteStore(path), floors)


if __name__ == "__main__":
    asyncio.run(main())
