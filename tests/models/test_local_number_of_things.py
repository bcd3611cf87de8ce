"""Of two tools named for one thing and for many of it (``get_backup_policy`` beside
``get_backup_policies``), the request's own grammatical number chooses: "the backup policy of X" is
the one, "all the backup policies" the many (real weights, public API, tools never seen)."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))



ONE = _tool(
    "BackupApi_get_backup_policy",
    "Retrieve the backup policy settings for a system identified by its ID.",
    {"id": {"type": "string", "description": "The identifier of the system."}},
    ["id"],
)
ALL = _tool(
    "get_backup_policies",
    "Retrieve a list of all backup policies, with their names and schedules.",
    {"limit": {"type": "integer", "description": "How many to list."}},
    [],
)


@pytest.mark.parametrize(
    "request_text", ["The backup policy is needed for 'orchard-7'.", "I need the backup policy of 'orchard-7'."]
)
def test_the_one_thing_named_gets_the_tool_for_one(model: LocalChatModel, request_text: str) -> None:
    assert _calls(model, request_text, ALL, ONE) == [("BackupApi_get_backup_policy", {"id": "orchard-7"})]


def test_many_things_named_get_the_tool_for_many(model: LocalChatModel) -> None:
    assert [name for name, _ in _calls(model, "Give me all the backup policies, 20 at most.", ALL, ONE)] == [
        "get_backup_policies"
    ]
