"""``sprig serve [MODULE:OBJECT]``: a ChatClient behind HTTP, with the chat page at ``/``."""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
from typing import TYPE_CHECKING, Any

from sprig._cli.errors import EXIT_FAILURE, CliError, report
from sprig._listen import ListenError

if TYPE_CHECKING:
    from sprig._cli.config import AgentSetup
    from sprig._cli.toolset import AgentToolset
    from sprig.chat.client import ChatClient
    from sprig.state.store import KeyValueStore

__all__ = ["main", "open_store"]


SERVER_STATE = "server.db"
"""The default state of ``sprig serve``: this SQLite file in ``$SPRIG_HOME``, else the user data folder."""


def open_store(spec: str | None) -> KeyValueStore:
    """The store for ``--state``: by default SQLite in the user data folder (``server.db`` next to
    ``sprig chat``'s ``state.db``), ``sqlite:PATH``, ``memory`` (an unbounded in-process store that
    ``--max-conversations`` bounds), or what ``sprig.state`` knows (``redis://...``)."""
    import sprig.state

    if spec is None or not spec.strip():
        from sprig._cli.chat import state_path

        path = state_path(None, SERVER_STATE)
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            return sprig.state.SqliteStore(path)
        except (ValueError, OSError) as exc:
            raise CliError(f"cannot open the server state {str(path)!r}: {exc} (give --state)") from exc
    text = spec.strip()
    if text == "memory":  # bounded by whole conversations (--max-conversations), never entry by entry
        return sprig.state.InMemoryStore(max_entries=None, default_ttl=None)
    from_spec = getattr(sprig.state, "store_from_spec", None)
    if from_spec is not None:
        try:
            store: KeyValueStore = from_spec(text)
        except (ValueError, OSError, ImportError) as exc:
            # a Redis URL may hold a password: its store's errors name the address without it
            shown = "" if text.startswith(("redis://", "rediss://", "unix://")) else f" {text!r}"
            raise CliError(f"--state{shown}: {exc}") from exc
        return store
    if text == "memory":
        return sprig.state.InMemoryStore()
    if text.startswith("sqlite:") and len(text) > len("sqlite:"):
        try:
            return sprig.state.SqliteStore(text[len("sqlite:") :])
        except (ValueError, OSError) as exc:
            raise CliError(f"--state {text!r}: {exc}") from exc
    raise CliError(f"--state {text!r}: expected 'memory' or 'sqlite:PATH'")


def _client(args: argparse.Namespace, setup: AgentSetup, store: KeyValueStore) -> tuple[ChatClient, AgentToolset]:
    from sprig._cli.toolset import AgentToolset, builtin_tool_names, planning_agent
    from sprig.chat.client import ChatClient

    if args.target:
        from sprig._cli.tools import load_target

        value: Any = load_target(args.target)
        if not isinstance(value, ChatClient) and callable(value):
            value = value()
        if not isinstance(value, ChatClient):
            raise CliError(f"{args.target} is not a ChatClient nor a function returning one")
        toolset = asyncio.run(AgentToolset.astart(setup))
        if toolset.extra_tools:
            value = value.mutate().default_tools(*toolset.extra_tools).build()
        return value, toolset
    from sprig._cli.models import load_model, resolve_spec
    from sprig._cli.run import prepare_workdir

    if prepare_workdir(args.workdir, args.create):
        print(f"sprig: created the work folder {args.workdir}", file=sys.stderr, flush=True)
    model = load_model(resolve_spec(setup.model), args.context)
    toolset = asyncio.run(AgentToolset.astart(setup, reserved=builtin_tool_names(args.workdir)))
    try:
        return planning_agent(model, args.workdir, setup, toolset, store=store), toolset
    except BaseException:
        asyncio.run(toolset.aclose())
        raise


def _max_conversations(args: argparse.Namespace) -> int | None:
    """``--max-conversations`` (default 1,000 with ``--state memory``; other stores keep every one)."""
    given: int | None = args.max_conversations
    if given is None and (args.state or "").strip() == "memory":
        return DEFAULT_MEMORY_CONVERSATIONS
    return given


DEFAULT_MEMORY_CONVERSATIONS = 1000
"""How many conversations ``sprig serve --state memory`` keeps before evicting the least recently used."""


def _check_keys(keys: list[str]) -> None:
    from sprig.server.auth import KeyRing

    try:
        KeyRing(keys)
    except ValueError as exc:
        raise CliError(f"--api-key: {exc} (leave --api-key out to serve without keys)") from None


def main(args: argparse.Namespace) -> int:
    """Run ``sprig serve``; returns the exit code."""
    try:
        import starlette  # noqa: F401 - what the server extra brings, checked before anything starts
        import uvicorn  # noqa: F401

        import sprig.server.app
        from sprig.server.serve import InsecureBindError, check_bind
    except ImportError as exc:
        missing = f"{exc.name} is not installed" if exc.name else str(exc)
        message = f"sprig serve needs the server extra: pip install 'sprig-ai[server]' ({missing})"
        return report(CliError(message, exit_code=EXIT_FAILURE))
    keys: list[str] = args.api_key or [k.strip() for k in os.environ.get("SPRIG_API_KEYS", "").split(",") if k.strip()]
    from sprig._cli.config import load_setup

    durable_db = args.durable_db or ("sqlite:///sprig-durable.sqlite" if args.durable else None)
    if durable_db is not None:
        try:
            import sprig.durable  # noqa: F401
        except ImportError as exc:
            return report(CliError(str(exc)))
    try:
        _check_keys(keys)
        check_bind(args.host, has_keys=bool(keys), insecure=args.insecure)
        setup = load_setup(args)
        store = open_store(setup.state)
        client, toolset = _client(args, setup, store)
    except InsecureBindError as exc:
        return report(CliError(str(exc)))
    except CliError as exc:
        return report(exc)
    from sprig.server import create_app
    from sprig.server.serve import aserve

    try:
        app = create_app(
            client,
            store=store,
            api_keys=keys,
            lock_lease=args.lock_lease,
            durable_db=durable_db,
            allowed_hosts=args.allowed_host,
            bind_host=args.host,
            max_conversations=_max_conversations(args),
        )
    except ValueError as exc:
        asyncio.run(toolset.aclose())
        return report(CliError(f"--durable-db {durable_db!r}: {exc}" if durable_db is not None else str(exc)))

    def listening(url: str) -> None:
        print(f"sprig serve: listening on {url}", flush=True)

    async def run() -> None:
        load = getattr(client.model, "aload", None)
        if load is not None:  # an in-process model loads its weights before the first request
            print("sprig serve: loading the model", file=sys.stderr, flush=True)
            await load()
        try:
            await aserve(
                app,
                host=args.host,
                port=args.port,
                has_keys=bool(keys),
                insecure=args.insecure,
                grace=args.grace,
                on_listen=listening,
                limit_concurrency=args.limit_concurrency,
                header_timeout=args.header_timeout,
            )
        finally:
            try:
                await client.model.aclose()
            finally:
                await toolset.aclose()

    try:
        asyncio.run(run())
    except ListenError as exc:
        return report(CliError(exc.strerror or str(exc), exit_code=EXIT_FAILURE))
    except OSError as exc:
        return report(CliError(f"cannot listen on {args.host}:{args.port}: {exc.strerror or exc}", EXIT_FAILURE))
    print("sprig serve: stopped", file=sys.stderr, flush=True)
    return 0
