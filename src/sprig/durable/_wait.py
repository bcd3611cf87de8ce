"""Durable waits: a run publishes what it waits for and receives the decision as a DBOS message."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from dbos import DBOS

from sprig.durable._scope import RunScope
from sprig.durable.errors import DecisionTimeoutError

__all__ = ["STATE_EVENT", "wait_for_decision"]

STATE_EVENT = "sprig.state"
"""The DBOS event where a run publishes whether it waits, for what, and for which pause."""


async def wait_for_decision(
    scope: RunScope, state: str, pending: list[dict[str, Any]], *, on_waiting: Callable[[], None] | None = None
) -> dict[str, Any]:
    """Publish ``state`` with the ``pending`` calls and wait (durably) for the decision.

    ``on_waiting`` runs once the state is published, before the wait.

    Messages on the conversation's topic that answer another pause (a late or duplicate
    ``resume``) are dropped. Raises :class:`DecisionTimeoutError` after the scope's timeout.
    """
    async with scope.pause() as token:
        await DBOS.set_event_async(
            STATE_EVENT,
            {"state": state, "token": token, "pending": pending, "conversation_id": scope.conversation_id},
        )
        if on_waiting is not None:
            on_waiting()
        while True:
            message = await DBOS.recv_async(scope.topic, timeout_seconds=scope.decision_timeout)
            if message is None:
                await DBOS.set_event_async(STATE_EVENT, {"state": "running", "token": token})
                raise DecisionTimeoutError(
                    f"no decision arrived within {scope.decision_timeout:g} seconds for "
                    + ", ".join(str(p["id"]) for p in pending)
                )
            if isinstance(message, dict) and message.get("token") == token:
                break
        await DBOS.set_event_async(STATE_EVENT, {"state": "running", "token": token})
        return message
