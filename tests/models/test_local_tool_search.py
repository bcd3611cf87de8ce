"""The embedded local model with tool search: it searches with the request first, then chooses among
the tools found (pure decisions here; the real weights below, structure not quality)."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator

import orjson
import pytest

from sprig import ChatClient, ToolCall, ToolResponse, ToolResponseMessage, ToolResultEvent, ToolSearchEvent, tool
from sprig.advisors import ToolSearchAdvisor
from sprig.messages import AssistantMessage, UserMessage
from sprig.models import LocalChatModel
from sprig.models import _local_agent as la
from sprig.models.local import WEIGHTS_INSTALL_COMMAND, default_model_path
from sprig.prompt import ChatOptions
from support.tool_catalog import catalog

try:
    WEIGHTS = default_model_path()
except FileNotFoundError:
    WEIGHTS = None


def test_the_first_step_of_a_turn_is_the_search_and_only_once() -> None:
    asked = [UserMessage("What time is it in Tokyo?")]
    assert la.search_call(la.turn_of(asked), ["search_tools", "todo_update"]) == orjson.dumps(
        {"query": "What time is it in Tokyo?"}
    ).decode()
    assert la.search_call(la.turn_of(asked), ["todo_update"]) is None  # tool search is off
    searched = [
        *asked,
        AssistantMessage(tool_calls=(ToolCall("s1", "search_tools", '{"query": "time"}'),)),
        ToolResponseMessage((ToolResponse("s1", "search_tools", "Found 1 tool ...\n- get_time: Time"),)),
    ]
    turn = la.turn_of(searched)
    assert turn.searched and turn.steps == ()  # the search is not work the answer reports
    assert la.search_call(turn, ["search_tools", "get_time"]) is None


@pytest.fixture(scope="module")
def model() -> Iterator[LocalChatModel]:
    if WEIGHTS is None:
        pytest.skip(f"local model weights not installed ({WEIGHTS_INSTALL_COMMAND})")
    instance = LocalChatModel(options=ChatOptions(max_tokens=48, seed=7))
    yield instance
    asyncio.run(instance.aclose())


async def test_the_embedded_model_searches_then_calls_a_tool_it_found(model: LocalChatModel) -> None:
    zones: list[str] = []

    @tool(description="Current time in an IANA time zone")
    def get_time(zone: str) -> str:
        zones.append(zone)
        return "09:30"

    client = (
        ChatClient.builder(model)
        .default_tools(*catalog(30), get_time)
        .default_advisors(ToolSearchAdvisor(max_results=3))
        .build()
    )
    events = [event async for event in client.prompt("What time is it in Tokyo?").stream().events()]
    kinds = [type(event).__name__ for event in events]
    assert kinds[-1] == "DoneEvent"
    (search,) = [event for event in events if isinstance(event, ToolSearchEvent)]
    assert search.query == "What time is it in Tokyo?" and "get_time" in search.names
    results = [event for event in events if isinstance(event, ToolResultEvent) and event.name != "search_tools"]
    assert results and {event.name for event in results} <= set(search.names)
    assert len(zones) == sum(not event.error for event in results if event.name == "get_time")
