"""``POST /v1/responses``: the agent behind OpenAI's Responses API.

- ``input`` is a string or items (:mod:`sprig.server.responses_wire`); ``instructions`` are the
  system text of this request only (as the API defines them: not carried to the next response);
- the server runs its own tools; the function tools a request declares are the client's: the
  response ends with their ``function_call`` items (status ``completed``), and the client sends
  ``function_call_output`` items, with ``previous_response_id``, in its next request;
- ``previous_response_id`` continues from the response it names, whatever happened since: every
  response's conversation (its input and its output, without instructions) is kept in the server's
  store under ``sprig.response:ID`` for the conversation TTL, so any instance sharing the store
  (Redis) can continue it. A response belongs to the key that made it (another key gets 404);
- ``stream: true`` sends the Responses events in order with ``sequence_number``s:
  ``response.created``, ``response.in_progress``, the items (``output_item.added``, text or
  argument deltas, ``.done`` events, ``output_item.done``) and ``response.completed`` (or
  ``response.incomplete``); a failure mid-stream is an ``error`` event, then ``response.failed``;
- errors before a stream starts are HTTP errors with the API's ``{"error": {...}}`` body; keys,
  body limits and the ``Host``/``Origin`` checks are those of every route (:mod:`sprig.server.app`).
"""

from __future__ import annotations

import uuid
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import aclosing
from typing import Any

from starlette.requests import Request
from starlette.responses import Response

from sprig.chat.events import DoneEvent, ReasoningDeltaEvent, TextDeltaEvent
from sprig.messages import AssistantMessage, Message, SystemMessage, ToolCall, UserMessage
from sprig.models.response import ChatResponse
from sprig.server.errors import api_error_of
from sprig.server.http import ApiError, RunStreamingResponse, cancel_on_disconnect, json_response, read_json
from sprig.server.openai_api import owner_of, runner_of
from sprig.server.responses_stream import LiveOutput, reasoning_item
from sprig.server.responses_wire import (
    EventWriter,
    ResponsesRequest,
    approval_item,
    call_item,
    message_item,
    new_response_id,
    parse_request,
    response_object,
)
from sprig.server.runs import RunInput, Runner
from sprig.state.codec import message_to_dict, messages_from_list

__all__ = ["MAX_KEPT_MESSAGES", "RESPONSE_PREFIX", "create_response"]

RESPONSE_PREFIX = "sprig.response:"
MAX_KEPT_MESSAGES = 200
"""The most messages a kept response holds: older whole turns are dropped first (a turn starts at a
user message, so every tool call keeps its result)."""


def _window(messages: list[Message]) -> list[Message]:
    """The newest whole turns of ``messages``: at most :data:`MAX_KEPT_MESSAGES` when a turn boundary allows."""
    limit = MAX_KEPT_MESSAGES
    if len(messages) <= limit:
        return messages
    start = len(messages) - limit
    while start < len(messages) and not isinstance(messages[start], UserMessage):
        start += 1
    return messages[start:] if start < len(messages) else messages[-1:]


async def _record(runner: Runner, response_id: str, owner: str) -> dict[str, Any]:
    record = await runner.store.aget(RESPONSE_PREFIX + response_id)
    if not isinstance(record, dict) or record.get("owner") != owner:
        raise ApiError(404, f"no response {response_id!r}", code="response_not_found", param="previous_response_id")
    return record


class _Turn:
    """One request: its run, its id, and what to remember once it ends."""

    def __init__(self, body: ResponsesRequest, run: RunInput, sent: list[Message], response_id: str) -> None:
        self.body = body
        self.run = run
        self.sent = sent
        self.id = response_id

    @staticmethod
    def external_calls(final: ChatResponse) -> list[ToolCall]:
        return [p.call for p in final.pending if p.reason == "external"]

    @staticmethod
    def approvals(final: ChatResponse) -> list[ToolCall]:
        return [p.call for p in final.pending if p.reason == "approval"]

    def output(self, final: ChatResponse, message_id: str, text: str, reasoning: str = "") -> list[dict[str, Any]]:
        """The response's items: the reasoning, the text, the client's calls, the calls awaiting approval."""
        calls, approvals = self.external_calls(final), self.approvals(final)
        output: list[dict[str, Any]] = [reasoning_item("rs_" + uuid.uuid4().hex, reasoning)] if reasoning else []
        if text or not (calls or approvals):
            output.append(message_item(message_id, text))
        return [*output, *(call_item(c) for c in calls), *(approval_item(c) for c in approvals)]

    async def remember(self, runner: Runner, final: ChatResponse) -> None:
        """Keep this response's conversation for ``previous_response_id`` (unless ``store`` is off).

        A response waiting for approvals keeps where its paused round lives (``scope``) and not
        yet the calls, which get their results when it is resumed.
        """
        if not self.body.store:
            return
        if self.approvals(final):
            messages, scope = self.sent, self.run.scope
        else:
            messages, scope = [*self.sent, AssistantMessage(final.text, tuple(self.external_calls(final)))], None
        kept = _window([m for m in messages if not isinstance(m, SystemMessage)])
        record = {
            "owner": self.run.owner,
            "messages": [message_to_dict(m) for m in kept],
            "scope": scope,
        }
        await runner.store.aset(RESPONSE_PREFIX + self.id, record, ttl=runner.conversations.ttl)

    def status(self, final: ChatResponse) -> tuple[str, str | None]:
        if final.finish_reason == "length":
            return "incomplete", "max_output_tokens"
        if final.finish_reason == "content_filter":
            return "incomplete", "content_filter"
        return "completed", None


def _turn(body: ResponsesRequest, owner: str, record: dict[str, Any] | None) -> _Turn:
    history = messages_from_list(record.get("messages", [])) if record else []
    response_id = new_response_id()
    options, external = body.options(), body.external_tools()
    decisions = body.decisions()
    if decisions is None:
        sent = [*history, *body.messages()]
        run = RunInput(owner, None, sent, options=options, external_tools=external, scope=response_id)
        return _Turn(body, run, sent, response_id)
    scope = record.get("scope") if record else None
    if not isinstance(scope, str):
        raise ApiError(
            409,
            "nothing waits for approval: send mcp_approval_response items with the previous_response_id "
            "of the response that asked for them",
            code="nothing_pending",
        )
    run = RunInput(owner, None, [], options=options, external_tools=external, resume=decisions, scope=scope)
    return _Turn(body, run, history, response_id)


async def create_response(request: Request) -> Response:
    """``POST /v1/responses``, blocking or streamed."""
    runner = runner_of(request)
    body = parse_request(await read_json(request))
    owner = owner_of(request)
    record = await _record(runner, body.previous_response_id, owner) if body.previous_response_id else None
    turn = _turn(body, owner, record)
    lease = await runner.begin(turn.run)
    try:
        await runner.prepare(turn.run)
    except BaseException:
        await lease.release()
        raise
    if body.stream:
        return RunStreamingResponse(_stream(runner, turn, lease.release), lease.release, runner.keepalive)
    try:
        return await cancel_on_disconnect(request, lambda: _complete(runner, turn))
    finally:
        await lease.release()


async def _complete(runner: Runner, turn: _Turn) -> Response:
    final: ChatResponse | None = None
    try:
        async with aclosing(runner.events(turn.run)) as events:
            async for event in events:
                if isinstance(event, DoneEvent):
                    final = event.response
    except Exception as exc:
        raise api_error_of(exc) from exc
    assert final is not None
    output = turn.output(final, "msg_" + uuid.uuid4().hex, final.text, final.result.output.reasoning)
    await turn.remember(runner, final)
    status, reason = turn.status(final)
    created = EventWriter().created
    return json_response(
        response_object(turn.body, turn.id, created, output, status=status, usage=final.usage, incomplete=reason)
    )


async def _stream(runner: Runner, turn: _Turn, release: Callable[[], Awaitable[None]]) -> AsyncIterator[bytes]:
    writer = EventWriter()
    head = response_object(turn.body, turn.id, writer.created, [], status="in_progress")
    yield writer.event("response.created", response=head)
    yield writer.event("response.in_progress", response=head)
    live = LiveOutput(writer)
    final: ChatResponse | None = None
    try:
        async with aclosing(runner.events(turn.run)) as events:
            async for event in events:
                if isinstance(event, TextDeltaEvent) and event.text:
                    for data in live.text(event.text):
                        yield data
                elif isinstance(event, ReasoningDeltaEvent) and event.text:
                    for data in live.reasoning(event.text):
                        yield data
                elif isinstance(event, DoneEvent):
                    final = event.response
    except Exception as exc:
        await release()
        for data in _failed(writer, turn, exc):
            yield data
        return
    assert final is not None
    await release()
    for data in live.close():
        yield data
    has_text = any(item["type"] == "message" for item in live.items)
    for item in turn.output(final, "msg_" + uuid.uuid4().hex, ""):
        if item["type"] != "message" or not has_text:
            for data in live.add(item):
                yield data
    try:
        await turn.remember(runner, final)
    except Exception as exc:  # the store failed (Redis down): the response cannot be continued
        for data in _failed(writer, turn, exc):
            yield data
        return
    status, reason = turn.status(final)
    whole_response = response_object(
        turn.body, turn.id, writer.created, live.items, status=status, usage=final.usage, incomplete=reason
    )
    kind = "response.completed" if status == "completed" else "response.incomplete"
    yield writer.event(kind, response=whole_response)


def _failed(writer: EventWriter, turn: _Turn, exc: Exception) -> list[bytes]:
    """An ``error`` event, then ``response.failed``."""
    error = api_error_of(exc)
    failed = response_object(turn.body, turn.id, writer.created, [], status="failed")
    failed["error"] = {"code": error.code or "server_error", "message": error.message}
    return [
        writer.event("error", code=error.code, message=error.message, param=error.param),
        writer.event("response.failed", response=failed),
    ]
