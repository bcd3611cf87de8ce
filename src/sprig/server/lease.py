"""A run's hold on its conversation: the lock lease, its fencing token, and the checks that use it.

A run takes the conversation's lock (:meth:`Conversations.alock`) and gets a fencing token
larger than any earlier run's; :class:`RunLease` renews the lease in the background. A run can
lose its lease without knowing it at once: its process was frozen (a GC pause, a VM freeze,
SIGSTOP) past the lease, or the store did not answer renewals in time, and another instance
took the conversation. Such a run must change nothing any more:

- it stops before its next step: :class:`LeaseGuardAdvisor` sits in the run's advisor chain and
  checks the lease before each model call and before the round's tools run;
- every save checks the lease it holds: :class:`FencedChatMemory` writes the conversation's
  history with the run's fencing token, compared in the store's atomic update, so a write from
  a run whose token is older than one the conversation has seen is refused
  (:class:`~sprig.state.StaleFenceError`), even when it was frozen between the check and the write.

Either way the run fails with :class:`LeaseLostError` (409, ``lease_lost``) and saves nothing.

A cancelled run (the client went away, or pressed Stop) keeps its lock until the sync tools it
started have returned (:meth:`RunLease.keep_until_returned`): a thread cannot be interrupted, so
the next run on the conversation must wait for it rather than overlap it.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import logging
import time
from collections.abc import AsyncIterator, Sequence
from typing import TYPE_CHECKING, Any

import anyio

from sprig._aio import closing_stream
from sprig.chat.advisor import LOWEST_PRECEDENCE
from sprig.server.conversations import ConversationBusyError, Conversations
from sprig.server.http import ApiError
from sprig.state.chat_memory import (
    ChatMemory,
    MessageWindowChatMemory,
    StaleFenceError,
    StoreChatMemoryRepository,
    window,
)

if TYPE_CHECKING:
    from sprig.chat.chain import AdvisorChain
    from sprig.chat.request import ChatClientRequest, ChatClientResponse
    from sprig.messages import Message

__all__ = ["MAX_TOOL_WAIT", "FencedChatMemory", "LeaseGuardAdvisor", "LeaseLostError", "RunLease"]

logger = logging.getLogger("sprig.server")

MAX_TOOL_WAIT = 300.0
"""Seconds a cancelled run keeps its conversation's lock at most while its sync tools still run
(sync functions cannot be interrupted; the default tool timeout)."""


class LeaseLostError(ApiError):
    """The run lost its conversation's lock (its lease ran out and another run may hold it); it
    stopped and saved nothing."""

    def __init__(self, conversation_id: str) -> None:
        super().__init__(
            409,
            f"the run lost the lock of conversation {conversation_id!r} (its lease ran out, another run may hold "
            "it); it stopped and saved nothing",
            code="lease_lost",
        )


class RunLease:
    """The run lock of one conversation, renewed in the background until :meth:`release`.

    The lease counts as held until ``lease`` seconds after the last renewal the store confirmed
    (measured on this process's monotonic clock, from before the request was sent); a renewal the
    store refuses (another run took the conversation) loses it for good. :meth:`check` raises
    :class:`LeaseLostError` once it is lost. ``conversation_id`` is the conversation's store key
    (:func:`~sprig.server.conversations.conversation_key`), ``name`` the id its client knows, for
    messages (default: the key).
    """

    def __init__(
        self, conversations: Conversations | None, conversation_id: str | None, run_id: str, name: str | None = None
    ) -> None:
        self._conversations = conversations
        self.conversation_id = conversation_id
        self.name = name if name is not None else conversation_id
        self.run_id = run_id
        self.fence: int | None = None
        self._renewer: asyncio.Task[None] | None = None
        self._released = False
        self._lost = False
        self._valid_until = float("inf")
        self._running_tools: list[concurrent.futures.Future[Any]] = []

    async def acquire(self) -> None:
        """Take the lock (409 when another run holds it) and start renewing it."""
        if self._conversations is None or self.conversation_id is None:
            return
        started = time.monotonic()
        await self._conversations.aflush(self.conversation_id)  # a lock an outage left behind here
        try:
            self.fence = await self._conversations.alock(self.conversation_id, self.run_id)
        except ConversationBusyError:
            raise ApiError(
                409, f"conversation {self.name!r} already has a run in progress", code="conversation_busy"
            ) from None
        self._valid_until = started + self._conversations.lease
        self._renewer = asyncio.get_running_loop().create_task(self._renew())

    @property
    def held(self) -> bool:
        """Whether the run may still act on the conversation."""
        return not self._lost and time.monotonic() < self._valid_until

    def check(self) -> None:
        """Raise :class:`LeaseLostError` when the lease is lost (a quick local test, no store call)."""
        if not self.held:
            assert self.name is not None
            raise LeaseLostError(self.name)

    async def _renew(self) -> None:
        conversations, conversation_id = self._conversations, self.conversation_id
        assert conversations is not None and conversation_id is not None
        while not self._lost:
            await asyncio.sleep(conversations.lease / 3)
            started = time.monotonic()
            try:
                kept = await conversations.arenew(conversation_id, self.run_id, self.fence)
            except Exception:  # the store did not answer: the lease runs on until it is confirmed again
                continue
            if kept:
                self._valid_until = started + conversations.lease
            else:
                self._lost = True

    def keep_until_returned(self, calls: Sequence[concurrent.futures.Future[Any]]) -> None:
        """At :meth:`release`, hold the lock (still renewed) until these sync tool calls, abandoned
        by a cancelled run while their functions still run, have returned (at most
        :data:`MAX_TOOL_WAIT` seconds): the next run must not overlap them."""
        self._running_tools = list(calls)

    async def _tools_returned(self) -> None:
        running = [asyncio.wrap_future(call) for call in self._running_tools if not call.done()]
        self._running_tools = []
        if not running:
            return
        with anyio.CancelScope(shield=True):
            _, still = await asyncio.wait(running, timeout=MAX_TOOL_WAIT)
        if still:
            logger.warning(
                "conversation %r: %d sync tool call(s) of a cancelled run still run after %g s; releasing its lock",
                self.conversation_id,
                len(still),
                MAX_TOOL_WAIT,
            )

    async def release(self) -> None:
        """Stop renewing and free the lock; safe to call twice, and inside a cancelled task."""
        if self._released:
            return
        self._released = True
        if self._running_tools:
            await self._tools_returned()
        if self._renewer is not None:
            self._renewer.cancel()
        if self._conversations is not None and self.conversation_id is not None:
            with anyio.CancelScope(shield=True), contextlib.suppress(Exception):
                await self._conversations.arelease(self.conversation_id, self.run_id)


class LeaseGuardAdvisor:
    """Stops a run that lost its lease before its next step: before each model call, and after
    it (before the round's tools run)."""

    name = "LeaseGuardAdvisor"
    order = LOWEST_PRECEDENCE - 10  # next to the model: after the tool loop, so it sees every round

    def __init__(self, lease: RunLease) -> None:
        self.lease = lease

    async def advise_call(self, request: ChatClientRequest, chain: AdvisorChain) -> ChatClientResponse:
        """Check, call the model, check again."""
        self.lease.check()
        response = await chain.next_call(request)
        self.lease.check()
        return response

    async def advise_stream(self, request: ChatClientRequest, chain: AdvisorChain) -> AsyncIterator[ChatClientResponse]:
        """Check, stream the model's reply, check again before the stream ends."""
        self.lease.check()
        async with closing_stream(chain.next_stream(request)) as stream:
            async for item in stream:
                yield item
        self.lease.check()


class FencedChatMemory(ChatMemory):
    """The server's conversation memory as one run sees it: every write first checks the run's
    lease, then carries its fencing token into the store's atomic update."""

    def __init__(self, memory: MessageWindowChatMemory, lease: RunLease) -> None:
        if not isinstance(memory.repository, StoreChatMemoryRepository):
            raise TypeError("a fenced memory needs a StoreChatMemoryRepository")
        self._memory = memory
        self._repository = memory.repository
        self._lease = lease

    async def aadd(self, conversation_id: str, messages: Message | Sequence[Message]) -> None:
        """Remember ``messages`` if the run still holds its lease, and no newer run has written."""
        self._lease.check()
        new = [messages] if not isinstance(messages, Sequence) else list(messages)
        if not new:
            return
        limit = self._memory.max_messages
        try:
            await self._repository.aupdate_by_conversation_id(
                conversation_id, lambda old: window(old, new, limit), fence=self._lease.fence
            )
        except StaleFenceError:
            raise LeaseLostError(self._lease.name or conversation_id) from None

    async def aget(self, conversation_id: str) -> list[Message]:
        """The conversation's messages."""
        return await self._memory.aget(conversation_id)

    async def aclear(self, conversation_id: str) -> None:
        """Forget the conversation."""
        self._lease.check()
        await self._memory.aclear(conversation_id)
