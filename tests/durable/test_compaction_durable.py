"""Compaction inside a durable run: the same requests, events and answer as a plain run."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest

from sprig import ChatClient, CompactionEvent, DoneEvent, ToolCall, ToolResponseMessage, tool
from sprig.advisors import CompactionAdvisor
from sprig.advisors._compact import estimate_tokens
from sprig.durable import DurableAgent
from sprig.models import ScriptedChatModel
from sprig.prompt import Prompt

pytestmark = pytest.mark.slow


@tool
def read(path: str) -> str:
    """Read a file."""
    return f"{path}: " + "lorem ipsum dolor " * 200


def reader(prompt: Prompt) -> Any:
    """Reads f0..f7 (counted by the call ids it has seen, as compaction removes old rounds), then answers."""
    if not prompt.options.tool_callbacks:
        return "summary: files f0 onwards were read"
    seen = [int(r.id[1:]) for m in prompt.messages if isinstance(m, ToolResponseMessage) for r in m.responses]
    done = max(seen) + 1 if seen else 0
    return ToolCall(f"r{done}", "read", json.dumps({"path": f"f{done}"})) if done < 8 else "all read"


def _client() -> tuple[ChatClient, ScriptedChatModel]:
    model = ScriptedChatModel([reader], repeat_last=True)
    client = (
        ChatClient.builder(model)
        .default_tools(read)
        .default_advisors(CompactionAdvisor(2500, keep_recent_rounds=1))
        .build()
    )
    return client, model


@pytest.fixture(scope="module")
def agent(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[DurableAgent, ScriptedChatModel]]:
    url = f"sqlite:///{tmp_path_factory.mktemp('durable') / 'compaction.sqlite'}"
    client, model = _client()
    durable = DurableAgent(client, name="compacting", database_url=url, polling_interval=0.02)
    durable.launch()
    yield durable, model
    DurableAgent.shutdown()


async def test_a_durable_run_compacts_like_a_plain_run(agent: tuple[DurableAgent, ScriptedChatModel]) -> None:
    durable, model = agent
    plain_client, plain_model = _client()
    plain = await plain_client.prompt("Read the files").stream().events().acollect()
    events = [e async for e in durable.stream("Read the files", conversation_id="d1")]
    assert isinstance(events[-1], DoneEvent) and events[-1].response.text == "all read"
    compactions = [e.to_dict() for e in events if isinstance(e, CompactionEvent)]
    assert compactions and compactions == [e.to_dict() for e in plain if isinstance(e, CompactionEvent)]
    sent = [p for p in model.prompts if p.options.tool_callbacks]
    assert [p.messages for p in sent] == [p.messages for p in plain_model.prompts if p.options.tool_callbacks]
    assert max(estimate_tokens(p.messages) for p in sent) <= 2500


def test_the_durable_model_says_the_wrapped_models_context_window() -> None:
    from sprig.durable._steps import DurableChatModel

    class Small(ScriptedChatModel):
        context_window = 2048

    assert DurableChatModel(Small()).context_window == 2048
    assert DurableChatModel(ScriptedChatModel()).context_window is None
