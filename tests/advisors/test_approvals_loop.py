"""A paused and resumed run behaves as one that never paused: memory, parallel calls, healing,
return-direct, limits and the todo reminder."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import pytest

from sprig import (
    AssistantMessage,
    ChatClient,
    RetryEvent,
    ToolApprovalRequired,
    ToolCall,
    ToolCallingManager,
    ToolResponseMessage,
    UserMessage,
    tool,
)
from sprig.advisors import MessageChatMemoryAdvisor, TodoReminderAdvisor, ToolCallAdvisor
from sprig.advisors.todo_reminder import DEFAULT_REMINDER
from sprig.models import ScriptedChatModel
from sprig.state import MessageWindowChatMemory

ran: list[str] = []


@tool(requires_approval=True)
def delete_file(path: str) -> str:
    """Delete a file."""
    ran.append(f"delete {path}")
    return f"deleted {path}"


@tool
def read_file(path: str) -> str:
    """Read a file."""
    ran.append(f"read {path}")
    return f"contents of {path}"


@tool(requires_approval=True, return_direct=True)
def publish(text: str) -> str:
    """Publish the text and answer with the receipt."""
    ran.append(f"publish {text}")
    return f"published: {text}"


@tool
def todo_update(items: list[str]) -> str:
    """Replace the todo list."""
    return "ok"


@pytest.fixture(autouse=True)
def _reset() -> None:
    ran.clear()


def call(call_id: str, name: str, **arguments: Any) -> ToolCall:
    return ToolCall(call_id, name, json.dumps(arguments))


def results_of(model: ScriptedChatModel, index: int) -> list[tuple[str, str]]:
    last = model.prompts[index].messages[-1]
    assert isinstance(last, ToolResponseMessage)
    return [(r.id, r.data) for r in last.responses]


def assert_provider_correct(messages: list[Any]) -> None:
    """Every assistant tool call is answered by the very next message, id for id, in order."""
    for index, message in enumerate(messages):
        if isinstance(message, AssistantMessage) and message.tool_calls:
            answer = messages[index + 1]
            assert isinstance(answer, ToolResponseMessage)
            assert [r.id for r in answer.responses] == [c.id for c in message.tool_calls]


# -- memory ------------------------------------------------------------------------------------


@pytest.mark.parametrize("stream", [False, True])
@pytest.mark.parametrize("save_tool_rounds", [True, False])
async def test_memory_is_complete_and_provider_correct_after_the_resume(stream: bool, save_tool_rounds: bool) -> None:
    memory = MessageWindowChatMemory()
    model = ScriptedChatModel(
        [call("r1", "read_file", path="a"), call("d1", "delete_file", path="a"), "Deleted a.", "You're welcome."]
    )
    client = (
        ChatClient.builder(model)
        .default_system("Be careful.")
        .default_tools(read_file, delete_file)
        .default_advisors(MessageChatMemoryAdvisor(memory, save_tool_rounds=save_tool_rounds))
        .build()
    )

    async def run(spec: Any) -> str:
        if stream:
            return "".join([piece async for piece in spec.stream().content()])
        return str((await spec.call().achat_client_response()).text)

    if stream:  # a text stream of a paused run ends by raising, like content()
        with pytest.raises(ToolApprovalRequired):
            await run(client.prompt("Delete a").advisor_params(conversation_id="m1"))
    else:
        await run(client.prompt("Delete a").advisor_params(conversation_id="m1"))
    assert [m.type for m in await memory.aget("m1")] == ["system", "user"]  # the turn so far
    assert await run(client.prompt().advisor_params(conversation_id="m1").resume(approve=["d1"])) == "Deleted a."

    history = await memory.aget("m1")
    expected = ["system", "user", "assistant", "tool", "assistant", "tool", "assistant"]
    assert [m.type for m in history] == (expected if save_tool_rounds else ["system", "user", "assistant"])
    assert history[-1].text == "Deleted a."
    assert_provider_correct(list(history))

    await run(client.prompt("Thanks").advisor_params(conversation_id="m1"))
    sent = list(model.prompts[-1].messages)
    assert_provider_correct(sent)
    assert [m.type for m in sent] == [*(expected if save_tool_rounds else ["system", "user", "assistant"]), "user"]
    assert isinstance(sent[-1], UserMessage) and sent[-1].text == "Thanks"


# -- parallel ----------------------------------------------------------------------------------


async def test_approved_calls_run_in_parallel() -> None:
    both_started = asyncio.Event()
    started: list[str] = []

    @tool(requires_approval=True)
    async def slow_write(label: str) -> str:
        """Write slowly."""
        started.append(label)
        if len(started) == 2:
            both_started.set()
        await asyncio.wait_for(both_started.wait(), 5)  # only returns if both run at once
        return f"wrote {label}"

    model = ScriptedChatModel([[call("w1", "slow_write", label="a"), call("w2", "slow_write", label="b")], "ok"])
    client = ChatClient.builder(model).default_tools(slow_write).build()
    await client.prompt("go").advisor_params(conversation_id="p").call().achat_client_response()
    spec = client.prompt().advisor_params(conversation_id="p").resume(approve=["w1", "w2"])
    assert await spec.call().acontent() == "ok"
    assert results_of(model, 1) == [("w1", "wrote a"), ("w2", "wrote b")]


# -- healing -----------------------------------------------------------------------------------


def test_a_malformed_call_in_a_paused_round_is_healed_as_usual() -> None:
    model = ScriptedChatModel(
        [[ToolCall("bad", "read_file", "path = x"), call("d1", "delete_file", path="x")], "done"]
    )
    client = ChatClient.builder(model).default_tools(read_file, delete_file).build()
    paused = client.prompt("go").advisor_params(conversation_id="h").call().chat_client_response()
    # the malformed call is listed too, refused, with what the model is told; it takes no decision
    assert [(p.id, p.reason) for p in paused.pending] == [("d1", "approval"), ("bad", "refused")]
    resumed = client.prompt().advisor_params(conversation_id="h").resume(approve=["d1"]).call().chat_client_response()
    retries = [e for e in resumed.recorded_events() if isinstance(e, RetryEvent)]
    assert [e.tool_call_id for e in retries] == ["bad"]
    (bad_id, bad_text), (_, ok) = results_of(model, 1)
    assert bad_id == "bad" and "Call the tool again" in bad_text and ok == "deleted x"


def test_a_call_that_would_wait_but_breaks_the_schema_goes_back_to_the_model_unrun() -> None:
    model = ScriptedChatModel([call("d1", "delete_file", where="x"), call("d2", "delete_file", path="x"), "ok"])
    client = ChatClient.builder(model).default_tools(delete_file).build()
    response = client.prompt("go").advisor_params(conversation_id="s").call().chat_client_response()
    assert [p.id for p in response.pending] == ["d2"]  # the model fixed its call, and was asked about again
    assert "path" in results_of(model, 1)[0][1] and ran == []


# -- return-direct -----------------------------------------------------------------------------


def test_an_approved_return_direct_tool_answers_directly() -> None:
    model = ScriptedChatModel([call("p1", "publish", text="hello")])
    client = ChatClient.builder(model).default_tools(publish).build()
    client.prompt("go").advisor_params(conversation_id="rd").call().chat_client_response()
    text = client.prompt().advisor_params(conversation_id="rd").resume(approve=["p1"]).call().content()
    assert text == "published: hello" and model.calls == 1


def test_a_denied_return_direct_tool_goes_back_to_the_model() -> None:
    model = ScriptedChatModel([call("p1", "publish", text="hello"), "Not published."])
    client = ChatClient.builder(model).default_tools(publish).build()
    client.prompt("go").advisor_params(conversation_id="rd").call().chat_client_response()
    text = client.prompt().advisor_params(conversation_id="rd").resume(deny=["p1"]).call().content()
    assert text == "Not published." and results_of(model, 1) == [("p1", "The user denied this call.")]


# -- limits ------------------------------------------------------------------------------------


def test_calls_that_ran_before_the_pause_count_against_the_turn_limits() -> None:
    manager = ToolCallingManager(max_total_calls=2, limit_behavior="error_result")
    round_ = [call("r1", "read_file", path="a"), call("r2", "read_file", path="b"), call("d1", "delete_file", path="c")]
    model = ScriptedChatModel([round_, "x"])
    client = (
        ChatClient.builder(model)
        .default_tools(read_file, delete_file)
        .default_advisors(ToolCallAdvisor(manager))
        .build()
    )
    client.prompt("go").advisor_params(conversation_id="l").call().chat_client_response()
    client.prompt().advisor_params(conversation_id="l").resume(approve=["d1"]).call().content()
    results = results_of(model, 1)
    assert results[0][1] == "contents of a" and results[1][1] == "contents of b"
    assert "at most 2 tool calls" in results[2][1]
    assert ran == ["read a", "read b"] or sorted(ran) == ["read a", "read b"]


def test_max_rounds_counts_the_rounds_before_the_pause() -> None:
    model = ScriptedChatModel(
        [call("r1", "read_file", path="a"), call("d1", "delete_file", path="b"), call("r2", "read_file", path="c")]
    )
    client = (
        ChatClient.builder(model)
        .default_tools(read_file, delete_file)
        .default_advisors(ToolCallAdvisor(max_rounds=2))
        .build()
    )
    client.prompt("go").advisor_params(conversation_id="mr").call().chat_client_response()
    from sprig.advisors import MaxToolRoundsExceededError

    with pytest.raises(MaxToolRoundsExceededError):
        client.prompt().advisor_params(conversation_id="mr").resume(approve=["d1"]).call().content()


# -- todo reminder -----------------------------------------------------------------------------


def test_the_todo_reminder_counts_rounds_across_the_pause() -> None:
    model = ScriptedChatModel([call("r1", "read_file", path="a"), call("d1", "delete_file", path="b"), "done"])
    client = (
        ChatClient.builder(model)
        .default_tools(read_file, delete_file, todo_update)
        .default_advisors(TodoReminderAdvisor(threshold=2))
        .build()
    )
    client.prompt("go").advisor_params(conversation_id="t").call().chat_client_response()
    assert DEFAULT_REMINDER not in model.prompts[1].messages[-1].text  # type: ignore[union-attr]
    client.prompt().advisor_params(conversation_id="t").resume(approve=["d1"]).call().content()
    last = model.prompts[2].messages[-1]
    assert isinstance(last, ToolResponseMessage) and DEFAULT_REMINDER in last.text


@pytest.mark.parametrize("stream", [False, True])
async def test_structured_output_validation_lets_a_paused_run_through(stream: bool) -> None:
    from sprig.advisors import StructuredOutputValidationAdvisor

    model = ScriptedChatModel([call("d1", "delete_file", path="a"), '{"deleted": true}'])
    client = (
        ChatClient.builder(model)
        .default_tools(delete_file)
        .default_advisors(StructuredOutputValidationAdvisor(output_type=dict[str, bool], max_attempts=2))
        .build()
    )
    spec = client.prompt("go").advisor_params(conversation_id="so")
    if stream:
        events = [e async for e in spec.stream().events()]
        assert [p.id for p in events[-1].response.pending] == ["d1"]  # type: ignore[union-attr]
    else:
        assert [p.id for p in (await spec.call().achat_client_response()).pending] == ["d1"]
    assert model.calls == 1  # not asked again for JSON
    resumed = client.prompt().advisor_params(conversation_id="so").resume(approve=["d1"])
    assert await resumed.call().acontent() == '{"deleted": true}'
