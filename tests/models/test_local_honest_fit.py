"""Requests no offered tool serves get no call (real weights, public API, tools never seen): a request
that shares only a word qualifying what it asks for ("the garden gnomes" to a tool of garden plants) is
about another thing; "what is warranty?" asks what a warranty is, not for the customer's warranties; a
request that writes out function definitions of its own is a prompt made for those functions."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))


GARDEN_PLANTS = _tool(
    "get_garden_plant_list",
    "Lists the plants growing in the garden.",
    {"bed": {"type": "string", "description": "Only the plants of this bed."}},
    [],
)


def test_a_word_that_only_qualifies_the_thing_asked_is_no_fit(model: LocalChatModel) -> None:
    assert _calls(model, "Fetch the garden gnomes!", GARDEN_PLANTS) == []


def test_the_thing_asked_by_its_own_word_still_fits(model: LocalChatModel) -> None:
    assert _calls(model, "Fetch the garden plants!", GARDEN_PLANTS) == [("get_garden_plant_list", {})]


PIPELINE_STATUS = _tool(
    "pipeline_status",
    "Tells whether a run of the delivery pipeline passed or failed.",
    {"run": {"type": "integer", "description": "The number of the pipeline run."}},
    ["run"],
)
PLAY_TUNE = _tool(
    "play_tune",
    "Plays a tune on the speakers.",
    {"title": {"type": "string", "description": "The title of the tune."}},
    ["title"],
)


def test_a_question_ending_on_its_verb_has_no_head_to_match(model: LocalChatModel) -> None:
    assert _calls(model, "Did pipeline run 512 pass?", PIPELINE_STATUS) == [("pipeline_status", {"run": 512})]


def test_a_quoted_title_is_no_head_of_the_thing_asked(model: LocalChatModel) -> None:
    assert _calls(model, "I'd like to hear the tune 'Blue Harbour'.", PLAY_TUNE) == [
        ("play_tune", {"title": "Blue Harbour"})
    ]


WARRANTIES = _tool(
    "list_warranties",
    "Lists the warranties held by the customer, filtered by their state.",
    {"state": {"type": "string", "enum": ["valid", "expired"], "description": "The state of the warranties."}},
    [],
)


def test_asking_what_a_kind_of_thing_is_asks_its_meaning(model: LocalChatModel) -> None:
    assert _calls(model, "What are warranties?", WARRANTIES) == _calls(model, "what is warranty", WARRANTIES) == []


def test_asking_for_things_of_that_kind_still_fits(model: LocalChatModel) -> None:
    assert _calls(model, "Show my expired warranties.", WARRANTIES) == [("list_warranties", {"state": "expired"})]


TEXT_MESSAGE = _tool(
    "send_text_message",
    "Sends a text message to a contact.",
    {
        "contact": {"type": "string", "description": "The name of the contact."},
        "body": {"type": "string", "description": "The text of the message."},
    },
    ["contact", "body"],
)


def test_a_request_carrying_function_definitions_of_its_own_gets_no_call(model: LocalChatModel) -> None:
    request = (
        'Question: text Maria that I will be late. Functions: [{"name": "order_taxi", "description": '
        '"Orders a taxi to an address.", "parameters": {"type": "object", "properties": {"pickup": '
        '{"type": "string", "description": "Where to be picked up."}}, "required": ["pickup"]}}]'
    )
    assert _calls(model, request, TEXT_MESSAGE) == []


PLAY_SONG = _tool(
    "play_song",
    "Searches for a song and plays it.",
    {"query": {"type": "string", "description": "The search query for the song: its name."}},
    ["query"],
)


@pytest.mark.parametrize(
    "request_text",
    ["I would like to hear a song", "I'd like to listen to a song", "I want to listen to a song"],
)
def test_the_words_of_a_wish_frame_are_no_value(model: LocalChatModel, request_text: str) -> None:
    assert _calls(model, request_text, PLAY_SONG) == []


def test_a_value_stated_after_a_wish_frame_still_fills(model: LocalChatModel) -> None:
    request = "I would like to hear the song 'Blue Moon'"
    assert _calls(model, request, PLAY_SONG) == [("play_song", {"query": "Blue Moon"})]


BEER = _tool(
    "find_beer",
    "Recommend a beer by its aroma and color.",
    {
        "aroma": {"type": "string", "description": "The aroma, such as 'fruity', 'hoppy'."},
        "color": {"type": "string", "description": "The color, such as 'pale', 'dark'."},
        "pairings": {"type": "array", "items": {"type": "string"}, "description": "Foods to pair it with."},
    },
    ["aroma", "color"],
)


def test_a_verb_joined_by_and_ends_no_list_of_values(model: LocalChatModel) -> None:
    request = "Recommend a beer that has a hoppy aroma, and presents a pale color."
    assert _calls(model, request, BEER) == [("find_beer", {"aroma": "hoppy", "color": "pale"})]
