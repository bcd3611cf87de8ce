"""``TodoReminderAdvisor``: remind the model to update its plan after N tool rounds without doing so."""

from __future__ import annotations

import dataclasses
from collections.abc import AsyncIterator, Sequence

from sprig._aio import closing_stream
from sprig.advisors.tool_call import TOOL_CALL_ADVISOR_ORDER
from sprig.chat.advisor import Advisor
from sprig.chat.chain import AdvisorChain
from sprig.chat.events import ReminderEvent
from sprig.chat.request import ChatClientRequest, ChatClientResponse, record_event
from sprig.messages import AssistantMessage, Message, ToolResponseMessage, UserMessage

__all__ = ["DEFAULT_REMINDER", "TODO_REMINDER_ORDER", "TodoReminderAdvisor", "rounds_since_todo_update"]

DEFAULT_REMINDER = "<reminder>Update your todos.</reminder>"
TODO_REMINDER_ORDER = TOOL_CALL_ADVISOR_ORDER + 50
"""Default order: right after the tool advisor, so it sees every round."""


def rounds_since_todo_update(messages: Sequence[Message], tool_names: Sequence[str]) -> int:
    """Tool rounds since the last round that called one of ``tool_names`` (all rounds if none did).

    A round is an assistant message with tool calls; it is a todo round if ANY of its calls (a
    parallel batch included) is a todo tool. Derived from the messages alone, so the count
    survives restarts and needs no cache.
    """
    watched = set(tool_names)
    rounds = 0
    for message in reversed(messages):
        if isinstance(message, AssistantMessage) and message.tool_calls:
            if any(call.name in watched for call in message.tool_calls):
                return rounds
            rounds += 1
    return rounds


class TodoReminderAdvisor:
    """Adds a reminder to what the model receives once it has gone ``threshold`` tool rounds
    without updating its todo list, and on every round after that until it does.

    Placement is provider-correct: the reminder travels as the ``text`` of the round's
    :class:`~sprig.messages.ToolResponseMessage` (each model puts it where its API accepts it:
    appended to the tool results for OpenAI-style APIs, a text block after the ``tool_result``
    blocks for Anthropic); when the last message is a user message it is appended to that.

    The reminder is shown for that round only: it is not written into the conversation the tool
    loop keeps or the memory saves, so the history stays what the model and tools said.
    """

    name = "TodoReminderAdvisor"

    def __init__(
        self,
        threshold: int = 3,
        *,
        tool_name: str | Sequence[str] = "todo_update",
        reminder: str = DEFAULT_REMINDER,
        order: int = TODO_REMINDER_ORDER,
    ) -> None:
        if threshold < 1:
            raise ValueError("threshold must be at least 1")
        if not reminder.strip():
            raise ValueError("the reminder text must not be empty")
        self.threshold = threshold
        self.tool_names = (tool_name,) if isinstance(tool_name, str) else tuple(tool_name)
        if not self.tool_names:
            raise ValueError("give the name of the todo tool to watch")
        self.reminder = reminder
        self.order = order

    def on_chain_built(self, advisors: Sequence[Advisor], request: ChatClientRequest) -> None:
        """The watched tool must be one of the request's tools."""
        registered = [cb.definition.name for cb in request.prompt.options.tool_callbacks]
        missing = [name for name in self.tool_names if name not in registered]
        if missing:
            raise ValueError(
                f"TodoReminderAdvisor watches tool {missing[0]!r}, which is not among the registered tools "
                f"({', '.join(registered) or 'none'}); add the todo tools (e.g. TodoTools) or set tool_name"
            )

    def _remind(self, request: ChatClientRequest) -> tuple[ChatClientRequest, ReminderEvent | None]:
        prompt = request.prompt
        rounds = rounds_since_todo_update(prompt.messages, self.tool_names)
        if rounds < self.threshold or not prompt.messages:
            return request, None
        last = prompt.messages[-1]
        if isinstance(last, ToolResponseMessage):
            text = f"{last.text}\n{self.reminder}" if last.text else self.reminder
            prompt = prompt.with_messages([*prompt.messages[:-1], dataclasses.replace(last, text=text)])
        elif isinstance(last, UserMessage):
            prompt = prompt.augment_user_message(self.reminder)
        else:
            return request, None
        return request.with_prompt(prompt), ReminderEvent(self.reminder, rounds)

    async def advise_call(self, request: ChatClientRequest, chain: AdvisorChain) -> ChatClientResponse:
        """Add the reminder when due, then pass the round on."""
        request, event = self._remind(request)
        if event is not None:
            record_event(request.context, event)
        return await chain.next_call(request)

    async def advise_stream(self, request: ChatClientRequest, chain: AdvisorChain) -> AsyncIterator[ChatClientResponse]:
        """Add the reminder when due (reporting a ``reminder`` event), then stream the round."""
        request, event = self._remind(request)
        if event is not None:
            yield ChatClientResponse(None, request.context, (event,))
        async with closing_stream(chain.next_stream(request)) as stream:
            async for item in stream:
                yield item
