"""Files asked for by their kind ("find all python files") are found by a glob of that kind, not listed
all; the lines asked of a file ("the first 2 lines", "line 3") are read, not the whole file (real
weights, public API, the bundled file tools)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from sprig import ChatClient
from sprig.chat.events import ToolResultEvent
from sprig.models import LocalChatModel
from sprig.toolkits import FileSystemTools
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))



def _calls(model: LocalChatModel, folder: Path, request: str) -> tuple[list[tuple[str, dict[str, object]]], str]:
    """The calls made for the request on a small workspace, and the answer."""
    (folder / "src").mkdir(exist_ok=True)
    (folder / "src" / "app.py").write_text("def main(): pass\n")
    (folder / "notes.txt").write_text("TODO: ship\n")
    (folder / "README.md").write_text("# demo\n")
    client = ChatClient.builder(model).default_tools(FileSystemTools(folder)).build()
    events = list(client.prompt(request).stream().events())
    calls = [(event.name, json.loads(event.arguments)) for event in events if isinstance(event, ToolResultEvent)]
    done = [event for event in events if type(event).__name__ == "DoneEvent"]
    return calls, done[0].response.result.output.text if done else ""


@pytest.mark.parametrize(
    ("request_text", "pattern", "found", "not_found"),
    [
        ("find all python files", "*.py", "src/app.py", "notes.txt"),  # was: list_files(), every file
        ("list the markdown files", "*.md", "README.md", "app.py"),
        ("which text files are there?", "*.txt", "notes.txt", "README.md"),
        ("find *.py files", "*.py", "src/app.py", "README.md"),
    ],
)
def test_files_of_a_kind_are_found_by_its_glob(
    model: LocalChatModel, tmp_path: Path, request_text: str, pattern: str, found: str, not_found: str
) -> None:
    calls, answer = _calls(model, tmp_path, request_text)
    assert calls == [("glob_files", {"pattern": pattern})]
    assert found in answer and not_found not in answer


def test_a_search_in_files_of_a_kind_is_no_glob_of_them(model: LocalChatModel, tmp_path: Path) -> None:
    calls, _ = _calls(model, tmp_path, "search for TODO in the text files")
    assert [name for name, _ in calls] == ["grep_files"]


@pytest.mark.parametrize(
    ("request_text", "lines", "text"),
    [
        ("show the first 2 lines of notes.txt", (1, 2), "one\ntwo\n"),  # was: the whole file
        ("what is on line 3 of notes.txt", (3, 3), "three\n"),
        ("read the first line of notes.txt", (1, 1), "one\n"),
        ("show lines 2 to 3 of notes.txt", (2, 3), "two\nthree\n"),
    ],
)
def test_the_lines_asked_of_a_file_are_read(
    model: LocalChatModel, tmp_path: Path, request_text: str, lines: tuple[int, int], text: str
) -> None:
    (tmp_path / "notes.txt").write_text("one\ntwo\nthree\nfour\n")
    client = ChatClient.builder(model).default_tools(FileSystemTools(tmp_path)).build()
    events = list(client.prompt(request_text).stream().events())
    calls = [json.loads(event.arguments) for event in events if isinstance(event, ToolResultEvent)]
    assert calls == [{"path": "notes.txt", "start_line": lines[0], "end_line": lines[1]}]
    assert [event.text.startswith(text) for event in events if isinstance(event, ToolResultEvent)] == [True]
