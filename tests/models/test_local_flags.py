"""Feature flags (real weights, public API, tools never seen): a flag is set only when the request names
its feature, in its name's words or a form of them ("dog" for pets, "exterior" beside its sibling
"interior"), in the flag's own spelling ('True' of a 'True'/'False'/'dontcare' enum); a plain negation
sets it off, not caring leaves it out, and a generic word of its name ("include") names nothing; a flag
that leaves out what is not something is on when the request names that something."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))

_CHOICE = ["True", "False", "dontcare"]

CAMPSITES = _tool(
    "search_campsites",
    "Finds campsites in a region, filtered by their facilities.",
    {
        "region": {"type": "string", "description": "The region to search, e.g. 'Dorset'."},
        "has_showers": {
            "type": "string",
            "enum": _CHOICE,
            "default": "dontcare",
            "description": "Whether the campsite should have showers.",
        },
        "pets_allowed": {
            "type": "string",
            "enum": _CHOICE,
            "default": "dontcare",
            "description": "Whether pets may stay. 'True' for pet-friendly sites, 'dontcare' for no preference.",
        },
    },
    ["region"],
)
INVOICES = _tool(
    "list_invoices",
    "Lists the invoices of a customer.",
    {
        "customer": {"type": "string", "description": "The customer code."},
        "include_archived": {"type": "boolean", "description": "Whether archived invoices are listed too."},
        "include_drafts": {"type": "boolean", "description": "Whether draft invoices are listed too."},
    },
    ["customer"],
)
PAINTERS = _tool(
    "find_painters",
    "Finds house painters near a town.",
    {
        "town": {"type": "string", "description": "The town."},
        "paints_interior": {"type": "boolean", "description": "Whether the painter does interior work."},
        "paints_exterior": {"type": "boolean", "description": "Whether the painter does exterior work."},
    },
    ["town"],
)
ARTICLES = _tool(
    "list_articles",
    "Lists the articles of an author.",
    {
        "author": {"type": "string", "description": "The author's full name."},
        "hide_unpublished": {"type": "boolean", "description": "Whether drafts not yet out are left out."},
    },
    ["author"],
)
GALLERIES = _tool(
    "find_galleries",
    "Finds art galleries in a city.",
    {
        "city": {"type": "string", "description": "The city."},
        "free_admission": {
            "type": "string",
            "enum": _CHOICE,
            "description": "Only galleries with no admission fee when 'True'.",
        },
    },
    ["city"],
)


def test_a_choice_flag_named_by_its_feature_is_on_in_its_own_spelling(model: LocalChatModel) -> None:
    request = "Look up campsites in Dorset with showers where my dog can come along."
    assert _calls(model, request, CAMPSITES) == [
        ("search_campsites", {"region": "Dorset", "has_showers": "True", "pets_allowed": "True"})
    ]


def test_a_negated_flag_is_off_and_one_not_cared_about_is_left_out(model: LocalChatModel) -> None:
    request = "Look up campsites in Dorset, no pets please, and I don't mind whether there are showers."
    assert _calls(model, request, CAMPSITES) == [("search_campsites", {"region": "Dorset", "pets_allowed": "False"})]


def test_including_names_no_flag_of_its_own(model: LocalChatModel) -> None:
    request = "List the invoices of customer ACME-7, including the ones paid by card."
    assert _calls(model, request, INVOICES) == [("list_invoices", {"customer": "ACME-7"})]


def test_a_word_sibling_flags_share_names_neither(model: LocalChatModel) -> None:
    request = "Find a painter in Leeds for the exterior of my house."
    assert _calls(model, request, PAINTERS) == [("find_painters", {"town": "Leeds", "paints_exterior": True})]


def test_lacking_what_the_description_says_is_lacked_turns_a_flag_on(model: LocalChatModel) -> None:
    request = "Which galleries in Bath have no admission fee?"
    assert _calls(model, request, GALLERIES) == [("find_galleries", {"city": "Bath", "free_admission": "True"})]


def test_naming_the_opposite_of_what_a_flag_leaves_out_turns_it_on(model: LocalChatModel) -> None:
    request = "List the published articles by Mara Quint."
    assert _calls(model, request, ARTICLES) == [
        ("list_articles", {"author": "Mara Quint", "hide_unpublished": True})
    ]
