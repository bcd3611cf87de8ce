"""``sprig chat``: a REPL with the planning agent; the conversation is kept in a SQLite state file.

The state file holds the chat memory, the todo lists and which conversation is current, so a
second ``sprig chat`` with the same file carries on where the first stopped. It is
``--state PATH``, else ``$SPRIG_HOME/state.db``, else ``state.db`` in the user's data directory.
``--state`` also takes a store spec: ``sqlite:PATH``, ``memory`` (nothing kept after exit) or
``redis://HOST:PORT/DB`` (shared with every other process using that Redis).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import sys
import uuid
from pathlib import Path
from typing import TYPE_CHECKING

from sprig._cli.errors import EXIT_CANCELLED, CliError, describe, report
from sprig._cli.models import load_model, resolve_spec
from sprig._cli.run import load_weights, prepare_workdir, stream_turn
from sprig.messages import UserMessage

if TYPE_CHECKING:
    from sprig._cli.approval import Approver
    from sprig._cli.config import AgentSetup
    from sprig._cli.display import ConsoleDisplay
    from sprig._cli.toolset import AgentToolset
    from sprig.chat.client import ChatClient
    from sprig.models.base import ChatModel
    from sprig.state import KeyValueStore, MessageWindowChatMemory
    from sprig.toolkits.todo import TodoTools

__all__ = ["COMMANDS", "ChatSession", "main", "state_path"]

COMMANDS = {
    "/help": "show these commands",
    "/tools": "list the agent's tools",
    "/todos": "show the current plan",
    "/model": "show the model, or switch with /model SPEC",
    "/reset": "forget this conversation and its plan, start a new one",
    "/exit": "leave (also /quit or Ctrl-D)",
}
_CURRENT_KEY = "cli:current_conversation"
_HISTORY_MESSAGES = 40


def state_path(given: str | None, name: str = "state.db") -> Path:
    """``--state``, else ``$SPRIG_HOME/NAME``, else the user data directory's ``NAME``."""
    if given:
        return Path(given).expanduser()
    home = os.environ.get("SPRIG_HOME", "").strip()
    if home:
        return Path(home).expanduser() / name
    try:
        from platformdirs import user_data_dir
    except ImportError as exc:
        raise CliError("sprig needs platformdirs: pip install 'sprig-ai[cli]' (or pass --state PATH)") from exc
    return Path(user_data_dir("sprig", appauthor=False)) / name


class ChatSession:
    """One REPL's model, agent, stores and current conversation."""

    def __init__(
        self,
        spec: str,
        model: ChatModel,
        workdir: str,
        store: KeyValueStore,
        memory: MessageWindowChatMemory,
        display: ConsoleDisplay,
        approver: Approver | None = None,
        setup: AgentSetup | None = None,
        toolset: AgentToolset | None = None,
        task_depth: int | None = 2,
    ) -> None:
        from sprig._cli.approval import Approver
        from sprig._cli.config import AgentSetup
        from sprig._cli.toolset import AgentToolset
        from sprig.toolkits import TodoTools

        self.spec = spec
        self.model = model
        self.workdir = workdir
        self.store = store
        self.memory = memory
        self.display = display
        self.approver = approver if approver is not None else Approver()
        self.setup = setup if setup is not None else AgentSetup()
        self.toolset = toolset if toolset is not None else AgentToolset()
        self.task_depth = task_depth
        self.todos: TodoTools = TodoTools(store)
        self.conversation_id = ""
        self.client: ChatClient = self._client()

    def _client(self) -> ChatClient:
        from sprig._cli.toolset import planning_agent

        return planning_agent(
            self.model,
            self.workdir,
            self.setup,
            self.toolset,
            store=self.store,
            memory=self.memory,
            task_depth=self.task_depth,
        )

    async def aopen(self, conversation_id: str | None) -> None:
        """Pick the conversation: the one given, else the last one used with this state file."""
        last = await self.store.aget(_CURRENT_KEY)
        current = conversation_id or last
        self.conversation_id = current if isinstance(current, str) and current else _new_id()
        await self.store.aset(_CURRENT_KEY, self.conversation_id)
        history = await self.memory.aget(self.conversation_id)
        turns = sum(1 for message in history if isinstance(message, UserMessage))
        note = f", {turns} earlier messages from you" if turns else ""
        self.display.message(f"sprig chat · model {self.spec} · conversation {self.conversation_id}{note}")
        if turns and not conversation_id:
            self.display.message("resuming your last conversation; /reset starts a new one")
        elif turns:
            self.display.message(f"continuing conversation {self.conversation_id}")
        self.display.message("type /help for commands, /exit to leave")

    async def aturn(self, text: str) -> None:
        """Answer one message; a failure is reported on one line and the REPL goes on."""
        self.display.todos(await self.todos.aget(self.conversation_id))
        try:
            await load_weights(self.model, self.display)
            await stream_turn(self.client, text, self.display, self.todos, self.conversation_id, self.approver)
        except Exception as exc:
            self.display.stop()
            message, _ = describe(exc)
            self.display.message(f"error: {message}", "red")

    async def acommand(self, line: str) -> bool:
        """Run a ``/command``; returns ``False`` when the REPL should end."""
        name, _, rest = line.partition(" ")
        name = name.lower()
        if name in ("/exit", "/quit"):
            return False
        if name == "/help":
            for command, text in COMMANDS.items():
                self.display.message(f"{command:<8} {text}", "")
        elif name == "/tools":
            await self._tools()
        elif name == "/todos":
            await self._todos()
        elif name == "/model":
            await self._model(rest.strip())
        elif name == "/reset":
            await self.memory.aclear(self.conversation_id)
            await self.todos.aclear(self.conversation_id)
            self.conversation_id = _new_id()
            await self.store.aset(_CURRENT_KEY, self.conversation_id)
            self.display.todos([])
            self.display.message(f"conversation reset; new conversation {self.conversation_id}", "")
        else:
            self.display.message(f"unknown command {name}; commands: {', '.join(COMMANDS)}", "yellow")
        return True

    async def _tools(self) -> None:
        from sprig._cli.toolset import BUILT_IN, ToolSource
        from sprig.agent import planning_tools
        from sprig.tools import aresolve_tool_callbacks

        built_in = ToolSource(BUILT_IN, await aresolve_tool_callbacks(*planning_tools(self.workdir, store=self.store)))
        sources = [built_in, *await self.toolset.asources()]
        for source in sources:
            if len(sources) > 1:
                approval = " (calls need approval)" if source.requires_approval else ""
                self.display.message(f"{source.label}{approval}:", "bold")
            for callback in source.callbacks:
                summary = callback.definition.description.strip().split("\n")[0]
                self.display.message(f"{callback.name:<14} {summary}", "")

    async def _todos(self) -> None:
        from sprig._cli.display import todo_panel

        items = await self.todos.aget(self.conversation_id)
        if items:
            self.display.console.print(todo_panel(items))
        else:
            self.display.message("no plan yet in this conversation", "")

    async def _model(self, spec: str) -> None:
        if not spec:
            self.display.message(f"model: {self.spec} ({self.model!r})", "")
            return
        try:
            model = load_model(spec)
        except CliError as exc:
            self.display.message(f"error: {exc}", "red")
            return
        old, self.model, self.spec = self.model, model, spec
        self.client = self._client()
        await old.aclose()
        self.display.message(f"model: {spec}; the conversation goes on", "")

    async def aclose(self) -> None:
        """Release the model and the state file."""
        try:
            await self.model.aclose()
        finally:
            await self.toolset.aclose()
            await self.store.aclose()
            await self.memory.repository.aclose()


def _new_id() -> str:
    return "chat-" + uuid.uuid4().hex[:12]


async def _open(args: argparse.Namespace, setup: AgentSetup, spec: str, model: ChatModel) -> ChatSession:
    from sprig._cli.display import ConsoleDisplay
    from sprig._cli.toolset import AgentToolset, builtin_tool_names
    from sprig.state import MessageWindowChatMemory, SqliteChatMemoryRepository, SqliteStore
    from sprig.state.chat_memory import ChatMemoryRepository, StoreChatMemoryRepository
    from sprig.state.spec import is_store_spec, store_from_spec

    given: str | None = setup.state
    store: KeyValueStore
    repository: ChatMemoryRepository
    if given and is_store_spec(given) and not given.startswith("sqlite:"):
        try:
            store = store_from_spec(given)
        except (ImportError, ValueError) as exc:
            raise CliError(str(exc)) from exc
        repository = StoreChatMemoryRepository(store)
    else:
        path = state_path(given.removeprefix("sqlite:") if given else None)
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise CliError(f"cannot create the state folder {str(path.parent)!r}: {exc.strerror or exc}") from exc
        store = SqliteStore(path)
        repository = SqliteChatMemoryRepository(path)
    memory = MessageWindowChatMemory(repository, max_messages=_HISTORY_MESSAGES)
    from sprig._cli.approval import Approver

    approver = Approver(yes=getattr(args, "yes", False))
    try:
        toolset = await AgentToolset.astart(setup, reserved=builtin_tool_names(args.workdir))
    except BaseException:
        await store.aclose()
        await repository.aclose()
        raise
    try:
        session = ChatSession(
            spec,
            model,
            args.workdir,
            store,
            memory,
            ConsoleDisplay(),
            approver,
            setup=setup,
            toolset=toolset,
            task_depth=getattr(args, "subagent_depth", 2) or None,
        )
    except BaseException:
        await toolset.aclose()
        await store.aclose()
        await repository.aclose()
        raise
    try:
        await session.aopen(args.conversation)
    except BaseException:
        await session.aclose()
        raise
    return session


def _read(prompt: str) -> str:
    return input(prompt)


def main(args: argparse.Namespace) -> int:
    """Run the REPL; returns the exit code."""
    from sprig._cli.config import load_setup

    try:
        setup = load_setup(args)
    except CliError as exc:
        return report(exc)
    spec = resolve_spec(setup.model)
    try:
        created = prepare_workdir(args.workdir, args.create)
        model = load_model(spec, args.context)
    except CliError as exc:
        return report(exc)
    if created:
        print(f"sprig: created the work folder {args.workdir}", file=sys.stderr, flush=True)
    interactive = sys.stdin.isatty()
    if interactive:
        with contextlib.suppress(ImportError):
            import readline  # noqa: F401 - line editing and history for input()
    with asyncio.Runner() as runner:
        try:
            session = runner.run(_open(args, setup, spec, model))
        except KeyboardInterrupt:
            return EXIT_CANCELLED
        except Exception as exc:
            runner.run(model.aclose())
            return report(exc)
        try:
            return _loop(runner, session, "you> " if interactive else "")
        finally:
            runner.run(session.aclose())


def _loop(runner: asyncio.Runner, session: ChatSession, prompt: str) -> int:
    while True:
        try:
            line = _read(prompt).strip()
        except EOFError:
            if prompt:  # Ctrl-D on a terminal: end the prompt's line, so the shell's starts on its own
                print(flush=True)
            return 0
        except KeyboardInterrupt:  # Ctrl-C at the prompt: leave, with a word on how it goes on
            print(file=sys.stderr)
            print(
                "sprig chat: left with Ctrl-C (/exit or Ctrl-D leave too); `sprig chat` picks this "
                "conversation up again",
                file=sys.stderr,
                flush=True,
            )
            return EXIT_CANCELLED
        if not line:
            continue
        if line.startswith("/"):
            if not runner.run(session.acommand(line)):
                return 0
            continue
        try:
            runner.run(session.aturn(line))
        except KeyboardInterrupt:
            session.display.stop()
            session.display.message("cancelled", "yellow")
