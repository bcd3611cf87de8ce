"""Benchmark of compaction: a 60-round agent run with 20 KB tool results against a 16k-token model.

The model is a scripted OpenAI-compatible loopback server whose context is 16,384 tokens,
counted with a real tokenizer: the embedded model's (SmolLM2's, through llama.cpp's own
``/apply-template`` and ``/tokenize`` routes of the xllamacpp server; no vocabulary is fetched).
A request over the limit gets OpenAI's 400 ``context_length_exceeded``. It answers 60 tool
rounds (``read_file``, whose result is 20 KB of mixed prose, JSON and code), then a text answer;
requests without tools (the summarizer's) get a short summary. Reported:

- without compaction: the round at which the run dies;
- with ``CompactionAdvisor(max_context_tokens=14_000)``: whether the run finishes, the largest
  request in real tokens against the 16k limit, refusals, summaries;
- compaction's own time per round (estimating, clearing, rewriting; the summarizer's model
  calls excluded) against the round's own cost (the whole round: model reply, tool, loop);
- the default estimator's error against the real tokenizer on the same requests.

Run: ``.venv/bin/python bench/compaction.py`` (about 30-60 s; ``ROUNDS=`` changes the rounds).
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import statistics
import sys
import time
import urllib.request
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from sprig import ChatClient, ChatOptions, Prompt, ToolCallingManager, tool
from sprig.advisors import CompactionAdvisor, ToolCallAdvisor
from sprig.advisors._compact import estimate_tokens
from sprig.models import ChatResponse, ContextLengthError, OpenAiChatModel
from support.openai_server import ErrorReply, OpenAiLoopbackServer, RecordedRequest, reply

ROUNDS = int(os.environ.get("ROUNDS", "60"))
CONTEXT = 16_384
RESULT_BYTES = 20_000
_WORDS = [
    "the",
    "of",
    "and",
    "to",
    "in",
    "is",
    "that",
    "for",
    "it",
    "as",
    "was",
    "with",
    "be",
    "by",
    "on",
    "not",
    "he",
    "this",
    "are",
    "or",
    "his",
    "from",
    "at",
    "which",
    "but",
    "have",
    "an",
    "they",
    "you",
    "were",
    "her",
    "she",
    "there",
    "been",
    "one",
    "all",
    "we",
    "their",
    "has",
    "would",
    "when",
    "if",
    "so",
    "no",
    "will",
    "more",
    "out",
    "up",
    "into",
    "do",
    "any",
    "your",
    "what",
    "config",
    "server",
    "request",
    "timeout",
    "retry",
    "stream",
    "token",
    "budget",
    "context",
    "window",
    "summary",
    "round",
    "result",
]


def file_text(index: int) -> str:
    """20 KB of a plausible file: prose, a JSON block and some code, deterministic per index."""
    rng = random.Random(index)
    parts: list[str] = [f"# file{index}.txt\n"]
    while sum(len(p) for p in parts) < RESULT_BYTES:
        kind = rng.random()
        if kind < 0.6:
            sentence = " ".join(rng.choice(_WORDS) for _ in range(rng.randint(8, 20)))
            parts.append(sentence.capitalize() + ". ")
        elif kind < 0.8:
            record = {"id": rng.randint(1, 10**6), "name": rng.choice(_WORDS), "score": round(rng.random(), 4)}
            parts.append(json.dumps(record) + "\n")
        else:
            name = rng.choice(_WORDS)
            parts.append(f"def {name}_{rng.randint(0, 99)}(x):\n    return x * {rng.randint(2, 9)} + {name!r}\n")
    return "".join(parts)[:RESULT_BYTES]


@tool(description="Read a file of the project")
def read_file(path: str) -> str:
    index = int("".join(ch for ch in path if ch.isdigit()) or "0")
    return file_text(index)


# -- the real tokenizer --------------------------------------------------------------------------


class Tokenizer:
    """The embedded model's tokenizer and chat template, through llama.cpp's HTTP routes."""

    def __init__(self) -> None:
        import xllamacpp

        from sprig.models.local import default_model_path

        params = xllamacpp.CommonParams()
        params.model.path = str(default_model_path())
        params.n_ctx = 512  # only tokenizing: no prompt is evaluated
        params.n_parallel = 1
        params.verbosity = -1
        params.port = 0
        self._server = xllamacpp.Server(params)
        self.url = self._server.listening_address.rstrip("/")

    def _post(self, route: str, body: dict[str, Any]) -> Any:
        request = urllib.request.Request(
            self.url + route, data=json.dumps(body).encode(), headers={"Content-Type": "application/json"}
        )
        with urllib.request.urlopen(request, timeout=60) as response:
            return json.loads(response.read())

    def count(self, messages: list[dict[str, Any]]) -> int:
        """Tokens of an OpenAI ``messages`` array as the model sees it (its chat template applied)."""
        flat = [_flatten(m) for m in messages]
        prompt = self._post("/apply-template", {"messages": flat})["prompt"]
        return len(self._post("/tokenize", {"content": prompt, "add_special": True})["tokens"])


def _flatten(message: dict[str, Any]) -> dict[str, Any]:
    """A message the template renders whatever its role (tool calls written as their JSON)."""
    role = message["role"]
    content = message.get("content") or ""
    if message.get("tool_calls"):
        content += json.dumps(message["tool_calls"])
    return {"role": "user" if role == "tool" else role, "content": content}


# -- the 16k model -------------------------------------------------------------------------------


class SixteenK:
    """The loopback server's brain: refuses requests over 16k real tokens, else scripts the run."""

    def __init__(self, tokenizer: Tokenizer, rounds: int) -> None:
        self.tokenizer = tokenizer
        self.rounds = rounds
        self.tool_requests: list[int] = []  # real tokens of each request the model accepted
        self.every_request: list[int] = []  # ... and of every tool-loop request, refused ones too
        self.summaries = 0
        self.refused = 0

    def __call__(self, recorded: RecordedRequest) -> Any:
        messages = recorded.messages
        tokens = self.tokenizer.count(messages)
        if not recorded.tools:
            self.summaries += 1
            return reply("Summary: the user asked to read the project files one by one; files were read.")
        self.every_request.append(tokens)
        if tokens > CONTEXT:
            self.refused += 1
            text = (
                f"This model's maximum context length is {CONTEXT} tokens. "
                f"However, your messages resulted in {tokens} tokens."
            )
            return ErrorReply(400, text, body={"error": {"message": text, "code": "context_length_exceeded"}})
        self.tool_requests.append(tokens)
        calls_made = len(self.tool_requests) - 1  # compaction removes old calls: count them here
        if calls_made >= self.rounds:
            return reply("All files read.", usage={"prompt_tokens": tokens, "completion_tokens": 5})
        call = (f"call_{calls_made}", "read_file", json.dumps({"path": f"file{calls_made}.txt"}))
        return reply(tool_calls=[call], usage={"prompt_tokens": tokens, "completion_tokens": 20})


class Recorder:
    """A ``ChatModel`` passing requests on and keeping each tool-loop prompt's estimate."""

    def __init__(self, model: OpenAiChatModel) -> None:
        self.model = model
        self.estimates: list[int] = []

    @property
    def default_options(self) -> ChatOptions:
        return self.model.default_options

    async def call(self, prompt: Prompt) -> ChatResponse:
        if prompt.options.tool_callbacks:
            self.estimates.append(estimate_tokens(prompt.messages))
        return await self.model.call(prompt)

    def stream(self, prompt: Prompt) -> AsyncIterator[ChatResponse]:
        return self.model.stream(prompt)

    async def aclose(self) -> None:
        await self.model.aclose()


class TimedAdvisor(CompactionAdvisor):
    """Compaction with its own time measured: fitting each round, the summarizer's calls excluded."""

    spent = 0.0
    summarizer_time = 0.0

    async def _fit(self, request: Any, chain: Any) -> Any:
        start = time.perf_counter()
        before = TimedAdvisor.summarizer_time
        try:
            return await super()._fit(request, chain)
        finally:
            TimedAdvisor.spent += time.perf_counter() - start - (TimedAdvisor.summarizer_time - before)


class TimedSummarizer(OpenAiChatModel):
    async def call(self, prompt: Prompt) -> ChatResponse:
        start = time.perf_counter()
        try:
            return await super().call(prompt)
        finally:
            TimedAdvisor.summarizer_time += time.perf_counter() - start


async def run(url: str, brain: SixteenK, *, compaction: bool) -> dict[str, Any]:
    model = Recorder(OpenAiChatModel("bench-16k", base_url=url, api_key="k"))
    summarizer = TimedSummarizer("bench-16k", base_url=url, api_key="k")
    builder = ChatClient.builder(model).default_tools(read_file)
    if compaction:
        builder = builder.default_advisors(TimedAdvisor(14_000, summarizer=summarizer))
    manager = ToolCallingManager(max_calls_per_tool=ROUNDS + 5, max_total_calls=ROUNDS + 5)
    client = builder.default_advisors(ToolCallAdvisor(manager, max_rounds=ROUNDS + 5)).build()
    start = time.perf_counter()
    outcome = "finished"
    try:
        await client.prompt(f"Read file0.txt to file{ROUNDS - 1}.txt, one at a time").call().acontent()
    except ContextLengthError as exc:
        outcome = f"died at round {len(brain.tool_requests)}: {str(exc)[:90]}"
    wall = time.perf_counter() - start
    await model.aclose()
    await summarizer.aclose()
    return {"outcome": outcome, "wall": wall, "estimates": model.estimates}


def main() -> None:
    tokenizer = Tokenizer()
    with OpenAiLoopbackServer() as server:
        bare = SixteenK(tokenizer, ROUNDS)
        server.always(bare)
        plain = asyncio.run(run(server.url, bare, compaction=False))
        print(f"without compaction: {plain['outcome']}")

        brain = SixteenK(tokenizer, ROUNDS)
        server.always(brain)
        result = asyncio.run(run(server.url, brain, compaction=True))
    rounds = len(brain.tool_requests)
    print(
        f"with compaction: {result['outcome']} after {rounds} requests ({brain.summaries} summaries, "
        f"{brain.refused} refused)"
    )
    print(
        f"largest request: {max(brain.tool_requests)} real tokens (limit {CONTEXT}); "
        f"median {statistics.median(brain.tool_requests):.0f}"
    )
    per_round = result["wall"] / rounds
    compaction_ms = TimedAdvisor.spent / rounds * 1000
    print(f"round's own cost: {per_round * 1000:.1f} ms (model reply incl. the server's tokenizing, tool, loop)")
    print(
        f"compaction per round (no model call): {compaction_ms:.2f} ms = {compaction_ms / (per_round * 1000):.1%} "
        f"of the round; summarizer calls: {TimedAdvisor.summarizer_time * 1000 / max(brain.summaries, 1):.1f} ms each"
    )
    ratios = [e / r for e, r in zip(result["estimates"], brain.every_request, strict=True)]
    print(
        f"estimator / real tokens over {len(ratios)} requests: median {statistics.median(ratios):.2f}, "
        f"min {min(ratios):.2f}, max {max(ratios):.2f}"
    )
    big = [r for r, real in zip(ratios, brain.every_request, strict=True) if real > 1000]
    print(f"... over the {len(big)} requests above 1,000 tokens: min {min(big):.2f}, max {max(big):.2f}")


if __name__ == "__main__":
    main()
