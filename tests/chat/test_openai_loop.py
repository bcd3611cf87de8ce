"""The whole loop over HTTP: ChatClient + ToolCallAdvisor + OpenAiChatModel against a loopback server."""

from __future__ import annotations

import asyncio
import json
import re
import warnings
from typing import Generic, TypeVar

import pytest

from sprig import ChatClient, tool
from sprig.chat.events import DoneEvent, TextDeltaEvent, ToolResultEvent
from sprig.models import BadRequestError, OpenAiChatModel, Usage, from_spec
from sprig.tools import ToolNameWarning
from support.openai_server import (
    ErrorReply,
    OpenAiLoopbackServer,
    Pause,
    StreamReply,
    finish_chunk,
    reply,
    text_chunk,
    tool_call_chunk,
    tool_delta,
    usage,
    usage_chunk,
)

T = TypeVar("T")


@tool
def weather(city: str) -> dict[str, object]:
    """Current weather for a city."""
    return {"city": city, "temp_c": 21}


async def test_the_first_text_delta_arrives_before_the_server_sends_the_rest(
    openai_server: OpenAiLoopbackServer, openai_model: OpenAiChatModel
) -> None:
    # The server sends "Hello", then pauses for a second before sending the rest of the round.
    openai_server.add(StreamReply([text_chunk("Hello"), Pause(1.0), text_chunk(" world"), finish_chunk()]))
    client = ChatClient.builder(openai_model).build()
    loop = asyncio.get_running_loop()
    start = loop.time()
    arrivals: list[tuple[str, float]] = []
    async for piece in client.prompt("hi").stream().content():
        arrivals.append((piece, loop.time() - start))
    assert [p for p, _ in arrivals] == ["Hello", " world"]
    assert arrivals[0][1] < 0.9 <= arrivals[1][1]


async def test_every_round_streams_unbuffered_with_tools_between(
    openai_server: OpenAiLoopbackServer, openai_model: OpenAiChatModel
) -> None:
    openai_server.add(
        StreamReply(
            [
                text_chunk("Checking. "),
                tool_call_chunk(tool_delta(0, "call_1", "weather", "")),
                tool_call_chunk(tool_delta(0, None, None, '{"city": ')),
                tool_call_chunk(tool_delta(0, "", "", '"Paris"}')),
                finish_chunk("tool_calls"),
                usage_chunk(12, 4),
            ]
        ),
        StreamReply([text_chunk("It is "), Pause(1.0), text_chunk("21C."), finish_chunk(), usage_chunk(30, 6)]),
    )
    client = ChatClient.builder(openai_model).default_tools(weather).build()
    loop = asyncio.get_running_loop()
    seen: list[tuple[str, float]] = []
    start = loop.time()
    async for event in client.prompt("Weather in Paris?").stream().events():
        seen.append((event.type, loop.time() - start))
        if isinstance(event, DoneEvent):
            assert event.response.text == "It is 21C."
            assert event.response.usage == Usage(42, 10, 52)
        if isinstance(event, ToolResultEvent):
            assert json.loads(event.text) == {"city": "Paris", "temp_c": 21}
    second_round_text = [t for kind, t in seen if kind == "text_delta"][1:]
    assert second_round_text[0] < 0.9 and second_round_text[-1] >= 0.9
    tool_message = openai_server.requests[1].messages[-1]
    assert tool_message == {"role": "tool", "tool_call_id": "call_1", "content": '{"city":"Paris","temp_c":21}'}


def test_blocking_loop_over_http_from_sync_code(openai_server_thread: OpenAiLoopbackServer) -> None:
    openai_server_thread.add(
        reply(tool_calls=[("call_a", "weather", '{"city": "Oslo"}'), ("call_b", "weather", '{"city": "Rome"}')]),
        reply("Oslo and Rome are both 21C."),
    )
    model = OpenAiChatModel(model="m", base_url=openai_server_thread.url, api_key="k")
    client = ChatClient.builder(model).default_tools(weather).build()
    assert client.prompt("two cities").call().content() == "Oslo and Rome are both 21C."
    second = openai_server_thread.requests[1]
    assert [m["role"] for m in second.messages] == ["user", "assistant", "tool", "tool"]
    assert [m["tool_call_id"] for m in second.messages[2:]] == ["call_a", "call_b"]
    assert second.tools[0]["function"]["name"] == "weather"


async def test_cancelling_a_stream_closes_the_http_request(
    openai_server: OpenAiLoopbackServer, openai_model: OpenAiChatModel
) -> None:
    openai_server.add(
        StreamReply([text_chunk("one"), Pause(0.5), text_chunk("two"), Pause(0.5), text_chunk("three"), finish_chunk()])
    )
    client = ChatClient.builder(openai_model).build()
    before = asyncio.all_tasks()
    async for piece in client.prompt("hi").stream().content():
        assert piece == "one"
        break
    await openai_server.wait_for_disconnects(1, within=4)
    # only the loopback server's own connection handlers may still be winding down
    leftover = [t for t in asyncio.all_tasks() - before if not t.done() and "RequestHandler" not in repr(t.get_coro())]
    assert leftover == []


async def test_text_before_tool_call_over_http(
    openai_server: OpenAiLoopbackServer, openai_model: OpenAiChatModel
) -> None:
    openai_server.add(
        reply("Let me look that up.", tool_calls=[("c1", "weather", '{"city":"Lima"}')], chunk_size=4),
        reply("Lima is 21C."),
    )
    client = ChatClient.builder(openai_model).default_tools(weather).build()
    events = [e async for e in client.prompt("Lima?").stream().events()]
    text = "".join(e.text for e in events if isinstance(e, TextDeltaEvent))
    assert text == "Let me look that up.Lima is 21C."
    assert sum(isinstance(e, ToolResultEvent) for e in events) == 1


async def test_entity_uses_the_native_response_format_on_openai(openai_server: OpenAiLoopbackServer) -> None:
    import pydantic

    class City(pydantic.BaseModel):
        name: str

    openai_server.add(reply('{"name": "Paris"}'), reply('{"name": "Rome"}'))
    native = OpenAiChatModel(model="m", base_url=openai_server.url, api_key="k", supports_json_schema=True)
    assert (await ChatClient.create(native).prompt("city").call().aentity(City)).name == "Paris"
    body = openai_server.requests[0].body
    assert body["response_format"]["type"] == "json_schema"
    assert body["response_format"]["json_schema"]["schema"]["properties"]["name"]["type"] == "string"
    plain = OpenAiChatModel(model="m", base_url=openai_server.url, api_key="k")
    assert not plain.supports_json_schema
    assert (await ChatClient.create(plain).prompt("city").call().aentity(City)).name == "Rome"
    second = openai_server.requests[1].body
    assert "response_format" not in second and "JSON Schema" in second["messages"][-1]["content"]
    await native.aclose()
    await plain.aclose()


async def test_the_last_streamed_response_carries_the_usage_of_every_round_over_http(
    openai_server: OpenAiLoopbackServer, openai_model: OpenAiChatModel
) -> None:
    openai_server.add(
        reply(tool_calls=[("call_1", "weather", '{"city": "Paris"}')], usage=usage(12, 4)),
        reply(tool_calls=[("call_2", "weather", '{"city": "Rome"}')], usage=usage(20, 5)),
        reply("Both are 21C.", usage=usage(30, 6, cached_tokens=10)),
    )
    client = ChatClient.builder(openai_model).default_tools(weather).build()
    chunks = [c async for c in client.prompt("Weather in Paris and Rome?").stream().chat_responses()]
    assert "".join(c.text for c in chunks) == "Both are 21C."
    assert chunks[-1].usage == Usage(62, 15, 77, cached_tokens=10)
    assert openai_server.requests[0].body["stream_options"] == {"include_usage": True}


@pytest.mark.parametrize("spec", ["llamacpp:m", "vllm:m", "ollama:m", "openai-compatible:m@{url}"])
async def test_entity_uses_json_schema_on_servers_that_honour_it(
    openai_server: OpenAiLoopbackServer, spec: str
) -> None:
    import pydantic

    class Box(pydantic.BaseModel):
        name: str
        size: int

    openai_server.add(reply('{"name": "crate", "size": 3}'))
    model = from_spec(spec.format(url=openai_server.url), base_url=openai_server.url)
    assert await ChatClient.create(model).prompt("a box").call().aentity(Box) == Box(name="crate", size=3)
    response_format = openai_server.requests[0].body["response_format"]
    assert response_format["type"] == "json_schema"
    assert response_format["json_schema"]["name"] == "Box"
    assert response_format["json_schema"]["schema"]["required"] == ["name", "size"]
    assert "JSON Schema" not in openai_server.requests[0].messages[-1]["content"]  # no prompt fallback
    await model.aclose()  # type: ignore[attr-defined]


async def test_an_openai_compatible_server_can_opt_out_of_json_schema(
    openai_server: OpenAiLoopbackServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("OPENAI_COMPATIBLE_JSON_SCHEMA", "0")
    openai_server.add(reply("[1, 2]"), reply("[3]"))
    model = from_spec(f"openai-compatible:m@{openai_server.url}")
    assert await ChatClient.create(model).prompt("numbers").call().aentity(list[int]) == [1, 2]
    body = openai_server.requests[0].body
    assert "response_format" not in body and "JSON Schema" in body["messages"][-1]["content"]
    monkeypatch.delenv("OPENAI_COMPATIBLE_JSON_SCHEMA")
    explicit = from_spec(f"openai-compatible:m@{openai_server.url}", supports_json_schema=False)
    assert await ChatClient.create(explicit).prompt("numbers").call().aentity(list[int]) == [3]
    assert "response_format" not in openai_server.requests[1].body
    await model.aclose()  # type: ignore[attr-defined]
    await explicit.aclose()  # type: ignore[attr-defined]


async def test_a_generic_output_type_gets_a_name_openai_accepts(openai_server: OpenAiLoopbackServer) -> None:
    import pydantic

    class Page(pydantic.BaseModel, Generic[T]):
        items: list[T]

    openai_server.add(reply('{"items": [1, 2]}'))
    model = OpenAiChatModel(model="m", base_url=openai_server.url, api_key="k", supports_json_schema=True)
    assert (await ChatClient.create(model).prompt("numbers").call().aentity(Page[int])).items == [1, 2]
    name = openai_server.requests[0].body["response_format"]["json_schema"]["name"]
    assert re.fullmatch(r"[a-zA-Z0-9_-]{1,64}", name)
    await model.aclose()


async def test_a_provider_400_for_a_tool_name_names_the_tool(openai_server: OpenAiLoopbackServer) -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", ToolNameWarning)  # once per process: maybe already given

        @tool(name="查询天气")
        def weather_zh(city: str) -> str:
            """Weather for a city."""
            return "晴"

    message = "Invalid 'tools[0].function.name': string does not match pattern. Expected '^[a-zA-Z0-9_-]+$'."
    model = OpenAiChatModel(model="m", base_url=openai_server.url, api_key="k")
    client = ChatClient.builder(model).default_tools(weather_zh).build()
    for stream in (False, True):
        openai_server.add(ErrorReply(400, message))
        with pytest.raises(BadRequestError) as caught:
            if stream:
                _ = [c async for c in client.prompt("北京?").stream().content()]
            else:
                await client.prompt("北京?").call().acontent()
        assert "查询天气" in str(caught.value) and message in str(caught.value)
        assert caught.value.status == 400 and caught.value.provider_message == message
    assert openai_server.requests[0].tools[0]["function"]["name"] == "查询天气"  # sent unchanged
    await model.aclose()
