"""Benchmark of ``OpenAiResponsesChatModel``: per tool round, against a hand-written aiohttp loop.

The loopback Responses server (``tests/support/responses_server.py``) runs in another process and
answers by how many ``function_call_output`` items the input holds: a reasoning item (with
encrypted content) and a function call for the first ``ROUNDS`` rounds, then a text answer. Every
round sends the whole conversation back, reasoning items included, as the stateless API requires.

- floor: a hand-written loop on aiohttp + orjson doing the same work (post the items, read the
  output, run the tool inline, append the reasoning and call items and the output, post again);
  blocking (JSON) and streaming (SSE, reading the items of ``response.output_item.done``);
- model: the same loop written by hand around ``OpenAiResponsesChatModel.call`` / ``.stream``
  (sprig's messages, the request body built from them, the reply parsed into a ``ChatResponse``);
- client: the whole sprig loop, ``ChatClient`` + ``ToolCallAdvisor`` + the model.

Run: ``.venv/bin/python bench/responses.py`` (about 30 s; ``REPEAT=`` changes the repetitions).
"""

from __future__ import annotations

import asyncio
import multiprocessing
import os
import statistics
import sys
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import aiohttp
import orjson

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from sprig import ChatClient, tool
from sprig.messages import Message, SystemMessage, ToolResponse, ToolResponseMessage, UserMessage
from sprig.models import OpenAiResponsesChatModel, RetryPolicy, aggregate_chunks
from sprig.prompt import ChatOptions, Prompt
from sprig.tools.resolve import resolve_tool_callbacks
from support.openai_server import RecordedRequest
from support.responses_server import (
    ResponsesLoopbackServer,
    ResponsesReply,
    function_call_item,
    message_item,
    reasoning_item,
)

ROUNDS = 10
REPEAT = int(os.environ.get("REPEAT", "15"))
ANSWER = "All ten values are looked up."
TOOL = {
    "type": "function",
    "name": "lookup",
    "description": "Look a key up.",
    "parameters": {"type": "object", "properties": {"key": {"type": "string"}}, "required": ["key"]},
    "strict": False,
}


@tool
async def lookup(key: str) -> str:
    """Look a key up."""
    return f"value-of-{key}"


def run_inline(arguments: str) -> str:
    """The tool as the hand-written loops run it: inline, on the parsed arguments."""
    return f"value-of-{orjson.loads(arguments)['key']}"


def _answer(recorded: RecordedRequest) -> ResponsesReply:
    items = recorded.body.get("input", []) if isinstance(recorded.body, dict) else []
    done = sum(1 for item in items if item.get("type") == "function_call_output")
    if done < ROUNDS:
        output = [
            reasoning_item(f"look up k{done}", encrypted="gAAAA" + "x" * 400, id=f"rs_{done}"),
            function_call_item(f"call_{done}", "lookup", f'{{"key": "k{done}"}}'),
        ]
        return ResponsesReply(output=output, chunk_size=8)
    return ResponsesReply(output=[message_item(ANSWER)], chunk_size=8)


def serve(port_queue: Any) -> None:
    """Child process: the scripted Responses server."""

    async def main() -> None:
        async with ResponsesLoopbackServer(always=_answer) as server:
            server.requests = _Discard()  # type: ignore[assignment]
            port_queue.put(server.port)
            await asyncio.Event().wait()

    asyncio.run(main())


class _Discard(list[Any]):
    def append(self, item: Any) -> None:
        pass


# -- the floor: a hand-written loop -------------------------------------------------------------


def _body(items: list[dict[str, Any]], stream: bool) -> bytes:
    body: dict[str, Any] = {
        "model": "test-model",
        "input": items,
        "instructions": "You look things up.",
        "store": False,
        "include": ["reasoning.encrypted_content"],
        "tools": [TOOL],
    }
    if stream:
        body["stream"] = True
    return orjson.dumps(body)


async def _output_json(session: aiohttp.ClientSession, url: str, items: list[dict[str, Any]]) -> list[Any]:
    async with session.post(url, data=_body(items, False), headers={"Content-Type": "application/json"}) as reply:
        output: list[Any] = orjson.loads(await reply.read())["output"]
    return output


async def _output_sse(session: aiohttp.ClientSession, url: str, items: list[dict[str, Any]]) -> list[Any]:
    output: list[Any] = []
    async with session.post(url, data=_body(items, True), headers={"Content-Type": "application/json"}) as reply:
        async for line in reply.content:
            if line.startswith(b"data: "):
                event = orjson.loads(line[6:])
                if event["type"] == "response.output_item.done":
                    output.append(event["item"])
    return output


async def hand_loop(session: aiohttp.ClientSession, url: str, stream: bool) -> str:
    items: list[dict[str, Any]] = [{"role": "user", "content": "Look up k0 to k9."}]
    read = _output_sse if stream else _output_json
    while True:
        output = await read(session, url, items)
        calls = [item for item in output if item["type"] == "function_call"]
        if not calls:
            return "".join(p["text"] for item in output if item["type"] == "message" for p in item["content"])
        items += output
        for call in calls:
            result = run_inline(call["arguments"])
            items.append({"type": "function_call_output", "call_id": call["call_id"], "output": result})


# -- the model in a hand-written loop, and the whole client ---------------------------------------


async def model_loop(model: OpenAiResponsesChatModel, options: ChatOptions, stream: bool) -> str:
    messages: list[Message] = [SystemMessage("You look things up."), UserMessage("Look up k0 to k9.")]
    while True:
        prompt = Prompt(messages, options)
        if stream:
            response = aggregate_chunks([chunk async for chunk in model.stream(prompt)])
        else:
            response = await model.call(prompt)
        message = response.result.output
        if not message.tool_calls:
            return message.text
        results = [ToolResponse(c.id, c.name, run_inline(c.arguments)) for c in message.tool_calls]
        messages += [message, ToolResponseMessage(results)]


async def client_loop(client: ChatClient, stream: bool) -> str:
    spec = client.prompt().system("You look things up.").user("Look up k0 to k9.")
    if stream:
        return "".join([piece async for piece in spec.stream().content()])
    return await spec.call().acontent()


async def per_round(run: Callable[[], Awaitable[str]]) -> float:
    started = time.perf_counter()
    assert await run() == ANSWER
    return (time.perf_counter() - started) / ROUNDS


async def bench(port: int) -> dict[str, dict[str, float]]:
    base = f"http://127.0.0.1:{port}/v1"
    url = f"{base}/responses"
    model = OpenAiResponsesChatModel("test-model", base_url=base, api_key="k", retry=RetryPolicy.none())
    options = ChatOptions(tool_callbacks=resolve_tool_callbacks(lookup))
    client = ChatClient.builder(model).default_tools(lookup).build()
    samples: dict[tuple[str, str], list[float]] = {}
    async with aiohttp.ClientSession() as session:
        for repetition in range(REPEAT + 1):
            for stream in (False, True):
                kind = "streaming" if stream else "blocking"
                runs: dict[str, Callable[[], Awaitable[str]]] = {
                    "floor": lambda stream=stream: hand_loop(session, url, stream),  # type: ignore[misc]
                    "model": lambda stream=stream: model_loop(model, options, stream),  # type: ignore[misc]
                    "client": lambda stream=stream: client_loop(client, stream),  # type: ignore[misc]
                }
                for who, run in runs.items():
                    value = await per_round(run)
                    if repetition:  # the first repetition warms up
                        samples.setdefault((kind, who), []).append(value)
    await model.aclose()
    out: dict[str, dict[str, float]] = {}
    for (kind, who), values in samples.items():
        out.setdefault(kind, {})[who] = statistics.median(values) * 1e3
    return out


def main() -> None:
    ctx = multiprocessing.get_context("spawn")
    queue = ctx.Queue()
    server = ctx.Process(target=serve, args=(queue,), daemon=True)
    server.start()
    try:
        results = asyncio.run(bench(queue.get(timeout=30)))
    finally:
        server.terminate()
        server.join()
    print(f"ms per tool round ({ROUNDS} rounds, reasoning items sent back every round; median of {REPEAT})")
    for kind, by in results.items():
        floor = by["floor"]
        print(
            f"    {kind:9} hand-written aiohttp {floor:.3f} | model in a hand loop {by['model']:.3f}"
            f" ({by['model'] / floor:.2f}x) | ChatClient tool loop {by['client']:.3f} ({by['client'] / floor:.2f}x)"
        )


if __name__ == "__main__":
    main()
