"""``POST /v1/responses`` driven by the official ``openai`` SDK (``client.responses``) against a real
uvicorn, and the raw wire for what the SDK hides (event order, sequence numbers, errors)."""

from __future__ import annotations

import json
from typing import Any

import pytest

import openai
from sprig import ToolCall
from sprig.models.scripted import ScriptedReply
from sprig.state import InMemoryStore
from support.sprig_server import KEY, OTHER_KEY, ServeFactory, bearer, http

WEATHER = {
    "type": "function",
    "name": "client_weather",
    "description": "Weather where the user is (the client knows)",
    "parameters": {"type": "object", "properties": {"city": {"type": "string"}}, "required": ["city"]},
}


def sdk(url: str, key: str = KEY) -> openai.OpenAI:
    return openai.OpenAI(base_url=url + "/v1", api_key=key, max_retries=0, timeout=20)


def test_blocking_response_runs_server_tools(serve: ServeFactory) -> None:
    served = serve([ToolCall("c1", "add", '{"a": 2, "b": 3}'), "The sum is 5."], api_keys=[KEY])
    response = sdk(served.url).responses.create(
        model="sprig", instructions="Answer with the sum.", input="What is 2 + 3?", max_output_tokens=50
    )
    assert response.output_text == "The sum is 5." and response.status == "completed"
    assert response.id.startswith("resp_") and response.object == "response"
    assert response.usage is not None and response.usage.total_tokens == 30  # two rounds of 15
    prompt = served.model.prompts[0]
    assert prompt.messages[0].text.startswith("Answer with the sum.")
    assert prompt.options.max_tokens == 50
    assert served.model.prompts[1].messages[-1].responses[0].data == "5"  # the server ran add()


def test_streamed_response_events_in_order(serve: ServeFactory) -> None:
    served = serve(["Streaming is working nicely."], api_keys=[KEY], chunk_size=4)
    with sdk(served.url).responses.stream(model="sprig", input="hi") as stream:
        events = list(stream)
        final = stream.get_final_response()
    kinds = [e.type for e in events]
    assert kinds[:2] == ["response.created", "response.in_progress"] and kinds[-1] == "response.completed"
    assert [e.sequence_number for e in events] == list(range(len(events)))
    deltas = [e.delta for e in events if e.type == "response.output_text.delta"]
    assert len(deltas) > 1 and "".join(deltas) == "Streaming is working nicely."
    assert kinds.index("response.output_item.added") < kinds.index("response.output_text.delta")
    assert kinds.index("response.output_text.done") < kinds.index("response.output_item.done")
    assert final.output_text == "Streaming is working nicely." and final.usage is not None


@pytest.mark.parametrize("stream", [False, True])
def test_client_function_tools_round_trip_with_previous_response_id(serve: ServeFactory, stream: bool) -> None:
    served = serve([ToolCall("w1", "client_weather", '{"city": "Paris"}'), "It is sunny in Paris."], api_keys=[KEY])
    client = sdk(served.url)
    first = client.responses.create(model="sprig", input="Weather here?", tools=[WEATHER])  # type: ignore[list-item]
    [call] = [item for item in first.output if item.type == "function_call"]
    assert (call.call_id, call.name, call.arguments) == ("w1", "client_weather", '{"city": "Paris"}')
    follow_up = [{"type": "function_call_output", "call_id": call.call_id, "output": "sunny, 24 C"}]
    if stream:
        with client.responses.stream(
            model="sprig",
            previous_response_id=first.id,
            input=follow_up,
            tools=[WEATHER],  # type: ignore[arg-type]
        ) as events:
            second = events.get_final_response()
    else:
        second = client.responses.create(
            model="sprig",
            previous_response_id=first.id,
            input=follow_up,
            tools=[WEATHER],  # type: ignore[arg-type]
        )
    assert second.output_text == "It is sunny in Paris." and second.previous_response_id == first.id
    last = served.model.prompts[-1].messages
    assert [m.type for m in last] == ["system", "user", "assistant", "tool"]
    assert last[-1].responses[0].data == "sunny, 24 C"  # type: ignore[union-attr]
    assert served.store.keys("paused:") == []


def test_previous_response_id_continues_from_the_response_it_names(serve: ServeFactory) -> None:
    served = serve(["Hello Ada.", "Your name is Ada.", "Your name is Bob."], api_keys=[KEY])
    client = sdk(served.url)
    first = client.responses.create(model="sprig", input="My name is Ada.")
    client.responses.create(model="sprig", previous_response_id=first.id, input="What is my name?")
    client.responses.create(model="sprig", previous_response_id=first.id, input="And again?")
    third = served.model.prompts[2].messages
    # the third request branches from the first response: the second exchange is not in it
    assert [m.text for m in third if m.type != "system"] == ["My name is Ada.", "Hello Ada.", "And again?"]


def test_previous_response_id_works_across_instances_sharing_the_store(serve: ServeFactory) -> None:
    store = InMemoryStore()
    one = serve(["Noted: 42."], api_keys=[KEY], store=store)
    two = serve(["It was 42."], api_keys=[KEY], store=store)
    first = sdk(one.url).responses.create(model="sprig", input="Remember 42.")
    second = sdk(two.url).responses.create(model="sprig", previous_response_id=first.id, input="What was it?")
    assert second.output_text == "It was 42."
    assert [m.text for m in two.model.prompts[0].messages if m.type != "system"] == [
        "Remember 42.", "Noted: 42.", "What was it?"
    ]  # fmt: skip


def test_another_key_cannot_continue_a_response(serve: ServeFactory) -> None:
    served = serve(["hi"], api_keys=[KEY, OTHER_KEY])
    first = sdk(served.url).responses.create(model="sprig", input="hello")
    with pytest.raises(openai.NotFoundError) as info:
        sdk(served.url, OTHER_KEY).responses.create(model="sprig", previous_response_id=first.id, input="x")
    assert info.value.body["code"] == "response_not_found"  # type: ignore[index]
    with pytest.raises(openai.NotFoundError):
        sdk(served.url).responses.create(model="sprig", previous_response_id="resp_unknown", input="x")


def test_errors_have_the_api_shape(serve: ServeFactory) -> None:
    served = serve(["never"], api_keys=[KEY])
    status, _, body = http(served.url, "POST", "/v1/responses", {"model": "sprig", "input": "hi"})
    assert status == 401 and json.loads(body)["error"]["code"] == "invalid_api_key"
    bad_inputs = [
        {"model": "sprig"},
        {"model": "sprig", "input": [{"type": "computer_call"}]},
        {"model": "sprig", "input": "hi", "tools": [{"type": "web_search"}]},
        {"model": "sprig", "input": [{"role": "user", "content": [{"type": "input_image", "image_url": "x"}]}]},
        {"model": "sprig", "input": "hi", "previous_response_id": "../etc"},
    ]
    for bad in bad_inputs:
        status, _, body = http(served.url, "POST", "/v1/responses", bad, bearer(KEY))
        error = json.loads(body)["error"]
        assert status == 400 and error["type"] == "invalid_request_error" and error["message"], bad
    status, _, _ = http(served.url, "POST", "/v1/responses", b"x" * 10, {**bearer(KEY), "Content-Type": "text/plain"})
    assert status == 415
    assert served.model.prompts == []


def test_a_failure_mid_stream_is_an_error_event_then_response_failed(serve: ServeFactory) -> None:
    served = serve([RuntimeError("the model broke")], api_keys=[KEY])
    status, _, body = http(
        served.url, "POST", "/v1/responses", {"model": "sprig", "input": "hi", "stream": True}, bearer(KEY)
    )
    events = [json.loads(line[6:]) for line in body.decode().splitlines() if line.startswith("data: ")]
    kinds = [e["type"] for e in events]
    assert status == 200 and kinds[:2] == ["response.created", "response.in_progress"]
    assert kinds[-2:] == ["error", "response.failed"]
    assert [e["sequence_number"] for e in events] == list(range(len(events)))


@pytest.mark.parametrize("stream", [False, True])
def test_a_server_tool_awaiting_approval_is_an_mcp_approval_request(serve: ServeFactory, stream: bool) -> None:
    served = serve(
        [ToolCall("d1", "delete_file", '{"path": "a.txt"}'), "Deleted a.txt.", "Denied, nothing deleted."],
        api_keys=[KEY],
    )
    client = sdk(served.url)
    if stream:
        with client.responses.stream(model="sprig", input="Delete a.txt") as events:
            first = events.get_final_response()
    else:
        first = client.responses.create(model="sprig", input="Delete a.txt")
    [request] = [item for item in first.output if item.type == "mcp_approval_request"]
    assert (request.id, request.name, request.arguments, request.server_label) == (
        "d1", "delete_file", '{"path": "a.txt"}', "sprig"
    )  # fmt: skip
    assert served.store.keys("paused:")  # the paused round waits in the store
    approve = [{"type": "mcp_approval_response", "approval_request_id": "d1", "approve": True}]
    second = client.responses.create(model="sprig", previous_response_id=first.id, input=approve)  # type: ignore[arg-type]
    assert second.output_text == "Deleted a.txt."
    assert served.model.prompts[-1].messages[-1].responses[0].data == "deleted a.txt"  # type: ignore[union-attr]
    assert served.store.keys("paused:") == []
    with pytest.raises(openai.APIStatusError) as again:  # the decision was used: nothing waits any more
        client.responses.create(model="sprig", previous_response_id=first.id, input=approve)  # type: ignore[arg-type]
    assert again.value.status_code == 409


def test_a_denied_approval_and_bad_decisions(serve: ServeFactory) -> None:
    served = serve([ToolCall("d1", "delete_file", '{"path": "b.txt"}'), "Denied, nothing deleted."], api_keys=[KEY])
    client = sdk(served.url)
    first = client.responses.create(model="sprig", input="Delete b.txt")
    unknown = [{"type": "mcp_approval_response", "approval_request_id": "nope", "approve": True}]
    with pytest.raises(openai.BadRequestError):
        client.responses.create(model="sprig", previous_response_id=first.id, input=unknown)  # type: ignore[arg-type]
    with pytest.raises(openai.BadRequestError):
        client.responses.create(
            model="sprig",
            previous_response_id=first.id,
            input=[{"type": "mcp_approval_response", "approval_request_id": "d1", "approve": "yes"}],  # type: ignore[list-item]
        )
    deny = [{"type": "mcp_approval_response", "approval_request_id": "d1", "approve": False, "reason": "keep it"}]
    second = client.responses.create(model="sprig", previous_response_id=first.id, input=deny)  # type: ignore[arg-type]
    assert second.output_text == "Denied, nothing deleted."
    assert "keep it" in served.model.prompts[-1].messages[-1].responses[0].data  # type: ignore[union-attr]


def test_store_false_keeps_nothing_to_continue_from(serve: ServeFactory) -> None:
    served = serve(["hi"], api_keys=[KEY])
    first = sdk(served.url).responses.create(model="sprig", input="hello", store=False)
    assert first.store is False and served.store.keys("sprig.response:") == []
    with pytest.raises(openai.NotFoundError):
        sdk(served.url).responses.create(model="sprig", previous_response_id=first.id, input="again")


def test_reasoning_is_a_reasoning_item_never_answer_text(serve: ServeFactory) -> None:
    thinking = ScriptedReply(tool_calls=(ToolCall("c1", "add", '{"a": 1, "b": 1}'),), reasoning="Add them first.")
    answer = ScriptedReply(text="The sum is 2.", reasoning="Now answer.")
    served = serve([thinking, answer, thinking, answer], api_keys=[KEY], chunk_size=4)
    client = sdk(served.url)
    blocking = client.responses.create(model="sprig", input="1 + 1?")
    assert blocking.output_text == "The sum is 2."
    [reasoning] = [item for item in blocking.output if item.type == "reasoning"]
    assert reasoning.summary[0].text == "Now answer."
    with client.responses.stream(model="sprig", input="1 + 1?") as stream:
        events = list(stream)
        final = stream.get_final_response()
    summary = "".join(e.delta for e in events if e.type == "response.reasoning_summary_text.delta")
    assert summary == "Add them first.Now answer."
    assert final.output_text == "The sum is 2."
    assert [item.type for item in final.output] == ["reasoning", "message"]
    added = [e.output_index for e in events if e.type == "response.output_item.added"]
    assert added == list(range(len(final.output)))
    assert [e.sequence_number for e in events] == list(range(len(events)))


class _ResponsesCannotBeKept(InMemoryStore):
    """A store whose server goes away whenever a response is to be kept."""

    async def aset(self, key: str, value: Any, *, ttl: Any = None) -> None:
        if key.startswith("sprig.response:"):
            from sprig.state.redis import StoreUnavailableError

            raise StoreUnavailableError("cannot reach redis://127.0.0.1:1 (connection refused)")
        await super().aset(key, value, ttl=ttl)


def test_a_store_that_fails_to_keep_the_response_is_a_clear_error(serve: ServeFactory) -> None:
    served = serve(["one", "two"], api_keys=[KEY], store=_ResponsesCannotBeKept())
    status, _, body = http(served.url, "POST", "/v1/responses", {"model": "sprig", "input": "hi"}, bearer(KEY))
    assert status == 503 and json.loads(body)["error"]["code"] == "store_unavailable"
    request = {"model": "sprig", "input": "hi", "stream": True}
    status, _, body = http(served.url, "POST", "/v1/responses", request, bearer(KEY))
    events = [json.loads(line[6:]) for line in body.decode().splitlines() if line.startswith("data: ")]
    assert status == 200 and [e["type"] for e in events][-2:] == ["error", "response.failed"]
    assert events[-2]["code"] == "store_unavailable"


def test_a_long_chain_keeps_the_newest_whole_turns(serve: ServeFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    from sprig.server import responses_api

    monkeypatch.setattr(responses_api, "MAX_KEPT_MESSAGES", 5)
    served = serve(["a1", [ToolCall("c1", "add", '{"a": 1, "b": 2}')], "a2", "a3", "a4"], api_keys=[KEY])
    client = sdk(served.url)
    previous = None
    for text in ("q1", "q2", "q3", "q4"):
        after = previous.id if previous else None
        previous = client.responses.create(model="sprig", input=text, previous_response_id=after)  # type: ignore[arg-type]
    last = [m.text for m in served.model.prompts[-1].messages if m.type != "system"]
    assert last == ["q2", "a2", "q3", "a3", "q4"]  # the newest whole turns (q1 went; a1 alone would not do)
