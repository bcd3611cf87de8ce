"""``DurableAgent``: a ``ChatClient`` run as a DBOS workflow that survives crashes and restarts.

The agent runs the client's unchanged advisor chain inside a workflow. The model and the tools
are wrapped so that every model round and every tool call is a DBOS step, memory reads and
writes too; the workflow code in between (the advisors) is deterministic, so recovery replays
it from the checkpoints and goes on where the crash stopped it.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import dataclasses
import functools
import uuid
from collections.abc import AsyncIterator, Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from dbos import DBOS, SetEnqueueOptions, SetWorkflowID
from dbos._error import DBOSQueueDeduplicatedError

from sprig._aio import closing_stream
from sprig._sync import run_sync
from sprig.chat.client import ChatClient, ChatClientRequestSpec
from sprig.chat.events import ChunkEventTranslator, DoneEvent, StreamEvent
from sprig.chat.folding import StreamFolder
from sprig.chat.request import PENDING
from sprig.durable._client import durable_client
from sprig.durable._runtime import claim_name, ensure_runtime, shutdown_runtime
from sprig.durable._scope import EVENTS_KEY, RunScope
from sprig.durable._subagents import DurableSubagents
from sprig.durable._wait import STATE_EVENT, wait_for_decision
from sprig.durable.errors import ConversationBusyError
from sprig.durable.run import DurableRun, pending_call
from sprig.messages import Message, UserMessage
from sprig.models.response import ChatResponse
from sprig.pending import (
    MissingDecisionError,
    NothingPendingError,
    PendingToolCall,
    ResumeDecisions,
    ResumeError,
    UnknownToolCallError,
)
from sprig.prompt import ChatOptions
from sprig.tools.external import ExternalTool

__all__ = ["DurableAgent", "DurableRun"]

DEFAULT_DATABASE_URL = "sqlite:///sprig-durable.sqlite"
DEFAULT_DECISION_TIMEOUT = 7 * 24 * 3600.0
"""How long a run waits for ``resume`` by default: a week."""

def _check_name(name: str) -> str:
    if not name or not all(c.isalnum() or c in "-_" for c in name) or len(name) > 64:
        raise ValueError(f"a durable agent name is 1 to 64 letters, digits, '-' or '_', got {name!r}")
    return name


@dataclass(frozen=True, slots=True)
class _RunRequest:
    """What a run was asked: the workflow's input (checkpointed, so plain data only)."""

    conversation_id: str
    messages: tuple[Message, ...]
    decision_timeout: float
    system: str | None = None
    options: ChatOptions | None = None
    external_tools: tuple[tuple[str, str, dict[str, Any]], ...] = ()



def _by_id(decisions: ResumeDecisions, ids: Mapping[str, str]) -> ResumeDecisions:
    """``decisions`` with the keys of calls inside a sub-agent (``"call/id"``) turned into their ids."""
    if not ids:
        return decisions
    return ResumeDecisions(
        tuple(ids.get(i, i) for i in decisions.approve),
        {ids.get(k, k): v for k, v in decisions.deny.items()},
        {ids.get(k, k): v for k, v in decisions.edit.items()},
        {ids.get(k, k): v for k, v in decisions.results.items()},
    )


class DurableAgent:
    """Runs a ``ChatClient``'s requests as durable DBOS workflows.

    Args:
        client: the client whose model, tools, advisors and defaults every run uses.
        name: names the agent's workflows and queue; keep it stable across deploys.
        database_url: DBOS's system database: ``sqlite:///path`` (one machine) or
            ``postgresql://...`` (many workers).
        concurrency: most runs executing at once across all workers (``None``: no limit).
        worker_concurrency: most runs executing at once in this process.
        decision_timeout: seconds a run waits for ``resume`` before it gives up.
        executor_id: this worker's stable name; a restarted worker recovers the runs of its
            name (give each worker of a fleet its own).
        polling_interval: seconds between polls of the queue, streams and messages where the
            database cannot notify (SQLite).
        application_version: runs are recovered only by workers of the same version (DBOS
            derives one from the workflow code when not given).

    All agents of one process share one DBOS runtime and so one database; create them all
    before :meth:`launch`.
    """

    def __init__(
        self,
        client: ChatClient,
        *,
        name: str,
        database_url: str = DEFAULT_DATABASE_URL,
        concurrency: int | None = None,
        worker_concurrency: int | None = 16,
        decision_timeout: float = DEFAULT_DECISION_TIMEOUT,
        executor_id: str | None = None,
        polling_interval: float = 0.1,
        application_version: str | None = None,
    ) -> None:
        if not isinstance(client, ChatClient):
            raise TypeError(f"DurableAgent needs a ChatClient, got {client!r}")
        if not decision_timeout > 0:
            raise ValueError("decision_timeout must be positive")
        if not polling_interval > 0:
            raise ValueError("polling_interval must be positive")
        self.name = _check_name(name)
        self.client = client
        self.database_url = database_url
        self.concurrency = concurrency
        self.worker_concurrency = worker_concurrency
        self.decision_timeout = float(decision_timeout)
        self.polling_interval = float(polling_interval)

        self._queue_name = f"sprig-{self.name}"
        config: dict[str, Any] = {
            "notification_listener_polling_interval_sec": polling_interval,
            "log_level": "WARNING",
        }
        if executor_id is not None:
            config["executor_id"] = executor_id
        if application_version is not None:
            config["application_version"] = application_version
        ensure_runtime(database_url, config)
        claim_name(self.name)
        self._workflow = DBOS.workflow(name=f"sprig.durable.{self.name}")(self._make_workflow())
        subagents = DurableSubagents(self.name, client, durable_client)  # child workflows, registered now
        self._durable_client = durable_client(client, subagents)

    # -- lifecycle --------------------------------------------------------------------------

    def launch(self) -> None:
        """Start this process's DBOS runtime: it recovers runs a crash interrupted and takes
        runs from the agent's queue. (Blocking; callable from async code too.)"""
        with concurrent.futures.ThreadPoolExecutor(1) as pool:
            pool.submit(self._launch).result()

    async def alaunch(self) -> None:
        """:meth:`launch` without blocking the event loop."""
        await asyncio.to_thread(self._launch)

    def _launch(self) -> None:
        DBOS.launch()
        DBOS.register_queue(
            self._queue_name,
            global_concurrency=self.concurrency,
            worker_concurrency=self.worker_concurrency,
            polling_interval_sec=self.polling_interval,
            on_conflict="always_update",
        )

    @staticmethod
    def shutdown() -> None:
        """Stop this process's DBOS runtime (every agent of the process)."""
        shutdown_runtime()

    # -- runs -------------------------------------------------------------------------------

    def _run_id(self, conversation_id: str) -> str:
        return f"sprig:{self.name}:{conversation_id}:{uuid.uuid4().hex}"

    def _topic(self, conversation_id: str) -> str:
        return f"sprig.decision:{conversation_id}"

    async def astart(
        self,
        prompt: str | Sequence[Message],
        *,
        conversation_id: str | None = None,
        decision_timeout: float | None = None,
        system: str | None = None,
        options: ChatOptions | None = None,
        external_tools: Sequence[ExternalTool] = (),
    ) -> DurableRun:
        """Queue a run in the conversation; returns at once with its handle.

        ``prompt`` is the user's text, or the messages the turn adds (a user message, results
        of external tools). ``system`` replaces the client's system text, ``options`` are merged
        over the client's, ``external_tools`` are tools the caller runs (calls to them pause the
        run); ``decision_timeout`` overrides the agent's for this run. Raises
        :class:`ConversationBusyError` while another run of the conversation is queued or running.
        """
        if isinstance(prompt, str):
            if not prompt:
                raise ValueError("a durable run needs user text")
            messages: tuple[Message, ...] = (UserMessage(prompt),)
        else:
            messages = tuple(prompt)
            if not messages or not all(isinstance(m, Message) for m in messages):
                raise ValueError("a durable run needs user text or a non-empty list of messages")
        timeout = self.decision_timeout if decision_timeout is None else float(decision_timeout)
        if not timeout > 0:
            raise ValueError("decision_timeout must be positive")
        conversation_id = conversation_id or uuid.uuid4().hex
        request = _RunRequest(
            conversation_id,
            messages,
            timeout,
            system,
            options,
            tuple((t.name, t.definition.description, t.definition.schema_dict()) for t in external_tools),
        )
        run_id = self._run_id(conversation_id)
        try:
            with SetWorkflowID(run_id), SetEnqueueOptions(deduplication_id=conversation_id):
                await DBOS.enqueue_workflow_async(self._queue_name, self._workflow, request)
        except DBOSQueueDeduplicatedError as error:
            raise ConversationBusyError(
                f"conversation {conversation_id!r} already has a durable run queued or running"
            ) from error
        return DurableRun(self, run_id)

    def start(
        self,
        prompt: str | Sequence[Message],
        *,
        conversation_id: str | None = None,
        decision_timeout: float | None = None,
        system: str | None = None,
        options: ChatOptions | None = None,
        external_tools: Sequence[ExternalTool] = (),
    ) -> DurableRun:
        """Blocking :meth:`astart`."""
        return run_sync(
            self.astart(
                prompt,
                conversation_id=conversation_id,
                decision_timeout=decision_timeout,
                system=system,
                options=options,
                external_tools=external_tools,
            )
        )

    def run(self, run_id: str) -> DurableRun:
        """The handle of an existing run."""
        return DurableRun(self, run_id)

    async def stream(
        self,
        prompt: str | Sequence[Message],
        *,
        conversation_id: str | None = None,
        decision_timeout: float | None = None,
        system: str | None = None,
        options: ChatOptions | None = None,
        external_tools: Sequence[ExternalTool] = (),
    ) -> AsyncIterator[StreamEvent]:
        """Start a run (as :meth:`astart`) and yield its typed events as they happen, the same
        as ``ChatClient``'s; the iteration ends with the run or at a pause."""
        run = await self.astart(
            prompt,
            conversation_id=conversation_id,
            decision_timeout=decision_timeout,
            system=system,
            options=options,
            external_tools=external_tools,
        )
        async with closing_stream(run.aevents()) as events:
            async for event in events:
                yield event

    # -- decisions --------------------------------------------------------------------------

    async def awaiting(self, conversation_id: str) -> DurableRun | None:
        """The run of the conversation that waits for a decision, if one does."""
        try:
            run_id, _ = await self._waiting_run(conversation_id)
        except NothingPendingError:
            return None
        return DurableRun(self, self._root(conversation_id, run_id))

    def _root(self, conversation_id: str, run_id: str) -> str:
        """The run a workflow belongs to (a sub-agent's child workflow is ``RUN/CALL/...``)."""
        prefix = f"sprig:{self.name}:{conversation_id}:"
        return prefix + run_id[len(prefix) :].split("/", 1)[0]

    async def _waiting_run(self, conversation_id: str) -> tuple[str, dict[str, Any]]:
        prefix = f"sprig:{self.name}:{conversation_id}:"
        statuses = await DBOS.list_workflows_async(
            workflow_id_prefix=prefix, status=["PENDING", "ENQUEUED"], load_input=False, load_output=False
        )
        for status in statuses:
            if status.workflow_id.rsplit(":", 1)[0] + ":" != prefix:
                continue
            state = await DBOS.get_event_async(status.workflow_id, STATE_EVENT, timeout_seconds=0)
            if isinstance(state, dict) and state.get("state") in ("waiting", "needs_attention"):
                return status.workflow_id, state
        raise NothingPendingError(f"no durable run of conversation {conversation_id!r} waits for a decision")

    async def aresume(
        self,
        conversation_id: str,
        *,
        approve: Iterable[str] = (),
        deny: Mapping[str, str] | Iterable[str] | None = None,
        edit: Mapping[str, Mapping[str, Any]] | None = None,
        results: Mapping[str, Any] | None = None,
    ) -> DurableRun:
        """Send the decision to the run of ``conversation_id`` that waits for one (or to the
        sub-agent of that run that waits: a child workflow); returns the run.

        Works from any process connected to the database, however long after the pause and
        however many restarts later. ``approve`` runs the calls, ``deny`` refuses them (the
        model reads the reason), ``edit`` runs them with other arguments, ``results`` gives
        their results without running them; every waiting call needs one decision. Raises the
        :class:`~sprig.pending.ResumeError` family (``NothingPendingError``,
        ``UnknownToolCallError``, ``MissingDecisionError``, ``InvalidDecisionError``). A second
        decision for the same pause is dropped (the first one sent wins).
        """
        decisions = ResumeDecisions.of(approve, deny, edit, results)
        run_id, state = await self._waiting_run(conversation_id)
        pending = [pending_call(p) for p in state.get("pending", ())]
        decisions = _by_id(decisions, {p.key: p.id for p in pending if p.path})  # a sub-agent's call by key
        pending_ids = [p.id for p in pending]
        unknown = [i for i in decisions.ids() if i not in pending_ids]
        if unknown:
            raise UnknownToolCallError(unknown, pending_ids)
        missing = [p for p in pending if p.id not in decisions.ids()]
        if missing:
            raise MissingDecisionError(missing)
        message = {
            "token": state["token"],
            "approve": list(decisions.approve),
            "deny": dict(decisions.deny),
            "edit": {k: dict(v) for k, v in decisions.edit.items()},
            "results": dict(decisions.results),
        }
        await DBOS.send_async(
            run_id, message, self._topic(conversation_id), idempotency_key=f"{run_id}:{state['token']}"
        )
        return DurableRun(self, self._root(conversation_id, run_id))

    def resume(
        self,
        conversation_id: str,
        *,
        approve: Iterable[str] = (),
        deny: Mapping[str, str] | Iterable[str] | None = None,
        edit: Mapping[str, Mapping[str, Any]] | None = None,
        results: Mapping[str, Any] | None = None,
    ) -> DurableRun:
        """Blocking :meth:`aresume`."""
        return run_sync(
            self.aresume(conversation_id, approve=approve, deny=deny, edit=edit, results=results)
        )

    # -- the workflow -----------------------------------------------------------------------

    def _make_workflow(self) -> Callable[[_RunRequest], Any]:
        agent = self

        async def sprig_durable_run(request: _RunRequest) -> ChatResponse:
            return await agent._execute(request)

        return sprig_durable_run

    def _spec(self, request: _RunRequest) -> ChatClientRequestSpec:
        spec = self._durable_client.prompt().messages(*request.messages)
        if request.system is not None:
            spec.system(request.system)
        if request.options is not None:
            spec.options(request.options)
        if request.external_tools:
            spec.tools(*(ExternalTool(name, text, schema) for name, text, schema in request.external_tools))
        return spec.advisor_params(conversation_id=request.conversation_id)

    async def _execute(self, request: _RunRequest) -> ChatResponse:
        workflow_id = DBOS.workflow_id
        assert workflow_id is not None
        conversation_id = request.conversation_id
        scope = RunScope(workflow_id, conversation_id, self._topic(conversation_id), request.decision_timeout)
        leave = scope.enter()
        writer_slot = DBOS.reserve_step()

        async def write(batch: list[tuple[str, StreamEvent]]) -> None:
            await DBOS.write_stream_async(EVENTS_KEY, batch)

        writer = writer_slot.run_async({"name": "sprig.events"}, scope.write_all, write)
        writer_task = asyncio.ensure_future(writer)
        try:
            spec = self._spec(request)
            response = await self._drive(spec.stream().chat_client_responses(), scope)
            announced = False
            while response.pending:
                # a durable wait: survives restarts; recovery replays up to here and waits again
                pending = [
                    {"id": p.id, "name": p.name, "arguments": p.arguments, "reason": p.reason}
                    for p in response.pending
                    if p.needs_decision  # a call refused for its arguments waits on nothing
                ]
                # the pause's DoneEvent is written once the run is known to wait, so a reader
                # that stops at it can resume at once
                done = None if announced else DoneEvent(response)
                announced = True
                decision = await wait_for_decision(
                    scope, "waiting", pending, on_waiting=None if done is None else functools.partial(scope.emit, done)
                )
                spec = (
                    self._spec(dataclasses.replace(request, messages=()))
                    .resume(
                        approve=decision["approve"],
                        deny=decision["deny"],
                        edit=decision["edit"],
                        results=decision["results"],
                    )
                )
                try:
                    response = await self._drive(spec.stream().chat_client_responses(), scope)
                except ResumeError:
                    continue  # a wrong decision (an edit that breaks the schema) changes nothing
                announced = False
            scope.emit(DoneEvent(response))
            return response
        finally:
            scope.finish()
            await writer_task
            leave()
            await DBOS.close_stream_async(EVENTS_KEY)

    async def _drive(self, items: Any, scope: RunScope) -> ChatResponse:
        """Consume the chain's stream as ``events()`` does, emitting each event once (all but
        the final ``DoneEvent``, which the caller emits)."""
        translator = ChunkEventTranslator()
        folder = StreamFolder()
        pending: tuple[PendingToolCall, ...] = ()
        async for item in items:
            chunk = item.chat_response
            if chunk is not None:
                folder.add(chunk)
                for event in translator.events(chunk):
                    scope.emit_chunk_event(event)
            for event in item.events:
                scope.emit(event)
            pending = item.context.get(PENDING, ())
        response = folder.result()
        return dataclasses.replace(response, pending=pending) if pending else response
