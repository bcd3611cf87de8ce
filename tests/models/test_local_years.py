"""Years meant but not written in full (real weights, public API, tools never seen): a year parameter
takes a year written short ("from '19" is 2019, "'85" is 1985) and a year counted back ("six years ago")
from the one year the request states ("This year is 2023"), unless that year restates it ("two years ago
in 2021"), as a number, as the listed value, or as text; with no year stated to count from, none is
guessed."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))

FILMS = _tool(
    "find_films",
    "Finds films by their genre and the year they came out.",
    {
        "genre": {"type": "string", "description": "The genre, e.g. 'Western'."},
        "year": {"type": "integer", "description": "The year of release."},
    },
    ["genre"],
)
WINES = _tool(
    "find_wines",
    "Finds wines of a region by their vintage.",
    {
        "region": {"type": "string", "description": "The wine region, e.g. 'Rioja'."},
        "vintage_year": {
            "type": "string",
            "enum": ["2014", "2015", "2016", "2017", "2018", "dontcare"],
            "description": "The vintage. Use 'dontcare' for any.",
        },
    },
    ["region"],
)


def test_a_year_written_short_is_the_full_year(model: LocalChatModel) -> None:
    got = _calls(model, "Find Western films from '85.", FILMS)
    assert got == [("find_films", {"genre": "Western", "year": 1985})]


def test_a_year_written_short_is_the_listed_value(model: LocalChatModel) -> None:
    got = _calls(model, "Find wines from Rioja, the '16 vintage.", WINES)
    assert got == [("find_wines", {"region": "Rioja", "vintage_year": "2016"})]


def test_a_year_counted_back_from_the_stated_year(model: LocalChatModel) -> None:
    got = _calls(model, "Find wines from Rioja made seven years ago. This year is 2024.", WINES)
    assert got == [("find_wines", {"region": "Rioja", "vintage_year": "2017"})]


def test_no_year_is_counted_back_without_a_year_to_count_from(model: LocalChatModel) -> None:
    got = _calls(model, "Find Western films that came out six years ago.", FILMS)
    assert got == [("find_films", {"genre": "Western"})]


def test_a_year_written_right_after_the_count_is_the_year_meant(model: LocalChatModel) -> None:
    got = _calls(model, "Find wines from Rioja made two years ago in 2016.", WINES)
    assert got == [("find_wines", {"region": "Rioja", "vintage_year": "2016"})]
