"""Pausing the tool loop for approval and external tools, and resuming it (scripted model)."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import pytest

from sprig import (
    ApprovalRequestedEvent,
    ChatClient,
    ConversationIdRequiredError,
    DoneEvent,
    ExternalTool,
    ExternalToolCallEvent,
    InvalidDecisionError,
    InvalidEditError,
    MissingDecisionError,
    NothingPendingError,
    PendingToolCall,
    ResumeConflictError,
    RetryEvent,
    ToolApprovalRequired,
    ToolCall,
    ToolResponseMessage,
    ToolResultEvent,
    UnknownToolCallError,
    tool,
)
from sprig.advisors import ToolCallAdvisor
from sprig.models import ScriptedChatModel
from sprig.state import InMemoryStore
from support.state import FakeClock

ran: list[tuple[str, dict[str, Any]]] = []


@tool(requires_approval=True)
def delete_file(path: str) -> str:
    """Delete a file."""
    ran.append(("delete_file", {"path": path}))
    return f"deleted {path}"


@tool
def read_file(path: str) -> str:
    """Read a file."""
    ran.append(("read_file", {"path": path}))
    return f"contents of {path}"


get_location = ExternalTool(
    "get_location", "The user's current city", {"type": "object", "properties": {"precise": {"type": "boolean"}}}
)


@pytest.fixture(autouse=True)
def _reset() -> None:
    ran.clear()


def call(call_id: str, name: str, **arguments: Any) -> ToolCall:
    return ToolCall(call_id, name, json.dumps(arguments))


def client_for(model: ScriptedChatModel, *tools: object, **builder: Any) -> ChatClient:
    b = ChatClient.builder(model).default_tools(*(tools or (delete_file, read_file, get_location)))
    if "store" in builder:
        b.default_store(builder["store"])
    if "advisor" in builder:
        b.default_advisors(builder["advisor"])
    return b.build()


def results_of(model: ScriptedChatModel, index: int) -> list[tuple[str, str]]:
    last = model.prompts[index].messages[-1]
    assert isinstance(last, ToolResponseMessage)
    return [(r.id, r.data) for r in last.responses]


def test_a_call_needing_approval_pauses_and_approve_runs_it() -> None:
    model = ScriptedChatModel([call("call_1", "delete_file", path="old.txt"), "Deleted."])
    client = client_for(model)
    response = client.prompt("Delete old.txt").advisor_params(conversation_id="c1").call().chat_client_response()
    assert response.pending == (PendingToolCall(call("call_1", "delete_file", path="old.txt"), "approval"),)
    assert response.pending[0].id == "call_1" and response.pending[0].name == "delete_file"
    assert response.chat_response is not None and response.chat_response.pending == response.pending
    assert ran == [] and model.calls == 1

    text = client.prompt().advisor_params(conversation_id="c1").resume(approve=["call_1"]).call().content()
    assert text == "Deleted."
    assert ran == [("delete_file", {"path": "old.txt"})]
    assert results_of(model, 1) == [("call_1", "deleted old.txt")]
    # the model sees the conversation exactly as if nothing had paused
    assert [m.type for m in model.prompts[1].messages] == ["user", "assistant", "tool"]


def test_content_raises_tool_approval_required_with_the_pending_calls() -> None:
    model = ScriptedChatModel([call("call_1", "delete_file", path="a")])
    with pytest.raises(ToolApprovalRequired) as info:
        client_for(model).prompt("go").advisor_params(conversation_id="c1").call().content()
    assert [p.id for p in info.value.pending] == ["call_1"]
    assert info.value.conversation_id == "c1"
    assert "resume(" in str(info.value)


def test_deny_gives_the_model_the_reason_and_never_runs_the_tool() -> None:
    model = ScriptedChatModel([call("call_1", "delete_file", path="a"), "OK, I won't."])
    client = client_for(model)
    client.prompt("go").advisor_params(conversation_id="c1").call().chat_client_response()
    text = client.prompt().advisor_params(conversation_id="c1").resume(deny={"call_1": "not now"}).call().content()
    assert text == "OK, I won't."
    assert ran == []
    assert results_of(model, 1) == [("call_1", "The user denied this call: not now")]


def test_edit_runs_the_call_with_new_arguments_and_the_history_shows_them() -> None:
    model = ScriptedChatModel([call("call_1", "delete_file", path="a.txt"), "done"])
    client = client_for(model)
    client.prompt("go").advisor_params(conversation_id="c1").call().chat_client_response()
    spec = client.prompt().advisor_params(conversation_id="c1").resume(edit={"call_1": {"path": "b.txt"}})
    assert spec.call().content() == "done"
    assert ran == [("delete_file", {"path": "b.txt"})]
    assistant = model.prompts[1].messages[-2]
    assert json.loads(assistant.tool_calls[0].arguments) == {"path": "b.txt"}  # type: ignore[union-attr]


def test_external_tool_takes_the_callers_result() -> None:
    model = ScriptedChatModel([call("call_4", "get_location"), "You are in Paris."])
    client = client_for(model)
    response = client.prompt("Where am I?").advisor_params(conversation_id="c1").call().chat_client_response()
    assert [(p.id, p.reason) for p in response.pending] == [("call_4", "external")]
    spec = client.prompt().advisor_params(conversation_id="c1").resume(results={"call_4": '{"city": "Paris"}'})
    assert spec.call().content() == "You are in Paris."
    assert results_of(model, 1) == [("call_4", '{"city": "Paris"}')]


def test_mixed_round_runs_the_free_calls_at_once_and_keeps_call_order() -> None:
    model = ScriptedChatModel(
        [
            [
                call("c1", "read_file", path="x"),
                call("c2", "delete_file", path="y"),
                call("c3", "get_location"),
                call("c4", "read_file", path="z"),
            ],
            "all done",
        ]
    )
    client = client_for(model)
    response = client.prompt("go").advisor_params(conversation_id="c1").call().chat_client_response()
    assert [p.id for p in response.pending] == ["c2", "c3"]
    assert sorted(ran, key=str) == [("read_file", {"path": "x"}), ("read_file", {"path": "z"})]
    events = response.recorded_events()
    assert [e.id for e in events if isinstance(e, ToolResultEvent)] == ["c1", "c4"] or sorted(
        e.id for e in events if isinstance(e, ToolResultEvent)
    ) == ["c1", "c4"]
    assert [type(e) for e in events if isinstance(e, (ApprovalRequestedEvent, ExternalToolCallEvent))] == [
        ApprovalRequestedEvent,
        ExternalToolCallEvent,
    ]
    resumed = (
        client.prompt()
        .advisor_params(conversation_id="c1")
        .resume(approve=["c2"], results={"c3": "Lyon"})
        .call()
        .chat_client_response()
    )
    assert resumed.text == "all done" and resumed.pending == ()
    assert [name for name, _ in ran].count("read_file") == 2  # the free calls never ran again
    assert results_of(model, 1) == [
        ("c1", "contents of x"),
        ("c2", "deleted y"),
        ("c3", "Lyon"),
        ("c4", "contents of z"),
    ]
    # resumed events: only the results not reported before the pause
    assert sorted(e.id for e in resumed.recorded_events() if isinstance(e, ToolResultEvent)) == ["c2", "c3"]


async def test_streaming_pause_emits_events_then_done_with_pending_and_resumes_streaming() -> None:
    model = ScriptedChatModel([[call("c1", "read_file", path="x"), call("c2", "delete_file", path="y")], "fine"])
    client = client_for(model)
    events = [e async for e in client.prompt("go").advisor_params(conversation_id="s1").stream().events()]
    approval = [e for e in events if isinstance(e, ApprovalRequestedEvent)]
    assert [(e.id, e.name, json.loads(e.arguments)) for e in approval] == [("c2", "delete_file", {"path": "y"})]
    assert [e.id for e in events if isinstance(e, ToolResultEvent)] == ["c1"]
    done = events[-1]
    assert isinstance(done, DoneEvent) and [p.id for p in done.response.pending] == ["c2"]
    assert done.to_dict()["response"]["pending"][0]["reason"] == "approval"
    assert events.index(approval[0]) < len(events) - 1

    spec = client.prompt().advisor_params(conversation_id="s1").resume(approve=["c2"])
    resumed = [e async for e in spec.stream().events()]
    assert [e.id for e in resumed if isinstance(e, ToolResultEvent)] == ["c2"]
    final = resumed[-1]
    assert isinstance(final, DoneEvent) and final.response.text == "fine" and final.response.pending == ()
    assert ran == [("read_file", {"path": "x"}), ("delete_file", {"path": "y"})]


def test_a_rule_on_the_advisor_decides_per_call() -> None:
    seen: list[Any] = []

    def rule(tool_call: ToolCall, context: Any) -> bool:
        seen.append(context.get("conversation_id"))
        return json.loads(tool_call.arguments).get("path", "").startswith("/etc")

    model = ScriptedChatModel([[call("c1", "read_file", path="/etc/passwd"), call("c2", "read_file", path="a")], "x"])
    client = client_for(model, read_file, advisor=ToolCallAdvisor(requires_approval=rule))
    response = client.prompt("go").advisor_params(conversation_id="r1").call().chat_client_response()
    assert [p.id for p in response.pending] == ["c1"] and ran == [("read_file", {"path": "a"})]
    assert seen == ["r1", "r1"]


def test_the_store_holds_the_paused_round_and_can_be_shared() -> None:
    store = InMemoryStore()
    model = ScriptedChatModel([call("c1", "delete_file", path="a"), "ok"])
    first = client_for(model, store=store)
    assert first.store is store
    first.prompt("go").advisor_params(conversation_id="k").call().chat_client_response()
    assert store.keys("paused:") == ["paused:k"]
    second = client_for(model, store=store)  # another client (another process) on the same store
    assert second.prompt().advisor_params(conversation_id="k").resume(approve=["c1"]).call().content() == "ok"
    assert store.keys("paused:") == []


# -- bad input ---------------------------------------------------------------------------------


@pytest.fixture
def paused() -> tuple[ChatClient, ScriptedChatModel]:
    model = ScriptedChatModel(
        [[call("c1", "delete_file", path="a"), call("c2", "get_location")], "finished"], repeat_last=True
    )
    client = client_for(model)
    client.prompt("go").advisor_params(conversation_id="b").call().chat_client_response()
    return client, model


def resume(client: ChatClient, **decisions: Any) -> str:
    return client.prompt().advisor_params(conversation_id="b").resume(**decisions).call().content()


def test_unknown_id_lists_the_pending_ids_and_changes_nothing(paused: tuple[ChatClient, ScriptedChatModel]) -> None:
    client, _ = paused
    with pytest.raises(UnknownToolCallError) as info:
        resume(client, approve=["c1", "nope"], results={"c2": "x"})
    assert info.value.pending_ids == ("c1", "c2") and "'c1', 'c2'" in str(info.value)
    assert isinstance(info.value, ValueError)
    assert resume(client, approve=["c1"], results={"c2": "x"}) == "finished"  # still resumable


def test_missing_decision(paused: tuple[ChatClient, ScriptedChatModel]) -> None:
    client, _ = paused
    with pytest.raises(MissingDecisionError, match="c2"):
        resume(client, approve=["c1"])
    assert ran == []


def test_wrong_kind_of_decision(paused: tuple[ChatClient, ScriptedChatModel]) -> None:
    client, _ = paused
    with pytest.raises(InvalidDecisionError, match="external"):
        resume(client, approve=["c1", "c2"])
    with pytest.raises(InvalidDecisionError, match="needs approval"):
        resume(client, results={"c1": "x", "c2": "y"})
    with pytest.raises(InvalidDecisionError, match="two decisions"):
        resume(client, approve=["c1"], deny={"c1": "no"}, results={"c2": "y"})


def test_edit_breaking_the_schema(paused: tuple[ChatClient, ScriptedChatModel]) -> None:
    client, _ = paused
    with pytest.raises(InvalidEditError, match="path"):
        resume(client, edit={"c1": {"path": ["x"]}}, results={"c2": "x"})
    assert ran == []
    assert resume(client, edit={"c1": {"path": "ok"}}, results={"c2": "x"}) == "finished"
    assert ran == [("delete_file", {"path": "ok"})]


def test_nothing_pending_and_resumed_twice_in_a_row(paused: tuple[ChatClient, ScriptedChatModel]) -> None:
    client, _ = paused
    with pytest.raises(NothingPendingError):
        client.prompt().advisor_params(conversation_id="other").resume(approve=["c1"]).call().content()
    resume(client, approve=["c1"], results={"c2": "x"})
    with pytest.raises(NothingPendingError):
        resume(client, approve=["c1"], results={"c2": "x"})
    assert ran == [("delete_file", {"path": "a"})]


def test_pause_expires() -> None:
    model = ScriptedChatModel([call("c1", "delete_file", path="a")])
    clock = FakeClock()
    client = client_for(model, store=InMemoryStore(clock=clock), advisor=ToolCallAdvisor(pause_ttl=60))
    client.prompt("go").advisor_params(conversation_id="e").call().chat_client_response()
    clock.advance(61)
    with pytest.raises(NothingPendingError, match="expired"):
        client.prompt().advisor_params(conversation_id="e").resume(approve=["c1"]).call().content()


def test_resume_without_conversation_id_or_with_new_messages() -> None:
    client = client_for(ScriptedChatModel([]))
    with pytest.raises(ValueError, match="conversation_id"):
        client.prompt().resume(approve=["c1"]).call().content()
    with pytest.raises(ValueError, match="no new messages"):
        client.prompt("hello").advisor_params(conversation_id="x").resume(approve=["c1"]).call().content()


def test_a_request_without_conversation_id_pauses_under_the_generated_one_and_resumes() -> None:
    model = ScriptedChatModel([[call("c1", "read_file", path="x"), call("c2", "delete_file", path="y")], "done"])
    client = client_for(model)
    response = client.prompt("go").call().chat_client_response()
    assert [(p.id, p.reason) for p in response.pending] == [("c2", "approval")]
    conversation_id = response.conversation_id
    assert conversation_id and client.store.get(f"paused:{conversation_id}") is not None
    assert ran == [("read_file", {"path": "x"})]
    spec = client.prompt().advisor_params(conversation_id=conversation_id)
    assert spec.resume(approve=["c2"]).call().content() == "done"
    assert ran[-1] == ("delete_file", {"path": "y"})


def test_a_text_terminal_on_a_one_shot_pause_names_the_generated_conversation() -> None:
    model = ScriptedChatModel([call("c2", "delete_file", path="y")])
    with pytest.raises(ToolApprovalRequired) as raised:
        client_for(model).prompt("go").call().content()
    assert raised.value.conversation_id and raised.value.conversation_id in str(raised.value)


async def test_a_one_shot_stream_calling_an_external_tool_pauses_and_done_names_the_conversation() -> None:
    model = ScriptedChatModel([call("g1", "get_location"), "You are in Lyon."])
    client = client_for(model)
    events = [event async for event in client.prompt("Where am I?").stream().events()]
    done = events[-1]
    assert isinstance(done, DoneEvent) and [p.reason for p in done.response.pending] == ["external"]
    assert done.conversation_id and done.to_dict()["conversation_id"] == done.conversation_id
    spec = client.prompt().advisor_params(conversation_id=done.conversation_id)
    assert await spec.resume(results={"g1": "Lyon"}).call().acontent() == "You are in Lyon."
    assert results_of(model, 1) == [("g1", "Lyon")]


async def test_a_finished_stream_has_no_conversation_id_on_done() -> None:
    client = client_for(ScriptedChatModel(["hello"]))
    done = [event async for event in client.prompt("hi").stream().events()][-1]
    assert isinstance(done, DoneEvent) and done.conversation_id is None and "conversation_id" not in done.to_dict()


def test_a_lost_race_is_a_conflict_and_the_tool_runs_once(paused: tuple[ChatClient, ScriptedChatModel]) -> None:
    client, _ = paused
    store = client.store
    record = store.get("paused:b")
    assert record is not None
    store.set("paused:b", {**record, "claimed": "someone"})
    with pytest.raises(ResumeConflictError, match="already resumed"):
        resume(client, approve=["c1"], results={"c2": "x"})
    assert ran == []


async def test_two_resumes_at_once_exactly_one_wins_and_the_tool_runs_once() -> None:
    gate = asyncio.Event()
    runs: list[str] = []

    @tool(requires_approval=True)
    async def send_mail(to: str) -> str:
        """Send a mail."""
        runs.append(to)
        await gate.wait()
        return "sent"

    model = ScriptedChatModel([call("m1", "send_mail", to="bob"), "Sent."])
    client = client_for(model, send_mail)
    await client.prompt("mail bob").advisor_params(conversation_id="race").call().achat_client_response()

    def resume_once() -> Any:
        spec = client.prompt().advisor_params(conversation_id="race").resume(approve=["m1"])
        return asyncio.ensure_future(spec.call().acontent())

    first, second = resume_once(), resume_once()
    done, _ = await asyncio.wait((first, second), return_when=asyncio.FIRST_COMPLETED)
    loser = done.pop()
    with pytest.raises(ResumeConflictError):
        loser.result()
    gate.set()
    winner = second if loser is first else first
    assert await winner == "Sent."
    assert runs == ["bob"]


def test_an_external_call_breaking_its_schema_goes_back_to_the_model_without_pausing() -> None:
    model = ScriptedChatModel([call("x1", "get_location", precise="very"), call("x2", "get_location"), "?"])
    response = client_for(model).prompt("go").advisor_params(conversation_id="x").call().chat_client_response()
    assert [p.id for p in response.pending] == ["x2"]
    assert "precise" in results_of(model, 1)[0][1]


def test_a_corrupt_paused_round_is_a_clear_error() -> None:
    store = InMemoryStore()
    client = client_for(ScriptedChatModel([]), store=store)
    store.set("paused:z", {"version": 1, "pause_id": "p", "history": "nope"})
    with pytest.raises(ValueError, match="paused round cannot be read"):
        client.prompt().advisor_params(conversation_id="z").resume(approve=["c1"]).call().content()


def test_bad_declarations() -> None:
    def plain() -> str:
        return ""

    with pytest.raises(TypeError, match="requires_approval"):
        tool(requires_approval="yes")(plain)  # type: ignore[call-overload]
    with pytest.raises(TypeError, match="rule"):
        ToolCallAdvisor(requires_approval="always")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="object schema"):
        ExternalTool("x", "d", {"type": "string"})
    with pytest.raises(ValueError, match="invalid tool name"):
        ExternalTool("no spaces", "d")
    with pytest.raises(InvalidDecisionError, match="list of tool call ids"):
        ChatClient.builder(ScriptedChatModel([])).build().prompt().resume(approve="c1")  # type: ignore[arg-type]


def test_an_external_tool_run_directly_says_it_is_external() -> None:
    with pytest.raises(Exception, match="external tool"):
        get_location.call("{}")


def test_per_request_external_tools() -> None:
    browser = ExternalTool("open_page", "Open a page in the user's browser", {"type": "object", "properties": {}})
    model = ScriptedChatModel([call("o1", "open_page"), "Opened."])
    client = client_for(model, read_file)
    response = client.prompt("open").tools(browser).advisor_params(conversation_id="pr").call().chat_client_response()
    assert [(p.id, p.reason) for p in response.pending] == [("o1", "external")]
    spec = client.prompt().tools(browser).advisor_params(conversation_id="pr").resume(results={"o1": "ok"})
    assert spec.call().content() == "Opened."


def test_the_errors_survive_pickling() -> None:
    import pickle

    pending = (PendingToolCall(call("c1", "delete_file", path="a"), "approval"),)
    for error in (
        ToolApprovalRequired(pending, "c"),
        ConversationIdRequiredError(pending),
        UnknownToolCallError(["x"], ["c1"]),
        MissingDecisionError(pending),
        NothingPendingError("nothing"),
    ):
        copy = pickle.loads(pickle.dumps(error))
        assert type(copy) is type(error) and str(copy) == str(error)
    assert pickle.loads(pickle.dumps(ToolApprovalRequired(pending, "c"))).pending == pending


def test_a_denied_call_is_reported_as_an_error_result_of_kind_denied() -> None:
    model = ScriptedChatModel([call("c1", "delete_file", path="a"), "ok"])
    client = client_for(model)
    client.prompt("go").advisor_params(conversation_id="dk").call().chat_client_response()
    resumed = client.prompt().advisor_params(conversation_id="dk").resume(deny=["c1"]).call().chat_client_response()
    [result] = [e for e in resumed.recorded_events() if isinstance(e, ToolResultEvent)]
    assert result.error and result.text == "The user denied this call."
    assert not any(isinstance(e, RetryEvent) for e in resumed.recorded_events())  # not a failed round


async def test_the_pending_calls_can_be_read_back_and_a_pause_discarded() -> None:
    from sprig.advisors import pause

    model = ScriptedChatModel([call("c1", "delete_file", path="a")])
    client = client_for(model)
    await client.prompt("go").advisor_params(conversation_id="q").call().achat_client_response()
    assert [p.id for p in await pause.pending_calls(client.store, "q")] == ["c1"]
    assert await pause.pending_calls(client.store, "other") == ()
    assert await pause.discard(client.store, "q") is True
    with pytest.raises(NothingPendingError):
        await client.prompt().advisor_params(conversation_id="q").resume(approve=["c1"]).call().acontent()
    assert ran == []


def test_calls_refused_for_their_arguments_are_listed_beside_the_pending_ones() -> None:
    model = ScriptedChatModel(
        [
            [
                call("c1", "delete_file", path="y"),
                ToolCall("c2", "read_file", "{}"),  # breaks the schema: no path
                ToolCall("c3", "delete_file", '{"path": ["a"]}'),  # a pausing tool's broken call
            ],
            "done",
        ]
    )
    client = client_for(model)
    response = client.prompt("go").advisor_params(conversation_id="refused").call().chat_client_response()
    assert [(p.id, p.reason) for p in response.pending] == [("c1", "approval"), ("c2", "refused"), ("c3", "refused")]
    refused = {p.id: p for p in response.pending if p.reason == "refused"}
    assert all(not p.needs_decision and "path" in p.error for p in refused.values())
    assert ran == []
    spec = client.prompt().advisor_params(conversation_id="refused")
    assert spec.resume(approve=["c1"]).call().content() == "done"  # no decision for the refused calls
    results = dict(results_of(model, 1))
    assert results["c1"] == "deleted y"
    assert results["c2"] == refused["c2"].error and results["c3"] == refused["c3"].error  # what the model got


def test_a_refused_call_takes_no_decision() -> None:
    model = ScriptedChatModel([[call("c1", "delete_file", path="y"), ToolCall("c2", "read_file", "{}")], "done"])
    client = client_for(model)
    client.prompt("go").advisor_params(conversation_id="refused-2").call().chat_client_response()
    with pytest.raises(UnknownToolCallError):
        client.prompt().advisor_params(conversation_id="refused-2").resume(approve=["c1", "c2"]).call().content()
