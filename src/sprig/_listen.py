"""Binding a listening socket before uvicorn starts, so a busy port is one clear error.

uvicorn logs a bind failure and raises ``SystemExit``, which is neither one line nor catchable as
an ``OSError``; binding here first turns it into :class:`ListenError` naming the address, and the
bound socket is handed to uvicorn.
"""

from __future__ import annotations

import errno
import socket

__all__ = ["ListenError", "bind_socket"]


class ListenError(OSError):
    """The address cannot be listened on: ``cannot listen on HOST:PORT: reason``."""


def _reason(exc: OSError) -> str:
    if exc.errno == errno.EADDRINUSE:
        return "the port is in use by another program (pick another with --port, or 0 for any free one)"
    if exc.errno == errno.EACCES:
        return "permission denied (ports below 1024 need privileges)"
    if exc.errno == errno.EADDRNOTAVAIL:
        return "this machine has no such address"
    return exc.strerror or str(exc)


def bind_socket(host: str, port: int) -> socket.socket:
    """A TCP socket bound to ``host:port`` (``SO_REUSEADDR``, as uvicorn binds), ready for ``listen``."""
    shown = f"[{host}]:{port}" if ":" in host else f"{host}:{port}"
    try:
        family, kind, proto, _, address = socket.getaddrinfo(
            host or None, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE
        )[0]
    except socket.gaierror as exc:
        raise ListenError(exc.errno, f"cannot listen on {shown}: unknown host ({exc.strerror})") from exc
    sock = socket.socket(family, kind, proto)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        if family == socket.AF_INET6:
            sock.setsockopt(socket.IPPROTO_IPV6, socket.IPV6_V6ONLY, 1)
        sock.bind(address)
    except OSError as exc:
        sock.close()
        raise ListenError(exc.errno, f"cannot listen on {shown}: {_reason(exc)}") from exc
    sock.set_inheritable(True)
    return sock
