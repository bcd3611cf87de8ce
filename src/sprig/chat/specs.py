"""The terminals of a request: blocking/async calls and streams iterable with ``for`` and ``async for``."""

from __future__ import annotations

import dataclasses
import re
from collections.abc import AsyncIterator, Callable, Iterator
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from sprig._aio import closing_stream
from sprig._sync import iterate_sync, run_sync
from sprig._telemetry import span
from sprig.chat.chain import AdvisorChain
from sprig.chat.entity import format_instructions, json_schema_of, parse_entity
from sprig.chat.events import ChunkEventTranslator, DoneEvent, StreamEvent
from sprig.chat.folding import StreamFolder
from sprig.chat.request import CONVERSATION_ID, PENDING, ChatClientRequest, ChatClientResponse
from sprig.models.response import ChatResponse
from sprig.pending import PendingToolCall, ToolApprovalRequired

if TYPE_CHECKING:
    from sprig.chat.client import ChatClientRequestSpec

__all__ = ["CallResponseSpec", "ResponseStream", "StreamResponseSpec"]

T = TypeVar("T")


class CallResponseSpec:
    """A lazy call. Each terminal runs the request once."""

    def __init__(self, spec: ChatClientRequestSpec) -> None:
        self._spec = spec

    async def achat_client_response(self) -> ChatClientResponse:
        """Run the request; return the response with its context."""
        request, chain = await self._spec._build()
        return await _run_call(request, chain)

    async def achat_response(self) -> ChatResponse:
        """Run the request; return the model's final ``ChatResponse``."""
        response = (await self.achat_client_response()).chat_response
        assert response is not None
        return response

    async def acontent(self) -> str:
        """Run the request; return the reply text.

        Raises :class:`~sprig.pending.ToolApprovalRequired` when the run paused on tool calls.
        """
        response = await self.achat_client_response()
        _raise_if_paused(response)
        assert response.chat_response is not None
        return response.chat_response.text

    async def aentity(self, output_type: type[T] | Any) -> T:
        """Run the request asking for JSON of ``output_type``; return the parsed value.

        Raises :class:`~sprig.chat.entity.EntityParseError` (with the raw text) when the reply
        does not parse.
        """
        request, chain = await self._spec._build()
        request = _with_output_format(request, output_type, self._spec._client.model)
        response = await _run_call(request, chain)
        _raise_if_paused(response)
        assert response.chat_response is not None
        result: T = parse_entity(response.chat_response.text, output_type)
        return result

    def chat_client_response(self) -> ChatClientResponse:
        """Blocking :meth:`achat_client_response`."""
        return run_sync(self.achat_client_response())

    def chat_response(self) -> ChatResponse:
        """Blocking :meth:`achat_response`."""
        return run_sync(self.achat_response())

    def content(self) -> str:
        """Blocking :meth:`acontent`."""
        return run_sync(self.acontent())

    def entity(self, output_type: type[T] | Any) -> T:
        """Blocking :meth:`aentity`."""
        result: T = run_sync(self.aentity(output_type))
        return result


def _raise_if_paused(response: ChatClientResponse) -> None:
    if response.pending:
        raise ToolApprovalRequired(response.pending, response.context.get(CONVERSATION_ID))


async def _run_call(request: ChatClientRequest, chain: AdvisorChain) -> ChatClientResponse:
    with span("chat_client call", {"gen_ai.operation.name": "chat"}):
        return await chain.next_call(request)


def _with_output_format(request: ChatClientRequest, output_type: Any, model: object) -> ChatClientRequest:
    schema = json_schema_of(output_type)
    prompt = request.prompt
    if getattr(model, "supports_json_schema", False):
        # OpenAI wants the name to match ^[a-zA-Z0-9_-]{1,64}$ ("Box[int]", "list" ...)
        name = re.sub(r"[^a-zA-Z0-9_-]", "_", str(getattr(output_type, "__name__", "")))[:64] or "output"
        response_format = {"type": "json_schema", "json_schema": {"name": name, "schema": schema}}
        return request.with_prompt(
            prompt.with_options(dataclasses.replace(prompt.options, response_format=response_format))
        )
    return request.with_prompt(prompt.augment_user_message(format_instructions(schema)))


class ResponseStream(Generic[T]):
    """A stream of items, iterable once with ``async for`` or with ``for``.

    Breaking out of the loop (or cancelling the task) stops the request: the HTTP request and
    running tools are cancelled.
    """

    def __init__(self, factory: Callable[[], AsyncIterator[T]]) -> None:
        self._factory = factory
        self._used = False

    def _take(self) -> AsyncIterator[T]:
        if self._used:
            raise RuntimeError("a stream can be iterated only once; call stream() again for a new request")
        self._used = True
        return self._factory()

    def __aiter__(self) -> AsyncIterator[T]:
        return self._take()

    def __iter__(self) -> Iterator[T]:
        return iterate_sync(self._take())

    async def acollect(self) -> list[T]:
        """All items, as a list."""
        return [item async for item in self]

    def collect(self) -> list[T]:
        """Blocking :meth:`acollect`."""
        return list(self)


class StreamResponseSpec:
    """A lazy stream. Each of its views runs the request when iterated."""

    def __init__(self, spec: ChatClientRequestSpec) -> None:
        self._spec = spec

    async def _open(self) -> AsyncIterator[ChatClientResponse]:
        """Build the request and return the chain's stream (each view iterates it directly)."""
        request, chain = await self._spec._build()
        return chain.next_stream(request)

    async def _items(self) -> AsyncIterator[ChatClientResponse]:
        async with closing_stream(await self._open()) as stream:
            async for item in stream:
                yield item

    def chat_client_responses(self) -> ResponseStream[ChatClientResponse]:
        """Every item of the chain: model chunks and advisor events."""
        return ResponseStream(self._items)

    def chat_responses(self) -> ResponseStream[ChatResponse]:
        """The model's chunks, of every round, as they arrive.

        Usage is cumulative: in a tool loop a chunk's usage sums the rounds so far, so the last
        chunk carries the usage of the whole request (as the blocking response does).
        """

        async def chunks() -> AsyncIterator[ChatResponse]:
            async with closing_stream(await self._open()) as items:
                async for item in items:
                    if item.chat_response is not None:
                        yield item.chat_response

        return ResponseStream(chunks)

    def content(self) -> ResponseStream[str]:
        """The answer text, delta by delta, of every round, as it arrives.

        When the run paused on tool calls (approval, external tools), the stream ends by raising
        :class:`~sprig.pending.ToolApprovalRequired`, as ``call().content()`` does, after any
        text streamed before the pause; ``events()`` reports the pause as events instead.
        """

        async def texts() -> AsyncIterator[str]:
            last: ChatClientResponse | None = None
            async with closing_stream(await self._open()) as items:
                async for item in items:
                    last = item
                    if item.chat_response is not None:
                        text = item.chat_response.text
                        if text:
                            yield text
            if last is not None and last.context.get(PENDING):
                raise ToolApprovalRequired(last.context[PENDING], last.context.get(CONVERSATION_ID))

        return ResponseStream(texts)

    def events(self) -> ResponseStream[StreamEvent]:
        """Typed events: text and reasoning deltas, tool calls and results, retries, reminders,
        usage, and a final ``DoneEvent`` with the final response (usage summed over rounds)."""

        async def events() -> AsyncIterator[StreamEvent]:
            translator = ChunkEventTranslator()
            folder = StreamFolder()
            pending: tuple[PendingToolCall, ...] = ()
            conversation_id: str | None = None
            async with closing_stream(await self._open()) as items:
                async for item in items:
                    if item.chat_response is not None:
                        folder.add(item.chat_response)
                        for event in translator.events(item.chat_response):
                            yield event
                    for event in item.events:
                        yield event
                    pending = item.context.get(PENDING, ())
                    conversation_id = item.context.get(CONVERSATION_ID)
            final = folder.result()
            if pending:  # paused: say which conversation resumes it (perhaps one generated here)
                yield DoneEvent(dataclasses.replace(final, pending=pending), conversation_id)
            else:
                yield DoneEvent(final)

        return ResponseStream(events)
