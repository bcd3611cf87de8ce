"""A scripted server on loopback that speaks the OpenAI Responses API (``POST /v1/responses``).

``ResponsesLoopbackServer`` is :class:`~support.openai_server.OpenAiLoopbackServer` (the same
queue, ``always``, recorded requests, :class:`JsonReply`, :class:`ErrorReply`,
:class:`StreamReply`, :class:`CutReply`, handlers) answering ``/v1/responses``; it also renders
:class:`ResponsesReply`: a model turn (reasoning items, text, function calls, usage) sent as one
response body for a blocking request and as the Responses event stream (``sequence_number``s,
``output_item.added``/deltas/``done``, ``response.completed``) for a streaming one.

Builders: :func:`response_body`, :func:`message_item`, :func:`function_call_item`,
:func:`reasoning_item`, :func:`response_events`, :func:`responses_usage`.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Final

import pytest
from aiohttp import web

from support.openai_server import (
    JsonReply,
    OpenAiLoopbackServer,
    RecordedRequest,
    Reply,
    StreamReply,
)

__all__ = [
    "ResponsesLoopbackServer",
    "ResponsesReply",
    "function_call_item",
    "message_item",
    "reasoning_item",
    "response_body",
    "response_events",
    "responses_server",
    "responses_usage",
]

MODEL: Final = "test-model"
RESPONSE_ID: Final = "resp_loopback"


def responses_usage(
    input_tokens: int = 10, output_tokens: int = 5, *, cached_tokens: int = 0, reasoning_tokens: int = 0
) -> dict[str, Any]:
    """A Responses ``usage`` object."""
    return {
        "input_tokens": input_tokens,
        "input_tokens_details": {"cached_tokens": cached_tokens},
        "output_tokens": output_tokens,
        "output_tokens_details": {"reasoning_tokens": reasoning_tokens},
        "total_tokens": input_tokens + output_tokens,
    }


def message_item(text: str = "", *, refusal: str | None = None, id: str = "msg_1") -> dict[str, Any]:
    """An assistant ``message`` output item."""
    content: list[dict[str, Any]] = []
    if text or refusal is None:
        content.append({"type": "output_text", "text": text, "annotations": []})
    if refusal is not None:
        content.append({"type": "refusal", "refusal": refusal})
    return {"type": "message", "id": id, "status": "completed", "role": "assistant", "content": content}


def function_call_item(call_id: str, name: str, arguments: str = "{}", *, id: str | None = None) -> dict[str, Any]:
    """A ``function_call`` output item."""
    return {
        "type": "function_call",
        "id": id or f"fc_{call_id}",
        "call_id": call_id,
        "name": name,
        "arguments": arguments,
        "status": "completed",
    }


def reasoning_item(*summaries: str, encrypted: str | None = "enc-1", id: str = "rs_1") -> dict[str, Any]:
    """A ``reasoning`` output item with summary parts and (by default) encrypted content."""
    item: dict[str, Any] = {
        "type": "reasoning",
        "id": id,
        "summary": [{"type": "summary_text", "text": s} for s in summaries],
    }
    if encrypted is not None:
        item["encrypted_content"] = encrypted
    return item


def response_body(
    output: Sequence[Mapping[str, Any]],
    *,
    status: str = "completed",
    usage: Mapping[str, Any] | None = None,
    incomplete_reason: str | None = None,
    error: Mapping[str, Any] | None = None,
    model: str = MODEL,
    id: str = RESPONSE_ID,
) -> dict[str, Any]:
    """A whole ``response`` object."""
    return {
        "id": id,
        "object": "response",
        "created_at": 1700000000,
        "status": status,
        "model": model,
        "output": [dict(item) for item in output],
        "error": dict(error) if error else None,
        "incomplete_details": {"reason": incomplete_reason} if incomplete_reason else None,
        "usage": dict(usage) if usage is not None else None,
    }


def _pieces(text: str, size: int) -> list[str]:
    return [text[i : i + size] for i in range(0, len(text), size)] if text else []


def response_events(
    output: Sequence[Mapping[str, Any]],
    *,
    status: str = "completed",
    usage: Mapping[str, Any] | None = None,
    incomplete_reason: str | None = None,
    chunk_size: int = 8,
) -> list[dict[str, Any]]:
    """The event stream of a response with ``output``, as the Responses API sends it."""
    final = response_body(output, status=status, usage=usage, incomplete_reason=incomplete_reason)
    head = {**final, "status": "in_progress", "output": [], "usage": None}
    events: list[dict[str, Any]] = [
        {"type": "response.created", "response": head},
        {"type": "response.in_progress", "response": head},
    ]
    for index, item in enumerate(output):
        events += _item_events(index, dict(item), chunk_size)
    kind = "response.completed" if status == "completed" else f"response.{status}"
    events.append({"type": kind, "response": final})
    for number, event in enumerate(events):
        event["sequence_number"] = number
    return events


def _item_events(index: int, item: dict[str, Any], size: int) -> list[dict[str, Any]]:
    item_id = item.get("id", f"item_{index}")
    at = {"item_id": item_id, "output_index": index}
    kind = item.get("type")
    if kind == "message":
        added = {**item, "status": "in_progress", "content": []}
    elif kind == "function_call":
        added = {**item, "status": "in_progress", "arguments": ""}
    elif kind == "reasoning":
        added = {**item, "summary": []}
        added.pop("encrypted_content", None)
    else:
        added = item
    events: list[dict[str, Any]] = [{"type": "response.output_item.added", "output_index": index, "item": added}]
    if kind == "message":
        for part_index, part in enumerate(item.get("content", [])):
            events.append({"type": "response.content_part.added", **at, "content_index": part_index, "part": part})
            if part.get("type") == "output_text":
                for piece in _pieces(part["text"], size):
                    events.append(
                        {"type": "response.output_text.delta", **at, "content_index": part_index, "delta": piece}
                    )
                events.append(
                    {"type": "response.output_text.done", **at, "content_index": part_index, "text": part["text"]}
                )
            elif part.get("type") == "refusal":
                for piece in _pieces(part["refusal"], size):
                    events.append({"type": "response.refusal.delta", **at, "content_index": part_index, "delta": piece})
            events.append({"type": "response.content_part.done", **at, "content_index": part_index, "part": part})
    elif kind == "function_call":
        for piece in _pieces(item.get("arguments", ""), size):
            events.append({"type": "response.function_call_arguments.delta", **at, "delta": piece})
        events.append({"type": "response.function_call_arguments.done", **at, "arguments": item.get("arguments", "")})
    elif kind == "reasoning":
        for summary_index, part in enumerate(item.get("summary", [])):
            events.append({"type": "response.reasoning_summary_part.added", **at, "summary_index": summary_index})
            for piece in _pieces(part["text"], size):
                events.append(
                    {
                        "type": "response.reasoning_summary_text.delta",
                        **at,
                        "summary_index": summary_index,
                        "delta": piece,
                    }
                )
            events.append(
                {
                    "type": "response.reasoning_summary_text.done",
                    **at,
                    "summary_index": summary_index,
                    "text": part["text"],
                }
            )
    events.append({"type": "response.output_item.done", "output_index": index, "item": item})
    return events


@dataclass(frozen=True)
class ResponsesReply:
    """A model turn, answered as one response body or as an event stream, as the request asks.

    ``reasoning`` are the summary parts of one reasoning item (with ``encrypted`` content) put
    first; ``tool_calls`` are ``(call_id, name, arguments)`` triples; ``output`` (when given)
    replaces all of that with exact items.
    """

    text: str = ""
    tool_calls: Sequence[tuple[str, str, str]] = ()
    reasoning: Sequence[str] = ()
    encrypted: str | None = "enc-1"
    refusal: str | None = None
    output: Sequence[Mapping[str, Any]] | None = None
    status: str = "completed"
    incomplete_reason: str | None = None
    usage: Mapping[str, Any] | None = field(default_factory=responses_usage)
    chunk_size: int = 8

    def items(self) -> list[dict[str, Any]]:
        """The output items of this turn."""
        if self.output is not None:
            return [dict(item) for item in self.output]
        items: list[dict[str, Any]] = []
        if self.reasoning:
            items.append(reasoning_item(*self.reasoning, encrypted=self.encrypted))
        if self.text or self.refusal is not None:
            items.append(message_item(self.text, refusal=self.refusal))
        items += [function_call_item(*call) for call in self.tool_calls]
        return items

    def render(self, stream: bool) -> JsonReply | StreamReply:
        """The concrete reply for a blocking or streaming request."""
        kw: dict[str, Any] = {"status": self.status, "usage": self.usage, "incomplete_reason": self.incomplete_reason}
        if not stream:
            return JsonReply(response_body(self.items(), **kw))
        return StreamReply(response_events(self.items(), chunk_size=self.chunk_size, **kw), done=False)


class ResponsesLoopbackServer(OpenAiLoopbackServer):
    """A scripted Responses API server on ``127.0.0.1`` (see the module docstring)."""

    async def start(self) -> None:
        """Start listening on the running loop."""
        app = web.Application()
        app.router.add_post("/v1/responses", self._handle)
        app.router.add_post("/responses", self._handle)
        self._runner = web.AppRunner(app, handle_signals=False, access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        self.port = self._runner.addresses[0][1]

    async def _next_reply(self, recorded: RecordedRequest) -> Reply:
        reply = await super()._next_reply(recorded)
        if isinstance(reply, ResponsesReply):
            return reply.render(recorded.stream)
        return reply


def input_items(request: RecordedRequest) -> list[dict[str, Any]]:
    """The ``input`` items of a recorded request."""
    body = request.body if isinstance(request.body, dict) else {}
    items = body.get("input", [])
    return list(items) if isinstance(items, list) else [{"role": "user", "content": items}]


@pytest.fixture
async def responses_server() -> AsyncIterator[ResponsesLoopbackServer]:
    """A Responses loopback server on the test's loop."""
    async with ResponsesLoopbackServer() as server:
        yield server
