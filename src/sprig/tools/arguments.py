"""Turning the model's argument text into validated values, or into a precise error.

Parsing and validation happen in one pass in pydantic-core (``validate_json``), in pydantic's
lax mode (``"5"`` is accepted for an ``int``, ``12345`` for a ``str``); parameters not in the
schema are errors. Empty arguments and ``null`` mean ``{}``. For strict-mode tools, whose schema lets the model send
``null`` for an optional parameter, such ``null`` values are dropped first so that the
parameter's default applies.
"""

from __future__ import annotations

import reprlib
from collections.abc import Callable, Mapping
from typing import Any

import orjson
from pydantic import ValidationError

from sprig.tools.errors import ArgumentIssue, ToolArgumentError
from sprig.tools.schema import needs_null_stripping, strip_nulls

__all__ = ["ArgumentParser"]

_OBJECT_TYPE_ERRORS = frozenset({"model_type", "dataclass_type", "dict_type", "model_attributes_type"})
_REPR = reprlib.Repr()
_REPR.maxlevel = 3
_JSON_TYPES: dict[type, str] = {list: "array", str: "string", int: "number", float: "number", bool: "boolean"}


class ArgumentParser:
    """Parses and validates one tool's arguments with validators built once."""

    __slots__ = ("_defs", "_loose_schema", "_strip", "_tool_name", "_validate_json", "_validate_python")

    def __init__(
        self,
        tool_name: str,
        validate_json: Callable[[str], Any],
        validate_python: Callable[[Any], Any],
        loose_schema: Mapping[str, Any],
        *,
        strict: bool,
    ) -> None:
        self._tool_name = tool_name
        self._validate_json = validate_json
        self._validate_python = validate_python
        self._loose_schema = loose_schema
        self._defs: Mapping[str, Any] = loose_schema.get("$defs", {})
        self._strip = strict and needs_null_stripping(loose_schema)

    def parse(self, arguments: str | None) -> Any:
        """Validate ``arguments`` (JSON text) and return the validated value."""
        text = arguments or "{}"
        if len(text) < 8 and text.strip() in ("", "null"):
            text = "{}"
        try:
            if not self._strip:
                return self._validate_json(text)
            try:
                data = orjson.loads(text)
            except orjson.JSONDecodeError as exc:
                raise self._invalid_json(str(exc), text) from None
            strip_nulls(data, self._loose_schema, self._defs)
            return self._validate_python(data)
        except ValidationError as exc:
            raise self._error(exc, text) from None

    def _invalid_json(self, detail: str, text: str) -> ToolArgumentError:
        issue = ArgumentIssue((), f"not valid JSON ({detail})", "json_invalid")
        return ToolArgumentError(
            f"Invalid arguments for tool {self._tool_name!r}: the arguments are not valid JSON ({detail}).",
            tool_name=self._tool_name,
            issues=(issue,),
            arguments=text,
            invalid_json=True,
        )

    def _error(self, exc: ValidationError, text: str) -> ToolArgumentError:
        issues: list[ArgumentIssue] = []
        for error in exc.errors(include_url=False):
            kind = error["type"]
            if kind == "json_invalid":
                return self._invalid_json(str(error.get("ctx", {}).get("error", error["msg"])), text)
            path = tuple(error["loc"])
            issues.append(ArgumentIssue(path, _message(kind, path, error), kind))
        detail = "; ".join(str(issue) for issue in issues)
        return ToolArgumentError(
            f"Invalid arguments for tool {self._tool_name!r}: {detail}.",
            tool_name=self._tool_name,
            issues=issues,
            arguments=text,
        )


def _json_type(value: Any) -> str:
    if value is None:
        return "null"
    return _JSON_TYPES.get(type(value), type(value).__name__)


def _short(value: Any) -> str:
    try:
        text = orjson.dumps(value, default=str).decode()
    except TypeError:  # integers beyond 64 bits, lone surrogates, deep nesting: a bounded repr
        text = _REPR.repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _message(kind: str, path: tuple[Any, ...], error: Any) -> str:
    if not path and kind in _OBJECT_TYPE_ERRORS:
        return f"must be a JSON object of named parameters, got a JSON {_json_type(error['input'])}"
    if kind == "extra_forbidden":
        where = "parameter" if len(path) == 1 else "field"
        return f"unknown {where} (not in the tool's schema)"
    if kind == "missing":
        return "required but missing"
    return f"{error['msg']} (got {_short(error['input'])})"
