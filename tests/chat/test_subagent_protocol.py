"""Property: whatever mix of plain calls, approvals and sub-agents that pause (again and again)
a parallel batch holds, and whatever the decisions, every request the parent and the children
send answers each tool call exactly once, right after it, in order."""

from __future__ import annotations

import asyncio
import json
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from sprig import AssistantMessage, ChatClient, ToolCall, ToolResponseMessage, UserMessage, tool
from sprig.models import ScriptedChatModel
from sprig.prompt import Prompt
from sprig.state import InMemoryStore


@tool(requires_approval=True)
def deploy(target: str) -> str:
    """Deploy (needs approval)."""
    return f"deployed {target}"


@tool
def check(target: str) -> str:
    """Check."""
    return f"checked {target}"


def _answered_once_in_order(prompt: Prompt) -> None:
    messages = list(prompt.messages)
    seen: set[str] = set()
    for index, message in enumerate(messages):
        if isinstance(message, AssistantMessage) and message.tool_calls:
            ids = [call.id for call in message.tool_calls]
            assert len(set(ids)) == len(ids) and not seen & set(ids), ids
            seen |= set(ids)
            following = messages[index + 1]
            assert isinstance(following, ToolResponseMessage), following
            assert [r.id for r in following.responses] == ids
        elif isinstance(message, ToolResponseMessage):
            previous = messages[index - 1]
            assert isinstance(previous, AssistantMessage) and previous.tool_calls


def _child_turn(prompt: Prompt) -> Any:
    task = next(m.text for m in prompt.messages if isinstance(m, UserMessage))
    asks = int(task.removeprefix("pause-")) if task.startswith("pause-") else 0
    rounds = sum(1 for m in prompt.messages if isinstance(m, ToolResponseMessage))
    if rounds < asks:  # the same ids in every child: only their keys tell them apart
        return [ToolCall(f"d{rounds}", "deploy", json.dumps({"target": f"{task}-{rounds}"})),
                ToolCall(f"k{rounds}", "check", json.dumps({"target": task}))]
    return f"child {task} done"


KINDS = st.sampled_from(["plain", "approval", "child-ok", "pause-1", "pause-2"])


@settings(max_examples=30, deadline=None)
@given(kinds=st.lists(KINDS, min_size=1, max_size=4), choices=st.lists(st.booleans(), min_size=12, max_size=12),
       streaming=st.booleans())
def test_every_call_is_answered_once_in_order_across_parent_and_children(
    kinds: list[str], choices: list[bool], streaming: bool
) -> None:
    store = InMemoryStore()
    child_model = ScriptedChatModel([_child_turn], repeat_last=True)
    child = ChatClient.builder(child_model).default_tools(deploy, check).default_store(store).build()

    def parent_turn(prompt: Prompt) -> Any:
        if not any(isinstance(m, ToolResponseMessage) for m in prompt.messages):
            calls = []
            for n, kind in enumerate(kinds):
                if kind == "plain":
                    calls.append(ToolCall(f"p{n}", "check", json.dumps({"target": str(n)})))
                elif kind == "approval":
                    calls.append(ToolCall(f"p{n}", "deploy", json.dumps({"target": str(n)})))
                else:
                    task = kind if kind != "child-ok" else "ok"
                    calls.append(ToolCall(f"p{n}", "helper", json.dumps({"task": task})))
            return calls
        return "all answered"

    parent_model = ScriptedChatModel([parent_turn], repeat_last=True)
    parent = (
        ChatClient.builder(parent_model)
        .default_tools(check, deploy, child.as_tool("helper", "Helps"))
        .default_store(store)
        .build()
    )

    async def run(spec: Any) -> Any:
        if streaming:
            events = [e async for e in spec.stream().events()]
            return events[-1].response
        return await spec.call().achat_response()

    async def scenario() -> None:
        response = await run(parent.prompt("go").advisor_params(conversation_id="c"))
        waits = sum(1 for kind in kinds if kind == "approval" or kind.startswith("pause"))
        assert len(response.pending) == waits  # each approval, and each pausing child, waits once
        decisions = iter(choices * 4)
        while response.pending:
            approve = [p.key for p in response.pending if next(decisions)]
            deny = {p.key: "no" for p in response.pending if p.key not in approve}
            spec = parent.prompt().advisor_params(conversation_id="c").resume(approve=approve, deny=deny)
            response = await run(spec)
        assert response.text == "all answered"

    asyncio.run(scenario())
    for prompt in [*parent_model.prompts, *child_model.prompts]:
        _answered_once_in_order(prompt)
    last = parent_model.prompts[-1].messages[-1]
    assert isinstance(last, ToolResponseMessage)
    assert [r.id for r in last.responses] == [f"p{n}" for n in range(len(kinds))]
