"""``McpToolCallback``: one tool of an MCP server, as a sprig ``ToolCallback``.

Results: the model reads the text (:func:`~sprig.mcp.content.result_text`); the call returns an
:class:`McpToolResult`, a ``str`` that also carries the server's ``structuredContent``
(``structured``) and the whole SDK result (``result``), which the tool loop puts on the
``ToolResultEvent``. Progress: when the running call has a progress listener (a streamed tool
loop), the request asks the server for progress notifications and passes each one on
(:mod:`sprig.tools.progress`), which the stream delivers as ``ToolProgressEvent`` s.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Collection, Mapping
from typing import Any, Self

import mcp_types as types
import orjson

from sprig.mcp.content import result_text
from sprig.mcp.errors import McpToolError
from sprig.mcp.naming import sanitize_tool_name
from sprig.mcp.schema import normalize_input_schema
from sprig.mcp.session import McpSession
from sprig.tools.callback import ToolCallback
from sprig.tools.context import ToolContext
from sprig.tools.definition import ToolDefinition, ToolMetadata
from sprig.tools.errors import ArgumentIssue, ToolArgumentError
from sprig.tools.progress import progress_reporter
from sprig.tools.structured import StructuredResult

__all__ = ["DEFAULT_META_KEYS", "RETURN_DIRECT_META_KEY", "McpToolCallback", "McpToolResult", "MetaFilter"]

logger = logging.getLogger("sprig.mcp")

MetaFilter = Callable[[str, Any], bool] | Collection[str]
"""Which ``ToolContext`` entries travel to the server as the request's ``_meta``: a predicate on
(key, value), or a collection of keys."""

DEFAULT_META_KEYS: tuple[str, ...] = ("conversation_id",)
"""By default only the conversation id leaves the process; other context values (user ids,
handles, secrets) stay local unless a filter lets them through."""

RETURN_DIRECT_META_KEY = "sprig/returnDirect"
"""The tool ``_meta`` key through which sprig's MCP server marks return-direct tools."""


class McpToolResult(StructuredResult):
    """An MCP tool's result: the text the model reads, ``structured`` and the SDK's ``result``."""

    result: types.CallToolResult

    def __new__(cls, result: types.CallToolResult) -> Self:
        value = super().__new__(cls, result_text(result), result.structured_content)
        value.result = result
        return value


class McpToolCallback(ToolCallback):
    """Calls one MCP tool through an :class:`McpSession`.

    ``name`` is the name the model sees (after prefixing and de-duplication); the tool's own
    name on the server (``mcp_name``) is what goes on the wire. The result is text for the
    model (see :func:`sprig.mcp.content.result_text`); a result flagged ``isError`` raises
    :class:`McpToolError`, which the tool loop turns into an error result for the model.
    """

    def __init__(
        self,
        session: McpSession,
        tool: types.Tool,
        *,
        name: str | None = None,
        meta_filter: MetaFilter | None = DEFAULT_META_KEYS,
        timeout: float | None = None,
    ) -> None:
        self._session = session
        self._tool = tool
        self._meta_filter = meta_filter
        self._timeout = timeout
        description = tool.description or tool.title or (tool.annotations.title if tool.annotations else None)
        self._definition = ToolDefinition(
            name=name or sanitize_tool_name(tool.name),
            description=description or tool.name,
            input_schema=normalize_input_schema(tool.input_schema),
        )
        self._metadata = ToolMetadata(return_direct=_return_direct_hint(tool))

    @property
    def definition(self) -> ToolDefinition:
        """Name (as the model sees it), description and normalised input schema."""
        return self._definition

    @property
    def metadata(self) -> ToolMetadata:
        """``return_direct`` when the server marked the tool so (sprig's own servers do)."""
        return self._metadata

    @property
    def session(self) -> McpSession:
        """The session the calls go through."""
        return self._session

    @property
    def server(self) -> str:
        """The name of the server that owns the tool."""
        return self._session.name

    @property
    def mcp_name(self) -> str:
        """The tool's name on its server."""
        return self._tool.name

    @property
    def mcp_tool(self) -> types.Tool:
        """The tool as the server listed it."""
        return self._tool

    async def acall(self, arguments: str, context: ToolContext | Mapping[str, Any] | None = None) -> McpToolResult:
        """Call the tool with the model's JSON arguments (empty means ``{}``)."""
        parsed = self._parse(arguments)
        result = await self._session.acall_tool(
            self._tool.name,
            parsed,
            meta=self._meta(context),
            timeout_seconds=self._timeout,
            progress=progress_reporter(),
        )
        if result.is_error:
            text = result_text(result)
            raise McpToolError(text or "the tool reported an error", server=self.server, tool=self._tool.name)
        return McpToolResult(result)

    def _parse(self, arguments: str) -> dict[str, Any]:
        if arguments is None or not arguments.strip():
            return {}
        try:
            value = orjson.loads(arguments)
        except orjson.JSONDecodeError as exc:
            raise ToolArgumentError(
                f"the arguments for tool {self.name!r} are not valid JSON: {exc}",
                tool_name=self.name,
                issues=(ArgumentIssue((), str(exc), "json_invalid"),),
                arguments=arguments,
                invalid_json=True,
            ) from exc
        if value is None:
            return {}
        if not isinstance(value, dict):
            message = f"the arguments must be a JSON object, got {type(value).__name__}"
            raise ToolArgumentError(
                f"the arguments for tool {self.name!r} are wrong: {message}",
                tool_name=self.name,
                issues=(ArgumentIssue((), message, "model_type"),),
                arguments=arguments,
            )
        return value

    def _meta(self, context: ToolContext | Mapping[str, Any] | None) -> dict[str, Any] | None:
        if not context or self._meta_filter is None:
            return None
        meta_filter = self._meta_filter
        meta: dict[str, Any] = {}
        for key, value in context.items():
            allowed = meta_filter(key, value) if callable(meta_filter) else key in meta_filter
            if not allowed:
                continue
            try:
                orjson.dumps(value)
            except TypeError:
                logger.debug("ToolContext value %r is not JSON; not sent to MCP server %r", key, self.server)
                continue
            meta[key] = value
        return meta or None

    def __repr__(self) -> str:
        return f"McpToolCallback(name={self.name!r}, server={self.server!r}, mcp_name={self.mcp_name!r})"


def _return_direct_hint(tool: types.Tool) -> bool:
    meta = tool.meta or {}
    return bool(meta.get(RETURN_DIRECT_META_KEY) or meta.get("returnDirect"))
