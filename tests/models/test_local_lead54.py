"""A user's own tools on the embedded model (real weights, public API, tools never seen), round 54: a day of the
year said without its year ("on March 14th") for a date the tool asks in numbers ("YYYY-MM-DD") is the next such
day by the clock, written in that form, never the words copied into a field that cannot read them."""

from __future__ import annotations

import datetime

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))

_EVENTS = _tool(
    "find_events",
    "Find events in a city on a date.",
    {
        "city": {"type": "string", "description": "The city."},
        "date": {"type": "string", "description": "The date of the event in the format 'YYYY-MM-DD'."},
    },
    ["city", "date"],
)
_RENTALS = _tool(
    "rent_car",
    "Find rental cars in a city for a period.",
    {
        "city": {"type": "string", "description": "The city to pick the car up in."},
        "start_date": {"type": "string", "description": "The start date, in the format 'YYYY-MM-DD'."},
        "end_date": {"type": "string", "description": "The end date, in the format 'YYYY-MM-DD'."},
    },
    ["city", "start_date", "end_date"],
)
_CLEANING = _tool(
    "book_cleaning",
    "Book a cleaner.",
    {"start": {"type": "string", "description": "When to start, in the format 'YYYY-MM-DD HH:mm:ss'."}},
    ["start"],
)


def _next(month: int, day: int) -> datetime.date:
    today = datetime.date.today()
    this_year = datetime.date(today.year, month, day)
    return this_year if this_year >= today else datetime.date(today.year + 1, month, day)


def test_a_day_without_its_year_is_the_next_one_in_the_form_asked(model: LocalChatModel) -> None:
    wanted = _next(3, 14).isoformat()
    assert _calls(model, "Any music events in Portland on March 14th?", _EVENTS) == [
        ("find_events", {"city": "Portland", "date": wanted})
    ]


def test_a_range_of_days_without_a_year(model: LocalChatModel) -> None:
    made = _calls(model, "I need a rental car in London from the 10th of March till 17th March", _RENTALS, _EVENTS)
    assert made == [
        ("rent_car", {"city": "London", "start_date": _next(3, 10).isoformat(), "end_date": _next(3, 17).isoformat()})
    ]


def test_a_day_and_time_without_a_year(model: LocalChatModel) -> None:
    wanted = f"{_next(5, 20).isoformat()} 15:00:00"
    assert _calls(model, "Book a cleaner for May 20 at 3 pm", _CLEANING) == [("book_cleaning", {"start": wanted})]


def test_a_stated_year_is_kept(model: LocalChatModel) -> None:
    assert _calls(model, "Any music events in Portland on March 14th, 2023?", _EVENTS) == [
        ("find_events", {"city": "Portland", "date": "2023-03-14"})
    ]
