"""A tiny stateful MCP server for sprig's tests, written with the official SDK (run as a script).

State lives in this process: ``increment`` counts across calls of one session, ``add_tool``
registers a new tool and announces the change, ``die`` ends the process mid-call (a crash),
``slow`` sleeps (timeouts), ``fail`` reports an error result, ``whoami`` echoes the request's
``_meta``, ``picture`` returns an image and an embedded resource, ``weather`` returns text for
readers beside different ``structuredContent``, ``steps`` reports progress as it works.

Usage: ``python mcp_counter_server.py [--name NAME]`` (stdio).
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import sys
from typing import Any

from mcp.server.mcpserver import Context, MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from mcp.types import CallToolResult, EmbeddedResource, ImageContent, TextContent, TextResourceContents

NAME = sys.argv[sys.argv.index("--name") + 1] if "--name" in sys.argv else "counter"
server = MCPServer(NAME, log_level="ERROR")
state = {"count": 0}


@server.tool(description="Add `by` to the counter and return the new value.")
def increment(by: int = 1) -> int:
    state["count"] += by
    return state["count"]


@server.tool(description="Echo the text back.")
def echo(text: str) -> str:
    return f"{NAME}: {text}"


@server.tool(description="Return the request's _meta entries that are not protocol machinery.")
def whoami(ctx: Context) -> str:
    meta: dict[str, Any] = dict(ctx.request_context.meta or {})
    keep = {k: v for k, v in meta.items() if "/" not in k and k not in ("progressToken", "traceparent")}
    return repr(sorted(keep.items()))


@server.tool(description="Always fails.")
def fail(reason: str = "boom") -> str:
    raise ToolError(f"failed on purpose: {reason}")


@server.tool(description="Sleep, then answer.")
async def slow(seconds: float) -> str:
    await asyncio.sleep(seconds)
    return "done"


@server.tool(description="Exit the server process at once, as a crash would.")
def die() -> str:
    os._exit(3)


@server.tool(description="An image and an embedded text resource.", structured_output=False)
def picture() -> list[Any]:
    return [
        ImageContent(data="iVBORw0KGgo=", mime_type="image/png"),
        EmbeddedResource(resource=TextResourceContents(uri="memo://note", mime_type="text/plain", text="a note")),
        TextContent(text="end"),
    ]


@server.tool(description="The weather in a city: a sentence for readers, the figures as structured content.")
def weather(city: str) -> CallToolResult:
    figures = {"city": city, "celsius": 21, "sky": "sunny"}
    return CallToolResult(content=[TextContent(text=f"{city}: 21 °C and sunny.")], structured_content=figures)


@server.tool(description="Work through `count` steps, reporting progress after each.")
async def steps(count: int, ctx: Context) -> str:
    for step in range(1, count + 1):
        await ctx.report_progress(step, count, f"step {step} of {count}")
    return f"did {count} steps"


@server.tool(description="Register a tool named `name` and announce that the tool list changed.")
async def add_tool(name: str, ctx: Context) -> str:
    def added() -> str:
        return f"I am {name}"

    server.add_tool(added, name=name, description=f"Added at run time: {name}")
    await ctx.notify_tools_changed()
    # The 2026 protocol has no such notification (the listen stream carried it); 2025 needs it.
    with contextlib.suppress(Exception):
        await ctx.request_context.session.send_tool_list_changed()
    return f"added {name}"


if __name__ == "__main__":
    server.run("stdio")
