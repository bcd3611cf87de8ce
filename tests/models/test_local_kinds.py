"""The kind of a value told between a parameter's name and the value (real weights, public API, tools
never seen): "part UUID X", "server IP as 'X'", "the products with codes A and B", "the holder's ID is
X" give X (and A, B), never the kind word with it."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))


PARTS = _tool(
    "inspect_part",
    "Inspects a part of an assembly.",
    {
        "assembly": {"type": "string", "description": "The assembly."},
        "part": {"type": "string", "description": "The part to inspect."},
    },
    ["assembly", "part"],
)
CACHE = _tool(
    "connect_cache",
    "Connects to a cache server.",
    {
        "server": {"type": "string", "description": "The address of the cache server."},
        "port": {"type": "integer", "description": "The port."},
    },
    ["server", "port"],
)
BUNDLE = _tool(
    "bundle_products",
    "Bundles products into one offer.",
    {
        "products": {"type": "array", "items": {"type": "string"}, "description": "The products to bundle."},
        "label": {"type": "string", "description": "The label of the offer."},
    },
    ["products"],
)
HOLDERS = _tool(
    "look_up_holder_account",
    "Looks up the account of a holder.",
    {"holder_id": {"type": "string", "description": "The holder."}, "notes": {"type": "string"}},
    ["holder_id"],
)


def test_a_kind_word_after_the_name_is_not_the_value(model: LocalChatModel) -> None:
    request = "Inspect assembly KR-20 with part UUID ZP4410KL"
    assert _calls(model, request, PARTS) == [("inspect_part", {"assembly": "KR-20", "part": "ZP4410KL"})]


def test_a_quoted_value_after_the_name_and_its_kind(model: LocalChatModel) -> None:
    request = "Connect to the cache with server IP as '10.2.3.4' and port 6379"
    assert _calls(model, request, CACHE) == [("connect_cache", {"server": "10.2.3.4", "port": 6379})]


def test_a_list_of_codes_after_the_name(model: LocalChatModel) -> None:
    request = "Bundle the products with IDs PRD1A and PRD2B into one offer labelled Duo"
    assert _calls(model, request, BUNDLE) == [("bundle_products", {"products": ["PRD1A", "PRD2B"], "label": "Duo"})]


def test_an_id_told_with_its_owner_s_possessive(model: LocalChatModel) -> None:
    request = "Look up the holder's account: the holder's ID is HX2231."
    assert _calls(model, request, HOLDERS) == [("look_up_holder_account", {"holder_id": "HX2231"})]
