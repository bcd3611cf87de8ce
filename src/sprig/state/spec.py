"""``store_from_spec``: a store from one string, as the command line and configuration give it.

- ``"memory"``: an :class:`~sprig.state.InMemoryStore` (this process only);
- ``"sqlite:PATH"`` (``sqlite:state.db``, ``sqlite:/var/lib/sprig/state.db``, ``sqlite:~/x.db``):
  a :class:`~sprig.state.SqliteStore`, shared by the processes of one machine;
- ``"redis://..."``, ``"rediss://..."`` (TLS) or ``"unix://..."``: a :class:`~sprig.state.RedisStore`,
  shared by every instance that uses the same Redis.

Going from ``memory`` to ``sqlite:`` to ``redis://`` changes how far state is shared, not how
sprig behaves.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from sprig.state.store import KeyValueStore

__all__ = ["is_store_spec", "store_from_spec"]

_REDIS_SCHEMES = ("redis://", "rediss://", "unix://")


def is_store_spec(text: str) -> bool:
    """Whether ``text`` is a store spec (rather than, say, a bare file path)."""
    return text == "memory" or text.startswith(("sqlite:", *_REDIS_SCHEMES))


def store_from_spec(spec: str, **options: Any) -> KeyValueStore:
    """The store that ``spec`` names; ``options`` go to its constructor (``default_ttl``, ``prefix``...).

    Raises ``ValueError`` naming the accepted forms for anything else.
    """
    if not isinstance(spec, str):
        raise TypeError(f"a store spec is a string, not {type(spec).__name__}")
    text = spec.strip()
    if text == "memory":
        from sprig.state.memory import InMemoryStore

        return InMemoryStore(**options)
    if text.startswith("sqlite:"):
        path = text.removeprefix("sqlite:").removeprefix("//")
        if not path:
            raise ValueError("a sqlite store spec needs a file: sqlite:PATH (e.g. sqlite:state.db; or memory, redis://...)")
        from sprig.state.sqlite import SqliteStore

        return SqliteStore(Path(path).expanduser(), **options)
    if text.startswith(_REDIS_SCHEMES):
        from sprig.state.redis import RedisStore

        return RedisStore(text, **options)
    raise ValueError(f"unknown store spec {spec!r}: use 'memory', 'sqlite:PATH' or 'redis://HOST:PORT/DB'")
