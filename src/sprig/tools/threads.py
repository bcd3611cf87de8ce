"""Where sync tool functions run: sprig's own bounded pool of worker threads.

A sync tool runs in a worker thread so it never blocks the event loop. Threads cannot be
killed, so a sync call that times out or is cancelled keeps its thread until the function
returns by itself (a catastrophic regex, a deep ``**`` glob, a hung socket). Running such calls
on the loop's default executor would let them starve everything else that uses it, DNS
resolution of new model connections among them. So sync tools run here instead:

- a process-wide pool of daemon threads, started lazily and reused; at most ``workers`` of them
  run live calls at once (default ``min(32, cpu count + 4)``, the rule of the loop's default
  executor); being daemons, a stuck thread never holds up interpreter exit;
- a call whose caller gave up (timeout, cancellation) while its function still runs is
  **stuck**: its thread is written off and replaced, so live calls keep their ``workers``;
  :attr:`ToolThreadPool.stuck` counts stuck calls per tool name (each one logs a warning on
  ``sprig.tools``) and the count drops when the function finally returns;
- at most ``max_stuck`` threads may be stuck (default :data:`DEFAULT_MAX_STUCK`, 64); then the
  pool is exhausted and a new sync call fails at once with :class:`ToolThreadsExhaustedError`,
  which names the stuck tools (the model reads it as the tool's error result). While the live
  workers are merely busy, a new call waits for one.

:func:`configure_tool_threads` changes the bounds (before or between uses);
:func:`tool_thread_pool` is the pool in use. :func:`watch_abandoned` collects, for the code that
runs after it in the same context (one server run), the calls abandoned while still running, so
that code can wait for them (the server keeps a cancelled run's lock until they have returned).
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextvars
import functools
import logging
import os
import queue
import threading
from collections import Counter
from collections.abc import Callable
from typing import Any, TypeVar

from sprig.tools.errors import ToolError

__all__ = [
    "DEFAULT_MAX_STUCK",
    "ToolThreadPool",
    "ToolThreadsExhaustedError",
    "configure_tool_threads",
    "tool_thread_pool",
    "watch_abandoned",
]

T = TypeVar("T")

logger = logging.getLogger("sprig.tools")

DEFAULT_MAX_STUCK = 64
"""How many threads abandoned-but-running sync tool calls may hold before new sync calls fail."""


class ToolThreadsExhaustedError(ToolError):
    """As many sync tool calls as allowed were abandoned (timed out, cancelled) but still run.

    ``stuck`` maps each stuck tool's name to how many of its calls still hold a thread.
    """

    def __init__(self, name: str, stuck: dict[str, int], max_stuck: int) -> None:
        listed = ", ".join(f"{tool} ({count})" for tool, count in sorted(stuck.items(), key=lambda kv: -kv[1]))
        super().__init__(
            f"cannot run tool {name!r}: the {max_stuck} worker threads allowed for stuck sync tools are all "
            f"held by calls that timed out or were cancelled and are still running: {listed}. Avoid calling "
            "these tools with the same arguments again."
        )
        self.name = name
        self.stuck = dict(stuck)
        self.max_stuck = max_stuck


_WATCHED: contextvars.ContextVar[list[concurrent.futures.Future[Any]] | None] = contextvars.ContextVar(
    "sprig_abandoned_tool_calls", default=None
)


def watch_abandoned() -> list[concurrent.futures.Future[Any]]:
    """From now on in this context (and the tasks it starts), collect the futures of sync tool calls
    abandoned while their function still runs; returns the (live) list. Each future is done once
    its function has returned."""
    watched: list[concurrent.futures.Future[Any]] = []
    _WATCHED.set(watched)
    return watched


class _Job:
    __slots__ = ("args", "function", "future", "kwargs", "name")

    def __init__(self, name: str, function: Callable[..., Any], args: Any, kwargs: Any) -> None:
        self.name = name
        self.function = function
        self.args = args
        self.kwargs = kwargs
        self.future: concurrent.futures.Future[Any] = concurrent.futures.Future()


class ToolThreadPool:
    """A bounded pool of daemon threads that counts the calls its callers abandoned."""

    def __init__(self, workers: int | None = None, max_stuck: int = DEFAULT_MAX_STUCK) -> None:
        if workers is None:
            workers = min(32, (os.cpu_count() or 1) + 4)
        for label, value in (("workers", workers), ("max_stuck", max_stuck)):
            if isinstance(value, bool) or not isinstance(value, int) or value < 1:
                raise ValueError(f"{label} must be a positive integer, got {value!r}")
        self.workers = workers
        self.max_stuck = max_stuck
        self._jobs: queue.SimpleQueue[_Job] = queue.SimpleQueue()
        self._lock = threading.Lock()
        self._threads = 0
        self._idle = 0
        self._stuck_total = 0
        self._stuck: Counter[str] = Counter()

    @property
    def stuck(self) -> dict[str, int]:
        """Abandoned calls still holding a thread, by tool name."""
        with self._lock:
            return {name: count for name, count in self._stuck.items() if count}

    @property
    def threads(self) -> int:
        """How many worker threads were started."""
        return self._threads

    async def run(self, name: str, function: Callable[..., T], /, *args: Any, **kwargs: Any) -> T:
        """Run ``function(*args, **kwargs)`` on a worker thread and await its result.

        Raises :class:`ToolThreadsExhaustedError` at once when stuck calls hold every thread.
        """
        # The caller's context variables (the running call's progress reporter among them) follow
        # the function into its thread, as asyncio.to_thread does.
        job = _Job(name, functools.partial(contextvars.copy_context().run, function), args, kwargs)
        with self._lock:
            if self._stuck_total >= self.max_stuck:
                raise ToolThreadsExhaustedError(name, dict(self._stuck), self.max_stuck)
            if self._idle:
                self._idle -= 1
            elif self._threads - self._stuck_total < self.workers:
                self._threads += 1
                threading.Thread(target=self._work, name=f"sprig-tool-{self._threads}", daemon=True).start()
        self._jobs.put(job)
        try:
            result: T = await asyncio.wrap_future(job.future)
        except asyncio.CancelledError:
            if not job.future.cancel() and not job.future.done():
                self._abandon(job)
                watched = _WATCHED.get()
                if watched is not None:
                    watched.append(job.future)
            raise
        return result

    def _abandon(self, job: _Job) -> None:
        with self._lock:
            self._stuck[job.name] += 1
            self._stuck_total += 1
            total = self._stuck_total
        logger.warning(
            "sync tool %r was abandoned (timed out or cancelled) but keeps running in its thread; "
            "%d of %d allowed stuck calls now",
            job.name,
            total,
            self.max_stuck,
        )

        def release(_: concurrent.futures.Future[Any]) -> None:
            with self._lock:
                self._stuck_total -= 1
                self._stuck[job.name] -= 1
                if not self._stuck[job.name]:
                    del self._stuck[job.name]

        job.future.add_done_callback(release)

    def _work(self) -> None:
        while True:
            job = self._jobs.get()
            if job.future.set_running_or_notify_cancel():
                try:
                    result = job.function(*job.args, **job.kwargs)
                except BaseException as exc:
                    job.future.set_exception(exc)
                else:
                    job.future.set_result(result)
            del job
            with self._lock:
                self._idle += 1


_pool_lock = threading.Lock()
_pool: ToolThreadPool | None = None


def tool_thread_pool() -> ToolThreadPool:
    """The process-wide pool sync tools run on (created on first use)."""
    global _pool
    with _pool_lock:
        if _pool is None:
            _pool = ToolThreadPool()
        return _pool


def configure_tool_threads(workers: int | None = None, max_stuck: int = DEFAULT_MAX_STUCK) -> ToolThreadPool:
    """Replace the process-wide pool by one with these bounds (see the module doc); returns it.

    Calls already running finish on the old pool; its idle threads stay parked (daemons).
    """
    global _pool
    pool = ToolThreadPool(workers, max_stuck)
    with _pool_lock:
        _pool = pool
    return pool
