"""Small asyncio helpers shared across sprig."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any, TypeVar

__all__ = ["aclose_iterator", "closing_stream"]

T = TypeVar("T")


async def aclose_iterator(iterator: AsyncIterator[Any]) -> None:
    """Close an async iterator if it can be closed (async generators can)."""
    aclose = getattr(iterator, "aclose", None)
    if aclose is not None:
        await aclose()


@asynccontextmanager
async def closing_stream(iterator: AsyncIterator[T]) -> AsyncIterator[AsyncIterator[T]]:
    """Like :func:`contextlib.aclosing` for any async iterator: leaving the block closes it at once.

    Nested streams must be closed this way, so that breaking out of the outermost loop closes
    the HTTP response and cancels tools right away rather than whenever the garbage collector runs.
    """
    try:
        yield iterator
    finally:
        await aclose_iterator(iterator)
