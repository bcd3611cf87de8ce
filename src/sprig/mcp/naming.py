"""Tool names for MCP tools: provider-safe characters, per-server prefixes, de-duplication."""

from __future__ import annotations

import re
from collections.abc import Iterable

__all__ = ["MAX_TOOL_NAME_LENGTH", "prefixed_name", "sanitize_tool_name", "unique_tool_names"]

MAX_TOOL_NAME_LENGTH = 64
_UNSAFE = re.compile(r"[^A-Za-z0-9_-]")


def sanitize_tool_name(name: str) -> str:
    """``name`` with every character providers refuse (outside ``[A-Za-z0-9_-]``) replaced by ``_``,
    cut to 64 characters (OpenAI's limit). The original name is still the one sent to the server."""
    return _UNSAFE.sub("_", name)[:MAX_TOOL_NAME_LENGTH] or "_"


def prefixed_name(prefix: str | None, name: str) -> str:
    """``prefix_name``; a prefix that already ends in ``_`` or ``-`` is used as it is."""
    if not prefix:
        return name
    separator = "" if prefix.endswith(("_", "-")) else "_"
    return f"{prefix}{separator}{name}"


def unique_tool_names(names: Iterable[str]) -> list[str]:
    """The names in order, with later duplicates renamed as Spring AI does.

    The first occurrence keeps its name; the next ones become ``alt_1_NAME``, ``alt_2_NAME``...
    (skipping any alternative that is already used).
    """
    used: set[str] = set()
    counters: dict[str, int] = {}
    result: list[str] = []
    for name in names:
        candidate = name
        if candidate in used:
            count = counters.get(name, 0)
            while candidate in used:
                count += 1
                candidate = f"alt_{count}_{name}"
            counters[name] = count
        used.add(candidate)
        result.append(candidate)
    return result
