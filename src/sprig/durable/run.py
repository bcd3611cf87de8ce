"""``DurableRun``: a handle on one durable run, usable from any process on the same database."""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from dbos import DBOS, WorkflowHandleAsync

from sprig._aio import closing_stream
from sprig._sync import iterate_sync, run_sync
from sprig.chat.events import DoneEvent, StreamEvent, SubagentEvent
from sprig.durable._scope import EVENTS_KEY
from sprig.durable._wait import STATE_EVENT
from sprig.messages import AssistantMessage, ToolCall
from sprig.models.response import ChatResponse, Generation
from sprig.pending import PendingReason, PendingToolCall

if TYPE_CHECKING:
    from sprig.durable.agent import DurableAgent

__all__ = ["DurableRun", "pending_call"]


def _paused_on(event: StreamEvent) -> tuple[PendingToolCall, ...]:
    """The calls a pause waits on: a run's ``DoneEvent``, or a sub-agent's (with their path)."""
    if isinstance(event, DoneEvent):
        return tuple(p for p in event.response.pending if p.needs_decision)
    if isinstance(event, SubagentEvent) and isinstance(event.leaf, DoneEvent):
        pending = tuple(p for p in event.leaf.response.pending if p.needs_decision)
        for call_id in reversed(event.path):
            pending = tuple(p.nested(call_id) for p in pending)
        return pending
    return ()


def pending_call(data: Mapping[str, Any]) -> PendingToolCall:
    reason: PendingReason = "external" if data.get("reason") == "external" else "approval"
    path = tuple(str(p) for p in data.get("path", ()))  # a call inside a sub-agent (a child workflow)
    return PendingToolCall(ToolCall(str(data["id"]), str(data["name"]), str(data["arguments"])), reason, path)



class DurableRun:
    """A handle on one durable run: its id, status, result and events, from any process."""

    def __init__(self, agent: DurableAgent, run_id: str) -> None:
        self.agent = agent
        self.id = run_id

    def __repr__(self) -> str:
        return f"DurableRun(id={self.id!r})"

    async def astatus(self) -> str:
        """``enqueued``, ``running``, ``waiting`` (for approval), ``needs_attention`` (an
        interrupted non-idempotent call), ``succeeded``, ``failed`` or ``cancelled``."""
        status = await DBOS.get_workflow_status_async(self.id)
        if status is None:
            raise LookupError(f"no durable run {self.id!r}")
        name = status.status
        if name == "PENDING":
            state = await self._waiting_state()
            return str(state["state"]) if state is not None else "running"
        return {
            "ENQUEUED": "enqueued",
            "DELAYED": "enqueued",
            "SUCCESS": "succeeded",
            "CANCELLED": "cancelled",
        }.get(name, "failed")

    def status(self) -> str:
        """Blocking :meth:`astatus`."""
        return run_sync(self.astatus())

    async def apending(self) -> list[dict[str, Any]]:
        """The calls the run waits for a decision on (``id``, ``name``, ``arguments``,
        ``reason``, and ``path`` for a call inside a sub-agent); empty when it waits for none."""
        state = await self._waiting_state()
        return [dict(p) for p in state.get("pending", ())] if state is not None else []

    async def _waiting_state(self) -> dict[str, Any] | None:
        """What the run waits for: its own state, or a sub-agent's (a child workflow) that waits."""
        state = await DBOS.get_event_async(self.id, STATE_EVENT, timeout_seconds=0)
        if isinstance(state, dict) and state.get("state") in ("waiting", "needs_attention"):
            return state
        children = await DBOS.list_workflows_async(
            workflow_id_prefix=self.id + "/", status=["PENDING"], load_input=False, load_output=False
        )
        for child in children:
            state = await DBOS.get_event_async(child.workflow_id, STATE_EVENT, timeout_seconds=0)
            if isinstance(state, dict) and state.get("state") in ("waiting", "needs_attention"):
                return state
        return None

    def pending(self) -> list[dict[str, Any]]:
        """Blocking :meth:`apending`."""
        return run_sync(self.apending())

    async def aresponse(self) -> ChatResponse:
        """Wait for the run to finish; its final ``ChatResponse`` (raises what the run raised)."""
        handle: WorkflowHandleAsync[ChatResponse] = await DBOS.retrieve_workflow_async(self.id)
        response: ChatResponse = await handle.get_result(polling_interval_sec=self.agent.polling_interval)
        return response

    async def aresult(self) -> str:
        """Wait for the run to finish; the answer text."""
        return (await self.aresponse()).text

    def result(self) -> str:
        """Blocking :meth:`aresult`."""
        return run_sync(self.aresult())

    def response(self) -> ChatResponse:
        """Blocking :meth:`aresponse`."""
        return run_sync(self.aresponse())

    async def aevents(self, *, after_pause: Sequence[str] | None = None) -> AsyncIterator[StreamEvent]:
        """The run's typed events from its start: live while it runs, complete after it ended.

        The iteration ends when the run ends, or at a ``DoneEvent`` of a pause that still
        waits for ``resume``. With ``after_pause`` (the ids of a pause's calls) it starts after
        that pause's ``DoneEvent``: what a resume led to. Events written again by a recovery
        are dropped; a model round that a crash interrupted shows its partial output, then the
        round asked again.
        """
        skipping = after_pause is not None
        seen: set[str] = set()
        stream = DBOS.read_stream_async(self.id, EVENTS_KEY, polling_interval_sec=self.agent.polling_interval)
        async with closing_stream(stream):
            async for batch in stream:
                for key, event in batch:
                    if key in seen:
                        continue
                    seen.add(key)
                    if skipping:
                        paused = _paused_on(event)
                        if paused and [p.id for p in paused] == list(after_pause or ()):
                            skipping = False
                        continue
                    yield event
                    if isinstance(event, SubagentEvent):
                        paused = _paused_on(event)
                        if paused and await self._waits_on_ids([p.id for p in paused]):
                            # a sub-agent waits (in its child workflow): the run's stream pauses too
                            yield DoneEvent(ChatResponse((Generation(AssistantMessage(""), "stop"),), pending=paused))
                            return
                    elif isinstance(event, DoneEvent):
                        if not event.response.pending:
                            # the run's last event: wait the moment until the run is recorded as
                            # ended, so the conversation is free for its next run
                            with contextlib.suppress(Exception):
                                await self.aresponse()
                            return
                        if await self._waits_on(event):
                            return

    async def _waits_on(self, done: DoneEvent) -> bool:
        """Whether the run still waits on the pause that ``done`` ended."""
        state = await DBOS.get_event_async(self.id, STATE_EVENT, timeout_seconds=0)
        if not isinstance(state, dict) or state.get("state") != "waiting":
            return False
        return [p["id"] for p in state.get("pending", ())] == [p.id for p in done.response.pending if p.needs_decision]

    async def _waits_on_ids(self, ids: list[str]) -> bool:
        """Whether the run (or one of its sub-agents) waits on exactly the calls ``ids``."""
        state = await self._waiting_state()
        if state is None or state.get("state") != "waiting":
            return False
        return [p["id"] for p in state.get("pending", ())] == ids

    def events(self, *, after_pause: Sequence[str] | None = None) -> Iterable[StreamEvent]:
        """Blocking iteration of :meth:`aevents`."""
        return iterate_sync(self.aevents(after_pause=after_pause))


