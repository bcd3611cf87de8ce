"""Overhead of an MCP tool call through sprig against a direct call with the SDK's client.

Both sides call ``echo`` on the same kind of server (the stateful test server, a stdio
subprocess). The floor is ``mcp.Client.call_tool`` in an ``async with`` on the caller's loop;
sprig's ``McpToolCallback.acall`` parses the model's JSON arguments, hands the call to the
session's owner loop, and renders the result as text. Rounds alternate so drift hits both.

Run: ``.venv/bin/python bench/mcp.py`` (about 15 s).
"""

from __future__ import annotations

import asyncio
import statistics
import sys
import time
from pathlib import Path

# Run as a script, this file's folder comes first on sys.path and its name would hide the SDK.
sys.path[:] = [entry for entry in sys.path if Path(entry or ".").resolve() != Path(__file__).resolve().parent]

from mcp import Client, StdioServerParameters  # noqa: E402
from sprig.mcp import McpToolCallbackProvider, StdioServer  # noqa: E402

SERVER = Path(__file__).resolve().parents[1] / "tests/support/mcp_counter_server.py"
CALLS = 200
ROUNDS = 5


async def _direct(client: Client, calls: int) -> float:
    start = time.perf_counter()
    for i in range(calls):
        result = await client.call_tool("echo", {"text": f"hi {i}"})
        assert not result.is_error
    return (time.perf_counter() - start) / calls


async def _sprig(callback: object, calls: int) -> float:
    start = time.perf_counter()
    for i in range(calls):
        text = await callback.acall(f'{{"text": "hi {i}"}}')  # type: ignore[attr-defined]
        assert text.endswith(f"hi {i}")
    return (time.perf_counter() - start) / calls


def _sprig_blocking(callback: object, calls: int) -> float:
    start = time.perf_counter()
    for i in range(calls):
        text = callback.call(f'{{"text": "hi {i}"}}')  # type: ignore[attr-defined]
        assert text.endswith(f"hi {i}")
    return (time.perf_counter() - start) / calls


async def main() -> None:
    parameters = StdioServerParameters(command=sys.executable, args=[str(SERVER)])
    provider = McpToolCallbackProvider(StdioServer(command=sys.executable, args=[str(SERVER)], name="bench"))
    direct_times: list[float] = []
    sprig_times: list[float] = []
    blocking_times: list[float] = []
    async with Client(parameters) as client:
        echo = next(c for c in await provider.atool_callbacks() if c.name == "echo")
        await _direct(client, 20)  # warm up both paths
        await _sprig(echo, 20)
        for _ in range(ROUNDS):
            direct_times.append(await _direct(client, CALLS))
            sprig_times.append(await _sprig(echo, CALLS))
            blocking_times.append(await asyncio.to_thread(_sprig_blocking, echo, CALLS))
    await provider.aclose()
    floor = statistics.median(direct_times)
    print(f"MCP tool call over stdio, {CALLS} calls x {ROUNDS} rounds (medians):")
    print(f"  floor: SDK Client.call_tool                 {floor * 1e3:.3f} ms/call")
    for label, times in (("sprig McpToolCallback.acall", sprig_times), ("sprig McpToolCallback.call", blocking_times)):
        value = statistics.median(times)
        print(f"  {label:<42} {value * 1e3:.3f} ms/call  ratio {value / floor:.2f}x")


if __name__ == "__main__":
    asyncio.run(main())
