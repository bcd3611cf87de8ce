"""``create_app(..., durable_db=...)`` / ``sprig serve --durable``: conversation turns are durable runs."""

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
from support.sprig_server import DELETED, add, delete_file, http, running


def chat(text: str) -> dict[str, object]:
    return {"model": "sprig", "messages": [{"role": "user", "content": text}]}


@pytest.fixture
def served(tmp_path: Path) -> Iterator[tuple[str, ScriptedChatModel, str]]:
    model = ScriptedChatModel(
        [
            ToolCall("a1", "add", '{"a": 2, "b": 3}'),
            "2 + 3 = 5",
            ToolCall("d1", "delete_file", '{"path": "notes.txt"}'),
            "notes.txt is gone",
        ]
    )
    client = ChatClient.builder(model).default_system("You are a test agent.").default_tools(add, delete_file).build()
    url = f"sqlite:///{tmp_path / 'durable.sqlite'}"
    app = create_app(client, store=InMemoryStore(), durable_db=url)
    DELETED.clear()
    try:
        with running(app) as base:
            yield base, model, url
    finally:
        DurableAgent.shutdown()


def test_a_conversation_turn_is_a_durable_run_and_an_approval_waits_in_it(
    served: tuple[str, ScriptedChatModel, str],
) -> None:
    base, model, _ = served
    headers = {"X-Conversation-Id": "conv-1"}

    status, _, raw = http(base, "POST", "/v1/chat/completions", chat("add 2 and 3"), headers)
    assert status == 200, raw
    assert json.loads(raw)["choices"][0]["message"]["content"] == "2 + 3 = 5"

    status, _, raw = http(base, "POST", "/v1/chat/completions", chat("delete notes.txt"), headers)
    assert status == 200, raw
    body = json.loads(raw)
    assert [p["id"] for p in body["pending_approvals"]] == ["d1"] and DELETED == []
    status, _, raw = http(base, "GET", "/api/conversations/conv-1", None, {})
    assert [p["id"] for p in json.loads(raw)["pending"]] == ["d1"]  # the durable run waits

    status, _, raw = http(base, "POST", "/api/conversations/conv-1/resume", {"approve": ["d1"]}, {})
    assert status == 200, raw
    events = [json.loads(line[len("data: ") :]) for line in raw.decode().splitlines() if line.startswith("data: ")]
    text = "".join(e.get("delta", "") for e in events if e["type"] == "TEXT_MESSAGE_CONTENT")
    assert text == "notes.txt is gone"
    assert DELETED == ["notes.txt"]
    history = [m.text for m in model.prompts[-1].messages]
    assert history[:2] == ["You are a test agent.", "add 2 and 3"] and "2 + 3 = 5" in history  # memory, via steps

    from dbos import DBOS

    runs = DBOS.list_workflows(workflow_id_prefix="sprig:serve:conv-1:")
    assert len(runs) == 2  # two turns, two durable runs
    for run in runs:  # (the stream ends with the run's last event, a moment before its status is written)
        DBOS.retrieve_workflow(run.workflow_id).get_result(polling_interval_sec=0.02)


def test_sprig_serve_durable_runs_turns_on_the_given_database(tmp_path: Path) -> None:
    from support.cli import cli_env, popen_sprig, write_script

    model = write_script(tmp_path / "s.json", ["Hello, durably."])
    database = tmp_path / "runs.sqlite"
    process = popen_sprig(
        "serve", "--model", model, "--port", "0", "--durable-db", f"sqlite:///{database}",
        env=cli_env(tmp_path), cwd=tmp_path,
    )  # fmt: skip
    try:
        assert process.stdout is not None
        line = process.stdout.readline()
        assert "listening on" in line, line
        url = line.split("listening on ")[1].strip().rstrip("/")
        status, _, raw = http(url, "POST", "/v1/chat/completions", chat("hi"), {"X-Conversation-Id": "c-9"})
        assert status == 200, raw
        assert json.loads(raw)["choices"][0]["message"]["content"] == "Hello, durably."
    finally:
        process.terminate()
        process.wait(10)
    import sqlite3

    with sqlite3.connect(database) as connection:  # the turn ran as a DBOS workflow in that database
        rows = connection.execute("SELECT workflow_uuid, status FROM workflow_status").fetchall()
    assert [(r[0].rsplit(":", 1)[0], r[1]) for r in rows] == [("sprig:serve:c-9", "SUCCESS")]
