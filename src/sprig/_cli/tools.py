"""``sprig tools [MODULE:OBJECT]``: list tools with their JSON schemas."""

from __future__ import annotations

import argparse
import asyncio
import json
import os
from typing import TYPE_CHECKING, Any

from sprig._cli.errors import CliError, report

if TYPE_CHECKING:
    from sprig._cli.toolset import ToolSource
    from sprig.tools.callback import ToolCallback

__all__ = ["load_target", "load_tools", "main"]


def load_target(target: str) -> Any:
    """Import ``MODULE:OBJECT`` (``OBJECT`` may be dotted); the current directory is importable.

    A class that can be built without arguments (``sprig.toolkits:TimeTools``) is instantiated.
    """
    from sprig._target import TargetError
    from sprig._target import load_target as load

    try:
        return load(target)
    except TargetError as exc:
        raise CliError(str(exc)) from exc


def load_tools(target: str, *, flag: str = "") -> tuple[Any, list[ToolCallback]]:
    """The object ``target`` names (see :func:`load_target`) and its tools; ``CliError`` if it holds none.

    ``flag`` (``"--tools"``) is the option the target came from, named in the errors.
    """
    from sprig.tools import resolve_tool_callbacks

    value = load_target(target)
    where = f"{flag} {target}" if flag else target
    try:
        callbacks = resolve_tool_callbacks(value)
    except (TypeError, ValueError) as exc:
        raise CliError(f"{where}: {exc}" if flag else f"{where} holds no tools: {exc}") from exc
    if not callbacks:
        raise CliError(f"{where} holds no tools (no @tool functions or methods)")
    return value, callbacks


async def _agent_sources(args: argparse.Namespace) -> list[ToolSource]:
    """The planning agent's tools per source: built-in, each ``--tools`` target, each MCP server."""
    from sprig._cli.config import load_setup
    from sprig._cli.toolset import BUILT_IN, AgentToolset, ToolSource
    from sprig.agent import planning_tools
    from sprig.tools import resolve_tool_callbacks

    built_in = resolve_tool_callbacks(*planning_tools(os.getcwd()))
    toolset = await AgentToolset.astart(load_setup(args), reserved=[cb.name for cb in built_in])
    try:
        return [ToolSource(BUILT_IN, built_in), *await toolset.asources()]
    finally:
        await toolset.aclose()


def main(args: argparse.Namespace) -> int:
    """List the tools; returns the exit code."""
    from sprig._cli.toolset import ToolSource

    try:
        if args.target is None:
            sources = asyncio.run(_agent_sources(args))
        else:
            sources = [ToolSource(args.target, load_tools(args.target)[1])]
    except Exception as exc:
        return report(exc)
    listed = [
        {
            "name": cb.definition.name,
            "description": cb.definition.description,
            "input_schema": cb.definition.schema_dict(),
            "source": source.label,
            **({"return_direct": True} if cb.metadata.return_direct else {}),
            **({"requires_approval": True} if source.requires_approval or cb.metadata.requires_approval else {}),
        }
        for source in sources
        for cb in source.callbacks
    ]
    if args.json:
        print(json.dumps(listed, indent=2, ensure_ascii=False))
        return 0
    headed = len(sources) > 1
    entries = iter(listed)
    after_header = False
    printed = False
    for source in sources:
        if headed:
            approval = " (calls need approval)" if source.requires_approval else ""
            empty = " (no tools)" if not source.callbacks else ""
            print(f"{chr(10) if printed else ''}# {source.label}{approval}{empty}")
            printed = after_header = True
        for entry in (next(entries) for _ in source.callbacks):
            if printed and not after_header:
                print()
            printed, after_header = True, False
            print(f"{entry['name']}: {entry['description']}")
            schema = json.dumps(entry["input_schema"], indent=2, ensure_ascii=False)
            print("\n".join("  " + line for line in schema.splitlines()))
    return 0
