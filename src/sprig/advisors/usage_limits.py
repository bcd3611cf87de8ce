"""``UsageLimitAdvisor``: a run's budget checked around every model request.

The client adds it, next to the model, when the run has a :class:`~sprig.usage.UsageMeter`:
the request has :class:`~sprig.usage.UsageLimits` (``default_usage_limits`` or
``usage_limits``), or a parent run passed its meter on. It sits after the tool loop, so it sees
every round; a request without limits has no such advisor at all.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Sequence

from sprig._aio import closing_stream
from sprig.chat.advisor import LOWEST_PRECEDENCE
from sprig.chat.chain import AdvisorChain
from sprig.chat.folding import StreamFolder
from sprig.chat.request import USAGE_METER, ChatClientRequest, ChatClientResponse
from sprig.messages import Message
from sprig.models.response import ChatResponse
from sprig.usage import UsageMeter

__all__ = ["USAGE_LIMIT_ORDER", "UsageLimitAdvisor"]

USAGE_LIMIT_ORDER = LOWEST_PRECEDENCE - 1
"""Just before the model: after the tool loop and every user advisor."""


def _conversation(request: ChatClientRequest, reply: ChatResponse | None) -> Sequence[Message]:
    messages = list(request.prompt.messages)
    if reply is not None and reply.generations:
        messages.append(reply.result.output)
    return messages


class UsageLimitAdvisor:
    """Checks the run's :class:`~sprig.usage.UsageMeter` before each model request and after each
    response; raises :class:`~sprig.usage.UsageLimitExceededError` when a limit is passed."""

    name = "UsageLimitAdvisor"
    order = USAGE_LIMIT_ORDER

    async def advise_call(self, request: ChatClientRequest, chain: AdvisorChain) -> ChatClientResponse:
        """Count the request, call the model, add its usage."""
        meter: UsageMeter = request.context[USAGE_METER]
        meter.before_request(request.prompt.messages)
        response = await chain.next_call(request)
        reply = response.chat_response
        meter.after_response(reply.usage if reply is not None else None, _conversation(request, reply))
        return response

    async def advise_stream(self, request: ChatClientRequest, chain: AdvisorChain) -> AsyncIterator[ChatClientResponse]:
        """Count the request, stream the model's chunks, add the usage once the stream has ended."""
        meter: UsageMeter = request.context[USAGE_METER]
        meter.before_request(request.prompt.messages)
        folder = StreamFolder()
        async with closing_stream(chain.next_stream(request)) as stream:
            async for item in stream:
                if item.chat_response is not None:
                    folder.add(item.chat_response)
                yield item
        reply = folder.result()
        meter.after_response(reply.usage, _conversation(request, reply))
