"""Typed stream events: what a caller of ``stream().events()`` receives, in order.

Every event has a ``type`` string (handy for JSON output) and a ``to_dict()``.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any, ClassVar

from sprig.models.response import ChatResponse, Usage

__all__ = [
    "ApprovalRequestedEvent",
    "CompactionEvent",
    "DoneEvent",
    "ExternalToolCallEvent",
    "FallbackEvent",
    "ReasoningDeltaEvent",
    "ReminderEvent",
    "RetryEvent",
    "ReturnDirectEvent",
    "StreamEvent",
    "SubagentEvent",
    "TextDeltaEvent",
    "ToolArgumentsDeltaEvent",
    "ToolCallStartedEvent",
    "ToolProgressEvent",
    "ToolResultEvent",
    "ToolSearchEvent",
    "UsageEvent",
]


@dataclass(frozen=True, slots=True)
class _Event:
    type: ClassVar[str] = "event"

    def to_dict(self) -> dict[str, Any]:
        """The event as a JSON-ready dict, ``type`` first."""
        data: dict[str, Any] = {"type": self.type}
        for f in dataclasses.fields(self):
            value = getattr(self, f.name)
            if isinstance(value, Usage):
                value = value.to_dict()
            elif isinstance(value, ChatResponse):
                value = _response_dict(value)
            data[f.name] = value
        return data


def _response_dict(response: ChatResponse) -> dict[str, Any]:
    data: dict[str, Any] = {"text": response.text, "finish_reason": response.finish_reason}
    data["cut_off"] = response.finish_reason == "length"  # the reply hit the token limit
    if response.pending:
        data["pending"] = [
            {"id": p.id, "name": p.name, "arguments": p.arguments, "reason": p.reason} for p in response.pending
        ]
    return data


@dataclass(frozen=True, slots=True)
class TextDeltaEvent(_Event):
    """New answer text, as it arrived."""

    text: str
    type: ClassVar[str] = "text_delta"


@dataclass(frozen=True, slots=True)
class ReasoningDeltaEvent(_Event):
    """New reasoning ("thinking") text, kept apart from the answer."""

    text: str
    type: ClassVar[str] = "reasoning_delta"


@dataclass(frozen=True, slots=True)
class ToolCallStartedEvent(_Event):
    """The model began a tool call (its id and name are known)."""

    id: str
    name: str
    index: int = 0
    type: ClassVar[str] = "tool_call_started"


@dataclass(frozen=True, slots=True)
class ToolArgumentsDeltaEvent(_Event):
    """A fragment of a tool call's argument JSON."""

    id: str
    index: int
    delta: str
    type: ClassVar[str] = "tool_arguments_delta"


@dataclass(frozen=True, slots=True)
class ToolResultEvent(_Event):
    """A tool finished: its text result, whether it failed, and how long it took (seconds).

    ``structured`` is the value behind the text when the tool gave one (an MCP tool's
    ``structuredContent``); the model reads ``text`` only.
    """

    id: str
    name: str
    text: str
    error: bool = False
    duration: float = 0.0
    arguments: str = ""
    structured: Any = None
    type: ClassVar[str] = "tool_result"


@dataclass(frozen=True, slots=True)
class ToolProgressEvent(_Event):
    """A running tool call reported progress (``total`` and ``message`` when it said them)."""

    id: str
    progress: float
    total: float | None = None
    message: str | None = None
    type: ClassVar[str] = "tool_progress"


@dataclass(frozen=True, slots=True)
class RetryEvent(_Event):
    """A tool call failed in a way the model is asked to fix (bad JSON, schema, unknown tool)."""

    reason: str
    attempt: int
    tool_call_id: str = ""
    tool_name: str = ""
    type: ClassVar[str] = "retry"


@dataclass(frozen=True, slots=True)
class ReturnDirectEvent(_Event):
    """Every tool of the round was return-direct: their results are the answer."""

    text: str
    type: ClassVar[str] = "return_direct"


@dataclass(frozen=True, slots=True)
class ReminderEvent(_Event):
    """An advisor added a reminder to what the model receives this round."""

    text: str
    rounds_since_update: int = 0
    type: ClassVar[str] = "reminder"


@dataclass(frozen=True, slots=True)
class ToolSearchEvent(_Event):
    """The model searched its deferred tools (``search_tools``): the query and the names found.

    The tools found are sent to the model from this round on (see
    :class:`~sprig.advisors.ToolSearchAdvisor`); ``id`` is the search call's id.
    """

    query: str
    names: tuple[str, ...] = ()
    id: str = ""
    type: ClassVar[str] = "tool_search"

    def to_dict(self) -> dict[str, Any]:
        """The event as a JSON-ready dict (``names`` as a list)."""
        return {"type": self.type, "query": self.query, "names": list(self.names), "id": self.id}


@dataclass(frozen=True, slots=True)
class UsageEvent(_Event):
    """Token usage so far: in a tool loop, the rounds up to this one summed (the last is the total)."""

    usage: Usage
    type: ClassVar[str] = "usage"


@dataclass(frozen=True, slots=True)
class ApprovalRequestedEvent(_Event):
    """The run pauses: this tool call waits for a person to approve, edit or deny it."""

    id: str
    name: str
    arguments: str
    type: ClassVar[str] = "approval_requested"


@dataclass(frozen=True, slots=True)
class ExternalToolCallEvent(_Event):
    """The run pauses: the caller runs this tool call and passes its result to ``resume``."""

    id: str
    name: str
    arguments: str
    type: ClassVar[str] = "external_tool_call"


@dataclass(frozen=True, slots=True)
class CompactionEvent(_Event):
    """The conversation was compacted to fit the model's context before this round's request.

    ``tokens_before`` and ``tokens_after`` are estimates; ``cleared`` counts the tool results
    replaced by a placeholder, ``summarized`` the messages folded into the summary; ``reason`` is
    ``"budget"`` (over the budget) or ``"context_length"`` (the provider refused the request).
    """

    tokens_before: int
    tokens_after: int
    cleared: int = 0
    summarized: int = 0
    reason: str = "budget"
    type: ClassVar[str] = "compaction"


@dataclass(frozen=True, slots=True)
class FallbackEvent(_Event):
    """A model failed before answering and the request went to the next one
    (:class:`~sprig.models.FallbackChatModel`)."""

    model: str
    error: str
    next_model: str
    type: ClassVar[str] = "fallback"


@dataclass(frozen=True, slots=True)
class DoneEvent(_Event):
    """The final response (last round's reply, usage summed over all rounds).

    When the run paused (``response.pending``), ``conversation_id`` is the conversation to resume
    it by: the request's, or the one the client generated for a request that named none.
    """

    response: ChatResponse
    conversation_id: str | None = None
    type: ClassVar[str] = "done"

    def to_dict(self) -> dict[str, Any]:
        """The event as a JSON-ready dict (``conversation_id`` only when there is one)."""
        data = {"type": self.type, "response": _response_dict(self.response)}
        if self.conversation_id is not None:
            data["conversation_id"] = self.conversation_id
        return data


@dataclass(frozen=True, slots=True)
class SubagentEvent(_Event):
    """An event of a sub-agent's run, as it happens, inside the parent's tool call ``call_id``.

    ``name`` is the sub-agent tool's name and ``depth`` its level (1 for a child of the run,
    2 for a grandchild, ...). A grandchild's event arrives wrapped twice: ``path`` is the chain of
    call ids from the run down to the event, ``leaf`` the event itself.
    """

    call_id: str
    name: str
    depth: int
    event: StreamEvent
    type: ClassVar[str] = "subagent"

    @property
    def path(self) -> tuple[str, ...]:
        """The sub-agent call ids from the run down to the innermost event, outermost first."""
        path = [self.call_id]
        event = self.event
        while isinstance(event, SubagentEvent):
            path.append(event.call_id)
            event = event.event
        return tuple(path)

    @property
    def leaf(self) -> StreamEvent:
        """The innermost event (no longer a ``SubagentEvent``)."""
        event = self.event
        while isinstance(event, SubagentEvent):
            event = event.event
        return event

    @property
    def innermost(self) -> SubagentEvent:
        """The wrapper closest to :attr:`leaf` (its ``name`` and ``depth`` are the leaf's sub-agent's)."""
        current = self
        while isinstance(current.event, SubagentEvent):
            current = current.event
        return current

    def to_dict(self) -> dict[str, Any]:
        """The event as a JSON-ready dict: the wrapped event's dict under ``event``, and ``path``."""
        return {
            "type": self.type,
            "call_id": self.call_id,
            "name": self.name,
            "depth": self.depth,
            "path": list(self.path),
            "event": self.event.to_dict(),
        }


StreamEvent = (
    TextDeltaEvent
    | ReasoningDeltaEvent
    | ToolCallStartedEvent
    | ToolArgumentsDeltaEvent
    | ToolResultEvent
    | ToolProgressEvent
    | RetryEvent
    | ReturnDirectEvent
    | ReminderEvent
    | ToolSearchEvent
    | UsageEvent
    | ApprovalRequestedEvent
    | ExternalToolCallEvent
    | FallbackEvent
    | CompactionEvent
    | DoneEvent
    | SubagentEvent
)


_FALLBACK = "fallback"  # sprig.models.fallback.FALLBACK_KEY (models know nothing of events)


def fallback_events(response: ChatResponse) -> list[FallbackEvent]:
    """The fallbacks a response's metadata reports, as events."""
    reported = response.metadata.get(_FALLBACK, ())
    return [
        FallbackEvent(str(item.get("model", "")), str(item.get("error", "")), str(item.get("next", "")))
        for item in reported
        if isinstance(item, dict)
    ]


class ChunkEventTranslator:
    """Turns model chunks into events, announcing each tool call once (per round)."""

    __slots__ = ("_ids", "_started")

    def __init__(self) -> None:
        self._started: set[int] = set()
        self._ids: dict[int, str] = {}

    def events(self, chunk: ChatResponse) -> Iterator[StreamEvent]:
        """The events one chunk carries; a chunk with a finish reason ends the round."""
        if chunk.metadata and _FALLBACK in chunk.metadata:
            yield from fallback_events(chunk)
        if not chunk.generations:
            if chunk.usage is not None:
                yield UsageEvent(chunk.usage)
            return
        generation = chunk.generations[0]
        output = generation.output
        if output.reasoning:
            yield ReasoningDeltaEvent(output.reasoning)
        if output.text:
            yield TextDeltaEvent(output.text)
        for delta in generation.tool_call_deltas:
            if delta.index not in self._started and delta.id and delta.name:
                self._started.add(delta.index)
                self._ids[delta.index] = delta.id
                yield ToolCallStartedEvent(delta.id, delta.name, delta.index)
            if delta.arguments:
                yield ToolArgumentsDeltaEvent(self._ids.get(delta.index, delta.id or ""), delta.index, delta.arguments)
        for index, call in enumerate(output.tool_calls):
            if index not in self._started:
                self._started.add(index)
                yield ToolCallStartedEvent(call.id, call.name, index)
                if call.arguments:
                    yield ToolArgumentsDeltaEvent(call.id, index, call.arguments)
        if chunk.usage is not None:
            yield UsageEvent(chunk.usage)
        if generation.finish_reason is not None:
            self._started.clear()
            self._ids.clear()
