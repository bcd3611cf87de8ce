"""A user's own tools on the embedded model (real weights, public API, tools never seen), round 52: everyday words
that are not the tools' own. "Update my bio to say ..." edits a profile (a bio is a profile's) and writes what
follows "say"; "change my display name to X" names a parameter spelled in several words; opening or reporting an
issue files one, and a problem or a bug is an issue."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))

_ACCOUNT = _tool(
    "edit_account_profile",
    "Edit the public profile of the signed-in user.",
    {
        "bio": {"type": "string", "description": "A few words about the user."},
        "screen_name": {"type": "string", "description": "The name other people see."},
    },
    [],
)
_TRACKER = _tool(
    "submit_issue",
    "Submit an issue to a project's tracker.",
    {
        "project": {"type": "string", "description": "The project, as owner/name."},
        "title": {"type": "string", "description": "The title of the issue."},
    },
    ["project", "title"],
)
_FORECAST = _tool(
    "get_forecast",
    "Get the weather forecast for a city.",
    {"city": {"type": "string", "description": "The city."}},
    ["city"],
)



def test_a_bio_is_a_profiles_and_what_it_should_say_is_written(model: LocalChatModel) -> None:
    assert _calls(model, "Update my bio to say I teach piano in Lyon", _ACCOUNT, _FORECAST) == [
        ("edit_account_profile", {"bio": "I teach piano in Lyon"})
    ]


def test_a_parameter_named_in_several_words_is_set_to_its_value(model: LocalChatModel) -> None:
    assert _calls(model, "Change my screen name to Night Owl", _ACCOUNT, _FORECAST) == [
        ("edit_account_profile", {"screen_name": "Night Owl"})
    ]


def test_opening_or_reporting_an_issue_files_one(model: LocalChatModel) -> None:
    assert _calls(model, "Open an issue in kite/api: tokens expire too early", _TRACKER, _FORECAST) == [
        ("submit_issue", {"project": "kite/api", "title": "tokens expire too early"})
    ]
    assert _calls(model, "Report a problem with kite/api: the docs page is blank", _TRACKER, _FORECAST) == [
        ("submit_issue", {"project": "kite/api", "title": "the docs page is blank"})
    ]
    assert _calls(model, "What is an issue tracker?", _FORECAST) == []
