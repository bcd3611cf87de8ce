"""Through the server: a resume whose continuation fails after the approved tool ran (the model errs,
the client goes away) can be sent again; the tool runs once and the history holds its call and
result once."""

from __future__ import annotations

import json
import time
from http.client import HTTPConnection
from typing import Any
from urllib.parse import urlsplit

from sprig import ToolCall
from sprig.models.errors import ServerError
from support.sprig_server import DELETED, KEY, ServeFactory, bearer, http

RESUME = "/api/conversations/{}/resume"


def pause(url: str, conversation: str) -> None:
    body = {"model": "sprig", "messages": [{"role": "user", "content": "Delete a.txt"}]}
    status, _, raw = http(url, "POST", "/v1/chat/completions", body, {**bearer(KEY), "X-Conversation-Id": conversation})
    assert status == 200 and json.loads(raw)["pending_approvals"][0]["id"] == "d1"


def conversation(url: str, conversation: str) -> dict[str, Any]:
    status, _, raw = http(url, "GET", f"/api/conversations/{conversation}", None, bearer(KEY))
    assert status == 200
    return dict(json.loads(raw))


def shape(messages: list[dict[str, Any]]) -> list[str]:
    out = []
    for m in messages:
        ids = [c["id"] for c in m.get("tool_calls", ())] or [r["id"] for r in m.get("responses", ())]
        out.append(m["type"] + (f"({','.join(ids)})" if ids else ""))
    return out


def test_a_resume_retried_after_the_model_failed_runs_the_tool_once(serve: ServeFactory) -> None:
    DELETED.clear()
    served = serve(
        [ToolCall("d1", "delete_file", '{"path": "a.txt"}'), ServerError("down", status=503), "Deleted."],
        chunk_size=100,
    )
    pause(served.url, "r1")

    status, _, raw = http(served.url, "POST", RESUME.format("r1"), {"approve": ["d1"]}, bearer(KEY))
    assert status == 200 and b'"TOOL_CALL_RESULT"' in raw and b"RUN_ERROR" in raw
    assert DELETED == ["a.txt"]
    after_failure = conversation(served.url, "r1")
    assert shape(after_failure["messages"]) == ["system", "user", "assistant(d1)", "tool(d1)"]
    assert [p["id"] for p in after_failure["pending"]] == ["d1"]  # resume it again to go on

    status, _, raw = http(served.url, "POST", RESUME.format("r1"), {"approve": ["d1"]}, bearer(KEY))
    assert status == 200 and b"RUN_FINISHED" in raw and b"Deleted." in raw and b"RUN_ERROR" not in raw
    assert DELETED == ["a.txt"]
    done = conversation(served.url, "r1")
    assert shape(done["messages"]) == ["system", "user", "assistant(d1)", "tool(d1)", "assistant"]
    assert done["pending"] == []


def test_a_resume_retried_after_the_client_went_away_runs_the_tool_once(serve: ServeFactory) -> None:
    DELETED.clear()
    served = serve(
        [ToolCall("d1", "delete_file", '{"path": "a.txt"}'), "A long answer " * 200, "Deleted."],
        delay=0.02,
        chunk_size=100,
    )
    pause(served.url, "r2")

    parts = urlsplit(served.url)
    connection = HTTPConnection(parts.hostname, parts.port, timeout=20)
    connection.request(
        "POST",
        RESUME.format("r2"),
        body=json.dumps({"approve": ["d1"]}),
        headers={"Content-Type": "application/json", **bearer(KEY)},
    )
    response = connection.getresponse()
    assert response.status == 200
    seen = b""
    while b"TEXT_MESSAGE_CONTENT" not in seen.split(b'"TOOL_CALL_RESULT"', 1)[-1] or b"TOOL_CALL_RESULT" not in seen:
        line = response.readline()
        assert line, "the stream ended early"
        seen += line
    connection.close()  # the client goes away while the model answers
    assert DELETED == ["a.txt"]

    deadline = time.monotonic() + 30
    while True:  # the server notices the disconnect and lets the conversation go
        status, _, raw = http(served.url, "POST", RESUME.format("r2"), {"approve": ["d1"]}, bearer(KEY))
        if status != 409 or time.monotonic() > deadline:
            break
        time.sleep(0.05)
    assert status == 200 and b"RUN_FINISHED" in raw and b"Deleted." in raw, raw[-300:]
    assert DELETED == ["a.txt"]
    assert shape(conversation(served.url, "r2")["messages"]) == [
        "system",
        "user",
        "assistant(d1)",
        "tool(d1)",
        "assistant",
    ]
