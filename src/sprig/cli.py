"""The ``sprig`` command line."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

__all__ = ["main"]


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of the ``sprig`` command."""
    parser = argparse.ArgumentParser(prog="sprig", description="Tool-calling LLM agents from the terminal.")
    commands = parser.add_subparsers(dest="command", required=True)
    mcp = commands.add_parser("mcp", help="Model Context Protocol: serve sprig tools to MCP clients.")
    mcp.add_argument("mcp_args", nargs=argparse.REMAINDER)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the process exit code."""
    args = build_parser().parse_args(argv)
    if args.command == "mcp":
        from sprig.mcp.cli import main as mcp_main

        return mcp_main(args.mcp_args)
    return 2


if __name__ == "__main__":
    sys.exit(main())
