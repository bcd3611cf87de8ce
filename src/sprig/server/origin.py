"""Refuse requests a browser was tricked into sending: a foreign ``Host`` (DNS rebinding) or ``Origin``.

A page on another site can make the user's browser send requests to a server on their machine
(cross-site request forgery), and a site whose DNS name is rebound to ``127.0.0.1`` can even read
the answers. The checks are :class:`sprig._hosts.HostCheck`'s, the same ``sprig mcp serve`` uses:
``Host`` must name this server (``421`` otherwise) and ``Origin``, when a browser sends one, must
be the server's own page (``403`` otherwise). ``/healthz`` is exempt (it says nothing). JSON bodies
need ``Content-Type: application/json`` (:func:`sprig.server.http.read_json`), which a foreign page
cannot send without a CORS preflight that this server never grants.
"""

from __future__ import annotations

from starlette.types import ASGIApp, Receive, Scope, Send

from sprig._hosts import HostCheck
from sprig.server.http import ApiError, error_response

__all__ = ["HostOriginMiddleware"]

_EXEMPT = frozenset({"/healthz"})


class HostOriginMiddleware:
    """ASGI middleware: ``421`` for a ``Host`` that does not name this server, ``403`` for a foreign ``Origin``."""

    def __init__(self, app: ASGIApp, check: HostCheck) -> None:
        self.app = app
        self.check = check

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or self.check.off or scope["path"] in _EXEMPT:
            await self.app(scope, receive, send)
            return
        host: str | None = None
        origin: str | None = None
        for name, value in scope.get("headers", ()):
            if name == b"host":
                host = value.decode("latin-1")
            elif name == b"origin":
                origin = value.decode("latin-1")
        error: ApiError | None = None
        if not self.check.host_ok(host):
            error = ApiError(
                421,
                f"this server does not answer to Host {host!r}; start it with --allowed-host NAME "
                "(create_app(allowed_hosts=[...])) to add a name",
                code="invalid_host",
            )
        elif not self.check.origin_ok(origin, host):
            error = ApiError(403, f"requests from pages of {origin!r} are refused", code="invalid_origin")
        if error is not None:
            await error_response(error)(scope, receive, send)
            return
        await self.app(scope, receive, send)
