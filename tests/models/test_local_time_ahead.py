"""Near neighbours apart in time (real weights, public API, tools never seen): of a tool for what is now
and one for what is coming, a request naming no time ahead asks for now; a description opening on its
tool's name ("Traffic forecast for ...") opens on no verb."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))

_ROAD = {"road": {"type": "string", "description": "The road, e.g. A7 or I-95."}}
TRAFFIC_TOOLS = [
    _tool(
        "traffic_forecast",
        "Traffic forecast for the coming hours on a road.",
        {**_ROAD, "hours": {"type": "integer", "description": "Hours ahead.", "default": 3}},
        ["road"],
    ),
    _tool("current_traffic", "Get the current traffic on a road.", _ROAD, ["road"]),
]
_BEACH = {"beach": {"type": "string", "description": "Name of the beach."}}
SURF_TOOLS = [
    _tool("surf_conditions", "Surf conditions at a beach: wave height and wind.", _BEACH, ["beach"]),
    _tool("surf_outlook", "Predicted surf conditions at a beach for the next days.", _BEACH, ["beach"]),
]



@pytest.mark.parametrize(
    ("request_text", "tools", "expected"),
    [
        ("traffic on the A7", TRAFFIC_TOOLS, ("current_traffic", {"road": "A7"})),
        ("how bad is the traffic on I-95 right now", TRAFFIC_TOOLS, ("current_traffic", {"road": "I-95"})),
        ("surf conditions at Hossegor", SURF_TOOLS, ("surf_conditions", {"beach": "Hossegor"})),
    ],
)
def test_a_request_naming_no_time_ahead_asks_for_now(
    model: LocalChatModel, request_text: str, tools: list, expected: tuple
) -> None:
    assert _calls(model, request_text, *tools) == [expected]


@pytest.mark.parametrize(
    "request_text", ["how will the traffic on I-95 be next week", "what will the traffic on the A7 be like in 3 days"]
)
def test_a_tool_of_the_present_alone_does_not_answer_a_time_ahead(model: LocalChatModel, request_text: str) -> None:
    # was: current_traffic called, its present state answered as the state asked for later
    assert _calls(model, request_text, TRAFFIC_TOOLS[1]) == []
    assert [name for name, _ in _calls(model, request_text, *TRAFFIC_TOOLS)] == ["traffic_forecast"]
