"""After ``DurableAgent.shutdown()`` the rest of sprig works on (DBOS lent its thread pool to the
event loops that used it, and that pool is gone)."""

from __future__ import annotations

from pathlib import Path

from sprig import ChatClient, ToolCall, tool
from sprig.durable import DurableAgent
from sprig.models import ScriptedChatModel


@tool
def double(n: int) -> int:
    """Double a number (a sync tool: it runs in the loop's thread pool)."""
    return 2 * n


def _client() -> ChatClient:
    model = ScriptedChatModel([ToolCall("c", "double", '{"n": 21}'), "42"])
    return ChatClient.builder(model).default_tools(double).build()


def test_blocking_calls_work_after_a_shutdown(tmp_path: Path) -> None:
    agent = DurableAgent(_client(), name="shut", database_url=f"sqlite:///{tmp_path / 'd.sqlite'}")
    agent.launch()
    assert agent.start("double 21").result() == "42"  # DBOS ran on sprig's background loop
    DurableAgent.shutdown()

    response = _client().prompt("double 21").call().chat_client_response()

    assert response.chat_response is not None and response.chat_response.text == "42"
    assert "42" in [e.text for e in response.recorded_events() if e.type == "tool_result"]
