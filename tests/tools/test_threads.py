"""Sync tools run on sprig's own bounded thread pool: stuck calls starve neither tools nor DNS."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Iterator

import pytest

from sprig import AssistantMessage, ChatOptions, Prompt, ToolCall, UserMessage
from sprig.models import OpenAiChatModel, RetryPolicy
from sprig.models.response import ChatResponse, Generation
from sprig.tools import (
    ToolCallingManager,
    ToolErrorKind,
    ToolThreadsExhaustedError,
    configure_tool_threads,
    resolve_tool_callbacks,
    tool,
    tool_thread_pool,
)
from support.openai_server import OpenAiLoopbackServer, reply

release = threading.Event()
started: list[int] = []


@tool
def hang(n: int) -> str:
    """Blocks until the test releases it (a catastrophic regex, say)."""
    started.append(n)
    release.wait(30)
    return f"released {n}"


@tool
def echo(text: str) -> str:
    return text


@pytest.fixture(autouse=True)
def _fresh_pool() -> Iterator[None]:
    release.clear()
    started.clear()
    configure_tool_threads()
    yield
    release.set()
    configure_tool_threads()


def _round(*calls: ToolCall) -> tuple[Prompt, ChatResponse]:
    prompt = Prompt([UserMessage("go")], ChatOptions(tool_callbacks=resolve_tool_callbacks(hang, echo)))
    return prompt, ChatResponse([Generation(AssistantMessage("", calls), "tool_calls")])


async def _until_started(target: int) -> None:
    for _ in range(5000):  # a bound, not a timing assertion
        if len(started) >= target:
            return
        await asyncio.sleep(0.002)
    raise AssertionError(f"only {len(started)} of {target} calls started")


async def _abandon(count: int, *, tool_timeout: float | None) -> list[str]:
    """Make ``count`` calls of ``hang`` stuck: each round as wide as the live workers, given up
    (timed out, or cancelled once all its calls run) only after every call of it has started."""
    manager = ToolCallingManager(timeout=tool_timeout, max_calls_per_tool=None)
    kinds: list[str] = []
    width = tool_thread_pool().workers
    for first in range(0, count, width):
        calls = [ToolCall(f"c{i}", "hang", f'{{"n": {i}}}') for i in range(first, min(first + width, count))]
        target = len(started) + len(calls)
        task = asyncio.ensure_future(manager.aexecute_tool_calls(*_round(*calls)))
        await _until_started(target)
        if tool_timeout is None:
            task.cancel()
            with pytest.raises(asyncio.CancelledError):
                await task
            kinds += ["cancelled"] * len(calls)
        else:
            kinds += [str(o.error_kind) for o in (await task).outcomes]
    return kinds


async def _scenario(server_url: str) -> tuple[list[str], str, str, dict[str, int]]:
    kinds = await _abandon(44, tool_timeout=None) + await _abandon(6, tool_timeout=0.5)
    counted = tool_thread_pool().stuck
    # A guard turns a hang (the old behaviour) into a failure; it is not a timing assertion.
    async with asyncio.timeout(20):
        normal = await ToolCallingManager(timeout=10).aexecute_tool_calls(
            *_round(ToolCall("n1", "echo", '{"text": "still works"}'))
        )
        # A model that was never used: a fresh connection, and "localhost" needs DNS resolution.
        model = OpenAiChatModel(
            model="m", base_url=server_url, api_key="k", retry=RetryPolicy(max_attempts=1), timeout=10
        )
        async with model:
            answer = (await model.call(Prompt([UserMessage("hi")]))).text
    return [str(k) for k in kinds], normal.outcomes[0].result, answer or "", counted


def test_fifty_stuck_sync_tools_starve_neither_tools_nor_new_model_connections() -> None:
    with OpenAiLoopbackServer(always=reply("model still reachable")) as server:
        url = server.url.replace("127.0.0.1", "localhost")
        kinds, normal, answer, counted = asyncio.run(_scenario(url))
    assert kinds == ["cancelled"] * 44 + [ToolErrorKind.TIMEOUT.value] * 6
    assert counted == {"hang": 50}
    assert normal == "still works"
    assert answer == "model still reachable"


async def test_exhausted_pool_fails_at_once_naming_the_stuck_tools() -> None:
    configure_tool_threads(max_stuck=3)
    await _abandon(3, tool_timeout=None)
    assert tool_thread_pool().stuck == {"hang": 3}

    result = await ToolCallingManager(timeout=None).aexecute_tool_calls(
        *_round(ToolCall("n1", "echo", '{"text": "x"}'))
    )
    outcome = result.outcomes[0]
    assert outcome.error_kind == ToolErrorKind.TOOL_ERROR
    assert isinstance(outcome.exception, ToolThreadsExhaustedError)
    assert outcome.exception.stuck == {"hang": 3}
    assert "hang (3)" in outcome.result and "stuck sync tools" in outcome.result

    release.set()  # the stuck calls return by themselves: their threads come back
    for _ in range(200):
        if not tool_thread_pool().stuck:
            break
        await asyncio.sleep(0.01)
    again = await ToolCallingManager(timeout=None).aexecute_tool_calls(
        *_round(ToolCall("n2", "echo", '{"text": "back"}'))
    )
    assert again.outcomes[0].result == "back"


async def test_an_abandoned_call_is_logged_with_the_count(caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level("WARNING", logger="sprig.tools"):
        await _abandon(2, tool_timeout=None)
    messages = [r.getMessage() for r in caplog.records if r.name == "sprig.tools"]
    assert len(messages) == 2 and "'hang' was abandoned" in messages[0]
    assert "2 of 64 allowed stuck calls" in messages[1]
