"""Acceptance tests for issue 12 (human approval and client-executed tools), written from the issue
text only, through the public API and with the names the issue fixes."""

from __future__ import annotations

import asyncio
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from sprig import (
    AssistantMessage,
    ChatClient,
    ExternalTool,
    PendingToolCall,
    ResumeError,
    ToolApprovalRequired,
    ToolCall,
    ToolResponseMessage,
    tool,
)
from sprig.advisors import MessageChatMemoryAdvisor, ToolCallAdvisor
from sprig.models import OpenAiChatModel, ScriptedChatModel
from sprig.state import InMemoryStore, MessageWindowChatMemory, SqliteStore
from support.openai_server import OpenAiLoopbackServer, reply

ran: list[tuple[str, Any]] = []


@tool(requires_approval=True)
def delete_file(path: str) -> str:
    """Delete a file."""
    ran.append(("delete_file", path))
    return f"deleted {path}"


@tool(requires_approval=True)
def move_file(path: str) -> str:
    """Move a file."""
    ran.append(("move_file", path))
    return f"moved {path}"


@tool
def list_files() -> str:
    """List the files."""
    ran.append(("list_files", None))
    return "old.txt"


get_location = ExternalTool("get_location", "The user's current city", {"type": "object", "properties": {}})


@pytest.fixture(autouse=True)
def _clear() -> None:
    ran.clear()


def tool_results(model: ScriptedChatModel, index: int = -1) -> list[tuple[str, str]]:
    last = model.prompts[index].messages[-1]
    assert isinstance(last, ToolResponseMessage)
    return [(r.id, r.data) for r in last.responses]


def four_calls() -> list[ToolCall]:
    return [
        ToolCall("call_1", "delete_file", '{"path": "old.txt"}'),
        ToolCall("call_2", "delete_file", '{"path": "keep.txt"}'),
        ToolCall("call_3", "move_file", '{"path": "a.txt"}'),
        ToolCall("call_4", "get_location", "{}"),
    ]


def paused_client(tmp_path: Path, *script: Any) -> tuple[ChatClient, ScriptedChatModel]:
    model = ScriptedChatModel([four_calls(), *script])
    client = (
        ChatClient.builder(model)
        .default_tools(delete_file, move_file, get_location, list_files)
        .default_store(SqliteStore(tmp_path / "state.db"))
        .build()
    )
    return client, model


# -- the public face ------------------------------------------------------------------------------


def test_issue_example_pause_then_resume_with_every_kind_of_decision(tmp_path: Path) -> None:
    client, model = paused_client(tmp_path, "All done.")
    resp = client.prompt("Delete old.txt").advisor_params(conversation_id="c1").call().chat_client_response()
    assert isinstance(resp.pending, tuple)
    assert all(isinstance(p, PendingToolCall) for p in resp.pending)
    assert [p.call.id for p in resp.pending] == ["call_1", "call_2", "call_3", "call_4"]
    assert isinstance(resp.pending[0].call, ToolCall)
    assert [p.reason for p in resp.pending] == ["approval", "approval", "approval", "external"]
    assert ran == []

    text = (
        client.prompt()
        .advisor_params(conversation_id="c1")
        .resume(
            approve=["call_1"],
            deny={"call_2": "not now"},
            edit={"call_3": {"path": "b.txt"}},
            results={"call_4": '{"city": "Paris"}'},
        )
        .call()
        .content()
    )
    assert text == "All done."
    assert sorted(ran) == [("delete_file", "old.txt"), ("move_file", "b.txt")]
    assert tool_results(model) == [
        ("call_1", "deleted old.txt"),
        ("call_2", "The user denied this call: not now"),
        ("call_3", "moved b.txt"),
        ("call_4", '{"city": "Paris"}'),
    ]


def test_content_raises_tool_approval_required_carrying_pending() -> None:
    model = ScriptedChatModel([ToolCall("call_1", "delete_file", '{"path": "x"}'), "ok"])
    client = ChatClient.builder(model).default_tools(delete_file).build()
    with pytest.raises(ToolApprovalRequired) as info:
        client.prompt("go").advisor_params(conversation_id="c").call().content()
    assert [p.id for p in info.value.pending] == ["call_1"]
    assert info.value.pending[0].reason == "approval"
    assert client.prompt().advisor_params(conversation_id="c").resume(approve=["call_1"]).call().content() == "ok"


async def test_acontent_raises_and_async_resume() -> None:
    model = ScriptedChatModel([ToolCall("call_1", "get_location", "{}"), "You are in Paris."])
    client = ChatClient.builder(model).default_tools(get_location).build()
    with pytest.raises(ToolApprovalRequired) as info:
        await client.prompt("where?").advisor_params(conversation_id="c").call().acontent()
    assert info.value.pending[0].reason == "external"
    resumed = client.prompt().advisor_params(conversation_id="c").resume(results={"call_1": "Paris"})
    assert await resumed.call().acontent() == "You are in Paris."
    assert tool_results(model) == [("call_1", "Paris")]


def test_chat_response_returns_normally_with_pending() -> None:
    model = ScriptedChatModel([ToolCall("call_1", "delete_file", '{"path": "x"}')])
    client = ChatClient.builder(model).default_tools(delete_file).build()
    response = client.prompt("go").advisor_params(conversation_id="c").call().chat_response()
    assert [p.id for p in response.pending] == ["call_1"]


def test_not_paused_response_has_empty_pending() -> None:
    client = ChatClient.builder(ScriptedChatModel(["hi"])).build()
    assert client.prompt("hello").call().chat_client_response().pending == ()


def test_pending_tool_call_shortcuts_and_frozen() -> None:
    pending = PendingToolCall(ToolCall("call_9", "delete_file", '{"path": "a"}'), "approval")
    assert (pending.id, pending.name, json.loads(pending.arguments)) == ("call_9", "delete_file", {"path": "a"})
    with pytest.raises(AttributeError):
        pending.reason = "external"  # type: ignore[misc]


def test_events_importable_from_sprig_and_sprig_chat_events() -> None:
    import sprig
    import sprig.chat.events as events

    for name in ("ApprovalRequestedEvent", "ExternalToolCallEvent", "DoneEvent"):
        assert getattr(sprig, name) is getattr(events, name)
    for name in ("PendingToolCall", "ToolApprovalRequired", "ExternalTool", "ResumeError"):
        assert name in sprig.__all__


# -- streaming ------------------------------------------------------------------------------------


async def test_stream_events_one_per_pending_call_then_done_with_pending() -> None:
    from sprig import ApprovalRequestedEvent, DoneEvent, ExternalToolCallEvent, ToolResultEvent

    model = ScriptedChatModel(
        [
            [
                ToolCall("call_1", "list_files", "{}"),
                ToolCall("call_2", "delete_file", '{"path": "old.txt"}'),
                ToolCall("call_3", "get_location", "{}"),
            ],
            "Deleted; you are in Paris.",
        ]
    )
    client = ChatClient.builder(model).default_tools(delete_file, get_location, list_files).build()
    events = [e async for e in client.prompt("go").advisor_params(conversation_id="s").stream().events()]
    kinds = [type(e) for e in events]
    assert ApprovalRequestedEvent in kinds and ExternalToolCallEvent in kinds
    approval = next(e for e in events if isinstance(e, ApprovalRequestedEvent))
    external = next(e for e in events if isinstance(e, ExternalToolCallEvent))
    assert (approval.id, approval.name, json.loads(approval.arguments)) == (
        "call_2",
        "delete_file",
        {"path": "old.txt"},
    )
    assert (external.id, external.name) == ("call_3", "get_location")
    assert approval.type == "approval_requested" and external.type == "external_tool_call"
    assert isinstance(events[-1], DoneEvent)
    assert [p.id for p in events[-1].response.pending] == ["call_2", "call_3"]
    assert kinds.index(ExternalToolCallEvent) < len(events) - 1
    # the call that needed nothing ran at once
    assert ran == [("list_files", None)]
    assert any(isinstance(e, ToolResultEvent) and e.id == "call_1" for e in events)

    resumed = (
        client.prompt().advisor_params(conversation_id="s").resume(approve=["call_2"], results={"call_3": "Paris"})
    )
    pieces = [p async for p in resumed.stream().content()]
    assert "".join(pieces) == "Deleted; you are in Paris."
    assert ran == [("list_files", None), ("delete_file", "old.txt")]
    assert tool_results(model) == [("call_1", "old.txt"), ("call_2", "deleted old.txt"), ("call_3", "Paris")]


def test_sync_stream_iteration_pauses_too() -> None:
    from sprig import ApprovalRequestedEvent, DoneEvent

    second = AssistantMessage("Deleting y. ", (ToolCall("call_2", "delete_file", '{"path": "y"}'),))
    model = ScriptedChatModel([ToolCall("call_1", "delete_file", '{"path": "x"}'), second])
    client = ChatClient.builder(model).default_tools(delete_file).build()
    events = list(client.prompt("go").advisor_params(conversation_id="c").stream().events())
    assert isinstance(events[-1], DoneEvent) and events[-1].response.pending
    assert any(isinstance(e, ApprovalRequestedEvent) for e in events)
    # the text stream of a paused run gives the text before the pause, then raises like content()
    pieces: list[str] = []
    with pytest.raises(ToolApprovalRequired) as info:
        for piece in client.prompt("again").advisor_params(conversation_id="d").stream().content():
            pieces.append(piece)
    assert "".join(pieces) == "Deleting y. "
    assert [p.id for p in info.value.pending] == ["call_2"]


# -- rules: advisor and MCP ----------------------------------------------------------------------


@tool
def send_mail(to: str) -> str:
    """Send mail."""
    ran.append(("send_mail", to))
    return f"sent to {to}"


def test_advisor_rule_requires_approval() -> None:
    seen: list[Any] = []

    def rule(call: ToolCall, context: Any) -> bool:
        seen.append((call.name, context.get("conversation_id")))
        return "@outside.com" in call.arguments

    model = ScriptedChatModel(
        [
            [
                ToolCall("call_1", "send_mail", '{"to": "a@inside.com"}'),
                ToolCall("call_2", "send_mail", '{"to": "b@outside.com"}'),
            ],
            "sent",
        ]
    )
    client = (
        ChatClient.builder(model)
        .default_tools(send_mail)
        .default_advisors(ToolCallAdvisor(requires_approval=rule))
        .build()
    )
    resp = client.prompt("mail").advisor_params(conversation_id="r").call().chat_client_response()
    assert [p.id for p in resp.pending] == ["call_2"]
    assert ran == [("send_mail", "a@inside.com")]
    assert ("send_mail", "r") in seen
    text = client.prompt().advisor_params(conversation_id="r").resume(deny={"call_2": "external address"}).call()
    assert text.content() == "sent"
    assert tool_results(model)[1] == ("call_2", "The user denied this call: external address")


def test_async_advisor_rule() -> None:
    async def rule(call: ToolCall, context: Any) -> bool:
        return True

    model = ScriptedChatModel([ToolCall("call_1", "send_mail", '{"to": "x"}'), "sent"])
    client = ChatClient.builder(model).default_tools(send_mail).build()
    resp = (
        client.prompt("mail")
        .advisors(ToolCallAdvisor(requires_approval=rule))
        .advisor_params(conversation_id="ar")
        .call()
        .chat_client_response()
    )
    assert [p.reason for p in resp.pending] == ["approval"]


def test_advisor_requires_approval_true_asks_about_every_call() -> None:
    calls = [ToolCall("call_1", "send_mail", '{"to": "x"}'), ToolCall("call_2", "list_files", "{}")]
    model = ScriptedChatModel([calls])
    client = (
        ChatClient.builder(model)
        .default_tools(send_mail, list_files)
        .default_advisors(ToolCallAdvisor(requires_approval=True))
        .build()
    )
    resp = client.prompt("go").advisor_params(conversation_id="all").call().chat_client_response()
    assert [p.id for p in resp.pending] == ["call_1", "call_2"] and ran == []


def test_advisor_rule_must_be_callable() -> None:
    with pytest.raises((TypeError, ValueError)):
        ToolCallAdvisor(requires_approval="yes")  # type: ignore[arg-type]


def test_tool_requires_approval_must_be_bool_or_rule() -> None:
    with pytest.raises((TypeError, ValueError)):

        @tool(requires_approval="always")  # type: ignore[arg-type]
        def bad() -> str:
            """Bad."""
            return ""


async def test_mcp_provider_requires_approval() -> None:
    from sprig.mcp import McpToolCallbackProvider
    from support.mcp_servers import counter_stdio

    model = ScriptedChatModel([ToolCall("call_1", "increment", '{"by": 2}'), "counted"])
    provider = McpToolCallbackProvider(counter_stdio(), requires_approval=True)
    try:
        client = ChatClient.builder(model).default_tools(provider).build()
        resp = await client.prompt("count").advisor_params(conversation_id="m").call().achat_client_response()
        assert [(p.name, p.reason) for p in resp.pending] == [("increment", "approval")]
        resumed = client.prompt().advisor_params(conversation_id="m").resume(approve=["call_1"])
        assert await resumed.call().acontent() == "counted"
        assert tool_results(model) == [("call_1", "2")]

        by_rule = McpToolCallbackProvider(counter_stdio(), requires_approval=lambda call, context: call.name == "echo")
        try:
            model2 = ScriptedChatModel(
                [[ToolCall("a", "increment", "{}"), ToolCall("b", "echo", '{"text": "hi"}')], "done"]
            )
            client2 = ChatClient.builder(model2).default_tools(by_rule).build()
            resp2 = await client2.prompt("x").advisor_params(conversation_id="m2").call().achat_client_response()
            assert [p.id for p in resp2.pending] == ["b"]
        finally:
            await by_rule.aclose()
    finally:
        await provider.aclose()


# -- bad input: clear errors that change nothing --------------------------------------------------


def test_pause_without_conversation_id_pauses_under_the_generated_id_and_resumes_by_it() -> None:
    # issue 21 changed this: a one-shot request pauses anyway and hands back the id it generated
    model = ScriptedChatModel([ToolCall("call_1", "delete_file", '{"path": "x"}'), "ok"])
    client = ChatClient.builder(model).default_tools(delete_file).build()
    paused = client.prompt("go").call().chat_client_response()
    assert ran == []
    assert [p.id for p in paused.pending] == ["call_1"]
    assert paused.conversation_id
    answer = client.prompt().advisor_params(conversation_id=paused.conversation_id).resume(approve=["call_1"])
    assert answer.call().content() == "ok"
    assert ran == [("delete_file", "x")]


def test_resume_without_conversation_id_says_to_set_one() -> None:
    client = ChatClient.builder(ScriptedChatModel(["x"])).default_tools(delete_file).build()
    with pytest.raises(ValueError, match="conversation_id"):
        client.prompt().resume(approve=["call_1"]).call().content()


def _paused(conversation_id: str = "c1") -> tuple[ChatClient, ScriptedChatModel]:
    model = ScriptedChatModel([four_calls(), "All done."])
    client = ChatClient.builder(model).default_tools(delete_file, move_file, get_location).build()
    client.prompt("go").advisor_params(conversation_id=conversation_id).call().chat_client_response()
    return client, model


ALL = {
    "approve": ["call_1", "call_2", "call_3"],
    "results": {"call_4": "Paris"},
}


def _resume(client: ChatClient, **decisions: Any) -> str:
    return client.prompt().advisor_params(conversation_id="c1").resume(**decisions).call().content()


def test_unknown_call_id_lists_pending_ids_and_changes_nothing() -> None:
    from sprig import ResumeError

    client, _ = _paused()
    with pytest.raises(ResumeError) as info:
        _resume(client, approve=["call_1", "call_2", "call_3", "nope"], results={"call_4": "Paris"})
    assert isinstance(info.value, ValueError)
    message = str(info.value)
    assert "nope" in message
    for pending_id in ("call_1", "call_2", "call_3", "call_4"):
        assert pending_id in message
    assert ran == []
    assert _resume(client, **ALL) == "All done."


def test_pending_call_without_decision() -> None:
    from sprig import ResumeError

    client, _ = _paused()
    with pytest.raises(ResumeError, match="call_4"):
        _resume(client, approve=["call_1", "call_2", "call_3"])
    assert ran == []
    assert _resume(client, **ALL) == "All done."


def test_edit_breaking_schema() -> None:
    from sprig import ResumeError

    client, _ = _paused()
    with pytest.raises(ResumeError, match="call_3"):
        _resume(client, approve=["call_1", "call_2"], edit={"call_3": {"path": ["a", "b"]}}, results={"call_4": "P"})
    with pytest.raises(ResumeError):
        _resume(client, approve=["call_1", "call_2"], edit={"call_3": {"where": "x"}}, results={"call_4": "P"})
    with pytest.raises(ResumeError, match="call_3"):  # a number is no string in the schema
        _resume(client, approve=["call_1", "call_2"], edit={"call_3": {"path": 5}}, results={"call_4": "P"})
    assert ran == []
    assert _resume(client, **ALL) == "All done."


def test_resume_when_nothing_pending() -> None:
    from sprig import ResumeError

    client = ChatClient.builder(ScriptedChatModel(["x"])).default_tools(delete_file).build()
    with pytest.raises(ResumeError):
        client.prompt().advisor_params(conversation_id="never").resume(approve=["call_1"]).call().content()


def test_resume_after_expiry() -> None:
    from sprig import ResumeError

    model = ScriptedChatModel([ToolCall("call_1", "delete_file", '{"path": "x"}'), "ok"])
    client = (
        ChatClient.builder(model)
        .default_tools(delete_file)
        .default_advisors(ToolCallAdvisor(pause_ttl=0.05))
        .build()
    )
    client.prompt("go").advisor_params(conversation_id="e").call().chat_client_response()
    import time

    time.sleep(0.2)
    with pytest.raises(ResumeError, match="expired"):
        client.prompt().advisor_params(conversation_id="e").resume(approve=["call_1"]).call().content()
    assert ran == []


def test_second_resume_fails_and_tool_runs_once() -> None:
    from sprig import ResumeError

    client, _ = _paused()
    assert _resume(client, **ALL) == "All done."
    with pytest.raises(ResumeError):
        _resume(client, **ALL)
    assert sorted(ran) == [("delete_file", "keep.txt"), ("delete_file", "old.txt"), ("move_file", "a.txt")]


async def test_two_concurrent_resumes_exactly_one_wins(tmp_path: Path) -> None:
    from sprig import ResumeError

    client, _ = paused_client(tmp_path, "All done.", "All done.")
    await client.prompt("go").advisor_params(conversation_id="race").call().achat_client_response()

    async def attempt() -> str | BaseException:
        spec = client.prompt().advisor_params(conversation_id="race").resume(**ALL)
        try:
            return await spec.call().acontent()
        except ResumeError as exc:
            return exc

    outcomes = await asyncio.gather(*(attempt() for _ in range(5)))
    assert outcomes.count("All done.") == 1
    assert sum(isinstance(o, ResumeError) for o in outcomes) == 4
    assert sorted(ran) == [("delete_file", "keep.txt"), ("delete_file", "old.txt"), ("move_file", "a.txt")]


def test_wrong_decision_kinds() -> None:
    from sprig import ResumeError

    client, _ = _paused()
    with pytest.raises(ResumeError):  # a result for a call that needs approval
        _resume(client, approve=["call_2", "call_3"], results={"call_1": "x", "call_4": "P"})
    with pytest.raises(ResumeError):  # approving an external call
        _resume(client, approve=["call_1", "call_2", "call_3", "call_4"])
    with pytest.raises((ResumeError, TypeError, ValueError)):  # two decisions for one call
        _resume(client, approve=["call_1", "call_2", "call_3"], deny={"call_1": "no"}, results={"call_4": "P"})
    with pytest.raises((TypeError, ValueError)):  # a string instead of a list of ids
        _resume(client, approve="call_1")
    assert ran == []
    assert _resume(client, **ALL) == "All done."


def test_resume_takes_no_new_user_message() -> None:
    client, _ = _paused()
    with pytest.raises(ValueError):
        client.prompt("and also").advisor_params(conversation_id="c1").resume(**ALL).call().content()
    assert ran == []
    assert _resume(client, **ALL) == "All done."


def test_external_tool_bad_declarations() -> None:
    with pytest.raises((TypeError, ValueError)):
        ExternalTool("bad name!", "x", {"type": "object", "properties": {}})
    with pytest.raises((TypeError, ValueError)):
        ExternalTool("ok", "x", {"type": "string"})
    assert ExternalTool("no_args", "no arguments").definition.name == "no_args"


def test_external_tool_per_request() -> None:
    model = ScriptedChatModel([ToolCall("call_1", "pick_color", '{"hint": "warm"}'), "Red it is."])
    client = ChatClient.builder(model).build()
    picker = ExternalTool(
        "pick_color", "Ask the user for a color", {"type": "object", "properties": {"hint": {"type": "string"}}}
    )
    resp = client.prompt("color?").tools(picker).advisor_params(conversation_id="p").call().chat_client_response()
    assert [p.reason for p in resp.pending] == ["external"]
    text = (
        client.prompt().tools(picker).advisor_params(conversation_id="p").resume(results={"call_1": "red"}).call()
    ).content()
    assert text == "Red it is."


# -- memory, loop features -----------------------------------------------------------------------


@pytest.mark.parametrize("save_tool_rounds", [False, True])
def test_memory_history_complete_and_provider_correct_after_resume(save_tool_rounds: bool) -> None:
    model = ScriptedChatModel(
        [
            [ToolCall("call_1", "list_files", "{}"), ToolCall("call_2", "delete_file", '{"path": "old.txt"}')],
            "Done.",
            "Next.",
        ]
    )
    memory = MessageWindowChatMemory()
    client = (
        ChatClient.builder(model)
        .default_tools(delete_file, list_files)
        .default_advisors(MessageChatMemoryAdvisor(memory, save_tool_rounds=save_tool_rounds))
        .build()
    )
    client.prompt("clean up").advisor_params(conversation_id="mem").call().chat_client_response()
    client.prompt().advisor_params(conversation_id="mem").resume(approve=["call_2"]).call().content()
    saved = memory.get("mem")
    names = [type(m).__name__ for m in saved]
    if save_tool_rounds:
        assert names == ["UserMessage", "AssistantMessage", "ToolResponseMessage", "AssistantMessage"]
        assert [r.id for r in saved[2].responses] == ["call_1", "call_2"]  # type: ignore[attr-defined]
        assert [c.id for c in saved[1].tool_calls] == ["call_1", "call_2"]  # type: ignore[attr-defined]
    else:
        assert names == ["UserMessage", "AssistantMessage"]
    assert saved[0].text == "clean up" and saved[-1].text == "Done."  # type: ignore[attr-defined]
    # the next turn sends the saved history once, then the new question
    assert client.prompt("anything else?").advisor_params(conversation_id="mem").call().content() == "Next."
    sent = [type(m).__name__ for m in model.prompts[-1].messages]
    assert sent == [*names, "UserMessage"]


def test_return_direct_after_resume() -> None:
    @tool(requires_approval=True, return_direct=True)
    def publish(text: str) -> str:
        """Publish."""
        return f"published {text}"

    model = ScriptedChatModel([ToolCall("call_1", "publish", '{"text": "hi"}')])
    client = ChatClient.builder(model).default_tools(publish).build()
    client.prompt("publish").advisor_params(conversation_id="rd").call().chat_client_response()
    text = client.prompt().advisor_params(conversation_id="rd").resume(approve=["call_1"]).call().content()
    assert text == "published hi"
    assert model.calls == 1


def test_malformed_arguments_are_healed_before_asking() -> None:
    model = ScriptedChatModel(
        [
            ToolCall("call_1", "delete_file", '{"file": "x"}'),  # breaks the schema: back to the model
            ToolCall("call_2", "delete_file", '{"path": "x"}'),
            "ok",
        ]
    )
    client = ChatClient.builder(model).default_tools(delete_file).build()
    resp = client.prompt("go").advisor_params(conversation_id="h").call().chat_client_response()
    assert [p.id for p in resp.pending] == ["call_2"]


# -- the wire and other processes -----------------------------------------------------------------


async def test_openai_model_approve_over_the_wire(openai_server: OpenAiLoopbackServer) -> None:
    openai_server.add(
        reply(tool_calls=[("call_1", "delete_file", '{"path": "old.txt"}'), ("call_2", "list_files", "{}")])
    )
    openai_server.add(reply("Deleted."))
    model = OpenAiChatModel(model="m", base_url=openai_server.url, api_key="k")
    try:
        client = ChatClient.builder(model).default_tools(delete_file, list_files).build()
        resp = await client.prompt("go").advisor_params(conversation_id="w").call().achat_client_response()
        assert [p.id for p in resp.pending] == ["call_1"]
        text = await client.prompt().advisor_params(conversation_id="w").resume(approve=["call_1"]).call().acontent()
        assert text == "Deleted."
        body = {"messages": openai_server.requests[-1].messages}
        tools_msgs = [m for m in body["messages"] if m["role"] == "tool"]
        assert [m["tool_call_id"] for m in tools_msgs] == ["call_1", "call_2"]
        assistant = [m for m in body["messages"] if m["role"] == "assistant"]
        assert len(assistant) == 1 and len(assistant[0]["tool_calls"]) == 2
    finally:
        await model.aclose()


async def test_openai_stream_deny_over_the_wire(openai_server: OpenAiLoopbackServer) -> None:
    from sprig import ApprovalRequestedEvent, DoneEvent

    openai_server.add(reply(tool_calls=[("call_1", "delete_file", '{"path": "old.txt"}')]))
    openai_server.add(reply("Kept it."))
    model = OpenAiChatModel(model="m", base_url=openai_server.url, api_key="k")
    try:
        client = ChatClient.builder(model).default_tools(delete_file).build()
        events = [e async for e in client.prompt("go").advisor_params(conversation_id="ws").stream().events()]
        assert any(isinstance(e, ApprovalRequestedEvent) for e in events)
        assert isinstance(events[-1], DoneEvent) and events[-1].response.pending
        spec = client.prompt().advisor_params(conversation_id="ws").resume(deny={"call_1": "keep it"})
        assert "".join([p async for p in spec.stream().content()]) == "Kept it."
        tool_msg = next(m for m in openai_server.requests[-1].messages if m["role"] == "tool")
        assert "The user denied this call: keep it" in tool_msg["content"]
        assert ran == []
    finally:
        await model.aclose()


RESUMER = """
import sys
from sprig import ChatClient, tool
from sprig.models import ScriptedChatModel
from sprig.state import SqliteStore

@tool(requires_approval=True)
def delete_file(path: str) -> str:
    \"\"\"Delete a file.\"\"\"
    return f"deleted {path} in the second process"

client = (ChatClient.builder(ScriptedChatModel(["Done over there."])).default_tools(delete_file)
          .default_store(SqliteStore(sys.argv[1])).build())
print(client.prompt().advisor_params(conversation_id="x1").resume(approve=["call_1"]).call().content())
"""


def test_resume_in_a_second_process_on_shared_sqlite_store(tmp_path: Path) -> None:
    db = tmp_path / "state.db"
    model = ScriptedChatModel([ToolCall("call_1", "delete_file", '{"path": "old.txt"}')])
    store = SqliteStore(db)
    client = ChatClient.builder(model).default_tools(delete_file).default_store(store).build()
    resp = client.prompt("Delete old.txt").advisor_params(conversation_id="x1").call().chat_client_response()
    assert resp.pending  # the store stays open here while the other process resumes
    done = subprocess.run([sys.executable, "-c", RESUMER, str(db)], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "Done over there."
    assert ran == []
    with pytest.raises(ResumeError):  # resumed over there: nothing is left to resume here
        client.prompt().advisor_params(conversation_id="x1").resume(approve=["call_1"]).call().content()
    store.close()


def test_default_store_refuses_non_store() -> None:
    with pytest.raises(TypeError):
        ChatClient.builder(ScriptedChatModel(["x"])).default_store("state.db")  # type: ignore[arg-type]


def test_client_store_defaults_to_memory() -> None:
    client = ChatClient.builder(ScriptedChatModel(["x"])).build()
    assert isinstance(client.store, InMemoryStore)


# -- the CLI and the planning agent ---------------------------------------------------------------

WRITE = [
    {"tool_calls": [{"name": "write_file", "arguments": {"path": "site/index.html", "content": "<h1>Hi</h1>"}}]},
    "Done.",
]


def test_cli_run_without_terminal_denies_with_note_and_yes_approves(tmp_path: Path) -> None:
    from support.cli import cli_env, run_sprig, write_script

    env = cli_env(tmp_path / "home")
    spec = write_script(tmp_path / "script.json", WRITE)
    denied = run_sprig("run", "write the page", "--model", spec, "-w", "work", "--create", env=env, cwd=tmp_path)
    assert denied.returncode == 0, denied.stderr
    assert "--yes" in denied.stderr
    assert not (tmp_path / "work" / "site" / "index.html").exists()

    allowed = run_sprig(
        "run", "write the page", "--model", spec, "-w", "work2", "--create", "--yes", env=env, cwd=tmp_path
    )
    assert allowed.returncode == 0, allowed.stderr
    assert (tmp_path / "work2" / "site" / "index.html").read_text() == "<h1>Hi</h1>"


def test_planning_agent_pauses_on_file_changes_only(tmp_path: Path) -> None:
    from sprig.agent import build_planning_agent

    model = ScriptedChatModel(
        [
            [
                ToolCall("call_1", "list_files", "{}"),
                ToolCall("call_2", "write_file", '{"path": "a.txt", "content": "A"}'),
            ],
            "Written.",
        ]
    )
    agent = build_planning_agent(model, tmp_path)
    resp = agent.prompt("write a.txt").advisor_params(conversation_id="p1").call().chat_client_response()
    assert [(p.name, p.reason) for p in resp.pending] == [("write_file", "approval")]
    assert not (tmp_path / "a.txt").exists()
    assert agent.prompt().advisor_params(conversation_id="p1").resume(approve=["call_2"]).call().content() == "Written."
    assert (tmp_path / "a.txt").read_text() == "A"


async def test_pause_without_conversation_id_in_a_stream_and_in_a_mixed_round() -> None:
    from sprig import DoneEvent

    model = ScriptedChatModel(
        [[ToolCall("call_1", "list_files", "{}"), ToolCall("call_2", "delete_file", '{"path": "x"}')], "done"]
    )
    client = ChatClient.builder(model).default_tools(delete_file, list_files).build()
    events = [event async for event in client.prompt("go").stream().events()]
    assert ("delete_file", "x") not in ran
    assert ("list_files", None) in ran
    done = [e for e in events if isinstance(e, DoneEvent)]
    assert len(done) == 1 and done[0].conversation_id
    resumed = client.prompt().advisor_params(conversation_id=done[0].conversation_id).resume(approve=["call_2"])
    assert await resumed.call().acontent() == "done"
    assert ran.count(("list_files", None)) == 1 and ("delete_file", "x") in ran


def test_entity_raises_when_paused_and_resumed_stream_reports_results() -> None:
    import pydantic

    from sprig import DoneEvent, ToolResultEvent

    class Answer(pydantic.BaseModel):
        done: bool

    model = ScriptedChatModel([ToolCall("call_1", "delete_file", '{"path": "x"}'), '{"done": true}'])
    client = ChatClient.builder(model).default_tools(delete_file).build()
    with pytest.raises(ToolApprovalRequired):
        client.prompt("go").advisor_params(conversation_id="en").call().entity(Answer)
    events = list(client.prompt().advisor_params(conversation_id="en").resume(approve=["call_1"]).stream().events())
    results = [e for e in events if isinstance(e, ToolResultEvent)]
    assert [(r.id, r.name) for r in results] == [("call_1", "delete_file")]
    assert isinstance(events[-1], DoneEvent) and events[-1].response.pending == ()
    assert ran == [("delete_file", "x")]


def test_pause_expires_after_a_day_by_default() -> None:
    from sprig import NothingPendingError

    now = [1000.0]
    store = InMemoryStore(clock=lambda: now[0])
    model = ScriptedChatModel([ToolCall("call_1", "delete_file", '{"path": "x"}'), "ok"])
    client = ChatClient.builder(model).default_tools(delete_file).default_store(store).build()
    client.prompt("go").advisor_params(conversation_id="day").call().chat_client_response()
    now[0] += 23 * 3600
    spec = client.prompt().advisor_params(conversation_id="day")
    assert spec.resume(deny=["call_1"]).call().content() == "ok"  # still there after 23 hours

    model2 = ScriptedChatModel([ToolCall("call_1", "delete_file", '{"path": "x"}'), "ok"])
    client2 = ChatClient.builder(model2).default_tools(delete_file).default_store(store).build()
    client2.prompt("go").advisor_params(conversation_id="day2").call().chat_client_response()
    now[0] += 25 * 3600
    with pytest.raises(NothingPendingError, match="expired"):
        client2.prompt().advisor_params(conversation_id="day2").resume(approve=["call_1"]).call().content()
    assert ran == []


def test_tool_method_on_an_object_can_require_approval() -> None:
    class Mailer:
        def __init__(self) -> None:
            self.sent: list[str] = []

        @tool(requires_approval=True)
        def send(self, to: str) -> str:
            """Send mail."""
            self.sent.append(to)
            return "sent"

    mailer = Mailer()
    model = ScriptedChatModel([ToolCall("call_1", "send", '{"to": "a@b.c"}'), "ok"])
    client = ChatClient.builder(model).default_tools(mailer).build()
    resp = client.prompt("mail").advisor_params(conversation_id="obj").call().chat_client_response()
    assert [p.name for p in resp.pending] == ["send"] and mailer.sent == []
    assert client.prompt().advisor_params(conversation_id="obj").resume(approve=["call_1"]).call().content() == "ok"
    assert mailer.sent == ["a@b.c"]


def test_tool_level_rule() -> None:
    @tool(requires_approval=lambda call, context: "/etc" in call.arguments)
    def remove(path: str) -> str:
        """Remove a path."""
        ran.append(("remove", path))
        return "removed"

    model = ScriptedChatModel(
        [[ToolCall("call_1", "remove", '{"path": "/tmp/x"}'), ToolCall("call_2", "remove", '{"path": "/etc/x"}')], "ok"]
    )
    client = ChatClient.builder(model).default_tools(remove).build()
    resp = client.prompt("clean").advisor_params(conversation_id="tr").call().chat_client_response()
    assert [p.id for p in resp.pending] == ["call_2"] and ran == [("remove", "/tmp/x")]


def test_approved_calls_run_in_parallel_after_resume() -> None:
    import threading

    barrier = threading.Barrier(2, timeout=10)

    @tool(requires_approval=True)
    def upload(name: str) -> str:
        """Upload a file."""
        barrier.wait()  # both calls must be running at once to pass
        return f"uploaded {name}"

    model = ScriptedChatModel(
        [[ToolCall("call_1", "upload", '{"name": "a"}'), ToolCall("call_2", "upload", '{"name": "b"}')], "ok"]
    )
    client = ChatClient.builder(model).default_tools(upload).build()
    client.prompt("up").advisor_params(conversation_id="par").call().chat_client_response()
    text = client.prompt().advisor_params(conversation_id="par").resume(approve=["call_1", "call_2"]).call().content()
    assert text == "ok"
    assert tool_results(model) == [("call_1", "uploaded a"), ("call_2", "uploaded b")]
