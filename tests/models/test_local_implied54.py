"""A user's own tools on the embedded model (real weights, public API, tools never seen), round 54: an optional
value the request states or implies without naming its parameter. A flag turned down by a verb right before its
feature ("skip the cache") or by a negative prefix on it ("case-insensitive"); a full name right before what the
tool is about ("Christopher Nolan films") for the person's parameter; a rating said in words ("three stars or
better"); a count of results said in words after "only"/"just" ("only the top three results")."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))

_DOWNLOAD = _tool(
    "download_url",
    "Fetches the content at a URL.",
    {
        "url": {"type": "string", "description": "The address to fetch."},
        "use_cache": {"type": "boolean", "description": "Return a cached copy when one is available.", "default": True},
    },
    ["url"],
)

_FIND = _tool(
    "find_in_files",
    "Find lines matching a pattern in the project files.",
    {
        "query": {"type": "string", "description": "The text to look for."},
        "case_sensitive": {"type": "boolean", "description": "Whether letter case must match.", "default": True},
    },
    ["query"],
)

_FILMS = _tool(
    "search_films",
    "Search the film catalogue.",
    {
        "director": {"type": "string", "description": "Name of the film's director."},
        "year": {"type": "integer", "description": "Year of release."},
    },
    [],
)

_STAYS = _tool(
    "find_hotels",
    "Find hotels in a city.",
    {
        "city": {"type": "string", "description": "The city."},
        "min_rating": {"type": "number", "description": "The lowest guest rating to include, from 1 to 5."},
    },
    ["city"],
)

_JOBS = _tool(
    "search_jobs",
    "Search job postings.",
    {
        "title": {"type": "string", "description": "The job title."},
        "location": {"type": "string", "description": "Where the job is."},
        "limit": {"type": "integer", "description": "How many postings to return.", "default": 25},
    },
    ["title"],
)


def test_a_verb_turning_a_feature_down_sets_its_flag_off(model: LocalChatModel) -> None:
    assert _calls(model, "Download https://news.example.com/feed and skip the cache", _DOWNLOAD) == [
        ("download_url", {"url": "https://news.example.com/feed", "use_cache": False})
    ]


def test_a_negative_prefix_on_the_feature_sets_its_flag_off(model: LocalChatModel) -> None:
    assert _calls(model, "look for 'deadline' in the project files, case-insensitive", _FIND) == [
        ("find_in_files", {"query": "deadline", "case_sensitive": False})
    ]


def test_a_full_name_before_what_the_tool_is_about_is_the_persons(model: LocalChatModel) -> None:
    assert _calls(model, "Christopher Nolan films", _FILMS) == [("search_films", {"director": "Christopher Nolan"})]


def test_a_rating_said_in_words_is_its_number(model: LocalChatModel) -> None:
    assert _calls(model, "a hotel in Lyon, three stars or better", _STAYS) == [
        ("find_hotels", {"city": "Lyon", "min_rating": 3})
    ]


def test_a_count_of_results_said_in_words_after_just_is_the_limit(model: LocalChatModel) -> None:
    assert _calls(model, "Search nurse jobs in Leeds, only the top three results", _JOBS) == [
        ("search_jobs", {"title": "nurse", "location": "Leeds", "limit": 3})
    ]
