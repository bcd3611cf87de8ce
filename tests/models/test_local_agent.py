"""The embedded model's decisions: what each step may choose from, and the grammars that hold it there.

Pure functions, no weights: the narrowing of closed domains, the order of steps in a turn, the
todo schema spelled out for the grammar engine, and the answer's vocabulary.
"""

from __future__ import annotations

import itertools
import json
from typing import Any

import jsonschema
import pytest

from sprig.agent import planning_tools
from sprig.messages import AssistantMessage, ToolCall, ToolResponse, ToolResponseMessage, UserMessage
from sprig.models import _local_agent as la
from sprig.models._local_prompt import bounded
from sprig.toolkits import TodoTools
from sprig.tools import resolve_tool_callbacks
from sprig.tools.definition import ToolDefinition


@pytest.fixture(scope="module")
def tools(tmp_path_factory: pytest.TempPathFactory) -> list[ToolDefinition]:
    return [cb.definition for cb in resolve_tool_callbacks(*planning_tools(tmp_path_factory.mktemp("work")))]


def _tool(tools: list[ToolDefinition], name: str) -> ToolDefinition:
    return next(tool for tool in tools if tool.name == name)


def _turn(request: str, *calls: tuple[str, dict[str, Any], str]) -> la.Turn:
    messages: list[Any] = [UserMessage(request)]
    for number, (name, arguments, result) in enumerate(calls):
        call_id = f"call_{number}"
        messages.append(AssistantMessage(tool_calls=(ToolCall(call_id, name, json.dumps(arguments)),)))
        messages.append(ToolResponseMessage((ToolResponse(call_id, name, result),)))
    return la.turn_of(messages)


def test_places_and_files_named_in_a_request_are_found() -> None:
    assert la.mentioned_zones("Plan, then tell the time in Tokyo and New York") == ["Asia/Tokyo", "America/New_York"]
    assert la.mentioned_files("Read notes.txt and site/index.html, e.g. now") == ["notes.txt", "site/index.html"]
    assert la.mentioned_times("Convert 14:00 or 6 pm from Oslo") == ["14:00", "6 pm"]


def test_a_zone_parameter_may_only_name_a_place_in_the_request(tools: list[ToolDefinition]) -> None:
    current = _tool(tools, "current_time")
    schema = la.narrow_schema(current.schema_dict(), _turn("What time is it in Tokyo?"), "current_time")
    assert schema["properties"]["timezone"]["enum"] == ["Asia/Tokyo"]
    assert schema["required"] == ["timezone"]
    asked = _turn("Time in Tokyo and London?", ("current_time", {"timezone": "Asia/Tokyo"}, "{}"))
    again = la.narrow_schema(current.schema_dict(), asked, "current_time")
    assert again["properties"]["timezone"]["enum"] == ["Europe/London"]  # the next place, not the same one


def test_two_zone_parameters_take_the_places_in_the_order_named(tools: list[ToolDefinition]) -> None:
    convert = _tool(tools, "convert_time")
    turn = _turn("If it is 8:30 in Berlin, what time is it in Tokyo?")
    schema = la.narrow_schema(convert.schema_dict(), turn, "convert_time")
    assert schema["properties"]["source_timezone"]["enum"] == ["Europe/Berlin"]
    assert schema["properties"]["target_timezone"]["enum"] == ["Asia/Tokyo"]
    assert schema["properties"]["time"]["enum"] == ["8:30"]


def test_a_path_may_only_be_a_file_the_request_names(tools: list[ToolDefinition]) -> None:
    write = _tool(tools, "write_file")
    schema = la.narrow_schema(write.schema_dict(), _turn("Create notes.txt containing hello"), "write_file")
    assert schema["properties"]["path"]["enum"] == ["notes.txt"]
    assert schema["properties"]["content"]["enum"] == ["hello"]  # the content is copied, never written anew


def test_the_steps_of_a_turn(tools: list[ToolDefinition]) -> None:
    names = {tool.name for tool in tools}
    first = la.next_candidates(_turn("What time is it in Tokyo?"), tools)
    assert first is not None and "current_time" in first
    assert "convert_time" not in first  # two zones needed, one named
    assert "list_files" not in (la.next_candidates(_turn("Show me readme.md"), tools) or [])
    planned = _turn("Plan, then tell the time in Tokyo and London", ("todo_update", {"items": []}, "(0/0)"))
    after_plan = la.next_candidates(planned, tools)
    assert after_plan is not None and "todo_update" not in after_plan and set(after_plan) < names
    tokyo = ("current_time", {"timezone": "Asia/Tokyo"}, "{}")
    assert la.next_candidates(_turn("Time in Tokyo and London", tokyo), tools) == ["current_time"]
    london = ("current_time", {"timezone": "Europe/London"}, "{}")
    assert la.next_candidates(_turn("Time in Tokyo and London", tokyo, london), tools) is None  # answer


def test_the_todo_schema_spelled_out_for_the_grammar_allows_at_most_one_item_in_progress() -> None:
    (update, _read) = TodoTools().tool_callbacks()
    public = update.definition.schema_dict()["properties"]["items"]
    assert "id" not in public["items"]["properties"]  # the toolkit numbers the items
    assert public["maxContains"] == 1
    strict = bounded(update.definition.schema_dict())
    statuses = ("pending", "in_progress", "completed")
    for size in range(0, 7):
        for combination in itertools.product(statuses, repeat=size):
            items = [{"text": f"step {n}", "status": status} for n, status in enumerate(combination)]
            arguments = {"items": items}
            allowed = combination.count("in_progress") <= 1 and len(items) <= 5
            valid = jsonschema.Draft202012Validator(strict).is_valid(arguments)
            assert valid == allowed, arguments
            if valid:
                TodoTools().validate(items)  # what the grammar admits, the toolkit accepts


def test_the_answer_may_only_use_words_in_front_of_the_model() -> None:
    turn = _turn("What time is it in Tokyo?", ("current_time", {}, '{"datetime": "2026-01-02T05:07:00+09:00"}'))
    grammar = la.answer_grammar(turn)
    assert '"5:07"' in grammar and '"Tokyo"' in grammar
    assert '"20:30"' not in grammar  # a time from the worked examples cannot be copied
    prompt = la.answer_prompt(turn)
    assert prompt.endswith("Request: What time is it in Tokyo?\nResult: datetime: 5:07 on 2026-01-02\nAnswer:")


def test_a_plan_is_closed_once_its_work_is_done_and_only_then() -> None:
    items = [{"text": "Get the time in Tokyo", "status": "in_progress"}, {"text": "Answer", "status": "pending"}]
    plan = ("todo_update", {"items": items}, "[>] ...")
    assert la.closing_plan(_turn("Plan, then the time in Tokyo", plan), ["todo_update"]) is None  # no work yet
    worked = _turn("Plan, then the time in Tokyo", plan, ("current_time", {"timezone": "Asia/Tokyo"}, "{}"))
    name, arguments = la.closing_plan(worked, ["todo_update", "current_time"]) or ("", "")
    assert name == "todo_update"
    closed = json.loads(arguments)["items"]
    assert [item["text"] for item in closed] == [item["text"] for item in items]
    assert {item["status"] for item in closed} == {"completed"}
    TodoTools().validate(closed)
    done = _turn("x", plan, ("current_time", {}, "{}"), ("todo_update", {"items": closed}, "(2/2 completed)"))
    assert la.closing_plan(done, ["todo_update"]) is None  # closed already: now the answer
    assert la.closing_plan(worked, ["current_time"]) is None  # the plan tool is not offered
