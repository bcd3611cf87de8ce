"""Input schemas from MCP servers, made acceptable to every model provider."""

from __future__ import annotations

import copy
from collections.abc import Mapping
from typing import Any

__all__ = ["normalize_input_schema"]


def normalize_input_schema(schema: Mapping[str, Any] | None) -> dict[str, Any]:
    """A deep copy of ``schema`` that is a valid tool input schema.

    Servers in the wild send schemas without ``type`` (or with none at all), objects without
    ``properties``, and ``required`` that is not a list; providers reject each of these. The
    fixes: a missing schema becomes an empty object schema, a missing ``type`` becomes
    ``"object"``, an object without ``properties`` gets ``{}``, a ``required`` that is not a list
    of strings is dropped, and the draft marker ``$schema`` (refused by some providers) is removed.
    """
    if not isinstance(schema, Mapping):
        return {"type": "object", "properties": {}}
    result: dict[str, Any] = copy.deepcopy(dict(schema))
    result.pop("$schema", None)
    if "type" not in result:
        result["type"] = "object"
    if result["type"] == "object" and not isinstance(result.get("properties"), Mapping):
        result["properties"] = {}
    required = result.get("required")
    if required is not None and not (isinstance(required, list) and all(isinstance(r, str) for r in required)):
        del result["required"]
    return result
