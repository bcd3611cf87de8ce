"""A question about a kind of thing in general (how things of a kind work, whether one is worth buying,
what one is) asks for knowledge, not a command: a tool that starts, sets or controls such a thing gets no
call, even when a word of the question names one of its listed modes ("Is a quiet robot vacuum worth
it?" names no 'quiet' mode to start). A command in the same words still gets its call (real weights,
public API, tools never seen)."""

from __future__ import annotations

from typing import Any

import pytest

from sprig import ExternalTool
from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))


VACUUM = _tool(
    "robot_vacuum_start",
    "Start a robot vacuum cleaner in a cleaning mode.",
    {"mode": {"type": "string", "enum": ["auto", "spot", "edge", "quiet"], "description": "Cleaning mode."}},
    ["mode"],
)
WASHER = _tool(
    "washer_start",
    "Start a washing machine cycle.",
    {"cycle": {"type": "string", "enum": ["NORMAL", "DELICATE", "QUICK_WASH"], "description": "The wash cycle."}},
    ["cycle"],
)
LIGHTS = _tool(
    "set_light_scene",
    "Set a scene on smart light bulbs.",
    {"scene": {"type": "string", "enum": ["reading", "relax", "night_light"], "description": "The light scene."}},
    ["scene"],
)

MESSAGE = _tool(
    "send_message",
    "Send a text message to a contact.",
    {
        "contact": {"type": "string", "description": "The contact's name."},
        "text": {"type": "string", "description": "The message."},
    },
    ["contact", "text"],
)



@pytest.mark.parametrize(
    ("request_text", "offered"),
    [
        ("How do robot vacuums find their way around?", VACUUM),
        ("Is a quiet robot vacuum worth it?", VACUUM),
        ("Should I buy a washing machine with a quick wash cycle?", WASHER),
        ("What is a night light for?", LIGHTS),
        ("Is reading in dim light bad for your eyes?", LIGHTS),
    ],
)
def test_a_question_about_a_kind_gets_no_call(model: LocalChatModel, request_text: str, offered: ExternalTool) -> None:
    assert _calls(model, request_text, offered) == []


@pytest.mark.parametrize(
    ("request_text", "offered", "arguments"),
    [
        ("Start the vacuum in quiet mode", VACUUM, {"mode": "quiet"}),
        ("How do I start the vacuum in spot mode?", VACUUM, {"mode": "spot"}),
        ("Run a quick wash", WASHER, {"cycle": "QUICK_WASH"}),
        ("Put the lights on the night light scene", LIGHTS, {"scene": "night_light"}),
        # "worth it" inside the content of a command is no question about a kind
        (
            "Send a message to Anna saying the trip was worth it",
            MESSAGE,
            {"contact": "Anna", "text": "the trip was worth it"},
        ),
    ],
)
def test_a_command_in_the_same_words_still_calls(
    model: LocalChatModel, request_text: str, offered: ExternalTool, arguments: dict[str, Any]
) -> None:
    assert _calls(model, request_text, offered) == [(offered.name, arguments)]
