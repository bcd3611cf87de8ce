"""``OpenAiResponsesChatModel`` against the loopback Responses server: the request it builds, the
replies it reads (blocking and streaming), reasoning kept across rounds and turns, and errors."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import orjson
import pytest
from pydantic import BaseModel

from sprig import ChatClient, tool
from sprig.advisors import MessageChatMemoryAdvisor
from sprig.chat.events import ReasoningDeltaEvent, TextDeltaEvent
from sprig.messages import AssistantMessage, SystemMessage, ToolCall, ToolResponse, ToolResponseMessage, UserMessage
from sprig.models import (
    ContextLengthError,
    OpenAiChatModel,
    OpenAiResponsesChatModel,
    ProviderResponseError,
    RateLimitError,
    RefusalError,
    RetryPolicy,
    StreamInterruptedError,
    aggregate_chunks,
    from_spec,
)
from sprig.models.response import ChatResponse
from sprig.prompt import ChatOptions, Prompt
from sprig.state import MessageWindowChatMemory, SqliteChatMemoryRepository
from sprig.tools.resolve import resolve_tool_callbacks
from support.openai_server import CUT, ErrorReply, JsonReply, OpenAiLoopbackServer, StreamReply
from support.responses_server import (
    ResponsesLoopbackServer,
    ResponsesReply,
    function_call_item,
    input_items,
    message_item,
    reasoning_item,
    response_events,
    responses_usage,
)

FAST = RetryPolicy(max_attempts=3, initial_backoff=0.001, max_backoff=0.01)


@pytest.fixture
async def model(responses_server: ResponsesLoopbackServer) -> AsyncIterator[OpenAiResponsesChatModel]:
    model = OpenAiResponsesChatModel("gpt-test", base_url=responses_server.url, api_key="k", retry=FAST)
    yield model
    await model.aclose()


async def collect(model: OpenAiResponsesChatModel, prompt: Prompt | str) -> list[ChatResponse]:
    return [chunk async for chunk in model.stream(prompt if isinstance(prompt, Prompt) else Prompt(prompt))]


@tool(description="Current weather for a city")
def weather(city: str) -> str:
    return f"sunny in {city}"


WEATHER = resolve_tool_callbacks(weather)


# -- the request ----------------------------------------------------------------------------------


def test_messages_become_instructions_and_input_items() -> None:
    model = OpenAiResponsesChatModel("m", base_url="http://127.0.0.1:9/v1")
    history = [
        SystemMessage("be brief"),
        UserMessage("weather in Paris?"),
        AssistantMessage("let me look", (ToolCall("c1", "weather", '{"city":"Paris"}'), ToolCall("c2", "weather", ""))),
        ToolResponseMessage((ToolResponse("c1", "weather", "sunny"), ToolResponse("c2", "weather", "rain")), "hint"),
        SystemMessage("later rule"),
    ]
    body = model.request_body(Prompt(history))
    assert body["instructions"] == "be brief"
    assert body["store"] is False and body["include"] == ["reasoning.encrypted_content"]
    assert body["input"] == [
        {"role": "user", "content": "weather in Paris?"},
        {"role": "assistant", "content": "let me look"},
        {"type": "function_call", "call_id": "c1", "name": "weather", "arguments": '{"city":"Paris"}'},
        {"type": "function_call", "call_id": "c2", "name": "weather", "arguments": "{}"},
        {"type": "function_call_output", "call_id": "c1", "output": "sunny"},
        {"type": "function_call_output", "call_id": "c2", "output": "rain"},
        {"role": "user", "content": "hint"},
        {"role": "developer", "content": "later rule"},
    ]
    assert "stream" not in body and "reasoning" not in body


def test_options_tools_and_reasoning_map_to_their_fields() -> None:
    model = OpenAiResponsesChatModel(
        "m", base_url="http://127.0.0.1:9/v1", reasoning_effort="low", reasoning_summary="auto", store=True
    )
    options = ChatOptions(
        max_tokens=50,
        temperature=0.3,
        top_p=0.9,
        seed=1,
        stop=["x"],
        tool_callbacks=WEATHER,
        tool_choice={"type": "function", "function": {"name": "weather"}},
        parallel_tool_calls=False,
    )
    body = model.request_body(Prompt("hi", options), stream=True)
    assert body["store"] is True and "include" not in body
    assert body["reasoning"] == {"effort": "low", "summary": "auto"}
    assert body["max_output_tokens"] == 50 and body["temperature"] == 0.3 and body["top_p"] == 0.9
    assert "seed" not in body and "stop" not in body and "max_tokens" not in body
    assert body["tool_choice"] == {"type": "function", "name": "weather"}
    assert body["parallel_tool_calls"] is False and body["stream"] is True
    [function] = body["tools"]
    assert function["type"] == "function" and function["name"] == "weather"
    assert function["strict"] is False  # the API would default to strict
    assert function["parameters"]["properties"]["city"]["type"] == "string"
    assert model.request_body(Prompt("hi", ChatOptions(tool_callbacks=WEATHER, tool_choice="weather")))[
        "tool_choice"
    ] == {"type": "function", "name": "weather"}


def test_a_strict_tool_is_sent_strict() -> None:
    @tool(description="Strict one", strict=True)
    def exact(city: str) -> str:
        return city

    model = OpenAiResponsesChatModel("m", base_url="http://127.0.0.1:9/v1")
    [function] = model.request_body(Prompt("hi", ChatOptions(tool_callbacks=resolve_tool_callbacks(exact))))["tools"]
    assert function["strict"] is True and "strict" not in function["parameters"]


def test_bad_arguments_are_refused() -> None:
    with pytest.raises(ValueError, match="reasoning_effort"):
        OpenAiResponsesChatModel("m", reasoning_effort="")
    with pytest.raises(TypeError, match="store"):
        OpenAiResponsesChatModel("m", store="no")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="base_url"):
        OpenAiResponsesChatModel("m", base_url="ftp://x")


def test_specs(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    monkeypatch.delenv("OPENAI_BASE_URL", raising=False)
    model = from_spec("openai-responses:small@http://127.0.0.1:9/v1")
    assert isinstance(model, OpenAiResponsesChatModel) and model.url == "http://127.0.0.1:9/v1/responses"
    with pytest.raises(ValueError, match="OPENAI_API_KEY"):
        from_spec("openai-responses:gpt-5-mini")
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test")
    model = from_spec("openai-responses:gpt-5-mini")
    assert isinstance(model, OpenAiResponsesChatModel) and model.url == "https://api.openai.com/v1/responses"
    with pytest.raises(ValueError, match="names no model"):
        from_spec("openai-responses:")


# -- replies ------------------------------------------------------------------------------------


async def test_blocking_reply_with_reasoning_calls_and_usage(
    responses_server: ResponsesLoopbackServer, model: OpenAiResponsesChatModel
) -> None:
    responses_server.add(
        ResponsesReply(
            "checking",
            tool_calls=[("call_1", "weather", '{"city":"Paris"}')],
            reasoning=["first", "second"],
            usage=responses_usage(30, 12, cached_tokens=8, reasoning_tokens=7),
        )
    )
    response = await model.call(Prompt("weather?"))
    message = response.result.output
    assert message.text == "checking" and message.reasoning == "first\n\nsecond"
    assert message.tool_calls == (ToolCall("call_1", "weather", '{"city":"Paris"}'),)
    assert response.finish_reason == "tool_calls"
    usage = response.usage
    assert usage is not None and (usage.prompt_tokens, usage.completion_tokens, usage.total_tokens) == (30, 12, 42)
    assert (usage.cached_tokens, usage.reasoning_tokens) == (8, 7)
    assert response.metadata["id"] == "resp_loopback" and response.metadata["model"] == "test-model"
    [layout_reasoning, layout_message, layout_call] = message.metadata["openai_responses_items"]
    assert layout_reasoning["encrypted_content"] == "enc-1" and layout_message == {"type": "message"}
    assert layout_call == {"type": "function_call", "call_id": "call_1"}
    assert responses_server.last_request.path == "/v1/responses"
    assert responses_server.last_request.headers["Authorization"] == "Bearer k"


async def test_the_users_prices_give_the_cost_blocking_and_streamed(
    responses_server: ResponsesLoopbackServer,
) -> None:
    from decimal import Decimal

    from sprig.usage import ModelPrices

    prices = ModelPrices(input=2, output=8, cached_input=1)
    model = OpenAiResponsesChatModel("gpt-test", base_url=responses_server.url, api_key="k", retry=FAST, prices=prices)
    try:
        for _ in range(2):
            responses_server.add(ResponsesReply("hi", usage=responses_usage(1_000_000, 500_000, cached_tokens=200_000)))
        blocking = await model.call(Prompt("hi"))
        streamed = [chunk for chunk in await collect(model, "hi") if chunk.usage is not None][-1]
    finally:
        await model.aclose()
    expected = Decimal("1.6") + Decimal("0.2") + Decimal("4")  # 800k input, 200k cached, 500k output
    assert blocking.usage is not None and blocking.usage.cost == expected
    assert streamed.usage is not None and streamed.usage.cost == expected


async def test_stream_deltas_then_the_whole_reply(
    responses_server: ResponsesLoopbackServer, model: OpenAiResponsesChatModel
) -> None:
    reply = ResponsesReply(
        "Paris is sunny today",
        tool_calls=[("call_1", "weather", '{"city":"Paris"}'), ("call_2", "weather", '{"city":"Rome"}')],
        reasoning=["think about", "the weather"],
        chunk_size=4,
    )
    responses_server.add(reply, reply)
    chunks = await collect(model, "weather?")
    assert "".join(c.text for c in chunks) == "Paris is sunny today"
    assert len([c for c in chunks if c.text]) > 1  # not buffered
    reasoning = "".join(c.result.output.reasoning for c in chunks)
    assert reasoning == "think about\n\nthe weather"
    deltas = [d for c in chunks for d in c.result.tool_call_deltas]
    assert deltas[0].index == 0 and deltas[0].id == "call_1" and deltas[0].name == "weather"
    assert {d.index for d in deltas} == {0, 1}
    assert "".join(d.arguments for d in deltas if d.index == 1) == '{"city":"Rome"}'
    last = chunks[-1]
    assert last.finish_reason == "tool_calls" and len(last.result.output.tool_calls) == 2
    streamed = aggregate_chunks(chunks)
    blocking = await model.call(Prompt("weather?"))
    assert streamed.result.output == blocking.result.output
    assert streamed.usage == blocking.usage and streamed.finish_reason == blocking.finish_reason
    request = responses_server.requests[0]
    assert request.body["stream"] is True and request.body["store"] is False


async def test_a_server_that_sends_items_only_whole_loses_nothing(
    responses_server: ResponsesLoopbackServer, model: OpenAiResponsesChatModel
) -> None:
    output = [reasoning_item("plan"), message_item("whole text"), function_call_item("c9", "weather", '{"city":"X"}')]
    events = [e for e in response_events(output) if "delta" not in e["type"]]
    responses_server.add(StreamReply(events, done=False))
    streamed = aggregate_chunks(await collect(model, "hi"))
    assert streamed.text == "whole text" and streamed.result.output.reasoning == "plan"
    assert streamed.result.output.tool_calls == (ToolCall("c9", "weather", '{"city":"X"}'),)
    completed_only = [{"type": "response.completed", "response": response_events(output)[-1]["response"]}]
    responses_server.add(StreamReply(completed_only, done=False))
    streamed = aggregate_chunks(await collect(model, "hi"))
    assert streamed.text == "whole text" and streamed.result.output.tool_calls[0].id == "c9"


async def test_incomplete_reply_is_length_and_cuts_the_last_call(
    responses_server: ResponsesLoopbackServer, model: OpenAiResponsesChatModel
) -> None:
    reply = ResponsesReply(
        tool_calls=[("c1", "weather", '{"city": "Par')], status="incomplete", incomplete_reason="max_output_tokens"
    )
    responses_server.add(reply, reply)
    response = await model.call(Prompt("hi"))
    assert response.finish_reason == "length" and response.result.output.tool_calls[0].incomplete
    streamed = aggregate_chunks(await collect(model, "hi"))
    assert streamed.finish_reason == "length" and streamed.result.output.tool_calls[0].incomplete


# -- reasoning across rounds and turns ------------------------------------------------------------


def _round_trip_checks(second_request_items: list[dict[str, Any]]) -> None:
    kinds = [item.get("type", item.get("role")) for item in second_request_items]
    assert kinds == ["user", "reasoning", "function_call", "function_call_output"]
    sent_reasoning = second_request_items[1]
    assert sent_reasoning == reasoning_item("look it up", encrypted="enc-secret", id="rs_9")
    assert second_request_items[2]["call_id"] == second_request_items[3]["call_id"] == "call_1"
    assert second_request_items[3]["output"] == "sunny in Paris"


def _tool_round() -> ResponsesReply:
    return ResponsesReply(
        output=[
            reasoning_item("look it up", encrypted="enc-secret", id="rs_9"),
            function_call_item("call_1", "weather", '{"city": "Paris"}'),
        ]
    )


async def test_reasoning_items_go_back_unchanged_in_the_tool_loop(
    responses_server: ResponsesLoopbackServer, model: OpenAiResponsesChatModel
) -> None:
    client = ChatClient.builder(model).default_tools(weather).build()
    responses_server.add(_tool_round(), ResponsesReply("It is sunny.", reasoning=["done"]))
    answer = await client.prompt("weather in Paris?").call().achat_response()
    assert answer.text == "It is sunny." and "look it up" not in answer.text
    _round_trip_checks(input_items(responses_server.requests[1]))

    responses_server.add(_tool_round(), ResponsesReply("It is sunny.", reasoning=["done"]))
    events = [event async for event in client.prompt("weather in Paris?").stream().events()]
    text = "".join(e.text for e in events if isinstance(e, TextDeltaEvent))
    reasoning = "".join(e.text for e in events if isinstance(e, ReasoningDeltaEvent))
    assert text == "It is sunny." and reasoning == "look it updone"
    _round_trip_checks(input_items(responses_server.requests[3]))


async def test_reasoning_items_come_back_from_memory(
    responses_server: ResponsesLoopbackServer, model: OpenAiResponsesChatModel, tmp_path: Path
) -> None:
    memory = MessageWindowChatMemory(SqliteChatMemoryRepository(tmp_path / "memory.db"))
    client = (
        ChatClient.builder(model)
        .default_tools(weather)
        .default_advisors(MessageChatMemoryAdvisor(memory, save_tool_rounds=True))
        .build()
    )
    final = ResponsesReply(
        output=[reasoning_item("answer now", encrypted="enc-final", id="rs_final"), message_item("Sunny.")]
    )
    responses_server.add(_tool_round(), final, ResponsesReply("You are welcome."))
    await client.prompt("weather in Paris?").advisor_params(conversation_id="c1").call().acontent()
    await client.prompt("thanks").advisor_params(conversation_id="c1").call().acontent()
    items = input_items(responses_server.requests[2])
    kinds = [item.get("type", item.get("role")) for item in items]
    assert kinds == [
        "user", "reasoning", "function_call", "function_call_output", "reasoning", "assistant", "user"
    ]  # fmt: skip
    assert items[1]["encrypted_content"] == "enc-secret"
    assert items[4] == reasoning_item("answer now", encrypted="enc-final", id="rs_final")
    assert items[5] == {"role": "assistant", "content": "Sunny."}


async def test_a_renamed_call_still_goes_back_after_its_reasoning() -> None:
    layout = [reasoning_item("r"), {"type": "message"}, {"type": "function_call", "call_id": "old"}]
    message = AssistantMessage("t", (ToolCall("new", "weather", "{}"),), "r", {"openai_responses_items": layout})
    body = OpenAiResponsesChatModel("m", base_url="http://127.0.0.1:9/v1").request_body(
        Prompt([UserMessage("q"), message])
    )
    kinds = [item.get("type", item.get("role")) for item in body["input"]]
    assert kinds == ["user", "reasoning", "assistant", "function_call"]
    assert body["input"][-1]["call_id"] == "new"


# -- structured output --------------------------------------------------------------------------


class City(BaseModel):
    name: str
    population: int


async def test_entity_uses_text_format_json_schema(
    responses_server: ResponsesLoopbackServer, model: OpenAiResponsesChatModel
) -> None:
    responses_server.add(ResponsesReply('{"name": "Paris", "population": 2}'))
    city = await ChatClient.builder(model).build().prompt("Paris?").call().aentity(City)
    assert city == City(name="Paris", population=2)
    fmt = responses_server.requests[0].body["text"]["format"]
    assert fmt["type"] == "json_schema" and fmt["name"] == "City"
    assert set(fmt["schema"]["properties"]) == {"name", "population"}
    assert "response_format" not in responses_server.requests[0].body


# -- errors -------------------------------------------------------------------------------------


async def test_refusal_is_a_clear_error_both_ways(
    responses_server: ResponsesLoopbackServer, model: OpenAiResponsesChatModel
) -> None:
    reply = ResponsesReply(refusal="I can't help with that.")
    responses_server.add(reply, reply)
    with pytest.raises(RefusalError, match="refused to answer: I can't help with that") as caught:
        await model.call(Prompt("bad"))
    assert caught.value.refusal == "I can't help with that." and caught.value.partial is not None
    with pytest.raises(RefusalError) as caught:
        await collect(model, "bad")
    assert caught.value.refusal == "I can't help with that."
    assert len(responses_server.requests) == 2  # never retried


CONTEXT_ERROR = {
    "error": {
        "message": "Your input exceeds the context window of this model. maximum context length is 8192 tokens",
        "type": "invalid_request_error",
        "param": "input",
        "code": "context_length_exceeded",
    }
}


async def test_context_length_exceeded_is_context_length_error(
    responses_server: ResponsesLoopbackServer, model: OpenAiResponsesChatModel, openai_server: OpenAiLoopbackServer
) -> None:
    responses_server.add(JsonReply(CONTEXT_ERROR, status=400), JsonReply(CONTEXT_ERROR, status=400))
    with pytest.raises(ContextLengthError, match="context window") as caught:
        await model.call(Prompt("long"))
    assert caught.value.status == 400 and caught.value.limit == 8192
    with pytest.raises(ContextLengthError):
        await collect(model, "long")
    openai_server.add(JsonReply(CONTEXT_ERROR, status=400))
    chat = OpenAiChatModel("m", base_url=openai_server.url, api_key="k")
    with pytest.raises(ContextLengthError):
        await chat.call(Prompt("long"))
    await chat.aclose()
    responses_server.add(JsonReply({"error": {"message": "bad", "code": "invalid_value"}}, status=400))
    with pytest.raises(Exception) as other:
        await model.call(Prompt("x"))
    assert not isinstance(other.value, ContextLengthError)


async def test_failed_response_and_error_event(
    responses_server: ResponsesLoopbackServer, model: OpenAiResponsesChatModel
) -> None:
    head = response_events([message_item("partial text")])[:6]
    failed = {
        "type": "response.failed",
        "response": {"id": "r", "status": "failed", "error": {"code": "server_error", "message": "boom"}},
    }
    responses_server.add(StreamReply([*head, failed], done=False))
    with pytest.raises(StreamInterruptedError, match="boom") as caught:
        await collect(model, "hi")
    assert caught.value.partial is not None and caught.value.partial.text == "partial text"
    error = {"type": "error", "code": "context_length_exceeded", "message": "too long", "param": None}
    responses_server.add(StreamReply([head[0], error], done=False))
    with pytest.raises(ContextLengthError, match="too long"):
        await collect(model, "hi")
    responses_server.add(
        JsonReply(
            {
                "id": "r",
                "object": "response",
                "status": "failed",
                "output": [],
                "error": {"code": "rate_limit_exceeded", "message": "slow down"},
            }
        )
    )
    with pytest.raises(RateLimitError, match="slow down"):
        await model.call(Prompt("hi"))


async def test_429_is_retried_and_a_cut_stream_keeps_the_partial(
    responses_server: ResponsesLoopbackServer, model: OpenAiResponsesChatModel
) -> None:
    responses_server.add(ErrorReply(429, "slow", headers={"Retry-After": "0"}), ResponsesReply("ok"))
    assert (await model.call(Prompt("hi"))).text == "ok"
    events: list[Any] = response_events([message_item("Hello there friend")], chunk_size=3)[:8]
    responses_server.add(StreamReply([*events, CUT], done=False))
    with pytest.raises(StreamInterruptedError) as caught:
        await collect(model, "hi")
    assert caught.value.partial is not None and caught.value.partial.text.startswith("Hel")
    responses_server.add(StreamReply(events, done=False))
    with pytest.raises(StreamInterruptedError, match=r"response\.completed"):
        await collect(model, "hi")


async def test_garbage_in_a_stream_is_a_provider_response_error(
    responses_server: ResponsesLoopbackServer, model: OpenAiResponsesChatModel
) -> None:
    events: list[Any] = response_events([message_item("abc")])
    events.insert(4, b"data: {not json\n\n")
    responses_server.add(StreamReply(events, done=False))
    with pytest.raises(ProviderResponseError, match="not JSON"):
        await collect(model, "hi")
    bad = {"type": "response.output_text.delta", "item_id": "msg_1", "output_index": 0, "delta": 5}
    responses_server.add(StreamReply([bad], done=False))
    with pytest.raises(ProviderResponseError, match="delta must be a string") as caught:
        await collect(model, "hi")
    assert caught.value.payload == orjson.dumps(bad).decode()


async def test_model_calls_get_the_genai_spans(
    responses_server: ResponsesLoopbackServer, model: OpenAiResponsesChatModel, monkeypatch: pytest.MonkeyPatch
) -> None:
    from opentelemetry.sdk.trace import TracerProvider
    from opentelemetry.sdk.trace.export import SimpleSpanProcessor
    from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

    from sprig import _telemetry

    exporter = InMemorySpanExporter()
    provider = TracerProvider()
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    monkeypatch.setattr(_telemetry, "_active_tracer", lambda: provider.get_tracer("test"))
    responses_server.add(ResponsesReply("hi", usage=responses_usage(7, 3)))
    await ChatClient.builder(model).build().prompt("hello").call().acontent()
    [chat] = [s for s in exporter.get_finished_spans() if s.name == "chat gpt-test"]
    assert chat.attributes is not None
    assert chat.attributes["gen_ai.usage.input_tokens"] == 7 and chat.attributes["gen_ai.usage.output_tokens"] == 3


@pytest.mark.parametrize("stream", [False, True])
async def test_malformed_arguments_heal_in_the_tool_loop(
    responses_server: ResponsesLoopbackServer, model: OpenAiResponsesChatModel, stream: bool
) -> None:
    cut = ResponsesReply(output=[function_call_item("call_1", "weather", '{"city": "Paris"')])  # no closing brace
    responses_server.add(cut, ResponsesReply("Sunny."))
    spec = ChatClient.builder(model).default_tools(weather).build().prompt("weather?")
    text = "".join([piece async for piece in spec.stream().content()]) if stream else await spec.call().acontent()
    assert text == "Sunny."
    [output] = [i for i in input_items(responses_server.requests[1]) if i.get("type") == "function_call_output"]
    assert output["output"] == "sunny in Paris"  # repaired, then run


async def test_reasoning_items_go_back_after_a_round_paused_for_approval(
    responses_server: ResponsesLoopbackServer, model: OpenAiResponsesChatModel
) -> None:
    @tool(description="Current weather for a city", requires_approval=True)
    def guarded_weather(city: str) -> str:
        return f"sunny in {city}"

    client = ChatClient.builder(model).default_tools(guarded_weather).build()
    paused_round = ResponsesReply(
        output=[
            reasoning_item("look it up", encrypted="enc-secret", id="rs_9"),
            function_call_item("call_1", "guarded_weather", '{"city": "Paris"}'),
        ]
    )
    responses_server.add(paused_round, ResponsesReply("It is sunny."))
    request = client.prompt("weather in Paris?").advisor_params(conversation_id="p1")
    paused = await request.call().achat_client_response()
    assert [p.id for p in paused.pending] == ["call_1"]
    resumed = client.prompt().advisor_params(conversation_id="p1").resume(approve=["call_1"])
    assert await resumed.call().acontent() == "It is sunny."
    items = input_items(responses_server.requests[1])
    kinds = [item.get("type", item.get("role")) for item in items]
    assert kinds == ["user", "reasoning", "function_call", "function_call_output"]
    assert items[1]["encrypted_content"] == "enc-secret"
