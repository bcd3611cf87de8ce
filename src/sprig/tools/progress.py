"""Progress of a running tool call: any tool reports it, the tool loop streams it.

A tool (a ``@tool`` function, sync or async, or any ``ToolCallback``) calls
:func:`report_progress` while it runs. The :class:`~sprig.tools.ToolCallingManager` sets, for
each call it runs, a context variable holding where progress goes (the tool loop turns it into
``ToolProgressEvent`` s on a stream); outside such a call, or when nobody listens, reporting
does nothing. A callback whose work continues on another thread or event loop (an MCP session
runs on sprig's background loop) takes :func:`progress_reporter` first and calls what it got
from there: the report is handed back to the loop that runs the call.

Values are checked where they enter: ``progress`` and ``total`` must be finite numbers (a
report that breaks this is dropped), ``message`` is cut to 500 characters.
"""

from __future__ import annotations

import asyncio
import logging
import math
import threading
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager, nullcontext
from contextvars import ContextVar
from dataclasses import dataclass
from typing import Any

__all__ = ["ProgressReporter", "ToolProgress", "progress_reporter", "report_progress", "reporting_progress"]

logger = logging.getLogger("sprig.tools")

MAX_MESSAGE = 500


@dataclass(frozen=True, slots=True)
class ToolProgress:
    """One progress report of tool call ``call_id`` (``total`` and ``message`` when known)."""

    call_id: str
    tool_name: str
    progress: float
    total: float | None = None
    message: str | None = None


ProgressReporter = Callable[[float, float | None, str | None], None]
"""``reporter(progress, total, message)``: reports progress of the call it was taken for."""

_current: ContextVar[_Reporter | None] = ContextVar("sprig_tool_progress", default=None)


class _Reporter:
    """Delivers one call's reports to its sink, on the loop that runs the call."""

    __slots__ = ("_call_id", "_loop", "_sink", "_thread", "_tool_name")

    def __init__(self, call_id: str, tool_name: str, sink: Callable[[ToolProgress], None]) -> None:
        self._call_id = call_id
        self._tool_name = tool_name
        self._sink = sink
        self._loop = asyncio.get_running_loop()
        self._thread = threading.get_ident()

    def __call__(self, progress: float, total: float | None = None, message: str | None = None) -> None:
        report = _checked(self._call_id, self._tool_name, progress, total, message)
        if report is None:
            return
        if threading.get_ident() == self._thread:
            self._deliver(report)
        elif not self._loop.is_closed():
            self._loop.call_soon_threadsafe(self._deliver, report)

    def _deliver(self, report: ToolProgress) -> None:
        try:
            self._sink(report)
        except Exception:
            logger.exception("progress sink failed for tool call %r", report.call_id)


def _checked(call_id: str, tool_name: str, progress: Any, total: Any, message: Any) -> ToolProgress | None:
    if not _finite(progress) or (total is not None and not _finite(total)):
        logger.debug("tool %r reported progress that is not a finite number: dropped", tool_name)
        return None
    text = None if message is None else str(message)[:MAX_MESSAGE]
    return ToolProgress(call_id, tool_name, float(progress), None if total is None else float(total), text)


def _finite(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)


def report_progress(progress: float, total: float | None = None, message: str | None = None) -> None:
    """Report progress of the tool call running now (from its task or its worker thread).

    Does nothing outside a tool call or when nobody listens (a blocking ``call()``).
    """
    reporter = _current.get()
    if reporter is not None:
        reporter(progress, total, message)


def progress_reporter() -> ProgressReporter | None:
    """The running call's reporter, to call later from any thread or loop (``None`` if nobody listens)."""
    return _current.get()


_NOBODY_LISTENS: AbstractContextManager[None] = nullcontext()


def reporting_progress(
    call_id: str, tool_name: str, sink: Callable[[ToolProgress], None] | None
) -> AbstractContextManager[None]:
    """While inside, :func:`report_progress` sends reports of this call to ``sink`` (needs a running loop).

    Without a sink (a blocking call: nobody listens) this is a shared do-nothing context, not a
    generator-based one per tool call.
    """
    if sink is None:
        return _NOBODY_LISTENS
    return _reporting(call_id, tool_name, sink)


@contextmanager
def _reporting(call_id: str, tool_name: str, sink: Callable[[ToolProgress], None]) -> Iterator[None]:
    token = _current.set(_Reporter(call_id, tool_name, sink))
    try:
        yield
    finally:
        _current.reset(token)
