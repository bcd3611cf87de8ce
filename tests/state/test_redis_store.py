"""RedisStore against a real redis-server: what the shared contract suite (test_store.py) cannot
check with a fake clock, and the faults a network store has."""

from __future__ import annotations

import asyncio
import math
import socket
import threading
import time
from collections.abc import Iterator

import pytest
import redis.asyncio as aioredis

from sprig.state import (
    CorruptValueError,
    InMemoryStore,
    RedisStore,
    SqliteStore,
    StateError,
    StoreUnavailableError,
    store_from_spec,
)
from support.mcp_servers import free_port
from support.redis_server import RedisServer


async def test_ttl_is_kept_by_redis(redis_url: str) -> None:
    store = RedisStore(redis_url, default_ttl=0.3)
    try:
        await store.aset("default", 1)
        await store.aset("short", 2, ttl=0.1)
        await store.aset("forever", 3, ttl=math.inf)
        raw = aioredis.Redis.from_url(redis_url)
        assert await raw.pttl("sprig:forever") == -1
        assert 0 < await raw.pttl("sprig:default") <= 300
        await raw.aclose()
        await asyncio.sleep(0.15)
        assert await store.aget("short") is None
        assert await store.aget("default") == 1
        await asyncio.sleep(0.25)
        assert await store.akeys() == ["forever"]
        await store.aupdate("forever", lambda v: v + 1, ttl=0.1)
        await asyncio.sleep(0.2)
        assert await store.aget("forever") is None
    finally:
        await store.aclose()


async def test_prefixes_keep_applications_apart(redis_url: str) -> None:
    one, two = RedisStore(redis_url, prefix="app1:"), RedisStore(redis_url, prefix="a*[p]?")
    try:
        await one.aset("k", "one")
        await two.aset("k", "two")
        await two.aset("k2", "two")
        assert await one.aget("k") == "one"
        assert await one.akeys() == ["k"]
        assert await two.akeys() == ["k", "k2"]  # the glob characters of the prefix are escaped
        assert await two.akeys("k2") == ["k2"]
    finally:
        await one.aclose()
        await two.aclose()


async def test_updates_from_two_instances_lose_nothing(redis_url: str) -> None:
    stores = [RedisStore(redis_url), RedisStore(redis_url)]
    try:
        await asyncio.gather(*(s.aupdate("n", lambda v: (v or 0) + 1) for _ in range(40) for s in stores))
        assert await stores[0].aget("n") == 80
    finally:
        for store in stores:
            await store.aclose()


def test_updates_from_threads_and_loops_lose_nothing(redis_url: str) -> None:
    store = RedisStore(redis_url)

    def bump() -> None:
        for _ in range(20):
            asyncio.run(store.aupdate("n", lambda v: (v or 0) + 1))

    threads = [threading.Thread(target=bump) for _ in range(4)]
    for thread in threads:
        thread.start()
    for _ in range(20):
        store.update("n", lambda v: (v or 0) + 1)  # the blocking face, on sprig's background loop
    for thread in threads:
        thread.join()
    assert store.get("n") == 100
    store.close()


async def test_a_value_that_is_not_json_is_reported(redis_url: str) -> None:
    raw = aioredis.Redis.from_url(redis_url)
    await raw.set("sprig:bad", b"\xff not json")
    await raw.aclose()
    store = RedisStore(redis_url)
    with pytest.raises(CorruptValueError, match="bad"):
        await store.aget("bad")
    await store.aclose()


async def test_unreachable_redis_is_a_clear_error_without_the_password() -> None:
    port = free_port()
    store = RedisStore(f"redis://:hunter2@127.0.0.1:{port}/0", timeout=1)
    started = time.monotonic()
    with pytest.raises(StoreUnavailableError, match=f"127.0.0.1:{port}") as info:
        await store.aget("k")
    assert time.monotonic() - started < 5
    assert "hunter2" not in str(info.value)
    assert "hunter2" not in repr(store)
    with pytest.raises(StoreUnavailableError):
        await store.aping()
    await store.aclose()


@pytest.fixture
def silent_server() -> Iterator[int]:
    """A TCP server that accepts connections and never answers."""
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen()
    held: list[socket.socket] = []
    stop = threading.Event()

    def accept() -> None:
        listener.settimeout(0.1)
        while not stop.is_set():
            try:
                held.append(listener.accept()[0])
            except OSError:
                continue

    thread = threading.Thread(target=accept, daemon=True)
    thread.start()
    yield listener.getsockname()[1]
    stop.set()
    thread.join()
    for conn in held:
        conn.close()
    listener.close()


async def test_every_call_has_a_timeout(silent_server: int) -> None:
    store = RedisStore(f"redis://127.0.0.1:{silent_server}/0", timeout=0.5)
    for call in (store.aget("k"), store.aset("k", 1), store.aupdate("k", lambda v: 1), store.akeys()):
        started = time.monotonic()
        with pytest.raises(StoreUnavailableError, match="did not answer"):
            await call
        assert time.monotonic() - started < 3
    await store.aclose()


async def test_recovers_by_itself_when_redis_is_back(redis_server: RedisServer, redis_url: str) -> None:
    store = RedisStore(redis_url, timeout=1)
    try:
        await store.aset("k", 1)
        redis_server.stop()
        with pytest.raises(StoreUnavailableError):
            await store.aset("k", 2)
        with pytest.raises(StoreUnavailableError):
            await store.aupdate("k", lambda v: 3)
        redis_server.start()  # empty again: no persistence in the test server
        await store.aset("k", 4)
        assert await store.aget("k") == 4
        await store.aping()
    finally:
        if redis_server.process is None:
            redis_server.start()
        await store.aclose()


async def test_the_first_calls_after_a_restart_succeed_on_idle_pooled_connections(
    redis_server: RedisServer, redis_url: str
) -> None:
    # connections that sat in the pool while Redis restarted are dead: each must be replaced
    # when taken from the pool, not fail the request that takes it
    store = RedisStore(redis_url, timeout=1)
    try:
        await asyncio.gather(*(store.aset(f"k{i}", i) for i in range(8)))  # several pooled connections
        redis_server.stop()
        await asyncio.sleep(0.1)  # the loop sees every connection closed
        redis_server.start()
        for i in range(8):
            await store.aset(f"k{i}", i)
        assert await asyncio.gather(*(store.aget(f"k{i}") for i in range(8))) == list(range(8))
    finally:
        if redis_server.process is None:
            redis_server.start()
        await store.aclose()


async def test_closed_store_refuses(redis_url: str) -> None:
    store = RedisStore(redis_url)
    await store.aset("k", 1)
    await store.aclose()
    with pytest.raises(StateError, match="closed"):
        await store.aget("k")


@pytest.mark.parametrize(
    ("kwargs", "match"),
    [({"timeout": 0}, "timeout"), ({"timeout": math.inf}, "timeout"), ({"max_connections": 0}, "max_connections"),
     ({"prefix": 3}, "prefix")],
)
def test_bad_options(kwargs: dict[str, object], match: str) -> None:
    with pytest.raises((TypeError, ValueError), match=match):
        RedisStore("redis://localhost:6379/0", **kwargs)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "url", ["http://localhost:6379/0", "redis://:s3cret@localhost:6379/0?socket_timeout=soon", "redis://h:port/0"]
)
def test_a_malformed_url_is_refused_at_once_without_its_password(url: str) -> None:
    with pytest.raises(ValueError) as caught:
        RedisStore(url)
    assert "s3cret" not in str(caught.value)


def test_store_from_spec(tmp_path: object, redis_url: str) -> None:
    assert isinstance(store_from_spec("memory"), InMemoryStore)
    sqlite = store_from_spec(f"sqlite:{tmp_path}/s.db")
    assert isinstance(sqlite, SqliteStore)
    sqlite.close()
    redis = store_from_spec(redis_url, prefix="x:")
    assert isinstance(redis, RedisStore)
    assert redis.prefix == "x:"
    redis.set("k", [1])
    assert redis.get("k") == [1]
    redis.close()
    for bad in ("", "postgres://db", "sqlite:", "state.db"):
        with pytest.raises(ValueError, match="memory"):
            store_from_spec(bad)
