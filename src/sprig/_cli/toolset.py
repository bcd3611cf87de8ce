"""The CLI agent's own tools beyond the built-in ones: ``--tools`` objects and MCP servers.

:meth:`AgentToolset.astart` imports every ``MODULE:OBJECT`` (a failure stops the command with
one line) and starts every MCP server once for the process (a server that does not start is
one warning line naming it, and is left out while the others work). ``extra_tools`` goes to
``build_planning_agent(extra_tools=...)``; :meth:`AgentToolset.asources` lists the tools per
source for ``sprig tools`` and ``/tools``. MCP tools whose names the built-in or ``--tools``
tools already use are offered as ``alt_1_NAME`` (as the MCP provider renames clashes).
"""

from __future__ import annotations

import asyncio
import dataclasses
import os
import sys
import tempfile
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import IO, TYPE_CHECKING, Any

from sprig._cli.config import AgentSetup, McpServerEntry
from sprig._cli.errors import CliError

if TYPE_CHECKING:
    from sprig.chat.client import ChatClient
    from sprig.mcp import McpSession, McpToolCallbackProvider
    from sprig.models.base import ChatModel
    from sprig.state.chat_memory import ChatMemory
    from sprig.state.store import KeyValueStore
    from sprig.tools.callback import ToolCallback

__all__ = ["AgentToolset", "ToolSource", "builtin_tool_names", "planning_agent", "warn"]

BUILT_IN = "built-in (the planning agent)"
_MAX_QUOTE = 300


def warn(message: str) -> None:
    """One ``sprig: warning: ...`` line on stderr."""
    print(f"sprig: warning: {' '.join(message.split())}", file=sys.stderr, flush=True)


@dataclass(frozen=True, slots=True)
class ToolSource:
    """Where some of the agent's tools come from, and those tools."""

    label: str
    callbacks: Sequence[ToolCallback]
    requires_approval: bool = False


class AgentToolset:
    """The ``--tools`` objects and the started MCP servers of one CLI process."""

    def __init__(
        self,
        targets: Sequence[tuple[str, Any]] = (),
        sessions: Sequence[tuple[McpServerEntry, McpSession]] = (),
        provider: McpToolCallbackProvider | None = None,
    ) -> None:
        self._targets = list(targets)
        self._sessions = list(sessions)
        self._provider = provider

    @classmethod
    async def astart(
        cls,
        setup: AgentSetup,
        *,
        reserved: Sequence[str] = (),
        on_warning: Callable[[str], None] = warn,
    ) -> AgentToolset:
        """Load the tools of ``setup`` and start its MCP servers (once; close with :meth:`aclose`).

        ``reserved`` are the built-in tools' names: a ``--tools`` tool may not take one; an MCP
        tool wanting one is renamed.
        """
        from sprig._cli.tools import load_tools

        targets = [(target, load_tools(target, flag="--tools")[0]) for target in setup.tools]
        names = _check_names(targets, reserved)
        if not setup.mcp_servers:
            return cls(targets)
        sessions = await _start_servers(setup.mcp_servers, on_warning)
        provider = None
        if sessions:
            from sprig.mcp import McpToolCallbackProvider

            provider = McpToolCallbackProvider([session for _, session in sessions], reserved_names=names)
        return cls(targets, sessions, provider)

    @property
    def extra_tools(self) -> list[object]:
        """What to give the agent besides its built-in tools."""
        tools: list[object] = [value for _, value in self._targets]
        if self._provider is not None:
            tools.append(self._provider)
        return tools

    async def asources(self) -> list[ToolSource]:
        """The tools per source: each ``--tools`` target, then each MCP server that started."""
        from sprig.tools import aresolve_tool_callbacks

        sources = [ToolSource(target, await aresolve_tool_callbacks(value)) for target, value in self._targets]
        if self._provider is not None:
            by_server: dict[str, list[ToolCallback]] = {}
            for callback in await self._provider.atool_callbacks():
                by_server.setdefault(getattr(callback, "server", ""), []).append(callback)
            for entry, session in self._sessions:
                sources.append(
                    ToolSource(
                        f"MCP server {entry.name!r}", by_server.get(session.name, []), entry.requires_approval
                    )
                )
        return sources

    async def aclose(self) -> None:
        """Stop the MCP servers this process started."""
        await asyncio.gather(*(session.aclose() for _, session in self._sessions), return_exceptions=True)


def _check_names(targets: Sequence[tuple[str, Any]], reserved: Sequence[str]) -> list[str]:
    """Every name taken so far; a ``--tools`` tool may not reuse a built-in's or another's name."""
    from sprig.tools import resolve_tool_callbacks

    owners: dict[str, str] = dict.fromkeys(reserved, "a built-in tool")
    for target, value in targets:
        for callback in resolve_tool_callbacks(value):
            owner = owners.get(callback.name)
            if owner is not None:
                raise CliError(f"--tools {target}: the tool name {callback.name!r} is already used by {owner}")
            owners[callback.name] = target
    return list(owners)


async def _start_servers(
    entries: Sequence[McpServerEntry], on_warning: Callable[[str], None]
) -> list[tuple[McpServerEntry, McpSession]]:
    """Start every server at once; the ones that fail are reported and closed.

    A stdio server's stderr goes to a temporary file (``SPRIG_DEBUG=1``: to this process's
    stderr), so a server that crashes at start shows as one line quoting its last words, not
    as its traceback.
    """
    try:
        from sprig.mcp import McpSession, StdioServer, server_config
    except ImportError as exc:
        raise CliError(f"MCP servers need the mcp extra: pip install 'sprig-ai[mcp]' ({exc})") from exc

    sessions: list[tuple[McpServerEntry, McpSession, IO[str] | None]] = []
    for entry in entries:
        try:
            config = server_config(dict(entry.fields), name=entry.name)
        except (TypeError, ValueError) as exc:
            raise CliError(f"{entry.origin}: MCP server {entry.name!r}: {exc}") from exc
        errlog: IO[str] | None = None
        if isinstance(config, StdioServer) and not os.environ.get("SPRIG_DEBUG"):
            # closed when the process ends: the server writes to it as long as it runs
            errlog = tempfile.TemporaryFile("w+", encoding="utf-8", errors="replace")  # noqa: SIM115
            config = dataclasses.replace(config, errlog=errlog)
        sessions.append((entry, McpSession(config, name=entry.name), errlog))
    listings = await asyncio.gather(*(session.alist_tools() for _, session, _ in sessions), return_exceptions=True)
    started: list[tuple[McpServerEntry, McpSession]] = []
    for (entry, session, errlog), listing in zip(sessions, listings, strict=True):
        if isinstance(listing, BaseException):
            if not isinstance(listing, Exception):
                raise listing
            await asyncio.gather(session.aclose(), return_exceptions=True)
            said = _last_line(errlog)
            reason = _reason(entry, listing) + (f" (it said: {said})" if said else "")
            on_warning(f"MCP server {entry.name!r} did not start and is left out: {reason}")
        else:
            started.append((entry, session))
    return started


def _last_line(errlog: IO[str] | None) -> str:
    if errlog is None:
        return ""
    try:
        errlog.flush()
        errlog.seek(0)
        lines = [line.strip() for line in errlog.read()[-_MAX_QUOTE * 4 :].splitlines() if line.strip()]
    except (OSError, ValueError):
        return ""
    return lines[-1][:_MAX_QUOTE] if lines else ""


def _reason(entry: McpServerEntry, exc: Exception) -> str:
    text = str(exc) or type(exc).__name__
    prefix = f"MCP server {entry.name!r} "
    return text[len(prefix) :] if text.startswith(prefix) else text


def builtin_tool_names(workdir: str) -> list[str]:
    """The names of the planning agent's own tools."""
    from sprig.agent import TASK_TOOL, planning_tools
    from sprig.tools import resolve_tool_callbacks

    return [*(callback.name for callback in resolve_tool_callbacks(*planning_tools(workdir))), TASK_TOOL]


def planning_agent(
    model: ChatModel,
    workdir: str,
    setup: AgentSetup,
    toolset: AgentToolset,
    *,
    store: KeyValueStore | None = None,
    memory: ChatMemory | None = None,
    max_rounds: int = 25,
    task_depth: int | None = None,
) -> ChatClient:
    """The planning agent with the setup's system text and the toolset's tools (and, with
    ``task_depth``, its ``task`` tool for sub-agents)."""
    from sprig.agent import build_planning_agent

    try:
        return build_planning_agent(
            model,
            workdir,
            store=store,
            memory=memory,
            max_rounds=max_rounds,
            extra_tools=toolset.extra_tools,
            system=setup.system,
            task_depth=task_depth,
        )
    except OSError as exc:
        raise CliError(f"cannot use {workdir!r} as the work folder: {exc.strerror or exc}") from exc
