"""Conversations as the server keeps them: who owns one, and the one run that may work on it.

Everything lives in the :class:`~sprig.state.KeyValueStore` the server was given, never in
process memory, so several server processes on one store (SQLite file, Redis) agree:

- ``sprig.conversation:<id>`` holds ``{"owner", "title", "created", "updated"}``. A conversation
  belongs to the key that created it; for any other key it does not exist (404).
- ``sprig.owner:<owner>`` lists the ids of the owner's conversations (the newest 1,000), so listing
  them reads one key per conversation of that owner, not every key of the store.
- ``sprig.run:<id>`` is the run lock: ``{"run", "until", "fence"}``. A run renews its lease
  (``until``) while it works; a process that dies stops renewing and the lock expires, so the
  conversation is free again after at most one lease. ``fence`` is the lock's fencing token: it
  grows by one with every run that takes the lock and outlives the lease (the record stays, with
  the conversation's time to live), so a run that lost its lock (frozen past its lease while
  another took the conversation) carries an older token than the conversation has seen, and its
  saves are refused.
"""

from __future__ import annotations

import re
import time
from typing import Any

from sprig.state.store import KeyValueStore

__all__ = [
    "CONVERSATION_PREFIX",
    "OWNER_PREFIX",
    "RUN_PREFIX",
    "ConversationBusyError",
    "ConversationNotFoundError",
    "Conversations",
    "check_conversation_id",
]

CONVERSATION_PREFIX = "sprig.conversation:"
RUN_PREFIX = "sprig.run:"
OWNER_PREFIX = "sprig.owner:"
MAX_LISTED = 1000
_ID = re.compile(r"^[A-Za-z0-9._:@-]{1,128}$")
_TITLE_LENGTH = 80


class ConversationNotFoundError(LookupError):
    """No conversation with that id belongs to the caller."""


class ConversationBusyError(RuntimeError):
    """Another run is working on the conversation."""


def check_conversation_id(value: object) -> str:
    """A conversation id: 1 to 128 letters, digits and ``._:@-``; raises ``ValueError`` otherwise."""
    if not isinstance(value, str) or not _ID.match(value):
        raise ValueError("a conversation id is 1 to 128 characters: letters, digits and . _ : @ -")
    return value


class Conversations:
    """Ownership records and run locks of conversations, in ``store``.

    Args:
        store: the shared store.
        ttl: how long a conversation record lives after its last run (seconds).
        lease: how long a run lock lives without renewal (seconds).
    """

    def __init__(self, store: KeyValueStore, *, ttl: float = 30 * 24 * 3600, lease: float = 30.0) -> None:
        self.store = store
        self.ttl = ttl
        self.lease = lease

    async def aclaim(self, conversation_id: str, owner: str, title: str = "") -> dict[str, Any]:
        """Create the conversation for ``owner``, or touch it if ``owner`` already has it.

        Raises :class:`ConversationNotFoundError` when another owner has it.
        """
        now = time.time()
        created = False

        def claim(current: Any | None) -> dict[str, Any]:
            nonlocal created
            if isinstance(current, dict) and current.get("owner") != owner:
                raise ConversationNotFoundError(conversation_id)
            if isinstance(current, dict):
                created = False
                return {**current, "updated": now, "title": current.get("title") or title[:_TITLE_LENGTH]}
            created = True
            return {"owner": owner, "title": title[:_TITLE_LENGTH], "created": now, "updated": now}

        record = await self.store.aupdate(CONVERSATION_PREFIX + conversation_id, claim, ttl=self.ttl)
        assert isinstance(record, dict)
        if created:  # the owner's index changes only when a conversation is new, not on every run
            await self._index(owner, add=conversation_id)
        return record

    async def _index(self, owner: str, *, add: str | None = None, remove: frozenset[str] = frozenset()) -> None:
        def change(current: Any | None) -> list[str] | None:
            ids = [i for i in current if isinstance(i, str)] if isinstance(current, list) else []
            ids = [i for i in ids if i != add and i not in remove]
            if add is not None:
                ids.append(add)
            return ids[-MAX_LISTED:] or None

        await self.store.aupdate(OWNER_PREFIX + owner, change, ttl=self.ttl)

    async def aget(self, conversation_id: str, owner: str) -> dict[str, Any]:
        """The record of ``owner``'s conversation; :class:`ConversationNotFoundError` otherwise."""
        record = await self.store.aget(CONVERSATION_PREFIX + conversation_id)
        if not isinstance(record, dict) or record.get("owner") != owner:
            raise ConversationNotFoundError(conversation_id)
        return record

    async def aowner(self, conversation_id: str) -> str | None:
        """Who owns the conversation (``None`` when there is no such conversation)."""
        record = await self.store.aget(CONVERSATION_PREFIX + conversation_id)
        return str(record.get("owner")) if isinstance(record, dict) else None

    async def alist(self, owner: str) -> list[dict[str, Any]]:
        """``owner``'s conversations, newest first, each with its ``id``."""
        ids = await self.store.aget(OWNER_PREFIX + owner)
        found: list[dict[str, Any]] = []
        gone: set[str] = set()
        for conversation_id in ids if isinstance(ids, list) else []:
            record = await self.store.aget(CONVERSATION_PREFIX + str(conversation_id))
            if isinstance(record, dict) and record.get("owner") == owner:
                found.append({"id": conversation_id, **_public(record)})
            else:
                gone.add(str(conversation_id))
        if gone:
            await self._index(owner, remove=frozenset(gone))
        found.sort(key=lambda r: r.get("updated") or 0, reverse=True)
        return found

    async def adelete(self, conversation_id: str, owner: str) -> None:
        """Forget the record (the caller removes memory and todos)."""
        await self.aget(conversation_id, owner)
        await self.store.adelete(CONVERSATION_PREFIX + conversation_id)
        await self._index(owner, remove=frozenset({conversation_id}))

    async def alock(self, conversation_id: str, run_id: str) -> int:
        """Take the run lock and return its fencing token (larger than any earlier run's);
        :class:`ConversationBusyError` when another live run holds it."""
        now = time.time()
        fence = 0

        def take(current: Any | None) -> dict[str, Any]:
            nonlocal fence
            if isinstance(current, dict) and current.get("run") != run_id and float(current.get("until", 0)) > now:
                raise ConversationBusyError(conversation_id)
            fence = _fence(current) + 1
            return {"run": run_id, "until": now + self.lease, "fence": fence}

        await self.store.aupdate(RUN_PREFIX + conversation_id, take, ttl=self._lock_ttl)
        return fence

    async def arenew(self, conversation_id: str, run_id: str, fence: int | None = None) -> bool:
        """Extend the lease of ``run_id``'s lock; ``False`` if it lost the lock meanwhile.

        With ``fence`` (the token :meth:`alock` returned), the lock is kept only while the record
        is still that run's, with that token: once another run has taken the conversation, even if
        it has finished since, the lock is lost for good.
        """
        now = time.time()
        kept = False

        def renew(current: Any | None) -> Any | None:
            nonlocal kept
            if fence is not None:
                kept = isinstance(current, dict) and current.get("run") == run_id and _fence(current) == fence
                return {"run": run_id, "until": now + self.lease, "fence": fence} if kept else current
            if isinstance(current, dict) and current.get("run") != run_id and float(current.get("until", 0)) > now:
                kept = False
                return current
            kept = True
            return {"run": run_id, "until": now + self.lease, "fence": _fence(current)}

        await self.store.aupdate(RUN_PREFIX + conversation_id, renew, ttl=self._lock_ttl)
        return kept

    async def aunlock(self, conversation_id: str, run_id: str) -> None:
        """Release ``run_id``'s lock (a lock taken over by another run is left alone); the fencing
        token stays, so the next run's is larger."""

        def release(current: Any | None) -> Any | None:
            if not isinstance(current, dict) or current.get("run") != run_id:
                return current
            return {"fence": _fence(current)}

        await self.store.aupdate(RUN_PREFIX + conversation_id, release, ttl=self._lock_ttl)

    @property
    def _lock_ttl(self) -> float:
        return max(self.ttl, self.lease)

    async def arunning(self, conversation_id: str) -> bool:
        """Whether a live run holds the conversation's lock."""
        current = await self.store.aget(RUN_PREFIX + conversation_id)
        return isinstance(current, dict) and float(current.get("until", 0)) > time.time()


def _fence(record: Any) -> int:
    """The fencing token in a lock record (0 when there is none)."""
    value = record.get("fence") if isinstance(record, dict) else None
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


def _public(record: dict[str, Any]) -> dict[str, Any]:
    return {"title": record.get("title", ""), "created": record.get("created"), "updated": record.get("updated")}
