"""``create_app(client, store=..., api_keys=[...])``: a sprig ``ChatClient`` as an ASGI app.

Routes: ``GET /`` (the chat page), ``GET /healthz``, ``GET /readyz``, ``GET /v1/models``,
``POST /v1/chat/completions``, ``POST /v1/responses``, ``POST /ag-ui``, and ``/api/conversations`` (list, get, delete,
resume). With API keys, every route but ``/healthz`` and the page needs ``Authorization: Bearer KEY``
(the page asks for the key and sends it itself). ``Host`` and ``Origin`` are checked
(:mod:`sprig.server.origin`) and JSON bodies need ``Content-Type: application/json``.
"""

from __future__ import annotations

import base64
import hashlib
import logging
import uuid
from collections.abc import Sequence
from importlib import resources
from typing import TYPE_CHECKING, Any

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import HTMLResponse, Response
from starlette.routing import Route
from starlette.types import ASGIApp, Receive, Scope, Send

from sprig._hosts import HostCheck
from sprig.server.agui import agui_run
from sprig.server.auth import KeyRing
from sprig.server.conversations import Conversations
from sprig.server.conversations_api import (
    delete_conversation,
    get_conversation,
    list_conversations,
    resume_conversation,
)
from sprig.server.errors import api_error_of
from sprig.server.http import ApiError, error_response, json_response
from sprig.server.openai_api import chat_completions, list_models, runner_of
from sprig.server.origin import HostOriginMiddleware
from sprig.server.responses_api import create_response
from sprig.server.runs import Runner
from sprig.state.redis import StoreUnavailableError
from sprig.state.store import StateError

if TYPE_CHECKING:
    from sprig.chat.client import ChatClient
    from sprig.state.chat_memory import ChatMemory
    from sprig.state.store import KeyValueStore
    from sprig.toolkits.todo import TodoTools

__all__ = ["create_app"]

logger = logging.getLogger("sprig.server")

_PUBLIC = frozenset({"/healthz", "/"})
"""Routes open without a key: the health probe, and the chat page (static; it asks for the key and
sends it as a bearer header, never as a credential the browser would attach by itself)."""


class _KeyMiddleware:
    """Refuses requests without a valid key (401) and records the caller's owner id in the scope."""

    def __init__(self, app: ASGIApp, keys: KeyRing) -> None:
        self.app = app
        self.keys = keys

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["path"] in _PUBLIC:
            scope["sprig.owner"] = ""
            await self.app(scope, receive, send)
            return
        header = None
        for name, value in scope.get("headers", ()):
            if name == b"authorization":
                header = value.decode("latin-1")
        owner = self.keys.owner(header)
        if owner is None:
            error = ApiError(401, "missing or invalid API key: send Authorization: Bearer KEY", code="invalid_api_key")
            await error_response(error, {"WWW-Authenticate": 'Bearer realm="sprig"'})(scope, receive, send)
            return
        scope["sprig.owner"] = owner
        await self.app(scope, receive, send)


def _page() -> tuple[bytes, str]:
    """The page and its Content-Security-Policy: its one inline script and style, by hash, and nothing else."""
    page = resources.files("sprig.server").joinpath("static/index.html").read_bytes()
    script = _inline(page, b"script")
    style = _inline(page, b"style")
    policy = (
        f"default-src 'none'; script-src '{script}'; style-src '{style}'; connect-src 'self'; img-src 'self'; "
        "base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
    )
    return page, policy


def _inline(page: bytes, tag: bytes) -> str:
    start = page.index(b"<" + tag + b">") + len(tag) + 2
    end = page.index(b"</" + tag + b">", start)
    return "sha256-" + base64.b64encode(hashlib.sha256(page[start:end]).digest()).decode()


async def chat_page(request: Request) -> Response:
    """``GET /``: the chat page (one static file)."""
    page, policy = request.app.state.sprig_page
    return HTMLResponse(
        page,
        headers={
            "Content-Security-Policy": policy,
            "X-Content-Type-Options": "nosniff",
            "Referrer-Policy": "no-referrer",
            "Cache-Control": "no-cache",
        },
    )


async def healthz(request: Request) -> Response:
    """Alive."""
    return json_response({"status": "ok"})


async def readyz(request: Request) -> Response:
    """Ready: the store answers and the model is loaded (an in-process model's ``aload`` has finished)."""
    runner = runner_of(request)
    probe = "sprig.readyz:" + uuid.uuid4().hex
    try:
        await runner.store.aset(probe, 1, ttl=10)
        await runner.store.adelete(probe)
    except Exception as exc:
        return json_response({"status": "unavailable", "store": f"{type(exc).__name__}", "reason": _reason(exc)}, 503)
    load = getattr(runner.client.model, "aload", None)
    if load is not None:
        try:
            await load()
        except Exception as exc:
            return json_response({"status": "unavailable", "model": f"{type(exc).__name__}"}, 503)
    return json_response({"status": "ok"})


def _reason(exc: Exception) -> str:
    """Why the store failed, for ``/readyz``: an unreachable store's own message (an address, never
    a password); for anything else only that the store failed, so no internal detail leaks."""
    from sprig.state.redis import StoreUnavailableError

    return str(exc) if isinstance(exc, StoreUnavailableError) else "the store failed a write and delete probe"


async def _api_error(request: Request, exc: Exception) -> Response:
    assert isinstance(exc, ApiError)
    return error_response(exc)


async def _http_error(request: Request, exc: Exception) -> Response:
    assert isinstance(exc, HTTPException)
    return error_response(ApiError(exc.status_code, str(exc.detail), code="http_error"))


async def _internal_error(request: Request, exc: Exception) -> Response:
    return error_response(api_error_of(exc))


async def _store_error(request: Request, exc: Exception) -> Response:
    """The store failed: an answer like any other (the keep-alive connection stays open, where
    Starlette's catch-all handler re-raises what it answers). Down or slow: a 503 and one log line,
    not a traceback; any other store failure is logged once, with its traceback, as a 500."""
    error = api_error_of(exc)
    if isinstance(exc, StoreUnavailableError):
        logger.warning("%s %s: %s", request.method, request.url.path, error.message)
    return error_response(error)


def _find_memory(client: ChatClient) -> ChatMemory | None:
    from sprig.advisors.memory import MessageChatMemoryAdvisor

    for advisor in client._defaults.advisors:
        if isinstance(advisor, MessageChatMemoryAdvisor):
            return advisor.chat_memory
    return None


def _find_todos(client: ChatClient) -> TodoTools | None:
    from sprig.toolkits.todo import TodoTools

    for candidate in client._defaults.tools:
        if isinstance(candidate, TodoTools):
            return candidate
    return None


_ENTRIES_PER_CONVERSATION = 10
"""Store entries one conversation may use at once: record, claim, memory, todos, paused round, run
lock and fencing record, discovered tools, with room for the owners' indexes."""


def _bound(store: KeyValueStore, given: int | None) -> int | None:
    from sprig.state.memory import InMemoryStore

    if given is not None or not isinstance(store, InMemoryStore) or store.max_entries is None:
        return given
    return max(1, store.max_entries // _ENTRIES_PER_CONVERSATION)


def create_app(
    client: ChatClient,
    *,
    store: KeyValueStore | None = None,
    api_keys: Sequence[str] = (),
    todos: TodoTools | None = None,
    model_id: str = "sprig",
    memory_window: int = 200,
    conversation_ttl: float = 30 * 24 * 3600,
    lock_lease: float = 30.0,
    body_timeout: float = 30.0,
    keepalive: float = 15.0,
    durable_db: str | None = None,
    allowed_hosts: Sequence[str] = (),
    bind_host: str = "127.0.0.1",
    max_conversations: int | None = None,
) -> Starlette:
    """An ASGI app serving ``client`` over HTTP.

    Args:
        client: the agent. The server keeps each conversation's history in ``store``; a client
            that has its own :class:`~sprig.advisors.MessageChatMemoryAdvisor` keeps that one
            (put its repository on a shared store for several instances).
        store: where everything shared lives: conversation memory and ownership, run locks, paused
            rounds (default: the client's store, an :class:`~sprig.state.InMemoryStore` unless
            ``default_store`` set one). Use a
            :class:`~sprig.state.SqliteStore` to survive restarts, a Redis store for many instances.
        api_keys: accepted keys; with any, every route but ``/healthz`` and the chat page needs
            ``Authorization: Bearer KEY`` and each conversation belongs to the key that made it.
        todos: the todo toolkit whose list the AG-UI stream and the page show (default: the
            :class:`~sprig.toolkits.TodoTools` among the client's default tools, if any).
        model_id: the model name ``/v1/models`` lists.
        memory_window: the most messages remembered per conversation.
        conversation_ttl: seconds a conversation is kept after its last run.
        lock_lease: seconds a run lock outlives a server instance that died.
        body_timeout: seconds a client has to send its request body (then 408).
        keepalive: seconds of silence (a long tool call) after which a stream sends an SSE comment,
            so proxies do not close it.
        durable_db: run every conversation turn as a durable run (:mod:`sprig.durable`) on this
            DBOS database (``sqlite:///PATH`` or ``postgresql://...``).
        allowed_hosts: names (besides the loopback names) the server is reached by, for the
            ``Host`` and ``Origin`` checks: a reverse proxy's public name, this machine's name when
            serving on ``0.0.0.0``; ``["*"]`` turns the checks off (``sprig serve --allowed-host``).
            A page's ``Origin`` must be the server's own or carry one of these names.
        bind_host: the address the server listens on: its names are accepted in ``Host`` too
            (on ``0.0.0.0``, this machine's names and addresses). ``sprig serve`` passes ``--host``.
        max_conversations: the most conversations kept; past it the least recently used one is
            evicted whole (memory, todos, paused round and record together), and its owner's next
            run answers with ``X-Sprig-Conversation-Evicted: true`` (``GET`` of it: 404
            ``conversation_evicted``). Default: no bound of the server's own, except on an
            :class:`~sprig.state.InMemoryStore` with ``max_entries``, where it is ``max_entries // 10``
            so the store itself never evicts part of a conversation.
    """
    from sprig.state.chat_memory import MessageWindowChatMemory, StoreChatMemoryRepository

    if store is None:
        store = client.store
    if client.store is not store:
        client = client.mutate().default_store(store).build()
    keys = KeyRing(list(api_keys))
    own_memory = _find_memory(client)
    memory = own_memory or MessageWindowChatMemory(
        StoreChatMemoryRepository(store, prefix="sprig.memory:", ttl=conversation_ttl), max_messages=memory_window
    )
    runner_options: dict[str, Any] = {
        "memory": memory,
        "add_memory_advisor": own_memory is None,
        "keepalive": keepalive,
        "todos": todos if todos is not None else _find_todos(client),
        "conversations": Conversations(
            store, ttl=conversation_ttl, lease=lock_lease, max_conversations=_bound(store, max_conversations)
        ),
        "model_id": model_id,
    }
    if durable_db is not None:
        from sprig.server.durable_runs import DurableRunner

        runner: Runner = DurableRunner.create(client, store, database_url=durable_db, **runner_options)
    else:
        runner = Runner(client, store, **runner_options)
    routes = [
        Route("/", chat_page, methods=["GET"]),
        Route("/healthz", healthz, methods=["GET"]),
        Route("/readyz", readyz, methods=["GET"]),
        Route("/v1/models", list_models, methods=["GET"]),
        Route("/v1/chat/completions", chat_completions, methods=["POST"]),
        Route("/v1/responses", create_response, methods=["POST"]),
        Route("/ag-ui", agui_run, methods=["POST"]),
        Route("/api/conversations", list_conversations, methods=["GET"]),
        Route("/api/conversations/{conversation_id}", get_conversation, methods=["GET"]),
        Route("/api/conversations/{conversation_id}", delete_conversation, methods=["DELETE"]),
        Route("/api/conversations/{conversation_id}/resume", resume_conversation, methods=["POST"]),
    ]
    app = Starlette(
        routes=routes,
        exception_handlers={
            ApiError: _api_error,
            HTTPException: _http_error,
            StateError: _store_error,
            Exception: _internal_error,
        },
    )
    app.state.sprig_runner = runner
    app.state.sprig_page = _page()
    app.state.sprig_body_timeout = body_timeout
    app.add_middleware(_KeyMiddleware, keys=keys)
    host_check = HostCheck.for_bind(bind_host, allowed_hosts)
    if host_check.off:
        logger.warning("Host/Origin checks are off (allowed host '*'): DNS rebinding and forged pages are not refused")
    app.add_middleware(HostOriginMiddleware, check=host_check)  # outermost: before the key
    return app
