"""Tool search: what it saves on the wire, what a search costs, and the rounds it adds.

1. The first request of a conversation offering 200 realistic tools (those of the MCP test
   servers, listed over MCP, plus catalogue tools like ``github_create_issue``), sent by
   ``OpenAiChatModel`` to the loopback server: body size and estimated tokens (UTF-8 bytes / 4)
   with and without ``ToolSearchAdvisor``.
2. Search latency per query over 1,000 tools: the ``search_tools`` tool end to end (parse the
   arguments, rank with BM25, format the result), against the floor of ``bm25s`` scoring alone
   on the same index (``BM25.get_scores``), and the one-time index build.
3. Rounds added, with a scripted model that searches for each tool it needs and is not sent yet,
   then calls it: tasks needing 1 to 4 different tools, and the same task again in the next turn.
4. The advisor's cost per tool round (ScriptedChatModel, 200 tools): without the advisor, with it
   below its threshold, and deferring.

Run: ``.venv/bin/python bench/tool_search.py`` (about 30 s).
"""

from __future__ import annotations

import asyncio
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any

# Run as a script, this file's folder comes first on sys.path and bench/mcp.py would hide the SDK.
sys.path[:] = [entry for entry in sys.path if Path(entry or ".").resolve() != Path(__file__).resolve().parent]
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

import orjson  # noqa: E402

from sprig import ChatClient, ToolCall  # noqa: E402
from sprig.advisors import ToolSearchAdvisor  # noqa: E402
from sprig.mcp import McpToolCallbackProvider  # noqa: E402
from sprig.models import OpenAiChatModel, ScriptedChatModel  # noqa: E402
from sprig.prompt import Prompt  # noqa: E402
from sprig.state import InMemoryStore  # noqa: E402
from sprig.tools import BM25ToolIndex, ToolCallback  # noqa: E402
from support.mcp_servers import counter_stdio, everything_available, everything_stdio, time_stdio  # noqa: E402
from support.openai_server import OpenAiLoopbackServer, reply  # noqa: E402
from support.tool_catalog import catalog  # noqa: E402

QUERIES = [
    "create a github issue",
    "send a slack message to the team channel",
    "refund a stripe payment",
    "list kubernetes pods in a namespace",
    "search zendesk tickets from a customer",
    "schedule a calendar event with attendees",
    "upload a file to s3",
    "page the on-call engineer",
    "what time is it in Tokyo",
    "update a salesforce opportunity",
]


def _table(rows: list[tuple[str, ...]]) -> None:
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    for n, row in enumerate(rows):
        print("| " + " | ".join(cell.ljust(widths[i]) for i, cell in enumerate(row)) + " |")
        if n == 0:
            print("| " + " | ".join("-" * w for w in widths) + " |")


# -- 1. the first request ---------------------------------------------------------------------------


async def _mcp_tools() -> tuple[list[ToolCallback], list[Any]]:
    servers = [counter_stdio(), time_stdio(name="time")]
    if everything_available():
        servers.append(everything_stdio(name="everything"))
    providers = [McpToolCallbackProvider(server) for server in servers]
    tools: list[ToolCallback] = []
    for provider in providers:
        await provider.__aenter__()
        tools.extend(await provider.atool_callbacks())
    return tools, providers


async def first_request() -> None:
    mcp_tools, providers = await _mcp_tools()
    tools: list[ToolCallback] = [*mcp_tools, *catalog(200 - len(mcp_tools))]
    always = [tools[-1].name, tools[-2].name, tools[-3].name]
    advisors = [None, ToolSearchAdvisor(), ToolSearchAdvisor(always=always)]
    async with OpenAiLoopbackServer() as server:
        server.add(*(reply("ok") for _ in advisors))
        model = OpenAiChatModel(model="m", base_url=server.url, api_key="k")
        for advisor in advisors:
            builder = ChatClient.builder(model).default_tools(*tools)
            client = (builder.default_advisors(advisor) if advisor else builder).build()
            await client.prompt("Open an issue for the failing build").call().acontent()
        await model.aclose()
        sizes = [len(orjson.dumps(r.body)) for r in server.requests]
        counts = [len(r.tools) for r in server.requests]
    for provider in providers:
        await provider.__aexit__(None, None, None)
    print(f"\n1. First request, {len(tools)} tools ({len(mcp_tools)} listed from the MCP test servers)\n")
    labels = ["every tool", "ToolSearchAdvisor()", "ToolSearchAdvisor(always=3 tools)"]
    rows = [("request", "tools sent", "body bytes", "estimated tokens", "smaller by")]
    for label, size, count in zip(labels, sizes, counts, strict=True):
        rows.append((label, str(count), f"{size:,}", f"{size // 4:,}", f"{1 - size / sizes[0]:.1%}"))
    _table(rows)


# -- 2. search latency ------------------------------------------------------------------------------


def search_latency(n_tools: int = 1000, repeats: int = 300) -> None:
    definitions = [t.definition for t in catalog(n_tools)]
    index = BM25ToolIndex()
    index.index_of(definitions[:10])  # import bm25s and numpy before the clock starts
    started = time.perf_counter()
    built = index.index_of(definitions)
    build_ms = (time.perf_counter() - started) * 1000
    advisor = ToolSearchAdvisor(index=index)
    (search_tool,) = advisor.advisor_tools(catalog(n_tools))
    words = [["github", "issue"], ["slack", "message", "channel"], ["stripe", "refund"], ["kubernetes", "pod"]]

    def floor_ms() -> float:
        start = time.perf_counter()
        for i in range(repeats):
            built.model.get_scores(words[i % len(words)])
        return (time.perf_counter() - start) / repeats * 1000

    async def tool_ms() -> float:
        start = time.perf_counter()
        for i in range(repeats):
            await search_tool.acall(json.dumps({"query": QUERIES[i % len(QUERIES)]}))
        return (time.perf_counter() - start) / repeats * 1000

    floors, tools = [], []
    for _ in range(5):  # interleaved, medians
        floors.append(floor_ms())
        tools.append(asyncio.run(tool_ms()))
    floor, full = statistics.median(floors), statistics.median(tools)
    print(f"\n2. Search latency, {n_tools:,} tools (medians of 5 x {repeats} queries)\n")
    _table(
        [
            ("what", "per query", "ratio"),
            ("floor: bm25s get_scores alone", f"{floor:.3f} ms", "1.00x"),
            ("search_tools end to end (parse, rank, format)", f"{full:.3f} ms", f"{full / floor:.2f}x"),
            ("index build, once per tool set", f"{build_ms:.0f} ms", ""),
        ]
    )


# -- 3. rounds added --------------------------------------------------------------------------------


def _needing(names: list[str]) -> Any:
    """A scripted model that calls each tool of ``names`` in turn, searching first for any not sent."""

    def step(prompt: Prompt) -> ToolCall | str:
        done = {m.tool_calls[0].name for m in prompt.messages if getattr(m, "tool_calls", ())}
        offered = {cb.name for cb in prompt.options.tool_callbacks}
        for name in names:
            if name in done:
                continue
            if name in offered:
                return ToolCall(f"c{len(done)}", name, json.dumps({"id": "1"}))
            return ToolCall(f"s{len(done)}", "search_tools", json.dumps({"query": name.replace("_", " ")}))
        return "done"

    return step


def rounds_added() -> None:
    tools = catalog(200)
    pool = [t.name for t in tools if "_get_" in t.name]
    rows = [("tools the task needs", "rounds without search", "with search, 1st turn", "added", "2nd turn", "added")]
    for k in (1, 2, 3, 4):
        needed = pool[:: len(pool) // k][:k]
        counts = []
        for advisor in (None, ToolSearchAdvisor(max_results=3)):
            model = ScriptedChatModel([_needing(needed)], repeat_last=True)
            builder = ChatClient.builder(model).default_tools(*tools).default_store(InMemoryStore())
            client = (builder.default_advisors(advisor) if advisor else builder).build()
            for turn in ("first", "second"):
                model.prompts.clear()
                client.prompt(turn).advisor_params(conversation_id="c").call().content()
                counts.append(len(model.prompts))
        plain, _, first, second = counts
        rows.append((str(k), str(plain), str(first), str(first - plain), str(second), str(second - plain)))
    print("\n3. Model rounds (scripted model: searches for each needed tool not sent yet, then calls it)\n")
    _table(rows)


# -- 4. cost per round ------------------------------------------------------------------------------


def cost_per_round(rounds: int = 20, repeats: int = 9) -> None:
    tools = catalog(200)
    name = next(t.name for t in tools if "_get_" in t.name)

    def run(advisor: ToolSearchAdvisor | None) -> float:
        script: list[Any] = [ToolCall(f"c{i}", name, '{"id": "1"}') for i in range(rounds)]
        model = ScriptedChatModel([*script, "done"])
        builder = ChatClient.builder(model).default_tools(*tools)
        client = (builder.default_advisors(advisor) if advisor else builder).build()
        start = time.perf_counter()
        client.prompt("go").advisor_params(conversation_id="c").call().content()
        return (time.perf_counter() - start) / (rounds + 1) * 1000

    cases = {
        "no advisor (the floor)": None,
        "ToolSearchAdvisor(threshold=500): below it": ToolSearchAdvisor(threshold=500),
        "ToolSearchAdvisor(): deferring": ToolSearchAdvisor(),
    }
    times: dict[str, list[float]] = {label: [] for label in cases}
    for _ in range(repeats):
        for label, advisor in cases.items():
            times[label].append(run(advisor))
    floor = statistics.median(times["no advisor (the floor)"])
    print(f"\n4. Cost per tool round, {len(tools)} tools, ScriptedChatModel (medians of {repeats} x {rounds} rounds)\n")
    rows = [("loop", "ms per round", "ratio")]
    for label in cases:
        median = statistics.median(times[label])
        rows.append((label, f"{median:.3f}", f"{median / floor:.2f}x"))
    _table(rows)


if __name__ == "__main__":
    asyncio.run(first_request())
    search_latency()
    rounds_added()
    cost_per_round()
