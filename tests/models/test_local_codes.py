"""Numbers told by what they stand for (real weights, public API, tools never seen): a description
that gives the number of a few things ("1 for Lisbon, 2 for Porto") takes the number of the thing
the request names (a list of such numbers the one number), and never a number the request tells for
something else ("4 stars"); a bound ("at least 4") is as near its name as the plain number; a range
("between the ages of 30 and 45") fills the lower and the upper bound of one thing."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))


TUTORS = _tool(
    "find_tutors",
    "Finds private tutors by city, subject, rating and age.",
    {
        "city_id": {
            "type": "integer",
            "description": "ID of the city. For example, 1 for Lisbon, 2 for Porto, 3 for Braga.",
            "enum": [1, 2, 3, 4, 5],
        },
        "subject_id": {
            "type": "integer",
            "description": "The subject's identifier, e.g. 1 represents maths tutoring, 2 represents music tutoring.",
        },
        "min_rating": {"type": "number", "description": "The lowest average rating, 1 to 5 stars."},
        "min_age": {"type": "integer", "description": "The youngest age of the tutor."},
        "max_age": {"type": "integer", "description": "The oldest age of the tutor."},
    },
    [],
)


def test_a_coded_id_takes_the_number_of_the_thing_named(model: LocalChatModel) -> None:
    calls = _calls(model, "Find me a tutor for music in Porto.", TUTORS)
    assert calls == [("find_tutors", {"city_id": 2, "subject_id": 2})]


def test_a_coded_id_never_takes_a_number_told_for_something_else(model: LocalChatModel) -> None:
    calls = _calls(model, "I need a maths tutor in Braga with a rating of at least 4 stars.", TUTORS)
    assert calls == [("find_tutors", {"city_id": 3, "subject_id": 1, "min_rating": 4})]


def test_a_range_fills_both_bounds_of_one_thing(model: LocalChatModel) -> None:
    calls = _calls(model, "Find a tutor in Lisbon who is between the ages of 30 and 45.", TUTORS)
    assert calls == [("find_tutors", {"city_id": 1, "min_age": 30, "max_age": 45})]


GROOMERS = _tool(
    "find_groomers",
    "Finds pet groomers by city and services.",
    {
        "city": {"type": "string", "description": "The city."},
        "service_ids": {
            "type": "array",
            "items": {"type": "integer"},
            "description": "The services wanted, e.g. 1 for bathing service, 2 for nail trimming service, "
            "3 for haircut service.",
        },
    },
    ["city"],
)


def test_a_list_of_coded_ids_takes_the_number_of_the_thing_named(model: LocalChatModel) -> None:
    calls = _calls(model, "Find a groomer in Leeds who does nail trimming.", GROOMERS)
    assert calls == [("find_groomers", {"city": "Leeds", "service_ids": [2]})]
