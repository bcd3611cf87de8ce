"""Each value where the request puts it (real weights, public API, tools never seen): one moment the
request writes for a departure is no return time too; a number stated "<what> is <number>" goes to
the parameter it names whatever order the numbers come in ("my new age, 41. My member ID is 88231");
a path written with its slashes is the value of a parameter described as a path, without the words
around it; an example phrase of the description in small letters the request writes ("e.g. twin beds,
queen size") is the value, not the word before the kind of thing ("hotel room")."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))

TRIP = _tool(
    "book_trip",
    "Books a trip from a departure place at a time; optionally a return time for a round trip.",
    {
        "departure_place": {"type": "string", "description": "The city to leave from, such as 'Oslo, Norway'."},
        "departure_time": {"type": "string", "description": "The departure time in the format of 'dd/mm/yyyy HH:MM'."},
        "return_time": {
            "type": "string",
            "description": "The return time in the format of 'dd/mm/yyyy HH:MM'. If not given, the trip is one way.",
        },
    },
    ["departure_place", "departure_time"],
)


def test_one_moment_of_a_departure_is_no_return_time(model: LocalChatModel) -> None:
    got = _calls(model, "Book a trip departing from Oslo, Norway on the 4th of May 2024 at 9 in the morning.", TRIP)
    assert got == [("book_trip", {"departure_place": "Oslo, Norway", "departure_time": "04/05/2024 09:00"})]


MEMBER = _tool(
    "update_member",
    "Updates a member's profile.",
    {
        "member_id": {"type": "integer", "description": "The unique identifier of the member."},
        "email": {"type": "string", "description": "The new email address."},
        "age": {"type": "integer", "description": "The new age."},
    },
    ["member_id"],
)


def test_a_number_stated_for_a_parameter_goes_to_it_whatever_the_order(model: LocalChatModel) -> None:
    request = "Please update my profile with my new email, ana@example.org, and my new age, 41. My member ID is 88231."
    got = _calls(model, request, MEMBER)
    assert got == [("update_member", {"member_id": 88231, "email": "ana@example.org", "age": 41})]


SCAN = _tool(
    "analyze_scan",
    "Analyzes brain scan data.",
    {
        "data_source": {"type": "string", "description": "The path where the data is stored."},
        "smoothing": {"type": "integer", "description": "Smoothing in mm."},
    },
    ["data_source"],
)


def test_a_path_written_with_its_slashes_is_the_path_alone(model: LocalChatModel) -> None:
    request = "Analyze my fMRI data in ~/scans/brain01.nii from a multi-band sequence, smoothed at 4mm."
    got = _calls(model, request, SCAN)
    assert got == [("analyze_scan", {"data_source": "~/scans/brain01.nii", "smoothing": 4})]


ROOM = _tool(
    "book_room",
    "Books a hotel room.",
    {
        "city": {"type": "string", "description": "The city of the hotel."},
        "room_type": {
            "type": "string",
            "description": "Preferred type of room in the hotel, e.g. twin beds, queen size, suite etc.",
        },
        "nights": {"type": "integer", "description": "Number of nights."},
    },
    ["city", "room_type", "nights"],
)


def test_an_example_phrase_the_request_writes_is_the_value(model: LocalChatModel) -> None:
    got = _calls(model, "Book a hotel room with a queen size bed in Bergen for 3 nights.", ROOM)
    assert got == [("book_room", {"city": "Bergen", "room_type": "queen size", "nights": 3})]
