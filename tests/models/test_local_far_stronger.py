"""A request far more about one tool than about its sibling (real weights, public API, tools never seen):
the tool it is about is called even when the check for its required values missed one, not the weaker
sibling that merely takes the same values."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))

ASK_FOR_MONEY = _tool(
    "Wallet_AskForMoney",
    "Initiates a payment request to a specified receiver with an optional privacy setting.",
    {
        "receiver": {
            "type": "string",
            "description": "The identifier for the contact or account to receive the payment request, such as an email "
            "or account number.",
        },
        "amount": {"type": "number", "description": "The amount in dollars."},
        "private": {"type": "boolean", "description": "Whether the request is private.", "default": False},
    },
    ["receiver", "amount"],
)
SEND_MONEY = _tool(
    "Wallet_SendMoney",
    "Initiates a payment transaction to send money to a specified receiver using a selected payment method.",
    {
        "payment_method": {
            "type": "string",
            "enum": ["app balance", "debit card", "credit card"],
            "description": "The source of the money.",
        },
        "amount": {"type": "number", "description": "The amount in dollars."},
        "receiver": {
            "type": "string",
            "description": "The identifier for the recipient, such as an account number or a contact name.",
        },
        "private": {"type": "boolean", "description": "Whether the transaction is private.", "default": False},
    },
    ["payment_method", "amount", "receiver"],
)


def test_sending_money_is_not_asking_for_it(model: LocalChatModel) -> None:
    request = "Could you send $80 to Marco's account using my credit card, and keep it private?"
    assert [name for name, _ in _calls(model, request, ASK_FOR_MONEY, SEND_MONEY)] == ["Wallet_SendMoney"]


def test_asking_for_money_stays_with_the_request_tool(model: LocalChatModel) -> None:
    request = "Request 40 dollars from Tom."
    assert [name for name, _ in _calls(model, request, ASK_FOR_MONEY, SEND_MONEY)] == ["Wallet_AskForMoney"]
