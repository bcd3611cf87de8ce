"""OpenAiChatModel: the request it sends (body, headers, URL, configuration)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

from sprig.messages import (
    AssistantMessage,
    SystemMessage,
    ToolCall,
    ToolResponse,
    ToolResponseMessage,
    UserMessage,
)
from sprig.models import OpenAiChatModel, RetryPolicy
from sprig.prompt import ChatOptions, Prompt
from sprig.tools.callback import ToolCallback
from sprig.tools.context import ToolContext
from sprig.tools.definition import ToolDefinition
from support.openai_server import OpenAiLoopbackServer, reply

WEATHER_SCHEMA = {
    "type": "object",
    "properties": {"city": {"type": "string"}},
    "required": ["city"],
    "additionalProperties": False,
}


class ExplodingTool(ToolCallback):
    """A tool that fails the test if anything runs it: the model must never execute tools."""

    def __init__(self, name: str = "weather", schema: Mapping[str, Any] = WEATHER_SCHEMA) -> None:
        self._definition = ToolDefinition(name, f"The {name} tool", schema)

    @property
    def definition(self) -> ToolDefinition:
        return self._definition

    async def acall(self, arguments: str, context: ToolContext | Mapping[str, Any] | None = None) -> str:
        raise AssertionError("the model executed a tool")


def model_for(server: OpenAiLoopbackServer, **kwargs: Any) -> OpenAiChatModel:
    kwargs.setdefault("model", "test-model")
    kwargs.setdefault("api_key", "sk-test")
    return OpenAiChatModel(base_url=server.url, retry=RetryPolicy.none(), **kwargs)


async def test_messages_are_mapped_in_order_with_raw_arguments(openai_server: OpenAiLoopbackServer) -> None:
    openai_server.add(reply("ok"))
    raw = '{ "city" :  "Paris" }'
    messages = [
        SystemMessage("be brief"),
        UserMessage("weather?"),
        AssistantMessage("looking", (ToolCall("c1", "weather", raw), ToolCall("c2", "time", ""))),
        ToolResponseMessage((ToolResponse("c1", "weather", "sunny"), ToolResponse("c2", "time", "noon")), "REMINDER"),
        AssistantMessage("It is sunny."),
    ]
    async with model_for(openai_server) as model:
        await model.call(Prompt(messages))
    sent = openai_server.last_request.body["messages"]
    assert sent == [
        {"role": "system", "content": "be brief"},
        {"role": "user", "content": "weather?"},
        {
            "role": "assistant",
            "content": "looking",
            "tool_calls": [
                {"id": "c1", "type": "function", "function": {"name": "weather", "arguments": raw}},
                {"id": "c2", "type": "function", "function": {"name": "time", "arguments": "{}"}},
            ],
        },
        {"role": "tool", "tool_call_id": "c1", "content": "sunny"},
        {"role": "tool", "tool_call_id": "c2", "content": "noon\n\nREMINDER"},
        {"role": "assistant", "content": "It is sunny."},
    ]


async def test_assistant_with_only_tool_calls_sends_null_content_and_no_reasoning(
    openai_server: OpenAiLoopbackServer,
) -> None:
    openai_server.add(reply("ok"))
    message = AssistantMessage("", (ToolCall("c1", "weather", "{}"),), reasoning="secret thoughts")
    tool_result = ToolResponseMessage((ToolResponse("c1", "weather", ""),), "hint")
    async with model_for(openai_server) as model:
        await model.call(Prompt([UserMessage("hi"), message, tool_result]))
    sent = openai_server.last_request.body["messages"]
    assert sent[1]["content"] is None
    assert "reasoning_content" not in sent[1]
    assert sent[2] == {"role": "tool", "tool_call_id": "c1", "content": "hint"}


async def test_tool_response_message_without_responses_sends_its_text_as_user_text(
    openai_server: OpenAiLoopbackServer,
) -> None:
    openai_server.add(reply("ok"))
    async with model_for(openai_server) as model:
        await model.call(Prompt([UserMessage("hi"), ToolResponseMessage((), "remember the plan")]))
    assert openai_server.last_request.body["messages"][1] == {"role": "user", "content": "remember the plan"}


async def test_tools_sampling_options_and_extra_body(openai_server: OpenAiLoopbackServer) -> None:
    openai_server.add(reply("ok"))
    strict_schema = {**WEATHER_SCHEMA, "strict": True}
    options = ChatOptions(
        temperature=0.2,
        top_p=0.9,
        top_k=40,
        max_tokens=128,
        stop=["END"],
        seed=7,
        presence_penalty=0.5,
        frequency_penalty=-0.5,
        response_format={"type": "json_object"},
        parallel_tool_calls=False,
        tool_choice="required",
        tool_callbacks=[ExplodingTool(), ExplodingTool("lookup", strict_schema)],
        tool_context={"secret": "never sent"},
        extra_body={"temperature": 1.5, "enable_thinking": False},
    )
    async with model_for(openai_server) as model:
        await model.call(Prompt("weather?", options))
    body = openai_server.last_request.body
    assert body["model"] == "test-model"
    assert body["temperature"] == 1.5  # extra_body is merged last
    assert body["enable_thinking"] is False
    assert (body["top_p"], body["top_k"], body["max_tokens"], body["seed"]) == (0.9, 40, 128, 7)
    assert (body["presence_penalty"], body["frequency_penalty"]) == (0.5, -0.5)
    assert body["stop"] == ["END"]
    assert body["response_format"] == {"type": "json_object"}
    assert body["parallel_tool_calls"] is False
    assert body["tool_choice"] == "required"
    assert body["tools"] == [
        {
            "type": "function",
            "function": {"name": "weather", "description": "The weather tool", "parameters": WEATHER_SCHEMA},
        },
        {
            "type": "function",
            "function": {
                "name": "lookup",
                "description": "The lookup tool",
                "strict": True,
                "parameters": WEATHER_SCHEMA,
            },
        },
    ]
    assert "stream" not in body and "stream_options" not in body
    assert "never sent" not in openai_server.last_request.raw.decode()


async def test_tool_choice_and_parallel_calls_are_left_out_without_tools(
    openai_server: OpenAiLoopbackServer,
) -> None:
    openai_server.add(reply("ok"))
    async with model_for(openai_server) as model:
        await model.call(Prompt("hi", ChatOptions(tool_choice="auto", parallel_tool_calls=True)))
    body = openai_server.last_request.body
    assert set(body) == {"model", "messages"}


async def test_stream_asks_for_usage(openai_server: OpenAiLoopbackServer) -> None:
    openai_server.add(reply("ok"))
    async with model_for(openai_server) as model:
        [chunk async for chunk in model.stream(Prompt("hi"))]
    body = openai_server.last_request.body
    assert body["stream"] is True
    assert body["stream_options"] == {"include_usage": True}


async def test_request_options_merge_over_default_options(openai_server: OpenAiLoopbackServer) -> None:
    openai_server.add(reply("ok"), reply("ok"))
    defaults = ChatOptions(model="default-model", temperature=0.1, max_tokens=50, extra_body={"a": 1, "b": 1})
    async with model_for(openai_server, model=None, options=defaults) as model:
        assert model.default_options is defaults
        await model.call(Prompt("hi"))
        await model.call(Prompt("hi", ChatOptions(model="other", temperature=0.7, extra_body={"b": 2})))
    first, second = (r.body for r in openai_server.requests)
    assert (first["model"], first["temperature"], first["max_tokens"], first["a"], first["b"]) == (
        "default-model",
        0.1,
        50,
        1,
        1,
    )
    assert (second["model"], second["temperature"], second["max_tokens"], second["a"], second["b"]) == (
        "other",
        0.7,
        50,
        1,
        2,
    )


async def test_model_argument_wins_over_options_model() -> None:
    model = OpenAiChatModel("gpt-x", options=ChatOptions(model="ignored", temperature=0.3), base_url="http://x")
    assert model.default_options.model == "gpt-x"
    assert model.default_options.temperature == 0.3
    assert model.request_body(Prompt("hi"))["model"] == "gpt-x"


async def test_headers_and_url(openai_server: OpenAiLoopbackServer) -> None:
    openai_server.add(reply("ok"))
    async with model_for(openai_server, headers={"X-Tenant": "acme"}) as model:
        await model.call(Prompt("hi"))
    request = openai_server.last_request
    assert request.path == "/v1/chat/completions"
    assert request.headers["Authorization"] == "Bearer sk-test"
    assert request.headers["X-Tenant"] == "acme"
    assert request.headers["Content-Type"] == "application/json"


async def test_base_url_without_v1_and_full_endpoint_url(openai_server: OpenAiLoopbackServer) -> None:
    openai_server.add(reply("a"), reply("b"))
    root = openai_server.url.removesuffix("/v1")
    async with OpenAiChatModel("m", base_url=root + "/", api_key="k") as model:
        assert (await model.call(Prompt("hi"))).text == "a"
    async with OpenAiChatModel("m", base_url=openai_server.url + "/chat/completions", api_key="k") as model:
        assert (await model.call(Prompt("hi"))).text == "b"
    assert [r.path for r in openai_server.requests] == ["/chat/completions", "/v1/chat/completions"]


async def test_configuration_from_environment(
    openai_server: OpenAiLoopbackServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("OPENAI_BASE_URL", openai_server.url)
    monkeypatch.setenv("OPENAI_API_KEY", "sk-from-env")
    openai_server.add(reply("ok"))
    async with OpenAiChatModel("m") as model:
        assert model.base_url == openai_server.url
        assert (await model.call(Prompt("hi"))).text == "ok"
    assert openai_server.last_request.headers["Authorization"] == "Bearer sk-from-env"


async def test_no_api_key_sends_no_authorization(
    openai_server: OpenAiLoopbackServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    openai_server.add(reply("ok"))
    async with OpenAiChatModel("llama3", base_url=openai_server.url, provider_name="ollama") as model:
        await model.call(Prompt("hi"))
    assert "Authorization" not in openai_server.last_request.headers


def test_default_base_url_is_openai(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("OPENAI_BASE_URL", raising=False)
    model = OpenAiChatModel("gpt-4o-mini")
    assert model.url == "https://api.openai.com/v1/chat/completions"


async def test_missing_model_name_is_a_clear_error(openai_server: OpenAiLoopbackServer) -> None:
    async with OpenAiChatModel(base_url=openai_server.url) as model:
        with pytest.raises(ValueError, match="no model name"):
            await model.call(Prompt("hi"))
        with pytest.raises(ValueError, match="no model name"):
            [c async for c in model.stream(Prompt("hi"))]
    assert openai_server.requests == []


@pytest.mark.parametrize(
    ("kwargs", "error", "match"),
    [
        ({"base_url": "ftp://example.com"}, ValueError, "base_url"),
        ({"base_url": "not a url"}, ValueError, "base_url"),
        ({"timeout": -1}, ValueError, "timeout"),
        ({"connect_timeout": "10"}, ValueError, "connect_timeout"),
        ({"retry": 3}, TypeError, "RetryPolicy"),
        ({"options": {"temperature": 1}}, TypeError, "ChatOptions"),
        ({"model": ""}, ValueError, "model"),
        ({"max_connections": 0}, ValueError, "max_connections"),
    ],
)
def test_bad_configuration(kwargs: dict[str, Any], error: type[Exception], match: str) -> None:
    kwargs.setdefault("base_url", "http://127.0.0.1:1/v1")
    kwargs.setdefault("model", "m")
    with pytest.raises(error, match=match):
        OpenAiChatModel(**kwargs)


async def test_bad_prompt_and_message_types(openai_server: OpenAiLoopbackServer) -> None:
    async with model_for(openai_server) as model:
        with pytest.raises(TypeError, match="Prompt"):
            await model.call("hi")  # type: ignore[arg-type]
        with pytest.raises(TypeError, match="dict"):
            await model.call(Prompt([{"role": "user", "content": "hi"}]))  # type: ignore[list-item]
    assert openai_server.requests == []
