"""``sprig serve --durable`` with a sub-agent: an approval inside the child (a DBOS child
workflow) pauses the conversation's turn, and a resume through the server finishes it."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from sprig import ChatClient, ToolCall
from sprig.durable import DurableAgent
from sprig.models import ScriptedChatModel
from sprig.server import create_app
from sprig.state import InMemoryStore
from support.sprig_server import DELETED, delete_file, http, running


@pytest.fixture
def served(tmp_path: Path) -> Iterator[str]:
    store = InMemoryStore()
    child = (
        ChatClient.builder(ScriptedChatModel([ToolCall("d1", "delete_file", '{"path": "notes.txt"}'), "deleted it"]))
        .default_tools(delete_file)
        .default_store(store)
        .build()
    )
    parent = (
        ChatClient.builder(ScriptedChatModel([ToolCall("call_h", "cleaner", '{"task": "delete notes.txt"}'), "clean"]))
        .default_tools(child.as_tool("cleaner", "Cleans up files"))
        .build()
    )
    app = create_app(parent, store=store, durable_db=f"sqlite:///{tmp_path / 'durable.sqlite'}")
    DELETED.clear()
    try:
        with running(app) as base:
            yield base
    finally:
        DurableAgent.shutdown()


@pytest.mark.slow
def test_an_approval_inside_a_durable_child_is_resumed_through_the_server(served: str) -> None:
    headers = {"X-Conversation-Id": "conv-sub"}
    chat = {"model": "sprig", "messages": [{"role": "user", "content": "clean up"}]}
    status, _, raw = http(served, "POST", "/v1/chat/completions", chat, headers)
    assert status == 200, raw
    [pending] = json.loads(raw)["pending_approvals"]
    assert pending["id"] == "d1" and pending["path"] == ["call_h"] and DELETED == []

    status, _, raw = http(served, "GET", "/api/conversations/conv-sub", None, {})
    assert [(p["id"], p["key"]) for p in json.loads(raw)["pending"]] == [("d1", "call_h/d1")]

    resume = {"approve": ["call_h/d1"]}  # by key (the id alone works too)
    status, _, raw = http(served, "POST", "/api/conversations/conv-sub/resume", resume, {})
    assert status == 200, raw
    stream = raw.decode()
    assert '"RUN_FINISHED"' in stream and '"RUN_ERROR"' not in stream
    assert DELETED == ["notes.txt"]
    status, _, raw = http(served, "GET", "/api/conversations/conv-sub", None, {})
    conversation = json.loads(raw)
    assert conversation["pending"] == []
    assert conversation["messages"][-1]["text"] == "clean"
