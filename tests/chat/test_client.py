"""ChatClient: building requests, defaults, terminals (sync and async), entity(), errors."""

from __future__ import annotations

import dataclasses
from typing import Annotated

import pydantic
import pytest

from sprig import (
    ChatClient,
    ChatOptions,
    DuplicateToolNameError,
    EntityParseError,
    Prompt,
    SystemMessage,
    ToolCall,
    ToolContext,
    ToolParam,
    UserMessage,
    tool,
)
from sprig.models import ScriptedChatModel


class Person(pydantic.BaseModel):
    name: str
    born: int


@dataclasses.dataclass
class Book:
    title: str
    year: int


def test_prompt_messages_follow_system_history_user_order_with_templates() -> None:
    model = ScriptedChatModel(["ok"])
    client = ChatClient.builder(model).default_system("You help {who}.", who="Ada").build()
    client.prompt().messages(
        UserMessage("earlier"),
    ).user("Tell me about {topic}", topic="tea").call().content()
    messages = model.prompts[0].messages
    assert messages == (SystemMessage("You help Ada."), UserMessage("earlier"), UserMessage("Tell me about tea"))


def test_request_system_replaces_default_and_json_braces_survive() -> None:
    model = ScriptedChatModel(["ok"])
    client = ChatClient.builder(model).default_system("default").build()
    client.prompt().system("custom").user('reply like {"a": 1}').call().content()
    assert model.prompts[0].messages == (SystemMessage("custom"), UserMessage('reply like {"a": 1}'))


def test_a_missing_template_parameter_is_named() -> None:
    client = ChatClient.builder(ScriptedChatModel(["ok"])).build()
    with pytest.raises(ValueError, match="topic"):
        client.prompt().user("about {topic} and {other}", other=1).call().content()


def test_prompt_object_and_options_merge_request_over_defaults() -> None:
    model = ScriptedChatModel(["ok"])
    client = ChatClient.builder(model).default_options(ChatOptions(temperature=0.1, max_tokens=50)).build()
    prompt = Prompt([UserMessage("hi")], ChatOptions(max_tokens=99))
    client.prompt(prompt).options(ChatOptions(top_p=0.5)).call().content()
    options = model.prompts[0].options
    assert (options.temperature, options.max_tokens, options.top_p) == (0.1, 99, 0.5)


def test_a_request_without_messages_is_an_error() -> None:
    client = ChatClient.builder(ScriptedChatModel(["ok"])).build()
    with pytest.raises(ValueError, match="no messages"):
        client.prompt().call().content()


def test_prompt_rejects_wrong_types() -> None:
    client = ChatClient.builder(ScriptedChatModel(["ok"])).build()
    with pytest.raises(TypeError):
        client.prompt(42)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        client.prompt("x").advisors(object())  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        ChatClient.builder(object())  # type: ignore[arg-type]


def test_request_tools_add_to_default_tools_and_duplicates_are_named() -> None:
    @tool
    def alpha() -> str:
        """First."""
        return "a"

    @tool
    def beta() -> str:
        """Second."""
        return "b"

    model = ScriptedChatModel(["ok", "ok"])
    client = ChatClient.builder(model).default_tools(alpha).build()
    client.prompt("x").tools(beta).call().content()
    assert [cb.definition.name for cb in model.prompts[0].options.tool_callbacks] == ["alpha", "beta"]
    with pytest.raises(DuplicateToolNameError, match="alpha"):
        client.prompt("x").tools(alpha).call().content()


def test_tool_context_merges_request_over_defaults_and_carries_the_conversation_id() -> None:
    seen: dict[str, object] = {}

    @tool
    def whoami(ctx: ToolContext) -> str:
        """Who is asking."""
        seen.update(ctx)
        return "ok"

    model = ScriptedChatModel([ToolCall("c1", "whoami", "{}"), "done"])
    client = ChatClient.builder(model).default_tools(whoami).default_tool_context(user="a", tenant="t").build()
    client.prompt("x").tool_context(user="b").advisor_params(conversation_id="conv-7").call().content()
    assert seen == {"conversation_id": "conv-7", "user": "b", "tenant": "t"}
    # the tool context is never sent to the model
    assert "conv-7" not in repr(model.prompts[1].messages)


def test_a_request_without_conversation_id_gets_a_fresh_one() -> None:
    client = ChatClient.builder(ScriptedChatModel(["a", "b"])).build()
    first = client.prompt("x").call().chat_client_response().context["conversation_id"]
    second = client.prompt("x").call().chat_client_response().context["conversation_id"]
    assert first and second and first != second


def test_mutate_derives_a_client_without_changing_the_original() -> None:
    model = ScriptedChatModel(["a", "b"])
    base = ChatClient.builder(model).default_system("base").build()
    derived = base.mutate().default_system("derived").build()
    derived.prompt("x").call().content()
    base.prompt("x").call().content()
    assert model.prompts[0].messages[0] == SystemMessage("derived")
    assert model.prompts[1].messages[0] == SystemMessage("base")


async def test_sync_and_async_terminals_give_the_same_answers() -> None:
    model = ScriptedChatModel(["one", "two", "three", "four"])
    client = ChatClient.builder(model).build()
    assert await client.prompt("x").call().acontent() == "one"
    assert (await client.prompt("x").call().achat_response()).text == "two"
    streamed = "".join([piece async for piece in client.prompt("x").stream().content()])
    assert streamed == "three"
    responses = [r async for r in client.prompt("x").stream().chat_responses()]
    assert "".join(r.text for r in responses) == "four"


def test_blocking_stream_iteration_with_for() -> None:
    client = ChatClient.builder(ScriptedChatModel(["hello there"], chunk_size=3)).build()
    pieces = list(client.prompt("x").stream().content())
    assert pieces == ["hel", "lo ", "the", "re"]


def test_a_stream_is_iterated_once() -> None:
    client = ChatClient.builder(ScriptedChatModel(["a"])).build()
    stream = client.prompt("x").stream().content()
    assert list(stream) == ["a"]
    with pytest.raises(RuntimeError, match="once"):
        list(stream)


def test_entity_parses_pydantic_dataclass_list_and_dict() -> None:
    model = ScriptedChatModel(
        [
            '{"name": "Frank Herbert", "born": 1920}',
            '```json\n{"title": "Dune", "year": 1965}\n```',
            '[{"title": "Dune", "year": 1965}]',
            '{"a": 1}',
        ]
    )
    client = ChatClient.builder(model).build()
    assert client.prompt("who").call().entity(Person) == Person(name="Frank Herbert", born=1920)
    assert client.prompt("book").call().entity(Book) == Book("Dune", 1965)
    assert client.prompt("books").call().entity(list[Book]) == [Book("Dune", 1965)]
    assert client.prompt("map").call().entity(dict[str, int]) == {"a": 1}
    instructions = model.prompts[0].messages[-1].text
    assert '"born"' in instructions and "JSON" in instructions


def test_entity_uses_native_json_schema_when_the_model_supports_it() -> None:
    model = ScriptedChatModel(['{"name": "x", "born": 1}'])
    model.supports_json_schema = True  # type: ignore[attr-defined]
    client = ChatClient.builder(model).build()
    client.prompt("who").call().entity(Person)
    fmt = model.prompts[0].options.response_format
    assert fmt is not None and fmt["type"] == "json_schema"
    assert model.prompts[0].messages[-1] == UserMessage("who")


def test_entity_that_does_not_parse_is_a_typed_error_with_the_raw_text() -> None:
    client = ChatClient.builder(ScriptedChatModel(["not json at all", '{"name": "x"}'])).build()
    with pytest.raises(EntityParseError) as caught:
        client.prompt("who").call().entity(Person)
    assert caught.value.raw_text == "not json at all"
    with pytest.raises(EntityParseError, match="born"):
        client.prompt("who").call().entity(Person)


def test_provider_errors_reach_the_caller_unchanged() -> None:
    from sprig.models import ServerError

    client = ChatClient.builder(ScriptedChatModel([ServerError("boom", status=500)])).build()
    with pytest.raises(ServerError, match="boom"):
        client.prompt("x").call().content()


def test_param_annotations_reach_the_model_schema() -> None:
    @tool(description="Current weather for a city")
    def weather(city: Annotated[str, ToolParam("City name, e.g. Paris")]) -> str:
        return city

    model = ScriptedChatModel(["ok"])
    ChatClient.builder(model).default_tools(weather).build().prompt("x").call().content()
    definition = model.prompts[0].options.tool_callbacks[0].definition
    assert definition.description == "Current weather for a city"
    assert definition.input_schema["properties"]["city"]["description"] == "City name, e.g. Paris"


def test_importing_the_client_and_a_model_stays_light() -> None:
    # ready time: the tools package, pydantic and OpenTelemetry are imported when first needed
    import subprocess
    import sys

    code = (
        "import sys\n"
        "from sprig import ChatClient\n"
        "from sprig.models import OpenAiChatModel, AnthropicChatModel\n"
        "import sprig.chat\n"
        "print([m for m in ('sprig.tools', 'pydantic', 'opentelemetry') if m in sys.modules])\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False)
    assert result.stdout.strip() == "[]", result.stderr
