"""A user's own tools on the embedded model (real weights, public API, tools never seen), round 53: one of several
near neighbours, chosen by what the request does to which thing for whom. Kinds a description lists in
parentheses after a plural ("tradespeople (roofers, locksmiths, painters)") name what a search finds; of tools
taking a code of the form the request writes, the one doing what is asked ("take ... out of my basket") or,
when nothing is asked to be done, the one that reads ("what was PAY-7731 for?"); a verb after a comma and "you
can" ("it's sorted, you can close 5120"); someone else's thing ("jun_li's account") for the tool about another
member, not the one about the asker; "how much money do I have" for an account's balance."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))

_ITEM = {"item_code": {"type": "string", "description": "The item code, e.g. 'IT-5521'."}}
_BASKET = [
    _tool("show_basket", "Show what is in the shopping basket.", {}, []),
    _tool("add_item", "Add an item to the shopping basket.", _ITEM, ["item_code"]),
    _tool("remove_item", "Remove an item from the shopping basket.", _ITEM, ["item_code"]),
]

_PAYMENT = {"payment_id": {"type": "string", "description": "The payment id, e.g. 'PAY-1200'."}}
_PAYMENTS = [
    _tool("list_payments", "List the latest payments on the card.", {}, []),
    _tool("get_payment", "Get one payment by its id.", _PAYMENT, ["payment_id"]),
    _tool("refund_payment", "Refund a payment to the customer.", _PAYMENT, ["payment_id"]),
]

_TRADES = [
    _tool(
        "find_tradespeople",
        "Find tradespeople (roofers, locksmiths, painters) near a town.",
        {
            "trade": {"type": "string", "description": "The trade."},
            "town": {"type": "string", "description": "The town."},
        },
        ["trade", "town"],
    ),
    _tool(
        "hire_tradesperson",
        "Hire a tradesperson by id.",
        {"tradesperson_id": {"type": "string", "description": "The tradesperson's id, e.g. 'TP-9'."}},
        ["tradesperson_id"],
    ),
]

_CASE = {"caseNumber": {"type": "integer", "description": "The case number."}}
_HELPDESK = [
    _tool("getCase", "Retrieve a helpdesk case.", _CASE, ["caseNumber"]),
    _tool("closeCase", "Close a resolved helpdesk case.", _CASE, ["caseNumber"]),
    _tool("createCase", "Open a new helpdesk case.", {"title": {"type": "string", "description": "Title."}}, ["title"]),
]

_MEMBERS = [
    _tool("get_my_account", "Get the logged-in member's own account page.", {}, []),
    _tool(
        "get_member_account",
        "Get another member's account page by username.",
        {"username": {"type": "string", "description": "The member's username."}},
        ["username"],
    ),
]

_BANK = [
    _tool("get_balance", "Get the current balance of the checking account.", {}, []),
    _tool("list_statements", "List the monthly statements of the checking account.", {}, []),
    _tool(
        "send_payment",
        "Send a payment to a payee.",
        {
            "payee": {"type": "string", "description": "The payee."},
            "amount": {"type": "number", "description": "Amount."},
        },
        ["payee", "amount"],
    ),
]


def test_a_kind_listed_in_parentheses_names_what_the_search_finds(model: LocalChatModel) -> None:
    assert _calls(model, "find me a locksmith in Bristol", *_TRADES) == [
        ("find_tradespeople", {"trade": "locksmith", "town": "Bristol"})
    ]


def test_of_tools_taking_the_code_written_the_one_doing_what_is_asked(model: LocalChatModel) -> None:
    assert _calls(model, "take IT-8812 out of my cart", *_BASKET) == [("remove_item", {"item_code": "IT-8812"})]


def test_a_question_about_a_coded_thing_is_for_the_tool_that_reads_it(model: LocalChatModel) -> None:
    assert _calls(model, "What was PAY-7731 for?", *_PAYMENTS) == [("get_payment", {"payment_id": "PAY-7731"})]


def test_a_verb_after_a_comma_and_you_can_is_what_is_asked(model: LocalChatModel) -> None:
    assert _calls(model, "The login bug is sorted, you can close 5120", *_HELPDESK) == [
        ("closeCase", {"caseNumber": 5120})
    ]


def test_someone_elses_thing_is_for_the_tool_about_another_member(model: LocalChatModel) -> None:
    assert _calls(model, "pull up jun_li's account", *_MEMBERS) == [("get_member_account", {"username": "jun_li"})]


def test_how_much_money_one_has_asks_the_balance(model: LocalChatModel) -> None:
    assert _calls(model, "how much money do I have left?", *_BANK) == [("get_balance", {})]
