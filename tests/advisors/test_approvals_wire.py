"""Approval and external tools with ``OpenAiChatModel`` against the loopback server: what goes
on the wire after a resume is exactly what an uninterrupted run would send."""

from __future__ import annotations

import json
from typing import Any

import pytest

from sprig import (
    ApprovalRequestedEvent,
    ChatClient,
    DoneEvent,
    ExternalTool,
    ExternalToolCallEvent,
    ToolApprovalRequired,
    ToolResultEvent,
    tool,
)
from sprig.advisors import MessageChatMemoryAdvisor
from sprig.models import OpenAiChatModel
from sprig.state import MessageWindowChatMemory
from support.openai_server import OpenAiLoopbackServer, reply

written: list[str] = []


@tool(requires_approval=True)
def write_file(path: str, text: str) -> str:
    """Write text to a file."""
    written.append(path)
    return f"wrote {len(text)} characters to {path}"


@tool
def list_files() -> list[str]:
    """List the files."""
    return ["a.txt"]


get_location = ExternalTool("get_location", "The user's current city", {"type": "object", "properties": {}})


@pytest.fixture(autouse=True)
def _reset() -> None:
    written.clear()


def client_for(model: OpenAiChatModel, **kw: Any) -> ChatClient:
    builder = ChatClient.builder(model).default_system("Be brief.").default_tools(write_file, list_files, get_location)
    if "memory" in kw:
        builder.default_advisors(MessageChatMemoryAdvisor(kw["memory"], save_tool_rounds=True))
    return builder.build()


def tool_messages(messages: list[dict[str, Any]]) -> list[tuple[str, str]]:
    return [(m["tool_call_id"], m["content"]) for m in messages if m["role"] == "tool"]


def check_wire_order(messages: list[dict[str, Any]]) -> None:
    """Each assistant message with tool calls is followed by one tool message per call, in order."""
    for index, message in enumerate(messages):
        if message["role"] == "assistant" and message.get("tool_calls"):
            ids = [c["id"] for c in message["tool_calls"]]
            following = [m["tool_call_id"] for m in messages[index + 1 : index + 1 + len(ids)]]
            assert following == ids


async def test_approve_on_the_wire(openai_server: OpenAiLoopbackServer, openai_model: OpenAiChatModel) -> None:
    args = json.dumps({"path": "site/index.html", "text": "<h1>hi</h1>"})
    openai_server.add(reply(tool_calls=[("call_1", "write_file", args)]), reply("Done."))
    client = client_for(openai_model)
    with pytest.raises(ToolApprovalRequired):
        await client.prompt("Make a page").advisor_params(conversation_id="w1").call().acontent()
    assert openai_server.pending == 1 and written == []
    spec = client.prompt().advisor_params(conversation_id="w1").resume(approve=["call_1"])
    assert await spec.call().acontent() == "Done."
    sent = openai_server.last_request.messages
    assert [m["role"] for m in sent] == ["system", "user", "assistant", "tool"]
    assert sent[2]["tool_calls"][0]["id"] == "call_1"
    assert tool_messages(sent) == [("call_1", "wrote 11 characters to site/index.html")]


async def test_streamed_mixed_round_then_streamed_resume_with_memory(
    openai_server: OpenAiLoopbackServer, openai_model: OpenAiChatModel
) -> None:
    memory = MessageWindowChatMemory()
    openai_server.add(
        reply(
            "Working on it.",
            tool_calls=[
                ("c1", "list_files", "{}"),
                ("c2", "write_file", json.dumps({"path": "a.txt", "text": "x"})),
                ("c3", "get_location", "{}"),
            ],
        ),
        reply("All set."),
        reply("Bye."),
    )
    client = client_for(openai_model, memory=memory)
    events = [e async for e in client.prompt("Go").advisor_params(conversation_id="w2").stream().events()]
    assert [e.id for e in events if isinstance(e, ToolResultEvent)] == ["c1"]
    assert [e.id for e in events if isinstance(e, ApprovalRequestedEvent)] == ["c2"]
    assert [e.id for e in events if isinstance(e, ExternalToolCallEvent)] == ["c3"]
    done = events[-1]
    assert isinstance(done, DoneEvent) and [p.id for p in done.response.pending] == ["c2", "c3"]
    assert done.response.text == "Working on it."

    spec = client.prompt().advisor_params(conversation_id="w2")
    spec.resume(edit={"c2": {"path": "b.txt", "text": "yy"}}, results={"c3": "Paris"})
    resumed = [e async for e in spec.stream().events()]
    assert sorted(e.id for e in resumed if isinstance(e, ToolResultEvent)) == ["c2", "c3"]
    assert isinstance(resumed[-1], DoneEvent) and resumed[-1].response.text == "All set."
    assert written == ["b.txt"]
    sent = openai_server.last_request.messages
    check_wire_order(sent)
    assert json.loads(sent[2]["tool_calls"][1]["function"]["arguments"]) == {"path": "b.txt", "text": "yy"}
    assert tool_messages(sent) == [("c1", '["a.txt"]'), ("c2", "wrote 2 characters to b.txt"), ("c3", "Paris")]

    # the next turn sends the whole remembered exchange, in provider order
    assert await client.prompt("Thanks").advisor_params(conversation_id="w2").call().acontent() == "Bye."
    sent = openai_server.last_request.messages
    check_wire_order(sent)
    assert [m["role"] for m in sent] == ["system", "user", "assistant", "tool", "tool", "tool", "assistant", "user"]
