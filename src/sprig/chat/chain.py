"""The advisor chain: ordered, recursive, ending in the advisor that calls the model."""

from __future__ import annotations

from collections.abc import AsyncIterator, Sequence
from typing import TYPE_CHECKING

from sprig._aio import closing_stream
from sprig._telemetry import span
from sprig.chat.advisor import LOWEST_PRECEDENCE, Advisor, CallAdvisor, StreamAdvisor
from sprig.chat.request import ChatClientRequest, ChatClientResponse
from sprig.models.base import ChatModel
from sprig.models.response import ChatResponse

if TYPE_CHECKING:
    from opentelemetry.trace import Span

__all__ = ["AdvisorChain", "ChatModelAdvisor"]


class ChatModelAdvisor:
    """The last advisor of every chain: sends the prompt to the model."""

    name = "ChatModelAdvisor"
    order = LOWEST_PRECEDENCE

    def __init__(self, model: ChatModel) -> None:
        self.model = model

    def _model_name(self, request: ChatClientRequest) -> str | None:
        return request.prompt.options.model or self.model.default_options.model

    async def advise_call(self, request: ChatClientRequest, chain: AdvisorChain) -> ChatClientResponse:
        """Call the model once."""
        model_name = self._model_name(request)
        attributes = {"gen_ai.operation.name": "chat", "gen_ai.request.model": model_name}
        with span(f"chat {model_name or ''}".strip(), attributes) as current:
            response = await self.model.call(request.prompt)
            if current.is_recording():
                _response_attributes(current, response)
        return ChatClientResponse(response, request.context)

    async def advise_stream(self, request: ChatClientRequest, chain: AdvisorChain) -> AsyncIterator[ChatClientResponse]:
        """Stream the model's chunks as they arrive."""
        model_name = self._model_name(request)
        attributes = {"gen_ai.operation.name": "chat", "gen_ai.request.model": model_name}
        with span(f"chat {model_name or ''}".strip(), attributes, current=False) as current:
            recording = current.is_recording()  # asked once: the stream's chunks do not change it
            async with closing_stream(self.model.stream(request.prompt)) as stream:
                async for chunk in stream:
                    if recording and (chunk.usage is not None or chunk.metadata):
                        _response_attributes(current, chunk)
                    yield ChatClientResponse(chunk, request.context)


def _response_attributes(current: Span, response: ChatResponse) -> None:
    """The GenAI attributes a reply (or chunk) sets on its span: usage, the model that answered."""
    if response.usage is not None:
        current.set_attribute("gen_ai.usage.input_tokens", response.usage.prompt_tokens)
        current.set_attribute("gen_ai.usage.output_tokens", response.usage.completion_tokens)
    model = response.metadata.get("model")
    if isinstance(model, str):
        current.set_attribute("gen_ai.response.model", model)


# hasattr rather than isinstance on the runtime-checkable protocols: this runs every tool round
def _call_advisors(advisors: tuple[Advisor, ...]) -> tuple[CallAdvisor, ...]:
    return tuple(a for a in advisors if hasattr(a, "advise_call"))  # type: ignore[misc]


def _stream_advisors(advisors: tuple[Advisor, ...]) -> tuple[StreamAdvisor, ...]:
    return tuple(a for a in advisors if hasattr(a, "advise_stream"))  # type: ignore[misc]


def _index_of(advisors: Sequence[Advisor], advisor: Advisor) -> int:
    for position, candidate in enumerate(advisors):
        if candidate is advisor:
            return position
    return -1


class AdvisorChain:
    """The advisors of one request, sorted by order, with a position.

    ``next_call`` / ``next_stream`` hand the request to the next advisor. ``copy(after)`` gives
    a fresh chain of the advisors that come after ``after`` — the tool loop calls it once per
    round, so every advisor after it sees every round.
    """

    __slots__ = ("_advisors", "_call", "_stream")

    def __init__(self, advisors: Sequence[Advisor]) -> None:
        ordered = sorted(advisors, key=lambda a: a.order)  # sorted() is stable
        self._advisors = tuple(ordered)
        self._call = _call_advisors(self._advisors)
        self._stream = _stream_advisors(self._advisors)

    @classmethod
    def _from_parts(
        cls, advisors: tuple[Advisor, ...], call: tuple[CallAdvisor, ...], stream: tuple[StreamAdvisor, ...]
    ) -> AdvisorChain:
        chain = cls.__new__(cls)
        chain._advisors = advisors
        chain._call = call
        chain._stream = stream
        return chain

    @property
    def advisors(self) -> tuple[Advisor, ...]:
        """The advisors still ahead in this chain, in order."""
        return self._advisors

    async def next_call(self, request: ChatClientRequest) -> ChatClientResponse:
        """Hand the request to the next call advisor."""
        if not self._call:
            raise RuntimeError("the advisor chain is exhausted: no advisor left to call the model")
        head = self._call[0]
        rest = AdvisorChain._from_parts(self._advisors, self._call[1:], self._stream)
        if isinstance(head, ChatModelAdvisor):
            return await head.advise_call(request, rest)
        with span(f"advisor {head.name}", {"spring.ai.advisor.name": head.name, "sprig.advisor.order": head.order}):
            return await head.advise_call(request, rest)

    def next_stream(self, request: ChatClientRequest) -> AsyncIterator[ChatClientResponse]:
        """Hand the request to the next stream advisor: the stream it returns.

        The advisor's own iterator is returned (not wrapped in another generator: a layer per
        advisor per chunk adds up); closing it closes the advisor's stream.
        """
        if not self._stream:
            raise RuntimeError("the advisor chain is exhausted: no advisor left to call the model")
        head = self._stream[0]
        rest = AdvisorChain._from_parts(self._advisors, self._call, self._stream[1:])
        return head.advise_stream(request, rest)

    def copy(self, after: Advisor | None) -> AdvisorChain:
        """A fresh chain of the advisors that come after ``after`` in this chain."""
        if after is None:
            raise ValueError("AdvisorChain.copy(after) needs the advisor to copy after, got None")
        position = _index_of(self._advisors, after)
        if position < 0:
            raise ValueError(f"advisor {getattr(after, 'name', after)!r} is not in this chain")
        tail = self._advisors[position + 1 :]
        return AdvisorChain._from_parts(tail, _call_advisors(tail), _stream_advisors(tail))
