"""A real uvicorn on a random loopback port serving ``create_app`` with a scripted model behind it,
and a small stdlib HTTP client for raw requests (bad input the SDKs refuse to send)."""

from __future__ import annotations

import asyncio
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

import uvicorn

from sprig import ChatClient, tool
from sprig.models import ScriptedChatModel
from sprig.server import create_app
from sprig.state import InMemoryStore, KeyValueStore
from sprig.toolkits import TodoTools

KEY = "sk-test-one"
OTHER_KEY = "sk-test-two"


@dataclass
class Gate:
    """A tool that waits until released or cancelled, recording which happened."""

    entered: threading.Event = field(default_factory=threading.Event)
    release: threading.Event = field(default_factory=threading.Event)
    cancelled: threading.Event = field(default_factory=threading.Event)

    def tool(self) -> Any:
        gate = self

        @tool(description="Wait for the gate")
        async def wait_gate() -> str:
            gate.entered.set()
            try:
                while not gate.release.is_set():  # noqa: ASYNC110 (a threading.Event the test sets)
                    await asyncio.sleep(0.01)
            except asyncio.CancelledError:
                gate.cancelled.set()
                raise
            return "gate opened"

        return wait_gate


@tool(description="Add two numbers")
def add(a: int, b: int) -> int:
    return a + b


DELETED: list[str] = []


@tool(description="Delete a file (needs the user's approval)", requires_approval=True)
def delete_file(path: str) -> str:
    DELETED.append(path)
    return f"deleted {path}"


@dataclass
class Served:
    url: str
    model: ScriptedChatModel
    store: KeyValueStore
    gate: Gate


@contextmanager
def running(app: Any) -> Iterator[str]:
    """Serve ``app`` on uvicorn in a thread; yields the base URL (no trailing slash)."""
    config = uvicorn.Config(app, host="127.0.0.1", port=0, log_level="warning", lifespan="off", access_log=False)
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 10
    while not server.started:
        if time.monotonic() > deadline or not thread.is_alive():
            raise RuntimeError("uvicorn did not start")
        time.sleep(0.01)
    port = server.servers[0].sockets[0].getsockname()[1]
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        thread.join(10)


ServeFactory = Callable[..., Served]


def http(
    url: str, method: str, path: str, body: bytes | Any = None, headers: dict[str, str] | None = None
) -> tuple[int, dict[str, str], bytes]:
    """One raw HTTP request; ``body`` is bytes or JSON-able. Returns status, headers, body."""
    import http.client
    import json
    from urllib.parse import urlsplit

    parts = urlsplit(url)
    connection = http.client.HTTPConnection(parts.hostname, parts.port, timeout=20)
    data = body if isinstance(body, bytes) or body is None else json.dumps(body).encode()
    sent = {"Content-Type": "application/json", **(headers or {})}
    try:
        connection.request(method, path, body=data, headers=sent)
        response = connection.getresponse()
        return response.status, {k.lower(): v for k, v in response.getheaders()}, response.read()
    finally:
        connection.close()


def bearer(key: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {key}"}


def make_server(
    script: list[Any],
    *,
    api_keys: list[str] | None = None,
    tools: tuple[Any, ...] = (),
    store: KeyValueStore | None = None,
    app_options: dict[str, Any] | None = None,
    **kw: Any,
) -> tuple[Any, Served]:
    """A started server (its context manager and what it serves); exit the context to stop it."""
    store = store if store is not None else InMemoryStore()
    model = ScriptedChatModel(script, **kw)
    gate = Gate()
    client = (
        ChatClient.builder(model)
        .default_system("You are a test agent.")
        .default_tools(TodoTools(store), add, delete_file, gate.tool(), *tools)
        .build()
    )
    app = create_app(client, store=store, api_keys=api_keys or [], **(app_options or {}))
    context = running(app)
    url = context.__enter__()
    return context, Served(url, model, store, gate)
