"""sprig tools served over MCP (stdio or streamable HTTP), and a ChatClient as one "ask" tool.

``create_mcp_server(*tools)`` takes what ``ChatClient.tools(...)`` takes (``@tool`` functions,
objects with ``@tool`` methods, toolkits, ``ToolCallback`` s, providers) and chat clients, and
returns the SDK's low-level ``Server``: each tool is listed with its name, description and JSON
schema; return-direct tools carry ``_meta["sprig/returnDirect"] = true``; a tool that raises
answers with an MCP error result (``isError: true``) whose text is the error.

Trust: an MCP caller is outside the process, so its request ``_meta`` is not trusted. The
``ToolContext`` a served tool receives is the server's own ``tool_context``, plus only the
``_meta`` keys named in ``meta_keys`` (default: ``conversation_id``), and only when their value
is a short scalar (a string of at most 256 characters, a number or a boolean). On equal keys the
server's own value wins, so a caller cannot override what the server configured (``role``,
``user``...). A served tool's progress reports (:func:`sprig.tools.report_progress`) go to a
caller that asked for them (a ``progressToken``) as ``notifications/progress``, before the
result; a ``StructuredResult`` is served with its value as ``structuredContent``, and a ``@tool``
returning an object (a dict, a pydantic model, a dataclass) announces its ``outputSchema`` and sends
the object as ``structuredContent`` beside the JSON text. Over HTTP,
:func:`aserve` takes bearer tokens and refuses a non-loopback address
without one (see :mod:`sprig.mcp.http_security`).
"""

from __future__ import annotations

import asyncio
import logging
import signal
import sys
from collections.abc import Callable, Collection, Mapping, Sequence
from typing import Any, Literal

import mcp_types as types
import orjson
from mcp.server.context import ServerRequestContext
from mcp.server.lowlevel import Server
from mcp.shared.exceptions import MCPError

from sprig.mcp.callback import DEFAULT_META_KEYS, RETURN_DIRECT_META_KEY
from sprig.mcp.schema import normalize_input_schema
from sprig.tools.callback import ToolCallback
from sprig.tools.context import ToolContext
from sprig.tools.definition import ToolDefinition
from sprig.tools.progress import ToolProgress, reporting_progress
from sprig.tools.provider import ToolCallbackProvider
from sprig.tools.structured import StructuredResult

__all__ = ["AgentToolCallback", "Transport", "agent_tool", "aserve", "create_mcp_server"]

logger = logging.getLogger("sprig.mcp")

Transport = Literal["stdio", "http"]

_MAX_META_TEXT = 256


class AgentToolCallback(ToolCallback):
    """A ``ChatClient`` as one tool: the model (or MCP client) asks a question, the agent answers.

    The whole agent runs for each call: its system text, tools, advisors and memory apply. A
    ``conversation_id`` in the tool context (an MCP request's ``_meta``) is passed on as the
    request's conversation id, so a stateful agent keeps one conversation per caller.
    """

    def __init__(self, client: Any, *, name: str = "ask_agent", description: str | None = None) -> None:
        self._client = client
        self._definition = ToolDefinition(
            name=name,
            description=description or "Ask the agent a question or give it a task; it answers in text.",
            input_schema={
                "type": "object",
                "properties": {"question": {"type": "string", "description": "The question or task for the agent."}},
                "required": ["question"],
                "additionalProperties": False,
            },
        )

    @property
    def definition(self) -> ToolDefinition:
        """``ask_agent(question)`` unless named otherwise."""
        return self._definition

    async def acall(self, arguments: str, context: ToolContext | Mapping[str, Any] | None = None) -> str:
        """Run the agent on the question and return its answer."""
        from sprig.tools.errors import ToolArgumentError

        try:
            parsed = orjson.loads(arguments or "{}")
        except orjson.JSONDecodeError as exc:
            raise ToolArgumentError(
                f"arguments are not valid JSON: {exc}", tool_name=self.name, invalid_json=True
            ) from exc
        question = parsed.get("question") if isinstance(parsed, dict) else None
        if not isinstance(question, str) or not question.strip():
            raise ToolArgumentError("'question' is required and must be a non-empty string", tool_name=self.name)
        spec = self._client.prompt(question)
        conversation_id = (context or {}).get("conversation_id")
        if conversation_id is not None:
            spec = spec.advisor_params(conversation_id=str(conversation_id))
        answer = await spec.call().acontent()
        return "" if answer is None else str(answer)


def agent_tool(client: Any, *, name: str = "ask_agent", description: str | None = None) -> AgentToolCallback:
    """Expose a ``ChatClient`` as one tool (for an MCP server, or as a sub-agent of another client)."""
    return AgentToolCallback(client, name=name, description=description)


def create_mcp_server(
    *tools: Any,
    name: str = "sprig",
    version: str | None = None,
    instructions: str | None = None,
    tool_context: Mapping[str, Any] | None = None,
    meta_keys: Collection[str] = DEFAULT_META_KEYS,
) -> Server[Any]:
    """An MCP server offering ``tools`` (anything ``ChatClient.tools`` accepts, and chat clients).

    Providers (an MCP provider among them, making this a gateway) are listed again on each
    ``tools/list``; everything else is resolved once, here, so a bad tool fails at start-up.
    ``tool_context`` is what every served tool receives as its ``ToolContext``; of the caller's
    ``_meta`` only the keys in ``meta_keys`` are added (short scalar values only; the server's
    own values win). ``meta_keys=()`` lets nothing from the caller through.
    """
    catalog = _Catalog(tools)
    own_context = dict(tool_context or {})
    allowed_meta = frozenset(meta_keys)

    async def list_tools(
        ctx: ServerRequestContext[Any], params: types.PaginatedRequestParams | None
    ) -> types.ListToolsResult:
        callbacks = await catalog.callbacks()
        return types.ListToolsResult(tools=[_mcp_tool(callback) for callback in callbacks.values()])

    async def call_tool(ctx: ServerRequestContext[Any], params: types.CallToolRequestParams) -> types.CallToolResult:
        callbacks = await catalog.callbacks()
        callback = callbacks.get(params.name)
        if callback is None:
            raise MCPError(types.INVALID_PARAMS, f"Unknown tool: {params.name!r}")
        arguments = orjson.dumps(params.arguments or {}).decode()
        forwarder = _ProgressForwarder.for_request(ctx, params.meta)
        try:
            context = ToolContext({**_context_values(params.meta, allowed_meta), **own_context})
            with reporting_progress(str(ctx.request_id), params.name, None if forwarder is None else forwarder.send):
                text = await callback.acall(arguments, context)
        except Exception as exc:
            logger.info("MCP tool %r failed: %s", params.name, exc)
            message = str(exc) or type(exc).__name__
            return types.CallToolResult(content=[types.TextContent(text=message)], is_error=True)
        finally:
            if forwarder is not None:
                await forwarder.flush()
        structured = text.structured if isinstance(text, StructuredResult) else _object_result(callback, text)
        return types.CallToolResult(
            content=[types.TextContent(text=str(text))],
            structured_content=structured if isinstance(structured, dict) else None,
        )

    from sprig import __version__

    return Server(
        name,
        version=version or __version__,
        instructions=instructions,
        on_list_tools=list_tools,
        on_call_tool=call_tool,
    )


async def aserve(
    server: Server[Any],
    *,
    transport: Transport = "stdio",
    host: str = "127.0.0.1",
    port: int = 8000,
    path: str = "/mcp",
    tokens: Sequence[str] = (),
    insecure: bool = False,
    allowed_hosts: Sequence[str] = (),
    on_ready: Callable[[str], None] | None = None,
) -> None:
    """Serve ``server`` until cancelled: over this process's stdin/stdout, or streamable HTTP.

    Over HTTP, ``tokens`` are the accepted bearer tokens; a non-loopback ``host`` without one
    raises :class:`~sprig.mcp.http_security.InsecureBindError` unless ``insecure``; Host/Origin
    checks stay on (``allowed_hosts`` adds names, ``"*"`` turns them off). ``on_ready`` is called
    with where the server listens (``stdio``, or the endpoint URL with the real port) once it
    accepts requests.
    """
    if transport == "stdio":
        from mcp.server.stdio import stdio_server

        async with stdio_server() as (read_stream, write_stream):
            if on_ready is not None:
                on_ready("stdio")
            await server.run(read_stream, write_stream, server.create_initialization_options())
        return
    if transport != "http":
        raise ValueError(f"unknown MCP transport {transport!r}: use 'stdio' or 'http'")
    import uvicorn

    from sprig._listen import bind_socket
    from sprig.mcp.http_security import BearerTokenMiddleware, check_bind, transport_security

    check_bind(host, tokens, insecure=insecure)
    sock = bind_socket(host, port)  # a busy port: ListenError (an OSError) naming the address
    app: Any = server.streamable_http_app(
        streamable_http_path=path, host=host, transport_security=transport_security(host, allowed_hosts)
    )
    if tokens:
        app = BearerTokenMiddleware(app, tokens)
    started = asyncio.Event()
    interrupted: list[int] = []

    class _Server(uvicorn.Server):
        async def startup(self, sockets: Any = None) -> None:
            await super().startup(sockets=sockets)
            started.set()

        def handle_exit(self, sig: int, frame: Any) -> None:
            interrupted.append(sig)
            super().handle_exit(sig, frame)

    http_server = _Server(uvicorn.Config(app, host=host, port=port, log_level="warning", lifespan="on"))
    serving = asyncio.ensure_future(http_server.serve(sockets=[sock]))
    waiting = asyncio.ensure_future(started.wait())
    try:
        await asyncio.wait((serving, waiting), return_when=asyncio.FIRST_COMPLETED)
        if http_server.started and on_ready is not None:
            on_ready(_listening_url(http_server, host, port, path))
        await asyncio.shield(serving)
        if signal.SIGINT in interrupted:  # a Ctrl-C uvicorn caught and stopped on: the caller sees it as one
            raise KeyboardInterrupt
    except asyncio.CancelledError:
        # a graceful stop (open sessions closed, the port released), not a torn-down task
        http_server.should_exit = True
        await asyncio.gather(serving, return_exceptions=True)
        raise
    finally:
        waiting.cancel()
        sock.close()


def _listening_url(http_server: Any, host: str, port: int, path: str) -> str:
    for listener in getattr(http_server, "servers", ()):
        for sock in getattr(listener, "sockets", ()):
            port = sock.getsockname()[1]
            break
    shown = f"[{host}]" if ":" in host else host
    return f"http://{shown}:{port}{path}"


def print_ready(where: str, *, file: Any = None) -> None:
    """Print one line saying where a server listens (to stderr: stdout may carry the protocol)."""
    print(f"sprig mcp: serving on {where}", file=file or sys.stderr, flush=True)


class _ProgressForwarder:
    """Sends a served tool's progress reports to the MCP caller, in order, before its result."""

    def __init__(self, ctx: ServerRequestContext[Any], token: str | int) -> None:
        self._ctx = ctx
        self._token = token
        self._last: asyncio.Future[None] | None = None

    @classmethod
    def for_request(cls, ctx: ServerRequestContext[Any], meta: Mapping[str, Any] | None) -> _ProgressForwarder | None:
        """A forwarder when the caller asked for progress (a ``progressToken`` in ``_meta``)."""
        token = (meta or {}).get("progressToken", (meta or {}).get("progress_token"))
        if isinstance(token, bool) or not isinstance(token, (str, int)):
            return None
        return cls(ctx, token)

    def send(self, report: ToolProgress) -> None:
        self._last = asyncio.ensure_future(self._send(self._last, report))

    async def _send(self, previous: asyncio.Future[None] | None, report: ToolProgress) -> None:
        if previous is not None:
            await asyncio.gather(previous, return_exceptions=True)
        request_id = self._ctx.request_id
        await self._ctx.session.send_progress_notification(
            self._token,
            report.progress,
            report.total,
            report.message,
            related_request_id=None if request_id is None else str(request_id),
        )

    async def flush(self) -> None:
        if self._last is not None:
            await asyncio.gather(self._last, return_exceptions=True)


class _Catalog:
    """The served tools: fixed callbacks plus providers listed on demand; names must be unique."""

    def __init__(self, items: Sequence[Any]) -> None:
        self._fixed: list[ToolCallback] = []
        self._providers: list[ToolCallbackProvider] = []
        plain: list[Any] = []
        for item in _flatten(items):
            if isinstance(item, ToolCallbackProvider):
                self._providers.append(item)
            elif isinstance(item, ToolCallback):
                self._fixed.append(item)
            elif _is_chat_client(item):
                self._fixed.append(agent_tool(item))
            else:
                plain.append(item)
        if plain:
            from sprig.tools import resolve_tool_callbacks

            self._fixed.extend(resolve_tool_callbacks(*plain))
        if not self._fixed and not self._providers:
            raise ValueError("an MCP server needs at least one tool")
        self._by_name(self._fixed)

    async def callbacks(self) -> dict[str, ToolCallback]:
        listed = list(self._fixed)
        for provider in self._providers:
            listed.extend(await provider.atool_callbacks())
        return self._by_name(listed)

    @staticmethod
    def _by_name(callbacks: Sequence[ToolCallback]) -> dict[str, ToolCallback]:
        by_name: dict[str, ToolCallback] = {}
        for callback in callbacks:
            if callback.name in by_name:
                from sprig.prompt import DuplicateToolNameError

                raise DuplicateToolNameError(callback.name, by_name[callback.name], callback)
            by_name[callback.name] = callback
        return by_name


def _flatten(items: Sequence[Any]) -> list[Any]:
    flat: list[Any] = []
    for item in items:
        if isinstance(item, (list, tuple)):
            flat.extend(_flatten(item))
        else:
            flat.append(item)
    return flat


def _is_chat_client(item: Any) -> bool:
    try:
        from sprig.chat import ChatClient
    except ImportError:  # pragma: no cover - the chat package is part of sprig
        return False
    return isinstance(item, ChatClient)


def _output_schema(callback: ToolCallback) -> dict[str, Any] | None:
    """A ``@tool`` returning an object (dict, model, dataclass) announces its schema."""
    schema = getattr(callback, "output_schema", None)
    return schema if isinstance(schema, dict) else None


def _object_result(callback: ToolCallback, text: str) -> dict[str, Any] | None:
    """The ``structuredContent`` of a tool with an ``outputSchema``: its JSON result as an object."""
    if _output_schema(callback) is None:
        return None
    try:
        value = orjson.loads(text)
    except orjson.JSONDecodeError:
        return None
    return value if isinstance(value, dict) else None


def _mcp_tool(callback: ToolCallback) -> types.Tool:
    definition = callback.definition
    meta = {RETURN_DIRECT_META_KEY: True} if callback.metadata.return_direct else None
    return types.Tool(
        name=definition.name,
        description=definition.description,
        input_schema=normalize_input_schema(definition.schema_dict()),
        output_schema=_output_schema(callback),
        _meta=meta,
    )


def _context_values(meta: Mapping[str, Any] | None, allowed: Collection[str]) -> dict[str, Any]:
    """The caller's ``_meta`` entries the server lets through: allowed keys, short scalar values."""
    if not meta or not allowed:
        return {}
    values: dict[str, Any] = {}
    for key in allowed:
        value = meta.get(key)
        if value is None:
            continue
        if (isinstance(value, str) and len(value) <= _MAX_META_TEXT) or isinstance(value, (bool, int, float)):
            values[key] = value
        else:
            logger.debug("MCP caller's _meta[%r] dropped: not a short scalar", key)
    return values
