"""Several calls from lists with a shared part, in users' words, to tools shaped like real-world APIs (real
weights, public API, tools never seen): a place written with its state after "and" ("... in Austin, TX and
Dallas, TX") takes the place of the last place the part before wrote so, and every other value of that part
(the kind of food said once) stays with it."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))

DINING = _tool(
    "find_places_to_eat",
    "Find places to eat by cuisine and by city.",
    {
        "cuisine": {"type": "string", "description": "Kind of food, e.g. Thai, Greek."},
        "city": {"type": "string", "description": "City, in the format 'City, State', e.g. 'Reno, NV'."},
    },
    ["cuisine", "city"],
)
STAYS = _tool(
    "find_lodging",
    "Find lodging in a city.",
    {"city": {"type": "string", "description": "City, in the format 'City, State', e.g. 'Reno, NV'."}},
    ["city"],
)


def test_a_place_with_its_state_after_and_replaces_the_place_before(model: LocalChatModel) -> None:
    made = _calls(model, "Find Thai places to eat in Austin, TX and Dallas, TX", DINING, STAYS)
    assert made == [
        ("find_places_to_eat", {"cuisine": "Thai", "city": "Austin, TX"}),
        ("find_places_to_eat", {"cuisine": "Thai", "city": "Dallas, TX"}),
    ]
