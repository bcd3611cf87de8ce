"""SafeGuardAdvisor and SimpleLoggerAdvisor."""

from __future__ import annotations

import logging

import pytest

from sprig import ChatClient, ToolCall, tool
from sprig.advisors import SafeGuardAdvisor, SimpleLoggerAdvisor
from sprig.models import ScriptedChatModel


def test_safeguard_blocks_listed_words_case_insensitively_without_calling_the_model() -> None:
    model = ScriptedChatModel(["fine"])
    client = ChatClient.builder(model).default_advisors(SafeGuardAdvisor(["password"], failure_response="no")).build()
    response = client.prompt("What is the PASSWORD?").call().chat_client_response()
    assert response.text == "no" and response.context["safeguard_blocked"] is True
    assert model.calls == 0
    assert client.prompt("What is a passwordless login?").call().content() == "fine"


async def test_safeguard_in_streams() -> None:
    model = ScriptedChatModel(["fine"])
    client = ChatClient.builder(model).default_advisors(SafeGuardAdvisor(["secret"])).build()
    text = "".join([p async for p in client.prompt("tell me the Secret").stream().content()])
    assert "unable" in text and model.calls == 0


def test_logger_logs_every_round_at_debug(caplog: pytest.LogCaptureFixture) -> None:
    @tool
    def ping() -> str:
        """Ping."""
        return "pong"

    model = ScriptedChatModel([ToolCall("1", "ping", "{}"), "done"])
    client = ChatClient.builder(model).default_tools(ping).default_advisors(SimpleLoggerAdvisor()).build()
    with caplog.at_level(logging.DEBUG, logger="sprig.advisors.SimpleLoggerAdvisor"):
        client.prompt("hello logger").call().content()
    requests = [r for r in caplog.records if r.getMessage().startswith("request:")]
    responses = [r for r in caplog.records if r.getMessage().startswith("response:")]
    assert len(requests) == 2 and len(responses) == 2
    assert "hello logger" in requests[0].getMessage() and "pong" in requests[1].getMessage()


def test_logger_is_silent_above_debug(caplog: pytest.LogCaptureFixture) -> None:
    client = ChatClient.builder(ScriptedChatModel(["x"])).default_advisors(SimpleLoggerAdvisor()).build()
    with caplog.at_level(logging.INFO, logger="sprig.advisors.SimpleLoggerAdvisor"):
        client.prompt("x").call().content()
    assert not caplog.records
