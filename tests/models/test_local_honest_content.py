"""The embedded model writes what the user gives as given and states what the results say (real
weights, public API, sprig's own toolkits): code with quotes in it is the content, not its quoted
string; a plan's listed items are its items word for word; the weekday asked is the result's; a
read that needs an earlier write runs after it; an option the request never states is asked for."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from typing import Literal
from zoneinfo import ZoneInfo

import pytest

from sprig import ChatClient, tool
from sprig.models import LocalChatModel
from sprig.toolkits import FileSystemTools, TimeTools, TodoTools
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))


def _written(model: LocalChatModel, folder: Path, request: str) -> dict[str, str]:
    client = ChatClient.builder(model).default_tools(FileSystemTools(folder)).build()
    client.prompt(request).call().content()
    return {path.name: path.read_text() for path in folder.iterdir()}


@pytest.mark.parametrize(
    ("request_text", "path", "content"),
    [
        ("Create hello.py with print('hi')", "hello.py", "print('hi')"),
        ('Create hello.py containing print("hi")', "hello.py", 'print("hi")'),
        ('Create a file run.sh containing echo "done"', "run.sh", 'echo "done"'),
        ("Save 'buy milk' to shopping.txt", "shopping.txt", "buy milk"),
    ],
)
def test_code_with_quotes_in_it_is_written_whole(
    model: LocalChatModel, tmp_path: Path, request_text: str, path: str, content: str
) -> None:
    assert _written(model, tmp_path, request_text) == {path: content}


@pytest.mark.parametrize(
    ("request_text", "items"),
    [
        ("Make a plan: buy flour, bake bread, clean up", ["buy flour", "bake bread", "clean up"]),
        ("Add buy flour and eggs to my plan", ["buy flour and eggs"]),
        ("make a todo list: wash car, buy food", ["wash car", "buy food"]),  # was: todo_read(), nothing written
        ("todo: call mom, pay rent", ["call mom", "pay rent"]),
    ],
)
def test_the_items_a_request_lists_are_the_plan_word_for_word(
    model: LocalChatModel, request_text: str, items: list[str]
) -> None:
    todos = TodoTools()
    client = ChatClient.builder(model).default_tools(todos).build()
    text = client.prompt(request_text).advisor_params(conversation_id="plan").call().content()
    assert [item.text for item in todos.get("plan")] == items
    assert text == "The plan: " + "; ".join(items) + "."


def test_the_weekday_asked_is_the_one_the_time_tool_returned(model: LocalChatModel) -> None:
    client = ChatClient.builder(model).default_tools(TimeTools()).build()
    text = client.prompt("What day of the week is it in Tokyo?").call().content()
    assert datetime.now(ZoneInfo("Asia/Tokyo")).strftime("%A") in text


vacuumed: list[str] = []


@tool
def start_vacuum(mode: Literal["auto", "spot", "edge"]) -> str:
    """Start the robot vacuum cleaner in a cleaning mode."""
    vacuumed.append(mode)
    return f"vacuum started in {mode} mode"


def test_an_option_the_request_never_states_is_asked_for_not_picked(model: LocalChatModel) -> None:
    client = ChatClient.builder(model).default_tools(start_vacuum).build()
    assert client.prompt("Start the vacuum").call().content() == "Which mode: auto, spot or edge?"
    assert vacuumed == []
    client.prompt("Start the vacuum in spot mode").call().content()
    assert vacuumed == ["spot"]


def test_a_read_of_the_file_just_written_runs_after_the_write(model: LocalChatModel, tmp_path: Path) -> None:
    client = ChatClient.builder(model).default_tools(FileSystemTools(tmp_path)).build()
    text = client.prompt("Write hello to notes.txt and read it back").call().content()
    assert (tmp_path / "notes.txt").read_text() == "hello"
    assert text.endswith("notes.txt says:\nhello")


def test_a_clock_time_given_in_one_place_and_asked_in_another_is_converted(model: LocalChatModel) -> None:
    client = ChatClient.builder(model).default_tools(TimeTools()).build()
    text = client.prompt("What's 3:30pm in Berlin in Sydney?").call().content()
    assert text.startswith("15:30 on ") and " in Europe/Berlin is " in text and text.endswith(" in Australia/Sydney.")


def test_a_value_written_after_its_name_and_an_equals_sign_is_a_value_not_code(model: LocalChatModel) -> None:
    # A string inside a call written out (print('hi')) is code; one after "name=" is the value the request
    # states. Read as code, "name='John Smith'" gave name 'Smith' and 'query="best pizza"' a stray quote.
    made: list[tuple[str, str]] = []

    @tool(description="Create a user account with a display name and a role.")
    def create_user(name: str, role: str) -> str:
        made.append((name, role))
        return "created"

    @tool(description="Delete a user account.")
    def delete_user(user_id: str) -> str:
        return "deleted"

    client = ChatClient.builder(model).default_tools(create_user, delete_user).build()
    client.prompt("Create a user with name='John Smith' and role='admin'").call().content()
    assert made == [("John Smith", "admin")]
