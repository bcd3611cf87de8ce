"""``CompactionAdvisor``: long tool loops that fit the context, through the public API."""

from __future__ import annotations

import json
from typing import Any

import pytest

from sprig import (
    AssistantMessage,
    ChatClient,
    CompactionEvent,
    DoneEvent,
    ToolCall,
    ToolResponseMessage,
    UsageLimitExceededError,
    UsageLimits,
    UserMessage,
    tool,
)
from sprig.advisors import (
    CompactionAdvisor,
    MessageChatMemoryAdvisor,
    StructuredOutputValidationAdvisor,
    TodoReminderAdvisor,
)
from sprig.advisors._compact import estimate_tokens, is_summary
from sprig.models import ContextLengthError, FallbackChatModel, OpenAiChatModel, ScriptedChatModel
from sprig.state.chat_memory import MessageWindowChatMemory
from sprig.toolkits import TodoTools
from support.openai_server import OpenAiLoopbackServer, reply

BIG = 3000  # characters of each file the tool reads


@tool(description="Read a file")
def read(path: str) -> str:
    return f"{path}: " + "x" * BIG


def _reads(count: int, then: str = "done") -> list[Any]:
    return [*(ToolCall(f"r{i}", "read", json.dumps({"path": f"f{i}"})) for i in range(count)), then]


def _summarizer() -> ScriptedChatModel:
    return ScriptedChatModel(["They read files f0 to f5."], repeat_last=True)


def _sizes(prompts: list[Any]) -> list[int]:
    return [estimate_tokens(p.messages) for p in prompts]


@pytest.mark.parametrize("streaming", [False, True])
async def test_a_long_tool_loop_stays_under_the_budget_every_round(streaming: bool) -> None:
    model = ScriptedChatModel(_reads(10))
    summarizer = _summarizer()
    advisor = CompactionAdvisor(1200, keep_recent_rounds=1, summarizer=summarizer)
    client = ChatClient.builder(model).default_tools(read).default_advisors(advisor).build()
    if streaming:
        events = await client.prompt("read f0 to f9").stream().events().acollect()
        assert isinstance(events[-1], DoneEvent) and events[-1].response.text == "done"
    else:
        response = await client.prompt("read f0 to f9").call().achat_client_response()
        assert response.text == "done"
        events = response.recorded_events()
    compactions = [e for e in events if isinstance(e, CompactionEvent)]
    assert compactions and all(e.tokens_after < e.tokens_before for e in compactions)
    assert sum(e.cleared for e in compactions) >= 8 and any(e.summarized for e in compactions)
    assert max(_sizes(model.prompts)) <= 1200  # without compaction the last request is ~9,000 tokens
    last = model.prompts[-1].messages
    assert is_summary(last[0]) and "They read files" in last[0].text
    assert last[1] == UserMessage("read f0 to f9")
    # the latest round is verbatim; older kept rounds are placeholders naming the tool
    assert last[-1] == ToolResponseMessage((last[-1].responses[0],)) and "x" * BIG in last[-1].responses[0].data
    cleared = [r for m in last[:-1] if isinstance(m, ToolResponseMessage) for r in m.responses]
    assert all("call read again" in r.data for r in cleared)
    # the summarizer read what it summarized (tools called, results shortened)
    assert summarizer.calls >= 1 and "Assistant called read" in summarizer.prompts[0].messages[-1].text


async def test_against_a_loopback_openai_server() -> None:
    async with OpenAiLoopbackServer() as server:
        for i in range(6):
            server.add(reply(tool_calls=[(f"c{i}", "read", json.dumps({"path": f"f{i}"}))]))
        server.add(reply("all read"))
        model = OpenAiChatModel("test-model", base_url=server.url, api_key="k")
        client = (
            ChatClient.builder(model)
            .default_tools(read)
            .default_advisors(CompactionAdvisor(1500, summarizer=_summarizer()))
            .build()
        )
        assert await client.prompt("read them").call().acontent() == "all read"
        sizes = [len(r.raw) for r in server.requests]
        assert max(sizes) < 3 * BIG + 2000  # never more than two full results and the latest
        last = server.requests[-1].messages
        assert sum(m["role"] == "tool" and "x" * BIG in m["content"] for m in last) <= 2
        await model.aclose()


def test_a_run_that_fits_is_sent_unchanged() -> None:
    model = ScriptedChatModel(_reads(2))
    client = ChatClient.builder(model).default_tools(read).default_advisors(CompactionAdvisor()).build()
    response = client.prompt("two").call().chat_client_response()
    assert not [e for e in response.recorded_events() if isinstance(e, CompactionEvent)]
    assert "sprig.compacted" not in response.context


async def test_context_length_refusal_compacts_harder_and_retries_once() -> None:
    refusal = ContextLengthError("prompt is too long: 5000 tokens > 4000 maximum", limit=4000)

    def refuse_big(prompt: Any) -> Any:
        if estimate_tokens(prompt.messages) > 1500:
            raise refusal
        return "done"

    model = ScriptedChatModel([*_reads(3)[:-1], refuse_big, refuse_big])
    summarizer = _summarizer()
    client = (
        ChatClient.builder(model)
        .default_tools(read)
        .default_advisors(CompactionAdvisor(100_000, keep_recent_rounds=3, summarizer=summarizer))
        .build()
    )
    response = await client.prompt("read three").call().achat_client_response()
    assert response.text == "done"
    (event,) = [e for e in response.recorded_events() if isinstance(e, CompactionEvent)]
    assert event.reason == "context_length" and event.tokens_after < event.tokens_before
    refused, retried = model.prompts[-2], model.prompts[-1]
    assert estimate_tokens(retried.messages) < estimate_tokens(refused.messages)
    assert retried.messages[-1] == refused.messages[-1]  # the latest round is kept


async def test_a_second_refusal_surfaces_with_the_sizes_tried() -> None:
    refusal = ContextLengthError("context too long", limit=300)
    model = ScriptedChatModel([*_reads(3)[:-1], refusal, refusal])
    client = (
        ChatClient.builder(model)
        .default_tools(read)
        .default_advisors(CompactionAdvisor(100_000, summarizer=_summarizer()))
        .build()
    )
    with pytest.raises(ContextLengthError, match=r"compaction tried about \d+ and then \d+ tokens") as caught:
        await client.prompt("read three").stream().content().acollect()
    assert caught.value.limit == 300 and model.calls == 5


async def test_memory_stores_the_compacted_history_and_the_next_turn_does_not_pay_again() -> None:
    memory = MessageWindowChatMemory(max_messages=200)
    summarizer = _summarizer()
    model = ScriptedChatModel([*_reads(8), "second answer"])
    client = (
        ChatClient.builder(model)
        .default_tools(read)
        .default_advisors(
            MessageChatMemoryAdvisor(memory, save_tool_rounds=True),
            CompactionAdvisor(1200, keep_recent_rounds=1, summarizer=summarizer),
        )
        .build()
    )
    await client.prompt("read eight").advisor_params(conversation_id="c").call().acontent()
    stored = await memory.aget("c")
    assert is_summary(stored[0]) and stored[1] == UserMessage("read eight")
    assert stored[-1] == AssistantMessage("done")
    assert estimate_tokens(stored) <= 1200
    _assert_every_call_answered(stored)
    calls = summarizer.calls
    assert await client.prompt("and now?").advisor_params(conversation_id="c").call().acontent() == "second answer"
    assert summarizer.calls == calls  # the stored history already fits
    assert is_summary(model.prompts[-1].messages[0])


@pytest.mark.slow
async def test_compacted_history_on_redis_is_what_the_next_process_reads(redis_url: str) -> None:
    from sprig.state import store_from_spec
    from sprig.state.chat_memory import StoreChatMemoryRepository

    store = store_from_spec(redis_url)
    memory = MessageWindowChatMemory(StoreChatMemoryRepository(store), max_messages=200)
    model = ScriptedChatModel(_reads(8))
    client = (
        ChatClient.builder(model)
        .default_tools(read)
        .default_advisors(
            MessageChatMemoryAdvisor(memory, save_tool_rounds=True),
            CompactionAdvisor(1200, keep_recent_rounds=1, summarizer=_summarizer()),
        )
        .build()
    )
    await client.prompt("read eight").advisor_params(conversation_id="redis-c").call().acontent()
    other_store = store_from_spec(redis_url)
    other_process = MessageWindowChatMemory(StoreChatMemoryRepository(other_store), max_messages=200)
    stored = await other_process.aget("redis-c")
    await store.aclose()
    await other_store.aclose()
    assert is_summary(stored[0]) and stored[-1] == AssistantMessage("done")
    _assert_every_call_answered(stored)


async def test_todo_round_is_kept_and_reminders_still_work() -> None:
    todo = ToolCall("t1", "todo_update", json.dumps({"todos": [{"content": "read all", "status": "in_progress"}]}))
    model = ScriptedChatModel([todo, *_reads(7)])
    client = (
        ChatClient.builder(model)
        .default_tools(read, TodoTools())
        .default_advisors(
            TodoReminderAdvisor(threshold=3), CompactionAdvisor(1200, keep_recent_rounds=1, summarizer=_summarizer())
        )
        .build()
    )
    events = await client.prompt("plan, then read").stream().events().acollect()
    assert any(e.type == "reminder" for e in events) and any(isinstance(e, CompactionEvent) for e in events)
    last = model.prompts[-1].messages
    assert any(isinstance(m, AssistantMessage) and m.tool_calls and m.tool_calls[0].name == "todo_update" for m in last)
    _assert_every_call_answered(last)


async def test_pausing_keeps_the_paused_round_and_resumes() -> None:
    @tool(requires_approval=True, description="Delete a file")
    def delete(path: str) -> str:
        return f"deleted {path}"

    model = ScriptedChatModel([*_reads(5)[:-1], ToolCall("d1", "delete", '{"path": "f0"}'), "deleted"])
    client = (
        ChatClient.builder(model)
        .default_tools(read, delete)
        .default_advisors(CompactionAdvisor(1200, keep_recent_rounds=1, summarizer=_summarizer()))
        .build()
    )
    paused = await client.prompt("read, then delete").advisor_params(conversation_id="p").call().achat_client_response()
    assert [p.id for p in paused.pending] == ["d1"]
    resumed = await client.prompt().advisor_params(conversation_id="p").resume(approve=["d1"]).call().acontent()
    assert resumed == "deleted"
    last = model.prompts[-1].messages
    assert last[-2].tool_calls[0].id == "d1" and last[-1].responses[0].data == "deleted f0"  # type: ignore[union-attr]
    assert estimate_tokens(last) <= 1200
    _assert_every_call_answered(last)


async def test_structured_output_after_compaction() -> None:
    model = ScriptedChatModel([*_reads(5)[:-1], '{"files": 5}'])
    client = (
        ChatClient.builder(model)
        .default_tools(read)
        .default_advisors(StructuredOutputValidationAdvisor(dict), CompactionAdvisor(1200, summarizer=_summarizer()))
        .build()
    )
    assert await client.prompt("count the files").call().aentity(dict) == {"files": 5}


async def test_summarizer_calls_count_against_usage_limits() -> None:
    model = ScriptedChatModel(_reads(8))
    summarizer = _summarizer()
    client = (
        ChatClient.builder(model)
        .default_tools(read)
        .default_advisors(CompactionAdvisor(1200, keep_recent_rounds=1, summarizer=summarizer))
        .default_usage_limits(UsageLimits(max_requests=9))
        .build()
    )
    with pytest.raises(UsageLimitExceededError) as caught:
        await client.prompt("read eight").call().acontent()
    assert summarizer.calls >= 1  # without the summarizer's requests the run would need only 9
    assert caught.value.requests == 9 and model.calls + summarizer.calls == 9


def test_the_default_summarizer_is_the_clients_model() -> None:
    reads = iter(_reads(10))

    def answer(prompt: Any) -> Any:
        return next(reads) if prompt.options.tool_callbacks else "a summary from the same model"

    model = ScriptedChatModel([answer], repeat_last=True)
    client = (
        ChatClient.builder(model).default_tools(read).default_advisors(CompactionAdvisor(1200, keep_recent_rounds=1))
    )
    assert client.build().prompt("read").call().content() == "done"
    summary_prompt = next(p for p in model.prompts if not p.options.tool_callbacks)
    assert "compact a conversation" in summary_prompt.messages[0].text
    assert "a summary from the same model" in model.prompts[-1].messages[0].text


def test_the_budget_defaults_to_the_models_context_window() -> None:
    class Small(ScriptedChatModel):
        context_window = 1500

    model = Small(_reads(6))
    client = (
        ChatClient.builder(model)
        .default_tools(read)
        .default_advisors(CompactionAdvisor(summarizer=_summarizer(), keep_recent_rounds=1))
        .build()
    )
    assert client.prompt("read").call().content() == "done"
    assert max(_sizes(model.prompts)) <= 1200  # 1500 minus a fifth for the reply
    assert FallbackChatModel(Small(), ScriptedChatModel()).context_window == 1500


@pytest.mark.parametrize(
    ("kwargs", "error"),
    [
        ({"max_context_tokens": 10}, ValueError),
        ({"keep_recent_rounds": 0}, ValueError),
        ({"summarizer": "openai:gpt"}, TypeError),
        ({"token_counter": 3}, TypeError),
    ],
)
def test_bad_settings_are_refused(kwargs: dict[str, Any], error: type[Exception]) -> None:
    with pytest.raises(error):
        CompactionAdvisor(**kwargs)


def test_a_custom_token_counter_is_used() -> None:
    seen: list[int] = []

    def counter(messages: Any, definitions: Any) -> int:
        seen.append(len(definitions))
        return 10**6 if len(messages) > 3 else 1

    model = ScriptedChatModel(_reads(3))
    client = (
        ChatClient.builder(model)
        .default_tools(read)
        .default_advisors(CompactionAdvisor(1000, summarizer=_summarizer(), token_counter=counter))
        .build()
    )
    assert client.prompt("read").call().content() == "done"
    assert seen and seen[0] == 1  # the tool definitions are counted too


def _assert_every_call_answered(messages: list[Any]) -> None:
    for index, message in enumerate(messages):
        if isinstance(message, AssistantMessage) and message.tool_calls:
            results = messages[index + 1]
            assert isinstance(results, ToolResponseMessage)
            assert [r.id for r in results.responses] == [c.id for c in message.tool_calls]
        if isinstance(message, ToolResponseMessage):
            before = messages[index - 1]
            assert isinstance(before, AssistantMessage) and before.tool_calls
