"""What the model is told about a tool, and what sprig itself needs to know about it."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, TypeAlias

from sprig.messages import ToolCall
from sprig.tools.context import ToolContext

__all__ = ["ApprovalRule", "ToolDefinition", "ToolMetadata"]

ApprovalRule: TypeAlias = Callable[[ToolCall, ToolContext], bool | Awaitable[bool]]
"""Decides per call whether a person must approve it: ``rule(call, context) -> bool`` (or awaitable)."""


@dataclass(frozen=True, slots=True)
class ToolDefinition:
    """A tool's name, description and JSON schema for its input, as sent to the model.

    ``strict`` asks providers that support it (OpenAI's strict function calling) to enforce
    the schema; such a schema lists every property as required. ``examples`` are worked
    ``(request, arguments)`` pairs (``@tool(examples=...)``) that the embedded local model
    follows; providers never receive them.
    """

    name: str
    description: str
    input_schema: Mapping[str, Any] = field(
        default_factory=lambda: {"type": "object", "properties": {}, "additionalProperties": False}
    )
    strict: bool = False
    examples: tuple[tuple[str, Mapping[str, Any]], ...] = ()

    def __post_init__(self) -> None:
        if not self.name or not isinstance(self.name, str):
            raise ValueError("a tool needs a non-empty name")
        if not isinstance(self.input_schema, MappingProxyType):
            object.__setattr__(self, "input_schema", MappingProxyType(dict(self.input_schema)))
        if not isinstance(self.examples, tuple):
            object.__setattr__(self, "examples", tuple(self.examples))

    def schema_dict(self) -> dict[str, Any]:
        """The input schema as a plain (deep-copied) dict, ready to serialise."""
        thawed: dict[str, Any] = _thaw(self.input_schema)
        return thawed


def _thaw(value: Any) -> Any:
    if isinstance(value, Mapping):
        return {k: _thaw(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_thaw(v) for v in value]
    return value


@dataclass(frozen=True, slots=True)
class ToolMetadata:
    """How sprig treats a tool, beyond what the model is told.

    ``return_direct`` answers the caller with the tool's result; ``timeout`` (seconds, ``None``
    for the manager's default) bounds each call of the tool; ``requires_approval`` (``True`` or
    an :data:`ApprovalRule`) makes the tool loop pause on a call until a person approves it.
    ``idempotent=False`` says running the tool twice is not safe: a durable run
    (:mod:`sprig.durable`) does not run such a call again after a crash interrupted it, but
    waits for a person to decide.
    """

    return_direct: bool = False
    timeout: float | None = None
    requires_approval: bool | ApprovalRule = False
    idempotent: bool = True
