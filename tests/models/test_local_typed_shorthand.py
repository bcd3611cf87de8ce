"""Requests as people type them in a chat (real weights, public API, tools never seen): "pls" and
"plz" are "please" (a trailing "pls" is no thing asked about; a quoted "pls" is sent as given); a
number with "%" names a tool about percentages ("what is 12.5% of 640"); a lower-case "k" glued to a
number is thousands ("divide 12k by 3"), while "300K" stays kelvin."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))

TICKET = _tool(
    "get_ticket_status",
    "Get the status of a support ticket.",
    {"ticket_id": {"type": "string", "description": "The ticket's id."}},
    ["ticket_id"],
)
CLOSE_TICKET = _tool(
    "close_ticket",
    "Close a support ticket.",
    {"ticket_id": {"type": "string", "description": "The ticket's id."}},
    ["ticket_id"],
)
TEXT = _tool(
    "send_text",
    "Send a text message to a phone number.",
    {
        "phone": {"type": "string", "description": "The phone number."},
        "message": {"type": "string", "description": "The text of the message."},
    },
    ["phone", "message"],
)
SHARE = _tool(
    "percentage_of",
    "Work out a percentage of an amount.",
    {
        "rate": {"type": "number", "description": "The percentage, e.g. 20 for 20%."},
        "amount": {"type": "number", "description": "The amount."},
    },
    ["rate", "amount"],
)
SPLIT = _tool(
    "divide_by",
    "Divide one number by another.",
    {
        "dividend": {"type": "number", "description": "The number to divide."},
        "divisor": {"type": "number", "description": "The number to divide by."},
    },
    ["dividend", "divisor"],
)
TIMES = _tool(
    "times",
    "Multiply two numbers.",
    {"a": {"type": "number"}, "b": {"type": "number"}},
    ["a", "b"],
)
KELVIN = _tool(
    "kelvin_to_celsius",
    "Convert a temperature in kelvin to degrees Celsius.",
    {"kelvin": {"type": "number", "description": "The temperature in kelvin."}},
    ["kelvin"],
)


@pytest.mark.parametrize(
    "request_text",
    [
        "can you check the status of ticket 55120 pls",
        "status of ticket 55120 plz",
        "pls check the status of ticket 55120",
    ],
)
def test_pls_is_please(model: LocalChatModel, request_text: str) -> None:
    assert _calls(model, request_text, CLOSE_TICKET, TICKET) == [("get_ticket_status", {"ticket_id": "55120"})]


def test_a_quoted_pls_is_sent_as_given(model: LocalChatModel) -> None:
    got = _calls(model, 'text 555-0100 saying "pls call me back"', TEXT, TICKET)
    assert got == [("send_text", {"phone": "555-0100", "message": "pls call me back"})]


@pytest.mark.parametrize("request_text", ["what is 12.5% of 640", "whats 12.5 % of 640"])
def test_a_percent_sign_names_a_percentage_tool(model: LocalChatModel, request_text: str) -> None:
    assert _calls(model, request_text, SPLIT, SHARE, TIMES) == [("percentage_of", {"rate": 12.5, "amount": 640})]


def test_a_glued_lower_case_k_is_thousands(model: LocalChatModel) -> None:
    assert _calls(model, "divide 12k by 3", TIMES, SPLIT) == [("divide_by", {"dividend": 12000, "divisor": 3})]
    assert _calls(model, "multiply 2.5k by 4", SPLIT, TIMES) == [("times", {"a": 2500, "b": 4})]


def test_an_upper_case_k_stays_kelvin(model: LocalChatModel) -> None:
    assert _calls(model, "convert 300K to celsius", KELVIN, TIMES) == [("kelvin_to_celsius", {"kelvin": 300})]
