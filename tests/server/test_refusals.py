"""Requests that cannot be carried out are refused with a 4xx before anything streams or is claimed.

The audit saw these answered 200 followed by ``RUN_ERROR``: a result given for a call that needs
approval, approve plus deny of one call, an edit that breaks the tool's schema, and an AG-UI
external tool with an invalid name.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from sprig import ToolCall
from support.sprig_server import DELETED, KEY, Served, ServeFactory, bearer, http


def _paused(serve: ServeFactory) -> Served:
    DELETED.clear()
    served = serve([ToolCall("d1", "delete_file", '{"path": "draft.txt"}'), "Deleted."], api_keys=[KEY])
    body = {"threadId": "p1", "runId": "r1", "messages": [{"id": "u1", "role": "user", "content": "delete draft"}]}
    status, _, raw = http(served.url, "POST", "/ag-ui", body, bearer(KEY))
    assert status == 200 and b"approval_requested" in raw
    return served


@pytest.mark.parametrize(
    ("decisions", "code"),
    [
        ({"results": {"d1": "done"}}, "invalid_decision"),
        ({"approve": ["d1"], "deny": {"d1": "no"}}, "invalid_decision"),
        ({"edit": {"d1": {"path": 5}}}, "invalid_edit"),
        ({"edit": {"d1": {"where": "x"}}}, "invalid_edit"),
    ],
    ids=["result-for-approval", "approve-and-deny", "edit-wrong-type", "edit-missing-field"],
)
def test_a_wrong_decision_is_400_and_changes_nothing(serve: ServeFactory, decisions: dict[str, Any], code: str) -> None:
    served = _paused(serve)
    calls = served.model.calls
    for path, body in [
        ("/api/conversations/p1/resume", decisions),
        ("/ag-ui", {"threadId": "p1", "runId": "r2", "messages": [], "forwardedProps": {"resume": decisions}}),
    ]:
        status, headers, raw = http(served.url, "POST", path, body, bearer(KEY))
        assert status == 400, (path, raw)
        assert headers["content-type"].startswith("application/json")
        assert json.loads(raw)["error"]["code"] == code
    assert served.model.calls == calls and DELETED == []
    detail = json.loads(http(served.url, "GET", "/api/conversations/p1", None, bearer(KEY))[2])
    assert [p["id"] for p in detail["pending"]] == ["d1"]  # still waiting, unclaimed
    status, _, raw = http(served.url, "POST", "/api/conversations/p1/resume", {"approve": ["d1"]}, bearer(KEY))
    assert status == 200 and b"RUN_FINISHED" in raw and DELETED == ["draft.txt"]


@pytest.mark.parametrize("name", ["bad name!", "", "tab\tname"])
def test_an_external_tool_with_an_invalid_name_is_400_and_claims_nothing(serve: ServeFactory, name: str) -> None:
    served = serve(["never"], api_keys=[KEY])
    body = {
        "threadId": "t1",
        "runId": "r1",
        "messages": [{"id": "u1", "role": "user", "content": "hi"}],
        "tools": [{"name": name, "description": "a tool", "parameters": {"type": "object", "properties": {}}}],
    }
    status, _, raw = http(served.url, "POST", "/ag-ui", body, bearer(KEY))
    assert status == 400, raw
    assert json.loads(raw)["error"]["code"] in ("invalid_tool", "invalid_request")
    assert served.model.calls == 0
    assert http(served.url, "GET", "/api/conversations/t1", None, bearer(KEY))[0] == 404
