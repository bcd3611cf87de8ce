"""The client a durable run executes: the user's client with its model, tools and memory as steps."""

from __future__ import annotations

import copy
import dataclasses
from collections.abc import AsyncIterator, Callable
from typing import TYPE_CHECKING, Any

from sprig._aio import closing_stream
from sprig.advisors.memory import MessageChatMemoryAdvisor
from sprig.advisors.tool_search import ToolSearchAdvisor
from sprig.chat.advisor import HIGHEST_PRECEDENCE, Advisor
from sprig.chat.chain import AdvisorChain
from sprig.chat.client import ChatClient
from sprig.chat.request import ChatClientRequest, ChatClientResponse
from sprig.durable._steps import DurableChatMemory, DurableChatModel, DurableToolCallback
from sprig.state.memory import InMemoryStore
from sprig.state.store import Ttl

if TYPE_CHECKING:
    from sprig.durable._subagents import DurableSubagents
    from sprig.tools.callback import ToolCallback

__all__ = ["durable_client"]


class _DurableToolsAdvisor:
    """First in the chain: swaps the request's tools for their durable (step) wrappers."""

    name = "DurableToolsAdvisor"
    order = HIGHEST_PRECEDENCE

    def __init__(self, subagents: DurableSubagents | None = None) -> None:
        self._subagents = subagents

    def _durable(self, callback: ToolCallback) -> ToolCallback:
        if isinstance(callback, DurableToolCallback):
            return callback
        twin = self._subagents.wrap(callback) if self._subagents is not None else None
        return twin if twin is not None else DurableToolCallback(callback)  # a sub-agent: a child workflow

    def _request(self, request: ChatClientRequest) -> ChatClientRequest:
        options = request.prompt.options
        callbacks = tuple(self._durable(cb) for cb in options.tool_callbacks)
        options = dataclasses.replace(options, tool_callbacks=callbacks)
        return request.with_prompt(request.prompt.with_options(options))

    async def advise_call(self, request: ChatClientRequest, chain: AdvisorChain) -> ChatClientResponse:
        """Pass the request on with durable tools."""
        return await chain.next_call(self._request(request))

    async def advise_stream(self, request: ChatClientRequest, chain: AdvisorChain) -> AsyncIterator[ChatClientResponse]:
        """Pass the request on with durable tools."""
        async with closing_stream(chain.next_stream(self._request(request))) as stream:
            async for item in stream:
                yield item


def _durable_advisor(advisor: Advisor, client: ChatClient) -> Advisor:
    """The advisor with its I/O made durable (memory reads and writes become steps).

    Tool search keeps the conversation's discovered tools in the user's store (the run's own
    store lives only as long as the run): a recovery reads them back from the conversation.
    """
    if isinstance(advisor, MessageChatMemoryAdvisor) and not isinstance(advisor.chat_memory, DurableChatMemory):
        durable = copy.copy(advisor)
        durable.chat_memory = DurableChatMemory(advisor.chat_memory)
        return durable
    if isinstance(advisor, ToolSearchAdvisor) and advisor.store is None:
        searching = copy.copy(advisor)
        searching.store = client.store
        return searching
    return advisor


class _RunStore(InMemoryStore):
    """Where the durable client keeps paused rounds: in the process, for as long as the run waits.

    A paused round is state of the workflow's execution (a recovery rebuilds it by replaying
    the run), so it needs neither a shared store nor a time to live: the run's own
    ``decision_timeout`` bounds the wait.
    """

    def __init__(self) -> None:
        super().__init__(default_ttl=None, max_entries=None)

    async def aset(self, key: str, value: Any, *, ttl: Ttl | None = None) -> None:
        """Set ``key`` (without expiry)."""
        await super().aset(key, value)

    async def aupdate(self, key: str, fn: Callable[[Any | None], Any | None], *, ttl: Ttl | None = None) -> Any | None:
        """Update ``key`` atomically (without expiry)."""
        return await super().aupdate(key, fn)


def durable_client(client: ChatClient, subagents: DurableSubagents | None = None) -> ChatClient:
    """A client like ``client`` whose model rounds, tool calls and memory are DBOS steps (and
    whose sub-agent tools, known to ``subagents``, run their children as child workflows)."""
    defaults = client._defaults.copy()
    tools = _DurableToolsAdvisor(subagents)
    defaults.advisors = [*(_durable_advisor(a, client) for a in defaults.advisors), tools]
    defaults.store = _RunStore()
    return ChatClient(DurableChatModel(client.model), defaults)


