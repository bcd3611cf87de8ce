"""The ``ChatModel`` protocol: one provider request per call, tools never executed here."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Protocol, runtime_checkable

from sprig.models.response import ChatResponse
from sprig.prompt import ChatOptions, Prompt

__all__ = ["ChatModel"]


@runtime_checkable
class ChatModel(Protocol):
    """Turns a ``Prompt`` into one provider request.

    ``call`` returns the whole reply; ``stream`` yields ``ChatResponse`` chunks as they arrive
    (see :mod:`sprig.models.response` for the chunk rules). A model sends tool definitions and
    returns tool calls; it never runs a tool.
    """

    @property
    def default_options(self) -> ChatOptions:
        """Options every request starts from (the request's own options win)."""
        ...

    async def call(self, prompt: Prompt) -> ChatResponse:
        """Send the prompt and return the complete reply."""
        ...

    def stream(self, prompt: Prompt) -> AsyncIterator[ChatResponse]:
        """Send the prompt and yield reply chunks as they arrive."""
        ...

    async def aclose(self) -> None:
        """Release connections and other resources."""
        ...
