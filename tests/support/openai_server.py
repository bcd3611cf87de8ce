"""A scripted OpenAI-compatible server on loopback, for tests and benchmarks.

``OpenAiLoopbackServer`` listens on ``127.0.0.1`` (port 0) and answers ``POST
/v1/chat/completions`` (and ``/chat/completions``) from a script: each request takes the next
queued reply; when the queue is empty the ``always`` reply (if set) answers, else a 400 that says
the script ran out (a 400 is not retried, so the test fails at once). Every request is recorded.

Run it on the test's own loop, or on a thread of its own for blocking (sync-face) tests::

    async with OpenAiLoopbackServer() as server:          # on the running loop
        server.add(reply("Hello"))                        # JSON or SSE, as the request asks
        model = OpenAiChatModel(model="m", base_url=server.url, api_key="k")

    with OpenAiLoopbackServer() as server:                # on a background thread
        ...

Pytest fixtures (registered in ``tests/conftest.py``): ``openai_server`` (async, on the test
loop), ``openai_server_thread`` (on its own thread) and ``openai_model`` (an
``OpenAiChatModel`` bound to ``openai_server`` with millisecond retry backoff).

Replies:

- :func:`reply` / :class:`AssistantReply`: text, reasoning and tool calls, rendered as a JSON
  completion for blocking requests and as SSE chunks for streaming ones (text and arguments
  split into ``chunk_size`` pieces, usage in a last chunk with empty ``choices``);
- :class:`JsonReply`: any body with any status and headers (after an optional ``delay``);
- :class:`ErrorReply`: an OpenAI-style ``{"error": {...}}`` body with a status and headers
  (``Retry-After`` ...);
- :class:`StreamReply`: an exact SSE script: ``dict`` events become ``data: {json}``, ``bytes``
  and ``str`` are written raw (malformed lines, comments, ``event:`` lines), :class:`Pause`
  waits, :data:`CUT` aborts the connection right there; ``[DONE]`` follows unless ``done=False``;
- :class:`CutReply`: the connection is dropped before any response;
- a callable ``handler(request: RecordedRequest) -> reply`` (may be async), to answer by content
  (e.g. many concurrent conversations).

Chunk and completion builders: :func:`completion`, :func:`tool_call`, :func:`usage`,
:func:`chunk`, :func:`text_chunk`, :func:`reasoning_chunk`, :func:`tool_delta`,
:func:`tool_call_chunk`, :func:`finish_chunk`, :func:`usage_chunk`, :func:`text_stream`.
"""

from __future__ import annotations

import asyncio
import inspect
import threading
import time
from collections import deque
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType, TracebackType
from typing import Any, Final

import orjson
import pytest
from aiohttp import web

from sprig.models import OpenAiChatModel, RetryPolicy

__all__ = [
    "CUT",
    "AssistantReply",
    "Cut",
    "CutReply",
    "ErrorReply",
    "JsonReply",
    "OpenAiLoopbackServer",
    "Pause",
    "RecordedRequest",
    "StreamReply",
    "chunk",
    "completion",
    "finish_chunk",
    "openai_model",
    "openai_server",
    "openai_server_thread",
    "reasoning_chunk",
    "reply",
    "text_chunk",
    "text_stream",
    "tool_call",
    "tool_call_chunk",
    "tool_delta",
    "usage",
    "usage_chunk",
]

MODEL: Final = "test-model"
COMPLETION_ID: Final = "chatcmpl-loopback"


# -- builders -------------------------------------------------------------------------------------


def usage(
    prompt_tokens: int = 10, completion_tokens: int = 5, *, cached_tokens: int = 0, reasoning_tokens: int = 0
) -> dict[str, Any]:
    """An OpenAI ``usage`` object."""
    return {
        "prompt_tokens": prompt_tokens,
        "completion_tokens": completion_tokens,
        "total_tokens": prompt_tokens + completion_tokens,
        "prompt_tokens_details": {"cached_tokens": cached_tokens},
        "completion_tokens_details": {"reasoning_tokens": reasoning_tokens},
    }


DEFAULT_USAGE: Final[Mapping[str, Any]] = MappingProxyType(usage())


def tool_call(id: str, name: str, arguments: str | Mapping[str, Any] = "{}") -> dict[str, Any]:
    """A complete tool call as it appears in a blocking completion's message."""
    if not isinstance(arguments, str):
        arguments = orjson.dumps(arguments).decode()
    return {"id": id, "type": "function", "function": {"name": name, "arguments": arguments}}


def completion(
    text: str | None = None,
    *,
    tool_calls: Sequence[Mapping[str, Any]] = (),
    reasoning: str | None = None,
    finish_reason: str | None = None,
    usage: Mapping[str, Any] | None = None,
    model: str = MODEL,
    id: str = COMPLETION_ID,
) -> dict[str, Any]:
    """A blocking Chat Completions body; ``finish_reason`` defaults from the tool calls."""
    message: dict[str, Any] = {"role": "assistant", "content": text}
    if tool_calls:
        message["tool_calls"] = [dict(c) for c in tool_calls]
    if reasoning is not None:
        message["reasoning_content"] = reasoning
    body: dict[str, Any] = {
        "id": id,
        "object": "chat.completion",
        "created": 1700000000,
        "model": model,
        "choices": [
            {
                "index": 0,
                "message": message,
                "finish_reason": finish_reason or ("tool_calls" if tool_calls else "stop"),
            }
        ],
    }
    if usage is not None:
        body["usage"] = dict(usage)
    return body


def chunk(
    delta: Mapping[str, Any] | None = None,
    finish_reason: str | None = None,
    *,
    usage: Mapping[str, Any] | None = None,
    model: str = MODEL,
    id: str = COMPLETION_ID,
) -> dict[str, Any]:
    """A ``chat.completion.chunk``; with ``delta=None`` and no finish reason, ``choices`` is empty."""
    body: dict[str, Any] = {
        "id": id,
        "object": "chat.completion.chunk",
        "created": 1700000000,
        "model": model,
    }
    if delta is None and finish_reason is None:
        body["choices"] = []
    else:
        body["choices"] = [{"index": 0, "delta": dict(delta or {}), "finish_reason": finish_reason}]
    if usage is not None:
        body["usage"] = dict(usage)
    return body


def text_chunk(text: str, finish_reason: str | None = None) -> dict[str, Any]:
    """A chunk with one text delta."""
    return chunk({"content": text}, finish_reason)


def reasoning_chunk(text: str) -> dict[str, Any]:
    """A chunk with one ``reasoning_content`` delta (DeepSeek, Qwen)."""
    return chunk({"reasoning_content": text})


def tool_delta(
    index: int, id: str | None = None, name: str | None = None, arguments: str | None = None
) -> dict[str, Any]:
    """One entry of a delta's ``tool_calls``; pass ``id=""``/``name=""`` for DeepSeek-style
    repeats, leave them ``None`` to omit the keys."""
    entry: dict[str, Any] = {"index": index}
    if id is not None:
        entry["id"] = id
        entry["type"] = "function"
    function: dict[str, Any] = {}
    if name is not None:
        function["name"] = name
    if arguments is not None:
        function["arguments"] = arguments
    if function:
        entry["function"] = function
    return entry


def tool_call_chunk(*deltas: Mapping[str, Any], finish_reason: str | None = None) -> dict[str, Any]:
    """A chunk carrying the given :func:`tool_delta` entries (several indices may share one)."""
    return chunk({"tool_calls": [dict(d) for d in deltas]}, finish_reason)


def finish_chunk(reason: str = "stop") -> dict[str, Any]:
    """A chunk with an empty delta and a finish reason."""
    return chunk({}, reason)


def usage_chunk(
    prompt_tokens: int = 10, completion_tokens: int = 5, *, cached_tokens: int = 0, reasoning_tokens: int = 0
) -> dict[str, Any]:
    """The last chunk of an ``include_usage`` stream: empty ``choices`` and the usage."""
    return chunk(
        usage=usage(prompt_tokens, completion_tokens, cached_tokens=cached_tokens, reasoning_tokens=reasoning_tokens)
    )


def _pieces(text: str, size: int) -> list[str]:
    return [text[i : i + size] for i in range(0, len(text), size)]


def text_stream(
    text: str, *, chunk_size: int = 4, finish_reason: str = "stop", usage: Mapping[str, Any] | None = None
) -> list[dict[str, Any]]:
    """Chunks streaming ``text`` in ``chunk_size`` pieces, a finish chunk, and a usage chunk."""
    chunks: list[dict[str, Any]] = [chunk({"role": "assistant", "content": ""})]
    chunks += [text_chunk(piece) for piece in _pieces(text, chunk_size)]
    chunks.append(finish_chunk(finish_reason))
    if usage is not None:
        chunks.append(chunk(usage=usage))
    return chunks


# -- replies --------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Pause:
    """In a :class:`StreamReply`: wait this many seconds before the next event."""

    seconds: float


@dataclass(frozen=True)
class Cut:
    """In a :class:`StreamReply`: abort the connection here (the client sees a broken stream)."""


CUT: Final = Cut()

StreamEvent = Mapping[str, Any] | bytes | str | Pause | Cut


@dataclass(frozen=True)
class JsonReply:
    """A JSON (or raw ``bytes``/``str``) body with a status and headers, after ``delay`` seconds."""

    body: Any
    status: int = 200
    headers: Mapping[str, str] = field(default_factory=dict)
    delay: float = 0.0


@dataclass(frozen=True)
class ErrorReply:
    """An OpenAI-style error: ``{"error": {"message", "type", "code"}}`` (or ``body`` as given)."""

    status: int
    message: str = "error"
    headers: Mapping[str, str] = field(default_factory=dict)
    type: str = "invalid_request_error"
    body: Any = None


@dataclass(frozen=True)
class StreamReply:
    """An exact SSE script; ``interval`` pauses between events, ``delay`` before the headers."""

    events: Sequence[StreamEvent]
    done: bool = True
    interval: float = 0.0
    delay: float = 0.0
    status: int = 200
    headers: Mapping[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class CutReply:
    """Drop the connection without answering (after ``delay`` seconds)."""

    delay: float = 0.0


@dataclass(frozen=True)
class AssistantReply:
    """A model turn, answered as JSON or as SSE depending on the request's ``stream`` flag.

    ``tool_calls`` are ``(id, name, arguments)`` triples. Streaming splits text, reasoning and
    arguments into ``chunk_size`` pieces, optionally ``interval`` seconds apart.
    """

    text: str = ""
    tool_calls: Sequence[tuple[str, str, str]] = ()
    reasoning: str = ""
    finish_reason: str | None = None
    usage: Mapping[str, Any] | None = field(default_factory=lambda: DEFAULT_USAGE)
    chunk_size: int = 8
    interval: float = 0.0
    model: str = MODEL

    def render(self, stream: bool) -> JsonReply | StreamReply:
        """The concrete reply for a blocking (``stream=False``) or streaming request."""
        finish = self.finish_reason or ("tool_calls" if self.tool_calls else "stop")
        if not stream:
            return JsonReply(
                completion(
                    self.text or None,
                    tool_calls=[tool_call(*c) for c in self.tool_calls],
                    reasoning=self.reasoning or None,
                    finish_reason=finish,
                    usage=self.usage,
                    model=self.model,
                )
            )
        events: list[StreamEvent] = [chunk({"role": "assistant", "content": ""}, model=self.model)]
        events += [chunk({"reasoning_content": p}, model=self.model) for p in _pieces(self.reasoning, self.chunk_size)]
        events += [chunk({"content": p}, model=self.model) for p in _pieces(self.text, self.chunk_size)]
        for index, (call_id, name, arguments) in enumerate(self.tool_calls):
            events.append(tool_call_chunk(tool_delta(index, call_id, name, "")))
            events += [tool_call_chunk(tool_delta(index, arguments=p)) for p in _pieces(arguments, self.chunk_size)]
        events.append(chunk({}, finish, model=self.model))
        if self.usage is not None:
            events.append(chunk(usage=self.usage, model=self.model))
        return StreamReply(events, interval=self.interval)


def reply(
    text: str = "",
    *,
    tool_calls: Sequence[tuple[str, str, str]] = (),
    reasoning: str = "",
    finish_reason: str | None = None,
    usage: Mapping[str, Any] | None = DEFAULT_USAGE,
    chunk_size: int = 8,
    interval: float = 0.0,
) -> AssistantReply:
    """Shortcut for :class:`AssistantReply` (usage: 10 prompt + 5 completion tokens; ``None``
    for a reply without usage)."""
    return AssistantReply(text, tuple(tool_calls), reasoning, finish_reason, usage, chunk_size, interval)


Reply = JsonReply | ErrorReply | StreamReply | CutReply | AssistantReply
Handler = Callable[["RecordedRequest"], "Reply | Awaitable[Reply]"]


@dataclass(frozen=True)
class RecordedRequest:
    """One request the server received."""

    path: str
    headers: Mapping[str, str]
    raw: bytes
    body: Any

    @property
    def stream(self) -> bool:
        """Whether the client asked for a stream."""
        return isinstance(self.body, dict) and bool(self.body.get("stream"))

    @property
    def messages(self) -> list[dict[str, Any]]:
        """The request's ``messages`` array."""
        return list(self.body.get("messages", [])) if isinstance(self.body, dict) else []

    @property
    def tools(self) -> list[dict[str, Any]]:
        """The request's ``tools`` array (empty when none were sent)."""
        return list(self.body.get("tools", [])) if isinstance(self.body, dict) else []


# -- the server -----------------------------------------------------------------------------------


class OpenAiLoopbackServer:
    """A scripted Chat Completions server on ``127.0.0.1``; see the module docstring."""

    def __init__(self, *replies: Reply | Handler, always: Reply | Handler | None = None) -> None:
        self._queue: deque[Reply | Handler] = deque(replies)
        self.always_reply = always
        self.requests: list[RecordedRequest] = []
        self.client_disconnects = 0
        self.port = 0
        self._runner: web.AppRunner | None = None
        self._thread: threading.Thread | None = None
        self._thread_loop: asyncio.AbstractEventLoop | None = None

    # script

    def add(self, *replies: Reply | Handler) -> OpenAiLoopbackServer:
        """Queue replies; each request takes the next one."""
        self._queue.extend(replies)
        return self

    def always(self, reply: Reply | Handler | None) -> OpenAiLoopbackServer:
        """The reply (or handler) used whenever the queue is empty; ``None`` to unset."""
        self.always_reply = reply
        return self

    def reset(self) -> None:
        """Forget queued replies, the ``always`` reply and the recorded requests."""
        self._queue.clear()
        self.always_reply = None
        self.requests.clear()
        self.client_disconnects = 0

    @property
    def pending(self) -> int:
        """How many queued replies have not been used yet."""
        return len(self._queue)

    @property
    def last_request(self) -> RecordedRequest:
        """The most recent request (an ``IndexError`` when there was none)."""
        return self.requests[-1]

    @property
    def url(self) -> str:
        """The base URL to give a model: ``http://127.0.0.1:PORT/v1``."""
        if not self.port:
            raise RuntimeError("the loopback server is not running")
        return f"http://127.0.0.1:{self.port}/v1"

    async def wait_for_disconnects(self, count: int = 1, within: float = 5.0) -> None:
        """Wait until at least ``count`` clients went away in the middle of a stream."""
        deadline = time.monotonic() + within
        while self.client_disconnects < count:
            if time.monotonic() > deadline:
                raise AssertionError(f"expected {count} client disconnects, saw {self.client_disconnects}")
            await asyncio.sleep(0.005)

    async def wait_for_requests(self, count: int = 1, within: float = 5.0) -> None:
        """Wait until at least ``count`` requests arrived."""
        deadline = time.monotonic() + within
        while len(self.requests) < count:
            if time.monotonic() > deadline:
                raise AssertionError(f"expected {count} requests, saw {len(self.requests)}")
            await asyncio.sleep(0.005)

    # lifecycle

    async def start(self) -> None:
        """Start listening on the running loop."""
        app = web.Application()
        app.router.add_post("/v1/chat/completions", self._handle)
        app.router.add_post("/chat/completions", self._handle)
        self._runner = web.AppRunner(app, handle_signals=False, access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        self.port = self._runner.addresses[0][1]

    async def stop(self) -> None:
        """Stop listening and close open connections."""
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    def start_thread(self) -> None:
        """Start the server on a loop of its own, in a daemon thread (for blocking tests)."""
        loop = asyncio.new_event_loop()
        started = threading.Event()

        def run() -> None:
            asyncio.set_event_loop(loop)
            loop.run_until_complete(self.start())
            started.set()
            loop.run_forever()
            loop.run_until_complete(self.stop())
            loop.close()

        self._thread_loop = loop
        self._thread = threading.Thread(target=run, name="openai-loopback", daemon=True)
        self._thread.start()
        started.wait(10)

    def stop_thread(self) -> None:
        """Stop a server started with :meth:`start_thread`."""
        if self._thread_loop is not None and self._thread is not None:
            self._thread_loop.call_soon_threadsafe(self._thread_loop.stop)
            self._thread.join(10)
            self._thread = self._thread_loop = None

    async def __aenter__(self) -> OpenAiLoopbackServer:
        await self.start()
        return self

    async def __aexit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        await self.stop()

    def __enter__(self) -> OpenAiLoopbackServer:
        self.start_thread()
        return self

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.stop_thread()

    # serving

    async def _next_reply(self, recorded: RecordedRequest) -> Reply:
        if self._queue:
            scripted = self._queue.popleft()
        elif self.always_reply is not None:
            scripted = self.always_reply
        else:
            n = len(self.requests)
            return ErrorReply(400, f"OpenAiLoopbackServer: no reply scripted for request #{n}")
        if callable(scripted):
            produced = scripted(recorded)
            return await produced if inspect.isawaitable(produced) else produced
        return scripted

    async def _handle(self, request: web.Request) -> web.StreamResponse:
        raw = await request.read()
        try:
            body = orjson.loads(raw)
        except orjson.JSONDecodeError:
            body = None
        recorded = RecordedRequest(request.path, dict(request.headers), raw, body)
        self.requests.append(recorded)
        scripted = await self._next_reply(recorded)
        if isinstance(scripted, AssistantReply):
            scripted = scripted.render(recorded.stream)
        if isinstance(scripted, CutReply):
            await asyncio.sleep(scripted.delay)
            _abort(request)
            return web.Response()
        if isinstance(scripted, ErrorReply):
            error = scripted.body
            if error is None:
                error = {"error": {"message": scripted.message, "type": scripted.type, "code": None}}
            scripted = JsonReply(error, scripted.status, scripted.headers)
        if isinstance(scripted, JsonReply):
            await asyncio.sleep(scripted.delay)
            data = scripted.body
            if isinstance(data, str):
                data = data.encode()
            elif not isinstance(data, bytes):
                data = orjson.dumps(data)
            return web.Response(
                body=data, status=scripted.status, headers=scripted.headers, content_type="application/json"
            )
        return await self._stream(request, scripted)

    async def _stream(self, request: web.Request, script: StreamReply) -> web.StreamResponse:
        await asyncio.sleep(script.delay)
        response = web.StreamResponse(status=script.status, headers=script.headers)
        response.content_type = "text/event-stream"
        await response.prepare(request)
        events: list[StreamEvent] = list(script.events)
        if script.done:
            events.append(b"data: [DONE]\n\n")
        try:
            for n, event in enumerate(events):
                if isinstance(event, Pause):
                    await asyncio.sleep(event.seconds)
                    continue
                if isinstance(event, Cut):
                    _abort(request)
                    return response
                if script.interval and n:
                    await asyncio.sleep(script.interval)
                if isinstance(event, bytes):
                    await response.write(event)
                elif isinstance(event, str):
                    await response.write(event.encode())
                else:
                    await response.write(b"data: " + orjson.dumps(event) + b"\n\n")
            await response.write_eof()
        except (ConnectionError, RuntimeError):
            # The client went away (cancelled, timed out): that is what some tests wait for.
            self.client_disconnects += 1
        return response


def _abort(request: web.Request) -> None:
    if request.transport is not None:
        request.transport.abort()


# -- pytest fixtures ------------------------------------------------------------------------------


@pytest.fixture
async def openai_server() -> AsyncIterator[OpenAiLoopbackServer]:
    """A loopback server on the test's loop."""
    async with OpenAiLoopbackServer() as server:
        yield server


@pytest.fixture
def openai_server_thread() -> Iterator[OpenAiLoopbackServer]:
    """A loopback server on its own thread, for blocking (sync-face) tests."""
    with OpenAiLoopbackServer() as server:
        yield server


@pytest.fixture
async def openai_model(openai_server: OpenAiLoopbackServer) -> AsyncIterator[OpenAiChatModel]:
    """An ``OpenAiChatModel`` on ``openai_server`` with fast retries (3 attempts, ms backoff)."""
    model = OpenAiChatModel(
        model=MODEL,
        base_url=openai_server.url,
        api_key="test-key",
        retry=RetryPolicy(max_attempts=3, initial_backoff=0.001, max_backoff=0.05),
    )
    try:
        yield model
    finally:
        await model.aclose()
