"""Where sync tool functions run: sprig's own bounded pool of worker threads.

A sync tool runs in a worker thread so it never blocks the event loop. Threads cannot be
killed, so a sync call that times out or is cancelled keeps its thread until the function
returns by itself (a catastrophic regex, a deep ``**`` glob, a hung socket). Running such calls
on the loop's default executor would let them starve everything else that uses it, DNS
resolution of new model connections among them. So sync tools run here instead:

- a process-wide pool of at most ``max_threads`` daemon threads (default
  :data:`DEFAULT_MAX_THREADS`, 64), started lazily and reused; being daemons, a stuck thread
  never holds up interpreter exit;
- a call whose caller gave up (timeout, cancellation) while its function still runs is
  **stuck**; :attr:`ToolThreadPool.stuck` counts those per tool name and the count drops when
  the function finally returns;
- when every thread is held by a stuck call, a new sync call fails at once with
  :class:`ToolThreadsExhaustedError`, which names the stuck tools (the model reads it as the
  tool's error result); while some threads are merely busy, a new call waits for one.

:func:`configure_tool_threads` changes the bound (before or between uses);
:func:`tool_thread_pool` is the pool in use.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import queue
import threading
from collections import Counter
from collections.abc import Callable
from typing import Any, TypeVar

from sprig.tools.errors import ToolError

__all__ = [
    "DEFAULT_MAX_THREADS",
    "ToolThreadPool",
    "ToolThreadsExhaustedError",
    "configure_tool_threads",
    "tool_thread_pool",
]

T = TypeVar("T")

DEFAULT_MAX_THREADS = 64
"""How many worker threads sync tools may hold at once, stuck ones included."""


class ToolThreadsExhaustedError(ToolError):
    """Every worker thread for sync tools is held by a call that was abandoned but still runs.

    ``stuck`` maps each stuck tool's name to how many of its calls still hold a thread.
    """

    def __init__(self, name: str, stuck: dict[str, int], max_threads: int) -> None:
        listed = ", ".join(f"{tool} ({count})" for tool, count in sorted(stuck.items(), key=lambda kv: -kv[1]))
        super().__init__(
            f"cannot run tool {name!r}: all {max_threads} worker threads for sync tools are held by calls "
            f"that timed out or were cancelled and are still running: {listed}. Avoid calling these tools "
            "with the same arguments again."
        )
        self.name = name
        self.stuck = dict(stuck)
        self.max_threads = max_threads


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

    def __init__(self, max_threads: int = DEFAULT_MAX_THREADS) -> None:
        if isinstance(max_threads, bool) or not isinstance(max_threads, int) or max_threads < 1:
            raise ValueError(f"max_threads must be a positive integer, got {max_threads!r}")
        self.max_threads = max_threads
        self._jobs: queue.SimpleQueue[_Job] = queue.SimpleQueue()
        self._lock = threading.Lock()
        self._threads = 0
        self._idle = 0
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
        job = _Job(name, function, args, kwargs)
        with self._lock:
            if sum(self._stuck.values()) >= self.max_threads:
                raise ToolThreadsExhaustedError(name, dict(self._stuck), self.max_threads)
            if self._idle:
                self._idle -= 1
            elif self._threads < self.max_threads:
                self._threads += 1
                threading.Thread(target=self._work, name=f"sprig-tool-{self._threads}", daemon=True).start()
        self._jobs.put(job)
        try:
            result: T = await asyncio.wrap_future(job.future)
        except asyncio.CancelledError:
            if not job.future.cancel() and not job.future.done():
                self._abandon(job)
            raise
        return result

    def _abandon(self, job: _Job) -> None:
        with self._lock:
            self._stuck[job.name] += 1

        def release(_: concurrent.futures.Future[Any]) -> None:
            with self._lock:
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


def configure_tool_threads(max_threads: int = DEFAULT_MAX_THREADS) -> ToolThreadPool:
    """Replace the process-wide pool by one of ``max_threads`` threads; returns it.

    Calls already running finish on the old pool; its idle threads stay parked (daemons).
    """
    global _pool
    pool = ToolThreadPool(max_threads)
    with _pool_lock:
        _pool = pool
    return pool
