"""A user's own tools on the embedded model (real weights, public API, tools never seen), round 55: string values
cut where they end and written in the form their parameter asks. A town with its state's code in small letters
after a bare comma ("Denver,co") for 'City, State'; "something off the album X" names no track; a text to
translate ending before "to italian" (a language in small letters), and "from English to Italian" giving the
target the language after "to"; a search opening the
request ("can you google ...") keeping its whole topic; particles in a row inside one name ("Bar de la Marine")
and a name ending on its kind in the other spelling ("Grand Lake Theatre"); a street address in the form its
description asks ('Street, City': no state; an example it insists on: "St" written out)."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))

_EVENTS = _tool(
    "Events_3_FindEvents",
    "Finds cultural events happening in a specified city.",
    {
        "event_type": {"type": "string", "enum": ["Music", "Theater"], "description": "The category of the event."},
        "city": {
            "type": "string",
            "description": "The city of the event, in the format of 'City, State', such as 'Austin, TX'.",
        },
    },
    ["event_type", "city"],
)

_PLAY = _tool(
    "Music_3_PlayMedia",
    "Plays the specified track on a device.",
    {
        "track": {"type": "string", "description": "The title of the track to be played."},
        "artist": {"type": "string", "description": "The name of the artist performing the track.", "default": "any"},
        "album": {"type": "string", "description": "The album where the track is from.", "default": "any"},
    },
    [],
)

_TRANSLATE = _tool(
    "translate_text",
    "Translates the given text into the target language.",
    {
        "text": {"type": "string", "description": "The text to be translated."},
        "target_language": {"type": "string", "description": "The language to translate into, e.g. 'French'."},
    },
    ["text", "target_language"],
)

_SEARCH = _tool(
    "web_search",
    "Performs a web search and returns the top results.",
    {
        "query": {"type": "string", "description": "The search query."},
        "results_limit": {"type": "integer", "description": "Maximum number of results.", "default": 10},
    },
    ["query"],
)

_TABLE = _tool(
    "reserve_restaurant",
    "Reserve a table at a restaurant.",
    {
        "restaurant_name": {"type": "string", "description": "The name of the restaurant."},
        "location": {"type": "string", "description": "The city of the restaurant, in the format 'City, State'."},
    },
    ["restaurant_name", "location"],
)

_MOVIES = _tool(
    "find_movies",
    "Search for movies showing at theaters in a location.",
    {
        "location": {"type": "string", "description": "The city of the theater, in the format 'City, State'."},
        "theater_name": {"type": "string", "description": "The name of the theater.", "default": "dontcare"},
    },
    ["location"],
)

_RIDE = _tool(
    "get_ride",
    "Book a cab to a destination.",
    {
        "destination": {
            "type": "string",
            "description": "The address to go to, formatted as 'Street, City'. "
            "Must follow this exact format: '134 Springoak Street, Chicago'.",
        },
    },
    ["destination"],
)


def test_a_town_with_its_states_code_in_small_letters(model: LocalChatModel) -> None:
    assert _calls(model, "any concerts going on in Denver,co? dont care which day", _EVENTS) == [
        ("Events_3_FindEvents", {"event_type": "Music", "city": "Denver, CO"})
    ]


def test_something_off_the_album_names_no_track(model: LocalChatModel) -> None:
    assert _calls(model, "Could you play something off the album Night Drive by Lena Ray?", _PLAY) == [
        ("Music_3_PlayMedia", {"artist": "Lena Ray", "album": "Night Drive"})
    ]


def test_a_language_in_small_letters_and_the_text_before_it(model: LocalChatModel) -> None:
    assert _calls(model, "translate good night to italian", _TRANSLATE) == [
        ("translate_text", {"text": "good night", "target_language": "italian"})
    ]
    assert _calls(model, "Translate Good night, my friend from English to Italian", _TRANSLATE) == [
        ("translate_text", {"text": "Good night, my friend", "target_language": "Italian"})
    ]


def test_a_search_opening_the_request_keeps_its_whole_topic(model: LocalChatModel) -> None:
    assert _calls(model, "can you google best hiking trails near Boulder for beginners", _SEARCH) == [
        ("web_search", {"query": "best hiking trails near Boulder for beginners"})
    ]


def test_particles_in_a_row_and_a_kind_in_the_other_spelling(model: LocalChatModel) -> None:
    assert _calls(model, "Book a table at Bar de la Marine in San Diego, CA.", _TABLE) == [
        ("reserve_restaurant", {"restaurant_name": "Bar de la Marine", "location": "San Diego, CA"})
    ]
    assert _calls(model, "Search for movies showing in Oakland. I want to go to Grand Lake Theatre.", _MOVIES) == [
        ("find_movies", {"location": "Oakland, CA", "theater_name": "Grand Lake Theatre"})
    ]


def test_a_street_address_in_the_form_asked(model: LocalChatModel) -> None:
    assert _calls(model, "Can you find me a taxi to take me to 2508 University Avenue, Palo Alto, CA .", _RIDE) == [
        ("get_ride", {"destination": "2508 University Avenue, Palo Alto"})
    ]
    assert _calls(model, "I need a cab to 123 Main St, Anytown, with 2 seats.", _RIDE) == [
        ("get_ride", {"destination": "123 Main Street, Anytown"})
    ]
