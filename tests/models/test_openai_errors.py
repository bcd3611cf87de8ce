"""OpenAiChatModel: retries with backoff and the typed errors after them."""

from __future__ import annotations

import socket
import time
from email.utils import formatdate

import pytest

from sprig.models import (
    AuthenticationError,
    BadRequestError,
    ChatResponse,
    ModelConnectionError,
    ModelTimeoutError,
    OpenAiChatModel,
    RateLimitError,
    RetryPolicy,
    ServerError,
    aggregate_chunks,
)
from sprig.models.retry import parse_retry_after
from sprig.prompt import Prompt
from support.openai_server import (
    CUT,
    CutReply,
    ErrorReply,
    JsonReply,
    OpenAiLoopbackServer,
    StreamReply,
    reply,
    text_chunk,
)

FAST = RetryPolicy(max_attempts=3, initial_backoff=0.001, max_backoff=0.5, jitter=0.0)


def model_for(server: OpenAiLoopbackServer, retry: RetryPolicy = FAST, **kwargs: object) -> OpenAiChatModel:
    return OpenAiChatModel("m", base_url=server.url, api_key="k", retry=retry, **kwargs)  # type: ignore[arg-type]


async def stream_all(model: OpenAiChatModel) -> ChatResponse:
    return aggregate_chunks([c async for c in model.stream(Prompt("hi"))])


@pytest.mark.parametrize("streaming", [False, True])
async def test_429_then_success(openai_server: OpenAiLoopbackServer, streaming: bool) -> None:
    openai_server.add(ErrorReply(429, "slow down", {"Retry-After": "0"}), reply("ok"))
    async with model_for(openai_server) as model:
        response = await (stream_all(model) if streaming else model.call(Prompt("hi")))
    assert response.text == "ok"
    assert len(openai_server.requests) == 2


async def test_retry_after_is_honoured(openai_server: OpenAiLoopbackServer) -> None:
    openai_server.add(ErrorReply(429, "wait", {"Retry-After": "0.3"}), reply("ok"))
    started = time.monotonic()
    async with model_for(openai_server) as model:
        assert (await model.call(Prompt("hi"))).text == "ok"
    assert time.monotonic() - started >= 0.3


async def test_retry_after_beyond_max_backoff_gives_up_at_once(openai_server: OpenAiLoopbackServer) -> None:
    openai_server.add(ErrorReply(429, "come back in an hour", {"Retry-After": "3600"}))
    async with model_for(openai_server) as model:
        with pytest.raises(RateLimitError, match="come back in an hour") as caught:
            await model.call(Prompt("hi"))
    assert caught.value.status == 429
    assert len(openai_server.requests) == 1


@pytest.mark.parametrize("streaming", [False, True])
async def test_500_forever_raises_server_error_after_the_limit(
    openai_server: OpenAiLoopbackServer, streaming: bool
) -> None:
    openai_server.always(ErrorReply(500, "boom", type="server_error"))
    async with model_for(openai_server) as model:
        with pytest.raises(ServerError, match="after 3 attempts") as caught:
            await (stream_all(model) if streaming else model.call(Prompt("hi")))
    assert caught.value.status == 500
    assert caught.value.provider_message == "boom"
    assert len(openai_server.requests) == 3


async def test_backoff_grows_exponentially(openai_server: OpenAiLoopbackServer) -> None:
    openai_server.always(ErrorReply(503, "unavailable"))
    policy = RetryPolicy(max_attempts=3, initial_backoff=0.1, multiplier=3.0, max_backoff=1.0, jitter=0.0)
    started = time.monotonic()
    async with model_for(openai_server, policy) as model:
        with pytest.raises(ServerError):
            await model.call(Prompt("hi"))
    assert time.monotonic() - started >= 0.1 + 0.3


@pytest.mark.parametrize(
    ("status", "error"),
    [
        (401, AuthenticationError),
        (403, AuthenticationError),
        (400, BadRequestError),
        (404, BadRequestError),
        (422, BadRequestError),
        (408, ModelTimeoutError),
    ],
)
@pytest.mark.parametrize("streaming", [False, True])
async def test_client_errors_are_not_retried(
    openai_server: OpenAiLoopbackServer, status: int, error: type[Exception], streaming: bool
) -> None:
    openai_server.add(ErrorReply(status, f"provider says {status}"))
    async with model_for(openai_server) as model:
        with pytest.raises(error, match=f"provider says {status}") as caught:
            await (stream_all(model) if streaming else model.call(Prompt("hi")))
    assert caught.value.status == status  # type: ignore[attr-defined]
    assert caught.value.provider_message == f"provider says {status}"  # type: ignore[attr-defined]
    assert len(openai_server.requests) == 1


@pytest.mark.parametrize(
    ("body", "message"),
    [
        ({"error": "plain string error"}, "plain string error"),
        ({"detail": "fastapi style"}, "fastapi style"),
        ([{"error": {"message": "gemini style list"}}], "gemini style list"),
        ("<html>Bad Request</html>", "<html>Bad Request</html>"),
    ],
)
async def test_provider_message_variants(openai_server: OpenAiLoopbackServer, body: object, message: str) -> None:
    openai_server.add(JsonReply(body, status=400))
    async with model_for(openai_server) as model:
        with pytest.raises(BadRequestError) as caught:
            await model.call(Prompt("hi"))
    assert caught.value.provider_message == message


@pytest.mark.parametrize("streaming", [False, True])
async def test_dropped_connection_is_retried(openai_server: OpenAiLoopbackServer, streaming: bool) -> None:
    openai_server.add(CutReply(), reply("recovered"))
    async with model_for(openai_server) as model:
        response = await (stream_all(model) if streaming else model.call(Prompt("hi")))
    assert response.text == "recovered"
    assert len(openai_server.requests) == 2


async def test_stream_cut_before_any_data_is_retried(openai_server: OpenAiLoopbackServer) -> None:
    openai_server.add(StreamReply([b": only a comment\n\n", CUT]), reply("second try"))
    async with model_for(openai_server) as model:
        assert (await stream_all(model)).text == "second try"
    assert len(openai_server.requests) == 2


async def test_unreachable_server_raises_connection_error() -> None:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    async with OpenAiChatModel("m", base_url=f"http://127.0.0.1:{port}/v1", retry=FAST) as model:
        with pytest.raises(ModelConnectionError, match=r"cannot connect to 127\.0\.0\.1:\d+ \(connection refused\)"):
            await model.call(Prompt("hi"))
        with pytest.raises(ModelConnectionError, match="after 3 attempts"):
            await stream_all(model)


async def test_slow_reply_times_out(openai_server: OpenAiLoopbackServer) -> None:
    openai_server.add(JsonReply({"choices": []}, delay=3.0), StreamReply([text_chunk("x")], delay=3.0))
    async with model_for(openai_server, timeout=0.2) as model:
        started = time.monotonic()
        with pytest.raises(ModelTimeoutError, match=r"did not answer within 0\.2"):
            await model.call(Prompt("hi"))
        with pytest.raises(ModelTimeoutError):
            await stream_all(model)
        assert time.monotonic() - started < 2.5  # both gave up before either slow reply came
    assert len(openai_server.requests) == 2  # a timeout is not retried


def test_retry_policy_backoff_and_jitter() -> None:
    policy = RetryPolicy(max_attempts=5, initial_backoff=1.0, max_backoff=5.0, multiplier=2.0, jitter=0.0)
    assert [policy.backoff(n) for n in (1, 2, 3, 4)] == [1.0, 2.0, 4.0, 5.0]
    assert policy.delay(5) is None
    assert policy.delay(1, retry_after=3.0) == 3.0
    assert policy.delay(1, retry_after=6.0) is None
    jittery = RetryPolicy(initial_backoff=1.0, jitter=0.5)
    values = {jittery.backoff(1) for _ in range(200)}
    assert all(0.5 <= v <= 1.5 for v in values)
    assert len(values) > 1
    assert RetryPolicy.none().delay(1) is None
    assert RetryPolicy.retryable_status(429) and RetryPolicy.retryable_status(502)
    assert not RetryPolicy.retryable_status(400)


@pytest.mark.parametrize(
    "kwargs",
    [
        {"max_attempts": 0},
        {"max_attempts": 1.5},
        {"initial_backoff": -1},
        {"max_backoff": float("inf")},
        {"multiplier": 0.5},
        {"jitter": 2.0},
        {"jitter": "a"},
    ],
)
def test_retry_policy_rejects_bad_values(kwargs: dict[str, object]) -> None:
    with pytest.raises(ValueError, match="RetryPolicy"):
        RetryPolicy(**kwargs)  # type: ignore[arg-type]


def test_parse_retry_after() -> None:
    assert parse_retry_after({"retry-after": "2"}) == 2.0
    assert parse_retry_after({"retry-after-ms": "250", "retry-after": "9"}) == 0.25
    assert parse_retry_after({"retry-after": "soon"}) is None
    assert parse_retry_after({"retry-after": "-1"}) is None
    assert parse_retry_after({}) is None
    in_ten = parse_retry_after({"retry-after": formatdate(time.time() + 10, usegmt=True)})
    assert in_ten is not None and 8 <= in_ten <= 10


async def test_a_stream_that_breaks_after_it_started_says_the_connection_broke(
    openai_server: OpenAiLoopbackServer,
) -> None:
    from sprig.models.errors import StreamInterruptedError

    openai_server.add(StreamReply([text_chunk("Hel"), text_chunk("lo"), CUT]))
    async with model_for(openai_server) as model:
        with pytest.raises(StreamInterruptedError) as caught:
            await stream_all(model)
    message = str(caught.value)
    assert f"the connection to 127.0.0.1:{openai_server.port} broke mid-stream" in message
    assert "cannot connect" not in message
    assert len(openai_server.requests) == 1  # text had arrived: not retried
