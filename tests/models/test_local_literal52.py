"""A user's own tools on the embedded model (real weights, public API, tools never seen), round 52 (values written
literally): a quoted value's words name no action of the request ("a list called 'Reading list'" asks for no
listing); a name written before the noun its parameter's description opens with ("on the Patio speaker" for a
``zone`` "Speaker to use."); a brand told by "by" ("by Acme Outdoors"); a region after "from the"; a value the
description exemplifies beside a word qualifying the parameter's noun ("a rental van ..., a Minibus"); a time word
is no name ("for 6 tomorrow" names no venue: no call); a quoted text keeps the time it holds ("details: 'no one can
log in since 8am'"); a folder named in quotes ("the 'Receipts' folder"), never the small word after "folder"."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))

BOARD = _tool(
    "create_board",
    "Create a new task board.",
    {
        "title": {"type": "string", "description": "Title of the board."},
        "summary": {"type": "string", "description": "What the board is for."},
    },
    ["title", "summary"],
)
RADIO = _tool(
    "tune_radio",
    "Tune the house radio to a station.",
    {
        "station": {"type": "string", "description": "Name of the station."},
        "zone": {"type": "string", "description": "Speaker to use.", "default": "Hall"},
    },
    ["station"],
)
GEAR = _tool(
    "gear_lookup",
    "Look up outdoor gear in the catalogue.",
    {
        "item": {"type": "string", "description": "The item wanted."},
        "brand": {"type": "string", "description": "Only gear of this brand."},
    },
    ["item"],
)
CHEESE = _tool(
    "cheese_finder",
    "Find cheeses.",
    {
        "milk": {"type": "string", "description": "Milk the cheese is made of, e.g. Goat."},
        "region": {"type": "string", "description": "Region the cheese comes from."},
    },
    [],
)
VANS = _tool(
    "hire_van",
    "Hire a van at a depot.",
    {
        "pickup_location": {"type": "string", "description": "Where the van is collected, e.g. a town or a station."},
        "van_type": {"type": "string", "description": "Kind of van, e.g. Minibus, Camper or Panel."},
    },
    ["pickup_location"],
)
VENUES = _tool(
    "reserve_hall",
    "Reserve a hall for an event.",
    {
        "hall": {"type": "string", "description": "Name of the hall."},
        "people": {"type": "integer", "description": "How many people come."},
    },
    ["hall", "people"],
)


ISSUE = _tool(
    "file_issue",
    "File an issue with the help desk.",
    {
        "headline": {"type": "string", "description": "One-line summary."},
        "details": {"type": "string", "description": "Longer account of the problem."},
    },
    ["headline"],
)
NOTES = _tool(
    "grep_notes",
    "Search the user's notes.",
    {
        "query": {"type": "string", "description": "Search text."},
        "folder": {"type": "string", "description": "Folder name to search in."},
    },
    ["query"],
)
PAYMENT = _tool(
    "send_money",
    "Send money to a contact.",
    {
        "amount": {"type": "number", "description": "Amount in dollars."},
        "receiver": {"type": "string", "description": "Name of the contact."},
    },
    ["amount", "receiver"],
)



def test_a_quoted_values_words_name_no_action(model: LocalChatModel) -> None:
    assert _calls(model, "Make a board called 'Reading list' that says 'books for the summer'", BOARD) == [
        ("create_board", {"title": "Reading list", "summary": "books for the summer"})
    ]


def test_a_name_before_the_noun_its_description_opens_with(model: LocalChatModel) -> None:
    assert _calls(model, "tune in to Jazz FM on the Patio speaker", RADIO) == [
        ("tune_radio", {"station": "Jazz FM", "zone": "Patio"})
    ]


def test_a_brand_told_by_by(model: LocalChatModel) -> None:
    assert _calls(model, "search the gear catalogue for tents by Acme Outdoors", GEAR) == [
        ("gear_lookup", {"item": "tents", "brand": "Acme Outdoors"})
    ]


def test_a_region_after_from_the(model: LocalChatModel) -> None:
    assert _calls(model, "find me a cheese from the Loire Valley", CHEESE) == [
        ("cheese_finder", {"region": "Loire Valley"})
    ]


def test_an_exemplified_value_beside_a_qualifier_of_the_parameters_noun(model: LocalChatModel) -> None:
    assert _calls(model, "I need a rental van from Leeds Station, a Minibus if possible", VANS) == [
        ("hire_van", {"pickup_location": "Leeds Station", "van_type": "Minibus"})
    ]


def test_a_time_word_is_no_name(model: LocalChatModel) -> None:
    assert _calls(model, "Please reserve a hall for 60 tomorrow", VENUES) == []
    assert _calls(model, "could you send $25 to my cousin Marion with my card", PAYMENT) == [
        ("send_money", {"amount": 25, "receiver": "Marion"})  # a name that opens like a month stays a name
    ]


def test_a_quoted_text_keeps_the_time_it_holds(model: LocalChatModel) -> None:
    request_text = "file an issue, headline: 'Login broken', details: 'no one can log in since 8am'"
    assert _calls(model, request_text, ISSUE) == [
        ("file_issue", {"headline": "Login broken", "details": "no one can log in since 8am"})
    ]


def test_a_folder_named_in_quotes_and_no_small_word_after_folder(model: LocalChatModel) -> None:
    assert _calls(model, "search my notes for 'tax' in the 'Receipts' folder", NOTES) == [
        ("grep_notes", {"query": "tax", "folder": "Receipts"})
    ]
    assert _calls(model, "search the notes in my folder for 'tax'", NOTES) == [("grep_notes", {"query": "tax"})]
