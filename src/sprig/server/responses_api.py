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

from sprig.chat.events import DoneEvent, TextDeltaEvent
from sprig.messages import AssistantMessage, Message, SystemMessage, ToolCall
from sprig.models.response import ChatResponse
from sprig.server.errors import api_error_of
from sprig.server.http import ApiError, RunStreamingResponse, cancel_on_disconnect, json_response, read_json
from sprig.server.openai_api import owner_of, runner_of
from sprig.server.responses_wire import (
    EventWriter,
    ResponsesRequest,
    call_item,
    message_item,
    new_response_id,
    parse_request,
    response_object,
)
from sprig.server.runs import RunInput, Runner
from sprig.state.codec import message_to_dict, messages_from_list

__all__ = ["RESPONSE_PREFIX", "create_response"]

RESPONSE_PREFIX = "sprig.response:"


async def _history(runner: Runner, response_id: str, owner: str) -> list[Message]:
    record = await runner.store.aget(RESPONSE_PREFIX + response_id)
    if not isinstance(record, dict) or record.get("owner") != owner:
        raise ApiError(404, f"no response {response_id!r}", code="response_not_found", param="previous_response_id")
    return messages_from_list(record.get("messages", []))


async def _remember(runner: Runner, response_id: str, owner: str, messages: list[Message]) -> None:
    record = {"owner": owner, "messages": [message_to_dict(m) for m in messages if not isinstance(m, SystemMessage)]}
    await runner.store.aset(RESPONSE_PREFIX + response_id, record, ttl=runner.conversations.ttl)


class _Turn:
    """One request: its run, its id, and what to remember once it ends."""

    def __init__(self, body: ResponsesRequest, run: RunInput, sent: list[Message]) -> None:
        self.body = body
        self.run = run
        self.sent = sent
        self.id = new_response_id()

    def external_calls(self, final: ChatResponse) -> list[ToolCall]:
        return [p.call for p in final.pending if p.reason == "external"]

    async def remember(self, runner: Runner, final: ChatResponse, calls: list[ToolCall]) -> None:
        answer = AssistantMessage(final.text, tuple(calls))
        await _remember(runner, self.id, self.run.owner, [*self.sent, answer])

    def status(self, final: ChatResponse) -> tuple[str, str | None]:
        if final.finish_reason == "length":
            return "incomplete", "max_output_tokens"
        if final.finish_reason == "content_filter":
            return "incomplete", "content_filter"
        return "completed", None


async def create_response(request: Request) -> Response:
    """``POST /v1/responses``, blocking or streamed."""
    runner = runner_of(request)
    body = parse_request(await read_json(request))
    owner = owner_of(request)
    history = await _history(runner, body.previous_response_id, owner) if body.previous_response_id else []
    new = body.messages()
    sent = [*history, *new]
    run = RunInput(
        owner=owner, conversation_id=None, messages=sent, options=body.options(), external_tools=body.external_tools()
    )
    turn = _Turn(body, run, sent)
    lease = await runner.begin(run)
    try:
        await runner.prepare(run)
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
    calls = turn.external_calls(final)
    output: list[dict[str, Any]] = []
    if final.text or not calls:
        output.append(message_item("msg_" + uuid.uuid4().hex, final.text))
    output += [call_item(call) for call in calls]
    await turn.remember(runner, final, calls)
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
    message_id = "msg_" + uuid.uuid4().hex
    text: list[str] = []
    final: ChatResponse | None = None
    at = {"item_id": message_id, "output_index": 0, "content_index": 0}
    try:
        async with aclosing(runner.events(turn.run)) as events:
            async for event in events:
                if isinstance(event, TextDeltaEvent) and event.text:
                    if not text:
                        item = message_item(message_id, "", "in_progress")
                        yield writer.event("response.output_item.added", output_index=0, item=item)
                        part = {"type": "output_text", "text": "", "annotations": [], "logprobs": []}
                        yield writer.event("response.content_part.added", **at, part=part)
                    text.append(event.text)
                    yield writer.event("response.output_text.delta", **at, delta=event.text, logprobs=[])
                elif isinstance(event, DoneEvent):
                    final = event.response
    except Exception as exc:
        await release()
        error = api_error_of(exc)
        yield writer.event("error", code=error.code, message=error.message, param=error.param)
        failed = response_object(turn.body, turn.id, writer.created, [], status="failed")
        failed["error"] = {"code": error.code or "server_error", "message": error.message}
        yield writer.event("response.failed", response=failed)
        return
    assert final is not None
    await release()
    output: list[dict[str, Any]] = []
    calls = turn.external_calls(final)
    if text:
        whole = "".join(text)
        part = {"type": "output_text", "text": whole, "annotations": [], "logprobs": []}
        yield writer.event("response.output_text.done", **at, text=whole, logprobs=[])
        yield writer.event("response.content_part.done", **at, part=part)
        output.append(message_item(message_id, whole))
        yield writer.event("response.output_item.done", output_index=0, item=output[-1])
    for call in calls:
        index = len(output)
        added = call_item(call, "in_progress")
        yield writer.event("response.output_item.added", output_index=index, item=added)
        call_at = {"item_id": added["id"], "output_index": index}
        arguments = call.arguments or "{}"
        yield writer.event("response.function_call_arguments.delta", **call_at, delta=arguments)
        yield writer.event("response.function_call_arguments.done", **call_at, name=call.name, arguments=arguments)
        output.append(call_item(call))
        yield writer.event("response.output_item.done", output_index=index, item=output[-1])
    await turn.remember(runner, final, calls)
    status, reason = turn.status(final)
    whole_response = response_object(
        turn.body, turn.id, writer.created, output, status=status, usage=final.usage, incomplete=reason
    )
    kind = "response.completed" if status == "completed" else "response.incomplete"
    yield writer.event(kind, response=whole_response)
