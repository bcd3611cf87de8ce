"""A command line the request writes out goes whole to a tool that runs commands (real weights, public
API, tools never seen); words after "using" that are no command line are not one."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))

SHELL = _tool(
    "terminal_run",
    "Runs a line in the operating system's shell and returns what it printed.",
    {
        "cmd": {"type": "string", "description": "The line to run, e.g. 'ls -la'."},
        "timeout": {"type": "integer", "description": "Seconds before giving up.", "default": 30},
    },
    ["cmd"],
)
NOTES = _tool(
    "notes_add",
    "Adds a note to the notebook.",
    {"text": {"type": "string", "description": "The note's text."}},
    ["text"],
)


def test_a_command_line_written_out_is_run_whole(model: LocalChatModel) -> None:
    assert _calls(model, "see whether git is set up using git --version", SHELL, NOTES) == [
        ("terminal_run", {"cmd": "git --version"})
    ]
    assert _calls(model, "free some space, using the exact command rm -rf /tmp/cache", SHELL, NOTES) == [
        ("terminal_run", {"cmd": "rm -rf /tmp/cache"})
    ]
    assert _calls(model, "check that nginx is up using nginx status", SHELL, NOTES) == [
        ("terminal_run", {"cmd": "nginx status"})
    ]


def test_words_after_using_are_no_command_line(model: LocalChatModel) -> None:
    assert _calls(model, "Solve x^2 = 4 using the quadratic formula", SHELL) == []
