"""The KeyValueStore protocol, checked the same way on every backend."""

from __future__ import annotations

import asyncio
import logging
import math
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from sprig.state import (
    InMemoryStore,
    KeyValueStore,
    RedisStore,
    SqliteStore,
    StateError,
    UnserializableValueError,
)
from support.state import FakeClock

StoreFactory = Callable[..., KeyValueStore]


@pytest.fixture(params=["memory", "sqlite", "redis"])
async def make_store(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[StoreFactory]:
    created: list[KeyValueStore] = []
    redis_url = request.getfixturevalue("redis_url") if request.param == "redis" else ""

    def factory(**kwargs: Any) -> KeyValueStore:
        store: KeyValueStore
        if request.param == "redis":
            if {"clock", "max_entries"} & kwargs.keys():
                # Redis keeps time and bounds memory itself (maxmemory); tests/state/test_redis_store.py
                # checks its expiry in real time.
                pytest.skip("Redis keeps its own clock and size bound")
            store = RedisStore(redis_url, **kwargs)
        elif request.param == "sqlite":
            store = SqliteStore(tmp_path / "state.db", **kwargs)
        else:
            store = InMemoryStore(**kwargs)
        created.append(store)
        return store

    yield factory
    for store in created:
        await store.aclose()


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


async def test_set_get_delete(make_store: StoreFactory) -> None:
    store = make_store()
    assert await store.aget("todos:a") is None
    await store.aset("todos:a", {"items": [{"id": "1", "text": "x"}], "n": 1.5, "ok": True, "none": None})
    assert await store.aget("todos:a") == {"items": [{"id": "1", "text": "x"}], "n": 1.5, "ok": True, "none": None}
    await store.aset("todos:a", ["replaced"])
    assert await store.aget("todos:a") == ["replaced"]
    assert await store.adelete("todos:a") is True
    assert await store.adelete("todos:a") is False
    assert await store.aget("todos:a") is None


async def test_values_are_copies(make_store: StoreFactory) -> None:
    store = make_store()
    value = {"items": [1, 2]}
    await store.aset("k", value)
    value["items"].append(3)
    first = await store.aget("k")
    assert first == {"items": [1, 2]}
    first["items"].append(4)
    assert await store.aget("k") == {"items": [1, 2]}


async def test_scalars_and_unicode_round_trip(make_store: StoreFactory) -> None:
    store = make_store()
    for value in ["text ✓ 日本", 0, -7, 2**62, 3.25, False, [], {}]:
        await store.aset("k", value)
        got = await store.aget("k")
        assert got == value and type(got) is type(value)


async def test_tuples_read_back_as_lists(make_store: StoreFactory) -> None:
    store = make_store()
    await store.aset("k", (1, "a"))
    assert await store.aget("k") == [1, "a"]


@dataclass
class Point:
    x: int


@pytest.mark.parametrize(
    "value",
    [object(), {1, 2}, Point(1), datetime(2024, 1, 1), {"nested": object()}, {1: "int key"}, b"bytes"],
    ids=["object", "set", "dataclass", "datetime", "nested", "int-key", "bytes"],
)
async def test_non_json_values_are_refused_and_nothing_is_stored(make_store: StoreFactory, value: Any) -> None:
    store = make_store()
    await store.aset("k", "before")
    with pytest.raises(UnserializableValueError, match="'k' is not JSON-serialisable"):
        await store.aset("k", value)
    with pytest.raises(TypeError):  # it is a TypeError too, like json.dumps
        await store.aset("k", value)
    assert await store.aget("k") == "before"


async def test_none_is_refused(make_store: StoreFactory) -> None:
    store = make_store()
    with pytest.raises(UnserializableValueError, match="cannot store None"):
        await store.aset("k", None)
    assert await store.akeys() == []


@pytest.mark.parametrize("key", ["", 1, None, b"k"])
async def test_bad_keys(make_store: StoreFactory, key: Any) -> None:
    store = make_store()
    with pytest.raises((TypeError, ValueError)):
        await store.aset(key, 1)
    with pytest.raises((TypeError, ValueError)):
        await store.aget(key)
    with pytest.raises((TypeError, ValueError)):
        await store.adelete(key)


async def test_ttl_expiry_with_default_and_per_key(make_store: StoreFactory, clock: FakeClock) -> None:
    store = make_store(default_ttl=10, clock=clock)
    await store.aset("default", 1)
    await store.aset("short", 2, ttl=2)
    await store.aset("long", 3, ttl=timedelta(minutes=1))
    await store.aset("forever", 4, ttl=math.inf)
    clock.advance(1.9)
    assert [await store.aget(k) for k in ("default", "short", "long", "forever")] == [1, 2, 3, 4]
    clock.advance(0.2)
    assert await store.aget("short") is None
    assert await store.akeys() == ["default", "forever", "long"]
    clock.advance(8)
    assert await store.aget("default") is None
    clock.advance(50)
    assert await store.aget("long") is None
    clock.advance(10**9)
    assert await store.aget("forever") == 4
    assert await store.akeys() == ["forever"]


async def test_writing_again_restarts_the_ttl(make_store: StoreFactory, clock: FakeClock) -> None:
    store = make_store(default_ttl=10, clock=clock)
    await store.aset("k", 1)
    clock.advance(8)
    await store.aset("k", 2)
    clock.advance(8)
    assert await store.aget("k") == 2
    clock.advance(3)
    assert await store.aget("k") is None


async def test_expired_entries_are_not_deleted_twice(make_store: StoreFactory, clock: FakeClock) -> None:
    store = make_store(default_ttl=1, clock=clock)
    await store.aset("k", 1)
    clock.advance(2)
    assert await store.adelete("k") is False


async def test_no_default_ttl_keeps_entries(make_store: StoreFactory, clock: FakeClock) -> None:
    store = make_store(default_ttl=None, clock=clock)
    await store.aset("k", 1)
    clock.advance(10**8)
    assert await store.aget("k") == 1


@pytest.mark.parametrize("ttl", [0, -1, float("nan"), "10", True])
async def test_bad_ttl(make_store: StoreFactory, ttl: Any) -> None:
    store = make_store()
    with pytest.raises((TypeError, ValueError), match="ttl"):
        await store.aset("k", 1, ttl=ttl)
    assert await store.aget("k") is None


@pytest.mark.parametrize("max_entries", [0, -1, 1.5, True])
def test_bad_max_entries(make_store: StoreFactory, max_entries: Any) -> None:
    with pytest.raises(ValueError, match="max_entries"):
        make_store(max_entries=max_entries)


async def test_max_entries_evicts_least_recently_written(make_store: StoreFactory, clock: FakeClock) -> None:
    store = make_store(max_entries=3, clock=clock)
    for key in ("a", "b", "c", "d"):
        await store.aset(key, key)
        clock.advance(1)
    assert await store.akeys() == ["b", "c", "d"]
    await store.aset("b", "again")
    clock.advance(1)
    await store.aset("e", "e")
    assert await store.akeys() == ["b", "d", "e"]


async def test_expired_entries_are_evicted_before_live_ones(make_store: StoreFactory, clock: FakeClock) -> None:
    store = make_store(max_entries=2, clock=clock)
    await store.aset("old-but-live", 1)
    clock.advance(1)
    await store.aset("short", 2, ttl=1)
    clock.advance(2)
    await store.aset("new", 3)
    assert await store.akeys() == ["new", "old-but-live"]


async def test_evicting_live_entries_is_counted_and_logged(
    make_store: StoreFactory, clock: FakeClock, caplog: pytest.LogCaptureFixture
) -> None:
    store = make_store(max_entries=2, clock=clock)
    caplog.set_level(logging.WARNING, logger="sprig.state")
    await store.aset("chat_memory:secret-conversation-id", 1)
    clock.advance(1)
    await store.aset("todos:a", 2)
    clock.advance(1)
    assert store.evictions == 0 and not caplog.records
    await store.aset("todos:b", 3)  # pushes out the live chat_memory entry
    assert store.evictions == 1
    [record] = caplog.records
    assert record.levelno == logging.WARNING
    message = record.getMessage()
    assert "evicted 1 live entry (chat_memory:*)" in message and "1 live entries evicted so far" in message
    assert "secret-conversation-id" not in message  # conversation ids stay out of the log
    clock.advance(1)
    await store.aset("todos:c", 4)
    assert store.evictions == 2
    assert len(caplog.records) == 1  # at most one warning every ten seconds; the counter keeps counting


async def test_expired_entries_pushed_out_are_not_evictions(
    make_store: StoreFactory, clock: FakeClock, caplog: pytest.LogCaptureFixture
) -> None:
    store = make_store(max_entries=1, clock=clock)
    caplog.set_level(logging.WARNING, logger="sprig.state")
    await store.aset("short", 1, ttl=1)
    clock.advance(2)
    await store.aset("new", 2)
    assert store.evictions == 0 and not caplog.records
    assert await store.akeys() == ["new"]


async def test_update_is_read_modify_write(make_store: StoreFactory) -> None:
    store = make_store()
    seen: list[Any] = []

    def bump(value: Any) -> Any:
        seen.append(value)
        return {"n": (value or {"n": 0})["n"] + 1}

    assert await store.aupdate("counter", bump) == {"n": 1}
    assert await store.aupdate("counter", bump) == {"n": 2}
    assert seen == [None, {"n": 1}]
    assert await store.aupdate("counter", lambda value: None) is None
    assert await store.aget("counter") is None


async def test_update_of_expired_entry_sees_none(make_store: StoreFactory, clock: FakeClock) -> None:
    store = make_store(default_ttl=5, clock=clock)
    await store.aset("k", 1)
    clock.advance(6)
    assert await store.aupdate("k", lambda value: [value]) == [None]


async def test_update_that_raises_changes_nothing(make_store: StoreFactory) -> None:
    store = make_store()
    await store.aset("k", [1])

    def boom(value: Any) -> Any:
        raise RuntimeError("no")

    with pytest.raises(RuntimeError, match="no"):
        await store.aupdate("k", boom)
    with pytest.raises(UnserializableValueError):
        await store.aupdate("k", lambda value: {object()})
    assert await store.aget("k") == [1]


async def test_concurrent_updates_lose_nothing(make_store: StoreFactory) -> None:
    store = make_store()
    await asyncio.gather(*(store.aupdate("n", lambda v: (v or 0) + 1) for _ in range(200)))
    assert await store.aget("n") == 200


async def test_keys_by_prefix(make_store: StoreFactory) -> None:
    store = make_store()
    for key in ("todos:b", "todos:a", "todos;x", "todo", "chat_memory:a", "todos:\U0010ffff"):
        await store.aset(key, 1)
    assert await store.akeys("todos:") == ["todos:a", "todos:b", "todos:\U0010ffff"]
    assert await store.akeys("todos:\U0010ffff") == ["todos:\U0010ffff"]
    assert len(await store.akeys()) == 6
    assert await store.akeys("nothing") == []
    with pytest.raises(TypeError):
        await store.akeys(1)  # type: ignore[arg-type]


async def test_closed_store_refuses_operations(make_store: StoreFactory) -> None:
    store = make_store()
    await store.aset("k", 1)
    await store.aclose()
    await store.aclose()  # closing twice is fine
    with pytest.raises(StateError, match="closed"):
        await store.aget("k")
    with pytest.raises(StateError, match="closed"):
        await store.aset("k", 2)


async def test_async_context_manager_closes(make_store: StoreFactory) -> None:
    async with make_store() as store:
        await store.aset("k", 1)
    with pytest.raises(StateError):
        await store.aget("k")


def test_blocking_faces(make_store: StoreFactory) -> None:
    with make_store() as store:
        store.set("k", {"a": 1}, ttl=60)
        assert store.get("k") == {"a": 1}
        assert store.update("k", lambda v: {**v, "b": 2}) == {"a": 1, "b": 2}
        assert store.keys() == ["k"]
        assert store.delete("k") is True
        assert store.get("k") is None
    with pytest.raises(StateError):
        store.get("k")
