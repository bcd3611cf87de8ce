"""The invariant, property-tested: whatever compaction does, every request it lets through answers
each assistant tool call exactly once, in order, right after it; keeps a parallel batch whole;
never starts with a tool result; keeps the system messages first. Checked on the JSON bodies real
loopback servers receive, in the OpenAI and the Anthropic wire formats, over random conversations
(text turns, single and parallel rounds, denied calls, resumed rounds, reminders, earlier
summaries) and random budgets."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Iterator, Sequence
from typing import Any

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from sprig import (
    AssistantMessage,
    ChatClient,
    Message,
    SystemMessage,
    ToolCall,
    ToolResponse,
    ToolResponseMessage,
    UserMessage,
)
from sprig.advisors import CompactionAdvisor
from sprig.advisors._compact import SUMMARY_KEY
from sprig.models import AnthropicChatModel, OpenAiChatModel, RetryPolicy, ScriptedChatModel
from support.anthropic_server import AnthropicLoopbackServer, Json, message
from support.openai_server import OpenAiLoopbackServer, reply

FAST = RetryPolicy(max_attempts=1)


# -- random conversations ------------------------------------------------------------------------

_counter = iter(range(10**9))


def _id() -> str:
    return f"call_{next(_counter)}"


texts = st.text(alphabet='abcdefgh ij\n{}":,', min_size=0, max_size=60)
sizes = st.integers(min_value=0, max_value=4000)


@st.composite
def rounds(draw: st.DrawFn) -> list[Message]:
    """One tool round: 1 to 4 calls (parallel when more than one), each answered once, in order;
    some denied, some results large, maybe a reminder riding on the results."""
    count = draw(st.integers(min_value=1, max_value=4))
    calls = [
        ToolCall(_id(), draw(st.sampled_from(["read", "search", "todo_update"])), '{"q": 1}') for _ in range(count)
    ]
    responses = []
    for call in calls:
        kind = draw(st.sampled_from(["ok", "big", "denied"]))
        data = {"ok": "result", "big": "x" * draw(sizes), "denied": "denied: the user said no"}[kind]
        responses.append(ToolResponse(call.id, call.name, data))
    reminder = draw(st.sampled_from(["", "", "<reminder>Update your todos.</reminder>"]))
    text = draw(st.sampled_from(["", "let me look"]))
    return [AssistantMessage(text, tuple(calls)), ToolResponseMessage(tuple(responses), reminder)]


@st.composite
def conversations(draw: st.DrawFn) -> list[Message]:
    messages: list[Message] = []
    if draw(st.booleans()):
        messages.append(SystemMessage("You are helpful. " * draw(st.integers(0, 20))))
    if draw(st.booleans()):  # a summary an earlier compaction stored
        messages.append(UserMessage("<summary>earlier</summary>", {SUMMARY_KEY: "summary"}))
    messages.append(UserMessage("start " + draw(texts)))
    for _ in range(draw(st.integers(min_value=0, max_value=12))):
        kind = draw(st.sampled_from(["round", "round", "round", "user", "assistant"]))
        if kind == "round":
            messages.extend(draw(rounds()))
        elif kind == "user":
            messages.append(UserMessage(draw(texts) + "x" * draw(st.integers(0, 2000))))
        else:
            messages.append(AssistantMessage(draw(texts) or "ok"))
    return messages


# -- the invariant on the wire -------------------------------------------------------------------


def check_openai(body: dict[str, Any]) -> None:
    wire = body["messages"]
    roles = [m["role"] for m in wire]
    first_other = next((i for i, r in enumerate(roles) if r != "system"), len(roles))
    assert all(r == "system" for r in roles[:first_other]) and "system" not in roles[first_other:], roles
    assert first_other == len(roles) or roles[first_other] != "tool", "a request starts with a tool result"
    index, seen = first_other, set()
    while index < len(wire):
        entry = wire[index]
        assert entry["role"] != "tool", f"tool result at {index} answers no call right before it"
        index += 1
        if entry["role"] == "assistant" and entry.get("tool_calls"):
            ids = [c["id"] for c in entry["tool_calls"]]
            answers = [m["tool_call_id"] for m in wire[index : index + len(ids)] if m["role"] == "tool"]
            assert answers == ids, (ids, answers)
            assert not seen & set(ids)
            seen |= set(ids)
            index += len(ids)


def check_anthropic(body: dict[str, Any]) -> None:
    wire = body["messages"]
    assert wire and wire[0]["role"] == "user"
    assert wire[0]["content"][0]["type"] != "tool_result", "a request starts with a tool result"
    answered: set[str] = set()
    for position, entry in enumerate(wire):
        blocks = entry["content"]
        uses = [b["id"] for b in blocks if b["type"] == "tool_use"]
        results = [b["tool_use_id"] for b in blocks if b["type"] == "tool_result"]
        if results:  # only right after the assistant turn that made those calls, first in the turn
            previous = wire[position - 1]
            asked = [b["id"] for b in previous["content"] if b["type"] == "tool_use"] if position else []
            assert results == asked, (asked, results)
            assert [b["type"] for b in blocks[: len(results)]] == ["tool_result"] * len(results)
            answered |= set(results)
        if uses:
            following = wire[position + 1]["content"] if position + 1 < len(wire) else []
            assert [b.get("tool_use_id") for b in following[: len(uses)]] == uses


def check_messages(sent: Sequence[Message], original: Sequence[Message]) -> None:
    """The sent list keeps the latest user message and the last block of the original verbatim."""
    latest_user = next(m for m in reversed(original) if isinstance(m, UserMessage))
    assert any(m is latest_user for m in sent)
    last = original[-1]
    if isinstance(last, ToolResponseMessage):
        assert any(m is last for m in sent), "the latest round's results must stay verbatim"
        assert any(m is original[-2] for m in sent)


# -- the servers ---------------------------------------------------------------------------------


class _AnthropicThread:
    """An Anthropic loopback server on a loop of its own (hypothesis drives the blocking face)."""

    def __init__(self) -> None:
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()
        self.server = AnthropicLoopbackServer()
        asyncio.run_coroutine_threadsafe(self.server.__aenter__(), self.loop).result(30)
        self.server.always = Json(message([{"type": "text", "text": "ok"}]))

    def close(self) -> None:
        asyncio.run_coroutine_threadsafe(self.server.__aexit__(None, None, None), self.loop).result(30)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(10)
        self.loop.close()


@pytest.fixture(scope="module")
def openai_loopback() -> Iterator[OpenAiLoopbackServer]:
    with OpenAiLoopbackServer(always=reply("ok")) as server:
        yield server


@pytest.fixture(scope="module")
def anthropic_loopback() -> Iterator[AnthropicLoopbackServer]:
    running = _AnthropicThread()
    yield running.server
    running.close()


_SETTINGS = settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow]
)


def _client(model: Any, budget: int, keep: int, summarizer: ScriptedChatModel) -> ChatClient:
    return (
        ChatClient.builder(model)
        .default_advisors(CompactionAdvisor(budget, keep_recent_rounds=keep, summarizer=summarizer))
        .build()
    )


def _spec(client: ChatClient, conversation: list[Message]) -> Any:
    from sprig import Prompt

    return client.prompt(Prompt(conversation))


@_SETTINGS
@given(conversation=conversations(), budget=st.integers(64, 6000), keep=st.integers(1, 3))
def test_openai_requests_keep_every_call_with_its_result(
    openai_loopback: OpenAiLoopbackServer, conversation: list[Message], budget: int, keep: int
) -> None:
    model = OpenAiChatModel("test-model", base_url=openai_loopback.url, api_key="k", retry=FAST)
    summarizer = ScriptedChatModel(["a summary"], repeat_last=True)
    before = len(openai_loopback.requests)
    assert _spec(_client(model, budget, keep, summarizer), conversation).call().content() == "ok"
    sent = openai_loopback.requests[before:]
    assert len(sent) == 1
    check_openai(sent[0].body)
    model.close()


@_SETTINGS
@given(conversation=conversations(), budget=st.integers(64, 6000), keep=st.integers(1, 3))
def test_anthropic_requests_keep_every_call_with_its_result(
    anthropic_loopback: AnthropicLoopbackServer, conversation: list[Message], budget: int, keep: int
) -> None:
    model = AnthropicChatModel("claude-test", base_url=anthropic_loopback.url, api_key="k", retry=FAST)
    summarizer = ScriptedChatModel(["a summary"], repeat_last=True)
    before = len(anthropic_loopback.requests)
    assert _spec(_client(model, budget, keep, summarizer), conversation).call().content() == "ok"
    sent = anthropic_loopback.requests[before:]
    assert len(sent) == 1
    check_anthropic(sent[0].body)
    model.close()


@settings(max_examples=150, deadline=None)
@given(conversation=conversations(), budget=st.integers(64, 6000), keep=st.integers(1, 3))
def test_compacted_prompts_keep_the_latest_turn_verbatim(conversation: list[Message], budget: int, keep: int) -> None:
    model = ScriptedChatModel(["ok"])
    summarizer = ScriptedChatModel(["a summary"], repeat_last=True)
    _spec(_client(model, budget, keep, summarizer), conversation).call().content()
    (prompt,) = model.prompts
    event("summarized" if summarizer.calls else "cleared" if len(prompt.messages) == len(conversation) else "other")
    check_messages(prompt.messages, conversation)
    from sprig.models.openai import messages_to_openai

    check_openai({"messages": messages_to_openai(prompt.messages)})
