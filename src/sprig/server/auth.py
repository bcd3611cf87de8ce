"""API keys: who is calling, as an opaque owner id that never contains the key itself."""

from __future__ import annotations

import hashlib
import hmac
from collections.abc import Sequence

__all__ = ["ANONYMOUS", "KeyRing"]

ANONYMOUS = "anonymous"
"""The owner of every conversation when the server runs without API keys."""


def _owner_of(key: str) -> str:
    return "key-" + hashlib.sha256(key.encode()).hexdigest()[:24]


class KeyRing:
    """The accepted API keys. ``owner(header)`` names the caller, or ``None`` when refused.

    Keys are compared in constant time. ``Authorization: Bearer KEY`` is the only form: a
    credential the browser attaches by itself (Basic auth, a cookie) would let any page the user
    visits send requests under the key. The chat page keeps the key in its own storage and sends
    it as a bearer header.
    """

    def __init__(self, keys: Sequence[str] = ()) -> None:
        cleaned = [k for k in keys if isinstance(k, str)]
        if len(cleaned) != len(keys) or any(not k.strip() or len(k) > 512 for k in cleaned):
            raise ValueError("API keys must be non-empty strings of at most 512 characters")
        self._keys = {k.encode(): _owner_of(k) for k in cleaned}

    @property
    def enabled(self) -> bool:
        """Whether keys are required."""
        return bool(self._keys)

    def owner(self, authorization: str | None) -> str | None:
        """The owner id for an ``Authorization`` header value; ``None`` when it carries no valid key."""
        if not self._keys:
            return ANONYMOUS
        key = _credential(authorization or "")
        if key is None:
            return None
        found: str | None = None
        for known, owner in self._keys.items():
            if hmac.compare_digest(known, key):
                found = owner
        return found


def _credential(header: str) -> bytes | None:
    scheme, _, value = header.strip().partition(" ")
    value = value.strip()
    if scheme.lower() == "bearer" and value:
        return value.encode()
    return None
