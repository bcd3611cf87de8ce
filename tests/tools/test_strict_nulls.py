"""Strict mode: wherever the schema lets the model send ``null`` for an optional property, the
arguments validate (the default applies): in tuples, dict values and lists too, not only at the top."""

from __future__ import annotations

from typing import Any

import orjson
from pydantic import BaseModel

from sprig.tools import resolve_tool_callbacks, tool


class Point(BaseModel):
    x: int
    label: str = "p"


@tool(strict=True)
def shapes(
    pair: tuple[Point, Point],
    named: dict[str, Point],
    many: list[Point],
    maybe: dict[str, Point] | None = None,
) -> str:
    return orjson.dumps(
        {
            "pair": [p.label for p in pair],
            "named": {k: p.label for k, p in named.items()},
            "many": [p.label for p in many],
            "maybe": {k: p.label for k, p in (maybe or {}).items()},
        }
    ).decode()


def _nullable_paths(node: Any, defs: dict[str, Any], path: str = "") -> list[str]:
    """Every place the strict schema offers ``null`` for an optional property."""
    if "$ref" in node:
        node = defs[node["$ref"].rsplit("/", 1)[-1]]
    found = []
    for key, sub in node.get("properties", {}).items():
        if {"type": "null"} in sub.get("anyOf", []):
            found.append(f"{path}.{key}")
        found += _nullable_paths(sub, defs, f"{path}.{key}")
    for branch in node.get("anyOf", []):
        found += _nullable_paths(branch, defs, path)
    for index, sub in enumerate(node.get("prefixItems", [])):
        found += _nullable_paths(sub, defs, f"{path}[{index}]")
    if isinstance(node.get("additionalProperties"), dict):
        found += _nullable_paths(node["additionalProperties"], defs, f"{path}{{}}")
    if isinstance(node.get("items"), dict):
        found += _nullable_paths(node["items"], defs, f"{path}[]")
    return found


async def test_nulls_the_strict_schema_allows_validate_at_every_depth() -> None:
    callback = resolve_tool_callbacks(shapes)[0]
    schema = callback.definition.schema_dict()
    paths = _nullable_paths(schema, schema.get("$defs", {}))
    assert {".pair[0].label", ".pair[1].label", ".named{}.label", ".many[].label", ".maybe{}.label"} <= set(paths)
    arguments = {
        "pair": [{"x": 1, "label": None}, {"x": 2, "label": "b"}],
        "named": {"a": {"x": 3, "label": None}},
        "many": [{"x": 4, "label": None}],
        "maybe": {"b": {"x": 5, "label": None}},
    }
    result = orjson.loads(await callback.acall(orjson.dumps(arguments).decode()))
    assert result == {"pair": ["p", "b"], "named": {"a": "p"}, "many": ["p"], "maybe": {"b": "p"}}
    assert orjson.loads(await callback.acall(orjson.dumps({**arguments, "maybe": None}).decode()))["maybe"] == {}
