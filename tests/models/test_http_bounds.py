"""What every HTTP model shares: the request deadline, clear texts for stalls and HTML, and
request bodies that are always valid UTF-8 (lone surrogates replaced)."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest

from sprig.messages import AssistantMessage, ToolCall, ToolResponse, ToolResponseMessage, UserMessage
from sprig.models import (
    AnthropicChatModel,
    ModelTimeoutError,
    OpenAiChatModel,
    ProviderResponseError,
    RetryPolicy,
    StreamInterruptedError,
)
from sprig.models._http import DEFAULT_DEADLINE
from sprig.models.spec import from_spec
from sprig.prompt import Prompt
from support.anthropic_server import AnthropicLoopbackServer, Json, message
from support.openai_server import JsonReply, OpenAiLoopbackServer, Pause, StreamReply, reply, text_chunk

LONE = "report-\udcff.txt"  # a non-UTF-8 file name as os.listdir returns it


def _model(server: OpenAiLoopbackServer, **kwargs: object) -> OpenAiChatModel:
    return OpenAiChatModel(model="m", base_url=server.url, api_key="k", retry=RetryPolicy(max_attempts=1), **kwargs)  # type: ignore[arg-type]


@pytest.fixture
async def anthropic_server() -> AsyncIterator[AnthropicLoopbackServer]:
    async with AnthropicLoopbackServer() as server:
        yield server


async def _stream(model: OpenAiChatModel) -> str:
    return "".join([c.text async for c in model.stream(Prompt("hi"))])


def test_the_deadline_has_a_documented_default_and_is_an_option() -> None:
    assert DEFAULT_DEADLINE == 600.0
    assert OpenAiChatModel(model="m", base_url="http://x")._endpoint.deadline == DEFAULT_DEADLINE
    assert OpenAiChatModel(model="m", base_url="http://x", deadline=None)._endpoint.deadline is None
    model = from_spec("openai:m", base_url="http://x", api_key="k", deadline=30)
    assert model._endpoint.deadline == 30  # type: ignore[attr-defined]
    with pytest.raises(ValueError, match="deadline"):
        AnthropicChatModel(model="m", deadline=0)


async def test_keep_alives_cannot_hold_a_stream_past_the_deadline(openai_server: OpenAiLoopbackServer) -> None:
    trickle = [text_chunk("a")] + [e for _ in range(100) for e in (Pause(0.05), b": keep-alive\n\n")]
    openai_server.add(StreamReply(trickle))
    async with _model(openai_server, timeout=5, deadline=0.4) as model:
        with pytest.raises(StreamInterruptedError, match=r"request deadline of 0\.4 s") as caught:
            await _stream(model)
    assert caught.value.partial is not None and caught.value.partial.text == "a"


async def test_a_slow_blocking_call_hits_the_deadline(openai_server: OpenAiLoopbackServer) -> None:
    openai_server.add(JsonReply({"choices": []}, delay=0.8))
    async with _model(openai_server, timeout=5, deadline=0.3) as model:
        with pytest.raises(ModelTimeoutError, match="request deadline"):
            await model.call(Prompt("hi"))


async def test_a_stream_that_had_started_is_not_reported_as_unanswered(openai_server: OpenAiLoopbackServer) -> None:
    openai_server.add(StreamReply([b": hello\n\n", Pause(0.8)]))
    async with _model(openai_server, timeout=0.3) as model:
        with pytest.raises(StreamInterruptedError, match="stalled after it had started") as caught:
            await _stream(model)
    assert "did not answer" not in str(caught.value)


@pytest.mark.parametrize(
    "reply_",
    [
        StreamReply([b"<!DOCTYPE html>\n<html><body>502 Bad Gateway</body></html>\n"], done=False),
        JsonReply(b"<html><body>Access denied</body></html>"),
    ],
)
async def test_an_html_reply_on_a_stream_is_named_html(
    openai_server: OpenAiLoopbackServer, reply_: StreamReply | JsonReply
) -> None:
    openai_server.add(reply_)
    async with _model(openai_server) as model:
        with pytest.raises(ProviderResponseError, match="HTML page") as caught:
            await _stream(model)
    assert "html" in caught.value.payload.lower()


def _conversation() -> Prompt:
    return Prompt(
        [
            UserMessage(f"list the files {LONE}"),
            AssistantMessage("", (ToolCall("c1", "list_files", '{"path": "."}'),)),
            ToolResponseMessage([ToolResponse("c1", "list_files", f'["{LONE}", "ok.txt"]')]),
        ]
    )


async def test_lone_surrogates_reach_openai_as_replacement_characters(openai_server: OpenAiLoopbackServer) -> None:
    openai_server.add(reply("fine"), reply("fine"))
    async with _model(openai_server) as model:
        assert (await model.call(_conversation())).text == "fine"
        assert "".join([c.text async for c in model.stream(_conversation())]) == "fine"
    for request in openai_server.requests:
        assert request.messages[0]["content"] == "list the files report-\ufffd.txt"
        assert request.messages[2]["content"] == '["report-\ufffd.txt", "ok.txt"]'


async def test_lone_surrogates_reach_anthropic_as_replacement_characters(
    anthropic_server: AnthropicLoopbackServer,
) -> None:
    anthropic_server.add(Json(message([{"type": "text", "text": "fine"}])))
    async with AnthropicChatModel(model="m", base_url=anthropic_server.url, api_key="k") as model:
        assert (await model.call(_conversation())).text == "fine"
    sent = anthropic_server.requests[0].body["messages"]
    assert sent[0]["content"][0]["text"] == "list the files report-\ufffd.txt"
    assert sent[2]["content"][0]["content"] == '["report-\ufffd.txt", "ok.txt"]'


async def test_a_valid_surrogate_pair_is_kept_as_its_character(openai_server: OpenAiLoopbackServer) -> None:
    openai_server.add(reply("fine"))
    async with _model(openai_server) as model:
        await model.call(Prompt([UserMessage("smile \ud83d\ude00 and \udcff")]))
    assert openai_server.requests[0].messages[0]["content"] == "smile \U0001f600 and \ufffd"
