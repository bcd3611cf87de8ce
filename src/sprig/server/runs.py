"""One run of the agent on behalf of an HTTP request: ownership, the run lock, memory, events.

Both protocols (OpenAI Chat Completions and AG-UI) describe a run the same way, as a
:class:`RunInput`; :class:`Runner` turns it into sprig's typed stream events. With a
conversation id, the run holds the conversation's lock for as long as it works (a second run
gets 409), history comes from and goes to the store's chat memory (saved only when the run
completes: a cancelled run saves nothing), and the todo list is the conversation's.
"""

from __future__ import annotations

import contextlib
import logging
import uuid
from collections.abc import AsyncGenerator, Collection, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import anyio

from sprig.chat.events import DoneEvent, StreamEvent
from sprig.messages import AssistantMessage, Message, SystemMessage, ToolResponseMessage
from sprig.pending import PendingToolCall
from sprig.prompt import ChatOptions
from sprig.server.conversations import (
    ConversationNotFoundError,
    Conversations,
    conversation_key,
)
from sprig.server.http import ApiError
from sprig.server.lease import FencedChatMemory, LeaseGuardAdvisor, RunLease
from sprig.state.store import CorruptValueError
from sprig.tools.threads import watch_abandoned

if TYPE_CHECKING:
    from sprig.advisors.memory import MessageChatMemoryAdvisor
    from sprig.chat.client import ChatClient, ChatClientRequestSpec
    from sprig.state.chat_memory import ChatMemory
    from sprig.state.store import KeyValueStore
    from sprig.toolkits.todo import TodoTools
    from sprig.tools.callback import ToolCallback
    from sprig.tools.external import ExternalTool

__all__ = [
    "EVICTED_HEADER",
    "MESSAGE_ID",
    "ExternalToolSpec",
    "RunInput",
    "RunLease",
    "Runner",
    "run_headers",
    "split_new_messages",
]

logger = logging.getLogger("sprig.server")

EVICTED_HEADER = "X-Sprig-Conversation-Evicted"
"""Response header of a run whose conversation had been evicted from a bounded store (``true``)."""


def run_headers(run: RunInput) -> dict[str, str]:
    """Headers a run's response carries: ``X-Sprig-Conversation-Evicted: true`` when its history had
    been evicted and the run started the conversation anew."""
    return {EVICTED_HEADER: "true"} if run.evicted else {}


@dataclass(frozen=True, slots=True)
class ExternalToolSpec:
    """A tool the caller declared: the caller runs it; calls to it pause the run."""

    name: str
    description: str
    parameters: Mapping[str, Any]


@dataclass(slots=True)
class RunInput:
    """What a request asks for, whichever protocol it came in."""

    owner: str
    conversation_id: str | None
    messages: list[Message] = field(default_factory=list)
    system: str | None = None
    options: ChatOptions | None = None
    external_tools: list[ExternalToolSpec] = field(default_factory=list)
    resume: dict[str, Any] | None = None
    refuse_approvals: str | None = None
    """When set, calls needing approval are refused with this text instead of pausing the run."""
    evicted: bool = False
    """Whether the conversation had been evicted from a bounded store: its history is gone and
    this run starts it anew (the response says so in ``X-Sprig-Conversation-Evicted``)."""
    scope: str | None = None
    """For a run without a conversation: the key its paused round lives under. A run with a scope
    that pauses for approval keeps that round (``/v1/responses`` continues it by response id);
    without one, a stateless run leaves nothing behind."""
    run_id: str = field(default_factory=lambda: uuid.uuid4().hex)
    lock_token: str = field(default_factory=lambda: uuid.uuid4().hex)
    """Who holds the conversation's lock: made by the server (a client's run id may repeat)."""
    lease: RunLease | None = None
    """The conversation's lock, once :meth:`Runner.begin` took it."""

    @property
    def key(self) -> str | None:
        """Where the conversation lives in the store: in the owner's namespace (:func:`conversation_key`)."""
        return None if self.conversation_id is None else conversation_key(self.owner, self.conversation_id)

    @property
    def title(self) -> str:
        """A title for a new conversation: the start of its first user message."""
        for message in self.messages:
            if message.type == "user":
                return " ".join(message.text.split())[:80]
        return ""


MESSAGE_ID = "message_id"
"""The metadata key under which a message keeps the id its client gave it (AG-UI messages have ids)."""


def split_new_messages(
    messages: Sequence[Message], has_history: bool, known_ids: Collection[str] = ()
) -> tuple[str | None, list[Message]]:
    """The system text and the messages a stateful run adds to a conversation.

    Clients of both protocols often resend the whole history. When the server already holds
    the conversation's history, only what follows the last assistant message is new (the user's
    next message, or results of external tools), and of that, not the messages whose client id
    (``metadata["message_id"]``) the history already holds; otherwise everything the client
    sent is new.
    """
    system = None
    rest: list[Message] = []
    for message in messages:
        if isinstance(message, SystemMessage):
            system = message.text if system is None else system + "\n\n" + message.text
        else:
            rest.append(message)
    if has_history:
        last = max((i for i, m in enumerate(rest) if isinstance(m, AssistantMessage)), default=-1)
        rest = [m for m in rest[last + 1 :] if m.metadata.get(MESSAGE_ID) not in known_ids]
    return system, rest


class Runner:
    """Runs requests on ``client`` with the server's memory, conversations and todo list."""

    def __init__(
        self,
        client: ChatClient,
        store: KeyValueStore,
        *,
        memory: ChatMemory,
        todos: TodoTools | None,
        conversations: Conversations,
        model_id: str = "sprig",
        add_memory_advisor: bool = True,
        keepalive: float = 15.0,
    ) -> None:
        from sprig.advisors.memory import MessageChatMemoryAdvisor

        self.client = client
        self.store = store
        self.memory = memory
        self.todos = todos
        self.conversations = conversations
        self.model_id = model_id
        self.keepalive = keepalive
        self._memory_advisor = MessageChatMemoryAdvisor(memory, save_tool_rounds=True) if add_memory_advisor else None

    async def history(self, key: str) -> list[Message]:
        """The remembered messages of the conversation stored under ``key`` (:func:`conversation_key`)."""
        return await self.memory.aget(key)

    async def todo_list(self, key: str) -> list[dict[str, str]]:
        """The todo list of the conversation stored under ``key``, as plain dicts ([] without a todo toolkit)."""
        if self.todos is None:
            return []
        return [item.to_dict() for item in await self.todos.aget(key)]

    def is_todo_tool(self, name: str) -> bool:
        """Whether ``name`` is one of the todo toolkit's tools."""
        return self.todos is not None and name in self.todos.tool_names

    async def paused(self, key: str) -> list[PendingToolCall]:
        """The calls the paused conversation stored under ``key`` waits on (empty when it is not paused
        or being resumed)."""
        from sprig.advisors.pause import pending_calls

        try:
            return list(await pending_calls(self.client.store, key))
        except CorruptValueError:
            return []

    async def pending(self, key: str) -> list[dict[str, Any]]:
        """The pending calls as JSON: ``{id, name, arguments, reason}``."""
        return [pending_to_dict(p) for p in await self.paused(key)]

    async def begin(self, run: RunInput) -> RunLease:
        """Check the conversation is not another key's (404) and take its lock (409).

        The conversation is created (claimed for the caller) by :meth:`prepare`, once the request
        has proved valid, so a refused request leaves nothing behind.
        """
        if run.key is None or run.conversation_id is None:
            return RunLease(None, None, run.lock_token)
        if await self.conversations.ataken(run.conversation_id, run.owner):
            raise ApiError(404, f"no conversation {run.conversation_id!r}", code="conversation_not_found")
        lease = RunLease(self.conversations, run.key, run.lock_token, run.conversation_id)
        await lease.acquire()
        run.lease = lease
        return lease

    async def forget(self, conversation_id: str, owner: str) -> None:
        """Delete ``owner``'s conversation: its record, memory, todo list and discovered tools (404 if
        the caller has no such conversation, 409 if running)."""
        try:
            await self.conversations.aget(conversation_id, owner)
        except ConversationNotFoundError:
            raise ApiError(404, f"no conversation {conversation_id!r}", code="conversation_not_found") from None
        if await self.conversations.arunning(conversation_key(owner, conversation_id)):
            raise ApiError(409, f"conversation {conversation_id!r} has a run in progress", code="conversation_busy")
        await self._drop(owner, conversation_id)

    async def _drop(self, owner: str, conversation_id: str, *, evicted: bool = False) -> None:
        """Remove everything of a conversation: memory, paused round, todo list, then its record."""
        from sprig.advisors.pause import discard
        from sprig.advisors.tool_search import forget_discovered_tools

        key = conversation_key(owner, conversation_id)
        await self.memory.aclear(key)
        await discard(self.client.store, key)
        await forget_discovered_tools(self.client.store, key)
        if self.todos is not None:
            await self.todos.aclear(key)
        if evicted:
            await self.conversations.aevict(conversation_id, owner)
        else:
            await self.conversations.adrop(conversation_id, owner)

    async def _track(self, run: RunInput) -> None:
        """Within a bounded store, mark the run's conversation used and evict the least recently
        used ones whole (one that is running is kept: it counts as used now)."""
        assert run.conversation_id is not None
        run.evicted, victims = await self.conversations.atrack(run.owner, run.conversation_id)
        budget = (self.conversations.max_conversations or 0) + 1
        while victims and budget > 0:
            budget -= 1
            victim_owner, victim_id = victims.pop(0)
            if await self.conversations.arunning(conversation_key(victim_owner, victim_id)):
                _, more = await self.conversations.atrack(victim_owner, victim_id)
                victims.extend(more)
                continue
            await self._drop(victim_owner, victim_id, evicted=True)
            logger.info("evicted conversation %s of %s to stay within max_conversations", victim_id, victim_owner)

    async def prepare(self, run: RunInput) -> None:
        """Settle what the run sends: the system text and, for a known conversation, only the new messages."""
        try:  # a tool the caller declared with an unusable name or schema: refused before anything starts
            external_tools(run)
        except (TypeError, ValueError) as exc:
            raise ApiError(400, f"tools: {exc}", code="invalid_tool") from None
        if run.external_tools:
            await self._check_tool_names(run.external_tools)
        history = await self.history(run.key) if run.key is not None else []
        known = {m.metadata[MESSAGE_ID] for m in history if isinstance(m.metadata.get(MESSAGE_ID), str)}
        has_history = bool(history)
        system, messages = split_new_messages(run.messages, has_history, known)
        run.system, run.messages = system, messages
        key = run.key or run.scope
        if key is None:
            waiting: list[PendingToolCall] = []
        else:  # a scoped stateless run pauses in the client's store, whatever the runner
            waiting = await (self.paused(key) if run.conversation_id is not None else Runner.paused(self, key))
        results = tool_results_of(messages)
        if has_history:
            # tool results the client echoes back belong to the history already, except the
            # results of external calls the paused run waits on
            run.messages = [m for m in messages if not isinstance(m, ToolResponseMessage)]
        external = {p.id for p in waiting if p.reason == "external"}
        answered = {call_id: text for call_id, text in results.items() if call_id in external}
        if waiting and run.resume is None:
            if answered and not run.messages:
                run.resume = {"results": answered}
            else:
                ids = ", ".join(p.id for p in waiting)
                raise ApiError(
                    409,
                    f"conversation {run.conversation_id!r} waits for decisions on pending calls ({ids}): "
                    "resume it first",
                    code="conversation_paused",
                )
        elif run.resume is not None and answered:
            decided = set(_named(run.resume))
            extra = {k: v for k, v in answered.items() if k not in decided}
            run.resume = {**run.resume, "results": {**run.resume.get("results", {}), **extra}}
        if run.resume is not None:
            if run.messages:
                raise ApiError(
                    400,
                    "a resume continues the paused run and takes no new message; send it afterwards",
                    code="invalid_request",
                )
            _check_decisions(run, waiting)
            await self._check_resume(run, waiting)
        elif not run.messages:
            raise ApiError(400, "nothing to run: send a user message", code="invalid_request")
        if run.conversation_id is not None:
            try:
                await self.conversations.aclaim(run.conversation_id, run.owner, run.title)
            except ConversationNotFoundError:
                raise ApiError(404, f"no conversation {run.conversation_id!r}", code="conversation_not_found") from None
            await self._track(run)

    async def _check_tool_names(self, tools: Sequence[ExternalToolSpec]) -> None:
        """Refuse (400) a request tool named like one of the server's own: which one a call meant
        could not be told, so the request must rename or leave out its tool."""
        from sprig.tools import aresolve_tool_callbacks

        own = {cb.name for cb in await aresolve_tool_callbacks(*self.client._resolved_default_tools())}
        clashes = sorted({tool.name for tool in tools} & own)
        if clashes:
            names = ", ".join(repr(name) for name in clashes)
            raise ApiError(
                400,
                f"the request's tool {names} has the name of a tool this server runs itself; rename or leave out "
                "the request's tool (the server's tools are used without being sent)",
                code="tool_name_clash",
                param="tools",
            )
        if len({tool.name for tool in tools}) != len(tools):
            message = "the request declares two tools with the same name"
            raise ApiError(400, message, code="invalid_request", param="tools")

    def spec(self, run: RunInput) -> ChatClientRequestSpec:
        """The request spec for ``run``."""
        spec = self.client.prompt()
        if run.system is not None:
            spec.system(run.system)
        if run.messages:
            spec.messages(*run.messages)
        if run.options is not None:
            spec.options(run.options)
        if run.refuse_approvals is not None:
            from sprig.advisors.pause import REFUSE_APPROVALS

            spec.tool_context({REFUSE_APPROVALS: run.refuse_approvals})
        if run.external_tools:
            spec.tools(*external_tools(run))
        spec.advisor_params(conversation_id=self._conversation_of(run))
        if run.conversation_id is not None and self._memory_advisor is not None:
            spec.advisors(self._memory_advisor_for(run.lease))
        if run.lease is not None and run.lease.fence is not None:
            spec.advisors(LeaseGuardAdvisor(run.lease))
        if run.resume is not None:
            spec.resume(**run.resume)
        return spec

    def _memory_advisor_for(self, lease: RunLease | None) -> MessageChatMemoryAdvisor:
        """The memory advisor of a run: its saves fenced by the run's lock when the memory allows."""
        from sprig.advisors.memory import MessageChatMemoryAdvisor
        from sprig.state.chat_memory import MessageWindowChatMemory, StoreChatMemoryRepository

        assert self._memory_advisor is not None
        memory = self.memory
        if (
            lease is None
            or lease.fence is None
            or not isinstance(memory, MessageWindowChatMemory)
            or not isinstance(memory.repository, StoreChatMemoryRepository)
        ):
            return self._memory_advisor
        return MessageChatMemoryAdvisor(FencedChatMemory(memory, lease), save_tool_rounds=True)

    async def _check_resume(self, run: RunInput, waiting: Sequence[PendingToolCall]) -> None:
        """Refuse (400), before the conversation is claimed and anything streams, decisions the
        resume would refuse: two decisions for one call, a result for a call that needs approval,
        approve or edit for an external call, an edit that breaks the tool's schema."""
        from sprig.advisors.pause import check_decisions
        from sprig.pending import InvalidEditError, ResumeDecisions, ResumeError
        from sprig.tools import aresolve_tool_callbacks

        assert run.resume is not None
        try:
            decisions = ResumeDecisions.of(**run.resume)
            tools = await aresolve_tool_callbacks(*self.client._resolved_default_tools(), *external_tools(run))
            check_decisions(waiting, decisions, _KnownTools({cb.definition.name: cb for cb in tools}))
        except InvalidEditError as exc:
            raise ApiError(400, str(exc), code="invalid_edit") from None
        except ResumeError as exc:
            raise ApiError(400, str(exc), code="invalid_decision") from None

    @staticmethod
    def _conversation_of(run: RunInput) -> str:
        return run.key or run.scope or "stateless-" + run.lock_token

    async def events(self, run: RunInput) -> AsyncGenerator[StreamEvent, None]:
        """The run's typed events, ending with ``DoneEvent``; closing the iterator cancels the run.

        A stateless run leaves nothing in the store: its paused round (the client answers external
        calls by sending the whole history again) and its todo list are dropped when it ends,
        unless it has a ``scope`` and paused for approval (then the round waits to be resumed).
        """
        waits_for_approval = False
        abandoned = watch_abandoned()  # sync tool calls this run gives up on while they still run
        finished = False
        try:
            async for event in self.spec(run).stream().events():
                if isinstance(event, DoneEvent):
                    waits_for_approval = any(p.reason == "approval" for p in event.response.pending)
                yield event
            finished = True
        finally:
            if abandoned and not finished and run.lease is not None:
                run.lease.keep_until_returned(abandoned)  # a cancelled run: its tools must not overlap the next
            if run.conversation_id is None and not (run.scope is not None and waits_for_approval):
                with anyio.CancelScope(shield=True), contextlib.suppress(Exception):
                    await self._forget_stateless(self._conversation_of(run))

    async def _forget_stateless(self, conversation_id: str) -> None:
        from sprig.advisors.pause import discard
        from sprig.advisors.tool_search import forget_discovered_tools

        await discard(self.client.store, conversation_id)
        await forget_discovered_tools(self.client.store, conversation_id)
        if self.todos is not None:
            await self.todos.aclear(conversation_id)


def external_tools(run: RunInput) -> list[ExternalTool]:
    """The tools the caller declared, as ``ExternalTool`` objects."""
    from sprig.tools.external import ExternalTool

    return [ExternalTool(t.name, t.description, dict(t.parameters)) for t in run.external_tools]


class _KnownTools(Mapping[str, "ToolCallback"]):
    """The run's tools for checking decisions early; a tool only the chain adds later (one a
    tool-search advisor discovers) is checked when the run resumes, not here."""

    def __init__(self, tools: dict[str, ToolCallback]) -> None:
        self._tools = tools

    def __getitem__(self, name: str) -> ToolCallback:
        return self._tools.get(name) or _UNCHECKED

    def __iter__(self) -> Iterator[str]:
        return iter(self._tools)

    def __len__(self) -> int:
        return len(self._tools)


class _Unchecked:
    """Stands for a tool not known before the run: its arguments are checked when it runs."""

    definition = type("_Strict", (), {"strict": True})()

    def validate_arguments(self, arguments: str) -> None:
        return None


_UNCHECKED: Any = _Unchecked()


def pending_to_dict(pending: PendingToolCall) -> dict[str, Any]:
    """A pending call as JSON (with ``path`` and ``key`` when it waits inside a sub-agent)."""
    data: dict[str, Any] = {"id": pending.id, "name": pending.name, "arguments": pending.arguments}
    data["reason"] = pending.reason
    if pending.path:
        data["path"] = list(pending.path)
        data["key"] = pending.key
    if pending.error:  # refused for its arguments: what the model was told
        data["error"] = pending.error
    return data


def _check_decisions(run: RunInput, waiting: Sequence[PendingToolCall]) -> None:
    """Refuse, before anything streams, decisions that cannot apply: nothing paused (409), unknown ids (400)."""
    assert run.resume is not None
    if not waiting:
        raise ApiError(409, f"nothing is pending in conversation {run.conversation_id!r}", code="nothing_pending")
    known = {p.id for p in waiting} | {p.key for p in waiting}  # a call inside a sub-agent: by id or key
    named = _named(run.resume)
    unknown = [i for i in named if i not in known]
    if unknown:
        listed = sorted({p.key for p in waiting})
        raise ApiError(
            400,
            f"unknown tool call id(s) {', '.join(unknown)}; pending: {', '.join(listed)}",
            code="unknown_tool_call",
        )
    missing = [p.key for p in waiting if p.id not in named and p.key not in named]
    if missing:
        raise ApiError(400, f"pending call(s) {', '.join(sorted(missing))} need a decision", code="missing_decision")


def _named(resume: Mapping[str, Any]) -> list[str]:
    """Every call id the decisions name."""
    return [*resume.get("approve", ()), *resume.get("deny", {}), *resume.get("edit", {}), *resume.get("results", {})]


def tool_results_of(messages: Sequence[Message]) -> dict[str, str]:
    """The tool results carried by ``messages``, by call id."""
    results: dict[str, str] = {}
    for message in messages:
        if isinstance(message, ToolResponseMessage):
            for response in message.responses:
                results[response.id] = response.data
    return results
