"""Descriptions from docstrings (Google, NumPy and Sphinx styles) and from names."""

from __future__ import annotations

import inspect
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from docstring_parser import ParseError, parse

__all__ = ["DocInfo", "describe", "words_from_name"]

_CAMEL = re.compile(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])")


@dataclass(frozen=True, slots=True)
class DocInfo:
    """What a docstring says: its first paragraph and the description of each parameter."""

    summary: str = ""
    params: dict[str, str] = field(default_factory=dict)


def _one_line(text: str) -> str:
    return " ".join(text.split())


def describe(obj: Callable[..., Any] | type) -> DocInfo:
    """Parse ``obj``'s docstring; an object without one gives an empty :class:`DocInfo`."""
    doc = inspect.getdoc(obj)
    if not doc:
        return DocInfo()
    try:
        parsed = parse(doc)
    except ParseError:
        return DocInfo(summary=_one_line(doc.split("\n\n", 1)[0]))
    summary = parsed.short_description or ""
    if summary and parsed.long_description and not parsed.blank_after_short_description:
        # The first paragraph ran over several lines; docstring_parser keeps only its first.
        summary = f"{summary} {parsed.long_description.split(chr(10) * 2, 1)[0]}"
    params = {p.arg_name: _one_line(p.description) for p in parsed.params if p.description}
    return DocInfo(summary=_one_line(summary), params=params)


def words_from_name(name: str) -> str:
    """``get_current_weather`` and ``getCurrentWeather`` both become ``get current weather``."""
    spaced = _CAMEL.sub(" ", name.strip("_")).replace("_", " ").replace("-", " ")
    return " ".join(spaced.lower().split())
