"""Advisor protocols: ``CallAdvisor``, ``StreamAdvisor`` and the ``BaseAdvisor`` helper.

An advisor wraps the rest of the chain. Lower ``order`` runs first on the way in and last on
the way out; equal orders keep the order they were given in.
"""

from __future__ import annotations

import inspect
from collections.abc import AsyncIterator, Awaitable, Sequence
from typing import TYPE_CHECKING, Protocol, TypeVar, runtime_checkable

from sprig._aio import closing_stream
from sprig.chat.request import ChatClientRequest, ChatClientResponse
from sprig.models.response import ChatResponse, aggregate_chunks

if TYPE_CHECKING:
    from sprig.chat.chain import AdvisorChain
    from sprig.tools.callback import ToolCallback

__all__ = [
    "DEFAULT_ADVISOR_ORDER",
    "HIGHEST_PRECEDENCE",
    "LOWEST_PRECEDENCE",
    "Advisor",
    "BaseAdvisor",
    "CallAdvisor",
    "ChainAwareAdvisor",
    "StreamAdvisor",
    "ToolProvidingAdvisor",
]

HIGHEST_PRECEDENCE = -(2**31)
LOWEST_PRECEDENCE = 2**31 - 1
DEFAULT_ADVISOR_ORDER = 0
"""Default order of user advisors: after the tool advisor, so they see every round."""


@runtime_checkable
class Advisor(Protocol):
    """Anything with a ``name`` and an ``order``."""

    @property
    def name(self) -> str:
        """A name for logs, spans and error messages."""
        ...

    @property
    def order(self) -> int:
        """Position in the chain: lower runs first on the way in."""
        ...


@runtime_checkable
class CallAdvisor(Advisor, Protocol):
    """An advisor of blocking calls."""

    async def advise_call(self, request: ChatClientRequest, chain: AdvisorChain) -> ChatClientResponse:
        """Handle the request, usually by calling ``chain.next_call(request)``."""
        ...


@runtime_checkable
class StreamAdvisor(Advisor, Protocol):
    """An advisor of streaming calls."""

    def advise_stream(self, request: ChatClientRequest, chain: AdvisorChain) -> AsyncIterator[ChatClientResponse]:
        """Yield the response chunks, usually those of ``chain.next_stream(request)``."""
        ...


@runtime_checkable
class ChainAwareAdvisor(Advisor, Protocol):
    """An advisor that checks the chain it was put in (e.g. that a tool it watches exists)."""

    def on_chain_built(self, advisors: Sequence[Advisor], request: ChatClientRequest) -> None:
        """Raise when the chain or request cannot work with this advisor."""
        ...


@runtime_checkable
class ToolProvidingAdvisor(Advisor, Protocol):
    """An advisor that brings tools of its own to the requests it advises.

    The client asks it once per request, with the request's tools, and adds what it returns to
    them, so the tool loop runs those tools like any other (``ToolSearchAdvisor`` brings
    ``search_tools`` this way).
    """

    def advisor_tools(self, tools: Sequence[ToolCallback]) -> Sequence[ToolCallback]:
        """The tools to add to a request that offers ``tools`` (empty to add none)."""
        ...


T = TypeVar("T")


async def _maybe_await(value: T | Awaitable[T]) -> T:
    if inspect.isawaitable(value):
        return await value
    return value


class BaseAdvisor:
    """An advisor for the common case: change the request on the way in, the response on the way out.

    Override :meth:`before` and/or :meth:`after` (plain or ``async``). In streams ``after`` runs
    once, on the aggregated final response of the stream it wraps; the chunks themselves pass
    through unchanged as they arrive.
    """

    def __init__(self, *, order: int = DEFAULT_ADVISOR_ORDER, name: str | None = None) -> None:
        self._order = order
        self._name = name or type(self).__name__

    @property
    def name(self) -> str:
        """The advisor's name (its class name unless given)."""
        return self._name

    @property
    def order(self) -> int:
        """Position in the chain."""
        return self._order

    def before(self, request: ChatClientRequest) -> ChatClientRequest | Awaitable[ChatClientRequest]:
        """Return the request to pass on (unchanged by default)."""
        return request

    def after(self, response: ChatClientResponse) -> ChatClientResponse | Awaitable[ChatClientResponse]:
        """Return the response to pass back (unchanged by default)."""
        return response

    async def advise_call(self, request: ChatClientRequest, chain: AdvisorChain) -> ChatClientResponse:
        """Run ``before``, the rest of the chain, then ``after``."""
        request = await _maybe_await(self.before(request))
        response = await chain.next_call(request)
        return await _maybe_await(self.after(response))

    async def advise_stream(self, request: ChatClientRequest, chain: AdvisorChain) -> AsyncIterator[ChatClientResponse]:
        """Run ``before``, pass every chunk through, then ``after`` on the aggregate.

        The chunks have already reached the caller when ``after`` runs, so its return value is
        not used in streams.
        """
        request = await _maybe_await(self.before(request))
        chunks: list[ChatResponse] = []
        async with closing_stream(chain.next_stream(request)) as stream:
            async for item in stream:
                if item.chat_response is not None:
                    chunks.append(item.chat_response)
                yield item
        await _maybe_await(self.after(ChatClientResponse(aggregate_chunks(chunks), request.context)))
