"""Approvals and external tools inside a sub-agent pause the parent; resuming the parent finishes
the child, then the parent's round."""

from __future__ import annotations

import json
from typing import Any

import pytest

from sprig import (
    ApprovalRequestedEvent,
    ChatClient,
    DoneEvent,
    ExternalTool,
    InvalidDecisionError,
    InvalidEditError,
    MissingDecisionError,
    NothingPendingError,
    ResumeConflictError,
    SubagentEvent,
    ToolApprovalRequired,
    ToolCall,
    ToolResponseMessage,
    ToolResultEvent,
    UnknownToolCallError,
    tool,
)
from sprig.advisors import pause
from sprig.models import ScriptedChatModel
from sprig.models.response import Usage
from sprig.state import InMemoryStore

ran: list[str] = []


@tool(requires_approval=True)
def deploy(target: str) -> str:
    """Deploy to a target."""
    ran.append(target)
    return f"deployed {target}"


@tool
def check(target: str) -> str:
    """Check a target."""
    ran.append(f"check {target}")
    return f"{target} is fine"


locate = ExternalTool("locate", "Where the user is", {"type": "object", "properties": {}})


@pytest.fixture(autouse=True)
def _reset() -> None:
    ran.clear()


def _clients(
    child_script: list[Any], parent_script: list[Any], store: InMemoryStore | None = None
) -> tuple[ChatClient, ScriptedChatModel, ScriptedChatModel]:
    store = InMemoryStore() if store is None else store
    child_model = ScriptedChatModel(child_script)
    child = (
        ChatClient.builder(child_model)
        .default_system("You deploy.")
        .default_tools(deploy, check, locate)
        .default_store(store)
        .build()
    )
    parent_model = ScriptedChatModel(parent_script)
    parent = (
        ChatClient.builder(parent_model)
        .default_tools(child.as_tool("deployer", "Deploys things"), check)
        .default_store(store)
        .build()
    )
    return parent, parent_model, child_model


def _result_of(model: ScriptedChatModel, index: int, call_id: str) -> str:
    message = model.prompts[index].messages[-1]
    assert isinstance(message, ToolResponseMessage)
    return next(r.data for r in message.responses if r.id == call_id)


def test_approval_in_a_child_pauses_the_parent_and_resume_finishes_both() -> None:
    parent, parent_model, child_model = _clients(
        [ToolCall("d1", "deploy", '{"target": "prod"}'), "prod is deployed"],
        [ToolCall("p1", "deployer", '{"task": "deploy prod"}'), "All done."],
    )
    response = parent.prompt("ship it").advisor_params(conversation_id="conv").call().chat_client_response()
    [pending] = response.pending
    assert (pending.id, pending.name, pending.reason, pending.path) == ("d1", "deploy", "approval", ("p1",))
    assert pending.key == "p1/d1"
    assert ran == []
    recorded = response.recorded_events()
    # the child announced its pending call (wrapped); the parent does not announce it again
    nested = [e for e in recorded if isinstance(e, SubagentEvent) and isinstance(e.leaf, ApprovalRequestedEvent)]
    assert [(e.call_id, e.leaf.id) for e in nested] == [("p1", "d1")]  # type: ignore[union-attr]
    assert not any(isinstance(e, ApprovalRequestedEvent) for e in recorded)

    resumed = parent.prompt().advisor_params(conversation_id="conv").resume(approve=["d1"]).call()
    assert resumed.content() == "All done."
    assert ran == ["prod"]
    assert _result_of(child_model, 1, "d1") == "deployed prod"
    assert _result_of(parent_model, 1, "p1") == "prod is deployed"


async def test_approval_in_a_child_streaming_and_resume_by_key() -> None:
    parent, _parent_model, _child_model = _clients(
        [ToolCall("d1", "deploy", '{"target": "prod"}'), "deployed"],
        [ToolCall("p1", "deployer", '{"task": "deploy prod"}'), "Done."],
    )
    events = [e async for e in parent.prompt("go").advisor_params(conversation_id="c").stream().events()]
    done = events[-1]
    assert isinstance(done, DoneEvent)
    assert [(p.id, p.path) for p in done.response.pending] == [("d1", ("p1",))]
    nested = [e for e in events if isinstance(e, SubagentEvent) and isinstance(e.event, ApprovalRequestedEvent)]
    assert [e.event.id for e in nested] == ["d1"]  # type: ignore[union-attr]
    assert not any(isinstance(e, ToolResultEvent) for e in events)  # the paused call has no result yet

    spec = parent.prompt().advisor_params(conversation_id="c").resume(approve=["p1/d1"])
    after = [e async for e in spec.stream().events()]
    assert isinstance(after[-1], DoneEvent) and after[-1].response.text == "Done."
    assert ran == ["prod"]
    child_results = [
        e for e in after if isinstance(e, SubagentEvent) and isinstance(e.event, ToolResultEvent)
    ]
    assert [e.event.text for e in child_results] == ["deployed prod"]  # type: ignore[union-attr]
    parent_results = [e for e in after if isinstance(e, ToolResultEvent)]
    assert [(e.id, e.text) for e in parent_results] == [("p1", "deployed")]


def test_deny_edit_and_external_results_route_to_the_child() -> None:
    parent, _parent_model, child_model = _clients(
        [
            [
                ToolCall("d1", "deploy", '{"target": "prod"}'),
                ToolCall("d2", "deploy", '{"target": "staging"}'),
                ToolCall("l1", "locate", "{}"),
            ],
            "child finished",
        ],
        [ToolCall("p1", "deployer", '{"task": "deploy"}'), "ok"],
    )
    response = parent.prompt("go").advisor_params(conversation_id="c").call().chat_client_response()
    assert [(p.id, p.reason) for p in response.pending] == [("d1", "approval"), ("d2", "approval"), ("l1", "external")]
    spec = parent.prompt().advisor_params(conversation_id="c")
    spec.resume(deny={"d1": "not today"}, edit={"d2": {"target": "qa"}}, results={"l1": "Paris"})
    assert spec.call().content() == "ok"
    assert ran == ["qa"]
    assert "not today" in _result_of(child_model, 1, "d1")
    assert _result_of(child_model, 1, "d2") == "deployed qa"
    assert _result_of(child_model, 1, "l1") == "Paris"


def test_the_parents_own_calls_and_the_childs_pause_together() -> None:
    parent, parent_model, _child_model = _clients(
        [ToolCall("d1", "deploy", '{"target": "prod"}'), "child done"],
        [
            [ToolCall("p1", "deployer", '{"task": "deploy"}'), ToolCall("p2", "check", '{"target": "db"}')],
            "parent done",
        ],
    )
    response = parent.prompt("go").advisor_params(conversation_id="c").call().chat_client_response()
    assert [p.key for p in response.pending] == ["p1/d1"]
    assert ran == ["check db"]  # the parent's other call ran at once, and runs no more
    assert parent.prompt().advisor_params(conversation_id="c").resume(approve=["d1"]).call().content() == (
        "parent done"
    )
    assert ran == ["check db", "prod"]
    message = parent_model.prompts[1].messages[-1]
    assert isinstance(message, ToolResponseMessage)
    assert [(r.id, r.data) for r in message.responses] == [("p1", "child done"), ("p2", "db is fine")]


def test_a_child_that_asks_again_pauses_the_parent_again() -> None:
    parent, _parent_model, _child_model = _clients(
        [
            ToolCall("d1", "deploy", '{"target": "one"}'),
            ToolCall("d2", "deploy", '{"target": "two"}'),
            "both",
        ],
        [ToolCall("p1", "deployer", '{"task": "deploy"}'), "ok"],
    )
    first = parent.prompt("go").advisor_params(conversation_id="c").call().chat_client_response()
    assert [p.key for p in first.pending] == ["p1/d1"]
    second = parent.prompt().advisor_params(conversation_id="c").resume(approve=["d1"]).call().chat_client_response()
    assert [p.key for p in second.pending] == ["p1/d2"]
    assert parent.prompt().advisor_params(conversation_id="c").resume(approve=["d2"]).call().content() == "ok"
    assert ran == ["one", "two"]


def test_two_children_with_the_same_call_ids_are_told_apart_by_key() -> None:
    store = InMemoryStore()
    parent, _parent_model, child_model = _clients(
        [
            ToolCall("d1", "deploy", '{"target": "a"}'),
            ToolCall("d1", "deploy", '{"target": "b"}'),
            "child a",
            "child b",
        ],
        [
            [ToolCall("p1", "deployer", '{"task": "a"}'), ToolCall("p2", "deployer", '{"task": "b"}')],
            "ok",
        ],
        store,
    )
    # the children run in parallel, so pin their replies to their tasks
    replies = {
        "a": [ToolCall("d1", "deploy", '{"target": "a"}'), "child a"],
        "b": [ToolCall("d1", "deploy", '{"target": "b"}'), "child b"],
    }

    def turn(prompt: Any) -> Any:
        task = prompt.messages[1].text
        return replies[task][0 if len(prompt.messages) == 2 else 1]

    child_model._script = [turn]  # type: ignore[attr-defined]
    child_model.repeat_last = True
    response = parent.prompt("go").advisor_params(conversation_id="c").call().chat_client_response()
    assert sorted(p.key for p in response.pending) == ["p1/d1", "p2/d1"]
    spec = parent.prompt().advisor_params(conversation_id="c")
    with pytest.raises(InvalidDecisionError, match="several"):
        spec.resume(approve=["d1"]).call().content()
    spec = parent.prompt().advisor_params(conversation_id="c").resume(approve=["p1/d1"], deny={"p2/d1": "no"})
    assert spec.call().content() == "ok"
    assert ran == ["a"]


def test_wrong_decisions_for_a_child_change_nothing() -> None:
    parent, _parent_model, _child_model = _clients(
        [ToolCall("d1", "deploy", '{"target": "prod"}'), "child done"],
        [ToolCall("p1", "deployer", '{"task": "deploy"}'), "ok"],
    )
    parent.prompt("go").advisor_params(conversation_id="c").call().chat_client_response()

    def resume(**decisions: Any) -> str:
        return parent.prompt().advisor_params(conversation_id="c").resume(**decisions).call().content()

    with pytest.raises(InvalidEditError):
        resume(edit={"d1": {"target": 5}})
    with pytest.raises(MissingDecisionError):
        resume()
    with pytest.raises(UnknownToolCallError):
        resume(approve=["zz"])
    with pytest.raises(InvalidDecisionError):
        resume(results={"d1": "x"})
    assert ran == []
    assert resume(approve=["d1"]) == "ok"
    with pytest.raises((NothingPendingError, ResumeConflictError)):
        resume(approve=["d1"])
    assert ran == ["prod"]


async def test_double_resume_of_a_child_pause_runs_the_call_once() -> None:
    import asyncio

    parent, _parent_model, _child_model = _clients(
        [ToolCall("d1", "deploy", '{"target": "prod"}'), "child done", "child done"],
        [ToolCall("p1", "deployer", '{"task": "deploy"}'), "ok", "ok"],
    )
    await parent.prompt("go").advisor_params(conversation_id="c").call().achat_client_response()

    async def resume() -> str | BaseException:
        try:
            return await parent.prompt().advisor_params(conversation_id="c").resume(approve=["d1"]).call().acontent()
        except Exception as error:
            return error

    results = await asyncio.gather(resume(), resume(), resume())
    assert [r for r in results if r == "ok"] == ["ok"]
    assert all(isinstance(r, (ResumeConflictError, NothingPendingError)) for r in results if r != "ok")
    assert ran == ["prod"]


def test_content_raises_with_the_nested_pending() -> None:
    parent, _, _ = _clients(
        [ToolCall("d1", "deploy", '{"target": "prod"}'), "x"],
        [ToolCall("p1", "deployer", '{"task": "deploy"}'), "ok"],
    )
    with pytest.raises(ToolApprovalRequired) as raised:
        parent.prompt("go").advisor_params(conversation_id="c").call().content()
    assert [p.key for p in raised.value.pending] == ["p1/d1"]


def test_a_child_pause_without_a_parent_conversation_id_pauses_under_the_generated_one() -> None:
    parent, _, _ = _clients(
        [ToolCall("d1", "deploy", '{"target": "prod"}'), "x"],
        [ToolCall("p1", "deployer", '{"task": "deploy"}'), "ok"],
    )
    response = parent.prompt("go").call().chat_client_response()
    assert [p.key for p in response.pending] == ["p1/d1"]
    assert response.conversation_id and ran == []


def test_the_paused_round_keeps_the_nested_calls_in_the_store() -> None:
    store = InMemoryStore()
    parent, _, _ = _clients(
        [ToolCall("d1", "deploy", '{"target": "prod"}'), "x"],
        [ToolCall("p1", "deployer", '{"task": "deploy"}'), "ok"],
        store,
    )
    parent.prompt("go").advisor_params(conversation_id="c").call().chat_client_response()
    [pending] = pause_pending(store, "c")
    assert (pending.key, pending.name, json.loads(pending.arguments)) == ("p1/d1", "deploy", {"target": "prod"})
    [child] = pause_pending(store, "c/p1")
    assert (child.key, child.path) == ("d1", ())


def pause_pending(store: InMemoryStore, conversation_id: str) -> Any:
    from sprig._sync import run_sync

    return run_sync(pause.pending_calls(store, conversation_id))


def test_usage_of_a_child_paused_and_resumed_is_counted_once() -> None:
    parent, _parent_model, child_model = _clients(
        [ToolCall("d1", "deploy", '{"target": "prod"}'), "child done"],
        [ToolCall("p1", "deployer", '{"task": "deploy"}'), "ok"],
    )
    child_model.usage = Usage(100, 0, 100)
    parent.prompt("go").advisor_params(conversation_id="c").call().chat_client_response()
    final = parent.prompt().advisor_params(conversation_id="c").resume(approve=["d1"]).call().chat_response()
    # parent: 2 rounds of 15; child: 2 rounds of 100
    assert final.usage is not None and final.usage.total_tokens == 230
