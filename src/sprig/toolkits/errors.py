"""The one error type the ready toolkits raise.

Every toolkit reports a problem the model can act on (an unknown time zone, a missing API key,
a path outside the workspace, an upstream HTTP error or timeout) by raising
:class:`ToolkitError` with a message written for the model. The tool-calling manager turns it
into that call's error result, so the model reads the message and can try again; a caller who
runs a tool directly catches it like any exception.
"""

from __future__ import annotations

__all__ = ["ToolkitError"]


class ToolkitError(Exception):
    """A tool could not do what was asked; the message says why and what to do instead."""
