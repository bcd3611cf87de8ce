"""A replacement the request asks for ("Replace 1 with 2 in main.py") fills the tool's two texts for it,
what is replaced and what replaces it, by the parameters the tool names for them (``old_string`` and
``new_string``, ``find`` and ``replace``); before, the model cut them from the request at random
(``old_string='2 in main.py'``, ``new_string='1 with 2 in main.py'``), real weights, public API."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from sprig import ChatClient
from sprig.models import LocalChatModel
from sprig.toolkits import FileSystemTools
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))

FIND_REPLACE = _tool(
    "find_and_replace",
    "Find and replace text in a document.",
    {
        "document_id": {"type": "string", "description": "The document's ID."},
        "find": {"type": "string", "description": "The text to find."},
        "replace": {"type": "string", "description": "The text to put instead."},
    },
    ["document_id", "find", "replace"],
)



def test_a_file_edit_replaces_what_the_request_says_with_what_it_says(model: LocalChatModel, tmp_path: Path) -> None:
    (tmp_path / "main.py").write_text("x = 1\n")
    client = ChatClient.builder(model).default_tools(FileSystemTools(tmp_path)).build()
    client.prompt("Replace 1 with 2 in main.py").call().content()
    assert (tmp_path / "main.py").read_text() == "x = 2\n"


@pytest.mark.parametrize(
    ("request_text", "arguments"),
    [
        (
            "In document doc-77, replace 'colour' with 'color'",
            {"document_id": "doc-77", "find": "colour", "replace": "color"},
        ),
        ("Replace every teh with the in doc-12", {"document_id": "doc-12", "find": "teh", "replace": "the"}),
    ],
)
def test_a_tool_s_own_find_and_replace_texts_take_the_two_sides(
    model: LocalChatModel, request_text: str, arguments: dict[str, Any]
) -> None:
    assert _calls(model, request_text, FIND_REPLACE) == [("find_and_replace", arguments)]
