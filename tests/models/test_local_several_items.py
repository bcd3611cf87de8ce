"""Requests to list-, shell- and news-shaped tools in users' words (real weights, public API, tools never seen):
content ends before a phrase naming where it goes in the tool's own words ("... to my chores list"), a hyphen no
difference ("to-do" is "todo"); an action the request's leading verb names by another word ("Remove ...") is the
listed action it stands for; a text parameter named for a language takes the language the request asks things
written in ("... in German"); a program run alone ("run netstat in the command prompt") is the command; and items
a leading verb is done to before such a phrase ("delete yoga and groceries from my chores list", "run hostname and
uptime in the shell") are a call each, while a quoted item ("'fish and chips'") stays one. A part that leaves out
the verb the part before opens with and opens on a name ("... and Clocks on the patio") is read after that verb; an
option a listed parameter took ("imax films") is no free text's value too; a title in capitals ends at an "and" that
goes on in lower case ("... and turn on shuffle"), and keeps a small word before an "and" ("Me and Mrs Jones")."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))

CHORES = _tool(
    "chores_list",
    "Add, remove or finish chores on the user's chores list.",
    {
        "op": {"type": "string", "enum": ["add", "delete", "finish"], "description": "What to do."},
        "content": {"type": "string", "description": "Text of the chore."},
    },
    ["op", "content"],
)
HEADLINES = _tool(
    "headlines_by_subject",
    "Get the latest news headlines about a subject.",
    {
        "subject": {"type": "string", "description": "Subject of the news, e.g. elections."},
        "language": {"type": "string", "description": "Language of the headlines.", "default": "English"},
    },
    ["subject"],
)
PROMPT = _tool(
    "prompt_run",
    "Run a command in the Windows command prompt.",
    {"command": {"type": "string", "description": "The command line."}},
    ["command"],
)


def test_content_ends_before_the_tools_own_place(model: LocalChatModel) -> None:
    assert _calls(model, "Add water the plants to my chores list", CHORES, HEADLINES) == [
        ("chores_list", {"op": "add", "content": "water the plants"})
    ]


def test_a_leading_verb_names_the_listed_action_it_stands_for(model: LocalChatModel) -> None:
    assert _calls(model, "Remove pick up dry cleaning from my chores list", CHORES, HEADLINES) == [
        ("chores_list", {"op": "delete", "content": "pick up dry cleaning"})
    ]


def test_a_language_parameter_takes_the_language_things_are_asked_in(model: LocalChatModel) -> None:
    assert _calls(model, "Show me headlines about football in German", HEADLINES, CHORES) == [
        ("headlines_by_subject", {"subject": "football", "language": "German"})
    ]


def test_a_program_run_alone_is_the_command(model: LocalChatModel) -> None:
    made = _calls(model, "run netstat in the command prompt", PROMPT, CHORES)
    assert made == [("prompt_run", {"command": "netstat"})]


def test_items_a_verb_is_done_to_before_the_tools_place_are_a_call_each(model: LocalChatModel) -> None:
    assert _calls(model, "delete yoga and groceries from my chores list", CHORES, PROMPT) == [
        ("chores_list", {"op": "delete", "content": "yoga"}),
        ("chores_list", {"op": "delete", "content": "groceries"}),
    ]
    assert _calls(model, "run hostname and uptime in the shell", PROMPT, CHORES) == [
        ("prompt_run", {"command": "hostname"}),
        ("prompt_run", {"command": "uptime"}),
    ]


def test_a_quoted_item_with_and_stays_one_call(model: LocalChatModel) -> None:
    assert _calls(model, "Add 'fish and chips' to my chores list", CHORES, PROMPT) == [
        ("chores_list", {"op": "add", "content": "fish and chips"})
    ]


SPEAKERS = _tool(
    "speaker_play",
    "Play a song on one of the home speakers.",
    {
        "song": {"type": "string", "description": "Title of the song."},
        "artist": {"type": "string", "description": "Artist of the song.", "default": "any"},
        "speaker": {"type": "string", "enum": ["Bedroom", "Garage", "Porch"], "description": "Speaker to use."},
        "shuffle": {"type": "boolean", "description": "Whether to shuffle.", "default": False},
    },
    ["song"],
)
JUKEBOX = _tool(
    "jukebox_play",
    "Play a song on the jukebox.",
    {
        "track": {"type": "string", "description": "Title of the song."},
        "artist": {"type": "string", "description": "Artist of the song.", "default": "any"},
    },
    ["track"],
)
CINEMA = _tool(
    "cinema_listings",
    "Find films showing in cinemas in a city.",
    {
        "city": {"type": "string", "description": "City of the cinema, e.g. 'Austin, TX'."},
        "genre": {"type": "string", "description": "Genre of the film.", "default": "dontcare"},
        "format": {"type": "string", "enum": ["standard", "imax", "3d"], "description": "Format of the showing."},
    },
    ["city"],
)


def test_a_part_opening_on_a_name_is_read_after_the_verb_before(model: LocalChatModel) -> None:
    assert _calls(model, "Play Yellow in the garage and Clocks on the porch", SPEAKERS, HEADLINES) == [
        ("speaker_play", {"song": "Yellow", "speaker": "Garage"}),
        ("speaker_play", {"song": "Clocks", "speaker": "Porch"}),
    ]


def test_an_option_a_listed_parameter_took_is_no_free_texts_value(model: LocalChatModel) -> None:
    assert _calls(model, "Find imax films in Denver, CO", CINEMA, HEADLINES) == [
        ("cinema_listings", {"city": "Denver, CO", "format": "imax"})
    ]


def test_a_title_in_capitals_ends_at_an_and_going_on_in_lower_case(model: LocalChatModel) -> None:
    assert _calls(model, "Play Stairway To Heaven and turn shuffle on", SPEAKERS, HEADLINES) == [
        ("speaker_play", {"song": "Stairway To Heaven", "shuffle": True})
    ]
    assert _calls(model, "Play Me and Mrs Jones by Billy Paul", JUKEBOX, HEADLINES) == [
        ("jukebox_play", {"track": "Me and Mrs Jones", "artist": "Billy Paul"})
    ]
