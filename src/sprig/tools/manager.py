"""``ToolCallingManager``: resolves a request's tools and executes one round of tool calls.

One round is the tool calls of one assistant message. The manager runs them (concurrently by
default: async tools on the loop, sync tools in worker threads), keeps the results in call
order, and returns the conversation extended by the assistant message and one
``ToolResponseMessage`` with a response per call. Every call has an outcome, and a failed call
is an error *result* the model reads, of an explicit :class:`ToolErrorKind`:

- ``unknown_tool``: the name matches no tool of the request (the result lists them);
- ``invalid_arguments``: the arguments are not JSON or break the schema (the result says what
  is wrong and shows the schema);
- ``incomplete``: the provider cut the call off at the token limit (``max_tokens``);
- ``tool_error``: the tool raised; the exception processor wrote the text (or raised);
- ``timeout``: the call ran past its timeout;
- ``limit``: the call was refused by the per-turn call limits (``limit_behavior="error_result"``);
- ``denied``: a person denied the call when the tool loop paused for approval (it never ran);
- ``paused``: the tool's own work paused (a sub-agent waits on a person, see
  :class:`~sprig.pending.ToolCallPaused`); the tool loop pauses with it and finishes the call on
  ``resume``.

Progress and structured values: while a call runs, :func:`~sprig.tools.progress.report_progress`
sends its reports to the ``on_progress`` sink given to :meth:`ToolCallingManager.aexecute_tool_calls`
(the tool loop streams them); a callback that returns a
:class:`~sprig.tools.structured.StructuredResult` gives the model its text and leaves its
``structured`` value on the outcome.

Limits count the tool calls of the current turn, as Spring AI 2.0.1 does: the calls in the
prompt since the last user message, plus this round's.

Each call runs in an OpenTelemetry span ``execute_tool NAME`` with the GenAI attributes (tool
name, call id, ``error.type`` for failed calls); arguments and results are recorded only when
content capture is switched on (``SPRIG_OTEL_CAPTURE_CONTENT=true``).
"""

from __future__ import annotations

import asyncio
import sys
import time
import types
from collections.abc import Callable, Coroutine, Generator, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING, Any, Literal

import orjson

from sprig._sync import run_sync
from sprig._telemetry import capture_content, span
from sprig.messages import AssistantMessage, Message, ToolCall, ToolResponse, ToolResponseMessage, UserMessage
from sprig.models.response import ChatResponse, Usage
from sprig.pending import ToolCallPaused
from sprig.prompt import ChatOptions, Prompt
from sprig.tools.callback import ToolCallback
from sprig.tools.context import ToolContext
from sprig.tools.definition import ToolDefinition
from sprig.tools.errors import (
    ToolArgumentError,
    ToolExecutionError,
    ToolLimitExceededError,
    ToolNotFoundError,
    ToolResultConversionError,
)
from sprig.tools.processor import DefaultToolExecutionExceptionProcessor, ToolExecutionExceptionProcessor
from sprig.tools.progress import ToolProgress, reporting_progress
from sprig.tools.resolve import ToolCallbackResolver
from sprig.tools.structured import StructuredResult

if TYPE_CHECKING:
    from opentelemetry.trace import Span

__all__ = [
    "DEFAULT_MAX_RESULT_CHARS",
    "DEFAULT_TOOL_TIMEOUT",
    "LimitBehavior",
    "ToolCallOutcome",
    "ToolCallingManager",
    "ToolErrorKind",
    "ToolExecutionResult",
]

LimitBehavior = Literal["raise", "error_result"]

DEFAULT_TOOL_TIMEOUT = 300.0
"""Seconds a tool call may run when neither the tool (``@tool(timeout=)``) nor the manager sets a
timeout; ``ToolCallingManager(timeout=None)`` removes the bound."""

DEFAULT_MAX_RESULT_CHARS = 100_000
"""Characters of one tool result sent to the model; a longer result is cut there and ends with a
note saying how much was left out (``ToolCallingManager(max_result_chars=None)`` sends it whole)."""


class ToolErrorKind(StrEnum):
    """Why a tool call produced an error result (compares equal to its string value)."""

    UNKNOWN_TOOL = "unknown_tool"
    INVALID_ARGUMENTS = "invalid_arguments"
    INCOMPLETE = "incomplete"
    TOOL_ERROR = "tool_error"
    TIMEOUT = "timeout"
    LIMIT = "limit"
    DENIED = "denied"
    PAUSED = "paused"


@dataclass(frozen=True, slots=True)
class ToolCallOutcome:
    """What became of one tool call: the result text the model reads and how it went.

    ``error_kind`` is ``None`` on success; ``exception`` is what was caught, if anything;
    ``duration`` is in seconds; ``return_direct`` is the tool's flag (``False`` when unknown);
    ``structured`` is the value behind the text when the tool returned a ``StructuredResult``,
    ``usage`` the model tokens it says it spent.
    """

    call: ToolCall
    result: str
    error_kind: ToolErrorKind | None = None
    duration: float = 0.0
    return_direct: bool = False
    exception: BaseException | None = None
    structured: Any = None
    usage: Usage | None = None

    @property
    def error(self) -> bool:
        """Whether the call failed (the result is an error message)."""
        return self.error_kind is not None

    @property
    def id(self) -> str:
        """The tool call's id."""
        return self.call.id

    @property
    def name(self) -> str:
        """The tool name the model asked for."""
        return self.call.name


@dataclass(frozen=True, slots=True)
class ToolExecutionResult:
    """The conversation after one round of tool calls, and what became of each call.

    ``conversation_history`` is the prompt's messages, the assistant message and one
    ``ToolResponseMessage`` with a response per call, in call order. ``return_direct`` holds
    when every call of the round succeeded and every tool called is return-direct.
    """

    conversation_history: Sequence[Message]
    return_direct: bool = False
    outcomes: Sequence[ToolCallOutcome] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "conversation_history", tuple(self.conversation_history))
        object.__setattr__(self, "outcomes", tuple(self.outcomes))

    @property
    def tool_response_message(self) -> ToolResponseMessage | None:
        """The tool-response message this round added."""
        last = self.conversation_history[-1] if self.conversation_history else None
        return last if isinstance(last, ToolResponseMessage) else None

    @property
    def has_errors(self) -> bool:
        """Whether any call of the round failed."""
        return any(outcome.error for outcome in self.outcomes)


def _check_limit(name: str, value: int | None) -> int | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise ValueError(f"{name} must be a non-negative integer or None, got {value!r}")
    return value


class ToolCallingManager:
    """Resolves tool definitions and executes the tool calls of a model response.

    - ``resolver``: finds tools named in ``ChatOptions.tool_names``.
    - ``exception_processor``: turns tool exceptions into text (or raises); the default is
      :class:`DefaultToolExecutionExceptionProcessor`.
    - ``parallel``: run the calls of one round concurrently (default) or one after another.
    - ``timeout``: seconds allowed per call, unless the tool sets its own (``@tool(timeout=)``);
      default :data:`DEFAULT_TOOL_TIMEOUT` (300 s), ``None`` for no bound. A sync tool past its
      timeout is abandoned in its worker thread (threads cannot be killed), where
      :mod:`sprig.tools.threads` counts it as stuck.
    - ``max_calls_per_tool`` / ``max_total_calls``: per-turn limits (Spring AI's defaults, 40
      and 150; ``None`` for no limit); ``max_calls_by_tool`` overrides the first per tool name.
    - ``max_result_chars``: a longer result is cut to this many characters and ends with a note
      to the model saying so (default :data:`DEFAULT_MAX_RESULT_CHARS`; ``None`` for no cap).
    - ``limit_behavior``: ``"raise"`` refuses the whole round with
      :class:`ToolLimitExceededError` before any call runs; ``"error_result"`` gives the
      excess calls an error result of kind ``limit`` and runs the others.
    """

    def __init__(
        self,
        resolver: ToolCallbackResolver | None = None,
        *,
        exception_processor: ToolExecutionExceptionProcessor | None = None,
        parallel: bool = True,
        timeout: float | None = DEFAULT_TOOL_TIMEOUT,
        max_calls_per_tool: int | None = 40,
        max_total_calls: int | None = 150,
        max_calls_by_tool: Mapping[str, int] | None = None,
        limit_behavior: LimitBehavior = "raise",
        max_result_chars: int | None = DEFAULT_MAX_RESULT_CHARS,
    ) -> None:
        if exception_processor is not None and not isinstance(exception_processor, ToolExecutionExceptionProcessor):
            raise TypeError(f"exception_processor needs a process(error) -> str method, got {exception_processor!r}")
        if limit_behavior not in ("raise", "error_result"):
            raise ValueError(f"limit_behavior must be 'raise' or 'error_result', got {limit_behavior!r}")
        if timeout is not None and (isinstance(timeout, bool) or not timeout > 0):
            raise ValueError(f"timeout must be a positive number of seconds or None, got {timeout!r}")
        self.resolver = resolver
        self.exception_processor = exception_processor or DefaultToolExecutionExceptionProcessor()
        self.parallel = parallel
        self.timeout = timeout
        self.max_calls_per_tool = _check_limit("max_calls_per_tool", max_calls_per_tool)
        self.max_total_calls = _check_limit("max_total_calls", max_total_calls)
        self.max_calls_by_tool = {
            name: _check_limit(f"max_calls_by_tool[{name!r}]", limit)
            for name, limit in (max_calls_by_tool or {}).items()
        }
        self.limit_behavior: LimitBehavior = limit_behavior
        if max_result_chars is not None and (
            isinstance(max_result_chars, bool) or not isinstance(max_result_chars, int) or max_result_chars < 1
        ):
            raise ValueError(f"max_result_chars must be a positive integer or None, got {max_result_chars!r}")
        self.max_result_chars = max_result_chars

    # -- resolution ------------------------------------------------------------------------

    async def aresolve_tool_callbacks(self, options: ChatOptions) -> list[ToolCallback]:
        """The request's callbacks: ``options.tool_callbacks`` plus ``tool_names`` resolved.

        A name no resolver knows raises :class:`ToolNotFoundError`.
        """
        index: dict[str, ToolCallback] = {callback.name: callback for callback in options.tool_callbacks}
        for name in options.tool_names:
            if name in index:
                continue
            found = await self.resolver.aresolve(name) if self.resolver is not None else None
            if found is None:
                raise ToolNotFoundError(name, [*index, *(self.resolver.names() if self.resolver else ())])
            index[name] = found
        return list(index.values())

    def resolve_tool_callbacks(self, options: ChatOptions) -> list[ToolCallback]:
        """Blocking face of :meth:`aresolve_tool_callbacks`."""
        if not options.tool_names:
            return list(options.tool_callbacks)
        return run_sync(self.aresolve_tool_callbacks(options))

    async def aresolve_tool_definitions(self, options: ChatOptions) -> list[ToolDefinition]:
        """The definitions of the request's tools, in order, to send to the model."""
        return [callback.definition for callback in await self.aresolve_tool_callbacks(options)]

    def resolve_tool_definitions(self, options: ChatOptions) -> list[ToolDefinition]:
        """Blocking face of :meth:`aresolve_tool_definitions`."""
        return [callback.definition for callback in self.resolve_tool_callbacks(options)]

    # -- execution -------------------------------------------------------------------------

    def execute_tool_calls(self, prompt: Prompt, chat_response: ChatResponse) -> ToolExecutionResult:
        """Blocking face of :meth:`aexecute_tool_calls`."""
        return run_sync(self.aexecute_tool_calls(prompt, chat_response))

    async def aexecute_tool_calls(
        self,
        prompt: Prompt,
        chat_response: ChatResponse,
        *,
        on_outcome: Callable[[ToolCallOutcome], None] | None = None,
        on_progress: Callable[[ToolProgress], None] | None = None,
    ) -> ToolExecutionResult:
        """Run the tool calls of ``chat_response`` and return the extended conversation.

        ``on_outcome`` is called with each outcome as soon as its call finishes (in completion
        order), for live progress; ``on_progress`` with each progress report a running tool
        makes (:func:`~sprig.tools.progress.report_progress`). Cancelling this coroutine cancels
        the running async tools.
        Raises ``ValueError`` when the response asks for no tool call,
        :class:`ToolLimitExceededError` per ``limit_behavior``, and whatever the exception
        processor raises.
        """
        assistant = _assistant_with_calls(chat_response)
        calls = tuple(assistant.tool_calls)
        callbacks = {callback.name: callback for callback in await self.aresolve_tool_callbacks(prompt.options)}
        refused = self._apply_limits(prompt, assistant, calls)
        context = ToolContext(prompt.options.tool_context)
        if not self.parallel or len(calls) == 1:
            outcomes = [
                await self._execute(call, callbacks, context, refused.get(index), on_outcome, on_progress)
                for index, call in enumerate(calls)
            ]
        else:
            outcomes = await _gather_cancelling(
                [
                    self._execute(call, callbacks, context, refused.get(i), on_outcome, on_progress)
                    for i, call in enumerate(calls)
                ]
            )
        responses = tuple([ToolResponse(o.call.id, o.call.name, o.result) for o in outcomes])
        history = (*prompt.messages, assistant, ToolResponseMessage(responses, metadata=failed_calls(outcomes)))
        return_direct = bool(outcomes) and all(o.return_direct and not o.error for o in outcomes)
        return ToolExecutionResult(history, return_direct, outcomes)

    def _apply_limits(self, prompt: Prompt, assistant: AssistantMessage, calls: Sequence[ToolCall]) -> dict[int, str]:
        """Check the per-turn limits; returns the refused calls' error texts by index."""
        if self.max_total_calls is None and self.max_calls_per_tool is None and not self.max_calls_by_tool:
            return {}
        per_tool, total = _turn_counts(prompt.messages)
        refused: dict[int, str] = {}
        for index, call in enumerate(calls):
            limit = self.max_calls_by_tool.get(call.name, self.max_calls_per_tool)
            if limit is not None and per_tool.get(call.name, 0) + 1 > limit:
                breach: tuple[str | None, int] = (call.name, limit)
            elif self.max_total_calls is not None and total + 1 > self.max_total_calls:
                breach = (None, self.max_total_calls)
            else:
                per_tool[call.name] = per_tool.get(call.name, 0) + 1
                total += 1
                continue
            if self.limit_behavior == "raise":
                raise ToolLimitExceededError(breach[0], breach[1], (*prompt.messages, assistant))
            refused[index] = _limit_text(*breach)
        return refused

    async def _execute(
        self,
        call: ToolCall,
        callbacks: Mapping[str, ToolCallback],
        context: ToolContext,
        refusal: str | None,
        on_outcome: Callable[[ToolCallOutcome], None] | None,
        on_progress: Callable[[ToolProgress], None] | None = None,
    ) -> ToolCallOutcome:
        attributes = {
            "gen_ai.operation.name": "execute_tool",
            "gen_ai.tool.name": call.name,
            "gen_ai.tool.call.id": call.id,
            "gen_ai.tool.type": "function",
        }
        with span(f"execute_tool {call.name}", attributes) as current:
            with reporting_progress(call.id, call.name, on_progress):
                outcome = await self._outcome(call, callbacks, context, refusal)
            if current.is_recording():
                _record(current, outcome)
        if on_outcome is not None and outcome.error_kind is not ToolErrorKind.PAUSED:  # a paused call goes on later
            on_outcome(outcome)
        return outcome

    async def _outcome(
        self,
        call: ToolCall,
        callbacks: Mapping[str, ToolCallback],
        context: ToolContext,
        refusal: str | None,
    ) -> ToolCallOutcome:
        callback = callbacks.get(call.name)
        if callback is None:
            return ToolCallOutcome(call, _unknown_text(call.name, callbacks), ToolErrorKind.UNKNOWN_TOOL)
        return_direct = callback.metadata.return_direct
        if refusal is not None:
            return ToolCallOutcome(call, refusal, ToolErrorKind.LIMIT, return_direct=return_direct)
        if call.incomplete:
            return ToolCallOutcome(call, _incomplete_text(call.name), ToolErrorKind.INCOMPLETE, 0.0, return_direct)
        timeout = callback.metadata.timeout or self.timeout
        kind: ToolErrorKind | None = None
        caught: BaseException | None = None
        structured: Any = None
        usage: Usage | None = None
        started = time.perf_counter()
        try:
            if timeout is None:
                text = await callback.acall(call.arguments, context)
            else:
                text = await _with_timeout(callback.acall(call.arguments, context), timeout)
            if not isinstance(text, str):
                raise ToolResultConversionError(call.name, f"the callback returned {type(text).__name__}, not str")
            if isinstance(text, StructuredResult):
                structured, usage, text = text.structured, text.usage, str(text)
        except ToolCallPaused as exc:
            duration = time.perf_counter() - started
            return ToolCallOutcome(call, _paused_text(call.name), ToolErrorKind.PAUSED, duration, return_direct, exc)
        except _TimedOut as exc:
            text, kind, caught = (
                _timeout_text(call.name, timeout or 0.0),
                ToolErrorKind.TIMEOUT,
                exc.__cause__,
            )
        except ToolArgumentError as exc:
            text, kind, caught = _argument_text(exc, callback), ToolErrorKind.INVALID_ARGUMENTS, exc
        except Exception as exc:
            if _budget_spent(exc):
                raise  # the run's budget ran out (a sub-agent's model requests count in it): the run stops
            error = exc if isinstance(exc, ToolExecutionError) else ToolExecutionError(call.name, exc, call)
            text, kind, caught = self.exception_processor.process(error), ToolErrorKind.TOOL_ERROR, exc
        if self.max_result_chars is not None and len(text) > self.max_result_chars:
            text = _truncated(text, self.max_result_chars)
        duration = time.perf_counter() - started
        return ToolCallOutcome(call, text, kind, duration, return_direct, caught, structured, usage)


def _budget_spent(error: Exception) -> bool:
    """Whether ``error`` is a run's spent budget (:class:`~sprig.usage.UsageLimitExceededError`,
    looked up only when budgets are in use so the tool layer does not import them, or an error
    marked ``stops_run``)."""
    if getattr(error, "stops_run", False):  # a limit of the whole run (a sub-agent's tree of rounds)
        return True
    usage = sys.modules.get("sprig.usage")
    return usage is not None and isinstance(error, usage.UsageLimitExceededError)


def _truncated(text: str, limit: int) -> str:
    return (
        f"{text[:limit]}\n\n[sprig: this tool result was cut to its first {limit:,} of {len(text):,} characters; "
        "ask for less (a narrower query, a range, a page) to see the rest.]"
    )


def _record(current: Span, outcome: ToolCallOutcome) -> None:
    current.set_attribute("sprig.tool.duration", outcome.duration)
    if outcome.error_kind is not None:
        from opentelemetry.trace import Status, StatusCode

        current.set_attribute("error.type", outcome.error_kind.value)
        current.set_status(Status(StatusCode.ERROR, outcome.result[:200]))
    if capture_content():
        current.set_attribute("gen_ai.tool.call.arguments", outcome.call.arguments)
        current.set_attribute("gen_ai.tool.call.result", outcome.result)


class _TimedOut(Exception):
    """Our own timeout, told apart from a ``TimeoutError`` raised by the tool itself."""


async def _with_timeout(awaitable: Any, seconds: float) -> str:
    """``await awaitable`` for at most ``seconds``; our own expiry raises :class:`_TimedOut`.

    A coroutine's first step runs before any timer is armed: a call that finishes without
    waiting (an async tool with nothing to wait on, a call refused by argument validation) pays
    no timer, which is most of this function's cost per round. A call that does wait is bounded
    from there by the deadline counted from the start, so the bound is the same as before.
    """
    loop = asyncio.get_running_loop()
    deadline = loop.time() + seconds
    if type(awaitable) is types.CoroutineType:
        try:
            first = awaitable.send(None)
        except StopIteration as done:
            finished: str = done.value
            return finished
        awaitable = _Resumed(awaitable, first)
    try:
        async with asyncio.timeout_at(deadline) as scope:
            result: str = await awaitable
    except TimeoutError as exc:
        if scope.expired():
            raise _TimedOut from exc
        raise
    return result


class _Resumed:
    """Awaits a coroutine whose first step has run and yielded ``first`` (what ``yield from``
    would have passed up to the task): the task waits on it, then the coroutine goes on."""

    __slots__ = ("_coroutine", "_first")

    def __init__(self, coroutine: Coroutine[Any, Any, Any], first: Any) -> None:
        self._coroutine = coroutine
        self._first = first

    def __await__(self) -> Generator[Any, None, Any]:
        coroutine = self._coroutine
        try:
            yield self._first
        except GeneratorExit:
            coroutine.close()
            raise
        except BaseException as exc:  # thrown in by the task (a cancellation): the coroutine's to handle
            try:
                after = coroutine.throw(exc)
            except StopIteration as done:
                return done.value
            return (yield from _Resumed(coroutine, after).__await__())
        return (yield from coroutine.__await__())


async def _gather_cancelling(jobs: Sequence[Any]) -> list[ToolCallOutcome]:
    """Run ``jobs`` concurrently; on failure or cancellation, cancel and await the rest."""
    tasks = [asyncio.ensure_future(job) for job in jobs]
    try:
        return list(await asyncio.gather(*tasks))
    except BaseException:
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        raise


def failed_calls(outcomes: Sequence[ToolCallOutcome]) -> dict[str, Any]:
    """Results metadata naming the calls that failed: ``{"tool_errors": {call id: error kind}}``.

    Models read results as text; this lets one that reasons about them (the embedded model) tell
    an error, or a denied call, from a result without guessing from the words.
    """
    errors: dict[str, str] = {}
    for outcome in outcomes:  # every round: a plain loop (a comprehension is a call of its own)
        if outcome.error_kind is not None:
            errors[outcome.call.id] = str(outcome.error_kind)
    return {"tool_errors": errors} if errors else {}


def _assistant_with_calls(chat_response: ChatResponse) -> AssistantMessage:
    for generation in chat_response.generations:
        if generation.output.tool_calls:
            return generation.output
    raise ValueError("the chat response asks for no tool call: nothing to execute")


def _turn_counts(messages: Sequence[Message]) -> tuple[dict[str, int], int]:
    # runs every round over the turn's messages: a plain loop and dict (Counter() runs update()
    # and an ABC check, Counter.update a generator)
    per_tool: dict[str, int] = {}
    total = 0
    for message in reversed(messages):
        kind = type(message)
        if kind is ToolResponseMessage:  # half of a tool loop's messages: one test
            continue
        if kind is AssistantMessage or isinstance(message, AssistantMessage):
            for call in message.tool_calls:  # type: ignore[union-attr]
                per_tool[call.name] = per_tool.get(call.name, 0) + 1
                total += 1
        elif isinstance(message, UserMessage):
            break
    return per_tool, total


MAX_LISTED_TOOLS = 30
"""An unknown-tool error lists every tool up to this many; past it, only the closest names."""


def _names(callbacks: Mapping[str, ToolCallback]) -> str:
    return ", ".join(callbacks) or "none"


def _unknown_text(name: str, callbacks: Mapping[str, ToolCallback]) -> str:
    if len(callbacks) > MAX_LISTED_TOOLS:  # hundreds of names would cost more than the call
        from sprig.tools.search import closest_names

        close = closest_names(name, callbacks)
        nearest = f"The closest of the {len(callbacks)} tools: {', '.join(close)}." if close else (
            f"None of the {len(callbacks)} tools has a name like it."
        )
        return f"Error: there is no tool named {name!r}. {nearest}"
    if not name:
        return f"Error: the tool call names no tool. Available tools: {_names(callbacks)}."
    return f"Error: there is no tool named {name!r}. Available tools: {_names(callbacks)}."


def _incomplete_text(name: str) -> str:
    return (
        f"Error: the call to tool {name!r} was cut off by the output token limit (max_tokens) before its "
        "arguments were complete, so it was not run. Call it again with shorter arguments."
    )


def _timeout_text(name: str, timeout: float) -> str:
    return f"Error: tool {name!r} did not finish within {timeout:g} seconds (timed out)."


def _paused_text(name: str) -> str:
    return (
        f"Error: tool {name!r} paused, waiting for a decision (an approval or an external result); "
        "only a tool loop with a conversation id can resume it."
    )


def _limit_text(name: str | None, limit: int) -> str:
    if name is None:
        return (
            f"Error: tool call refused: at most {limit} tool calls are allowed in this turn and that limit "
            "is reached. Answer with the information you have."
        )
    return (
        f"Error: tool call refused: tool {name!r} may be called at most {limit} times in this turn and "
        "that limit is reached. Do not call it again; answer with the information you have."
    )


def _argument_text(error: ToolArgumentError, callback: ToolCallback) -> str:
    schema = orjson.dumps(callback.definition.schema_dict()).decode()
    return f"Error: {error}\nCall the tool again with arguments that match its input schema: {schema}"
