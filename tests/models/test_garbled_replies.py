"""Garbled provider replies, through the real HTTP path: a typed error or well-typed output, never
a raw exception, never a wrong type handed to the caller, never a dropped line on a "successful"
stream. Property-based (hypothesis) against the loopback servers of ``tests/support``.

Each example takes a valid reply (OpenAI Chat Completions, OpenAI Responses and Anthropic, blocking
and streaming), replaces one
value anywhere in it by an arbitrary JSON value (or deletes a key, or sends raw bytes), and
checks the outcome. ``SPRIG_GARBLED_EXAMPLES`` raises the number of examples per test.
"""

from __future__ import annotations

import asyncio
import os
import threading
from collections import Counter
from collections.abc import Callable, Coroutine, Iterator, Mapping
from typing import Any, TypeVar

import orjson
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sprig.messages import AssistantMessage, ToolCall
from sprig.models import (
    AnthropicChatModel,
    ChatModelError,
    ChatResponse,
    Generation,
    OpenAiChatModel,
    OpenAiResponsesChatModel,
    ProviderResponseError,
    RetryPolicy,
    ToolCallDelta,
    Usage,
)
from sprig.prompt import Prompt
from support.anthropic_server import AnthropicLoopbackServer, Json, Sse, message, message_events
from support.openai_server import (
    JsonReply,
    OpenAiLoopbackServer,
    StreamReply,
    completion,
    finish_chunk,
    reasoning_chunk,
    text_chunk,
    tool_call,
    tool_call_chunk,
    tool_delta,
    usage_chunk,
)
from support.responses_server import (
    ResponsesLoopbackServer,
    function_call_item,
    message_item,
    reasoning_item,
    response_body,
    response_events,
    responses_usage,
)

T = TypeVar("T")

EXAMPLES = int(os.environ.get("SPRIG_GARBLED_EXAMPLES", "150"))
FUZZ = settings(
    max_examples=EXAMPLES,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
    database=None,
)
FINISH_REASONS = {None, "stop", "length", "tool_calls", "content_filter", "error"}
tally: Counter[str] = Counter()

# -- strategies --------------------------------------------------------------------------------

scalars = (
    st.none()
    | st.booleans()
    | st.integers(-(2**40), 2**40)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=6)
)
json_values = st.recursive(
    scalars,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3),
    max_leaves=6,
)
raw_lines = st.binary(max_size=40).map(lambda b: b.replace(b"\n", b" ").replace(b"\r", b" "))


def _paths(value: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    yield path
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _paths(item, (*path, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _paths(item, (*path, index))


def _replace(value: Any, path: tuple[Any, ...], new: Any) -> Any:
    if not path:
        return new
    head, rest = path[0], path[1:]
    if isinstance(value, dict):
        copy = dict(value)
        if rest or new is not _DELETE:
            copy[head] = _replace(value[head], rest, new)
        else:
            del copy[head]
        return copy
    copy_list = list(value)
    copy_list[head] = _replace(value[head], rest, new)
    return copy_list


_DELETE = object()


@st.composite
def garbled(draw: st.DrawFn, template: Any) -> Any:
    """``template`` with one value replaced by arbitrary JSON, or one key deleted."""
    path = draw(st.sampled_from(list(_paths(template))))
    if path and isinstance(path[-1], str) and draw(st.booleans()):
        return _replace(template, path, _DELETE)
    return _replace(template, path, draw(json_values))


# -- the output must be well typed -----------------------------------------------------------


def _check_message(message: Any) -> None:
    assert isinstance(message, AssistantMessage)
    assert isinstance(message.text, str) and isinstance(message.reasoning, str)
    assert isinstance(message.tool_calls, tuple)
    for call in message.tool_calls:
        assert isinstance(call, ToolCall)
        assert isinstance(call.id, str) and isinstance(call.name, str) and isinstance(call.arguments, str)
        assert isinstance(call.incomplete, bool)
    assert isinstance(message.metadata, Mapping)
    orjson.dumps(dict(message.metadata), default=list)


def check_response(response: Any) -> None:
    assert isinstance(response, ChatResponse)
    for generation in response.generations:
        assert isinstance(generation, Generation)
        _check_message(generation.output)
        assert generation.finish_reason in FINISH_REASONS
        for delta in generation.tool_call_deltas:
            assert isinstance(delta, ToolCallDelta)
            assert type(delta.index) is int
            assert delta.id is None or isinstance(delta.id, str)
            assert delta.name is None or isinstance(delta.name, str)
            assert isinstance(delta.arguments, str)
    if response.usage is not None:
        assert isinstance(response.usage, Usage)
        assert all(type(getattr(response.usage, f)) is int for f in ("prompt_tokens", "completion_tokens"))
    for key, value in response.metadata.items():
        assert isinstance(key, str)
        assert value is None or isinstance(value, (str, int, float))


# -- one loop on a thread runs the servers and the models --------------------------------------


class Harness:
    def __init__(self) -> None:
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()
        self.openai = OpenAiLoopbackServer()
        self.anthropic = AnthropicLoopbackServer()
        self.responses = ResponsesLoopbackServer()
        self.run(self.openai.start())
        self.run(self.responses.start())
        self.run(self.anthropic.__aenter__())
        retry = RetryPolicy(max_attempts=1)
        self.openai_model = OpenAiChatModel(model="m", base_url=self.openai.url, api_key="k", retry=retry)
        self.anthropic_model = AnthropicChatModel(
            model="m", base_url=self.anthropic.url, api_key="k", retry=retry
        )
        self.responses_model = OpenAiResponsesChatModel("m", base_url=self.responses.url, api_key="k", retry=retry)

    def run(self, coro: Coroutine[Any, Any, T]) -> T:
        return asyncio.run_coroutine_threadsafe(coro, self.loop).result(30)

    def close(self) -> None:
        self.run(self.openai_model.aclose())
        self.run(self.anthropic_model.aclose())
        self.run(self.responses_model.aclose())
        self.run(self.openai.stop())
        self.run(self.responses.stop())
        self.run(self.anthropic.__aexit__(None, None, None))
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(5)
        self.loop.close()


@pytest.fixture(scope="module")
def harness() -> Iterator[Harness]:
    harness = Harness()
    yield harness
    harness.close()
    print(f"\ngarbled replies tried: {dict(tally)}")


async def _collect(model: Any) -> list[ChatResponse]:
    return [chunk async for chunk in model.stream(Prompt("hi"))]


def outcome(harness: Harness, action: Callable[[], Coroutine[Any, Any, Any]], kind: str) -> str:
    """``"ok"`` (output checked) or ``"error"`` (a typed error); a raw exception fails the test."""
    tally[kind] += 1
    try:
        result = harness.run(action())
    except ChatModelError as exc:
        tally[f"{kind}: typed error"] += 1
        if isinstance(exc, ProviderResponseError):
            assert isinstance(exc.payload, str) and len(exc.payload) <= 303
        if exc.partial is not None:
            check_response(exc.partial)
        return "error"
    except Exception:
        tally[f"{kind}: RAW EXCEPTION"] += 1
        raise
    for response in result if isinstance(result, list) else [result]:
        check_response(response)
    return "ok"


# -- OpenAI -------------------------------------------------------------------------------------

OPENAI_COMPLETION = completion(
    "hello",
    tool_calls=[tool_call("call_1", "weather", {"city": "Paris"})],
    reasoning="because",
    finish_reason="tool_calls",
    usage={"prompt_tokens": 3, "completion_tokens": 2, "total_tokens": 5},
)
OPENAI_CHUNKS = [
    text_chunk("hi"),
    reasoning_chunk("hmm"),
    tool_call_chunk(tool_delta(0, "call_1", "weather", '{"ci')),
    tool_call_chunk(tool_delta(0, arguments='ty": "Paris"}')),
    finish_chunk("tool_calls"),
    usage_chunk(3, 2, cached_tokens=1),
]


@FUZZ
@given(body=garbled(OPENAI_COMPLETION))
def test_openai_blocking_garbled(harness: Harness, body: Any) -> None:
    harness.openai.add(JsonReply(body))
    outcome(harness, lambda: harness.openai_model.call(Prompt("hi")), "openai blocking")


@FUZZ
@given(position=st.integers(0, len(OPENAI_CHUNKS) - 1), data=st.data())
def test_openai_stream_garbled_chunk(harness: Harness, position: int, data: st.DataObject) -> None:
    events: list[Any] = list(OPENAI_CHUNKS)
    events[position] = data.draw(garbled(OPENAI_CHUNKS[position]))
    harness.openai.add(StreamReply(events))
    outcome(harness, lambda: _collect(harness.openai_model), "openai stream")


@FUZZ
@given(position=st.integers(0, len(OPENAI_CHUNKS)), line=raw_lines)
def test_openai_stream_raw_line_is_never_dropped_silently(harness: Harness, position: int, line: bytes) -> None:
    events: list[Any] = list(OPENAI_CHUNKS)
    events.insert(position, b"data: " + line + b"\n\n")
    harness.openai.add(StreamReply(events))
    result = outcome(harness, lambda: _collect(harness.openai_model), "openai stream raw line")
    decodable = _decodes_to_object(line) or not line.strip() or line.strip() == b"[DONE]"
    assert result == "error" or decodable


# -- OpenAI Responses ---------------------------------------------------------------------------

RESPONSES_OUTPUT = [
    reasoning_item("hmm", encrypted="enc"),
    message_item("hello"),
    function_call_item("call_1", "weather", '{"city": "Paris"}'),
]
RESPONSES_BODY = response_body(RESPONSES_OUTPUT, usage=responses_usage(3, 2, cached_tokens=1, reasoning_tokens=1))
RESPONSES_EVENTS = response_events(RESPONSES_OUTPUT, usage=responses_usage(3, 2, cached_tokens=1), chunk_size=8)


@FUZZ
@given(body=garbled(RESPONSES_BODY))
def test_responses_blocking_garbled(harness: Harness, body: Any) -> None:
    harness.responses.add(JsonReply(body))
    outcome(harness, lambda: harness.responses_model.call(Prompt("hi")), "responses blocking")


@FUZZ
@given(position=st.integers(0, len(RESPONSES_EVENTS) - 1), data=st.data())
def test_responses_stream_garbled_event(harness: Harness, position: int, data: st.DataObject) -> None:
    events: list[Any] = list(RESPONSES_EVENTS)
    events[position] = data.draw(garbled(RESPONSES_EVENTS[position]))
    harness.responses.add(StreamReply(events, done=False))
    outcome(harness, lambda: _collect(harness.responses_model), "responses stream")


@FUZZ
@given(position=st.integers(0, len(RESPONSES_EVENTS)), line=raw_lines)
def test_responses_stream_raw_line_is_never_dropped_silently(harness: Harness, position: int, line: bytes) -> None:
    events: list[Any] = list(RESPONSES_EVENTS)
    events.insert(position, b"data: " + line + b"\n\n")
    harness.responses.add(StreamReply(events, done=False))
    result = outcome(harness, lambda: _collect(harness.responses_model), "responses stream raw line")
    after_the_end = position == len(RESPONSES_EVENTS)  # after response.completed nothing more is read
    decodable = _decodes_to_object(line) or not line.strip() or line.strip() == b"[DONE]"
    assert result == "error" or decodable or after_the_end


# -- Anthropic ----------------------------------------------------------------------------------

ANTHROPIC_MESSAGE = message(
    [
        {"type": "thinking", "thinking": "hmm", "signature": "sig"},
        {"type": "text", "text": "hello"},
        {"type": "tool_use", "id": "toolu_1", "name": "weather", "input": {"city": "Paris"}},
    ],
    stop_reason="tool_use",
    usage={"input_tokens": 3, "output_tokens": 2, "cache_read_input_tokens": 1},
)
ANTHROPIC_EVENTS = message_events(
    [
        {"type": "thinking", "thinking": "hmm", "signature": "sig"},
        {"type": "text", "text": "hello"},
        {"type": "tool_use", "id": "toolu_1", "name": "weather", "input": {"city": "Paris"}},
    ],
    stop_reason="tool_use",
    piece=8,
)


def _sse(event: Any) -> bytes:
    return b"event: e\ndata: " + orjson.dumps(event) + b"\n\n"


@FUZZ
@given(body=garbled(ANTHROPIC_MESSAGE))
def test_anthropic_blocking_garbled(harness: Harness, body: Any) -> None:
    harness.anthropic.add(Json(body))
    outcome(harness, lambda: harness.anthropic_model.call(Prompt("hi")), "anthropic blocking")


@FUZZ
@given(position=st.integers(0, len(ANTHROPIC_EVENTS) - 1), data=st.data())
def test_anthropic_stream_garbled_event(harness: Harness, position: int, data: st.DataObject) -> None:
    events = [_sse(e) for e in ANTHROPIC_EVENTS]
    events[position] = _sse(data.draw(garbled(ANTHROPIC_EVENTS[position])))
    harness.anthropic.add(Sse(events))
    outcome(harness, lambda: _collect(harness.anthropic_model), "anthropic stream")


@FUZZ
@given(position=st.integers(0, len(ANTHROPIC_EVENTS)), line=raw_lines)
def test_anthropic_stream_raw_line_is_never_dropped_silently(
    harness: Harness, position: int, line: bytes
) -> None:
    events = [_sse(e) for e in ANTHROPIC_EVENTS]
    events.insert(position, b"data: " + line + b"\n\n")
    harness.anthropic.add(Sse(events))
    result = outcome(harness, lambda: _collect(harness.anthropic_model), "anthropic stream raw line")
    after_the_end = position == len(ANTHROPIC_EVENTS)  # after message_stop nothing more is read
    assert result == "error" or _decodes_to_object(line) or not line.strip() or after_the_end


def _decodes_to_object(line: bytes) -> bool:
    try:
        return isinstance(orjson.loads(line), dict)
    except orjson.JSONDecodeError:
        return False


# -- the shapes the audit named, one by one -------------------------------------------------------


@pytest.mark.parametrize(
    "chunk",
    [
        {"choices": {"a": 1}},
        {"choices": [{"index": 0, "delta": {"content": 5}}]},
        {"choices": [{"index": 0, "delta": {}, "finish_reason": ["stop"]}]},
        {"choices": [{"index": 0, "delta": {"tool_calls": [{"index": 0, "id": 7, "function": {"name": "x"}}]}}]},
        {"choices": [{"index": 0, "delta": {"tool_calls": [{"index": 0, "id": "c", "function": {"name": []}}]}}]},
        {"choices": [{"index": 0, "delta": {"reasoning_content": {"x": 1}}}]},
        {"usage": [1]},
    ],
)
def test_openai_stream_shapes_from_the_audit(harness: Harness, chunk: Any) -> None:
    harness.openai.add(StreamReply([text_chunk("a"), chunk, finish_chunk()]))
    with pytest.raises(ProviderResponseError, match="unexpected shape") as caught:
        harness.run(_collect(harness.openai_model))
    assert caught.value.payload == orjson.dumps(chunk).decode()
    assert caught.value.partial is not None and caught.value.partial.text == "a"


@pytest.mark.parametrize(
    "body",
    [
        {"choices": {"a": 1}},
        {"choices": [{"message": {"content": 5}}]},
        {"choices": [{"message": {"content": "x"}, "finish_reason": ["stop"]}]},
        {"choices": [{"message": {"tool_calls": [{"id": 7, "function": {"name": "x", "arguments": "{}"}}]}}]},
        {"choices": [{"message": {"content": "x"}}], "usage": [1]},
        {"choices": [{"message": {"content": "x"}}], "id": ["not", "a", "string"]},
    ],
)
def test_openai_blocking_shapes_from_the_audit(harness: Harness, body: Any) -> None:
    harness.openai.add(JsonReply(body))
    with pytest.raises(ProviderResponseError) as caught:
        harness.run(harness.openai_model.call(Prompt("hi")))
    assert caught.value.payload.startswith("{")


@pytest.mark.parametrize(
    "body",
    [
        {**ANTHROPIC_MESSAGE, "usage": [1]},
        {**ANTHROPIC_MESSAGE, "content": [{"type": "text", "text": 5}]},
        {**ANTHROPIC_MESSAGE, "content": [{"type": "tool_use", "id": 1, "name": "x", "input": {}}]},
        {**ANTHROPIC_MESSAGE, "stop_reason": ["end_turn"]},
    ],
)
def test_anthropic_blocking_shapes_from_the_audit(harness: Harness, body: Any) -> None:
    harness.anthropic.add(Json(body))
    with pytest.raises(ProviderResponseError):
        harness.run(harness.anthropic_model.call(Prompt("hi")))


def test_anthropic_stream_usage_of_the_wrong_type(harness: Harness) -> None:
    events = [_sse(e) for e in ANTHROPIC_EVENTS]
    events[-2] = _sse({"type": "message_delta", "delta": {"stop_reason": "end_turn"}, "usage": [1]})
    harness.anthropic.add(Sse(events))
    with pytest.raises(ProviderResponseError, match="usage") as caught:
        harness.run(_collect(harness.anthropic_model))
    assert caught.value.partial is not None and caught.value.partial.text == "hello"
