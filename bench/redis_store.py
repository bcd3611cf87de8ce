"""Benchmark of RedisStore against a raw ``redis.asyncio`` floor, on a real redis-server in the same run.

Run: ``.venv/bin/python bench/redis_store.py`` (needs ``redis-server`` on PATH; it starts its own on
a free loopback port, with no persistence, and stops it at the end).

For get, set and update on 1,000 conversation keys it times

- the floor: the same operations written by hand on one ``redis.asyncio.Redis`` client (same
  pool, hiredis when installed) plus the JSON round trip of the value with orjson; for update,
  both ways a hand-written update can be done: ``GET`` then a compare-and-set Lua script (what
  RedisStore does), and ``WATCH``/``GET``/``MULTI``/``SET``/``EXEC`` on a pipeline;
- RedisStore doing the same through the ``KeyValueStore`` protocol;

sequentially (latency) and with 200 conversations at once (throughput), interleaved over five
repetitions; each figure is the median, and each RedisStore figure is also given as a multiple
of its floor. Goal: at most 1.3x.
"""

from __future__ import annotations

import asyncio
import os
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from typing import Any

import orjson
import redis.asyncio as aioredis

from sprig.state import RedisStore

CONVERSATIONS = 1_000
OPS = 3_000
CONCURRENT = 200
REPETITIONS = 5
TTL_MS = 30 * 60 * 1000
VALUE = [{"id": str(i), "text": f"Step {i}: write section {i} of the page", "status": "pending"} for i in range(1, 6)]

CAS = """
local current = redis.call('GET', KEYS[1])
if ARGV[1] == '0' then
  if current then return 0 end
elseif current ~= ARGV[2] then
  return 0
end
redis.call('SET', KEYS[1], ARGV[3], 'PX', ARGV[4])
return 1
"""


class RawFloor:
    """The same operations written by hand on redis.asyncio, with orjson."""

    def __init__(self, url: str) -> None:
        self.client = aioredis.Redis(connection_pool=aioredis.BlockingConnectionPool.from_url(url, max_connections=256))
        self.cas = self.client.register_script(CAS)

    async def aget(self, key: str) -> Any:
        raw = await self.client.get("sprig:" + key)
        return None if raw is None else orjson.loads(raw)

    async def aset(self, key: str, value: Any) -> None:
        await self.client.set("sprig:" + key, orjson.dumps(value), px=TTL_MS)

    async def aupdate(self, key: str, fn: Callable[[Any], Any]) -> Any:
        name = "sprig:" + key
        while True:
            raw = await self.client.get(name)
            new = orjson.dumps(fn(None if raw is None else orjson.loads(raw)))
            if await self.cas(keys=[name], args=["0" if raw is None else "1", raw or b"", new, TTL_MS]):
                return orjson.loads(new)


class RawWatchFloor(RawFloor):
    """Update with optimistic WATCH/MULTI instead (a dedicated connection per update)."""

    async def aupdate(self, key: str, fn: Callable[[Any], Any]) -> Any:
        name = "sprig:" + key
        async with self.client.pipeline(transaction=True) as pipe:
            while True:
                try:
                    await pipe.watch(name)
                    raw = await pipe.get(name)
                    new = orjson.dumps(fn(None if raw is None else orjson.loads(raw)))
                    pipe.multi()
                    pipe.set(name, new, px=TTL_MS)
                    await pipe.execute()
                    return orjson.loads(new)
                except aioredis.WatchError:
                    continue


def op_call(store: Any, op: str) -> Callable[[str], Awaitable[Any]]:
    return {
        "get": store.aget,
        "set": lambda key: store.aset(key, VALUE),
        "update": lambda key: store.aupdate(key, lambda v: v),
    }[op]


async def sequential(store: Any, op: str) -> float:
    """Microseconds per operation, one caller."""
    call = op_call(store, op)
    keys = [f"todos:conv-{i % CONVERSATIONS}" for i in range(OPS)]
    start = time.perf_counter()
    for key in keys:
        await call(key)
    return (time.perf_counter() - start) / OPS * 1e6


async def concurrent(store: Any, op: str) -> float:
    """Operations per second with CONCURRENT conversations at once."""
    call = op_call(store, op)
    per = OPS // CONCURRENT

    async def conversation(n: int) -> None:
        for _ in range(per):
            await call(f"todos:conv-{n}")

    start = time.perf_counter()
    await asyncio.gather(*(conversation(n) for n in range(CONCURRENT)))
    return per * CONCURRENT / (time.perf_counter() - start)


def start_redis() -> tuple[subprocess.Popen[bytes], str, str]:
    binary = shutil.which("redis-server") or "/usr/bin/redis-server"
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    folder = tempfile.mkdtemp(prefix="sprig-bench-redis-")
    process = subprocess.Popen(
        [binary, "--port", str(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", folder],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    for _ in range(200):
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
            break
        except OSError:
            time.sleep(0.05)
    return process, f"redis://127.0.0.1:{port}/0", folder


async def main() -> None:
    process, url, folder = start_redis()
    try:
        stores: dict[str, Any] = {
            "floor (raw GET/SET/CAS)": RawFloor(url),
            "floor, update by WATCH/MULTI": RawWatchFloor(url),
            "RedisStore": RedisStore(url),
        }
        for n in range(CONVERSATIONS):
            await stores["RedisStore"].aset(f"todos:conv-{n}", VALUE)
        results: dict[tuple[str, str], list[float]] = {}
        for _ in range(REPETITIONS):
            for name, store in stores.items():
                for op in ("get", "set", "update"):
                    results.setdefault((name, f"seq {op}"), []).append(await sequential(store, op))
                    results.setdefault((name, f"c{CONCURRENT} {op}"), []).append(await concurrent(store, op))
        print(f"python {sys.version.split()[0]}, redis-server on loopback, load average {os.getloadavg()[0]:.2f}")
        print(f"{'':34} {'floor':>12} {'WATCH floor':>12} {'RedisStore':>12} {'ratio':>7}")
        for measure in ("seq get", "seq set", "seq update", f"c{CONCURRENT} get", f"c{CONCURRENT} set",
                        f"c{CONCURRENT} update"):
            floor, watch, ours = (statistics.median(results[(n, measure)]) for n in stores)
            unit = "us/op" if measure.startswith("seq") else "ops/s"
            ratio = ours / floor if unit == "us/op" else floor / ours
            print(f"  {measure + ' (' + unit + ')':32} {floor:12,.1f} {watch:12,.1f} {ours:12,.1f} {ratio:6.2f}x")
        await stores["RedisStore"].aclose()
    finally:
        process.kill()
        process.wait()
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    asyncio.run(main())
