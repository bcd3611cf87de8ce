"""Several calls from a serial list ("A, B and C") after a preposition, to a tool whose parameter takes one
value (real weights, public API, tools never seen): each item of a few words is one call's value, and what
the request says once after the list (a language) is for every call; a parameter that asks for a list in
one text, or an array, keeps the items in one call."""

from __future__ import annotations

import pytest

from sprig import ExternalTool
from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))

HEADLINES = _tool(
    "fetch_headlines",
    "Fetch the latest news headlines about a subject.",
    {
        "subject": {"type": "string", "description": "Subject of the headlines, e.g. 'finance'."},
        "language": {"type": "string", "description": "Language of the headlines, e.g. 'English'."},
    },
    ["subject"],
)
QUOTES = _tool(
    "get_share_quote",
    "Get the current quote of a share.",
    {"symbol": {"type": "string", "description": "Ticker symbol, e.g. 'IBM'."}},
    ["symbol"],
)


def _headlines_taking(spec: dict[str, object]) -> ExternalTool:
    """A headlines tool whose one parameter, ``subjects``, is written as ``spec``."""
    return _tool("fetch_headlines", "Fetch the latest news headlines about subjects.", {"subjects": spec}, ["subjects"])


def test_each_item_of_a_serial_list_is_one_call(model: LocalChatModel) -> None:
    made = _calls(model, "Latest headlines about Formula 1, cycling and golf", HEADLINES, QUOTES)
    assert made == [
        ("fetch_headlines", {"subject": "Formula 1"}),
        ("fetch_headlines", {"subject": "cycling"}),
        ("fetch_headlines", {"subject": "golf"}),
    ]


def test_what_follows_a_serial_list_is_for_every_item(model: LocalChatModel) -> None:
    made = _calls(model, "Get me headlines on housing, public health, and elections in Italian", HEADLINES, QUOTES)
    assert made == [
        ("fetch_headlines", {"subject": "housing", "language": "Italian"}),
        ("fetch_headlines", {"subject": "public health", "language": "Italian"}),
        ("fetch_headlines", {"subject": "elections", "language": "Italian"}),
    ]


def test_a_parameter_asking_a_comma_separated_list_takes_the_list_in_one_call(model: LocalChatModel) -> None:
    listed = _headlines_taking({"type": "string", "description": "Comma-separated list of subjects."})
    made = _calls(model, "Latest headlines about Formula 1, cycling and golf", listed, QUOTES)
    assert len(made) == 1


def test_an_array_parameter_takes_the_list_in_one_call(model: LocalChatModel) -> None:
    subjects = {"type": "array", "items": {"type": "string"}, "description": "Subjects of the headlines."}
    listed = _headlines_taking(subjects)
    made = _calls(model, "Latest headlines about Formula 1, cycling and golf", listed, QUOTES)
    assert len(made) == 1


def test_two_words_joined_by_and_stay_one_value(model: LocalChatModel) -> None:
    made = _calls(model, "Latest headlines about Bosnia and Herzegovina", HEADLINES, QUOTES)
    assert made == [("fetch_headlines", {"subject": "Bosnia and Herzegovina"})]
