"""Conversations as the server keeps them: who owns one, and the one run that may work on it.

Everything lives in the :class:`~sprig.state.KeyValueStore` the server was given, never in
process memory, so several server processes on one store (SQLite file, Redis) agree.

Each owner (API key) has its own namespace: the conversation a client names ``<id>`` is stored as
``<owner>/<id>`` (:func:`conversation_key`; on a server without keys, as ``<id>``). Its memory, todo
list, paused round, record and lock all live under that key, so another key naming the same id
reaches a conversation of its own and never this one, whatever the store forgets or evicts:

- ``sprig.conversation:<key>`` holds ``{"owner", "title", "created", "updated"}``. A conversation
  belongs to the key that created it; for any other key it does not exist (404).
- ``sprig.claim:<id>`` (with API keys) names the first owner of the id, so another key naming it gets 404 rather
  than a conversation of its own under the same name. It is only that courtesy: should the store
  forget it, the other key gets its own conversation, never this one.
- ``sprig.owner:<owner>`` lists the ids of the owner's conversations (the newest 1,000), so listing
  them reads one key per conversation of that owner, not every key of the store.
- ``sprig.conversations`` (only with ``max_conversations``, for a bounded store): the live
  conversations, least recently used first. Past the bound the least recently used conversation is
  evicted whole (record, memory, todos, paused round), and ``sprig.evicted:<owner>`` keeps its id
  (the owner's latest 1,000) so the owner's next request is told so (:meth:`Conversations.atrack`).
- ``sprig.run:<key>`` is the run lock: ``{"run", "until", "fence"}``. A run renews its lease
  (``until``) while it works; a process that dies stops renewing and the lock expires, so the
  conversation is free again after at most one lease. ``fence`` is the lock's fencing token: it
  grows by one with every run that takes the lock and outlives the lease (the record stays, with
  the conversation's time to live), so a run that lost its lock (frozen past its lease while
  another took the conversation) carries an older token than the conversation has seen, and its
  saves are refused.
"""

from __future__ import annotations

import asyncio
import contextlib
import re
import time
from typing import Any

from sprig.server.auth import ANONYMOUS
from sprig.state.store import KeyValueStore

__all__ = [
    "CLAIM_PREFIX",
    "CONVERSATION_PREFIX",
    "OWNER_PREFIX",
    "RUN_PREFIX",
    "ConversationBusyError",
    "ConversationNotFoundError",
    "Conversations",
    "check_conversation_id",
    "conversation_key",
]

CONVERSATION_PREFIX = "sprig.conversation:"
RUN_PREFIX = "sprig.run:"
OWNER_PREFIX = "sprig.owner:"
CLAIM_PREFIX = "sprig.claim:"
INDEX_KEY = "sprig.conversations"
EVICTED_PREFIX = "sprig.evicted:"
MAX_LISTED = 1000
_ID = re.compile(r"^[A-Za-z0-9._:@-]{1,128}$")
_TITLE_LENGTH = 80


def conversation_key(owner: str, conversation_id: str) -> str:
    """Where ``owner``'s conversation ``conversation_id`` lives in the store: ``<owner>/<id>``, so two
    keys naming the same id never share anything (``<id>`` as is on a server without keys). A ``/``
    cannot appear in an id, so keys of different owners never collide."""
    return conversation_id if owner == ANONYMOUS else f"{owner}/{conversation_id}"


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
        max_conversations: the most conversations kept (``None``: no bound, the store's own TTL
            and size decide). Past it the least recently used one is evicted whole.
    """

    def __init__(
        self,
        store: KeyValueStore,
        *,
        ttl: float = 30 * 24 * 3600,
        lease: float = 30.0,
        max_conversations: int | None = None,
    ) -> None:
        if max_conversations is not None and max_conversations < 1:
            raise ValueError(f"max_conversations must be a positive int or None, got {max_conversations!r}")
        self.store = store
        self.ttl = ttl
        self.lease = lease
        self.max_conversations = max_conversations
        self._unreleased: dict[str, tuple[str, float]] = {}  # conversation -> (run, when its lease ends)
        self._retrying: asyncio.Task[None] | None = None

    async def atrack(self, owner: str, conversation_id: str) -> tuple[bool, list[tuple[str, str]]]:
        """Mark ``owner``'s conversation as just used, within the ``max_conversations`` bound.

        Returns whether it had been evicted before (its history is gone: this run starts it anew),
        and the ``(owner, id)`` of the least recently used conversations the caller must now
        evict whole (then :meth:`aevict`) to stay within the bound. Without a bound:
        ``(False, [])`` at no cost.
        """
        bound = self.max_conversations
        if bound is None:
            return False, []
        key = conversation_key(owner, conversation_id)
        new = False
        victims: list[tuple[str, str]] = []

        def change(current: Any | None) -> dict[str, Any]:
            nonlocal new
            live: dict[str, list[str]] = {}
            if isinstance(current, dict):
                live = {k: v for k, v in (current.get("live") or {}).items() if isinstance(v, list) and len(v) == 2}
            new = live.pop(key, None) is None
            live[key] = [owner, conversation_id]  # the newest last: a dict keeps its order through JSON
            victims.clear()
            while len(live) > bound:
                victim_owner, victim_id = live.pop(next(iter(live)))
                victims.append((victim_owner, victim_id))
            return {"live": live}

        await self.store.aupdate(INDEX_KEY, change, ttl=self.ttl)
        evicted_before = new and await self._evicted_list(owner, remove=conversation_id)
        return evicted_before, list(victims)

    async def aevict(self, conversation_id: str, owner: str) -> None:
        """Forget the record of a conversation evicted to stay within the bound, remembering (for its
        owner's next request, among the owner's latest 1,000 evicted) that it was evicted."""
        await self.adrop(conversation_id, owner)
        await self._evicted_list(owner, add=conversation_id)

    async def aevicted(self, owner: str, conversation_id: str) -> bool:
        """Whether ``owner``'s conversation was evicted to stay within ``max_conversations``."""
        if self.max_conversations is None:
            return False
        gone = await self.store.aget(EVICTED_PREFIX + owner)
        return isinstance(gone, list) and conversation_id in gone

    async def _evicted_list(self, owner: str, *, add: str | None = None, remove: str | None = None) -> bool:
        """Add or remove an id of ``owner``'s evicted conversations; whether ``remove`` was there."""
        found = False

        def change(current: Any | None) -> list[str] | None:
            nonlocal found
            ids = [i for i in current if isinstance(i, str)] if isinstance(current, list) else []
            found = remove is not None and remove in ids
            ids = [i for i in ids if i not in (add, remove)]
            if add is not None:
                ids.append(add)
            return ids[-MAX_LISTED:] or None

        await self.store.aupdate(EVICTED_PREFIX + owner, change, ttl=self.ttl)
        return found

    async def _untrack(self, owner: str, conversation_id: str) -> None:
        if self.max_conversations is None:
            return
        key = conversation_key(owner, conversation_id)

        def change(current: Any | None) -> Any | None:
            if not isinstance(current, dict) or key not in (current.get("live") or {}):
                return current
            return {**current, "live": {k: v for k, v in current["live"].items() if k != key}}

        await self.store.aupdate(INDEX_KEY, change, ttl=self.ttl)

    async def aclaim(self, conversation_id: str, owner: str, title: str = "") -> dict[str, Any]:
        """Create ``owner``'s conversation ``conversation_id``, or touch it if it exists.

        Raises :class:`ConversationNotFoundError` when the record names another owner (never
        happens with namespaced keys; a guard against a tampered store).
        """
        key = conversation_key(owner, conversation_id)
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

        record = await self.store.aupdate(CONVERSATION_PREFIX + key, claim, ttl=self.ttl)
        assert isinstance(record, dict)
        if created:  # the owner's index changes only when a conversation is new, not on every run
            await self._index(owner, add=conversation_id)
        if created and owner != ANONYMOUS:  # without keys there is no other owner to tell
            await self.store.aupdate(
                CLAIM_PREFIX + conversation_id,
                lambda current: current if isinstance(current, str) else owner,
                ttl=self.ttl,
            )
        return record

    async def ataken(self, conversation_id: str, owner: str) -> bool:
        """Whether the id names another owner's conversation and not one of ``owner``'s (then the
        caller answers 404, as if it did not exist)."""
        if owner == ANONYMOUS:
            return False
        first = await self.store.aget(CLAIM_PREFIX + conversation_id)
        if not isinstance(first, str) or first == owner:
            return False
        return not isinstance(
            await self.store.aget(CONVERSATION_PREFIX + conversation_key(owner, conversation_id)), dict
        )

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
        record = await self.store.aget(CONVERSATION_PREFIX + conversation_key(owner, conversation_id))
        if not isinstance(record, dict) or record.get("owner") != owner:
            raise ConversationNotFoundError(conversation_id)
        return record

    async def alist(self, owner: str) -> list[dict[str, Any]]:
        """``owner``'s conversations, newest first, each with its ``id``."""
        ids = await self.store.aget(OWNER_PREFIX + owner)
        found: list[dict[str, Any]] = []
        gone: set[str] = set()
        for conversation_id in ids if isinstance(ids, list) else []:
            record = await self.store.aget(CONVERSATION_PREFIX + conversation_key(owner, str(conversation_id)))
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
        await self.adrop(conversation_id, owner)

    async def adrop(self, conversation_id: str, owner: str) -> None:
        """Forget the record, whether or not it is still there (the caller removes memory and todos)."""
        await self.store.adelete(CONVERSATION_PREFIX + conversation_key(owner, conversation_id))
        await self._index(owner, remove=frozenset({conversation_id}))
        await self.store.aupdate(
            CLAIM_PREFIX + conversation_id, lambda current: None if current == owner else current, ttl=self.ttl
        )
        await self.store.adelete(RUN_PREFIX + conversation_key(owner, conversation_id))  # its fencing record
        await self._untrack(owner, conversation_id)

    async def alock(self, key: str, run_id: str) -> int:
        """Take the run lock of the conversation stored under ``key`` (:func:`conversation_key`) and
        return its fencing token (larger than any earlier run's);
        :class:`ConversationBusyError` when another live run holds it."""
        now = time.time()
        fence = 0

        def take(current: Any | None) -> dict[str, Any]:
            nonlocal fence
            if isinstance(current, dict) and current.get("run") != run_id and float(current.get("until", 0)) > now:
                raise ConversationBusyError(key)
            fence = _fence(current) + 1
            return {"run": run_id, "until": now + self.lease, "fence": fence}

        await self.store.aupdate(RUN_PREFIX + key, take, ttl=self._lock_ttl)
        return fence

    async def arenew(self, key: str, run_id: str, fence: int | None = None) -> bool:
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

        await self.store.aupdate(RUN_PREFIX + key, renew, ttl=self._lock_ttl)
        return kept

    async def aunlock(self, key: str, run_id: str) -> None:
        """Release ``run_id``'s lock (a lock taken over by another run is left alone); the fencing
        token stays, so the next run's is larger."""

        def release(current: Any | None) -> Any | None:
            if not isinstance(current, dict) or current.get("run") != run_id:
                return current
            return {"fence": _fence(current)}

        await self.store.aupdate(RUN_PREFIX + key, release, ttl=self._lock_ttl)

    async def arelease(self, conversation_id: str, run_id: str) -> None:
        """Release ``run_id``'s lock; when the store cannot be reached, remember to release it as
        soon as it is back (retried in the background, and first thing when this process locks the
        conversation again), so an outage leaves no conversation locked for the rest of a lease."""
        try:
            await self.aunlock(conversation_id, run_id)
        except Exception:
            self._unreleased[conversation_id] = (run_id, time.monotonic() + self.lease)
            if self._retrying is None or self._retrying.done():
                self._retrying = asyncio.get_running_loop().create_task(self._retry_releases())

    async def aflush(self, conversation_id: str) -> None:
        """Release a lock of this process that an outage left behind on ``conversation_id`` (a quick
        no-op when there is none); raises while the store is still unreachable."""
        pending = self._unreleased.get(conversation_id)
        if pending is not None:
            await self.aunlock(conversation_id, pending[0])
            if self._unreleased.get(conversation_id) == pending:
                del self._unreleased[conversation_id]

    async def _retry_releases(self) -> None:
        interval = min(1.0, self.lease / 10)
        while self._unreleased:
            await asyncio.sleep(interval)
            for conversation_id, (_, ends) in list(self._unreleased.items()):
                if time.monotonic() > ends:  # the lease has run out: the lock is free anyway
                    self._unreleased.pop(conversation_id, None)
                    continue
                with contextlib.suppress(Exception):
                    await self.aflush(conversation_id)

    @property
    def _lock_ttl(self) -> float:
        return max(self.ttl, self.lease)

    async def arunning(self, key: str) -> bool:
        """Whether a live run holds the lock of the conversation stored under ``key``."""
        current = await self.store.aget(RUN_PREFIX + key)
        return isinstance(current, dict) and float(current.get("until", 0)) > time.time()


def _fence(record: Any) -> int:
    """The fencing token in a lock record (0 when there is none)."""
    value = record.get("fence") if isinstance(record, dict) else None
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


def _public(record: dict[str, Any]) -> dict[str, Any]:
    return {"title": record.get("title", ""), "created": record.get("created"), "updated": record.get("updated")}
