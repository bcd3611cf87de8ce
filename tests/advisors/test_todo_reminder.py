"""TodoReminderAdvisor: threshold, repetition, reset by a todo call (parallel batches too), placement."""

from __future__ import annotations

from typing import Any

import pytest

from sprig import ChatClient, ToolCall, ToolResponseMessage, UserMessage, tool
from sprig.advisors import TodoReminderAdvisor
from sprig.chat.events import ReminderEvent
from sprig.models import ScriptedChatModel

REMINDER = "<reminder>Update your todos.</reminder>"


@tool
def todo_update(items: list[str]) -> str:
    """Replace the todo list."""
    return f"{len(items)} items"


@tool
def work(step: int) -> str:
    """Do one step of work."""
    return f"step {step} done"


def work_call(i: int) -> ToolCall:
    return ToolCall(f"w{i}", "work", f'{{"step": {i}}}')


def todo_call(i: int) -> ToolCall:
    return ToolCall(f"t{i}", "todo_update", '{"items": ["a"]}')


def client_for(model: ScriptedChatModel, advisor: TodoReminderAdvisor | None = None) -> ChatClient:
    return (
        ChatClient.builder(model)
        .default_tools(todo_update, work)
        .default_advisors(advisor or TodoReminderAdvisor())
        .build()
    )


def reminded(model: ScriptedChatModel) -> list[bool]:
    """For each model round: did the round's input carry the reminder?"""
    flags = []
    for prompt in model.prompts:
        last = prompt.messages[-1]
        text = last.text
        flags.append(REMINDER in text)
    return flags


def test_the_reminder_fires_at_exactly_the_threshold_and_repeats_until_a_todo_call() -> None:
    script: list[Any] = [
        todo_call(0),
        work_call(1),
        work_call(2),
        work_call(3),
        work_call(4),
        todo_call(5),
        work_call(6),
        "done",
    ]
    model = ScriptedChatModel(script)
    client_for(model).prompt("plan and work").call().content()
    # round inputs: user, after todo, after w1, after w2, after w3 (3 rounds -> remind), after w4 (remind),
    # after todo (reset), after w6
    assert reminded(model) == [False, False, False, False, True, True, False, False]


def test_a_todo_call_inside_a_parallel_batch_resets_the_count() -> None:
    script: list[Any] = [work_call(1), work_call(2), work_call(3), [work_call(4), todo_call(4)], work_call(5), "done"]
    model = ScriptedChatModel(script)
    client_for(model).prompt("go").call().content()
    assert reminded(model) == [False, False, False, True, False, False]


def test_threshold_and_text_are_configurable() -> None:
    model = ScriptedChatModel([work_call(1), "done"])
    client_for(model, TodoReminderAdvisor(threshold=1, reminder="PLAN!")).prompt("go").call().content()
    last = model.prompts[1].messages[-1]
    assert isinstance(last, ToolResponseMessage) and last.text == "PLAN!"


def test_the_reminder_is_placed_with_the_tool_results_and_not_kept_in_history() -> None:
    model = ScriptedChatModel([work_call(1), work_call(2), work_call(3), work_call(4), "done"])
    client_for(model).prompt("go").call().content()
    fourth = model.prompts[3].messages
    assert isinstance(fourth[-1], ToolResponseMessage) and fourth[-1].text == REMINDER
    # ids are never reused: one response per call id in every request
    ids = [r.id for m in fourth if isinstance(m, ToolResponseMessage) for r in m.responses]
    assert len(ids) == len(set(ids))
    # shown for that round only: the next round's copy of that message is clean
    fifth = model.prompts[4].messages
    assert isinstance(fifth[-3], ToolResponseMessage) and fifth[-3].text == ""
    assert fifth[-1].text == REMINDER  # type: ignore[union-attr]


def test_count_is_derived_from_history_so_it_survives_a_new_request() -> None:
    model = ScriptedChatModel([work_call(1), work_call(2), "ok", work_call(3), "done"])
    client = client_for(model)
    client.prompt("first").call().content()
    history = list(model.prompts[2].messages)
    from sprig import AssistantMessage

    history.append(AssistantMessage("ok"))
    client.prompt().messages(*history).user("second").call().content()
    # the second request starts with 2 rounds in history; after w3 that makes 3
    last = model.prompts[4].messages[-1]
    assert isinstance(last, ToolResponseMessage) and last.text == REMINDER
    assert isinstance(model.prompts[3].messages[-1], UserMessage)


async def test_the_stream_reports_a_reminder_event() -> None:
    model = ScriptedChatModel([work_call(1), "done"])
    events = [e async for e in client_for(model, TodoReminderAdvisor(threshold=1)).prompt("go").stream().events()]
    reminders = [e for e in events if isinstance(e, ReminderEvent)]
    assert len(reminders) == 1 and reminders[0].text == REMINDER and reminders[0].rounds_since_update == 1


def test_blocking_mode_records_the_reminder_event() -> None:
    model = ScriptedChatModel([work_call(1), "done"])
    response = client_for(model, TodoReminderAdvisor(threshold=1)).prompt("go").call().chat_client_response()
    assert [e.type for e in response.recorded_events()].count("reminder") == 1


def test_a_watched_tool_name_that_matches_no_tool_is_an_error() -> None:
    model = ScriptedChatModel(["x"])
    client = ChatClient.builder(model).default_tools(work).default_advisors(TodoReminderAdvisor()).build()
    with pytest.raises(ValueError, match="todo_update"):
        client.prompt("go").call().content()
    client2 = client_for(model, TodoReminderAdvisor(tool_name="plan_write"))
    with pytest.raises(ValueError, match="plan_write"):
        client2.prompt("go").call().content()


def test_bad_settings() -> None:
    with pytest.raises(ValueError):
        TodoReminderAdvisor(threshold=0)
    with pytest.raises(ValueError):
        TodoReminderAdvisor(reminder="  ")
