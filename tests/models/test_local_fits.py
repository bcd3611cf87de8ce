"""Requests one offered tool clearly fits (real weights, public API, tools never seen), which the
embedded model once declined: a sentence that only tells ("I'm redoing my studio") asks nothing of
its own; "I'm looking for", "I'm interested in" lead to what is asked; the options of a closed
parameter ("add", "remove") are actions the tool does, and so is what a description says it allows
the user to do; a parameter's value told after its name and a dash ("entry - oat milk"); a word of a
service the description writes with a capital ("on Tunewave") is no kind of what the tool handles; the
words between the tool's verb and its noun ("stream the X song") are the value."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))


KILN = _tool(
    "kiln_fire",
    "Fire the kiln for a specified duration at a given temperature.",
    {
        "duration": {"type": "integer", "description": "The duration in minutes."},
        "temperature": {"type": "integer", "description": "The temperature in degrees Celsius."},
    },
    ["duration", "temperature"],
)
SHOPPING = _tool(
    "shopping_list_handler",
    "Keeps a shopping list by allowing the user to add or remove entries.",
    {
        "operation": {"type": "string", "enum": ["add", "remove"], "description": "What to do with the list."},
        "entry": {"type": "string", "description": "The entry to add or remove."},
    },
    ["operation", "entry"],
)
PODCASTS = _tool(
    "Podcasts_FindEpisodes",
    "Find podcast episodes by topic.",
    {"topic": {"type": "string", "description": "The topic of the episodes, e.g. 'chess'."}},
    ["topic"],
)


def test_a_sentence_that_only_tells_asks_nothing(model: LocalChatModel) -> None:
    calls = _calls(model, "I'm planning to glaze my vases Fire the kiln for 45 minutes at 980 degrees.", KILN)
    assert calls == [("kiln_fire", {"duration": 45, "temperature": 980})]


def test_the_options_of_a_closed_parameter_are_actions(model: LocalChatModel) -> None:
    calls = _calls(model, "remove from the shopping list the entry - oat milk", SHOPPING)
    assert calls == [("shopping_list_handler", {"operation": "remove", "entry": "oat milk"})]


def test_interested_in_leads_to_what_is_asked(model: LocalChatModel) -> None:
    calls = _calls(model, "I'm interested in some podcast episodes about chess.", PODCASTS)
    assert calls == [("Podcasts_FindEpisodes", {"topic": "chess"})]


def test_tracks_are_songs_not_parcels(model: LocalChatModel) -> None:
    songs = _tool(
        "Songs_Find",
        "Retrieves songs matching an artist or an album.",
        {
            "artist": {"type": "string", "description": "The artist."},
            "album": {"type": "string", "description": "The album."},
        },
        [],
    )
    parcels = _tool(
        "Parcel_Locate",
        "Tells where a parcel is.",
        {"tracking_number": {"type": "string", "description": "The parcel's tracking number."}},
        ["tracking_number"],
    )
    made = _calls(model, "Find me tracks by Nina Simone from her album 'Pastel Blues'", songs, parcels)
    assert made == [("Songs_Find", {"artist": "Nina Simone", "album": "Pastel Blues"})]
    made = _calls(model, "Where is my parcel? The tracking number is 1Z999AA1012", songs, parcels)
    assert made == [("Parcel_Locate", {"tracking_number": "1Z999AA1012"})]


SONGS = _tool(
    "stream_tunewave_song",
    "Finds a song on Tunewave and streams it.",
    {"query": {"type": "string", "description": "The song title, optionally with the artist."}},
    ["query"],
)


def test_the_words_between_the_tools_verb_and_noun_are_the_value(model: LocalChatModel) -> None:
    assert _calls(model, "stream the yellow submarine song", SONGS) == [
        ("stream_tunewave_song", {"query": "yellow submarine"})
    ]
