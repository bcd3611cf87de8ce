"""InMemoryStore: Caffeine-like defaults, LRU eviction, and sharing between threads."""

from __future__ import annotations

import asyncio
import threading

from sprig.state import InMemoryStore, KeyValueStore
from support.state import FakeClock


def test_defaults_are_thirty_minutes_and_a_thousand_entries() -> None:
    store = InMemoryStore()
    assert isinstance(store, KeyValueStore)
    assert store.default_ttl == 30 * 60
    assert store.max_entries == 1000


async def test_default_ttl_is_thirty_minutes() -> None:
    clock = FakeClock()
    store = InMemoryStore(clock=clock)
    await store.aset("k", 1)
    clock.advance(30 * 60 - 1)
    assert await store.aget("k") == 1
    clock.advance(1)
    assert await store.aget("k") is None


async def test_thousand_entries_then_lru_eviction() -> None:
    store = InMemoryStore()
    for i in range(1000):
        await store.aset(f"c{i}", i)
    assert len(store) == 1000
    await store.aget("c0")  # reading makes c0 the most recently used
    await store.aset("c1000", 1000)
    assert len(store) == 1000
    assert await store.aget("c0") == 0
    assert await store.aget("c1") is None
    assert await store.aget("c2") == 2


async def test_reads_and_updates_count_as_use() -> None:
    store = InMemoryStore(max_entries=2)
    await store.aset("a", 1)
    await store.aset("b", 2)
    await store.aupdate("a", lambda v: v + 1)
    await store.aset("c", 3)
    assert await store.akeys() == ["a", "c"]
    await store.aget("a")
    await store.aset("d", 4)
    assert await store.akeys() == ["a", "d"]


async def test_unbounded_and_never_expiring() -> None:
    clock = FakeClock()
    store = InMemoryStore(default_ttl=None, max_entries=None, clock=clock)
    for i in range(3000):
        await store.aset(str(i), i)
    clock.advance(10**9)
    assert len(store) == 3000


async def test_len_counts_only_live_entries() -> None:
    clock = FakeClock()
    store = InMemoryStore(clock=clock)
    await store.aset("a", 1, ttl=1)
    await store.aset("b", 1, ttl=5)
    clock.advance(2)
    assert len(store) == 1


def test_shared_between_threads_and_event_loops() -> None:
    store = InMemoryStore()

    def worker() -> None:
        async def run() -> None:
            for _ in range(500):
                await store.aupdate("n", lambda v: (v or 0) + 1)

        asyncio.run(run())

    threads = [threading.Thread(target=worker) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert store.get("n") == 2000
