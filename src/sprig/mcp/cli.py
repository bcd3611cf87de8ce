"""``sprig mcp serve MODULE:OBJECT``: serve sprig tools to MCP clients."""

from __future__ import annotations

import argparse
import asyncio
import importlib
import logging
import os
import sys
from collections.abc import Sequence
from typing import Any

__all__ = ["build_parser", "load_object", "main"]


def build_parser() -> argparse.ArgumentParser:
    """The parser of ``sprig mcp``."""
    parser = argparse.ArgumentParser(prog="sprig mcp", description="Model Context Protocol tools for sprig.")
    commands = parser.add_subparsers(dest="command", required=True)
    serve = commands.add_parser(
        "serve",
        help="Serve tools as an MCP server.",
        description="Serve @tool functions, objects with @tool methods, toolkits, tool callbacks, "
        "providers or a ChatClient (as one 'ask_agent' tool) found at MODULE:OBJECT.",
    )
    serve.add_argument("target", metavar="MODULE:OBJECT", help="e.g. myapp.tools:TOOLS or myapp.agent:client")
    serve.add_argument("--transport", choices=("stdio", "http"), default="stdio", help="default: stdio")
    serve.add_argument("--host", default="127.0.0.1", help="HTTP bind address (default: 127.0.0.1)")
    serve.add_argument("--port", type=int, default=8000, help="HTTP port (default: 8000)")
    serve.add_argument("--path", default="/mcp", help="HTTP endpoint path (default: /mcp)")
    serve.add_argument("--name", default=None, help="server name announced to clients (default: the module)")
    return parser


def load_object(target: str) -> Any:
    """Import ``MODULE:OBJECT`` (``OBJECT`` may be dotted); the current directory is importable."""
    module_name, sep, attribute = target.partition(":")
    if not sep or not module_name or not attribute:
        raise ValueError(f"expected MODULE:OBJECT, got {target!r}")
    if os.getcwd() not in sys.path:
        sys.path.insert(0, os.getcwd())
    value: Any = importlib.import_module(module_name)
    for part in attribute.split("."):
        try:
            value = getattr(value, part)
        except AttributeError:
            raise ValueError(f"module {module_name!r} has no attribute {attribute!r}") from None
    return value


def main(argv: Sequence[str] | None = None) -> int:
    """Run ``sprig mcp ...``; returns the exit code."""
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:
        return int(exc.code or 0)
    # stdout carries the protocol on stdio: everything else goes to stderr.
    logging.basicConfig(level=logging.WARNING, stream=sys.stderr, format="sprig mcp: %(message)s")
    from sprig.mcp.server import aserve, create_mcp_server

    try:
        target = load_object(args.target)
        server = create_mcp_server(target, name=args.name or args.target.partition(":")[0])
    except Exception as exc:
        print(f"sprig mcp serve: cannot load {args.target}: {type(exc).__name__}: {exc}", file=sys.stderr)
        return 2
    try:
        asyncio.run(aserve(server, transport=args.transport, host=args.host, port=args.port, path=args.path))
    except KeyboardInterrupt:
        return 130
    except Exception as exc:
        print(f"sprig mcp serve: {type(exc).__name__}: {exc}", file=sys.stderr)
        return 1
    return 0
