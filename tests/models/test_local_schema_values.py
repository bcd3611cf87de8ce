"""Values held to what the schema says a parameter is (real weights, public API, tools never seen): a
string parameter whose description asks for a day in a written form ("formatted as YYYY-MM-DD") takes
the date the request writes, whatever its name; a ``name`` or ``title`` is the name without the lowercase
noun after it that only repeats what its description says it names ("the billing-api service" for the
"Name of the service"); a name stops before the time another parameter takes ("Design sync on
2026-01-12" for a meeting with its own day); a parameter described as "HH:MM" takes the time of day; a
negation inside a quoted text rules out no option after it; an option written in signs ("$$") is named
whole; a name does not open with the word that set a flag ("free machine learning courses")."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))

CABINS = _tool(
    "search_cabins",
    "Search holiday cabins to rent.",
    {
        "region": {"type": "string", "description": "The region, e.g. 'Lake District'."},
        "arrival": {"type": "string", "description": "First night of the stay, formatted as YYYY-MM-DD."},
        "features": {
            "type": "array",
            "items": {"type": "string", "enum": ["sauna", "fireplace", "hot tub"]},
            "description": "Features the cabin must have.",
        },
    },
    ["region", "arrival"],
)
RESTART = _tool(
    "restart_service",
    "Restart a running service.",
    {
        "name": {"type": "string", "description": "Name of the service."},
        "force": {"type": "boolean", "description": "Kill the service if it does not stop.", "default": False},
    },
    ["name"],
)
MEETING = _tool(
    "book_meeting",
    "Put a meeting in the calendar.",
    {
        "title": {"type": "string", "description": "Title of the meeting."},
        "day": {"type": "string", "description": "Day of the meeting, in YYYY-MM-DD format."},
        "at": {"type": "string", "description": "Start time, HH:MM."},
    },
    ["title", "day"],
)


def test_a_parameter_described_as_a_written_date_takes_the_date(model: LocalChatModel) -> None:
    got = _calls(model, "A cabin in the Lake District with a sauna and a fireplace, arriving 2026-02-14", CABINS)
    assert got == [
        ("search_cabins", {"region": "Lake District", "arrival": "2026-02-14", "features": ["sauna", "fireplace"]})
    ]


def test_a_name_leaves_out_the_noun_its_description_names(model: LocalChatModel) -> None:
    got = _calls(model, "Restart the billing-api service", RESTART)
    assert got == [("restart_service", {"name": "billing-api"})]


def test_a_title_stops_before_the_date_another_parameter_takes(model: LocalChatModel) -> None:
    got = _calls(model, "Book a meeting called Design sync on 2026-01-12 at 09:00", MEETING)
    assert got == [("book_meeting", {"title": "Design sync", "day": "2026-01-12", "at": "09:00"})]


def test_a_parameter_described_as_hh_mm_takes_the_time_of_day(model: LocalChatModel) -> None:
    got = _calls(model, "Book a meeting called Kickoff on 2026-01-12 at 4:30 pm", MEETING)
    assert got == [("book_meeting", {"title": "Kickoff", "day": "2026-01-12", "at": "16:30"})]


TICKETS = _tool(
    "open_ticket",
    "Open a helpdesk ticket.",
    {
        "summary": {"type": "string", "description": "What is wrong."},
        "severity": {"type": "string", "enum": ["minor", "major", "critical"], "description": "How bad it is."},
    },
    ["summary"],
)
GROCERS = _tool(
    "find_grocers",
    "Find grocery stores in a town.",
    {
        "town": {"type": "string", "description": "The town."},
        "price_level": {"type": "string", "enum": ["$", "$$", "$$$"], "description": "How pricey the store is."},
    },
    ["town"],
)


def test_a_negation_inside_a_quote_rules_out_no_option(model: LocalChatModel) -> None:
    got = _calls(model, "Open a ticket 'printer not printing' with major severity", TICKETS)
    assert got == [("open_ticket", {"summary": "printer not printing", "severity": "major"})]


def test_an_option_written_in_signs_is_named_whole(model: LocalChatModel) -> None:
    got = _calls(model, "Grocery stores in Bristol at the $$ level", GROCERS)
    assert got == [("find_grocers", {"town": "Bristol", "price_level": "$$"})]


COURSES = _tool(
    "find_courses",
    "Find online courses.",
    {
        "subject": {"type": "string", "description": "Subject of the course."},
        "free": {"type": "boolean", "description": "Only free courses.", "default": False},
    },
    ["subject"],
)


def test_a_word_that_set_a_flag_is_not_the_name_it_opens(model: LocalChatModel) -> None:
    got = _calls(model, "Find free machine learning courses", COURSES)
    assert got == [("find_courses", {"subject": "machine learning", "free": True})]
