"""ToolCallAdvisor: rounds, parallel calls, return direct, usage, healing, limits, cancellation."""

from __future__ import annotations

import asyncio
import json
import time
from typing import Any

import pytest

from sprig import (
    AssistantMessage,
    ChatClient,
    ChatOptions,
    ToolCall,
    ToolResponseMessage,
    tool,
)
from sprig.advisors import (
    MaxToolRoundsExceededError,
    ToolCallAdvisor,
    ToolCallRetriesExhaustedError,
)
from sprig.chat.events import (
    DoneEvent,
    RetryEvent,
    ReturnDirectEvent,
    TextDeltaEvent,
    ToolCallStartedEvent,
    ToolResultEvent,
    UsageEvent,
)
from sprig.models import ScriptedChatModel, Usage
from sprig.models.scripted import ScriptedReply

calls: list[dict[str, Any]] = []


@tool
def add(a: int, b: int) -> int:
    """Add two integers."""
    calls.append({"a": a, "b": b})
    return a + b


@tool(return_direct=True)
def final_answer(text: str) -> str:
    """Answer the user directly."""
    return f"FINAL: {text}"


@pytest.fixture(autouse=True)
def _reset() -> None:
    calls.clear()


def client_for(model: ScriptedChatModel, *tools: object, advisor: ToolCallAdvisor | None = None) -> ChatClient:
    builder = ChatClient.builder(model).default_tools(*(tools or (add,)))
    if advisor is not None:
        builder.default_advisors(advisor)
    return builder.build()


def tool_results(model: ScriptedChatModel, prompt_index: int) -> list[str]:
    last = model.prompts[prompt_index].messages[-1]
    assert isinstance(last, ToolResponseMessage)
    return [r.data for r in last.responses]


@pytest.mark.parametrize("rounds", [0, 1, 3])
def test_n_tool_rounds_then_an_answer(rounds: int) -> None:
    script: list[Any] = [ToolCall(f"c{i}", "add", json.dumps({"a": i, "b": 1})) for i in range(rounds)]
    model = ScriptedChatModel([*script, "the end"])
    assert client_for(model).prompt("go").call().content() == "the end"
    assert model.calls == rounds + 1
    assert calls == [{"a": i, "b": 1} for i in range(rounds)]
    if rounds:
        assert tool_results(model, rounds) == [str(rounds)]
        # history: user, then an assistant + tool message per round
        assert len(model.prompts[rounds].messages) == 1 + 2 * rounds


async def test_parallel_calls_of_one_turn_run_concurrently_and_keep_call_order() -> None:
    spans: list[tuple[str, float, float]] = []

    @tool
    async def slow(name: str, delay: float) -> str:
        """Wait, then echo."""
        start = time.perf_counter()
        await asyncio.sleep(delay)
        spans.append((name, start, time.perf_counter()))
        return name

    model = ScriptedChatModel(
        [
            [
                ToolCall("1", "slow", '{"name": "first", "delay": 0.3}'),
                ToolCall("2", "slow", '{"name": "second", "delay": 0.05}'),
            ],
            "ok",
        ]
    )
    await client_for(model, slow).prompt("go").call().acontent()
    assert tool_results(model, 1) == ["first", "second"]
    (_, s1, e1), (_, s2, e2) = sorted(spans)
    assert s2 < e1 and s1 < e2  # they overlapped


@pytest.mark.parametrize("stream", [False, True])
async def test_return_direct_when_every_call_is_return_direct(stream: bool) -> None:
    model = ScriptedChatModel([ToolCall("1", "final_answer", '{"text": "42"}')])
    client = client_for(model, add, final_answer)
    if stream:
        events = [e async for e in client.prompt("q").stream().events()]
        assert any(isinstance(e, ReturnDirectEvent) and e.text == "FINAL: 42" for e in events)
        text = "".join(e.text for e in events if isinstance(e, TextDeltaEvent))
        assert text == "FINAL: 42"
        assert isinstance(events[-1], DoneEvent) and events[-1].response.text == "FINAL: 42"
    else:
        assert await client.prompt("q").call().acontent() == "FINAL: 42"
    assert model.calls == 1


def test_no_return_direct_when_only_some_calls_are() -> None:
    model = ScriptedChatModel(
        [[ToolCall("1", "final_answer", '{"text": "x"}'), ToolCall("2", "add", '{"a": 1, "b": 2}')], "model answer"]
    )
    assert client_for(model, add, final_answer).prompt("q").call().content() == "model answer"
    assert tool_results(model, 1) == ["FINAL: x", "3"]


async def test_usage_is_summed_over_rounds_blocking_and_streaming() -> None:
    def script() -> list[Any]:
        return [
            ScriptedReply(
                tool_calls=[ToolCall("1", "add", '{"a": 1, "b": 1}')], usage=Usage(10, 2, 12, cached_tokens=4)
            ),
            ScriptedReply(text="done", usage=Usage(20, 3, 23, cached_tokens=8)),
        ]

    response = await client_for(ScriptedChatModel(script())).prompt("q").call().achat_response()
    assert response.usage == Usage(30, 5, 35, cached_tokens=12)
    events = [e async for e in client_for(ScriptedChatModel(script())).prompt("q").stream().events()]
    done = events[-1]
    assert isinstance(done, DoneEvent)
    assert done.response.usage == Usage(30, 5, 35, cached_tokens=12)
    assert done.response.text == "done"


async def test_the_last_streamed_response_carries_the_usage_of_every_round() -> None:
    def script() -> list[Any]:
        return [
            ScriptedReply(tool_calls=[ToolCall("1", "add", '{"a": 1, "b": 1}')], usage=Usage(10, 2, 12)),
            ScriptedReply(tool_calls=[ToolCall("2", "add", '{"a": 2, "b": 2}')], usage=Usage(15, 1, 16)),
            ScriptedReply(text="done", usage=Usage(20, 3, 23, cached_tokens=8)),
        ]

    chunks = [c async for c in client_for(ScriptedChatModel(script())).prompt("q").stream().chat_responses()]
    assert chunks[-1].usage == Usage(45, 6, 51, cached_tokens=8)
    # cumulative, as Spring AI streams it: each round's usage adds the rounds before
    assert [c.usage for c in chunks if c.usage is not None] == [
        Usage(10, 2, 12),
        Usage(25, 3, 28),
        Usage(45, 6, 51, cached_tokens=8),
    ]
    blocking = await client_for(ScriptedChatModel(script())).prompt("q").call().achat_client_response()
    usages = [e.usage for e in blocking.recorded_events() if isinstance(e, UsageEvent)]
    assert usages[-1] == blocking.chat_response.usage == Usage(45, 6, 51, cached_tokens=8)  # type: ignore[union-attr]


async def test_a_return_direct_stream_ends_with_the_total_usage() -> None:
    script = [ToolCall("1", "add", '{"a": 1, "b": 1}'), ToolCall("2", "final_answer", '{"text": "x"}')]
    model = ScriptedChatModel(script, usage=Usage(7, 1, 8))
    chunks = [c async for c in client_for(model, add, final_answer).prompt("q").stream().chat_responses()]
    assert chunks[-1].text == "FINAL: x" and chunks[-1].usage == Usage(14, 2, 16)


async def test_text_before_a_tool_call_in_a_stream_is_delivered_and_the_tool_still_runs() -> None:
    # Pydantic AI #2308 / #7688: a stream that starts with text and then calls a tool must not stop.
    model = ScriptedChatModel(
        [
            ScriptedReply(text="Let me add those. ", tool_calls=[ToolCall("1", "add", '{"a": 2, "b": 3}')]),
            "The sum is 5.",
        ],
        chunk_size=5,
    )
    pieces = [p async for p in client_for(model).prompt("q").stream().content()]
    assert "".join(pieces) == "Let me add those. The sum is 5."
    assert calls == [{"a": 2, "b": 3}]
    assert model.calls == 2


async def test_stream_events_cover_a_tool_round_in_order() -> None:
    model = ScriptedChatModel([ToolCall("c1", "add", '{"a": 1, "b": 2}'), "3!"])
    events = [e async for e in client_for(model).prompt("q").stream().events()]
    kinds = [e.type for e in events]
    assert kinds.index("tool_call_started") < kinds.index("tool_arguments_delta") < kinds.index("tool_result")
    assert kinds.index("tool_result") < kinds.index("text_delta")
    started = next(e for e in events if isinstance(e, ToolCallStartedEvent))
    assert (started.id, started.name) == ("c1", "add")
    result = next(e for e in events if isinstance(e, ToolResultEvent))
    assert (result.text, result.error) == ("3", False) and result.duration >= 0
    assert kinds[-1] == "done"


def test_blocking_mode_records_the_same_kinds_of_events() -> None:
    model = ScriptedChatModel([ToolCall("c1", "add", '{"a": 1, "b": 2}'), "3!"])
    response = client_for(model).prompt("q").call().chat_client_response()
    kinds = [e.type for e in response.recorded_events()]
    assert kinds == ["tool_call_started", "tool_arguments_delta", "usage", "tool_result", "text_delta", "usage", "done"]


def test_malformed_json_is_healed_by_repair_without_asking_the_model() -> None:
    model = ScriptedChatModel([ToolCall("1", "add", "```json\n{'a': 4, 'b': 5,}\n```"), "nine"])
    assert client_for(model).prompt("q").call().content() == "nine"
    assert calls == [{"a": 4, "b": 5}]
    assert tool_results(model, 1) == ["9"]
    assistant = model.prompts[1].messages[-2]
    assert isinstance(assistant, AssistantMessage)
    assert json.loads(assistant.tool_calls[0].arguments) == {"a": 4, "b": 5}


def test_malformed_json_is_healed_by_retry_with_a_precise_error() -> None:
    model = ScriptedChatModel([ToolCall("1", "add", "add a=1 and b=2"), ToolCall("2", "add", '{"a": 1, "b": 2}'), "3"])
    assert client_for(model).prompt("q").call().content() == "3"
    error = tool_results(model, 1)[0]
    assert "not valid JSON" in error and "RFC 8259" in error and '"a"' in error  # the schema is included
    assert calls == [{"a": 1, "b": 2}]


def test_schema_violation_is_retried_with_the_field_named() -> None:
    model = ScriptedChatModel(
        [ToolCall("1", "add", '{"a": "one", "b": 2}'), ToolCall("2", "add", '{"a": 1, "b": 2}'), "3"]
    )
    assert client_for(model).prompt("q").call().content() == "3"
    error = tool_results(model, 1)[0]
    assert "a" in error and "schema" in error
    assert calls == [{"a": 1, "b": 2}]


def test_unknown_tool_gets_an_error_listing_the_tools_and_the_loop_goes_on() -> None:
    model = ScriptedChatModel([ToolCall("1", "multiply", '{"a": 1}'), "sorry"])
    assert client_for(model).prompt("q").call().content() == "sorry"
    error = tool_results(model, 1)[0]
    assert "multiply" in error and "add" in error


async def test_three_failed_rounds_in_a_row_raise_with_the_conversation() -> None:
    model = ScriptedChatModel([ToolCall(str(i), "add", "nonsense") for i in range(5)])
    with pytest.raises(ToolCallRetriesExhaustedError) as caught:
        await client_for(model).prompt("q").call().acontent()
    assert model.calls == 3
    conversation = caught.value.conversation
    assert sum(isinstance(m, ToolResponseMessage) for m in conversation) == 3
    # a success resets the count
    model = ScriptedChatModel(
        [
            ToolCall("1", "add", "x"),
            ToolCall("2", "add", "x"),
            ToolCall("3", "add", '{"a":1,"b":1}'),
            ToolCall("4", "add", "x"),
            ToolCall("5", "add", "x"),
            "ok",
        ]
    )
    assert await client_for(model).prompt("q").call().acontent() == "ok"


async def test_retry_events_are_streamed() -> None:
    model = ScriptedChatModel([ToolCall("1", "add", "nonsense"), "ok"])
    events = [e async for e in client_for(model).prompt("q").stream().events()]
    retry = next(e for e in events if isinstance(e, RetryEvent))
    assert retry.tool_name == "add" and retry.attempt == 1 and "JSON" in retry.reason
    assert any(isinstance(e, ToolResultEvent) and e.error for e in events)


def test_tool_exceptions_are_not_json_errors_and_do_not_count_as_failures() -> None:
    @tool
    def flaky() -> str:
        """Always fails."""
        raise RuntimeError("disk on fire")

    model = ScriptedChatModel([ToolCall(str(i), "flaky", "{}") for i in range(4)] + ["gave up"])
    assert client_for(model, flaky).prompt("q").call().content() == "gave up"
    assert "disk on fire" in tool_results(model, 1)[0]
    assert "RFC 8259" not in tool_results(model, 1)[0]


def test_an_incomplete_tool_call_says_so_and_names_max_tokens() -> None:
    model = ScriptedChatModel(
        [
            ScriptedReply(tool_calls=[ToolCall("1", "add", '{"a": 1, "b"', incomplete=True)], finish_reason="length"),
            "ok",
        ]
    )
    client = client_for(model)
    assert client.prompt("q").options(ChatOptions(max_tokens=64)).call().content() == "ok"
    error = tool_results(model, 1)[0]
    assert "max_tokens=64" in error and "cut off" in error
    assert calls == []


def test_max_rounds_raises_with_the_history() -> None:
    model = ScriptedChatModel([ToolCall(str(i), "add", '{"a": 1, "b": 1}') for i in range(10)])
    with pytest.raises(MaxToolRoundsExceededError) as caught:
        client_for(model, advisor=ToolCallAdvisor(max_rounds=2)).prompt("q").call().content()
    assert len(calls) == 2
    assert isinstance(caught.value.conversation[-1], AssistantMessage)


def test_without_conversation_history_only_system_and_latest_results_are_sent() -> None:
    model = ScriptedChatModel(
        [ToolCall("1", "add", '{"a": 1, "b": 1}'), ToolCall("2", "add", '{"a": 2, "b": 2}'), "ok"]
    )
    client = (
        ChatClient.builder(model)
        .default_system("sys")
        .default_tools(add)
        .default_advisors(ToolCallAdvisor(conversation_history=False))
        .build()
    )
    client.prompt("q").call().content()
    third = model.prompts[2].messages
    assert [m.type for m in third] == ["system", "assistant", "tool"]
    assert tool_results(model, 2) == ["4"]


def test_internal_tool_execution_false_hands_the_calls_back() -> None:
    from sprig import ToolCallingManager

    model = ScriptedChatModel([ToolCall("1", "add", '{"a": 5, "b": 6}'), "eleven"])
    client = client_for(model)
    options = ChatOptions(internal_tool_execution=False)
    response = client.prompt("q").options(options).call().chat_response()
    assert response.has_tool_calls and calls == []
    # the caller runs them with the manager and continues the conversation itself
    prompt = model.prompts[0]
    result = ToolCallingManager().execute_tool_calls(prompt, response)
    assert [r.data for r in result.conversation_history[-1].responses] == ["11"]  # type: ignore[union-attr]
    answer = client.prompt(prompt.with_messages(result.conversation_history)).options(options).call().content()
    assert answer == "eleven"
    # the advisor param does the same
    model2 = ScriptedChatModel([ToolCall("1", "add", '{"a": 1, "b": 1}')])
    response2 = client_for(model2).prompt("q").advisor_params(internal_tool_execution=False).call().chat_response()
    assert response2.has_tool_calls and calls == [{"a": 5, "b": 6}]


class NeverEnding:
    """A tool that runs until cancelled, recording that it started and that it was cancelled."""

    def __init__(self) -> None:
        self.started = asyncio.Event()
        self.cancelled = asyncio.Event()

    @tool
    async def forever(self) -> str:
        """Never finishes."""
        self.started.set()
        try:
            await asyncio.sleep(60)
        except asyncio.CancelledError:
            self.cancelled.set()
            raise
        return "never"


async def test_cancelling_a_stream_cancels_running_tools_and_leaves_no_task_behind() -> None:
    forever = NeverEnding()
    started, cancelled = forever.started, forever.cancelled

    model = ScriptedChatModel([ToolCall("1", "forever", "{}"), "unreachable"])
    client = client_for(model, forever)
    before = asyncio.all_tasks()

    async def consume() -> None:
        async for _ in client.prompt("q").stream().events():
            pass

    task = asyncio.create_task(consume())
    await asyncio.wait_for(started.wait(), 5)
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    await asyncio.wait_for(cancelled.wait(), 5)
    await asyncio.sleep(0)
    assert asyncio.all_tasks() - before == set() or all(t.done() for t in asyncio.all_tasks() - before)


async def test_cancelling_a_call_cancels_running_tools() -> None:
    forever = NeverEnding()
    started, cancelled = forever.started, forever.cancelled

    model = ScriptedChatModel([ToolCall("1", "forever", "{}")])
    task = asyncio.create_task(client_for(model, forever).prompt("q").call().acontent())
    await asyncio.wait_for(started.wait(), 5)
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    assert cancelled.is_set()


def test_breaking_out_of_a_blocking_stream_stops_the_request() -> None:
    model = ScriptedChatModel(["a long answer " * 20, "never used"], chunk_size=2, delay=0.001)
    stream = client_for(model).prompt("q").stream().content()
    for piece in stream:
        assert piece
        break
    assert model.calls == 1


def test_invalid_advisor_settings_are_rejected() -> None:
    with pytest.raises(ValueError):
        ToolCallAdvisor(max_rounds=0)
    with pytest.raises(ValueError):
        ToolCallAdvisor(max_consecutive_failures=0)


async def test_stream_delivers_each_tool_result_as_its_call_finishes() -> None:
    release_slow = asyncio.Event()

    @tool
    async def wait(name: str) -> str:
        """Finish when allowed."""
        if name == "slow":
            await release_slow.wait()
        return name

    model = ScriptedChatModel(
        [[ToolCall("1", "wait", '{"name": "slow"}'), ToolCall("2", "wait", '{"name": "fast"}')], "ok"]
    )
    order: list[str] = []
    async for event in client_for(model, wait).prompt("q").stream().events():
        if isinstance(event, ToolResultEvent):
            order.append(event.text)
            if event.text == "fast":
                release_slow.set()  # only possible because "fast" arrived while "slow" still runs
    assert order == ["fast", "slow"]
    assert tool_results(model, 1) == ["slow", "fast"]  # the model still gets them in call order


def test_reused_or_empty_tool_call_ids_are_made_unique_in_the_conversation() -> None:
    model = ScriptedChatModel(
        [
            ScriptedReply(
                tool_calls=[
                    ToolCall("call_0", "add", '{"a": 1, "b": 1}'),
                    ToolCall("call_0", "add", '{"a": 2, "b": 2}'),
                ]
            ),
            ScriptedReply(tool_calls=[ToolCall("call_0", "add", '{"a": 3, "b": 3}')]),
            "done",
        ]
    )
    assert client_for(model).prompt("q").call().content() == "done"
    messages = model.prompts[2].messages
    call_ids = [c.id for m in messages if isinstance(m, AssistantMessage) for c in m.tool_calls]
    result_ids = [r.id for m in messages if isinstance(m, ToolResponseMessage) for r in m.responses]
    assert len(set(call_ids)) == 3 and call_ids == result_ids
    assert call_ids[0] == "call_0"
    assert tool_results(model, 2) == ["6"]
