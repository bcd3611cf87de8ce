"""The kinds of things a tool's description names after "such as" ("Find places, such as restaurants,
museums or parks, in a city") say what the tool handles: a request for one of them ("Find museums in
Boston") fits the tool, which was once declined because the kinds were read as example values. Alone
they never make a request about the tool: a question about such a kind ("Who founded the first
museum?", "How does an air conditioner work?") still gets no call (real weights, public API, tools never
seen)."""

from __future__ import annotations

import pytest

from sprig import ExternalTool
from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))


PLACES = _tool(
    "find_places",
    "Find places, such as restaurants, museums or parks, in a city.",
    {"city": {"type": "string", "description": "The city, e.g. Boston"}},
    ["city"],
)
APPLIANCE = _tool(
    "ThinQ_Connect",
    "Send a command to control an appliance, such as an air conditioner, by setting its operation mode.",
    {
        "mode": {
            "type": "string",
            "enum": ["COOL", "HEAT", "AIR_DRY", "AIR_CLEAN"],
            "description": "The operation mode.",
        }
    },
    ["mode"],
)



@pytest.mark.parametrize(
    ("request_text", "city"), [("Find museums in Boston", "Boston"), ("find me some parks in Denver", "Denver")]
)
def test_a_kind_the_description_names_fits_the_tool(model: LocalChatModel, request_text: str, city: str) -> None:
    assert _calls(model, request_text, PLACES) == [("find_places", {"city": city})]


@pytest.mark.parametrize(
    ("request_text", "offered"),
    [
        ("Who founded the first museum?", PLACES),
        ("How does an air conditioner work?", APPLIANCE),
        ("Find a cheap air conditioner", APPLIANCE),
    ],
)
def test_a_kind_alone_makes_no_request_about_the_tool(
    model: LocalChatModel, request_text: str, offered: ExternalTool
) -> None:
    assert _calls(model, request_text, offered) == []
