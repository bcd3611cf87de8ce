"""``MessageChatMemoryAdvisor``: a conversation's history in, the new exchange saved out."""

from __future__ import annotations

from collections.abc import AsyncIterator, Sequence
from typing import Any

from sprig._aio import closing_stream
from sprig.chat.chain import AdvisorChain
from sprig.chat.folding import StreamFolder
from sprig.chat.request import (
    COMPACTED,
    PENDING,
    RECORD_ROUNDS,
    RESUME,
    TOOL_ROUNDS,
    ChatClientRequest,
    ChatClientResponse,
)
from sprig.messages import AssistantMessage, Message, SystemMessage, ToolResponseMessage
from sprig.models.response import ChatResponse
from sprig.state.chat_memory import ChatMemory, MessageWindowChatMemory

__all__ = ["DEFAULT_CHAT_MEMORY_ORDER", "MessageChatMemoryAdvisor"]

DEFAULT_CHAT_MEMORY_ORDER = -500
"""Default order: outside the tool loop (which sits at -100)."""


class MessageChatMemoryAdvisor:
    """Loads the conversation's history before the request and saves the exchange after it.

    The conversation is ``context["conversation_id"]`` (set with
    ``advisor_params(conversation_id=...)``; the client gives every request one). What is saved
    is the request's new messages (the user message), optionally every tool round
    (``save_tool_rounds=True``: assistant tool calls and results with their ids and raw
    arguments), and the final reply, in one write after the reply is complete. A call or stream
    that fails or is cancelled saves nothing.

    A system message on the request replaces the remembered one for this request and is saved
    (memory keeps the newest system message).

    When a :class:`~sprig.advisors.CompactionAdvisor` compacted the run, the stored history is
    replaced by its compacted form (summary first, cleared results as placeholders), so the next
    turn does not pay again.

    A run that pauses (approval, external tools) saves the user message only; its ``resume``
    saves the tool rounds (with ``save_tool_rounds``) and the answer, so the history is whole
    and in the order providers require once the run has finished. With ``save_tool_rounds``, a
    resumed run's tool rounds are saved as each round completes (the approved tools have run:
    their calls and results must not wait for an answer that may fail), and never twice: a
    resume retried after its continuation failed saves only what is new.
    """

    name = "MessageChatMemoryAdvisor"

    def __init__(
        self,
        chat_memory: ChatMemory | None = None,
        *,
        save_tool_rounds: bool = False,
        order: int = DEFAULT_CHAT_MEMORY_ORDER,
    ) -> None:
        self.chat_memory = chat_memory if chat_memory is not None else MessageWindowChatMemory()
        self.save_tool_rounds = save_tool_rounds
        self.order = order

    def _conversation_id(self, request: ChatClientRequest) -> str:
        conversation_id = request.conversation_id
        if not conversation_id:
            raise ValueError("MessageChatMemoryAdvisor needs a conversation id: advisor_params(conversation_id=...)")
        return conversation_id

    async def _before(self, request: ChatClientRequest) -> tuple[ChatClientRequest, list[Message], list[Message]]:
        conversation_id = self._conversation_id(request)
        history = await self.chat_memory.aget(conversation_id)
        if self.save_tool_rounds and RESUME in request.context:
            request.context[RECORD_ROUNDS] = _RoundSaver(self.chat_memory, conversation_id, history)
        incoming = list(request.prompt.messages)
        systems = [m for m in incoming if isinstance(m, SystemMessage)]
        if not systems:
            systems = [m for m in history if isinstance(m, SystemMessage)]
        new = [m for m in incoming if not isinstance(m, SystemMessage)]
        remembered = [m for m in history if not isinstance(m, SystemMessage)]
        prompt = request.prompt.with_messages([*systems, *remembered, *new])
        to_save = [*(m for m in incoming if isinstance(m, SystemMessage)), *new]
        return request.with_prompt(prompt), to_save, history

    async def _save(
        self, request: ChatClientRequest, to_save: list[Message], final: ChatResponse, history: list[Message]
    ) -> None:
        if request.context.get(PENDING):
            # paused: keep the user's message now; the resumed run saves the rounds and the answer
            if to_save:
                await self.chat_memory.aadd(self._conversation_id(request), to_save)
            return
        rounds: Sequence[Message] = request.context.get(TOOL_ROUNDS, ()) if self.save_tool_rounds else ()
        compacted = request.context.get(COMPACTED)
        if compacted is not None:  # the run was compacted: store the compacted history instead
            await self._replace(request, compacted, history, to_save, rounds, final)
            return
        saver = request.context.get(RECORD_ROUNDS)
        if isinstance(saver, _RoundSaver):  # a resume: some rounds may be saved already
            rounds = saver.unsaved(rounds)
        messages = [*to_save, *rounds, final.result.output]
        await self.chat_memory.aadd(self._conversation_id(request), messages)

    async def _replace(
        self,
        request: ChatClientRequest,
        compacted: Any,
        history: list[Message],
        to_save: list[Message],
        rounds: Sequence[Message],
        final: ChatResponse,
    ) -> None:
        """Store the whole conversation in the form compaction left it (``compacted.apply``)."""
        if any(isinstance(m, SystemMessage) for m in to_save):
            history = [m for m in history if not isinstance(m, SystemMessage)]
        stored = {key for m in history for key in _keys(m)}
        fresh = [m for m in rounds if not (keys := _keys(m)) or not keys <= stored]  # a resume may repeat some
        messages = compacted.apply([*history, *to_save, *fresh, final.result.output])
        await self.chat_memory.areplace(self._conversation_id(request), messages)

    async def advise_call(self, request: ChatClientRequest, chain: AdvisorChain) -> ChatClientResponse:
        """Add history, call, save the exchange."""
        request, to_save, history = await self._before(request)
        response = await chain.next_call(request)
        if response.chat_response is not None:
            await self._save(request, to_save, response.chat_response, history)
        return response

    async def advise_stream(self, request: ChatClientRequest, chain: AdvisorChain) -> AsyncIterator[ChatClientResponse]:
        """Add history, stream, and save the exchange only once the stream has completed."""
        request, to_save, history = await self._before(request)
        folder = StreamFolder()
        async with closing_stream(chain.next_stream(request)) as stream:
            async for item in stream:
                if item.chat_response is not None:
                    folder.add(item.chat_response)
                yield item
        await self._save(request, to_save, folder.result(), history)


class _RoundSaver:
    """Saves a resumed run's tool rounds as they complete, each message once.

    A tool round is an assistant message with calls and the message with their results; one is
    saved already when its call ids are in the remembered history (or were saved by this run).
    """

    __slots__ = ("_conversation_id", "_memory", "_saved")

    def __init__(self, memory: ChatMemory, conversation_id: str, history: Sequence[Message]) -> None:
        self._memory = memory
        self._conversation_id = conversation_id
        self._saved: set[tuple[str, str]] = set()
        self._note(history)

    def _note(self, messages: Sequence[Message]) -> None:
        for message in messages:
            self._saved.update(_keys(message))

    def unsaved(self, rounds: Sequence[Message]) -> list[Message]:
        """The messages of ``rounds`` not saved yet, in order."""
        return [m for m in rounds if not (keys := _keys(m)) or not keys <= self._saved]

    async def __call__(self, rounds: Sequence[Message]) -> None:
        new = self.unsaved(rounds)
        if new:
            await self._memory.aadd(self._conversation_id, new)
            self._note(new)


def _keys(message: Message) -> set[tuple[str, str]]:
    """What identifies a tool-round message: its call ids, as calls or as results."""
    if isinstance(message, AssistantMessage):
        return {("call", call.id) for call in message.tool_calls}
    if isinstance(message, ToolResponseMessage):
        return {("result", response.id) for response in message.responses}
    return set()
