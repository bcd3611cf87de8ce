"""MCP tools that need approval: the provider's ``requires_approval`` (a flag or a rule)."""

from __future__ import annotations

from typing import Any

import pytest

from sprig import ChatClient, ToolCall, ToolResponseMessage
from sprig.mcp import McpToolCallbackProvider
from sprig.models.scripted import ScriptedChatModel
from support.mcp_servers import counter_stdio


def _results(model: ScriptedChatModel, index: int) -> list[str]:
    last = model.prompts[index].messages[-1]
    assert isinstance(last, ToolResponseMessage)
    return [r.data for r in last.responses]


async def test_a_rule_pauses_only_the_matching_mcp_tool_and_approval_runs_it_once() -> None:
    def rule(call: ToolCall, context: Any) -> bool:
        return call.name == "increment"

    model = ScriptedChatModel(
        [
            [ToolCall("a", "echo", '{"text": "hi"}'), ToolCall("b", "increment", '{"by": 2}')],
            ToolCall("c", "increment", '{"by": 1}'),
            "done",
        ]
    )
    async with McpToolCallbackProvider(counter_stdio(), requires_approval=rule) as provider:
        client = ChatClient.builder(model).default_tools(provider).build()
        first = await client.prompt("go").advisor_params(conversation_id="m").call().achat_client_response()
        assert [(p.id, p.reason) for p in first.pending] == [("b", "approval")]
        spec = client.prompt().advisor_params(conversation_id="m")
        second = await spec.resume(approve=["b"]).call().achat_client_response()
        assert [p.id for p in second.pending] == ["c"]  # the next round asks again
        spec = client.prompt().advisor_params(conversation_id="m")
        assert await spec.resume(deny={"c": "enough"}).call().acontent() == "done"
    assert _results(model, 1) == ["counter: hi", "2"]
    assert _results(model, 2) == ["The user denied this call: enough"]


async def test_requires_approval_true_marks_every_tool_of_the_provider() -> None:
    model = ScriptedChatModel([ToolCall("a", "echo", '{"text": "hi"}')])
    async with McpToolCallbackProvider(counter_stdio(), requires_approval=True) as provider:
        client = ChatClient.builder(model).default_tools(provider).build()
        response = await client.prompt("go").advisor_params(conversation_id="t").call().achat_client_response()
    assert [p.name for p in response.pending] == ["echo"]


async def test_a_servers_own_requires_approval_marks_only_its_tools() -> None:
    careful = counter_stdio("careful", requires_approval=True)
    relaxed = counter_stdio("relaxed", prefix="r")
    async with McpToolCallbackProvider([careful, relaxed]) as provider:
        marks = {cb.name: cb.metadata.requires_approval for cb in await provider.atool_callbacks()}
    assert marks["echo"] is True and marks["r_echo"] is False


def test_requires_approval_comes_from_an_mcp_servers_dict_and_must_be_a_bool() -> None:
    from sprig.mcp import server_config

    assert server_config({"command": "x", "requires_approval": True}).requires_approval is True
    with pytest.raises(ValueError, match="requires_approval must be true or false"):
        server_config({"command": "x", "requires_approval": "yes"})


async def test_reserved_names_rename_the_mcp_tools_that_want_them() -> None:
    async with McpToolCallbackProvider(counter_stdio(), reserved_names=["echo"]) as provider:
        names = [cb.name for cb in await provider.atool_callbacks()]
    assert "echo" not in names and "alt_1_echo" in names
