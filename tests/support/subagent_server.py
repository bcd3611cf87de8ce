"""A served client with a sub-agent: ``serve_with_child(child_script, parent_script)``."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from sprig import ChatClient, tool
from sprig.models import ScriptedChatModel
from sprig.state import InMemoryStore
from support.sprig_server import KEY, Served, make_server

DEPLOYED: list[str] = []


@tool(description="Look something up")
def lookup(q: str) -> str:
    return f"found {q}"


@tool(description="Deploy a target (needs approval)", requires_approval=True)
def deploy(target: str) -> str:
    DEPLOYED.append(target)
    return f"deployed {target}"


@contextmanager
def serving_with_child() -> Iterator[Callable[[list[Any], list[Any]], Served]]:
    """Yields ``start(child_script, parent_script)``: a server whose agent has a ``researcher``
    sub-agent (tools ``lookup`` and ``deploy``); every server started is stopped at the end."""
    started: list[Any] = []

    def start(child_script: list[Any], parent_script: list[Any], **kw: Any) -> Served:
        store = InMemoryStore()
        child = (
            ChatClient.builder(ScriptedChatModel(child_script, **kw))
            .default_system("You research.")
            .default_tools(lookup, deploy)
            .default_store(store)
            .build()
        )
        context, served = make_server(
            parent_script, api_keys=[KEY], store=store, tools=(child.as_tool("researcher", "Researches"),), **kw
        )
        started.append(context)
        return served

    DEPLOYED.clear()
    try:
        yield start
    finally:
        for context in reversed(started):
            context.__exit__(None, None, None)
