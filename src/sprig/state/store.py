"""The key-value store protocol that every piece of per-conversation state lives in.

A store maps string keys to JSON values, each with a time to live, and holds a bounded
number of entries. Keys are namespaced by their users (``"todos:<conversation_id>"``,
``"chat_memory:<conversation_id>"``), so one store can serve several features.

The protocol is small enough for any backend: :class:`~sprig.state.InMemoryStore` (the
default), :class:`~sprig.state.SqliteStore` (a file that survives restarts), and later Redis
(``GET``/``SET PX``/``DEL``, ``WATCH``/``MULTI`` for :meth:`KeyValueStore.aupdate` and
``SCAN MATCH`` for :meth:`KeyValueStore.akeys`). Values are serialised to JSON on the way in,
so what comes out is always a fresh copy and every backend behaves the same: a value that
cannot be stored as JSON is refused by all of them, with the same error.

Methods come in pairs, as everywhere in sprig: ``aget`` is the coroutine, ``get`` its
blocking face.

Bounds are a deliberate choice per store. A store held in process memory keeps a bound (it
would otherwise grow until the process runs out of memory); a store backed by a file or a
server needs none by default (its disk is the bound, and entries leave by TTL or deletion).
When a bound does push out an entry that had not expired, a conversation loses its memory or
todo list mid-way, so it is never silent: each store counts these evictions
(:attr:`KeyValueStore.evictions`) and logs a warning on the ``sprig.state`` logger with the
running count (at most one warning per store every ten seconds, so a full store does not
flood the log). Expired entries leaving early are not counted.
"""

from __future__ import annotations

import logging
import math
import threading
import time
from abc import ABC, abstractmethod
from collections.abc import Callable
from datetime import timedelta
from types import TracebackType
from typing import Any, Self

import orjson

from sprig._sync import run_sync

__all__ = [
    "EVICTION_WARNING_INTERVAL",
    "CorruptValueError",
    "EvictionCounter",
    "KeyValueStore",
    "StateError",
    "Ttl",
    "UnserializableValueError",
    "check_key",
    "dump_value",
    "key_namespace",
    "load_value",
    "ttl_seconds",
]

Ttl = float | int | timedelta
"""A time to live: seconds (``math.inf`` for never) or a ``timedelta``."""

_DUMP_OPTIONS = orjson.OPT_PASSTHROUGH_DATACLASS | orjson.OPT_PASSTHROUGH_DATETIME

logger = logging.getLogger("sprig.state")

EVICTION_WARNING_INTERVAL = 10.0
"""Seconds between two eviction warnings of one store (the counter keeps every eviction)."""


class StateError(Exception):
    """Base class of the errors raised by ``sprig.state``."""


class UnserializableValueError(StateError, TypeError):
    """A value could not be stored because it is not plain JSON (or is ``None``)."""


class CorruptValueError(StateError, ValueError):
    """A stored value could not be read back (the row or blob is not valid JSON)."""


def dump_value(key: str, value: Any) -> bytes:
    """Serialise ``value`` for ``key`` to JSON bytes, refusing anything JSON cannot hold exactly.

    Dicts with string keys, lists, tuples (read back as lists), strings, numbers, booleans and
    ``null`` inside containers are accepted. Dataclasses, datetimes, sets and other objects are
    refused rather than silently converted, so a value always reads back equal to what was
    written. A top-level ``None`` is refused: a missing key already reads as ``None``.
    """
    if value is None:
        raise UnserializableValueError(
            f"cannot store None under key {key!r}; delete the key instead (a missing key reads as None)"
        )
    try:
        return orjson.dumps(value, option=_DUMP_OPTIONS)
    except TypeError as exc:
        raise UnserializableValueError(
            f"value for key {key!r} is not JSON-serialisable ({exc}); store dicts, lists, strings, numbers and booleans"
        ) from exc


def load_value(key: str, data: object) -> Any:
    """Read back a value written by :func:`dump_value`."""
    if not isinstance(data, (bytes, str)):
        raise CorruptValueError(f"stored value for key {key!r} is a {type(data).__name__}, not JSON text")
    try:
        return orjson.loads(data)
    except orjson.JSONDecodeError as exc:
        raise CorruptValueError(f"stored value for key {key!r} is not valid JSON: {exc}") from exc


def ttl_seconds(ttl: Ttl | None, default: float | None) -> float | None:
    """Resolve a time to live to seconds; ``None`` (the result) means the entry never expires.

    ``ttl=None`` takes the store's ``default``. A ttl must be positive; ``math.inf`` means never.
    """
    if ttl is None:
        return default
    if isinstance(ttl, timedelta):
        seconds = ttl.total_seconds()
    elif isinstance(ttl, bool) or not isinstance(ttl, (int, float)):
        raise TypeError(f"ttl must be seconds or a timedelta, not {type(ttl).__name__}")
    else:
        seconds = float(ttl)
    if math.isnan(seconds) or seconds <= 0:
        raise ValueError(f"ttl must be positive (math.inf for never), got {ttl!r}")
    return None if math.isinf(seconds) else seconds


def check_key(key: object) -> str:
    """Validate a key: a non-empty string."""
    if not isinstance(key, str):
        raise TypeError(f"store keys are strings, not {type(key).__name__}")
    if not key:
        raise ValueError("store keys must not be empty")
    return key


class EvictionCounter:
    """Counts live entries a store's size bound pushed out, and warns about them on the log."""

    def __init__(self, store: str, bound: str) -> None:
        self._store = store
        self._bound = bound
        self._count = 0
        self._next_warning = float("-inf")
        self._lock = threading.Lock()

    @property
    def count(self) -> int:
        """Live (not expired) entries evicted so far."""
        return self._count

    def record(self, evicted: int, namespaces: set[str]) -> None:
        """Count ``evicted`` live entries (keys in ``namespaces``) and warn, at most every ten seconds."""
        if evicted <= 0:
            return
        with self._lock:
            self._count += evicted
            total = self._count
            now = time.monotonic()
            if now < self._next_warning:
                return
            self._next_warning = now + EVICTION_WARNING_INTERVAL
        logger.warning(
            "%s evicted %d live entr%s (%s) to stay within %s; %d live entries evicted so far."
            " Their conversations lost that state: raise the bound or use a file-backed store.",
            self._store,
            evicted,
            "y" if evicted == 1 else "ies",
            ", ".join(sorted(namespaces)) or "no namespace",
            self._bound,
            total,
        )


def key_namespace(key: str) -> str:
    """The feature part of a key (``"chat_memory"`` of ``"chat_memory:<id>"``), safe to log."""
    head, sep, _ = key.partition(":")
    return f"{head}:*" if sep else "un-namespaced keys"


class KeyValueStore(ABC):
    """An async key-value store with a time to live per key and a bound on the number of entries.

    Implementations provide the ``a``-prefixed coroutines; the blocking faces (``get``, ``set``,
    ...) run them on sprig's background loop. Every operation on one key is atomic; concurrent
    writers to the same key are serialised, last writer wins. Use :meth:`aupdate` for
    read-modify-write.
    """

    @property
    def evictions(self) -> int:
        """Live (not expired) entries this store evicted to stay within its size bound.

        Always 0 for a store without a bound.
        """
        return 0

    @abstractmethod
    async def aget(self, key: str) -> Any | None:
        """The value stored under ``key``, or ``None`` when it is missing or expired."""

    @abstractmethod
    async def aset(self, key: str, value: Any, *, ttl: Ttl | None = None) -> None:
        """Store ``value`` (JSON) under ``key``; ``ttl`` overrides the store's default time to live.

        Raises :class:`UnserializableValueError` (nothing stored) for a value that is not JSON.
        """

    @abstractmethod
    async def adelete(self, key: str) -> bool:
        """Remove ``key``; returns whether a live entry was removed."""

    @abstractmethod
    async def aupdate(self, key: str, fn: Callable[[Any | None], Any | None], *, ttl: Ttl | None = None) -> Any | None:
        """Atomically replace the value under ``key`` with ``fn(current)`` and return the new value.

        ``fn`` receives a fresh copy of the current value (``None`` when missing or expired) and
        returns the new value, or ``None`` to delete the key. It must be a quick, pure function
        that does not use the store: a backend with optimistic locking (Redis) may call it more
        than once. If ``fn`` raises, nothing changes and the exception propagates.
        """

    @abstractmethod
    async def akeys(self, prefix: str = "") -> list[str]:
        """The live keys that start with ``prefix``, sorted."""

    @abstractmethod
    async def aclose(self) -> None:
        """Release the store's resources; later operations raise :class:`StateError`."""

    def get(self, key: str) -> Any | None:
        """Blocking face of :meth:`aget`."""
        return run_sync(self.aget(key))

    def set(self, key: str, value: Any, *, ttl: Ttl | None = None) -> None:
        """Blocking face of :meth:`aset`."""
        run_sync(self.aset(key, value, ttl=ttl))

    def delete(self, key: str) -> bool:
        """Blocking face of :meth:`adelete`."""
        return run_sync(self.adelete(key))

    def update(self, key: str, fn: Callable[[Any | None], Any | None], *, ttl: Ttl | None = None) -> Any | None:
        """Blocking face of :meth:`aupdate`."""
        return run_sync(self.aupdate(key, fn, ttl=ttl))

    def keys(self, prefix: str = "") -> list[str]:
        """Blocking face of :meth:`akeys`."""
        return run_sync(self.akeys(prefix))

    def close(self) -> None:
        """Blocking face of :meth:`aclose`."""
        run_sync(self.aclose())

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        await self.aclose()

    def __enter__(self) -> Self:
        return self

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.close()
