"""``ToolCallAdvisor``: sprig's one tool loop, in the advisor chain.

Each round goes through ``chain.copy(self)``, so every advisor after this one sees every round.
Streams pass text through as it arrives; tools run when a round's stream ends. Malformed calls
heal within bounds: lenient JSON repair first, then a precise error as that call's result so
the model can try again, and a typed error after ``max_consecutive_failures`` failed rounds.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import functools
from collections.abc import AsyncIterator, Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass, field

from sprig._aio import closing_stream
from sprig.advisors import pause
from sprig.advisors._healing import incomplete_call_message, repair_arguments, retry_message
from sprig.advisors._resumption import Resumption
from sprig.chat.advisor import Advisor
from sprig.chat.chain import AdvisorChain
from sprig.chat.events import (
    DoneEvent,
    RetryEvent,
    ReturnDirectEvent,
    StreamEvent,
    TextDeltaEvent,
    ToolArgumentsDeltaEvent,
    ToolCallStartedEvent,
    ToolProgressEvent,
    ToolResultEvent,
    UsageEvent,
    fallback_events,
)
from sprig.chat.request import (
    PENDING,
    RESUME,
    RUN_CONTEXT,
    STORE,
    TOOL_LOOP,
    TOOL_ROUNDS,
    ChatClientRequest,
    ChatClientResponse,
    record_event,
)
from sprig.messages import (
    AssistantMessage,
    Message,
    SystemMessage,
    ToolCall,
    ToolResponse,
    ToolResponseMessage,
)
from sprig.models.response import ChatResponse, Generation, Usage, aggregate_chunks
from sprig.pending import PendingToolCall, ResumeDecisions
from sprig.prompt import Prompt
from sprig.state.store import KeyValueStore, Ttl
from sprig.tools import ToolCallingManager, ToolContext, ToolDefinition, ToolExecutionResult
from sprig.tools.definition import ApprovalRule
from sprig.tools.manager import ToolCallOutcome, ToolErrorKind
from sprig.tools.progress import ToolProgress

__all__ = [
    "TOOL_CALL_ADVISOR_ORDER",
    "MaxToolRoundsExceededError",
    "ToolCallAdvisor",
    "ToolCallLoopError",
    "ToolCallRetriesExhaustedError",
]

TOOL_CALL_ADVISOR_ORDER = -100
"""Default order of the tool loop: after memory and structured output, before user advisors."""

_HEALABLE = frozenset({ToolErrorKind.INVALID_ARGUMENTS, ToolErrorKind.UNKNOWN_TOOL, ToolErrorKind.INCOMPLETE})


class ToolCallLoopError(Exception):
    """The tool loop gave up; ``conversation`` holds every message up to that point."""

    def __init__(self, message: str, conversation: Sequence[Message]) -> None:
        super().__init__(message)
        self.conversation = tuple(conversation)


class ToolCallRetriesExhaustedError(ToolCallLoopError):
    """The model made malformed tool calls in too many rounds in a row."""


class MaxToolRoundsExceededError(ToolCallLoopError):
    """The model kept calling tools past the round limit."""


@dataclass(slots=True)
class _LoopState:
    history: list[Message]
    start: int = 0
    usage: Usage | None = None
    rounds: int = 0
    failures: int = 0
    events: list[StreamEvent] = field(default_factory=list)
    ids: set[str] = field(default_factory=set)  # call ids in history[:ids_seen]
    ids_seen: int = 0
    max_rounds: int = 0  # the loop's limit, beside ``rounds`` for a sub-agent to count in (TOOL_LOOP)

    def call_ids(self) -> set[str]:
        """The tool-call ids the conversation has used so far (a copy the caller may extend).

        The history only grows, so each round scans just the messages added since the last.
        """
        history, ids = self.history, self.ids
        if self.ids_seen > len(history):  # not expected (history only grows): start over
            ids.clear()
            self.ids_seen = 0
        for message in history[self.ids_seen :]:
            if isinstance(message, AssistantMessage):
                for call in message.tool_calls:
                    ids.add(call.id)
        self.ids_seen = len(history)
        return set(ids)

    def tool_rounds(self) -> tuple[Message, ...]:
        """The messages the tool rounds added to the request's own."""
        return tuple(self.history[self.start :])

    def add_usage(self, usage: Usage | None) -> None:
        if usage is not None:
            self.usage = usage if self.usage is None else self.usage + usage

    def progress(self) -> pause.Progress:
        """The state to go on from, should a resumed run fail after this round."""
        return pause.Progress(list(self.history), self.rounds, self.failures, self.usage)


@dataclass(slots=True)
class _RoundResult:
    next_prompt: Prompt | None  # None: the loop is over (or paused: final.pending is set)
    final: ChatResponse | None = None
    events: list[StreamEvent] = field(default_factory=list)


@dataclass(slots=True)
class _Run:
    """One request's loop: its state, its prompt, and the paused round it resumes (if any)."""

    state: _LoopState
    prompt: Prompt
    resumption: Resumption | None = None

    @property
    def round_to_finish(self) -> bool:
        """Whether the run starts by finishing a paused round."""
        return self.resumption is not None and not self.resumption.round_finished

    async def abandon(self) -> None:
        """The run failed: a resumed run gives its claim back so it can be resumed again."""
        if self.resumption is not None:
            await self.resumption.abandon()


class ToolCallAdvisor:
    """The tool-calling loop.

    Args:
        tool_calling_manager: runs the calls (a default ``ToolCallingManager`` when omitted).
        max_rounds: most tool rounds in one request; more raises ``MaxToolRoundsExceededError``.
        max_consecutive_failures: failed rounds in a row (bad JSON, schema violation, unknown
            tool, call cut by the token limit) before ``ToolCallRetriesExhaustedError``.
        conversation_history: when ``False``, each round after the first sends only the system
            messages, the assistant message with the calls and their results (Spring AI's
            ``disableInternalConversationHistory``), for when a memory advisor keeps history.
        repair_json: repair malformed argument JSON leniently before asking the model again.
        requires_approval: a rule ``(call, context) -> bool`` (or awaitable) marking calls a
            person must approve, besides the tools marked ``@tool(requires_approval=True)``;
            ``True`` asks about every call, ``False`` (like ``None``) only about marked tools.
        store: where paused rounds live (default: the client's store, ``default_store``).
        pause_ttl: how long a paused round waits for ``resume`` (default one day).
        order: position in the chain.

    Calls that need approval, and calls of an :class:`~sprig.tools.external.ExternalTool`, pause
    the loop (see :mod:`sprig.advisors.pause`): the other calls of the round run, the round is
    stored under the conversation id, and the response's ``pending`` lists what waits.
    """

    name = "ToolCallAdvisor"

    def __init__(
        self,
        tool_calling_manager: ToolCallingManager | None = None,
        *,
        max_rounds: int = 25,
        max_consecutive_failures: int = 3,
        conversation_history: bool = True,
        repair_json: bool = True,
        requires_approval: bool | ApprovalRule | None = None,
        store: KeyValueStore | None = None,
        pause_ttl: Ttl = pause.DEFAULT_PAUSE_TTL,
        order: int = TOOL_CALL_ADVISOR_ORDER,
    ) -> None:
        if max_rounds < 1:
            raise ValueError("max_rounds must be at least 1")
        if max_consecutive_failures < 1:
            raise ValueError("max_consecutive_failures must be at least 1")
        self.tool_calling_manager = tool_calling_manager or ToolCallingManager()
        self.max_rounds = max_rounds
        self.max_consecutive_failures = max_consecutive_failures
        self.conversation_history = conversation_history
        self.repair_json = repair_json
        if not (requires_approval is None or isinstance(requires_approval, bool) or callable(requires_approval)):
            raise TypeError(
                f"requires_approval must be True, False or a rule (call, context) -> bool, got {requires_approval!r}"
            )
        self.requires_approval: bool | ApprovalRule | None = requires_approval or None
        self.store = store
        self.pause_ttl = pause_ttl
        self.order = order

    # -- blocking ---------------------------------------------------------------------------

    async def advise_call(self, request: ChatClientRequest, chain: AdvisorChain) -> ChatClientResponse:
        """Call the rest of the chain until the model answers without tool calls (or the loop pauses)."""
        run = await self._start(request)
        state, prompt = run.state, run.prompt
        try:
            result = await self._resume_round(request, run) if run.round_to_finish else None
            response = ChatClientResponse(None, request.context)
            rounds = chain.copy(self)  # immutable: the same copy serves every round
            while True:
                if result is None:
                    response = await rounds.next_call(request.with_prompt(prompt))
                    chat_response = response.chat_response
                    if chat_response is None:
                        raise ToolCallLoopError("an advisor returned no model response", state.history)
                    for event in _round_events(chat_response, state.usage):
                        record_event(request.context, event)
                    result = await self._after_round(request, prompt, chat_response, state)
                request.context[TOOL_ROUNDS] = state.tool_rounds()
                for event in result.events:
                    record_event(request.context, event)
                if result.next_prompt is None:
                    assert result.final is not None
                    await self._finish(request, run, result.final)
                    record_event(request.context, DoneEvent(result.final))
                    return dataclasses.replace(response, chat_response=result.final)
                if run.resumption is not None:
                    await run.resumption.record(request, state.progress(), state.tool_rounds())
                prompt, result = result.next_prompt, None
        except BaseException:
            await run.abandon()
            raise

    # -- streaming --------------------------------------------------------------------------

    async def advise_stream(self, request: ChatClientRequest, chain: AdvisorChain) -> AsyncIterator[ChatClientResponse]:
        """Stream every round's chunks as they arrive, running tools between rounds."""
        run = await self._start(request)
        state, prompt = run.state, run.prompt
        outcome: list[_RoundResult] = []
        try:
            if run.round_to_finish:
                async for item in self._live(request, functools.partial(self._resume_round, request, run), outcome):
                    yield item
            rounds = chain.copy(self)  # immutable: the same copy serves every round
            while True:
                if not outcome:
                    chunks: list[ChatResponse] = []
                    async with closing_stream(rounds.next_stream(request.with_prompt(prompt))) as stream:
                        async for item in stream:
                            chunk = item.chat_response
                            if chunk is not None:
                                chunks.append(chunk)
                                if chunk.usage is not None and state.usage is not None:
                                    # usage streams cumulative (as Spring AI's): the rounds so far plus this one
                                    item = _with_usage(item, chunk, state.usage + chunk.usage)
                            yield item
                    round_response = aggregate_chunks(chunks)
                    if not round_response.result.output.tool_calls:
                        # the answer: no tool runs, so no task and queue for live results and progress
                        outcome.append(await self._after_round(request, prompt, round_response, state))
                    else:
                        after = functools.partial(self._after_round, request, prompt, round_response, state)
                        async for item in self._live(request, after, outcome):
                            yield item
                result = outcome.pop()
                request.context[TOOL_ROUNDS] = state.tool_rounds()
                if result.next_prompt is None:
                    assert result.final is not None
                    await self._finish(request, run, result.final)
                elif run.resumption is not None:
                    await run.resumption.record(request, state.progress(), state.tool_rounds())
                if result.events or (result.final is not None and result.final.pending):  # the pause shows
                    yield ChatClientResponse(None, request.context, tuple(result.events))
                if result.next_prompt is None:
                    assert result.final is not None
                    if any(isinstance(e, ReturnDirectEvent) for e in result.events):
                        # the answer chunk is the stream's last: it carries the usage of every round
                        yield ChatClientResponse(result.final, request.context)
                    return
                prompt = result.next_prompt
        except BaseException:
            await run.abandon()
            raise

    async def _live(
        self,
        request: ChatClientRequest,
        work: Callable[[Callable[[StreamEvent], None]], Awaitable[_RoundResult]],
        result: list[_RoundResult],
    ) -> AsyncIterator[ChatClientResponse]:
        """Run a round's tools, yielding each result the moment its call finishes; the round's
        result is appended to ``result``."""
        # One task for the round and one plain future to wake this generator (set by the first
        # event or by the round's end): no queue, no waiter task and no asyncio.wait per event.
        loop = asyncio.get_running_loop()
        finished: list[StreamEvent] = []
        wake: list[asyncio.Future[None]] = []

        def woken(_: object = None) -> None:
            if wake and not wake[0].done():
                wake[0].set_result(None)

        def report(event: StreamEvent) -> None:
            finished.append(event)
            woken()

        round_task = asyncio.ensure_future(work(report))
        round_task.add_done_callback(woken)
        try:
            while True:
                while finished:
                    yield ChatClientResponse(None, request.context, (finished.pop(0),))
                if round_task.done():
                    break
                wake[:] = [loop.create_future()]
                await wake[0]
            result.append(round_task.result())
        finally:
            round_task.remove_done_callback(woken)
            if not round_task.done():
                round_task.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await round_task

    # -- starting and ending a run ---------------------------------------------------------

    async def _start(self, request: ChatClientRequest) -> _Run:
        """A fresh loop, or, for ``resume(...)``, the paused round claimed from the store."""
        decisions = request.context.get(RESUME)
        if not isinstance(decisions, ResumeDecisions):
            return _Run(_LoopState(list(request.prompt.messages), len(request.prompt.messages)), request.prompt)
        conversation_id = request.conversation_id
        assert conversation_id is not None  # the client refuses a resume without one
        callbacks = {cb.definition.name: cb for cb in request.prompt.options.tool_callbacks}
        store = self._store(request)
        paused = await pause.claim(store, conversation_id, decisions, callbacks, self.pause_ttl)
        done = paused.progress  # an earlier resume finished the round, then its continuation failed
        if done is None:
            state = _LoopState(list(paused.history), paused.start, paused.usage, paused.rounds, paused.failures)
        else:
            state = _LoopState(list(done.history), paused.start, done.usage, done.rounds, done.failures)
        prompt = request.prompt.with_messages(self._next_messages(state.history))
        return _Run(state, prompt, Resumption(store, conversation_id, paused, decisions, self.pause_ttl))

    async def _finish(self, request: ChatClientRequest, run: _Run, final: ChatResponse) -> None:
        """Leave the pending calls in the context; forget a round that has been resumed."""
        if final.pending:
            request.context[PENDING] = final.pending
        else:
            request.context.pop(PENDING, None)
            if run.resumption is not None:
                await run.resumption.release()

    def _store(self, request: ChatClientRequest) -> KeyValueStore:
        store = self.store if self.store is not None else request.context.get(STORE)
        if not isinstance(store, KeyValueStore):
            raise ValueError("the tool loop needs a store to pause in: build the client with default_store(...)")
        return store

    # -- one round --------------------------------------------------------------------------

    async def _after_round(
        self,
        request: ChatClientRequest,
        prompt: Prompt,
        response: ChatResponse,
        state: _LoopState,
        on_result: Callable[[StreamEvent], None] | None = None,
    ) -> _RoundResult:
        """Run the round's tool calls and decide what comes next.

        Tool-result events go to ``on_result`` as each call finishes when it is given (streams),
        else into the returned events (blocking calls).
        """
        state.add_usage(response.usage)
        assistant = response.result.output
        if not assistant.tool_calls:
            final = dataclasses.replace(response, usage=state.usage)
            return _RoundResult(None, final)
        state.rounds += 1
        if state.rounds > self.max_rounds:
            state.history.append(assistant)
            raise MaxToolRoundsExceededError(
                f"the model was still calling tools after {self.max_rounds} rounds (max_rounds)", state.history
            )
        state.max_rounds = self.max_rounds
        request.context[TOOL_LOOP] = state  # a sub-agent's rounds count in this loop's too
        token = RUN_CONTEXT.set(request.context)  # the tools see their run (a sub-agent shares its budget)
        try:
            return await self._run_tools(request, prompt, response, state, on_result)
        finally:
            RUN_CONTEXT.reset(token)

    async def _run_tools(
        self,
        request: ChatClientRequest,
        prompt: Prompt,
        response: ChatResponse,
        state: _LoopState,
        on_result: Callable[[StreamEvent], None] | None,
    ) -> _RoundResult:
        """Heal the round's calls, run them (or pause), and conclude the round."""
        assistant = response.result.output
        callbacks = {cb.definition.name: cb for cb in prompt.options.tool_callbacks}
        definitions = {name: cb.definition for name, cb in callbacks.items()}
        calls = _unique_ids(assistant.tool_calls, state.call_ids())
        healed_calls, problems = self._heal(prompt, calls, definitions)
        healed_response = _with_calls(response, healed_calls)
        live = _live_reporter(on_result, problems, definitions)
        progress = _progress_sink(request, on_result, record=False)
        held = None
        if pause.may_hold(healed_calls, callbacks, self.requires_approval):
            context = ToolContext(prompt.options.tool_context)
            held = await pause.split(healed_calls, callbacks, problems, self.requires_approval, context)
        if not held:
            execution = await self.tool_calling_manager.aexecute_tool_calls(
                prompt, healed_response, on_outcome=live, on_progress=progress
            )
        else:
            if held.watch:  # a sub-agent runs: its events are recorded in a blocking call too
                progress = _progress_sink(request, on_result)
            outcomes = await pause.execute_some(
                self.tool_calling_manager, prompt, healed_response, held.held(), held.refused, live, progress
            )
            pending = [*held.pending, *pause.take_paused(outcomes)]  # a sub-agent may have paused inside
            if pending:
                return await self._pause(request, healed_response, outcomes, problems, pending, state, on_result)
            execution = pause.combine(prompt.messages, healed_response.result.output, outcomes)
        return self._conclude(
            prompt, healed_response, execution, problems, definitions, state, live_results=live is not None
        )

    async def _pause(
        self,
        request: ChatClientRequest,
        response: ChatResponse,
        done: dict[str, ToolCallOutcome],
        problems: dict[str, str],
        pending: Sequence[PendingToolCall],
        state: _LoopState,
        on_result: Callable[[StreamEvent], None] | None,
    ) -> _RoundResult:
        """Store the round with the calls that ran and those that wait; end the request paused."""
        conversation_id = request.conversation_id
        assert conversation_id is not None
        paused = pause.PausedRound(
            pause.new_pause_id(),
            list(state.history),
            state.start,
            response,
            done,
            problems,
            tuple(pending),
            state.rounds,
            state.failures,
            state.usage,
        )
        await pause.save(self._store(request), conversation_id, paused, self.pause_ttl)
        definitions = {cb.definition.name: cb.definition for cb in request.prompt.options.tool_callbacks}
        events: list[StreamEvent] = []
        if on_result is None:  # blocking: the results of the calls that ran; streams had them live
            events.extend(_result_event(o, _result_text(o, problems, definitions)) for o in done.values())
        events.extend(pause.pending_events(pending))
        refused = _refused(response.result.output.tool_calls, done, problems, definitions)
        listed = (*pending, *refused)  # the caller sees every call of the round
        final = dataclasses.replace(response, usage=state.usage, pending=listed)
        return _RoundResult(None, final, events)

    async def _resume_round(
        self, request: ChatClientRequest, run: _Run, on_result: Callable[[StreamEvent], None] | None = None
    ) -> _RoundResult:
        """Finish the paused round with the resume's decisions, then go on as if never paused."""
        assert run.resumption is not None
        paused, decisions = run.resumption.paused, run.resumption.decisions
        prompt = run.prompt
        definitions = {cb.definition.name: cb.definition for cb in prompt.options.tool_callbacks}
        live = _live_reporter(on_result, paused.problems, definitions)
        progress = _progress_sink(request, on_result)
        token = RUN_CONTEXT.set(request.context)
        try:
            done = await pause.complete(self.tool_calling_manager, prompt, paused, decisions, live, progress)
        finally:
            RUN_CONTEXT.reset(token)
        if done.execution is None:  # a sub-agent paused again inside
            return await self._pause(
                request, done.response, done.outcomes, paused.problems, done.pending, run.state, on_result
            )
        return self._conclude(
            prompt,
            done.response,
            done.execution,
            paused.problems,
            definitions,
            run.state,
            live_results=live is not None,
            reported=frozenset(paused.done),
        )

    def _conclude(
        self,
        prompt: Prompt,
        response: ChatResponse,
        execution: ToolExecutionResult,
        problems: dict[str, str],
        definitions: Mapping[str, ToolDefinition],
        state: _LoopState,
        *,
        live_results: bool,
        reported: frozenset[str] = frozenset(),
    ) -> _RoundResult:
        """Record the round's results, count failures, and decide: answer directly or ask again."""
        round_messages, events, failed = self._apply_problems(
            execution, problems, definitions, state, live_results=live_results, reported=reported
        )
        state.history.extend(round_messages)

        if failed:
            state.failures += 1
            if state.failures >= self.max_consecutive_failures:
                raise ToolCallRetriesExhaustedError(
                    f"tool calls failed in {state.failures} rounds in a row "
                    f"(max_consecutive_failures={self.max_consecutive_failures}): "
                    + "; ".join(e.reason for e in events if isinstance(e, RetryEvent)),
                    state.history,
                )
        else:
            state.failures = 0

        if execution.return_direct and not failed:
            results = round_messages[-1]
            assert isinstance(results, ToolResponseMessage)
            text = "\n".join(r.data for r in results.responses)
            events.append(ReturnDirectEvent(text))
            final = ChatResponse(
                (Generation(AssistantMessage(text, metadata={"return_direct": True}), "stop"),),
                state.usage,
                response.metadata,
            )
            return _RoundResult(None, final, events)
        return _RoundResult(prompt.with_messages(self._next_messages(state.history)), None, events)

    def _heal(
        self, prompt: Prompt, calls: Sequence[ToolCall], definitions: Mapping[str, ToolDefinition]
    ) -> tuple[list[ToolCall], dict[str, str]]:
        """Repair argument JSON where possible; return the calls to run and the problems by call id."""
        healed: list[ToolCall] = []
        problems: dict[str, str] = {}
        for call in calls:
            if call.incomplete:
                problems[call.id] = incomplete_call_message(call.name, prompt.options.max_tokens)
                healed.append(call)
                continue
            if not self.repair_json:
                healed.append(call)
                continue
            repair = repair_arguments(call.arguments)
            definition = definitions.get(call.name)
            if repair.problem is not None and definition is not None:
                problems[call.id] = retry_message(call.name, repair.problem, definition.schema_dict())
            healed.append(dataclasses.replace(call, arguments=repair.arguments) if repair.repaired else call)
        return healed, problems

    def _apply_problems(
        self,
        execution: ToolExecutionResult,
        problems: dict[str, str],
        definitions: Mapping[str, ToolDefinition],
        state: _LoopState,
        *,
        live_results: bool,
        reported: frozenset[str] = frozenset(),
    ) -> tuple[list[Message], list[StreamEvent], bool]:
        """Put precise error texts into the results of failed calls; emit result and retry events.

        Returns the round's messages (the assistant message and the tool results), the events
        (tool results are left out when they were delivered live) and whether the round failed.
        """
        events: list[StreamEvent] = []
        texts: dict[str, str] = {}
        failed = False
        attempt = state.failures + 1
        for outcome in execution.outcomes:
            call = outcome.call
            if outcome.usage is not None:  # a tool that spent tokens itself (a sub-agent)
                state.add_usage(outcome.usage)
            text = texts[call.id] = _result_text(outcome, problems, definitions)
            if call.id in problems or outcome.error_kind in _HEALABLE:
                failed = True
                events.append(RetryEvent(_first_line(text), attempt, call.id, call.name))
            if not live_results and call.id not in reported:
                events.append(_result_event(outcome, text))
        round_messages = list(execution.conversation_history[-2:])
        results = round_messages[-1]
        changed = isinstance(results, ToolResponseMessage) and any(
            texts.get(r.id, r.data) != r.data for r in results.responses
        )
        if changed:
            assert isinstance(results, ToolResponseMessage)
            round_messages[-1] = dataclasses.replace(
                results,
                responses=tuple(ToolResponse(r.id, r.name, texts.get(r.id, r.data)) for r in results.responses),
            )
        return round_messages, events, failed

    def _next_messages(self, history: list[Message]) -> list[Message]:
        if self.conversation_history:
            return history
        system = [m for m in history if isinstance(m, SystemMessage)]
        return [*system, *history[-2:]]

    def on_chain_built(self, advisors: Sequence[Advisor], request: ChatClientRequest) -> None:
        """Exactly one tool advisor per chain."""
        others = [a for a in advisors if a is not self and isinstance(a, ToolCallAdvisor)]
        if others:
            raise ValueError(f"a chain can hold only one tool advisor, got {self.name!r} and {others[0].name!r}")


def _result_text(
    outcome: ToolCallOutcome, problems: Mapping[str, str], definitions: Mapping[str, ToolDefinition]
) -> str:
    """What the model reads for one call: the result, or a precise error it can act on."""
    call = outcome.call
    if call.id in problems:
        return problems[call.id]
    if outcome.error_kind in _HEALABLE:
        definition = definitions.get(call.name)
        if definition is not None:
            return retry_message(call.name, _first_line(outcome.result), definition.schema_dict())
    return outcome.result


def _refused(
    calls: Sequence[ToolCall],
    outcomes: Mapping[str, ToolCallOutcome],
    problems: Mapping[str, str],
    definitions: Mapping[str, ToolDefinition],
) -> list[PendingToolCall]:
    """The calls of a paused round refused for their arguments (in call order), listed beside the
    pending ones with the error the model gets."""
    return [
        PendingToolCall(o.call, "refused", error=_result_text(o, problems, definitions))
        for o in (outcomes.get(call.id) for call in calls)
        if o is not None and (o.call.id in problems or o.error_kind in _HEALABLE)
    ]


def _live_reporter(
    on_result: Callable[[StreamEvent], None] | None,
    problems: Mapping[str, str],
    definitions: Mapping[str, ToolDefinition],
) -> Callable[[ToolCallOutcome], None] | None:
    """In streams: report each call's result event the moment it finishes."""
    if on_result is None:
        return None
    report = on_result

    def live(outcome: ToolCallOutcome) -> None:
        report(_result_event(outcome, _result_text(outcome, problems, definitions)))

    return live


def _result_event(outcome: ToolCallOutcome, text: str) -> ToolResultEvent:
    call = outcome.call
    failed = outcome.error or outcome.error_kind in _HEALABLE
    return ToolResultEvent(call.id, call.name, text, failed, outcome.duration, call.arguments, outcome.structured)


def _progress_sink(
    request: ChatClientRequest, on_result: Callable[[StreamEvent], None] | None, *, record: bool = True
) -> Callable[[ToolProgress], None] | None:
    """Where running tools' reports go: a stream gets progress and the tools' own events (a
    sub-agent's) the moment they arrive; a blocking call records the tools' own events (with
    ``record``: rounds without a sub-agent pay nothing for it)."""
    if on_result is not None:
        report = on_result

        def stream(p: ToolProgress) -> None:
            report(p.event if p.event is not None else ToolProgressEvent(p.call_id, p.progress, p.total, p.message))

        return stream
    if not record:
        return None
    context = request.context

    def recorder(progress: ToolProgress) -> None:
        if progress.event is not None:
            record_event(context, progress.event)

    return recorder


def _first_line(text: str) -> str:
    return text.strip().splitlines()[0] if text.strip() else text


def _unique_ids(calls: Sequence[ToolCall], used: set[str]) -> list[ToolCall]:
    """The calls with every id unique in the conversation.

    Some servers send empty ids, or reuse one (``call_0``) for parallel calls or across rounds;
    providers reject a conversation whose tool results cannot be matched to one call each.
    """
    unique: list[ToolCall] = []
    for index, call in enumerate(calls):
        call_id = call.id or f"call_{index}"
        if call_id in used:
            suffix = 1
            while f"{call_id}_{suffix}" in used:
                suffix += 1
            call_id = f"{call_id}_{suffix}"
        used.add(call_id)
        unique.append(call if call_id == call.id else dataclasses.replace(call, id=call_id))
    return unique


def _with_calls(response: ChatResponse, calls: list[ToolCall]) -> ChatResponse:
    output = response.result.output
    if tuple(calls) == tuple(output.tool_calls):
        return response
    generation = dataclasses.replace(response.result, output=dataclasses.replace(output, tool_calls=tuple(calls)))
    return dataclasses.replace(response, generations=(generation, *response.generations[1:]))


def _with_usage(item: ChatClientResponse, chunk: ChatResponse, usage: Usage) -> ChatClientResponse:
    """``item`` with its chunk's usage replaced (built directly: dataclasses.replace walks the
    fields, and a streamed tool loop does this every round)."""
    if type(item) is not ChatClientResponse or type(chunk) is not ChatResponse:
        return dataclasses.replace(item, chat_response=dataclasses.replace(chunk, usage=usage))
    return ChatClientResponse(
        ChatResponse(chunk.generations, usage, chunk.metadata, chunk.pending), item.context, item.events
    )


def _round_events(response: ChatResponse, before: Usage | None = None) -> list[StreamEvent]:
    """The events a blocking round folds into (the same kinds a stream delivers).

    Usage is cumulative, as in a stream: ``before`` (the earlier rounds) plus this round's.
    """
    output = response.result.output
    events: list[StreamEvent] = [*fallback_events(response)] if response.metadata else []
    if output.text:
        events.append(TextDeltaEvent(output.text))
    for index, call in enumerate(output.tool_calls):
        events.append(ToolCallStartedEvent(call.id, call.name, index))
        if call.arguments:
            events.append(ToolArgumentsDeltaEvent(call.id, index, call.arguments))
    if response.usage is not None:
        events.append(UsageEvent(response.usage if before is None else before + response.usage))
    return events
