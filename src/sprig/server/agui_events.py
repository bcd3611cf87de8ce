"""sprig's stream events as AG-UI events (``ag-ui-protocol``), for one run.

- text deltas -> ``TEXT_MESSAGE_START`` / ``TEXT_MESSAGE_CONTENT`` / ``TEXT_MESSAGE_END``,
  one message per model round;
- reasoning deltas -> ``REASONING_START`` / ``REASONING_MESSAGE_*`` / ``REASONING_END``;
- tool calls -> ``TOOL_CALL_START`` / ``TOOL_CALL_ARGS`` / ``TOOL_CALL_END``, then
  ``TOOL_CALL_RESULT`` once the server ran the tool;
- pending approvals -> ``CUSTOM`` events named ``approval_requested`` (``{id, name, arguments}``);
- retries and reminders -> ``CUSTOM`` events named ``retry`` and ``reminder``;
- the todo list -> ``STATE_SNAPSHOT`` / ``STATE_DELTA`` (JSON Patch) of ``{"todos": [...]}``,
  produced by the route, which reads the store.
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
    ExternalToolCallEvent,
    FallbackEvent,
    ReasoningDeltaEvent,
    ReminderEvent,
    RetryEvent,
    ReturnDirectEvent,
    StreamEvent,
    TextDeltaEvent,
    ToolArgumentsDeltaEvent,
    ToolCallStartedEvent,
    ToolResultEvent,
    ToolSearchEvent,
)

__all__ = ["AguiTranslator"]


def _new_id(prefix: str) -> str:
    return f"{prefix}-{uuid.uuid4().hex[:16]}"


class AguiTranslator:
    """Turns one run's sprig events into AG-UI events, keeping messages and tool calls well nested."""

    def __init__(self, thread_id: str, run_id: str) -> None:
        self.thread_id = thread_id
        self.run_id = run_id
        self._text_id: str | None = None
        self._last_message_id: str | None = None
        self._reasoning_id: str | None = None
        self._open_calls: list[str] = []

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
        out: list[BaseEvent] = []
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
                    tool_call_id=event.id, tool_call_name=event.name, parent_message_id=self._last_message_id
                )
            )
            self._open_calls.append(event.id)
        elif isinstance(event, ToolArgumentsDeltaEvent):
            out.append(ToolCallArgsEvent(tool_call_id=event.id, delta=event.delta))
        elif isinstance(event, ToolResultEvent):
            self._end_calls(out)
            info = {"name": event.name, "error": event.error, "duration": round(event.duration, 4)}
            out.append(
                ToolCallResultEvent(
                    message_id=_new_id("tool"),
                    tool_call_id=event.id,
                    content=event.text,
                    role="tool",
                    metadata={"sprig": info},
                )
            )
        elif isinstance(event, (ApprovalRequestedEvent, ExternalToolCallEvent)):
            self._end_text(out)
            self._end_calls(out)
            value = {"id": event.id, "name": event.name, "arguments": event.arguments}
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
        self._end_reasoning(out)
        self._end_text(out)
        self._end_calls(out)
        out.append(RunFinishedEvent(thread_id=self.thread_id, run_id=self.run_id, result={"pending": pending}))
        return out

    def failed(self, message: str, code: str | None) -> list[BaseEvent]:
        """Close what is open and report the error (the run's last event)."""
        out: list[BaseEvent] = []
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
