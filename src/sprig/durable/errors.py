"""Errors of durable runs."""

from __future__ import annotations

from collections.abc import Sequence

__all__ = [
    "ConversationBusyError",
    "DecisionTimeoutError",
    "DurableError",
    "NothingToResumeError",
    "UndecidedCallError",
    "UnknownCallIdError",
]


class DurableError(Exception):
    """Base of the errors this package raises."""


class ConversationBusyError(DurableError):
    """A durable run of this conversation is already queued or running."""


class DecisionTimeoutError(DurableError):
    """A run waited longer than its ``decision_timeout`` for ``resume``."""


class NothingToResumeError(DurableError, ValueError):
    """No run of the conversation waits for a decision."""


class UnknownCallIdError(DurableError, ValueError):
    """A decision names a call the run does not wait for; ``pending`` lists those it does."""

    def __init__(self, message: str, pending: Sequence[str]) -> None:
        super().__init__(message)
        self.pending = tuple(pending)

    def __reduce__(self) -> tuple[object, ...]:
        return (type(self), (self.args[0], self.pending))


class UndecidedCallError(DurableError, ValueError):
    """A pending call got no decision (approve, deny, edit or results)."""
