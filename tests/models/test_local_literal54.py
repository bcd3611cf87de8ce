"""A user's own tools on the embedded model (real weights, public API, tools never seen), round 54: string values
the request writes literally, each cut where its words end and placed in its own parameter. A file name in
capitals with spaces whole, beside the folder it goes to; a quoted status holding a dash, whole; a time said
from now ("in 20 minutes") for a time whose example is one, beside the reminder's text; a news outlet after
"from" for the source, not the topic's tail; a folder "named X within Y" for its name and its parent; a new file name
with spaces whole beside the old one."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))

_UPLOAD = _tool(
    "drive_upload",
    "Upload a local file to a folder in cloud storage.",
    {
        "file_name": {"type": "string", "description": "Name of the local file, including its extension."},
        "folder": {"type": "string", "description": "Name of the destination folder."},
    },
    ["file_name", "folder"],
)

_STATUS = _tool(
    "users_profile_set_status",
    "Set the user's status text.",
    {
        "status_text": {"type": "string", "description": "The status text, up to 100 characters."},
        "status_emoji": {"type": "string", "description": "An emoji code like :palm_tree:."},
    },
    ["status_text"],
)

_REMINDER = _tool(
    "create_reminder",
    "Create a reminder.",
    {
        "text": {"type": "string", "description": "Reminder text."},
        "time": {"type": "string", "description": "When to remind, e.g. 'in 10 minutes' or '5pm'."},
    },
    ["text", "time"],
)

_NEWS = _tool(
    "get_news",
    "Get news articles.",
    {
        "source": {"type": "string", "description": "The news outlet, e.g. CNN."},
        "topic": {"type": "string", "description": "Topic to search."},
    },
    ["topic"],
)

_FOLDER = _tool(
    "create_folder",
    "Create a new folder.",
    {
        "name": {"type": "string", "description": "The folder name."},
        "parent": {"type": "string", "description": "Name of the folder to create it in. Defaults to the root."},
    },
    ["name"],
)

_RENAME = _tool(
    "rename_file",
    "Rename a file.",
    {
        "old_name": {"type": "string", "description": "Current file name."},
        "new_name": {"type": "string", "description": "New file name."},
    },
    ["old_name", "new_name"],
)


def test_a_file_name_in_capitals_with_spaces_is_whole_beside_its_folder(model: LocalChatModel) -> None:
    assert _calls(model, "upload Meeting Notes March.docx to the Team folder", _UPLOAD) == [
        ("drive_upload", {"file_name": "Meeting Notes March.docx", "folder": "Team"})
    ]


def test_a_quoted_status_is_all_the_quote_holds(model: LocalChatModel) -> None:
    assert _calls(model, "set my status to 'Out sick - back Monday'", _STATUS) == [
        ("users_profile_set_status", {"status_text": "Out sick - back Monday"})
    ]


def test_a_time_said_from_now_is_the_time_its_example_shows(model: LocalChatModel) -> None:
    assert _calls(model, "remind me to water the plants in 20 minutes", _REMINDER) == [
        ("create_reminder", {"text": "water the plants", "time": "in 20 minutes"})
    ]


def test_an_outlet_after_from_is_the_source_not_the_topics_tail(model: LocalChatModel) -> None:
    assert _calls(model, "news about the election from Reuters", _NEWS) == [
        ("get_news", {"source": "Reuters", "topic": "election"})
    ]


def test_a_folder_named_within_another_takes_its_name_and_its_parent(model: LocalChatModel) -> None:
    assert _calls(model, "create a folder named Invoices 2025 within Finance", _FOLDER) == [
        ("create_folder", {"name": "Invoices 2025", "parent": "Finance"})
    ]


def test_a_new_file_name_with_spaces_is_whole(model: LocalChatModel) -> None:
    assert _calls(model, "rename Holiday Pics.zip to Greece 2025.zip", _RENAME) == [
        ("rename_file", {"old_name": "Holiday Pics.zip", "new_name": "Greece 2025.zip"})
    ]
