"""Requests no offered tool serves get no call (real weights, public API, tools never seen): a request
that shares only a word qualifying what it asks for ("the garden gnomes" to a tool of garden plants) is
about another thing."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))


GARDEN_PLANTS = _tool(
    "get_garden_plant_list",
    "Lists the plants growing in the garden.",
    {"bed": {"type": "string", "description": "Only the plants of this bed."}},
    [],
)


def test_a_word_that_only_qualifies_the_thing_asked_is_no_fit(model: LocalChatModel) -> None:
    assert _calls(model, "Fetch the garden gnomes!", GARDEN_PLANTS) == []


def test_the_thing_asked_by_its_own_word_still_fits(model: LocalChatModel) -> None:
    assert _calls(model, "Fetch the garden plants!", GARDEN_PLANTS) == [("get_garden_plant_list", {})]
