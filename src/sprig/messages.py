"""Immutable chat messages: the vocabulary every other part of sprig speaks.

Messages are slotted, frozen dataclasses. Tool calls keep the argument string exactly as the
model sent it, so a conversation can be replayed to the provider unchanged. Message metadata
must be JSON-compatible: NaN and infinity anywhere in it raise ``ValueError`` at construction
(JSON has no such numbers; a store would otherwise keep ``null`` without a word).
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, ClassVar, Literal

__all__ = [
    "AssistantMessage",
    "Message",
    "MessageType",
    "SystemMessage",
    "ToolCall",
    "ToolResponse",
    "ToolResponseMessage",
    "UserMessage",
]

MessageType = Literal["system", "user", "assistant", "tool"]

_EMPTY: Mapping[str, Any] = MappingProxyType({})


def _frozen_mapping(value: Mapping[str, Any] | None) -> Mapping[str, Any]:
    if not value:
        return _EMPTY
    _check_finite(value, "metadata")
    return value if isinstance(value, MappingProxyType) else MappingProxyType(dict(value))


def _check_finite(value: Any, where: str) -> None:
    """Refuse NaN and infinity anywhere in metadata: JSON has no such numbers, and a store would
    silently keep ``null`` instead (a value sprig accepted must come back as it went in)."""
    if isinstance(value, float):
        if value != value or value in (math.inf, -math.inf):
            raise ValueError(
                f"message {where} is {value!r}: NaN and infinity cannot be stored or sent as JSON; "
                "use None or a string instead"
            )
    elif isinstance(value, Mapping):
        for key, item in value.items():
            _check_finite(item, f"{where}[{key!r}]")
    elif isinstance(value, (list, tuple)):
        for index, item in enumerate(value):
            _check_finite(item, f"{where}[{index}]")


@dataclass(frozen=True, slots=True)
class ToolCall:
    """One tool call requested by the model.

    ``arguments`` is the raw JSON text exactly as the model produced it (it may be malformed).
    ``incomplete`` is true when the provider cut the call off (``finish_reason == "length"``)
    before its arguments were finished.
    """

    id: str
    name: str
    arguments: str = ""
    incomplete: bool = False


@dataclass(frozen=True, slots=True)
class ToolResponse:
    """The result of one tool call, sent back to the model as text."""

    id: str
    name: str
    data: str


@dataclass(frozen=True, slots=True)
class SystemMessage:
    """Instructions for the model."""

    text: str
    metadata: Mapping[str, Any] = field(default_factory=lambda: _EMPTY)
    type: ClassVar[MessageType] = "system"

    def __post_init__(self) -> None:
        object.__setattr__(self, "metadata", _frozen_mapping(self.metadata))


@dataclass(frozen=True, slots=True)
class UserMessage:
    """A message from the user."""

    text: str
    metadata: Mapping[str, Any] = field(default_factory=lambda: _EMPTY)
    type: ClassVar[MessageType] = "user"

    def __post_init__(self) -> None:
        object.__setattr__(self, "metadata", _frozen_mapping(self.metadata))


@dataclass(frozen=True, slots=True)
class AssistantMessage:
    """A reply from the model: text, optional reasoning, and the tool calls it asked for."""

    text: str = ""
    tool_calls: Sequence[ToolCall] = ()
    reasoning: str = ""
    metadata: Mapping[str, Any] = field(default_factory=lambda: _EMPTY)
    type: ClassVar[MessageType] = "assistant"

    def __post_init__(self) -> None:
        if not isinstance(self.tool_calls, tuple):
            object.__setattr__(self, "tool_calls", tuple(self.tool_calls))
        object.__setattr__(self, "metadata", _frozen_mapping(self.metadata))

    @property
    def has_tool_calls(self) -> bool:
        """Whether the model asked for at least one tool call."""
        return bool(self.tool_calls)


@dataclass(frozen=True, slots=True)
class ToolResponseMessage:
    """The results of one round of tool calls, one response per call, in call order.

    ``text`` is extra text that travels with the results (a reminder, a hint). Each provider
    places it where its API accepts it: appended to the tool results for OpenAI-style APIs, a
    text block after the ``tool_result`` blocks for Anthropic.
    """

    responses: Sequence[ToolResponse]
    text: str = ""
    metadata: Mapping[str, Any] = field(default_factory=lambda: _EMPTY)
    type: ClassVar[MessageType] = "tool"

    def __post_init__(self) -> None:
        if not isinstance(self.responses, tuple):
            object.__setattr__(self, "responses", tuple(self.responses))
        object.__setattr__(self, "metadata", _frozen_mapping(self.metadata))


Message = SystemMessage | UserMessage | AssistantMessage | ToolResponseMessage
