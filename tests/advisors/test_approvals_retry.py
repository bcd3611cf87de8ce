"""A resumed run whose continuation fails after the approved tool ran (the model errs, the stream is
closed) loses nothing: the call and its result are history at once, and resuming again goes on
from there without running any tool twice."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sprig import ChatClient, ResumeConflictError, ToolCall, ToolResultEvent, tool
from sprig.advisors import MessageChatMemoryAdvisor
from sprig.models import ScriptedChatModel
from sprig.models.errors import ServerError
from sprig.state import InMemoryStore, MessageWindowChatMemory

ran: list[str] = []


@tool(requires_approval=True)
def charge(amount: int) -> str:
    """Charge the card (a person approves)."""
    ran.append(f"charge {amount}")
    return f"charged {amount}"


@tool
def receipt(amount: int) -> str:
    """Write a receipt."""
    ran.append(f"receipt {amount}")
    return f"receipt for {amount}"


@pytest.fixture(autouse=True)
def _reset() -> None:
    ran.clear()


def call(call_id: str, name: str, **arguments: Any) -> ToolCall:
    return ToolCall(call_id, name, json.dumps(arguments))


def provider_down() -> ServerError:
    return ServerError("the provider is down", status=503)


def agent(model: ScriptedChatModel, memory: MessageWindowChatMemory) -> ChatClient:
    return (
        ChatClient.builder(model)
        .default_tools(charge, receipt)
        .default_store(InMemoryStore())
        .default_advisors(MessageChatMemoryAdvisor(memory, save_tool_rounds=True))
        .build()
    )


async def run(spec: Any, stream: bool) -> str:
    if stream:
        return "".join([piece async for piece in spec.stream().content()])
    return await spec.call().acontent()


def shape(history: list[Any]) -> list[str]:
    """Each message as its type, with the call or result ids it carries."""
    out = []
    for m in history:
        ids = [c.id for c in getattr(m, "tool_calls", ())] or [r.id for r in getattr(m, "responses", ())]
        out.append(m.type + (f"({','.join(ids)})" if ids else ""))
    return out


@pytest.mark.parametrize("stream", [False, True])
async def test_the_model_fails_after_the_approved_tool_ran_and_a_retry_completes(stream: bool) -> None:
    memory = MessageWindowChatMemory()
    model = ScriptedChatModel([call("c1", "charge", amount=5), provider_down(), "Charged 5."])
    client = agent(model, memory)
    paused = await client.prompt("charge 5").advisor_params(conversation_id="t").call().achat_response()
    assert [p.id for p in paused.pending] == ["c1"]

    resume = client.prompt().advisor_params(conversation_id="t").resume(approve=["c1"])
    with pytest.raises(ServerError):
        await run(resume, stream)
    assert ran == ["charge 5"]
    # the call and its result are history at once
    assert shape(await memory.aget("t")) == ["user", "assistant(c1)", "tool(c1)"]

    retry = client.prompt().advisor_params(conversation_id="t").resume(approve=["c1"])
    assert await run(retry, stream) == "Charged 5."
    assert ran == ["charge 5"]  # not run again
    assert shape(await memory.aget("t")) == ["user", "assistant(c1)", "tool(c1)", "assistant"]
    sent = model.prompts[-1].messages
    assert shape(list(sent)) == ["user", "assistant(c1)", "tool(c1)"]
    assert sent[-1].responses[0].data == "charged 5"  # the recorded result, once


@pytest.mark.parametrize("stream", [False, True])
async def test_a_failure_rounds_later_goes_on_from_the_last_completed_round(stream: bool) -> None:
    memory = MessageWindowChatMemory()
    model = ScriptedChatModel(
        [call("c1", "charge", amount=5), call("r1", "receipt", amount=5), provider_down(), "Done, receipt sent."]
    )
    client = agent(model, memory)
    await client.prompt("charge 5").advisor_params(conversation_id="t").call().achat_response()
    with pytest.raises(ServerError):
        await run(client.prompt().advisor_params(conversation_id="t").resume(approve=["c1"]), stream)
    assert ran == ["charge 5", "receipt 5"]
    assert shape(await memory.aget("t")) == ["user", "assistant(c1)", "tool(c1)", "assistant(r1)", "tool(r1)"]

    retry = client.prompt().advisor_params(conversation_id="t").resume(approve=["c1"])
    assert await run(retry, stream) == "Done, receipt sent."
    assert ran == ["charge 5", "receipt 5"]
    assert shape(await memory.aget("t")) == [
        "user",
        *("assistant(c1)", "tool(c1)", "assistant(r1)", "tool(r1)"),
        "assistant",
    ]
    assert shape(list(model.prompts[-1].messages)) == ["user", "assistant(c1)", "tool(c1)", "assistant(r1)", "tool(r1)"]


async def test_rounds_before_the_pause_keep_their_place_in_the_history() -> None:
    memory = MessageWindowChatMemory()
    model = ScriptedChatModel(
        [call("r0", "receipt", amount=1), call("c1", "charge", amount=5), provider_down(), "Charged."]
    )
    client = agent(model, memory)
    await client.prompt("charge 5").advisor_params(conversation_id="t").call().achat_response()
    with pytest.raises(ServerError):
        await client.prompt().advisor_params(conversation_id="t").resume(approve=["c1"]).call().acontent()
    expected = ["user", "assistant(r0)", "tool(r0)", "assistant(c1)", "tool(c1)"]
    assert shape(await memory.aget("t")) == expected
    assert await client.prompt().advisor_params(conversation_id="t").resume(approve=["c1"]).call().acontent() == (
        "Charged."
    )
    assert shape(await memory.aget("t")) == [*expected, "assistant"]
    assert ran == ["receipt 1", "charge 5"]


async def test_a_client_that_goes_away_after_the_tool_ran_can_resume_again() -> None:
    memory = MessageWindowChatMemory()
    answering = asyncio.Event()
    model = ScriptedChatModel([call("c1", "charge", amount=5), "Charged 5, slowly.", "Charged 5."], delay=0.05)
    client = agent(model, memory)
    await client.prompt("charge 5").advisor_params(conversation_id="t").call().achat_response()

    events = aiter(client.prompt().advisor_params(conversation_id="t").resume(approve=["c1"]).stream().events())
    async for event in events:
        if isinstance(event, ToolResultEvent):
            answering.set()
        elif answering.is_set():
            break
    await events.aclose()  # type: ignore[attr-defined]  # the client goes away while the model answers
    assert ran == ["charge 5"]
    assert shape(await memory.aget("t")) == ["user", "assistant(c1)", "tool(c1)"]

    retry = client.prompt().advisor_params(conversation_id="t").resume(approve=["c1"])
    assert await retry.call().acontent() == "Charged 5."
    assert ran == ["charge 5"]
    assert shape(await memory.aget("t")) == ["user", "assistant(c1)", "tool(c1)", "assistant"]


async def test_a_run_cut_while_its_tool_runs_stays_claimed_so_the_tool_never_runs_twice() -> None:
    started = asyncio.Event()

    @tool(requires_approval=True)
    async def transfer(amount: int) -> str:
        """Transfer money (slow)."""
        ran.append(f"transfer {amount}")
        started.set()
        await asyncio.sleep(30)
        return "transferred"

    model = ScriptedChatModel([call("c1", "transfer", amount=5), "Transferred."])
    client = ChatClient.builder(model).default_tools(transfer).default_store(InMemoryStore()).build()
    await client.prompt("go").advisor_params(conversation_id="t").call().achat_response()
    task = asyncio.ensure_future(
        client.prompt().advisor_params(conversation_id="t").resume(approve=["c1"]).call().acontent()
    )
    await started.wait()
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    with pytest.raises(ResumeConflictError):
        await client.prompt().advisor_params(conversation_id="t").resume(approve=["c1"]).call().acontent()
    assert ran == ["transfer 5"]


# -- any failure points --------------------------------------------------------------------------

steps: list[int] = []


@tool
def step(n: int) -> str:
    """One more step."""
    steps.append(n)
    return f"step {n} done"


@settings(max_examples=40, deadline=None)
@given(
    rounds=st.integers(0, 3),
    failures=st.lists(st.booleans(), min_size=4, max_size=4),
    stream=st.booleans(),
)
async def test_whatever_fails_after_the_approval_each_tool_runs_once_and_each_round_is_saved_once(
    rounds: int, failures: list[bool], stream: bool
) -> None:
    ran.clear()
    steps.clear()
    replies: list[Any] = [*(call(f"s{k}", "step", n=k) for k in range(1, rounds + 1)), "done"]
    script: list[Any] = [call("c1", "charge", amount=5)]
    for reply, fails in zip(replies, failures, strict=False):
        script += [provider_down(), reply] if fails else [reply]
    memory = MessageWindowChatMemory(max_messages=100)
    model = ScriptedChatModel(script)
    client = (
        ChatClient.builder(model)
        .default_tools(charge, step)
        .default_advisors(MessageChatMemoryAdvisor(memory, save_tool_rounds=True))
        .build()
    )
    await client.prompt("go").advisor_params(conversation_id="p").call().achat_response()
    answer = None
    for _ in range(len(script)):
        try:
            answer = await run(client.prompt().advisor_params(conversation_id="p").resume(approve=["c1"]), stream)
            break
        except ServerError:
            continue
    assert answer == "done"
    assert ran == ["charge 5"] and steps == list(range(1, rounds + 1))  # every tool ran exactly once
    expected = ["user", "assistant(c1)", "tool(c1)"]
    for k in range(1, rounds + 1):
        expected += [f"assistant(s{k})", f"tool(s{k})"]
    assert shape(await memory.aget("p")) == [*expected, "assistant"]  # each round saved once, in order
