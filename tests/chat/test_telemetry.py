"""OpenTelemetry spans around the client call, advisors, model calls and tool executions."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from opentelemetry import trace
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

from sprig import ChatClient, ToolCall, tool
from sprig.advisors import SimpleLoggerAdvisor
from sprig.models import ScriptedChatModel, Usage

_exporter = InMemorySpanExporter()


@pytest.fixture(scope="module", autouse=True)
def _provider() -> None:
    provider = TracerProvider()
    provider.add_span_processor(SimpleSpanProcessor(_exporter))
    trace.set_tracer_provider(provider)


@pytest.fixture
def exporter() -> Iterator[InMemorySpanExporter]:
    _exporter.clear()
    yield _exporter


@tool
def lookup(key: str) -> str:
    """Look a key up."""
    return f"value-of-{key}"


def test_spans_follow_the_genai_conventions(exporter: InMemorySpanExporter, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("SPRIG_OTEL_CAPTURE_CONTENT", raising=False)
    model = ScriptedChatModel([ToolCall("call-1", "lookup", '{"key": "k"}'), "done"], usage=Usage(7, 3, 10))
    client = ChatClient.builder(model).default_tools(lookup).default_advisors(SimpleLoggerAdvisor()).build()
    client.prompt("q").call().content()
    spans = exporter.get_finished_spans()
    names = [s.name for s in spans]
    assert "chat_client call" in names
    chat_spans = [
        s
        for s in spans
        if s.attributes and s.attributes.get("gen_ai.operation.name") == "chat" and s.name.startswith("chat ")
    ]
    assert len(chat_spans) == 2
    assert chat_spans[0].attributes["gen_ai.request.model"] == "scripted"  # type: ignore[index]
    assert chat_spans[0].attributes["gen_ai.usage.input_tokens"] == 7  # type: ignore[index]
    tool_spans = [s for s in spans if s.attributes and s.attributes.get("gen_ai.operation.name") == "execute_tool"]
    assert len(tool_spans) == 1
    attributes = tool_spans[0].attributes or {}
    assert attributes["gen_ai.tool.name"] == "lookup" and attributes["gen_ai.tool.call.id"] == "call-1"
    assert "gen_ai.tool.call.arguments" not in attributes and "gen_ai.tool.call.result" not in attributes
    assert any(n == "advisor SimpleLoggerAdvisor" for n in names)


def test_tool_arguments_and_results_only_when_opted_in(
    exporter: InMemorySpanExporter, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SPRIG_OTEL_CAPTURE_CONTENT", "true")
    model = ScriptedChatModel([ToolCall("call-1", "lookup", '{"key": "k"}'), "done"])
    ChatClient.builder(model).default_tools(lookup).build().prompt("q").call().content()
    tool_span = next(
        s for s in exporter.get_finished_spans() if (s.attributes or {}).get("gen_ai.operation.name") == "execute_tool"
    )
    attributes = tool_span.attributes or {}
    assert attributes["gen_ai.tool.call.arguments"] == '{"key": "k"}'
    assert attributes["gen_ai.tool.call.result"] == "value-of-k"
