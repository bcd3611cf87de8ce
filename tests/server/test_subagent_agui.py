"""A sub-agent's work in ``sprig serve``'s AG-UI stream, read by the official ``@ag-ui/client``:
nested steps named after the sub-agent, the parent call id carried, approvals inside the child
resumed from the parent's thread."""

from __future__ import annotations

import json
from typing import Any

from sprig import ToolCall
from support.subagent_server import DEPLOYED

from .test_agui_client import drive, pytestmark  # noqa: F401 (node and @ag-ui/client are needed)


def test_child_events_are_nested_steps_named_after_the_sub_agent(served_with_child: Any) -> None:
    served = served_with_child(
        [ToolCall("k1", "lookup", '{"q": "lyon"}'), "Lyon has 522,000 people."],
        [ToolCall("call_p", "researcher", '{"task": "population of Lyon"}'), "About 522,000."],
    )
    out = drive(served.url, "sub-1", [{"user": "How many people live in Lyon?"}])
    step = out["steps"][0]
    assert step["error"] is None and step["runErrors"] == []
    events = step["events"]
    types = [e["type"] for e in events]
    started = types.index("SUBAGENT_STARTED")
    assert events[started]["subagentRunId"] == "call_p" and events[started]["parentToolCallId"] == "call_p"
    assert events[started]["name"] == "researcher"
    step_start = types.index("STEP_STARTED")
    step_end = types.index("STEP_FINISHED")
    assert events[step_start]["stepName"] == events[step_end]["stepName"] == "researcher"
    inside = events[step_start + 1 : step_end]
    assert inside and all(e["subagentRunId"] == "call_p" for e in inside)
    inner_types = [e["type"] for e in inside]
    for expected in ("TOOL_CALL_START", "TOOL_CALL_RESULT", "TEXT_MESSAGE_START", "TEXT_MESSAGE_CONTENT"):
        assert expected in inner_types
    assert {e["toolCallId"] for e in inside if e["type"] == "TOOL_CALL_START"} == {"call_p/k1"}
    assert types[step_end + 1] == "SUBAGENT_FINISHED"
    parent_result = next(
        i for i, e in enumerate(events) if e["type"] == "TOOL_CALL_RESULT" and e["toolCallId"] == "call_p"
    )
    assert parent_result > step_end
    # the client keeps the child's messages apart (subagentRunId); the parent's answer is the last
    messages = out["messages"]
    child_text = "".join(m.get("content") or "" for m in messages if m.get("subagentRunId") == "call_p")
    assert "Lyon has 522,000 people." in child_text
    parent_result_message = next(m for m in messages if m["role"] == "tool" and m["toolCallId"] == "call_p")
    assert parent_result_message["content"] == "Lyon has 522,000 people."
    assert "subagentRunId" not in parent_result_message


def test_a_next_turn_does_not_feed_the_childs_messages_to_the_parent(served_with_child: Any) -> None:
    served = served_with_child(
        ["child answer"],
        [ToolCall("call_p", "researcher", '{"task": "t"}'), "first answer", "second answer"],
    )
    out = drive(served.url, "sub-2", [{"user": "first"}, {"user": "second"}])
    assert [s["error"] for s in out["steps"]] == [None, None]
    last_prompt = served.model.prompts[-1]
    assert "child answer" not in [m.text for m in last_prompt.messages if m.text and m.type != "tool"]


def test_approval_inside_the_child_is_resumed_from_the_parents_thread(served_with_child: Any) -> None:
    served = served_with_child(
        [ToolCall("d1", "deploy", '{"target": "prod"}'), "prod deployed"],
        [ToolCall("call_p", "researcher", '{"task": "deploy prod"}'), "Shipped."],
    )
    out = drive(
        served.url,
        "sub-3",
        [
            {"user": "ship it"},
            {"forwardedProps": {"resume": {"approve": ["call_p/d1"]}}},
        ],
    )
    first, second = out["steps"]
    assert first["error"] is None and second["error"] is None, out
    [custom] = [c for c in first["customs"] if c["name"] == "approval_requested"]
    assert custom["value"]["key"] == "call_p/d1" and custom["value"]["path"] == ["call_p"]
    [pending] = first["result"]["pending"]
    assert (pending["id"], pending["key"], pending["path"]) == ("d1", "call_p/d1", ["call_p"])
    assert DEPLOYED == ["prod"]
    assert second["types"][-1] == "RUN_FINISHED" and second["result"]["pending"] == []
    texts = "".join(m.get("content") or "" for m in out["messages"] if m["role"] == "assistant")
    assert "Shipped." in texts
    assert json.dumps(second["events"]).count("SUBAGENT_STARTED") == 1
