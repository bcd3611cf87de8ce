"""Asking on the terminal before a tool call that needs approval runs.

``sprig run`` and ``sprig chat`` ask ``Allow write_file(path="site/index.html")? [y/N/a]``
(``a``: allow this tool for the rest of the session). ``--yes`` approves every call. Without a
terminal to ask on and without ``--yes``, the calls are denied and a note says to pass
``--yes``. Calls of external tools cannot run in the CLI and are denied.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TextIO

from sprig._cli.display import _arguments
from sprig.pending import PendingToolCall

__all__ = ["Approver", "Decisions", "describe_call"]

_ARGUMENT_WIDTH = 100
NO_TERMINAL = "no terminal to ask the user for approval; the user can allow such calls by running sprig with --yes"


def describe_call(pending: PendingToolCall) -> str:
    """``write_file(path="site/index.html", ...)``, as the tool-call lines show calls."""
    return f"{pending.name}({_arguments(pending.arguments, _ARGUMENT_WIDTH)})"


@dataclass(slots=True)
class Decisions:
    """What to pass to ``resume``."""

    approve: list[str] = field(default_factory=list)
    deny: dict[str, str] = field(default_factory=dict)


class Approver:
    """Decides the pending calls of one CLI session.

    ``yes`` approves everything; otherwise ``interactive`` sessions ask with ``ask`` (a prompt
    written to ``err``, an answer read from the terminal), and the others deny with a note.
    """

    def __init__(
        self,
        *,
        yes: bool = False,
        interactive: bool | None = None,
        ask: Callable[[], str] | None = None,
        err: TextIO | None = None,
    ) -> None:
        self.yes = yes
        self.interactive = sys.stdin.isatty() if interactive is None else interactive
        self._ask = ask or sys.stdin.readline
        self._err = err
        self.always: set[str] = set()

    @property
    def err(self) -> TextIO:
        return self._err if self._err is not None else sys.stderr

    def decide(self, pending: Sequence[PendingToolCall]) -> Decisions:
        """One decision per pending call."""
        decisions = Decisions()
        for call in pending:
            if not call.needs_decision:  # refused for its arguments: the model already got the error
                continue
            if call.reason == "external":
                decisions.deny[call.key] = "this tool cannot run in the sprig command line"
            elif self.yes or call.name in self.always:
                decisions.approve.append(call.key)
            elif not self.interactive:
                print(
                    f"sprig: denied {describe_call(call)}: no terminal to ask for approval; "
                    "pass --yes to approve tool calls",
                    file=self.err,
                    flush=True,
                )
                decisions.deny[call.key] = NO_TERMINAL
            elif self._prompt(call):
                decisions.approve.append(call.key)
            else:
                decisions.deny[call.key] = "the user said no"
        return decisions

    def _prompt(self, call: PendingToolCall) -> bool:
        print(f"Allow {describe_call(call)}? [y/N/a] ", end="", file=self.err, flush=True)
        try:
            answer = self._ask()
        except (EOFError, OSError):
            answer = ""
        if not answer.endswith("\n"):
            print(file=self.err, flush=True)
        answer = answer.strip().lower()
        if answer in ("a", "always"):
            self.always.add(call.name)
            return True
        return answer in ("y", "yes")
