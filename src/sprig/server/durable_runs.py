"""``DurableRunner``: the server's runs of a conversation as durable runs (``sprig serve --durable``).

Each conversation turn is a :class:`~sprig.durable.DurableAgent` run: its model rounds, tool calls
and memory are checkpointed, so a server that dies mid-run (a deploy, a crash) leaves the run to
the next server on the same database, and a pause for approval waits there, durably, until a
resume. What the HTTP request streams is the run's events. A run goes on when the client
disconnects (it is durable); a new turn of the conversation while it runs is refused (409).
Requests without a conversation id run as they do without ``--durable``.
"""

from __future__ import annotations

from collections.abc import AsyncGenerator
from typing import TYPE_CHECKING, Any

from sprig._aio import closing_stream
from sprig.chat.events import StreamEvent
from sprig.pending import PendingToolCall
from sprig.server.http import ApiError
from sprig.server.runs import RunInput, Runner, external_tools

if TYPE_CHECKING:
    from sprig.durable import DurableAgent

__all__ = ["DurableRunner"]


class DurableRunner(Runner):
    """A :class:`Runner` whose conversation turns run on ``agent`` (its client must be this
    runner's client with the server's memory advisor; see :meth:`create`)."""

    agent: DurableAgent

    @classmethod
    def create(cls, *args: Any, database_url: str, name: str = "serve", **kwargs: Any) -> DurableRunner:
        """A runner like ``Runner(*args, **kwargs)`` with a launched durable agent on ``database_url``."""
        from sprig.durable import DurableAgent

        runner = cls(*args, **kwargs)
        client = runner.client
        if runner._memory_advisor is not None:  # else the client has a memory advisor of its own
            client = client.mutate().default_advisors(runner._memory_advisor).build()
        runner.agent = DurableAgent(client, name=name, database_url=database_url)
        runner.agent.launch()
        return runner

    async def paused(self, key: str) -> list[PendingToolCall]:
        """The calls the durable run of the conversation stored under ``key`` waits on (empty when none waits)."""
        run = await self.agent.awaiting(key)
        if run is None:
            return []
        return [_pending(p) for p in await run.apending()]

    async def events(self, run: RunInput) -> AsyncGenerator[StreamEvent, None]:
        """The durable run's events (a new turn, or what a resume led to)."""
        if run.key is None:
            async with closing_stream(super().events(run)) as plain:
                async for event in plain:
                    yield event
            return
        from sprig.durable import ConversationBusyError

        try:
            if run.resume is not None:
                waited_on = [p.id for p in await self.paused(run.key)]
                durable = await self.agent.aresume(run.key, **run.resume)
                events = durable.aevents(after_pause=waited_on)
            else:
                external = external_tools(run)
                durable = await self.agent.astart(
                    run.messages,
                    conversation_id=run.key,
                    system=run.system,
                    options=run.options,
                    external_tools=external,
                )
                events = durable.aevents()
        except ConversationBusyError:
            raise ApiError(
                409, f"conversation {run.conversation_id!r} already has a run in progress", code="conversation_busy"
            ) from None
        async with closing_stream(events) as stream:
            async for event in stream:
                yield event


def _pending(data: dict[str, Any]) -> PendingToolCall:
    from sprig.durable.run import pending_call

    return pending_call(data)
