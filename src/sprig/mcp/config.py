"""How to reach an MCP server: over stdio (a subprocess), streamable HTTP, or SSE."""

from __future__ import annotations

import logging
import os
import sys
from collections.abc import AsyncIterator, Callable, Mapping, Sequence
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, Literal, TextIO
from urllib.parse import urlsplit

import httpx2
import orjson
from mcp.client._transport import TransportStreams
from mcp.client.sse import sse_client
from mcp.client.stdio import stdio_client
from mcp.client.streamable_http import streamable_http_client

from mcp import StdioServerParameters

__all__ = ["ServerConfig", "ServerSpec", "SseServer", "StdioServer", "StreamableHttpServer", "server_config"]

ConnectMode = Literal["auto", "legacy"]

SessionRejected = Callable[[str, str], None]
"""Told ``(method, reason)`` when a streamable HTTP server rejects the session id it was sent."""

_MAX_ERROR_BODY = 64 * 1024


class _GoneSessionFilter(logging.Filter):
    """Hides the SDK's warning when closing a session the server had already forgotten.

    A DELETE answered 400 or 404 means the session does not exist any more, which is what
    closing it wanted; after a server restart that warning is noise.
    """

    def filter(self, record: logging.LogRecord) -> bool:
        message = record.getMessage()
        return not message.startswith(("Session termination failed: 400", "Session termination failed: 404"))


logging.getLogger("mcp.client.streamable_http").addFilter(_GoneSessionFilter())


@dataclass(frozen=True, kw_only=True)
class _ServerOptions:
    """Options every transport shares.

    ``name`` identifies the server in tool filters, logs and errors (derived from the command
    or URL when not given); ``prefix`` is put before each of its tool names (``prefix_tool``);
    ``timeout`` bounds each request in seconds (``None``: no limit); ``connect_timeout`` bounds
    starting and initialising the connection; ``mode`` is the SDK's protocol negotiation
    (``"auto"`` tries the 2026 protocol and falls back to the initialize handshake, ``"legacy"``
    goes straight to the handshake); ``requires_approval`` makes every call of this server's
    tools wait for a person's approval (the tool loop pauses on it, see ``resume``).
    """

    name: str | None = None
    prefix: str | None = None
    timeout: float | None = 60.0
    connect_timeout: float = 30.0
    mode: ConnectMode = "auto"
    requires_approval: bool = False

    def __post_init__(self) -> None:
        if self.timeout is not None and not self.timeout > 0:
            raise ValueError(f"timeout must be positive or None, got {self.timeout!r}")
        if not self.connect_timeout > 0:
            raise ValueError(f"connect_timeout must be positive, got {self.connect_timeout!r}")
        if self.mode not in ("auto", "legacy"):
            raise ValueError(f"mode must be 'auto' or 'legacy', got {self.mode!r}")
        if not isinstance(self.requires_approval, bool):
            raise ValueError(f"requires_approval must be true or false, got {self.requires_approval!r}")


@dataclass(frozen=True, kw_only=True)
class StdioServer(_ServerOptions):
    """A server started as a subprocess, speaking MCP on its stdin and stdout.

    ``env`` is added to a small safe default environment (PATH, HOME...), as the SDK does;
    the server's stderr goes to ``errlog`` (this process's stderr by default).
    """

    command: str
    args: Sequence[str] = ()
    env: Mapping[str, str] | None = None
    cwd: str | os.PathLike[str] | None = None
    errlog: TextIO | None = field(default=None, compare=False)

    def __post_init__(self) -> None:
        super().__post_init__()
        if not self.command or not isinstance(self.command, str):
            raise ValueError("a stdio MCP server needs a command")
        if isinstance(self.args, str):
            raise TypeError("args must be a sequence of strings, not one string")

    @property
    def display_name(self) -> str:
        """The given name, else one derived from the command line."""
        if self.name:
            return self.name
        args = list(self.args)
        if "-m" in args[:-1]:
            return args[args.index("-m") + 1]
        for arg in reversed(args):
            if not arg.startswith("-"):
                return Path(arg).stem if "/" in arg or "\\" in arg else arg
        return Path(self.command).stem

    def transport(self) -> AbstractAsyncContextManager[TransportStreams]:
        """A fresh transport: entering it starts the process, leaving it stops the process."""
        parameters = StdioServerParameters(
            command=self.command,
            args=list(self.args),
            env=dict(self.env) if self.env is not None else None,
            cwd=os.fspath(self.cwd) if self.cwd is not None else None,
        )
        return stdio_client(parameters, errlog=self.errlog or sys.stderr)

    def describe(self) -> str:
        """One line for error messages."""
        return " ".join([self.command, *self.args])


@dataclass(frozen=True, kw_only=True)
class _HttpServer(_ServerOptions):
    url: str
    headers: Mapping[str, str] | None = None

    def __post_init__(self) -> None:
        super().__post_init__()
        parts = urlsplit(self.url) if isinstance(self.url, str) else None
        if parts is None or parts.scheme not in ("http", "https") or not parts.netloc:
            raise ValueError(f"an MCP server URL must be http(s)://host[:port]/path, got {self.url!r}")

    @property
    def display_name(self) -> str:
        """The given name, else the URL's host and port."""
        return self.name or urlsplit(self.url).netloc

    def describe(self) -> str:
        """One line for error messages."""
        return self.url


@dataclass(frozen=True, kw_only=True)
class StreamableHttpServer(_HttpServer):
    """A server reached over streamable HTTP (the current MCP HTTP transport) at ``url``."""

    def transport(self, on_rejected: SessionRejected | None = None) -> AbstractAsyncContextManager[TransportStreams]:
        """A fresh transport with its own HTTP client (closed with the transport).

        ``on_rejected`` hears of every reply that rejects the session id the request carried:
        a 404 (what the spec says a server answers for an unknown session) or a 400 that is not
        a JSON-RPC error for that request (what many servers answer after a restart), with the
        server's own message.
        """
        return _streamable_http(self.url, dict(self.headers or {}), on_rejected)


@dataclass(frozen=True, kw_only=True)
class SseServer(_HttpServer):
    """A server reached over the older HTTP+SSE transport (deprecated by MCP, still common)."""

    def transport(self) -> AbstractAsyncContextManager[TransportStreams]:
        """A fresh transport: an SSE stream for replies, POSTs for requests."""
        return sse_client(self.url, headers=dict(self.headers or {}))


@asynccontextmanager
async def _streamable_http(
    url: str, headers: dict[str, str], on_rejected: SessionRejected | None = None
) -> AsyncIterator[TransportStreams]:
    timeout = httpx2.Timeout(30.0, read=300.0)

    async def watch(response: httpx2.Response) -> None:
        if on_rejected is None or response.status_code not in (400, 404):
            return
        if not response.request.headers.get("mcp-session-id") or response.request.method == "DELETE":
            return
        reason = await _rejection_reason(response)
        if reason is not None:
            on_rejected(response.request.method, reason)

    async with (
        httpx2.AsyncClient(headers=headers, timeout=timeout, event_hooks={"response": [watch]}) as http,
        streamable_http_client(url, http_client=http) as streams,
    ):
        yield streams


async def _rejection_reason(response: httpx2.Response) -> str | None:
    """Why the server refused the session (its own words), or ``None`` if this is another error."""
    declared = response.headers.get("content-length")
    body = b""
    if declared is None or (declared.isdigit() and int(declared) <= _MAX_ERROR_BODY):
        try:
            body = (await response.aread())[:_MAX_ERROR_BODY]
        except httpx2.HTTPError:
            body = b""
    message = body.decode("utf-8", errors="replace").strip()
    request_error = False
    try:
        parsed = orjson.loads(body) if body else None
    except orjson.JSONDecodeError:
        parsed = None
    if isinstance(parsed, dict) and isinstance(parsed.get("error"), dict):
        error = parsed["error"]
        message = str(error.get("message") or message)
        request_error = parsed.get("id") is not None
    if response.status_code == 400 and request_error and "session" not in message.lower():
        return None  # a JSON-RPC error about the request itself, answered with 400
    shown = " ".join(message.split())[:300] or response.reason_phrase
    return f"HTTP {response.status_code}: {shown}"


ServerConfig = StdioServer | StreamableHttpServer | SseServer
"""Any of the three transports' configurations."""

ServerSpec = ServerConfig | StdioServerParameters | str | Mapping[str, Any]
"""What a provider accepts for one server: a config, the SDK's ``StdioServerParameters``, a URL
(streamable HTTP), or a dict in the common ``mcpServers`` JSON shape (``command``/``args``/``env``/
``cwd``, or ``url``/``headers`` with ``"transport": "sse"`` for SSE; ``requires_approval``,
``prefix``, ``timeout`` too)."""

_OPTION_KEYS = ("prefix", "timeout", "connect_timeout", "mode", "requires_approval")


def server_config(spec: ServerSpec, *, name: str | None = None) -> ServerConfig:
    """Turn any accepted server description into a config; ``name`` fills in a missing name."""
    if isinstance(spec, (StdioServer, StreamableHttpServer, SseServer)):
        if name and not spec.name:
            return _renamed(spec, name)
        return spec
    if isinstance(spec, StdioServerParameters):
        return StdioServer(command=spec.command, args=tuple(spec.args), env=spec.env, cwd=spec.cwd, name=name)
    if isinstance(spec, str):
        return StreamableHttpServer(url=spec, name=name)
    if isinstance(spec, Mapping):
        return _from_mapping(spec, name)
    raise TypeError(
        f"cannot use {type(spec).__name__} as an MCP server: give a StdioServer, StreamableHttpServer, "
        "SseServer, StdioServerParameters, URL string or config dict"
    )


def _renamed(spec: ServerConfig, name: str) -> ServerConfig:
    return replace(spec, name=name)


def _from_mapping(spec: Mapping[str, Any], name: str | None) -> ServerConfig:
    options: dict[str, Any] = {key: spec[key] for key in _OPTION_KEYS if key in spec}
    options["name"] = spec.get("name") or name
    if "command" in spec:
        return StdioServer(
            command=spec["command"],
            args=tuple(spec.get("args") or ()),
            env=spec.get("env"),
            cwd=spec.get("cwd"),
            **options,
        )
    if "url" in spec:
        transport = str(spec.get("transport") or spec.get("type") or "streamable-http").lower()
        http_class: type[StreamableHttpServer] | type[SseServer]
        if transport == "sse":
            http_class = SseServer
        elif transport in ("http", "streamable-http", "streamable_http", "streamablehttp"):
            http_class = StreamableHttpServer
        else:
            raise ValueError(f"unknown MCP transport {transport!r}: use 'streamable-http' or 'sse'")
        return http_class(url=spec["url"], headers=spec.get("headers"), **options)
    raise ValueError(f"an MCP server config needs 'command' (stdio) or 'url' (HTTP), got keys {sorted(spec)}")
