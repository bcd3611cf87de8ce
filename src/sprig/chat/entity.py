"""Structured output: the schema of a Python type, instructions for the model, and parsing."""

from __future__ import annotations

import json
import re
from typing import TYPE_CHECKING, Any, TypeVar

if TYPE_CHECKING:
    from pydantic import TypeAdapter

# pydantic is imported on first use, so that importing the chat client stays light.

__all__ = ["EntityParseError", "extract_json", "format_instructions", "json_schema_of", "parse_entity"]

T = TypeVar("T")

_FENCE = re.compile(r"```(?:json|JSON)?\s*\n?(.*?)```", re.DOTALL)


class EntityParseError(ValueError):
    """The reply could not be parsed into the requested type; ``raw_text`` keeps the reply."""

    def __init__(self, message: str, raw_text: str, output_type: Any, errors: list[dict[str, Any]] | None = None):
        super().__init__(message)
        self.raw_text = raw_text
        self.output_type = output_type
        self.errors = errors or []


_adapters: dict[Any, TypeAdapter[Any]] = {}


def _adapter(output_type: Any) -> TypeAdapter[Any]:
    from pydantic import TypeAdapter

    try:
        adapter = _adapters.get(output_type)
    except TypeError:  # unhashable type expression
        return TypeAdapter(output_type)
    if adapter is None:
        adapter = _adapters[output_type] = TypeAdapter(output_type)
    return adapter


def json_schema_of(output_type: Any) -> dict[str, Any]:
    """The JSON schema of a pydantic model, dataclass, ``list[...]``, ``dict`` or other type."""
    schema: dict[str, Any] = _adapter(output_type).json_schema()
    return schema


def format_instructions(schema: dict[str, Any]) -> str:
    """Text asking the model for JSON that follows ``schema``."""
    return (
        "Reply with JSON only: one RFC 8259 JSON value, no explanations before or after it and no "
        "markdown code fences. The JSON must validate against this JSON Schema:\n"
        + json.dumps(schema, ensure_ascii=False)
    )


def extract_json(text: str) -> str:
    """The JSON part of a reply: the inside of a code fence, or the text itself, stripped."""
    match = _FENCE.search(text)
    return (match.group(1) if match else text).strip()


def parse_entity(text: str, output_type: type[T] | Any) -> T:
    """Parse and validate a reply into ``output_type``; raise :class:`EntityParseError` if it fails."""
    from pydantic import ValidationError

    candidate = extract_json(text)
    try:
        value: T = _adapter(output_type).validate_json(candidate)
        return value
    except ValidationError as error:
        name = getattr(output_type, "__name__", str(output_type))
        raise EntityParseError(
            f"the reply is not a valid {name}: {error.errors(include_url=False)[:3]}",
            text,
            output_type,
            [dict(e) for e in error.errors(include_url=False)],
        ) from error
