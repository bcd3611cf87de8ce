"""ScriptedChatModel: replies from a script, streams by the chunk rules, records prompts."""

from __future__ import annotations

import pytest

from sprig import Prompt, ToolCall, UserMessage
from sprig.models import ScriptedChatModel, ServerError, StreamInterruptedError, Usage, aggregate_chunks
from sprig.models.scripted import ScriptedReply, ScriptExhaustedError


async def test_replies_in_order_and_records_prompts() -> None:
    model = ScriptedChatModel(["one", ToolCall("", "t", '{"a": 1}'), lambda p: f"echo {p.messages[-1].text}"])
    assert (await model.call(Prompt("a"))).text == "one"
    second = await model.call(Prompt("b"))
    assert second.has_tool_calls and second.finish_reason == "tool_calls"
    assert second.result.output.tool_calls[0].id  # an id is generated
    assert (await model.call(Prompt("c"))).text == "echo c"
    assert [p.messages for p in model.prompts] == [(UserMessage("a"),), (UserMessage("b"),), (UserMessage("c"),)]
    with pytest.raises(ScriptExhaustedError, match="4 times"):
        await model.call(Prompt("d"))


async def test_stream_follows_the_chunk_rules_and_aggregates_to_the_blocking_reply() -> None:
    reply = ScriptedReply(
        text="hello world", tool_calls=[ToolCall("c1", "t", '{"key": "value"}')], usage=Usage(3, 4, 7)
    )
    model = ScriptedChatModel([reply, reply], chunk_size=3)
    chunks = [c async for c in model.stream(Prompt("x"))]
    assert [c.text for c in chunks if c.text] == ["hel", "lo ", "wor", "ld"]
    deltas = [d for c in chunks for g in c.generations for d in g.tool_call_deltas]
    assert deltas[0].id == "c1" and deltas[0].name == "t" and all(d.id is None for d in deltas[1:])
    assert "".join(d.arguments for d in deltas) == '{"key": "value"}'
    assert chunks[-1].result.output.tool_calls[0].arguments == '{"key": "value"}'
    assert aggregate_chunks(chunks) == await model.call(Prompt("x"))


async def test_errors_before_and_during_a_stream() -> None:
    model = ScriptedChatModel(
        [
            ServerError("down"),
            ScriptedReply(text="partial text", error=StreamInterruptedError("cut"), fail_after_chunks=2),
        ]
    )
    with pytest.raises(ServerError):
        await model.call(Prompt("x"))
    received = []
    with pytest.raises(StreamInterruptedError):
        async for chunk in model.stream(Prompt("y")):
            received.append(chunk.text)
    assert received == ["part", "ial "]


def test_bad_settings() -> None:
    with pytest.raises(ValueError):
        ScriptedChatModel([], chunk_size=0)
    with pytest.raises(TypeError):
        ScriptedChatModel([object()])._next(Prompt("x"))  # type: ignore[list-item]
