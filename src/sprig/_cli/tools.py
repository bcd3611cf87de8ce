"""``sprig tools [MODULE:OBJECT]``: list tools with their JSON schemas."""

from __future__ import annotations

import argparse
import importlib
import inspect
import json
import os
import sys
from typing import TYPE_CHECKING, Any

from sprig._cli.errors import CliError, report

if TYPE_CHECKING:
    from sprig.tools.callback import ToolCallback

__all__ = ["load_target", "main"]


def load_target(target: str) -> Any:
    """Import ``MODULE:OBJECT`` (``OBJECT`` may be dotted); the current directory is importable.

    A class that can be built without arguments (``sprig.toolkits:TimeTools``) is instantiated.
    """
    module_name, sep, attribute = target.partition(":")
    if not sep or not module_name or not attribute:
        raise CliError(f"expected MODULE:OBJECT (e.g. sprig.toolkits:TimeTools), got {target!r}")
    if os.getcwd() not in sys.path:
        sys.path.insert(0, os.getcwd())
    try:
        value: Any = importlib.import_module(module_name)
    except ImportError as exc:
        raise CliError(f"cannot import {module_name!r}: {exc}") from exc
    for part in attribute.split("."):
        try:
            value = getattr(value, part)
        except AttributeError:
            raise CliError(f"module {module_name!r} has no attribute {attribute!r}") from None
    if inspect.isclass(value):
        try:
            value = value()
        except TypeError as exc:
            raise CliError(f"cannot create {target} without arguments ({exc}); point at an instance") from exc
    return value


def _callbacks(target: str | None) -> list[ToolCallback]:
    from sprig.tools import resolve_tool_callbacks

    if target is None:
        from sprig.agent import planning_tools

        return resolve_tool_callbacks(*planning_tools(os.getcwd()))
    value = load_target(target)
    try:
        callbacks = resolve_tool_callbacks(value)
    except (TypeError, ValueError) as exc:
        raise CliError(f"{target} holds no tools: {exc}") from exc
    if not callbacks:
        raise CliError(f"{target} holds no tools (no @tool functions or methods)")
    return callbacks


def main(args: argparse.Namespace) -> int:
    """List the tools; returns the exit code."""
    try:
        callbacks = _callbacks(args.target)
    except Exception as exc:
        return report(exc)
    listed = [
        {
            "name": cb.definition.name,
            "description": cb.definition.description,
            "input_schema": cb.definition.schema_dict(),
            **({"return_direct": True} if cb.metadata.return_direct else {}),
        }
        for cb in callbacks
    ]
    if args.json:
        print(json.dumps(listed, indent=2, ensure_ascii=False))
        return 0
    for number, entry in enumerate(listed):
        if number:
            print()
        print(f"{entry['name']}: {entry['description']}")
        schema = json.dumps(entry["input_schema"], indent=2, ensure_ascii=False)
        print("\n".join("  " + line for line in schema.splitlines()))
    return 0
