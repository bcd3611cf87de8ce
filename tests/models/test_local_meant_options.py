"""Enum options and flags a request states in other words than the option's (real weights, public API,
tools never seen): an adjective or a noun of the same meaning names a listed genre ("hilarious" for
'Comedy', "creepy" for 'Horror', "science fiction" for 'Sci-fi'), a price level ("not too expensive" for
'moderate', "luxurious" for 'expensive' beside 'very expensive'), a flag's feature ("for women and men" for
``is_unisex``, "no admission fee" for ``free_entry``), a cuisine by its dishes ("sushi" for 'Japanese', never a
dish option for its cuisine), a genre by another word ("hillbilly" for 'Country', "fight" for 'Action'), a ride
kind ("a shared ride" for 'Pool'), and a parameter said to be any ("the genre doesn't matter") takes the
option that stands for any ('dontcare'). No option is chosen for a word the request rules out ("not scary")
or says of a thing of its own ("my romantic partner"), and a required option no request word supports is
not picked at random when the request says any."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))

GENRES = ["Action", "Comedy", "Drama", "Fantasy", "Horror", "Sci-fi", "Animation", "Romance"]
CINEMA = _tool(
    "cinema_listings",
    "List the films showing in a town.",
    {
        "town": {"type": "string", "description": "The town."},
        "genre": {"type": "string", "enum": GENRES, "description": "The genre of film."},
    },
    ["town"],
)
STREAMING = _tool(
    "streaming_catalog",
    "Browse the streaming catalog by genre.",
    {"genre": {"type": "string", "enum": [*GENRES, "dontcare"], "description": "The genre."}},
    ["genre"],
)
DINING = _tool(
    "dining_search",
    "Search restaurants in a town.",
    {
        "town": {"type": "string", "description": "The town."},
        "price": {"type": "string", "enum": ["inexpensive", "moderate", "expensive", "very expensive"]},
    },
    ["town"],
)
EATERY = _tool(
    "eatery_finder",
    "Find restaurants in a town by cuisine.",
    {
        "town": {"type": "string", "description": "The town."},
        "cuisine": {"type": "string", "enum": ["Italian", "Japanese", "Mexican", "Greek"], "description": "Cuisine."},
    },
    ["town", "cuisine"],
)
BARBER = _tool(
    "barber_search",
    "Search hair salons in a town.",
    {
        "town": {"type": "string", "description": "The town."},
        "is_unisex": {"type": "boolean", "description": "Whether the salon is unisex."},
    },
    ["town"],
)
SIGHTS = _tool(
    "sights_search",
    "Search sights to visit in a town.",
    {
        "town": {"type": "string", "description": "The town."},
        "free_entry": {"type": "boolean", "description": "Only sights with free entry."},
    },
    ["town"],
)



@pytest.mark.parametrize(
    ("request_text", "genre"),
    [
        ("Find a hilarious film in Tucson", "Comedy"),
        ("Show me creepy films in Omaha", "Horror"),
        ("Any science fiction films in Tulsa?", "Sci-fi"),
        ("Which romantic films are on in Boise?", "Romance"),
    ],
)
def test_a_word_of_the_same_meaning_names_the_genre(model: LocalChatModel, request_text: str, genre: str) -> None:
    (call,) = _calls(model, request_text, CINEMA)
    assert call[1].get("genre") == genre


@pytest.mark.parametrize(
    "request_text",
    ["Find films in Tulsa that are not scary", "Find a film in Tulsa to see with my romantic partner"],
)
def test_no_genre_for_a_word_ruled_out_or_said_of_the_askers_own(model: LocalChatModel, request_text: str) -> None:
    (call,) = _calls(model, request_text, CINEMA)
    assert "genre" not in call[1]


def test_a_required_genre_said_to_be_any_takes_the_any_option(model: LocalChatModel) -> None:
    assert _calls(model, "Browse the catalog, the genre doesn't matter", STREAMING) == [
        ("streaming_catalog", {"genre": "dontcare"})
    ]


@pytest.mark.parametrize(
    ("request_text", "price"),
    [
        ("Find a restaurant in Provo that is not too expensive", "moderate"),
        ("Find a luxurious restaurant in Aspen", "expensive"),
    ],
)
def test_price_words_name_the_price_level(model: LocalChatModel, request_text: str, price: str) -> None:
    (call,) = _calls(model, request_text, DINING)
    assert call[1].get("price") == price


def test_a_phrase_of_the_same_meaning_turns_a_flag_on(model: LocalChatModel) -> None:
    assert _calls(model, "Find a salon in Ogden for women and men", BARBER) == [
        ("barber_search", {"town": "Ogden", "is_unisex": True})
    ]
    assert _calls(model, "Sights in Porto with no admission fee", SIGHTS) == [
        ("sights_search", {"town": "Porto", "free_entry": True})
    ]


def test_a_dish_names_its_cuisine(model: LocalChatModel) -> None:
    assert _calls(model, "Find a restaurant in Fargo that serves sushi", EATERY) == [
        ("eatery_finder", {"town": "Fargo", "cuisine": "Japanese"})
    ]


SONGS = _tool(
    "song_finder",
    "Find songs by genre.",
    {"genre": {"type": "string", "enum": ["Pop", "Rock", "Country", "Jazz", "dontcare"], "description": "The genre."}},
    [],
)
RIDES = _tool(
    "ride_request",
    "Request a ride to an address.",
    {
        "address": {"type": "string", "description": "Where to go."},
        "ride_kind": {"type": "string", "enum": ["Pool", "Regular", "Luxury"], "description": "The kind of ride."},
    },
    ["address"],
)


def test_hillbilly_names_country_and_fights_name_action(model: LocalChatModel) -> None:
    assert _calls(model, "Find me some hillbilly songs", SONGS) == [("song_finder", {"genre": "Country"})]
    assert _calls(model, "Any fight films showing in Tulsa?", CINEMA) == [
        ("cinema_listings", {"town": "Tulsa", "genre": "Action"})
    ]


def test_a_shared_ride_is_a_pool_ride(model: LocalChatModel) -> None:
    assert _calls(model, "I need a shared ride to 9 Bay Street", RIDES) == [
        ("ride_request", {"address": "9 Bay Street", "ride_kind": "Pool"})
    ]
