"""A user's own tools on the embedded model (real weights, public API, tools never seen), round 53: a value the
request names in its own words, which the parameter asks in the form its schema gives. A language named in its
own tongue ("en Español") for an ISO 639-1 code; a size said as a phrase ("double XL") for 'XXL' beside 'XL'; a
day of the year without its year ("the 9th of August") for a date "in MM/DD format"; an airport named by its own
name ("Gatwick") for an IATA code; a colour named ("blue") for a hex code; a gender said as a word ("a female
doctor") for options 'M' and 'F'."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))

_TRANSLATE = _tool(
    "translate_text",
    "Translate a text into a target language.",
    {
        "text": {"type": "string", "description": "The text to translate."},
        "target_lang": {"type": "string", "description": "The ISO 639-1 code of the target language, e.g. 'en'."},
    },
    ["text", "target_lang"],
)

_JACKET = _tool(
    "order_jacket",
    "Order a rain jacket from the store.",
    {
        "size": {"type": "string", "enum": ["S", "M", "L", "XL", "XXL"], "description": "The jacket size."},
        "color": {"type": "string", "description": "The colour of the jacket."},
    },
    ["size", "color"],
)

_TABLE = _tool(
    "reserve_table",
    "Reserve a table at a restaurant.",
    {
        "restaurant": {"type": "string", "description": "The restaurant name."},
        "date": {"type": "string", "description": "The date of the reservation in MM/DD format."},
        "party_size": {"type": "integer", "description": "The number of guests."},
    },
    ["restaurant", "date", "party_size"],
)

_FLIGHTS = _tool(
    "search_flights",
    "Search for flights between two airports.",
    {
        "origin": {"type": "string", "description": "The IATA code of the departure airport, e.g. 'LAX'."},
        "destination": {"type": "string", "description": "The IATA code of the arrival airport, e.g. 'JFK'."},
    },
    ["origin", "destination"],
)

_LIGHT = _tool(
    "set_light_color",
    "Change the colour of a smart light.",
    {
        "light": {"type": "string", "description": "The name of the light."},
        "color": {"type": "string", "description": "The colour as a hex code, e.g. '#00FF00'."},
    },
    ["light", "color"],
)

_DOCTOR = _tool(
    "find_doctor",
    "Find a doctor by specialty.",
    {
        "specialty": {
            "type": "string",
            "enum": ["dermatology", "cardiology", "pediatrics"],
            "description": "The medical specialty.",
        },
        "gender": {"type": "string", "enum": ["M", "F"], "description": "The preferred gender of the doctor."},
    },
    ["specialty"],
)


def test_a_language_named_in_its_own_tongue_is_its_code(model: LocalChatModel) -> None:
    assert _calls(model, "Translate 'good morning' to Español", _TRANSLATE) == [
        ("translate_text", {"text": "good morning", "target_lang": "es"})
    ]


def test_a_size_said_as_a_phrase_is_the_option_of_that_phrase(model: LocalChatModel) -> None:
    assert _calls(model, "Order a rain jacket in double XL, navy", _JACKET) == [
        ("order_jacket", {"size": "XXL", "color": "navy"})
    ]


def test_a_day_of_the_year_is_written_as_a_form_without_the_year(model: LocalChatModel) -> None:
    assert _calls(model, "Reserve a table at Zuni for 2 on the 9th of August", _TABLE) == [
        ("reserve_table", {"restaurant": "Zuni", "date": "08/09", "party_size": 2})
    ]


def test_an_airport_named_by_its_own_name_is_its_iata_code(model: LocalChatModel) -> None:
    assert _calls(model, "Search flights from Gatwick to JFK", _FLIGHTS) == [
        ("search_flights", {"origin": "LGW", "destination": "JFK"})
    ]


def test_a_colour_named_is_the_hex_code_asked(model: LocalChatModel) -> None:
    assert _calls(model, "Turn the light called Reading Lamp blue", _LIGHT) == [
        ("set_light_color", {"light": "Reading Lamp", "color": "#0000FF"})
    ]


def test_a_gender_said_as_a_word_is_its_letter(model: LocalChatModel) -> None:
    assert _calls(model, "Find a female cardiologist", _DOCTOR) == [
        ("find_doctor", {"specialty": "cardiology", "gender": "F"})
    ]
