"""HTTP plumbing shared by the routes: typed API errors, bounded JSON bodies, SSE framing.

Errors use OpenAI's body shape on every route, so one client-side handler fits all of them::

    {"error": {"message": "...", "type": "invalid_request_error", "param": null, "code": "..."}}
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Mapping
from typing import Any, TypeVar

import anyio
import anyio.abc
import orjson
from starlette.requests import Request
from starlette.responses import Response, StreamingResponse
from starlette.types import Receive, Scope, Send

__all__ = [
    "KEEPALIVE_SECONDS",
    "MAX_BODY_BYTES",
    "ApiError",
    "RunStreamingResponse",
    "cancel_on_disconnect",
    "check_json_type",
    "error_response",
    "json_response",
    "read_json",
    "sse",
]

T = TypeVar("T")

MAX_BODY_BYTES = 1024 * 1024
"""The largest request body accepted (1 MiB); bigger ones get 413."""

_TYPES = {
    400: "invalid_request_error",
    401: "authentication_error",
    404: "not_found_error",
    405: "invalid_request_error",
    408: "invalid_request_error",
    409: "conflict_error",
    413: "invalid_request_error",
    403: "permission_error",
    415: "invalid_request_error",
    421: "invalid_request_error",
    503: "server_error",
}


class ApiError(Exception):
    """An error answered with ``status`` and an OpenAI-shaped error body."""

    def __init__(self, status: int, message: str, *, code: str | None = None, param: str | None = None) -> None:
        super().__init__(message)
        self.status = status
        self.message = message
        self.code = code
        self.param = param

    def body(self) -> dict[str, Any]:
        """The error as OpenAI's ``{"error": {...}}`` body."""
        kind = _TYPES.get(self.status, "server_error" if self.status >= 500 else "invalid_request_error")
        return {"error": {"message": self.message, "type": kind, "param": self.param, "code": self.code}}


def json_response(data: Any, status: int = 200, headers: Mapping[str, str] | None = None) -> Response:
    """A JSON response serialised with orjson."""
    return Response(orjson.dumps(data), status_code=status, media_type="application/json", headers=headers)


def error_response(error: ApiError, headers: Mapping[str, str] | None = None) -> Response:
    """The response for ``error``."""
    return json_response(error.body(), error.status, headers)


BODY_TIMEOUT = 30.0
"""Seconds a client has to send its whole request body (408 after that)."""


async def read_json(request: Request, limit: int = MAX_BODY_BYTES) -> Any:
    """The request body parsed as JSON, refusing a ``Content-Type`` other than ``application/json``
    (415), bodies over ``limit`` (413), slower than the app's body timeout (408;
    ``create_app(body_timeout=...)``) and bad JSON (400).

    The media type is checked before a byte of the body is read: a page of another site can make a
    browser send a ``text/plain`` or form body anywhere, but not ``application/json`` without a CORS
    preflight, which this server never grants. The size is checked against ``Content-Length``
    first and then while reading, so a client that lies about the length (or streams a chunked
    body) cannot make the server buffer more.
    """
    check_json_type(request.headers.get("content-type"))
    timeout: float = getattr(request.app.state, "sprig_body_timeout", BODY_TIMEOUT)
    try:
        with anyio.fail_after(timeout):
            data = await _read_body(request, limit)
    except TimeoutError:
        raise ApiError(408, f"the request body did not arrive within {timeout:g} s", code="body_timeout") from None
    if not data.strip():
        raise ApiError(400, "the request body is empty; send a JSON object", code="invalid_json")
    try:
        return orjson.loads(data)
    except orjson.JSONDecodeError as exc:
        raise ApiError(400, f"the request body is not valid JSON: {exc}", code="invalid_json") from None


def check_json_type(content_type: str | None) -> None:
    """Refuse (415) a ``Content-Type`` that is not ``application/json`` (parameters such as
    ``charset`` may follow)."""
    media = (content_type or "").partition(";")[0].strip().lower()
    if media != "application/json":
        shown = f"Content-Type {content_type!r}" if content_type else "no Content-Type"
        raise ApiError(
            415, f"{shown}: send the body as JSON with Content-Type: application/json", code="unsupported_media_type"
        )


async def _read_body(request: Request, limit: int) -> bytes:
    declared = request.headers.get("content-length")
    if declared is not None:
        if not declared.isdigit():
            raise ApiError(400, "invalid Content-Length header", code="invalid_body")
        if int(declared) > limit:
            raise ApiError(413, f"request body is {declared} bytes; the limit is {limit}", code="body_too_large")
    chunks: list[bytes] = []
    size = 0
    async for chunk in request.stream():
        size += len(chunk)
        if size > limit:
            raise ApiError(413, f"request body is over the limit of {limit} bytes", code="body_too_large")
        chunks.append(chunk)
    return b"".join(chunks)


def sse(data: Any) -> bytes:
    """One server-sent event carrying ``data`` as JSON (or a string as is)."""
    payload = data if isinstance(data, (bytes, str)) else orjson.dumps(data)
    if isinstance(payload, str):
        payload = payload.encode()
    return b"data: " + payload + b"\n\n"


KEEPALIVE_SECONDS = 15.0
"""After this long without an event, a stream sends an SSE comment so proxies keep it open."""

_KEEPALIVE = b": keep-alive\n\n"


class RunStreamingResponse(StreamingResponse):
    """An SSE response for one run: cancelled when the client leaves, kept alive while it is silent,
    and ``on_close`` (releasing the conversation's run lock) runs however it ends.

    The body iterator runs in the request's own task, so the run's context (tracing spans) is
    intact; a watcher task cancels it when the client disconnects (whatever ASGI version the
    server speaks), and a pinger sends ``: keep-alive`` comments after ``keepalive`` seconds
    without an event (SSE clients ignore them). ``on_close`` runs shielded from cancellation,
    even when the body never started.
    """

    def __init__(
        self,
        content: AsyncIterator[bytes],
        on_close: Callable[[], Awaitable[None]],
        keepalive: float = KEEPALIVE_SECONDS,
        headers: Mapping[str, str] | None = None,
    ) -> None:
        super().__init__(content, media_type="text/event-stream", headers={**_SSE_HEADERS, **(headers or {})})
        self._on_close = on_close
        self._keepalive = keepalive

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        try:
            async with anyio.create_task_group() as group:

                async def watch() -> None:
                    await self.listen_for_disconnect(receive)
                    group.cancel_scope.cancel()

                group.start_soon(watch)
                await self._send_all(send, group)
                group.cancel_scope.cancel()
        finally:
            with anyio.CancelScope(shield=True):
                await self._on_close()
                aclose = getattr(self.body_iterator, "aclose", None)
                if aclose is not None:
                    await aclose()

    async def _send_all(self, send: Send, group: anyio.abc.TaskGroup) -> None:
        # an asyncio.Lock takes no trip through the event loop when it is free (anyio's does)
        lock = asyncio.Lock()
        last = time.monotonic()

        async def ping() -> None:
            nonlocal last
            while True:
                await asyncio.sleep(max(0.0, last + self._keepalive - time.monotonic()))
                if time.monotonic() - last >= self._keepalive:
                    async with lock:
                        await send({"type": "http.response.body", "body": _KEEPALIVE, "more_body": True})
                        last = time.monotonic()

        try:
            await send({"type": "http.response.start", "status": self.status_code, "headers": self.raw_headers})
            group.start_soon(ping)
            async for chunk in self.body_iterator:
                data = chunk.encode() if isinstance(chunk, str) else bytes(chunk)
                async with lock:
                    await send({"type": "http.response.body", "body": data, "more_body": True})
                last = time.monotonic()
            async with lock:
                await send({"type": "http.response.body", "body": b"", "more_body": False})
        except OSError:  # the client is gone: what it would have received no longer matters
            return


_SSE_HEADERS = {"Cache-Control": "no-cache", "X-Accel-Buffering": "no"}


async def cancel_on_disconnect(request: Request, work: Callable[[], Awaitable[T]]) -> T:
    """Run ``work`` until it finishes or the client disconnects (then it is cancelled).

    Call it after the body has been read: from then on the only message the server can receive
    is the disconnect.
    """
    result: list[T] = []
    failure: list[BaseException] = []

    async with anyio.create_task_group() as group:

        async def watch() -> None:
            while True:
                message = await request.receive()
                if message["type"] == "http.disconnect":
                    group.cancel_scope.cancel()
                    return

        async def run() -> None:
            try:
                result.append(await work())
            except Exception as exc:  # re-raised below, outside the task group's ExceptionGroup
                failure.append(exc)
            group.cancel_scope.cancel()

        group.start_soon(watch)
        group.start_soon(run)
    if failure:
        raise failure[0]
    if not result:
        raise ApiError(499, "the client disconnected", code="client_disconnected")
    return result[0]
