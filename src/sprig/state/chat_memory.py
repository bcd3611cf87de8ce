"""Chat memory: where conversations are kept (repositories) and what of them is kept (windows).

A :class:`ChatMemoryRepository` stores the messages of each conversation; the ones here keep
them in a :class:`~sprig.state.KeyValueStore` under ``"chat_memory:<conversation_id>"``, so
the in-memory, SQLite and (later) Redis repositories share one implementation and one set of
bounds (time to live, number of conversations). A :class:`ChatMemory` decides what to keep:
:class:`MessageWindowChatMemory` keeps the system message and the newest whole turns.

Methods come in pairs, as everywhere in sprig: ``aadd`` is the coroutine, ``add`` its blocking
face (Spring AI's ``ChatMemory.add/get/clear``).
"""

from __future__ import annotations

import os
import time
from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from typing import Any

from sprig._sync import run_sync
from sprig.messages import (
    AssistantMessage,
    Message,
    SystemMessage,
    ToolResponseMessage,
    UserMessage,
)
from sprig.state.codec import message_to_dict, messages_from_list
from sprig.state.memory import DEFAULT_MAX_ENTRIES, DEFAULT_TTL, InMemoryStore
from sprig.state.sqlite import DEFAULT_MAX_ENTRIES as SQLITE_MAX_ENTRIES
from sprig.state.sqlite import SqliteStore
from sprig.state.store import CorruptValueError, KeyValueStore, StateError, Ttl

__all__ = [
    "ChatMemory",
    "ChatMemoryRepository",
    "InMemoryChatMemoryRepository",
    "MessageWindowChatMemory",
    "SqliteChatMemoryRepository",
    "StaleFenceError",
    "StoreChatMemoryRepository",
]

_MESSAGE_TYPES = (SystemMessage, UserMessage, AssistantMessage, ToolResponseMessage)


class StaleFenceError(StateError):
    """A fenced write carried an older fencing token than the conversation has already seen: the
    writer lost its lock to a newer run, and its write was refused (nothing changed)."""

    def __init__(self, conversation_id: str, fence: int, seen: int) -> None:
        super().__init__(
            f"conversation {conversation_id!r} was written under fencing token {seen}; a write under the older "
            f"token {fence} was refused"
        )
        self.conversation_id = conversation_id
        self.fence = fence
        self.seen = seen


def _check_conversation_id(conversation_id: object) -> str:
    if not isinstance(conversation_id, str):
        raise TypeError(f"conversation_id must be a string, not {type(conversation_id).__name__}")
    if not conversation_id:
        raise ValueError("conversation_id must not be empty")
    return conversation_id


def _check_messages(messages: Message | Sequence[Message]) -> list[Message]:
    if isinstance(messages, _MESSAGE_TYPES):
        return [messages]
    if isinstance(messages, (str, bytes)) or not isinstance(messages, Sequence):
        raise TypeError(f"expected a message or a sequence of messages, got {type(messages).__name__}")
    for index, message in enumerate(messages):
        if not isinstance(message, _MESSAGE_TYPES):
            raise TypeError(f"messages[{index}] is a {type(message).__name__}, not a sprig message")
    return list(messages)


class ChatMemoryRepository(ABC):
    """Stores the full message list of each conversation (Spring AI's ``ChatMemoryRepository``)."""

    @abstractmethod
    async def afind_conversation_ids(self) -> list[str]:
        """The ids of the stored conversations, sorted."""

    @abstractmethod
    async def afind_by_conversation_id(self, conversation_id: str) -> list[Message]:
        """The stored messages of a conversation (empty when there are none)."""

    @abstractmethod
    async def asave_all(self, conversation_id: str, messages: Sequence[Message]) -> None:
        """Replace the stored messages of a conversation (an empty list deletes it)."""

    @abstractmethod
    async def adelete_by_conversation_id(self, conversation_id: str) -> None:
        """Forget a conversation."""

    async def aupdate_by_conversation_id(
        self, conversation_id: str, fn: Callable[[list[Message]], list[Message]]
    ) -> list[Message]:
        """Replace a conversation's messages with ``fn(current)`` and return what was stored.

        Store-backed repositories do this atomically (safe with concurrent writers, in several
        processes for SQLite); this default reads, then saves.
        """
        messages = fn(await self.afind_by_conversation_id(conversation_id))
        await self.asave_all(conversation_id, messages)
        return messages

    async def aclose(self) -> None:  # noqa: B027 - optional hook, not abstract
        """Release what the repository holds (nothing by default)."""

    def find_conversation_ids(self) -> list[str]:
        """Blocking face of :meth:`afind_conversation_ids`."""
        return run_sync(self.afind_conversation_ids())

    def find_by_conversation_id(self, conversation_id: str) -> list[Message]:
        """Blocking face of :meth:`afind_by_conversation_id`."""
        return run_sync(self.afind_by_conversation_id(conversation_id))

    def save_all(self, conversation_id: str, messages: Sequence[Message]) -> None:
        """Blocking face of :meth:`asave_all`."""
        run_sync(self.asave_all(conversation_id, messages))

    def delete_by_conversation_id(self, conversation_id: str) -> None:
        """Blocking face of :meth:`adelete_by_conversation_id`."""
        run_sync(self.adelete_by_conversation_id(conversation_id))

    def update_by_conversation_id(
        self, conversation_id: str, fn: Callable[[list[Message]], list[Message]]
    ) -> list[Message]:
        """Blocking face of :meth:`aupdate_by_conversation_id`."""
        return run_sync(self.aupdate_by_conversation_id(conversation_id, fn))

    def close(self) -> None:
        """Blocking face of :meth:`aclose`."""
        run_sync(self.aclose())


class StoreChatMemoryRepository(ChatMemoryRepository):
    """A repository on any :class:`~sprig.state.KeyValueStore`: one JSON list per conversation.

    Messages are kept with full fidelity (see :mod:`sprig.state.codec`), so a restored
    conversation can be sent to the provider again unchanged. ``ttl`` overrides the store's
    default time to live for conversations; ``owns_store`` closes the store with the repository.

    Writes can be fenced (:meth:`aupdate_by_conversation_id` with ``fence=``): the conversation
    keeps the largest fencing token that wrote it (as ``{"fence": n, "messages": [...]}``), and
    a write with a smaller one raises :class:`StaleFenceError` and changes nothing.
    """

    def __init__(
        self,
        store: KeyValueStore,
        *,
        prefix: str = "chat_memory:",
        ttl: Ttl | None = None,
        owns_store: bool = False,
    ) -> None:
        if not isinstance(store, KeyValueStore):
            raise TypeError(f"store must be a KeyValueStore, not {type(store).__name__}")
        self.store = store
        self._prefix = prefix
        self._ttl = ttl
        self._owns_store = owns_store

    def _key(self, conversation_id: str) -> str:
        return self._prefix + _check_conversation_id(conversation_id)

    async def afind_conversation_ids(self) -> list[str]:
        return [key[len(self._prefix) :] for key in await self.store.akeys(self._prefix)]

    async def afind_by_conversation_id(self, conversation_id: str) -> list[Message]:
        return self._decode(conversation_id, await self.store.aget(self._key(conversation_id)))

    async def asave_all(self, conversation_id: str, messages: Sequence[Message]) -> None:
        key = self._key(conversation_id)
        checked = _check_messages(messages)
        if checked:
            await self.store.aset(key, [message_to_dict(m) for m in checked], ttl=self._ttl)
        else:
            await self.store.adelete(key)

    async def adelete_by_conversation_id(self, conversation_id: str) -> None:
        await self.store.adelete(self._key(conversation_id))

    async def aupdate_by_conversation_id(
        self, conversation_id: str, fn: Callable[[list[Message]], list[Message]], *, fence: int | None = None
    ) -> list[Message]:
        """Replace a conversation's messages with ``fn(current)``, atomically; with ``fence``, only
        if no write under a larger fencing token came first (:class:`StaleFenceError`)."""
        key = self._key(conversation_id)
        result: list[Message] = []

        def update(raw: Any | None) -> Any | None:
            nonlocal result
            seen = _stored_fence(raw)
            if fence is not None and seen is not None and fence < seen:
                raise StaleFenceError(conversation_id, fence, seen)
            result = _check_messages(fn(self._decode(conversation_id, raw)))
            messages = [message_to_dict(m) for m in result]
            kept = fence if fence is not None else seen
            if kept is None:
                return messages or None
            return {"fence": kept, "messages": messages}  # the token outlives an emptied history

        await self.store.aupdate(key, update, ttl=self._ttl)
        return result

    async def aclose(self) -> None:
        if self._owns_store:
            await self.store.aclose()

    @staticmethod
    def _decode(conversation_id: str, raw: Any | None) -> list[Message]:
        if raw is None:
            return []
        if isinstance(raw, dict):  # fenced: {"fence": n, "messages": [...]}
            raw = raw.get("messages")
        try:
            return messages_from_list(raw)
        except CorruptValueError as exc:
            raise CorruptValueError(
                f"stored history of conversation {conversation_id!r} is corrupt ({exc}); clear it to start over"
            ) from exc


def _stored_fence(raw: Any | None) -> int | None:
    value = raw.get("fence") if isinstance(raw, dict) else None
    return value if isinstance(value, int) and not isinstance(value, bool) else None


class InMemoryChatMemoryRepository(StoreChatMemoryRepository):
    """Conversations in process memory, bounded like a cache.

    A conversation is forgotten ``default_ttl`` after its last save (30 minutes by default,
    ``None`` for never) or when more than ``max_conversations`` are kept (1,000 by default, least
    recently used first; each live one evicted is logged and counted in ``store.evictions``).
    """

    def __init__(
        self,
        *,
        default_ttl: Ttl | None = DEFAULT_TTL,
        max_conversations: int | None = DEFAULT_MAX_ENTRIES,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        store = InMemoryStore(default_ttl=default_ttl, max_entries=max_conversations, clock=clock)
        super().__init__(store, owns_store=True)


class SqliteChatMemoryRepository(StoreChatMemoryRepository):
    """Conversations in a SQLite file that survive restarts (table ``chat_memory`` by default).

    It can share the file with a :class:`~sprig.state.SqliteStore` (the todo lists, for
    example): each keeps its own table and bounds. Conversations are kept until cleared
    (``default_ttl=None``), with no bound on their number by default (``max_conversations``
    sets one; a conversation evicted before it expired is logged and counted).
    """

    def __init__(
        self,
        path: str | os.PathLike[str],
        *,
        table: str = "chat_memory",
        default_ttl: Ttl | None = None,
        max_conversations: int | None = SQLITE_MAX_ENTRIES,
        busy_timeout: float = 10.0,
        clock: Callable[[], float] = time.time,
    ) -> None:
        store = SqliteStore(
            path,
            table=table,
            default_ttl=default_ttl,
            max_entries=max_conversations,
            busy_timeout=busy_timeout,
            clock=clock,
        )
        super().__init__(store, owns_store=True)


class ChatMemory(ABC):
    """What a conversation remembers: add messages, get them back for the next request, clear."""

    @abstractmethod
    async def aadd(self, conversation_id: str, messages: Message | Sequence[Message]) -> None:
        """Remember ``messages`` (in order) after what the conversation already holds."""

    @abstractmethod
    async def aget(self, conversation_id: str) -> list[Message]:
        """The messages to send with the conversation's next request."""

    @abstractmethod
    async def aclear(self, conversation_id: str) -> None:
        """Forget the conversation."""

    async def areplace(self, conversation_id: str, messages: Sequence[Message]) -> None:
        """Hold exactly ``messages`` from now on (compaction stores the compacted history so).

        The default clears, then adds; memories on a repository replace in one write.
        """
        await self.aclear(conversation_id)
        await self.aadd(conversation_id, messages)

    def add(self, conversation_id: str, messages: Message | Sequence[Message]) -> None:
        """Blocking face of :meth:`aadd`."""
        run_sync(self.aadd(conversation_id, messages))

    def get(self, conversation_id: str) -> list[Message]:
        """Blocking face of :meth:`aget`."""
        return run_sync(self.aget(conversation_id))

    def clear(self, conversation_id: str) -> None:
        """Blocking face of :meth:`aclear`."""
        run_sync(self.aclear(conversation_id))


class MessageWindowChatMemory(ChatMemory):
    """Keeps the system message and the newest whole turns, about ``max_messages`` in all.

    - System messages are always kept, first; a batch that brings a system message replaces
      the ones kept before.
    - Over ``max_messages`` (system messages included), the oldest whole turns go. A turn
      starts at a user message and holds everything up to the next one: the assistant's
      replies, its tool calls and their results. So no turn is ever cut in half and no tool
      result is kept without the assistant message that asked for it.
    - The newest turn is always kept whole, even when it alone is longer than the window.

    ``repository`` defaults to an :class:`InMemoryChatMemoryRepository`. Adding is atomic per
    conversation on store-backed repositories.
    """

    def __init__(self, repository: ChatMemoryRepository | None = None, max_messages: int = 20) -> None:
        if isinstance(max_messages, bool) or not isinstance(max_messages, int) or max_messages < 1:
            raise ValueError(f"max_messages must be a positive int, got {max_messages!r}")
        if repository is not None and not isinstance(repository, ChatMemoryRepository):
            raise TypeError(f"repository must be a ChatMemoryRepository, not {type(repository).__name__}")
        self.repository = repository if repository is not None else InMemoryChatMemoryRepository()
        self.max_messages = max_messages

    async def aadd(self, conversation_id: str, messages: Message | Sequence[Message]) -> None:
        _check_conversation_id(conversation_id)
        new = _check_messages(messages)
        if not new:
            return
        await self.repository.aupdate_by_conversation_id(
            conversation_id, lambda old: window(old, new, self.max_messages)
        )

    async def aget(self, conversation_id: str) -> list[Message]:
        _check_conversation_id(conversation_id)
        return await self.repository.afind_by_conversation_id(conversation_id)

    async def aclear(self, conversation_id: str) -> None:
        _check_conversation_id(conversation_id)
        await self.repository.adelete_by_conversation_id(conversation_id)

    async def areplace(self, conversation_id: str, messages: Sequence[Message]) -> None:
        """Hold exactly ``messages`` (windowed like an add), in one atomic write."""
        _check_conversation_id(conversation_id)
        new = _check_messages(list(messages))
        await self.repository.aupdate_by_conversation_id(
            conversation_id, lambda old: window([], new, self.max_messages)
        )


def window(old: Sequence[Message], new: Sequence[Message], max_messages: int) -> list[Message]:
    """The messages :class:`MessageWindowChatMemory` keeps after adding ``new`` to ``old``."""
    if any(isinstance(m, SystemMessage) for m in new):
        old = [m for m in old if not isinstance(m, SystemMessage)]
    combined = [*old, *new]
    systems = [m for m in combined if isinstance(m, SystemMessage)]
    turns: list[list[Message]] = []
    for message in combined:
        if isinstance(message, SystemMessage):
            continue
        if not turns or isinstance(message, UserMessage):
            turns.append([])
        turns[-1].append(message)
    size = len(systems) + sum(len(turn) for turn in turns)
    first = 0
    while size > max_messages and first < len(turns) - 1:
        size -= len(turns[first])
        first += 1
    return systems + [m for turn in turns[first:] for m in turn]
