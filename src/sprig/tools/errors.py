"""The errors of the tool layer: bad arguments, failed tools, exceeded limits, unknown names."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from sprig.messages import Message, ToolCall

__all__ = [
    "ArgumentIssue",
    "ToolArgumentError",
    "ToolError",
    "ToolExecutionError",
    "ToolLimitExceededError",
    "ToolNotFoundError",
    "ToolResultConversionError",
]


class ToolError(Exception):
    """Base class of the errors raised by sprig's tool layer."""


@dataclass(frozen=True, slots=True)
class ArgumentIssue:
    """One thing wrong with a tool call's arguments.

    ``path`` locates the offending value (``("address", "zip")``, ``("items", 0)``; empty for
    the arguments as a whole), ``message`` says what is wrong, ``kind`` is pydantic's error type
    (``"missing"``, ``"int_parsing"``, ``"extra_forbidden"``, ``"json_invalid"``...).
    """

    path: tuple[str | int, ...]
    message: str
    kind: str = "value_error"

    @property
    def location(self) -> str:
        """The path as dotted text (``items[0].name``), or ``"arguments"`` for the whole."""
        if not self.path:
            return "arguments"
        text = ""
        for part in self.path:
            text += f"[{part}]" if isinstance(part, int) else (f".{part}" if text else part)
        return text

    def __str__(self) -> str:
        return f"{self.location}: {self.message}"


class ToolArgumentError(ToolError, ValueError):
    """A tool call's arguments are not valid JSON or do not fit the tool's schema.

    The message is written for the model: it names each offending field and says why.
    ``issues`` holds the same detail in structured form; ``invalid_json`` tells a malformed
    JSON text apart from well-formed JSON that breaks the schema; ``arguments`` is the raw
    text the model sent.
    """

    def __init__(
        self,
        message: str,
        *,
        tool_name: str = "",
        issues: Sequence[ArgumentIssue] = (),
        arguments: str | None = None,
        invalid_json: bool = False,
    ) -> None:
        super().__init__(message)
        self.tool_name = tool_name
        self.issues = tuple(issues)
        self.arguments = arguments
        self.invalid_json = invalid_json


class ToolExecutionError(ToolError):
    """A tool raised an exception; ``cause`` is that exception (also ``__cause__``).

    This is what a :class:`~sprig.tools.ToolExecutionExceptionProcessor` receives. The
    default processor turns it into text for the model, re-raises ``cause`` for the exception
    types it is told to rethrow, and raises this wrapper when ``always_throw`` is set.
    """

    def __init__(self, tool_name: str, cause: BaseException, call: ToolCall | None = None) -> None:
        detail = str(cause) or type(cause).__name__
        super().__init__(f"tool {tool_name!r} failed: {detail}")
        self.tool_name = tool_name
        self.cause = cause
        self.call = call
        self.__cause__ = cause


class ToolResultConversionError(ToolError, TypeError):
    """A tool's return value could not be turned into text for the model."""

    def __init__(self, tool_name: str, detail: str) -> None:
        super().__init__(f"the result of tool {tool_name!r} cannot be serialised to JSON: {detail}")
        self.tool_name = tool_name


class ToolNotFoundError(ToolError, LookupError):
    """A tool asked for by name (``ChatOptions.tool_names``) is known to no resolver."""

    def __init__(self, name: str, available: Sequence[str] = ()) -> None:
        known = ", ".join(sorted(available)) or "none"
        super().__init__(f"no tool named {name!r} can be resolved (known tools: {known})")
        self.name = name
        self.available = tuple(available)


class ToolLimitExceededError(ToolError):
    """A turn asked for more tool calls than the manager's limits allow.

    ``tool_name`` is the tool whose per-tool limit was hit, or ``None`` for the limit on all
    calls of the turn; ``limit`` is that limit. The round that would have crossed it is refused
    as a whole, before any of its calls runs; ``conversation_history`` is the prompt's messages
    plus the assistant message that asked for the calls, so nothing is lost.
    """

    def __init__(
        self,
        tool_name: str | None,
        limit: int,
        conversation_history: Sequence[Message] = (),
    ) -> None:
        if tool_name is None:
            message = f"tool call limit exceeded: at most {limit} tool calls are allowed per turn"
        else:
            message = f"tool call limit exceeded: tool {tool_name!r} may be called at most {limit} times per turn"
        super().__init__(message)
        self.tool_name = tool_name
        self.limit = limit
        self.conversation_history = tuple(conversation_history)
