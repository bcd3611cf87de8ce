"""Messages, Prompt and ChatOptions: immutability, validation and merging."""

from __future__ import annotations

import dataclasses

import pytest

from sprig import (
    AssistantMessage,
    ChatOptions,
    DuplicateToolNameError,
    FunctionToolCallback,
    Prompt,
    SystemMessage,
    ToolCall,
    ToolResponse,
    ToolResponseMessage,
    UserMessage,
)


def test_messages_are_immutable_and_keep_raw_arguments() -> None:
    raw = '{"city":  "Paris" , }'
    message = AssistantMessage("", [ToolCall("c1", "weather", raw)])
    assert message.tool_calls[0].arguments == raw
    assert isinstance(message.tool_calls, tuple) and message.has_tool_calls
    with pytest.raises(dataclasses.FrozenInstanceError):
        message.text = "changed"  # type: ignore[misc]
    with pytest.raises(TypeError):
        message.metadata["x"] = 1  # type: ignore[index]
    results = ToolResponseMessage([ToolResponse("c1", "weather", "sunny")])
    assert isinstance(results.responses, tuple)
    assert [m.type for m in (SystemMessage("s"), UserMessage("u"), message, results)] == [
        "system",
        "user",
        "assistant",
        "tool",
    ]


def test_prompt_from_text_and_helpers() -> None:
    prompt = Prompt("hello")
    assert prompt.messages == (UserMessage("hello"),)
    prompt = Prompt([SystemMessage("s"), UserMessage("a"), UserMessage("b")])
    assert prompt.system_message == SystemMessage("s")
    assert prompt.last_user_message == UserMessage("b")
    assert prompt.with_options(ChatOptions(max_tokens=3)).options.max_tokens == 3


def test_options_merge_request_over_defaults_and_tool_context_merges() -> None:
    defaults = ChatOptions(model="a", temperature=0.1, max_tokens=10, tool_context={"user": "x", "tenant": "t"})
    request = ChatOptions(temperature=0.7, tool_context={"user": "y"}, stop=["END"])
    merged = defaults.merge(request)
    assert (merged.model, merged.temperature, merged.max_tokens) == ("a", 0.7, 10)
    assert dict(merged.tool_context) == {"user": "y", "tenant": "t"}
    assert merged.stop == ("END",)
    assert defaults.merge(None) is defaults


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("temperature", 3.0),
        ("temperature", -0.1),
        ("temperature", "hot"),
        ("top_p", 1.5),
        ("max_tokens", 0),
        ("max_tokens", 1.5),
        ("max_tokens", True),
        ("presence_penalty", 9),
    ],
)
def test_invalid_options_are_clear_errors(field: str, value: object) -> None:
    with pytest.raises(ValueError, match=field):
        ChatOptions(**{field: value})  # type: ignore[arg-type]


def test_duplicate_tool_names_in_one_request_name_the_tool() -> None:
    @dataclasses.dataclass
    class Query:
        key: str

    def first(query: Query) -> str:
        return query.key

    one = FunctionToolCallback("lookup", first, Query)
    two = FunctionToolCallback("lookup", first, Query)
    with pytest.raises(DuplicateToolNameError, match="lookup") as caught:
        ChatOptions(tool_callbacks=[one, two])
    assert caught.value.name == "lookup"
