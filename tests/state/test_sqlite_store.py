"""SqliteStore: restarts, threads, processes, shared files and damaged rows."""

from __future__ import annotations

import asyncio
import sqlite3
import subprocess
import sys
import textwrap
import threading
from pathlib import Path

import pytest

from sprig.state import CorruptValueError, InMemoryStore, SqliteChatMemoryRepository, SqliteStore, StateError
from support.state import FakeClock


async def test_survives_a_restart(tmp_path: Path) -> None:
    path = tmp_path / "state.db"
    async with SqliteStore(path) as store:
        await store.aset("todos:c1", [{"id": "1", "text": "plan", "status": "pending"}])
        await store.aset("todos:c2", {"n": 2}, ttl=3600)
    async with SqliteStore(path) as reopened:
        assert await reopened.aget("todos:c1") == [{"id": "1", "text": "plan", "status": "pending"}]
        assert await reopened.aget("todos:c2") == {"n": 2}
        assert await reopened.akeys("todos:") == ["todos:c1", "todos:c2"]


async def test_ttl_survives_a_restart(tmp_path: Path) -> None:
    clock = FakeClock()
    path = tmp_path / "state.db"
    async with SqliteStore(path, clock=clock) as store:
        await store.aset("k", 1, ttl=10)
    clock.advance(11)
    async with SqliteStore(path, clock=clock) as reopened:
        assert await reopened.aget("k") is None


async def test_creates_missing_folders(tmp_path: Path) -> None:
    path = tmp_path / "a" / "b" / "state.db"
    async with SqliteStore(path) as store:
        await store.aset("k", 1)
    assert path.exists()


async def test_uses_wal_mode(tmp_path: Path) -> None:
    path = tmp_path / "state.db"
    async with SqliteStore(path) as store:
        await store.aset("k", 1)
    with sqlite3.connect(path) as db:
        assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"


async def test_tables_share_a_file_with_their_own_bounds(tmp_path: Path) -> None:
    path = tmp_path / "state.db"
    async with SqliteStore(path, table="todos", max_entries=1) as todos, SqliteStore(path, table="other") as other:
        await todos.aset("k", "todo")
        await other.aset("k", "other")
        await other.aset("k2", "other2")
        await todos.aset("k2", "todo2")
        assert await todos.akeys() == ["k2"]
        assert await other.akeys() == ["k", "k2"]
        assert await other.aget("k") == "other"


@pytest.mark.parametrize("table", ["", "1abc", "a-b", 'x"; DROP TABLE kv; --', 5])
def test_bad_table_names(tmp_path: Path, table: object) -> None:
    with pytest.raises(ValueError, match="table"):
        SqliteStore(tmp_path / "x.db", table=table)  # type: ignore[arg-type]


def test_bad_busy_timeout(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="busy_timeout"):
        SqliteStore(tmp_path / "x.db", busy_timeout=-1)


async def test_in_memory_database(tmp_path: Path) -> None:
    async with SqliteStore(":memory:") as store:
        await store.aset("k", [1])
        assert await store.aget("k") == [1]


async def test_reads_refresh_recency_at_most_once_a_minute(tmp_path: Path) -> None:
    clock = FakeClock()
    async with SqliteStore(tmp_path / "s.db", max_entries=2, clock=clock) as store:
        await store.aset("a", 1)
        clock.advance(1)
        await store.aset("b", 2)
        clock.advance(1)
        assert await store.aget("a") == 1  # too soon to count: "a" stays least recently used
        await store.aset("c", 3)
        assert await store.akeys() == ["b", "c"]
        clock.advance(61)
        assert await store.aget("b") == 2  # a minute later the read counts
        clock.advance(1)
        await store.aset("d", 4)
        assert await store.akeys() == ["b", "d"]


async def test_max_entries_holds_across_restarts(tmp_path: Path) -> None:
    path = tmp_path / "s.db"
    clock = FakeClock()
    async with SqliteStore(path, max_entries=5, clock=clock) as store:
        for i in range(5):
            await store.aset(f"k{i}", i)
            clock.advance(1)
    async with SqliteStore(path, max_entries=5, clock=clock) as store:
        await store.aset("new", 1)
        assert await store.akeys() == ["k1", "k2", "k3", "k4", "new"]


async def test_corrupt_row_is_a_clear_error_and_other_rows_still_work(tmp_path: Path) -> None:
    path = tmp_path / "s.db"
    async with SqliteStore(path) as store:
        await store.aset("good", 1)
        await store.aset("bad", 1)
        await store.aset("worse", 1)
    with sqlite3.connect(path) as db:
        db.execute("UPDATE kv SET value = ? WHERE key = 'bad'", (b"{not json",))
        db.execute("UPDATE kv SET value = 42 WHERE key = 'worse'")
    async with SqliteStore(path) as store:
        with pytest.raises(CorruptValueError, match="'bad' is not valid JSON"):
            await store.aget("bad")
        with pytest.raises(CorruptValueError, match="'worse'"):
            await store.aget("worse")
        with pytest.raises(CorruptValueError):
            await store.aupdate("bad", lambda v: 1)
        assert await store.aget("good") == 1
        await store.aset("bad", "repaired")  # overwriting repairs it
        assert await store.aget("bad") == "repaired"


async def test_not_a_database_is_a_state_error(tmp_path: Path) -> None:
    path = tmp_path / "junk.db"
    path.write_bytes(b"this is not a database" * 100)
    async with SqliteStore(path) as store:
        with pytest.raises(StateError, match=r"junk\.db"):
            await store.aset("k", 1)


async def test_locked_database_times_out_with_a_state_error(tmp_path: Path) -> None:
    path = tmp_path / "s.db"
    async with SqliteStore(path, busy_timeout=0.05) as store:
        await store.aset("k", 1)
        blocker = sqlite3.connect(path, isolation_level=None)
        blocker.execute("BEGIN IMMEDIATE")
        try:
            with pytest.raises(StateError, match="locked"):
                await store.aset("k", 2)
            assert await store.aget("k") == 1  # readers are not blocked by a writer in WAL mode
        finally:
            blocker.execute("ROLLBACK")
            blocker.close()
        await store.aset("k", 3)
        assert await store.aget("k") == 3


async def test_event_loop_stays_responsive_during_slow_writes(tmp_path: Path) -> None:
    path = tmp_path / "s.db"
    async with SqliteStore(path, busy_timeout=5) as store:
        await store.aset("k", 1)
        blocker = sqlite3.connect(path, isolation_level=None)
        blocker.execute("BEGIN IMMEDIATE")
        write = asyncio.create_task(store.aset("k", 2))
        ticks = 0
        for _ in range(10):
            await asyncio.sleep(0.01)
            ticks += 1
        assert not write.done() and ticks == 10
        blocker.execute("COMMIT")
        blocker.close()
        await write
        assert await store.aget("k") == 2


def test_threads_sharing_one_store_and_threads_with_their_own(tmp_path: Path) -> None:
    path = tmp_path / "s.db"
    shared = SqliteStore(path)
    errors: list[BaseException] = []

    def worker(index: int) -> None:
        async def run() -> None:
            own = SqliteStore(path)
            try:
                for i in range(50):
                    await shared.aupdate("shared-counter", lambda v: (v or 0) + 1)
                    await own.aupdate("own-counter", lambda v: (v or 0) + 1)
                    await own.aset(f"t{index}:{i}", i)
            finally:
                await own.aclose()

        try:
            asyncio.run(run())
        except BaseException as exc:
            errors.append(exc)

    threads = [threading.Thread(target=worker, args=(n,)) for n in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    assert shared.get("shared-counter") == 200
    assert shared.get("own-counter") == 200
    assert len(shared.keys("t")) == 200
    shared.close()


_PROCESS_SCRIPT = textwrap.dedent(
    """
    import asyncio, sys
    from sprig.state import SqliteStore

    async def main(path, name):
        async with SqliteStore(path) as store:
            for i in range(300):
                await store.aupdate("counter", lambda v: (v or 0) + 1)
                await store.aset(f"{name}:{i}", {"i": i, "by": name})

    asyncio.run(main(sys.argv[1], sys.argv[2]))
    """
)


def test_two_processes_write_the_same_file(tmp_path: Path) -> None:
    path = tmp_path / "s.db"
    procs = [
        subprocess.Popen([sys.executable, "-c", _PROCESS_SCRIPT, str(path), name], stderr=subprocess.PIPE)
        for name in ("p1", "p2")
    ]
    for proc in procs:
        _, err = proc.communicate(timeout=60)
        assert proc.returncode == 0, err.decode()
    with SqliteStore(path) as store:
        assert store.get("counter") == 600
        assert len(store.keys("p1:")) == 300
        assert len(store.keys("p2:")) == 300
        assert store.get("p2:299") == {"i": 299, "by": "p2"}


async def test_a_file_backed_store_has_no_bound_by_default(tmp_path: Path) -> None:
    async with SqliteStore(tmp_path / "state.db") as store:
        assert store.max_entries is None
        for n in range(30):
            await store.aset(f"k{n}", n)
        assert len(await store.akeys()) == 30
        assert store.evictions == 0
    repo = SqliteChatMemoryRepository(tmp_path / "memory.db")
    try:
        assert isinstance(repo.store, SqliteStore) and repo.store.max_entries is None
    finally:
        await repo.aclose()


def test_the_in_memory_store_keeps_its_bound() -> None:
    assert InMemoryStore().max_entries == 1_000
    assert InMemoryStore().evictions == 0
