"""``SafeGuardAdvisor``: refuse prompts that contain listed words, without calling the model."""

from __future__ import annotations

import re
from collections.abc import AsyncIterator, Sequence

from sprig._aio import closing_stream
from sprig.chat.advisor import HIGHEST_PRECEDENCE
from sprig.chat.chain import AdvisorChain
from sprig.chat.request import ChatClientRequest, ChatClientResponse
from sprig.messages import AssistantMessage, SystemMessage, ToolResponseMessage
from sprig.models.response import ChatResponse, Generation

__all__ = ["DEFAULT_FAILURE_RESPONSE", "SafeGuardAdvisor"]

DEFAULT_FAILURE_RESPONSE = (
    "I'm unable to respond to that due to sensitive content. Could we rephrase or discuss something else?"
)


class SafeGuardAdvisor:
    """Blocks a request whose messages contain any of ``sensitive_words`` (case-insensitive).

    A blocked request never reaches the model; the reply is ``failure_response`` and the
    context gets ``safeguard_blocked=True``. Words match whole words; system messages and tool
    results are not checked unless ``check_all_messages`` is set.
    """

    name = "SafeGuardAdvisor"

    def __init__(
        self,
        sensitive_words: Sequence[str],
        *,
        failure_response: str = DEFAULT_FAILURE_RESPONSE,
        order: int = HIGHEST_PRECEDENCE + 100,
        check_all_messages: bool = False,
    ) -> None:
        words = [w for w in sensitive_words if w and w.strip()]
        self.sensitive_words = tuple(words)
        self.failure_response = failure_response
        self.order = order
        self.check_all_messages = check_all_messages
        self._pattern = (
            re.compile("|".join(rf"(?<!\w){re.escape(w)}(?!\w)" for w in words), re.IGNORECASE) if words else None
        )

    def _blocked(self, request: ChatClientRequest) -> bool:
        if self._pattern is None:
            return False
        for message in request.prompt.messages:
            if isinstance(message, ToolResponseMessage):
                texts = [r.data for r in message.responses] if self.check_all_messages else []
            elif isinstance(message, (SystemMessage, AssistantMessage)) and not self.check_all_messages:
                texts = []
            else:
                texts = [message.text]
            if any(self._pattern.search(text) for text in texts):
                return True
        return False

    def _refusal(self, request: ChatClientRequest) -> ChatClientResponse:
        request.context["safeguard_blocked"] = True
        response = ChatResponse((Generation(AssistantMessage(self.failure_response), "content_filter"),))
        return ChatClientResponse(response, request.context)

    async def advise_call(self, request: ChatClientRequest, chain: AdvisorChain) -> ChatClientResponse:
        """Refuse, or pass the request on."""
        if self._blocked(request):
            return self._refusal(request)
        return await chain.next_call(request)

    async def advise_stream(self, request: ChatClientRequest, chain: AdvisorChain) -> AsyncIterator[ChatClientResponse]:
        """Refuse with one chunk, or pass the stream through."""
        if self._blocked(request):
            yield self._refusal(request)
            return
        async with closing_stream(chain.next_stream(request)) as stream:
            async for item in stream:
                yield item
