"""Tools never seen and the calls the embedded model makes for them, through the public API (the
shared helpers of the ``tests/models/test_local_*`` files)."""

from __future__ import annotations

import asyncio
import json
from typing import Any

from sprig import ChatClient, ExternalTool
from sprig.advisors import MessageChatMemoryAdvisor
from sprig.chat.events import ToolResultEvent
from sprig.models import LocalChatModel
from sprig.state import InMemoryChatMemoryRepository, MessageWindowChatMemory


def tool(name: str, description: str, properties: dict[str, Any], required: list[str]) -> ExternalTool:
    """A tool given only by its name, description and JSON schema."""
    return ExternalTool(name, description, {"type": "object", "properties": properties, "required": required})


def calls(model: LocalChatModel, request: str, *tools: ExternalTool) -> list[tuple[str, dict[str, Any]]]:
    """The calls the model makes in reply to ``request``, with their arguments, left pending (not run)."""

    async def go() -> list[tuple[str, dict[str, Any]]]:
        client = ChatClient.builder(model).default_tools(*tools).build()
        response = await client.prompt(request).call().achat_client_response()
        return [(p.call.name, json.loads(p.call.arguments or "{}")) for p in response.pending]

    return asyncio.run(go())


def ran(model: LocalChatModel, request: str, *tools: object) -> list[tuple[str, dict[str, Any]]]:
    """The calls the model makes in reply to ``request`` to ``@tool`` functions, which run at once, with
    their arguments."""

    async def go() -> list[tuple[str, dict[str, Any]]]:
        client = ChatClient.builder(model).default_tools(*tools).build()
        return [
            (event.name, json.loads(event.arguments or "{}"))
            async for event in client.prompt(request).stream().events()
            if isinstance(event, ToolResultEvent)
        ]

    return asyncio.run(go())


def ran_and_answered(
    model: LocalChatModel, request: str, *tools: object
) -> tuple[list[tuple[str, dict[str, Any]]], str]:
    """The calls that ran in reply to ``request``, with their arguments, and the answer given."""

    async def go() -> tuple[list[tuple[str, dict[str, Any]]], str]:
        client = ChatClient.builder(model).default_tools(*tools).build()
        made = [
            (event.name, json.loads(event.arguments or "{}"))
            async for event in client.prompt(request).stream().events()
            if isinstance(event, ToolResultEvent)
        ]
        answer = await client.prompt(request).call().acontent()
        return made, answer or ""

    return asyncio.run(go())


def remembering(model: LocalChatModel, *tools: object) -> ChatClient:
    """A client of these tools that keeps the conversation in memory, as `sprig chat` does."""
    memory = MessageWindowChatMemory(InMemoryChatMemoryRepository())
    return ChatClient.builder(model).default_tools(*tools).default_advisors(MessageChatMemoryAdvisor(memory)).build()
