"""What a request asks, read from its grammar (real weights, public API, tools never seen): a verb whose
object is a clause ("check if they have enough in stock", "find what's available") names no thing of its
own, so the word the clause happens to hold ("enough", "available") is no thing a tool must share;
"stream" a song is an action a tool must name (playing it); and a comma followed by a capitalized
command ("..., Find her contact information") starts an ask of its own; "something to do" names no kind
of thing a tool of the place must serve. A question word that asks for a thing ("calculate how much
water") still names it."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))



STOCK = _tool(
    "inventory_management",
    "Manage inventory-related queries, including checking product availability and stock levels for different "
    "sizes and colors.",
    {
        "product_id": {"type": "string", "description": "The unique identifier of the product."},
        "sizes": {"type": "array", "items": {"type": "string"}, "description": "Sizes to check, e.g. ['S', 'M']."},
    },
    ["product_id"],
)
ORDER = _tool(
    "order_status_check",
    "Check the current status of an order by providing the order ID and the product name.",
    {
        "order_id": {"type": "string", "description": "The unique identifier of the order."},
        "product": {"type": "string", "description": "The name of the product."},
    },
    ["order_id", "product"],
)
MOVIES = _tool(
    "FindMovies",
    "Search for movies by location, genre and show type.",
    {"location": {"type": "string", "description": "The city, such as 'Berkeley, CA'."}, "genre": {"type": "string"}},
    ["location"],
)
SHOW_TIMES = _tool(
    "GetTimesForMovie",
    "Retrieves the show times for a specific movie at a theater location on a date; shows available formats.",
    {"movie_name": {"type": "string"}, "location": {"type": "string"}},
    ["movie_name", "location"],
)


def test_checking_if_a_clause_holds_picks_the_tool_of_the_rest(model: LocalChatModel) -> None:
    request = "I want to buy 12 of product 55210. Check if they have enough in stock?"
    assert [name for name, _ in _calls(model, request, STOCK, ORDER)] == ["inventory_management"]


def test_finding_what_is_there_is_no_thing_called_available(model: LocalChatModel) -> None:
    request = "I'd like a comedy tonight in Berkeley, CA. Can you find what's available?"
    assert [name for name, _ in _calls(model, request, MOVIES, SHOW_TIMES)] == ["FindMovies"]


BUS = _tool(
    "Buses_FindBus",
    "Search for a bus itinerary between two cities on a specific date.",
    {"from_city": {"type": "string"}, "to_city": {"type": "string"}, "departure_date": {"type": "string"}},
    ["from_city", "to_city", "departure_date"],
)
HOTELS = _tool(
    "Hotels_SearchHotel",
    "Search for accommodations in a specific city, filtering results by star rating and smoking policy.",
    {"location": {"type": "string", "description": "The city, such as 'New York, NY'."}},
    ["location"],
)


def test_something_to_do_is_no_errand_of_the_tools_that_happen_to_fit_the_place(model: LocalChatModel) -> None:
    # "something" names no kind of thing; reading it so had sent this to the hotel search.
    request = "I have some business in Denver. So can you find something interesting to do there after the business."
    assert _calls(model, request, BUS, HOTELS) == []


PLAY = _tool(
    "Music_PlayMedia",
    "Plays the specified music track on a designated media player device.",
    {
        "track": {"type": "string", "description": "The title of the song."},
        "artist": {"type": "string"},
        "album": {"type": "string"},
    },
    ["track"],
)
LOOKUP = _tool(
    "Music_LookupMusic",
    "Discover songs that align with your musical preferences by specifying the artist, album, genre and release year.",
    {"artist": {"type": "string"}, "album": {"type": "string"}, "year": {"type": "integer"}},
    [],
)
CONTACT = _tool(
    "get_contact_information",
    "Retrieves the contact information for an individual using their full name or identification number.",
    {"name": {"type": "string", "description": "The full name of the person."}, "id_no": {"type": "string"}},
    [],
)
WEATHER = _tool(
    "get_current_weather",
    "Retrieves the current weather conditions for a specified location.",
    {"location": {"type": "string"}},
    ["location"],
)


def test_streaming_a_song_is_playing_it(model: LocalChatModel) -> None:
    request = "Could you stream the song 'Yellow' by Coldplay from the album Parachutes?"
    assert [name for name, _ in _calls(model, request, PLAY, LOOKUP)] == ["Music_PlayMedia"]


def test_a_command_after_a_comma_is_an_ask_of_its_own(model: LocalChatModel) -> None:
    request = "I need to send a card to Ann Lee, Find her contact information for me?"
    assert [name for name, _ in _calls(model, request, WEATHER, CONTACT)] == ["get_contact_information"]
