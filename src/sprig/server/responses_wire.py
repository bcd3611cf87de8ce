"""The OpenAI Responses API on the wire, server side: the request (validated) and the output.

Only what the server honours is modelled; unknown request fields are ignored. Input items:
messages (``role`` user, system, developer or assistant; string or text parts), ``function_call``
and ``function_call_output`` (joined by ``call_id``), and ``mcp_approval_response`` (the decision
on an ``mcp_approval_request`` the server sent); ``reasoning`` items a client echoes back are
skipped (this server sends none). Any other item type is refused with a message naming it.
"""

from __future__ import annotations

import time
import uuid
from collections.abc import Iterator
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
    "APPROVAL_REQUEST",
    "APPROVAL_RESPONSE",
    "EventWriter",
    "ResponsesRequest",
    "approval_item",
    "call_item",
    "message_item",
    "new_response_id",
    "parse_request",
    "response_object",
    "usage_body",
]

_MAX_ITEMS = 1000
_MAX_TOOLS = 128
_TEXT_PARTS = ("input_text", "output_text", "text")
RESPONSE_ID_PATTERN = r"^resp_[A-Za-z0-9]{1,64}$"
APPROVAL_REQUEST = "mcp_approval_request"
"""The output item of a call to one of the server's own tools that waits for a person's approval."""
APPROVAL_RESPONSE = "mcp_approval_response"
"""The input item that approves or denies it: ``{"approval_request_id", "approve", "reason"?}``."""


class _Lenient(BaseModel):
    model_config = ConfigDict(extra="ignore")


class _FunctionTool(_Lenient):
    type: Literal["function"]
    name: str = Field(min_length=1, max_length=128, pattern=r"^[A-Za-z0-9_.-]+$")
    description: str | None = None
    parameters: dict[str, Any] | None = None
    strict: bool | None = None


class _TextFormat(_Lenient):
    format: dict[str, Any] | None = None


class ResponsesRequest(_Lenient):
    """The fields of a Responses request the server honours."""

    model: str = Field(min_length=1, max_length=256)
    input: str | list[dict[str, Any]] = Field(max_length=_MAX_ITEMS)
    instructions: str | None = None
    previous_response_id: str | None = Field(default=None, pattern=RESPONSE_ID_PATTERN)
    stream: StrictBool = False
    tools: list[_FunctionTool] | None = Field(default=None, max_length=_MAX_TOOLS)
    temperature: float | None = Field(default=None, ge=0, le=2)
    top_p: float | None = Field(default=None, ge=0, le=1)
    max_output_tokens: int | None = Field(default=None, gt=0)
    text: _TextFormat | None = None
    tool_choice: Any = None
    parallel_tool_calls: bool | None = None
    metadata: dict[str, Any] | None = None
    store: StrictBool = True

    def decisions(self) -> dict[str, Any] | None:
        """The approval decisions the input carries (``mcp_approval_response`` items), as resume
        arguments, with the outputs of the client's calls as ``results``; ``None`` without any."""
        if isinstance(self.input, str):
            return None
        approve: list[str] = []
        deny: dict[str, str] = {}
        results: dict[str, str] = {}
        for index, item in enumerate(self.input):
            if not isinstance(item, dict):
                continue
            if item.get("type") == APPROVAL_RESPONSE:
                call_id = _string(item, "approval_request_id", index)
                verdict = item.get("approve")
                if not isinstance(verdict, bool):
                    raise _bad(index, f"{APPROVAL_RESPONSE} needs approve as true or false")
                if verdict:
                    approve.append(call_id)
                else:
                    reason = item.get("reason")
                    deny[call_id] = reason if isinstance(reason, str) and reason else "the user denied this call"
            elif item.get("type") == "function_call_output":
                output = item.get("output")
                results[_string(item, "call_id", index)] = _text(output, index) if output is not None else ""
        if not approve and not deny:
            return None
        return {"approve": approve, "deny": deny, "results": results}

    def options(self) -> ChatOptions | None:
        """The sampling options the request sets (``None`` when it sets none)."""
        response_format = _response_format(self.text.format if self.text else None)
        if self.temperature is None and self.top_p is None and self.max_output_tokens is None and not response_format:
            return None
        return ChatOptions(
            temperature=self.temperature,
            top_p=self.top_p,
            max_tokens=self.max_output_tokens,
            response_format=response_format,
        )

    def external_tools(self) -> list[ExternalToolSpec]:
        """The function tools the request declares: the client runs them."""
        return [
            ExternalToolSpec(t.name, t.description or "", t.parameters or {"type": "object", "properties": {}})
            for t in self.tools or ()
        ]

    def messages(self) -> list[Message]:
        """The instructions and input as sprig messages."""
        found: list[Message] = [SystemMessage(self.instructions)] if self.instructions else []
        if isinstance(self.input, str):
            return [*found, SprigUserMessage(self.input)]
        return [*found, *_items_to_messages(self.input)]


def _response_format(fmt: dict[str, Any] | None) -> dict[str, Any] | None:
    if not fmt or fmt.get("type") == "text":
        return None
    if fmt.get("type") == "json_schema":
        nested = {k: fmt[k] for k in ("name", "schema", "strict", "description") if k in fmt}
        return {"type": "json_schema", "json_schema": nested}
    return dict(fmt)


def parse_request(data: Any) -> ResponsesRequest:
    """Validate a request body; :class:`ApiError` 400 names the first problem."""
    if not isinstance(data, dict):
        raise ApiError(400, "the request body must be a JSON object", code="invalid_request")
    tools = data.get("tools")
    for index, tool in enumerate(tools if isinstance(tools, list) else ()):
        if isinstance(tool, dict) and tool.get("type") != "function":
            raise ApiError(
                400,
                f"tools.{index}: only function tools are supported, not {tool.get('type')!r}",
                code="invalid_request",
                param=f"tools.{index}.type",
            )
    try:
        return ResponsesRequest.model_validate(data)
    except ValidationError as exc:
        error = exc.errors()[0]
        where = ".".join(str(p) for p in error["loc"]) or "body"
        raise ApiError(400, f"invalid request: {where}: {error['msg']}", code="invalid_request", param=where) from None


def _bad(index: int, message: str) -> ApiError:
    return ApiError(400, f"input.{index}: {message}", code="invalid_request", param=f"input.{index}")


def _text(content: Any, index: int) -> str:
    if isinstance(content, str):
        return content
    if not isinstance(content, list):
        raise _bad(index, "content must be a string or a list of text parts")
    texts = []
    for part in content:
        if not isinstance(part, dict) or part.get("type") not in _TEXT_PARTS or not isinstance(part.get("text"), str):
            kind = part.get("type") if isinstance(part, dict) else type(part).__name__
            raise _bad(index, f"unsupported content part {kind!r}; only text parts are accepted")
        texts.append(part["text"])
    return "".join(texts)


def _string(item: dict[str, Any], key: str, index: int, *, required: bool = True) -> str:
    value = item.get(key)
    if isinstance(value, str) and (value or not required):
        return value
    if value is None and not required:
        return ""
    raise _bad(index, f"{item.get('type')} needs {key} as a non-empty string")


def _items_to_messages(items: list[dict[str, Any]]) -> Iterator[Message]:
    """Messages from input items: consecutive function calls join the assistant message before
    them; consecutive outputs become one tool response message."""
    pending: AssistantMessage | None = None
    results: list[ToolResponse] = []
    names: dict[str, str] = {}
    for index, item in enumerate(items):
        if not isinstance(item, dict):
            raise _bad(index, "items must be objects")
        kind = item.get("type", "message")
        if kind == "function_call":
            call = ToolCall(
                _string(item, "call_id", index),
                _string(item, "name", index),
                _string(item, "arguments", index, required=False),
            )
            names[call.id] = call.name
            if results:
                yield ToolResponseMessage(tuple(results))
                results = []
            pending = AssistantMessage(
                pending.text if pending else "", (*(pending.tool_calls if pending else ()), call)
            )
            continue
        if pending is not None:
            yield pending
            pending = None
        if kind == "function_call_output":
            call_id = _string(item, "call_id", index)
            output = item.get("output")
            results.append(
                ToolResponse(call_id, names.get(call_id, ""), _text(output, index) if output is not None else "")
            )
            continue
        if results:
            yield ToolResponseMessage(tuple(results))
            results = []
        if kind in ("reasoning", APPROVAL_RESPONSE, APPROVAL_REQUEST):
            continue  # echoed back, or decisions (see ResponsesRequest.decisions)
        if kind != "message":
            raise _bad(index, f"unsupported item type {kind!r}")
        role = item.get("role")
        text = _text(item.get("content", ""), index)
        if role in ("system", "developer"):
            yield SystemMessage(text)
        elif role == "user":
            yield SprigUserMessage(text)
        elif role == "assistant":
            pending = AssistantMessage(text)
        else:
            raise _bad(index, f"unsupported role {role!r}")
    if pending is not None:
        yield pending
    if results:
        yield ToolResponseMessage(tuple(results))


def new_response_id() -> str:
    """A fresh response id."""
    return "resp_" + uuid.uuid4().hex


def usage_body(usage: Usage | None) -> dict[str, Any]:
    """The Responses ``usage`` object."""
    usage = usage or Usage()
    return {
        "input_tokens": usage.prompt_tokens,
        "input_tokens_details": {"cached_tokens": usage.cached_tokens},
        "output_tokens": usage.completion_tokens,
        "output_tokens_details": {"reasoning_tokens": usage.reasoning_tokens},
        "total_tokens": usage.total_tokens or usage.prompt_tokens + usage.completion_tokens,
    }


def message_item(item_id: str, text: str, status: str = "completed") -> dict[str, Any]:
    """An assistant ``message`` output item."""
    content = (
        [{"type": "output_text", "text": text, "annotations": [], "logprobs": []}] if status == "completed" else []
    )
    return {"type": "message", "id": item_id, "status": status, "role": "assistant", "content": content}


def approval_item(call: ToolCall) -> dict[str, Any]:
    """An ``mcp_approval_request`` output item: a call of the server's own tool awaiting approval."""
    return {
        "type": APPROVAL_REQUEST,
        "id": call.id,
        "server_label": "sprig",
        "name": call.name,
        "arguments": call.arguments or "{}",
    }


def call_item(call: ToolCall, status: str = "completed") -> dict[str, Any]:
    """A ``function_call`` output item."""
    arguments = call.arguments or "{}" if status == "completed" else ""
    return {
        "type": "function_call",
        "id": "fc_" + call.id,
        "call_id": call.id,
        "name": call.name,
        "arguments": arguments,
        "status": status,
    }


def response_object(
    request: ResponsesRequest,
    response_id: str,
    created: int,
    output: list[dict[str, Any]],
    *,
    status: str = "completed",
    usage: Usage | None = None,
    incomplete: str | None = None,
    extra: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """A ``response`` object."""
    body: dict[str, Any] = {
        "id": response_id,
        "object": "response",
        "created_at": created,
        "status": status,
        "model": request.model,
        "output": output,
        "error": None,
        "incomplete_details": {"reason": incomplete} if incomplete else None,
        "instructions": request.instructions,
        "previous_response_id": request.previous_response_id,
        "tools": [t.model_dump(exclude_none=True) for t in request.tools or ()],
        "tool_choice": request.tool_choice if request.tool_choice is not None else "auto",
        "parallel_tool_calls": request.parallel_tool_calls if request.parallel_tool_calls is not None else True,
        "temperature": request.temperature,
        "top_p": request.top_p,
        "max_output_tokens": request.max_output_tokens,
        "metadata": request.metadata or {},
        "store": request.store,
        "text": {"format": (request.text.format if request.text and request.text.format else {"type": "text"})},
        "truncation": "disabled",
        "usage": usage_body(usage) if status != "in_progress" else None,
    }
    if extra:
        body.update(extra)
    return body


class EventWriter:
    """Numbers the events of one streamed response and writes them as SSE."""

    def __init__(self) -> None:
        self.sequence = 0
        self.created = int(time.time())

    def event(self, kind: str, **fields: Any) -> bytes:
        """One event: ``event: TYPE`` and its JSON with ``type`` and ``sequence_number``."""
        body = {"type": kind, "sequence_number": self.sequence, **fields}
        self.sequence += 1
        return b"event: " + kind.encode() + b"\ndata: " + orjson.dumps(body) + b"\n\n"
