"""Where a value's span starts and ends (real weights, public API, tools never seen): an id parameter's
name is a word of its own ("the identifier 'my-bot-id' and ... version 'v2'": not the "id" that ends
the quoted id, so no span between two quotes), and "identifier" names an ``..._id``; a first name typed
in lower case before a middle initial belongs to the name ("sterling K. Brown"); a parameter is a
currency's only by its name's words ("director" holds "to" but names no currency, so "sterling" is no
value of it); a date-time asked by the description ("ISO 8601 date-time") of a parameter whose name
says no date takes the date and the time; a date-time written with a local zone the request names
gets no 'Z'; how a song is to be played ("high quality") is no part of its title; the "ID" that labels
an id ("user ID 4421") is no name."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))

_BOT = _tool(
    "get_bot_config",
    "Get the configuration of a chatbot at a version.",
    {
        "bot_id": {"type": "string", "description": "The unique identifier of the bot."},
        "version": {"type": "string", "description": "The version of the bot."},
    },
    ["bot_id", "version"],
)
_FILMS = _tool(
    "find_films",
    "Find films by cast or director.",
    {
        "cast": {"type": "string", "description": "An actor in the film."},
        "director": {"type": "string", "description": "The film's director."},
    },
    [],
)


def _call_tool(example: str) -> object:
    return _tool(
        "schedule_call",
        "Schedule a video call.",
        {
            "start": {"type": "string", "description": f"Start as an ISO 8601 date-time, e.g. {example}"},
            "timezone": {"type": "string", "description": "IANA time zone of the start, e.g. America/Chicago"},
        },
        ["start"],
    )


def test_a_quoted_id_ending_in_id_is_the_value_not_the_span_after_it(model: LocalChatModel) -> None:
    request = "I need the configuration using the identifier 'my-bot-id' and focusing on version 'v2'"
    assert _calls(model, request, _BOT) == [("get_bot_config", {"bot_id": "my-bot-id", "version": "v2"})]


def test_identifier_names_an_id_parameter(model: LocalChatModel) -> None:
    request = "Get the config of the bot identifier 'sales-helper' at version 'tok-81x'"
    assert _calls(model, request, _BOT) == [("get_bot_config", {"bot_id": "sales-helper", "version": "tok-81x"})]


def test_a_first_name_in_lower_case_before_an_initial_is_part_of_the_name(model: LocalChatModel) -> None:
    assert _calls(model, "movies starring michael B. Jordan", _FILMS) == [("find_films", {"cast": "michael B. Jordan"})]


def test_a_parameter_holding_to_inside_a_word_takes_no_currency(model: LocalChatModel) -> None:
    got = _calls(model, "Find films with sterling K. Brown", _FILMS)
    assert got == [("find_films", {"cast": "sterling K. Brown"})]


def test_a_date_time_the_description_asks_takes_the_time(model: LocalChatModel) -> None:
    got = _calls(model, "Set up a call for 2026-11-20 09:30", _call_tool("2025-01-31T14:00:00"))
    assert got == [("schedule_call", {"start": "2026-11-20T09:30:00"})]


def test_a_local_zone_the_request_names_keeps_the_z_off(model: LocalChatModel) -> None:
    tool = _call_tool("2025-01-31T14:00:00Z")
    assert _calls(model, "Set up a call for 2026-11-20 09:30", tool) == [
        ("schedule_call", {"start": "2026-11-20T09:30:00Z"})
    ]
    assert _calls(model, "Set up a call for 2026-11-20 09:30, timezone Asia/Tokyo", tool) == [
        ("schedule_call", {"start": "2026-11-20T09:30:00", "timezone": "Asia/Tokyo"})
    ]


_SONG = _tool(
    "play_song",
    "Play a song.",
    {
        "song_id": {"type": "string", "description": "The song to play."},
        "quality": {"type": "string", "enum": ["low", "medium", "high"], "description": "Audio quality."},
    },
    ["song_id"],
)
_GREETING = _tool(
    "greet_user",
    "Send a greeting to a user.",
    {
        "user_id": {"type": "string", "description": "The user's ID."},
        "name": {"type": "string", "description": "Name of the user."},
    },
    ["user_id", "name"],
)


def test_how_a_song_is_played_is_no_part_of_its_title(model: LocalChatModel) -> None:
    assert _calls(model, "Play high quality Roar", _SONG) == [("play_song", {"song_id": "Roar", "quality": "high"})]


def test_the_id_label_is_no_name(model: LocalChatModel) -> None:
    got = _calls(model, "Send a greeting to Maria, her user ID is 4421", _GREETING)
    assert got == [("greet_user", {"user_id": "4421", "name": "Maria"})]
    assert _calls(model, "Send a greeting to user ID 4421", _GREETING) == []
