"""Per-conversation state: key-value stores with a time to live, and chat memory on top of them.

- :class:`KeyValueStore` is the protocol; :class:`InMemoryStore` (the default, a bounded LRU
  cache) and :class:`SqliteStore` (a file that survives restarts, shared safely by threads and
  processes) implement it. Keys are namespaced by feature: ``"todos:<conversation_id>"``.
- :class:`RedisStore` shares state between many processes and machines; :func:`store_from_spec`
  makes any of them from ``"memory"``, ``"sqlite:PATH"`` or ``"redis://HOST:PORT/DB"``.
- :class:`MessageWindowChatMemory` keeps the system message and the newest whole turns of a
  conversation in a :class:`ChatMemoryRepository` (:class:`InMemoryChatMemoryRepository`,
  :class:`SqliteChatMemoryRepository`, or :class:`StoreChatMemoryRepository` on any store).
- :func:`message_to_dict` / :func:`message_from_dict` serialise messages with full fidelity.

Every operation is a coroutine named with an ``a`` prefix (``aget``) with a blocking face
without it (``get``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from sprig._lazy import lazy_exports

if TYPE_CHECKING:
    from sprig.state.chat_memory import (
        ChatMemory,
        ChatMemoryRepository,
        InMemoryChatMemoryRepository,
        MessageWindowChatMemory,
        SqliteChatMemoryRepository,
        StaleFenceError,
        StoreChatMemoryRepository,
    )
    from sprig.state.codec import (
        message_from_dict,
        message_to_dict,
        messages_from_json,
        messages_to_json,
    )
    from sprig.state.memory import InMemoryStore
    from sprig.state.redis import RedisStore, StoreUnavailableError
    from sprig.state.spec import store_from_spec
    from sprig.state.sqlite import SqliteStore
    from sprig.state.store import (
        CorruptValueError,
        KeyValueStore,
        StateError,
        Ttl,
        UnserializableValueError,
    )

_STORE = "sprig.state.store"
_MEMORY = "sprig.state.chat_memory"
_CODEC = "sprig.state.codec"

__getattr__ = lazy_exports(
    __name__,
    {
        **dict.fromkeys(
            ["CorruptValueError", "KeyValueStore", "StateError", "Ttl", "UnserializableValueError"], _STORE
        ),
        "InMemoryStore": "sprig.state.memory",
        "SqliteStore": "sprig.state.sqlite",
        "RedisStore": "sprig.state.redis",
        "StoreUnavailableError": "sprig.state.redis",
        "store_from_spec": "sprig.state.spec",
        **dict.fromkeys(
            [
                "ChatMemory",
                "ChatMemoryRepository",
                "InMemoryChatMemoryRepository",
                "MessageWindowChatMemory",
                "SqliteChatMemoryRepository",
                "StaleFenceError",
                "StoreChatMemoryRepository",
            ],
            _MEMORY,
        ),
        **dict.fromkeys(["message_from_dict", "message_to_dict", "messages_from_json", "messages_to_json"], _CODEC),
    },
)

__all__ = [
    "ChatMemory",
    "ChatMemoryRepository",
    "CorruptValueError",
    "InMemoryChatMemoryRepository",
    "InMemoryStore",
    "KeyValueStore",
    "MessageWindowChatMemory",
    "RedisStore",
    "SqliteChatMemoryRepository",
    "SqliteStore",
    "StaleFenceError",
    "StateError",
    "StoreChatMemoryRepository",
    "StoreUnavailableError",
    "Ttl",
    "UnserializableValueError",
    "message_from_dict",
    "message_to_dict",
    "messages_from_json",
    "messages_to_json",
    "store_from_spec",
]
