"""Listed values written with a slip of typing (real weights, public API, tools never seen): a request's
word of six letters or more that is one listed value with one vowel changed, left out or two letters
swapped names that value, when no other value is as near; another ending ("thrilled") or a consonant
more or less ("county") makes another word, never a slip."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))

CABINS = _tool(
    "book_cabin",
    "Books a cabin on a ferry crossing.",
    {
        "crossing": {"type": "string", "description": "The crossing, e.g. 'Dover-Calais'."},
        "cabin_class": {
            "type": "string",
            "enum": ["Standard", "Premium", "Luxury"],
            "description": "The class of the cabin.",
        },
    },
    ["crossing"],
)
RADIO = _tool(
    "tune_radio",
    "Finds radio stations that play a kind of music.",
    {
        "city": {"type": "string", "description": "The city the stations broadcast in."},
        "style": {
            "type": "string",
            "enum": ["Classical", "Country", "Electropop", "Thriller", "dontcare"],
            "description": "The style of music or programme.",
        },
    },
    ["city"],
)


def test_a_value_with_one_vowel_changed_is_that_value(model: LocalChatModel) -> None:
    got = _calls(model, "Book me a luxary cabin on the Dover-Calais crossing.", CABINS)
    assert got == [("book_cabin", {"crossing": "Dover-Calais", "cabin_class": "Luxury"})]


def test_a_value_with_a_vowel_left_out_is_that_value(model: LocalChatModel) -> None:
    got = _calls(model, "Which stations in Leeds play Electropp?", RADIO)
    assert got == [("tune_radio", {"city": "Leeds", "style": "Electropop"})]


def test_a_word_with_another_consonant_is_no_slip(model: LocalChatModel) -> None:
    got = _calls(model, "Find radio stations in Leeds, my county town.", RADIO)
    assert got == [("tune_radio", {"city": "Leeds"})]


def test_a_word_with_another_ending_is_no_slip(model: LocalChatModel) -> None:
    got = _calls(model, "Find radio stations in Leeds that play music I'd be thrilled by.", RADIO)
    assert got == [("tune_radio", {"city": "Leeds"})]
