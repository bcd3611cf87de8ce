"""``ToolCallback``: the one interface through which sprig calls any tool."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping
from typing import Any

from sprig._sync import run_sync
from sprig.pending import InvalidDecisionError, ResumeDecisions
from sprig.tools.context import ToolContext
from sprig.tools.definition import ToolDefinition, ToolMetadata

__all__ = ["ToolCallback"]


class ToolCallback(ABC):
    """A callable tool: its definition, its metadata, and a way to run it.

    ``acall`` takes the raw JSON argument text from the model and returns the result as text.
    ``call`` is the blocking face of the same coroutine. Implementations raise
    :class:`~sprig.tools.errors.ToolArgumentError` for arguments that do not fit the schema
    and let the tool's own exceptions propagate (the tool-calling manager decides what the
    model sees).
    """

    @property
    @abstractmethod
    def definition(self) -> ToolDefinition:
        """Name, description and input schema."""

    @property
    def metadata(self) -> ToolMetadata:
        """Return-direct and similar flags (none set by default)."""
        return ToolMetadata()

    @property
    def name(self) -> str:
        """Shortcut for ``definition.name``."""
        return self.definition.name

    def validate_arguments(self, arguments: str) -> None:
        """Raise :class:`~sprig.tools.errors.ToolArgumentError` when ``arguments`` do not fit the
        input schema, without running the tool (used before asking a person to approve a call).

        The default checks the JSON against ``definition.input_schema``; callbacks with their own
        validator override it.
        """
        from sprig.tools.schema_check import check_arguments

        check_arguments(self.definition, arguments)

    @property
    def may_pause(self) -> bool:
        """Whether a call of this tool can pause while it runs (a sub-agent waiting on a person,
        raising :class:`~sprig.pending.ToolCallPaused`): the tool loop then watches its calls."""
        return False

    async def acheck_resume(self, call_id: str, conversation_id: str, decisions: ResumeDecisions) -> None:
        """Check the decisions for the calls paused inside call ``call_id`` of this tool, before the
        run resumes (raise a :class:`~sprig.pending.ResumeError`). Tools that never pause accept none."""
        raise InvalidDecisionError(f"tool {self.name!r} does not pause, so its call {call_id!r} takes no decisions")

    @abstractmethod
    async def acall(self, arguments: str, context: ToolContext | Mapping[str, Any] | None = None) -> str:
        """Run the tool with the model's JSON arguments and return the result text."""

    def call(self, arguments: str, context: ToolContext | Mapping[str, Any] | None = None) -> str:
        """Blocking face of :meth:`acall`."""
        return run_sync(self.acall(arguments, context))

    def __repr__(self) -> str:
        return f"{type(self).__name__}(name={self.definition.name!r})"
