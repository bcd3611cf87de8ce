"""``FallbackChatModel`` against real loopback servers speaking the OpenAI and Anthropic wire formats."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

from sprig import ChatClient, ChatOptions, DoneEvent, FallbackEvent, TextDeltaEvent, ToolCall, tool
from sprig.models import (
    AnthropicChatModel,
    AuthenticationError,
    ContextLengthError,
    FallbackChatModel,
    FallbackFailedError,
    OpenAiChatModel,
    RateLimitError,
    RetryPolicy,
    ScriptedChatModel,
    ServerError,
    StreamInterruptedError,
    from_spec,
)
from sprig.models.spec import ModelSpecError
from support.anthropic_server import AnthropicLoopbackServer, Json, Sse, message, message_events
from support.openai_server import CUT, ErrorReply, OpenAiLoopbackServer, StreamReply, chunk, reply

FAST = RetryPolicy(max_attempts=2, initial_backoff=0.001, max_backoff=0.01)


@pytest.fixture
async def servers() -> AsyncIterator[tuple[OpenAiLoopbackServer, OpenAiLoopbackServer]]:
    async with OpenAiLoopbackServer() as first, OpenAiLoopbackServer() as second:
        yield first, second


def _openai(server: OpenAiLoopbackServer, name: str) -> OpenAiChatModel:
    return OpenAiChatModel(name, base_url=server.url, api_key="k", retry=FAST, provider_name=name.split("-")[0])


async def test_falls_back_on_server_errors_after_the_models_own_retries(
    servers: tuple[OpenAiLoopbackServer, OpenAiLoopbackServer],
) -> None:
    first, second = servers
    first.always(ErrorReply(503, "overloaded"))
    second.add(reply("from the backup"))
    model = FallbackChatModel(_openai(first, "primary-model"), _openai(second, "backup-model"))
    response = await ChatClient.create(model).prompt("hi").call().achat_response()
    assert response.text == "from the backup"
    assert len(first.requests) == 2  # the primary's own retries ran first
    assert response.metadata["model"] == "backup-model"  # the provider called it "test-model"
    assert response.metadata["provider_model"] == "test-model"
    failure = response.metadata["fallback"][0]
    assert failure["model"] == "primary:primary-model" and "ServerError" in failure["error"]
    assert failure["next"] == "backup:backup-model"
    await model.aclose()


async def test_the_answer_names_the_model_that_answered() -> None:
    primary = ScriptedChatModel([RateLimitError("slow down")])
    backup = ScriptedChatModel(["ok"], options=ChatOptions(model="backup"))
    response = await FallbackChatModel(primary, backup).call(_prompt())
    assert response.metadata["model"] == "backup"
    assert [f["model"] for f in response.metadata["fallback"]] == ["scripted"]


async def test_authentication_and_bad_requests_do_not_fall_back(
    servers: tuple[OpenAiLoopbackServer, OpenAiLoopbackServer],
) -> None:
    first, second = servers
    first.add(ErrorReply(401, "bad key"), ErrorReply(400, "prompt is too long for this model's context window"))
    model = FallbackChatModel(_openai(first, "a-model"), _openai(second, "b-model"))
    client = ChatClient.create(model)
    with pytest.raises(AuthenticationError):
        await client.prompt("hi").call().acontent()
    with pytest.raises(ContextLengthError):
        await client.prompt("hi").call().acontent()
    assert second.requests == []
    await model.aclose()


async def test_context_length_error_falls_back_when_listed(
    servers: tuple[OpenAiLoopbackServer, OpenAiLoopbackServer],
) -> None:
    first, second = servers
    first.add(ErrorReply(400, "maximum context length is 8192 tokens", type="context_length_exceeded"))
    second.add(reply("the big model read it all"))
    model = FallbackChatModel(_openai(first, "small"), _openai(second, "large"), fallback_on=(ContextLengthError,))
    assert await ChatClient.create(model).prompt("long").call().acontent() == "the big model read it all"
    await model.aclose()


async def test_all_failing_raises_one_error_listing_each(
    servers: tuple[OpenAiLoopbackServer, OpenAiLoopbackServer],
) -> None:
    first, second = servers
    first.always(ErrorReply(500, "boom"))
    second.always(ErrorReply(429, "busy"))
    model = FallbackChatModel(_openai(first, "a-model"), _openai(second, "b-model"))
    with pytest.raises(FallbackFailedError) as caught:
        await ChatClient.create(model).prompt("hi").stream().content().acollect()
    errors = caught.value.errors
    assert [label for label, _ in errors] == ["a:a-model", "b:b-model"]
    assert isinstance(errors[0][1], ServerError) and isinstance(errors[1][1], RateLimitError)
    assert "a:a-model" in str(caught.value) and "b:b-model" in str(caught.value)
    await model.aclose()


async def test_streams_fall_back_before_the_first_chunk_and_emit_an_event(
    servers: tuple[OpenAiLoopbackServer, OpenAiLoopbackServer],
) -> None:
    first, second = servers
    first.always(ErrorReply(502, "bad gateway"))
    second.add(reply("streamed from backup"))
    model = FallbackChatModel(_openai(first, "a-model"), _openai(second, "b-model"))
    events = await ChatClient.create(model).prompt("hi").stream().events().acollect()
    fallbacks = [e for e in events if isinstance(e, FallbackEvent)]
    assert len(fallbacks) == 1 and fallbacks[0].model == "a:a-model" and fallbacks[0].next_model == "b:b-model"
    assert fallbacks[0].to_dict()["type"] == "fallback"
    assert "".join(e.text for e in events if isinstance(e, TextDeltaEvent)) == "streamed from backup"
    assert isinstance(events[-1], DoneEvent) and events[-1].response.text == "streamed from backup"
    await model.aclose()


async def test_a_stream_that_breaks_after_its_first_chunk_does_not_fall_back(
    servers: tuple[OpenAiLoopbackServer, OpenAiLoopbackServer],
) -> None:
    first, second = servers
    first.add(StreamReply([chunk({"role": "assistant", "content": "Hel"}), chunk({"content": "lo"}), CUT]))
    model = FallbackChatModel(
        _openai(first, "a-model"), _openai(second, "b-model"), fallback_on=(StreamInterruptedError, ServerError)
    )
    with pytest.raises(StreamInterruptedError) as caught:
        await ChatClient.create(model).prompt("hi").stream().content().acollect()
    assert caught.value.partial is not None and caught.value.partial.text == "Hello"
    assert second.requests == []
    await model.aclose()


async def test_falls_back_across_wire_formats_in_a_tool_loop() -> None:
    @tool(description="Add two numbers")
    def add(a: int, b: int) -> int:
        return a + b

    async with OpenAiLoopbackServer() as openai, AnthropicLoopbackServer() as anthropic:
        openai.always(ErrorReply(503, "down"))
        use = {"type": "tool_use", "id": "toolu_1", "name": "add", "input": {"a": 2, "b": 3}}
        anthropic.add(Sse(message_events([use], "tool_use")), Sse(message_events([{"type": "text", "text": "5"}])))
        primary = _openai(openai, "gpt-test")
        backup = AnthropicChatModel("claude-test", base_url=anthropic.url, api_key="k", retry=FAST)
        client = ChatClient.builder(FallbackChatModel(primary, backup)).default_tools(add).build()
        events = await client.prompt("2+3?").stream().events().acollect()
        assert sum(isinstance(e, FallbackEvent) for e in events) == 2  # each round tried the primary first
        assert isinstance(events[-1], DoneEvent) and events[-1].response.text == "5"
        # blocking: the tool loop records the fallbacks too
        anthropic.add(Json(message([use], "tool_use")), Json(message([{"type": "text", "text": "5"}])))
        response = await client.prompt("2+3?").call().achat_client_response()
        assert response.text == "5"
        assert sum(isinstance(e, FallbackEvent) for e in response.recorded_events()) == 2
        await primary.aclose()
        await backup.aclose()


async def test_the_span_says_which_model_answered(monkeypatch: pytest.MonkeyPatch) -> None:
    from sprig import _telemetry

    exporter = InMemorySpanExporter()
    provider = TracerProvider()
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    monkeypatch.setattr(_telemetry, "_active_tracer", lambda: provider.get_tracer("test"))
    model = FallbackChatModel(ScriptedChatModel([ServerError("down")]), ScriptedChatModel(["ok"]))
    await ChatClient.create(model).prompt("hi").call().acontent()
    chat = [s for s in exporter.get_finished_spans() if s.name.startswith("chat")]
    assert chat and chat[0].attributes is not None and chat[0].attributes["gen_ai.response.model"] == "scripted"
    # the primary's request name is not sent to the fallback
    primary = ScriptedChatModel([ServerError("down")], options=ChatOptions(model="big"))
    backup = ScriptedChatModel(["ok"], options=ChatOptions(model="small"))
    client = ChatClient.builder(FallbackChatModel(primary, backup)).default_options(ChatOptions(model="big-2")).build()
    assert (await client.prompt("hi").call().achat_response()).metadata["model"] == "small"
    assert backup.prompts[0].options.model is None


def test_fallback_needs_models_and_exception_classes() -> None:
    with pytest.raises(ValueError, match="at least one fallback"):
        FallbackChatModel(ScriptedChatModel())
    with pytest.raises(TypeError, match="chat models"):
        FallbackChatModel(ScriptedChatModel(), "openai:gpt")  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="exception classes"):
        FallbackChatModel(ScriptedChatModel(), ScriptedChatModel(), fallback_on=("RateLimitError",))  # type: ignore[arg-type]


def test_from_spec_builds_a_fallback(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", "k")
    monkeypatch.setenv("ANTHROPIC_API_KEY", "k")
    model = from_spec("fallback:openai:gpt-4o-mini, anthropic:claude-haiku-4-5")
    assert isinstance(model, FallbackChatModel)
    assert [type(m).__name__ for m in model.models] == ["OpenAiChatModel", "AnthropicChatModel"]
    assert model.default_options.model == "gpt-4o-mini"
    for bad in ("fallback:openai:gpt-4o-mini", "fallback:openai:a,,openai:b", "fallback:openai:a,fallback:openai:b"):
        with pytest.raises(ModelSpecError):
            from_spec(bad)
    with pytest.raises(ModelSpecError, match="overrides"):
        from_spec("fallback:openai:a,openai:b", timeout=3)


def test_cli_model_accepts_a_fallback(tmp_path: Path) -> None:
    from support.cli import cli_env, run_sprig

    broken = tmp_path / "broken.json"
    broken.write_text(json.dumps([{"error": "server", "status": 503}]))
    working = tmp_path / "working.json"
    working.write_text(json.dumps(["Hello from the fallback"]))
    spec = f"fallback:scripted:{broken},scripted:{working}"
    done = run_sprig("run", "--model", spec, "hi", env=cli_env(tmp_path), cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert "Hello from the fallback" in done.stdout


def _prompt() -> object:
    from sprig import Prompt

    return Prompt("hi")


_ = ToolCall  # the tool loop above makes its calls through the servers
