"""OpenAI Chat Completions on the wire: the request shape (validated) and the response shapes.

Only what the server needs is modelled; unknown request fields are ignored, as OpenAI-compatible
servers do. Every malformed request is refused with a message naming the field.
"""

from __future__ import annotations

import time
import uuid
from typing import Any, Literal

import orjson
from pydantic import BaseModel, ConfigDict, Field, StrictBool, ValidationError

from sprig.messages import AssistantMessage, Message, SystemMessage, ToolCall, ToolResponse, ToolResponseMessage
from sprig.messages import UserMessage as SprigUserMessage
from sprig.models.response import Usage
from sprig.prompt import ChatOptions
from sprig.server.http import ApiError
from sprig.server.runs import ExternalToolSpec

__all__ = [
    "ChatCompletionRequest",
    "ChunkWriter",
    "completion_body",
    "parse_request",
    "to_messages",
    "usage_body",
]

_MAX_MESSAGES = 1000
_MAX_TOOLS = 128


class _Lenient(BaseModel):
    model_config = ConfigDict(extra="ignore")


class _TextPart(_Lenient):
    type: str
    text: str | None = None


class _Function(_Lenient):
    name: str = Field(min_length=1, max_length=128)
    arguments: str = ""


class _ToolCall(_Lenient):
    id: str = Field(min_length=1, max_length=256)
    type: Literal["function"] = "function"
    function: _Function


class _Message(_Lenient):
    role: Literal["system", "developer", "user", "assistant", "tool"]
    content: str | list[_TextPart] | None = None
    tool_calls: list[_ToolCall] | None = None
    tool_call_id: str | None = None
    name: str | None = None


class _FunctionDef(_Lenient):
    name: str = Field(min_length=1, max_length=128, pattern=r"^[A-Za-z0-9_.-]+$")
    description: str = ""
    parameters: dict[str, Any] = Field(default_factory=lambda: {"type": "object", "properties": {}})


class _ToolDef(_Lenient):
    type: Literal["function"]
    function: _FunctionDef


class _StreamOptions(_Lenient):
    include_usage: StrictBool = False


class ChatCompletionRequest(_Lenient):
    """The fields of a Chat Completions request the server honours."""

    model: str = Field(min_length=1, max_length=256)
    messages: list[_Message] = Field(min_length=1, max_length=_MAX_MESSAGES)
    stream: StrictBool = False
    stream_options: _StreamOptions | None = None
    tools: list[_ToolDef] | None = Field(default=None, max_length=_MAX_TOOLS)
    temperature: float | None = Field(default=None, ge=0, le=2)
    top_p: float | None = Field(default=None, ge=0, le=1)
    max_tokens: int | None = Field(default=None, gt=0)
    max_completion_tokens: int | None = Field(default=None, gt=0)
    stop: str | list[str] | None = None
    seed: int | None = None
    n: int = Field(default=1, ge=1, le=1, description="one choice per request")
    response_format: dict[str, Any] | None = None
    user: str | None = Field(default=None, max_length=128)
    resume: Any = None
    """sprig's own field: decisions on the conversation's pending calls (``approve``, ``deny``...)."""

    def options(self) -> ChatOptions | None:
        """The sampling options the request sets (``None`` when it sets none)."""
        stop = [self.stop] if isinstance(self.stop, str) else self.stop
        max_tokens = self.max_completion_tokens or self.max_tokens
        values = (self.temperature, self.top_p, max_tokens, stop, self.seed, self.response_format)
        if all(v is None for v in values):
            return None
        return ChatOptions(
            temperature=self.temperature,
            top_p=self.top_p,
            max_tokens=max_tokens,
            stop=stop,
            seed=self.seed,
            response_format=self.response_format,
        )

    def external_tools(self) -> list[ExternalToolSpec]:
        """The tools the request declares: the client runs them."""
        return [
            ExternalToolSpec(t.function.name, t.function.description, t.function.parameters) for t in self.tools or ()
        ]


def parse_request(data: Any) -> ChatCompletionRequest:
    """Validate a request body; :class:`ApiError` 400 names the first problem."""
    if not isinstance(data, dict):
        raise ApiError(400, "the request body must be a JSON object", code="invalid_request")
    try:
        return ChatCompletionRequest.model_validate(data)
    except ValidationError as exc:
        raise ApiError(400, _reason(exc), code="invalid_request", param=_param(exc)) from None


def _param(exc: ValidationError) -> str | None:
    errors = exc.errors()
    return ".".join(str(p) for p in errors[0]["loc"]) if errors else None


def _reason(exc: ValidationError) -> str:
    error = exc.errors()[0]
    where = ".".join(str(p) for p in error["loc"]) or "body"
    return f"invalid request: {where}: {error['msg']}"


def _text(content: str | list[_TextPart] | None) -> str:
    if content is None:
        return ""
    if isinstance(content, str):
        return content
    for part in content:
        if part.type != "text":
            raise ApiError(
                400, f"unsupported content part type {part.type!r}; only text is accepted", code="invalid_request"
            )
    return "".join(part.text or "" for part in content)


def to_messages(messages: list[_Message]) -> list[Message]:
    """The request's messages as sprig messages (consecutive tool results become one message)."""
    result: list[Message] = []
    names: dict[str, str] = {}
    for index, message in enumerate(messages):
        if message.role in ("system", "developer"):
            result.append(SystemMessage(_text(message.content)))
        elif message.role == "user":
            result.append(SprigUserMessage(_text(message.content)))
        elif message.role == "assistant":
            calls = tuple(ToolCall(c.id, c.function.name, c.function.arguments) for c in message.tool_calls or ())
            names.update((c.id, c.name) for c in calls)
            result.append(AssistantMessage(_text(message.content), calls))
        else:
            if not message.tool_call_id:
                raise ApiError(400, f"messages.{index}: a tool message needs tool_call_id", code="invalid_request")
            response = ToolResponse(message.tool_call_id, names.get(message.tool_call_id, ""), _text(message.content))
            previous = result[-1] if result else None
            if isinstance(previous, ToolResponseMessage):
                result[-1] = ToolResponseMessage((*previous.responses, response))
            else:
                result.append(ToolResponseMessage((response,)))
    return result


def usage_body(usage: Usage | None) -> dict[str, int]:
    """OpenAI's usage object."""
    usage = usage or Usage()
    return {
        "prompt_tokens": usage.prompt_tokens,
        "completion_tokens": usage.completion_tokens,
        "total_tokens": usage.total_tokens or usage.prompt_tokens + usage.completion_tokens,
    }


def _calls_body(calls: list[ToolCall]) -> list[dict[str, Any]]:
    return [
        {"id": c.id, "type": "function", "function": {"name": c.name, "arguments": c.arguments or "{}"}} for c in calls
    ]


def completion_body(
    model: str, text: str, finish_reason: str, usage: Usage | None, calls: list[ToolCall], extra: dict[str, Any]
) -> dict[str, Any]:
    """A ``chat.completion`` object."""
    message: dict[str, Any] = {"role": "assistant", "content": text or (None if calls else "")}
    if calls:
        message["tool_calls"] = _calls_body(calls)
    return {
        "id": "chatcmpl-" + uuid.uuid4().hex,
        "object": "chat.completion",
        "created": int(time.time()),
        "model": model,
        "choices": [{"index": 0, "message": message, "finish_reason": finish_reason, "logprobs": None}],
        "usage": usage_body(usage),
        **extra,
    }


class ChunkWriter:
    """Builds the ``chat.completion.chunk`` events of one streamed completion, as SSE bytes."""

    def __init__(self, model: str) -> None:
        self.id = "chatcmpl-" + uuid.uuid4().hex
        self.created = int(time.time())
        self.model = model

    def chunk(self, delta: dict[str, Any], finish_reason: str | None = None, **extra: Any) -> bytes:
        """One chunk with ``delta`` for choice 0."""
        body = {
            "id": self.id,
            "object": "chat.completion.chunk",
            "created": self.created,
            "model": self.model,
            "choices": [{"index": 0, "delta": delta, "finish_reason": finish_reason, "logprobs": None}],
            **extra,
        }
        return b"data: " + orjson.dumps(body) + b"\n\n"

    def tool_calls(self, calls: list[ToolCall]) -> bytes:
        """The calls the client must run, in one delta."""
        deltas = [{"index": i, **call} for i, call in enumerate(_calls_body(calls))]
        return self.chunk({"tool_calls": deltas})

    def usage(self, usage: Usage | None) -> bytes:
        """The final usage-only chunk (``stream_options.include_usage``)."""
        body = {
            "id": self.id,
            "object": "chat.completion.chunk",
            "created": self.created,
            "model": self.model,
            "choices": [],
            "usage": usage_body(usage),
        }
        return b"data: " + orjson.dumps(body) + b"\n\n"
