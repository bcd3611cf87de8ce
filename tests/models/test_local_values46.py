"""Values a right tool gets in the form its schema asks (real weights, public API, tools never seen): a
score described "as a percentage" takes the number written with "%", a search query ends before a bound
a price parameter holds, and a span opening on the tool's own word keeps only its value."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))

REVIEW = _tool(
    "rate_claim",
    "Record how sure a reviewer is that a claim holds.",
    {
        "claim": {"type": "string", "description": "The claim reviewed."},
        "certainty": {
            "type": "number",
            "description": "A decimal value giving the certainty as a percentage, from 0.0 to 100.0.",
        },
    },
    ["claim", "certainty"],
)
MARKET = _tool(
    "search_market",
    "Search the market's listings.",
    {
        "query": {"type": "string", "description": "What to look for."},
        "max_price": {"type": "number", "description": "Highest price in dollars."},
    },
    ["query"],
)
HUMIDITY = _tool(
    "room_humidity",
    "Read the humidity of a room.",
    {"room": {"type": "string", "description": "The room."}},
    ["room"],
)


def test_a_percentage_fills_a_score_described_as_a_percentage(model: LocalChatModel) -> None:
    got = _calls(model, "Rate the claim 'rain by 5 pm' at 85% certainty", REVIEW)
    assert got == [("rate_claim", {"claim": "rain by 5 pm", "certainty": 85})]


def test_the_number_written_with_a_percent_sign_over_an_earlier_count(model: LocalChatModel) -> None:
    got = _calls(model, "After reading 12 reports I'm 70% certain of the claim 'prices rise'", REVIEW)
    assert got == [("rate_claim", {"claim": "prices rise", "certainty": 70})]


def test_a_query_ends_before_a_price_bound_another_parameter_holds(model: LocalChatModel) -> None:
    got = _calls(model, "Search the market for vintage desk lamps under $80", MARKET)
    assert got == [("search_market", {"query": "vintage desk lamps", "max_price": 80})]


def test_a_span_opening_on_the_tools_word_keeps_only_the_value(model: LocalChatModel) -> None:
    got = _calls(model, "Read the humidity in the attic", HUMIDITY)
    assert got == [("room_humidity", {"room": "attic"})]
