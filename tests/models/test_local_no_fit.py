"""Requests no offered tool serves (real weights, public API, tools never seen), which the embedded
model once answered with a call: a request that only states something ("The printer is out of
toner", "One of the oldest harbours is in Bergen") asks for nothing, however many words it shares with a
tool; a password is only what the request tells after the word ("password is 'x'"), never another of
its words ("a fresh password after that")."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))


HARBOUR = _tool(
    "get_harbour_name",
    "Finds the name of a harbour from its town.",
    {"town": {"type": "string", "description": "The town of the harbour, e.g. 'Oslo'."}},
    ["town"],
)
TICKETS = _tool(
    "TicketsApi_close_ticket",
    "Closes a support ticket.",
    {"ticket": {"type": "string", "description": "The ticket to close."}},
    ["ticket"],
)


def test_a_statement_about_a_place_asks_nothing(model: LocalChatModel) -> None:
    assert _calls(model, "One of the oldest harbours is in Bergen", HARBOUR) == []


def test_a_statement_of_what_is_optional_asks_nothing(model: LocalChatModel) -> None:
    assert _calls(model, "Closing the ticket is optional and defaults to 'never'", TICKETS) == []


LOGIN = _tool(
    "vault_sign_in",
    "Signs a member in to the vault with a member name and a password.",
    {
        "member": {"type": "string", "description": "The member name."},
        "password": {"type": "string", "description": "The member's password."},
    },
    ["member", "password"],
)


def test_a_password_is_never_another_word_of_the_request(model: LocalChatModel) -> None:
    request = "Could you sign me in to the vault as 'ana_k'? I will pick a fresh password after that."
    assert _calls(model, request, LOGIN) == []


def test_a_password_told_after_its_word_is_taken(model: LocalChatModel) -> None:
    request = "Sign me in to the vault as 'ana_k', my password is 'Tr0ub4dor'."
    assert _calls(model, request, LOGIN) == [("vault_sign_in", {"member": "ana_k", "password": "Tr0ub4dor"})]
