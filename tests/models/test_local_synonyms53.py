"""A user's own tools on the embedded model (real weights, public API, tools never seen), round 53: the request
says the tool's action in an everyday word of its own, said first: "kick off" a build the tool triggers,
"bookmark" a page it saves, "crank" the heat to a level it sets, "tally up" numbers it sums, "spin up" a server
it launches. Such a word is read as the verb an offered tool is named for, never as another action:
"bin" a file beside a tool that only reads files is no call."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))

_TRIGGER = _tool(
    "trigger_build",
    "Triggers a new build of a CI job.",
    {
        "job": {"type": "string", "description": "The job name."},
        "branch": {"type": "string", "description": "The branch to build.", "default": "main"},
    },
    ["job"],
)
_BUILDS = _tool(
    "list_builds",
    "Lists the recent builds of a CI job.",
    {"job": {"type": "string", "description": "The job name."}},
    ["job"],
)
_OPEN = _tool(
    "open_document",
    "Opens a document from the drive and returns its text.",
    {"path": {"type": "string", "description": "The document's path."}},
    ["path"],
)
_HEAT = _tool(
    "set_target_temperature",
    "Sets the target temperature of the home thermostat.",
    {"degrees": {"type": "integer", "description": "The target temperature in Fahrenheit."}},
    ["degrees"],
)
_SUM = _tool(
    "sum_values",
    "Returns the sum of the given values.",
    {"values": {"type": "array", "items": {"type": "number"}, "description": "The values to add."}},
    ["values"],
)
_PIN = _tool(
    "save_page",
    "Saves a web page to the user's read-later list.",
    {"url": {"type": "string", "description": "The page's URL."}},
    ["url"],
)
_LAUNCH = _tool(
    "launch_server",
    "Launches a new cloud server.",
    {"name": {"type": "string", "description": "The server's name."}},
    ["name"],
)


def test_kick_off_is_the_trigger_the_tool_is_named_for(model: LocalChatModel) -> None:
    assert _calls(model, "kick off nightly-e2e on branch hotfix-9", _TRIGGER, _BUILDS) == [
        ("trigger_build", {"job": "nightly-e2e", "branch": "hotfix-9"})
    ]


def test_bookmark_is_the_saving_the_tool_is_named_for(model: LocalChatModel) -> None:
    assert _calls(model, "bookmark https://lwn.net/Articles/998877/ for the weekend", _PIN) == [
        ("save_page", {"url": "https://lwn.net/Articles/998877/"})
    ]


def test_bin_beside_a_tool_that_only_opens_is_no_call(model: LocalChatModel) -> None:
    assert _calls(model, "Bin reports/q3_old.docx please", _OPEN) == []


def test_crank_to_a_level_sets_it(model: LocalChatModel) -> None:
    assert _calls(model, "crank the heat to 71", _HEAT) == [("set_target_temperature", {"degrees": 71})]


def test_tally_up_is_a_sum(model: LocalChatModel) -> None:
    assert _calls(model, "tally up 19, 4 and 7", _SUM) == [("sum_values", {"values": [19, 4, 7]})]


def test_spin_up_is_the_launch_the_tool_is_named_for(model: LocalChatModel) -> None:
    assert _calls(model, "spin up a box named ci-runner-4", _LAUNCH) == [("launch_server", {"name": "ci-runner-4"})]
