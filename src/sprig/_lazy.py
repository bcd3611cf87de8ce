"""Lazy re-exports, so that ``import sprig`` does not import every optional part."""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from typing import Any


def lazy_exports(package: str, exports: Mapping[str, str]) -> Callable[[str], Any]:
    """Build a module ``__getattr__`` that imports ``name`` from ``exports[name]`` on first use."""

    def __getattr__(name: str) -> Any:
        module_name = exports.get(name)
        if module_name is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(importlib.import_module(module_name), name)
        globals_of_package = importlib.import_module(package).__dict__
        globals_of_package[name] = value
        return value

    return __getattr__
