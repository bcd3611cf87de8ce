"""A user's own tools on the embedded model (real weights, public API, tools never seen), round 55: the right tool
with one optional or listed value the request states or means without naming it as the schema does. A code the
description explains ("'$' inexpensive") named by a word of that meaning; an urgent message on a scale of
priorities at its highest level; a capitalized name before the tool's thing ("my Deezer Premium playlist") as the
service it is kept on; a name in parentheses after an address as whose the address is; a flag whose feature the
request names by another word ("I deleted it" for files in the trash); not wanting anyone to see a payment as a
private one."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))

_CAFES = _tool(
    "cafes_search",
    "Find cafes in a city.",
    {
        "city": {"type": "string", "description": "The city to search in."},
        "price": {
            "type": "string",
            "enum": ["$", "$$", "$$$", "$$$$"],
            "description": "Price band: '$' inexpensive, '$$' moderate, '$$$' pricey, '$$$$' very high-end.",
            "default": "$$",
        },
    },
    ["city"],
)

_ALERT = _tool(
    "post_alert",
    "Posts an alert to the team channel.",
    {
        "text": {"type": "string", "description": "The alert text."},
        "level": {"type": "string", "enum": ["low", "normal", "high"], "description": "Importance of the alert."},
    },
    ["text"],
)

_MIX = _tool(
    "create_mix",
    "Creates a new mix of songs for the user.",
    {
        "title": {"type": "string", "description": "The title of the mix."},
        "platform": {"type": "string", "description": "The streaming platform the mix lives on.", "default": "local"},
    },
    ["title"],
)

_QUOTE = _tool(
    "quotes_send",
    "Emails a price quote to a customer.",
    {
        "email": {"type": "string", "description": "Address the quote is sent to."},
        "total": {"type": "number", "description": "Quoted total in USD."},
        "company": {"type": "string", "description": "The customer's company shown on the quote.", "default": ""},
    },
    ["email", "total"],
)

_PHOTOS = _tool(
    "photos_find",
    "Search the user's photo library.",
    {
        "query": {"type": "string", "description": "Words to look for in photo titles and places."},
        "include_trashed": {
            "type": "boolean",
            "description": "Whether photos moved to the trash are searched as well.",
            "default": False,
        },
    },
    ["query"],
)

_TRANSFER = _tool(
    "send_money",
    "Sends money to a friend.",
    {
        "friend": {"type": "string", "description": "Name of the friend receiving the money."},
        "amount": {"type": "number", "description": "Amount in USD."},
        "private": {
            "type": "boolean",
            "description": "Whether the transfer is hidden from the public feed.",
            "default": False,
        },
    },
    ["friend", "amount"],
)


def test_a_code_explained_in_the_description_is_named_by_a_word_of_its_meaning(model: LocalChatModel) -> None:
    assert _calls(model, "any cheap cafes in Lisbon?", _CAFES) == [("cafes_search", {"city": "Lisbon", "price": "$"})]


def test_an_urgent_alert_is_at_the_highest_level_of_the_scale(model: LocalChatModel) -> None:
    got = _calls(model, "post an alert: server room door left open. This is urgent", _ALERT)
    assert [(name, args.get("level")) for name, args in got] == [("post_alert", "high")]


def test_a_capitalized_name_before_the_tools_thing_is_the_service_it_is_kept_on(model: LocalChatModel) -> None:
    assert _calls(model, "create a Deezer Premium mix called Night Drive", _MIX) == [
        ("create_mix", {"title": "Night Drive", "platform": "Deezer Premium"})
    ]


def test_a_name_in_parentheses_after_an_address_is_whose_it_is(model: LocalChatModel) -> None:
    assert _calls(model, "email a quote of 980 dollars to li@northwind.com (Northwind Traders)", _QUOTE) == [
        ("quotes_send", {"email": "li@northwind.com", "total": 980, "company": "Northwind Traders"})
    ]


def test_a_flag_is_on_when_the_request_names_its_feature_by_another_word(model: LocalChatModel) -> None:
    assert _calls(model, "find my photos of Lisbon, I may have deleted some", _PHOTOS) == [
        ("photos_find", {"query": "Lisbon", "include_trashed": True})
    ]


def test_not_wanting_anyone_to_see_a_payment_makes_it_private(model: LocalChatModel) -> None:
    assert _calls(model, "send 40 dollars to Priya, I don't want anyone to see it", _TRANSFER) == [
        ("send_money", {"friend": "Priya", "amount": 40, "private": True})
    ]
