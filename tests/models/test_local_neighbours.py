"""Choosing among near neighbours (real weights, public API, tools never seen): a tool named for an effect
(``delete_user``) only when the request names that effect, and a tool that takes two values
the request states over one that takes either of them alone."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))

_USER_ID = {"user_id": {"type": "string", "description": "The user's ID."}}
USER_TOOLS = [
    _tool("get_user", "Get a user account by its ID.", _USER_ID, ["user_id"]),
    _tool(
        "list_users",
        "List user accounts, optionally filtered by role.",
        {"role": {"type": "string", "enum": ["admin", "member", "guest"], "description": "Only users with this role."}},
        [],
    ),
    _tool(
        "create_user",
        "Create a new user account.",
        {
            "name": {"type": "string", "description": "Full name."},
            "email": {"type": "string", "description": "Email address."},
        },
        ["name", "email"],
    ),
    _tool("delete_user", "Delete a user account.", _USER_ID, ["user_id"]),
]
LINE_TOOLS = [
    _tool(
        "lines_root",
        "Find where a line crosses the x axis.",
        {"line": {"type": "string", "description": "The line as an equation in x, e.g. y=2x+1"}},
        ["line"],
    ),
    _tool(
        "lines_intersect",
        "Find the point where two lines cross.",
        {
            "line1": {"type": "string", "description": "The first line, e.g. y=2x+1"},
            "line2": {"type": "string", "description": "The second line, e.g. y=x-3"},
        },
        ["line1", "line2"],
    ),
]


def test_a_request_naming_no_effect_is_for_the_tool_that_reads_not_the_one_that_deletes(
    model: LocalChatModel,
) -> None:
    assert _calls(model, "Tell me about user u-2090", *USER_TOOLS) == [("get_user", {"user_id": "u-2090"})]


def test_the_effect_named_keeps_the_tool_named_for_it(model: LocalChatModel) -> None:
    assert _calls(model, "Delete user u-5531", *USER_TOOLS) == [("delete_user", {"user_id": "u-5531"})]


def test_two_values_for_one_tool_that_takes_both_are_one_call(model: LocalChatModel) -> None:
    assert _calls(model, "Find the intersection of y=x+1 and y=2x-4", *LINE_TOOLS) == [
        ("lines_intersect", {"line1": "y=x+1", "line2": "y=2x-4"})
    ]
