"""``POST /ag-ui`` driven by the official AG-UI client (``@ag-ui/client``'s ``HttpAgent``) in Node."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

from sprig import ToolCall
from support.sprig_server import DELETED, KEY, ServeFactory

ROOT = Path(__file__).resolve().parents[2]
MODULES = ROOT / ".cache" / "npm" / "node_modules"
SCRIPT = ROOT / "tests" / "support" / "js" / "agui_client.cjs"

pytestmark = pytest.mark.skipif(
    shutil.which("node") is None or not (MODULES / "@ag-ui" / "client").is_dir(),
    reason="needs node and @ag-ui/client (scripts/test-services.sh installs it)",
)


def drive(url: str, thread_id: str, steps: list[dict[str, Any]]) -> dict[str, Any]:
    scenario = {"url": url, "key": KEY, "threadId": thread_id, "steps": steps}
    env = {**os.environ, "AGUI_NODE_MODULES": str(MODULES)}
    done = subprocess.run(
        ["node", str(SCRIPT), json.dumps(scenario)], capture_output=True, text=True, timeout=60, env=env, check=False
    )
    assert done.returncode == 0, done.stderr
    result: dict[str, Any] = json.loads(done.stdout)
    return result


def todo(*statuses: str) -> ToolCall:
    items = [{"id": str(i), "text": f"Step {i}", "status": s} for i, s in enumerate(statuses, 1)]
    return ToolCall("", "todo_update", json.dumps({"items": items}))


def test_text_tool_calls_and_todo_state(serve: ServeFactory) -> None:
    served = serve(
        [
            todo("in_progress", "pending"),
            ToolCall("a1", "add", '{"a": 20, "b": 22}'),
            todo("completed", "completed"),
            "The answer is 42.",
        ],
        api_keys=[KEY],
    )
    out = drive(served.url, "agui-1", [{"user": "Add 20 and 22, with a plan"}])
    step = out["steps"][0]
    assert step["error"] is None
    types = step["types"]
    assert types[0] == "RUN_STARTED" and types[-1] == "RUN_FINISHED"
    assert types[1] == "STATE_SNAPSHOT"
    for expected in ("TOOL_CALL_START", "TOOL_CALL_ARGS", "TOOL_CALL_END", "TOOL_CALL_RESULT", "STATE_DELTA"):
        assert expected in types
    assert types.index("TEXT_MESSAGE_START") < types.index("TEXT_MESSAGE_CONTENT") < types.index("TEXT_MESSAGE_END")
    assert out["state"] == {
        "todos": [
            {"id": "1", "text": "Step 1", "status": "completed"},
            {"id": "2", "text": "Step 2", "status": "completed"},
        ]
    }
    messages = out["messages"]
    assistant_text = "".join(m.get("content") or "" for m in messages if m["role"] == "assistant")
    assert "The answer is 42." in assistant_text
    calls = [c for m in messages if m["role"] == "assistant" for c in m.get("toolCalls") or []]
    assert any(
        c["function"]["name"] == "add" and json.loads(c["function"]["arguments"]) == {"a": 20, "b": 22} for c in calls
    )
    results = [m for m in messages if m["role"] == "tool"]
    assert any(m["content"] == "42" for m in results)


def test_keepalive_comments_do_not_disturb_the_client(serve: ServeFactory) -> None:
    served = serve(["steady"], api_keys=[KEY], chunk_size=1, delay=0.03, app_options={"keepalive": 0.01})
    step = drive(served.url, "agui-ka", [{"user": "hi"}])["steps"][0]
    assert step["error"] is None and step["types"].count("TEXT_MESSAGE_CONTENT") == 6


def test_reasoning_is_streamed_as_reasoning_events(serve: ServeFactory) -> None:
    from sprig.models.scripted import ScriptedReply

    served = serve([ScriptedReply(text="Done.", reasoning="Let me think about it.")], api_keys=[KEY])
    types = drive(served.url, "agui-r", [{"user": "think"}])["steps"][0]["types"]
    assert "REASONING_START" in types and "REASONING_MESSAGE_CONTENT" in types and "REASONING_END" in types
    assert types.index("REASONING_END") < types.index("TEXT_MESSAGE_START")


def test_approval_requested_then_resume_through_forwarded_props(serve: ServeFactory) -> None:
    DELETED.clear()
    served = serve([ToolCall("d1", "delete_file", '{"path": "old.txt"}'), "I deleted old.txt."], api_keys=[KEY])
    out = drive(
        served.url,
        "agui-appr",
        [
            {"user": "Delete old.txt"},
            {"forwardedProps": {"resume": {"approve": ["d1"]}}},
        ],
    )
    first, second = out["steps"]
    assert first["error"] is None
    assert first["customs"] == [
        {"name": "approval_requested", "value": {"id": "d1", "name": "delete_file", "arguments": '{"path": "old.txt"}'}}
    ]
    assert first["result"] == {
        "pending": [{"id": "d1", "name": "delete_file", "arguments": '{"path": "old.txt"}', "reason": "approval"}]
    }
    assert DELETED == ["old.txt"]
    assert second["error"] is None and "TOOL_CALL_RESULT" in second["types"]
    assert second["result"] == {"pending": []}
    assistant_text = "".join(m.get("content") or "" for m in out["messages"] if m["role"] == "assistant")
    assert "I deleted old.txt." in assistant_text


def test_denied_call_tells_the_model(serve: ServeFactory) -> None:
    DELETED.clear()
    served = serve([ToolCall("d1", "delete_file", '{"path": "keep.txt"}'), "Fine, I kept it."], api_keys=[KEY])
    out = drive(
        served.url,
        "agui-deny",
        [{"user": "Delete keep.txt"}, {"forwardedProps": {"resume": {"deny": {"d1": "keep it"}}}}],
    )
    assert out["steps"][1]["error"] is None
    assert DELETED == []
    assert "keep it" in served.model.prompts[-1].messages[-1].responses[0].data  # type: ignore[union-attr]


def test_client_tools_are_external_and_their_results_resume_the_run(serve: ServeFactory) -> None:
    served = serve([ToolCall("g1", "get_location", "{}"), "You are in Lyon."], api_keys=[KEY])
    tool = {
        "name": "get_location",
        "description": "Where the user is",
        "parameters": {"type": "object", "properties": {}},
    }
    out = drive(
        served.url,
        "agui-ext",
        [
            {"user": "Where am I?", "tools": [tool]},
            {"tools": [tool], "toolResults": [{"toolCallId": "g1", "content": "Lyon"}]},
        ],
    )
    first, second = out["steps"]
    assert first["error"] is None and second["error"] is None
    assert "TOOL_CALL_START" in first["types"] and "TOOL_CALL_RESULT" not in first["types"]
    assert first["result"]["pending"][0]["reason"] == "external"
    assert served.model.prompts[-1].messages[-1].responses[0].data == "Lyon"  # type: ignore[union-attr]
    assistant_text = "".join(m.get("content") or "" for m in out["messages"] if m["role"] == "assistant")
    assert "You are in Lyon." in assistant_text


def test_a_second_turn_sends_only_the_new_message_over_the_servers_history(serve: ServeFactory) -> None:
    served = serve([ToolCall("a1", "add", '{"a": 1, "b": 2}'), "It is 3.", "You asked about 1 + 2."], api_keys=[KEY])
    out = drive(served.url, "agui-2", [{"user": "1 + 2?"}, {"user": "What did I ask?"}])
    assert [s["error"] for s in out["steps"]] == [None, None]
    sent = served.model.prompts[-1].messages
    assert [m.type for m in sent] == ["system", "user", "assistant", "tool", "assistant", "user"]
    assert sent[-1].text == "What did I ask?"


def test_a_failing_model_ends_the_run_with_run_error(serve: ServeFactory) -> None:
    from sprig.models.errors import ServerError

    served = serve([ServerError("the provider is down", status=503)], api_keys=[KEY])
    step = drive(served.url, "agui-err", [{"user": "hello"}])["steps"][0]
    assert step["types"][0] == "RUN_STARTED" and step["types"][-1] == "RUN_ERROR"
    assert len(step["runErrors"]) == 1 and "the provider is down" in step["runErrors"][0]


def test_a_resume_that_resends_known_messages_by_id_is_not_refused(serve: ServeFactory) -> None:
    DELETED.clear()
    served = serve(["Hello.", ToolCall("d1", "delete_file", '{"path": "old.txt"}'), "Deleted."], api_keys=[KEY])
    resume = {"forwardedProps": {"resume": {"approve": ["d1"]}}}
    out = drive(
        served.url,
        "agui-resend",
        # the client restores the user messages it kept and resends them with the resume
        [{"user": "Hi"}, {"user": "Delete old.txt"}, {**resume, "keepRoles": ["user"]}],
    )
    assert [step["error"] for step in out["steps"]] == [None, None, None]
    assert out["steps"][2]["runErrors"] == []
    assert DELETED == ["old.txt"]
    sent = served.model.prompts[-1].messages
    assert [m.type for m in sent] == ["system", "user", "assistant", "user", "assistant", "tool"]


def test_a_genuinely_new_message_with_a_resume_is_still_refused(serve: ServeFactory) -> None:
    DELETED.clear()
    served = serve([ToolCall("d1", "delete_file", '{"path": "old.txt"}'), "Deleted."], api_keys=[KEY])
    out = drive(
        served.url,
        "agui-resend-new",
        [{"user": "Delete old.txt"}, {"user": "And also new.txt", "forwardedProps": {"resume": {"approve": ["d1"]}}}],
    )
    assert out["steps"][0]["error"] is None
    refused = out["steps"][1]
    assert "takes no new message" in (refused["error"] or "") + " ".join(refused["runErrors"])
    assert DELETED == []
