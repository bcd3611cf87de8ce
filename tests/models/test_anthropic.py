"""AnthropicChatModel against a loopback server speaking the Messages API wire format."""

from __future__ import annotations

from collections.abc import AsyncIterator, Mapping
from typing import Any

import orjson
import pytest

from sprig.messages import (
    AssistantMessage,
    SystemMessage,
    ToolCall,
    ToolResponse,
    ToolResponseMessage,
    UserMessage,
)
from sprig.models import (
    AnthropicChatModel,
    AuthenticationError,
    BadRequestError,
    ChatResponse,
    ProviderResponseError,
    RateLimitError,
    RetryPolicy,
    ServerError,
    StreamInterruptedError,
    Usage,
    aggregate_chunks,
)
from sprig.prompt import ChatOptions, Prompt
from sprig.tools.callback import ToolCallback
from sprig.tools.context import ToolContext
from sprig.tools.definition import ToolDefinition
from support.anthropic_server import (
    CUT,
    AnthropicLoopbackServer,
    Json,
    Sse,
    error_body,
    message,
    message_events,
)

FAST = RetryPolicy(max_attempts=3, initial_backoff=0.001, max_backoff=0.01)
WEATHER_SCHEMA = {
    "type": "object",
    "properties": {"city": {"type": "string"}},
    "required": ["city"],
    "additionalProperties": False,
}


class Weather(ToolCallback):
    @property
    def definition(self) -> ToolDefinition:
        return ToolDefinition("weather", "Current weather for a city", WEATHER_SCHEMA)

    async def acall(self, arguments: str, context: ToolContext | Mapping[str, Any] | None = None) -> str:
        return "sunny"


@pytest.fixture
async def server() -> AsyncIterator[AnthropicLoopbackServer]:
    async with AnthropicLoopbackServer() as running:
        yield running


@pytest.fixture
async def model(server: AnthropicLoopbackServer) -> AsyncIterator[AnthropicChatModel]:
    instance = AnthropicChatModel("claude-test", base_url=server.url, api_key="sk-test", retry=FAST)
    yield instance
    await instance.aclose()


async def collect(model: AnthropicChatModel, prompt: Prompt) -> list[ChatResponse]:
    return [chunk async for chunk in model.stream(prompt)]


TOOL_ROUND = [
    SystemMessage("Be brief."),
    UserMessage("Weather in Paris and Rome?"),
    AssistantMessage(
        "Checking.",
        (
            ToolCall("toolu_1", "weather", '{"city":"Paris"}'),
            ToolCall("toolu_2", "weather", '{"city": "Rome"}'),
        ),
    ),
    ToolResponseMessage(
        (ToolResponse("toolu_1", "weather", "sunny"), ToolResponse("toolu_2", "weather", "rain")),
        text="<reminder>Update your todos.</reminder>",
    ),
]


async def test_blocking_text_reply_and_request_shape(
    server: AnthropicLoopbackServer, model: AnthropicChatModel
) -> None:
    usage = {
        "input_tokens": 12,
        "output_tokens": 7,
        "cache_creation_input_tokens": 100,
        "cache_read_input_tokens": 300,
    }
    server.add(Json(message([{"type": "text", "text": "Hello!"}], usage=usage)))
    response = await model.call(Prompt([SystemMessage("Be kind."), UserMessage("Hi")]))
    assert response.text == "Hello!" and response.finish_reason == "stop"
    assert response.usage == Usage(412, 7, 419, 300)
    assert response.metadata["id"] == "msg_01" and response.metadata["cache_creation_input_tokens"] == 100
    (request,) = server.requests
    assert request.body == {
        "model": "claude-test",
        "max_tokens": 4096,
        "system": "Be kind.",
        "messages": [{"role": "user", "content": [{"type": "text", "text": "Hi"}]}],
    }
    assert request.headers["x-api-key"] == "sk-test"
    assert request.headers["anthropic-version"] == "2023-06-01"


async def test_tool_results_then_reminder_in_one_user_message(
    server: AnthropicLoopbackServer, model: AnthropicChatModel
) -> None:
    server.add(Json(message([{"type": "text", "text": "Paris sunny, Rome rain."}])))
    options = ChatOptions(tool_callbacks=[Weather()], max_tokens=300, temperature=0.5, stop=["END"])
    await model.call(Prompt([*TOOL_ROUND, UserMessage("Thanks")], options))
    body = server.requests[0].body
    assert body["messages"] == [
        {"role": "user", "content": [{"type": "text", "text": "Weather in Paris and Rome?"}]},
        {
            "role": "assistant",
            "content": [
                {"type": "text", "text": "Checking."},
                {"type": "tool_use", "id": "toolu_1", "name": "weather", "input": {"city": "Paris"}},
                {"type": "tool_use", "id": "toolu_2", "name": "weather", "input": {"city": "Rome"}},
            ],
        },
        {
            "role": "user",
            "content": [
                {"type": "tool_result", "tool_use_id": "toolu_1", "content": "sunny"},
                {"type": "tool_result", "tool_use_id": "toolu_2", "content": "rain"},
                {"type": "text", "text": "<reminder>Update your todos.</reminder>"},
                {"type": "text", "text": "Thanks"},
            ],
        },
    ]
    assert body["system"] == "Be brief."
    assert body["tools"] == [
        {"name": "weather", "description": "Current weather for a city", "input_schema": WEATHER_SCHEMA}
    ]
    assert (body["max_tokens"], body["temperature"], body["stop_sequences"]) == (300, 0.5, ["END"])
    assert "tool_choice" not in body


@pytest.mark.parametrize(
    ("choice", "parallel", "expected"),
    [
        ("auto", None, {"type": "auto"}),
        ("required", None, {"type": "any"}),
        ("none", None, {"type": "none"}),
        ("weather", False, {"type": "tool", "name": "weather", "disable_parallel_tool_use": True}),
        ({"type": "function", "function": {"name": "weather"}}, None, {"type": "tool", "name": "weather"}),
        (None, False, {"type": "auto", "disable_parallel_tool_use": True}),
    ],
)
def test_tool_choice_mapping(choice: Any, parallel: bool | None, expected: dict[str, Any]) -> None:
    model = AnthropicChatModel("claude-test", base_url="http://127.0.0.1:9", api_key="k")
    options = ChatOptions(tool_callbacks=[Weather()], tool_choice=choice, parallel_tool_calls=parallel)
    assert model.request_body(Prompt("x", options))["tool_choice"] == expected


def test_malformed_arguments_and_empty_messages_are_kept_sendable() -> None:
    model = AnthropicChatModel("claude-test", base_url="http://127.0.0.1:9", api_key="k")
    messages = [
        UserMessage("a"),
        AssistantMessage(""),
        UserMessage("b"),
        AssistantMessage(tool_calls=(ToolCall("t1", "weather", '{"city": '), ToolCall("t2", "weather", ""))),
    ]
    body = model.request_body(Prompt(messages, ChatOptions(extra_body={"thinking": {"type": "enabled"}})))
    assert body["messages"][0] == {
        "role": "user",
        "content": [{"type": "text", "text": "a"}, {"type": "text", "text": "b"}],
    }
    inputs = [block["input"] for block in body["messages"][1]["content"]]
    assert inputs == [{"_raw_arguments": '{"city": '}, {}]
    assert body["thinking"] == {"type": "enabled"}


async def test_blocking_tool_use_and_thinking(server: AnthropicLoopbackServer, model: AnthropicChatModel) -> None:
    server.add(
        Json(
            message(
                [
                    {"type": "thinking", "thinking": "User wants weather.", "signature": "sig=="},
                    {"type": "text", "text": "Let me check."},
                    {"type": "tool_use", "id": "toolu_9", "name": "weather", "input": {"city": "Paris"}},
                ],
                stop_reason="tool_use",
            )
        )
    )
    response = await model.call(Prompt("Weather?", ChatOptions(tool_callbacks=[Weather()])))
    output = response.result.output
    assert output.text == "Let me check." and output.reasoning == "User wants weather."
    assert output.tool_calls == (ToolCall("toolu_9", "weather", '{"city":"Paris"}'),)
    assert response.finish_reason == "tool_calls"
    # The thinking block goes back unchanged (signature included) before the tool_use block.
    server.add(Json(message([{"type": "text", "text": "Sunny."}])))
    results = ToolResponseMessage((ToolResponse("toolu_9", "weather", "sunny"),))
    await model.call(Prompt([UserMessage("Weather?"), output, results]))
    assistant = server.requests[1].body["messages"][1]["content"]
    assert assistant[0] == {"type": "thinking", "thinking": "User wants weather.", "signature": "sig=="}
    assert [b["type"] for b in assistant] == ["thinking", "text", "tool_use"]


async def test_blocking_max_tokens_inside_tool_use_is_incomplete(
    server: AnthropicLoopbackServer, model: AnthropicChatModel
) -> None:
    blocks = [
        {"type": "tool_use", "id": "a", "name": "weather", "input": {"city": "Oslo"}},
        {"type": "tool_use", "id": "b", "name": "weather", "input": {}},
    ]
    server.add(Json(message(blocks, stop_reason="max_tokens")))
    response = await model.call(Prompt("x"))
    assert response.finish_reason == "length"
    assert [c.incomplete for c in response.result.output.tool_calls] == [False, True]


async def test_stream_text_thinking_and_split_tool_input(
    server: AnthropicLoopbackServer, model: AnthropicChatModel
) -> None:
    blocks = [
        {"type": "thinking", "thinking": "Two cities, two calls.", "signature": "SIG"},
        {"type": "text", "text": "Checking both."},
        {"type": "tool_use", "id": "toolu_a", "name": "weather", "input": {"city": "Paris"}},
        {"type": "tool_use", "id": "toolu_b", "name": "weather", "input": {"city": "Rome"}},
    ]
    usage = {"input_tokens": 20, "output_tokens": 1, "cache_read_input_tokens": 50}
    server.add(Sse(message_events(blocks, "tool_use", usage, piece=3)))
    chunks = await collect(model, Prompt("Weather in Paris and Rome?", ChatOptions(tool_callbacks=[Weather()])))
    texts = [c.text for c in chunks if c.text]
    assert len(texts) > 1 and "".join(texts) == "Checking both."
    assert "".join(c.result.output.reasoning for c in chunks) == "Two cities, two calls."
    assert all(not c.text for c in chunks if c.result.output.reasoning)
    deltas = [d for c in chunks for d in c.result.tool_call_deltas]
    assert (deltas[0].index, deltas[0].id, deltas[0].name) == (0, "toolu_a", "weather")
    assert len([d for d in deltas if d.index == 0 and d.arguments]) > 2
    assert "".join(d.arguments for d in deltas if d.index == 1) == '{"city":"Rome"}'
    final = chunks[-1]
    assert final.finish_reason == "tool_calls"
    assert final.result.output.tool_calls == (
        ToolCall("toolu_a", "weather", '{"city":"Paris"}'),
        ToolCall("toolu_b", "weather", '{"city":"Rome"}'),
    )
    assert final.usage == Usage(70, 42, 112, 50)
    whole = aggregate_chunks(chunks)
    assert whole.text == "Checking both." and whole.result.output.reasoning == "Two cities, two calls."
    assert whole.result.output.metadata["anthropic_thinking"] == (
        {"type": "thinking", "thinking": "Two cities, two calls.", "signature": "SIG"},
    )
    assert server.requests[0].body["stream"] is True


async def test_stream_tool_use_without_input_deltas_is_empty_object(
    server: AnthropicLoopbackServer, model: AnthropicChatModel
) -> None:
    events = message_events([{"type": "tool_use", "id": "t", "name": "now", "input": {}}], "tool_use")
    events = [e for e in events if not (isinstance(e, dict) and e.get("delta", {}).get("type") == "input_json_delta")]
    server.add(Sse(events))
    chunks = await collect(model, Prompt("time?"))
    assert chunks[-1].result.output.tool_calls == (ToolCall("t", "now", "{}"),)


@pytest.mark.parametrize("block_closed", [True, False])
async def test_stream_max_tokens_inside_tool_use(
    server: AnthropicLoopbackServer, model: AnthropicChatModel, block_closed: bool
) -> None:
    events = message_events([{"type": "tool_use", "id": "t", "name": "weather", "input": {"city": "Paris"}}])
    cut = [e for e in events if block_closed or e.get("type") != "content_block_stop"]
    cut = [e for e in cut if e.get("delta", {}).get("partial_json") not in ('is"}', "}")]
    for event in cut:
        if event["type"] == "message_delta":
            event["delta"]["stop_reason"] = "max_tokens"
    server.add(Sse(cut))
    chunks = await collect(model, Prompt("x"))
    (call,) = chunks[-1].result.output.tool_calls
    assert chunks[-1].finish_reason == "length" and call.incomplete
    with pytest.raises(orjson.JSONDecodeError):
        orjson.loads(call.arguments)


async def test_cut_stream_keeps_the_partial(server: AnthropicLoopbackServer, model: AnthropicChatModel) -> None:
    events = message_events([{"type": "text", "text": "Hello there, friend."}])
    server.add(Sse([*events[:6], CUT]))
    seen: list[str] = []
    with pytest.raises(StreamInterruptedError) as caught:
        async for chunk in model.stream(Prompt("hi")):
            seen.append(chunk.text)
    assert caught.value.partial is not None
    assert caught.value.partial.text == "".join(seen) and seen
    assert len(server.requests) == 1  # never retried after data was handed out


async def test_stream_without_message_stop_is_interrupted(
    server: AnthropicLoopbackServer, model: AnthropicChatModel
) -> None:
    events = message_events([{"type": "text", "text": "Half an answer"}])
    server.add(Sse(events[:-2]))
    with pytest.raises(StreamInterruptedError) as caught:
        await collect(model, Prompt("hi"))
    assert caught.value.partial is not None and caught.value.partial.text == "Half an answer"


async def test_error_event_mid_stream(server: AnthropicLoopbackServer, model: AnthropicChatModel) -> None:
    events = message_events([{"type": "text", "text": "Partial"}])
    server.add(Sse([*events[:5], error_body("overloaded_error", "Overloaded")]))
    with pytest.raises(StreamInterruptedError) as caught:
        await collect(model, Prompt("hi"))
    assert caught.value.provider_message == "Overloaded"
    assert caught.value.partial is not None and caught.value.partial.text.startswith("Par")


async def test_comments_are_skipped_but_an_undecodable_line_fails_the_stream(
    server: AnthropicLoopbackServer, model: AnthropicChatModel
) -> None:
    events = message_events([{"type": "text", "text": "ok"}])
    server.add(Sse([events[0], b": comment\n\n", *events[1:]]))
    assert aggregate_chunks(await collect(model, Prompt("hi"))).text == "ok"
    server.add(Sse([events[0], b"data: {not json\n\n", *events[1:]]))
    with pytest.raises(ProviderResponseError, match="not JSON") as caught:
        await collect(model, Prompt("hi"))
    assert caught.value.payload == "{not json"


async def test_429_then_success(server: AnthropicLoopbackServer, model: AnthropicChatModel) -> None:
    server.add(
        Json(error_body("rate_limit_error", "slow down"), status=429, headers={"retry-after": "0"}),
        Json(message([{"type": "text", "text": "ok"}])),
    )
    assert (await model.call(Prompt("hi"))).text == "ok"
    assert len(server.requests) == 2


async def test_stream_429_then_success(server: AnthropicLoopbackServer, model: AnthropicChatModel) -> None:
    server.add(
        Json(error_body("rate_limit_error", "slow down"), status=429),
        Sse(message_events([{"type": "text", "text": "ok"}])),
    )
    assert aggregate_chunks(await collect(model, Prompt("hi"))).text == "ok"
    assert len(server.requests) == 2


@pytest.mark.parametrize("status", [529, 500])
async def test_server_errors_forever(server: AnthropicLoopbackServer, model: AnthropicChatModel, status: int) -> None:
    server.always = Json(error_body("overloaded_error", "Overloaded"), status=status)
    with pytest.raises(ServerError) as caught:
        await model.call(Prompt("hi"))
    assert caught.value.status == status and caught.value.provider_message == "Overloaded"
    assert len(server.requests) == FAST.max_attempts
    with pytest.raises(ServerError):
        await collect(model, Prompt("hi"))


async def test_rate_limit_forever(server: AnthropicLoopbackServer, model: AnthropicChatModel) -> None:
    server.always = Json(error_body("rate_limit_error", "slow down"), status=429)
    with pytest.raises(RateLimitError):
        await model.call(Prompt("hi"))
    assert len(server.requests) == FAST.max_attempts


async def test_bad_request_carries_the_provider_message(
    server: AnthropicLoopbackServer, model: AnthropicChatModel
) -> None:
    text = "messages.1.content.0: tool_result block(s) must come first"
    server.add(Json(error_body("invalid_request_error", text), status=400))
    with pytest.raises(BadRequestError) as caught:
        await model.call(Prompt("hi"))
    assert caught.value.provider_message == text and caught.value.status == 400
    assert len(server.requests) == 1


async def test_authentication_error(server: AnthropicLoopbackServer, model: AnthropicChatModel) -> None:
    server.add(Json(error_body("authentication_error", "invalid x-api-key"), status=401))
    with pytest.raises(AuthenticationError, match="invalid x-api-key"):
        await model.call(Prompt("hi"))


async def test_environment_configures_key_and_base_url(
    server: AnthropicLoopbackServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("ANTHROPIC_API_KEY", "sk-env")
    monkeypatch.setenv("ANTHROPIC_BASE_URL", server.url)
    server.add(Json(message([{"type": "text", "text": "ok"}])))
    async with AnthropicChatModel("claude-test", retry=FAST) as model:
        assert model.url == f"{server.url}/v1/messages"
        await model.call(Prompt("hi"))
    assert server.requests[0].headers["x-api-key"] == "sk-env"


def test_bad_configuration_is_rejected() -> None:
    with pytest.raises(ValueError, match="base_url"):
        AnthropicChatModel("m", base_url="ftp://x", api_key="k")
    with pytest.raises(ValueError, match="default_max_tokens"):
        AnthropicChatModel("m", base_url="http://x", api_key="k", default_max_tokens=0)
    with pytest.raises(ValueError, match="no model name"):
        AnthropicChatModel(base_url="http://x", api_key="k").request_body(Prompt("hi"))
    with pytest.raises(TypeError, match="Prompt"):
        AnthropicChatModel("m", base_url="http://x", api_key="k").request_body("hi")  # type: ignore[arg-type]
