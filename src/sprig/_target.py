"""``MODULE:OBJECT`` targets, as ``sprig tools``, ``sprig mcp serve``, ``sprig serve`` and ``--tools`` name them."""

from __future__ import annotations

import importlib
import inspect
import os
import sys
from typing import Any

__all__ = ["TargetError", "load_target"]


class TargetError(ValueError):
    """The target is malformed, cannot be imported, or its class cannot be built without arguments."""


def load_target(target: str, *, instantiate: bool = True) -> Any:
    """Import ``MODULE:OBJECT`` (``OBJECT`` may be dotted); the current directory is importable.

    A class (a toolkit such as ``sprig.toolkits:TimeTools``) is instantiated when ``instantiate``
    is true; one that needs arguments is refused with a message saying to point at an instance.
    """
    module_name, sep, attribute = target.partition(":")
    if not sep or not module_name or not attribute:
        raise TargetError(f"expected MODULE:OBJECT (e.g. sprig.toolkits:TimeTools), got {target!r}")
    if os.getcwd() not in sys.path:
        sys.path.insert(0, os.getcwd())
    try:
        value: Any = importlib.import_module(module_name)
    except ImportError as exc:
        raise TargetError(f"cannot import {module_name!r}: {exc}") from exc
    for part in attribute.split("."):
        try:
            value = getattr(value, part)
        except AttributeError:
            raise TargetError(f"module {module_name!r} has no attribute {attribute!r}") from None
    if instantiate and inspect.isclass(value):
        try:
            value = value()
        except TypeError as exc:
            raise TargetError(f"cannot create {target} without arguments ({exc}); point at an instance") from exc
    return value
