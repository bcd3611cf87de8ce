"""A user's own tools on the embedded model (real weights, public API, tools never seen), round 50: families of
sibling tools for one service (find / get times / buy; search / reserve; play / look up; sights), asked in users'
words: "get me three tickets" and "I'd like two tickets" buy them (not the tool named "get"), "book two
tickets" is buying them, "a ticket" is one ticket and the hour of "at 6 pm" no count, "for four nights" is a
stay's length, the full name of a hotel is the hotel after "at the", never its town; a request opening on "put
on" asks a player to play, and "religious sites" are places of worship."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))

_KINDS = ["standard", "3d", "imax", "any"]
_FIND_FILMS = _tool(
    "cinema_find_films",
    "Search for films showing in a city, by genre and screening kind.",
    {
        "city": {"type": "string", "description": "The city of the cinema, like 'Austin, TX'."},
        "screening": {"type": "string", "description": "The screening kind.", "enum": _KINDS, "default": "any"},
    },
    ["city"],
)
_SHOWTIMES = _tool(
    "cinema_get_times_for_film",
    "Retrieves the available show times of a film in a city on a date.",
    {
        "film": {"type": "string", "description": "The title of the film."},
        "city": {"type": "string", "description": "The city of the cinema, like 'Austin, TX'."},
        "date": {"type": "string", "description": "The date in the format 'YYYY-MM-DD' (e.g., '2023-04-15')."},
    },
    ["film", "city", "date"],
)
_BUY_TICKETS = _tool(
    "cinema_buy_tickets",
    "Purchase tickets for a film's showing in a city.",
    {
        "film": {"type": "string", "description": "The title of the film."},
        "ticket_count": {"type": "integer", "description": "How many tickets to buy.", "enum": list(range(1, 10))},
        "date": {"type": "string", "description": "The date of the showing in the format 'YYYY-MM-DD'."},
        "city": {"type": "string", "description": "The city of the cinema, like 'Austin, TX'."},
        "start_time": {"type": "string", "description": "The showing's start time in 24-hour format 'HH:MM'."},
    },
    ["film", "ticket_count", "date", "city", "start_time"],
)
_CINEMA = (_FIND_FILMS, _SHOWTIMES, _BUY_TICKETS)

_FIND_LODGING = _tool(
    "lodging_search",
    "Searches for hotels in a city, by star rating.",
    {
        "city": {"type": "string", "description": "The city, like 'Austin, TX' or 'Lyon, France'."},
        "stars": {"type": "string", "description": "The star rating.", "enum": ["1", "2", "3", "4", "5", "dontcare"]},
    },
    ["city"],
)
_RESERVE_LODGING = _tool(
    "lodging_reserve",
    "Reserve rooms at a hotel for a number of days.",
    {
        "place_name": {"type": "string", "description": "The full name of the hotel."},
        "arrival": {"type": "string", "description": "The arrival date, in the format 'YYYY-MM-DD'."},
        "stay_length": {"type": "integer", "description": "The length of the stay in days."},
        "city": {"type": "string", "description": "The city of the hotel, like 'Austin, TX'."},
    },
    ["place_name", "arrival", "stay_length", "city"],
)
_LODGING = (_FIND_LODGING, _RESERVE_LODGING)

_PLAY = _tool(
    "media_play",
    "Plays the given track on a device, optionally by an artist.",
    {
        "track": {"type": "string", "description": "The title of the track."},
        "artist": {"type": "string", "description": "The artist of the track.", "default": "any"},
        "device": {"type": "string", "description": "The device.", "enum": ["Den", "Garden"], "default": "Den"},
    },
    ["track"],
)
_SONGS = _tool(
    "songs_lookup",
    "Retrieve songs by artist and year.",
    {
        "artist": {"type": "string", "description": "The artist.", "default": "dontcare"},
        "year": {"type": "string", "description": "The release year.", "default": "dontcare"},
    },
    [],
)
_SIGHTS = _tool(
    "sights_find",
    "Browse sights in a city, filtering by kind.",
    {
        "city": {"type": "string", "description": "The city, like 'Lyon, France' or 'Austin, TX'."},
        "kind": {
            "type": "string",
            "description": "The kind of sight.",
            "enum": ["Museum", "Park", "Place of Worship", "Theme Park", "dontcare"],
            "default": "dontcare",
        },
    },
    ["city"],
)


def test_getting_a_count_of_tickets_buys_them(model: LocalChatModel) -> None:
    got = _calls(model, "Get me three tickets for Dune at 8:15 pm on 2024-05-03 in Sacramento, CA", *_CINEMA)
    assert [name for name, _ in got] == ["cinema_buy_tickets"]
    assert got[0][1]["ticket_count"] == 3


def test_booking_tickets_is_buying_them(model: LocalChatModel) -> None:
    got = _calls(model, "Book two tickets for Dune at 19:00 on 2024-05-03 in Sacramento, CA", *_CINEMA)
    assert [name for name, _ in got] == ["cinema_buy_tickets"]


def test_a_ticket_is_one_and_the_hour_of_a_time_is_no_count(model: LocalChatModel) -> None:
    got = _calls(model, "I want to buy a ticket for Wonka on 2024-06-20 at 6 pm in Fresno, CA", *_CINEMA)
    assert got == [
        (
            "cinema_buy_tickets",
            {"film": "Wonka", "ticket_count": 1, "date": "2024-06-20", "city": "Fresno, CA", "start_time": "18:00"},
        )
    ]


def test_nights_in_words_are_the_stay_and_the_hotel_is_named_after_at_the(model: LocalChatModel) -> None:
    got = _calls(
        model, "Reserve a room at the Hilton Garden Inn in Denver, CO from 2024-07-10 for four nights", *_LODGING
    )
    assert got == [
        (
            "lodging_reserve",
            {"place_name": "Hilton Garden Inn", "arrival": "2024-07-10", "stay_length": 4, "city": "Denver, CO"},
        )
    ]


def test_a_hotels_name_is_never_its_town(model: LocalChatModel) -> None:
    got = _calls(model, "Book a room at the Marriott Marquis in Atlanta, GA on 2024-09-01 for 2 days", *_LODGING)
    assert [args.get("place_name") for _, args in got] == ["Marriott Marquis"]


def test_put_on_asks_a_player_to_play(model: LocalChatModel) -> None:
    got = _calls(model, "Put on 'Bad Guy' by Billie Eilish in the garden", _PLAY, _SONGS)
    assert got == [("media_play", {"track": "Bad Guy", "artist": "Billie Eilish", "device": "Garden"})]


def test_religious_sites_are_places_of_worship(model: LocalChatModel) -> None:
    got = _calls(model, "Find religious sites in Kyoto, Japan", _SIGHTS)
    assert got == [("sights_find", {"city": "Kyoto, Japan", "kind": "Place of Worship"})]


def test_liking_a_number_of_tickets_buys_them(model: LocalChatModel) -> None:
    got = _calls(model, "I'd like two tickets to see Barbie in Fresno, CA on 2024-07-21 at 19:00", *_CINEMA)
    assert [name for name, _ in got] == ["cinema_buy_tickets"]
    assert got[0][1]["ticket_count"] == 2
