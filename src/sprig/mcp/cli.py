"""``sprig mcp serve MODULE:OBJECT``: serve sprig tools to MCP clients.

The served tools' ``ToolContext`` comes from ``--context KEY=VALUE``; of a caller's ``_meta``
only the keys named by ``--allow-meta`` pass (default: ``conversation_id``; ``--no-meta`` for
none). Over HTTP, ``--token`` (or ``SPRIG_MCP_TOKEN``) sets the bearer token; a non-loopback
``--host`` without one is refused unless ``--insecure``; Host/Origin checks stay on
(``--allowed-host`` adds names). Startup prints one line, on stderr, saying where it serves.
Ctrl-C stops it (exit 130); on a terminal, Ctrl-D stops the HTTP server too (exit 0).
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import os
import sys
import threading
from collections.abc import Sequence
from typing import Any

from sprig._listen import ListenError

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
    serve.add_argument(
        "--token",
        action="append",
        default=None,
        metavar="TOKEN",
        help="HTTP: require 'Authorization: Bearer TOKEN' (repeatable; default: $SPRIG_MCP_TOKEN)",
    )
    serve.add_argument(
        "--insecure", action="store_true", help="HTTP: allow a non-loopback --host without a token"
    )
    serve.add_argument(
        "--allowed-host",
        action="append",
        default=[],
        metavar="HOST",
        help="HTTP: also accept this Host header (repeatable; '*' turns the Host/Origin checks off)",
    )
    serve.add_argument(
        "--context",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="a ToolContext value every served tool receives (repeatable)",
    )
    serve.add_argument(
        "--allow-meta",
        action="append",
        default=None,
        metavar="KEY",
        help="a caller _meta key passed to the tools' context (repeatable; default: conversation_id)",
    )
    serve.add_argument("--no-meta", action="store_true", help="pass none of the caller's _meta to the tools")
    return parser


def load_object(target: str) -> Any:
    """Import ``MODULE:OBJECT`` as ``sprig tools`` does: the current directory is importable, and a
    class that can be built without arguments (a toolkit) is instantiated."""
    from sprig._target import load_target

    return load_target(target)


def main(argv: Sequence[str] | None = None) -> int:
    """Run ``sprig mcp ...``; returns the exit code."""
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:
        return int(exc.code or 0)
    # stdout carries the protocol on stdio: everything else goes to stderr.
    logging.basicConfig(level=logging.WARNING, stream=sys.stderr, format="sprig mcp: %(message)s")
    from sprig.mcp.callback import DEFAULT_META_KEYS
    from sprig.mcp.http_security import TOKEN_ENV, InsecureBindError, check_bind
    from sprig.mcp.server import aserve, create_mcp_server, print_ready

    try:
        context = _context(args.context)
    except ValueError as exc:
        print(f"sprig mcp serve: {exc}", file=sys.stderr)
        return 2
    meta_keys = () if args.no_meta else tuple(args.allow_meta or DEFAULT_META_KEYS)
    tokens = list(args.token or ([os.environ[TOKEN_ENV]] if os.environ.get(TOKEN_ENV) else []))
    if args.transport != "http" and (args.token or args.insecure or args.allowed_host):
        print("sprig mcp serve: --token, --insecure and --allowed-host apply to --transport http only", file=sys.stderr)
    if args.transport == "http":
        try:
            check_bind(args.host, tokens, insecure=args.insecure)
        except (InsecureBindError, ValueError) as exc:
            print(f"sprig mcp serve: {exc}", file=sys.stderr)
            return 2
    try:
        target = load_object(args.target)
        server = create_mcp_server(
            target, name=args.name or args.target.partition(":")[0], tool_context=context, meta_keys=meta_keys
        )
    except Exception as exc:
        print(f"sprig mcp serve: cannot load {args.target}: {type(exc).__name__}: {exc}", file=sys.stderr)
        return 2
    serve = aserve(
        server,
        transport=args.transport,
        host=args.host,
        port=args.port,
        path=args.path,
        tokens=tokens,
        insecure=args.insecure,
        allowed_hosts=args.allowed_host,
        on_ready=lambda where: print_ready(where + (" (bearer token required)" if tokens else "")),
    )
    try:
        asyncio.run(_until_eof(serve) if args.transport == "http" and _interactive() else _then_yield(serve))
    except KeyboardInterrupt:
        print("sprig mcp: stopped", file=sys.stderr, flush=True)
        return 130
    except ListenError as exc:
        print(f"sprig mcp serve: {exc.strerror or exc}", file=sys.stderr)
        return 1
    except Exception as exc:
        print(f"sprig mcp serve: {type(exc).__name__}: {exc}", file=sys.stderr)
        return 1
    return 0


def _context(pairs: Sequence[str]) -> dict[str, str]:
    values: dict[str, str] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key.strip():
            raise ValueError(f"--context expects KEY=VALUE, got {pair!r}")
        values[key.strip()] = value
    return values


def _interactive() -> bool:
    """Whether stdin is the terminal this process runs in the foreground of.

    A background job (``sprig mcp serve ... &``) must not read the terminal: it would be stopped.
    """
    try:
        return sys.stdin is not None and sys.stdin.isatty() and os.tcgetpgrp(0) == os.getpgrp()
    except (AttributeError, ValueError, OSError):
        return False


async def _then_yield(serve: Any) -> None:
    """Await ``serve``, then yield once: uvicorn re-raises the Ctrl-C it caught as it stops, and the
    cancellation that makes ``asyncio.run`` raise ``KeyboardInterrupt`` (exit 130) lands here,
    rather than being lost when the server happens to finish first (exit 0)."""
    await serve
    await asyncio.sleep(0)


async def _until_eof(serve: Any) -> None:
    """Serve until the terminal sends end-of-file (Ctrl-D), then stop gracefully."""
    task = asyncio.ensure_future(serve)
    loop = asyncio.get_running_loop()
    eof = threading.Event()

    def wait_for_eof() -> None:
        try:
            while os.read(0, 4096):  # the raw descriptor: no buffer lock held at interpreter exit
                pass
        except OSError:
            return
        eof.set()
        loop.call_soon_threadsafe(task.cancel)

    threading.Thread(target=wait_for_eof, name="sprig-mcp-stdin", daemon=True).start()
    try:
        await _then_yield(task)
    except asyncio.CancelledError:
        if not eof.is_set():
            raise
        print("sprig mcp: stopped", file=sys.stderr, flush=True)
