"""Running the app on uvicorn: loopback by default, refusing a public address without keys.

SIGTERM (or Ctrl-C) stops accepting connections, lets running streams finish for ``grace``
seconds, then cancels what is left (a cancelled run saves nothing).

Connections are bounded: at most ``limit_concurrency`` at once (1,000 by default; a request
beyond it gets 503), and a client has ``header_timeout`` seconds (10) to send its request line and
headers, after which the connection is closed (slow-header connections cannot pile up); between
requests, an idle kept-alive connection is closed after ``keepalive_timeout`` seconds (5).
"""

from __future__ import annotations

import asyncio
import math
import socket
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from sprig._hosts import is_loopback

if TYPE_CHECKING:
    from starlette.types import ASGIApp

__all__ = ["InsecureBindError", "aserve", "check_bind", "is_loopback", "serve"]


class InsecureBindError(ValueError):
    """A non-loopback address was asked for without API keys (and without ``insecure=True``)."""


def check_bind(host: str, *, has_keys: bool, insecure: bool = False) -> None:
    """Refuse to expose a server without keys on a non-loopback address unless ``insecure``."""
    if not is_loopback(host) and not has_keys and not insecure:
        raise InsecureBindError(
            f"refusing to listen on {host} without API keys: anyone who can reach it could use the agent; "
            "give --api-key KEY (or pass --insecure if that is what you want)"
        )


LIMIT_CONCURRENCY = 1000
"""The most connections ``sprig serve`` keeps at once by default (``--limit-concurrency``)."""

HEADER_TIMEOUT = 10.0
"""Seconds a new connection has to send its request line and headers (``--header-timeout``)."""

KEEPALIVE_TIMEOUT = 5.0
"""Seconds an idle kept-alive connection stays open between requests."""


def _header_timeout_protocol(seconds: float) -> type[asyncio.Protocol]:
    """uvicorn's h11 protocol with a deadline for each request's headers.

    uvicorn's keep-alive timer stops at the first byte a client sends, so a client that sends its
    headers slowly (or never finishes them) would hold its connection forever. Here a deadline
    runs whenever the connection waits for a request's headers (from when it is made, and again
    after each response) and closes the connection when it passes; it stops once the headers are
    complete, so a long body upload or a long stream is not cut.
    """
    import h11
    from uvicorn.protocols.http.h11_impl import H11Protocol

    class HeaderTimeoutProtocol(H11Protocol):
        _deadline: asyncio.TimerHandle | None = None

        def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
            super().connection_made(transport)
            self._arm()

        def connection_lost(self, exc: Exception | None) -> None:
            self._disarm()
            super().connection_lost(exc)

        def handle_events(self) -> None:
            super().handle_events()
            if self.conn.their_state is not h11.IDLE:  # the headers are in
                self._disarm()

        def on_response_complete(self) -> None:
            super().on_response_complete()
            if self.conn.their_state is h11.IDLE and not self.transport.is_closing():
                self._arm()

        def _arm(self) -> None:
            if self._deadline is None:
                self._deadline = self.loop.call_later(seconds, self._expire)

        def _disarm(self) -> None:
            if self._deadline is not None:
                self._deadline.cancel()
                self._deadline = None

        def _expire(self) -> None:
            self._deadline = None
            if self.conn.their_state is h11.IDLE and not self.transport.is_closing():
                self.transport.close()

    return HeaderTimeoutProtocol


async def aserve(
    app: ASGIApp,
    *,
    host: str = "127.0.0.1",
    port: int = 8000,
    has_keys: bool = False,
    insecure: bool = False,
    grace: float = 10.0,
    on_listen: Callable[[str], None] | None = None,
    limit_concurrency: int | None = LIMIT_CONCURRENCY,
    header_timeout: float = HEADER_TIMEOUT,
    keepalive_timeout: float = KEEPALIVE_TIMEOUT,
) -> None:
    """Serve ``app`` on uvicorn until SIGTERM / SIGINT; ``on_listen(url)`` is called once listening.

    ``limit_concurrency``: the most connections at once (beyond it a request gets 503; ``None``: no
    limit). ``header_timeout``: seconds a new connection has to send its request headers.
    ``keepalive_timeout``: seconds an idle kept-alive connection stays open.
    An address that cannot be listened on (a busy port) raises :class:`~sprig._listen.ListenError`
    (an ``OSError``) saying ``cannot listen on HOST:PORT: ...``.
    """
    import uvicorn

    from sprig._listen import bind_socket

    check_bind(host, has_keys=has_keys, insecure=insecure)
    if limit_concurrency is not None and limit_concurrency < 1:
        raise ValueError(f"limit_concurrency must be a positive int or None, got {limit_concurrency!r}")
    if not 0 < header_timeout < float("inf") or not 0 < keepalive_timeout < float("inf"):
        raise ValueError("header_timeout and keepalive_timeout must be positive numbers of seconds")
    sock = bind_socket(host, port)
    config = uvicorn.Config(
        app,
        host=host,
        port=port,
        log_level="warning",
        lifespan="off",
        timeout_graceful_shutdown=max(0, math.ceil(grace)),  # uvicorn counts whole seconds
        access_log=False,
        http=_header_timeout_protocol(header_timeout),
        limit_concurrency=limit_concurrency,
        timeout_keep_alive=max(1, math.ceil(keepalive_timeout)),  # whole seconds too
    )
    ready = asyncio.Event()

    class Server(uvicorn.Server):
        async def startup(self, sockets: list[socket.socket] | None = None) -> None:
            await super().startup(sockets)
            ready.set()

    server = Server(config)
    task = asyncio.ensure_future(server.serve(sockets=[sock]))
    waiter = asyncio.ensure_future(ready.wait())
    await asyncio.wait({task, waiter}, return_when=asyncio.FIRST_COMPLETED)
    waiter.cancel()
    if server.started and on_listen is not None:
        bound_port = server.servers[0].sockets[0].getsockname()[1]
        shown = f"[{host}]" if ":" in host else host
        on_listen(f"http://{shown}:{bound_port}/")
    try:
        await task
    finally:
        sock.close()


def serve(
    app: ASGIApp,
    *,
    host: str = "127.0.0.1",
    port: int = 8000,
    api_keys: Sequence[str] = (),
    insecure: bool = False,
    grace: float = 10.0,
    on_listen: Callable[[str], None] | None = print,
    limit_concurrency: int | None = LIMIT_CONCURRENCY,
    header_timeout: float = HEADER_TIMEOUT,
) -> None:
    """Blocking :func:`aserve` (``api_keys`` only tells whether the app requires keys)."""
    asyncio.run(
        aserve(
            app,
            host=host,
            port=port,
            has_keys=bool(api_keys),
            insecure=insecure,
            grace=grace,
            on_listen=on_listen,
            limit_concurrency=limit_concurrency,
            header_timeout=header_timeout,
        )
    )
