"""``Prompt`` and ``ChatOptions``: what one request to a model consists of."""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, fields, replace
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from sprig.messages import Message, SystemMessage, UserMessage

if TYPE_CHECKING:
    from sprig.tools.callback import ToolCallback
    from sprig.usage import ModelPrices

__all__ = ["ChatOptions", "DuplicateToolNameError", "Prompt"]

_EMPTY: Mapping[str, Any] = MappingProxyType({})


class DuplicateToolNameError(ValueError):
    """Two tools with the same name were given for one request.

    When the two tools are known (``first``, ``second``), the message names both by their
    ``repr`` (an MCP tool's names its server), so the user can tell which two collide.
    """

    def __init__(self, name: str, first: object | None = None, second: object | None = None) -> None:
        both = f" ({first!r} and {second!r})" if first is not None and second is not None else ""
        super().__init__(f"duplicate tool name {name!r}{both}: each tool in a request needs a unique name")
        self.name = name
        self.first = first
        self.second = second


def check_unique_tool_names(callbacks: Sequence[ToolCallback]) -> None:
    """Raise :class:`DuplicateToolNameError` naming the first tool name that repeats, and both tools."""
    seen: dict[str, ToolCallback] = {}
    for callback in callbacks:
        name = callback.definition.name
        if name in seen:
            raise DuplicateToolNameError(name, seen[name], callback)
        seen[name] = callback


def _check_range(name: str, value: float | None, low: float, high: float) -> None:
    if value is None:
        return
    if isinstance(value, bool) or not isinstance(value, (int, float)) or math.isnan(value):
        raise ValueError(f"ChatOptions.{name} must be a number, got {value!r}")
    if not low <= value <= high:
        raise ValueError(f"ChatOptions.{name} must be between {low} and {high}, got {value!r}")


@dataclass(frozen=True, slots=True)
class ChatOptions:
    """Options for one model request; ``None`` means "not set" (the provider's default applies).

    Besides the sampling fields it carries the tool fields: ``tool_callbacks`` (the tools offered
    to the model), ``tool_names`` (tools to resolve by name), ``internal_tool_execution`` (whether
    sprig runs the tools or hands the calls back) and ``tool_context`` (values handed to tools,
    never sent to the model). ``prices`` (:class:`~sprig.usage.ModelPrices`) price the request's
    usage, winning over the model's own prices; they are never sent. Its ``repr`` leaves
    ``tool_context`` out: the values handed to tools (tokens, user ids) must not reach logs.
    """

    model: str | None = None
    temperature: float | None = None
    top_p: float | None = None
    top_k: int | None = None
    max_tokens: int | None = None
    stop: Sequence[str] | None = None
    seed: int | None = None
    presence_penalty: float | None = None
    frequency_penalty: float | None = None
    response_format: Mapping[str, Any] | None = None
    parallel_tool_calls: bool | None = None
    tool_choice: str | Mapping[str, Any] | None = None
    tool_callbacks: Sequence[ToolCallback] = ()
    tool_names: Sequence[str] = ()
    internal_tool_execution: bool | None = None
    tool_context: Mapping[str, Any] = field(default_factory=lambda: _EMPTY, repr=False)
    extra_body: Mapping[str, Any] = field(default_factory=lambda: _EMPTY)
    prices: ModelPrices | None = None

    def __post_init__(self) -> None:
        _check_range("temperature", self.temperature, 0.0, 2.0)
        _check_range("top_p", self.top_p, 0.0, 1.0)
        _check_range("presence_penalty", self.presence_penalty, -2.0, 2.0)
        _check_range("frequency_penalty", self.frequency_penalty, -2.0, 2.0)
        for name in ("max_tokens", "top_k"):
            value = getattr(self, name)
            if value is not None and (isinstance(value, bool) or not isinstance(value, int) or value <= 0):
                raise ValueError(f"ChatOptions.{name} must be a positive integer, got {value!r}")
        if isinstance(self.stop, str):
            object.__setattr__(self, "stop", (self.stop,))
        elif self.stop is not None:
            object.__setattr__(self, "stop", tuple(self.stop))
        object.__setattr__(self, "tool_callbacks", tuple(self.tool_callbacks))
        object.__setattr__(self, "tool_names", tuple(self.tool_names))
        if not isinstance(self.tool_context, MappingProxyType):
            object.__setattr__(self, "tool_context", MappingProxyType(dict(self.tool_context)))
        if not isinstance(self.extra_body, MappingProxyType):
            object.__setattr__(self, "extra_body", MappingProxyType(dict(self.extra_body)))
        check_unique_tool_names(self.tool_callbacks)

    def merge(self, request: ChatOptions | None) -> ChatOptions:
        """Return these options (the defaults) overridden by ``request``.

        Every field set on ``request`` wins. Tool callbacks and tool names given on the request
        replace the defaults; ``tool_context`` and ``extra_body`` merge key by key, the request
        winning.
        """
        if request is None:
            return self
        changes: dict[str, Any] = {}
        for f in fields(ChatOptions):
            value = getattr(request, f.name)
            if f.name in ("tool_context", "extra_body"):
                if value:
                    changes[f.name] = {**getattr(self, f.name), **value}
            elif f.name in ("tool_callbacks", "tool_names"):
                if value:
                    changes[f.name] = value
            elif value is not None:
                changes[f.name] = value
        return replace(self, **changes) if changes else self

    def copy_with(self, **changes: Any) -> ChatOptions:
        """Return a copy with the given fields changed (validated like the constructor)."""
        return replace(self, **changes)


@dataclass(frozen=True, slots=True)
class Prompt:
    """The messages of one request and the options to send them with."""

    messages: Sequence[Message]
    options: ChatOptions = field(default_factory=ChatOptions)

    def __post_init__(self) -> None:
        if isinstance(self.messages, str):
            object.__setattr__(self, "messages", (UserMessage(self.messages),))
        elif not isinstance(self.messages, tuple):
            object.__setattr__(self, "messages", tuple(self.messages))
        if self.options is None:
            object.__setattr__(self, "options", ChatOptions())

    @property
    def system_message(self) -> SystemMessage | None:
        """The first system message, if any."""
        for message in self.messages:
            if isinstance(message, SystemMessage):
                return message
        return None

    @property
    def last_user_message(self) -> UserMessage | None:
        """The most recent user message, if any."""
        for message in reversed(self.messages):
            if isinstance(message, UserMessage):
                return message
        return None

    def augment_user_message(self, text: str, separator: str = "\n\n") -> Prompt:
        """A prompt whose last user message has ``text`` appended (a new user message if none)."""
        messages = list(self.messages)
        for position in range(len(messages) - 1, -1, -1):
            message = messages[position]
            if isinstance(message, UserMessage):
                messages[position] = replace(message, text=f"{message.text}{separator}{text}")
                break
        else:
            messages.append(UserMessage(text))
        return Prompt(tuple(messages), self.options)

    def with_messages(self, messages: Sequence[Message]) -> Prompt:
        """Return a prompt with other messages and the same options."""
        return Prompt(tuple(messages), self.options)

    def with_options(self, options: ChatOptions) -> Prompt:
        """Return a prompt with the same messages and other options."""
        return Prompt(self.messages, options)
