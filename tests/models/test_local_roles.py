"""Names told for a role (real weights, public API, tools never seen): each name goes to the parameter
of the role the request tells it for ("directed by X", "X as the director", "starring X", "X is in the
cast", "acted by X"), never to another role's; a name ends with its sentence; a request that writes no
name in capitals tells names in small letters after "a series with" and before "starring"."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))


SERIES = _tool(
    "browse_tv_series",
    "Browses television series by their makers and players.",
    {
        "series_director": {"type": "string", "description": "Who directed the series. 'any' for no preference."},
        "lead_actors": {"type": "string", "description": "The actors playing in the series. 'any' for any."},
        "mood": {"type": "string", "enum": ["light", "dark", "any"], "description": "The mood of the series."},
    },
    [],
)
PLAYS = _tool(
    "find_stage_plays",
    "Finds stage plays on tour.",
    {
        "staged_by": {"type": "string", "description": "Name of the director who staged the play."},
        "players": {"type": "string", "description": "Names of the main actors of the play."},
    },
    [],
)
TEAM = _tool(
    "follow_club",
    "Follows a sports club.",
    {"club_name": {"type": "string", "description": "The team to follow."}},
    ["club_name"],
)


def test_a_name_before_its_role_goes_to_that_role(model: LocalChatModel) -> None:
    request = "Browse series that have Ines Marlow as the director and where Tobias Wren is in the cast."
    assert _calls(model, request, SERIES) == [
        ("browse_tv_series", {"series_director": "Ines Marlow", "lead_actors": "Tobias Wren"})
    ]


def test_a_name_told_as_director_is_no_actor(model: LocalChatModel) -> None:
    request = "I'd like a dark series with Ines Marlow as the director, starring Oren Pike."
    assert _calls(model, request, SERIES) == [
        ("browse_tv_series", {"series_director": "Ines Marlow", "lead_actors": "Oren Pike", "mood": "dark"})
    ]


def test_a_role_from_the_description_head_and_a_verb_of_it(model: LocalChatModel) -> None:
    request = "Which plays on tour are acted by Mira Solberg?"
    assert _calls(model, request, PLAYS) == [("find_stage_plays", {"players": "Mira Solberg"})]


def test_a_name_ends_with_its_sentence(model: LocalChatModel) -> None:
    request = "Please follow the team named Harbor Owls. It plays on Sundays."
    assert _calls(model, request, TEAM) == [("follow_club", {"club_name": "Harbor Owls"})]


def test_a_name_in_small_letters_after_directed_by(model: LocalChatModel) -> None:
    request = "any dark series directed by ines marlow and with oren pike please"
    assert _calls(model, request, SERIES)[0][1].get("series_director") == "ines marlow"


RECORDS = _tool(
    "browse_records",
    "Browses recorded music.",
    {
        "album": {"type": "string", "description": "The name of the album. 'any' when not given."},
        "musician": {"type": "string", "description": "The name of the musician or band."},
    },
    [],
)
SCREENINGS = _tool(
    "find_screenings",
    "Finds film screenings.",
    {
        "city": {"type": "string", "description": "The city, as 'City, State'."},
        "cinema_name": {"type": "string", "description": "The name of the cinema."},
    },
    ["city"],
)
TABLES = _tool(
    "reserve_table",
    "Reserves a table at a restaurant.",
    {
        "restaurant_name": {"type": "string", "description": "The name of the restaurant."},
        "cuisine": {"type": "string", "enum": ["Italian", "Thai", "Mexican"], "description": "The cuisine."},
    },
    ["cuisine"],
)


def test_a_name_before_the_word_of_its_kind(model: LocalChatModel) -> None:
    request = "Browse music by Juno Park from the Velvet album"
    assert _calls(model, request, RECORDS) == [("browse_records", {"album": "Velvet", "musician": "Juno Park"})]
    # a people's adjective before the kind is no name of one
    assert _calls(model, "Reserve a table at the Italian restaurant", TABLES) == [
        ("reserve_table", {"cuisine": "Italian"})
    ]


def test_a_name_before_its_kind_is_not_the_city(model: LocalChatModel) -> None:
    request = "Find film screenings at Lumen cinema in Tacoma, WA"
    assert _calls(model, request, SCREENINGS) == [
        ("find_screenings", {"city": "Tacoma, WA", "cinema_name": "Lumen"})
    ]



def test_a_name_before_a_verb_of_its_role(model: LocalChatModel) -> None:
    request = "Which series directed by Ines Marlow has Oren Pike acted in?"
    assert _calls(model, request, SERIES) == [
        ("browse_tv_series", {"series_director": "Ines Marlow", "lead_actors": "Oren Pike"})
    ]


def test_a_name_with_an_initial(model: LocalChatModel) -> None:
    request = "Browse series acted by R. Tomas Vega"
    assert _calls(model, request, SERIES) == [("browse_tv_series", {"lead_actors": "R. Tomas Vega"})]


def test_names_in_small_letters_after_with_and_before_starring(model: LocalChatModel) -> None:
    request = "i want a dark series with oren pike, directed by ines marlow"
    assert _calls(model, request, SERIES) == [
        ("browse_tv_series", {"series_director": "ines marlow", "lead_actors": "oren pike", "mood": "dark"})
    ]
    request = "show me a series directed by ines marlow and oren pike starring in it"
    assert _calls(model, request, SERIES) == [
        ("browse_tv_series", {"series_director": "ines marlow", "lead_actors": "oren pike"})
    ]


def test_words_in_small_letters_after_with_are_no_name_beside_names_in_capitals(model: LocalChatModel) -> None:
    request = "Find a series with happy endings directed by Ines Marlow"
    assert _calls(model, request, SERIES) == [("browse_tv_series", {"series_director": "Ines Marlow"})]
