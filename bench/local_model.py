"""The embedded local model: load time, time to first token, tokens per second, tool-call latency.

The floor is xllamacpp driven directly (same weights, same server settings, same requests),
measured in the same run; sprig's numbers are printed next to it with their ratio.

    .venv/bin/python bench/local_model.py
"""

from __future__ import annotations

import asyncio
import statistics
import threading
import time
from collections.abc import Mapping
from typing import Any

from sprig.models import LocalChatModel
from sprig.models.local import default_model_path, default_threads
from sprig.prompt import ChatOptions, Prompt
from sprig.tools.callback import ToolCallback
from sprig.tools.context import ToolContext
from sprig.tools.definition import ToolDefinition

ROUNDS = 6
THREADS = default_threads()
MAX_TOKENS = 128
QUESTIONS = [f"Write a short note about the number {n} and why people like it." for n in range(ROUNDS * 2)]


class TimeTool(ToolCallback):
    def __init__(self, name: str) -> None:
        self._name = name

    @property
    def definition(self) -> ToolDefinition:
        schema = {
            "type": "object",
            "properties": {"zone": {"type": "string"}},
            "required": ["zone"],
            "additionalProperties": False,
        }
        return ToolDefinition(self._name, "Current time in an IANA time zone", schema)

    async def acall(self, arguments: str, context: ToolContext | Mapping[str, Any] | None = None) -> str:
        return "09:30"


def raw_run(server: Any, question: str) -> tuple[float, int, float]:
    """Time to first token, tokens, and total seconds, streaming straight from xllamacpp."""
    body = {
        "messages": [{"role": "user", "content": question}],
        "max_tokens": MAX_TOKENS,
        "temperature": 0.2,
        "top_p": 0.9,
        "seed": 1,
        "stream": True,
        "ignore_eos": True,
    }
    first: list[float] = []
    tokens = 0
    start = time.perf_counter()

    def on_chunk(chunk: dict[str, Any]) -> bool:
        nonlocal tokens
        for choice in chunk.get("choices") or ():
            if (choice.get("delta") or {}).get("content"):
                tokens += 1
                if not first:
                    first.append(time.perf_counter())
        return False

    done = threading.Event()

    def run() -> None:
        server.handle_chat_completions(body, on_chunk)
        done.set()

    threading.Thread(target=run).start()
    done.wait()
    return first[0] - start, tokens, time.perf_counter() - start


async def sprig_run(model: LocalChatModel, question: str) -> tuple[float, int, float]:
    options = ChatOptions(max_tokens=MAX_TOKENS, seed=1, extra_body={"ignore_eos": True})
    start = time.perf_counter()
    first = 0.0
    tokens = 0
    async for chunk in model.stream(Prompt(question, options)):
        if chunk.text:
            tokens += 1
            first = first or time.perf_counter()
    return first - start, tokens, time.perf_counter() - start


async def tool_run(model: LocalChatModel, question: str) -> tuple[float, float]:
    tools = [TimeTool("get_time"), TimeTool("world_clock")]
    options = ChatOptions(tool_callbacks=tools, tool_choice="required", seed=1, max_tokens=64)
    start = time.perf_counter()
    first = 0.0
    async for chunk in model.stream(Prompt(question, options)):
        if any(d.arguments for d in chunk.result.tool_call_deltas):
            first = first or time.perf_counter()
    return first - start, time.perf_counter() - start


def summary(runs: list[tuple[float, int, float]]) -> tuple[float, float]:
    ttft = statistics.median(r[0] for r in runs)
    rate = statistics.median((r[1] - 1) / (r[2] - r[0]) for r in runs)
    return ttft, rate


async def main() -> None:
    import xllamacpp

    path = default_model_path()
    start = time.perf_counter()
    params = xllamacpp.CommonParams()
    params.model.path = str(path)
    params.n_ctx = 4096
    params.verbosity = -1
    params.cpuparams.n_threads = params.cpuparams_batch.n_threads = THREADS
    raw_server = xllamacpp.Server(params)
    raw_load = time.perf_counter() - start

    model = LocalChatModel(path, n_threads=THREADS)
    start = time.perf_counter()
    await model.aload()
    sprig_load = time.perf_counter() - start

    raw_runs: list[tuple[float, int, float]] = []
    sprig_runs: list[tuple[float, int, float]] = []
    for n in range(ROUNDS):  # interleaved, so both see the same machine load
        raw_runs.append(await asyncio.to_thread(raw_run, raw_server, QUESTIONS[2 * n]))
        sprig_runs.append(await sprig_run(model, QUESTIONS[2 * n + 1]))
    tool_runs = [await tool_run(model, q) for q in ("Time in Tokyo?", "Time in London?", "Time in Lima?")]
    del raw_server

    raw_ttft, raw_rate = summary(raw_runs)
    ttft, rate = summary(sprig_runs)
    print(
        f"weights: {path.name} ({path.stat().st_size / 1e6:.0f} MB), {THREADS} thread(s), "
        f"{ROUNDS} runs of {MAX_TOKENS} tokens"
    )
    print(f"load              raw {raw_load * 1000:7.0f} ms   sprig {sprig_load * 1000:7.0f} ms")
    print(
        f"time to 1st token raw {raw_ttft * 1000:7.1f} ms   sprig {ttft * 1000:7.1f} ms   ratio {ttft / raw_ttft:.2f}"
    )
    print(f"tokens per second raw {raw_rate:7.1f}      sprig {rate:7.1f}      ratio {rate / raw_rate:.2f}")
    first_delta = statistics.median(t[0] for t in tool_runs)
    whole = statistics.median(t[1] for t in tool_runs)
    print(
        f"tool call (choose 1 of 2 tools, then arguments): first argument delta {first_delta * 1000:.0f} ms, "
        f"complete call {whole * 1000:.0f} ms"
    )
    await model.aclose()


if __name__ == "__main__":
    asyncio.run(main())
