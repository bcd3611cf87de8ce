"""A user's own tools on the embedded model (real weights, public API, tools never seen), round 50: the
courtesy around a request asks for nothing. Thanks after it never become a value ("... directed by Greta
Gerwig Thanks a lot!"), a greeting before it never states an option or makes a call the request alone would not
make, and an opening plea for help ("Could you please help me with this?") is no request of its own (a help tool
is not called for it, and it is never part of a query); thanks that are the text to send stay in it. A message
tool's ``to`` described as a contact's name takes the name ("Send a text to John"), also written before the kind
of message ("Send Priya a text saying ..."), and "that says" opens the text, not "says". "today" said in
passing beside a date written out is no date. "Quick question:" and "I have a quick request." are
courtesy too; a date after a restated preposition ("in LA, in 2023-10-1") is no
second place. Names written in small letters are told for a role after a word of acting ("that features
toni collette") or before the role ("greta lee in the cast", "ari aster as the director"); a town in small
letters ending its phrase is a city asked in no form ("the weather in fremont on march 1st"); a name in small
letters after a piece of music and "by" is its performer ("pop songs by dua lipa"); a town in small letters
with its state is that town ("in emeryville, ca": `Emeryville, CA`, not the state alone). "Merge PR 12" is
no status check of the pull request (merging is an action a tool must name)."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))

_FILMS = _tool(
    "find_films",
    "Find films to watch by genre, director or cast.",
    {
        "genre": {"type": "string", "description": "Genre.", "enum": ["Drama", "Comedy", "Horror", "Musical"]},
        "director": {"type": "string", "description": "The director's name.", "default": "any"},
        "actor": {"type": "string", "description": "An actor in the film.", "default": "any"},
    },
    ["genre"],
)
_SONGS = _tool(
    "play_track",
    "Play a song by its title or artist.",
    {"query": {"type": "string", "description": "The song title or artist to play."}},
    ["query"],
)
_HELP = _tool(
    "show_help",
    "Show the help text of a command of this app.",
    {"command": {"type": "string", "description": "The command to explain."}},
    ["command"],
)
_TIMER = _tool(
    "start_timer",
    "Start a countdown timer.",
    {
        "minutes": {"type": "integer", "description": "Length of the timer in minutes."},
        "label": {"type": "string", "description": "What the timer is for.", "default": ""},
    },
    ["minutes"],
)
_MESSAGE = _tool(
    "send_text",
    "Send a text message to a contact.",
    {
        "to": {"type": "string", "description": "The contact's name."},
        "body": {"type": "string", "description": "The message text."},
    },
    ["to", "body"],
)


def test_thanks_after_a_name_are_not_part_of_it(model: LocalChatModel) -> None:
    made = _calls(model, "Find me a comedy directed by Greta Gerwig Thanks a lot!", _FILMS, _SONGS)
    assert made == [("find_films", {"genre": "Comedy", "director": "Greta Gerwig"})]


def test_thanks_after_a_query_are_not_searched_for(model: LocalChatModel) -> None:
    assert _calls(model, "play yellow submarine thank you so much", _SONGS, _TIMER) == [
        ("play_track", {"query": "yellow submarine"})
    ]


def test_thanks_after_a_comma_are_not_part_of_a_label(model: LocalChatModel) -> None:
    made = _calls(model, "start a 5 minute timer labeled eggs, thanks!", _TIMER, _SONGS)
    assert made == [("start_timer", {"minutes": 5, "label": "eggs"})]


def test_a_greeting_states_no_option(model: LocalChatModel) -> None:
    # Alone, "I'm looking for a film" asks which genre; "Hi!" before it says none either.
    assert _calls(model, "Hi! I'm looking for a film.", _FILMS, _TIMER) == []
    assert _calls(model, "Hello there, find me a horror film with Toni Collette", _FILMS, _TIMER) == [
        ("find_films", {"genre": "Horror", "actor": "Toni Collette"})
    ]


def test_a_plea_for_help_is_no_request_of_its_own(model: LocalChatModel) -> None:
    made = _calls(model, "Could you please help me with this? play some Nina Simone", _HELP, _SONGS)
    assert made == [("play_track", {"query": "Nina Simone"})]


def test_thanks_that_are_the_message_stay_in_it(model: LocalChatModel) -> None:
    made = _calls(model, "Send Priya a text saying thank you so much", _MESSAGE, _TIMER)
    assert made == [("send_text", {"to": "Priya", "body": "thank you so much"})]


def test_a_message_to_a_contact_named_in_the_request(model: LocalChatModel) -> None:
    assert _calls(model, "Send a text to John saying see you soon", _MESSAGE, _TIMER) == [
        ("send_text", {"to": "John", "body": "see you soon"})
    ]
    assert _calls(model, "send a text message to Priya Patel that says running late", _MESSAGE, _TIMER) == [
        ("send_text", {"to": "Priya Patel", "body": "running late"})
    ]
    assert _calls(model, "shoot mom a quick text: call me back", _MESSAGE, _TIMER) == [
        ("send_text", {"to": "mom", "body": "call me back"})
    ]


def test_today_said_in_passing_is_no_date_beside_a_written_one(model: LocalChatModel) -> None:
    flights = _tool(
        "search_flights",
        "Search one-way flights between two airports.",
        {
            "origin": {"type": "string", "description": "IATA code of the departure airport."},
            "destination": {"type": "string", "description": "IATA code of the arrival airport."},
            "date": {"type": "string", "description": "Departure date in the format YYYY-MM-DD."},
        },
        ["origin", "destination", "date"],
    )
    made = _calls(model, "I'm packing today. Find a flight from JFK to LAX on April 15th 2027.", flights, _TIMER)
    assert made == [("search_flights", {"origin": "JFK", "destination": "LAX", "date": "2027-04-15"})]


def test_an_opening_question_word_is_courtesy(model: LocalChatModel) -> None:
    assert _calls(model, "Quick question: play some Nina Simone", _HELP, _SONGS) == [
        ("play_track", {"query": "Nina Simone"})
    ]
    assert _calls(model, "I have a quick request. Start a 5 minute timer labeled eggs", _TIMER, _SONGS) == [
        ("start_timer", {"minutes": 5, "label": "eggs"})
    ]


def test_a_date_after_a_restated_preposition_is_no_second_place(model: LocalChatModel) -> None:
    shows = _tool(
        "find_shows",
        "Find film showings in a city.",
        {
            "city": {"type": "string", "description": "The city, such as 'Austin, TX'."},
            "kind": {"type": "string", "description": "Kind of showing.", "enum": ["regular", "3d", "imax"]},
        },
        ["city"],
    )
    made = _calls(model, "Can you find me just an imax showing in Austin, in 2027-05-02?", shows, _TIMER)
    assert made == [("find_shows", {"city": "Austin, TX", "kind": "imax"})]


_MOVIES = _tool(
    "search_movies",
    "Search movies by director, cast and genre.",
    {
        "director": {"type": "string", "description": "Director of the movie.", "default": "dontcare"},
        "cast": {"type": "string", "description": "An actor in the movie.", "default": "dontcare"},
        "genre": {"type": "string", "description": "Genre.", "enum": ["Drama", "Comedy", "Horror", "Thriller"]},
    },
    ["genre"],
)
def test_names_written_in_small_letters_after_words_of_acting(model: LocalChatModel) -> None:
    assert _calls(model, "find me a thriller that features toni collette", _MOVIES, _TIMER) == [
        ("search_movies", {"genre": "Thriller", "cast": "toni collette"})
    ]
    made = _calls(model, "any horror movies with greta lee in the cast and ari aster as the director?", _MOVIES, _TIMER)
    assert made == [("search_movies", {"genre": "Horror", "cast": "greta lee", "director": "ari aster"})]



def test_a_town_in_small_letters_for_a_city_asked_in_no_form(model: LocalChatModel) -> None:
    weather = _tool(
        "city_weather",
        "Weather of a city on a date.",
        {
            "city": {"type": "string", "description": "The name of the city."},
            "date": {"type": "string", "description": "The date, YYYY-MM-DD."},
        },
        ["city", "date"],
    )
    assert _calls(model, "i want the weather in fremont on march 1st 2027.", weather, _TIMER) == [
        ("city_weather", {"city": "Fremont", "date": "2027-03-01"})
    ]
    assert _calls(model, "i am interested in reading the news", weather, _TIMER) == []


def test_a_performer_in_small_letters_after_a_piece_of_music_and_by(model: LocalChatModel) -> None:
    lookup = _tool(
        "lookup_songs",
        "Look up songs by artist, album or genre.",
        {
            "artist": {"type": "string", "description": "The performer's name.", "default": "dontcare"},
            "genre": {"type": "string", "description": "Genre.", "enum": ["Pop", "Rock", "Jazz", "dontcare"]},
        },
        [],
    )
    assert _calls(model, "can you list some pop songs by dua lipa?", lookup, _TIMER) == [
        ("lookup_songs", {"artist": "dua lipa", "genre": "Pop"})
    ]


def test_a_small_town_in_small_letters_with_its_state(model: LocalChatModel) -> None:
    salons = _tool(
        "find_salon",
        "Find a hair salon in a city.",
        {"city": {"type": "string", "description": "The city, in the format 'City, State', such as 'Austin, TX'."}},
        ["city"],
    )
    assert _calls(model, "find a hair salon in emeryville, ca", salons, _TIMER) == [
        ("find_salon", {"city": "Emeryville, CA"})
    ]


def test_merging_a_pull_request_is_no_status_check(model: LocalChatModel) -> None:
    status = _tool(
        "pr_status",
        "Get the checks and approvals of a pull request.",
        {
            "repository": {"type": "string", "description": "owner/name of the repository."},
            "number": {"type": "integer", "description": "The pull request number."},
        },
        ["repository", "number"],
    )
    merge = _tool(
        "merge_pull_request",
        "Merge a pull request.",
        {
            "repository": {"type": "string", "description": "owner/name of the repository."},
            "number": {"type": "integer", "description": "The pull request number."},
        },
        ["repository", "number"],
    )
    assert _calls(model, "Merge PR 12 in acme/api", status, _TIMER) == []
    assert _calls(model, "Merge PR 12 in acme/api", status, merge) == [
        ("merge_pull_request", {"repository": "acme/api", "number": 12})
    ]
