"""Advisors that bring tools (``ToolProvidingAdvisor``): asked once per request with its tools; the
loop runs what they add like any other tool."""

from __future__ import annotations

from collections.abc import Sequence

from sprig import ChatClient, ToolCall, tool
from sprig.chat import AdvisorChain, ChatClientRequest, ChatClientResponse, ToolProvidingAdvisor
from sprig.models import ScriptedChatModel
from sprig.tools import FunctionToolCallback, ToolCallback


@tool
def echo(text: str) -> str:
    """Echo the text."""
    return text


class Clock:
    """Brings a ``now`` tool when the request has fewer than ``limit`` tools."""

    name = "Clock"
    order = 0

    def __init__(self, limit: int = 5) -> None:
        self.limit = limit
        self.asked: list[list[str]] = []

    def advisor_tools(self, tools: Sequence[ToolCallback]) -> Sequence[ToolCallback]:
        self.asked.append([t.name for t in tools])
        if len(tools) >= self.limit:
            return ()
        return [FunctionToolCallback("now", lambda: "12:00", description="The time")]

    async def advise_call(self, request: ChatClientRequest, chain: AdvisorChain) -> ChatClientResponse:
        return await chain.next_call(request)


def test_an_advisors_tool_is_offered_and_run() -> None:
    clock = Clock()
    assert isinstance(clock, ToolProvidingAdvisor)
    model = ScriptedChatModel([ToolCall("1", "now", "{}"), "It is noon."])
    client = ChatClient.builder(model).default_tools(echo).default_advisors(clock).build()
    assert client.prompt("time?").call().content() == "It is noon."
    assert clock.asked == [["echo"]]  # once per request, not per round
    assert [cb.name for cb in model.prompts[0].options.tool_callbacks] == ["echo", "now"]
    assert model.prompts[1].messages[-1].responses[0].data == "12:00"  # type: ignore[union-attr]


def test_an_advisor_may_add_nothing() -> None:
    model = ScriptedChatModel(["ok"])
    client = ChatClient.builder(model).default_tools(echo).build()
    client.prompt("hi").advisors(Clock(limit=1)).call().content()
    assert [cb.name for cb in model.prompts[0].options.tool_callbacks] == ["echo"]


def test_a_prompt_carried_from_an_earlier_request_gets_the_advisors_tool_once() -> None:
    model = ScriptedChatModel(["first", "second"])
    client = ChatClient.builder(model).default_advisors(Clock()).build()
    client.prompt("hi").call().content()
    carried = model.prompts[0]
    client.prompt(carried).call().content()  # its options already hold 'now'
    assert [cb.name for cb in model.prompts[1].options.tool_callbacks] == ["now"]
