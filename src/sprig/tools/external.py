"""``ExternalTool``: a tool the caller runs (a browser, a mobile app, another service), never sprig.

The model sees it like any other tool. When the model calls it, the tool loop pauses and hands
the call back (``response.pending``, reason ``"external"``); the caller runs it and continues
the run with ``resume(results={call_id: text})``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from sprig.tools.callback import ToolCallback
from sprig.tools.context import ToolContext
from sprig.tools.decorator import check_tool_name
from sprig.tools.definition import ToolDefinition
from sprig.tools.errors import ToolExecutionError

__all__ = ["ExternalTool"]

_EMPTY_SCHEMA: Mapping[str, Any] = {"type": "object", "properties": {}}


class ExternalTool(ToolCallback):
    """A tool executed by the caller: ``ExternalTool(name, description, input_schema)``.

    ``input_schema`` is the JSON schema of the arguments (an object schema; no arguments when
    omitted). Arguments are checked against it before the loop pauses: a call that breaks it
    goes back to the model as an error, like any other tool's.
    """

    __slots__ = ("_definition",)

    def __init__(self, name: str, description: str, input_schema: Mapping[str, Any] | None = None) -> None:
        check_tool_name(name)
        if not isinstance(description, str):
            raise TypeError(f"ExternalTool {name!r}: description must be a string, got {description!r}")
        schema = dict(input_schema if input_schema is not None else _EMPTY_SCHEMA)
        if schema.get("type") != "object":
            raise ValueError(f"ExternalTool {name!r}: input_schema must be a JSON object schema (type: object)")
        self._definition = ToolDefinition(name, description, schema)

    @property
    def definition(self) -> ToolDefinition:
        """Name, description and input schema."""
        return self._definition

    async def acall(self, arguments: str, context: ToolContext | Mapping[str, Any] | None = None) -> str:
        """Always fails: the caller runs an external tool, and passes its result to ``resume``."""
        raise ToolExecutionError(
            self.name,
            RuntimeError(f"{self.name!r} is an external tool: the caller runs it and passes its result to resume()"),
        )
