"""A user's own tools on the embedded model (real weights, public API, tools never seen), round 57: optional
values the request states, and those it does not. An e-mail address is one value: a parameter named for an
address takes it whole, and its domain is no file name for a folder; a plural one-word key's singular
introduces its value ("with the label regression" for ``labels``); a flag named for leaving something out is
on when the request negates that thing ("with no highways" for ``avoid_highways``); an optional year written
as text takes the one full year the request writes; a count of other things ("2 cats") is no optional
rating; an option a flag that includes those things took ("even the cancelled ones") is no filter."""

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

_ROUTE = _tool(
    "get_directions",
    "Get directions between two places.",
    {
        "origin": {"type": "string", "description": "Starting address or place name."},
        "destination": {"type": "string", "description": "Ending address or place name."},
        "avoid_highways": {"type": "boolean", "description": "Avoid highways where possible.", "default": False},
    },
    ["origin", "destination"],
)

_SONGS = _tool(
    "Music_3_LookupMusic",
    "Finds songs that align with the user's musical preferences based on artist, genre and release year.",
    {
        "artist": {"type": "string", "description": "The name of the artist.", "default": "dontcare"},
        "genre": {
            "type": "string",
            "enum": ["Rock", "Pop", "Country", "dontcare"],
            "description": "The musical genre of the songs.",
            "default": "dontcare",
        },
        "year": {"type": "string", "description": "The year the song came out, e.g. '2019'.", "default": "dontcare"},
    },
    [],
)

_CLEANERS = _tool(
    "get_service_providers",
    "Find home cleaning service providers in a province.",
    {
        "province": {"type": "string", "description": "Province or city, e.g. 'Bangkok'."},
        "pets_ok": {"type": "boolean", "description": "Whether the provider accepts pets.", "default": False},
        "min_rating": {"type": "number", "description": "Minimum average review rating, 1 to 5.", "default": 0},
    },
    ["province"],
)

_ORDERS = _tool(
    "list_orders",
    "List the customer's orders.",
    {
        "status": {"type": "string", "enum": ["pending", "shipped", "cancelled"], "description": "Filter by status."},
        "include_cancelled": {"type": "boolean", "description": "Include cancelled orders.", "default": False},
    },
    [],
)


def test_an_address_is_one_value_and_its_domain_no_folder(model: LocalChatModel) -> None:
    assert _calls(model, "List the messages in my Archive folder from billing@stripe.com", _INBOX) == [
        ("list_messages", {"folder": "Archive", "from_address": "billing@stripe.com"})
    ]


def test_the_singular_of_a_plural_key_introduces_its_value(model: LocalChatModel) -> None:
    assert _calls(model, "List issues in octo/widgets with the label regression", _ISSUES) == [
        ("list_issues", {"owner": "octo", "repo": "widgets", "labels": "regression"})
    ]


def test_a_flag_that_avoids_a_thing_is_on_when_the_request_negates_it(model: LocalChatModel) -> None:
    assert _calls(model, "route from Oakland to Sacramento with no highways", _ROUTE) == [
        ("get_directions", {"origin": "Oakland", "destination": "Sacramento", "avoid_highways": True})
    ]


def test_an_optional_year_takes_the_year_written(model: LocalChatModel) -> None:
    assert _calls(model, "i want some country songs from 2015", _SONGS) == [
        ("Music_3_LookupMusic", {"genre": "Country", "year": "2015"})
    ]


def test_a_count_of_other_things_is_no_optional_number(model: LocalChatModel) -> None:
    assert _calls(model, "house cleaner in Bangkok please. I have 2 cats", _CLEANERS) == [
        ("get_service_providers", {"province": "Bangkok", "pets_ok": True})
    ]


def test_an_option_a_flag_includes_is_no_filter(model: LocalChatModel) -> None:
    assert _calls(model, "show my orders, even the cancelled ones", _ORDERS) == [
        ("list_orders", {"include_cancelled": True})
    ]
