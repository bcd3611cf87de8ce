"""The exceptions sprig raises for MCP servers: one base class, one subclass per kind of failure."""

from __future__ import annotations

from typing import Any

__all__ = [
    "McpConnectionError",
    "McpError",
    "McpProtocolError",
    "McpSessionClosedError",
    "McpTimeoutError",
    "McpToolError",
]


class McpError(Exception):
    """Something went wrong talking to an MCP server; ``server`` names it."""

    def __init__(self, message: str, *, server: str | None = None) -> None:
        super().__init__(message)
        self.server = server


class McpConnectionError(McpError):
    """The server could not be started or reached, or the connection broke (the server died).

    The session reconnects on its next request, so a later call may succeed.
    """


class McpSessionClosedError(McpConnectionError):
    """The session (or provider) was closed with ``close()``; it does not reconnect."""


class McpTimeoutError(McpError, TimeoutError):
    """A request got no answer within its timeout; the session stays usable."""

    def __init__(self, message: str, *, server: str | None = None, timeout: float | None = None) -> None:
        super().__init__(message, server=server)
        self.timeout = timeout


class McpProtocolError(McpError):
    """The server answered with a JSON-RPC error or with a reply that breaks the protocol."""

    def __init__(self, message: str, *, server: str | None = None, code: int | None = None, data: Any = None) -> None:
        super().__init__(message, server=server)
        self.code = code
        self.data = data


class McpToolError(McpError):
    """The tool ran and reported an error (``isError: true``); ``text`` is what it said."""

    def __init__(self, text: str, *, server: str | None = None, tool: str | None = None) -> None:
        where = f"MCP tool {tool!r}" + (f" on server {server!r}" if server else "")
        super().__init__(f"{where} failed: {text}" if tool else text, server=server)
        self.text = text
        self.tool = tool
