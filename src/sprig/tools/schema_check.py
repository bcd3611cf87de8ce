"""Checking argument JSON against a tool's JSON schema, for tools without a validator of their own."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import jsonschema
import orjson

from sprig.tools.definition import ToolDefinition
from sprig.tools.errors import ArgumentIssue, ToolArgumentError

__all__ = ["check_arguments"]

_MAX_ISSUES = 5


@lru_cache(maxsize=256)
def _validator_for(schema_json: bytes) -> Any:
    schema = orjson.loads(schema_json)
    cls = jsonschema.validators.validator_for(schema, default=jsonschema.Draft202012Validator)
    cls.check_schema(schema)
    return cls(schema)


def _validator(definition: ToolDefinition) -> Any:
    return _validator_for(orjson.dumps(definition.schema_dict(), option=orjson.OPT_SORT_KEYS))


def check_arguments(definition: ToolDefinition, arguments: str) -> Any:
    """Return the parsed arguments, or raise :class:`ToolArgumentError` naming what is wrong."""
    name = definition.name
    text = arguments or "{}"
    try:
        value = orjson.loads(text)
    except orjson.JSONDecodeError as exc:
        raise ToolArgumentError(
            f"Invalid arguments for tool {name!r}: the arguments are not valid JSON ({exc}).",
            tool_name=name,
            issues=(ArgumentIssue((), "not valid JSON", "json_invalid"),),
            arguments=text,
            invalid_json=True,
        ) from None
    if value is None:
        value = {}
    try:
        validator = _validator(definition)
    except (jsonschema.SchemaError, TypeError):
        return value  # a schema we cannot check with: the tool itself decides
    issues = [
        ArgumentIssue(tuple(error.absolute_path), error.message, str(error.validator))
        for error in list(validator.iter_errors(value))[:_MAX_ISSUES]
    ]
    if not isinstance(value, dict) and not issues:
        issues.append(ArgumentIssue((), "must be a JSON object of named parameters", "model_type"))
    if issues:
        detail = "; ".join(str(issue) for issue in issues)
        raise ToolArgumentError(
            f"Invalid arguments for tool {name!r}: {detail}.", tool_name=name, issues=issues, arguments=text
        )
    return value
