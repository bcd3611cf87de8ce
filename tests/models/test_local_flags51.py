"""A user's own tools on the embedded model (real weights, public API, tools never seen), round 51: an optional
flag the request implies in other words is set, and one it does not imply stays out. A short word of the flag's
own description, in any form ("random order" for "Play the songs in a random order", "park my car" for "a parking
space"), sets it; a word only the description's false case uses does not ("Return ..." beside "If false, it is
returned as text"), nor a capitalized word of a name ("Lat Krabang" is no late arrival). A flag named for lacking
something (``nonstop``) or described by what it does not do ("trains that do not change") is on when the request
negates that thing ("that don't stop anywhere", "with no changes"), as is one described as without something ("no
stopovers please" for "only crossings without any stopover"); an adverb says its adjective ("urgently"). The
clause that said the flag is no part of another value ("rain jackets that ship today": the query is ``rain
jackets``)."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))

_ALBUM = _tool(
    "play_album",
    "Play an album on the speaker.",
    {
        "album": {"type": "string", "description": "The album's title."},
        "shuffle": {"type": "boolean", "description": "Play the songs in a random order.", "default": False},
    },
    ["album"],
)
_RENTALS = _tool(
    "find_rentals",
    "Find apartments to rent in a city.",
    {
        "city": {"type": "string", "description": "The city."},
        "furnished": {
            "type": "boolean",
            "description": "Whether the apartment comes with furniture.",
            "default": False,
        },
        "parking": {
            "type": "boolean",
            "description": "Whether a parking space for a car is included.",
            "default": False,
        },
    },
    ["city"],
)
_BOOKS = _tool(
    "search_books",
    "Search the library catalogue.",
    {
        "query": {"type": "string", "description": "Title, author or subject."},
        "ebook": {"type": "boolean", "description": "Only digital copies that can be read online.", "default": False},
    },
    ["query"],
)
_REPORT = _tool(
    "export_report",
    "Export the sales report.",
    {
        "month": {"type": "string", "description": "The month, such as 'March'."},
        "include_charts": {
            "type": "boolean",
            "description": "Whether to add graphs and diagrams to the export.",
            "default": False,
        },
    },
    ["month"],
)
_TRAINS = _tool(
    "search_trains",
    "Search train connections between two stations.",
    {
        "origin": {"type": "string", "description": "The departure station."},
        "destination": {"type": "string", "description": "The arrival station."},
        "nonstop": {"type": "boolean", "description": "Only trains that do not change on the way.", "default": False},
    },
    ["origin", "destination"],
)
_STORE = _tool(
    "search_store",
    "Search the online store.",
    {
        "query": {"type": "string", "description": "What to look for."},
        "same_day": {"type": "boolean", "description": "Only items that dispatch today.", "default": False},
    },
    ["query"],
)
_CHANNEL = _tool(
    "post_message",
    "Post a message to the team channel.",
    {
        "text": {"type": "string", "description": "The message."},
        "notify_all": {
            "type": "boolean",
            "description": "Whether to summon every member of the channel.",
            "default": False,
        },
    },
    ["text"],
)
_INVOICE = _tool(
    "export_invoice",
    "Export an invoice by its number.",
    {
        "invoice_number": {"type": "integer", "description": "The invoice number."},
        "download": {
            "type": "boolean",
            "description": "When true, the invoice is saved as a PDF backup. If false, it is returned as text.",
            "default": False,
        },
    },
    ["invoice_number"],
)
_HOSTELS = _tool(
    "find_hostels",
    "Find hostels in a city.",
    {
        "city": {"type": "string", "description": "The city."},
        "late_arrival": {
            "type": "boolean",
            "description": "Whether guests may check in late at night.",
            "default": False,
        },
    },
    ["city"],
)


def test_a_word_of_the_flags_description_in_the_request_sets_it(model: LocalChatModel) -> None:
    assert _calls(model, "Play the album Rumours in random order", _ALBUM) == [
        ("play_album", {"album": "Rumours", "shuffle": True})
    ]
    assert _calls(model, "Play the album Rumours", _ALBUM) == [("play_album", {"album": "Rumours"})]


def test_another_form_of_the_described_word_sets_the_flag(model: LocalChatModel) -> None:
    assert _calls(model, "Find apartments in Porto where I can park my car", _RENTALS) == [
        ("find_rentals", {"city": "Porto", "parking": True})
    ]
    assert _calls(model, "Find apartments in Porto", _RENTALS) == [("find_rentals", {"city": "Porto"})]


def test_a_described_way_of_reading_sets_the_flag(model: LocalChatModel) -> None:
    assert _calls(model, "Search the library for Dune, I want to read it online", _BOOKS) == [
        ("search_books", {"query": "Dune", "ebook": True})
    ]
    assert _calls(model, "Search the library for Dune", _BOOKS) == [("search_books", {"query": "Dune"})]


def test_described_content_asked_with_the_export_sets_the_flag(model: LocalChatModel) -> None:
    assert _calls(model, "Export the March sales report with graphs", _REPORT) == [
        ("export_report", {"month": "March", "include_charts": True})
    ]
    assert _calls(model, "Export the March sales report", _REPORT) == [("export_report", {"month": "March"})]


def test_summoning_everyone_sets_the_notify_flag(model: LocalChatModel) -> None:
    assert _calls(model, "Post 'standup moved to 10' to the channel and summon everyone", _CHANNEL) == [
        ("post_message", {"text": "standup moved to 10", "notify_all": True})
    ]
    assert _calls(model, "Post 'lunch is here' to the channel", _CHANNEL) == [
        ("post_message", {"text": "lunch is here"})
    ]


def test_only_the_true_case_of_the_description_sets_the_flag(model: LocalChatModel) -> None:
    assert _calls(model, "Export invoice 88 as a backup", _INVOICE) == [
        ("export_invoice", {"invoice_number": 88, "download": True})
    ]
    assert _calls(model, "Return invoice 88 as text", _INVOICE) == [("export_invoice", {"invoice_number": 88})]
    assert _calls(model, "Find hostels in Lat Krabang", _HOSTELS) == [("find_hostels", {"city": "Lat Krabang"})]


def test_negating_what_a_nonstop_flag_lacks_sets_it(model: LocalChatModel) -> None:
    assert _calls(model, "Find trains from Lyon to Paris that don't stop anywhere", _TRAINS) == [
        ("search_trains", {"origin": "Lyon", "destination": "Paris", "nonstop": True})
    ]
    assert _calls(model, "Find trains from Lyon to Paris", _TRAINS) == [
        ("search_trains", {"origin": "Lyon", "destination": "Paris"})
    ]


def test_negating_what_the_description_says_the_flag_does_not_do_sets_it(model: LocalChatModel) -> None:
    assert _calls(model, "Find trains from Lyon to Paris with no changes", _TRAINS) == [
        ("search_trains", {"origin": "Lyon", "destination": "Paris", "nonstop": True})
    ]


def test_the_clause_that_said_the_flag_is_no_part_of_the_query(model: LocalChatModel) -> None:
    assert _calls(model, "Search for rain jackets that dispatch today", _STORE) == [
        ("search_store", {"query": "rain jackets", "same_day": True})
    ]
    assert _calls(model, "Search for rain jackets", _STORE) == [("search_store", {"query": "rain jackets"})]


_FERRIES = _tool(
    "find_ferries",
    "Find ferry crossings between two ports.",
    {
        "from_port": {"type": "string", "description": "The port of departure."},
        "to_port": {"type": "string", "description": "The port of arrival."},
        "direct": {
            "type": "boolean",
            "description": "If true, only crossings without any stopover are returned.",
            "default": False,
        },
    },
    ["from_port", "to_port"],
)
_NOTES = _tool(
    "leave_note",
    "Leave a note for the night shift.",
    {
        "note": {"type": "string", "description": "The note's text."},
        "flagged": {"type": "boolean", "description": "Show the note in red as urgent.", "default": False},
    },
    ["note"],
)


def test_negating_what_the_description_says_the_flag_is_without_sets_it(model: LocalChatModel) -> None:
    assert _calls(model, "Find ferries from Dover to Calais, no stopovers please", _FERRIES) == [
        ("find_ferries", {"from_port": "Dover", "to_port": "Calais", "direct": True})
    ]


def test_the_adverb_of_a_described_word_sets_the_flag(model: LocalChatModel) -> None:
    assert _calls(model, "Leave a note saying check the boiler, urgently", _NOTES) == [
        ("leave_note", {"note": "check the boiler", "flagged": True})
    ]
    assert _calls(model, "Leave a note saying check the boiler", _NOTES) == [
        ("leave_note", {"note": "check the boiler"})
    ]


_PATIENT = _tool(
    "get_patient",
    "Retrieve a patient's file by its number.",
    {
        "file_number": {"type": "integer", "description": "The file number."},
        "show_private": {"type": "boolean", "description": "Whether to show restricted fields.", "default": False},
    },
    ["file_number"],
)


def test_a_word_of_one_meaning_with_the_flags_feature_sets_it(model: LocalChatModel) -> None:
    assert _calls(model, "Retrieve patient file 7781, confidential fields included", _PATIENT) == [
        ("get_patient", {"file_number": 7781, "show_private": True})
    ]
    assert _calls(model, "Retrieve patient file 7781", _PATIENT) == [("get_patient", {"file_number": 7781})]
