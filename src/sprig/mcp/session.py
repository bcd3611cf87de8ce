"""``McpSession``: one long-lived connection to one MCP server, owned by one task.

The SDK's transports and sessions are anyio context managers: they must be entered and left
by the same task, or anyio fails with "attempted to exit cancel scope in a different task". So
the connection is opened and closed by a private owner task on sprig's background loop, and
requests only *use* it (sending on its memory streams, which anyio allows from any task of that
loop); requests from other loops and threads are handed over to it. When the server dies, the
owner task closes what is left; the next request opens a new connection. ``close()`` ends it
for good.

Session rejection: a streamable HTTP server that restarted no longer knows the session id; the
spec says it answers 404, many servers (server-everything among them) answer 400. Either way
(see :meth:`StreamableHttpServer.transport`), the connection is dropped, a new one is initialised
and the request is sent once more: a request refused for its session never reached a tool, so
resending it is safe. If the new session is rejected too, or cannot be opened, the error says so
with the server's own message, and ``connected`` is false until a connection works again.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Mapping
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from dataclasses import replace
from functools import partial
from types import TracebackType
from typing import Any, TypeVar, cast

import anyio
import httpx2
import mcp_types as types
from mcp.client._transport import TransportStreams
from mcp.client.session import IncomingMessage
from mcp.client.subscriptions import ToolsListChanged
from mcp.shared.dispatcher import ProgressFnT
from mcp.shared.exceptions import MCPError
from mcp_types import CONNECTION_CLOSED, REQUEST_TIMEOUT
from mcp_types.version import MODERN_PROTOCOL_VERSIONS
from pydantic import ValidationError

from mcp import Client
from sprig._sync import background_loop, run_sync
from sprig.mcp.config import ServerConfig, ServerSpec, StreamableHttpServer, server_config
from sprig.mcp.errors import (
    McpConnectionError,
    McpError,
    McpProtocolError,
    McpSessionClosedError,
    McpTimeoutError,
)
from sprig.tools.progress import ProgressReporter

__all__ = ["McpSession"]

logger = logging.getLogger("sprig.mcp")

T = TypeVar("T")

_CONNECTION_ERRORS = (OSError, httpx2.TransportError, anyio.BrokenResourceError, anyio.ClosedResourceError)


class McpSession:
    """A lazily opened, self-healing connection to one MCP server.

    The first request connects. Tool listings are cached until the server announces a change
    (``notifications/tools/list_changed``), :meth:`invalidate_tools` is called, or the session
    reconnects. Usable from any event loop and from blocking code (``list_tools()``,
    ``call_tool()``, ``close()``); use ``async with`` or ``close()`` to stop the server.
    """

    def __init__(self, server: ServerSpec, *, name: str | None = None, client_name: str = "sprig") -> None:
        config = server_config(server)
        self._config = replace(config, name=name) if name and name != config.name else config
        self._client_info = types.Implementation(name=client_name, version=_sprig_version())
        self._connection: _Connection | None = None
        self._tools: list[types.Tool] | None = None
        self._tools_version = 0
        self._listeners: list[Callable[[], None]] = []
        self._closed = False

    @property
    def config(self) -> ServerConfig:
        """How this session reaches its server."""
        return self._config

    @property
    def name(self) -> str:
        """The server's name (from the config, or derived from its command or URL)."""
        return self._config.display_name

    @property
    def connected(self) -> bool:
        """Whether a live connection is open right now."""
        connection = self._connection
        return connection is not None and connection.alive

    @property
    def closed(self) -> bool:
        """Whether :meth:`aclose` was called."""
        return self._closed

    @property
    def tools_version(self) -> int:
        """Grows each time the cached tool list is replaced, so callers can cache what they derive."""
        return self._tools_version

    def add_tools_changed_listener(self, listener: Callable[[], None]) -> None:
        """Call ``listener`` (on the session's loop) whenever the cached tool list is dropped."""
        self._listeners.append(listener)

    def invalidate_tools(self) -> None:
        """Forget the cached tool list; the next listing asks the server again."""
        self._tools = None
        for listener in list(self._listeners):
            try:
                listener()
            except Exception:
                logger.exception("MCP tools-changed listener failed")

    # -- requests ---------------------------------------------------------------------------

    async def aconnect(self) -> None:
        """Open the connection now instead of on the first request."""
        await self._on_owner_loop(self._client)

    def connect(self) -> None:
        """Blocking face of :meth:`aconnect`."""
        run_sync(self.aconnect())

    async def alist_tools(self, *, refresh: bool = False) -> list[types.Tool]:
        """The server's tools (all pages), from the cache unless ``refresh`` or invalidated."""
        tools = self._tools
        if tools is not None and not refresh:
            return tools
        return await self._on_owner_loop(self._fetch_tools)

    def list_tools(self, *, refresh: bool = False) -> list[types.Tool]:
        """Blocking face of :meth:`alist_tools`."""
        return run_sync(self.alist_tools(refresh=refresh))

    async def acall_tool(
        self,
        name: str,
        arguments: Mapping[str, Any] | None = None,
        *,
        meta: Mapping[str, Any] | None = None,
        timeout_seconds: float | None = None,
        progress: ProgressReporter | None = None,
    ) -> types.CallToolResult:
        """Call tool ``name`` (its name on the server) and return the SDK's result.

        ``timeout_seconds`` overrides the server config's per-request timeout. With
        ``progress``, the request asks for progress notifications and each one is passed on as
        ``progress(progress, total, message)`` (from sprig's background loop). A result with
        ``is_error`` is returned as it is; transport and protocol failures raise
        :class:`~sprig.mcp.McpError` subclasses.
        """
        arguments_dict = dict(arguments or {})
        limit = self._config.timeout if timeout_seconds is None else timeout_seconds
        wire_meta = cast("types.RequestParamsMeta | None", dict(meta) if meta else None)

        on_progress = None if progress is None else _progress_callback(progress)

        async def call() -> types.CallToolResult:
            return await self._request(
                lambda client: client.call_tool(
                    name, arguments_dict, read_timeout_seconds=limit, progress_callback=on_progress, meta=wire_meta
                ),
                what=f"tools/call {name!r}",
                limit=limit,
            )

        return await self._on_owner_loop(call)

    def call_tool(
        self,
        name: str,
        arguments: Mapping[str, Any] | None = None,
        *,
        meta: Mapping[str, Any] | None = None,
        timeout_seconds: float | None = None,
    ) -> types.CallToolResult:
        """Blocking face of :meth:`acall_tool`."""
        return run_sync(self.acall_tool(name, arguments, meta=meta, timeout_seconds=timeout_seconds))

    # -- lifecycle --------------------------------------------------------------------------

    async def aclose(self) -> None:
        """Close the connection (stopping a stdio server) and refuse further requests."""
        self._closed = True
        await self._on_owner_loop(self._shutdown)

    def close(self) -> None:
        """Blocking face of :meth:`aclose`."""
        run_sync(self.aclose())

    async def __aenter__(self) -> McpSession:
        return self

    async def __aexit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        await self.aclose()

    def __repr__(self) -> str:
        state = "closed" if self._closed else "connected" if self.connected else "idle"
        return f"McpSession(name={self.name!r}, {state})"

    # -- on the owner loop ------------------------------------------------------------------

    async def _on_owner_loop(self, work: Callable[[], Awaitable[T]]) -> T:
        """Run ``work`` on sprig's background loop, which owns every connection.

        Owning connections there, not on the caller's loop, keeps them alive across
        ``asyncio.run`` calls, test loops and threads, and keeps a closing loop from cancelling
        the SDK's transport tasks one by one (which can leave a stdio server running).
        """
        owner = background_loop()
        if asyncio.get_running_loop() is owner:
            return await work()

        async def run() -> T:
            return await work()

        return await asyncio.wrap_future(asyncio.run_coroutine_threadsafe(run(), owner))

    async def _client(self) -> Client:
        if self._closed:
            raise McpSessionClosedError(f"MCP session for server {self.name!r} is closed", server=self.name)
        connection = self._connection
        if connection is None or connection.finished:
            connection = _Connection(self)
            self._connection = connection
            self._tools = None
        return await asyncio.shield(connection.ready)

    async def _fetch_tools(self) -> list[types.Tool]:
        version = self._tools_version
        tools: list[types.Tool] = []
        cursor: str | None = None
        while True:
            page = await self._request(
                partial(_list_tools, cursor=cursor), what="tools/list", limit=self._config.timeout
            )
            tools.extend(page.tools)
            cursor = page.next_cursor
            if not cursor:
                break
        if self._tools_version == version:
            self._tools_version += 1
        self._tools = tools
        return tools

    async def _request(self, send: Callable[[Client], Awaitable[T]], *, what: str, limit: float | None) -> T:
        """Send one request; when the server rejects the session, re-initialise and send it once more."""
        try:
            return await self._send(send, what=what, limit=limit)
        except _SessionRejected as first:
            logger.info("MCP server %r rejected the session (%s): re-initialising", self.name, first.reason)
            try:
                return await self._send(send, what=what, limit=limit)
            except _SessionRejected as again:
                raise McpConnectionError(
                    f"MCP server {self.name!r} rejected the session during {what} ({first.reason}), and "
                    f"again after re-initialising ({again.reason})",
                    server=self.name,
                ) from again
            except McpSessionClosedError:
                raise
            except McpConnectionError as exc:
                raise McpConnectionError(
                    f"MCP server {self.name!r} rejected the session ({first.reason}) and re-initialising "
                    f"failed: {exc}",
                    server=self.name,
                ) from exc

    async def _send(self, send: Callable[[Client], Awaitable[T]], *, what: str, limit: float | None) -> T:
        client = await self._client()
        connection = self._connection
        try:
            return await send(client)
        except (MCPError, *_CONNECTION_ERRORS) as exc:
            if connection is not None and connection.rejection is not None:
                connection.mark_lost()
                raise _SessionRejected(connection.rejection) from exc
            raise self._error(exc, connection, what, limit) from exc
        except (ValidationError, RuntimeError) as exc:
            raise McpProtocolError(
                f"MCP server {self.name!r} sent an invalid reply to {what}: {exc}", server=self.name
            ) from exc

    def _error(self, exc: BaseException, connection: _Connection | None, what: str, limit: float | None) -> McpError:
        if isinstance(exc, MCPError):
            if exc.code == CONNECTION_CLOSED:
                if connection is not None:
                    connection.mark_lost()
                return McpConnectionError(
                    f"MCP server {self.name!r} closed the connection during {what} "
                    f"({self._config.describe()}); the next request reconnects",
                    server=self.name,
                )
            if exc.code == REQUEST_TIMEOUT:
                return McpTimeoutError(
                    f"MCP server {self.name!r} did not answer {what} within {limit} s",
                    server=self.name,
                    timeout=limit,
                )
            return McpProtocolError(
                f"MCP server {self.name!r} answered {what} with error {exc.code}: {exc.message}",
                server=self.name,
                code=exc.code,
                data=exc.data,
            )
        if connection is not None:
            connection.mark_lost()
        return McpConnectionError(
            f"lost the connection to MCP server {self.name!r} during {what}: {exc}", server=self.name
        )

    async def _shutdown(self) -> None:
        connection = self._connection
        self._connection = None
        self._tools = None
        if connection is not None:
            await connection.stop()

    def _tools_changed(self) -> None:
        logger.debug("MCP server %r changed its tools", self.name)
        self.invalidate_tools()


def _progress_callback(reporter: ProgressReporter) -> ProgressFnT:
    async def on_progress(progress: float, total: float | None, message: str | None) -> None:
        reporter(progress, total, message)

    return on_progress


class _SessionRejected(Exception):
    """The server refused the session id of the connection; ``reason`` is its own message."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


async def _list_tools(client: Client, *, cursor: str | None) -> types.ListToolsResult:
    return await client.list_tools(cursor=cursor)


class _Connection:
    """One connection's life: its owner task enters the SDK client, waits, and leaves it."""

    def __init__(self, session: McpSession) -> None:
        self._session = session
        self.rejection: str | None = None
        loop = asyncio.get_running_loop()
        self.ready: asyncio.Future[Client] = loop.create_future()
        self._lost = asyncio.Event()
        self._stop = asyncio.Event()
        self._task = loop.create_task(self._own(), name=f"sprig-mcp-{session.name}")

    @property
    def alive(self) -> bool:
        return (
            self.ready.done()
            and not self.ready.cancelled()
            and self.ready.exception() is None
            and not (self._lost.is_set() or self._task.done())
        )

    @property
    def finished(self) -> bool:
        """Failed to connect, lost, or stopped: a new connection is needed."""
        if self.ready.done() and (self.ready.cancelled() or self.ready.exception() is not None):
            return True
        return self._lost.is_set() or self._stop.is_set() or self._task.done()

    def mark_lost(self) -> None:
        self._lost.set()

    def _rejected(self, method: str, reason: str) -> None:
        """The server no longer knows this session: requests fail from now on, so it is lost."""
        self.rejection = reason
        if method != "POST":  # nothing is waiting for an answer: drop the connection now
            self._lost.set()

    async def stop(self) -> None:
        self._stop.set()
        await asyncio.shield(self._task)

    async def _own(self) -> None:
        session = self._session
        config = session.config
        transport = config.transport(self._rejected) if isinstance(config, StreamableHttpServer) else config.transport()
        client = Client(
            _watched(transport, self._lost),
            mode=config.mode,
            message_handler=self._on_message,
            client_info=session._client_info,
            cache=None,
        )
        try:
            async with asyncio.timeout(config.connect_timeout):
                await client.__aenter__()
        except BaseException as exc:
            self._lost.set()
            if not self.ready.done():
                self.ready.set_exception(_connect_error(session, exc))
            self.ready.exception()  # retrieved, so an unawaited failure is not logged as a bug
            if isinstance(exc, asyncio.CancelledError):
                raise
            return
        listener: asyncio.Task[None] | None = None
        try:
            self.ready.set_result(client)
            if client.protocol_version in MODERN_PROTOCOL_VERSIONS and _announces_tool_changes(client):
                listener = asyncio.get_running_loop().create_task(self._listen(client))
            await _first_of(self._lost.wait(), self._stop.wait())
        finally:
            self._lost.set()
            if listener is not None:
                listener.cancel()
                await asyncio.gather(listener, return_exceptions=True)
            try:
                await client.__aexit__(None, None, None)
            except Exception:
                logger.debug("closing MCP connection to %r failed", session.name, exc_info=True)

    async def _listen(self, client: Client) -> None:
        """2026 servers announce changes on a ``subscriptions/listen`` stream, not as notifications."""
        try:
            async with client.listen(tools_list_changed=True) as subscription:
                async for event in subscription:
                    if isinstance(event, ToolsListChanged):
                        self._session._tools_changed()
        except asyncio.CancelledError:
            raise
        except Exception:
            logger.debug("MCP server %r: change subscription ended", self._session.name, exc_info=True)

    async def _on_message(self, message: IncomingMessage) -> None:
        if isinstance(message, types.ToolListChangedNotification):
            self._session._tools_changed()
        elif isinstance(message, Exception):
            logger.debug("MCP server %r transport error: %r", self._session.name, message)


def _announces_tool_changes(client: Client) -> bool:
    tools = client.server_capabilities.tools
    return bool(tools is not None and tools.list_changed)


async def _first_of(*waits: Awaitable[Any]) -> None:
    tasks = [asyncio.ensure_future(wait) for wait in waits]
    try:
        await asyncio.wait(tasks, return_when=asyncio.FIRST_COMPLETED)
    finally:
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)


def _connect_error(session: McpSession, exc: BaseException) -> McpError:
    where = f"MCP server {session.name!r} ({session.config.describe()})"
    if isinstance(exc, TimeoutError):
        return McpTimeoutError(
            f"{where} did not finish connecting within {session.config.connect_timeout} s",
            server=session.name,
            timeout=session.config.connect_timeout,
        )
    if isinstance(exc, asyncio.CancelledError):
        return McpConnectionError(f"connecting to {where} was cancelled", server=session.name)
    if isinstance(exc, MCPError):
        return McpProtocolError(
            f"{where} refused the connection: {exc.message}",
            server=session.name,
            code=exc.code,
            data=exc.data,
        )
    reason = _leaf(exc)
    return McpConnectionError(f"cannot connect to {where}: {type(reason).__name__}: {reason}", server=session.name)


def _leaf(exc: BaseException) -> BaseException:
    """The first real error inside (possibly nested) exception groups."""
    while isinstance(exc, BaseExceptionGroup) and exc.exceptions:
        exc = exc.exceptions[0]
    return exc


@asynccontextmanager
async def _watched(transport: AbstractAsyncContextManager[TransportStreams], lost: asyncio.Event) -> Any:
    async with transport as (read_stream, write_stream):
        yield _WatchedReadStream(read_stream, lost), write_stream


class _WatchedReadStream:
    """Passes messages through and sets ``lost`` when the server's side ends (EOF or close)."""

    def __init__(self, inner: Any, lost: asyncio.Event) -> None:
        self._inner = inner
        self._lost = lost

    @property
    def last_context(self) -> Any:
        return getattr(self._inner, "last_context", None)

    async def receive(self) -> Any:
        try:
            return await self._inner.receive()
        except (anyio.EndOfStream, anyio.ClosedResourceError, anyio.BrokenResourceError):
            self._lost.set()
            raise

    def __aiter__(self) -> _WatchedReadStream:
        return self

    async def __anext__(self) -> Any:
        try:
            return await self._inner.__anext__()
        except (StopAsyncIteration, anyio.ClosedResourceError, anyio.BrokenResourceError):
            self._lost.set()
            raise

    async def aclose(self) -> None:
        self._lost.set()
        await self._inner.aclose()

    async def __aenter__(self) -> _WatchedReadStream:
        await self._inner.__aenter__()
        return self

    async def __aexit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> bool | None:
        self._lost.set()
        result: bool | None = await self._inner.__aexit__(exc_type, exc, tb)
        return result


def _sprig_version() -> str:
    from sprig import __version__

    return __version__
