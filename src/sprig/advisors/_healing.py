"""Healing malformed tool calls: lenient JSON repair first, precise errors for the model second."""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from typing import Any

import json_repair
import orjson

__all__ = ["JSON_RULES", "RepairResult", "incomplete_call_message", "repair_arguments", "retry_message"]

JSON_RULES = (
    "Arguments must be exactly one JSON object (RFC 8259): keys and strings in double quotes, "
    "no trailing commas, no comments, no code fences, newlines inside strings written as \\n, "
    "true/false/null in lowercase."
)

_FENCE = re.compile(r"^\s*```[a-zA-Z0-9_-]*\s*\n?(.*?)\n?\s*```\s*$", re.DOTALL)
_SURROGATE = re.compile("[\ud800-\udfff]")

MAX_DEPTH = 1024
"""Deepest nesting of arrays and objects accepted in tool arguments (orjson's own limit)."""

_TOO_DEEP = f"the arguments nest arrays or objects deeper than {MAX_DEPTH} levels"
_NOT_UNICODE = (
    "the arguments contain a lone UTF-16 surrogate (such as \\udfff), which is not valid Unicode text; "
    "write the character itself or its surrogate pair"
)


class RepairResult:
    """The arguments to use, whether they were changed, and what was wrong when they are unusable."""

    __slots__ = ("arguments", "problem", "repaired")

    def __init__(self, arguments: str, *, repaired: bool = False, problem: str | None = None) -> None:
        self.arguments = arguments
        self.repaired = repaired
        self.problem = problem


def _escape(match: re.Match[str]) -> str:
    return f"\\u{ord(match.group()):04x}"


def _strict_error(raw: str) -> str:
    try:
        value = json.loads(raw)
    except json.JSONDecodeError as error:
        return f"the arguments are not valid JSON ({error.msg} at line {error.lineno} column {error.colno})"
    except RecursionError:
        return _TOO_DEEP
    if isinstance(value, dict):  # the standard library accepts what orjson refused
        return _dumps(value)[1] or "the arguments are not strict JSON (RFC 8259)"
    return "the arguments are not a JSON object"


def _dumps(value: dict[str, Any]) -> tuple[str, None] | tuple[None, str]:
    """``value`` as JSON text, or what keeps it from being JSON a tool can be given.

    orjson first; the standard library for what orjson refuses but JSON allows (integers beyond
    64 bits, nesting past orjson's 255 levels). Lone surrogates and NaN are no JSON text.
    """
    try:
        return orjson.dumps(value).decode(), None
    except TypeError:
        pass
    try:
        text = json.dumps(value, ensure_ascii=False, allow_nan=False)
    except RecursionError:
        return None, _TOO_DEEP
    except ValueError:
        return None, "the arguments contain NaN or Infinity, which JSON does not allow"
    try:
        text.encode()
    except UnicodeEncodeError:
        return None, _NOT_UNICODE
    return text, None


def repair_arguments(raw: str) -> RepairResult:
    """Return usable argument JSON for ``raw``, repairing it leniently when it does not parse.

    Empty arguments mean ``{}``. Valid JSON objects are returned untouched. Otherwise code
    fences, trailing commas, single quotes, unescaped newlines and a truncated closing brace are
    repaired; when no JSON object comes out, ``problem`` says what was wrong.
    """
    if not raw.strip():
        return RepairResult("{}", repaired=raw != "")
    try:
        value = orjson.loads(raw)
    except orjson.JSONDecodeError:
        pass
    else:
        if isinstance(value, dict):
            return RepairResult(raw)
        return RepairResult(raw, problem=f"the arguments must be a JSON object, not a JSON {type(value).__name__}")
    if _SURROGATE.search(raw) is not None:
        # no Unicode text, so the history could not be stored or sent: written as escapes, which
        # no strict parser accepts either (a call with a problem never runs)
        return RepairResult(_SURROGATE.sub(_escape, raw), repaired=True, problem=_NOT_UNICODE)
    candidate = raw
    fenced = _FENCE.match(candidate)
    if fenced:
        candidate = fenced.group(1)
    if "{" not in candidate:
        return RepairResult(raw, problem=_strict_error(raw))
    try:
        repaired = json_repair.repair_json(candidate, return_objects=True)
    except Exception:  # the repair library has no error contract of its own (RecursionError among them)
        return RepairResult(raw, problem=_strict_error(raw))
    if not isinstance(repaired, dict):
        return RepairResult(raw, problem=_strict_error(raw))
    text, problem = _dumps(repaired)
    if text is None:
        return RepairResult(raw, problem=problem)
    return RepairResult(text, repaired=True)


def _schema_text(schema: Mapping[str, Any] | None) -> str:
    if schema is None:
        return ""
    return "\nThe tool's input schema:\n" + json.dumps(schema, ensure_ascii=False, default=str)


def retry_message(tool_name: str, problem: str, schema: Mapping[str, Any] | None) -> str:
    """The tool result the model reads when its call must be made again."""
    return (
        f"Error: the call to tool {tool_name!r} was not executed: {problem}.\n"
        f"Call the tool again with corrected arguments. {JSON_RULES}{_schema_text(schema)}"
    )


def incomplete_call_message(tool_name: str, max_tokens: int | None) -> str:
    """The tool result the model reads when the token limit cut its call off."""
    limit = f"max_tokens={max_tokens}" if max_tokens is not None else "max_tokens"
    return (
        f"Error: the call to tool {tool_name!r} was cut off by the token limit ({limit}) before its "
        f"arguments were complete, so it was not executed. Make the call again with shorter "
        f"arguments, or raise max_tokens."
    )
