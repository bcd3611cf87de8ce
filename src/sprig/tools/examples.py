"""Worked examples of a tool: requests a user might write, with the arguments they mean.

``@tool(examples=[("What is 2 plus 3?", {"a": 2, "b": 3})])`` gives a small model (the embedded
default) a pattern to continue; larger models do not need them and never see them. They are
checked twice: their shape when the decorator runs, and their arguments against the tool's own
JSON schema as soon as that schema is built (at decoration, or on first use when a type hint
names something not defined yet), so a bad example is a clear error at build time, never a
surprise in a conversation.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from types import MappingProxyType
from typing import Any, TypeAlias

import jsonschema
import orjson

__all__ = ["MAX_EXAMPLES", "ToolExample", "check_example_arguments", "check_examples"]

ToolExample: TypeAlias = tuple[str, Mapping[str, Any]]
"""One worked example: ``(request, arguments)``."""

MAX_EXAMPLES = 20
_MAX_REQUEST = 500


def check_examples(tool_name: str, examples: Iterable[Any] | None) -> tuple[ToolExample, ...]:
    """The examples as an immutable tuple of ``(request, arguments)``, or ``ValueError`` naming the bad one."""
    if examples is None:
        return ()
    if isinstance(examples, (str, bytes, Mapping)):
        raise ValueError(f"tool {tool_name!r}: examples must be a list of (request, arguments) pairs")
    checked: list[ToolExample] = []
    for number, example in enumerate(examples, 1):
        if number > MAX_EXAMPLES:
            raise ValueError(f"tool {tool_name!r}: at most {MAX_EXAMPLES} examples")
        if not isinstance(example, (tuple, list)) or len(example) != 2:
            raise ValueError(f"tool {tool_name!r}: example {number} must be a (request, arguments) pair: {example!r}")
        request, arguments = example
        if not isinstance(request, str) or not request.strip() or len(request) > _MAX_REQUEST:
            raise ValueError(
                f"tool {tool_name!r}: example {number} needs a request of 1 to {_MAX_REQUEST} characters: {request!r}"
            )
        if not isinstance(arguments, Mapping):
            raise ValueError(f"tool {tool_name!r}: example {number} needs its arguments as a dict, got {arguments!r}")
        try:
            frozen = orjson.loads(orjson.dumps(dict(arguments)))
        except TypeError as exc:
            raise ValueError(f"tool {tool_name!r}: example {number}'s arguments are not JSON: {exc}") from None
        checked.append((" ".join(request.split()), MappingProxyType(frozen)))
    return tuple(checked)


def check_example_arguments(tool_name: str, examples: Iterable[ToolExample], schema: Mapping[str, Any]) -> None:
    """Raise ``ValueError`` when an example's arguments break the tool's input ``schema``."""
    validator = jsonschema.Draft202012Validator(orjson.loads(orjson.dumps(dict(schema))))
    for number, (request, arguments) in enumerate(examples, 1):
        error = jsonschema.exceptions.best_match(validator.iter_errors(dict(arguments)))
        if error is not None:
            where = "/".join(str(part) for part in error.absolute_path) or "the arguments"
            raise ValueError(
                f"tool {tool_name!r}: example {number} ({request!r}) does not fit the tool's parameters: "
                f"{where}: {error.message}"
            )

