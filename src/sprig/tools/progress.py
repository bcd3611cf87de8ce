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

The same channel carries the events of work a tool runs itself (a sub-agent's own stream):
:func:`emit_tool_event` hands one to whoever runs the call (the tool loop streams it, or records
it in a blocking call), and :func:`current_call_id` names the call that runs.
"""

from __future__ import annotations

import asyncio
import logging
import math
import threading
from collections.abc import Callable
from contextlib import AbstractContextManager, nullcontext
from contextvars import ContextVar
from dataclasses import dataclass
from typing import Any

__all__ = [
    "ProgressReporter",
    "ToolProgress",
    "current_call_id",
    "emit_tool_event",
    "progress_reporter",
    "report_progress",
    "reporting_progress",
]

logger = logging.getLogger("sprig.tools")

MAX_MESSAGE = 500


@dataclass(frozen=True, slots=True)
class ToolProgress:
    """One progress report of tool call ``call_id`` (``total`` and ``message`` when known).

    ``event`` is set instead when the call emitted an event of its own (:func:`emit_tool_event`):
    the tool loop passes it on as it is.
    """

    call_id: str
    tool_name: str
    progress: float
    total: float | None = None
    message: str | None = None
    event: Any = None


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

    @property
    def call_id(self) -> str:
        """The id of the call this reporter reports for."""
        return self._call_id

    def emit(self, event: object) -> None:
        """Hand ``event`` (a stream event of the call's own work) to the sink."""
        report = ToolProgress(self._call_id, self._tool_name, 0.0, event=event)
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


def emit_tool_event(event: object) -> bool:
    """Hand ``event`` to whoever runs the current tool call; returns whether anyone listens.

    The tool loop streams it as it is (``stream().events()``) or records it (a blocking call's
    ``recorded_events()``); a sub-agent sends its own events this way, wrapped in a
    ``SubagentEvent``.
    """
    reporter = _current.get()
    if reporter is None:
        return False
    reporter.emit(event)
    return True


def current_call_id() -> str | None:
    """The id of the tool call running now, when the tool loop listens to it (``None`` otherwise)."""
    reporter = _current.get()
    return None if reporter is None else reporter.call_id


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


class _reporting:
    """Sets the current reporter for the block (a plain class: cheaper than a generator per call)."""

    __slots__ = ("_reporter", "_token")

    def __init__(self, call_id: str, tool_name: str, sink: Callable[[ToolProgress], None]) -> None:
        self._reporter = _Reporter(call_id, tool_name, sink)

    def __enter__(self) -> None:
        self._token = _current.set(self._reporter)

    def __exit__(self, *exc: object) -> None:
        _current.reset(self._token)
