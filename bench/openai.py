"""Benchmark of the OpenAI-compatible model: stream parsing and whole requests.

(a) Parsing a 1,000-chunk SSE stream with text and two parallel tool calls through the model's
    own parser (SSE line splitting, JSON, delta merging, the ``ChatResponse`` chunks), against
    a floor of plain ``json.loads`` over the same ``data:`` lines.
(b) Blocking and streaming requests through ``OpenAiChatModel`` against a hand-written aiohttp
    request (same body, same parsing of the essentials) to the same loopback server, which runs
    in another process so that only client-side cost is compared. Target: within 1.5x.

Run: ``.venv/bin/python bench/openai.py``
"""

from __future__ import annotations

import asyncio
import json
import multiprocessing
import statistics
import sys
import time
from collections.abc import Callable, Coroutine
from pathlib import Path
from typing import Any

import aiohttp
import orjson

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from sprig.messages import SystemMessage, UserMessage
from sprig.models import OpenAiChatModel, RetryPolicy
from sprig.models._http import SseDecoder
from sprig.models.openai import OpenAiStreamParser
from sprig.prompt import ChatOptions, Prompt
from support.openai_server import (
    OpenAiLoopbackServer,
    chunk,
    finish_chunk,
    reply,
    text_chunk,
    tool_call_chunk,
    tool_delta,
    usage_chunk,
)

# -- (a) stream parsing ---------------------------------------------------------------------------


def sse_payload(n_chunks: int = 1000) -> bytes:
    """An SSE stream: 400 text deltas, then two interleaved tool calls, finish and usage."""
    events: list[dict[str, Any]] = [chunk({"role": "assistant", "content": ""})]
    events += [text_chunk(f"word{i} ") for i in range(400)]
    events.append(tool_call_chunk(tool_delta(0, "call_a", "weather", ""), tool_delta(1, "call_b", "time", "")))
    remaining = n_chunks - len(events) - 2
    for i in range(remaining):
        events.append(tool_call_chunk(tool_delta(i % 2, "" if i % 3 else None, "" if i % 3 else None, f'"k{i}": 1, ')))
    events.append(finish_chunk("tool_calls"))
    events.append(usage_chunk(1200, 800, cached_tokens=1024))
    assert len(events) == n_chunks
    return b"".join(b"data: " + orjson.dumps(e) + b"\n\n" for e in events) + b"data: [DONE]\n\n"


def floor_parse(payload: bytes) -> int:
    count = 0
    for line in payload.split(b"\n"):
        if line.startswith(b"data: ") and line != b"data: [DONE]":
            json.loads(line[6:])
            count += 1
    return count


def model_parse(payload: bytes, block: int = 4096) -> int:
    decoder = SseDecoder()
    parser = OpenAiStreamParser()
    count = 0
    for start in range(0, len(payload), block):
        for data in decoder.feed(payload[start : start + block]):
            if parser.feed(data) is not None:
                count += 1
    final = parser.finish()
    assert len(final.result.output.tool_calls) == 2
    return count


def best_of(fn: Callable[[], object], repeat: int = 30) -> float:
    times = []
    for _ in range(repeat):
        started = time.perf_counter()
        fn()
        times.append(time.perf_counter() - started)
    return min(times)


def bench_parsing() -> dict[str, float]:
    payload = sse_payload()
    floor = best_of(lambda: floor_parse(payload))
    ours = best_of(lambda: model_parse(payload))
    return {"floor_ms": floor * 1e3, "model_ms": ours * 1e3, "ratio": ours / floor}


# -- (b) requests ---------------------------------------------------------------------------------

ANSWER = "The weather in Paris is sunny with a light breeze, around 21 degrees. " * 4


def serve(port_queue: Any) -> None:
    """Child process: a loopback server that answers every request with the same reply."""

    async def main() -> None:
        async with OpenAiLoopbackServer(always=reply(ANSWER, chunk_size=6)) as server:
            server.requests = _Discard()  # type: ignore[assignment]
            port_queue.put(server.port)
            await asyncio.Event().wait()

    asyncio.run(main())


class _Discard(list[Any]):
    def append(self, item: Any) -> None:
        pass


MESSAGES = [SystemMessage("You are a helpful assistant."), UserMessage("What is the weather in Paris?")]
RAW_MESSAGES = [
    {"role": "system", "content": "You are a helpful assistant."},
    {"role": "user", "content": "What is the weather in Paris?"},
]


async def hand_call(session: aiohttp.ClientSession, url: str) -> str:
    body = orjson.dumps({"model": "test-model", "messages": RAW_MESSAGES, "temperature": 0.2})
    async with session.post(url, data=body, headers={"Content-Type": "application/json"}) as response:
        data = orjson.loads(await response.read())
    content: str = data["choices"][0]["message"]["content"]
    return content


async def hand_stream(session: aiohttp.ClientSession, url: str) -> str:
    body = orjson.dumps(
        {
            "model": "test-model",
            "messages": RAW_MESSAGES,
            "temperature": 0.2,
            "stream": True,
            "stream_options": {"include_usage": True},
        }
    )
    parts = []
    async with session.post(url, data=body, headers={"Content-Type": "application/json"}) as response:
        async for line in response.content:
            if not line.startswith(b"data: ") or line.startswith(b"data: [DONE]"):
                continue
            choices = orjson.loads(line[6:])["choices"]
            if choices and choices[0]["delta"].get("content"):
                parts.append(choices[0]["delta"]["content"])
    return "".join(parts)


async def model_call(model: OpenAiChatModel, prompt: Prompt) -> str:
    return (await model.call(prompt)).text


async def model_stream(model: OpenAiChatModel, prompt: Prompt) -> str:
    return "".join([c.text async for c in model.stream(prompt)])


async def per_request(fn: Callable[[], Coroutine[Any, Any, str]], n: int) -> float:
    started = time.perf_counter()
    for _ in range(n):
        assert await fn() == ANSWER
    return (time.perf_counter() - started) / n


async def bench_requests(port: int, n: int = 300, rounds: int = 5) -> dict[str, dict[str, float]]:
    base = f"http://127.0.0.1:{port}/v1"
    url = f"{base}/chat/completions"
    prompt = Prompt(MESSAGES, ChatOptions(temperature=0.2))
    model = OpenAiChatModel("test-model", base_url=base, api_key="k", retry=RetryPolicy.none())
    results: dict[str, dict[str, list[float]]] = {
        "blocking": {"hand": [], "model": []},
        "streaming": {"hand": [], "model": []},
    }
    async with aiohttp.ClientSession() as session:
        for warm in (True, False):
            for _ in range(1 if warm else rounds):
                samples = {
                    ("blocking", "hand"): await per_request(lambda: hand_call(session, url), n),
                    ("blocking", "model"): await per_request(lambda: model_call(model, prompt), n),
                    ("streaming", "hand"): await per_request(lambda: hand_stream(session, url), n),
                    ("streaming", "model"): await per_request(lambda: model_stream(model, prompt), n),
                }
                if not warm:
                    for (kind, who), value in samples.items():
                        results[kind][who].append(value)
    await model.aclose()
    out = {}
    for kind, by in results.items():
        hand, ours = statistics.median(by["hand"]), statistics.median(by["model"])
        out[kind] = {"hand_ms": hand * 1e3, "model_ms": ours * 1e3, "ratio": ours / hand}
    return out


def main() -> None:
    parsing = bench_parsing()
    print("(a) stream parsing, 1,000 SSE chunks with two parallel tool calls")
    print(
        f"    json.loads floor {parsing['floor_ms']:.2f} ms | model parser {parsing['model_ms']:.2f} ms"
        f" | ratio {parsing['ratio']:.2f}x"
    )
    ctx = multiprocessing.get_context("spawn")
    queue = ctx.Queue()
    server = ctx.Process(target=serve, args=(queue,), daemon=True)
    server.start()
    try:
        port = queue.get(timeout=30)
        requests = asyncio.run(bench_requests(port))
    finally:
        server.terminate()
        server.join()
    print("(b) one request against a loopback server in another process (median per request)")
    for kind, r in requests.items():
        print(
            f"    {kind:9} hand-written aiohttp {r['hand_ms']:.3f} ms"
            f" | OpenAiChatModel {r['model_ms']:.3f} ms | ratio {r['ratio']:.2f}x (target <= 1.5x)"
        )


if __name__ == "__main__":
    main()
