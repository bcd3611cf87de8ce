"""The sync face: run sprig's coroutines from blocking code.

One daemon thread runs an event loop for the whole process. Blocking calls submit their
coroutine to it and wait, so connection pools bound to that loop are reused across calls and a
blocking call works even from a thread whose own loop is running (a notebook, a web handler).
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import threading
from collections.abc import AsyncIterator, Coroutine, Iterator
from typing import Any, TypeVar

from sprig._aio import aclose_iterator

__all__ = ["background_loop", "iterate_sync", "run_sync"]

T = TypeVar("T")

_lock = threading.Lock()
_loop: asyncio.AbstractEventLoop | None = None


def background_loop() -> asyncio.AbstractEventLoop:
    """The process-wide loop that blocking calls run on (started on first use)."""
    global _loop
    with _lock:
        if _loop is None or _loop.is_closed():
            loop = asyncio.new_event_loop()
            ready = threading.Event()

            def run() -> None:
                asyncio.set_event_loop(loop)
                loop.call_soon(ready.set)
                loop.run_forever()

            threading.Thread(target=run, name="sprig-sync-loop", daemon=True).start()
            ready.wait()
            _loop = loop
        return _loop


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
