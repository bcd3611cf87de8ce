"""``RedisStore``: the :class:`~sprig.state.KeyValueStore` protocol on Redis, for many instances.

Several ``sprig serve`` processes behind a load balancer share every piece of per-conversation
state (memory, todos, paused rounds, ownership, run locks) through one Redis. The store speaks
to it with ``redis.asyncio`` (the official client; ``hiredis`` parses replies when installed),
one connection pool per event loop, because a Redis connection is bound to the loop it was
opened on and a store is used from several (the blocking faces' background loop and the
caller's own).

How the protocol maps onto Redis:

- keys are ``prefix + key`` (``"sprig:"`` by default), values the same JSON bytes as every
  other store (:func:`~sprig.state.store.dump_value`), so a value that cannot be stored is
  refused with the same error;
- a time to live is ``SET ... PX``; Redis expires keys itself;
- :meth:`RedisStore.aupdate` is an optimistic compare-and-set: read the value, compute
  ``fn(current)`` here, then a Lua script writes the new value only if the key still holds the
  bytes that were read, else the whole step is retried. ``bench/state.py`` measured it against
  ``WATCH``/``MULTI`` (see ``bench/README.md``): it needs no dedicated connection per update and
  two round trips instead of three;
- :meth:`RedisStore.akeys` walks ``SCAN MATCH`` (never ``KEYS``), with the prefix escaped.

Size bounds are Redis's job, not the store's: set ``maxmemory`` and a ``maxmemory-policy``
(``volatile-lru`` evicts only keys with a time to live; ``noeviction`` makes writes fail
instead) in the Redis configuration. ``max_entries`` is therefore not an option here.

Every call has a timeout (``timeout``, 5 s by default, for connecting and for each command).
When Redis cannot be reached or does not answer in time, the call raises
:class:`StoreUnavailableError` (a :class:`~sprig.state.StateError`) naming the address, never
the password; the next call tries again, so the store recovers by itself once Redis is back.
"""

from __future__ import annotations

import asyncio
import math
import weakref
from collections.abc import Awaitable, Callable
from functools import partial
from typing import Any, TypeVar
from urllib.parse import urlsplit

from sprig.state.store import (
    KeyValueStore,
    StateError,
    Ttl,
    check_key,
    dump_value,
    load_value,
    ttl_seconds,
)

__all__ = ["DEFAULT_PREFIX", "DEFAULT_TIMEOUT", "RedisStore", "StoreUnavailableError"]

DEFAULT_PREFIX = "sprig:"
DEFAULT_TIMEOUT = 5.0
DEFAULT_MAX_CONNECTIONS = 256
DEFAULT_TTL = 30 * 60.0
_MAX_UPDATE_ATTEMPTS = 200
_T = TypeVar("_T")

# KEYS[1] = key; ARGV[1] = "1" if a value was read, else "0"; ARGV[2] = the bytes read;
# ARGV[3] = new value ("" = delete); ARGV[4] = time to live in ms ("0" = none).
_COMPARE_AND_SET = """
local current = redis.call('GET', KEYS[1])
if ARGV[1] == '0' then
  if current then return 0 end
elseif current ~= ARGV[2] then
  return 0
end
if ARGV[3] == '' then
  redis.call('DEL', KEYS[1])
elseif ARGV[4] == '0' then
  redis.call('SET', KEYS[1], ARGV[3])
else
  redis.call('SET', KEYS[1], ARGV[3], 'PX', ARGV[4])
end
return 1
"""


class StoreUnavailableError(StateError, ConnectionError):
    """The store's server could not be reached or did not answer in time; nothing was changed.

    Retrying later is safe: sprig reconnects by itself.
    """


def _redacted(url: str) -> str:
    """``url`` without its password, for errors and logs."""
    parts = urlsplit(url)
    host = parts.hostname or "localhost"
    port = f":{parts.port}" if parts.port else ""
    return f"{parts.scheme}://{host}{port}{parts.path}"


def _pool_options() -> dict[str, Any]:
    """Options that keep a restarted Redis from failing requests on dead pooled connections.

    redis-py 8 turns on "maintenance notifications" (a Redis Enterprise feature) by default, and
    with them the pool no longer checks that a connection taken from it is still open: after
    Redis restarts, every connection that sat idle in the pool fails the request that takes it.
    Turned off, the pool replaces a closed connection before using it.
    """
    try:
        from redis.maint_notifications import MaintNotificationsConfig
    except ImportError:  # redis-py before maintenance notifications: the check is always made
        return {}
    return {"maint_notifications_config": MaintNotificationsConfig(enabled=False)}


def _glob_escape(text: str) -> str:
    return "".join("\\" + c if c in "*?[]\\" else c for c in text)


class RedisStore(KeyValueStore):
    """A :class:`~sprig.state.KeyValueStore` on Redis, shared by every process that uses the same URL.

    ``url`` is a Redis URL (``redis://[:password@]host:port/db``, ``rediss://`` for TLS,
    ``unix:///path.sock``); ``prefix`` namespaces every key, so several applications can share
    one database. ``default_ttl`` is the time to live of a write without its own (30 minutes;
    ``None`` for never). ``timeout`` bounds connecting and every command, in seconds.
    ``max_connections`` bounds the pool of each event loop (256); a command that finds every
    connection busy waits for one, within the timeout.
    """

    def __init__(
        self,
        url: str = "redis://localhost:6379/0",
        *,
        prefix: str = DEFAULT_PREFIX,
        default_ttl: Ttl | None = DEFAULT_TTL,
        timeout: float = DEFAULT_TIMEOUT,
        max_connections: int = DEFAULT_MAX_CONNECTIONS,
    ) -> None:
        if not isinstance(url, str) or not url:
            raise ValueError(f"url must be a Redis URL such as redis://localhost:6379/0, got {url!r}")
        if not isinstance(prefix, str):
            raise TypeError(f"prefix must be a string, not {type(prefix).__name__}")
        if isinstance(timeout, bool) or not isinstance(timeout, (int, float)) or not 0 < timeout < math.inf:
            raise ValueError(f"timeout must be a positive number of seconds, got {timeout!r}")
        if isinstance(max_connections, bool) or not isinstance(max_connections, int) or max_connections < 1:
            raise ValueError(f"max_connections must be a positive int, got {max_connections!r}")
        try:
            import redis.asyncio  # fail here, with the extra to install, not on first use
        except ImportError as exc:
            raise ImportError("RedisStore needs the redis client: pip install 'sprig-ai[redis]'") from exc
        import redis.connection

        parse_url: Any = redis.connection.parse_url  # untyped in redis-py
        try:  # a malformed URL fails here (a server refuses to start), not on every request
            parse_url(url)
        except ValueError as exc:
            raise ValueError(f"not a usable Redis URL ({_redacted(url)}): {exc}") from None
        self._url = url
        self._where = _redacted(url)
        self._prefix = prefix
        self._default_ttl = ttl_seconds(default_ttl, None)
        self._timeout = float(timeout)
        self._max_connections = max_connections
        self._clients: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, Any] = weakref.WeakKeyDictionary()
        self._scripts: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, Any] = weakref.WeakKeyDictionary()
        self._closed = False

    @property
    def default_ttl(self) -> float | None:
        """Seconds an entry lives after its last write (``None``: forever)."""
        return self._default_ttl

    @property
    def prefix(self) -> str:
        """What every key is prefixed with in Redis."""
        return self._prefix

    def __repr__(self) -> str:
        return f"RedisStore({self._where!r}, prefix={self._prefix!r})"

    def _client(self) -> Any:
        if self._closed:
            raise StateError("this RedisStore is closed")
        loop = asyncio.get_running_loop()
        client = self._clients.get(loop)
        if client is None:
            import redis.asyncio as aioredis

            # A blocking pool: past max_connections a command waits for a free connection
            # (within the timeout) instead of failing at once.
            pool = aioredis.BlockingConnectionPool.from_url(
                self._url,
                max_connections=self._max_connections,
                timeout=self._timeout,
                socket_timeout=self._timeout,
                socket_connect_timeout=self._timeout,
                health_check_interval=30,
                **_pool_options(),
            )
            client = aioredis.Redis(connection_pool=pool)
            self._clients[loop] = client
            self._scripts[loop] = client.register_script(_COMPARE_AND_SET)
        return client

    async def _run(self, op: Callable[[Any], Awaitable[_T]]) -> _T:
        """Run one operation on this loop's client with the timeout, mapping failures to our errors."""
        import redis.exceptions as rexc

        client = self._client()
        try:
            async with asyncio.timeout(self._timeout):
                return await op(client)
        except (TimeoutError, rexc.TimeoutError) as exc:
            raise StoreUnavailableError(f"Redis at {self._where} did not answer within {self._timeout:g} s") from exc
        except (rexc.ConnectionError, OSError) as exc:
            reason = str(exc).replace(self._url, self._where) or type(exc).__name__
            raise StoreUnavailableError(f"cannot reach Redis at {self._where}: {reason}") from exc
        except rexc.RedisError as exc:
            raise StateError(f"Redis at {self._where} refused the operation: {exc}") from exc

    def _key(self, key: str) -> str:
        return self._prefix + check_key(key)

    @staticmethod
    def _px(seconds: float | None) -> int | None:
        return None if seconds is None else max(1, math.ceil(seconds * 1000))

    async def aping(self) -> None:
        """Check that Redis answers (raises :class:`StoreUnavailableError` otherwise)."""
        await self._run(lambda c: c.ping())

    async def aget(self, key: str) -> Any | None:
        name = self._key(key)
        data = await self._run(lambda c: c.get(name))
        return None if data is None else load_value(key, data)

    async def aset(self, key: str, value: Any, *, ttl: Ttl | None = None) -> None:
        name = self._key(key)
        px = self._px(ttl_seconds(ttl, self._default_ttl))
        data = dump_value(key, value)
        await self._run(lambda c: c.set(name, data, px=px))

    async def adelete(self, key: str) -> bool:
        name = self._key(key)
        removed: int = await self._run(lambda c: c.delete(name))
        return removed > 0

    async def aupdate(self, key: str, fn: Callable[[Any | None], Any | None], *, ttl: Ttl | None = None) -> Any | None:
        name = self._key(key)
        px = self._px(ttl_seconds(ttl, self._default_ttl))
        for _ in range(_MAX_UPDATE_ATTEMPTS):
            read = await self._run(lambda c: c.get(name))
            new = fn(None if read is None else load_value(key, read))
            new_data = b"" if new is None else dump_value(key, new)
            args = ["0" if read is None else "1", read or b"", new_data, str(px or 0)]
            written = await self._run(partial(self._compare_and_set, keys=[name], args=args))
            if written:
                return None if new is None else load_value(key, new_data)
        raise StateError(f"update of {key!r} lost {_MAX_UPDATE_ATTEMPTS} races in a row; try again")

    async def _compare_and_set(self, client: Any, *, keys: list[str], args: list[Any]) -> bool:
        script = self._scripts[asyncio.get_running_loop()]
        return bool(await script(keys=keys, args=args, client=client))

    async def akeys(self, prefix: str = "") -> list[str]:
        if not isinstance(prefix, str):
            raise TypeError(f"prefix must be a string, not {type(prefix).__name__}")
        pattern = _glob_escape(self._prefix + prefix) + "*"
        cut = len(self._prefix)

        async def scan(client: Any) -> list[str]:
            return [k.decode("utf-8", "replace")[cut:] async for k in client.scan_iter(match=pattern, count=1000)]

        return sorted(set(await self._run(scan)))

    async def aclose(self) -> None:
        if self._closed:
            return
        self._closed = True
        clients, self._clients = dict(self._clients), weakref.WeakKeyDictionary()
        self._scripts = weakref.WeakKeyDictionary()
        current = asyncio.get_running_loop()
        for loop, client in clients.items():
            if loop is current:
                await client.aclose()
            elif loop.is_running():
                asyncio.run_coroutine_threadsafe(client.aclose(), loop)
