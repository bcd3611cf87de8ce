"""Values a request states in a form the grounding must still recognise, through the public API on the
real model: a parameter named ``to`` that is a journey's arrival city (not an e-mail address), a file
written with its relative path ("./photo.jpg"), and an operation named by a word of the same meaning
as the tool's ("combine" for a tool that concatenates); and a required value the request leaves out but
the parameter's description gives a default for ("If the user doesn't specify, please use 25"); an option
written as a path of names ("Europe/Paris") named by its last name ("Paris time"). Every tool here is made
up for the test."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls, tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))

FERRY = tool(
    "Ferries_BookTrip",
    "Books a ferry trip between two cities.",
    {
        "_from": {"type": "string", "description": "The departure city, in the format of 'City, State'."},
        "to": {"type": "string", "description": "The arrival city, in the format of 'City, State'."},
        "date": {"type": "string", "description": "The date of the trip, as MM/DD/YYYY."},
        "trip_insurance": {"type": "boolean", "description": "Whether to add trip insurance."},
        "departure_time": {"type": "string", "description": "The departure time, as HH:MM in 24 hours."},
    },
    ["_from", "to", "date"],
)


def test_a_to_described_as_a_city_takes_the_city(model: LocalChatModel) -> None:
    made = calls(model, "Book a ferry from Seattle, WA to Juneau, AK on May 3rd, 2024 without trip insurance", FERRY)
    wanted = {"_from": "Seattle, WA", "to": "Juneau, AK", "date": "05/03/2024", "trip_insurance": False}
    assert made == [("Ferries_BookTrip", wanted)]


DESCRIBE = tool(
    "describe_picture",
    "Describes what a picture shows.",
    {"picture_path": {"type": "string", "description": "The path of the picture file."}},
    ["picture_path"],
)


def test_a_file_written_with_its_relative_path_is_named_as_written(model: LocalChatModel) -> None:
    assert calls(model, "Describe the picture at './holiday.png'", DESCRIBE) == [
        ("describe_picture", {"picture_path": "./holiday.png"})
    ]


CONCAT = tool(
    "concat_texts",
    "Concatenates texts into one.",
    {"texts": {"type": "array", "items": {"type": "string"}, "description": "The texts to concatenate."}},
    ["texts"],
)


def test_combining_is_concatenating(model: LocalChatModel) -> None:
    made = calls(model, "Could you help me combine 'sun' and 'flower' into one word?", CONCAT)
    assert [name for name, _ in made] == ["concat_texts"], made


LOGS = tool(
    "fetch_service_logs",
    "Fetches the latest log entries of a service.",
    {
        "service": {"type": "string", "description": "The name of the service."},
        "page_size": {
            "type": "integer",
            "description": "Entries per page, between 1 and 50. If the user doesn't specify, please use 25.",
        },
    },
    ["service", "page_size"],
)


def test_a_required_value_the_description_gives_a_default_for_takes_that_default(model: LocalChatModel) -> None:
    assert calls(model, "Fetch the latest log entries of the 'billing' service", LOGS) == [
        ("fetch_service_logs", {"service": "billing", "page_size": 25})
    ]
    made = calls(model, "Fetch the latest log entries of the 'billing' service with 10 entries per page", LOGS)
    assert made == [("fetch_service_logs", {"service": "billing", "page_size": 10})]  # a value stated wins


MOVE_MEETING = tool(
    "move_meeting",
    "Moves a meeting to a new time in a time zone.",
    {
        "meeting_id": {"type": "string", "description": "The meeting's identifier."},
        "zone": {
            "type": "string",
            "description": "The time zone of the new time.",
            "enum": ["Asia/Tokyo", "America/New_York", "Europe/Paris"],
        },
    },
    ["meeting_id", "zone"],
)


def test_an_option_written_as_a_path_of_names_is_named_by_its_last_name(model: LocalChatModel) -> None:
    assert calls(model, "Move meeting 'kickoff-7' to Paris time", MOVE_MEETING) == [
        ("move_meeting", {"meeting_id": "kickoff-7", "zone": "Europe/Paris"})
    ]


TIMES = tool(
    "mult",
    "Multiplies two numbers and returns the product.",
    {
        "first": {"type": "number", "description": "The first number to be multiplied."},
        "second": {"type": "number", "description": "The second number to be multiplied."},
    },
    ["first", "second"],
)


def test_numbers_alone_do_not_make_one_word_of_the_description_enough(model: LocalChatModel) -> None:
    request = "I need the result when 4 and 5 are added together and then the sum is multiplied by 7."
    assert calls(model, request, TIMES) == []  # 4 and 5 are the sum's, not the product's


STATED_DEFAULT_LOGS = tool(
    "fetch_service_logs",
    "Fetches the latest log entries of a service.",
    {
        "service": {"type": "string", "description": "The name of the service."},
        "page_size": {"type": "integer", "description": "Entries per page. Default is 25."},
    },
    ["service", "page_size"],
)


def test_a_default_the_tool_has_on_its_own_is_no_value_for_a_required_parameter(model: LocalChatModel) -> None:
    # "Default is 25" says what the tool does alone; the parameter is still required of the request
    assert calls(model, "Fetch the latest log entries of the 'billing' service", STATED_DEFAULT_LOGS) == []


SUNRISE = tool(
    "calculate_sunrise",
    "Calculate the time of sunrise for a specific date and location.",
    {"location": {"type": "string", "description": "The location for which sunrise time needs to be calculated."}},
    ["location"],
)


def test_a_word_of_when_is_no_sign_that_a_tool_fits(model: LocalChatModel) -> None:
    assert calls(model, "When will be sunset in Oslo today?", SUNRISE) == []  # "today" is a date, not the sunrise
