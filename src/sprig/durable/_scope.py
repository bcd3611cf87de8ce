"""What one execution of a durable run shares in process: its event writer and its pauses.

Stream values are lists of ``(key, event)`` entries. Every event has a key that is the same each time the
workflow is executed (after a crash, recovery executes it again from the top, replaying the
checkpointed steps), so a reader drops the entries a later execution wrote again:

- events of the chunks the chain yields: ``m<step>@<attempt>.<n>`` for the n-th event since
  the model round of that step began (the attempt is drawn inside the step and checkpointed with
  its chunks; a round interrupted by a crash is asked again under a new attempt);
- tool results: ``t<call id>`` (ids are unique in a run);
- a sub-agent's events: ``s<path>.<n>`` for the n-th event of the child at that path of call ids
  (a child recovered after a crash runs apart from its parent, so they never shift ``w<n>``);
- every other event: ``w<n>``, counted in the order the (deterministic) workflow code meets them.

One writer task per execution writes the entries in the order they were emitted, from inside
a DBOS step (so writes are not checkpoints of their own and may come in any order relative to
the workflow's steps), batching what queued up during the previous write; it skips the keys it
already wrote in this execution.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Awaitable, Callable
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import Any

from sprig.chat.events import StreamEvent, SubagentEvent, ToolResultEvent

__all__ = ["EVENTS_KEY", "RunScope", "current_scope"]

EVENTS_KEY = "sprig.events"
"""The DBOS stream a durable run writes its events to."""

Entry = tuple[str, StreamEvent]

MAX_BATCH = 500
"""Most entries in one stream value."""

_SCOPE: ContextVar[RunScope | None] = ContextVar("sprig_durable_scope", default=None)


def current_scope() -> RunScope | None:
    """The scope of the durable run executing in this task, if any."""
    return _SCOPE.get()


@dataclass(eq=False)
class RunScope:
    """In-process state of one execution of one durable run."""

    workflow_id: str
    conversation_id: str
    topic: str
    decision_timeout: float
    _round: str = "m"
    _round_events: int = 0
    _queue: asyncio.Queue[Entry | None] = field(default_factory=asyncio.Queue)
    _counter: int = 0
    _pauses: int = 0
    _lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    _children: dict[str, int] = field(default_factory=dict)

    def enter(self) -> Callable[[], None]:
        """Make this the current scope (for the model and tool wrappers); returns the undo."""
        token = _SCOPE.set(self)
        return lambda: _SCOPE.reset(token)

    # -- events ---------------------------------------------------------------------------

    def emit_keyed(self, key: str, event: StreamEvent) -> None:
        """Queue one event under its key."""
        self._queue.put_nowait((key, event))

    def start_round(self, prefix: str) -> None:
        """A model round begins: the events of the chunks that follow are keyed under ``prefix``."""
        self._round, self._round_events = prefix, 0

    def emit_chunk_event(self, event: StreamEvent) -> None:
        """Queue one event of a model chunk (keyed by the round and its place in the round)."""
        self.emit_keyed(f"{self._round}.{self._round_events}", event)
        self._round_events += 1

    def emit(self, event: StreamEvent) -> None:
        """Queue one event emitted by workflow code (keyed by its kind and order)."""
        if isinstance(event, ToolResultEvent):
            self.emit_keyed(f"t{event.id}", event)
            return
        if isinstance(event, SubagentEvent):
            path = "/".join(event.path)
            n = self._children[path] = self._children.get(path, 0) + 1
            self.emit_keyed(f"s{path}.{n}", event)
            return
        self._counter += 1
        self.emit_keyed(f"w{self._counter}", event)

    def finish(self) -> None:
        """No more events: the writer ends once it has written what is queued."""
        self._queue.put_nowait(None)

    async def write_all(self, write: Callable[[list[Entry]], Awaitable[None]]) -> int:
        """Write queued entries in order (each key once) until :meth:`finish`; returns the count.

        Entries that queue up while a write is in flight go out together in the next one, so
        a slow database gets fewer, larger writes and a fast one sees every event at once.
        """
        written: set[str] = set()
        while True:
            batch: list[Entry] = []
            entry = await self._queue.get()
            while True:
                if entry is None:
                    if batch:
                        await write(batch)
                    return len(written)
                if entry[0] not in written:
                    written.add(entry[0])
                    batch.append(entry)
                if self._queue.empty() or len(batch) >= MAX_BATCH:
                    break
                entry = self._queue.get_nowait()
            if batch:
                await write(batch)

    # -- pauses ---------------------------------------------------------------------------

    @contextlib.asynccontextmanager
    async def pause(self) -> Any:
        """One pause at a time; yields the pause's number (1, 2, ... in workflow order)."""
        async with self._lock:
            self._pauses += 1
            yield self._pauses
