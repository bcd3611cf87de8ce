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

    def __post_init__(self) -> None:
        if type(self.id) is not str or type(self.name) is not str or type(self.arguments) is not str:
            _check_str(self, "id")
            _check_str(self, "name")
            _check_str(self, "arguments", none_is_empty=True)
        if self.incomplete is not False and not isinstance(self.incomplete, bool):
            raise TypeError(f"ToolCall.incomplete must be a bool, not {type(self.incomplete).__name__}")


@dataclass(frozen=True, slots=True)
class ToolResponse:
    """The result of one tool call, sent back to the model as text."""

    id: str
    name: str
    data: str

    def __post_init__(self) -> None:
        if type(self.id) is not str or type(self.name) is not str or type(self.data) is not str:
            _check_str(self, "id")
            _check_str(self, "name")
            _check_str(self, "data")


@dataclass(frozen=True, slots=True)
class SystemMessage:
    """Instructions for the model."""

    text: str
    metadata: Mapping[str, Any] = field(default_factory=lambda: _EMPTY)
    type: ClassVar[MessageType] = "system"

    def __post_init__(self) -> None:
        _check_str(self, "text")
        object.__setattr__(self, "metadata", _frozen_mapping(self.metadata))


@dataclass(frozen=True, slots=True)
class UserMessage:
    """A message from the user."""

    text: str
    metadata: Mapping[str, Any] = field(default_factory=lambda: _EMPTY)
    type: ClassVar[MessageType] = "user"

    def __post_init__(self) -> None:
        _check_str(self, "text")
        object.__setattr__(self, "metadata", _frozen_mapping(self.metadata))


@dataclass(frozen=True, slots=True)
class AssistantMessage:
    """A reply from the model: text, optional reasoning, and the tool calls it asked for.

    ``text=None`` or ``reasoning=None`` (what providers send beside tool calls) become ``""``;
    any other non-string is refused with ``TypeError``, so a saved reply always reads back.
    """

    text: str = ""
    tool_calls: Sequence[ToolCall] = ()
    reasoning: str = ""
    metadata: Mapping[str, Any] = field(default_factory=lambda: _EMPTY)
    type: ClassVar[MessageType] = "assistant"

    def __post_init__(self) -> None:
        if type(self.text) is not str or type(self.reasoning) is not str:
            _check_str(self, "text", none_is_empty=True)
            _check_str(self, "reasoning", none_is_empty=True)
        if self.tool_calls != ():
            _check_items(self, "tool_calls", ToolCall)
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
        _check_items(self, "responses", ToolResponse)
        if type(self.text) is not str:
            _check_str(self, "text", none_is_empty=True)
        object.__setattr__(self, "metadata", _frozen_mapping(self.metadata))


Message = SystemMessage | UserMessage | AssistantMessage | ToolResponseMessage


# What a constructor accepts, the codec (sprig.state.codec) stores and reads back equal: text
# fields are strings, and a None where a message may have no text (an assistant's text or
# reasoning beside its tool calls, a tool call's arguments, a tool response message's text)
# becomes "", the value providers mean by it. Any other type is refused with TypeError at
# construction, never discovered later when a stored conversation is read.


def _check_str(owner: object, name: str, *, none_is_empty: bool = False) -> None:
    value = getattr(owner, name)
    if isinstance(value, str):
        return
    if value is None and none_is_empty:
        object.__setattr__(owner, name, "")
        return
    raise TypeError(f"{type(owner).__name__}.{name} must be a string, not {type(value).__name__}")


def _check_items(owner: object, name: str, kind: type) -> None:
    value = getattr(owner, name)
    if type(value) is not tuple and (isinstance(value, (str, bytes, Mapping)) or value is None):
        raise TypeError(f"{type(owner).__name__}.{name} must be a sequence of {kind.__name__}")
    items = value if isinstance(value, tuple) else tuple(value)
    for index, item in enumerate(items):
        if not isinstance(item, kind):
            where = f"{type(owner).__name__}.{name}[{index}]"
            raise TypeError(f"{where} must be a {kind.__name__}, not {type(item).__name__}")
    if items is not value:
        object.__setattr__(owner, name, items)
