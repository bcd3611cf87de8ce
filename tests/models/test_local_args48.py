"""Argument values the embedded model once got wrong on the right tool (real weights, public API, tools never
seen): a currency the request names ("40 euros") given to a parameter whose name holds a conversion's end
word beside a word naming something else ("to_person")."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))


TRANSFER = _tool(
    "transfer_money",
    "Send money from one of my accounts to a person.",
    {
        "from_account": {"type": "string", "enum": ["checking", "savings"], "description": "Which account pays."},
        "to_person": {"type": "string", "description": "Name of the person who receives the money."},
        "amount": {"type": "number", "description": "Amount in euros."},
    },
    ["from_account", "to_person", "amount"],
)
NOTES = _tool("add_note", "Save a short note.", {"text": {"type": "string", "description": "The note text."}}, ["text"])



def test_a_named_currency_is_no_name_of_a_person_to_pay(model: LocalChatModel) -> None:
    assert _calls(model, "Transfer 15.5 euros from checking to Jonas", TRANSFER, NOTES) == [
        ("transfer_money", {"from_account": "checking", "to_person": "Jonas", "amount": 15.5})
    ]


def test_the_person_paid_is_taken_when_the_currency_comes_first(model: LocalChatModel) -> None:
    assert _calls(model, "Send 40 euros to Marta from my savings", TRANSFER, NOTES) == [
        ("transfer_money", {"from_account": "savings", "to_person": "Marta", "amount": 40})
    ]
