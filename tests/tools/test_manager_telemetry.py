"""Tool executions run in OpenTelemetry spans with the GenAI attributes; content only on opt-in."""

from __future__ import annotations

import pytest
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

import sprig._telemetry
from sprig import AssistantMessage, ChatOptions, Prompt, ToolCall, UserMessage
from sprig.models.response import ChatResponse, Generation
from sprig.tools import ToolCallingManager, resolve_tool_callbacks, tool


@tool
def lookup(key: str) -> str:
    return f"value-of-{key}"


@pytest.fixture
def exporter(monkeypatch: pytest.MonkeyPatch) -> InMemorySpanExporter:
    # A private provider: the process-wide one belongs to whoever set it first.
    memory = InMemorySpanExporter()
    provider = TracerProvider()
    provider.add_span_processor(SimpleSpanProcessor(memory))
    tracer = provider.get_tracer("sprig")
    monkeypatch.setattr(sprig._telemetry, "_active_tracer", lambda: tracer)
    return memory


async def run_round() -> None:
    prompt = Prompt([UserMessage("q")], ChatOptions(tool_callbacks=resolve_tool_callbacks(lookup)))
    calls = (ToolCall("c1", "lookup", '{"key": "k"}'), ToolCall("c2", "missing"))
    await ToolCallingManager().aexecute_tool_calls(prompt, ChatResponse([Generation(AssistantMessage("", calls))]))


async def test_one_span_per_call_without_content(
    exporter: InMemorySpanExporter, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("SPRIG_OTEL_CAPTURE_CONTENT", raising=False)
    monkeypatch.delenv("OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT", raising=False)
    await run_round()
    spans = {s.name: dict(s.attributes or {}) for s in exporter.get_finished_spans()}
    assert set(spans) == {"execute_tool lookup", "execute_tool missing"}
    ok = spans["execute_tool lookup"]
    assert ok["gen_ai.operation.name"] == "execute_tool"
    assert (ok["gen_ai.tool.name"], ok["gen_ai.tool.call.id"]) == ("lookup", "c1")
    assert "error.type" not in ok and "gen_ai.tool.call.arguments" not in ok and "gen_ai.tool.call.result" not in ok
    assert spans["execute_tool missing"]["error.type"] == "unknown_tool"


async def test_content_is_recorded_when_opted_in(
    exporter: InMemorySpanExporter, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SPRIG_OTEL_CAPTURE_CONTENT", "true")
    await run_round()
    ok = next(dict(s.attributes or {}) for s in exporter.get_finished_spans() if s.name == "execute_tool lookup")
    assert ok["gen_ai.tool.call.arguments"] == '{"key": "k"}'
    assert ok["gen_ai.tool.call.result"] == "value-of-k"
