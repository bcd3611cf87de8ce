"""A user's own tools on the embedded model (real weights, public API, tools never seen), round 55: a request
in words the tool's name does not use. The thing asked named by the option of the kind the tool requires ("a
dentist in Boise, ID" to a tool finding providers of a ``specialty``, "the theater" to events of a type
'Music' or 'Theater'), or by the flag it sets ("somewhere unisex" to ``is_unisex``), with all it requires."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))

_CLINIC = _tool(
    "find_clinic",
    "Find healthcare providers accepting new patients near a location.",
    {
        "location": {"type": "string", "description": "The city, in the format 'City, State'."},
        "specialty": {
            "type": "string",
            "enum": ["Dentist", "Optometrist", "Pediatrician", "Dermatologist"],
            "description": "The kind of practitioner.",
        },
    },
    ["location", "specialty"],
)

_EVENTS = _tool(
    "Events_3_FindEvents",
    "Find cultural events, such as concerts and plays, happening in a city.",
    {
        "event_type": {"type": "string", "enum": ["Music", "Theater"], "description": "The category of the event."},
        "city": {"type": "string", "description": "The city, in the format 'City, State'."},
        "date": {
            "type": "string",
            "description": "The date in 'YYYY-MM-DD' format. Default is any date.",
            "default": "dontcare",
        },
    },
    ["event_type", "city"],
)

_STYLIST = _tool(
    "Services_1_FindProvider",
    "Search for a hair stylist in a city, with the option to keep only unisex salons.",
    {
        "city": {"type": "string", "description": "The city, such as 'Fremont, CA'."},
        "is_unisex": {
            "type": "boolean",
            "description": "True to keep only salons serving all genders.",
            "default": False,
        },
    },
    ["city"],
)


def test_the_option_a_tool_requires_names_what_is_asked(model: LocalChatModel) -> None:
    assert _calls(model, "I need a dentist in Boise, ID", _CLINIC, _STYLIST) == [
        ("find_clinic", {"location": "Boise, ID", "specialty": "Dentist"})
    ]


def test_a_kind_of_event_names_the_event_search(model: LocalChatModel) -> None:
    assert _calls(model, "I'd love to see something at the theater in Denver, CO on 2025-05-17", _EVENTS) == [
        ("Events_3_FindEvents", {"event_type": "Theater", "city": "Denver, CO", "date": "2025-05-17"})
    ]


def test_the_flag_a_tool_sets_names_what_is_asked(model: LocalChatModel) -> None:
    assert _calls(model, "I want a unisex place in Pleasanton, CA", _STYLIST) == [
        ("Services_1_FindProvider", {"city": "Pleasanton, CA", "is_unisex": True})
    ]
