"""sprig's stream events as AG-UI events (``ag-ui-protocol``), for one run.

- text deltas -> ``TEXT_MESSAGE_START`` / ``TEXT_MESSAGE_CONTENT`` / ``TEXT_MESSAGE_END``,
  one message per model round;
- reasoning deltas -> ``REASONING_START`` / ``REASONING_MESSAGE_*`` / ``REASONING_END``;
- tool calls -> ``TOOL_CALL_START`` / ``TOOL_CALL_ARGS`` / ``TOOL_CALL_END``, then
  ``TOOL_CALL_RESULT`` once the server ran the tool;
- pending approvals -> ``CUSTOM`` events named ``approval_requested`` (``{id, name, arguments}``);
- retries and reminders -> ``CUSTOM`` events named ``retry`` and ``reminder``;
- the todo list -> ``STATE_SNAPSHOT`` / ``STATE_DELTA`` (JSON Patch) of ``{"todos": [...]}``,
  produced by the route, which reads the store;
- a sub-agent's events (``SubagentEvent``) -> ``SUBAGENT_STARTED`` (its ``parentToolCallId`` is
  the parent's call) and a ``STEP_STARTED`` named after the sub-agent, the child's own events
  translated the same way, then ``STEP_FINISHED`` and ``SUBAGENT_FINISHED``. Every event of the
  child carries ``subagentRunId``: the chain of call ids down to it (``"call_1"``, then
  ``"call_1/call_7"`` for a grandchild), and the child's tool call ids are prefixed with it, so
  they never collide with the parent's. The child's pending calls are announced once, as
  ``approval_requested`` / ``external_tool_call`` customs whose value has the call's ``key``.
"""

from __future__ import annotations

import uuid
from typing import Any

from ag_ui.core import (
    BaseEvent,
    CustomEvent,
    ReasoningEndEvent,
    ReasoningMessageContentEvent,
    ReasoningMessageEndEvent,
    ReasoningMessageStartEvent,
    ReasoningStartEvent,
    RunErrorEvent,
    RunFinishedEvent,
    RunStartedEvent,
    StateDeltaEvent,
    StateSnapshotEvent,
    StepFinishedEvent,
    StepStartedEvent,
    SubagentFinishedEvent,
    SubagentStartedEvent,
    TextMessageContentEvent,
    TextMessageEndEvent,
    TextMessageStartEvent,
    ToolCallArgsEvent,
    ToolCallEndEvent,
    ToolCallResultEvent,
    ToolCallStartEvent,
)

from sprig.chat.events import (
    ApprovalRequestedEvent,
    DoneEvent,
    ExternalToolCallEvent,
    FallbackEvent,
    ReasoningDeltaEvent,
    ReminderEvent,
    RetryEvent,
    ReturnDirectEvent,
    StreamEvent,
    SubagentEvent,
    TextDeltaEvent,
    ToolArgumentsDeltaEvent,
    ToolCallStartedEvent,
    ToolResultEvent,
    ToolSearchEvent,
)

__all__ = ["AguiTranslator"]


def _attribute(events: list[BaseEvent], key: str) -> None:
    """Attribute ``events`` to sub-agent ``key`` (a grandchild's carry their own already)."""
    for item in events:
        if "subagent_run_id" in type(item).model_fields and getattr(item, "subagent_run_id", None) is None:
            setattr(item, "subagent_run_id", key)  # noqa: B010 (not every event type has the field)


def _new_id(prefix: str) -> str:
    return f"{prefix}-{uuid.uuid4().hex[:16]}"


class AguiTranslator:
    """Turns one run's sprig events into AG-UI events, keeping messages and tool calls well nested."""

    def __init__(self, thread_id: str, run_id: str, *, _subagent: tuple[str, str] | None = None) -> None:
        self.thread_id = thread_id
        self.run_id = run_id
        self._text_id: str | None = None
        self._last_message_id: str | None = None
        self._reasoning_id: str | None = None
        self._open_calls: list[str] = []
        self._subagent = _subagent  # (its key, its name) when this translates a sub-agent's events
        self._children: dict[str, AguiTranslator] = {}  # running sub-agents, by their parent call id

    def started(self) -> RunStartedEvent:
        """The first event of the run."""
        return RunStartedEvent(thread_id=self.thread_id, run_id=self.run_id)

    def state_snapshot(self, todos: list[dict[str, str]]) -> StateSnapshotEvent:
        """The whole shared state."""
        return StateSnapshotEvent(snapshot={"todos": todos})

    def state_delta(self, todos: list[dict[str, str]]) -> StateDeltaEvent:
        """The todo list replaced (a JSON Patch)."""
        return StateDeltaEvent.model_validate({"delta": [{"op": "replace", "path": "/todos", "value": todos}]})

    def translate(self, event: StreamEvent) -> list[BaseEvent]:
        """The AG-UI events for one sprig event (the final ``done`` event yields none: see :meth:`finished`)."""
        out = self._translate(event)
        if self._subagent is not None:
            _attribute(out, self._subagent[0])
        return out

    def _id(self, call_id: str) -> str:
        """A tool call id as the client sees it (a sub-agent's, prefixed with its key)."""
        return call_id if self._subagent is None else f"{self._subagent[0]}/{call_id}"

    def _subagent_event(self, event: SubagentEvent) -> list[BaseEvent]:
        out: list[BaseEvent] = []
        child = self._children.get(event.call_id)
        if child is None:
            self._end_reasoning(out)
            self._end_text(out)
            self._end_calls(out)
            key = self._id(event.call_id)
            child = self._children[event.call_id] = AguiTranslator(
                self.thread_id, self.run_id, _subagent=(key, event.name)
            )
            path = key.split("/")
            out.append(
                SubagentStartedEvent(
                    subagent_run_id=key,
                    name=event.name,
                    parent_tool_call_id=key,
                    parent_subagent_run_id=None if self._subagent is None else self._subagent[0],
                )
            )
            info = {"sprig": {"parent_tool_call_id": key, "path": path, "depth": len(path)}}
            out.append(StepStartedEvent(step_name=event.name, subagent_run_id=key, metadata=info))
        if isinstance(event.event, DoneEvent):
            out.extend(self._close_child(event.call_id))
        else:
            out.extend(child.translate(event.event))
        return out

    def _close_child(self, call_id: str) -> list[BaseEvent]:
        """End a sub-agent's open messages, its step and itself."""
        child = self._children.pop(call_id, None)
        if child is None or child._subagent is None:
            return []
        out: list[BaseEvent] = []
        for grandchild in list(child._children):
            out.extend(child._close_child(grandchild))
        child._end_reasoning(out)
        child._end_text(out)
        child._end_calls(out)
        key, name = child._subagent
        _attribute(out, key)
        out.append(StepFinishedEvent(step_name=name, subagent_run_id=key))
        out.append(SubagentFinishedEvent(subagent_run_id=key))
        return out

    def _close_children(self, out: list[BaseEvent]) -> None:
        for call_id in list(self._children):
            out.extend(self._close_child(call_id))

    def _translate(self, event: StreamEvent) -> list[BaseEvent]:
        out: list[BaseEvent] = []
        if isinstance(event, SubagentEvent):
            return self._subagent_event(event)
        if isinstance(event, TextDeltaEvent):
            if event.text:
                self._text(event.text, out)
        elif isinstance(event, ReasoningDeltaEvent):
            if self._reasoning_id is None:
                self._reasoning_id = _new_id("reasoning")
                out.append(ReasoningStartEvent(message_id=self._reasoning_id))
                out.append(ReasoningMessageStartEvent(message_id=self._reasoning_id, role="reasoning"))
            out.append(ReasoningMessageContentEvent(message_id=self._reasoning_id, delta=event.text))
        elif isinstance(event, ToolCallStartedEvent):
            self._end_reasoning(out)
            self._end_text(out)
            out.append(
                ToolCallStartEvent(
                    tool_call_id=self._id(event.id), tool_call_name=event.name, parent_message_id=self._last_message_id
                )
            )
            self._open_calls.append(self._id(event.id))
        elif isinstance(event, ToolArgumentsDeltaEvent):
            out.append(ToolCallArgsEvent(tool_call_id=self._id(event.id), delta=event.delta))
        elif isinstance(event, ToolResultEvent):
            out.extend(self._close_child(event.id))  # a sub-agent that ended without its done event
            self._end_calls(out)
            info = {"name": event.name, "error": event.error, "duration": round(event.duration, 4)}
            out.append(
                ToolCallResultEvent(
                    message_id=_new_id("tool"),
                    tool_call_id=self._id(event.id),
                    content=event.text,
                    role="tool",
                    metadata={"sprig": info},
                )
            )
        elif isinstance(event, (ApprovalRequestedEvent, ExternalToolCallEvent)):
            self._end_text(out)
            self._end_calls(out)
            value: dict[str, Any] = {"id": event.id, "name": event.name, "arguments": event.arguments}
            if self._subagent is not None:  # the call waits inside a sub-agent: resume it by its key
                value["key"] = self._id(event.id)
                value["path"] = self._subagent[0].split("/")
            out.append(CustomEvent(name=event.type, value=value))
        elif isinstance(event, (RetryEvent, ReminderEvent, ReturnDirectEvent, FallbackEvent, ToolSearchEvent)):
            out.append(CustomEvent(name=event.type, value=event.to_dict()))
        return out

    def _text(self, text: str, out: list[BaseEvent]) -> None:
        self._end_reasoning(out)
        self._end_calls(out)
        if self._text_id is None:
            self._text_id = self._last_message_id = _new_id("msg")
            out.append(TextMessageStartEvent(message_id=self._text_id, role="assistant"))
        out.append(TextMessageContentEvent(message_id=self._text_id, delta=text))

    def finished(self, pending: list[dict[str, Any]]) -> list[BaseEvent]:
        """Close what is open and finish the run; ``result.pending`` lists the calls it waits on."""
        out: list[BaseEvent] = []
        self._close_children(out)
        self._end_reasoning(out)
        self._end_text(out)
        self._end_calls(out)
        out.append(RunFinishedEvent(thread_id=self.thread_id, run_id=self.run_id, result={"pending": pending}))
        return out

    def failed(self, message: str, code: str | None) -> list[BaseEvent]:
        """Close what is open and report the error (the run's last event)."""
        out: list[BaseEvent] = []
        self._close_children(out)
        self._end_reasoning(out)
        self._end_text(out)
        self._end_calls(out)
        out.append(RunErrorEvent(message=message, code=code))
        return out

    def _end_text(self, out: list[BaseEvent]) -> None:
        if self._text_id is not None:
            out.append(TextMessageEndEvent(message_id=self._text_id))
            self._text_id = None

    def _end_reasoning(self, out: list[BaseEvent]) -> None:
        if self._reasoning_id is not None:
            out.append(ReasoningMessageEndEvent(message_id=self._reasoning_id))
            out.append(ReasoningEndEvent(message_id=self._reasoning_id))
            self._reasoning_id = None

    def _end_calls(self, out: list[BaseEvent]) -> None:
        for call_id in self._open_calls:
            out.append(ToolCallEndEvent(tool_call_id=call_id))
        self._open_calls.clear()
