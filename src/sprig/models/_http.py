"""HTTP plumbing shared by the provider models: pooled sessions, retries, typed errors, SSE.

- :class:`SessionPool` keeps one pooled ``aiohttp.ClientSession`` per event loop, because a
  session is bound to the loop it was made on and one model is used from several loops (the
  sync face's background loop and the user's own).
- :class:`HttpEndpoint` POSTs a JSON body with a :class:`~sprig.models.retry.RetryPolicy` and
  turns failures into the exceptions of :mod:`sprig.models.errors`; for streams it yields the
  SSE ``data:`` payloads and retries only before the first payload was handed out.
- :class:`SseDecoder` splits raw bytes into ``data:`` payloads, line by line.

Time bounds: ``timeout`` is the idle bound (a blocking call's whole wait, a stream's silence
between two reads); ``deadline`` bounds a whole request, every retry and the entire stream
included (default :data:`DEFAULT_DEADLINE`, 600 s), so a server that trickles keep-alives
cannot hold a stream forever. The stream's deadline is aiohttp's ``total`` timeout, checked on
every read at no extra cost per chunk.

Text sent to a provider is always valid UTF-8: :func:`encode_json` serialises every request body,
and a string holding a lone surrogate (a non-UTF-8 file name read by a tool, for example) has it
replaced by U+FFFD there, once, instead of failing the request. Bodies without one pay nothing.

A reply that is not what the API sends (not JSON, an HTML page on a stream or a call) raises
:class:`~sprig.models.errors.ProviderResponseError` with the payload shortened; it is not retried.
"""

from __future__ import annotations

import asyncio
import logging
import re
import threading
from collections.abc import AsyncGenerator, Mapping
from typing import Any

import aiohttp
import orjson

from sprig.models.errors import (
    AuthenticationError,
    BadRequestError,
    ChatModelError,
    ContextLengthError,
    ModelConnectionError,
    ModelTimeoutError,
    ProviderResponseError,
    RateLimitError,
    ServerError,
    StreamInterruptedError,
)
from sprig.models.retry import RetryPolicy, parse_retry_after

__all__ = [
    "DEFAULT_DEADLINE",
    "DEFAULT_MAX_CONNECTIONS",
    "HttpEndpoint",
    "SessionPool",
    "SseDecoder",
    "describe_connection_error",
    "encode_json",
    "error_for_status",
    "provider_error_message",
]

logger = logging.getLogger("sprig.models")

DEFAULT_MAX_CONNECTIONS = 1000
"""Pooled connections per model and event loop. aiohttp's default of 100 throttled 200 concurrent
conversations against one server (requests queued for a free connection); 1,000 does not, and
still bounds the file descriptors one model can hold."""

_CONNECTION_ERRORS = (aiohttp.ClientConnectionError, aiohttp.ClientPayloadError, ConnectionError)

DEFAULT_DEADLINE = 600.0
"""Seconds one model request may take in all (retries and the whole stream included)."""


def encode_json(body: Any) -> bytes:
    """``body`` as JSON bytes; lone surrogates in its strings become U+FFFD (see the module doc)."""
    try:
        return orjson.dumps(body)
    except orjson.JSONEncodeError as exc:
        if "surrogates not allowed" not in str(exc) and "not valid UTF-8" not in str(exc):
            raise
    return orjson.dumps(_valid_text(body))


def _valid_text(value: Any) -> Any:
    if isinstance(value, str):
        try:
            value.encode("utf-8")
        except UnicodeEncodeError:
            # Through UTF-16: a high+low pair becomes its character, a lone half U+FFFD.
            return value.encode("utf-16", "surrogatepass").decode("utf-16", "replace")
        return value
    if isinstance(value, dict):
        return {_valid_text(key): _valid_text(item) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [_valid_text(item) for item in value]
    return value


def _looks_like_html(payload: bytes) -> bool:
    head = payload[:512].lstrip().lower()
    return head.startswith((b"<!doctype html", b"<html", b"<head", b"<body")) or (
        head.startswith(b"<") and b"<html" in head
    )


async def _close_with_loop(session: aiohttp.ClientSession) -> AsyncGenerator[None, None]:
    """Lives as long as its loop: a loop's shutdown (``asyncio.run``, a test runner) closes the
    async generators started on it, and this one closes the session with it."""
    try:
        yield
    finally:
        await session.close()


class SessionPool:
    """One pooled ``aiohttp.ClientSession`` per event loop, created on first use on that loop.

    A session is closed by :meth:`aclose`, or when its loop shuts down through
    ``loop.shutdown_asyncgens()`` (as ``asyncio.run`` does), so a model used from short-lived
    loops leaves no open connections behind.
    """

    def __init__(self, *, headers: Mapping[str, str] | None = None, limit: int = DEFAULT_MAX_CONNECTIONS) -> None:
        self._headers = dict(headers or {})
        self._limit = limit
        self._sessions: dict[asyncio.AbstractEventLoop, tuple[aiohttp.ClientSession, AsyncGenerator[None, None]]] = {}
        self._lock = threading.Lock()
        self._closed = False

    async def get(self) -> aiohttp.ClientSession:
        """The session of the running loop."""
        loop = asyncio.get_running_loop()
        entry = self._sessions.get(loop)
        if entry is not None and not entry[0].closed:
            return entry[0]
        with self._lock:
            if self._closed:
                raise RuntimeError("this model was closed; create a new one")
            for stale in [other for other in self._sessions if other.is_closed()]:
                # Its loop is gone without closing it; it can no longer be closed, only dropped.
                self._sessions.pop(stale)[0].detach()
            session = aiohttp.ClientSession(
                headers=self._headers,
                connector=aiohttp.TCPConnector(limit=self._limit, limit_per_host=self._limit),
            )
            closer = _close_with_loop(session)
            self._sessions[loop] = (session, closer)
        await closer.__anext__()  # registers it with the loop's async-generator shutdown
        return session

    @property
    def open_sessions(self) -> int:
        """How many sessions are open (one per loop the model was used on)."""
        return sum(1 for session, _ in self._sessions.values() if not session.closed)

    async def aclose(self, *, blocked: asyncio.AbstractEventLoop | None = None) -> None:
        """Close every session, each on its own loop; the pool refuses new work afterwards.

        ``blocked`` is a loop whose thread waits for this coroutine (a blocking ``close()``
        called from async code): its session is closed as soon as that loop runs again.
        """
        with self._lock:
            self._closed = True
            entries = list(self._sessions.items())
            self._sessions.clear()
        current = asyncio.get_running_loop()
        for loop, (session, closer) in entries:
            if loop is current:
                await closer.aclose()
            elif loop.is_closed():
                session.detach()
            elif loop.is_running() and loop is not blocked:
                await asyncio.wrap_future(asyncio.run_coroutine_threadsafe(closer.aclose(), loop))
            else:
                asyncio.run_coroutine_threadsafe(closer.aclose(), loop)


class SseDecoder:
    """Splits a byte stream into SSE ``data:`` payloads, one per ``data:`` line.

    Comments (``:``), blank keep-alive lines and other fields (``event:``, ``id:``, ``retry:``)
    are skipped. Each ``data:`` line is its own payload: the chat APIs never split one JSON
    event over several ``data:`` lines, and dispatching per line hands every delta out the
    moment its line is complete.
    """

    __slots__ = ("_pending",)

    def __init__(self) -> None:
        self._pending = b""

    def feed(self, block: bytes) -> list[bytes]:
        """Payloads completed by ``block``."""
        if self._pending:
            block = self._pending + block
        lines = block.split(b"\n")
        self._pending = lines.pop()
        payloads: list[bytes] = []
        for line in lines:
            if line[:5] == b"data:":
                payloads.append(line[6:].rstrip(b"\r") if line[5:6] == b" " else line[5:].rstrip(b"\r"))
        return payloads

    def flush(self) -> list[bytes]:
        """The payload of a last line that had no newline, if any."""
        line, self._pending = self._pending, b""
        if line[:5] != b"data:":
            return []
        return [line[6:].rstrip(b"\r") if line[5:6] == b" " else line[5:].rstrip(b"\r")]


def provider_error_message(body: bytes) -> str:
    """The provider's own words from an error body (``error.message`` and its usual variants)."""
    try:
        data: Any = orjson.loads(body)
    except orjson.JSONDecodeError:
        return body.decode("utf-8", "replace").strip()[:2000]
    if isinstance(data, list) and data:
        data = data[0]
    if isinstance(data, dict):
        error = data.get("error", data)
        if isinstance(error, str):
            return error
        if isinstance(error, dict):
            for key in ("message", "msg", "detail"):
                value = error.get(key)
                if isinstance(value, str) and value:
                    return value
        for key in ("message", "detail"):
            value = data.get(key)
            if isinstance(value, str) and value:
                return value
    return body.decode("utf-8", "replace").strip()[:2000]


def error_for_status(status: int, body: bytes, provider: str) -> ChatModelError:
    """The typed exception for an HTTP error status, carrying the provider's message."""
    message = provider_error_message(body)
    text = f"{provider} returned HTTP {status}: {message}" if message else f"{provider} returned HTTP {status}"
    if status in (401, 403):
        return AuthenticationError(text, status=status, provider_message=message)
    if status == 429:
        return RateLimitError(text, status=status, provider_message=message)
    if status == 408:
        return ModelTimeoutError(text, status=status, provider_message=message)
    if status >= 500:
        return ServerError(text, status=status, provider_message=message)
    if status in (400, 413, 422) and _is_context_length(body, message):
        return ContextLengthError(text, limit=_context_limit(body, message), status=status, provider_message=message)
    return BadRequestError(text, status=status, provider_message=message)


_CONTEXT_CODES = frozenset({"context_length_exceeded", "exceed_context_size_error", "request_too_large"})
_CONTEXT_WORDS = re.compile(
    r"context length|context window|context_length|prompt is too long|exceeds the available context size"
    r"|maximum context",
    re.IGNORECASE,
)
_CONTEXT_LIMIT = re.compile(
    r"maximum context length is (\d+)|> ?(\d+) maximum|context (?:size|window|length) (?:of |is )?\(?(\d+)",
    re.IGNORECASE,
)


def _error_object(body: bytes) -> dict[str, Any]:
    try:
        data = orjson.loads(body[:65536])
    except orjson.JSONDecodeError:
        return {}
    if isinstance(data, dict):
        error = data.get("error", data)
        return error if isinstance(error, dict) else {}
    return {}


def _is_context_length(body: bytes, message: str) -> bool:
    """Whether a 400 says the prompt is longer than the model's context (OpenAI's
    ``context_length_exceeded``, Anthropic's "prompt is too long", llama.cpp's
    ``exceed_context_size_error``, vLLM's "maximum context length")."""
    error = _error_object(body)
    if error.get("code") in _CONTEXT_CODES or error.get("type") in _CONTEXT_CODES:
        return True
    return bool(_CONTEXT_WORDS.search(message[:2000]))


def _context_limit(body: bytes, message: str) -> int | None:
    """The context size the provider named, when it did."""
    error = _error_object(body)
    n_ctx = error.get("n_ctx")
    if isinstance(n_ctx, int) and not isinstance(n_ctx, bool) and n_ctx > 0:
        return n_ctx
    match = _CONTEXT_LIMIT.search(message[:2000])
    if match is None:
        return None
    return int(next(group for group in match.groups() if group))


class HttpEndpoint:
    """POSTs JSON to one URL with retries; knows nothing of any provider's body format."""

    def __init__(
        self,
        url: str,
        *,
        pool: SessionPool,
        retry: RetryPolicy,
        timeout: float | None,
        connect_timeout: float | None,
        provider: str,
        deadline: float | None = DEFAULT_DEADLINE,
    ) -> None:
        self.url = url
        self.pool = pool
        self.retry = retry
        self.provider = provider
        self.deadline = deadline
        self._timeout = timeout
        self._connect_timeout = connect_timeout
        self._call_timeout = aiohttp.ClientTimeout(total=timeout, sock_connect=connect_timeout)
        self._stream_timeout = aiohttp.ClientTimeout(total=None, sock_connect=connect_timeout, sock_read=timeout)

    def _ends_at(self) -> float | None:
        return None if self.deadline is None else asyncio.get_running_loop().time() + self.deadline

    def _remaining(self, ends_at: float | None) -> float | None:
        """Seconds left before the deadline; raises once it has passed."""
        if ends_at is None:
            return None
        left = ends_at - asyncio.get_running_loop().time()
        if left <= 0:
            raise ModelTimeoutError(self._deadline_text())
        return left

    def _attempt_timeout(self, base: aiohttp.ClientTimeout, left: float | None) -> aiohttp.ClientTimeout:
        if left is None or (base.total is not None and base.total <= left):
            return base
        return aiohttp.ClientTimeout(total=left, sock_connect=base.sock_connect, sock_read=base.sock_read)

    async def post_json(self, body: bytes) -> Any:
        """POST ``body`` and return the parsed JSON reply (retrying as the policy allows)."""
        attempt = 0
        ends_at = self._ends_at()
        while True:
            attempt += 1
            retry_after: float | None = None
            timeout = self._attempt_timeout(self._call_timeout, self._remaining(ends_at))
            connected = False
            try:
                async with (await self.pool.get()).post(self.url, data=body, timeout=timeout) as response:
                    connected = True
                    payload = await response.read()
                    if response.status < 300:
                        return self._decode(payload, response.status)
                    error = error_for_status(response.status, payload, self.provider)
                    retry_after = parse_retry_after(response.headers)
                    retryable = RetryPolicy.retryable_status(response.status)
            except aiohttp.ConnectionTimeoutError as exc:
                error, retryable = self._connection_error(exc), True
            except TimeoutError as exc:
                if timeout is not self._call_timeout:
                    raise ModelTimeoutError(self._deadline_text()) from exc
                raise ModelTimeoutError(f"{self.provider} did not answer within {self._timeout} s") from exc
            except _CONNECTION_ERRORS as exc:
                error, retryable = self._connection_error(exc, connected), True
            await self._wait_or_raise(error, retryable, attempt, retry_after, ends_at)

    async def post_stream(self, body: bytes) -> AsyncGenerator[bytes, None]:
        """POST ``body`` and yield the SSE ``data:`` payloads of the reply as they arrive (a
        plain JSON reply is yielded whole, as one payload).

        Failures before the first payload are retried like :meth:`post_json`; a failure after
        it raises :class:`~sprig.models.errors.StreamInterruptedError` (``partial`` left for the
        caller to fill). Closing the iterator early closes the connection.
        """
        attempt = 0
        ends_at = self._ends_at()
        while True:
            attempt += 1
            retry_after: float | None = None
            yielded = False
            decoder = SseDecoder()
            response: aiohttp.ClientResponse | None = None
            timeout = self._attempt_timeout(self._stream_timeout, self._remaining(ends_at))
            try:
                response = await (await self.pool.get()).post(self.url, data=body, timeout=timeout)
                if response.status >= 300:
                    payload = await response.read()
                    error = error_for_status(response.status, payload, self.provider)
                    retry_after = parse_retry_after(response.headers)
                    retryable = RetryPolicy.retryable_status(response.status)
                elif response.content_type == "application/json":
                    # A server that ignores ``stream`` (or reports an error) answers with one JSON body.
                    payload = await response.read()
                    if _looks_like_html(payload):
                        raise self._html_error(payload, response)
                    yielded = True
                    yield payload
                    return
                else:
                    content = response.content
                    block = await content.readany()
                    if response.content_type == "text/html" or _looks_like_html(block):
                        raise self._html_error(block, response)
                    while block:
                        for data in decoder.feed(block):
                            yielded = True
                            yield data
                        block = await content.readany()
                    for data in decoder.flush():
                        yield data
                    return
            except aiohttp.ConnectionTimeoutError as exc:
                error, retryable = self._connection_error(exc), True
            except TimeoutError as exc:
                raise self._stream_timeout_error(exc, started=response is not None) from exc
            except _CONNECTION_ERRORS as exc:
                if yielded:
                    reason = describe_connection_error(exc, self.url, connected=True)
                    raise StreamInterruptedError(f"{self.provider}: {reason}") from exc
                error, retryable = self._connection_error(exc, response is not None), True
            finally:
                if response is not None:
                    response.close()
            await self._wait_or_raise(error, retryable, attempt, retry_after, ends_at)

    def _html_error(self, payload: bytes, response: aiohttp.ClientResponse) -> ProviderResponseError:
        return ProviderResponseError(
            f"{self.provider} answered the stream with an HTML page, not an event stream "
            f"(HTTP {response.status}, {response.content_type})",
            payload=payload,
            status=response.status,
        )

    def _deadline_text(self) -> str:
        return f"{self.provider} did not finish within the request deadline of {self.deadline} s"

    def _stream_timeout_error(self, exc: TimeoutError, *, started: bool) -> ChatModelError:
        idle = isinstance(exc, aiohttp.ServerTimeoutError)
        if not started:
            if idle:
                return ModelTimeoutError(f"{self.provider} did not answer within {self._timeout} s")
            return ModelTimeoutError(self._deadline_text())
        if idle:
            return StreamInterruptedError(
                f"{self.provider} stream stalled after it had started: no data for {self._timeout} s"
            )
        return StreamInterruptedError(
            f"{self.provider} stream was still running at the request deadline of {self.deadline} s"
        )

    def _decode(self, payload: bytes, status: int) -> Any:
        try:
            return orjson.loads(payload)
        except orjson.JSONDecodeError as exc:
            what = "an HTML page" if _looks_like_html(payload) else "a reply that is not JSON"
            raise ProviderResponseError(
                f"{self.provider} returned {what} (HTTP {status})", payload=payload, status=status
            ) from exc

    def _connection_error(self, exc: BaseException, connected: bool = False) -> ModelConnectionError:
        return ModelConnectionError(f"{self.provider}: {describe_connection_error(exc, self.url, connected=connected)}")

    async def _wait_or_raise(
        self,
        error: ChatModelError,
        retryable: bool,
        attempt: int,
        retry_after: float | None,
        ends_at: float | None = None,
    ) -> None:
        delay = self.retry.delay(attempt, retry_after) if retryable else None
        if delay is not None and ends_at is not None and asyncio.get_running_loop().time() + delay >= ends_at:
            delay = None  # waiting would pass the request deadline
        if delay is None:
            if retryable and attempt > 1:
                error.args = (f"{error.args[0]} (after {attempt} attempts)",)
            raise error
        logger.info("%s: attempt %d failed (%s); retrying in %.2f s", self.provider, attempt, error, delay)
        await asyncio.sleep(delay)


def describe_connection_error(exc: BaseException, url: str, *, connected: bool = False) -> str:
    """``cannot connect to HOST:PORT (connection refused)``: a network failure in a user's words.

    ``connected``: the connection had been made (the reply had started), so it is the connection
    that broke: ``the connection to HOST:PORT broke mid-stream (...)``.
    """
    from urllib.parse import urlsplit

    host, port = getattr(exc, "host", None), getattr(exc, "port", None)
    if not host:
        parts = urlsplit(url)
        host, port = parts.hostname or url, parts.port or (443 if parts.scheme == "https" else 80)
    cause = getattr(exc, "os_error", None) or exc.__cause__ or exc
    if isinstance(cause, ConnectionRefusedError):
        reason = "connection refused"
    elif isinstance(cause, ConnectionResetError):
        reason = "connection reset"
    elif type(cause).__name__ == "gaierror":
        reason = "host name not found"
    elif isinstance(cause, OSError) and cause.strerror:
        reason = cause.strerror.lower()
    elif type(exc).__name__ == "ServerDisconnectedError":
        reason = "the server closed the connection"
    else:
        reason = " ".join(str(exc).split()) or type(exc).__name__
    if connected:
        return f"the connection to {host}:{port} broke mid-stream ({reason})"
    return f"cannot connect to {host}:{port} ({reason})"
