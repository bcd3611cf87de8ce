"""Benchmark of the whole tool loop: ChatClient + ToolCallAdvisor + OpenAiChatModel.

Against a floor measured in the same run: a hand-written tool loop on aiohttp + orjson that does
the same work (post the conversation, parse the reply, run the tool, append the messages, again).
The loopback server runs in another process and answers by conversation length: a tool call for
the first ``ROUNDS`` rounds, then a text answer. Reported:

- framework time per tool round (blocking and streaming): (sprig - floor) / rounds, and the ratio;
- time to first token of a streamed answer, sprig vs the hand-written stream;
- 200 concurrent conversations x 5 rounds with 50 ms per reply, wall time vs the floor.

Run: ``.venv/bin/python bench/loop.py`` (about 30 s).
"""

from __future__ import annotations

import asyncio
import multiprocessing
import statistics
import sys
import time
from pathlib import Path
from typing import Any

import aiohttp
import orjson

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from sprig import ChatClient, tool
from sprig.models import OpenAiChatModel
from support.openai_server import JsonReply, OpenAiLoopbackServer, RecordedRequest, StreamReply, reply

ROUNDS = 10


@tool
def lookup(key: str) -> str:
    """Look a key up."""
    return f"value-of-{key}"


def _answer(recorded: RecordedRequest, rounds: int, delay: float) -> Any:
    done = sum(1 for m in recorded.messages if m.get("role") == "tool")
    if done < rounds:
        answer = reply(tool_calls=[(f"call_{done}", "lookup", f'{{"key": "k{done}"}}')])
    else:
        answer = reply("All keys looked up. " * 3, chunk_size=8)
    rendered = answer.render(recorded.stream)
    if delay and isinstance(rendered, JsonReply):
        return JsonReply(rendered.body, delay=delay)
    if delay and isinstance(rendered, StreamReply):
        return StreamReply(rendered.events, delay=delay)
    return rendered


def serve(port_queue: Any, rounds: int, delay: float) -> None:
    """Child process: the scripted server."""

    async def main() -> None:
        server = OpenAiLoopbackServer(always=lambda r: _answer(r, rounds, delay))
        async with server:
            server.requests = _Discard()  # type: ignore[assignment]
            port_queue.put(server.port)
            await asyncio.Event().wait()

    asyncio.run(main())


class _Discard(list[Any]):
    def append(self, item: Any) -> None:
        pass


# -- the floor: a hand-written loop ------------------------------------------------------------------

TOOLS = [
    {
        "type": "function",
        "function": {
            "name": "lookup",
            "description": "Look a key up.",
            "parameters": {
                "type": "object",
                "properties": {"key": {"type": "string"}},
                "required": ["key"],
                "additionalProperties": False,
            },
        },
    }
]


async def hand_loop(session: aiohttp.ClientSession, url: str, *, stream: bool = False) -> tuple[str, float]:
    """Returns the answer and the time to its first text token (stream) or 0."""
    messages: list[dict[str, Any]] = [{"role": "user", "content": "look up ten keys"}]
    started = time.perf_counter()
    first_token = 0.0
    while True:
        body = {"model": "m", "messages": messages, "tools": TOOLS, "stream": stream}
        if stream:
            body["stream_options"] = {"include_usage": True}
        async with session.post(url, data=orjson.dumps(body), headers={"Content-Type": "application/json"}) as r:
            if not stream:
                message = orjson.loads(await r.read())["choices"][0]["message"]
                text = message.get("content") or ""
                calls = message.get("tool_calls") or []
            else:
                text, calls_by_index = "", {}
                async for line in r.content:
                    if not line.startswith(b"data: ") or line.startswith(b"data: [DONE]"):
                        continue
                    data = orjson.loads(line[6:])
                    if not data.get("choices"):
                        continue
                    delta = data["choices"][0]["delta"]
                    if delta.get("content"):
                        if not first_token:
                            first_token = time.perf_counter() - started
                        text += delta["content"]
                    for tc in delta.get("tool_calls") or []:
                        entry = calls_by_index.setdefault(tc["index"], {"id": "", "name": "", "arguments": ""})
                        fn = tc.get("function") or {}
                        entry["id"] = entry["id"] or tc.get("id") or ""
                        entry["name"] = entry["name"] or fn.get("name") or ""
                        entry["arguments"] += fn.get("arguments") or ""
                calls = [
                    {"id": c["id"], "type": "function", "function": {"name": c["name"], "arguments": c["arguments"]}}
                    for _, c in sorted(calls_by_index.items())
                ]
        if not calls:
            return text, first_token
        messages.append({"role": "assistant", "content": text or None, "tool_calls": calls})
        for call in calls:
            arguments = orjson.loads(call["function"]["arguments"] or "{}")
            result = f"value-of-{arguments['key']}"
            messages.append({"role": "tool", "tool_call_id": call["id"], "content": result})


# -- sprig -------------------------------------------------------------------------------------------


async def sprig_call(client: ChatClient) -> str:
    return await client.prompt("look up ten keys").call().acontent()


async def sprig_stream(client: ChatClient) -> tuple[str, float]:
    started = time.perf_counter()
    first = 0.0
    text = ""
    async for piece in client.prompt("look up ten keys").stream().content():
        if not first:
            first = time.perf_counter() - started
        text += piece
    return text, first


async def timed(coro_factory: Any, repeat: int) -> list[float]:
    times = []
    for _ in range(repeat):
        started = time.perf_counter()
        await coro_factory()
        times.append(time.perf_counter() - started)
    return times


def start_server(rounds: int, delay: float = 0.0) -> tuple[multiprocessing.Process, int]:
    queue: Any = multiprocessing.Queue()
    process = multiprocessing.Process(target=serve, args=(queue, rounds, delay), daemon=True)
    process.start()
    return process, int(queue.get(timeout=30))


async def bench_rounds(port: int, repeat: int = 30) -> dict[str, float]:
    base = f"http://127.0.0.1:{port}/v1"
    url = base + "/chat/completions"
    model = OpenAiChatModel(model="m", base_url=base, api_key="k")
    client = ChatClient.builder(model).default_tools(lookup).build()
    results: dict[str, float] = {}
    async with aiohttp.ClientSession() as session:
        for _ in range(3):  # warm up both
            await hand_loop(session, url)
            await sprig_call(client)
        floor_call, ours_call, floor_stream, ours_stream = [], [], [], []
        floor_ttft, ours_ttft = [], []
        for _ in range(repeat):  # interleaved, so load on the machine hits both alike
            floor_call += await timed(lambda: hand_loop(session, url), 1)
            ours_call += await timed(lambda: sprig_call(client), 1)
            started = time.perf_counter()
            _, ttft = await hand_loop(session, url, stream=True)
            floor_stream.append(time.perf_counter() - started)
            floor_ttft.append(ttft)
            started = time.perf_counter()
            _, ttft = await sprig_stream(client)
            ours_stream.append(time.perf_counter() - started)
            ours_ttft.append(ttft)
    await model.aclose()
    rounds = ROUNDS + 1
    for name, floor, ours in (("call", floor_call, ours_call), ("stream", floor_stream, ours_stream)):
        f, o = statistics.median(floor), statistics.median(ours)
        results[f"{name}_floor_ms_per_round"] = f / rounds * 1e3
        results[f"{name}_sprig_ms_per_round"] = o / rounds * 1e3
        results[f"{name}_overhead_ms_per_round"] = (o - f) / rounds * 1e3
        results[f"{name}_ratio"] = o / f
    # time to first token: of the final streamed answer after ten tool rounds, so also per round
    results["ttft_floor_ms"] = statistics.median(floor_ttft) * 1e3
    results["ttft_sprig_ms"] = statistics.median(ours_ttft) * 1e3
    results["ttft_ratio"] = results["ttft_sprig_ms"] / results["ttft_floor_ms"]
    return results


async def bench_concurrency(port: int, conversations: int = 200) -> dict[str, float]:
    base = f"http://127.0.0.1:{port}/v1"
    url = base + "/chat/completions"
    model = OpenAiChatModel(model="m", base_url=base, api_key="k")
    client = ChatClient.builder(model).default_tools(lookup).build()
    connector = aiohttp.TCPConnector(limit=0)
    async with aiohttp.ClientSession(connector=connector) as session:
        await hand_loop(session, url)
        await sprig_call(client)
        started = time.perf_counter()
        await asyncio.gather(*(hand_loop(session, url) for _ in range(conversations)))
        floor = time.perf_counter() - started
        started = time.perf_counter()
        await asyncio.gather(*(sprig_call(client) for _ in range(conversations)))
        ours = time.perf_counter() - started
    await model.aclose()
    return {"floor_s": floor, "sprig_s": ours, "ratio": ours / floor}


def main() -> None:
    process, port = start_server(ROUNDS)
    try:
        rounds = asyncio.run(bench_rounds(port))
    finally:
        process.terminate()
    print(f"tool loop, {ROUNDS} tool rounds + answer, median of 30 (ms per round):")
    for mode in ("call", "stream"):
        floor, ours = rounds[f"{mode}_floor_ms_per_round"], rounds[f"{mode}_sprig_ms_per_round"]
        overhead, ratio = rounds[f"{mode}_overhead_ms_per_round"], rounds[f"{mode}_ratio"]
        print(f"  {mode:6}: floor {floor:.3f}  sprig {ours:.3f}  overhead {overhead:.3f} ms/round  ratio {ratio:.2f}x")
    print(
        f"  time to first token after 10 rounds: floor {rounds['ttft_floor_ms']:.2f} ms  "
        f"sprig {rounds['ttft_sprig_ms']:.2f} ms  ratio {rounds['ttft_ratio']:.2f}x"
    )
    process, port = start_server(5, delay=0.05)
    try:
        concurrency = asyncio.run(bench_concurrency(port))
    finally:
        process.terminate()
    print(
        f"200 conversations x 5 rounds, 50 ms per reply: floor {concurrency['floor_s']:.2f} s  "
        f"sprig {concurrency['sprig_s']:.2f} s  ratio {concurrency['ratio']:.2f}x"
    )


if __name__ == "__main__":
    main()
