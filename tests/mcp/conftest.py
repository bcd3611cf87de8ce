"""Fixtures for the MCP tests: servers over HTTP are started once per module."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from support.mcp_servers import EVERYTHING_JS, everything_available, free_port, http_server


@pytest.fixture(scope="module")
def everything_http() -> Iterator[str]:
    """``server-everything`` in streamable HTTP mode; yields its MCP endpoint URL."""
    if not everything_available():
        pytest.skip("run scripts/test-services.sh to install @modelcontextprotocol/server-everything")
    port = free_port()
    with http_server(["node", str(EVERYTHING_JS), "streamableHttp"], port, env={"PORT": str(port)}) as url:
        yield f"{url}/mcp"


@pytest.fixture(scope="module")
def everything_sse() -> Iterator[str]:
    """``server-everything`` in (deprecated, still common) SSE mode; yields its SSE endpoint URL."""
    if not everything_available():
        pytest.skip("run scripts/test-services.sh to install @modelcontextprotocol/server-everything")
    port = free_port()
    with http_server(["node", str(EVERYTHING_JS), "sse"], port, env={"PORT": str(port)}) as url:
        yield f"{url}/sse"
