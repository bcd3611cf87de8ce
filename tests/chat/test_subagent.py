"""Sub-agents (``ChatClient.as_tool``): fresh context, parallel children, structured input and
output, depth, nested events, usage, cancellation and spans, blocking and streaming."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import pytest
from pydantic import BaseModel

from sprig import (
    ChatClient,
    DoneEvent,
    SubagentEvent,
    TextDeltaEvent,
    ToolCall,
    ToolCallStartedEvent,
    ToolContext,
    ToolResponseMessage,
    ToolResultEvent,
    UserMessage,
    tool,
)
from sprig.chat.subagent import SubagentDepthError, SubagentTool
from sprig.models import ScriptedChatModel
from sprig.models.response import Usage
from sprig.prompt import Prompt
from sprig.state import InMemoryStore
from sprig.toolkits import TodoTools


def _last_tool_result(prompt: Prompt) -> str:
    message = prompt.messages[-1]
    assert isinstance(message, ToolResponseMessage)
    return message.responses[0].data


def _parent(child: ChatClient, script: list[Any], **as_tool: Any) -> tuple[ChatClient, ScriptedChatModel]:
    model = ScriptedChatModel(script)
    researcher = child.as_tool("researcher", "Researches one question and answers it", **as_tool)
    client = ChatClient.builder(model).default_system("You are the lead.").default_tools(researcher).build()
    return client, model


def _child(script: list[Any], *tools: object) -> tuple[ChatClient, ScriptedChatModel]:
    model = ScriptedChatModel(script)
    builder = ChatClient.builder(model).default_system("You research.")
    if tools:
        builder.default_tools(*tools)
    return builder.build(), model


# -- the tool ----------------------------------------------------------------------------------------


def test_as_tool_is_a_tool_callback_taking_a_task() -> None:
    child, _ = _child(["x"])
    researcher = child.as_tool("researcher", "Researches a question")
    assert isinstance(researcher, SubagentTool)
    assert researcher.definition.name == "researcher"
    assert researcher.definition.schema_dict()["required"] == ["task"]
    assert researcher.definition.schema_dict()["properties"]["task"]["type"] == "string"


@pytest.mark.parametrize(
    ("kwargs", "error"),
    [
        ({"max_depth": 0}, ValueError),
        ({"max_depth": True}, ValueError),
        ({"input_type": dict}, TypeError),
    ],
)
def test_as_tool_refuses_bad_options(kwargs: dict[str, Any], error: type[Exception]) -> None:
    child, _ = _child(["x"])
    with pytest.raises(error):
        child.as_tool("researcher", "Researches", **kwargs)


def test_as_tool_needs_a_description_and_a_valid_name() -> None:
    child, _ = _child(["x"])
    with pytest.raises(ValueError, match="description"):
        child.as_tool("researcher", " ")
    with pytest.raises(ValueError, match="tool name"):
        child.as_tool("bad name", "Researches")


# -- fresh context -------------------------------------------------------------------------------


def test_child_runs_in_a_fresh_context_and_its_answer_is_the_result() -> None:
    child, child_model = _child(["Paris is the capital."])
    parent, parent_model = _parent(
        child,
        [
            ToolCall("call_r", "researcher", json.dumps({"task": "What is the capital of France?"})),
            "The capital is Paris.",
        ],
    )
    response = (
        parent.prompt()
        .messages(UserMessage("earlier question"))
        .user("Find the capital of France")
        .advisor_params(conversation_id="conv-1")
        .call()
        .chat_client_response()
    )
    assert response.text == "The capital is Paris."
    [child_prompt] = child_model.prompts
    texts = [m.text for m in child_prompt.messages]
    assert texts == ["You research.", "What is the capital of France?"]
    assert _last_tool_result(parent_model.prompts[1]) == "Paris is the capital."


async def test_child_runs_in_a_fresh_context_streaming() -> None:
    child, child_model = _child(["Paris is the capital."])
    parent, parent_model = _parent(
        child,
        [ToolCall("call_r", "researcher", json.dumps({"task": "Capital of France?"})), "Paris."],
    )
    text = "".join([t async for t in parent.prompt("Find it").stream().content()])
    assert text == "Paris."
    assert [m.text for m in child_model.prompts[0].messages] == ["You research.", "Capital of France?"]
    assert _last_tool_result(parent_model.prompts[1]) == "Paris is the capital."


def test_child_conversation_id_is_derived_from_the_parent_and_the_call() -> None:
    seen: list[str | None] = []

    @tool
    def whoami(ctx: ToolContext) -> str:
        """The conversation."""
        seen.append(ctx.conversation_id)
        return "ok"

    child, _ = _child([ToolCall("c1", "whoami", "{}"), "done"], whoami)
    parent, _ = _parent(child, [ToolCall("call_r", "researcher", '{"task": "t"}'), "ok"])
    parent.prompt("go").advisor_params(conversation_id="conv-9").call().content()
    assert seen == ["conv-9/call_r"]


def test_a_bad_task_is_an_error_result_the_model_can_fix() -> None:
    child, child_model = _child(["answer"])
    parent, parent_model = _parent(
        child,
        [ToolCall("c1", "researcher", '{"task": 5}'), ToolCall("c2", "researcher", '{"task": "ok"}'), "done"],
    )
    assert parent.prompt("go").call().content() == "done"
    assert "task" in _last_tool_result(parent_model.prompts[1])
    assert child_model.calls == 1


# -- parallel children -------------------------------------------------------------------------------


def test_parallel_children_run_at_once_with_separate_todo_lists() -> None:
    store = InMemoryStore()
    both_started = asyncio.Event()
    started: list[str] = []

    @tool
    async def rendezvous(name: str) -> str:
        """Wait for the sibling."""
        started.append(name)
        if len(started) == 2:
            both_started.set()
        await asyncio.wait_for(both_started.wait(), timeout=30)
        return f"met as {name}"

    def child_turn(prompt: Prompt) -> Any:
        last = prompt.messages[-1]
        if isinstance(last, UserMessage):
            task = last.text
            items = [{"text": f"{task} step", "status": "in_progress"}]
            return [
                ToolCall(f"todo-{task}", "todo_update", json.dumps({"items": items})),
                ToolCall(f"meet-{task}", "rendezvous", json.dumps({"name": task})),
            ]
        return f"finished {prompt.messages[1].text}"

    child_model = ScriptedChatModel([child_turn], repeat_last=True)
    todos = TodoTools(store)
    child = ChatClient.builder(child_model).default_system("You work.").default_tools(todos, rendezvous).build()
    parent, parent_model = _parent(
        child,
        [
            [
                ToolCall("call_a", "researcher", '{"task": "alpha"}'),
                ToolCall("call_b", "researcher", '{"task": "beta"}'),
            ],
            "both done",
        ],
    )
    assert parent.prompt("go").advisor_params(conversation_id="p").call().content() == "both done"
    assert sorted(started) == ["alpha", "beta"]
    results = parent_model.prompts[1].messages[-1]
    assert isinstance(results, ToolResponseMessage)
    assert [r.data for r in results.responses] == ["finished alpha", "finished beta"]
    alpha = todos.get("p/call_a")
    beta = todos.get("p/call_b")
    assert [i.text for i in alpha] == ["alpha step"]
    assert [i.text for i in beta] == ["beta step"]
    assert todos.get("p") == []


# -- structured input and output ---------------------------------------------------------------------


class Question(BaseModel):
    topic: str
    max_words: int


class Finding(BaseModel):
    answer: str
    confidence: float


def test_structured_input_and_output_validated_and_retried() -> None:
    child, child_model = _child(['{"answer": "42"}', '{"answer": "42", "confidence": 0.9}'])
    parent, parent_model = _parent(
        child,
        [ToolCall("c1", "researcher", json.dumps({"topic": "life", "max_words": 3})), "It is 42."],
        input_type=Question,
        output_type=Finding,
    )
    schema = parent._resolved_default_tools()[0].definition.schema_dict()  # type: ignore[union-attr]
    assert set(schema["properties"]) == {"topic", "max_words"}
    response = parent.prompt("go").call().chat_client_response()
    assert response.text == "It is 42."
    first = child_model.prompts[0].messages[-1].text
    assert first.startswith('{\n  "topic": "life",\n  "max_words": 3\n}')
    assert child_model.calls == 2  # the first reply broke the schema: asked again
    assert json.loads(_last_tool_result(parent_model.prompts[1])) == {"answer": "42", "confidence": 0.9}
    [result] = [e for e in response.recorded_events() if isinstance(e, ToolResultEvent)]
    assert result.structured == Finding(answer="42", confidence=0.9)


def test_structured_input_breaking_the_model_is_an_error_result() -> None:
    child, child_model = _child(['{"answer": "a", "confidence": 1}'])
    parent, parent_model = _parent(
        child,
        [
            ToolCall("c1", "researcher", json.dumps({"topic": "life", "max_words": "many"})),
            ToolCall("c2", "researcher", json.dumps({"topic": "life", "max_words": 2})),
            "ok",
        ],
        input_type=Question,
        output_type=Finding,
    )
    assert parent.prompt("go").call().content() == "ok"
    assert "max_words" in _last_tool_result(parent_model.prompts[1])
    assert child_model.calls == 1


# -- depth -------------------------------------------------------------------------------------------


def test_a_child_at_the_depth_limit_is_not_offered_sub_agents() -> None:
    grandchild, _grandchild_model = _child(["deep answer"])
    deep = grandchild.as_tool("deep", "Goes deeper", max_depth=1)
    child, child_model = _child(["child answer"], deep)
    parent, _ = _parent(child, [ToolCall("c1", "researcher", '{"task": "t"}'), "ok"], max_depth=1)
    assert parent.prompt("go").call().content() == "ok"
    offered = [cb.name for cb in child_model.prompts[0].options.tool_callbacks]
    assert offered == []  # "deep" would be level 2, past its max_depth of 1


def test_nested_sub_agents_within_the_limit() -> None:
    grandchild, _grandchild_model = _child(["deep answer"])
    deep = grandchild.as_tool("deep", "Goes deeper", max_depth=2)
    child, child_model = _child([ToolCall("g1", "deep", '{"task": "dig"}'), "child answer"], deep)
    parent, _parent_model = _parent(child, [ToolCall("c1", "researcher", '{"task": "t"}'), "ok"])
    events = list(parent.prompt("go").stream().events())
    assert _last_tool_result(child_model.prompts[1]) == "deep answer"
    nested = [e for e in events if isinstance(e, SubagentEvent) and isinstance(e.event, SubagentEvent)]
    assert nested
    assert all(e.path == ("c1", "g1") and e.innermost.depth == 2 and e.innermost.name == "deep" for e in nested)
    assert [e.leaf.text for e in nested if isinstance(e.leaf, TextDeltaEvent)] != []


def test_a_call_past_max_depth_is_a_clear_error_result() -> None:
    grandchild, grandchild_model = _child(["never"])
    deep = grandchild.as_tool("deep", "Goes deeper", max_depth=1)

    @tool
    async def delegate(task: str) -> str:
        """Hand the task on."""
        return await deep.acall(json.dumps({"task": task}))

    child, child_model = _child([ToolCall("d1", "delegate", '{"task": "dig"}'), "gave up"], delegate)
    parent, _ = _parent(child, [ToolCall("c1", "researcher", '{"task": "t"}'), "ok"])
    assert parent.prompt("go").call().content() == "ok"
    error = _last_tool_result(child_model.prompts[1])
    assert "max_depth" in error and "level 2" in error
    assert grandchild_model.calls == 0


async def test_depth_error_type() -> None:
    grandchild, _ = _child(["never"])
    deep = grandchild.as_tool("deep", "Goes deeper", max_depth=1)
    from sprig.chat import subagent

    token = subagent._ANCESTORS.set(("outer",))
    try:
        with pytest.raises(SubagentDepthError):
            await deep.acall('{"task": "x"}')
    finally:
        subagent._ANCESTORS.reset(token)


# -- events ------------------------------------------------------------------------------------------


def _kinds(events: list[Any]) -> list[str]:
    out = []
    for event in events:
        if isinstance(event, SubagentEvent):
            out.append(f"sub:{event.event.type}")
        else:
            out.append(event.type)
    return out


def test_nested_events_in_order_streaming() -> None:
    @tool
    def lookup(q: str) -> str:
        """Look up."""
        return f"found {q}"

    child, _ = _child([ToolCall("k1", "lookup", '{"q": "x"}'), "child says hi"], lookup)
    parent, _ = _parent(child, [ToolCall("call_r", "researcher", '{"task": "t"}'), "bye"])
    events = list(parent.prompt("go").stream().events())
    kinds = _kinds(events)
    start = kinds.index("tool_call_started")
    result = next(i for i, e in enumerate(events) if isinstance(e, ToolResultEvent) and e.id == "call_r")
    inside = kinds[start + 1 : result]
    assert "sub:tool_call_started" in inside and "sub:tool_result" in inside and "sub:text_delta" in inside
    assert inside[-1] == "sub:done"
    assert all(k.startswith("sub:") or k in ("tool_arguments_delta", "usage") for k in inside)
    subs = [e for e in events if isinstance(e, SubagentEvent)]
    assert all(e.call_id == "call_r" and e.name == "researcher" and e.depth == 1 for e in subs)
    assert "".join(e.event.text for e in subs if isinstance(e.event, TextDeltaEvent)) == "child says hi"
    assert subs[-1].to_dict()["event"]["type"] == "done"
    assert subs[0].to_dict()["path"] == ["call_r"]
    assert isinstance(events[-1], DoneEvent) and events[-1].response.text == "bye"


def test_nested_events_in_order_blocking() -> None:
    child, _ = _child(["child says hi"])
    parent, _ = _parent(child, [ToolCall("call_r", "researcher", '{"task": "t"}'), "bye"])
    recorded = parent.prompt("go").call().chat_client_response().recorded_events()
    kinds = _kinds(recorded)
    start = kinds.index("tool_call_started")
    result = kinds.index("tool_result")
    assert "sub:text_delta" in kinds[start:result] and "sub:done" in kinds[start:result]
    assert all(e.depth == 1 for e in recorded if isinstance(e, SubagentEvent))


async def test_child_events_arrive_live_before_the_child_ends() -> None:
    release = asyncio.Event()

    @tool
    async def slow() -> str:
        """Slow."""
        await asyncio.wait_for(release.wait(), timeout=30)
        return "slow done"

    child, _ = _child([ToolCall("s1", "slow", "{}"), "child done"], slow)
    parent, _ = _parent(child, [ToolCall("call_r", "researcher", '{"task": "t"}'), "bye"])
    seen: list[Any] = []
    async for event in parent.prompt("go").stream().events():
        seen.append(event)
        if isinstance(event, SubagentEvent) and isinstance(event.event, ToolCallStartedEvent):
            assert not any(isinstance(e, ToolResultEvent) for e in seen)
            release.set()
    assert release.is_set()


# -- usage, cancellation, spans -----------------------------------------------------------------------


def test_parent_usage_includes_the_childrens() -> None:
    child, _ = _child(["a"])
    child.model.usage = Usage(100, 50, 150)  # type: ignore[attr-defined]
    parent, _ = _parent(
        child,
        [[ToolCall("c1", "researcher", '{"task": "x"}'), ToolCall("c2", "researcher", '{"task": "y"}')], "done"],
    )
    child.model.add("b")  # type: ignore[attr-defined]
    response = parent.prompt("go").call().chat_response()
    # two parent rounds (10/5/15 each) + two children (100/50/150 each)
    assert response.usage == Usage(220, 110, 330)


async def test_parent_usage_includes_the_childrens_streaming() -> None:
    child, _ = _child(["a"])
    child.model.usage = Usage(100, 50, 150)  # type: ignore[attr-defined]
    parent, _ = _parent(child, [ToolCall("c1", "researcher", '{"task": "x"}'), "done"])
    events = [e async for e in parent.prompt("go").stream().events()]
    done = events[-1]
    assert isinstance(done, DoneEvent)
    assert done.response.usage == Usage(120, 60, 180)


def _forever_child() -> tuple[asyncio.Event, asyncio.Event, ChatClient]:
    """A parent whose child runs a tool that never ends (it sets the events when it starts and
    when it is cancelled)."""
    started = asyncio.Event()
    cancelled = asyncio.Event()

    @tool
    async def forever() -> str:
        """Never ends."""
        started.set()
        try:
            await asyncio.sleep(3600)
        except asyncio.CancelledError:
            cancelled.set()
            raise
        return "never"

    child, _ = _child([ToolCall("f1", "forever", "{}"), "x"], forever)
    parent, _ = _parent(child, [ToolCall("call_r", "researcher", '{"task": "t"}'), "x"])
    return started, cancelled, parent


async def test_cancelling_the_parent_cancels_the_child() -> None:
    started, cancelled, parent = _forever_child()

    async def consume() -> None:
        async for _ in parent.prompt("go").stream().events():
            pass

    task = asyncio.ensure_future(consume())
    await asyncio.wait_for(started.wait(), timeout=30)
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    await asyncio.wait_for(cancelled.wait(), timeout=30)


async def test_cancelling_a_blocking_parent_cancels_the_child() -> None:
    started, cancelled, parent = _forever_child()
    task = asyncio.ensure_future(parent.prompt("go").call().acontent())
    await asyncio.wait_for(started.wait(), timeout=30)
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    await asyncio.wait_for(cancelled.wait(), timeout=30)


def test_child_spans_are_children_of_the_parent_tool_span(monkeypatch: pytest.MonkeyPatch) -> None:
    from opentelemetry.sdk.trace import TracerProvider
    from opentelemetry.sdk.trace.export import SimpleSpanProcessor
    from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

    from sprig import _telemetry

    exporter = InMemorySpanExporter()
    provider = TracerProvider()
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    tracer = provider.get_tracer("test")
    monkeypatch.setattr(_telemetry, "_active_tracer", lambda: tracer)
    child, _ = _child(["a"])
    parent, _ = _parent(child, [ToolCall("call_r", "researcher", '{"task": "x"}'), "done"])
    parent.prompt("go").call().content()
    spans = exporter.get_finished_spans()
    tool_span = next(s for s in spans if s.name == "execute_tool researcher")
    chats = [s for s in spans if s.name.startswith("chat") and s.parent is not None]
    inside = [s for s in chats if s.parent.span_id == tool_span.context.span_id]  # type: ignore[union-attr]
    assert inside, [(s.name, s.parent) for s in spans]


def test_the_parents_budget_counts_the_childs_requests() -> None:
    from sprig import UsageLimitExceededError, UsageLimits

    @tool
    def lookup(q: str) -> str:
        """Look up."""
        return "found"

    child, child_model = _child([ToolCall("k1", "lookup", '{"q": "x"}'), "child answer"], lookup)
    parent, parent_model = _parent(child, [ToolCall("c1", "researcher", '{"task": "t"}'), "done"])
    # alone, the parent makes 2 requests and the child 2: a budget of 3 for the run stops the tree
    with pytest.raises(UsageLimitExceededError) as raised:
        parent.prompt("go").usage_limits(UsageLimits(max_requests=3)).call().content()
    assert raised.value.limit == "max_requests"
    assert parent_model.calls == 1 and child_model.calls == 2


def test_a_budget_spent_inside_the_child_stops_the_whole_run() -> None:
    from sprig import UsageLimitExceededError, UsageLimits

    @tool
    def lookup(q: str) -> str:
        """Look up."""
        return "found"

    child, child_model = _child([ToolCall("k1", "lookup", '{"q": "x"}'), "child answer"], lookup)
    parent, parent_model = _parent(child, [ToolCall("c1", "researcher", '{"task": "t"}'), "done"])
    with pytest.raises(UsageLimitExceededError):
        list(parent.prompt("go").usage_limits(UsageLimits(max_requests=2)).stream().events())
    assert child_model.calls == 1 and parent_model.calls == 1


def _busy_child(rounds: int) -> ChatClient:
    @tool
    def lookup(q: str) -> str:
        """Look up."""
        return "found"

    script: list[Any] = [ToolCall(f"k{i}", "lookup", '{"q": "x"}') for i in range(rounds)] + ["child answer"]
    child, _ = _child(script, lookup)
    return child


def test_a_childs_rounds_count_against_the_parents_max_rounds() -> None:
    from sprig.advisors import ToolCallAdvisor
    from sprig.chat.subagent import SubagentRoundsExceededError

    child = _busy_child(5)
    model = ScriptedChatModel([ToolCall("c1", "researcher", '{"task": "t"}'), "done"])
    parent = (
        ChatClient.builder(model)
        .default_tools(child.as_tool("researcher", "Researches"))
        .default_advisors(ToolCallAdvisor(max_rounds=4))
        .build()
    )
    # the parent's round and the child's requests: the child's fourth request is the run's fifth round
    with pytest.raises(SubagentRoundsExceededError) as raised:
        parent.prompt("go").call().content()
    assert raised.value.max_rounds == 4
    assert child.model.calls == 3  # type: ignore[attr-defined]


async def test_a_childs_rounds_leave_the_parent_fewer_rounds_streaming() -> None:
    from sprig.advisors import MaxToolRoundsExceededError, ToolCallAdvisor

    child = _busy_child(1)  # two requests
    model = ScriptedChatModel(
        [ToolCall("c1", "researcher", '{"task": "t"}'), ToolCall("c2", "researcher", '{"task": "u"}'), "done"]
    )
    parent = (
        ChatClient.builder(model)
        .default_tools(child.as_tool("researcher", "Researches"))
        .default_advisors(ToolCallAdvisor(max_rounds=3))
        .build()
    )
    with pytest.raises(MaxToolRoundsExceededError):
        [e async for e in parent.prompt("go").stream().events()]  # 1 + 2 rounds, then a fourth


def test_a_tree_within_max_rounds_runs_to_the_end() -> None:
    from sprig.advisors import ToolCallAdvisor

    child = _busy_child(2)  # three requests
    model = ScriptedChatModel([ToolCall("c1", "researcher", '{"task": "t"}'), "done"])
    parent = (
        ChatClient.builder(model)
        .default_tools(child.as_tool("researcher", "Researches"))
        .default_advisors(ToolCallAdvisor(max_rounds=4))
        .build()
    )
    assert parent.prompt("go").call().content() == "done"
