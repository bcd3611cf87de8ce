"""The process's one DBOS runtime: created for the first agent, shared by the others."""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import sqlite3
import threading
from collections.abc import Mapping
from pathlib import Path
from typing import Any, cast

import sqlalchemy as sa
from dbos import DBOS, DBOSConfig

from sprig import _sync
from sprig.durable._serializer import SprigSerializer

__all__ = ["claim_name", "ensure_runtime", "shutdown_runtime"]

_runtime_lock = threading.Lock()
_runtime: dict[str, Any] = {}  # the one DBOS runtime of this process: its database URL


def ensure_runtime(database_url: str, config: Mapping[str, Any]) -> None:
    """Create the process's DBOS runtime, or check that the existing one uses ``database_url``."""
    with _runtime_lock:
        current = _runtime.get("url")
        if current is not None:
            if current != database_url:
                raise ValueError(
                    f"this process already runs durable agents on {current!r}; one process uses one database"
                )
            return
        _use_wal(database_url)
        dbos_config = cast(
            DBOSConfig,
            {"name": "sprig", "system_database_url": database_url, "serializer": SprigSerializer(), **config},
        )
        DBOS(config=dbos_config)
        _runtime["url"] = database_url


def _running_loop() -> asyncio.AbstractEventLoop | None:
    try:
        return asyncio.get_running_loop()
    except RuntimeError:
        return None


def _restore_default_executor(loop: asyncio.AbstractEventLoop) -> None:
    executor = getattr(loop, "_default_executor", None)  # what set_default_executor set
    if executor is not None and type(executor).__module__.startswith("dbos"):
        loop.call_soon_threadsafe(loop.set_default_executor, concurrent.futures.ThreadPoolExecutor())


def _use_wal(database_url: str) -> None:
    """Switch a SQLite database file to write-ahead logging (kept in the file): a commit then
    costs one sync of the log instead of several, and readers never block the writer."""
    url = sa.make_url(database_url)
    if url.get_backend_name() != "sqlite" or not url.database or url.database == ":memory:":
        return
    Path(url.database).parent.mkdir(parents=True, exist_ok=True)
    with contextlib.closing(sqlite3.connect(url.database, timeout=30)) as connection:
        connection.execute("PRAGMA journal_mode=WAL")




def claim_name(name: str) -> None:
    """Reserve an agent name in this process (``ValueError`` when taken)."""
    with _runtime_lock:
        names: set[str] = _runtime.setdefault("names", set())
        if name in names:
            raise ValueError(f"this process already has a durable agent named {name!r}")
        names.add(name)


def shutdown_runtime() -> None:
    """Destroy the DBOS runtime; the next agent creates a new one."""
    with _runtime_lock:
        DBOS.destroy(destroy_registry=True)
        _runtime.clear()
    # DBOS made its thread pool the default executor of every event loop that used it; that
    # pool is gone now, so give sprig's background loop (and the caller's) a pool of their own
    for loop in {_sync._loop, _running_loop()}:
        if loop is not None and not loop.is_closed():
            _restore_default_executor(loop)
