"""Who may call ``sprig mcp serve --transport http``: bearer tokens, bind policy, Host/Origin checks.

Rules (the README's MCP section says the same):

- **Bearer tokens.** With one or more tokens (``--token``, or ``SPRIG_MCP_TOKEN``), every HTTP
  request must carry ``Authorization: Bearer TOKEN``; anything else gets ``401`` with
  ``WWW-Authenticate: Bearer`` before it reaches the MCP machinery. Tokens are compared in
  constant time and never logged.
- **Bind policy.** A loopback address (``127.0.0.1``, ``::1``, ``localhost``) may be served
  without a token. Any other address (``0.0.0.0`` among them) is refused without a token
  unless ``insecure=True`` (``--insecure``) says so explicitly.
- **Host and Origin checks stay on** whatever the address: they defend against DNS rebinding
  and still matter when a token leaks or ``--insecure`` is given. On
  loopback the allowed hosts are the loopback names; on a specific address, that address as
  well; on a wildcard address (``0.0.0.0``, ``::``), this machine's host name, fully qualified
  name and the addresses it resolves to. ``allowed_hosts`` adds names (``--allowed-host``);
  ``"*"`` turns the checks off (logged as a warning). A request without ``Origin`` (any
  non-browser client) passes the Origin check, as the MCP SDK does.
"""

from __future__ import annotations

import hmac
import logging
from collections.abc import Sequence

from mcp.server.transport_security import TransportSecuritySettings
from starlette.datastructures import Headers
from starlette.responses import JSONResponse
from starlette.types import ASGIApp, Receive, Scope, Send

from sprig._hosts import HostCheck, is_loopback

__all__ = [
    "TOKEN_ENV",
    "BearerTokenMiddleware",
    "InsecureBindError",
    "check_bind",
    "is_loopback",
    "transport_security",
]

logger = logging.getLogger("sprig.mcp")

TOKEN_ENV = "SPRIG_MCP_TOKEN"
"""The environment variable ``sprig mcp serve`` reads a bearer token from (``--token`` wins)."""

class InsecureBindError(ValueError):
    """A non-loopback address was to be served without a token and without ``insecure=True``."""


def check_bind(host: str, tokens: Sequence[str], *, insecure: bool) -> None:
    """Refuse to serve a non-loopback ``host`` without a token, unless ``insecure``."""
    if any(not token for token in tokens):
        raise ValueError("an empty bearer token is not allowed")
    if is_loopback(host) or tokens:
        return
    if insecure:
        logger.warning("serving %s without a bearer token (--insecure): anyone reaching it may call the tools", host)
        return
    raise InsecureBindError(
        f"refusing to serve {host} without a bearer token: anyone on the network could call the tools. "
        f"Give --token (or set {TOKEN_ENV}), bind 127.0.0.1, or pass --insecure"
    )


def transport_security(host: str, allowed_hosts: Sequence[str] = ()) -> TransportSecuritySettings:
    """Host/Origin checks for serving on ``host`` (see the module docstring for the rules)."""
    check = HostCheck.for_bind(host, allowed_hosts)
    if check.off:
        logger.warning("Host/Origin checks are off (--allowed-host '*'): DNS rebinding is not prevented")
        return TransportSecuritySettings(enable_dns_rebinding_protection=False)
    hosts, origins = check.patterns()
    return TransportSecuritySettings(enable_dns_rebinding_protection=True, allowed_hosts=hosts, allowed_origins=origins)


class BearerTokenMiddleware:
    """ASGI middleware: HTTP requests without one of ``tokens`` as a bearer token get ``401``
    (``/.well-known/...`` discovery documents: ``404``, as sprig serves no OAuth)."""

    def __init__(self, app: ASGIApp, tokens: Sequence[str]) -> None:
        if not tokens or any(not token for token in tokens):
            raise ValueError("BearerTokenMiddleware needs non-empty tokens")
        self.app = app
        self._tokens = [token.encode() for token in tokens]

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or self._authorised(Headers(scope=scope).get("authorization", "")):
            await self.app(scope, receive, send)
            return
        if str(scope.get("path", "")).startswith("/.well-known/"):
            # OAuth discovery (RFC 9728, RFC 8414): there is none; a 404 tells MCP clients (the
            # Inspector, the TypeScript SDK) that plain bearer tokens are the whole story
            await JSONResponse({"error": "not_found"}, status_code=404)(scope, receive, send)
            return
        response = JSONResponse(
            {"error": "invalid_token", "error_description": "a valid bearer token is required"},
            status_code=401,
            headers={"WWW-Authenticate": 'Bearer realm="sprig-mcp", error="invalid_token"'},
        )
        await response(scope, receive, send)

    def _authorised(self, header: str) -> bool:
        scheme, _, presented = header.partition(" ")
        if scheme.lower() != "bearer" or not presented.strip():
            return False
        candidate = presented.strip().encode()
        # compare against every token, so the time taken does not tell which one nearly matched
        return any([hmac.compare_digest(candidate, token) for token in self._tokens])
