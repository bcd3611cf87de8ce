"""``DurableAgent`` in one process: the run behaves as a plain ``ChatClient`` run, and its
stream, status, result and resume work as documented (SQLite; the crash tests cover restarts)."""

from __future__ import annotations

import threading
from collections.abc import AsyncIterator, Iterator
from typing import Any

import pytest

from sprig import (
    ApprovalRequestedEvent,
    ChatClient,
    DoneEvent,
    StreamEvent,
    ToolCall,
    ToolResponseMessage,
    ToolResultEvent,
    UserMessage,
    tool,
)
from sprig.advisors import MessageChatMemoryAdvisor, TodoReminderAdvisor
from sprig.durable import ConversationBusyError, DecisionTimeoutError, DurableAgent
from sprig.models import ScriptedChatModel
from sprig.pending import MissingDecisionError, NothingPendingError, UnknownToolCallError
from sprig.prompt import Prompt
from sprig.state import MessageWindowChatMemory

ran: list[str] = []


@tool
def weather(city: str) -> str:
    """Weather in a city."""
    ran.append(f"weather {city}")
    return f"sunny in {city}"


@tool(return_direct=True)
def receipt(order: str) -> str:
    """The receipt of an order, given to the user as it is."""
    ran.append(f"receipt {order}")
    return f"receipt for {order}"


@tool(requires_approval=True)
def pay(amount: int) -> str:
    """Pay an amount."""
    ran.append(f"pay {amount}")
    return f"paid {amount}"


SEEN_CALL = threading.Event()


@tool
def gate() -> str:
    """Wait until the reader has seen this call announced (proves events arrive during the run)."""
    return "opened" if SEEN_CALL.wait(20) else "the reader never saw the call"


@tool
def todo_update(items: list[str]) -> str:
    """Replace the todo list."""
    return "ok"


def _results(prompt: Prompt) -> list[str]:
    return [r.data for m in prompt.messages if isinstance(m, ToolResponseMessage) for r in m.responses]


def planner(prompt: Prompt) -> Any:
    """Round 1: two parallel calls, one with broken JSON (healed); round 2: a call of an unknown
    tool (the model is told and retries); round 3: the answer."""
    rounds = sum(1 for m in prompt.messages if isinstance(m, ToolResponseMessage))
    if rounds == 0:
        return [ToolCall("a", "weather", '{"city": "Paris"'), ToolCall("b", "weather", '{"city": "Rome"}')]
    if rounds == 1:
        return ToolCall("c", "forecast", "{}")
    return "Paris and Rome: " + " / ".join(_results(prompt)[:2])


def payer(prompt: Prompt) -> Any:
    results = _results(prompt)
    return ToolCall("p1", "pay", '{"amount": 5}') if not results else f"done: {results[0]}"


def script(prompt: Prompt) -> Any:
    """The script of the scenario the user's first message names."""
    first = next(m.text for m in prompt.messages if isinstance(m, UserMessage))
    if first.startswith("Pay"):
        return payer(prompt)
    if first.startswith("Receipt"):
        return ToolCall("r", "receipt", '{"order": "o-1"}')
    if first.startswith("Gate"):
        return ToolCall("g", "gate", "{}") if not _results(prompt) else f"gate: {_results(prompt)[0]}"
    return planner(prompt)


def _client(memory: MessageWindowChatMemory) -> ChatClient:
    model = ScriptedChatModel([script], repeat_last=True)
    return (
        ChatClient.builder(model)
        .default_tools(weather, receipt, pay, gate, todo_update)
        .default_advisors(MessageChatMemoryAdvisor(memory), TodoReminderAdvisor(threshold=1))
        .build()
    )


MEMORY = MessageWindowChatMemory()


@pytest.fixture(scope="module")
def agent(tmp_path_factory: pytest.TempPathFactory) -> Iterator[DurableAgent]:
    """One agent (one DBOS runtime) for the module; each test uses its own conversations."""
    url = f"sqlite:///{tmp_path_factory.mktemp('durable') / 'durable.sqlite'}"
    agent = DurableAgent(_client(MEMORY), name="test", database_url=url, polling_interval=0.02)
    agent.launch()
    yield agent
    DurableAgent.shutdown()


@pytest.fixture(autouse=True)
def _reset() -> None:
    ran.clear()


def _normal(events: list[StreamEvent]) -> list[dict[str, Any]]:
    """Events as dicts, tool durations zeroed and each run of parallel results in id order."""
    out: list[dict[str, Any]] = []
    batch: list[dict[str, Any]] = []
    for event in events:
        data = event.to_dict()
        if isinstance(event, ToolResultEvent):
            batch.append({**data, "duration": 0})
            continue
        out.extend(sorted(batch, key=lambda d: str(d["id"])))
        batch = []
        out.append(data)
    return [*out, *sorted(batch, key=lambda d: str(d["id"]))]


async def _collect(stream: AsyncIterator[StreamEvent]) -> list[StreamEvent]:
    return [event async for event in stream]


async def test_a_durable_run_streams_the_events_of_a_plain_run(agent: DurableAgent) -> None:
    plain_memory = MessageWindowChatMemory()
    plain = await _collect(
        _client(plain_memory).prompt("Weather?").advisor_params(conversation_id="c1").stream().events().__aiter__()
    )

    durable = await _collect(agent.stream("Weather?", conversation_id="c1"))

    assert _normal(durable) == _normal(plain)
    kinds = {type(e).__name__ for e in durable}
    assert {"RetryEvent", "ReminderEvent", "ToolResultEvent", "TextDeltaEvent", "DoneEvent"} <= kinds
    assert isinstance(durable[-1], DoneEvent) and durable[-1].response.text.startswith("Paris and Rome: sunny")
    assert await MEMORY.aget("c1") == await plain_memory.aget("c1")  # saved once
    next_turn = await agent.astart("Weather again?", conversation_id="c1")  # the stream's end freed it
    assert (await next_turn.aresult()).startswith("Paris and Rome")


async def test_events_reach_the_reader_while_the_run_goes_on(agent: DurableAgent) -> None:
    SEEN_CALL.clear()
    events: list[StreamEvent] = []
    async for event in agent.stream("Gate", conversation_id="g1"):
        events.append(event)
        if event.type == "tool_call_started":
            SEEN_CALL.set()  # the run is in its tool step, waiting for exactly this

    results = [e.text for e in events if isinstance(e, ToolResultEvent)]
    assert results == ["opened"]  # the call was announced to the reader before the run went on
    assert isinstance(events[-1], DoneEvent) and events[-1].response.text == "gate: opened"


async def test_a_late_reader_gets_every_event_from_the_start(agent: DurableAgent) -> None:
    run = await agent.astart("Weather?", conversation_id="c2")

    answer = await run.aresult()
    late = await _collect(run.aevents())

    assert await run.astatus() == "succeeded"
    assert isinstance(late[-1], DoneEvent) and late[-1].response.text == answer
    assert "".join(e.text for e in late if type(e).__name__ == "TextDeltaEvent") == answer
    assert sorted(ran) == ["weather Paris", "weather Rome"]  # each tool call ran once
    from dbos import DBOS

    steps = await DBOS.list_workflow_steps_async(run.id)
    tools = [s["output"][1] for s in steps if s["function_name"] == "sprig.tool.weather"]
    assert tools == ["sunny in Paris", "sunny in Rome"]  # parallel steps take ids in call order


async def test_return_direct_ends_the_run_with_the_tool_result(agent: DurableAgent) -> None:
    run = await agent.astart("Receipt please")

    assert await run.aresult() == "receipt for o-1"
    names = [type(e).__name__ for e in await _collect(run.aevents())]
    assert "ReturnDirectEvent" in names and names[-1] == "DoneEvent"
    assert ran == ["receipt o-1"]


async def _until_waiting(agent: DurableAgent, run_id: str) -> list[StreamEvent]:
    """The run's events up to its pause (the iteration ends there once the run waits)."""
    return await _collect(agent.run(run_id).aevents())


async def test_an_approval_is_a_durable_wait_that_resume_ends(agent: DurableAgent) -> None:
    run = await agent.astart("Pay 5", conversation_id="p1")

    first = await _until_waiting(agent, run.id)
    assert await run.astatus() == "waiting"
    with pytest.raises(ConversationBusyError):
        await agent.astart("Another turn", conversation_id="p1")
    with pytest.raises(UnknownToolCallError):
        await agent.aresume("p1", approve=["nope"])
    with pytest.raises(MissingDecisionError):
        await agent.aresume("p1")
    with pytest.raises(NothingPendingError):
        await agent.aresume("other")
    assert ran == [] and [p["id"] for p in await run.apending()] == ["p1"]
    resumed = await agent.aresume("p1", approve=["p1"])

    assert await resumed.aresult() == "done: paid 5"
    assert ran == ["pay 5"]
    assert isinstance(first[-1], DoneEvent) and [p.id for p in first[-1].response.pending] == ["p1"]
    assert any(isinstance(e, ApprovalRequestedEvent) and e.id == "p1" for e in first)
    every = await _collect(run.aevents())  # the whole run: the pause, then what followed
    assert [type(e).__name__ for e in every].count("DoneEvent") == 2
    after = await _collect(resumed.aevents(after_pause=["p1"]))  # only what the resume led to
    assert after == every[len(first) :]
    assert any(isinstance(e, ToolResultEvent) and e.text == "paid 5" for e in after)
    with pytest.raises(NothingPendingError):
        await agent.aresume("p1", approve=["p1"])


async def test_a_denied_call_is_not_run_and_the_model_reads_the_reason(agent: DurableAgent) -> None:
    run = await agent.astart("Pay 5", conversation_id="p2")
    await _until_waiting(agent, run.id)

    await agent.aresume("p2", deny={"p1": "too expensive"})

    assert "too expensive" in await run.aresult()
    assert ran == []


async def test_a_wait_past_its_timeout_fails_the_run(agent: DurableAgent) -> None:
    run = await agent.astart("Pay 5", conversation_id="p3", decision_timeout=0.2)

    with pytest.raises(DecisionTimeoutError):
        await run.aresult()
    assert await run.astatus() == "failed"


def test_the_blocking_face(agent: DurableAgent) -> None:
    run = agent.start("Weather?", conversation_id="c9")

    assert run.result().startswith("Paris and Rome")
    assert run.status() == "succeeded"
    assert isinstance(list(run.events())[-1], DoneEvent)


def test_a_run_needs_text_and_an_agent_a_name(agent: DurableAgent) -> None:
    with pytest.raises(ValueError):
        agent.start("")
    with pytest.raises(ValueError):
        DurableAgent(_client(MEMORY), name="bad name", database_url=agent.database_url)
    with pytest.raises(ValueError, match="already has a durable agent named 'test'"):
        DurableAgent(_client(MEMORY), name="test", database_url=agent.database_url)
    with pytest.raises(ValueError, match="one database"):
        DurableAgent(_client(MEMORY), name="other", database_url=agent.database_url + "2")
    with pytest.raises(ValueError):
        agent.start("Weather?", decision_timeout=0)
