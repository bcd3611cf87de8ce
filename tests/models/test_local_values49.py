"""Argument values the embedded model once got wrong on the right tool (real weights, public API, tools never
seen): a venue's name cut at a number or a small joining word ("at the Regal 14 cinema"), a venue written
before its town as one run of capitals ("Lyric Cinema Fresno, CA"), and a number written after an array
parameter's name ("size 44" for ``sizes``) given to a count by the order written."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))


SHOWINGS = _tool(
    "find_showings",
    "Find film showings at cinemas in a city.",
    {
        "city": {
            "type": "string",
            "description": "The city of the cinema, in the format 'City, ST', such as 'Austin, TX'.",
        },
        "cinema": {"type": "string", "description": "The name of the cinema.", "default": "any"},
        "format": {
            "type": "string",
            "enum": ["standard", "3d", "imax", "any"],
            "description": "The screening format.",
            "default": "any",
        },
    },
    ["city"],
)
RESTOCK = _tool(
    "check_restock",
    "Check when an item will be back in stock.",
    {
        "item_id": {"type": "string", "description": "The item's identifier."},
        "sizes": {"type": "array", "items": {"type": "string"}, "description": "The sizes asked about."},
        "quantity": {"type": "integer", "description": "How many pieces are needed.", "default": 1},
    },
    ["item_id"],
)
MEMO = _tool("save_memo", "Save a short memo.", {"body": {"type": "string", "description": "The memo text."}}, ["body"])



def test_a_venue_keeps_the_number_of_its_name(model: LocalChatModel) -> None:
    assert _calls(model, "Any 3d showings in Boise, ID at the Regal 14 cinema?", SHOWINGS, MEMO) == [
        ("find_showings", {"city": "Boise, ID", "cinema": "Regal 14", "format": "3d"})
    ]


def test_a_venue_keeps_its_small_joining_words(model: LocalChatModel) -> None:
    request = "Find imax films in Omaha, NE at the Mall at Pine Ridge and IMAX cinema"
    assert _calls(model, request, SHOWINGS, MEMO) == [
        ("find_showings", {"city": "Omaha, NE", "cinema": "Mall at Pine Ridge and IMAX", "format": "imax"})
    ]


def test_a_venue_written_before_its_town_is_split_from_it(model: LocalChatModel) -> None:
    assert _calls(model, "Is anything in imax playing at Lyric Cinema Fresno, CA?", SHOWINGS, MEMO) == [
        ("find_showings", {"city": "Fresno, CA", "cinema": "Lyric Cinema", "format": "imax"})
    ]


def test_a_number_after_an_array_name_is_its_item_not_a_count(model: LocalChatModel) -> None:
    assert _calls(model, "When will size 44 be back for item QR-12?", RESTOCK, MEMO) == [
        ("check_restock", {"item_id": "QR-12", "sizes": ["44"]})
    ]
