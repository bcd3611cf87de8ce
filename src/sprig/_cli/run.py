"""``sprig run "TASK"``: the planning agent works one task and exits."""

from __future__ import annotations

import argparse
import asyncio
import sys
import uuid
from typing import TYPE_CHECKING, Any

from sprig._cli.errors import EXIT_CANCELLED, CliError, report
from sprig._cli.models import load_model, resolve_spec

if TYPE_CHECKING:
    from sprig._cli.approval import Approver
    from sprig._cli.config import AgentSetup
    from sprig._cli.display import Display
    from sprig.chat.client import ChatClient, ChatClientRequestSpec
    from sprig.models.base import ChatModel
    from sprig.state.store import KeyValueStore
    from sprig.toolkits.todo import TodoTools

__all__ = ["load_weights", "main", "prepare_workdir", "stream_turn"]


async def load_weights(model: ChatModel, display: Display) -> None:
    """Load an in-process model's weights up front, with a spinner saying so (left running)."""
    load = getattr(model, "aload", None)
    if load is not None:
        fetch = getattr(model, "needs_download", False)
        first = "Fetching the default model's weights (98 MB, once), then loading"
        if fetch and not _on_terminal():  # no spinner to say why the first run waits
            print(f"sprig: {first[0].lower()}{first[1:]} the model", file=sys.stderr, flush=True)
        display.start(first if fetch else "Loading the model")
        await load()


def _on_terminal() -> bool:
    try:
        return sys.stdout.isatty()
    except (AttributeError, ValueError):
        return False


async def stream_turn(
    client: ChatClient,
    text: str,
    display: Display,
    todos: TodoTools,
    conversation_id: str,
    approver: Approver | None = None,
) -> None:
    """Stream one request of ``client`` to ``display``, refreshing the todo panel as the plan changes.

    When the run pauses on calls that need approval, ``approver`` decides them (without one,
    they are denied with a note) and the run resumes, streaming on.
    """
    from sprig._cli.approval import Approver

    approver = approver if approver is not None else Approver(interactive=False)
    spec = client.prompt(text).advisor_params(conversation_id=conversation_id)
    fresh = True
    while True:
        pending = await _stream(spec, display, todos, conversation_id, fresh)
        fresh = False  # the run goes on after the decisions: "done in" counts from its start
        if not pending:
            return
        decisions = approver.decide(pending)
        spec = client.prompt().advisor_params(conversation_id=conversation_id)
        spec.resume(approve=decisions.approve, deny=decisions.deny)


async def _stream(
    spec: ChatClientRequestSpec, display: Display, todos: TodoTools, conversation_id: str, fresh: bool = True
) -> Any:
    from sprig.chat.events import DoneEvent, ToolResultEvent

    pending: Any = ()
    display.start(fresh=fresh)
    try:
        async for event in spec.stream().events():
            if isinstance(event, DoneEvent) and event.response.pending:
                pending = event.response.pending  # not done: the run goes on once the calls are decided
                continue
            display.event(event)
            if isinstance(event, ToolResultEvent) and event.name in todos.tool_names and not event.error:
                display.todos(await todos.aget(conversation_id))
    finally:
        display.stop()
    return pending


def prepare_workdir(workdir: str, create: bool) -> bool:
    """Check ``--workdir``: refuse a missing folder unless ``--create``; returns whether it was created."""
    from pathlib import Path

    path = Path(workdir).expanduser()
    if path.is_dir():
        return False
    if path.exists():
        raise CliError(f"cannot use {workdir!r} as the work folder: it is a file, not a folder")
    if not create:
        raise CliError(f"the work folder {workdir!r} does not exist; create it, or add --create to let sprig create it")
    try:
        path.mkdir(parents=True)
    except OSError as exc:
        raise CliError(f"cannot create the work folder {workdir!r}: {exc.strerror or exc}") from exc
    return True


def _task(args: argparse.Namespace) -> str:
    task = " ".join(args.task).strip()
    if task == "-":
        task = sys.stdin.read().strip()
    if not task:
        raise CliError('give the task to work on, e.g. sprig run "Plan, then tell the time in Tokyo"')
    return task


async def _run(args: argparse.Namespace, task: str, setup: AgentSetup, model: ChatModel, display: Display) -> int:
    from sprig._cli.approval import Approver
    from sprig._cli.serve import open_store
    from sprig._cli.toolset import AgentToolset, builtin_tool_names, planning_agent
    from sprig.prompt import ChatOptions
    from sprig.state import InMemoryStore
    from sprig.toolkits import TodoTools

    toolset: AgentToolset | None = None
    store: KeyValueStore | None = None
    try:
        store = open_store(setup.state) if setup.state else InMemoryStore()
        toolset = await AgentToolset.astart(setup, reserved=builtin_tool_names(args.workdir))
        client = planning_agent(
            model,
            args.workdir,
            setup,
            toolset,
            store=store,
            max_rounds=args.max_rounds,
            task_depth=args.subagent_depth or None,
        )
        if args.max_tokens is not None:
            client = client.mutate().default_options(ChatOptions(max_tokens=args.max_tokens)).build()
        try:
            await load_weights(model, display)
        except BaseException:
            display.stop()
            raise
        approver = Approver(yes=args.yes)
        await stream_turn(client, task, display, TodoTools(store), "run-" + uuid.uuid4().hex[:12], approver)
    except Exception as exc:
        return report(exc)
    finally:
        try:
            await model.aclose()
        finally:
            if toolset is not None:
                await toolset.aclose()
            if store is not None:
                await store.aclose()
    return 0


def main(args: argparse.Namespace) -> int:
    """Run ``sprig run``; returns the exit code."""
    from sprig._cli.config import load_setup
    from sprig._cli.display import ConsoleDisplay, JsonDisplay

    try:
        task = _task(args)
        setup = load_setup(args)
        created = prepare_workdir(args.workdir, args.create)
        model = load_model(resolve_spec(setup.model), args.context)
    except CliError as exc:
        return report(exc)
    if created:
        print(f"sprig: created the work folder {args.workdir}", file=sys.stderr, flush=True)
    display: Display = JsonDisplay() if args.json else ConsoleDisplay()
    run = _run(args, task, setup, model, display)
    try:
        return asyncio.run(run)
    except KeyboardInterrupt:
        run.close()  # interrupted before the loop started it: no "never awaited" warning on the way out
        display.stop()
        print("sprig: cancelled", file=sys.stderr, flush=True)
        return EXIT_CANCELLED
