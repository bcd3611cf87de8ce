"""Turning failures into one-line reasons and exit codes."""

from __future__ import annotations

import os
import sys
import traceback

__all__ = [
    "EXIT_BROKEN_PIPE",
    "EXIT_CANCELLED",
    "EXIT_FAILURE",
    "EXIT_USAGE",
    "CliError",
    "broken_pipe",
    "describe",
    "report",
]

EXIT_FAILURE = 1
"""The task failed at run time: the model, the tool loop or a tool gave up."""
EXIT_USAGE = 2
"""The command cannot start: a bad model spec, a missing API key or weights, a bad path."""
EXIT_CANCELLED = 130
"""Interrupted with Ctrl-C (128 + SIGINT), as shells report it."""
EXIT_BROKEN_PIPE = 141
"""The reader of stdout went away (``sprig ... | head``): 128 + SIGPIPE, without a message."""


class CliError(Exception):
    """A failure with a message for the user and an exit code."""

    def __init__(self, message: str, exit_code: int = EXIT_USAGE) -> None:
        super().__init__(message)
        self.exit_code = exit_code


def _one_line(text: str) -> str:
    return " ".join(text.split())


def describe(exc: BaseException) -> tuple[str, int]:
    """A one-line reason for ``exc`` and the exit code that goes with it."""
    from sprig.models.errors import ChatModelError

    if isinstance(exc, CliError):
        return _one_line(str(exc)), exc.exit_code
    if isinstance(exc, ChatModelError):
        status = f" (HTTP {exc.status})" if exc.status else ""
        return _one_line(f"model error{status}: {exc}"), EXIT_FAILURE
    if _is_loop_error(exc):
        return _one_line(f"the tool loop gave up: {exc}"), EXIT_FAILURE
    if isinstance(exc, (FileNotFoundError, ImportError)):
        return _one_line(str(exc)), EXIT_USAGE
    return _one_line(f"{type(exc).__name__}: {exc}"), EXIT_FAILURE


def _is_loop_error(exc: BaseException) -> bool:
    from sprig.advisors.tool_call import ToolCallLoopError

    return isinstance(exc, ToolCallLoopError)


def broken_pipe() -> int:
    """Stop writing to a closed stdout quietly (also at interpreter exit); returns the exit code."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, sys.stdout.fileno())
    os.close(devnull)
    return EXIT_BROKEN_PIPE


def report(exc: BaseException) -> int:
    """Print ``sprig: error: <reason>`` on stderr (the traceback too with ``SPRIG_DEBUG=1``)."""
    if isinstance(exc, BrokenPipeError):
        return broken_pipe()
    message, code = describe(exc)
    if os.environ.get("SPRIG_DEBUG"):
        traceback.print_exception(exc, file=sys.stderr)
    print(f"sprig: error: {message}", file=sys.stderr, flush=True)
    return code
