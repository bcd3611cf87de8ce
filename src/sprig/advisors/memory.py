"""``MessageChatMemoryAdvisor``: a conversation's history in, the new exchange saved out."""

from __future__ import annotations

from collections.abc import AsyncIterator, Sequence

from sprig._aio import closing_stream
from sprig.chat.chain import AdvisorChain
from sprig.chat.folding import StreamFolder
from sprig.chat.request import COMPACTED, PENDING, TOOL_ROUNDS, ChatClientRequest, ChatClientResponse
from sprig.messages import Message, SystemMessage
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
    and in the order providers require once the run has finished.
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
        history = await self.chat_memory.aget(self._conversation_id(request))
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
        messages = [*to_save, *rounds, final.result.output]
        compacted = request.context.get(COMPACTED)
        if compacted is not None:  # the run was compacted: store the compacted history instead
            if any(isinstance(m, SystemMessage) for m in to_save):
                history = [m for m in history if not isinstance(m, SystemMessage)]
            await self.chat_memory.areplace(self._conversation_id(request), compacted.apply([*history, *messages]))
            return
        await self.chat_memory.aadd(self._conversation_id(request), messages)

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
