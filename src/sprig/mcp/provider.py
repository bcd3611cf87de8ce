"""``McpToolCallbackProvider``: the tools of one or many MCP servers as sprig tool callbacks."""

from __future__ import annotations

import asyncio
import dataclasses
import logging
from collections.abc import Callable, Collection, Mapping, Sequence
from types import TracebackType
from typing import Any

import mcp_types as types

from mcp import StdioServerParameters
from sprig._sync import run_sync
from sprig.mcp.callback import DEFAULT_META_KEYS, McpToolCallback, MetaFilter
from sprig.mcp.config import ServerSpec, SseServer, StdioServer, StreamableHttpServer, server_config
from sprig.mcp.naming import prefixed_name, sanitize_tool_name, unique_tool_names
from sprig.mcp.session import McpSession
from sprig.tools.callback import ToolCallback
from sprig.tools.decorator import check_requires_approval
from sprig.tools.definition import ApprovalRule
from sprig.tools.provider import ToolCallbackProvider

__all__ = ["McpToolCallbackProvider", "ToolFilter"]

logger = logging.getLogger("sprig.mcp")

ToolFilter = Callable[[str, types.Tool], bool]
"""Decides which tools to offer: called with the server's name and the tool as listed."""

_SINGLE = (StdioServer, StreamableHttpServer, SseServer, StdioServerParameters, McpSession, str, bytes)


class McpToolCallbackProvider(ToolCallbackProvider):
    """Offers the tools of MCP servers to a ``ChatClient`` (``tools(provider)``) or anything else.

    ``servers`` is one server or several: configs (:class:`StdioServer`,
    :class:`StreamableHttpServer`, :class:`SseServer`), the SDK's ``StdioServerParameters``, URLs,
    ``mcpServers``-style dicts, a ``{name: server}`` mapping, or existing :class:`McpSession` s
    (shared sessions are not closed by this provider; the ones it creates are).

    Naming: ``tool_filter(server_name, tool)`` drops tools; each server's ``prefix`` is put
    before its tool names; names are made provider-safe (``[A-Za-z0-9_-]``, 64 characters); a
    name that an earlier server already uses becomes ``alt_1_NAME``, ``alt_2_NAME``... (the
    servers' order decides who keeps the plain name). ``reserved_names`` are names other tools
    of the same agent already use: an MCP tool wanting one is renamed the same way. Any other
    clash with a local tool is reported by the chat client's duplicate check, which names both
    tools and the MCP server.

    Listings are cached per server and refreshed when a server announces a change or on
    :meth:`invalidate`. A server that cannot be listed is logged and left out, so the other
    servers' tools keep working. Tools that can only run as MCP tasks (``execution.taskSupport:
    "required"``) are left out with a debug log: sprig calls tools directly, and a direct call
    to such a tool fails every time (-32601), so offering it to the model would only waste rounds.
    ``meta_filter`` picks the ``ToolContext`` entries sent as
    ``_meta`` (default: ``conversation_id`` only).

    ``requires_approval`` (``True``, or a rule ``(call, context) -> bool``) makes the tool loop
    pause on calls of these tools until a person approves them (see ``resume``); a server
    config's own ``requires_approval=True`` does the same for that server's tools alone.
    """

    def __init__(
        self,
        servers: ServerSpec | McpSession | Sequence[ServerSpec | McpSession] | Mapping[str, ServerSpec | McpSession],
        *,
        tool_filter: ToolFilter | None = None,
        meta_filter: MetaFilter | None = DEFAULT_META_KEYS,
        client_name: str = "sprig",
        requires_approval: bool | ApprovalRule = False,
        reserved_names: Collection[str] = (),
    ) -> None:
        self._requires_approval = check_requires_approval(requires_approval)
        self._reserved = tuple(dict.fromkeys(reserved_names))
        self._tool_filter = tool_filter
        self._meta_filter = meta_filter
        self._sessions: list[McpSession] = []
        self._owned: list[McpSession] = []
        taken = {spec.name for _, spec in _named_specs(servers) if isinstance(spec, McpSession)}
        for name, spec in _named_specs(servers):
            if isinstance(spec, McpSession):
                self._sessions.append(spec)
                continue
            config = server_config(spec, name=name)
            base = config.display_name
            unique, count = base, 1
            while unique in taken:
                count += 1
                unique = f"{base}-{count}"
            taken.add(unique)
            session = McpSession(config, name=unique, client_name=client_name)
            self._sessions.append(session)
            self._owned.append(session)
        if not self._sessions:
            raise ValueError("McpToolCallbackProvider needs at least one MCP server")
        _check_unique_server_names(self._sessions)
        self._cache_key: tuple[int, ...] | None = None
        self._callbacks: list[McpToolCallback] = []

    @property
    def sessions(self) -> Mapping[str, McpSession]:
        """The sessions by server name, in order."""
        return {session.name: session for session in self._sessions}

    async def atool_callbacks(self) -> Sequence[ToolCallback]:
        """The current tool callbacks of every reachable server (listing the stale ones again)."""
        listings = await asyncio.gather(*(session.alist_tools() for session in self._sessions), return_exceptions=True)
        key = tuple(
            session.tools_version if not isinstance(listing, BaseException) else -1
            for session, listing in zip(self._sessions, listings, strict=True)
        )
        if key == self._cache_key:
            return list(self._callbacks)
        found: list[tuple[McpSession, types.Tool, str]] = []
        for session, listing in zip(self._sessions, listings, strict=True):
            if isinstance(listing, BaseException):
                if not isinstance(listing, Exception):
                    raise listing
                logger.warning("MCP server %r left out: listing its tools failed: %s", session.name, listing)
                continue
            for tool in listing:
                if _requires_task(tool):
                    logger.debug(
                        "MCP tool %r of server %r left out: it requires task execution "
                        "(execution.taskSupport='required'), which sprig does not use",
                        tool.name,
                        session.name,
                    )
                    continue
                if self._tool_filter is not None and not self._tool_filter(session.name, tool):
                    continue
                wanted = sanitize_tool_name(prefixed_name(session.config.prefix, tool.name))
                found.append((session, tool, wanted))
        names = unique_tool_names([*self._reserved, *(wanted for _, _, wanted in found)])[len(self._reserved) :]
        for (session, tool, wanted), name in zip(found, names, strict=True):
            if name != wanted:
                logger.warning(
                    "MCP tool %r of server %r is offered as %r: the name %r is taken",
                    tool.name,
                    session.name,
                    name,
                    wanted,
                )
        self._callbacks = [
            self._with_approval(McpToolCallback(session, tool, name=name, meta_filter=self._meta_filter))
            for (session, tool, _), name in zip(found, names, strict=True)
        ]
        self._cache_key = key
        return list(self._callbacks)

    def _with_approval(self, callback: McpToolCallback) -> McpToolCallback:
        rule = True if callback.session.config.requires_approval else self._requires_approval
        if rule is not False:
            callback._metadata = dataclasses.replace(callback.metadata, requires_approval=rule)
        return callback

    def invalidate(self) -> None:
        """Forget every cached tool list; the next listing asks the servers again."""
        for session in self._sessions:
            session.invalidate_tools()
        self._cache_key = None

    async def aclose(self) -> None:
        """Close the sessions this provider created (stopping stdio servers)."""
        results = await asyncio.gather(*(session.aclose() for session in self._owned), return_exceptions=True)
        for session, result in zip(self._owned, results, strict=True):
            if isinstance(result, Exception):
                logger.warning("closing MCP session %r failed: %s", session.name, result)

    def close(self) -> None:
        """Blocking face of :meth:`aclose`."""
        run_sync(self.aclose())

    async def __aenter__(self) -> McpToolCallbackProvider:
        return self

    async def __aexit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        await self.aclose()

    def __enter__(self) -> McpToolCallbackProvider:
        return self

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"McpToolCallbackProvider(servers={[session.name for session in self._sessions]!r})"


def _named_specs(servers: Any) -> list[tuple[str | None, Any]]:
    if isinstance(servers, _SINGLE):
        return [(None, servers)]
    if isinstance(servers, Mapping):
        if "command" in servers or "url" in servers:  # one server as a config dict
            return [(None, servers)]
        if "mcpServers" in servers:  # the common JSON config file shape
            servers = servers["mcpServers"]
        return [(str(name), spec) for name, spec in servers.items()]
    if isinstance(servers, Sequence):
        return [(None, spec) for spec in servers]
    raise TypeError(f"cannot use {type(servers).__name__} as MCP servers")


def _requires_task(tool: types.Tool) -> bool:
    execution = tool.execution
    return execution is not None and execution.task_support == "required"


def _check_unique_server_names(sessions: Sequence[McpSession]) -> None:
    seen: set[str] = set()
    for session in sessions:
        if session.name in seen:
            raise ValueError(f"two MCP servers are named {session.name!r}: give each a distinct name=")
        seen.add(session.name)
