"""A user's own tools on the embedded model (real weights, public API, tools never seen), round 57: string values
the request writes literally, with their right boundaries and in their right parameter. A trip's start that a
comma and another clause follow ("from Ballard, can you ..."); a subject said as "subject is ..." in a row of
labels; the ``#name`` of a channel named without its mark, left out of the text; a setting's key and value after
"set the config key K to V" and "the value of K to V"; a request only asking to google a quoted text, whatever
the quote's words."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))

_ROUTE = _tool(
    "get_route",
    "Returns a driving route between two places.",
    {
        "origin": {"type": "string", "description": "Where the route starts, an address or a place name."},
        "destination": {"type": "string", "description": "Where the route ends, an address or a place name."},
    },
    ["origin", "destination"],
)

_MAIL = _tool(
    "mail_send",
    "Sends an e-mail message.",
    {
        "to": {"type": "string", "description": "The recipient's e-mail address."},
        "subject": {"type": "string", "description": "The subject of the message."},
        "body": {"type": "string", "description": "The message body."},
    },
    ["to", "subject", "body"],
)

_POST = _tool(
    "slack_post",
    "Posts a message in a Slack channel.",
    {
        "channel": {"type": "string", "description": "Name of the channel, e.g. 'random'."},
        "text": {"type": "string", "description": "Text of the message."},
    },
    ["channel", "text"],
)

_SETTING = _tool(
    "settings_update",
    "Updates one setting of the service.",
    {
        "key": {"type": "string", "description": "The setting's key."},
        "value": {"type": "string", "description": "The new value for the setting."},
    },
    ["key", "value"],
)

_SEARCH = _tool(
    "google_search",
    "Searches Google and returns the first results.",
    {"query": {"type": "string", "description": "The text to search for."}},
    ["query"],
)

_FLIGHTS = _tool(
    "find_flights",
    "Finds flights between two cities.",
    {
        "from_city": {"type": "string", "description": "The departure city."},
        "to_city": {"type": "string", "description": "The arrival city."},
    },
    ["from_city", "to_city"],
)


def test_a_trips_start_ends_before_a_comma_opening_another_clause(model: LocalChatModel) -> None:
    request = "how do i get from Ballard, can you show me the way to Seattle Center"
    assert _calls(model, request, _ROUTE) == [("get_route", {"origin": "Ballard", "destination": "Seattle Center"})]


def test_subject_is_in_a_row_of_labels_is_no_part_of_the_subject(model: LocalChatModel) -> None:
    assert _calls(model, "mail li@corp.dev, subject is Offsite agenda, body: see the shared doc", _MAIL) == [
        ("mail_send", {"to": "li@corp.dev", "subject": "Offsite agenda", "body": "see the shared doc"})
    ]


def test_a_hash_name_is_the_channel_and_no_part_of_the_text(model: LocalChatModel) -> None:
    assert _calls(model, "post lunch is here in #random", _POST) == [
        ("slack_post", {"channel": "random", "text": "lunch is here"})
    ]


def test_set_the_config_key_k_to_v_gives_the_key_and_the_value(model: LocalChatModel) -> None:
    assert _calls(model, "set the config key max_upload_mb to 50", _SETTING) == [
        ("settings_update", {"key": "max_upload_mb", "value": "50"})
    ]


def test_the_value_of_k_to_v_gives_the_key_and_the_value(model: LocalChatModel) -> None:
    assert _calls(model, "change the value of cache.max_age to 600", _SETTING) == [
        ("settings_update", {"key": "cache.max_age", "value": "600"})
    ]


def test_googling_a_quoted_text_searches_it_whatever_its_words(model: LocalChatModel) -> None:
    request = 'Could you please google "cheap flights from Oslo to Rome" for me'
    wanted = [("google_search", {"query": "cheap flights from Oslo to Rome"})]
    assert _calls(model, request, _FLIGHTS, _SEARCH) == wanted
