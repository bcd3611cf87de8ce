"""Requests of several calls in users' words to tools shaped like real-world APIs (real weights, public API,
tools never seen): a part that opens with the preposition that opened the last phrase of the part before
("articles about X and about Y") is a call of its own, whatever words it shares with another tool; a first
part that names no tool ("Move 15 EUR to Ana and ...") is a call of the tool the next part names, when that
part leaves out its verb and opens on a value ("... and 40 EUR to Luis by bank transfer"), a short part and
no sentence going on, and the first states values of the tool; a later question ("... and how is IBM
trading?") goes to the one tool it gives a value, though it names none; and a choice of an enum the request
ends on ("... from my savings account") is for every call of that tool before it that says no choice of its
own."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))

ARTICLES = _tool(
    "search_articles",
    "Search recent articles about a subject.",
    {"subject": {"type": "string", "description": "Subject of the articles, e.g. elections."}},
    ["subject"],
)
SHARES = _tool(
    "share_price",
    "Get the current share price of a company listed on the stock market.",
    {"symbol": {"type": "string", "description": "Ticker symbol, e.g. IBM."}},
    ["symbol"],
)
TRANSFER = _tool(
    "bank_transfer",
    "Make a bank transfer of money to a person.",
    {
        "source": {
            "type": "string",
            "enum": ["checking account", "savings account"],
            "description": "Account to pay from.",
        },
        "amount": {"type": "number", "description": "Amount of money."},
        "receiver": {"type": "string", "description": "Name of the contact receiving the money."},
    },
    ["amount", "receiver"],
)


def test_a_part_restating_the_preposition_before_it_is_a_call_of_its_own(model: LocalChatModel) -> None:
    made = _calls(model, "articles about renewable energy and about the stock market", ARTICLES, SHARES)
    assert [name for name, _ in made] == ["search_articles", "search_articles"]
    assert made[0][1] == {"subject": "renewable energy"}
    assert "stock market" in made[1][1]["subject"]


def test_a_first_part_naming_no_tool_is_a_call_of_the_tool_a_later_part_names(model: LocalChatModel) -> None:
    made = _calls(model, "Move 15 EUR to Ana and 40 EUR to Luis by bank transfer", TRANSFER, SHARES)
    assert made == [
        ("bank_transfer", {"amount": 15, "receiver": "Ana"}),
        ("bank_transfer", {"amount": 40, "receiver": "Luis"}),
    ]


def test_a_value_opening_a_sentence_that_goes_on_is_no_part_without_its_verb(model: LocalChatModel) -> None:
    company = _tool(
        "company_of_ticker",
        "Get the name of the company a stock ticker stands for.",
        {"ticker": {"type": "string", "description": "The ticker, e.g. 'IBM'."}},
        ["ticker"],
    )
    request = (
        "While reviewing my portfolio I looked at several stocks, and 'NVDA' stood out to me. "
        "Which company does that ticker belong to?"
    )
    assert _calls(model, request, company, SHARES) == [("company_of_ticker", {"ticker": "NVDA"})]


def test_a_choice_the_request_ends_on_is_for_every_call_of_its_tool(model: LocalChatModel) -> None:
    made = _calls(model, "Send 15 EUR to Ana and 40 EUR to Luis from my savings account", TRANSFER, SHARES)
    assert made == [
        ("bank_transfer", {"source": "savings account", "amount": 15, "receiver": "Ana"}),
        ("bank_transfer", {"source": "savings account", "amount": 40, "receiver": "Luis"}),
    ]


def test_a_choice_each_part_says_stays_with_its_part(model: LocalChatModel) -> None:
    request = "Send 15 EUR to Ana from my checking account, and 40 EUR to Luis from my savings account"
    made = _calls(model, request, TRANSFER)
    assert made == [
        ("bank_transfer", {"source": "checking account", "amount": 15, "receiver": "Ana"}),
        ("bank_transfer", {"source": "savings account", "amount": 40, "receiver": "Luis"}),
    ]


FORECAST = _tool(
    "city_forecast",
    "Get the weather forecast for a city.",
    {"location": {"type": "string", "description": "City and state, e.g. 'Austin, TX'."}},
    ["location"],
)


def test_a_later_question_goes_to_the_one_tool_it_gives_a_value(model: LocalChatModel) -> None:
    made = _calls(model, "Get the forecast for Reno, NV and how is IBM trading?", FORECAST, SHARES)
    assert made == [("city_forecast", {"location": "Reno, NV"}), ("share_price", {"symbol": "IBM"})]


def test_a_value_inside_a_word_of_another_is_a_call_of_its_own(model: LocalChatModel) -> None:
    shell = _tool(
        "run_command",
        "Run a command in the terminal.",
        {"command": {"type": "string", "description": "The command to run, e.g. 'ls'."}},
        ["command"],
    )
    made = _calls(model, "Run the commands 'mkdir build' and 'dir'", shell, SHARES)
    assert made == [("run_command", {"command": "mkdir build"}), ("run_command", {"command": "dir"})]
