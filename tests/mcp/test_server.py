"""sprig's own MCP server (``sprig mcp serve``), driven by the official SDK's client."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from mcp import Client, StdioServerParameters
from sprig.mcp import RETURN_DIRECT_META_KEY, McpToolCallbackProvider, McpToolError, StdioServer, create_mcp_server
from sprig.mcp.cli import main as mcp_main
from support.mcp_servers import ROOT, SPRIG_ENV, free_port, http_server, sprig_serve_command


def _stdio(target: str) -> StdioServerParameters:
    command = sprig_serve_command(target)
    return StdioServerParameters(command=command[0], args=command[1:], cwd=str(ROOT / "tests"), env=SPRIG_ENV)


def _text(result: object) -> str:
    return "".join(getattr(block, "text", "") for block in result.content)  # type: ignore[attr-defined]


async def test_sdk_client_lists_and_calls_sprig_tools_over_stdio() -> None:
    async with Client(_stdio("support.mcp_sprig_tools:TOOLS")) as client:
        tools = {tool.name: tool for tool in (await client.list_tools()).tools}
        assert set(tools) == {"add", "explode", "final_answer", "count_to", "greet", "caller", "context", "loose"}
        assert tools["add"].description == "Add two integers."
        assert tools["add"].input_schema["properties"]["a"]["description"] == "first number"
        assert set(tools["add"].input_schema["required"]) == {"a", "b"}
        assert (tools["final_answer"].meta or {}).get(RETURN_DIRECT_META_KEY) is True
        assert not (tools["add"].meta or {}).get(RETURN_DIRECT_META_KEY)

        result = await client.call_tool("add", {"a": 2, "b": 40})
        assert not result.is_error and _text(result) == "42"
        assert _text(await client.call_tool("greet", {"name": "Ada"})) == "Hello, Ada!"

        failed = await client.call_tool("explode", {"reason": "test"})
        assert failed.is_error and "exploded: test" in _text(failed)

        bad = await client.call_tool("add", {"a": "not a number", "b": 1})
        assert bad.is_error and "a" in _text(bad)

        context = await client.call_tool("caller", {}, meta={"conversation_id": "c-7"})
        assert _text(context) == "conversation=c-7"


async def test_sdk_client_over_streamable_http() -> None:
    port = free_port()
    command = sprig_serve_command("support.mcp_sprig_tools:TOOLS", "--transport", "http", "--port", str(port))
    with http_server([*command], port, env=SPRIG_ENV) as url:
        async with Client(f"{url}/mcp") as client:
            names = {tool.name for tool in (await client.list_tools()).tools}
            assert "add" in names
            assert _text(await client.call_tool("add", {"a": 1, "b": 2})) == "3"


async def test_chat_client_served_as_one_ask_agent_tool() -> None:
    async with Client(_stdio("support.mcp_sprig_tools:AGENT")) as client:
        tools = (await client.list_tools()).tools
        assert [tool.name for tool in tools] == ["ask_agent"]
        assert tools[0].input_schema["required"] == ["question"]
        assert _text(await client.call_tool("ask_agent", {"question": "What is the answer?"})) == "The agent says 42."
        empty = await client.call_tool("ask_agent", {"question": ""})
        assert empty.is_error


async def test_sprig_client_against_sprig_server_round_trip() -> None:
    command = sprig_serve_command("support.mcp_sprig_tools:TOOLS")
    server = StdioServer(command=command[0], args=command[1:], cwd=ROOT / "tests", name="sprig-tools", env=SPRIG_ENV)
    async with McpToolCallbackProvider(server, meta_filter=["conversation_id"]) as provider:
        callbacks = {callback.name: callback for callback in await provider.atool_callbacks()}
        assert callbacks["final_answer"].metadata.return_direct
        assert not callbacks["add"].metadata.return_direct
        # The loose schema was normalised before it went on the wire.
        assert callbacks["loose"].definition.input_schema == {"type": "object", "properties": {}, "required": []}
        assert await callbacks["loose"].acall("") == "loose got {}"
        assert await callbacks["caller"].acall("{}", {"conversation_id": "c-1", "secret": "x"}) == "conversation=c-1"
        with pytest.raises(McpToolError, match="exploded: now"):
            await callbacks["explode"].acall(json.dumps({"reason": "now"}))


async def test_served_tools_progress_reaches_the_sdk_client() -> None:
    seen: list[tuple[float, float | None, str | None]] = []

    async def on_progress(progress: float, total: float | None, message: str | None) -> None:
        seen.append((progress, total, message))

    async with Client(_stdio("support.mcp_sprig_tools:TOOLS")) as client:
        result = await client.call_tool("count_to", {"n": 3}, progress_callback=on_progress)
        assert _text(result) == "counted to 3"
    assert seen == [(1, 3, "at 1"), (2, 3, "at 2"), (3, 3, "at 3")]


def test_cli_rejects_bad_targets(capsys: pytest.CaptureFixture[str]) -> None:
    assert mcp_main(["serve", "no_colon_here"]) == 2
    assert "MODULE:OBJECT" in capsys.readouterr().err
    assert mcp_main(["serve", "support.mcp_sprig_tools:missing"]) == 2
    assert "missing" in capsys.readouterr().err
    assert mcp_main(["serve", "support.mcp_sprig_tools:NOT_A_TOOL"]) == 2
    assert "not a tool" in capsys.readouterr().err
    assert mcp_main(["serve", "no.such.module:x"]) == 2
    assert mcp_main(["serve", "x:y", "--transport", "carrier-pigeon"]) == 2
    assert mcp_main([]) == 2


def test_sprig_cli_delegates_to_mcp_cli() -> None:
    completed = subprocess.run(
        [sys.executable, "-m", "sprig.cli", "mcp", "serve", "--help"], capture_output=True, text=True, timeout=60
    )
    assert completed.returncode == 0
    assert "--transport" in completed.stdout


def test_create_mcp_server_refuses_duplicates_and_nothing() -> None:
    from sprig.prompt import DuplicateToolNameError
    from support.mcp_sprig_tools import add

    with pytest.raises(DuplicateToolNameError, match="add"):
        create_mcp_server(add, add)
    with pytest.raises(ValueError, match="at least one tool"):
        create_mcp_server()


async def test_tools_returning_objects_send_an_output_schema_and_structured_content() -> None:
    async with Client(_stdio("support.mcp_sprig_tools:OBJECT_TOOLS")) as client:
        tools = {tool.name: tool for tool in (await client.list_tools()).tools}
        assert tools["forecast"].output_schema == {"type": "object", "additionalProperties": True}
        person = tools["person"].output_schema or {}
        assert person["type"] == "object" and set(person["properties"]) == {"name", "age"}
        assert tools["numbers"].output_schema is None  # MCP output schemas describe objects only

        forecast = await client.call_tool("forecast", {"city": "Oslo"})
        assert forecast.structured_content == {"city": "Oslo", "celsius": 21}
        assert '"celsius":21' in _text(forecast)  # the text stays for readers of content
        ada = await client.call_tool("person", {"name": "Ada"})
        assert ada.structured_content == {"name": "Ada", "age": 36}
        listed = await client.call_tool("numbers", {})
        assert listed.structured_content is None and _text(listed) == "[1,2,3]"
