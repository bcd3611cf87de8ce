"""Argument values the embedded model once got wrong on the right tool (real weights, public API, tools never
seen): "turn off" for a flag named for being enabled, "everything" for a flag named for all, a date the
description asks in a form of its own beside a guessed name, a required branch after the preposition its
description ends on, a text without the count and the option other parameters hold, a width by a height
written as one, and a number of times in words."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))


ALERTS = _tool(
    "toggle_alerts",
    "Turn the alerts of a channel on or off.",
    {"channel": {"type": "string"}, "enabled": {"type": "boolean"}},
    ["channel", "enabled"],
)
STAGE = _tool(
    "stage_changes",
    "Stage changes for the next commit.",
    {
        "path": {"type": "string", "description": "A file to stage."},
        "all_changes": {"type": "boolean", "description": "Stage every change.", "default": False},
    },
    [],
)
RELEASES = _tool(
    "list_releases",
    "List the releases of a GitHub repository.",
    {
        "owner": {"type": "string"},
        "repo": {"type": "string"},
        "since": {"type": "string", "description": "Only releases published after this date, YYYY-MM-DD."},
    },
    ["owner", "repo"],
)
MERGE = _tool(
    "merge_branches",
    "Merge one git branch into another.",
    {
        "source": {"type": "string", "description": "Branch to merge from."},
        "target": {"type": "string", "description": "Branch to merge into."},
    },
    ["source", "target"],
)
THUMBNAIL = _tool(
    "make_thumbnail",
    "Make a thumbnail of an image.",
    {
        "image": {"type": "string"},
        "width": {"type": "integer", "description": "Width in pixels."},
        "height": {"type": "integer", "description": "Height in pixels."},
    },
    ["image", "width", "height"],
)
PING = _tool(
    "ping",
    "Ping a host.",
    {
        "host": {"type": "string", "description": "Hostname or IP address."},
        "count": {"type": "integer", "description": "Number of packets.", "default": 4},
    },
    ["host"],
)
CLOCK = _tool(
    "get_local_time",
    "Get the local time in a city.",
    {"city": {"type": "string", "description": "The city."}},
    ["city"],
)



def test_turn_off_sets_a_flag_named_for_being_enabled_false(model: LocalChatModel) -> None:
    assert _calls(model, "Turn off Discord alerts", ALERTS, CLOCK) == [
        ("toggle_alerts", {"channel": "Discord", "enabled": False})
    ]


def test_everything_sets_a_flag_named_for_all(model: LocalChatModel) -> None:
    assert _calls(model, "stage everything", STAGE, CLOCK) == [("stage_changes", {"all_changes": True})]


def test_a_date_in_the_described_form_is_no_guessed_name(model: LocalChatModel) -> None:
    assert _calls(model, "list releases of acme/rocket since 2025-06-01", RELEASES, CLOCK) == [
        ("list_releases", {"owner": "acme", "repo": "rocket", "since": "2025-06-01"})
    ]


def test_a_required_branch_follows_the_preposition_its_description_ends_on(model: LocalChatModel) -> None:
    assert _calls(model, "Merge release-2 into main", MERGE, CLOCK) == [
        ("merge_branches", {"source": "release-2", "target": "main"})
    ]


def test_a_width_by_a_height_written_as_one(model: LocalChatModel) -> None:
    assert _calls(model, "Make a 320x240 thumbnail of cat.jpg", THUMBNAIL, CLOCK) == [
        ("make_thumbnail", {"image": "cat.jpg", "width": 320, "height": 240})
    ]


def test_a_number_of_times_in_words(model: LocalChatModel) -> None:
    assert _calls(model, "Ping example.org five times", PING, CLOCK) == [("ping", {"host": "example.org", "count": 5})]
