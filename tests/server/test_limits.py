"""Security and limits: keys, body size, malformed input, one run per conversation, disconnects."""

from __future__ import annotations

import asyncio
import http.client as httpclient
import json
import socket
import time
from collections.abc import Callable
from typing import Any

from sprig import ToolCall
from sprig.state import InMemoryStore
from support.sprig_server import KEY, OTHER_KEY, ServeFactory, bearer, http

USER = {"role": "user", "content": "hi"}


def chat(model: str = "sprig", **extra: object) -> dict[str, object]:
    return {"model": model, "messages": [USER], **extra}


def error_of(body: bytes) -> dict[str, object]:
    data = json.loads(body)
    assert set(data) == {"error"}
    return data["error"]  # type: ignore[no-any-return]


def test_every_route_but_healthz_and_the_page_needs_a_key(serve: ServeFactory) -> None:
    served = serve([], api_keys=[KEY])
    basic = {"Authorization": "Basic eDpzay10ZXN0LW9uZQ=="}  # user:KEY, what a browser would attach by itself
    for method, path in [
        ("GET", "/readyz"),
        ("GET", "/v1/models"),
        ("POST", "/v1/chat/completions"),
        ("POST", "/ag-ui"),
        ("GET", "/api/conversations"),
        ("GET", "/api/conversations/c1"),
        ("DELETE", "/api/conversations/c1"),
        ("POST", "/api/conversations/c1/resume"),
    ]:
        for headers in ({}, basic):
            status, answer_headers, body = http(served.url, method, path, b"{}", headers)
            assert status == 401, path
            assert error_of(body)["code"] == "invalid_api_key"
            assert answer_headers["www-authenticate"].startswith("Bearer")  # never a Basic prompt
    assert http(served.url, "GET", "/healthz")[0] == 200
    assert http(served.url, "GET", "/readyz", headers=bearer(KEY))[0] == 200
    status, headers, page = http(served.url, "GET", "/")
    assert status == 200 and b"key-dialog" in page and "www-authenticate" not in headers


def test_body_over_one_mib_is_413(serve: ServeFactory) -> None:
    served = serve([], api_keys=[KEY])
    big = json.dumps(chat(padding="x" * (1024 * 1024))).encode()
    for path in ("/v1/chat/completions", "/ag-ui", "/api/conversations/c1/resume"):
        status, _, body = http(served.url, "POST", path, big, bearer(KEY))
        assert status == 413, path
        assert error_of(body)["code"] == "body_too_large"


def test_chunked_body_over_the_limit_is_413_without_a_content_length(serve: ServeFactory) -> None:
    served = serve([], api_keys=[KEY])
    host, port = served.url.removeprefix("http://").split(":")
    connection = httpclient.HTTPConnection(host, int(port), timeout=20)
    chunks = iter([b"x" * 65536] * 16 + [b"x" * 10])  # the last chunk crosses 1 MiB
    connection.request(
        "POST",
        "/v1/chat/completions",
        body=chunks,
        headers={**bearer(KEY), "Content-Type": "application/json", "Transfer-Encoding": "chunked"},
        encode_chunked=True,
    )
    response = connection.getresponse()
    assert response.status == 413
    connection.close()


def test_malformed_json_and_wrong_shapes_are_400_with_the_reason(serve: ServeFactory) -> None:
    served = serve([], api_keys=[KEY])
    cases: list[tuple[str, bytes | object, str]] = [
        ("/v1/chat/completions", b"{not json", "not valid JSON"),
        ("/v1/chat/completions", b"", "empty"),
        ("/v1/chat/completions", [1, 2], "JSON object"),
        ("/v1/chat/completions", {"messages": [USER]}, "model"),
        ("/v1/chat/completions", chat(temperature=9), "temperature"),
        ("/v1/chat/completions", chat(stream="yes"), "stream"),
        ("/v1/chat/completions", chat(n=2), "n"),
        ("/v1/chat/completions", {"model": "m", "messages": [{"role": "tool", "content": "x"}]}, "tool_call_id"),
        (
            "/v1/chat/completions",
            {"model": "m", "messages": [{"role": "user", "content": [{"type": "image_url"}]}]},
            "only text",
        ),
        (
            "/v1/chat/completions",
            {"model": "m", "messages": [{"role": "system", "content": "only system"}]},
            "user message",
        ),
        ("/ag-ui", b"[", "not valid JSON"),
        ("/ag-ui", {"thread_id": "t"}, "RunAgentInput"),
        ("/ag-ui", {"threadId": "bad id!", "runId": "r", "messages": []}, "thread_id"),
        (
            "/ag-ui",
            {"threadId": "t", "runId": "r", "messages": [], "forwardedProps": {"resume": {"approve": "x"}}},
            "approve",
        ),
        ("/api/conversations/c1/resume", {"approve": [1]}, "approve"),
        ("/api/conversations/c1/resume", {"bogus": 1}, "bogus"),
    ]
    for path, body, reason in cases:
        status, _, raw = http(served.url, "POST", path, body, bearer(KEY))
        assert status == 400, (path, body, raw)
        assert reason in str(error_of(raw)["message"]), (reason, raw)
    headers = {**bearer(KEY), "X-Conversation-Id": "has spaces"}
    status, _, raw = http(served.url, "POST", "/v1/chat/completions", chat(), headers)
    assert status == 400 and "conversation id" in str(error_of(raw)["message"])
    status, _, raw = http(served.url, "GET", "/api/conversations/" + "x" * 200, None, bearer(KEY))
    assert status == 400


def test_unknown_conversation_and_other_keys_conversation_are_404(serve: ServeFactory) -> None:
    served = serve(["hello"], api_keys=[KEY, OTHER_KEY])
    body = {"threadId": "mine-1", "runId": "r1", "messages": [{"id": "u1", "role": "user", "content": "hi"}]}
    status, _, _ = http(served.url, "POST", "/ag-ui", body, bearer(KEY))
    assert status == 200
    for method, path in [
        ("GET", "/api/conversations/mine-1"),
        ("DELETE", "/api/conversations/mine-1"),
        ("POST", "/api/conversations/mine-1/resume"),
        ("GET", "/api/conversations/never-was"),
    ]:
        status, _, raw = http(served.url, method, path, {}, bearer(OTHER_KEY))
        assert status == 404, path
        assert error_of(raw)["code"] == "conversation_not_found"
    status, _, raw = http(served.url, "POST", "/ag-ui", {**body, "runId": "r2"}, bearer(OTHER_KEY))
    assert status == 404
    listed = json.loads(http(served.url, "GET", "/api/conversations", None, bearer(OTHER_KEY))[2])
    assert listed["data"] == []
    listed = json.loads(http(served.url, "GET", "/api/conversations", None, bearer(KEY))[2])
    assert [c["id"] for c in listed["data"]] == ["mine-1"]


def _start_stream(url: str, path: str, body: object) -> socket.socket:
    host, port = url.removeprefix("http://").split(":")
    raw = json.dumps(body).encode()
    sock = socket.create_connection((host, int(port)), timeout=20)
    head = (
        f"POST {path} HTTP/1.1\r\nHost: {host}\r\nAuthorization: Bearer {KEY}\r\n"
        f"Content-Type: application/json\r\nX-Conversation-Id: dc-1\r\nContent-Length: {len(raw)}\r\n\r\n"
    )
    sock.sendall(head.encode() + raw)
    return sock


def _wait_released(url: str, conversation_id: str) -> dict[str, object]:
    deadline = time.monotonic() + 10
    while True:
        detail = json.loads(http(url, "GET", f"/api/conversations/{conversation_id}", None, bearer(KEY))[2])
        if not detail["running"] or time.monotonic() > deadline:
            return detail  # type: ignore[no-any-return]
        time.sleep(0.02)


def test_a_second_run_on_a_running_agui_conversation_is_409(serve: ServeFactory) -> None:
    served = serve([ToolCall("g1", "wait_gate", "{}"), "done", "after"], api_keys=[KEY])
    body = {"threadId": "dc-1", "runId": "r1", "messages": [{"id": "u1", "role": "user", "content": "go"}]}
    sock = _start_stream(served.url, "/ag-ui", body)
    assert served.gate.entered.wait(10)
    for run_id in ("r2", "r1"):  # a repeated run id does not pass the lock either
        status, _, raw = http(served.url, "POST", "/ag-ui", {**body, "runId": run_id}, bearer(KEY))
        assert status == 409 and error_of(raw)["code"] == "conversation_busy"
    status, _, raw = http(served.url, "DELETE", "/api/conversations/dc-1", None, bearer(KEY))
    assert status == 409
    served.gate.release.set()
    sock.recv(65536)
    sock.close()


def test_disconnecting_cancels_the_stream_run_and_saves_nothing(serve: ServeFactory) -> None:
    served = serve([ToolCall("g1", "wait_gate", "{}"), "never", "fresh start"], api_keys=[KEY])
    sock = _start_stream(served.url, "/v1/chat/completions", {**chat(), "stream": True})
    assert served.gate.entered.wait(10)
    sock.close()
    assert served.gate.cancelled.wait(10)
    detail = _wait_released(served.url, "dc-1")
    assert detail["running"] is False
    assert detail["messages"] == []
    status, _, raw = http(
        served.url, "POST", "/v1/chat/completions", chat(), {**bearer(KEY), "X-Conversation-Id": "dc-1"}
    )
    assert status == 200, raw


def test_disconnecting_cancels_a_blocking_run_too(serve: ServeFactory) -> None:
    served = serve([ToolCall("g1", "wait_gate", "{}"), "never"], api_keys=[KEY])
    sock = _start_stream(served.url, "/v1/chat/completions", chat())
    assert served.gate.entered.wait(10)
    sock.close()
    assert served.gate.cancelled.wait(10)
    assert _wait_released(served.url, "dc-1")["messages"] == []


def test_paused_conversation_refuses_new_messages_and_wrong_decisions(serve: ServeFactory) -> None:
    served = serve([ToolCall("d1", "delete_file", '{"path": "x"}'), "ok"], api_keys=[KEY])
    headers = {**bearer(KEY), "X-Conversation-Id": "paused-1"}
    assert http(served.url, "POST", "/v1/chat/completions", chat(), headers)[0] == 200
    status, _, raw = http(served.url, "POST", "/v1/chat/completions", chat(), headers)
    assert status == 409 and error_of(raw)["code"] == "conversation_paused" and "d1" in str(error_of(raw)["message"])
    resume = "/api/conversations/paused-1/resume"
    status, _, raw = http(served.url, "POST", resume, {"approve": ["nope"]}, bearer(KEY))
    assert status == 400 and error_of(raw)["code"] == "unknown_tool_call" and "d1" in str(error_of(raw)["message"])
    status, _, raw = http(served.url, "POST", resume, {}, bearer(KEY))
    assert status == 400 and error_of(raw)["code"] == "missing_decision"
    body = {
        "threadId": "paused-1",
        "runId": "r9",
        "messages": [{"id": "u9", "role": "user", "content": "and also"}],
        "forwardedProps": {"resume": {"approve": ["d1"]}},
    }
    status, _, raw = http(served.url, "POST", "/ag-ui", body, bearer(KEY))
    assert status == 400 and "no new message" in str(error_of(raw)["message"])
    status, _, raw = http(served.url, "POST", resume, {"approve": ["d1"]}, bearer(KEY))
    assert status == 200 and b"RUN_FINISHED" in raw


def test_a_body_that_never_finishes_arriving_is_408(serve: ServeFactory) -> None:
    served = serve([], api_keys=[KEY], app_options={"body_timeout": 0.3})
    host, port = served.url.removeprefix("http://").split(":")
    with socket.create_connection((host, int(port)), timeout=20) as sock:
        head = (
            f"POST /v1/chat/completions HTTP/1.1\r\nHost: {host}\r\nAuthorization: Bearer {KEY}\r\n"
            'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"model": '
        )
        sock.sendall(head.encode())  # and then nothing more
        reply = b""
        while b"body_timeout" not in reply and (chunk := sock.recv(65536)):
            reply += chunk
    assert reply.startswith(b"HTTP/1.1 408") and b"body_timeout" in reply


def test_a_refused_request_leaves_no_conversation_behind(serve: ServeFactory) -> None:
    served = serve([], api_keys=[KEY])
    headers = {**bearer(KEY), "X-Conversation-Id": "never-1"}
    body = {"model": "m", "messages": [{"role": "system", "content": "only a system message"}]}
    assert http(served.url, "POST", "/v1/chat/completions", body, headers)[0] == 400
    assert json.loads(http(served.url, "GET", "/api/conversations", None, bearer(KEY))[2])["data"] == []
    assert http(served.url, "GET", "/api/conversations/never-1", None, bearer(KEY))[0] == 404


def test_a_silent_stream_sends_keepalive_comments(serve: ServeFactory) -> None:
    served = serve(
        [ToolCall("g1", "wait_gate", "{}"), "after the wait"], api_keys=[KEY], app_options={"keepalive": 0.05}
    )
    sock = _start_stream(served.url, "/v1/chat/completions", {**chat(), "stream": True})
    assert served.gate.entered.wait(10)
    received = b""
    while received.count(b": keep-alive") < 2:
        received += sock.recv(65536)
    served.gate.release.set()
    while b"[DONE]" not in received:
        received += sock.recv(65536)
    sock.close()
    assert b'"content":"afte"' in received  # the answer streamed after the silence


class SlowReleaseStore(InMemoryStore):
    """A store whose run-lock releases take half a second, as a slow Redis round trip might."""

    async def aupdate(self, key: str, fn: Callable[[Any], Any], *, ttl: Any = None) -> Any:
        if key.startswith("sprig.run:") and fn(await self.aget(key)) is None:
            await asyncio.sleep(0.5)
        return await super().aupdate(key, fn, ttl=ttl)


def test_the_next_run_right_after_a_finished_stream_is_never_busy(serve: ServeFactory) -> None:
    served = serve(["first", "second", "third"], api_keys=[KEY], store=SlowReleaseStore())
    agui = {"threadId": "next-1", "runId": "r1", "messages": [{"id": "u1", "role": "user", "content": "go"}]}
    status, _, raw = http(served.url, "POST", "/ag-ui", agui, bearer(KEY))
    assert status == 200 and b"RUN_FINISHED" in raw
    # The lock is released before RUN_FINISHED goes out, so a client may start at once.
    again = {**agui, "runId": "r2", "messages": [*agui["messages"], {"id": "u2", "role": "user", "content": "on"}]}
    status, _, raw = http(served.url, "POST", "/ag-ui", again, bearer(KEY))
    assert status == 200, raw
    openai = {"model": "sprig", "stream": True, "messages": [{"role": "user", "content": "hi"}]}
    headers = {**bearer(KEY), "X-Conversation-Id": "next-2"}
    status, _, raw = http(served.url, "POST", "/v1/chat/completions", openai, headers)
    assert status == 200 and raw.rstrip().endswith(b"[DONE]")
    status, _, raw = http(served.url, "POST", "/v1/chat/completions", openai, headers)
    assert status == 200, raw
