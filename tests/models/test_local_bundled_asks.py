"""The bundled toolkits asked as a user asks them (real weights, public API): a file named with its
extension is asked for as a file ("show me notes.md" reads it); a folder named by a word of its own is
listed ("what's in the src folder"); a day of the calendar is no ask for the clock ("what day of the
week is 2026-12-25" is declined, not answered with today); a plan listed by numbers or bullets is
written item by item; files that mention a word are searched for it; a glob tool is no answer to a
request that writes no glob and names no kind of file ("count the files in src" lists them); "how many
lines" of a file read is answered with the count of its lines; what a search is for is its pattern
("search for bob in notes.md" greps ``bob``, not "search for bob")."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path

import pytest

from sprig import ChatClient
from sprig.agent import planning_tools
from sprig.chat.events import ToolResultEvent
from sprig.models import LocalChatModel
from sprig.toolkits import FileSystemTools, TimeTools
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))


def _run(
    model: LocalChatModel, folder: Path, request: str, plans: bool = False
) -> tuple[list[tuple[str, dict[str, object]]], str]:
    """The calls made for the request on a small workspace, and the answer."""
    (folder / "src").mkdir(exist_ok=True)
    (folder / "src" / "app.py").write_text("def main(): pass\n")
    (folder / "notes.md").write_text("# Notes\ncall bob\n")
    (folder / "list.txt").write_text("apples\n")
    clock = TimeTools(clock=lambda: datetime(2026, 1, 15, 9, 0, tzinfo=UTC))
    tools = planning_tools(folder) if plans else [FileSystemTools(folder), clock]  # the agent of `sprig run`
    client = ChatClient.builder(model).default_tools(*tools).build()
    events = list(client.prompt(request).stream().events())
    calls = [(event.name, json.loads(event.arguments)) for event in events if isinstance(event, ToolResultEvent)]
    done = [event for event in events if type(event).__name__ == "DoneEvent"]
    return calls, done[0].response.result.output.text if done else ""


@pytest.mark.parametrize("request_text", ["show me notes.md", "what does notes.md say?"])
def test_a_file_named_with_its_extension_is_read(model: LocalChatModel, tmp_path: Path, request_text: str) -> None:
    calls, answer = _run(model, tmp_path, request_text)
    assert calls == [("read_file", {"path": "notes.md"})]
    assert "call bob" in answer


@pytest.mark.parametrize("request_text", ["what's in the src folder?", "list the files in src"])
def test_a_folder_named_by_its_word_is_listed(model: LocalChatModel, tmp_path: Path, request_text: str) -> None:
    calls, answer = _run(model, tmp_path, request_text)
    assert calls == [("list_files", {"path": "src"})]
    assert "app.py" in answer and "notes.md" not in answer


def test_a_day_of_the_calendar_is_no_ask_for_the_clock(model: LocalChatModel, tmp_path: Path) -> None:
    calls, answer = _run(model, tmp_path, "what day of the week is 2026-12-25?")
    assert calls == []
    assert answer.startswith("I can't do that with the tools I have")
    assert "2026-01-15" not in answer


@pytest.mark.parametrize(
    "request_text",
    [
        "make a plan: 1. buy flour 2. bake bread",
        "Make a plan:\n1. buy flour\n2. bake bread",
        "plan: - buy flour - bake bread",
    ],
)
def test_a_plan_listed_by_numbers_or_bullets_is_written(
    model: LocalChatModel, tmp_path: Path, request_text: str
) -> None:
    calls, answer = _run(model, tmp_path, request_text, plans=True)
    written = [args for name, args in calls if name == "todo_update"]
    assert [item["text"] for item in written[0]["items"]] == ["buy flour", "bake bread"]  # type: ignore[index]
    assert "buy flour" in answer and "bake bread" in answer


@pytest.mark.parametrize("request_text", ["which files mention bob?", "files containing bob"])
def test_files_that_mention_a_word_are_searched(model: LocalChatModel, tmp_path: Path, request_text: str) -> None:
    calls, answer = _run(model, tmp_path, request_text)
    assert [name for name, _ in calls] == ["grep_files"]
    assert calls[0][1]["pattern"] == "bob"
    assert "notes.md" in answer


def test_a_glob_tool_is_no_answer_without_a_glob(model: LocalChatModel, tmp_path: Path) -> None:
    calls, answer = _run(model, tmp_path, "count the files in src")  # was: glob_files(pattern="count"), "No files"
    assert calls == [("list_files", {"path": "src"})]
    assert "app.py" in answer


def test_the_lines_of_a_file_read_are_counted(model: LocalChatModel, tmp_path: Path) -> None:
    calls, answer = _run(model, tmp_path, "how many lines are in notes.md")  # was: the file shown, no count
    assert calls == [("read_file", {"path": "notes.md"})]
    assert answer.startswith("notes.md has 2 lines:")


@pytest.mark.parametrize("request_text", ["search for bob in notes.md", "look for bob in notes.md"])
def test_what_a_search_is_for_is_its_pattern(model: LocalChatModel, tmp_path: Path, request_text: str) -> None:
    calls, answer = _run(model, tmp_path, request_text)  # was: pattern "search for bob", "No matches"
    assert calls == [("grep_files", {"pattern": "bob", "path": "notes.md"})]
    assert "call bob" in answer
