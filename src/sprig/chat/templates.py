"""``{name}`` placeholders in system and user text."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

__all__ = ["render"]

_PLACEHOLDER = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*)\}")


def render(template: str, params: Mapping[str, Any]) -> str:
    """Replace ``{name}`` with ``params[name]``; text without params is returned unchanged.

    Braces that do not form a ``{name}`` placeholder (JSON examples, say) are left alone. A
    placeholder without a value is an error that names it.
    """
    if not params:
        return template
    missing = sorted({m.group(1) for m in _PLACEHOLDER.finditer(template)} - params.keys())
    if missing:
        raise ValueError(f"template parameters without a value: {', '.join(missing)}")
    return _PLACEHOLDER.sub(lambda m: str(params[m.group(1)]), template)
