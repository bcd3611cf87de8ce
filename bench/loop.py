"""Benchmark of the whole tool loop: ChatClient + ToolCallAdvisor + OpenAiChatModel.

Against a floor measured in the same run: a hand-written tool loop on aiohttp + orjson that does
the same work (post the conversation, parse the reply, run the tool, append the messages, again).
The loopback server runs in another process and answers by conversation length: a tool call for
the first ``ROUNDS`` rounds, then a text answer. Reported:

- time per tool round (blocking and streaming), wall and CPU (``time.process_time`` of this
  process: the server runs in another), sprig / floor; with the tool as a sync function (sprig
  runs it in a worker thread) and as an async function (run on the loop, like the floor's);
- time to first token of a streamed answer, sprig vs the hand-written stream;
- 200 concurrent conversations x 5 rounds with 50 ms per reply, wall and CPU time vs the floor,
  interleaved repetitions, and the time spent in garbage collection.

Run: ``.venv/bin/python bench/loop.py`` (about 60 s; ``REPEAT=`` and ``CONCURRENCY_REPEAT=``
change the repetitions).
"""

from __future__ import annotations

import asyncio
import gc
import multiprocessing
import os
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
REPEAT = int(os.environ.get("REPEAT", "20"))
CONCURRENCY_REPEAT = int(os.environ.get("CONCURRENCY_REPEAT", "5"))


@tool
def lookup(key: str) -> str:
    """Look a key up."""
    return f"value-of-{key}"


@tool(name="lookup")
async def alookup(key: str) -> str:
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


def _lookup(key: str) -> str:
    return f"value-of-{key}"


async def hand_loop(
    session: aiohttp.ClientSession, url: str, *, stream: bool = False, threaded: bool = False
) -> tuple[str, float]:
    """Returns the answer and the time to its first text token (stream) or 0.

    ``threaded`` runs the tool through ``asyncio.to_thread``, as sprig runs a sync tool.
    """
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
            if threaded:
                result = await asyncio.to_thread(_lookup, arguments["key"])
            else:
                result = _lookup(arguments["key"])
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


class _GcTimer:
    """Seconds spent in garbage collection while started (through ``gc.callbacks``)."""

    def __init__(self) -> None:
        self.total = 0.0
        self._started = 0.0
        gc.callbacks.append(self._callback)

    def _callback(self, phase: str, info: dict[str, Any]) -> None:
        if phase == "start":
            self._started = time.perf_counter()
        else:
            self.total += time.perf_counter() - self._started


async def measured(coro_factory: Any) -> tuple[float, float, Any]:
    """Wall and CPU seconds of one run, and its result."""
    wall, cpu = time.perf_counter(), time.process_time()
    result = await coro_factory()
    return time.perf_counter() - wall, time.process_time() - cpu, result


def start_server(rounds: int, delay: float = 0.0) -> tuple[multiprocessing.Process, int]:
    queue: Any = multiprocessing.Queue()
    process = multiprocessing.Process(target=serve, args=(queue, rounds, delay), daemon=True)
    process.start()
    return process, int(queue.get(timeout=30))


async def bench_rounds(port: int, repeat: int = REPEAT) -> dict[str, dict[str, float]]:
    """Per tool round, blocking and streaming: medians of interleaved runs (wall, CPU, TTFT)."""
    base = f"http://127.0.0.1:{port}/v1"
    url = base + "/chat/completions"
    model = OpenAiChatModel(model="m", base_url=base, api_key="k")
    sync_client = ChatClient.builder(model).default_tools(lookup).build()
    async_client = ChatClient.builder(model).default_tools(alookup).build()
    jobs: dict[str, Any] = {}
    async with aiohttp.ClientSession() as session:
        jobs["call floor"] = lambda: hand_loop(session, url)
        jobs["call floor + to_thread"] = lambda: hand_loop(session, url, threaded=True)
        jobs["call sprig, sync tool"] = lambda: sprig_call(sync_client)
        jobs["call sprig, async tool"] = lambda: sprig_call(async_client)
        jobs["stream floor"] = lambda: hand_loop(session, url, stream=True)
        jobs["stream floor + to_thread"] = lambda: hand_loop(session, url, stream=True, threaded=True)
        jobs["stream sprig, sync tool"] = lambda: sprig_stream(sync_client)
        jobs["stream sprig, async tool"] = lambda: sprig_stream(async_client)
        samples: dict[str, list[tuple[float, float, float]]] = {name: [] for name in jobs}
        for _ in range(3):  # warm up
            for job in jobs.values():
                await job()
        for _ in range(repeat):  # interleaved, so load on the machine hits all alike
            for name, job in jobs.items():
                wall, cpu, result = await measured(job)
                ttft = result[1] if isinstance(result, tuple) else 0.0
                samples[name].append((wall, cpu, ttft))
    await model.aclose()
    rounds = ROUNDS + 1
    results: dict[str, dict[str, float]] = {}
    for name, runs in samples.items():
        results[name] = {
            "wall_ms": statistics.median(r[0] for r in runs) / rounds * 1e3,
            "cpu_ms": statistics.median(r[1] for r in runs) / rounds * 1e3,
            "ttft_ms": statistics.median(r[2] for r in runs) * 1e3,
        }
    return results


async def bench_concurrency(
    port: int, conversations: int = 200, repeat: int = CONCURRENCY_REPEAT
) -> dict[str, dict[str, float]]:
    """200 conversations at once, floor and sprig alternating ``repeat`` times: medians."""
    base = f"http://127.0.0.1:{port}/v1"
    url = base + "/chat/completions"
    model = OpenAiChatModel(model="m", base_url=base, api_key="k")
    client = ChatClient.builder(model).default_tools(lookup).build()
    async_client = ChatClient.builder(model).default_tools(alookup).build()
    gc_timer = _GcTimer()
    connector = aiohttp.TCPConnector(limit=0)
    async with aiohttp.ClientSession(connector=connector) as session:
        jobs = {
            "floor": lambda: asyncio.gather(*(hand_loop(session, url) for _ in range(conversations))),
            "floor + to_thread": lambda: asyncio.gather(
                *(hand_loop(session, url, threaded=True) for _ in range(conversations))
            ),
            "sprig, sync tool": lambda: asyncio.gather(*(sprig_call(client) for _ in range(conversations))),
            "sprig, async tool": lambda: asyncio.gather(*(sprig_call(async_client) for _ in range(conversations))),
        }
        samples: dict[str, list[tuple[float, float, float]]] = {name: [] for name in jobs}
        await hand_loop(session, url)
        await sprig_call(client)
        for _ in range(repeat):
            for name, job in jobs.items():
                gc_before = gc_timer.total
                wall, cpu, _ = await measured(job)
                samples[name].append((wall, cpu, gc_timer.total - gc_before))
    await model.aclose()
    return {
        name: {
            "wall_s": statistics.median(r[0] for r in runs),
            "cpu_s": statistics.median(r[1] for r in runs),
            "gc_s": statistics.median(r[2] for r in runs),
        }
        for name, runs in samples.items()
    }


def main() -> None:
    print(f"load average before: {os.getloadavg()[0]:.2f}")
    process, port = start_server(ROUNDS)
    try:
        rounds = asyncio.run(bench_rounds(port))
    finally:
        process.terminate()
    print(f"tool loop, {ROUNDS} tool rounds + answer, medians of {REPEAT} interleaved runs, per round:")
    for mode in ("call", "stream"):
        floor = rounds[f"{mode} floor"]
        for name, value in rounds.items():
            if not name.startswith(mode):
                continue
            line = (
                f"  {name:26} wall {value['wall_ms']:.3f} ms ({value['wall_ms'] / floor['wall_ms']:.2f}x)"
                f"  cpu {value['cpu_ms']:.3f} ms ({value['cpu_ms'] / floor['cpu_ms']:.2f}x)"
            )
            if mode == "stream":
                line += f"  ttft {value['ttft_ms']:.2f} ms ({value['ttft_ms'] / floor['ttft_ms']:.2f}x)"
            print(line)
    process, port = start_server(5, delay=0.05)
    try:
        concurrency = asyncio.run(bench_concurrency(port))
    finally:
        process.terminate()
    floor = concurrency["floor"]
    print(f"200 conversations x 5 rounds, 50 ms per reply, medians of {CONCURRENCY_REPEAT} interleaved runs:")
    for name, value in concurrency.items():
        print(
            f"  {name:18} wall {value['wall_s']:.3f} s ({value['wall_s'] / floor['wall_s']:.2f}x)"
            f"  cpu {value['cpu_s']:.3f} s ({value['cpu_s'] / floor['cpu_s']:.2f}x)  gc {value['gc_s']:.3f} s"
        )
    print(f"load average after: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
