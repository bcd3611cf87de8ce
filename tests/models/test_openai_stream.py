"""OpenAiChatModel.stream: SSE parsing, tool-call delta merging, chunk rules, broken streams."""

from __future__ import annotations

import asyncio
import time

import pytest

from sprig.messages import ToolCall
from sprig.models import (
    ChatResponse,
    OpenAiChatModel,
    ProviderResponseError,
    StreamInterruptedError,
    ToolCallDelta,
    Usage,
    aggregate_chunks,
)
from sprig.prompt import Prompt
from support.openai_server import (
    CUT,
    JsonReply,
    OpenAiLoopbackServer,
    Pause,
    StreamReply,
    chunk,
    completion,
    finish_chunk,
    reasoning_chunk,
    reply,
    text_chunk,
    tool_call,
    tool_call_chunk,
    tool_delta,
    usage,
    usage_chunk,
)


async def collect(model: OpenAiChatModel, prompt: str = "hi") -> list[ChatResponse]:
    return [c async for c in model.stream(Prompt(prompt))]


def calls_of(response: ChatResponse) -> list[tuple[str, str, str, bool]]:
    return [(c.id, c.name, c.arguments, c.incomplete) for c in response.result.output.tool_calls]


async def test_text_deltas_arrive_one_by_one_and_final_chunk_has_usage(
    openai_server: OpenAiLoopbackServer, openai_model: OpenAiChatModel
) -> None:
    openai_server.add(
        StreamReply(
            [
                chunk({"role": "assistant", "content": ""}),
                text_chunk("Hel"),
                text_chunk("lo"),
                finish_chunk("stop"),
                usage_chunk(9, 2, cached_tokens=4),
            ]
        )
    )
    chunks = await collect(openai_model)
    assert [c.text for c in chunks] == ["Hel", "lo", ""]
    assert [c.finish_reason for c in chunks] == [None, None, "stop"]
    assert [c.usage for c in chunks] == [None, None, Usage(9, 2, 11, 4, 0)]
    final = aggregate_chunks(chunks)
    assert final.text == "Hello"
    assert final.metadata["model"] == "test-model"


async def test_text_is_yielded_before_the_rest_arrives(
    openai_server: OpenAiLoopbackServer, openai_model: OpenAiChatModel
) -> None:
    openai_server.add(StreamReply([text_chunk("first"), Pause(0.6), text_chunk("second"), finish_chunk()]))
    started = time.monotonic()
    seen: list[tuple[str, float]] = []
    async for c in openai_model.stream(Prompt("hi")):
        seen.append((c.text, time.monotonic() - started))
    assert seen[0][0] == "first"
    assert seen[0][1] < 0.4 <= seen[1][1]


async def test_split_argument_deltas_merge_by_index(
    openai_server: OpenAiLoopbackServer, openai_model: OpenAiChatModel
) -> None:
    openai_server.add(
        StreamReply(
            [
                tool_call_chunk(tool_delta(0, "call_1", "weather", "")),
                tool_call_chunk(tool_delta(0, arguments='{"ci')),
                tool_call_chunk(tool_delta(0, arguments='ty": "Par')),
                tool_call_chunk(tool_delta(0, arguments='is"}')),
                finish_chunk("tool_calls"),
            ]
        )
    )
    chunks = await collect(openai_model)
    deltas = [d for c in chunks for d in c.result.tool_call_deltas]
    assert deltas == [
        ToolCallDelta(0, "call_1", "weather", ""),
        ToolCallDelta(0, "call_1", "weather", '{"ci'),
        ToolCallDelta(0, "call_1", "weather", 'ty": "Par'),
        ToolCallDelta(0, "call_1", "weather", 'is"}'),
    ]
    assert all(not c.result.output.tool_calls for c in chunks[:-1])
    assert chunks[-1].finish_reason == "tool_calls"
    assert calls_of(chunks[-1]) == [("call_1", "weather", '{"city": "Paris"}', False)]


async def test_deepseek_style_empty_ids_and_names(
    openai_server: OpenAiLoopbackServer, openai_model: OpenAiChatModel
) -> None:
    openai_server.add(
        StreamReply(
            [
                tool_call_chunk(tool_delta(0, "call_0_abc", "search", "")),
                tool_call_chunk(tool_delta(0, "", "", '{"q":')),
                tool_call_chunk(tool_delta(0, "", None, '"sprig"}')),
                finish_chunk("tool_calls"),
            ]
        )
    )
    chunks = await collect(openai_model)
    assert calls_of(chunks[-1]) == [("call_0_abc", "search", '{"q":"sprig"}', False)]
    assert {(d.id, d.name) for c in chunks for d in c.result.tool_call_deltas} == {("call_0_abc", "search")}


async def test_two_interleaved_parallel_calls_even_inside_one_chunk(
    openai_server: OpenAiLoopbackServer, openai_model: OpenAiChatModel
) -> None:
    openai_server.add(
        StreamReply(
            [
                tool_call_chunk(tool_delta(0, "a", "weather", ""), tool_delta(1, "b", "time", "")),
                tool_call_chunk(tool_delta(1, arguments='{"tz":')),
                tool_call_chunk(tool_delta(0, arguments='{"city":'), tool_delta(1, arguments='"UTC"}')),
                tool_call_chunk(tool_delta(0, arguments='"Rome"}')),
                chunk({"tool_calls": []}),
                finish_chunk("tool_calls"),
            ]
        )
    )
    chunks = await collect(openai_model)
    assert calls_of(chunks[-1]) == [
        ("a", "weather", '{"city":"Rome"}', False),
        ("b", "time", '{"tz":"UTC"}', False),
    ]
    both = chunks[2].result.tool_call_deltas
    assert both == (ToolCallDelta(0, "a", "weather", '{"city":'), ToolCallDelta(1, "b", "time", '"UTC"}'))


async def test_empty_tool_calls_list_opens_nothing(
    openai_server: OpenAiLoopbackServer, openai_model: OpenAiChatModel
) -> None:
    openai_server.add(
        StreamReply([chunk({"content": "hi", "tool_calls": []}), chunk({"tool_calls": []}), finish_chunk()])
    )
    chunks = await collect(openai_model)
    assert [c.result.tool_call_deltas for c in chunks] == [(), ()]
    final = aggregate_chunks(chunks)
    assert final.text == "hi"
    assert final.result.output.tool_calls == ()
    assert final.finish_reason == "stop"


async def test_text_before_a_tool_call(openai_server: OpenAiLoopbackServer, openai_model: OpenAiChatModel) -> None:
    openai_server.add(
        StreamReply(
            [
                text_chunk("Let me "),
                text_chunk("check."),
                tool_call_chunk(tool_delta(0, "c1", "weather", '{"city":"Oslo"}')),
                finish_chunk("tool_calls"),
                usage_chunk(),
            ]
        )
    )
    chunks = await collect(openai_model)
    assert [c.text for c in chunks[:2]] == ["Let me ", "check."]
    final = aggregate_chunks(chunks)
    assert final.text == "Let me check."
    assert final.finish_reason == "tool_calls"
    assert calls_of(final) == [("c1", "weather", '{"city":"Oslo"}', False)]


async def test_deltas_without_index_continue_the_named_or_last_call(
    openai_server: OpenAiLoopbackServer, openai_model: OpenAiChatModel
) -> None:
    openai_server.add(
        StreamReply(
            [
                chunk({"tool_calls": [{"id": "x", "function": {"name": "f", "arguments": '{"a":'}}]}),
                chunk({"tool_calls": [{"function": {"arguments": "1}"}}]}),
                chunk({"tool_calls": [{"id": "y", "function": {"name": "g", "arguments": "{}"}}]}),
                finish_chunk("tool_calls"),
            ]
        )
    )
    chunks = await collect(openai_model)
    assert calls_of(chunks[-1]) == [("x", "f", '{"a":1}', False), ("y", "g", "{}", False)]


async def test_reasoning_is_kept_apart_from_text(
    openai_server: OpenAiLoopbackServer, openai_model: OpenAiChatModel
) -> None:
    openai_server.add(
        StreamReply(
            [
                reasoning_chunk("Let me think. "),
                chunk({"reasoning": "Done thinking."}),
                chunk({"content": "Answer", "reasoning_content": None}),
                finish_chunk(),
                usage_chunk(5, 7, reasoning_tokens=4),
            ]
        )
    )
    chunks = await collect(openai_model)
    assert [(c.text, c.result.output.reasoning) for c in chunks[:3]] == [
        ("", "Let me think. "),
        ("", "Done thinking."),
        ("Answer", ""),
    ]
    final = aggregate_chunks(chunks)
    assert final.text == "Answer"
    assert final.result.output.reasoning == "Let me think. Done thinking."
    assert final.usage == Usage(5, 7, 12, 0, 4)


async def test_length_in_the_middle_of_a_tool_call_is_incomplete(
    openai_server: OpenAiLoopbackServer, openai_model: OpenAiChatModel
) -> None:
    openai_server.add(
        StreamReply([tool_call_chunk(tool_delta(0, "c1", "write", '{"text": "lor')), finish_chunk("length")])
    )
    chunks = await collect(openai_model)
    assert chunks[-1].finish_reason == "length"
    assert calls_of(chunks[-1]) == [("c1", "write", '{"text": "lor', True)]
    assert calls_of(aggregate_chunks(chunks)) == [("c1", "write", '{"text": "lor', True)]


@pytest.mark.parametrize(
    "scripted",
    [
        reply("Hello there, how are you today?"),
        reply("", tool_calls=[("c1", "weather", '{"city": "Paris"}'), ("c2", "time", '{"tz": "CET"}')]),
        reply("Sure.", tool_calls=[("c9", "todo", '{"items": ["a", "b", "c"]}')], reasoning="plan first"),
        reply("cut", tool_calls=[("c1", "write", '{"text": "ab')], finish_reason="length", usage=None),
    ],
)
async def test_aggregated_stream_equals_the_blocking_reply(
    openai_server: OpenAiLoopbackServer, openai_model: OpenAiChatModel, scripted: object
) -> None:
    openai_server.add(scripted, scripted)  # type: ignore[arg-type]
    blocking = await openai_model.call(Prompt("hi"))
    streamed = aggregate_chunks(await collect(openai_model))
    assert streamed.generations == blocking.generations
    assert streamed.usage == blocking.usage


async def test_sse_noise_is_skipped_but_an_undecodable_line_fails_the_stream(
    openai_server: OpenAiLoopbackServer, openai_model: OpenAiChatModel
) -> None:
    openai_server.add(
        StreamReply(
            [
                b": keep-alive comment\n\n",
                b"\n\n",
                b"event: message\n",
                text_chunk("a"),
                b"id: 7\nretry: 100\n\n",
                b"data:\n\n",
                b'data:{"choices":[{"index":0,"delta":{"content":"b"}}]}\r\n\r\n',
                b"garbage without a colon\n\n",
                b'data: {"choices":[{"index":0,"delta":{"con',
                Pause(0.05),
                b'tent":"c"}}]}\n\n',
                finish_chunk(),
            ]
        )
    )
    chunks = await collect(openai_model)
    assert "".join(c.text for c in chunks) == "abc"
    assert chunks[-1].finish_reason == "stop"

    for bad in (
        b"data: this is not json\n\n",
        b"data: [1, 2]\n\n",
        b'data: {"choices": ["not an object"]}\n\n',
        b'data: {"choices": [{"index": 0, "delta": {"tool_calls": [7]}}]}\n\n',
    ):
        openai_server.add(StreamReply([text_chunk("a"), bad, text_chunk("b"), finish_chunk()]))
        with pytest.raises(ProviderResponseError) as caught:
            await collect(openai_model)
        assert caught.value.payload == bad[6:-2].decode()
        assert caught.value.partial is not None and caught.value.partial.text == "a"


async def test_stream_without_done_but_with_finish_reason_completes(
    openai_server: OpenAiLoopbackServer, openai_model: OpenAiChatModel
) -> None:
    openai_server.add(StreamReply([text_chunk("ok"), finish_chunk("stop")], done=False))
    chunks = await collect(openai_model)
    assert aggregate_chunks(chunks).text == "ok"


async def test_stream_cut_midway_keeps_the_partial_response(
    openai_server: OpenAiLoopbackServer, openai_model: OpenAiChatModel
) -> None:
    openai_server.add(
        StreamReply(
            [
                text_chunk("Partial "),
                text_chunk("answer"),
                tool_call_chunk(tool_delta(0, "c1", "weather", '{"city": "Pa')),
                CUT,
            ]
        )
    )
    received: list[ChatResponse] = []
    with pytest.raises(StreamInterruptedError) as caught:
        async for c in openai_model.stream(Prompt("hi")):
            received.append(c)
    assert [c.text for c in received][:2] == ["Partial ", "answer"]
    partial = caught.value.partial
    assert partial is not None
    assert partial.text == "Partial answer"
    assert partial.finish_reason is None
    assert calls_of(partial) == [("c1", "weather", '{"city": "Pa', True)]
    assert len(openai_server.requests) == 1  # nothing is retried once data was handed out


async def test_stream_ending_without_finish_is_interrupted(
    openai_server: OpenAiLoopbackServer, openai_model: OpenAiChatModel
) -> None:
    openai_server.add(StreamReply([text_chunk("half")], done=False))
    with pytest.raises(StreamInterruptedError, match="ended before") as caught:
        await collect(openai_model)
    assert caught.value.partial is not None
    assert caught.value.partial.text == "half"


async def test_error_event_in_the_stream(openai_server: OpenAiLoopbackServer, openai_model: OpenAiChatModel) -> None:
    openai_server.add(
        StreamReply(
            [
                text_chunk("so far"),
                b"event: error\n",
                b'data: {"error": {"message": "upstream overloaded", "type": "server_error"}}\n\n',
                text_chunk("never"),
            ]
        )
    )
    with pytest.raises(StreamInterruptedError, match="upstream overloaded") as caught:
        await collect(openai_model)
    assert caught.value.provider_message == "upstream overloaded"
    assert caught.value.partial is not None
    assert caught.value.partial.text == "so far"


async def test_stalled_stream_times_out_with_partial(openai_server: OpenAiLoopbackServer) -> None:
    openai_server.add(StreamReply([text_chunk("slow"), Pause(1.0), text_chunk("never")]))
    async with OpenAiChatModel("m", base_url=openai_server.url, timeout=0.2) as model:
        with pytest.raises(StreamInterruptedError, match="stalled") as caught:
            await collect(model)  # type: ignore[arg-type]
    assert caught.value.partial is not None
    assert caught.value.partial.text == "slow"


async def test_usage_only_in_a_chunk_with_empty_choices(
    openai_server: OpenAiLoopbackServer, openai_model: OpenAiChatModel
) -> None:
    openai_server.add(StreamReply([text_chunk("x"), finish_chunk(), chunk(usage=usage(3, 1, cached_tokens=2))]))
    chunks = await collect(openai_model)
    assert chunks[-1].usage == Usage(3, 1, 4, 2, 0)
    assert aggregate_chunks(chunks).usage == Usage(3, 1, 4, 2, 0)


async def test_other_choice_indices_are_ignored(
    openai_server: OpenAiLoopbackServer, openai_model: OpenAiChatModel
) -> None:
    other = {"choices": [{"index": 1, "delta": {"content": "other"}, "finish_reason": None}]}
    openai_server.add(StreamReply([other, text_chunk("mine"), finish_chunk()]))
    assert aggregate_chunks(await collect(openai_model)).text == "mine"


async def test_tool_call_without_id_gets_one(
    openai_server: OpenAiLoopbackServer, openai_model: OpenAiChatModel
) -> None:
    openai_server.add(StreamReply([tool_call_chunk(tool_delta(0, None, "f", "{}")), finish_chunk("stop")]))
    final = (await collect(openai_model))[-1]
    (call,) = final.result.output.tool_calls
    assert isinstance(call, ToolCall) and call.id.startswith("call_") and call.name == "f"
    assert final.finish_reason == "tool_calls"


async def test_each_delta_is_its_own_chunk_even_for_a_slow_consumer(
    openai_server: OpenAiLoopbackServer, openai_model: OpenAiChatModel
) -> None:
    openai_server.add(reply("abc", chunk_size=1))
    seen = []
    async for c in openai_model.stream(Prompt("hi")):
        await asyncio.sleep(0)
        seen.append(c.text)
    assert seen == ["a", "b", "c", ""]


async def test_a_server_that_ignores_stream_still_works(
    openai_server: OpenAiLoopbackServer, openai_model: OpenAiChatModel
) -> None:
    body = completion("whole answer", tool_calls=[tool_call("c1", "f", '{"a": 1}')], usage=usage(4, 2))
    openai_server.add(JsonReply(body))
    chunks = await collect(openai_model)
    final = aggregate_chunks(chunks)
    assert final.text == "whole answer"
    assert calls_of(final) == [("c1", "f", '{"a": 1}', False)]
    assert final.finish_reason == "tool_calls"
    assert final.usage == Usage(4, 2, 6, 0, 0)


async def test_json_error_body_with_status_200_on_a_stream(
    openai_server: OpenAiLoopbackServer, openai_model: OpenAiChatModel
) -> None:
    openai_server.add(JsonReply({"base_resp": {"status_code": 2013, "status_msg": "invalid params"}}))
    with pytest.raises(StreamInterruptedError, match="invalid params") as caught:
        await collect(openai_model)
    assert caught.value.provider_message == "invalid params"
