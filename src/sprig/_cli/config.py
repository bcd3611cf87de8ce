"""The agent's setup: ``sprig.toml`` (or ``--config FILE``), ``--mcp`` files and the flags.

A project file lets ``sprig run "..."`` in a project work without flags::

    model = "openai:gpt-4o-mini"          # the model spec (--model, then $SPRIG_MODEL, win over it)
    system = "You are a release helper."  # replaces the planning agent's system text
    tools = ["myapp.tools:TOOLS"]         # MODULE:OBJECT, as --tools takes them
    state = "sqlite:.sprig/state.db"      # the store of sprig chat and sprig serve (--state wins)

    [mcp_servers.time]                    # one table per MCP server, in the mcpServers shape
    command = "uvx"
    args = ["mcp-server-time"]
    env = { TZ = "Europe/Paris" }

    [mcp_servers.docs]
    url = "https://docs.example.com/mcp"
    headers = { Authorization = "Bearer ${DOCS_TOKEN}" }
    requires_approval = true              # every call of this server's tools waits for approval

``--tools``, ``--mcp`` and ``--mcp-server`` add to the file's tools and servers (a server from
the command line replaces the file's server of the same name); ``--model`` and ``--state``
replace its values. ``${NAME}`` in a server's ``command``, ``args``, ``env``, ``url`` or
``headers`` is the environment variable ``NAME``, so secrets stay out of the file.
"""

from __future__ import annotations

import json
import os
import re
import shlex
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from sprig._cli.errors import CliError

__all__ = [
    "CONFIG_FILE",
    "AgentSetup",
    "McpServerEntry",
    "find_config",
    "load_setup",
    "read_config",
    "read_mcp_json",
    "server_from_flag",
]

CONFIG_FILE = "sprig.toml"
"""The project file looked for in the working folder."""

_FILE_KEYS = ("model", "system", "tools", "state", "mcp_servers")
_SERVER_KEYS = frozenset(
    {"command", "args", "env", "cwd", "url", "headers", "transport", "type", "requires_approval", "prefix", "timeout"}
)
_MAX_FILE_BYTES = 1_000_000
_VARIABLE = re.compile(r"\$\{([A-Za-z_][A-Za-z0-9_]*)\}")


@dataclass(frozen=True, slots=True)
class McpServerEntry:
    """One MCP server of the agent: its name, its ``mcpServers`` fields and where it was given."""

    name: str
    fields: Mapping[str, Any]
    origin: str

    @property
    def requires_approval(self) -> bool:
        """Whether calls of this server's tools wait for approval."""
        return bool(self.fields.get("requires_approval", False))


@dataclass(frozen=True, slots=True)
class AgentSetup:
    """What the CLI agent is made of, from the project file and the command line together."""

    model: str | None = None
    system: str | None = None
    tools: tuple[str, ...] = ()
    state: str | None = None
    mcp_servers: tuple[McpServerEntry, ...] = ()
    path: Path | None = field(default=None, compare=False)

    @property
    def has_extras(self) -> bool:
        """Whether the agent gets tools or MCP servers beyond the built-in ones."""
        return bool(self.tools or self.mcp_servers)


def find_config(given: str | None, cwd: Path | None = None) -> Path | None:
    """``--config FILE`` (which must exist), else ``sprig.toml`` in the working folder, else ``None``."""
    if given:
        path = Path(given).expanduser()
        if not path.is_file():
            raise CliError(f"--config {given!r}: no such file")
        return path
    candidate = (cwd or Path.cwd()) / CONFIG_FILE
    return candidate if candidate.is_file() else None


def read_config(path: Path) -> AgentSetup:
    """Read a ``sprig.toml``; a :class:`CliError` names the file and what is wrong in it."""
    where = str(path)
    data = _load_toml(path)
    unknown = sorted(set(data) - set(_FILE_KEYS))
    if unknown:
        raise CliError(f"{where}: unknown key {unknown[0]!r}; the keys are {', '.join(_FILE_KEYS)}")
    tools = data.get("tools", [])
    if isinstance(tools, str):
        tools = [tools]
    if not isinstance(tools, list) or not all(isinstance(item, str) and item.strip() for item in tools):
        raise CliError(f'{where}: tools must be a list of "MODULE:OBJECT" strings')
    servers = data.get("mcp_servers", {})
    if not isinstance(servers, dict):
        raise CliError(f"{where}: mcp_servers must be tables, one per server: [mcp_servers.NAME]")
    entries = tuple(
        _entry(str(name), fields, f"{where}: mcp_servers.{name}", strict=True) for name, fields in servers.items()
    )
    return AgentSetup(
        model=_optional_text(data, "model", where),
        system=_optional_text(data, "system", where, strip=False),
        tools=tuple(item.strip() for item in tools),
        state=_optional_text(data, "state", where),
        mcp_servers=entries,
        path=path,
    )


def _load_toml(path: Path) -> dict[str, Any]:
    try:
        if path.stat().st_size > _MAX_FILE_BYTES:
            raise CliError(f"{path}: too large for a configuration file (over {_MAX_FILE_BYTES} bytes)")
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise CliError(f"cannot read {path}: {exc.strerror or exc}") from exc
    except UnicodeDecodeError as exc:
        raise CliError(f"{path} is not UTF-8 text: {exc}") from exc
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise CliError(f"{path} is not valid TOML: {exc}") from exc


def _optional_text(data: Mapping[str, Any], key: str, where: str, *, strip: bool = True) -> str | None:
    value = data.get(key)
    if value is None:
        return None
    if not isinstance(value, str) or not value.strip():
        raise CliError(f"{where}: {key} must be a non-empty string")
    return value.strip() if strip else value


def read_mcp_json(path: str) -> list[McpServerEntry]:
    """The servers of an ``mcpServers`` JSON file (Claude Desktop's and Cursor's format).

    Each entry has ``command``/``args``/``env`` or ``url``/``headers``, and may add
    ``requires_approval``; an entry with ``"disabled": true`` is skipped, and other apps' own
    keys are ignored.
    """
    file = Path(path).expanduser()
    try:
        if file.stat().st_size > _MAX_FILE_BYTES:
            raise CliError(f"--mcp {path!r}: too large for a configuration file")
        data = json.loads(file.read_text(encoding="utf-8"))
    except OSError as exc:
        raise CliError(f"--mcp {path!r}: cannot read it: {exc.strerror or exc}") from exc
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise CliError(f"--mcp {path!r} is not valid JSON: {exc}") from exc
    servers = data.get("mcpServers", data.get("servers")) if isinstance(data, dict) else None
    if not isinstance(servers, dict):
        raise CliError(f'--mcp {path!r}: expected {{"mcpServers": {{"NAME": {{"command": ...}} or {{"url": ...}}}}}}')
    return [
        _entry(str(name), fields, f"--mcp {path}: {name}", strict=False)
        for name, fields in servers.items()
        if not (isinstance(fields, dict) and fields.get("disabled") is True)
    ]


def server_from_flag(text: str) -> McpServerEntry:
    """``--mcp-server 'COMMAND ARGS'`` (a stdio server) or ``--mcp-server URL`` (streamable HTTP)."""
    value = text.strip()
    if not value:
        raise CliError("--mcp-server needs a command line or a URL")
    fields: dict[str, Any]
    if re.match(r"https?://", value, re.IGNORECASE):
        fields = {"url": value}
    else:
        try:
            words = shlex.split(value)
        except ValueError as exc:
            raise CliError(f"--mcp-server {text!r}: {exc}") from exc
        fields = {"command": words[0], "args": words[1:]}
    fields = _expanded(fields, f"--mcp-server {text!r}")
    return McpServerEntry(_derived_name(fields, text), fields, "--mcp-server")


def _derived_name(fields: Mapping[str, Any], text: str) -> str:
    from sprig.mcp.config import server_config

    try:
        return server_config(dict(fields)).display_name
    except (TypeError, ValueError) as exc:
        raise CliError(f"--mcp-server {text!r}: {exc}") from exc


def _entry(name: str, fields: object, where: str, *, strict: bool) -> McpServerEntry:
    if not isinstance(fields, dict):
        raise CliError(f"{where}: expected a table with command (and args, env) or url (and headers)")
    if strict:
        unknown = sorted(set(fields) - _SERVER_KEYS)
        if unknown:
            raise CliError(f"{where}: unknown key {unknown[0]!r}; the keys are {', '.join(sorted(_SERVER_KEYS))}")
    kept = {key: value for key, value in fields.items() if key in _SERVER_KEYS}
    if ("command" in kept) == ("url" in kept):
        raise CliError(f"{where}: give either command (a stdio server) or url (an HTTP server)")
    _check_types(kept, where)
    return McpServerEntry(name, _expanded(kept, where), where.partition(":")[0])


def _check_types(fields: Mapping[str, Any], where: str) -> None:
    for key in ("command", "url", "cwd", "transport", "type", "prefix"):
        if key in fields and not (isinstance(fields[key], str) and fields[key].strip()):
            raise CliError(f"{where}: {key} must be a non-empty string")
    if "args" in fields and not _strings(fields["args"]):
        raise CliError(f"{where}: args must be a list of strings")
    for key in ("env", "headers"):
        value = fields.get(key)
        if value is not None and not (isinstance(value, dict) and all(isinstance(v, str) for v in value.values())):
            raise CliError(f"{where}: {key} must map names to strings")
    if not isinstance(fields.get("requires_approval", False), bool):
        raise CliError(f"{where}: requires_approval must be true or false")
    timeout = fields.get("timeout")
    if timeout is not None and (isinstance(timeout, bool) or not isinstance(timeout, (int, float)) or timeout <= 0):
        raise CliError(f"{where}: timeout must be a positive number of seconds")


def _strings(value: object) -> bool:
    return isinstance(value, list) and all(isinstance(item, str) for item in value)


def _expanded(fields: Mapping[str, Any], where: str) -> dict[str, Any]:
    """``${NAME}`` replaced by the environment variable in the fields that may hold secrets."""

    def expand(text: str) -> str:
        def variable(match: re.Match[str]) -> str:
            value = os.environ.get(match.group(1))
            if value is None:
                raise CliError(f"{where}: the environment variable {match.group(1)} is not set")
            return value

        return _VARIABLE.sub(variable, text)

    result = dict(fields)
    for key in ("command", "url"):
        if isinstance(result.get(key), str):
            result[key] = expand(result[key])
    if isinstance(result.get("args"), list):
        result["args"] = [expand(arg) for arg in result["args"]]
    for key in ("env", "headers"):
        if isinstance(result.get(key), dict):
            result[key] = {name: expand(value) for name, value in result[key].items()}
    return result


def load_setup(args: Any, cwd: Path | None = None) -> AgentSetup:
    """The setup for a command: the project file (``--config`` or ``./sprig.toml``) and the flags.

    Flags win: ``--model``, ``--state`` replace the file's values; ``--tools``, ``--mcp`` and
    ``--mcp-server`` add to its tools and servers, a command-line server replacing the file's
    server of the same name.
    """
    path = find_config(getattr(args, "config", None), cwd)
    base = read_config(path) if path is not None else AgentSetup()
    servers: dict[str, McpServerEntry] = {entry.name: entry for entry in base.mcp_servers}
    flag_servers: list[McpServerEntry] = []
    for file in getattr(args, "mcp", None) or ():
        flag_servers.extend(read_mcp_json(file))
    flag_servers.extend(server_from_flag(text) for text in getattr(args, "mcp_server", None) or ())
    for entry in flag_servers:
        servers[_unique(entry.name, servers, replace=entry.origin != "--mcp-server")] = entry
    named = tuple(
        entry if entry.name == name else McpServerEntry(name, entry.fields, entry.origin)
        for name, entry in servers.items()
    )
    tools = tuple(dict.fromkeys([*base.tools, *(getattr(args, "tools", None) or ())]))
    return AgentSetup(
        model=_model(args, base),
        system=base.system,
        tools=tools,
        state=getattr(args, "state", None) or base.state,
        mcp_servers=named,
        path=path,
    )


def _model(args: Any, base: AgentSetup) -> str | None:
    """``--model``, else ``$SPRIG_MODEL``, else the file's model (``None``: the default)."""
    given = (getattr(args, "model", None) or "").strip()
    if given:
        return given
    if os.environ.get("SPRIG_MODEL", "").strip():
        return None  # resolve_spec picks the environment's
    return base.model


def _unique(name: str, taken: Mapping[str, McpServerEntry], *, replace: bool) -> str:
    """A named server replaces one of the same name; a derived name is made unique instead."""
    if replace or name not in taken:
        return name
    count = 2
    while f"{name}-{count}" in taken:
        count += 1
    return f"{name}-{count}"
