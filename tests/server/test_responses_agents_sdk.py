"""The OpenAI Agents SDK (``openai-agents``) driving ``sprig serve`` through ``/v1/responses``: an
``Agent`` on ``OpenAIResponsesModel`` with an ``AsyncOpenAI`` client whose ``base_url`` is the
server runs a tool loop in which the tool is the client's (a function tool the server hands back)."""

from __future__ import annotations

import pytest

from sprig import ToolCall
from support.sprig_server import KEY, ServeFactory

agents = pytest.importorskip("agents", reason="the OpenAI Agents SDK is not installed (pip install openai-agents)")

from agents import Agent, OpenAIResponsesModel, Runner, function_tool, set_tracing_disabled  # noqa: E402

from openai import AsyncOpenAI  # noqa: E402

set_tracing_disabled(True)  # no trace export to OpenAI from the tests

LOOKED_UP: list[str] = []


@function_tool
def local_weather(city: str) -> str:
    """Weather in a city, as the client knows it."""
    LOOKED_UP.append(city)
    return f"foggy and 12 C in {city}"


def _agent(url: str) -> Agent:
    client = AsyncOpenAI(base_url=url + "/v1", api_key=KEY, max_retries=0, timeout=20)
    return Agent(
        name="weather",
        instructions="Use local_weather for weather questions.",
        model=OpenAIResponsesModel(model="sprig", openai_client=client),
        tools=[local_weather],
    )


@pytest.mark.parametrize("streamed", [False, True])
async def test_an_agent_runs_its_tool_loop_against_sprig(serve: ServeFactory, streamed: bool) -> None:
    served = serve(
        [ToolCall("call_w1", "local_weather", '{"city": "London"}'), "London is foggy, 12 C."], api_keys=[KEY]
    )
    LOOKED_UP.clear()
    agent = _agent(served.url)
    if streamed:
        result = Runner.run_streamed(agent, "What is the weather in London?")
        kinds = [event.type async for event in result.stream_events()]
        assert "raw_response_event" in kinds
    else:
        result = await Runner.run(agent, "What is the weather in London?")  # type: ignore[assignment]
    assert result.final_output == "London is foggy, 12 C."
    assert LOOKED_UP == ["London"]  # the client ran its own tool
    second = served.model.prompts[1].messages
    assert [m.type for m in second] == ["system", "user", "assistant", "tool"]
    assert second[0].text.startswith("Use local_weather")
    assert second[-1].responses[0].data == "foggy and 12 C in London"  # type: ignore[union-attr]
