"""MCP both ways: tools from MCP servers as sprig tool callbacks, and sprig tools served over MCP.

Client side::

    from sprig.mcp import McpToolCallbackProvider, StdioServer

    time_tools = McpToolCallbackProvider(StdioServer(command="uvx", args=["mcp-server-time"]))
    client.prompt("What time is it in Tokyo?").tools(time_tools).call().content()

Server side: ``sprig mcp serve myapp.tools:TOOLS [--transport stdio|http]``, or
:func:`create_mcp_server` and :func:`aserve` in code.

Needs the ``mcp`` extra (``pip install 'sprig-ai[mcp]'``).
"""

from __future__ import annotations

try:
    import mcp as _mcp  # noqa: F401
except ImportError as exc:  # pragma: no cover - depends on the installed extras
    raise ImportError("sprig.mcp needs the official MCP SDK: pip install 'sprig-ai[mcp]'") from exc

from sprig.mcp.callback import DEFAULT_META_KEYS, RETURN_DIRECT_META_KEY, McpToolCallback, McpToolResult, MetaFilter
from sprig.mcp.config import (
    ServerConfig,
    ServerSpec,
    SseServer,
    StdioServer,
    StreamableHttpServer,
    server_config,
)
from sprig.mcp.content import result_text
from sprig.mcp.errors import (
    McpConnectionError,
    McpError,
    McpProtocolError,
    McpSessionClosedError,
    McpTimeoutError,
    McpToolError,
)
from sprig.mcp.naming import sanitize_tool_name, unique_tool_names
from sprig.mcp.provider import McpToolCallbackProvider, ToolFilter
from sprig.mcp.schema import normalize_input_schema
from sprig.mcp.server import AgentToolCallback, agent_tool, aserve, create_mcp_server
from sprig.mcp.session import McpSession

__all__ = [
    "DEFAULT_META_KEYS",
    "RETURN_DIRECT_META_KEY",
    "AgentToolCallback",
    "McpConnectionError",
    "McpError",
    "McpProtocolError",
    "McpSession",
    "McpSessionClosedError",
    "McpTimeoutError",
    "McpToolCallback",
    "McpToolCallbackProvider",
    "McpToolError",
    "McpToolResult",
    "MetaFilter",
    "ServerConfig",
    "ServerSpec",
    "SseServer",
    "StdioServer",
    "StreamableHttpServer",
    "ToolFilter",
    "agent_tool",
    "aserve",
    "create_mcp_server",
    "normalize_input_schema",
    "result_text",
    "sanitize_tool_name",
    "server_config",
    "unique_tool_names",
]
