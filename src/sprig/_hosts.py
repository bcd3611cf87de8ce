"""Which ``Host`` and ``Origin`` a sprig HTTP listener accepts (``sprig serve`` and ``sprig mcp serve``).

A browser page from anywhere can send requests to a server on this machine (cross-site request
forgery) and, by rebinding its own DNS name to ``127.0.0.1``, read the answers (DNS rebinding).
Both are refused by checking the request's ``Host`` and ``Origin`` against the names the server is
known by:

- the loopback names (``127.0.0.1``, ``localhost``, ``[::1]``) always;
- the bound address when it is a specific one; on a wildcard address (``0.0.0.0``, ``::``) this
  machine's host name, fully qualified name and the addresses it resolves to;
- the names given with ``--allowed-host`` (``"*"`` turns the checks off).

Any port is accepted with an allowed name in ``Host``. ``Origin`` must be the server's own (the
scheme, name and port of the ``Host`` it was sent to) or carry a name given with ``--allowed-host``, so
a page on another port of this machine is foreign too. A request without ``Origin`` (any client that
is not a browser) passes the Origin check.
"""

from __future__ import annotations

import ipaddress
import socket
from collections.abc import Iterable, Sequence
from urllib.parse import urlsplit

__all__ = ["LOOPBACK_NAMES", "HostCheck", "bind_names", "bracketed", "is_loopback"]

LOOPBACK_NAMES = ("127.0.0.1", "localhost", "[::1]")
_WILDCARDS = ("0.0.0.0", "::", "[::]", "")


def is_loopback(host: str) -> bool:
    """Whether ``host`` (an address or ``localhost``) only accepts connections from this machine."""
    if host.strip().strip("[]").lower() == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip().strip("[]")).is_loopback
    except ValueError:
        return False


def bracketed(name: str) -> str:
    """``name`` lower-cased, an IPv6 address in brackets (as it appears in a ``Host`` header)."""
    name = name.strip()
    if ":" in name and not name.startswith("["):
        try:
            if isinstance(ipaddress.ip_address(name), ipaddress.IPv6Address):
                return f"[{name}]"
        except ValueError:
            pass
    return name.lower()


def bind_names(host: str) -> list[str]:
    """The names a listener bound to ``host`` is reached by, besides the loopback names."""
    if host.strip() in _WILDCARDS:
        return _this_machine()
    return [bracketed(host)]


def _this_machine() -> list[str]:
    names = [socket.gethostname(), socket.getfqdn()]
    try:
        infos = socket.getaddrinfo(socket.gethostname(), None)
    except OSError:
        infos = []
    names.extend(str(info[4][0]) for info in infos)
    return [bracketed(name) for name in names if name]


def _host_name(netloc: str) -> str:
    """The name of a ``host[:port]`` (an IPv6 address keeps its brackets)."""
    netloc = netloc.strip().lower()
    if netloc.startswith("["):
        end = netloc.find("]")
        return netloc[: end + 1] if end > 0 else netloc
    return netloc.rpartition(":")[0] if ":" in netloc else netloc


class HostCheck:
    """The ``Host`` and ``Origin`` a listener accepts: the loopback names plus ``names`` (``"*"``: all).

    Args:
        names: more names (host names or addresses, without port) the server is reached by; pages
            served under them may call it too.
        bound: names of the listener's own address (:func:`bind_names`): accepted in ``Host``,
            and in ``Origin`` only as the server's own origin.
    """

    def __init__(self, names: Iterable[str] = (), *, bound: Iterable[str] = ()) -> None:
        given = [n for n in names if n and n.strip()]
        self.off = "*" in given
        self._origins = frozenset(bracketed(n) for n in given if n != "*")
        self.names = frozenset(bracketed(n) for n in (*LOOPBACK_NAMES, *bound)) | self._origins

    @classmethod
    def for_bind(cls, host: str, allowed_hosts: Sequence[str] = ()) -> HostCheck:
        """The check for a listener bound to ``host`` (see :func:`bind_names`) plus ``allowed_hosts``."""
        return cls(allowed_hosts, bound=bind_names(host))

    def host_ok(self, host: str | None) -> bool:
        """Whether a request's ``Host`` header names this server."""
        if self.off:
            return True
        return bool(host) and _host_name(host or "") in self.names

    def origin_ok(self, origin: str | None, host: str | None) -> bool:
        """Whether a request's ``Origin`` header (``None`` when absent) is a page of this server: the
        origin of the ``host`` it was sent to, or one whose name was given explicitly."""
        if self.off or origin is None:
            return True
        parts = urlsplit(origin.strip().lower())
        if parts.scheme not in ("http", "https") or not parts.netloc:
            return False  # "null" (a sandboxed frame, a file), or anything that is not a web origin
        default = ":443" if parts.scheme == "https" else ":80"
        if host and parts.netloc.removesuffix(default) == host.strip().lower().removesuffix(default):
            return True
        return _host_name(parts.netloc) in self._origins

    def patterns(self) -> tuple[list[str], list[str]]:
        """The allowed hosts and origins as ``name`` / ``name:*`` patterns (the MCP SDK's form)."""
        hosts = [pattern for name in sorted(self.names) for pattern in (name, f"{name}:*")]
        origins = [f"{scheme}://{pattern}" for scheme in ("http", "https") for pattern in hosts]
        return hosts, origins
