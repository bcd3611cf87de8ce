"""``SqliteStore``: a key-value store in one SQLite file that survives restarts.

Several stores (in several threads or processes on one machine) may open the same file: the
database runs in WAL mode, writers take the write lock up front (``BEGIN IMMEDIATE``) and wait
for each other up to ``busy_timeout``. Each store owns one connection on one worker thread,
so SQLite's blocking calls never run on the event loop.

A file-backed store needs no size bound by default (``max_entries=None``): entries stay until
deleted or expired, and the disk is the limit. A bound can still be set; then evicting a live
entry is counted in :attr:`SqliteStore.evictions` and reported by a warning on the
``sprig.state`` logger, as for every store.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import re
import sqlite3
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from functools import partial
from pathlib import Path
from typing import Any, TypeVar

from sprig.state.store import (
    EvictionCounter,
    KeyValueStore,
    StateError,
    Ttl,
    check_key,
    dump_value,
    key_namespace,
    load_value,
    ttl_seconds,
)

__all__ = ["SqliteStore"]

T = TypeVar("T")

DEFAULT_MAX_ENTRIES: int | None = None
"""No bound by default: the file holds what it is given (set ``max_entries`` to cap it)."""
# A read refreshes an entry's recency at most this often, so reads stay reads (no write lock).
_TOUCH_INTERVAL = 60.0
_TABLE_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*\Z")


class SqliteStore(KeyValueStore):
    """A store in the SQLite file at ``path`` (created if missing), in table ``table``.

    Entries expire ``default_ttl`` after their last write (default ``None``: kept until deleted
    or evicted) and at most ``max_entries`` are kept (default ``None``: no bound). With a bound,
    expired entries go first, then the least recently used ones (counted in :attr:`evictions`
    and logged); a read counts as use at most once a minute (so that reads do not take the
    write lock). Expired entries are purged on every write.

    Stores with different ``table`` names can share one file (the todo lists and the chat
    memory, for example), each with its own bounds. ``clock`` returns wall-clock seconds (it
    must agree between processes sharing the file) and is injectable for tests. The file is
    opened on first use; open one store per process.
    """

    def __init__(
        self,
        path: str | os.PathLike[str],
        *,
        table: str = "kv",
        default_ttl: Ttl | None = None,
        max_entries: int | None = DEFAULT_MAX_ENTRIES,
        busy_timeout: float = 10.0,
        clock: Callable[[], float] = time.time,
    ) -> None:
        if not isinstance(table, str) or not _TABLE_NAME.match(table):
            raise ValueError(f"table must be a plain SQL identifier (letters, digits, _), got {table!r}")
        if max_entries is not None and (
            isinstance(max_entries, bool) or not isinstance(max_entries, int) or max_entries < 1
        ):
            raise ValueError(f"max_entries must be a positive int or None, got {max_entries!r}")
        if isinstance(busy_timeout, bool) or not isinstance(busy_timeout, (int, float)) or busy_timeout < 0:
            raise ValueError(f"busy_timeout must be seconds >= 0, got {busy_timeout!r}")
        self._path = os.fspath(path)
        self._table = table
        self._default_ttl = ttl_seconds(default_ttl, None)
        self._max_entries = max_entries
        self._busy_timeout = float(busy_timeout)
        self._clock = clock
        self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="sprig-sqlite")
        self._db: sqlite3.Connection | None = None
        self._closed = False
        self._evictions = EvictionCounter(f"SqliteStore({self._path!r}, table={table!r})", f"max_entries={max_entries}")

    @property
    def evictions(self) -> int:
        """Live (not expired) entries this store evicted because more than ``max_entries`` were kept."""
        return self._evictions.count

    @property
    def path(self) -> str:
        """The database file."""
        return self._path

    @property
    def table(self) -> str:
        """The table this store keeps its entries in."""
        return self._table

    @property
    def default_ttl(self) -> float | None:
        """Seconds an entry lives after its last write, or ``None`` for never."""
        return self._default_ttl

    @property
    def max_entries(self) -> int | None:
        """The most entries kept before expired and least recently used ones are evicted."""
        return self._max_entries

    def __repr__(self) -> str:
        return f"SqliteStore({self._path!r}, table={self._table!r})"

    async def aget(self, key: str) -> Any | None:
        check_key(key)
        return await self._run(self._get, key)

    async def aset(self, key: str, value: Any, *, ttl: Ttl | None = None) -> None:
        check_key(key)
        data = dump_value(key, value)
        seconds = ttl_seconds(ttl, self._default_ttl)
        await self._run(self._write, lambda db: self._put(db, key, data, seconds))

    async def adelete(self, key: str) -> bool:
        check_key(key)
        return await self._run(self._write, partial(self._delete, key=key))

    async def aupdate(self, key: str, fn: Callable[[Any | None], Any | None], *, ttl: Ttl | None = None) -> Any | None:
        check_key(key)
        seconds = ttl_seconds(ttl, self._default_ttl)

        def work(db: sqlite3.Connection) -> bytes | None:
            row = db.execute(f'SELECT value, expires FROM "{self._table}" WHERE key = ?', (key,)).fetchone()
            live = row is not None and (row[1] is None or row[1] > self._clock())
            new = fn(load_value(key, row[0]) if live else None)
            if new is None:
                db.execute(f'DELETE FROM "{self._table}" WHERE key = ?', (key,))
                return None
            data = dump_value(key, new)
            self._put(db, key, data, seconds)
            return data

        data = await self._run(self._write, work)
        return None if data is None else load_value(key, data)

    async def akeys(self, prefix: str = "") -> list[str]:
        if not isinstance(prefix, str):
            raise TypeError(f"prefix must be a string, not {type(prefix).__name__}")
        return await self._run(self._keys, prefix)

    async def aclose(self) -> None:
        if self._closed:
            return
        self._closed = True
        loop = asyncio.get_running_loop()
        try:
            await loop.run_in_executor(self._executor, self._close_connection)
        finally:
            self._executor.shutdown(wait=False)

    # Everything below runs on the worker thread.

    async def _run(self, fn: Callable[..., T], *args: Any) -> T:
        if self._closed:
            raise StateError(f"{self!r} is closed")
        loop = asyncio.get_running_loop()
        try:
            future = loop.run_in_executor(self._executor, partial(fn, *args))
        except RuntimeError as exc:  # closed from another thread in the meantime
            raise StateError(f"{self!r} is closed") from exc
        try:
            return await future
        except sqlite3.Error as exc:
            raise StateError(f"SQLite store {self._path!r} (table {self._table!r}): {exc}") from exc

    def _connection(self) -> sqlite3.Connection:
        if self._db is None:
            self._db = self._open()
        return self._db

    def _open(self) -> sqlite3.Connection:
        if self._path != ":memory:" and not self._path.startswith("file:"):
            Path(self._path).parent.mkdir(parents=True, exist_ok=True)
        db = sqlite3.connect(self._path, timeout=self._busy_timeout, isolation_level=None, check_same_thread=False)
        try:
            db.execute(f"PRAGMA busy_timeout = {int(self._busy_timeout * 1000)}")
            self._enable_wal(db)
            db.execute("PRAGMA synchronous = NORMAL")
            self._transaction(db, self._create_schema)
        except BaseException:
            db.close()
            raise
        return db

    def _enable_wal(self, db: sqlite3.Connection) -> None:
        # Switching a new file to WAL takes an exclusive lock that SQLite's busy handler does not
        # wait for, so two processes opening the same new file at once must retry here.
        deadline = time.monotonic() + self._busy_timeout
        while True:
            try:
                db.execute("PRAGMA journal_mode = WAL")
                return
            except sqlite3.OperationalError as error:
                if "locked" not in str(error) or time.monotonic() >= deadline:
                    raise
                time.sleep(0.01)

    def _create_schema(self, db: sqlite3.Connection) -> None:
        t = self._table
        db.execute(
            f'CREATE TABLE IF NOT EXISTS "{t}" (key TEXT PRIMARY KEY NOT NULL, value BLOB NOT NULL, '
            "expires REAL, used REAL NOT NULL) WITHOUT ROWID"
        )
        db.execute(f'CREATE INDEX IF NOT EXISTS "{t}__used" ON "{t}" (used, key)')
        db.execute(f'CREATE INDEX IF NOT EXISTS "{t}__expires" ON "{t}" (expires) WHERE expires IS NOT NULL')
        # The entry count, kept by triggers so the size bound costs O(1) per write.
        if db.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?", (f"{t}__count",)).fetchone():
            return
        db.execute(f'CREATE TABLE "{t}__count" (n INTEGER NOT NULL)')
        db.execute(f'INSERT INTO "{t}__count" (n) SELECT count(*) FROM "{t}"')
        db.execute(f'CREATE TRIGGER "{t}__inserted" AFTER INSERT ON "{t}" BEGIN UPDATE "{t}__count" SET n = n + 1; END')
        db.execute(f'CREATE TRIGGER "{t}__deleted" AFTER DELETE ON "{t}" BEGIN UPDATE "{t}__count" SET n = n - 1; END')

    @staticmethod
    def _transaction(db: sqlite3.Connection, work: Callable[[sqlite3.Connection], T]) -> T:
        db.execute("BEGIN IMMEDIATE")
        try:
            result = work(db)
        except BaseException:
            db.execute("ROLLBACK")
            raise
        db.execute("COMMIT")
        return result

    def _write(self, work: Callable[[sqlite3.Connection], T]) -> T:
        return self._transaction(self._connection(), work)

    def _get(self, key: str) -> Any | None:
        db = self._connection()
        row = db.execute(f'SELECT value, expires, used FROM "{self._table}" WHERE key = ?', (key,)).fetchone()
        if row is None:
            return None
        data, expires, used = row
        now = self._clock()
        if expires is not None and expires <= now:
            return None
        value = load_value(key, data)
        if now - used >= _TOUCH_INTERVAL:
            # Recency is best effort: a busy database must not fail a read.
            with contextlib.suppress(sqlite3.OperationalError):
                db.execute(f'UPDATE "{self._table}" SET used = ? WHERE key = ? AND used < ?', (now, key, now))
        return value

    def _put(self, db: sqlite3.Connection, key: str, data: bytes, seconds: float | None) -> None:
        now = self._clock()
        t = self._table
        db.execute(f'DELETE FROM "{t}" WHERE expires <= ?', (now,))
        db.execute(
            f'INSERT INTO "{t}" (key, value, expires, used) VALUES (?, ?, ?, ?) '
            "ON CONFLICT (key) DO UPDATE SET value = excluded.value, expires = excluded.expires, "
            "used = excluded.used",
            (key, data, None if seconds is None else now + seconds, now),
        )
        if self._max_entries is None:
            return
        (count,) = db.execute(f'SELECT n FROM "{t}__count"').fetchone()
        if count > self._max_entries:
            # Expired rows were purged above, so every row removed here was live.
            evicted = db.execute(
                f'DELETE FROM "{t}" WHERE key IN (SELECT key FROM "{t}" ORDER BY used, key LIMIT ?) RETURNING key',
                (count - self._max_entries,),
            ).fetchall()
            self._evictions.record(len(evicted), {key_namespace(key) for (key,) in evicted})

    def _delete(self, db: sqlite3.Connection, key: str) -> bool:
        row = db.execute(f'DELETE FROM "{self._table}" WHERE key = ? RETURNING expires', (key,)).fetchone()
        return row is not None and (row[0] is None or row[0] > self._clock())

    def _keys(self, prefix: str) -> list[str]:
        db = self._connection()
        now = self._clock()
        sql = f'SELECT key FROM "{self._table}" WHERE (expires IS NULL OR expires > ?) AND key >= ?'
        params: tuple[Any, ...] = (now, prefix)
        if prefix and prefix[-1] != "\U0010ffff":
            sql += " AND key < ?"
            params += (prefix[:-1] + chr(ord(prefix[-1]) + 1),)
        rows = db.execute(sql + " ORDER BY key", params).fetchall()
        return [key for (key,) in rows if key.startswith(prefix)]

    def _close_connection(self) -> None:
        if self._db is not None:
            self._db.close()
            self._db = None
