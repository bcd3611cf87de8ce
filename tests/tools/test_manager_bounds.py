"""``ToolCallingManager`` defaults that bound a call: the tool timeout and the result size cap."""

from __future__ import annotations

import pytest

from sprig import AssistantMessage, ChatOptions, Prompt, ToolCall, UserMessage
from sprig.advisors import ToolCallAdvisor
from sprig.models.response import ChatResponse, Generation
from sprig.tools import (
    DEFAULT_MAX_RESULT_CHARS,
    DEFAULT_TOOL_TIMEOUT,
    ToolCallingManager,
    resolve_tool_callbacks,
    tool,
)


@tool
def big(size: int) -> str:
    return "x" * size


def _round(call: ToolCall) -> tuple[Prompt, ChatResponse]:
    prompt = Prompt([UserMessage("go")], ChatOptions(tool_callbacks=resolve_tool_callbacks(big)))
    return prompt, ChatResponse([Generation(AssistantMessage("", (call,)), "tool_calls")])


def test_a_tool_timeout_applies_by_default() -> None:
    assert DEFAULT_TOOL_TIMEOUT == 300.0
    assert ToolCallingManager().timeout == DEFAULT_TOOL_TIMEOUT
    assert ToolCallAdvisor().tool_calling_manager.timeout == DEFAULT_TOOL_TIMEOUT
    assert ToolCallingManager(timeout=None).timeout is None


async def test_a_huge_result_is_cut_with_a_note_to_the_model() -> None:
    result = await ToolCallingManager().aexecute_tool_calls(*_round(ToolCall("c1", "big", '{"size": 10000000}')))
    text = result.outcomes[0].result
    assert result.outcomes[0].error_kind is None
    assert len(text) < DEFAULT_MAX_RESULT_CHARS + 300
    assert text.startswith("x" * 1000)
    assert f"cut to its first {DEFAULT_MAX_RESULT_CHARS:,} of 10,000,000 characters" in text


async def test_the_cap_is_configurable_and_small_results_are_untouched() -> None:
    manager = ToolCallingManager(max_result_chars=10)
    small = await manager.aexecute_tool_calls(*_round(ToolCall("c1", "big", '{"size": 10}')))
    assert small.outcomes[0].result == "x" * 10
    cut = await manager.aexecute_tool_calls(*_round(ToolCall("c2", "big", '{"size": 11}')))
    assert cut.outcomes[0].result.startswith("x" * 10 + "\n\n[sprig:")
    whole = await ToolCallingManager(max_result_chars=None).aexecute_tool_calls(
        *_round(ToolCall("c3", "big", '{"size": 200000}'))
    )
    assert whole.outcomes[0].result == "x" * 200000
    with pytest.raises(ValueError, match="max_result_chars"):
        ToolCallingManager(max_result_chars=0)


async def test_timed_calls_that_wait_or_not_end_alike() -> None:
    # The timer is armed only once a call waits: calls that finish at once, calls that wait
    # several times, a tool's own TimeoutError and a call past the bound must all end as before.
    import asyncio

    @tool
    async def now(key: str) -> str:
        return f"now-{key}"

    @tool
    async def later(key: str) -> str:
        await asyncio.sleep(0)
        await asyncio.sleep(0.001)
        return f"later-{key}"

    @tool
    async def own_timeout() -> str:
        await asyncio.sleep(0)
        raise TimeoutError("upstream timed out")

    @tool(timeout=0.05)
    async def hangs() -> str:
        await asyncio.sleep(0)
        await asyncio.Event().wait()
        return "never"

    calls = (
        ToolCall("1", "now", '{"key": "a"}'),
        ToolCall("2", "later", '{"key": "b"}'),
        ToolCall("3", "own_timeout"),
        ToolCall("4", "hangs"),
        ToolCall("5", "now", "{}"),
    )
    prompt = Prompt(
        [UserMessage("go")], ChatOptions(tool_callbacks=resolve_tool_callbacks(now, later, own_timeout, hangs))
    )
    for parallel in (True, False):
        result = await ToolCallingManager(parallel=parallel).aexecute_tool_calls(
            prompt, ChatResponse([Generation(AssistantMessage("", calls), "tool_calls")])
        )
        kinds = [(o.result if not o.error else o.error_kind) for o in result.outcomes]
        assert kinds == ["now-a", "later-b", "tool_error", "timeout", "invalid_arguments"]
