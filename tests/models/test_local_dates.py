"""Dates as the request means them (real weights, public API, tools never seen): a relative day
counted from the day the request says is today, the statement of today being no call of its own; a
day restated as a date is that date; a date with its time written as the one value a description
asks for ("10.30 a.m." a time too), a period's end the start and the length stated ("for 2 hours").
Without a stated today, a relative day is counted from the clock for a tool that asks a date in numbers;
one that names no one day ("this weekend") stays as written."""

from __future__ import annotations

import datetime

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))

TIDES = _tool(
    "Tides_GetTable",
    "Gets the tide table of a harbour for one day.",
    {
        "harbour": {"type": "string", "description": "The harbour's name."},
        "day": {"type": "string", "description": "The day, in the format 'YYYY-MM-DD'."},
    },
    ["harbour", "day"],
)
CLEANERS = _tool(
    "Cleaners_FindAvailable",
    "Finds window cleaners free during a period.",
    {
        "start_date": {"type": "string", "description": "Start of the period, in the format 'YYYY-MM-DD HH:mm:ss'."},
        "end_date": {"type": "string", "description": "End of the period, in the format 'YYYY-MM-DD HH:mm:ss'."},
    },
    ["start_date"],
)
MEETING = _tool(
    "Calendar_MoveMeeting",
    "Moves a meeting to a new date and time.",
    {
        "meeting": {"type": "string", "description": "The meeting's identifier."},
        "when": {"type": "string", "description": "The new date and time in ISO-8601, e.g. '2024-05-01T09:30:00Z'."},
    },
    ["meeting", "when"],
)


def _days(model: LocalChatModel, request: str) -> list[object]:
    made = _calls(model, request, TIDES)
    assert {name for name, _ in made} == {"Tides_GetTable"}, made
    return [arguments["day"] for _, arguments in made]


def test_a_relative_day_counts_from_the_stated_today(model: LocalChatModel) -> None:
    assert _days(model, "Tide table for Brixham tomorrow? Today is 2024.02.10") == ["2024-02-11"]
    assert _days(model, "The tides in Brixham on the coming Friday, today is March 5th 2024") == ["2024-03-08"]


def test_a_stated_today_written_in_eight_digits_counts(model: LocalChatModel) -> None:
    assert _days(model, "Tide table for Brixham tomorrow, today is 20240229") == ["2024-03-01"]
    made = _calls(model, "Tide table for Brixham on harbour day 20240229", TIDES)  # eight digits alone: no date
    assert all(arguments.get("day") != "2024-02-29" for _, arguments in made), made


def test_the_weekday_the_user_names_for_today_counts(model: LocalChatModel) -> None:
    # 2024-06-12 is a Wednesday; the user says it is Monday: "the upcoming Thursday" is three days on
    assert _days(model, "The tides at Looe for the upcoming Thursday, today is Monday June 12th 2024") == ["2024-06-15"]
    assert _days(model, "Tides at Looe on Friday next week, assuming today is 2024-06-12") == ["2024-06-21"]


def test_a_day_restated_as_a_date_is_that_date(model: LocalChatModel) -> None:
    assert _days(model, "Tides in Fowey next Sunday, specifically 2024-09-08?") == ["2024-09-08"]


def test_without_a_stated_today_a_relative_day_counts_from_the_clock(model: LocalChatModel) -> None:
    tomorrow = datetime.date.today() + datetime.timedelta(days=1)
    assert _days(model, "What are the tides in Fowey tomorrow?") == [tomorrow.isoformat()]
    assert _days(model, "What are the tides in Fowey this weekend?") == ["this weekend"]  # no one day: as said


def test_a_date_and_its_times_in_the_asked_form(model: LocalChatModel) -> None:
    made = _calls(model, "Find a window cleaner on May 3, 2024 between 9:15 a.m. and 4 p.m.", CLEANERS)
    assert made == [
        ("Cleaners_FindAvailable", {"start_date": "2024-05-03 09:15:00", "end_date": "2024-05-03 16:00:00"})
    ]
    made = _calls(model, "Find a window cleaner free from May 3, 2024 at 9:15", CLEANERS)
    assert made == [("Cleaners_FindAvailable", {"start_date": "2024-05-03 09:15:00"})]  # one time: the start's
    made = _calls(model, "Move meeting 'q3-review' to June 4, 2024 at 2:30pm", MEETING)
    assert made == [("Calendar_MoveMeeting", {"meeting": "q3-review", "when": "2024-06-04T14:30:00Z"})]


def test_a_period_s_end_is_its_start_and_the_length_stated(model: LocalChatModel) -> None:
    made = _calls(model, "Find a window cleaner on May 3, 2024 at 10.30 a.m. for 2 hours", CLEANERS)
    assert made == [
        ("Cleaners_FindAvailable", {"start_date": "2024-05-03 10:30:00", "end_date": "2024-05-03 12:30:00"})
    ]
    made = _calls(model, "A window cleaner 3 May 2024, time 23:00, duration 90 minutes", CLEANERS)
    assert made == [
        ("Cleaners_FindAvailable", {"start_date": "2024-05-03 23:00:00", "end_date": "2024-05-04 00:30:00"})
    ]


def test_a_destination_named_to_is_placed_from_its_role(model: LocalChatModel) -> None:
    ferries = _tool(
        "Ferries_FindCrossings",
        "Finds ferry crossings between two ports on a day.",
        {
            "_from": {"type": "string", "description": "The port of departure."},
            "to": {"type": "string", "description": "The port of arrival."},
            "date": {"type": "string", "description": "The day of the crossing, as 'YYYY-MM-DD'."},
        },
        ["_from", "to", "date"],
    )
    made = _calls(model, "Find ferries from Dover to Calais on July 1st, 2024", ferries)
    assert made == [("Ferries_FindCrossings", {"_from": "Dover", "to": "Calais", "date": "2024-07-01"})]


def test_a_range_of_two_dates_with_a_dash(model: LocalChatModel) -> None:
    events = _tool(
        "Calendar_FindEvents",
        "Finds calendar events in a range of days.",
        {
            "start_date": {"type": "string", "description": "First day, as 'YYYY-MM-DD'."},
            "end_date": {"type": "string", "description": "Last day, as 'YYYY-MM-DD'."},
        },
        ["start_date", "end_date"],
    )
    made = _calls(model, "Which events do I have between June 3-June 9 2024?", events)
    assert made == [("Calendar_FindEvents", {"start_date": "2024-06-03", "end_date": "2024-06-09"})]


def test_an_optional_date_in_a_numeric_form_is_never_a_relative_word(model: LocalChatModel) -> None:
    def concerts(description: str) -> object:
        return _tool(
            "Concerts_Find",
            "Finds concerts in a city.",
            {
                "city": {"type": "string", "description": "The city."},
                "date": {"type": "string", "description": description},
            },
            ["city"],
        )

    made = _calls(model, "Any concerts in Leeds this weekend?", concerts("The day, as 'YYYY-MM-DD'."))  # type: ignore[arg-type]
    assert made == [("Concerts_Find", {"city": "Leeds"})]
    made = _calls(model, "Any concerts in Leeds this weekend?", concerts("When."))  # type: ignore[arg-type]
    assert made == [("Concerts_Find", {"city": "Leeds", "date": "this weekend"})]


def test_a_day_of_the_month_takes_the_month_the_request_states(model: LocalChatModel) -> None:
    request = "What are the tides at Porthleven on the 14th? It is currently jun 2024."
    assert _calls(model, request, TIDES) == [("Tides_GetTable", {"harbour": "Porthleven", "day": "2024-06-14"})]
    request = "Show me the tides at Porthleven for the 3rd, please. This month is October 2025"
    assert _calls(model, request, TIDES) == [("Tides_GetTable", {"harbour": "Porthleven", "day": "2025-10-03"})]


def test_a_time_told_by_the_part_of_the_day_is_that_clock_time(model: LocalChatModel) -> None:
    alarms = _tool(
        "Alarm_Add",
        "Adds an alarm.",
        {
            "alarm_time": {"type": "string", "description": "The alarm time in 24-hour format, HH:MM."},
            "label": {"type": "string", "description": "The alarm's label."},
        },
        ["alarm_time"],
    )
    request = "Please add an alarm for 5 in the afternoon labeled 'Pick up kids'"
    assert _calls(model, request, alarms) == [("Alarm_Add", {"alarm_time": "17:00", "label": "Pick up kids"})]
    assert _calls(model, "Add an alarm at 6:45 in the morning", alarms) == [("Alarm_Add", {"alarm_time": "06:45"})]


def test_a_time_of_day_on_a_date_the_tool_also_takes_is_a_clock_time(model: LocalChatModel) -> None:
    boats = _tool(
        "Boats_Hire",
        "Finds boats for hire in a harbour between two dates.",
        {
            "harbour": {"type": "string", "description": "The harbour."},
            "first_day": {"type": "string", "description": "The first day of the hire, as YYYY-MM-DD."},
            "boarding_time": {"type": "string", "description": "Boarding time on the start date, 'HH:MM'."},
            "last_day": {"type": "string", "description": "The last day of the hire, as YYYY-MM-DD."},
        },
        ["harbour", "first_day", "boarding_time", "last_day"],
    )
    request = "Which boats can I hire in Porthleven from June 3rd 2025 at 9am until June 7th 2025?"
    assert _calls(model, request, boats) == [
        (
            "Boats_Hire",
            {"harbour": "Porthleven", "first_day": "2025-06-03", "boarding_time": "09:00", "last_day": "2025-06-07"},
        )
    ]


@pytest.mark.parametrize(
    "request_text",
    [
        "What does the tide table of Brixham look like for 2024 .06.03?",  # a stray space
        "How are the tides at Brixham on 2024-0603?",  # a dash left out
    ],
)
def test_a_numeric_date_typed_with_a_slip_is_still_that_date(model: LocalChatModel, request_text: str) -> None:
    assert _calls(model, request_text, TIDES) == [("Tides_GetTable", {"harbour": "Brixham", "day": "2024-06-03"})]
