"""SimpleLoggerAdvisor logs no ToolContext value (they are often secrets), at any round."""

from __future__ import annotations

import logging

import pytest

from sprig import ChatClient, ChatOptions, ToolCall, ToolContext, tool
from sprig.advisors import SimpleLoggerAdvisor
from sprig.models import ScriptedChatModel

SECRET = "sk-live-0123456789abcdef"


def test_tool_context_values_never_reach_the_log(caplog: pytest.LogCaptureFixture) -> None:
    @tool
    def whoami(ctx: ToolContext) -> str:
        """Who is asking."""
        return "known" if ctx["user"] else "unknown"

    model = ScriptedChatModel([ToolCall("1", "whoami", "{}"), "done"])
    client = (
        ChatClient.builder(model)
        .default_tools(whoami)
        .default_tool_context(api_token=SECRET)
        .default_advisors(SimpleLoggerAdvisor())
        .build()
    )
    with caplog.at_level(logging.DEBUG, logger="sprig.advisors.SimpleLoggerAdvisor"):
        assert client.prompt("hi").tool_context(user="alice-secret-id").call().content() == "done"
    logged = "\n".join(r.getMessage() for r in caplog.records)
    assert logged.count("request:") == 2
    assert SECRET not in logged and "alice-secret-id" not in logged
    assert "api_token" in logged and "user" in logged  # the keys are shown


def test_reprs_show_keys_only() -> None:
    assert SECRET not in repr(ToolContext(token=SECRET))
    assert "token" in repr(ToolContext(token=SECRET))
    assert SECRET not in repr(ChatOptions(tool_context={"token": SECRET}))
