"""Messages to JSON and back with nothing lost, and clear errors for what cannot be read."""

from __future__ import annotations

from datetime import datetime
from typing import Any

import orjson
import pytest

from sprig.messages import (
    AssistantMessage,
    Message,
    SystemMessage,
    ToolCall,
    ToolResponse,
    ToolResponseMessage,
    UserMessage,
)
from sprig.state import (
    CorruptValueError,
    UnserializableValueError,
    message_from_dict,
    message_to_dict,
    messages_from_json,
    messages_to_json,
)

EVERY_KIND: list[Message] = [
    SystemMessage("You plan.", metadata={"source": "default"}),
    UserMessage("Build a site ✓", metadata={"user": "u1", "n": [1, 2]}),
    AssistantMessage(
        text="On it.",
        tool_calls=[
            ToolCall(id="call_1", name="todo_update", arguments='{"items": [{"text": "a"}]}'),
            ToolCall(id="call_2", name="write_file", arguments='{"path": "a.html", "content": "<h1>'),
            ToolCall(id="toolu_3", name="weird name", arguments="", incomplete=True),
        ],
        reasoning="First the plan, then the files.",
        metadata={"finish_reason": "tool_calls", "usage": {"input": 10}},
    ),
    ToolResponseMessage(
        responses=[
            ToolResponse(id="call_1", name="todo_update", data="[ ] a\n(0/1 completed)"),
            ToolResponse(id="call_2", name="write_file", data='Error: {"bad": "json"}'),
            ToolResponse(id="toolu_3", name="weird name", data=""),
        ],
        text="<reminder>Update your todos.</reminder>",
        metadata={"round": 2},
    ),
    AssistantMessage("Done."),
    AssistantMessage(),
    ToolResponseMessage(responses=[]),
    UserMessage(""),
]


def test_every_message_kind_round_trips_exactly() -> None:
    for message in EVERY_KIND:
        data = message_to_dict(message)
        assert orjson.loads(orjson.dumps(data)) == data
        assert message_from_dict(data) == message
    assert messages_from_json(messages_to_json(EVERY_KIND)) == EVERY_KIND


def test_raw_arguments_are_kept_byte_for_byte() -> None:
    raw = '{ "a" :1,\n"b": "\\u00e9" }'
    restored = message_from_dict(message_to_dict(AssistantMessage(tool_calls=[ToolCall("i", "n", raw)])))
    assert isinstance(restored, AssistantMessage)
    assert restored.tool_calls[0].arguments == raw


def test_defaults_are_left_out() -> None:
    assert message_to_dict(AssistantMessage("hi")) == {"type": "assistant", "text": "hi"}
    assert message_to_dict(ToolResponseMessage([ToolResponse("1", "t", "r")])) == {
        "type": "tool",
        "responses": [{"id": "1", "name": "t", "data": "r"}],
    }
    assert message_from_dict({"type": "assistant"}) == AssistantMessage()


@pytest.mark.parametrize(
    "metadata",
    [{"when": datetime(2024, 1, 1)}, {"obj": object()}, {"s": {1, 2}}, {1: "x"}],
    ids=["datetime", "object", "set", "int-key"],
)
def test_metadata_that_is_not_json_is_refused(metadata: dict[Any, Any]) -> None:
    with pytest.raises(UnserializableValueError, match="metadata"):
        message_to_dict(UserMessage("x", metadata=metadata))
    with pytest.raises(UnserializableValueError):
        messages_to_json([UserMessage("x", metadata=metadata)])


def test_not_a_message_is_refused() -> None:
    with pytest.raises(UnserializableValueError, match="not a sprig message"):
        message_to_dict("hello")  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("data", "match"),
    [
        ("text", "must be an object"),
        ({"text": "x"}, "unknown message type None"),
        ({"type": "robot", "text": "x"}, "unknown message type 'robot'"),
        ({"type": "user"}, "text is missing"),
        ({"type": "user", "text": 5}, "text must be str"),
        ({"type": "user", "text": "x", "metadata": []}, "metadata must be Mapping"),
        ({"type": "assistant", "tool_calls": {}}, "tool_calls must be list"),
        ({"type": "assistant", "tool_calls": ["x"]}, r"tool_calls\[0\] must be an object"),
        ({"type": "assistant", "tool_calls": [{"name": "n"}]}, r"tool_calls\[0\].id is missing"),
        ({"type": "assistant", "tool_calls": [{"id": "1", "name": "n", "arguments": {}}]}, "arguments must be str"),
        ({"type": "assistant", "tool_calls": [{"id": "1", "name": "n", "incomplete": 1}]}, "incomplete must be bool"),
        ({"type": "tool"}, "responses is missing"),
        ({"type": "tool", "responses": [7]}, r"responses\[0\] must be an object"),
        ({"type": "tool", "responses": [{"id": "1", "name": "n"}]}, r"responses\[0\].data is missing"),
    ],
)
def test_corrupt_messages_are_clear_errors(data: Any, match: str) -> None:
    with pytest.raises(CorruptValueError, match=match):
        message_from_dict(data)


def test_corrupt_json_names_the_message() -> None:
    with pytest.raises(CorruptValueError, match="not valid JSON"):
        messages_from_json(b"[{")
    with pytest.raises(CorruptValueError, match="must be a list"):
        messages_from_json(b'{"type": "user"}')
    with pytest.raises(CorruptValueError, match="message 1: unknown message type"):
        messages_from_json(b'[{"type": "user", "text": "a"}, {"type": "x"}]')
