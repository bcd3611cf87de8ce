"""Small asyncio helpers shared across sprig."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Awaitable
from contextlib import AbstractAsyncContextManager
from types import TracebackType
from typing import Any, Generic, TypeVar

__all__ = ["aclose_iterator", "closing_stream", "shielded"]

T = TypeVar("T")


async def aclose_iterator(iterator: AsyncIterator[Any]) -> None:
    """Close an async iterator if it can be closed (async generators can)."""
    aclose = getattr(iterator, "aclose", None)
    if aclose is not None:
        await aclose()


class _ClosingStream(Generic[T]):
    __slots__ = ("_iterator",)

    def __init__(self, iterator: AsyncIterator[T]) -> None:
        self._iterator = iterator

    async def __aenter__(self) -> AsyncIterator[T]:
        return self._iterator

    async def __aexit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        await aclose_iterator(self._iterator)


def closing_stream(iterator: AsyncIterator[T]) -> AbstractAsyncContextManager[AsyncIterator[T]]:
    """Like :func:`contextlib.aclosing` for any async iterator: leaving the block closes it at once.

    Nested streams must be closed this way, so that breaking out of the outermost loop closes
    the HTTP response and cancels tools right away rather than whenever the garbage collector runs.
    (A plain class rather than ``@asynccontextmanager``: a streamed tool round opens two of these,
    and each generator-based one is an async generator the loop tracks, plus contextlib's layer.)
    """
    return _ClosingStream(iterator)


async def shielded(awaitable: Awaitable[T]) -> T:
    """Await ``awaitable`` to its end even when the caller is being cancelled (cleanup that must
    happen: giving a claim back, releasing a lock); a cancellation that arrived meanwhile is
    raised afterwards. Works under anyio's cancel scopes too, which cancel again at every await."""
    task = asyncio.ensure_future(awaitable)
    cancelled = False
    while True:
        try:
            result = await asyncio.shield(task)
        except asyncio.CancelledError:
            if task.done() and task.cancelled():
                raise
            cancelled = True
            continue
        break
    if cancelled:
        raise asyncio.CancelledError
    return result
