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


@tool
def hang(n: int) -> str:
    """Blocks until the test releases it (a catastrophic regex, say)."""
    release.wait(30)
    return f"released {n}"


@tool
def echo(text: str) -> str:
    return text


@pytest.fixture(autouse=True)
def _fresh_pool() -> Iterator[None]:
    release.clear()
    configure_tool_threads()
    yield
    release.set()
    configure_tool_threads()


def _round(*calls: ToolCall) -> tuple[Prompt, ChatResponse]:
    prompt = Prompt([UserMessage("go")], ChatOptions(tool_callbacks=resolve_tool_callbacks(hang, echo)))
    return prompt, ChatResponse([Generation(AssistantMessage("", calls), "tool_calls")])


async def _scenario(server_url: str) -> tuple[list[str], str, str, dict[str, int]]:
    manager = ToolCallingManager(timeout=0.05, max_calls_per_tool=None)
    stuck_calls = [ToolCall(f"c{i}", "hang", f'{{"n": {i}}}') for i in range(50)]
    stuck = await manager.aexecute_tool_calls(*_round(*stuck_calls))
    kinds = [o.error_kind for o in stuck.outcomes]
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
    assert kinds == [ToolErrorKind.TIMEOUT.value] * 50
    assert counted == {"hang": 50}
    assert normal == "still works"
    assert answer == "model still reachable"


async def test_exhausted_pool_fails_at_once_naming_the_stuck_tools() -> None:
    configure_tool_threads(3)
    manager = ToolCallingManager(timeout=0.05, max_calls_per_tool=None)
    await manager.aexecute_tool_calls(*_round(*(ToolCall(f"c{i}", "hang", f'{{"n": {i}}}') for i in range(3))))
    assert tool_thread_pool().stuck == {"hang": 3}

    result = await ToolCallingManager(timeout=None).aexecute_tool_calls(
        *_round(ToolCall("n1", "echo", '{"text": "x"}'))
    )
    outcome = result.outcomes[0]
    assert outcome.error_kind == ToolErrorKind.TOOL_ERROR
    assert isinstance(outcome.exception, ToolThreadsExhaustedError)
    assert outcome.exception.stuck == {"hang": 3}
    assert "hang (3)" in outcome.result and "worker threads" in outcome.result

    release.set()  # the stuck calls return by themselves: their threads come back
    for _ in range(200):
        if not tool_thread_pool().stuck:
            break
        await asyncio.sleep(0.01)
    again = await ToolCallingManager(timeout=None).aexecute_tool_calls(
        *_round(ToolCall("n2", "echo", '{"text": "back"}'))
    )
    assert again.outcomes[0].result == "back"
