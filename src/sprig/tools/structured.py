"""``StructuredResult``: a tool result's text for the model, with a structured value for code.

Some tools have two faces for one result: text a model reads well, and a value code wants (MCP
servers send both ``content`` and ``structuredContent``). A ``ToolCallback`` returns a
``StructuredResult`` (a ``str``, so every caller that expects text keeps working); the model
gets the text, and the tool-calling manager keeps ``structured`` on the call's
``ToolCallOutcome`` and the stream's ``ToolResultEvent``. It is never sent to the model.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Self

if TYPE_CHECKING:
    from sprig.models.response import Usage

__all__ = ["StructuredResult"]


class StructuredResult(str):
    """Text for the model; ``structured`` is the value behind it, for code; ``usage`` the model
    tokens the tool spent (counted in the run's usage)."""

    structured: Any
    usage: Usage | None

    def __new__(cls, text: str, structured: Any = None, usage: Usage | None = None) -> Self:
        value = super().__new__(cls, text)
        value.structured = structured
        value.usage = usage
        return value

    def __repr__(self) -> str:
        return f"{type(self).__name__}({str(self)!r}, structured={self.structured!r})"
