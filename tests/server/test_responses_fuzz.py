"""Garbled ``/v1/responses`` requests (hypothesis): every one gets a clear answer in the API's error
shape (or a response), never a server error, through a real uvicorn."""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from support.sprig_server import KEY, bearer, http, make_server

EXAMPLES = int(os.environ.get("SPRIG_GARBLED_EXAMPLES", "150"))

VALID = {
    "model": "sprig",
    "instructions": "Be brief.",
    "input": [
        {"role": "user", "content": [{"type": "input_text", "text": "hi"}]},
        {"type": "function_call", "call_id": "c1", "name": "client_tool", "arguments": "{}"},
        {"type": "function_call_output", "call_id": "c1", "output": "done"},
    ],
    "tools": [{"type": "function", "name": "client_tool", "parameters": {"type": "object", "properties": {}}}],
    "max_output_tokens": 20,
    "text": {"format": {"type": "text"}},
}

scalars = st.none() | st.booleans() | st.integers(-(2**40), 2**40) | st.floats(allow_nan=False) | st.text(max_size=6)
json_values = st.recursive(
    scalars,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3),
    max_leaves=6,
)


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
    copy: Any = dict(value) if isinstance(value, dict) else list(value)
    copy[path[0]] = _replace(value[path[0]], path[1:], new)
    return copy


@st.composite
def garbled(draw: st.DrawFn) -> Any:
    path = draw(st.sampled_from(list(_paths(VALID))))
    return _replace(VALID, path, draw(json_values))


@pytest.fixture(scope="module")
def served_url() -> Iterator[str]:
    context, served = make_server(["ok"], api_keys=[KEY], repeat_last=True)
    yield served.url
    served.gate.release.set()
    context.__exit__(None, None, None)


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=list(HealthCheck), database=None)
@given(body=garbled())
def test_a_garbled_request_gets_a_clear_answer(served_url: str, body: Any) -> None:
    status, _, raw = http(served_url, "POST", "/v1/responses", body, bearer(KEY))
    assert status < 500, raw
    data = json.loads(raw)
    if status >= 400:
        error = data["error"]
        assert isinstance(error["message"], str) and error["message"] and error["type"] == "invalid_request_error"
    else:
        assert data["object"] == "response" and data["status"] in ("completed", "incomplete")
