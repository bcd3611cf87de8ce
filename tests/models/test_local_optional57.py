"""A user's own tools on the embedded model (real weights, public API, tools never seen), round 57: optional
values the request states. An e-mail address is one value: a parameter named for an address takes it whole
("messages from billing@stripe.com" for ``from_address``), and its domain is no file name for a folder; a
plural one-word key's singular introduces its value ("with the label regression", "labeled regression" for
``labels``)."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))

_INBOX = _tool(
    "list_messages",
    "List messages in the user's mailbox.",
    {
        "folder": {
            "type": "string",
            "description": "Optional. The folder to list, e.g. 'Inbox' or 'Archive'.",
            "default": "Inbox",
        },
        "unread_only": {"type": "boolean", "description": "If true, return only unread messages.", "default": False},
        "from_address": {"type": "string", "description": "Optional. Only messages sent by this address."},
    },
    [],
)

_ISSUES = _tool(
    "list_issues",
    "List issues in a GitHub repository.",
    {
        "owner": {"type": "string", "description": "The account owner of the repository."},
        "repo": {"type": "string", "description": "The name of the repository."},
        "labels": {"type": "string", "description": "A list of comma separated label names, e.g. 'ui,docs'."},
    },
    ["owner", "repo"],
)


def test_an_address_is_taken_whole_by_the_parameter_named_for_it(model: LocalChatModel) -> None:
    assert _calls(model, "show unread messages from billing@stripe.com", _INBOX) == [
        ("list_messages", {"unread_only": True, "from_address": "billing@stripe.com"})
    ]


def test_the_domain_of_an_address_is_no_folder(model: LocalChatModel) -> None:
    assert _calls(model, "List the messages in my Archive folder from billing@stripe.com", _INBOX) == [
        ("list_messages", {"folder": "Archive", "from_address": "billing@stripe.com"})
    ]


def test_the_singular_of_a_plural_key_introduces_its_value(model: LocalChatModel) -> None:
    assert _calls(model, "List issues in octo/widgets with the label regression", _ISSUES) == [
        ("list_issues", {"owner": "octo", "repo": "widgets", "labels": "regression"})
    ]


def test_the_participle_of_a_plural_key_introduces_its_value(model: LocalChatModel) -> None:
    assert _calls(model, "issues labeled flaky in octo/widgets", _ISSUES) == [
        ("list_issues", {"owner": "octo", "repo": "widgets", "labels": "flaky"})
    ]
