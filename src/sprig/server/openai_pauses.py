"""How ``/v1/chat/completions`` shows a paused run to clients that know nothing of pauses.

An OpenAI client reads ``content`` and ``finish_reason``; extra fields are invisible to it. So:

- In a conversation (``X-Conversation-Id``), a run that pauses on calls needing approval answers
  with a short assistant text naming the calls and how to decide them (the next request of the
  conversation with ``"resume": {"approve": [...]}`` or ``{"deny": {...}}`` in its body, or
  ``POST /api/conversations/{id}/resume``), beside the machine-readable ``pending_approvals``.
- A stateless request cannot be resumed, so its calls needing approval are not paused but
  refused: the model reads :data:`STATELESS_REFUSAL` as their result and answers knowing it, and
  the answer ends with a note naming them (``refused_approvals`` lists them too).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from sprig.chat.events import StreamEvent, ToolResultEvent

__all__ = ["STATELESS_REFUSAL", "RefusedCalls", "approval_text", "refusal_note"]

STATELESS_REFUSAL = (
    "Not run: this tool needs a person's approval, and this request cannot ask for it because it has "
    "no conversation id. Tell the user the call was not made, and that they can approve it when they "
    "send the request in a conversation (an X-Conversation-Id header)."
)
"""What the model reads as the result of a call needing approval in a stateless request."""

_MAX_ARGUMENTS = 200


def _call(name: str, arguments: str) -> str:
    shown = " ".join(arguments.split())
    if len(shown) > _MAX_ARGUMENTS:
        shown = shown[: _MAX_ARGUMENTS - 1] + "…"
    return f"{name}({shown})"


def approval_text(pending: Sequence[Mapping[str, Any]], conversation_id: str) -> str:
    """The assistant text of a conversation paused on calls needing approval."""
    calls = "; ".join(f"{_call(p['name'], p['arguments'])} [call id {p['id']}]" for p in pending)
    ids = ", ".join(f'"{p["id"]}"' for p in pending)
    first = pending[0]["id"]
    return (
        f"This needs your approval before it runs: {calls}. To approve, send the next request of "
        f'conversation {conversation_id} with "resume": {{"approve": [{ids}]}} in its body (or '
        f'"deny": {{"{first}": "why"}} to refuse), or POST that JSON to '
        f"/api/conversations/{conversation_id}/resume."
    )


def refusal_note(names: Sequence[str]) -> str:
    """The note ending a stateless answer whose calls needing approval were refused."""
    listed = ", ".join(dict.fromkeys(names))
    return (
        f"\n\n[Not run: {listed} needs a person's approval, which a request without a conversation id "
        "cannot give. Send an X-Conversation-Id header to be asked.]"
    )


class RefusedCalls:
    """Notes the calls of a stateless run refused for needing approval, from its events."""

    def __init__(self) -> None:
        self.calls: list[dict[str, str]] = []

    def see(self, event: StreamEvent) -> None:
        """Look at one event of the run."""
        if isinstance(event, ToolResultEvent) and event.error and event.text == STATELESS_REFUSAL:
            self.calls.append({"id": event.id, "name": event.name, "arguments": event.arguments})

    @property
    def names(self) -> list[str]:
        """The refused tools' names, in call order."""
        return [call["name"] for call in self.calls]
