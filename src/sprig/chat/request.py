"""``ChatClientRequest`` and ``ChatClientResponse``: what flows through the advisor chain."""

from __future__ import annotations

from contextvars import ContextVar
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from sprig.models.response import ChatResponse
from sprig.pending import PendingToolCall
from sprig.prompt import Prompt

if TYPE_CHECKING:
    from sprig.chat.events import StreamEvent

__all__ = [
    "COMPACTED",
    "CONVERSATION_ID",
    "CONVERSATION_ID_GENERATED",
    "PENDING",
    "RECORD_ROUNDS",
    "RESUME",
    "RUN_CONTEXT",
    "STORE",
    "TOOL_LOOP",
    "TOOL_ROUNDS",
    "USAGE_METER",
    "ChatClientRequest",
    "ChatClientResponse",
    "record_event",
]

CONVERSATION_ID = "conversation_id"
"""The context key (and advisor param) naming the conversation a request belongs to."""

TOOL_ROUNDS = "sprig.tool_rounds"
"""Context key where the tool loop leaves the messages its tool rounds added (for memory)."""

STORE = "sprig.store"
"""Context key holding the client's ``KeyValueStore`` (where paused rounds live)."""

RESUME = "sprig.resume"
"""Context key holding the decisions of a ``resume(...)`` request."""

PENDING = "sprig.pending"
"""Context key where the tool loop leaves the calls a paused run waits on."""

RECORD_ROUNDS = "sprig.record_rounds"
"""Context key where a memory advisor leaves ``async (tool_rounds) -> None``: a resumed run hands it
its tool rounds after every round, so they are history before the run ends."""

CONVERSATION_ID_GENERATED = "sprig.conversation_id_generated"
"""Context key set when the client made the conversation id up (the caller set none)."""

COMPACTED = "sprig.compacted"
"""Context key where compaction leaves what it did to the run's conversation: an object whose
``apply(messages)`` gives their compacted form (the memory advisor stores that form)."""

USAGE_METER = "sprig.usage_meter"
"""Context key holding the run's :class:`~sprig.usage.UsageMeter` (set when it has usage limits):
every model request of the run, summarizer calls and sub-agents included, is counted there."""

_EVENTS = "sprig.events"

TOOL_LOOP = "sprig.tool_loop"
"""Context key where the tool loop leaves its round count while its tools run: an object with
``rounds`` and ``max_rounds`` (a sub-agent's model requests count in it, see ``sprig.chat.subagent``)."""

RUN_CONTEXT: ContextVar[dict[str, Any] | None] = ContextVar("sprig_run_context", default=None)
"""The request context of the run whose tool calls run now (set by the tool loop around them):
a sub-agent reads its parent's budget (``USAGE_METER``) from it."""


@dataclass(frozen=True, slots=True)
class ChatClientRequest:
    """A prompt on its way to the model, and the context dict advisors share.

    The context is one mutable dict for the whole client call: advisors read and write it, and
    the final :class:`ChatClientResponse` carries it back.
    """

    prompt: Prompt
    context: dict[str, Any] = field(default_factory=dict)

    @property
    def conversation_id(self) -> str | None:
        """The conversation id from the context, if any."""
        value = self.context.get(CONVERSATION_ID)
        return None if value is None else str(value)

    def with_prompt(self, prompt: Prompt) -> ChatClientRequest:
        """The same request (same context) with another prompt."""
        if type(self) is ChatClientRequest:  # every tool round: skip dataclasses.replace's field walk
            return ChatClientRequest(prompt, self.context)
        return replace(self, prompt=prompt)


@dataclass(frozen=True, slots=True)
class ChatClientResponse:
    """A response (or, in a stream, one chunk) coming back through the chain.

    In a stream, an item either carries a model chunk (``chat_response``) or advisor events
    (``events``: tool results, retries, reminders...) with ``chat_response`` left ``None``.
    """

    chat_response: ChatResponse | None
    context: dict[str, Any] = field(default_factory=dict)
    events: tuple[StreamEvent, ...] = ()

    @property
    def text(self) -> str:
        """The reply's text ('' when this item carries no model response)."""
        return self.chat_response.text if self.chat_response is not None else ""

    @property
    def pending(self) -> tuple[PendingToolCall, ...]:
        """The tool calls the run paused on (``()`` when it is not paused); see ``resume``."""
        if self.chat_response is not None and self.chat_response.pending:
            return self.chat_response.pending
        pending: tuple[PendingToolCall, ...] = self.context.get(PENDING, ())
        return pending

    @property
    def conversation_id(self) -> str | None:
        """The request's conversation id: the one given, or the one generated for a request that
        named none (to ``resume`` a run that paused by)."""
        value = self.context.get(CONVERSATION_ID)
        return value if isinstance(value, str) else None

    def recorded_events(self) -> list[StreamEvent]:
        """In blocking mode: the events the advisors recorded during the call, in order."""
        return list(self.context.get(_EVENTS, ()))


def record_event(context: dict[str, Any], event: StreamEvent) -> None:
    """Record an event of a blocking call in the request context (see ``recorded_events``)."""
    context.setdefault(_EVENTS, []).append(event)
