"""Errors of durable runs (a wrong ``resume`` raises the :class:`sprig.pending.ResumeError` family)."""

from __future__ import annotations

__all__ = ["ConversationBusyError", "DecisionTimeoutError", "DurableError"]


class DurableError(Exception):
    """Base of the errors this package raises."""


class ConversationBusyError(DurableError):
    """A durable run of this conversation is already queued or running."""


class DecisionTimeoutError(DurableError):
    """A run waited longer than its ``decision_timeout`` for ``resume``."""
