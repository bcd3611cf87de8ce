"""What a model returns: ``ChatResponse`` made of ``Generation``s, with ``Usage``.

In streaming mode a model yields many ``ChatResponse`` chunks. The rules every model follows:

- a chunk's ``output.text`` / ``output.reasoning`` hold only the new delta;
- ``tool_call_deltas`` report tool-call fragments as they arrive (for live display);
- the last chunk of a round (``finish_reason`` set) carries the complete, merged ``tool_calls``;
- usage arrives on whichever chunk the provider sends it with (usually the last).

:func:`aggregate_chunks` folds chunks back into one ``ChatResponse``.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from decimal import Decimal
from types import MappingProxyType
from typing import Any, Literal

from sprig.messages import AssistantMessage, ToolCall
from sprig.pending import PendingToolCall

__all__ = [
    "ChatResponse",
    "FinishReason",
    "Generation",
    "ToolCallDelta",
    "Usage",
    "aggregate_chunks",
]

FinishReason = Literal["stop", "tool_calls", "length", "content_filter", "error"]

_EMPTY: Mapping[str, Any] = MappingProxyType({})


@dataclass(frozen=True, slots=True)
class Usage:
    """Token counts of one request (or the sum over several).

    ``cost`` is what the tokens cost in USD, ``None`` when unknown (a model genai-prices does not
    know and no ``prices=`` given); a sum's cost is unknown when any part's is.
    """

    prompt_tokens: int = 0
    completion_tokens: int = 0
    total_tokens: int = 0
    cached_tokens: int = 0
    reasoning_tokens: int = 0
    cost: Decimal | None = None

    def __add__(self, other: Usage) -> Usage:
        return Usage(
            self.prompt_tokens + other.prompt_tokens,
            self.completion_tokens + other.completion_tokens,
            self.total_tokens + other.total_tokens,
            self.cached_tokens + other.cached_tokens,
            self.reasoning_tokens + other.reasoning_tokens,
            None if self.cost is None or other.cost is None else self.cost + other.cost,
        )

    def to_dict(self) -> dict[str, Any]:
        """The usage as a JSON-ready dict (``cost`` as a decimal string, or ``None``)."""
        return {
            "prompt_tokens": self.prompt_tokens,
            "completion_tokens": self.completion_tokens,
            "total_tokens": self.total_tokens,
            "cached_tokens": self.cached_tokens,
            "reasoning_tokens": self.reasoning_tokens,
            "cost": None if self.cost is None else str(self.cost),
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Usage:
        """The usage :meth:`to_dict` wrote."""
        cost = data.get("cost")
        return cls(
            int(data.get("prompt_tokens", 0)),
            int(data.get("completion_tokens", 0)),
            int(data.get("total_tokens", 0)),
            int(data.get("cached_tokens", 0)),
            int(data.get("reasoning_tokens", 0)),
            None if cost is None else Decimal(str(cost)),
        )


@dataclass(frozen=True, slots=True)
class ToolCallDelta:
    """A fragment of a streamed tool call; ``index`` identifies the call within the round."""

    index: int
    id: str | None = None
    name: str | None = None
    arguments: str = ""


@dataclass(frozen=True, slots=True)
class Generation:
    """One candidate reply: the assistant message and why generation stopped."""

    output: AssistantMessage
    finish_reason: FinishReason | None = None
    tool_call_deltas: Sequence[ToolCallDelta] = ()

    def __post_init__(self) -> None:
        if not isinstance(self.tool_call_deltas, tuple):
            object.__setattr__(self, "tool_call_deltas", tuple(self.tool_call_deltas))


@dataclass(frozen=True, slots=True)
class ChatResponse:
    """A model's reply: generations (usually one), usage and provider metadata (id, model).

    ``pending`` is set by the tool loop, never by a model: the tool calls a paused run waits on
    (approval or the caller's results), ``()`` when the run is not paused.
    """

    generations: Sequence[Generation]
    usage: Usage | None = None
    metadata: Mapping[str, Any] = field(default_factory=lambda: _EMPTY)
    pending: tuple[PendingToolCall, ...] = ()

    def __post_init__(self) -> None:
        if not isinstance(self.generations, tuple):
            object.__setattr__(self, "generations", tuple(self.generations))
        if self.pending and not isinstance(self.pending, tuple):
            object.__setattr__(self, "pending", tuple(self.pending))
        if not isinstance(self.metadata, MappingProxyType):
            object.__setattr__(self, "metadata", MappingProxyType(dict(self.metadata)))

    @property
    def result(self) -> Generation:
        """The first generation (an empty one when the response has none)."""
        return self.generations[0] if self.generations else _EMPTY_GENERATION

    @property
    def text(self) -> str:
        """The text of the first generation."""
        return self.result.output.text

    @property
    def has_tool_calls(self) -> bool:
        """Whether any generation asks for tool calls."""
        return any(g.output.tool_calls for g in self.generations)

    @property
    def finish_reason(self) -> FinishReason | None:
        """The finish reason of the first generation."""
        return self.result.finish_reason


_EMPTY_GENERATION = Generation(AssistantMessage())


class _ToolCallBuilder:
    __slots__ = ("arguments", "id", "name")

    def __init__(self) -> None:
        self.id = ""
        self.name = ""
        self.arguments: list[str] = []


def merge_tool_call_deltas(deltas: Iterable[ToolCallDelta], *, incomplete: bool = False) -> tuple[ToolCall, ...]:
    """Merge streamed tool-call fragments by index into complete calls, in index order.

    The first non-empty id and name of an index win (later fragments may repeat them as empty
    strings or leave them out).
    """
    builders: dict[int, _ToolCallBuilder] = {}
    for delta in deltas:
        builder = builders.get(delta.index)
        if builder is None:
            builder = builders[delta.index] = _ToolCallBuilder()
        if delta.id and not builder.id:
            builder.id = delta.id
        if delta.name and not builder.name:
            builder.name = delta.name
        if delta.arguments:
            builder.arguments.append(delta.arguments)
    return tuple(
        ToolCall(b.id, b.name, "".join(b.arguments), incomplete=incomplete) for _, b in sorted(builders.items())
    )


def aggregate_chunks(chunks: Iterable[ChatResponse]) -> ChatResponse:
    """Fold streamed chunks into one ``ChatResponse`` (first generation only).

    Text and reasoning are concatenated; complete ``tool_calls`` from a chunk win, otherwise the
    deltas are merged by index; the last usage, finish reason and metadata seen are kept.
    """
    text: list[str] = []
    reasoning: list[str] = []
    tool_calls: tuple[ToolCall, ...] | None = None
    deltas: list[ToolCallDelta] = []
    usage: Usage | None = None
    finish: FinishReason | None = None
    metadata: dict[str, Any] = {}
    message_metadata: dict[str, Any] = {}
    for chunk in chunks:
        if chunk.usage is not None:
            usage = chunk.usage
        if chunk.metadata:
            metadata.update(chunk.metadata)
        if not chunk.generations:
            continue
        generation = chunk.generations[0]
        output = generation.output
        if output.text:
            text.append(output.text)
        if output.reasoning:
            reasoning.append(output.reasoning)
        if output.tool_calls:
            tool_calls = tuple(output.tool_calls)
        if output.metadata:
            message_metadata.update(output.metadata)
        deltas.extend(generation.tool_call_deltas)
        if generation.finish_reason is not None:
            finish = generation.finish_reason
    if tool_calls is None:
        tool_calls = merge_tool_call_deltas(deltas, incomplete=finish == "length")
    message = AssistantMessage("".join(text), tool_calls, "".join(reasoning), message_metadata)
    return ChatResponse((Generation(message, finish),), usage, metadata)
