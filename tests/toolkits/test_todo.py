"""TodoTools: the rules, the rendering, per-conversation isolation and persistence."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import pytest

from sprig import ChatOptions, Prompt, ToolCallbackResolver, ToolCallbacks, ToolCallingManager, ToolContext
from sprig.messages import AssistantMessage, ToolCall, UserMessage
from sprig.models.response import ChatResponse, Generation
from sprig.state import InMemoryStore, KeyValueStore, RedisStore, SqliteStore
from sprig.toolkits import TODO_READ_TOOL, TODO_UPDATE_TOOL, TodoItem, TodoTools, ToolkitError, render_todos
from sprig.tools import ToolCallback, ToolCallbackProvider
from support.state import FakeClock

PLAN = [
    {"id": "a", "text": "Write the outline", "status": "completed"},
    {"id": "b", "text": "Write the sections", "status": "in_progress"},
    {"id": "c", "text": "Check the page", "status": "pending"},
]
RENDERED = "[x] Write the outline\n[>] Write the sections\n[ ] Check the page\n(1/3 completed)"


def callbacks(todos: TodoTools) -> tuple[ToolCallback, ToolCallback]:
    update, read = todos.tool_callbacks()
    return update, read


def ctx(conversation_id: str) -> ToolContext:
    return ToolContext(conversation_id=conversation_id)


async def update(todos: TodoTools, items: Any, conversation_id: str = "c1") -> str:
    return await callbacks(todos)[0].acall(json.dumps({"items": items}), ctx(conversation_id))


async def read(todos: TodoTools, conversation_id: str = "c1") -> str:
    return await callbacks(todos)[1].acall("{}", ctx(conversation_id))


def test_tool_names_and_definitions() -> None:
    todos = TodoTools()
    assert (TODO_UPDATE_TOOL, TODO_READ_TOOL) == ("todo_update", "todo_read")
    assert todos.tool_names == ("todo_update", "todo_read")
    update_cb, read_cb = callbacks(todos)
    assert update_cb.name == "todo_update" and read_cb.name == "todo_read"
    schema = update_cb.definition.schema_dict()
    assert schema["required"] == ["items"]
    item_schema = schema["properties"]["items"]["items"]
    assert item_schema["properties"]["status"]["enum"] == ["pending", "in_progress", "completed"]
    assert "ctx" not in schema["properties"]
    assert read_cb.definition.schema_dict()["properties"] == {}
    assert "At most 20 items" in update_cb.definition.description


def test_configurable_names_and_limit() -> None:
    todos = TodoTools(max_items=5, update_tool_name="plan_write", read_tool_name="plan_read")
    assert todos.tool_names == ("plan_write", "plan_read")
    assert [cb.name for cb in todos.tool_callbacks()] == ["plan_write", "plan_read"]
    assert "At most 5 items" in todos.tool_callbacks()[0].definition.description
    assert isinstance(todos, ToolCallbackProvider)


@pytest.mark.parametrize(
    "kwargs",
    [
        {"max_items": 0},
        {"max_items": True},
        {"update_tool_name": "same", "read_tool_name": "same"},
        {"update_tool_name": "bad name!"},
    ],
)
def test_bad_configuration(kwargs: dict[str, Any]) -> None:
    with pytest.raises(ValueError):
        TodoTools(**kwargs)


def test_bad_store() -> None:
    with pytest.raises(TypeError, match="KeyValueStore"):
        TodoTools(store={})  # type: ignore[arg-type]


async def test_update_then_read_renders_the_list() -> None:
    todos = TodoTools()
    assert await update(todos, PLAN) == RENDERED
    assert await read(todos) == RENDERED
    assert await todos.aget("c1") == [
        TodoItem("a", "Write the outline", "completed"),
        TodoItem("b", "Write the sections", "in_progress"),
        TodoItem("c", "Check the page", "pending"),
    ]


async def test_update_replaces_the_whole_list() -> None:
    todos = TodoTools()
    await update(todos, PLAN)
    assert await update(todos, [{"text": "Only this", "status": "pending"}]) == "[ ] Only this\n(0/1 completed)"
    assert [item.text for item in await todos.aget("c1")] == ["Only this"]


async def test_read_of_an_empty_plan() -> None:
    assert await read(TodoTools()) == "(0/0 completed)"


async def test_empty_list_clears_the_plan() -> None:
    store = InMemoryStore()
    todos = TodoTools(store)
    await update(todos, PLAN)
    assert await update(todos, []) == "(0/0 completed)"
    assert await todos.aget("c1") == []
    assert await store.akeys() == []


async def test_missing_id_becomes_its_position() -> None:
    todos = TodoTools()
    await update(
        todos,
        [
            {"text": "one", "status": "pending"},
            {"id": "x", "text": "two", "status": "pending"},
            {"text": "three", "status": "pending", "id": None},
            {"id": 7, "text": "four", "status": "pending"},
        ],
    )
    assert [item.id for item in await todos.aget("c1")] == ["1", "x", "3", "7"]


async def test_items_as_a_json_string_are_accepted() -> None:
    todos = TodoTools()
    arguments = json.dumps({"items": json.dumps(PLAN)})
    assert await callbacks(todos)[0].acall(arguments, ctx("c1")) == RENDERED
    assert await todos.aget("c1") == [TodoItem(**item) for item in PLAN]


async def test_lenient_shapes_models_send() -> None:
    todos = TodoTools()
    out = await update(
        todos,
        [
            "a plain string",
            {"content": "Claude Code style", "status": "In Progress"},
            {"text": "  padded  ", "status": " COMPLETED ", "priority": "high"},
            {"text": "no status"},
        ],
    )
    assert out == "[ ] a plain string\n[>] Claude Code style\n[x] padded\n[ ] no status\n(1/4 completed)"


async def assert_refused(todos: TodoTools, items: Any, *fragments: str) -> None:
    before = await todos.aget("c1")
    with pytest.raises(ToolkitError) as caught:
        await update(todos, items)
    message = str(caught.value)
    assert message.startswith("Todo list not saved:")
    assert message.endswith("Send the whole corrected list again.")
    for fragment in fragments:
        assert fragment in message
    assert await todos.aget("c1") == before


async def test_rule_at_most_max_items() -> None:
    todos = TodoTools()
    await update(todos, PLAN)
    await assert_refused(todos, [f"step {i}" for i in range(21)], "21 items but at most 20")
    assert (await update(todos, [f"step {i}" for i in range(20)])).endswith("(0/20 completed)")
    small = TodoTools(max_items=2)
    await assert_refused(small, ["a", "b", "c"], "at most 2")


async def test_rule_text_required() -> None:
    todos = TodoTools()
    await update(todos, PLAN)
    await assert_refused(todos, [{"status": "pending"}], "item 1 has no text")
    await assert_refused(todos, [{"text": "ok"}, {"text": "   ", "status": "pending"}], "item 2 has no text")
    await assert_refused(todos, [{"text": 5}], "item 1 has no text")


async def test_rule_unknown_status() -> None:
    todos = TodoTools()
    await update(todos, PLAN)
    await assert_refused(
        todos, [{"text": "a", "status": "done"}], "unknown status 'done'", "pending, in_progress or completed"
    )
    await assert_refused(todos, [{"text": "a", "status": 1}], "unknown status 1")


async def test_rule_one_item_in_progress() -> None:
    todos = TodoTools()
    await update(todos, PLAN)
    await assert_refused(
        todos,
        [{"text": "a", "status": "in_progress"}, {"id": "z", "text": "b", "status": "in_progress"}],
        "2 items are in_progress (ids 1, z)",
        "only one item may be in_progress",
    )


async def test_every_problem_is_listed_at_once() -> None:
    todos = TodoTools(max_items=2)
    await assert_refused(
        todos,
        [
            {"text": "", "status": "in_progress"},
            {"text": "b", "status": "nope"},
            {"text": "c", "status": "in_progress"},
        ],
        "3 items but at most 2",
        "item 1 has no text",
        "item 2 has the unknown status 'nope'",
        "2 items are in_progress",
    )


@pytest.mark.parametrize(
    ("items", "fragment"),
    [
        ({"text": "not a list"}, "got an object"),
        (5, "got a number"),
        (None, "got null"),
        ("[not json", "not valid JSON"),
        ('"a string in a string"', "got a string"),
        ([5], "item 1 is a number"),
        ([{"id": {"x": 1}, "text": "a"}], "ids are strings"),
        ([{"id": "a", "text": "x"}, {"id": "a", "text": "y"}], "the id 'a' is used twice"),
    ],
)
async def test_bad_shapes_are_refused(items: Any, fragment: str) -> None:
    todos = TodoTools()
    await update(todos, PLAN)
    await assert_refused(todos, items, fragment)


async def test_errors_reach_the_model_through_the_tool_calling_manager() -> None:
    todos = TodoTools()
    manager = ToolCallingManager()
    calls = [
        ToolCall("t1", "todo_update", json.dumps({"items": [{"text": "a", "status": "done"}]})),
        ToolCall("t2", "todo_read", "{}"),
    ]
    prompt = Prompt(
        [UserMessage("plan")],
        ChatOptions(tool_callbacks=todos.tool_callbacks(), tool_context={"conversation_id": "conv"}),
    )
    response = ChatResponse([Generation(AssistantMessage(tool_calls=calls))])
    result = await manager.aexecute_tool_calls(prompt, response)
    first, second = result.outcomes
    assert first.error and "unknown status 'done'" in first.result
    assert not second.error and second.result == "(0/0 completed)"
    assert await todos.aget("conv") == []


async def test_wrong_argument_shape_is_an_argument_error_for_the_model() -> None:
    todos = TodoTools()
    manager = ToolCallingManager()
    prompt = Prompt([UserMessage("plan")], ChatOptions(tool_callbacks=todos.tool_callbacks()))
    response = ChatResponse([Generation(AssistantMessage(tool_calls=[ToolCall("t1", "todo_update", "{}")]))])
    result = await manager.aexecute_tool_calls(prompt, response)
    assert result.outcomes[0].error and "items" in result.outcomes[0].result


async def test_lists_are_isolated_per_conversation() -> None:
    todos = TodoTools()
    await update(todos, PLAN, "alice")
    await update(todos, [{"text": "Bob's only task", "status": "in_progress"}], "bob")
    assert await read(todos, "alice") == RENDERED
    assert await read(todos, "bob") == "[>] Bob's only task\n(0/1 completed)"
    assert await read(todos, "carol") == "(0/0 completed)"


@pytest.mark.parametrize("backend", ["memory", "sqlite", "redis"])
async def test_concurrent_conversations_never_see_each_other(
    backend: str, tmp_path: Path, request: pytest.FixtureRequest
) -> None:
    store: KeyValueStore
    if backend == "redis":
        store = RedisStore(request.getfixturevalue("redis_url"))
    else:
        store = InMemoryStore() if backend == "memory" else SqliteStore(tmp_path / "todos.db")
    todos = TodoTools(store)
    update_cb, read_cb = callbacks(todos)
    seen: dict[str, list[str]] = {}

    async def conversation(name: str) -> None:
        for step in range(15):
            items = [{"text": f"{name} step {i}", "status": "completed" if i < step else "pending"} for i in range(3)]
            await update_cb.acall(json.dumps({"items": items}), ctx(name))
            await asyncio.sleep(0)
            rendered = await read_cb.acall("{}", ctx(name))
            seen.setdefault(name, []).append(rendered)
            assert rendered == render_todos(await todos.aget(name))

    try:
        await asyncio.gather(*(conversation(f"conv{n}") for n in range(8)))
    finally:
        await store.aclose()
    for name, renders in seen.items():
        assert len(renders) == 15
        for rendered in renders:
            lines = rendered.splitlines()[:-1]
            assert all(line.endswith(tuple(f"{name} step {i}" for i in range(3))) for line in lines), rendered


async def test_parallel_calls_in_one_round_for_different_conversations_via_the_manager() -> None:
    todos = TodoTools()
    manager = ToolCallingManager()

    async def round_for(conversation_id: str) -> None:
        items = json.dumps({"items": [{"text": f"task of {conversation_id}", "status": "in_progress"}]})
        prompt = Prompt(
            [UserMessage("go")],
            ChatOptions(tool_callbacks=todos.tool_callbacks(), tool_context={"conversation_id": conversation_id}),
        )
        calls = [ToolCall("1", "todo_update", items), ToolCall("2", "todo_read", "{}")]
        await manager.aexecute_tool_calls(prompt, ChatResponse([Generation(AssistantMessage(tool_calls=calls))]))

    await asyncio.gather(*(round_for(f"c{n}") for n in range(20)))
    for n in range(20):
        assert [item.text for item in await todos.aget(f"c{n}")] == [f"task of c{n}"]


async def test_lists_survive_a_restart_in_sqlite(tmp_path: Path) -> None:
    path = tmp_path / "state.db"
    store = SqliteStore(path)
    await update(TodoTools(store), PLAN, "conv")
    await store.aclose()
    reopened = SqliteStore(path)
    try:
        todos = TodoTools(reopened)
        assert await read(todos, "conv") == RENDERED
    finally:
        await reopened.aclose()


async def test_lists_expire_with_the_store_ttl() -> None:
    clock = FakeClock()
    todos = TodoTools(InMemoryStore(default_ttl=60, clock=clock))
    await update(todos, PLAN)
    clock.advance(59)
    assert await read(todos) == RENDERED
    clock.advance(2)
    assert await read(todos) == "(0/0 completed)"
    short = TodoTools(InMemoryStore(clock=clock), ttl=5)
    await update(short, PLAN)
    clock.advance(6)
    assert await short.aget("c1") == []


async def test_without_a_conversation_id_the_default_conversation_is_used() -> None:
    todos = TodoTools()
    update_cb, read_cb = callbacks(todos)
    await update_cb.acall(json.dumps({"items": ["x"]}))
    assert await read_cb.acall("{}", {}) == "[ ] x\n(0/1 completed)"
    assert [item.text for item in await todos.aget("default")] == ["x"]


async def test_methods_can_be_called_directly() -> None:
    todos = TodoTools()
    assert await todos.todo_update(PLAN, ctx("d")) == RENDERED
    assert await todos.todo_read(ctx("d")) == RENDERED
    with pytest.raises(ToolkitError):
        await todos.todo_update([{"text": ""}], ctx("d"))


async def test_default_names_also_through_tool_callbacks_from_objects_and_resolver() -> None:
    todos = TodoTools()
    assert sorted(cb.name for cb in ToolCallbacks.from_objects(todos)) == ["todo_read", "todo_update"]
    resolver = ToolCallbackResolver(TodoTools(update_tool_name="plan"))
    assert await resolver.aresolve("plan") is not None


async def test_cli_api_get_set_clear() -> None:
    todos = TodoTools()
    stored = await todos.aset("c", [{"text": "a", "status": "in_progress"}])
    assert stored == [TodoItem("1", "a", "in_progress")]
    items = await todos.aget("c")
    assert items[0].marker == "[>]"
    assert items[0]["status"] == "in_progress"
    assert dict(items[0]) == {"id": "1", "text": "a", "status": "in_progress"}
    assert items[0] == {"id": "1", "text": "a", "status": "in_progress"}
    with pytest.raises(ToolkitError):
        await todos.aset("c", [{"text": "a", "status": "x"}])
    await todos.aclear("c")
    assert await todos.aget("c") == []
    with pytest.raises(ValueError, match="conversation_id"):
        await todos.aget("")


def test_blocking_faces() -> None:
    todos = TodoTools()
    todos.set("c", ["a"])
    assert [item.text for item in todos.get("c")] == ["a"]
    todos.clear("c")
    assert todos.get("c") == []


async def test_damaged_stored_list_is_a_clear_error() -> None:
    store = InMemoryStore()
    todos = TodoTools(store)
    await store.aset("todos:c", [{"text": "a", "status": "weird"}])
    with pytest.raises(ToolkitError, match="stored todo list of 'c' is damaged"):
        await todos.aget("c")
    await update(todos, ["fresh"], "c")  # the model can overwrite it
    assert [item.text for item in await todos.aget("c")] == ["fresh"]


def test_render_todos() -> None:
    items = [TodoItem("1", "a", "completed"), TodoItem("2", "b", "completed"), TodoItem("3", "c")]
    assert render_todos(items) == "[x] a\n[x] b\n[ ] c\n(2/3 completed)"
    assert render_todos([]) == "(0/0 completed)"
