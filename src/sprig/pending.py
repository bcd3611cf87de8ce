"""Paused tool calls: what a paused run hands back, and the errors of resuming it.

A tool loop pauses when the model calls a tool that needs a person's approval
(``@tool(requires_approval=True)`` or a rule) or a tool the caller runs itself
(:class:`~sprig.tools.external.ExternalTool`). The response's ``pending`` lists a
:class:`PendingToolCall` per such call; ``resume(...)`` continues the run. Every way a resume
can be wrong is a :class:`ResumeError` (a ``ValueError``) that changes nothing.

A tool whose own work pauses (a sub-agent whose call waits on a person) raises
:class:`ToolCallPaused` with its pending calls; the tool loop pauses too and lists them with
their ``path`` (the ids of the calls they wait inside). On ``resume`` the loop runs that tool
call again with :func:`nested_decisions` giving it the decisions meant for it.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import Any, Literal

import orjson

from sprig.messages import ToolCall

__all__ = [
    "ConversationIdRequiredError",
    "InvalidDecisionError",
    "InvalidEditError",
    "MissingDecisionError",
    "NothingPendingError",
    "PendingReason",
    "PendingToolCall",
    "ResumeConflictError",
    "ResumeDecisions",
    "ResumeError",
    "ToolApprovalRequired",
    "ToolCallPaused",
    "UnknownToolCallError",
    "nested_decisions",
    "resuming_nested",
]

PendingReason = Literal["approval", "external", "refused"]


@dataclass(frozen=True, slots=True)
class PendingToolCall:
    """A tool call the run paused on: ``reason`` is ``"approval"`` (a person must allow it) or
    ``"external"`` (the caller runs it and passes its result to ``resume``).

    A paused response also lists the round's calls that were refused without running because
    their arguments broke the tool's schema (or named no tool): ``reason`` ``"refused"`` and
    ``error`` the text the model gets as their result. They take no decision (``resume`` needs
    none for them, and refuses one); a caller that runs tools itself sees every call the model
    made.

    ``path`` is empty for the run's own calls; for a call made inside a sub-agent it is the chain
    of call ids it waits inside, outermost first (the parent's sub-agent call, then the child's,
    ...). Resume decisions name the call by ``id``, or by :attr:`key` when two pending calls
    share an id.
    """

    call: ToolCall
    reason: PendingReason
    path: tuple[str, ...] = ()
    error: str = ""

    @property
    def key(self) -> str:
        """``id`` qualified by ``path``: ``"parent_call/child_call/id"`` (just ``id`` at the top)."""
        return "/".join((*self.path, self.call.id)) if self.path else self.call.id

    def nested(self, call_id: str) -> PendingToolCall:
        """This call as seen from one level up: inside tool call ``call_id``."""
        return PendingToolCall(self.call, self.reason, (call_id, *self.path), self.error)

    @property
    def needs_decision(self) -> bool:
        """Whether ``resume`` must decide this call (every call but a refused one)."""
        return self.reason != "refused"

    @property
    def id(self) -> str:
        """The tool call's id (the key to use in ``resume``)."""
        return self.call.id

    @property
    def name(self) -> str:
        """The tool's name."""
        return self.call.name

    @property
    def arguments(self) -> str:
        """The call's argument JSON, as the model sent it (after repair)."""
        return self.call.arguments


def _describe(pending: Sequence[PendingToolCall]) -> str:
    return ", ".join(f"{p.name} ({p.key}, {p.reason})" for p in pending)


class ToolApprovalRequired(Exception):
    """The run paused on tool calls that need approval or the caller's results.

    Raised by the terminals that return text (``content()``, ``acontent()``, ``entity()``),
    which have no empty answer to give; ``chat_response()`` and ``chat_client_response()``
    return normally with ``pending`` set instead.
    """

    def __init__(self, pending: Sequence[PendingToolCall], conversation_id: str | None = None) -> None:
        self.pending = tuple(pending)
        self.conversation_id = conversation_id
        where = f"conversation_id={conversation_id!r}" if conversation_id else "conversation_id=..."
        super().__init__(
            f"the run paused on {len(self.pending)} tool call(s): {_describe(self.pending)}; continue it with "
            f"client.prompt().advisor_params({where}).resume(approve=[...], deny={{...}}, edit={{...}}, "
            "results={...})"
        )

    def __reduce__(self) -> tuple[Any, ...]:
        return (type(self), (self.pending, self.conversation_id))


class ToolCallPaused(Exception):
    """Raised by a tool whose own work paused (a sub-agent waiting on approvals or external
    results); ``pending`` lists what it waits on, with paths relative to the tool's call."""

    def __init__(self, pending: Sequence[PendingToolCall], message: str = "") -> None:
        self.pending = tuple(pending)
        super().__init__(message or f"the tool's work paused on {_describe(self.pending)}")

    def __reduce__(self) -> tuple[Any, ...]:
        return (type(self), (self.pending, str(self)))


class ConversationIdRequiredError(ValueError):
    """A run must pause but its request names no conversation to resume later.

    The tool loop no longer raises it: a request without a conversation id pauses under the id
    the client generated for it, which the response hands back (``conversation_id`` on the
    ``ChatClientResponse``, the ``DoneEvent`` and :class:`ToolApprovalRequired`).
    """

    def __init__(self, pending: Sequence[PendingToolCall]) -> None:
        self.pending = tuple(pending)
        super().__init__(
            f"the run must pause on {_describe(self.pending)} but the request has no conversation id to resume it "
            "by: set one with advisor_params(conversation_id=...)"
        )

    def __reduce__(self) -> tuple[Any, ...]:
        return (type(self), (self.pending,))


class ResumeError(ValueError):
    """A resume that cannot be done; nothing was run and the paused round is unchanged."""


_SHOWN_IDS = 20


def _ids(ids: Iterable[str]) -> str:
    listed = [repr(i[:80]) for i in ids]
    more = f" and {len(listed) - _SHOWN_IDS} more" if len(listed) > _SHOWN_IDS else ""
    return (", ".join(listed[:_SHOWN_IDS]) or "none") + more


class UnknownToolCallError(ResumeError):
    """A decision names a call id that is not pending; ``pending_ids`` lists those that are."""

    def __init__(self, unknown: Sequence[str], pending_ids: Sequence[str]) -> None:
        self.unknown = tuple(unknown)
        self.pending_ids = tuple(pending_ids)
        super().__init__(f"no pending tool call with id {_ids(self.unknown)}; the pending ids are {_ids(pending_ids)}")

    def __reduce__(self) -> tuple[Any, ...]:
        return (type(self), (self.unknown, self.pending_ids))


class MissingDecisionError(ResumeError):
    """Some pending calls got no decision; ``missing`` lists their ids."""

    def __init__(self, missing: Sequence[PendingToolCall]) -> None:
        self.calls = tuple(missing)
        self.missing = tuple(p.id for p in missing)
        super().__init__(
            f"every pending tool call needs a decision, missing: {_describe(missing)}; "
            "approve, edit or deny calls that need approval, give results for (or deny) external calls"
        )

    def __reduce__(self) -> tuple[Any, ...]:
        return (type(self), (self.calls,))


class InvalidDecisionError(ResumeError):
    """A decision that does not fit its call (two decisions for one call, a result for an approval...)."""


class InvalidEditError(InvalidDecisionError):
    """Edited arguments that break the tool's input schema."""


class NothingPendingError(ResumeError):
    """Nothing is paused in this conversation (never paused, already resumed, or expired)."""


class ResumeConflictError(ResumeError):
    """Another resume of the same pause won the race (or already ran); its calls do not run again."""


MAX_DECISION_TEXT = 1_000_000
"""Longest deny reason or external result accepted (characters)."""


def _text(kind: str, call_id: str, value: object) -> str:
    if not isinstance(value, str):
        try:
            value = orjson.dumps(value).decode()
        except TypeError as exc:
            raise InvalidDecisionError(f"{kind}[{call_id!r}] must be text or JSON-serialisable: {exc}") from None
    if len(value) > MAX_DECISION_TEXT:
        raise InvalidDecisionError(f"{kind}[{call_id!r}] is longer than {MAX_DECISION_TEXT} characters")
    return value


def _id(kind: str, value: object) -> str:
    if not isinstance(value, str) or not value:
        raise InvalidDecisionError(f"{kind} takes tool call ids (non-empty strings), got {value!r}")
    return value


@dataclass(frozen=True, slots=True)
class ResumeDecisions:
    """What to do with each pending call: approve it, approve it with edited arguments, deny it
    (with a reason the model reads), or give the result of an external call."""

    approve: tuple[str, ...] = ()
    deny: Mapping[str, str] = field(default_factory=dict)
    edit: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)
    results: Mapping[str, str] = field(default_factory=dict)

    @classmethod
    def of(
        cls,
        approve: Iterable[str] = (),
        deny: Mapping[str, str] | Iterable[str] | None = None,
        edit: Mapping[str, Mapping[str, Any]] | None = None,
        results: Mapping[str, Any] | None = None,
    ) -> ResumeDecisions:
        """Check and normalise the decisions (raises :class:`InvalidDecisionError`)."""
        if isinstance(approve, (str, bytes)) or not isinstance(approve, Iterable):
            raise InvalidDecisionError(f"approve takes a list of tool call ids, got {approve!r}")
        approved = tuple(dict.fromkeys(_id("approve", i) for i in approve))
        if deny is None:
            denied: dict[str, str] = {}
        elif isinstance(deny, Mapping):
            denied = {_id("deny", k): _text("deny", k, v if v is not None else "") for k, v in deny.items()}
        elif isinstance(deny, (str, bytes)) or not isinstance(deny, Iterable):
            raise InvalidDecisionError(f"deny takes {{call_id: reason}} or a list of ids, got {deny!r}")
        else:
            denied = {_id("deny", k): "" for k in deny}
        edits: dict[str, dict[str, Any]] = {}
        for key, arguments in (edit or {}).items():
            if not isinstance(arguments, Mapping):
                raise InvalidEditError(f"edit[{key!r}] must be the new arguments as a dict, got {arguments!r}")
            edits[_id("edit", key)] = dict(arguments)
        given = {_id("results", k): _text("results", k, v) for k, v in (results or {}).items()}
        seen: dict[str, str] = {}
        for kind, ids in (("approve", approved), ("deny", denied), ("edit", edits), ("results", given)):
            for call_id in ids:
                if call_id in seen and {seen[call_id], kind} != {"approve", "edit"}:
                    raise InvalidDecisionError(f"tool call {call_id!r} has two decisions ({seen[call_id]} and {kind})")
                seen[call_id] = kind
        return cls(approved, denied, edits, given)

    def ids(self) -> list[str]:
        """Every call id a decision names."""
        return [*self.approve, *self.deny, *self.edit, *self.results]


_NESTED: ContextVar[Mapping[str, ResumeDecisions] | None] = ContextVar("sprig_nested_decisions", default=None)


@contextmanager
def resuming_nested(decisions: Mapping[str, ResumeDecisions]) -> Iterator[None]:
    """While inside, :func:`nested_decisions` gives each resumed tool call its decisions."""
    token = _NESTED.set(decisions)
    try:
        yield
    finally:
        _NESTED.reset(token)


def nested_decisions(call_id: str) -> ResumeDecisions | None:
    """The decisions for the calls paused inside tool call ``call_id``, when the loop resumes it."""
    current = _NESTED.get()
    return None if current is None else current.get(call_id)
