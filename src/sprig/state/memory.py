"""``InMemoryStore``: the default store, a bounded LRU map with a time to live per key.

The bound (1,000 entries by default) is deliberate: the store lives in process memory, and
without one a server handling many conversations grows until it runs out. Evicting a live
entry (one that has not expired) costs a conversation its memory or todo list, so each one is
counted in :attr:`InMemoryStore.evictions` and reported by a warning on the ``sprig.state``
logger. Pass ``max_entries=None`` to keep everything, or use a file-backed store.
"""

from __future__ import annotations

import threading
import time
from collections import OrderedDict
from collections.abc import Callable
from typing import Any

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

__all__ = ["InMemoryStore"]

DEFAULT_TTL = 30 * 60.0
DEFAULT_MAX_ENTRIES = 1_000


class InMemoryStore(KeyValueStore):
    """A process-local store that behaves like a Caffeine cache.

    Entries expire ``default_ttl`` seconds after they were last written (30 minutes by default;
    ``None`` for never), and at most ``max_entries`` are kept (1,000 by default; ``None`` for no
    bound): writing one more evicts the least recently used entry (reads and writes both count
    as use). ``clock`` returns seconds and is injectable for tests.

    Values are kept as JSON bytes, so callers never share a mutable object with the store. All
    operations are atomic under one lock, which makes the store safe to share between threads
    and event loops.
    """

    def __init__(
        self,
        *,
        default_ttl: Ttl | None = DEFAULT_TTL,
        max_entries: int | None = DEFAULT_MAX_ENTRIES,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self._default_ttl = ttl_seconds(default_ttl, None)
        if max_entries is not None and (
            isinstance(max_entries, bool) or not isinstance(max_entries, int) or max_entries < 1
        ):
            raise ValueError(f"max_entries must be a positive int or None, got {max_entries!r}")
        self._max_entries = max_entries
        self._clock = clock
        self._entries: OrderedDict[str, tuple[bytes, float | None]] = OrderedDict()
        self._lock = threading.Lock()
        self._closed = False
        self._next_sweep = float("-inf")
        self._evictions = EvictionCounter("InMemoryStore", f"max_entries={max_entries}")

    @property
    def default_ttl(self) -> float | None:
        """Seconds an entry lives after its last write, or ``None`` for never."""
        return self._default_ttl

    @property
    def max_entries(self) -> int | None:
        """The most entries kept before the least recently used one is evicted."""
        return self._max_entries

    @property
    def evictions(self) -> int:
        """Live (not expired) entries evicted because more than ``max_entries`` were kept."""
        return self._evictions.count

    def __len__(self) -> int:
        """The number of live entries."""
        with self._lock:
            now = self._clock()
            return sum(1 for _, expires in self._entries.values() if expires is None or expires > now)

    async def aget(self, key: str) -> Any | None:
        check_key(key)
        with self._lock:
            data = self._live(key)
        return None if data is None else load_value(key, data)

    async def aset(self, key: str, value: Any, *, ttl: Ttl | None = None) -> None:
        check_key(key)
        data = dump_value(key, value)
        seconds = ttl_seconds(ttl, self._default_ttl)
        with self._lock:
            self._check_open()
            self._put(key, data, seconds)

    async def adelete(self, key: str) -> bool:
        check_key(key)
        with self._lock:
            found = self._live(key) is not None
            self._entries.pop(key, None)
            return found

    async def aupdate(self, key: str, fn: Callable[[Any | None], Any | None], *, ttl: Ttl | None = None) -> Any | None:
        check_key(key)
        seconds = ttl_seconds(ttl, self._default_ttl)
        with self._lock:
            data = self._live(key)
            new = fn(None if data is None else load_value(key, data))
            if new is None:
                self._entries.pop(key, None)
                return None
            new_data = dump_value(key, new)
            self._put(key, new_data, seconds)
        return load_value(key, new_data)

    async def akeys(self, prefix: str = "") -> list[str]:
        if not isinstance(prefix, str):
            raise TypeError(f"prefix must be a string, not {type(prefix).__name__}")
        with self._lock:
            self._check_open()
            now = self._clock()
            return sorted(
                key
                for key, (_, expires) in self._entries.items()
                if key.startswith(prefix) and (expires is None or expires > now)
            )

    async def aclose(self) -> None:
        with self._lock:
            self._closed = True
            self._entries.clear()

    def _check_open(self) -> None:
        if self._closed:
            raise StateError("this InMemoryStore is closed")

    def _live(self, key: str) -> bytes | None:
        """The entry's bytes, marking it most recently used; drops it when expired."""
        self._check_open()
        entry = self._entries.get(key)
        if entry is None:
            return None
        data, expires = entry
        if expires is not None and expires <= self._clock():
            del self._entries[key]
            return None
        self._entries.move_to_end(key)
        return data

    def _put(self, key: str, data: bytes, seconds: float | None) -> None:
        expires = None if seconds is None else self._clock() + seconds
        self._entries[key] = (data, expires)
        self._entries.move_to_end(key)
        if self._max_entries is not None and len(self._entries) > self._max_entries:
            self._evict()

    def _evict(self) -> None:
        # Expired entries go before live ones; the full sweep runs at most once a second so a
        # full store keeps O(1) writes.
        now = self._clock()
        if now >= self._next_sweep:
            self._next_sweep = now + 1.0
            for key in [k for k, (_, expires) in self._entries.items() if expires is not None and expires <= now]:
                del self._entries[key]
        namespaces: set[str] = set()
        evicted = 0
        while self._max_entries is not None and len(self._entries) > self._max_entries:
            key, (_, expires) = self._entries.popitem(last=False)
            if expires is None or expires > now:
                evicted += 1
                namespaces.add(key_namespace(key))
        self._evictions.record(evicted, namespaces)
