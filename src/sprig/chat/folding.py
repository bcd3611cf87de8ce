"""Folding a stream of chain items back into one final response."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable

from sprig.chat.request import ChatClientResponse
from sprig.models.response import ChatResponse, Usage, aggregate_chunks

__all__ = ["StreamFolder", "fold_items"]


class StreamFolder:
    """The last round's reply, with the stream's usage.

    Usage in a stream is cumulative (a tool loop's chunks carry the rounds so far), so the last
    usage seen is the total.
    """

    __slots__ = ("_final", "_round", "_usage")

    def __init__(self) -> None:
        self._round: list[ChatResponse] = []
        self._usage: Usage | None = None
        self._final: ChatResponse | None = None

    def add(self, chunk: ChatResponse) -> None:
        """Take one model chunk; a chunk with a finish reason closes its round."""
        self._round.append(chunk)
        if chunk.usage is not None:
            self._usage = chunk.usage
        if chunk.generations and chunk.generations[0].finish_reason is not None:
            self._final = aggregate_chunks(self._round)
            self._round = []

    def result(self) -> ChatResponse:
        """The final response so far."""
        final = aggregate_chunks(self._round) if self._round or self._final is None else self._final
        return dataclasses.replace(final, usage=self._usage)


def fold_items(items: Iterable[ChatClientResponse]) -> ChatResponse:
    """Fold collected chain items into their final response."""
    folder = StreamFolder()
    for item in items:
        if item.chat_response is not None:
            folder.add(item.chat_response)
    return folder.result()
