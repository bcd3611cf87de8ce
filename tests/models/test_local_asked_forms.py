"""Values in the form a schema asks for (real weights, public API, tools never seen): a ``time`` in 24
hours when its description asks for that ("9:15 pm" -> "21:15"), a language's ISO 639-1 code for a
language the request names by name, a unit an enum lists in another spelling ("in feet" -> 'ft'), a flag
whose description gives true and false a pair of opposites ("off" -> ``False``), a text left to the
request's words that takes none stating another parameter's value ("with almond milk"), a length of
time in the unit the parameter counts in ("2 minutes" -> 120 seconds), and the enum value a description
gives for what the request names ("F for Fahrenheit")."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))

WAKE_UP = _tool(
    "set_wakeup_time",
    "Set the time of the wake-up alarm.",
    {"time": {"type": "string", "description": "Wake-up time in 24-hour format, e.g. 06:30"}},
    ["time"],
)
HEADLINES = _tool(
    "get_headlines",
    "Get today's news headlines.",
    {"language": {"type": "string", "description": "ISO 639-1 language code of the headlines, e.g. 'en'"}},
    ["language"],
)
ELEVATION = _tool(
    "get_elevation",
    "Get the elevation of a mountain.",
    {
        "mountain": {"type": "string", "description": "Name of the mountain"},
        "unit": {"type": "string", "enum": ["m", "ft"], "default": "m", "description": "Unit of the elevation."},
    },
    ["mountain"],
)
LAMP = _tool(
    "set_lamp",
    "Turn a lamp on or off.",
    {
        "lamp": {"type": "string", "description": "Name of the lamp, e.g. desk"},
        "on": {"type": "boolean", "description": "True to turn the lamp on, false to turn it off."},
    },
    ["lamp", "on"],
)
COUNTDOWN = _tool(
    "start_countdown",
    "Start a countdown.",
    {"seconds": {"type": "integer", "description": "Length of the countdown."}},
    ["seconds"],
)
TEMPERATURE = _tool(
    "get_temperature",
    "Get the current temperature of a city.",
    {
        "city": {"type": "string", "description": "City name, e.g. Paris"},
        "scale": {"type": "string", "enum": ["C", "F"], "description": "Scale: C for Celsius, F for Fahrenheit."},
    },
    ["city"],
)
COFFEE = _tool(
    "order_coffee",
    "Order a coffee drink.",
    {
        "drink": {"type": "string", "description": "Name of the drink, e.g. latte"},
        "size": {"type": "string", "enum": ["SMALL", "MEDIUM", "LARGE"], "description": "Cup size."},
        "milk": {"type": "string", "enum": ["whole", "skim", "oat", "almond"], "description": "Kind of milk."},
    },
    ["drink"],
)



def test_a_time_in_24_hours_when_the_description_asks_for_it(model: LocalChatModel) -> None:
    assert _calls(model, "Set the wake-up time to 9:15 pm", WAKE_UP, LAMP) == [("set_wakeup_time", {"time": "21:15"})]


def test_a_language_named_by_name_is_its_code_when_a_code_is_asked_for(model: LocalChatModel) -> None:
    assert _calls(model, "Show me the headlines in German", HEADLINES, ELEVATION) == [
        ("get_headlines", {"language": "de"})
    ]


def test_a_unit_an_enum_lists_short_is_named_in_full(model: LocalChatModel) -> None:
    assert _calls(model, "What's the elevation of Mount Fuji in feet?", ELEVATION, HEADLINES) == [
        ("get_elevation", {"mountain": "Mount Fuji", "unit": "ft"})
    ]


def test_a_flag_is_off_when_the_request_says_the_opposite_its_description_gives_false(model: LocalChatModel) -> None:
    assert _calls(model, "Turn off the desk lamp", LAMP, COFFEE) == [("set_lamp", {"lamp": "desk", "on": False})]
    assert _calls(model, "turn the reading lamp off", LAMP, COFFEE) == [
        ("set_lamp", {"lamp": "reading lamp", "on": False})
    ]


def test_a_text_takes_no_words_that_state_another_parameters_value(model: LocalChatModel) -> None:
    assert _calls(model, "I'd like a medium flat white with almond milk", COFFEE, LAMP) == [
        ("order_coffee", {"drink": "flat white", "size": "MEDIUM", "milk": "almond"})
    ]


def test_a_length_of_time_is_in_the_unit_the_parameter_counts_in(model: LocalChatModel) -> None:
    assert _calls(model, "Start a countdown of 2 minutes", COUNTDOWN, LAMP) == [("start_countdown", {"seconds": 120})]
    assert _calls(model, "Start a 45 second countdown", COUNTDOWN, LAMP) == [("start_countdown", {"seconds": 45})]


def test_an_enum_value_is_the_one_the_description_gives_for_what_the_request_names(model: LocalChatModel) -> None:
    assert _calls(model, "What's the temperature in Chicago in Fahrenheit?", TEMPERATURE, LAMP) == [
        ("get_temperature", {"city": "Chicago", "scale": "F"})
    ]
