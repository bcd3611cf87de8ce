"""The OpenAI-compatible endpoint, driven by the official ``openai`` SDK against a real uvicorn."""

from __future__ import annotations

import json
import threading

import pytest

import openai
from sprig import ToolCall
from support.sprig_server import KEY, OTHER_KEY, ServeFactory, http


def sdk(url: str, key: str = KEY) -> openai.OpenAI:
    return openai.OpenAI(base_url=url + "/v1", api_key=key, max_retries=0, timeout=20)


def test_models_lists_the_agent(serve: ServeFactory) -> None:
    served = serve([], api_keys=[KEY])
    models = sdk(served.url).models.list()
    assert [m.id for m in models.data] == ["sprig"]


def test_blocking_completion_runs_server_tools(serve: ServeFactory) -> None:
    served = serve([ToolCall("c1", "add", '{"a": 2, "b": 3}'), "The sum is 5."], api_keys=[KEY])
    reply = sdk(served.url).chat.completions.create(
        model="sprig", messages=[{"role": "user", "content": "What is 2 + 3?"}]
    )
    assert reply.choices[0].message.content == "The sum is 5."
    assert reply.choices[0].finish_reason == "stop"
    assert reply.usage is not None and reply.usage.total_tokens == 30  # two rounds of 15
    second_prompt = served.model.prompts[1]
    assert second_prompt.messages[-1].responses[0].data == "5"  # the server ran add()


def test_sampling_options_reach_the_model(serve: ServeFactory) -> None:
    served = serve(["ok"], api_keys=[KEY])
    sdk(served.url).chat.completions.create(
        model="sprig",
        messages=[{"role": "user", "content": "hi"}],
        temperature=0.2,
        max_tokens=50,
        stop=["END"],
        response_format={"type": "json_object"},
    )
    options = served.model.prompts[0].options
    assert (options.temperature, options.max_tokens, options.stop) == (0.2, 50, ("END",))
    assert options.response_format == {"type": "json_object"}


def test_streaming_completion_with_usage_in_the_last_chunk(serve: ServeFactory) -> None:
    served = serve(["Streaming is working nicely."], api_keys=[KEY], chunk_size=3)
    stream = sdk(served.url).chat.completions.create(
        model="sprig",
        messages=[{"role": "user", "content": "hi"}],
        stream=True,
        stream_options={"include_usage": True},
    )
    chunks = list(stream)
    text = "".join(c.choices[0].delta.content or "" for c in chunks if c.choices)
    assert text == "Streaming is working nicely."
    assert sum(1 for c in chunks if c.choices and c.choices[0].delta.content) >= 5
    assert [c.choices[0].finish_reason for c in chunks if c.choices][-1] == "stop"
    assert chunks[-1].choices == [] and chunks[-1].usage is not None and chunks[-1].usage.total_tokens == 15


def test_the_sdk_reads_a_stream_interleaved_with_keepalive_comments(serve: ServeFactory) -> None:
    served = serve(["slow but steady"], api_keys=[KEY], chunk_size=2, delay=0.03, app_options={"keepalive": 0.01})
    stream = sdk(served.url).chat.completions.create(
        model="sprig", messages=[{"role": "user", "content": "hi"}], stream=True
    )
    assert "".join(c.choices[0].delta.content or "" for c in stream if c.choices) == "slow but steady"


def test_streaming_without_include_usage_sends_no_usage_chunk(serve: ServeFactory) -> None:
    served = serve(["ok"], api_keys=[KEY])
    chunks = list(
        sdk(served.url).chat.completions.create(
            model="sprig", messages=[{"role": "user", "content": "hi"}], stream=True
        )
    )
    assert all(c.choices for c in chunks)


def test_conversation_header_keeps_history_on_the_server(serve: ServeFactory) -> None:
    served = serve(["Nice to meet you, Ada.", "Your name is Ada."], api_keys=[KEY])
    client = sdk(served.url)
    headers = {"X-Conversation-Id": "conv-1"}
    client.chat.completions.create(
        model="sprig", messages=[{"role": "user", "content": "I am Ada."}], extra_headers=headers
    )
    reply = client.chat.completions.create(
        model="sprig", messages=[{"role": "user", "content": "Who am I?"}], extra_headers=headers
    )
    assert reply.choices[0].message.content == "Your name is Ada."
    texts = [m.text for m in served.model.prompts[1].messages]
    assert texts == ["You are a test agent.", "I am Ada.", "Nice to meet you, Ada.", "Who am I?"]


def test_user_field_names_the_conversation_and_resent_history_is_not_doubled(serve: ServeFactory) -> None:
    served = serve(["First answer.", "Second answer."], api_keys=[KEY])
    client = sdk(served.url)
    client.chat.completions.create(model="sprig", messages=[{"role": "user", "content": "one"}], user="u-7")
    client.chat.completions.create(
        model="sprig",
        user="u-7",
        messages=[
            {"role": "user", "content": "one"},
            {"role": "assistant", "content": "First answer."},
            {"role": "user", "content": "two"},
        ],
    )
    texts = [m.text for m in served.model.prompts[1].messages]
    assert texts == ["You are a test agent.", "one", "First answer.", "two"]


def test_without_conversation_id_the_request_is_stateless(serve: ServeFactory) -> None:
    served = serve(["a", "b"], api_keys=[KEY])
    client = sdk(served.url)
    client.chat.completions.create(model="sprig", messages=[{"role": "user", "content": "one"}])
    client.chat.completions.create(model="sprig", messages=[{"role": "user", "content": "two"}])
    assert [m.text for m in served.model.prompts[1].messages] == ["You are a test agent.", "two"]


def test_wrong_or_missing_key_is_401(serve: ServeFactory) -> None:
    served = serve([], api_keys=[KEY])
    with pytest.raises(openai.AuthenticationError) as info:
        sdk(served.url, "sk-wrong").models.list()
    assert info.value.status_code == 401
    assert http(served.url, "GET", "/v1/models")[0] == 401
    assert http(served.url, "GET", "/healthz")[0] == 200


def test_malformed_request_is_400_with_the_reason(serve: ServeFactory) -> None:
    served = serve([], api_keys=[KEY])
    with pytest.raises(openai.BadRequestError) as info:
        sdk(served.url).chat.completions.create(model="sprig", messages=[])
    assert "messages" in info.value.message
    with pytest.raises(openai.BadRequestError) as info:
        sdk(served.url).chat.completions.create(model="sprig", messages=[{"role": "wizard", "content": "x"}])
    assert "messages.0.role" in info.value.message


def test_another_keys_conversation_is_404(serve: ServeFactory) -> None:
    served = serve(["mine"], api_keys=[KEY, OTHER_KEY])
    headers = {"X-Conversation-Id": "private-1"}
    messages = [{"role": "user", "content": "secret"}]
    sdk(served.url, KEY).chat.completions.create(model="sprig", messages=messages, extra_headers=headers)
    with pytest.raises(openai.NotFoundError):
        sdk(served.url, OTHER_KEY).chat.completions.create(model="sprig", messages=messages, extra_headers=headers)


def test_second_run_on_a_running_conversation_is_409(serve: ServeFactory) -> None:
    served = serve([ToolCall("g1", "wait_gate", "{}"), "done"], api_keys=[KEY])
    headers = {"X-Conversation-Id": "busy-1"}
    messages = [{"role": "user", "content": "wait"}]
    first: list[str | None] = []
    thread = threading.Thread(
        target=lambda: first.append(
            sdk(served.url)
            .chat.completions.create(model="sprig", messages=messages, extra_headers=headers)
            .choices[0]
            .message.content
        )
    )
    thread.start()
    assert served.gate.entered.wait(10)
    with pytest.raises(openai.ConflictError) as info:
        sdk(served.url).chat.completions.create(model="sprig", messages=messages, extra_headers=headers)
    assert "already has a run" in info.value.message
    served.gate.release.set()
    thread.join(10)
    assert first == ["done"]


def test_model_failure_is_a_502_error_body(serve: ServeFactory) -> None:
    from sprig.models.errors import ServerError

    served = serve([ServerError("upstream exploded", status=500)], api_keys=[KEY])
    with pytest.raises(openai.APIStatusError) as info:
        sdk(served.url).chat.completions.create(model="sprig", messages=[{"role": "user", "content": "x"}])
    assert info.value.status_code == 502
    assert "upstream exploded" in info.value.message


def test_model_failure_mid_stream_is_an_error_event(serve: ServeFactory) -> None:
    from sprig.models.errors import ServerError

    served = serve([ServerError("broke", status=500)], api_keys=[KEY])
    stream = sdk(served.url).chat.completions.create(
        model="sprig", messages=[{"role": "user", "content": "x"}], stream=True
    )
    with pytest.raises(openai.APIError) as info:
        list(stream)
    assert "broke" in info.value.message


WEATHER_TOOL = {
    "type": "function",
    "function": {
        "name": "client_weather",
        "description": "Weather where the user is (the client knows)",
        "parameters": {"type": "object", "properties": {"city": {"type": "string"}}, "required": ["city"]},
    },
}


@pytest.mark.parametrize("conversation", [None, "ext-1"])
def test_external_tool_round_trip(serve: ServeFactory, conversation: str | None) -> None:
    served = serve([ToolCall("w1", "client_weather", '{"city": "Paris"}'), "It is sunny in Paris."], api_keys=[KEY])
    client = sdk(served.url)
    headers = {"X-Conversation-Id": conversation} if conversation else {}
    messages: list[dict[str, object]] = [{"role": "user", "content": "Weather here?"}]
    first = client.chat.completions.create(
        model="sprig",
        messages=messages,
        tools=[WEATHER_TOOL],
        extra_headers=headers,  # type: ignore[list-item]
    )
    choice = first.choices[0]
    assert choice.finish_reason == "tool_calls"
    assert choice.message.tool_calls is not None
    call = choice.message.tool_calls[0]
    assert (call.id, call.function.name, call.function.arguments) == ("w1", "client_weather", '{"city": "Paris"}')
    messages += [
        choice.message.model_dump(exclude_none=True),
        {"role": "tool", "tool_call_id": call.id, "content": "sunny, 24 C"},
    ]
    stream = client.chat.completions.create(
        model="sprig",
        messages=messages,
        tools=[WEATHER_TOOL],
        extra_headers=headers,
        stream=True,  # type: ignore[arg-type]
    )
    text = "".join(c.choices[0].delta.content or "" for c in stream if c.choices)
    assert text == "It is sunny in Paris."
    last = served.model.prompts[-1].messages
    assert last[-1].responses[0].data == "sunny, 24 C"  # type: ignore[union-attr]
    assert [m.type for m in last] == ["system", "user", "assistant", "tool"]
    if conversation is None:  # a stateless run leaves nothing behind in the store
        assert served.store.keys("paused:") == [] and served.store.keys("todos:") == []


def test_streamed_external_tool_call_comes_back_as_tool_call_deltas(serve: ServeFactory) -> None:
    served = serve([ToolCall("w1", "client_weather", '{"city": "Oslo"}')], api_keys=[KEY])
    chunks = list(
        sdk(served.url).chat.completions.create(
            model="sprig",
            messages=[{"role": "user", "content": "Weather?"}],
            tools=[WEATHER_TOOL],  # type: ignore[list-item]
            stream=True,
        )
    )
    calls = [tc for c in chunks if c.choices for tc in c.choices[0].delta.tool_calls or ()]
    assert [(tc.id, tc.function.name, tc.function.arguments) for tc in calls] == [  # type: ignore[union-attr]
        ("w1", "client_weather", '{"city": "Oslo"}')
    ]
    assert [c.choices[0].finish_reason for c in chunks if c.choices][-1] == "tool_calls"


def test_a_tool_needing_approval_pauses_and_resumes_through_the_conversation_api(serve: ServeFactory) -> None:
    served = serve([ToolCall("d1", "delete_file", '{"path": "a.txt"}'), "Deleted a.txt."], api_keys=[KEY])
    reply = sdk(served.url).chat.completions.create(
        model="sprig",
        messages=[{"role": "user", "content": "Delete a.txt"}],
        extra_headers={"X-Conversation-Id": "appr-1"},
    )
    extra = reply.model_extra or {}
    assert extra["pending_approvals"] == [
        {"id": "d1", "name": "delete_file", "arguments": '{"path": "a.txt"}', "reason": "approval"}
    ]
    status, _, raw = http(served.url, "GET", "/api/conversations/appr-1", None, {"Authorization": f"Bearer {KEY}"})
    assert status == 200 and json.loads(raw)["pending"][0]["id"] == "d1"
    status, _, raw = http(
        served.url, "POST", "/api/conversations/appr-1/resume", {"approve": ["d1"]}, {"Authorization": f"Bearer {KEY}"}
    )
    assert status == 200
    assert b'"TOOL_CALL_RESULT"' in raw and b"deleted a.txt" in raw and b"RUN_FINISHED" in raw
    status, _, raw = http(
        served.url, "POST", "/api/conversations/appr-1/resume", {"approve": ["d1"]}, {"Authorization": f"Bearer {KEY}"}
    )
    assert status == 409 and b"nothing_pending" in raw


def test_a_request_tool_named_like_a_server_tool_is_a_400_naming_the_clash(serve: ServeFactory) -> None:
    served = serve(["unused"], api_keys=[KEY])
    mine = {"type": "function", "function": {"name": "add", "parameters": {"type": "object", "properties": {}}}}
    with pytest.raises(openai.BadRequestError) as caught:
        sdk(served.url).chat.completions.create(
            model="sprig",
            messages=[{"role": "user", "content": "hi"}],
            tools=[mine, WEATHER_TOOL],  # type: ignore[list-item]
        )
    assert "'add'" in str(caught.value) and "this server runs itself" in str(caught.value)
    assert caught.value.code == "tool_name_clash"
    assert served.model.prompts == []  # refused before the model was asked
