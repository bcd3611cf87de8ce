"""What the terminal shows while an agent works: streamed text, tool calls, a live todo panel.

:class:`ConsoleDisplay` draws with rich. On a terminal it keeps a live region at the bottom (the
line being streamed, a spinner while the model thinks or a tool runs, and the todo panel) and
prints finished lines and tool calls above it. When the output is not a terminal (a pipe, a
file, a test) it writes the text as it streams and prints the todo panel each time the plan
changes, with no cursor movement. :class:`JsonDisplay` writes one JSON event per line.

A sub-agent's work (``SubagentEvent``) shows indented under a ``sub-agent NAME`` line, one level
per depth: its tool calls and results, its text; in JSON each of its events is written as the
event itself with ``path`` (the chain of call ids down to it), ``subagent`` and ``depth`` added.
"""

from __future__ import annotations

import json
import sys
import time
from collections.abc import Callable, Collection, Sequence
from typing import TYPE_CHECKING, Any, Protocol, TextIO

import orjson

from sprig.chat.events import (
    CompactionEvent,
    DoneEvent,
    FallbackEvent,
    ReasoningDeltaEvent,
    ReminderEvent,
    RetryEvent,
    ReturnDirectEvent,
    StreamEvent,
    SubagentEvent,
    TextDeltaEvent,
    ToolArgumentsDeltaEvent,
    ToolCallStartedEvent,
    ToolResultEvent,
    ToolSearchEvent,
    UsageEvent,
)

if TYPE_CHECKING:
    from rich.console import Console, RenderableType
    from rich.live import Live
    from rich.spinner import Spinner

    from sprig.models.response import Usage
    from sprig.toolkits.todo import TodoItem

__all__ = ["ConsoleDisplay", "Display", "JsonDisplay", "todo_panel"]

_RESULT_LINES = 3
_VALUE_CHARS = 48
_STYLES = {"pending": "", "in_progress": "bold yellow", "completed": "dim"}


class Display(Protocol):
    """Receives a run's events and shows them."""

    def start(self, status: str = "Thinking", *, fresh: bool = True) -> None:
        """Begin showing; ``status`` is the spinner's text until the first token. ``fresh=False``
        goes on with the run already shown (a resume after approvals): its clock keeps running."""

    def status(self, text: str | None) -> None:
        """Set (or clear) the spinner text."""

    def event(self, event: StreamEvent) -> None:
        """Show one stream event."""

    def todos(self, items: Sequence[TodoItem]) -> None:
        """The plan changed: show ``items``."""

    def message(self, text: str, style: str = "") -> None:
        """Print a line of information (not part of the answer)."""

    def stop(self) -> None:
        """Stop showing (the spinner goes away; the last todo panel stays)."""


class JsonDisplay:
    """One JSON object per line on ``out`` for every event (``event.to_dict()``); nothing else."""

    def __init__(self, out: TextIO | None = None) -> None:
        self._out = out or sys.stdout

    def start(self, status: str = "Thinking", *, fresh: bool = True) -> None:
        """Nothing to start."""

    def status(self, text: str | None) -> None:
        """Spinners are not events."""

    def event(self, event: StreamEvent) -> None:
        """Write the event as one line of JSON (a sub-agent's: its own event, with its ``path``)."""
        data = event.to_dict()
        if isinstance(event, SubagentEvent):
            inner = event.innermost
            data = {**event.leaf.to_dict(), "path": list(event.path), "subagent": inner.name, "depth": inner.depth}
        line = orjson.dumps(data, default=str).decode()
        self._out.write(line + "\n")
        self._out.flush()

    def todos(self, items: Sequence[TodoItem]) -> None:
        """The plan is in the tool_result events already."""

    def message(self, text: str, style: str = "") -> None:
        """Information goes to stderr, so stdout stays pure JSON lines."""
        print(text, file=sys.stderr, flush=True)

    def stop(self) -> None:
        """Nothing to stop."""


def todo_panel(items: Sequence[TodoItem]) -> RenderableType:
    """The todo list as a rich panel: ``[x]`` completed, ``[>]`` in progress, ``[ ]`` pending."""
    from rich.console import Group
    from rich.panel import Panel
    from rich.text import Text

    done = sum(1 for item in items if item.status == "completed")
    lines = [Text(f"{item.marker} {item.text}", style=_STYLES[item.status]) for item in items]
    body: RenderableType = Group(*lines) if lines else Text("no plan yet", style="dim")
    title = f"Todos ({done}/{len(items)} completed)"
    return Panel(body, title=title, title_align="left", border_style="cyan", expand=False)


class ConsoleDisplay:
    """Shows a run on a rich console (live on a terminal, plain otherwise); see the module doc."""

    def __init__(
        self,
        console: Console | None = None,
        *,
        live: bool | None = None,
        todo_tools: Collection[str] = ("todo_update", "todo_read"),
    ) -> None:
        from rich.console import Console
        from rich.spinner import Spinner

        self.console = console or Console(highlight=False)
        self._live_mode = self.console.is_terminal if live is None else live
        self._live: Live | None = None
        self._todo_tools = frozenset(todo_tools)
        self._spinner: Spinner = Spinner("dots", style="cyan")
        self._status: str | None = None
        self._partial = ""  # live mode: the answer line being streamed
        self._mid_line = False  # plain mode: the last text written did not end a line
        self._todos: tuple[TodoItem, ...] = ()
        self._calls: dict[str, list[Any]] = {}  # id -> [name, characters of arguments so far]
        self._children: dict[tuple[str, ...], str] = {}  # running sub-agents: path -> text not yet printed
        self._usage: Usage | None = None
        self._started = time.monotonic()
        ascii_only = not (self.console.encoding or "").lower().startswith("utf")
        self._bullet, self._corner, self._cross = ("*", "  ->", "x") if ascii_only else ("●", "  ⎿", "✗")

    # -- the live region --------------------------------------------------------------------

    def _render(self) -> RenderableType:
        from rich.console import Group
        from rich.text import Text

        parts: list[RenderableType] = []
        if self._partial:
            parts.append(Text(self._partial))
        if self._status:
            self._spinner.update(text=Text(self._status, style="cyan"))
            parts.append(self._spinner)
        if self._todos:
            parts.append(todo_panel(self._todos))
        return Group(*parts)

    def start(self, status: str = "Thinking", *, fresh: bool = True) -> None:
        """Start the spinner (and, on a terminal, the live region); a ``fresh`` start restarts the
        clock of the "done in" line, a resumed run's does not."""
        from rich.live import Live

        if fresh:
            self._started = time.monotonic()
        self._status = status
        if self._live_mode and self._live is None:
            self._live = Live(
                _View(self._render),
                console=self.console,
                refresh_per_second=12,
                transient=False,
                redirect_stdout=False,
                redirect_stderr=False,
            )
            self._live.start()

    def status(self, text: str | None) -> None:
        """Set the spinner's text; ``None`` hides it."""
        self._status = text
        self._refresh()

    def _refresh(self) -> None:
        if self._live is not None:
            self._live.refresh()

    def stop(self) -> None:
        """End the streamed line, hide the spinner, leave the last todo panel on screen."""
        self._end_line()
        self._status = None
        if self._live is not None:
            live, self._live = self._live, None
            live.stop()

    # -- text -------------------------------------------------------------------------------

    def _write_text(self, text: str) -> None:
        if self._live is not None:
            from rich.text import Text

            *done, self._partial = (self._partial + text).split("\n")
            for line in done:
                self.console.print(Text(line), soft_wrap=True)
            self._refresh()
        else:
            self.console.file.write(text)
            self.console.file.flush()
            self._mid_line = not text.endswith("\n")

    def _end_line(self) -> None:
        if self._partial:
            from rich.text import Text

            line, self._partial = self._partial, ""
            self.console.print(Text(line), soft_wrap=True)
        if self._mid_line:
            self.console.file.write("\n")
            self._mid_line = False

    def message(self, text: str, style: str = "dim") -> None:
        """Print an information line above the live region."""
        from rich.text import Text

        self._end_line()
        self.console.print(Text(text, style=style), soft_wrap=True)

    # -- events -----------------------------------------------------------------------------

    def todos(self, items: Sequence[TodoItem]) -> None:
        """Show the plan (live: update the panel; plain: print it when it changed)."""
        changed = [item.to_dict() for item in items] != [item.to_dict() for item in self._todos]
        self._todos = tuple(items)
        if not changed:
            return
        if self._live_mode:
            self._refresh()
        elif items:
            self._end_line()
            self.console.print(todo_panel(items))

    def event(self, event: StreamEvent) -> None:
        """Show one event."""
        if isinstance(event, TextDeltaEvent):
            self._status = None
            self._write_text(event.text)
        elif isinstance(event, ReasoningDeltaEvent):
            tail = " ".join(event.text.split())[-60:]
            self.status(f"Thinking: {tail}" if tail else "Thinking")
        elif isinstance(event, ToolCallStartedEvent):
            self._end_line()
            self._calls[event.id] = [event.name, 0]
            self.status(f"Preparing {event.name}")
        elif isinstance(event, ToolArgumentsDeltaEvent):
            call = self._calls.setdefault(event.id, ["tool", 0])
            call[1] += len(event.delta)
            self.status(f"Preparing {call[0]} ({call[1]} characters)")
        elif isinstance(event, UsageEvent):
            self._usage = event.usage  # cumulative: the last one is the total
            if self._calls:
                self.status("Running " + ", ".join(dict.fromkeys(str(c[0]) for c in self._calls.values())))
        elif isinstance(event, ToolResultEvent):
            self._calls.pop(event.id, None)
            self._tool_result(event)
            self.status("Thinking" if not self._calls else self._status)
        elif isinstance(event, RetryEvent):
            self.message(f"retry {event.attempt}: {event.reason}", "yellow")
        elif isinstance(event, CompactionEvent):
            self.message(
                f"compacted the conversation: about {event.tokens_before:,} -> {event.tokens_after:,} tokens "
                f"({event.cleared} results cleared, {event.summarized} messages summarized)",
                "magenta",
            )
        elif isinstance(event, FallbackEvent):
            self.message(f"{event.model} failed ({event.error}); trying {event.next_model}", "yellow")
        elif isinstance(event, ToolSearchEvent):
            found = ", ".join(event.names) or "nothing"
            self.message(f"searched tools for {event.query!r}: {found}", "cyan")
        elif isinstance(event, ReminderEvent):
            self.message(f"reminder after {event.rounds_since_update} tool rounds: {event.text}", "magenta")
        elif isinstance(event, ReturnDirectEvent):
            self._write_text(event.text)
        elif isinstance(event, DoneEvent):
            self._done(event)
        elif isinstance(event, SubagentEvent):
            self._subagent(event)

    def _subagent(self, event: SubagentEvent) -> None:
        """A sub-agent's event, indented by its depth."""
        path, leaf, inner = event.path, event.leaf, event.innermost
        indent = "  " * len(path)
        if path not in self._children:
            self._children[path] = ""
            self.message(f"{indent[2:]}{self._corner.strip()} sub-agent {inner.name}", "cyan")
        if isinstance(leaf, TextDeltaEvent):
            *lines, self._children[path] = (self._children[path] + leaf.text).split("\n")
            for line in lines:
                self.message(indent + line, "")
        elif isinstance(leaf, ToolResultEvent):
            self._flush_child(path)
            self._tool_result(leaf, indent)
        elif isinstance(leaf, (ToolCallStartedEvent, ToolArgumentsDeltaEvent)):
            if isinstance(leaf, ToolCallStartedEvent):
                self.status(f"{inner.name}: preparing {leaf.name}")
        elif isinstance(leaf, RetryEvent):
            self.message(f"{indent}retry {leaf.attempt}: {leaf.reason}", "yellow")
        elif isinstance(leaf, DoneEvent):
            self._flush_child(path)
            del self._children[path]
            self.status("Thinking")

    def _flush_child(self, path: tuple[str, ...]) -> None:
        rest = self._children.get(path, "")
        if rest.strip():
            self.message("  " * len(path) + rest, "")
        self._children[path] = ""

    def _tool_result(self, event: ToolResultEvent, indent: str = "") -> None:
        from rich.text import Text

        self._end_line()
        head = Text.assemble(
            indent,
            (f"{self._cross if event.error else self._bullet} ", "red" if event.error else "green"),
            (event.name, "bold"),
            (f"({_arguments(event.arguments, self.console.width - len(event.name) - 4)})", "dim"),
        )
        head.truncate(max(20, self.console.width), overflow="ellipsis")
        self.console.print(head, soft_wrap=True)
        corner = indent + self._corner
        lines = event.text.strip().splitlines() or ["(no output)"]
        if event.name in self._todo_tools and not event.error:
            lines = lines[-1:]  # the panel shows the items; keep the "(done/total completed)" line
        shown = lines[:_RESULT_LINES]
        for number, line in enumerate(shown):
            prefix = corner if number == 0 else " " * len(corner)
            text = Text(f"{prefix} {line}", style="red" if event.error else "")
            text.truncate(max(20, self.console.width), overflow="ellipsis")
            self.console.print(text, soft_wrap=True)
        if len(lines) > len(shown):
            more = len(lines) - len(shown)
            self.console.print(Text(f"{' ' * len(corner)} ... {more} more lines", style="dim"), soft_wrap=True)

    def _done(self, event: DoneEvent) -> None:
        self._end_line()
        self._status = None
        usage = event.response.usage or self._usage
        seconds = time.monotonic() - self._started
        summary = f"done in {seconds:.1f} s"
        if usage is not None and usage.total_tokens:
            summary += f" · {usage.total_tokens:,} tokens ({usage.prompt_tokens:,} in, {usage.completion_tokens:,} out)"
        self.stop()
        if event.response.finish_reason == "length":
            self.message("[cut off: the reply reached the token limit; raise it with --max-tokens]", "yellow")
        self.message(summary, "dim")


class _View:
    """What the live region shows, rendered afresh whenever rich draws it (also when printing above)."""

    def __init__(self, render: Callable[[], RenderableType]) -> None:
        self._render = render

    def __rich__(self) -> RenderableType:
        return self._render()


def _arguments(raw: str, width: int) -> str:
    """``key=value, ...`` with long values cut, from the call's raw JSON arguments."""
    try:
        parsed = json.loads(raw) if raw.strip() else {}
    except json.JSONDecodeError:
        return _cut(raw, width)
    if not isinstance(parsed, dict):
        return _cut(json.dumps(parsed, ensure_ascii=False), width)
    return _cut(", ".join(f"{key}={_value(value)}" for key, value in parsed.items()), width)


def _value(value: object) -> str:
    shown = json.dumps(value, ensure_ascii=False)
    if len(shown) <= _VALUE_CHARS:
        return shown
    if isinstance(value, list):
        return f"[{len(value)} item{'' if len(value) == 1 else 's'}]"
    if isinstance(value, dict):
        return f"{{{len(value)} keys}}"
    return _cut(shown, _VALUE_CHARS)


def _cut(text: str, width: int) -> str:
    text = " ".join(text.split())
    width = max(width, 8)
    return text if len(text) <= width else text[: width - 3] + "..."
