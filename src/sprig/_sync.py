"""The sync face: run sprig's coroutines from blocking code.

One daemon thread runs an event loop for the whole process. Blocking calls submit their
coroutine to it and wait, so connection pools bound to that loop are reused across calls and a
blocking call works even from a thread whose own loop is running (a notebook, a web handler).

At interpreter exit (``atexit``) the loop is wound down cleanly: its pending tasks are
cancelled, its async generators closed (which closes every model's HTTP session made on it,
see :class:`sprig.models._http.SessionPool`), then it is stopped and closed, so a program that
only ever used the blocking API and never closed its model exits without "Unclosed client
session" warnings. The wind-down waits at most :data:`SHUTDOWN_TIMEOUT` seconds.
"""

from __future__ import annotations

import asyncio
import atexit
import concurrent.futures
import contextlib
import threading
from collections.abc import AsyncIterator, Coroutine, Iterator
from typing import Any, TypeVar

from sprig._aio import aclose_iterator

__all__ = ["SHUTDOWN_TIMEOUT", "background_loop", "iterate_sync", "run_sync", "shutdown_background_loop"]

T = TypeVar("T")

SHUTDOWN_TIMEOUT = 5.0
"""Seconds the exit-time wind-down of the background loop may take."""

_lock = threading.Lock()
_loop: asyncio.AbstractEventLoop | None = None
_thread: threading.Thread | None = None
_registered = False


def background_loop() -> asyncio.AbstractEventLoop:
    """The process-wide loop that blocking calls run on (started on first use)."""
    global _loop, _thread, _registered
    with _lock:
        if _loop is None or _loop.is_closed():
            loop = asyncio.new_event_loop()
            ready = threading.Event()

            def run() -> None:
                asyncio.set_event_loop(loop)
                loop.call_soon(ready.set)
                loop.run_forever()

            _thread = threading.Thread(target=run, name="sprig-sync-loop", daemon=True)
            _thread.start()
            ready.wait()
            _loop = loop
            if not _registered:
                atexit.register(shutdown_background_loop)
                _registered = True
        return _loop


async def _wind_down() -> None:
    current = asyncio.current_task()
    tasks = [task for task in asyncio.all_tasks() if task is not current]
    for task in tasks:
        task.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)
    await asyncio.get_running_loop().shutdown_asyncgens()


def shutdown_background_loop(timeout: float = SHUTDOWN_TIMEOUT) -> None:
    """Cancel what still runs on the background loop, close its async generators (and so the
    HTTP sessions made on it), stop and close it. Runs at exit; a later blocking call starts a
    new loop."""
    global _loop, _thread
    with _lock:
        loop, thread = _loop, _thread
        _loop = _thread = None
    if loop is None or thread is None or loop.is_closed() or not thread.is_alive():
        return
    with contextlib.suppress(Exception):
        asyncio.run_coroutine_threadsafe(_wind_down(), loop).result(timeout)
    loop.call_soon_threadsafe(loop.stop)
    thread.join(timeout)
    if not thread.is_alive():
        loop.close()


def _wait(future: concurrent.futures.Future[T]) -> T:
    try:
        return future.result()
    except BaseException:
        # KeyboardInterrupt or an error in the waiting thread: cancel the work on the loop too.
        future.cancel()
        raise


def run_sync(coro: Coroutine[Any, Any, T]) -> T:
    """Run ``coro`` on the background loop and return its result, blocking this thread."""
    loop = background_loop()
    try:
        running = asyncio.get_running_loop()
    except RuntimeError:
        running = None
    if running is loop:
        coro.close()
        raise RuntimeError("a blocking sprig call was made from inside sprig's own event loop; use the async API")
    return _wait(asyncio.run_coroutine_threadsafe(coro, loop))


async def _next(iterator: AsyncIterator[T]) -> tuple[bool, T | None]:
    try:
        return True, await iterator.__anext__()
    except StopAsyncIteration:
        return False, None


def iterate_sync(iterator: AsyncIterator[T]) -> Iterator[T]:
    """Iterate an async iterator from blocking code, item by item as they arrive.

    Leaving the loop early (``break``, an exception, garbage collection) closes the async
    iterator on the background loop, which cancels whatever it was waiting for.
    """
    finished = False
    try:
        while True:
            has_item, item = run_sync(_next(iterator))
            if not has_item:
                finished = True
                return
            yield item  # type: ignore[misc]
    finally:
        if not finished:
            run_sync(aclose_iterator(iterator))
