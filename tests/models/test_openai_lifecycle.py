"""OpenAiChatModel: sessions per event loop, closing, cancellation and the sync face."""

from __future__ import annotations

import asyncio
import contextlib

import pytest

from sprig._sync import iterate_sync, run_sync
from sprig.models import OpenAiChatModel, RetryPolicy, aggregate_chunks
from sprig.prompt import Prompt
from support.openai_server import ErrorReply, OpenAiLoopbackServer, Pause, StreamReply, reply, text_chunk


def other_tasks() -> set[asyncio.Task[object]]:
    return {t for t in asyncio.all_tasks() if t is not asyncio.current_task()}


async def test_one_model_used_from_the_sync_bridge_and_the_test_loop(
    openai_server: OpenAiLoopbackServer,
) -> None:
    openai_server.always(reply("shared"))
    model = OpenAiChatModel("m", base_url=openai_server.url, api_key="k")
    from_bridge = await asyncio.to_thread(run_sync, model.call(Prompt("from the bridge")))
    from_loop = await model.call(Prompt("from the test loop"))
    again = await asyncio.to_thread(run_sync, model.call(Prompt("bridge again")))
    assert from_bridge.text == from_loop.text == again.text == "shared"
    assert model._pool.open_sessions == 2  # one per loop, reused across calls
    await model.aclose()
    assert model._pool.open_sessions == 0
    with pytest.raises(RuntimeError, match="closed"):
        await model.call(Prompt("after close"))


async def test_session_is_reused_across_calls_on_one_loop(openai_server: OpenAiLoopbackServer) -> None:
    openai_server.always(reply("ok"))
    async with OpenAiChatModel("m", base_url=openai_server.url) as model:
        for _ in range(3):
            await model.call(Prompt("hi"))
            [c async for c in model.stream(Prompt("hi"))]
        assert model._pool.open_sessions == 1


async def test_sessions_of_finished_loops_are_dropped(openai_server: OpenAiLoopbackServer) -> None:
    openai_server.always(reply("ok"))
    model = OpenAiChatModel("m", base_url=openai_server.url)
    await asyncio.to_thread(asyncio.run, model.call(Prompt("on a short-lived loop")))
    assert model._pool.open_sessions == 0  # closed by that loop's shutdown
    await model.call(Prompt("on the test loop"))
    assert model._pool.open_sessions == 1
    await model.aclose()


def test_sync_iteration_of_a_stream(openai_server_thread: OpenAiLoopbackServer) -> None:
    openai_server_thread.add(reply("streamed from a plain function", chunk_size=5))
    model = OpenAiChatModel("m", base_url=openai_server_thread.url)
    chunks = list(iterate_sync(model.stream(Prompt("hi"))))
    assert len(chunks) > 3
    assert aggregate_chunks(chunks).text == "streamed from a plain function"
    model.close()
    assert model._pool.open_sessions == 0


def test_breaking_out_of_a_sync_stream_closes_the_connection(
    openai_server_thread: OpenAiLoopbackServer,
) -> None:
    openai_server_thread.add(StreamReply([text_chunk("a"), Pause(0.05), text_chunk("b"), Pause(0.05)] * 20))
    model = OpenAiChatModel("m", base_url=openai_server_thread.url)
    for chunk in iterate_sync(model.stream(Prompt("hi"))):
        assert chunk.text == "a"
        break
    run_sync(openai_server_thread.wait_for_disconnects(1))
    model.close()


async def test_cancelling_a_stream_consumer_releases_the_connection(
    openai_server: OpenAiLoopbackServer,
) -> None:
    openai_server.add(StreamReply([text_chunk("first"), Pause(0.05)] + [text_chunk("more"), Pause(0.05)] * 40))
    model = OpenAiChatModel("m", base_url=openai_server.url)
    got_first = asyncio.Event()

    async def consume() -> None:
        async for _ in model.stream(Prompt("hi")):
            got_first.set()

    task = asyncio.create_task(consume())
    await got_first.wait()
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    await openai_server.wait_for_disconnects(1)
    await model.aclose()
    await asyncio.sleep(0)
    assert other_tasks() == set()


async def test_closing_a_stream_early_releases_the_connection(openai_server: OpenAiLoopbackServer) -> None:
    openai_server.add(StreamReply([text_chunk("x"), Pause(0.05)] * 40))
    async with OpenAiChatModel("m", base_url=openai_server.url) as model:
        stream = model.stream(Prompt("hi"))
        first = await anext(stream)
        assert first.text == "x"
        await stream.aclose()  # type: ignore[attr-defined]
        await openai_server.wait_for_disconnects(1)


async def test_cancelling_a_call_releases_the_connection(openai_server: OpenAiLoopbackServer) -> None:
    # The JSON body trickles in slowly, so the call is cancelled while reading it.
    openai_server.add(StreamReply([b'{"choices": [', Pause(0.05)] + [b" ", Pause(0.05)] * 40, done=False))
    model = OpenAiChatModel("m", base_url=openai_server.url)
    task = asyncio.create_task(model.call(Prompt("hi")))
    await openai_server.wait_for_requests(1)
    await asyncio.sleep(0.02)
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    await openai_server.wait_for_disconnects(1)
    await model.aclose()
    assert other_tasks() == set()


async def test_cancelling_during_retry_backoff_stops_retrying(openai_server: OpenAiLoopbackServer) -> None:
    openai_server.always(ErrorReply(503, "busy"))
    model = OpenAiChatModel(
        "m", base_url=openai_server.url, retry=RetryPolicy(max_attempts=5, initial_backoff=5.0, jitter=0.0)
    )
    task = asyncio.create_task(model.call(Prompt("hi")))
    await openai_server.wait_for_requests(1)
    await asyncio.sleep(0.05)
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    assert len(openai_server.requests) == 1
    await model.aclose()


def test_close_is_idempotent_and_repr_names_the_model() -> None:
    model = OpenAiChatModel("qwen-plus", base_url="https://dashscope.aliyuncs.com/compatible-mode/v1")
    assert "qwen-plus" in repr(model) and "dashscope" in repr(model)
    model.close()
    model.close()


async def test_blocking_close_from_async_code_does_not_deadlock(openai_server: OpenAiLoopbackServer) -> None:
    openai_server.always(reply("ok"))
    model = OpenAiChatModel("m", base_url=openai_server.url)
    await model.call(Prompt("on the test loop"))
    await asyncio.to_thread(run_sync, model.call(Prompt("on the bridge loop")))
    model.close()  # blocks this loop: its session closes as soon as the loop runs again
    for _ in range(100):
        if model._pool.open_sessions == 0:
            break
        await asyncio.sleep(0.01)
    assert model._pool.open_sessions == 0


async def test_the_default_pool_does_not_throttle_many_concurrent_requests(
    openai_server: OpenAiLoopbackServer,
) -> None:
    # aiohttp's default pool (100 connections) made the 101st conversation wait for a free one
    wanted = 150
    in_flight = 0
    most = 0
    everyone = asyncio.Event()

    async def hold(_: object) -> object:
        nonlocal in_flight, most
        in_flight += 1
        most = max(most, in_flight)
        if in_flight >= wanted:
            everyone.set()
        with contextlib.suppress(TimeoutError):  # throttled: answer anyway so the test ends
            await asyncio.wait_for(everyone.wait(), 5)
        in_flight -= 1
        return reply("ok")

    openai_server.always(hold)
    async with OpenAiChatModel("m", base_url=openai_server.url, api_key="k") as model:
        replies = await asyncio.gather(*(model.call(Prompt("hi")) for _ in range(wanted)))
    assert all(r.text == "ok" for r in replies)
    assert most == wanted
