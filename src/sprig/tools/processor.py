"""Exception processors: what the model is told when a tool raises, or whether to raise instead."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Protocol, runtime_checkable

from sprig.tools.errors import ToolExecutionError

__all__ = ["DefaultToolExecutionExceptionProcessor", "ToolExecutionExceptionProcessor"]


@runtime_checkable
class ToolExecutionExceptionProcessor(Protocol):
    """Decides what a tool exception becomes: return the text for the model, or raise."""

    def process(self, error: ToolExecutionError) -> str:
        """Return the tool result text for ``error``, or raise to end the tool round."""
        ...


class DefaultToolExecutionExceptionProcessor:
    """By default the model reads the exception's message; configured cases raise instead.

    As in Spring AI:

    - the text is ``str(exception)``, or ``"Exception occurred in tool: NAME (ExceptionType)"``
      when the message is empty;
    - an exception that is an instance of one of ``rethrow`` is raised itself (so
      ``except PermissionError`` catches it), with a note naming the tool;
    - otherwise ``always_throw=True`` raises the :class:`ToolExecutionError` wrapper (its
      ``cause`` and ``__cause__`` are the tool's exception).
    """

    def __init__(
        self,
        always_throw: bool = False,
        rethrow: Iterable[type[BaseException]] = (),
    ) -> None:
        self.always_throw = always_throw
        self.rethrow: tuple[type[BaseException], ...] = tuple(rethrow)
        for kind in self.rethrow:
            if not (isinstance(kind, type) and issubclass(kind, BaseException)):
                raise TypeError(f"rethrow takes exception types, got {kind!r}")

    def process(self, error: ToolExecutionError) -> str:
        """The text for the model; or raise the cause (``rethrow``) or ``error`` (``always_throw``)."""
        cause = error.cause
        if isinstance(cause, self.rethrow):
            note = f"raised by tool {error.tool_name!r}"
            if note not in getattr(cause, "__notes__", ()):
                cause.add_note(note)
            raise cause
        if self.always_throw:
            raise error
        return str(cause) or f"Exception occurred in tool: {error.tool_name} ({type(cause).__name__})"

    def __repr__(self) -> str:
        names = [t.__name__ for t in self.rethrow]
        return f"DefaultToolExecutionExceptionProcessor(always_throw={self.always_throw}, rethrow={names})"
