"""``ScriptedChatModel``: a model that replies from a script, for testing loops without a network."""

from __future__ import annotations

import asyncio
import itertools
from collections.abc import AsyncIterator, Callable, Sequence
from dataclasses import dataclass

from sprig.messages import AssistantMessage, ToolCall
from sprig.models.response import ChatResponse, FinishReason, Generation, ToolCallDelta, Usage
from sprig.prompt import ChatOptions, Prompt
from sprig.usage import ModelPrices, priced

__all__ = ["ScriptExhaustedError", "ScriptedChatModel", "ScriptedReply"]


class ScriptExhaustedError(AssertionError):
    """The model was called more often than its script has replies."""


@dataclass(frozen=True, slots=True)
class ScriptedReply:
    """One scripted model turn: text and/or tool calls, or an error to raise.

    ``fail_after_chunks`` makes a stream raise ``error`` after that many chunks (a stream that
    breaks midway); without it, ``error`` is raised before anything is sent.
    """

    text: str = ""
    tool_calls: Sequence[ToolCall] = ()
    reasoning: str = ""
    usage: Usage | None = None
    finish_reason: FinishReason | None = None
    error: BaseException | None = None
    fail_after_chunks: int | None = None


ScriptItem = (
    str
    | ToolCall
    | Sequence[ToolCall]
    | AssistantMessage
    | ScriptedReply
    | BaseException
    | Callable[[Prompt], "str | ToolCall | Sequence[ToolCall] | AssistantMessage | ScriptedReply"]
)


def _to_reply(item: object, prompt: Prompt) -> ScriptedReply:
    if callable(item) and not isinstance(item, (ToolCall, BaseException, ScriptedReply, AssistantMessage)):
        item = item(prompt)
    if isinstance(item, ScriptedReply):
        return item
    if isinstance(item, str):
        return ScriptedReply(text=item)
    if isinstance(item, ToolCall):
        return ScriptedReply(tool_calls=(item,))
    if isinstance(item, AssistantMessage):
        return ScriptedReply(text=item.text, tool_calls=tuple(item.tool_calls), reasoning=item.reasoning)
    if isinstance(item, BaseException):
        return ScriptedReply(error=item)
    if isinstance(item, Sequence) and all(isinstance(c, ToolCall) for c in item):
        return ScriptedReply(tool_calls=tuple(item))
    raise TypeError(f"cannot use {item!r} as a scripted reply")


def _split(text: str, size: int) -> list[str]:
    return [text[i : i + size] for i in range(0, len(text), size)] if text else []


class ScriptedChatModel:
    """A ``ChatModel`` that answers each request with the next item of a script.

    Script items: a ``str`` (text reply), a ``ToolCall`` or a list of them, an
    ``AssistantMessage``, a :class:`ScriptedReply`, an exception (raised), or a callable that
    receives the ``Prompt`` and returns one of those. Every prompt received is recorded in
    ``prompts``. Streaming splits text and tool-call arguments into ``chunk_size`` deltas, with
    ``delay`` seconds between chunks, and follows the chunk rules of real models. ``prices``
    (or a request's ``ChatOptions(prices=...)``) give the replies' usage a cost.
    """

    def __init__(
        self,
        script: Sequence[ScriptItem] = (),
        *,
        chunk_size: int = 4,
        delay: float = 0.0,
        usage: Usage | None = None,
        options: ChatOptions | None = None,
        repeat_last: bool = False,
        prices: ModelPrices | None = None,
    ) -> None:
        if chunk_size <= 0:
            raise ValueError("chunk_size must be positive")
        self._script = list(script)
        self._position = 0
        self.chunk_size = chunk_size
        self.delay = delay
        self.usage = usage if usage is not None else Usage(10, 5, 15)
        self.repeat_last = repeat_last
        self.prices = prices
        self._default_options = options or ChatOptions(model="scripted")
        self.prompts: list[Prompt] = []
        self._ids = itertools.count(1)

    @property
    def default_options(self) -> ChatOptions:
        """Options every request starts from."""
        return self._default_options

    @property
    def calls(self) -> int:
        """How many requests the model has received."""
        return len(self.prompts)

    def add(self, *items: ScriptItem) -> None:
        """Append replies to the script."""
        self._script.extend(items)

    def _next(self, prompt: Prompt) -> ScriptedReply:
        self.prompts.append(prompt)
        if self._position >= len(self._script):
            if self.repeat_last and self._script:
                return _to_reply(self._script[-1], prompt)
            raise ScriptExhaustedError(
                f"ScriptedChatModel was called {len(self.prompts)} times but its script has {len(self._script)} replies"
            )
        item = self._script[self._position]
        self._position += 1
        return _to_reply(item, prompt)

    def _finish(self, reply: ScriptedReply) -> FinishReason:
        if reply.finish_reason is not None:
            return reply.finish_reason
        return "tool_calls" if reply.tool_calls else "stop"

    def _tool_calls(self, reply: ScriptedReply) -> tuple[ToolCall, ...]:
        return tuple(
            call if call.id else ToolCall(f"call_{next(self._ids)}", call.name, call.arguments, call.incomplete)
            for call in reply.tool_calls
        )

    async def call(self, prompt: Prompt) -> ChatResponse:
        """Return the next scripted reply as one response."""
        reply = self._next(prompt)
        if reply.error is not None:
            raise reply.error
        if self.delay:
            await asyncio.sleep(self.delay)
        message = AssistantMessage(reply.text, self._tool_calls(reply), reply.reasoning)
        usage = reply.usage if reply.usage is not None else self.usage
        response = ChatResponse((Generation(message, self._finish(reply)),), usage, {"model": "scripted"})
        return priced(response, self._prices(prompt))

    def _prices(self, prompt: Prompt) -> ModelPrices | None:
        return prompt.options.prices or self._default_options.prices or self.prices

    async def stream(self, prompt: Prompt) -> AsyncIterator[ChatResponse]:
        """Yield the next scripted reply as deltas."""
        reply = self._next(prompt)
        if reply.error is not None and reply.fail_after_chunks is None:
            raise reply.error
        chunks = self._chunks(reply)
        chunks[-1] = priced(chunks[-1], self._prices(prompt))
        for sent, chunk in enumerate(chunks):
            if reply.error is not None and sent == reply.fail_after_chunks:
                raise reply.error
            if self.delay:
                await asyncio.sleep(self.delay)
            yield chunk
        if reply.error is not None:
            raise reply.error

    def _chunks(self, reply: ScriptedReply) -> list[ChatResponse]:
        chunks: list[ChatResponse] = []
        for piece in _split(reply.reasoning, self.chunk_size):
            chunks.append(ChatResponse((Generation(AssistantMessage(reasoning=piece)),)))
        for piece in _split(reply.text, self.chunk_size):
            chunks.append(ChatResponse((Generation(AssistantMessage(piece)),)))
        calls = self._tool_calls(reply)
        for index, call in enumerate(calls):
            pieces = _split(call.arguments, self.chunk_size) or [""]
            for n, piece in enumerate(pieces):
                delta = (
                    ToolCallDelta(index, call.id, call.name, piece)
                    if n == 0
                    else ToolCallDelta(index, None, None, piece)
                )
                chunks.append(ChatResponse((Generation(AssistantMessage(), tool_call_deltas=(delta,)),)))
        usage = reply.usage if reply.usage is not None else self.usage
        final = Generation(AssistantMessage(tool_calls=calls), self._finish(reply))
        chunks.append(ChatResponse((final,), usage, {"model": "scripted"}))
        return chunks

    async def aclose(self) -> None:
        """Nothing to release."""
