"""A user's own tools on the embedded model (real weights, public API, tools never seen), round 52: a value the
request states in one form, which the parameter's description asks in another. A month with its year ("March
2027") for a month "formatted as YYYY-MM"; a time of day said in words ("half past two in the afternoon", "a
quarter to 5 pm") or with "am" for a time "in 24-hour format HH:MM"; a day written "March the 3rd, 2027" or
"the third of March 2027" for a date "in the format YYYY-MM-DD"; an option that opens with a number word
('five_star', 'FIRST_CLASS') written in figures ("5 star", "1st class"); a weekday before the day it falls on
("Thursday, June 10, 2027") as one date; an option of two words written joined or hyphenated ("nonstop",
"premium-economy"); a town in small letters before its state ("san francisco california") capitalized."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))

_REPORT = _tool(
    "get_expense_summary",
    "Get the monthly expense summary.",
    {"month": {"type": "string", "description": "The month to summarise, formatted as YYYY-MM, e.g. 2024-07."}},
    ["month"],
)

_CALL = _tool(
    "book_phone_call",
    "Book a phone call with a customer.",
    {
        "customer": {"type": "string", "description": "The customer's name."},
        "start_time": {"type": "string", "description": "The start time in 24-hour format HH:MM, e.g. 09:30."},
    },
    ["customer", "start_time"],
)

_VISIT = _tool(
    "book_eye_exam",
    "Book an eye exam at the optician.",
    {
        "exam_date": {"type": "string", "description": "The day of the exam, in the format YYYY-MM-DD."},
        "patient_name": {"type": "string", "description": "The full name of the patient."},
    },
    ["exam_date", "patient_name"],
)

_STAY = _tool(
    "search_resorts",
    "Search for resorts in a city.",
    {
        "city": {"type": "string", "description": "The city name."},
        "stars": {
            "type": "string",
            "enum": ["three_star", "four_star", "five_star"],
            "description": "The star rating.",
        },
    },
    ["city", "stars"],
)


def test_a_month_with_its_year_is_written_as_the_month_form_asks(model: LocalChatModel) -> None:
    assert _calls(model, "Get the expense summary for August 2026", _REPORT) == [
        ("get_expense_summary", {"month": "2026-08"})
    ]


def test_a_month_written_short_after_its_year_is_written_as_asked(model: LocalChatModel) -> None:
    assert _calls(model, "expense summary for 2026 sept. please", _REPORT) == [
        ("get_expense_summary", {"month": "2026-09"})
    ]


def test_half_past_an_hour_in_the_afternoon_is_a_24_hour_time(model: LocalChatModel) -> None:
    assert _calls(model, "Book a phone call with Umbrella at half past four in the afternoon", _CALL) == [
        ("book_phone_call", {"customer": "Umbrella", "start_time": "16:30"})
    ]


def test_a_quarter_to_an_hour_is_counted_back(model: LocalChatModel) -> None:
    assert _calls(model, "Book a phone call with Umbrella at a quarter to 6 pm", _CALL) == [
        ("book_phone_call", {"customer": "Umbrella", "start_time": "17:45"})
    ]


def test_a_morning_time_with_am_is_written_in_24_hours(model: LocalChatModel) -> None:
    assert _calls(model, "Book a phone call with Umbrella at 8:40 am", _CALL) == [
        ("book_phone_call", {"customer": "Umbrella", "start_time": "08:40"})
    ]


def test_a_month_then_the_ordinal_day_is_a_date(model: LocalChatModel) -> None:
    assert _calls(model, "Book an eye exam for Ana Ruiz on May the 9th, 2027", _VISIT) == [
        ("book_eye_exam", {"exam_date": "2027-05-09", "patient_name": "Ana Ruiz"})
    ]


def test_an_ordinal_day_in_words_of_a_month_is_a_date(model: LocalChatModel) -> None:
    assert _calls(model, "Book an eye exam for Ana Ruiz on the twenty-first of June 2027", _VISIT) == [
        ("book_eye_exam", {"exam_date": "2027-06-21", "patient_name": "Ana Ruiz"})
    ]


def test_an_option_of_a_number_word_is_named_in_figures(model: LocalChatModel) -> None:
    assert _calls(model, "Any 4 star resorts in Cancun?", _STAY) == [
        ("search_resorts", {"city": "Cancun", "stars": "four_star"})
    ]


_FLIGHTS = _tool(
    "search_flights",
    "Search flights between two airports.",
    {
        "origin": {"type": "string", "description": "The origin airport code, e.g. 'SFO'."},
        "destination": {"type": "string", "description": "The destination airport code, e.g. 'JFK'."},
        "stops": {"type": "string", "enum": ["non_stop", "one_stop", "any"], "description": "The number of stops."},
        "cabin": {
            "type": "string",
            "enum": ["economy", "premium_economy", "business", "first"],
            "description": "The cabin.",
        },
    },
    ["origin", "destination"],
)

_MOVERS = _tool(
    "find_movers",
    "Find moving companies in an area.",
    {"area": {"type": "string", "description": "The city and state, e.g. 'San Francisco, CA'."}},
    ["area"],
)


def test_a_weekday_before_the_date_it_falls_on_is_one_date(model: LocalChatModel) -> None:
    assert _calls(model, "Book an eye exam for Ana Ruiz on Thursday, June 10, 2027", _VISIT) == [
        ("book_eye_exam", {"exam_date": "2027-06-10", "patient_name": "Ana Ruiz"})
    ]


def test_an_option_of_two_words_is_named_joined(model: LocalChatModel) -> None:
    assert _calls(model, "Find nonstop flights from SFO to JFK", _FLIGHTS) == [
        ("search_flights", {"origin": "SFO", "destination": "JFK", "stops": "non_stop"})
    ]


def test_an_option_of_two_words_is_named_hyphenated(model: LocalChatModel) -> None:
    assert _calls(model, "Find flights from SFO to JFK in premium-economy", _FLIGHTS) == [
        ("search_flights", {"origin": "SFO", "destination": "JFK", "cabin": "premium_economy"})
    ]


def test_a_town_in_small_letters_before_its_state_is_capitalized(model: LocalChatModel) -> None:
    assert _calls(model, "find movers in san francisco california", _MOVERS) == [
        ("find_movers", {"area": "San Francisco, CA"})
    ]
