"""Result converters: how a tool's return value becomes the text the model reads.

The default rules:

- ``None`` becomes ``"Done"``;
- a ``str`` is returned unchanged, whether it holds JSON or plain text (unlike Spring AI, which
  would wrap plain text in JSON quotes: models read plain text better);
- a pydantic model, dataclass, ``dict``, ``list``, ``tuple`` or ``set`` becomes JSON (nested
  dates, UUIDs, enums, models and dataclasses included);
- an enum member becomes its value, converted by these same rules;
- anything else becomes ``str(value)``.

A value that should be JSON but cannot be serialised (or a custom converter that fails or
returns something other than ``str``) makes the tool call fail with
:class:`~sprig.tools.errors.ToolResultConversionError`, which names the offending type.
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Callable
from typing import Any, Protocol, runtime_checkable

import pydantic_core
from pydantic import BaseModel

__all__ = [
    "ConverterFunction",
    "DefaultToolCallResultConverter",
    "ToolCallResultConverter",
    "as_converter_function",
    "is_default_converter",
]


@runtime_checkable
class ToolCallResultConverter(Protocol):
    """Turns a tool's return value into text; ``return_type`` is the declared return type."""

    def convert(self, result: Any, return_type: Any) -> str:
        """Return the text the model will read for ``result``."""
        ...


ConverterFunction = Callable[[Any, Any], str]
"""A plain function ``(result, return_type) -> str``; accepted wherever a converter is."""


class DefaultToolCallResultConverter:
    """The default rules described in this module's docstring."""

    def convert(self, result: Any, return_type: Any) -> str:
        """Convert ``result``; a value that cannot be serialised raises pydantic's serialisation error."""
        if result is None:
            return "Done"
        if isinstance(result, str):
            return result
        if isinstance(result, enum.Enum):
            return self.convert(result.value, None)
        if isinstance(result, BaseModel):
            return result.model_dump_json()
        if isinstance(result, (dict, list, tuple, set, frozenset)) or (
            dataclasses.is_dataclass(result) and not isinstance(result, type)
        ):
            return pydantic_core.to_json(result).decode()
        return str(result)


_DEFAULT = DefaultToolCallResultConverter()


def is_default_converter(converter: ConverterFunction) -> bool:
    """Whether ``converter`` is the default one (objects reach the model as JSON)."""
    return converter == _DEFAULT.convert


def as_converter_function(converter: ToolCallResultConverter | ConverterFunction | None) -> ConverterFunction:
    """Normalise a converter object, a plain function or ``None`` (the default) to a function."""
    if converter is None:
        return _DEFAULT.convert
    if isinstance(converter, ToolCallResultConverter):
        return converter.convert
    if callable(converter):
        return converter
    raise TypeError(
        f"result_converter must be a ToolCallResultConverter or a function (result, return_type) -> str, "
        f"got {converter!r}"
    )
