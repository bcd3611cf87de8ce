"""Pausing and resuming the tool loop: approvals and tools the caller runs.

``ToolCallAdvisor`` calls this module at two points. In a round, :func:`split` finds the calls
that must wait (a tool that needs approval, an :class:`~sprig.tools.external.ExternalTool`);
the others run at once, and :func:`save` stores the paused round (history, the calls that
already ran, what is pending, the loop's counters) under ``"paused:<conversation_id>"`` in the
client's store, with a time to live. On ``resume(...)``, :func:`claim` checks the decisions
against the stored round (edited arguments must meet the tool's JSON schema as written, without
the lax coercion the model's own calls get) and claims it atomically (``store.aupdate``: of two
resumes exactly one wins, so no tool runs twice); :func:`complete` runs the approved calls, turns denials and
external results into results, and returns the whole round's execution, in call order, so the
loop continues as if it had never paused.

A resumed run records its :class:`Progress` in the claimed round after every round it completes
(:func:`record_progress`); when its continuation fails (a model error, a closed stream) it gives
the claim back (:func:`unclaim`), so resuming again continues from the last completed round and
no tool runs twice.

A tool whose own work pauses (a sub-agent: see :class:`~sprig.pending.ToolCallPaused`) pauses the
round too: :func:`take_paused` lifts its pending calls into the round's, each with its ``path``.
On resume, :func:`route` sends the decisions meant for those calls to the tool call they wait
inside (the tool checks them first, :meth:`~sprig.tools.ToolCallback.acheck_resume`), and
:func:`complete` runs that call again with them (:func:`~sprig.pending.nested_decisions`).
"""

from __future__ import annotations

import dataclasses
import inspect
import uuid
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, TypeGuard

import orjson

from sprig.chat.events import ApprovalRequestedEvent, ExternalToolCallEvent
from sprig.messages import AssistantMessage, Message, ToolCall, ToolResponse, ToolResponseMessage
from sprig.models.response import ChatResponse, Generation, Usage
from sprig.pending import (
    InvalidDecisionError,
    InvalidEditError,
    MissingDecisionError,
    NothingPendingError,
    PendingReason,
    PendingToolCall,
    ResumeConflictError,
    ResumeDecisions,
    ToolCallPaused,
    UnknownToolCallError,
    resuming_nested,
)
from sprig.prompt import Prompt
from sprig.state.codec import message_from_dict, message_to_dict
from sprig.state.store import CorruptValueError, KeyValueStore, Ttl
from sprig.tools import ToolCallback, ToolCallingManager, ToolContext, ToolExecutionResult
from sprig.tools.definition import ApprovalRule
from sprig.tools.errors import ToolArgumentError
from sprig.tools.external import ExternalTool
from sprig.tools.manager import ToolCallOutcome, ToolErrorKind, failed_calls
from sprig.tools.progress import ToolProgress
from sprig.tools.schema_check import check_arguments

__all__ = [
    "DEFAULT_PAUSE_TTL",
    "PAUSE_KEY_PREFIX",
    "REFUSE_APPROVALS",
    "Completed",
    "PausedRound",
    "Progress",
    "Split",
    "check_decisions",
    "check_paused",
    "claim",
    "combine",
    "complete",
    "denial_text",
    "discard",
    "execute_some",
    "may_hold",
    "new_pause_id",
    "pause_key",
    "pending_calls",
    "pending_events",
    "record_progress",
    "release",
    "route",
    "save",
    "split",
    "take_paused",
    "unclaim",
]

PAUSE_KEY_PREFIX = "paused:"
REFUSE_APPROVALS = "sprig.refuse_approvals"
"""A tool-context key: when it holds a text, calls that need approval are not paused but refused,
the text being their result for the model (for a request nobody can approve later, such as a
stateless HTTP request)."""
DEFAULT_PAUSE_TTL = 24 * 3600.0
"""How long a paused round waits for its resume (seconds): one day."""

_VERSION = 1


def pause_key(conversation_id: str) -> str:
    """The store key of a conversation's paused round."""
    return PAUSE_KEY_PREFIX + conversation_id


def denial_text(reason: str) -> str:
    """What the model reads as the result of a denied call."""
    reason = reason.strip()
    return f"The user denied this call: {reason}" if reason else "The user denied this call."


# -- finding the calls that wait ----------------------------------------------------------------


@dataclass(slots=True)
class Split:
    """A round's calls sorted: those that wait, and those refused without running."""

    pending: list[PendingToolCall]
    refused: dict[str, ToolCallOutcome]
    watch: bool = False  # a call's tool may pause while it runs (a sub-agent)

    def __bool__(self) -> bool:
        return bool(self.pending or self.refused or self.watch)

    def held(self) -> set[str]:
        """Ids of the calls that do not run now."""
        return {p.id for p in self.pending} | set(self.refused)


async def _needs_approval(rule: bool | ApprovalRule | None, call: ToolCall, context: ToolContext) -> bool:
    if rule is None or rule is False:
        return False
    if rule is True:
        return True
    decision = rule(call, context)
    if inspect.isawaitable(decision):
        decision = await decision
    return bool(decision)


def may_hold(
    calls: Sequence[ToolCall], callbacks: Mapping[str, ToolCallback], rule: bool | ApprovalRule | None
) -> bool:
    """Whether any call of the round could wait (a quick test, so rounds without such tools pay nothing)."""
    if rule is not None:
        return True
    for call in calls:
        callback = callbacks.get(call.name)
        if callback is not None and (
            callback.metadata.requires_approval is not False
            or isinstance(callback, ExternalTool)
            or callback.may_pause
        ):
            return True
    return False


async def split(
    calls: Sequence[ToolCall],
    callbacks: Mapping[str, ToolCallback],
    problems: Mapping[str, str],
    rule: bool | ApprovalRule | None,
    context: ToolContext,
) -> Split:
    """Which calls must wait for a person or the caller.

    A call whose arguments are malformed (``problems``) or name no tool is left to the loop's
    healing. A call that would wait but breaks its tool's schema is refused without running:
    its error goes back to the model, which corrects it, and it is asked about again.
    """
    result = Split([], {})
    for call in calls:
        callback = callbacks.get(call.name)
        if callback is None or call.id in problems or call.incomplete:
            continue
        if callback.may_pause:
            result.watch = True
        reason: PendingReason
        if isinstance(callback, ExternalTool):
            reason = "external"
        elif await _needs_approval(callback.metadata.requires_approval, call, context) or await _needs_approval(
            rule, call, context
        ):
            reason = "approval"
            refusal = context.get(REFUSE_APPROVALS)
            if isinstance(refusal, str):
                result.refused[call.id] = ToolCallOutcome(call, refusal, ToolErrorKind.DENIED)
                continue
        else:
            continue
        try:
            callback.validate_arguments(call.arguments)
        except ToolArgumentError as exc:
            result.refused[call.id] = ToolCallOutcome(
                call, _argument_text(exc, callback), ToolErrorKind.INVALID_ARGUMENTS, exception=exc
            )
            continue
        result.pending.append(PendingToolCall(call, reason))
    return result


def _argument_text(error: ToolArgumentError, callback: ToolCallback) -> str:
    schema = orjson.dumps(callback.definition.schema_dict()).decode()
    return f"Error: {error}\nCall the tool again with arguments that match its input schema: {schema}"


async def execute_some(
    manager: ToolCallingManager,
    prompt: Prompt,
    response: ChatResponse,
    skip: set[str],
    ready: Mapping[str, ToolCallOutcome],
    on_outcome: Callable[[ToolCallOutcome], None] | None,
    on_progress: Callable[[ToolProgress], None] | None = None,
    *,
    already_ran: Sequence[ToolCall] = (),
) -> dict[str, ToolCallOutcome]:
    """Run the round's calls not in ``skip``; returns every outcome by id, ``ready`` ones included.

    ``ready`` outcomes (refusals, denials, external results) are reported to ``on_outcome``
    first. ``already_ran`` are calls of this round that ran before a pause: the manager counts
    them against its per-turn limits.
    """
    outcomes = dict(ready)
    if on_outcome is not None:
        for outcome in ready.values():
            on_outcome(outcome)
    output = response.result.output
    subset = tuple(call for call in output.tool_calls if call.id not in skip and call.id not in ready)
    if not subset:
        return outcomes
    if already_ran:
        prompt = prompt.with_messages([*prompt.messages, AssistantMessage(tool_calls=already_ran)])
    generation = dataclasses.replace(response.result, output=dataclasses.replace(output, tool_calls=subset))
    execution = await manager.aexecute_tool_calls(
        prompt, dataclasses.replace(response, generations=(generation,)), on_outcome=on_outcome, on_progress=on_progress
    )
    outcomes.update((outcome.id, outcome) for outcome in execution.outcomes)
    return outcomes


def take_paused(outcomes: dict[str, ToolCallOutcome]) -> list[PendingToolCall]:
    """Remove the calls whose tool paused while running from ``outcomes``; return what they wait
    on, each pending call with the paused call's id put in front of its path."""
    paused = [o for o in outcomes.values() if isinstance(o.exception, ToolCallPaused)]
    pending: list[PendingToolCall] = []
    for outcome in paused:
        del outcomes[outcome.id]
        assert isinstance(outcome.exception, ToolCallPaused)
        pending.extend(p.nested(outcome.id) for p in outcome.exception.pending if p.needs_decision)
    return pending


def combine(
    history: Sequence[Message], assistant: AssistantMessage, outcomes: Mapping[str, ToolCallOutcome]
) -> ToolExecutionResult:
    """The whole round's execution, in call order, as the manager would have returned it."""
    ordered = [outcomes[call.id] for call in assistant.tool_calls]
    responses = ToolResponseMessage(
        [ToolResponse(o.call.id, o.call.name, o.result) for o in ordered], metadata=failed_calls(ordered)
    )
    return_direct = bool(ordered) and all(o.return_direct and not o.error for o in ordered)
    return ToolExecutionResult((*history, assistant, responses), return_direct, ordered)


# -- the paused round in the store ---------------------------------------------------------------


@dataclass(slots=True)
class Progress:
    """How far a resumed run got: the loop's state after the last round it completed."""

    history: list[Message]
    rounds: int
    failures: int
    usage: Usage | None

    def to_json(self) -> dict[str, Any]:
        """The progress as plain JSON."""
        return {
            "history": [message_to_dict(m) for m in self.history],
            "rounds": self.rounds,
            "failures": self.failures,
            "usage": self.usage.to_dict() if self.usage is not None else None,
        }

    @classmethod
    def from_json(cls, data: Any) -> Progress:
        """Read what :meth:`to_json` wrote (errors are the caller's to report)."""
        usage = Usage.from_dict(data["usage"]) if data["usage"] is not None else None
        return cls([message_from_dict(m) for m in data["history"]], int(data["rounds"]), int(data["failures"]), usage)


@dataclass(slots=True)
class PausedRound:
    """Everything needed to finish a paused round, in this process or another one.

    ``history`` is the conversation before the round's assistant message; ``start`` is where
    the request's own messages ended in it (the tool rounds follow); ``response`` is the round's
    model response (its assistant message holds every call, ids made unique, arguments
    repaired); ``done`` are the outcomes of the calls that already ran. ``progress`` is set once
    a resume has finished the round (its continuation failed and may be retried from there);
    ``claim`` is the token of the resume that holds the round (``None`` when read unclaimed).
    """

    pause_id: str
    history: list[Message]
    start: int
    response: ChatResponse
    done: dict[str, ToolCallOutcome]
    problems: dict[str, str]
    pending: tuple[PendingToolCall, ...]
    rounds: int
    failures: int
    usage: Usage | None
    progress: Progress | None = None
    claim: str | None = None

    @property
    def assistant(self) -> AssistantMessage:
        """The paused round's assistant message."""
        return self.response.result.output

    def to_json(self) -> dict[str, Any]:
        """The round as plain JSON for the store."""
        return {
            "version": _VERSION,
            "pause_id": self.pause_id,
            "history": [message_to_dict(m) for m in self.history],
            "start": self.start,
            "assistant": message_to_dict(self.assistant),
            "finish_reason": self.response.finish_reason,
            "metadata": _plain(self.response.metadata),
            "done": [
                {
                    "id": o.id,
                    "result": o.result,
                    "error_kind": o.error_kind.value if o.error_kind is not None else None,
                    "duration": o.duration,
                    "return_direct": o.return_direct,
                    **({"usage": o.usage.to_dict()} if o.usage is not None else {}),
                }
                for o in self.done.values()
            ],
            "problems": dict(self.problems),
            "pending": [_pending_json(p) for p in self.pending],
            "rounds": self.rounds,
            "failures": self.failures,
            "usage": self.usage.to_dict() if self.usage is not None else None,
            "progress": self.progress.to_json() if self.progress is not None else None,
        }

    @classmethod
    def from_json(cls, data: Any) -> PausedRound:
        """Read a round written by :meth:`to_json` (``CorruptValueError`` when it is not one)."""
        try:
            if data.get("version") != _VERSION:
                raise CorruptValueError(f"paused round of unknown version {data.get('version')!r}")
            assistant = message_from_dict(data["assistant"])
            if not isinstance(assistant, AssistantMessage):
                raise CorruptValueError("the paused round's assistant message is not one")
            calls = {call.id: call for call in assistant.tool_calls}
            done = {
                item["id"]: ToolCallOutcome(
                    calls[item["id"]],
                    str(item["result"]),
                    ToolErrorKind(item["error_kind"]) if item["error_kind"] is not None else None,
                    float(item["duration"]),
                    bool(item["return_direct"]),
                    usage=Usage.from_dict(item["usage"]) if item.get("usage") is not None else None,
                )
                for item in data["done"]
            }
            pending = tuple(_pending_from_json(item, calls) for item in data["pending"])
            usage = Usage.from_dict(data["usage"]) if data["usage"] is not None else None
            response = ChatResponse((Generation(assistant, data["finish_reason"]),), usage, data["metadata"])
            progress = Progress.from_json(data["progress"]) if data.get("progress") is not None else None
            return cls(
                str(data["pause_id"]),
                [message_from_dict(m) for m in data["history"]],
                int(data["start"]),
                response,
                done,
                {str(k): str(v) for k, v in data["problems"].items()},
                pending,
                int(data["rounds"]),
                int(data["failures"]),
                usage,
                progress,
            )
        except CorruptValueError:
            raise
        except (AttributeError, KeyError, TypeError, ValueError) as exc:
            raise CorruptValueError(f"the stored paused round cannot be read: {exc!r}") from exc


def _pending_json(pending: PendingToolCall) -> dict[str, Any]:
    if not pending.path:
        return {"id": pending.id, "reason": pending.reason}
    call = pending.call
    path = list(pending.path)
    return {"id": call.id, "reason": pending.reason, "path": path, "name": call.name, "arguments": call.arguments}


def _pending_from_json(item: Mapping[str, Any], calls: Mapping[str, ToolCall]) -> PendingToolCall:
    reason = item["reason"]
    if reason not in ("approval", "external"):
        raise CorruptValueError(f"unknown pending reason {reason!r}")
    path = item.get("path")
    if not path:
        return PendingToolCall(calls[item["id"]], reason)
    call = ToolCall(str(item["id"]), str(item["name"]), str(item["arguments"]))
    return PendingToolCall(call, reason, tuple(str(p) for p in path))


def _plain(metadata: Mapping[str, Any]) -> dict[str, Any]:
    plain: dict[str, Any] = {}
    for key, value in metadata.items():
        try:
            orjson.dumps(value)
        except TypeError:
            continue
        plain[str(key)] = value
    return plain


def new_pause_id() -> str:
    """A fresh id for a paused round."""
    return uuid.uuid4().hex


async def save(store: KeyValueStore, conversation_id: str, paused: PausedRound, ttl: Ttl) -> None:
    """Store the paused round under the conversation (replacing any earlier one)."""
    await store.aset(pause_key(conversation_id), paused.to_json(), ttl=ttl)


def pending_events(pending: Sequence[PendingToolCall]) -> list[ApprovalRequestedEvent | ExternalToolCallEvent]:
    """One event per call the run waits on, in call order (those paused inside a sub-agent were
    announced by it, in its own events)."""
    return [
        (ApprovalRequestedEvent if p.reason == "approval" else ExternalToolCallEvent)(p.id, p.name, p.arguments)
        for p in pending
        if not p.path
    ]


async def claim(
    store: KeyValueStore,
    conversation_id: str,
    decisions: ResumeDecisions,
    callbacks: Mapping[str, ToolCallback],
    ttl: Ttl,
) -> PausedRound:
    """Check ``decisions`` against the paused round and claim it, atomically.

    Raises a :class:`~sprig.pending.ResumeError` (and changes nothing) when nothing is paused,
    the round was already claimed, or a decision is wrong. Decisions for calls paused inside a
    tool call (a sub-agent's) are checked by that tool before anything is claimed.
    """
    checked = await check_paused(store, conversation_id, decisions, callbacks)
    claimed: list[PausedRound] = []
    token = uuid.uuid4().hex

    def take(current: Any | None) -> Any:
        claimed.clear()
        paused = _unclaimed(conversation_id, current)
        if paused.pause_id != checked.pause_id:
            raise ResumeConflictError(
                f"the paused run of conversation {conversation_id!r} changed while it was being resumed; try again"
            )
        check_decisions(paused.pending, decisions, callbacks)
        paused.claim = token
        claimed.append(paused)
        assert isinstance(current, dict)
        return {**current, "claimed": token}

    await store.aupdate(pause_key(conversation_id), take, ttl=ttl)
    return claimed[0]


def _held_by(paused: PausedRound) -> Callable[[Any], TypeGuard[dict[str, Any]]]:
    """Whether a stored value is ``paused`` still claimed by the same resume."""

    def held(current: Any) -> TypeGuard[dict[str, Any]]:
        return (
            isinstance(current, dict)
            and current.get("pause_id") == paused.pause_id
            and paused.claim is not None
            and current.get("claimed") == paused.claim
        )

    return held


async def record_progress(
    store: KeyValueStore, conversation_id: str, paused: PausedRound, progress: Progress, ttl: Ttl
) -> None:
    """Record in the claimed round how far its resume got (nothing when the claim was lost)."""
    held = _held_by(paused)
    data = progress.to_json()

    def record(current: Any | None) -> Any | None:
        return {**current, "progress": data} if held(current) else current

    await store.aupdate(pause_key(conversation_id), record, ttl=ttl)
    paused.progress = progress


async def unclaim(store: KeyValueStore, conversation_id: str, paused: PausedRound, ttl: Ttl) -> None:
    """Give the claim back after a failed continuation, so resuming again goes on from the
    recorded progress. A round without progress stays claimed: its tools may have run while
    nothing of them was recorded, and they must not run twice."""
    if paused.progress is None:
        return
    held = _held_by(paused)

    def release_claim(current: Any | None) -> Any | None:
        if not held(current):
            return current
        return {key: value for key, value in current.items() if key != "claimed"}

    await store.aupdate(pause_key(conversation_id), release_claim, ttl=ttl)


def _unclaimed(conversation_id: str, current: Any | None) -> PausedRound:
    if current is None:
        raise NothingPendingError(
            f"nothing is paused in conversation {conversation_id!r} (it never paused, was resumed, or expired)"
        )
    if current.get("claimed"):
        raise ResumeConflictError(
            f"the paused run of conversation {conversation_id!r} was already resumed by another request; "
            "its tool calls do not run again"
        )
    return PausedRound.from_json(current)


async def check_paused(
    store: KeyValueStore, conversation_id: str, decisions: ResumeDecisions, callbacks: Mapping[str, ToolCallback]
) -> PausedRound:
    """Check ``decisions`` against the conversation's paused round without claiming it.

    Each tool call with calls paused inside it (a sub-agent's) checks the decisions meant for
    them (:meth:`~sprig.tools.ToolCallback.acheck_resume`), so a wrong one changes nothing anywhere.
    """
    paused = _unclaimed(conversation_id, await store.aget(pause_key(conversation_id)))
    check_decisions(paused.pending, decisions, callbacks)
    if paused.progress is not None or not any(p.path for p in paused.pending):
        return paused  # (with progress, a retried resume: the calls have their results already)
    _, nested = route(paused.pending, decisions)
    calls = {call.id: call for call in paused.assistant.tool_calls}
    for call_id, sub in nested.items():
        call = calls.get(call_id)
        callback = callbacks.get(call.name) if call is not None else None
        if call is None or callback is None:
            raise InvalidDecisionError(
                f"the calls paused inside tool call {call_id!r} cannot be resumed: its tool is not among this "
                "request's tools"
            )
        await callback.acheck_resume(call_id, conversation_id, sub)
    return paused


async def pending_calls(store: KeyValueStore, conversation_id: str) -> tuple[PendingToolCall, ...]:
    """The calls a conversation's paused run waits on (``()`` when nothing is paused or it is
    being resumed), e.g. to show them again after a reconnect."""
    current = await store.aget(pause_key(conversation_id))
    if not isinstance(current, dict) or current.get("claimed"):
        return ()
    return PausedRound.from_json(current).pending


async def discard(store: KeyValueStore, conversation_id: str) -> bool:
    """Drop a conversation's paused run (its pending calls never run); returns whether one was paused."""
    return await store.adelete(pause_key(conversation_id))


async def release(store: KeyValueStore, conversation_id: str, pause_id: str) -> None:
    """Forget a resumed round (unless a newer pause has replaced it)."""

    def drop(current: Any | None) -> Any | None:
        if isinstance(current, dict) and current.get("pause_id") == pause_id:
            return None
        return current

    await store.aupdate(pause_key(conversation_id), drop)


def route(
    pending: Sequence[PendingToolCall], decisions: ResumeDecisions
) -> tuple[ResumeDecisions, dict[str, ResumeDecisions]]:
    """Split ``decisions`` into the round's own (keyed by call id) and, per tool call with calls
    paused inside it, the decisions for those (keyed as that call sees them).

    A decision names a pending call by its id, or by its :attr:`~sprig.pending.PendingToolCall.key`
    (needed when two pending calls share an id). Raises :class:`~sprig.pending.UnknownToolCallError`
    or :class:`~sprig.pending.InvalidDecisionError` (an ambiguous id).
    """
    found = _decided(pending, decisions)
    own: dict[str, Any] = {"approve": [], "deny": {}, "edit": {}, "results": {}}
    nested: dict[str, dict[str, Any]] = {}
    for kind, name, target in found:
        if target.path:
            where = nested.setdefault(target.path[0], {"approve": [], "deny": {}, "edit": {}, "results": {}})
            key = "/".join((*target.path[1:], target.id))
        else:
            where, key = own, target.id
        if kind == "approve":
            where["approve"].append(key)
        else:
            where[kind][key] = getattr(decisions, kind)[name]
    return _decisions(own), {call_id: _decisions(parts) for call_id, parts in nested.items()}


def _decisions(parts: Mapping[str, Any]) -> ResumeDecisions:
    return ResumeDecisions(tuple(parts["approve"]), parts["deny"], parts["edit"], parts["results"])


def _decided(
    pending: Sequence[PendingToolCall], decisions: ResumeDecisions
) -> list[tuple[str, str, PendingToolCall]]:
    """``(kind, name as given, the pending call)`` for every decision."""
    by_key = {p.key: p for p in pending}
    by_id: dict[str, list[PendingToolCall]] = {}
    for p in pending:
        by_id.setdefault(p.id, []).append(p)
    found: list[tuple[str, str, PendingToolCall]] = []
    unknown: list[str] = []
    kinds = (("approve", decisions.approve), ("deny", decisions.deny), ("edit", decisions.edit))
    for kind, names in (*kinds, ("results", decisions.results)):
        for name in names:
            target = by_key.get(name)
            if target is None:
                matches = by_id.get(name, [])
                if len(matches) > 1:
                    keys = ", ".join(repr(m.key) for m in matches)
                    raise InvalidDecisionError(
                        f"tool call id {name!r} is pending in several sub-agents: name it by its key, one of {keys}"
                    )
                if not matches:
                    unknown.append(name)
                    continue
                target = matches[0]
            found.append((kind, name, target))
    if unknown:
        raise UnknownToolCallError(list(dict.fromkeys(unknown)), [p.key for p in pending])
    return found


def check_decisions(
    pending: Sequence[PendingToolCall], decisions: ResumeDecisions, callbacks: Mapping[str, ToolCallback]
) -> None:
    """Raise the first thing wrong with ``decisions`` for these pending calls.

    Calls paused inside a tool call (``path`` set) get the checks that need no tool here (one
    decision each, of a kind that fits); their tool checks the rest (:func:`claim`).
    """
    decided: dict[str, str] = {}
    for kind, _, target in _decided(pending, decisions):
        if target.key in decided and {decided[target.key], kind} != {"approve", "edit"}:
            raise InvalidDecisionError(f"tool call {target.key!r} has two decisions ({decided[target.key]} and {kind})")
        decided[target.key] = kind
        if kind in ("approve", "edit") and target.reason == "external":
            raise InvalidDecisionError(
                f"tool call {target.key!r} ({target.name}) is external: give its result with "
                "results={...} (or deny it), not approve/edit"
            )
        if kind == "results" and target.reason == "approval":
            raise InvalidDecisionError(
                f"tool call {target.key!r} ({target.name}) needs approval: approve, edit or deny it, "
                "a result cannot be given for it"
            )
    missing = [p for p in pending if p.key not in decided]
    if missing:
        raise MissingDecisionError(missing)
    own, _ = route(pending, decisions)
    by_id = {p.id: p for p in pending if not p.path}
    for call_id in dict.fromkeys((*own.approve, *own.edit)):
        name = by_id[call_id].name
        callback = callbacks.get(name)
        if callback is None:
            raise InvalidDecisionError(
                f"tool call {call_id!r} was approved but tool {name!r} is not among this request's tools"
            )
        if call_id in own.edit:
            text = _dump_edit(call_id, own.edit[call_id])
            try:
                callback.validate_arguments(text)
                if not callback.definition.strict:
                    # a person's edit meets the schema as written: no lax coercion (5 is no string)
                    check_arguments(callback.definition, text)
            except ToolArgumentError as exc:
                raise InvalidEditError(f"edit[{call_id!r}] breaks the input schema of {name!r}: {exc}") from None


def _dump_edit(call_id: str, arguments: Mapping[str, Any]) -> str:
    try:
        return orjson.dumps(dict(arguments)).decode()
    except TypeError as exc:
        raise InvalidEditError(f"edit[{call_id!r}] is not JSON-serialisable: {exc}") from None


@dataclass(slots=True)
class Completed:
    """A paused round finished with its decisions.

    ``execution`` is the whole round (every call, in call order; edited calls carry their new
    arguments in the assistant message too) and ``response`` the round's response with those
    calls. When a tool call paused again inside (a sub-agent asked anew), ``pending`` lists what
    waits now, ``execution`` is ``None`` and ``outcomes`` holds the calls that finished.
    """

    response: ChatResponse
    outcomes: dict[str, ToolCallOutcome]
    pending: list[PendingToolCall]
    execution: ToolExecutionResult | None


async def complete(
    manager: ToolCallingManager,
    prompt: Prompt,
    paused: PausedRound,
    decisions: ResumeDecisions,
    on_outcome: Callable[[ToolCallOutcome], None] | None,
    on_progress: Callable[[ToolProgress], None] | None = None,
) -> Completed:
    """Finish the paused round with ``decisions`` (already checked by :func:`claim`)."""
    own, nested = route(paused.pending, decisions)
    edited = {call_id: _dump_edit(call_id, args) for call_id, args in own.edit.items()}
    calls = tuple(
        dataclasses.replace(call, arguments=edited[call.id]) if call.id in edited else call
        for call in paused.assistant.tool_calls
    )
    assistant = dataclasses.replace(paused.assistant, tool_calls=calls)
    generation = dataclasses.replace(paused.response.result, output=assistant)
    response = dataclasses.replace(paused.response, generations=(generation,))
    by_id = {call.id: call for call in calls}
    ready: dict[str, ToolCallOutcome] = {}
    for call_id, reason in own.deny.items():
        ready[call_id] = ToolCallOutcome(by_id[call_id], denial_text(reason), ToolErrorKind.DENIED)
    for call_id, text in own.results.items():
        ready[call_id] = ToolCallOutcome(by_id[call_id], text)
    ran = [o.call for o in paused.done.values()]
    with resuming_nested(nested):
        outcomes = await execute_some(
            manager, prompt, response, set(paused.done), ready, on_outcome, on_progress, already_ran=ran
        )
    again = take_paused(outcomes)
    outcomes.update(paused.done)
    if again:
        return Completed(response, outcomes, again, None)
    return Completed(response, outcomes, [], combine(paused.history, assistant, outcomes))
