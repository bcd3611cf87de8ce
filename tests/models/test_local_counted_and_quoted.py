"""Argument values on users' requests (real weights, public API, tools never seen): a count parameter
counts the head of what its description names ("the number of lakeside cabins": cabins, not whatever
is lakeside); tickets or seats counted are as many passengers; the one quoted text of a request is
the words of a search query; a small word inside a name keeps the name whole ("Leonardo da Vinci");
a quoted list item stays an item even when a longer quoted title holds its words; the things a
request counts ("three bagels and two flat whites") are the items of a list beside the list of their
counts; a value is written in the two-field form its description shows ("track:SongName
artist:ArtistName")."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))


CABINS = _tool(
    "reserve_cabins",
    "Reserves cabins at a resort.",
    {
        "resort": {"type": "string", "description": "The resort's name."},
        "number_of_cabins": {
            "type": "string",
            "description": "The number of lakeside cabins to reserve.",
            "enum": ["1", "2", "3", "dontcare"],
            "default": "dontcare",
        },
    },
    ["resort"],
)


def test_a_count_is_of_the_head_noun_its_description_names(model: LocalChatModel) -> None:
    request = "At the Pine Hollow resort, a five-star lakeside place, reserve two cabins."
    assert _calls(model, request, CABINS) == [("reserve_cabins", {"resort": "Pine Hollow", "number_of_cabins": "2"})]


FERRY = _tool(
    "buy_ferry_tickets",
    "Buys tickets for a ferry crossing.",
    {
        "crossing": {"type": "string", "description": "The crossing, such as 'Oban-Mull'."},
        "num_passengers": {"type": "integer", "description": "How many passengers travel.", "enum": [1, 2, 3, 4]},
    },
    ["crossing"],
)


def test_tickets_counted_are_as_many_passengers(model: LocalChatModel) -> None:
    request = "Buy three ferry tickets for the crossing Oban-Mull."
    assert _calls(model, request, FERRY) == [("buy_ferry_tickets", {"crossing": "Oban-Mull", "num_passengers": 3})]


QUOTES = _tool(
    "find_quotes",
    "Finds famous quotes.",
    {
        "query": {"type": "string", "description": "Words to search the quotes for. Leave empty for any quote."},
        "language": {"type": "string", "description": "The language of the quotes.", "default": "EN"},
    },
    [],
)


def test_the_one_quoted_text_is_a_query_s_words(model: LocalChatModel) -> None:
    request = "I'd like a famous quote about 'lifelong learning'"
    assert _calls(model, request, QUOTES) == [("find_quotes", {"query": "lifelong learning"})]


PAINTINGS = _tool(
    "list_paintings",
    "Lists the paintings of a painter.",
    {"painter": {"type": "string", "description": "The painter's full name."}},
    ["painter"],
)


def test_a_small_word_inside_a_name_keeps_it_whole(model: LocalChatModel) -> None:
    request = "List the paintings by Leonardo da Vinci."
    assert _calls(model, request, PAINTINGS) == [("list_paintings", {"painter": "Leonardo da Vinci"})]


POSTS = _tool(
    "check_posts",
    "Checks whether a blog post exists.",
    {
        "title": {"type": "string", "description": "The post's title."},
        "tags": {"type": "array", "items": {"type": "string"}, "description": "The post's tags."},
    },
    ["title", "tags"],
)


def test_a_quoted_item_stays_an_item_beside_a_title_holding_its_words(model: LocalChatModel) -> None:
    request = "Is there a post titled 'Hiking the Alps in Winter' with tags 'Alps', 'hiking' and 'snow'?"
    assert _calls(model, request, POSTS) == [
        ("check_posts", {"title": "Hiking the Alps in Winter", "tags": ["Alps", "hiking", "snow"]})
    ]


ORDERS = _tool(
    "order_food",
    "Orders food from a cafe.",
    {
        "cafe": {"type": "string", "description": "The cafe's name."},
        "items": {"type": "array", "items": {"type": "string"}, "description": "The names of the items to order."},
        "quantities": {
            "type": "array",
            "items": {"type": "integer"},
            "description": "How many of each item, in the order of the items.",
        },
    },
    ["cafe", "items", "quantities"],
)


def test_the_things_counted_are_the_items_beside_their_counts(model: LocalChatModel) -> None:
    request = "Order three bagels and two flat whites from the Corner Cafe."
    assert _calls(model, request, ORDERS) == [
        ("order_food", {"cafe": "Corner Cafe", "items": ["bagels", "flat whites"], "quantities": [3, 2]})
    ]


TRACKS = _tool(
    "play_track",
    "Plays a song on the speaker.",
    {
        "query": {
            "type": "string",
            "description": "The search query, in the format 'track:SongName artist:ArtistName', "
            "or just 'track:SongName' if the artist is not known.",
        }
    },
    ["query"],
)


def test_a_value_is_written_in_the_two_field_form_its_description_shows(model: LocalChatModel) -> None:
    made = _calls(model, "Please play Blue Monday by New Order.", TRACKS)
    assert made == [("play_track", {"query": "track:Blue Monday artist:New Order"})]
    assert _calls(model, "play Blue Monday", TRACKS) == [("play_track", {"query": "track:Blue Monday"})]
