"""``ToolCallingManager``: resolution, execution of one round, outcomes, errors, limits, timeouts."""

from __future__ import annotations

import asyncio
import threading
import time
from collections.abc import Sequence
from typing import Any

import pytest

from sprig import AssistantMessage, ChatOptions, Prompt, ToolCall, ToolResponseMessage, UserMessage
from sprig.models.response import ChatResponse, Generation
from sprig.tools import (
    DefaultToolExecutionExceptionProcessor,
    FunctionToolCallback,
    ToolCallback,
    ToolCallbackResolver,
    ToolCallingManager,
    ToolCallOutcome,
    ToolContext,
    ToolErrorKind,
    ToolExecutionError,
    ToolLimitExceededError,
    ToolNotFoundError,
    resolve_tool_callbacks,
    tool,
)


def response(*calls: ToolCall, text: str = "") -> ChatResponse:
    return ChatResponse([Generation(AssistantMessage(text, calls), "tool_calls")])


def call(id_: str, name: str, arguments: str = "{}", incomplete: bool = False) -> ToolCall:
    return ToolCall(id_, name, arguments, incomplete)


def prompt_with(*tools: Any, history: Sequence[Any] = (), **options: Any) -> Prompt:
    return Prompt([UserMessage("go"), *history], ChatOptions(tool_callbacks=resolve_tool_callbacks(*tools), **options))


@tool
def add(a: int, b: int) -> int:
    return a + b


@tool(return_direct=True)
def final_answer(text: str) -> str:
    return text


@tool(return_direct=True)
def also_final() -> str:
    return "also"


async def test_history_is_prompt_assistant_and_one_tool_message_in_call_order() -> None:
    prompt = prompt_with(add, final_answer)
    reply = response(
        call("c1", "add", '{"a": 1, "b": 2}'), call("c2", "final_answer", '{"text": "hi"}'), text="thinking"
    )
    result = await ToolCallingManager().aexecute_tool_calls(prompt, reply)
    history = result.conversation_history
    assert history[:-2] == prompt.messages
    assert history[-2] == reply.result.output
    message = history[-1]
    assert isinstance(message, ToolResponseMessage)
    assert result.tool_response_message is message
    assert [(r.id, r.name, r.data) for r in message.responses] == [("c1", "add", "3"), ("c2", "final_answer", "hi")]
    assert [o.call.id for o in result.outcomes] == ["c1", "c2"]
    assert not result.has_errors
    assert result.return_direct is False  # add is not return-direct


def test_blocking_face() -> None:
    result = ToolCallingManager().execute_tool_calls(prompt_with(add), response(call("c", "add", '{"a": 2, "b": 2}')))
    assert result.outcomes[0].result == "4"
    assert result.outcomes[0].error is False and result.outcomes[0].error_kind is None


async def test_return_direct_only_when_every_call_is_return_direct() -> None:
    manager = ToolCallingManager()
    prompt = prompt_with(add, final_answer, also_final)
    both = await manager.aexecute_tool_calls(
        prompt, response(call("1", "final_answer", '{"text": "x"}'), call("2", "also_final"))
    )
    assert both.return_direct is True
    mixed = await manager.aexecute_tool_calls(
        prompt, response(call("1", "final_answer", '{"text": "x"}'), call("2", "add", '{"a":1,"b":1}'))
    )
    assert mixed.return_direct is False
    failed = await manager.aexecute_tool_calls(prompt, response(call("1", "final_answer", "{}")))
    assert failed.return_direct is False  # an error result goes back to the model


async def test_calls_of_one_round_run_concurrently_and_keep_call_order() -> None:
    first_started = asyncio.Event()
    finished: list[str] = []

    @tool
    async def slow() -> str:
        first_started.set()
        await asyncio.sleep(0.05)
        finished.append("slow")
        return "slow"

    @tool
    async def fast() -> str:
        await first_started.wait()  # would deadlock if the calls ran one after another
        finished.append("fast")
        return "fast"

    result = await asyncio.wait_for(
        ToolCallingManager().aexecute_tool_calls(
            prompt_with(slow, fast), response(call("1", "slow"), call("2", "fast"))
        ),
        2,
    )
    assert finished == ["fast", "slow"]
    assert [o.result for o in result.outcomes] == ["slow", "fast"]


async def test_sync_tools_run_in_parallel_threads() -> None:
    barrier = threading.Barrier(2, timeout=2)

    @tool
    def left() -> str:
        barrier.wait()  # both threads must be inside at once
        return "L"

    @tool
    def right() -> str:
        barrier.wait()
        return "R"

    result = await ToolCallingManager().aexecute_tool_calls(
        prompt_with(left, right), response(call("1", "left"), call("2", "right"))
    )
    assert [o.result for o in result.outcomes] == ["L", "R"]


async def test_sequential_mode_runs_one_after_another() -> None:
    events: list[str] = []

    @tool
    async def step(n: int) -> int:
        events.append(f"start {n}")
        await asyncio.sleep(0.01)
        events.append(f"end {n}")
        return n

    calls = [call(str(n), "step", f'{{"n": {n}}}') for n in range(3)]
    result = await ToolCallingManager(parallel=False).aexecute_tool_calls(prompt_with(step), response(*calls))
    assert events == ["start 0", "end 0", "start 1", "end 1", "start 2", "end 2"]
    assert [o.result for o in result.outcomes] == ["0", "1", "2"]


async def test_unknown_tool_is_an_error_result_listing_available_tools() -> None:
    result = await ToolCallingManager().aexecute_tool_calls(
        prompt_with(add, final_answer),
        response(call("1", "multiply"), call("2", ""), call("3", "add", '{"a":1,"b":1}')),
    )
    unknown, nameless, ok = result.outcomes
    assert unknown.error_kind == ToolErrorKind.UNKNOWN_TOOL == "unknown_tool"
    assert unknown.result == "Error: there is no tool named 'multiply'. Available tools: add, final_answer."
    assert nameless.error_kind is ToolErrorKind.UNKNOWN_TOOL and "names no tool" in nameless.result
    assert ok.result == "2"
    assert result.has_errors


async def test_empty_or_missing_arguments_mean_empty_object() -> None:
    @tool
    def hello(name: str = "world") -> str:
        return f"hello {name}"

    result = await ToolCallingManager().aexecute_tool_calls(
        prompt_with(hello), response(call("1", "hello", ""), call("2", "hello", "null"))
    )
    assert [o.result for o in result.outcomes] == ["hello world", "hello world"]


async def test_invalid_arguments_are_results_with_the_schema_not_tool_exceptions() -> None:
    manager = ToolCallingManager(exception_processor=DefaultToolExecutionExceptionProcessor(always_throw=True))
    result = await manager.aexecute_tool_calls(
        prompt_with(add), response(call("1", "add", '{"a": "one"}'), call("2", "add", '{"a": 1, "b": '))
    )
    schema_error, json_error = result.outcomes
    assert schema_error.error_kind is ToolErrorKind.INVALID_ARGUMENTS
    first_line, schema_line = schema_error.result.split("\n")
    assert first_line.startswith("Error: Invalid arguments for tool 'add': ")
    assert "a: Input should be a valid integer" in first_line and "b: required but missing" in first_line
    assert schema_line.endswith(
        '{"type":"object","properties":{"a":{"type":"integer"},"b":{"type":"integer"}},"required":["a","b"],'
        '"additionalProperties":false}'
    )
    assert json_error.error_kind is ToolErrorKind.INVALID_ARGUMENTS
    assert "not valid JSON" in json_error.result
    assert json_error.exception is not None and json_error.exception.invalid_json  # type: ignore[attr-defined]


async def test_incomplete_call_is_not_run() -> None:
    ran: list[str] = []

    @tool
    def write(text: str) -> str:
        ran.append(text)
        return "ok"

    result = await ToolCallingManager().aexecute_tool_calls(
        prompt_with(write), response(call("1", "write", '{"text": "abc', True))
    )
    assert ran == []
    assert result.outcomes[0].error_kind is ToolErrorKind.INCOMPLETE
    assert "max_tokens" in result.outcomes[0].result


class Boom(Exception):
    pass


@tool
def explode(message: str = "") -> str:
    raise Boom(message)


@tool
def deny() -> str:
    raise PermissionError("not allowed")


async def test_tool_exception_becomes_error_text_by_default() -> None:
    result = await ToolCallingManager().aexecute_tool_calls(
        prompt_with(explode), response(call("1", "explode", '{"message": "disk full"}'), call("2", "explode"))
    )
    with_text, empty = result.outcomes
    assert with_text.error_kind is ToolErrorKind.TOOL_ERROR and with_text.result == "disk full"
    assert isinstance(with_text.exception, Boom)
    assert empty.result == "Exception occurred in tool: explode (Boom)"


async def test_rethrow_types_raise_the_original_exception() -> None:
    processor = DefaultToolExecutionExceptionProcessor(rethrow=(PermissionError,))
    manager = ToolCallingManager(exception_processor=processor)
    with pytest.raises(PermissionError, match="not allowed") as info:
        await manager.aexecute_tool_calls(prompt_with(deny), response(call("1", "deny")))
    assert "raised by tool 'deny'" in info.value.__notes__
    # other exception types still become results
    result = await manager.aexecute_tool_calls(prompt_with(explode), response(call("1", "explode", '{"message": "x"}')))
    assert result.outcomes[0].result == "x"


def hanging(name: str, cancelled: asyncio.Event) -> Any:
    """A @tool function called ``name`` that waits until cancelled, then sets ``cancelled``."""

    @tool(name=name)
    async def wait() -> str:
        try:
            await asyncio.sleep(10)
        except asyncio.CancelledError:
            cancelled.set()
            raise
        return "never"

    return wait


async def test_always_throw_raises_and_cancels_the_other_calls() -> None:
    cancelled = asyncio.Event()
    waits = hanging("waits", cancelled)

    manager = ToolCallingManager(exception_processor=DefaultToolExecutionExceptionProcessor(always_throw=True))
    with pytest.raises(ToolExecutionError) as info:
        await asyncio.wait_for(
            manager.aexecute_tool_calls(
                prompt_with(explode, waits), response(call("1", "waits"), call("2", "explode", '{"message": "m"}'))
            ),
            2,
        )
    assert cancelled.is_set()
    assert info.value.tool_name == "explode"
    assert isinstance(info.value.cause, Boom) and info.value.__cause__ is info.value.cause
    assert info.value.call is not None and info.value.call.id == "2"
    assert str(info.value) == "tool 'explode' failed: m"


async def test_custom_processor_decides() -> None:
    class Redacting:
        def process(self, error: ToolExecutionError) -> str:
            return f"{error.tool_name} failed ({type(error.cause).__name__})"

    result = await ToolCallingManager(exception_processor=Redacting()).aexecute_tool_calls(
        prompt_with(explode), response(call("1", "explode", '{"message": "secret"}'))
    )
    assert result.outcomes[0].result == "explode failed (Boom)"
    with pytest.raises(TypeError, match="process"):
        ToolCallingManager(exception_processor=object())  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="exception types"):
        DefaultToolExecutionExceptionProcessor(rethrow=("ValueError",))  # type: ignore[list-item]


def test_default_processor_directly() -> None:
    processor = DefaultToolExecutionExceptionProcessor()
    assert processor.process(ToolExecutionError("t", ValueError("bad value"))) == "bad value"
    assert processor.process(ToolExecutionError("t", ValueError())) == "Exception occurred in tool: t (ValueError)"
    rethrowing = DefaultToolExecutionExceptionProcessor(always_throw=True, rethrow=[KeyError])
    with pytest.raises(KeyError):  # rethrow types raise the original even with always_throw
        rethrowing.process(ToolExecutionError("t", KeyError("k")))
    with pytest.raises(ToolExecutionError):
        rethrowing.process(ToolExecutionError("t", ValueError("v")))


def past_round(*names: str) -> list[Any]:
    calls = [call(f"old{i}", name) for i, name in enumerate(names)]
    return [AssistantMessage("", calls), ToolResponseMessage([])]


async def test_limit_per_tool_raises_before_anything_runs() -> None:
    ran: list[int] = []

    @tool
    def search(q: int) -> int:
        ran.append(q)
        return q

    manager = ToolCallingManager(max_calls_per_tool=3)
    prompt = prompt_with(search, history=past_round("search", "search"))
    reply = response(call("1", "search", '{"q": 1}'), call("2", "search", '{"q": 2}'))
    with pytest.raises(ToolLimitExceededError) as info:
        await manager.aexecute_tool_calls(prompt, reply)
    assert ran == []
    error = info.value
    assert (error.tool_name, error.limit) == ("search", 3)
    assert "'search' may be called at most 3 times per turn" in str(error)
    assert error.conversation_history == (*prompt.messages, reply.result.output)


async def test_limits_count_only_the_current_turn() -> None:
    @tool
    def search(q: int = 0) -> int:
        return q

    manager = ToolCallingManager(max_calls_per_tool=2)
    earlier_turn = [*past_round("search", "search"), AssistantMessage("done"), UserMessage("again")]
    result = await manager.aexecute_tool_calls(
        prompt_with(search, history=earlier_turn), response(call("1", "search"), call("2", "search"))
    )
    assert not result.has_errors


async def test_total_limit_and_error_result_behaviour() -> None:
    manager = ToolCallingManager(max_total_calls=3, max_calls_per_tool=None, limit_behavior="error_result")
    prompt = prompt_with(add, final_answer, history=past_round("add"))
    reply = response(
        call("1", "add", '{"a":1,"b":1}'), call("2", "add", '{"a":2,"b":2}'), call("3", "add", '{"a":3,"b":3}')
    )
    result = await manager.aexecute_tool_calls(prompt, reply)
    assert [o.result for o in result.outcomes[:2]] == ["2", "4"]
    refused = result.outcomes[2]
    assert refused.error_kind is ToolErrorKind.LIMIT
    assert "at most 3 tool calls are allowed in this turn" in refused.result
    with pytest.raises(ToolLimitExceededError) as info:
        await ToolCallingManager(max_total_calls=1).aexecute_tool_calls(prompt_with(add), reply)
    assert info.value.tool_name is None and info.value.limit == 1


async def test_per_tool_override_and_no_limits() -> None:
    manager = ToolCallingManager(max_calls_by_tool={"add": 1}, limit_behavior="error_result")
    reply = response(call("1", "add", '{"a":1,"b":1}'), call("2", "add", '{"a":1,"b":1}'), call("3", "also_final"))
    result = await manager.aexecute_tool_calls(prompt_with(add, also_final), reply)
    assert [o.error_kind for o in result.outcomes] == [None, ToolErrorKind.LIMIT, None]
    unlimited = ToolCallingManager(max_calls_per_tool=None, max_total_calls=None)
    many = response(*(call(str(i), "also_final") for i in range(60)))
    assert not (await unlimited.aexecute_tool_calls(prompt_with(also_final), many)).has_errors
    with pytest.raises(ToolLimitExceededError):  # Spring AI's default: 40 per tool
        await ToolCallingManager().aexecute_tool_calls(prompt_with(also_final), many)


def test_bad_manager_settings_are_rejected() -> None:
    with pytest.raises(ValueError, match="max_calls_per_tool"):
        ToolCallingManager(max_calls_per_tool=-1)
    with pytest.raises(ValueError, match="limit_behavior"):
        ToolCallingManager(limit_behavior="ignore")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="timeout"):
        ToolCallingManager(timeout=0)


async def test_timeouts_become_error_results_and_cancel_async_tools() -> None:
    cancelled = asyncio.Event()
    hang = hanging("hang", cancelled)

    @tool(timeout=0.05)
    def sleepy() -> str:
        time.sleep(2.0)  # far past its timeout, so the bound below holds on a loaded machine too
        return "late"

    @tool
    def raises_timeout() -> str:
        raise TimeoutError("upstream timed out")

    manager = ToolCallingManager(timeout=0.05)
    started = time.perf_counter()
    result = await manager.aexecute_tool_calls(
        prompt_with(hang, sleepy, raises_timeout, add),
        response(
            call("1", "hang"), call("2", "sleepy"), call("3", "raises_timeout"), call("4", "add", '{"a":1,"b":2}')
        ),
    )
    assert time.perf_counter() - started < 1.5  # no wait for the sync tool's thread, which runs on for 2 s
    hung, slept, own, ok = result.outcomes
    assert hung.error_kind is ToolErrorKind.TIMEOUT and "did not finish within 0.05 seconds" in hung.result
    assert cancelled.is_set()
    assert slept.error_kind is ToolErrorKind.TIMEOUT
    assert own.error_kind is ToolErrorKind.TOOL_ERROR and own.result == "upstream timed out"
    assert ok.result == "3"
    assert hung.duration >= 0.04


async def test_cancelling_the_execution_cancels_running_tools() -> None:
    started = asyncio.Event()
    cancelled: list[str] = []

    def make(name: str) -> ToolCallback:
        async def run() -> str:
            started.set()
            try:
                await asyncio.sleep(10)
            except asyncio.CancelledError:
                cancelled.append(name)
                raise
            return name

        return FunctionToolCallback(name, run)

    prompt = Prompt([UserMessage("go")], ChatOptions(tool_callbacks=[make("a"), make("b")]))
    task = asyncio.create_task(
        ToolCallingManager().aexecute_tool_calls(prompt, response(call("1", "a"), call("2", "b")))
    )
    await asyncio.wait_for(started.wait(), 1)
    await asyncio.sleep(0)
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    assert sorted(cancelled) == ["a", "b"]
    assert not [t for t in asyncio.all_tasks() if t is not asyncio.current_task()]


async def test_merged_tool_context_reaches_every_tool() -> None:
    seen: list[dict[str, Any]] = []

    @tool
    def whoami(ctx: ToolContext) -> str:
        seen.append(dict(ctx))
        return ctx.conversation_id or ""

    @tool
    async def whoami_async(ctx: ToolContext) -> str:
        seen.append(dict(ctx))
        return str(ctx["user"])

    defaults = ChatOptions(tool_context={"user": "ann", "conversation_id": "c0"})
    options = defaults.merge(
        ChatOptions(tool_callbacks=resolve_tool_callbacks(whoami, whoami_async), tool_context={"conversation_id": "c9"})
    )
    result = await ToolCallingManager().aexecute_tool_calls(
        Prompt([UserMessage("x")], options), response(call("1", "whoami"), call("2", "whoami_async"))
    )
    assert [o.result for o in result.outcomes] == ["c9", "ann"]
    assert seen == [{"user": "ann", "conversation_id": "c9"}] * 2


async def test_outcome_callback_and_durations() -> None:
    @tool
    async def nap(seconds: float) -> str:
        await asyncio.sleep(seconds)
        return str(seconds)

    reported: list[ToolCallOutcome] = []
    result = await ToolCallingManager().aexecute_tool_calls(
        prompt_with(nap),
        response(call("1", "nap", '{"seconds": 0.05}'), call("2", "nap", '{"seconds": 0}')),
        on_outcome=reported.append,
    )
    assert [o.id for o in reported] == ["2", "1"]  # as they finish
    assert [o.id for o in result.outcomes] == ["1", "2"]  # in call order
    assert result.outcomes[0].duration >= 0.04
    assert result.outcomes[0].name == "nap"


async def test_response_without_tool_calls_is_an_error() -> None:
    with pytest.raises(ValueError, match="no tool call"):
        await ToolCallingManager().aexecute_tool_calls(
            prompt_with(add), ChatResponse([Generation(AssistantMessage("hi"))])
        )


async def test_resolution_of_callbacks_and_names() -> None:
    resolver = ToolCallbackResolver(final_answer, also_final)
    manager = ToolCallingManager(resolver)
    options = ChatOptions(tool_callbacks=resolve_tool_callbacks(add), tool_names=["final_answer", "add"])
    assert [d.name for d in manager.resolve_tool_definitions(options)] == ["add", "final_answer"]
    assert [d.name for d in await manager.aresolve_tool_definitions(options)] == ["add", "final_answer"]
    definition = manager.resolve_tool_definitions(options)[0]
    assert definition.description == "add" and definition.input_schema["required"] == ["a", "b"]
    # tools named in tool_names can be called
    result = await manager.aexecute_tool_calls(
        Prompt([UserMessage("x")], options), response(call("1", "final_answer", '{"text": "t"}'))
    )
    assert result.outcomes[0].result == "t" and result.return_direct
    with pytest.raises(ToolNotFoundError, match=r"'nope'.*known tools: add, also_final, final_answer"):
        manager.resolve_tool_definitions(ChatOptions(tool_callbacks=resolve_tool_callbacks(add), tool_names=["nope"]))
    with pytest.raises(ToolNotFoundError):
        ToolCallingManager().resolve_tool_definitions(ChatOptions(tool_names=["add"]))


async def test_callback_returning_non_text_is_a_tool_error() -> None:
    class Sloppy(ToolCallback):
        @property
        def definition(self) -> Any:
            from sprig.tools import ToolDefinition

            return ToolDefinition("sloppy", "returns a number")

        async def acall(self, arguments: str, context: Any = None) -> str:
            return 42  # type: ignore[return-value]

    prompt = Prompt([UserMessage("x")], ChatOptions(tool_callbacks=[Sloppy()]))
    result = await ToolCallingManager().aexecute_tool_calls(prompt, response(call("1", "sloppy")))
    assert result.outcomes[0].error_kind is ToolErrorKind.TOOL_ERROR
    assert "returned int, not str" in result.outcomes[0].result
