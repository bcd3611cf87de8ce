"""A user's own tools on the embedded model (real weights, public API, tools never seen), round 55: a required value
the request holds, that the value finders missed, so the request was declined. A town of two words in small letters
after "of" ("the weather of san diego"); "NY" for the town New York; a venue's name, its kind in small letters, then
its town ("at Century theater Pleasanton"); the top of a range the description states, for "as many ... as allowed"; "a
half hour" as a length; a name in small letters written like an identifier right before its noun ("my gym-mix
playlist")."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))

_WEATHER = _tool(
    "get_current_weather",
    "Retrieves the current weather conditions for a specified city and state.",
    {
        "location": {
            "type": "string",
            "description": "The location, in the format of 'City, State', such as 'Austin, TX'. State names must be "
            "abbreviated.",
        },
        "unit": {"type": "string", "enum": ["celsius", "fahrenheit"], "description": "The unit of temperature."},
    },
    ["location"],
)

_EVENTS = _tool(
    "Events_3_FindEvents",
    "Finds cultural events, such as concerts and plays, happening in a specified city.",
    {
        "event_type": {"type": "string", "enum": ["Music", "Theater"], "description": "The category of the event."},
        "city": {
            "type": "string",
            "description": "The city where the event is happening, in the format of 'City, State', such as "
            "'Denver, CO'.",
        },
    },
    ["event_type", "city"],
)

_MOVIES = _tool(
    "Movies_1_FindMovies",
    "Search for movies playing at theaters in a specified location.",
    {
        "location": {
            "type": "string",
            "description": "The city where the theater is located, in the format of 'City, State', such as "
            "'Berkeley, CA'.",
        },
        "theater_name": {"type": "string", "description": "The name of the theater.", "default": "dontcare"},
    },
    ["location"],
)

_SENSORS = _tool(
    "get_sensor_readings_latest",
    "Return the latest available reading for each metric from each sensor.",
    {
        "perPage": {
            "type": "integer",
            "description": "The number of entries per page returned. Must be a minimum of 3 and a maximum of 100.",
        },
    },
    ["perPage"],
)

_TIMER = _tool(
    "start_timer",
    "Start a countdown timer.",
    {"minutes": {"type": "integer", "description": "The length of the timer in minutes."}},
    ["minutes"],
)

_PLAYLIST = _tool(
    "add_to_playlist",
    "Adds a song to one of the user's playlists.",
    {
        "playlist_name": {"type": "string", "description": "The name of the playlist."},
        "song": {"type": "string", "description": "The title of the song to add."},
    },
    ["playlist_name", "song"],
)


def test_a_town_of_two_words_in_small_letters_after_of(model: LocalChatModel) -> None:
    assert _calls(model, "whats the weather of san jose right now", _WEATHER) == [
        ("get_current_weather", {"location": "San Jose, CA"})
    ]


def test_ny_is_the_town_new_york(model: LocalChatModel) -> None:
    assert _calls(model, "any good concerts in NY this weekend?", _EVENTS) == [
        ("Events_3_FindEvents", {"event_type": "Music", "city": "New York, NY"})
    ]


def test_a_venue_its_kind_then_its_town(model: LocalChatModel) -> None:
    assert _calls(model, "movies at Century theater Pleasanton", _MOVIES) == [
        ("Movies_1_FindMovies", {"location": "Pleasanton, CA", "theater_name": "Century"})
    ]


def test_as_many_as_allowed_is_the_top_of_the_stated_range(model: LocalChatModel) -> None:
    assert _calls(model, "get me the newest sensor readings, as many entries per page as possible", _SENSORS) == [
        ("get_sensor_readings_latest", {"perPage": 100})
    ]
    # A number said is the number, no end of the range: "a maximum of 25" is 25, not the range's 100.
    assert _calls(model, "latest sensor readings, showing a maximum of 25 entries per page", _SENSORS) == [
        ("get_sensor_readings_latest", {"perPage": 25})
    ]


def test_a_half_hour_is_thirty_minutes(model: LocalChatModel) -> None:
    assert _calls(model, "set a half-hour timer", _TIMER) == [("start_timer", {"minutes": 30})]


def test_a_name_written_like_an_identifier_before_its_noun(model: LocalChatModel) -> None:
    assert _calls(model, "add 'Levitating' to my run-club playlist", _PLAYLIST) == [
        ("add_to_playlist", {"playlist_name": "run-club", "song": "Levitating"})
    ]
