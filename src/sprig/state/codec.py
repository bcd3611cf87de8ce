"""Messages to JSON and back, losing nothing a provider needs to see the conversation again.

Every field survives the round trip: tool-call ids and names, the raw argument text exactly as
the model sent it (malformed or not), the ``incomplete`` flag, tool responses, the extra
``text`` of a :class:`~sprig.messages.ToolResponseMessage`, reasoning and metadata. Fields at
their default value are left out of the JSON to keep stored conversations small.

Whatever the message constructors accept reads back equal (they refuse wrong types and turn a
``None`` text into ``""``); a ``null`` written by older versions where text may be absent (an
assistant's ``text`` or ``reasoning``, a tool call's ``arguments``, a tool message's ``text``)
reads as ``""``, so a stored conversation never becomes unreadable because of a value sprig
accepted. Metadata that JSON cannot hold is refused when written, not found out when read.

::

    {"type": "assistant", "text": "", "tool_calls": [{"id": "c1", "name": "weather",
     "arguments": "{\\"city\\": \\"Paris\\"}"}]}
    {"type": "tool", "responses": [{"id": "c1", "name": "weather", "data": "18 C"}],
     "text": "<reminder>Update your todos.</reminder>"}
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

import orjson

from sprig.messages import (
    AssistantMessage,
    Message,
    SystemMessage,
    ToolCall,
    ToolResponse,
    ToolResponseMessage,
    UserMessage,
)
from sprig.state.store import CorruptValueError, UnserializableValueError

__all__ = [
    "message_from_dict",
    "message_to_dict",
    "messages_from_json",
    "messages_from_list",
    "messages_to_json",
]

_STRICT = orjson.OPT_PASSTHROUGH_DATACLASS | orjson.OPT_PASSTHROUGH_DATETIME


def message_to_dict(message: Message) -> dict[str, Any]:
    """A JSON-ready dict for ``message``.

    Raises :class:`~sprig.state.UnserializableValueError` when the metadata holds something JSON
    cannot represent, naming the key.
    """
    if isinstance(message, (SystemMessage, UserMessage)):
        data: dict[str, Any] = {"type": message.type, "text": message.text}
    elif isinstance(message, AssistantMessage):
        data = {"type": "assistant", "text": message.text}
        if message.tool_calls:
            data["tool_calls"] = [_call_to_dict(call) for call in message.tool_calls]
        if message.reasoning:
            data["reasoning"] = message.reasoning
    elif isinstance(message, ToolResponseMessage):
        data = {
            "type": "tool",
            "responses": [{"id": r.id, "name": r.name, "data": r.data} for r in message.responses],
        }
        if message.text:
            data["text"] = message.text
    else:
        raise UnserializableValueError(f"not a sprig message: {type(message).__name__}")
    if message.metadata:
        data["metadata"] = _metadata_to_dict(message.metadata)
    return data


def message_from_dict(data: Any) -> Message:
    """The message described by ``data`` (as written by :func:`message_to_dict`).

    Raises :class:`~sprig.state.CorruptValueError` for anything that is not a valid message.
    """
    if not isinstance(data, Mapping):
        raise CorruptValueError(f"a stored message must be an object, got {type(data).__name__}")
    kind = data.get("type")
    metadata = _field(data, "metadata", Mapping, {})
    if kind in ("system", "user"):
        cls = SystemMessage if kind == "system" else UserMessage
        return cls(text=_field(data, "text", str), metadata=metadata)
    if kind == "assistant":
        calls = _field(data, "tool_calls", list, [])
        return AssistantMessage(
            text=_field(data, "text", str, "", nullable=True),
            tool_calls=[_call_from_dict(call, index) for index, call in enumerate(calls)],
            reasoning=_field(data, "reasoning", str, "", nullable=True),
            metadata=metadata,
        )
    if kind == "tool":
        responses = _field(data, "responses", list)
        return ToolResponseMessage(
            responses=[_response_from_dict(r, index) for index, r in enumerate(responses)],
            text=_field(data, "text", str, "", nullable=True),
            metadata=metadata,
        )
    raise CorruptValueError(f"unknown message type {kind!r} (expected system, user, assistant or tool)")


def messages_to_json(messages: Iterable[Message]) -> bytes:
    """A JSON array of the messages."""
    payload = [message_to_dict(message) for message in messages]
    try:
        return orjson.dumps(payload, option=_STRICT)
    except TypeError as exc:
        raise UnserializableValueError(f"messages are not JSON-serialisable: {exc}") from exc


def messages_from_json(data: bytes | str) -> list[Message]:
    """The messages of a JSON array written by :func:`messages_to_json`."""
    try:
        payload = orjson.loads(data)
    except orjson.JSONDecodeError as exc:
        raise CorruptValueError(f"stored messages are not valid JSON: {exc}") from exc
    return messages_from_list(payload)


def messages_from_list(payload: Any) -> list[Message]:
    """The messages of an already parsed JSON array."""
    if not isinstance(payload, list):
        raise CorruptValueError(f"stored messages must be a list, got {type(payload).__name__}")
    messages = []
    for index, item in enumerate(payload):
        try:
            messages.append(message_from_dict(item))
        except CorruptValueError as exc:
            raise CorruptValueError(f"message {index}: {exc}") from exc
    return messages


def _call_to_dict(call: ToolCall) -> dict[str, Any]:
    data: dict[str, Any] = {"id": call.id, "name": call.name, "arguments": call.arguments}
    if call.incomplete:
        data["incomplete"] = True
    return data


def _call_from_dict(data: Any, index: int) -> ToolCall:
    if not isinstance(data, Mapping):
        raise CorruptValueError(f"tool_calls[{index}] must be an object")
    return ToolCall(
        id=_field(data, "id", str, where=f"tool_calls[{index}]"),
        name=_field(data, "name", str, where=f"tool_calls[{index}]"),
        arguments=_field(data, "arguments", str, "", where=f"tool_calls[{index}]", nullable=True),
        incomplete=_field(data, "incomplete", bool, False, where=f"tool_calls[{index}]"),
    )


def _response_from_dict(data: Any, index: int) -> ToolResponse:
    if not isinstance(data, Mapping):
        raise CorruptValueError(f"responses[{index}] must be an object")
    where = f"responses[{index}]"
    return ToolResponse(
        id=_field(data, "id", str, where=where),
        name=_field(data, "name", str, where=where),
        data=_field(data, "data", str, where=where),
    )


_REQUIRED: Any = object()


def _field(
    data: Mapping[str, Any], name: str, kind: type, default: Any = _REQUIRED, *, where: str = "", nullable: bool = False
) -> Any:
    label = f"{where}.{name}" if where else name
    if name not in data:
        if default is _REQUIRED:
            raise CorruptValueError(f"{label} is missing")
        return default
    value = data[name]
    if value is None and nullable:
        # Written before messages normalised None to "": read it as the "" it means.
        return default
    if not isinstance(value, kind):
        raise CorruptValueError(f"{label} must be {kind.__name__}, got {type(value).__name__}")
    return value


def _metadata_to_dict(metadata: Mapping[str, Any]) -> dict[str, Any]:
    plain = dict(metadata)
    for key, value in plain.items():
        if not isinstance(key, str):
            raise UnserializableValueError(f"message metadata keys must be strings, got {key!r}")
        try:
            orjson.dumps(value, option=_STRICT)
        except TypeError as exc:
            raise UnserializableValueError(
                f"message metadata {key!r} is not JSON-serialisable ({type(value).__name__}); "
                "keep metadata to dicts, lists, strings, numbers and booleans"
            ) from exc
    return plain
