"""MessageChatMemoryAdvisor: history in, exchange out, tool rounds, failures save nothing, restarts."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from sprig import (
    AssistantMessage,
    ChatClient,
    SystemMessage,
    ToolCall,
    ToolResponseMessage,
    UserMessage,
    tool,
)
from sprig.advisors import MessageChatMemoryAdvisor
from sprig.models import ScriptedChatModel, ServerError
from sprig.models.scripted import ScriptedReply
from sprig.state import MessageWindowChatMemory, SqliteChatMemoryRepository


@tool
def lookup(key: str) -> str:
    """Look a key up."""
    return f"value:{key}"


def client_for(model: ScriptedChatModel, memory: MessageWindowChatMemory, **kw: bool) -> ChatClient:
    return (
        ChatClient.builder(model)
        .default_system("be brief")
        .default_tools(lookup)
        .default_advisors(MessageChatMemoryAdvisor(memory, **kw))
        .build()
    )


def test_history_is_loaded_before_and_the_exchange_saved_after() -> None:
    memory = MessageWindowChatMemory()
    model = ScriptedChatModel(["Hi Ada", "You are Ada"])
    client = client_for(model, memory)
    client.prompt("I am Ada").advisor_params(conversation_id="c1").call().content()
    client.prompt("Who am I?").advisor_params(conversation_id="c1").call().content()
    assert model.prompts[1].messages == (
        SystemMessage("be brief"),
        UserMessage("I am Ada"),
        AssistantMessage("Hi Ada"),
        UserMessage("Who am I?"),
    )
    saved = memory.get("c1")
    assert [m.type for m in saved] == ["system", "user", "assistant", "user", "assistant"]
    assert saved[-1].text == "You are Ada"  # type: ignore[union-attr]


def test_conversations_are_separate() -> None:
    memory = MessageWindowChatMemory()
    model = ScriptedChatModel(["a", "b"])
    client = client_for(model, memory)
    client.prompt("one").advisor_params(conversation_id="x").call().content()
    client.prompt("two").advisor_params(conversation_id="y").call().content()
    assert UserMessage("one") not in model.prompts[1].messages


def test_tool_rounds_are_saved_with_full_fidelity_when_asked() -> None:
    memory = MessageWindowChatMemory()
    model = ScriptedChatModel([ToolCall("call_9", "lookup", '{"key":  "k"}'), "found it"])
    client_for(model, memory, save_tool_rounds=True).prompt("find k").advisor_params(
        conversation_id="t"
    ).call().content()
    saved = memory.get("t")
    assert [m.type for m in saved] == ["system", "user", "assistant", "tool", "assistant"]
    call = saved[2].tool_calls[0]  # type: ignore[union-attr]
    assert (call.id, call.name, call.arguments) == ("call_9", "lookup", '{"key":  "k"}')
    result = saved[3]
    assert isinstance(result, ToolResponseMessage) and result.responses[0].data == "value:k"
    # by default only the user message and the final reply are kept
    memory2 = MessageWindowChatMemory()
    model2 = ScriptedChatModel([ToolCall("call_1", "lookup", '{"key": "k"}'), "found it"])
    client_for(model2, memory2).prompt("find k").advisor_params(conversation_id="t").call().content()
    assert [m.type for m in memory2.get("t")] == ["system", "user", "assistant"]


async def test_streams_save_after_completion_and_failures_save_nothing() -> None:
    memory = MessageWindowChatMemory()
    model = ScriptedChatModel(
        ["streamed reply", ScriptedReply(text="partial answer", error=ServerError("boom"), fail_after_chunks=2)],
        chunk_size=3,
    )
    client = client_for(model, memory)
    text = "".join([p async for p in client.prompt("hello").advisor_params(conversation_id="s").stream().content()])
    assert text == "streamed reply"
    assert [m.text for m in await memory.aget("s")][-1] == "streamed reply"  # type: ignore[union-attr]
    with pytest.raises(ServerError):
        async for _ in client.prompt("again").advisor_params(conversation_id="s").stream().content():
            pass
    assert len(await memory.aget("s")) == 3  # unchanged: system, user, assistant


async def test_a_cancelled_stream_saves_nothing() -> None:
    memory = MessageWindowChatMemory()
    model = ScriptedChatModel(["a long long long reply"], chunk_size=2, delay=0.01)
    client = client_for(model, memory)

    async def consume() -> None:
        async for _ in client.prompt("hi").advisor_params(conversation_id="z").stream().content():
            await asyncio.sleep(0)

    task = asyncio.create_task(consume())
    await asyncio.sleep(0.03)
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    assert await memory.aget("z") == []


def test_memory_on_sqlite_survives_a_restart_and_replays_unchanged(tmp_path: Path) -> None:
    path = tmp_path / "memory.db"
    memory = MessageWindowChatMemory(SqliteChatMemoryRepository(path))
    model = ScriptedChatModel([ToolCall("call_1", "lookup", '{"key":"k"}'), "done"])
    client_for(model, memory, save_tool_rounds=True).prompt("go").advisor_params(conversation_id="r").call().content()
    memory.repository.close()

    reopened = MessageWindowChatMemory(SqliteChatMemoryRepository(path))
    model2 = ScriptedChatModel(["again"])
    client_for(model2, reopened).prompt("more").advisor_params(conversation_id="r").call().content()
    sent = model2.prompts[0].messages
    assert sent[:5] == (*model.prompts[1].messages, AssistantMessage("done"))
    reopened.repository.close()
