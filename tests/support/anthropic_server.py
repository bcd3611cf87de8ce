"""A scripted server on loopback that speaks Anthropic's Messages API wire format.

``AnthropicLoopbackServer`` answers ``POST /v1/messages`` from a queue of replies and records
every request (JSON body and headers). When the queue is empty, ``always`` answers if set, else
a 400 saying the script ran out. Replies:

- :class:`Json`: any body with a status and headers (a message, or an Anthropic error body);
- :class:`Sse`: SSE events written as ``event: TYPE`` / ``data: JSON`` pairs; ``bytes`` items are
  written raw and :data:`CUT` drops the connection right there.

Builders: :func:`message` (a blocking reply), :func:`error_body`, :func:`message_events` (the SSE
events of a whole reply, with text, thinking and tool input split into small pieces).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from types import TracebackType
from typing import Any, Final, Self

import orjson
from aiohttp import web

__all__ = [
    "CUT",
    "AnthropicLoopbackServer",
    "Json",
    "Recorded",
    "Sse",
    "error_body",
    "message",
    "message_events",
]

CUT: Final = object()


@dataclass
class Json:
    body: Any
    status: int = 200
    headers: Mapping[str, str] = field(default_factory=dict)


@dataclass
class Sse:
    events: Sequence[Any]
    status: int = 200


@dataclass
class Recorded:
    body: dict[str, Any]
    headers: Mapping[str, str]


def message(
    content: list[dict[str, Any]], stop_reason: str = "end_turn", usage: Mapping[str, int] | None = None
) -> dict[str, Any]:
    """A Messages API reply body."""
    return {
        "id": "msg_01",
        "type": "message",
        "role": "assistant",
        "model": "claude-test",
        "content": content,
        "stop_reason": stop_reason,
        "stop_sequence": None,
        "usage": dict(usage or {"input_tokens": 10, "output_tokens": 5}),
    }


def error_body(kind: str, text: str) -> dict[str, Any]:
    return {"type": "error", "error": {"type": kind, "message": text}}


def _pieces(text: str, size: int) -> list[str]:
    return [text[i : i + size] for i in range(0, len(text), size)]


def message_events(
    blocks: list[dict[str, Any]],
    stop_reason: str = "end_turn",
    usage: Mapping[str, int] | None = None,
    piece: int = 4,
) -> list[Any]:
    """The SSE events of a whole reply; block text, thinking and tool input arrive in pieces."""
    start_usage = dict(usage or {"input_tokens": 10, "output_tokens": 1})
    events: list[Any] = [
        {
            "type": "message_start",
            "message": {**message([], "", start_usage), "stop_reason": None},
        },
        {"type": "ping"},
    ]
    for index, block in enumerate(blocks):
        kind = block["type"]
        if kind == "text":
            start: dict[str, Any] = {"type": "text", "text": ""}
            deltas = [{"type": "text_delta", "text": p} for p in _pieces(block["text"], piece)]
        elif kind == "thinking":
            start = {"type": "thinking", "thinking": ""}
            deltas = [{"type": "thinking_delta", "thinking": p} for p in _pieces(block["thinking"], piece)]
            deltas.append({"type": "signature_delta", "signature": block["signature"]})
        else:
            start = {"type": "tool_use", "id": block["id"], "name": block["name"], "input": {}}
            raw = orjson.dumps(block["input"]).decode()
            deltas = [{"type": "input_json_delta", "partial_json": ""}]
            deltas += [{"type": "input_json_delta", "partial_json": p} for p in _pieces(raw, piece)]
        events.append({"type": "content_block_start", "index": index, "content_block": start})
        events += [{"type": "content_block_delta", "index": index, "delta": d} for d in deltas]
        events.append({"type": "content_block_stop", "index": index})
    events.append(
        {
            "type": "message_delta",
            "delta": {"stop_reason": stop_reason, "stop_sequence": None},
            "usage": {"output_tokens": 42},
        }
    )
    events.append({"type": "message_stop"})
    return events


class AnthropicLoopbackServer:
    """Scripted Messages API on 127.0.0.1; ``url`` is the base URL to give the model."""

    def __init__(self) -> None:
        self.replies: deque[Json | Sse] = deque()
        self.always: Json | Sse | None = None
        self.requests: list[Recorded] = []
        app = web.Application()
        app.router.add_post("/v1/messages", self._handle)
        self._runner = web.AppRunner(app, handler_cancellation=True, shutdown_timeout=0.5)
        self.url = ""

    def add(self, *replies: Json | Sse) -> None:
        self.replies.extend(replies)

    async def __aenter__(self) -> Self:
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        self.url = f"http://127.0.0.1:{self._runner.addresses[0][1]}"
        return self

    async def __aexit__(
        self, kind: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        await self._runner.cleanup()

    async def _handle(self, request: web.Request) -> web.StreamResponse:
        self.requests.append(Recorded(orjson.loads(await request.read()), dict(request.headers)))
        reply = self.replies.popleft() if self.replies else self.always
        if reply is None:
            return web.json_response(error_body("invalid_request_error", "script ran out"), status=400)
        if isinstance(reply, Json):
            return web.Response(
                body=orjson.dumps(reply.body),
                status=reply.status,
                headers={"Content-Type": "application/json", **reply.headers},
            )
        response = web.StreamResponse(status=reply.status, headers={"Content-Type": "text/event-stream"})
        await response.prepare(request)
        for event in reply.events:
            if event is CUT:
                assert request.transport is not None
                request.transport.abort()
                return response
            if isinstance(event, bytes):
                await response.write(event)
            else:
                await response.write(f"event: {event['type']}\ndata: ".encode() + orjson.dumps(event) + b"\n\n")
        await response.write_eof()
        return response
