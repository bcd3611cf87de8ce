"""Running the app on uvicorn: loopback by default, refusing a public address without keys.

SIGTERM (or Ctrl-C) stops accepting connections, lets running streams finish for ``grace``
seconds, then cancels what is left (a cancelled run saves nothing).
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


async def aserve(
    app: ASGIApp,
    *,
    host: str = "127.0.0.1",
    port: int = 8000,
    has_keys: bool = False,
    insecure: bool = False,
    grace: float = 10.0,
    on_listen: Callable[[str], None] | None = None,
) -> None:
    """Serve ``app`` on uvicorn until SIGTERM / SIGINT; ``on_listen(url)`` is called once listening.

    An address that cannot be listened on (a busy port) raises :class:`~sprig._listen.ListenError`
    (an ``OSError``) saying ``cannot listen on HOST:PORT: ...``.
    """
    import uvicorn

    from sprig._listen import bind_socket

    check_bind(host, has_keys=has_keys, insecure=insecure)
    sock = bind_socket(host, port)
    config = uvicorn.Config(
        app,
        host=host,
        port=port,
        log_level="warning",
        lifespan="off",
        timeout_graceful_shutdown=max(0, math.ceil(grace)),  # uvicorn counts whole seconds
        access_log=False,
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
) -> None:
    """Blocking :func:`aserve` (``api_keys`` only tells whether the app requires keys)."""
    asyncio.run(
        aserve(app, host=host, port=port, has_keys=bool(api_keys), insecure=insecure, grace=grace, on_listen=on_listen)
    )
