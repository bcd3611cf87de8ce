"""``GET /v1/models`` and ``POST /v1/chat/completions``: the agent as an OpenAI-compatible model.

The server runs its own tools; the tools a request declares are external tools: calls to them
come back as ``tool_calls`` with ``finish_reason: "tool_calls"``, and the client's next request
carries their results. The conversation id comes from the ``X-Conversation-Id`` header (or the
``user`` field); without one the request is stateless and its history is what the client sent.
Calls needing approval: see :mod:`sprig.server.openai_pauses` (a conversation pauses with an
assistant text saying how to decide, and a body field ``resume`` decides; a stateless request
refuses them).
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import aclosing
from typing import Any

from starlette.requests import Request
from starlette.responses import Response

from sprig.chat.events import DoneEvent, ReasoningDeltaEvent, TextDeltaEvent
from sprig.messages import ToolCall
from sprig.models.response import ChatResponse
from sprig.server.conversations import check_conversation_id
from sprig.server.errors import api_error_of
from sprig.server.http import ApiError, RunStreamingResponse, cancel_on_disconnect, json_response, read_json, sse
from sprig.server.openai_pauses import STATELESS_REFUSAL, RefusedCalls, approval_text, refusal_note
from sprig.server.openai_wire import ChatCompletionRequest, ChunkWriter, completion_body, parse_request, to_messages
from sprig.server.resume import parse_resume
from sprig.server.runs import RunInput, Runner, pending_to_dict, run_headers

__all__ = ["CONVERSATION_HEADER", "chat_completions", "list_models", "owner_of", "runner_of"]

CONVERSATION_HEADER = "x-conversation-id"


def runner_of(request: Request) -> Runner:
    """The app's runner."""
    runner: Runner = request.app.state.sprig_runner
    return runner


def owner_of(request: Request) -> str:
    """The caller, as authenticated by the key middleware."""
    owner: str = request.scope["sprig.owner"]
    return owner


async def list_models(request: Request) -> Response:
    """The one model this server serves: the agent."""
    runner = runner_of(request)
    return json_response(
        {"object": "list", "data": [{"id": runner.model_id, "object": "model", "created": 0, "owned_by": "sprig"}]}
    )


def _conversation_id(request: Request, body: ChatCompletionRequest) -> str | None:
    raw = request.headers.get(CONVERSATION_HEADER) or body.user
    if not raw:
        return None
    try:
        return check_conversation_id(raw)
    except ValueError as exc:
        raise ApiError(400, str(exc), code="invalid_conversation_id") from None


async def chat_completions(request: Request) -> Response:
    """Chat Completions, blocking or streamed (SSE)."""
    runner = runner_of(request)
    body = parse_request(await read_json(request))
    conversation_id = _conversation_id(request, body)
    resume = None
    if body.resume is not None:
        if conversation_id is None:
            message = "resume needs the conversation it continues: send the X-Conversation-Id header"
            raise ApiError(400, message, code="invalid_request")
        resume = parse_resume(body.resume, "resume")
    run = RunInput(
        owner=owner_of(request),
        conversation_id=conversation_id,
        messages=to_messages(body.messages),
        options=body.options(),
        external_tools=body.external_tools(),
        resume=resume,
        refuse_approvals=STATELESS_REFUSAL if conversation_id is None else None,
    )
    lease = await runner.begin(run)
    try:
        await runner.prepare(run)
    except BaseException:
        await lease.release()
        raise
    if body.stream:
        include_usage = body.stream_options is not None and body.stream_options.include_usage
        stream = _stream(runner, run, body.model, include_usage, lease.release)
        return RunStreamingResponse(stream, lease.release, runner.keepalive, run_headers(run))
    try:
        return await cancel_on_disconnect(request, lambda: _complete(runner, run, body.model))
    finally:
        await lease.release()


def _finish(response: ChatResponse, calls: list[ToolCall]) -> str:
    if calls:
        return "tool_calls"
    reason = response.finish_reason
    return reason if reason in ("stop", "length", "content_filter") else "stop"


def _extra(response: ChatResponse, run: RunInput, refused: RefusedCalls) -> dict[str, Any]:
    extra: dict[str, Any] = {}
    if run.conversation_id is not None:
        extra["conversation_id"] = run.conversation_id
    approvals = _approvals(response)
    if approvals:
        extra["pending_approvals"] = approvals
    if refused.calls:
        extra["refused_approvals"] = refused.calls
    return extra


def _approvals(response: ChatResponse) -> list[dict[str, Any]]:
    return [p for p in _pending(response) if p["reason"] == "approval"]


def _said_after(response: ChatResponse, run: RunInput, refused: RefusedCalls, calls: list[ToolCall]) -> str:
    """Text the server adds to the answer: how to approve, or which calls were refused."""
    if refused.calls:
        return refusal_note(refused.names)
    approvals = _approvals(response)
    if approvals and not calls and run.conversation_id is not None:
        return ("\n\n" if response.text else "") + approval_text(approvals, run.conversation_id)
    return ""


def _pending(response: ChatResponse) -> list[dict[str, Any]]:
    return [pending_to_dict(p) for p in response.pending]


def _external_calls(response: ChatResponse) -> list[ToolCall]:
    return [p.call for p in response.pending if p.reason == "external"]


async def _complete(runner: Runner, run: RunInput, model: str) -> Response:
    final: ChatResponse | None = None
    refused = RefusedCalls()
    try:
        async with aclosing(runner.events(run)) as events:
            async for event in events:
                refused.see(event)
                if isinstance(event, DoneEvent):
                    final = event.response
    except Exception as exc:
        raise api_error_of(exc) from exc
    assert final is not None
    calls = _external_calls(final)
    text = final.text + _said_after(final, run, refused, calls)
    body = completion_body(model, text, _finish(final, calls), final.usage, calls, _extra(final, run, refused))
    return json_response(body, headers=run_headers(run))


async def _stream(
    runner: Runner, run: RunInput, model: str, include_usage: bool, release: Callable[[], Awaitable[None]]
) -> AsyncIterator[bytes]:
    # The lock is released before the last chunks go out: a client that sends its next request
    # as soon as it reads them must not find the conversation still running.
    writer = ChunkWriter(model)
    yield writer.chunk({"role": "assistant", "content": ""})
    final: ChatResponse | None = None
    refused = RefusedCalls()
    try:
        async with aclosing(runner.events(run)) as events:
            async for event in events:
                refused.see(event)
                if isinstance(event, TextDeltaEvent):
                    yield writer.chunk({"content": event.text})
                elif isinstance(event, ReasoningDeltaEvent):
                    yield writer.chunk({"reasoning_content": event.text})
                elif isinstance(event, DoneEvent):
                    final = event.response
    except Exception as exc:
        await release()
        yield sse(api_error_of(exc).body())
        return
    assert final is not None
    await release()
    calls = _external_calls(final)
    said = _said_after(final, run, refused, calls)
    if said:
        yield writer.chunk({"content": said})
    if calls:
        yield writer.tool_calls(calls)
    yield writer.chunk({}, _finish(final, calls), **_extra(final, run, refused))
    if include_usage:
        yield writer.usage(final.usage)
    yield b"data: [DONE]\n\n"
