"""Codes and names written in a form of their own, which the embedded model must take as the value
(real weights, public API, tools never seen): a dotted number after the parameter's name ("version
2.7") is a version, not a count; a name written before a word it owns ("to Marta's account") is the
name without its "'s"; a code after "with ID" fills a list of ids named for its thing ("the device with
ID D_88120455" for ``device_ids``)."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))

PACKAGES = _tool(
    "find_package",
    "Finds an installed software package.",
    {
        "name": {"type": "string", "description": "The name of the package."},
        "version": {"type": "string", "description": "The version number of the package."},
    },
    [],
)


def test_a_dotted_number_after_the_parameter_s_name_is_its_value(model: LocalChatModel) -> None:
    got = _calls(model, "Find the installed package with version 2.7.", PACKAGES)
    assert got == [("find_package", {"version": "2.7"})]


REQUEST = _tool(
    "request_payment",
    "Initiates a payment request to a specified receiver with an optional privacy setting.",
    {
        "receiver": {"type": "string", "description": "The contact or account to request the payment from."},
        "amount": {"type": "number", "description": "The amount to request."},
        "private_visibility": {"type": "boolean", "description": "Whether the request is private."},
    },
    ["receiver", "amount"],
)
PAYMENT = _tool(
    "make_payment",
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
        "private_visibility": {"type": "boolean", "description": "Whether the transaction is private."},
    },
    ["payment_method", "amount", "receiver"],
)


def test_a_name_before_a_word_it_owns_is_the_name_alone(model: LocalChatModel) -> None:
    request = "Can you send $250 to Marta's account using my debit card, and make sure the transaction is private?"
    got = _calls(model, request, REQUEST, PAYMENT)
    arguments = {"payment_method": "debit card", "amount": 250, "receiver": "Marta", "private_visibility": True}
    assert got == [("make_payment", arguments)]


ALERTS = _tool(
    "get_alerts",
    "Lists the alerts of sensors.",
    {
        "per_page": {"type": "integer", "description": "Entries per page."},
        "device_ids": {"type": "array", "items": {"type": "string"}, "description": "A list of device IDs."},
    },
    [],
)


def test_a_code_after_with_id_fills_the_list_of_ids_of_its_thing(model: LocalChatModel) -> None:
    got = _calls(model, "Show me the alerts, 20 per page, for the device with ID D_88120455.", ALERTS)
    assert got == [("get_alerts", {"per_page": 20, "device_ids": ["D_88120455"]})]
