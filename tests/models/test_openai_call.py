"""OpenAiChatModel.call: parsing blocking Chat Completions replies."""

from __future__ import annotations

from typing import Any

import pytest

from sprig.models import ChatModel, ChatModelError, OpenAiChatModel, Usage
from sprig.models.errors import AuthenticationError, RateLimitError
from sprig.prompt import Prompt
from support.openai_server import JsonReply, OpenAiLoopbackServer, completion, tool_call, usage


async def test_text_reply_with_usage_and_metadata(
    openai_server: OpenAiLoopbackServer, openai_model: OpenAiChatModel
) -> None:
    openai_server.add(
        JsonReply(completion("Hello!", usage=usage(12, 3, cached_tokens=8, reasoning_tokens=2), model="gpt-x"))
    )
    response = await openai_model.call(Prompt("hi"))
    assert isinstance(openai_model, ChatModel)
    assert response.text == "Hello!"
    assert response.finish_reason == "stop"
    assert response.usage == Usage(12, 3, 15, 8, 2)
    assert response.metadata["model"] == "gpt-x"
    assert response.metadata["id"] == "chatcmpl-loopback"
    assert not response.has_tool_calls


async def test_tool_calls_keep_raw_arguments(
    openai_server: OpenAiLoopbackServer, openai_model: OpenAiChatModel
) -> None:
    raw = '{"city":  "Paris",\n "unit": "C"}'
    openai_server.add(
        JsonReply(completion("Let me check.", tool_calls=[tool_call("c1", "weather", raw), tool_call("c2", "time")]))
    )
    response = await openai_model.call(Prompt("hi"))
    calls = response.result.output.tool_calls
    assert [(c.id, c.name, c.arguments, c.incomplete) for c in calls] == [
        ("c1", "weather", raw, False),
        ("c2", "time", "{}", False),
    ]
    assert response.text == "Let me check."
    assert response.finish_reason == "tool_calls"


async def test_length_in_the_middle_of_a_tool_call_is_incomplete(
    openai_server: OpenAiLoopbackServer, openai_model: OpenAiChatModel
) -> None:
    openai_server.add(
        JsonReply(completion(None, tool_calls=[tool_call("c1", "write", '{"text": "abc')], finish_reason="length"))
    )
    response = await openai_model.call(Prompt("hi"))
    assert response.finish_reason == "length"
    (call,) = response.result.output.tool_calls
    assert call.incomplete is True
    assert call.arguments == '{"text": "abc'


async def test_deepseek_reasoning_and_cache_hits(
    openai_server: OpenAiLoopbackServer, openai_model: OpenAiChatModel
) -> None:
    body = completion("42", reasoning="think think")
    body["usage"] = {"prompt_tokens": 100, "completion_tokens": 20, "prompt_cache_hit_tokens": 64}
    openai_server.add(JsonReply(body))
    response = await openai_model.call(Prompt("hi"))
    assert response.text == "42"
    assert response.result.output.reasoning == "think think"
    assert response.usage == Usage(100, 20, 120, 64, 0)


async def test_provider_quirks_in_messages(openai_server: OpenAiLoopbackServer, openai_model: OpenAiChatModel) -> None:
    message: dict[str, Any] = {
        "role": "assistant",
        "content": [{"type": "text", "text": "a"}, {"type": "image"}, {"type": "text", "text": "b"}],
        "reasoning": "vllm style",
        "refusal": "no can do",
        "tool_calls": [{"type": "function", "function": {"name": "weather", "arguments": {"city": "Oslo"}}}],
    }
    openai_server.add(JsonReply({"id": "x", "choices": [{"index": 0, "message": message, "finish_reason": "stop"}]}))
    response = await openai_model.call(Prompt("hi"))
    output = response.result.output
    assert output.text == "ab"
    assert output.reasoning == "vllm style"
    assert output.metadata["refusal"] == "no can do"
    (call,) = output.tool_calls
    assert call.id.startswith("call_") and len(call.id) > 10  # generated: Ollama sends none
    assert call.arguments == '{"city":"Oslo"}'
    # "stop" with tool calls (Ollama, some vLLM builds) is reported as a tool-call turn.
    assert response.finish_reason == "tool_calls"
    assert response.usage is None


async def test_unknown_finish_reasons_and_several_choices(
    openai_server: OpenAiLoopbackServer, openai_model: OpenAiChatModel
) -> None:
    body = {
        "choices": [
            {"index": 0, "message": {"content": "a"}, "finish_reason": "content_filter"},
            {"index": 1, "message": {"content": "b"}, "finish_reason": "something_new"},
        ]
    }
    openai_server.add(JsonReply(body))
    response = await openai_model.call(Prompt("hi"))
    assert [(g.output.text, g.finish_reason) for g in response.generations] == [
        ("a", "content_filter"),
        ("b", "stop"),
    ]


async def test_minimax_error_inside_http_200(
    openai_server: OpenAiLoopbackServer, openai_model: OpenAiChatModel
) -> None:
    openai_server.add(
        JsonReply({"choices": None, "base_resp": {"status_code": 1004, "status_msg": "login fail"}}),
        JsonReply({"base_resp": {"status_code": 1002, "status_msg": "rpm limit"}}),
    )
    with pytest.raises(AuthenticationError, match="login fail") as auth:
        await openai_model.call(Prompt("hi"))
    assert auth.value.provider_message == "login fail"
    with pytest.raises(RateLimitError, match="rpm limit"):
        await openai_model.call(Prompt("hi"))


@pytest.mark.parametrize(
    ("body", "match"),
    [
        (b"<html>bad gateway</html>", "HTML page"),
        (b"bad gateway", "not JSON"),
        ([1, 2], "unexpected reply"),
        ({"id": "x"}, "without choices"),
        ({"error": {"message": "model overloaded"}}, "model overloaded"),
        ({"choices": [None]}, "unexpected shape"),
        ({"choices": [{"message": {"tool_calls": ["not an object"]}}]}, "unexpected shape"),
    ],
)
async def test_malformed_successful_replies(
    openai_server: OpenAiLoopbackServer, openai_model: OpenAiChatModel, body: Any, match: str
) -> None:
    openai_server.add(JsonReply(body))
    with pytest.raises(ChatModelError, match=match):
        await openai_model.call(Prompt("hi"))
