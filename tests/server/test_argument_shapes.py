"""Hostile tool-argument shapes from the model never make the server answer 500 or break a stream:
the model reads an error result and the run finishes, on both endpoints, blocking and streaming."""

from __future__ import annotations

import json

import pytest

from sprig import ToolCall, tool
from support.sprig_server import KEY, ServeFactory, bearer, http

SHAPES = {
    "lone surrogate": '{"text": "\\udfff"}',
    "deep nesting": '{"text": ' + "[" * 5000 + "]" * 5000 + "}",
    "integer past 64 bits": '{"text": ' + str(2**64) + ",}",
}

RAN: list[str] = []


@tool(description="Echo the text")
def echo(text: str) -> str:
    RAN.append(text)
    return text


def completions(url: str, conversation: str, *, stream: bool) -> tuple[int, bytes]:
    body = {"model": "sprig", "messages": [{"role": "user", "content": "go"}], "stream": stream}
    status, _, raw = http(url, "POST", "/v1/chat/completions", body, {**bearer(KEY), "X-Conversation-Id": conversation})
    return status, raw


def agui(url: str, thread: str) -> tuple[int, bytes]:
    body = {"threadId": thread, "runId": "r1", "messages": [{"id": "u1", "role": "user", "content": "go"}]}
    status, _, raw = http(url, "POST", "/ag-ui", body, bearer(KEY))
    return status, raw


@pytest.mark.parametrize("shape", list(SHAPES))
def test_a_hostile_shape_is_an_error_result_not_a_500(serve: ServeFactory, shape: str) -> None:
    arguments = SHAPES[shape]
    script = [ToolCall(f"c{i}", "echo", arguments) if i % 2 == 0 else f"done {i}" for i in range(6)]
    served = serve(script, api_keys=[KEY], tools=(echo,), chunk_size=100)

    status, raw = completions(served.url, "blocking", stream=False)
    assert status == 200, raw[:300]
    assert json.loads(raw)["choices"][0]["message"]["content"] == "done 1"

    status, raw = completions(served.url, "streaming", stream=True)
    assert status == 200
    assert b"done 3" in raw and raw.rstrip().endswith(b"data: [DONE]")

    status, raw = agui(served.url, "agui")
    assert status == 200
    assert b"done 5" in raw and b'"RUN_FINISHED"' in raw and b"RUN_ERROR" not in raw

    runs = shape == "integer past 64 bits"  # valid once repaired: the tool gets the exact number
    for conversation in ("blocking", "streaming", "agui"):
        status, _, raw = http(served.url, "GET", f"/api/conversations/{conversation}", None, bearer(KEY))
        assert status == 200, raw[:300]
        results = [r["data"] for m in json.loads(raw)["messages"] if m["type"] == "tool" for r in m["responses"]]
        assert results == [str(2**64)] if runs else len(results) == 1 and results[0].startswith("Error")
    assert ([str(2**64)] * 3 if runs else []) == RAN
    RAN.clear()
