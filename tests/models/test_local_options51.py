"""A user's own tools on the embedded model (real weights, public API, tools never seen), round 51 (options): an
optional value the request states beside another is kept, not dropped once a first value is found: a listed option
said by its adjective ("jazzy" for 'Jazz', "funky", "classic" for 'Classical', "historic" for 'Historical
Landmark', "Asian" for 'Asia', "thrill" for 'Thriller'), a hyphenated option written with a space ("comedy drama"
for 'Comedy-drama'), a kind of file for its extension ("the markdown files" for 'md'), and a person told for a role
by its verb ("narrated by X", "voiced by X", "X as host", "does X appear in", "X plays the lead", "including X",
"the cast includes X"); a period by its adverb ("weekly" for 'week', "daily" for 'day'), an option said by an
adjective in "-y" ("shady" for 'shade'); an adjective that is no option adds none, and one ruled out by "nothing
too ..." is no choice."""

from __future__ import annotations

import pytest

from sprig import ExternalTool
from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))

MUSIC = _tool(
    "browse_music",
    "Browse songs in the catalogue by performer, record or style.",
    {
        "performer": {"type": "string", "description": "The singer or band.", "default": "dontcare"},
        "record": {"type": "string", "description": "The record the song is on.", "default": "dontcare"},
        "style": {
            "type": "string",
            "enum": ["Jazz", "Funk", "Classical", "Asia", "Metal", "dontcare"],
            "description": "The style of music.",
            "default": "dontcare",
        },
    },
    [],
)
CINEMA = _tool(
    "movie_finder",
    "Find movies by their director, genre or cast.",
    {
        "directed_by": {"type": "string", "description": "Who directed the movie.", "default": "dontcare"},
        "genre": {
            "type": "string",
            "enum": ["Comedy", "Drama", "Comedy-drama", "Thriller", "Family", "dontcare"],
            "description": "The kind of movie.",
            "default": "dontcare",
        },
        "cast": {"type": "string", "description": "Actors in the movie.", "default": "dontcare"},
    },
    [],
)
SIGHTS = _tool(
    "sightseeing_spots",
    "List places to visit in a town.",
    {
        "town": {"type": "string", "description": "The town, like 'Lyon, France'."},
        "kind": {
            "type": "string",
            "enum": ["Museum", "Historical Landmark", "Park", "dontcare"],
            "description": "The kind of place.",
            "default": "dontcare",
        },
    },
    ["town"],
)
DOCS = _tool(
    "scan_folder",
    "Scan a folder of the project for files.",
    {
        "folder": {"type": "string", "description": "The folder to scan."},
        "suffix": {"type": "string", "enum": ["md", "rs", "toml"], "description": "Only files with this suffix."},
    },
    ["folder"],
)
AUDIOBOOKS = _tool(
    "audiobook_search",
    "Search audiobooks.",
    {
        "author": {"type": "string", "description": "Who wrote the book."},
        "narrator": {"type": "string", "description": "Who reads it aloud."},
    },
    [],
)
SHOWS = _tool(
    "talk_shows",
    "Find episodes of talk shows.",
    {
        "host": {"type": "string", "description": "Who presents the show."},
        "guest": {"type": "string", "description": "Someone interviewed on it."},
    },
    [],
)


FOOTFALL = _tool(
    "shop_footfall",
    "Count the visitors of a shop over a period.",
    {
        "shop": {"type": "string", "description": "The shop's name."},
        "period": {
            "type": "string",
            "enum": ["day", "week", "month"],
            "description": "The period.",
            "default": "month",
        },
    },
    ["shop"],
)
GARDEN = _tool(
    "garden_advice",
    "Advice on growing a plant.",
    {
        "plant": {"type": "string", "description": "The plant."},
        "light": {
            "type": "string",
            "enum": ["shade", "partial", "sun"],
            "description": "How much light the spot gets.",
        },
        "budget": {"type": "string", "enum": ["cheap", "moderate", "pricey"], "description": "What to spend."},
    },
    ["plant"],
)



@pytest.mark.parametrize(
    ("request_text", "tool", "arguments"),
    [
        ("Put on something jazzy by Chet Baker", MUSIC, {"performer": "Chet Baker", "style": "Jazz"}),
        (
            "funky songs from the record Fresh by Sly Stone",
            MUSIC,
            {"performer": "Sly Stone", "record": "Fresh", "style": "Funk"},
        ),
        ("classic pieces performed by Hilary Hahn", MUSIC, {"performer": "Hilary Hahn", "style": "Classical"}),
        ("Asian pop songs by Blackpink", MUSIC, {"performer": "Blackpink", "style": "Asia"}),
        ("any thrill flicks with Jodie Foster in them?", CINEMA, {"genre": "Thriller", "cast": "Jodie Foster"}),
        (
            "a comedy drama directed by Alexander Payne",
            CINEMA,
            {"directed_by": "Alexander Payne", "genre": "Comedy-drama"},
        ),
        (
            "historic landmarks to see in Lyon, France",
            SIGHTS,
            {"town": "Lyon, France", "kind": "Historical Landmark"},
        ),
        ("scan /repo/docs for the markdown files", DOCS, {"folder": "/repo/docs", "suffix": "md"}),
        ("the weekly footfall for the Dock Street shop", FOOTFALL, {"shop": "Dock Street", "period": "week"}),
        ("Daily footfall at the Quayside shop", FOOTFALL, {"shop": "Quayside", "period": "day"}),
        ("advice on growing ferns in a shady corner", GARDEN, {"plant": "ferns", "light": "shade"}),
    ],
)
def test_an_option_said_by_another_form_is_kept_beside_the_other_values(
    model: LocalChatModel, request_text: str, tool: ExternalTool, arguments: dict[str, object]
) -> None:
    assert _calls(model, request_text, tool) == [(tool.name, arguments)]


def test_an_adjective_that_is_no_option_adds_none(model: LocalChatModel) -> None:
    assert _calls(model, "Put on something jazzy by Chet Baker", MUSIC) == [
        ("browse_music", {"performer": "Chet Baker", "style": "Jazz"})
    ]
    assert _calls(model, "Put on some dreamy songs by Chet Baker", MUSIC) == [
        ("browse_music", {"performer": "Chet Baker"})
    ]


@pytest.mark.parametrize(
    ("request_text", "tool", "arguments"),
    [
        (
            "books by Toni Morrison narrated by Lupita Nyongo",
            AUDIOBOOKS,
            {"author": "Toni Morrison", "narrator": "Lupita Nyongo"},
        ),
        ("episodes with Trevor Noah as host", SHOWS, {"host": "Trevor Noah"}),
        ("Which family movies does Emma Thompson appear in?", CINEMA, {"genre": "Family", "cast": "Emma Thompson"}),
        ("a family film voiced by Ellen DeGeneres", CINEMA, {"genre": "Family", "cast": "Ellen DeGeneres"}),
        ("a drama where Frances McDormand plays the lead", CINEMA, {"genre": "Drama", "cast": "Frances McDormand"}),
        ("find a thriller including Ethan Hawke", CINEMA, {"genre": "Thriller", "cast": "Ethan Hawke"}),
        ("a comedy whose cast includes Steve Martin", CINEMA, {"genre": "Comedy", "cast": "Steve Martin"}),
    ],
)
def test_a_person_told_for_a_role_by_its_verb_fills_that_role(
    model: LocalChatModel, request_text: str, tool: ExternalTool, arguments: dict[str, object]
) -> None:
    assert _calls(model, request_text, tool) == [(tool.name, arguments)]


def test_an_option_ruled_out_by_nothing_too_is_no_choice(model: LocalChatModel) -> None:
    assert _calls(model, "tips for growing roses, nothing too pricey", GARDEN) == [
        ("garden_advice", {"plant": "roses"})
    ]
