"""Requests one offered tool serves that the embedded model once declined (real weights, public API, tools never
seen): a word quoted alone for a tool that requires a word or a term, what is still left on a list of the user's,
and a ticker written in capitals like the example the description gives."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))


GLOSSARY = _tool(
    "glossary_entry",
    "Give the definition of a term.",
    {"term": {"type": "string", "description": "The term to explain."}},
    ["term"],
)
TRANSLATE = _tool(
    "translate_text",
    "Translate a text into another language.",
    {"text": {"type": "string"}, "language": {"type": "string", "description": "Target language."}},
    ["text", "language"],
)
CHORES = _tool(
    "list_chores",
    "List the chores on the user's chore list.",
    {"done": {"type": "boolean", "description": "Whether finished chores are listed too.", "default": False}},
    [],
)
ADD_CHORE = _tool(
    "add_chore",
    "Add a chore to the chore list.",
    {"chore": {"type": "string", "description": "The chore."}},
    ["chore"],
)
PRICE = _tool(
    "stock_price",
    "Get the current price of a stock.",
    {"ticker": {"type": "string", "description": "Ticker of the company, e.g. MSFT."}},
    ["ticker"],
)
RATES = _tool(
    "exchange_rate",
    "Get the exchange rate between two currencies.",
    {"base": {"type": "string"}, "quote": {"type": "string"}},
    ["base", "quote"],
)
TIMER = _tool(
    "start_timer",
    "Start a timer.",
    {"minutes": {"type": "integer", "description": "Length in minutes."}},
    ["minutes"],
)


def test_a_word_quoted_alone_is_the_term_of_a_glossary(model: LocalChatModel) -> None:
    assert _calls(model, "what does 'taciturn' mean?", GLOSSARY, TRANSLATE) == [
        ("glossary_entry", {"term": "taciturn"})
    ]


def test_what_is_left_on_a_list_asks_for_the_list(model: LocalChatModel) -> None:
    assert _calls(model, "what's still left on my chore list?", CHORES, ADD_CHORE, TIMER) == [("list_chores", {})]


def test_a_ticker_in_capitals_like_the_example_is_the_stock(model: LocalChatModel) -> None:
    assert _calls(model, "how is TSLA doing?", PRICE, RATES) == [("stock_price", {"ticker": "TSLA"})]
