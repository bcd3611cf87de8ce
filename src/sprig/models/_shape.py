"""Cheap type checks for the fields of provider replies (``isinstance``, no models per chunk).

A parser reads a field through one of these; a field of the wrong type raises
:class:`BadShape`, which the parser turns into a
:class:`~sprig.models.errors.ProviderResponseError` carrying the offending payload. ``None``
(JSON ``null``) always means "absent", as providers send it for fields they leave out.
"""

from __future__ import annotations

from typing import Any

__all__ = ["PARSE_ERRORS", "BadShape", "opt_dict", "opt_int", "opt_list", "opt_str"]


class BadShape(Exception):
    """A field of a provider reply has the wrong type; the message names the field."""


PARSE_ERRORS = (BadShape, AttributeError, TypeError, KeyError, ValueError, IndexError)
"""What a parser catches around its work: its own checks, and (as a safety net for shapes no
check foresaw) the exceptions wrong types cause in Python code."""


def opt_str(value: Any, where: str) -> str | None:
    """``value`` if it is a string or ``None``."""
    if value is None or type(value) is str:
        return value
    raise BadShape(f"{where} must be a string, got {type(value).__name__}")


def opt_dict(value: Any, where: str) -> dict[str, Any] | None:
    """``value`` if it is a JSON object or ``None``."""
    if value is None or type(value) is dict:
        return value
    raise BadShape(f"{where} must be an object, got {type(value).__name__}")


def opt_list(value: Any, where: str) -> list[Any] | None:
    """``value`` if it is a JSON array or ``None``."""
    if value is None or type(value) is list:
        return value
    raise BadShape(f"{where} must be an array, got {type(value).__name__}")


def opt_int(value: Any, where: str) -> int | None:
    """``value`` if it is an integer (not a boolean) or ``None``."""
    if value is None or type(value) is int:
        return value
    raise BadShape(f"{where} must be an integer, got {type(value).__name__}")
