"""A tool that takes what it changes in one object parameter (real weights, public API, a tool never
seen): a request that states none of that object's values gets no call, not a call with an empty
object, which would say nothing the request asked; the values it states go into the call."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))


HEATER = _tool(
    "set_heater_settings",
    "Changes the heater's settings: its mode, fan speed and monitoring.",
    {
        "settings": {
            "type": "object",
            "description": "The heater settings to change.",
            "properties": {
                "heaterMode": {"type": "string", "description": "Mode of the heater.", "enum": ["HEAT", "ECO", "OFF"]},
                "fanSpeed": {"type": "string", "description": "Speed of the fan.", "enum": ["LOW", "HIGH"]},
                "monitoringEnabled": {"type": "boolean", "description": "Whether air monitoring is on."},
            },
        }
    },
    ["settings"],
)



def test_no_call_with_an_empty_object(model: LocalChatModel) -> None:
    assert _calls(model, "Change the heater settings.", HEATER) == []


def test_the_values_stated_go_into_the_object(model: LocalChatModel) -> None:
    assert _calls(model, "turn on heater monitoring", HEATER) == [
        ("set_heater_settings", {"settings": {"monitoringEnabled": True}})
    ]
