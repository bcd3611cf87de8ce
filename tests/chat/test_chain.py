"""The advisor chain: ordering, copy semantics, context, BaseAdvisor hooks."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest

from sprig import ChatClient, ChatClientRequest, ChatClientResponse, ToolCall, tool
from sprig.advisors import ToolCallAdvisor
from sprig.chat import AdvisorChain, BaseAdvisor, ChatModelAdvisor
from sprig.models import ScriptedChatModel


class Recorder(BaseAdvisor):
    def __init__(self, name: str, order: int, log: list[str]) -> None:
        super().__init__(order=order, name=name)
        self.log = log

    def before(self, request: ChatClientRequest) -> ChatClientRequest:
        self.log.append(f"in:{self.name}")
        request.context.setdefault("seen", []).append(self.name)
        return request

    def after(self, response: ChatClientResponse) -> ChatClientResponse:
        self.log.append(f"out:{self.name}")
        return response


def test_lower_order_runs_first_in_and_last_out_and_equal_orders_are_stable() -> None:
    log: list[str] = []
    model = ScriptedChatModel(["hi"])
    client = ChatClient.builder(model).default_advisors(Recorder("b", 5, log), Recorder("a", -5, log)).build()
    response = client.prompt("x").advisors(Recorder("c", 5, log)).call().chat_client_response()
    assert log == ["in:a", "in:b", "in:c", "out:c", "out:b", "out:a"]
    assert response.context["seen"] == ["a", "b", "c"]


async def test_async_before_and_after_hooks_are_awaited() -> None:
    class Upper(BaseAdvisor):
        async def after(self, response: ChatClientResponse) -> ChatClientResponse:
            assert response.chat_response is not None
            return ChatClientResponse(response.chat_response, response.context | {"upper": response.text.upper()})

    client = ChatClient.builder(ScriptedChatModel(["done"])).build()
    response = await client.prompt("x").advisors(Upper()).call().achat_client_response()
    assert response.context["upper"] == "DONE"


def test_copy_gives_the_advisors_after_the_given_one() -> None:
    model = ScriptedChatModel([])
    first, second, third = Recorder("1", 1, []), Recorder("2", 2, []), Recorder("3", 3, [])
    last = ChatModelAdvisor(model)
    chain = AdvisorChain([third, first, last, second])
    assert chain.advisors == (first, second, third, last)
    assert chain.copy(first).advisors == (second, third, last)
    assert chain.copy(third).advisors == (last,)


def test_copy_of_none_or_a_stranger_is_a_clear_error() -> None:
    chain = AdvisorChain([Recorder("1", 1, []), ChatModelAdvisor(ScriptedChatModel([]))])
    with pytest.raises(ValueError, match="None"):
        chain.copy(None)
    with pytest.raises(ValueError, match="'stranger' is not in this chain"):
        chain.copy(Recorder("stranger", 1, []))


async def test_an_exhausted_chain_says_so() -> None:
    chain = AdvisorChain([])
    with pytest.raises(RuntimeError, match="exhausted"):
        await chain.next_call(ChatClientRequest(__import__("sprig").Prompt("x")))


def test_advisors_after_the_tool_advisor_see_every_round_and_those_before_see_one() -> None:
    @tool
    def ping() -> str:
        return "pong"

    log: list[str] = []
    model = ScriptedChatModel([ToolCall("", "ping", "{}"), ToolCall("", "ping", "{}"), "finished"])
    client = (
        ChatClient.builder(model)
        .default_tools(ping)
        .default_advisors(Recorder("outer", -1000, log), Recorder("inner", 10, log))
        .build()
    )
    assert client.prompt("go").call().content() == "finished"
    assert log.count("in:outer") == 1
    assert log.count("in:inner") == 3


def test_two_tool_advisors_are_an_error_naming_both() -> None:
    model = ScriptedChatModel(["x"])
    second = ToolCallAdvisor()
    second.name = "SecondToolAdvisor"  # type: ignore[misc]
    client = ChatClient.builder(model).default_advisors(ToolCallAdvisor(), second).build()
    with pytest.raises(ValueError, match=r"ToolCallAdvisor.*SecondToolAdvisor"):
        client.prompt("x").call().content()


async def test_stream_base_advisor_after_runs_once_on_the_aggregate() -> None:
    seen: list[str] = []

    class Watch(BaseAdvisor):
        def after(self, response: ChatClientResponse) -> ChatClientResponse:
            seen.append(response.text)
            return response

    client = ChatClient.builder(ScriptedChatModel(["hello world"], chunk_size=2)).build()
    pieces = [p async for p in client.prompt("x").advisors(Watch()).stream().content()]
    assert len(pieces) > 2
    assert seen == ["hello world"]


async def test_a_custom_stream_advisor_can_rewrite_chunks() -> None:
    class Shout:
        name = "Shout"
        order = 0

        async def advise_stream(
            self, request: ChatClientRequest, chain: AdvisorChain
        ) -> AsyncIterator[ChatClientResponse]:
            async for item in chain.next_stream(request):
                if item.chat_response is not None and item.chat_response.text:
                    from dataclasses import replace

                    gen = item.chat_response.result
                    gen = replace(gen, output=replace(gen.output, text=gen.output.text.upper()))
                    yield replace(item, chat_response=replace(item.chat_response, generations=(gen,)))
                else:
                    yield item

    client = ChatClient.builder(ScriptedChatModel(["abc def"])).build()
    text = "".join([p async for p in client.prompt("x").advisors(Shout()).stream().content()])
    assert text == "ABC DEF"
