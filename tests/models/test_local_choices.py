"""Closed choices named in another form (real weights, public API, tools never seen): a plural ("lakes"
for 'Lake'), another ending ("mysterious" for 'Mystery'), the words of a value of several words
("nature reserves" for 'Nature Reserve', "a jazz venue" for 'Jazz Music Venue')."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))

OUTINGS = _tool(
    "find_outings",
    "Finds places for a day out near a town.",
    {
        "town": {"type": "string", "description": "The town."},
        "kind": {
            "type": "string",
            "enum": ["Beach", "Lake", "Castle", "Nature Reserve", "Jazz Music Venue", "Sports Venue"],
            "description": "The kind of place.",
        },
    },
    ["town"],
)
BOOKS = _tool(
    "recommend_books",
    "Recommends books of a genre.",
    {"genre": {"type": "string", "enum": ["Mystery", "Romance", "Biography", "Poetry"], "description": "The genre."}},
    [],
)


def test_a_plural_names_a_short_value(model: LocalChatModel) -> None:
    request = "Show me lakes near Annecy."
    assert _calls(model, request, OUTINGS) == [("find_outings", {"town": "Annecy", "kind": "Lake"})]


def test_the_words_of_a_value_of_several_words_name_it(model: LocalChatModel) -> None:
    assert _calls(model, "Any nature reserves near Lyon?", OUTINGS) == [
        ("find_outings", {"town": "Lyon", "kind": "Nature Reserve"})
    ]
    assert _calls(model, "Is there a jazz venue near Lyon?", OUTINGS) == [
        ("find_outings", {"town": "Lyon", "kind": "Jazz Music Venue"})
    ]


def test_another_ending_names_a_value(model: LocalChatModel) -> None:
    assert _calls(model, "Recommend me something mysterious to read.", BOOKS) == [
        ("recommend_books", {"genre": "Mystery"})
    ]



TODO_ACTION = _tool(
    "todo_action",
    "Manages a to-do list: add, delete or complete items.",
    {
        "type": {"type": "string", "description": "The action.", "enum": ["add", "delete", "complete"]},
        "content": {
            "type": "string",
            "description": "For 'add', the new text of the item. For 'delete', the identifier of the item to remove.",
        },
    },
    ["type", "content"],
)


def test_an_option_of_another_parameter_named_in_a_description_is_no_value_of_this_one(model: LocalChatModel) -> None:
    assert _calls(model, "add todo with content buy milk", TODO_ACTION) == [
        ("todo_action", {"type": "add", "content": "buy milk"})
    ]
