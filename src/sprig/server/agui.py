"""``POST /ag-ui``: a run in the AG-UI protocol, input ``RunAgentInput``, output its SSE event stream.

``thread_id`` is the conversation id; the client's ``tools`` are external tools; a paused
conversation resumes through ``forwarded_props: {"resume": {"approve": [...], "deny": {...},
"edit": {...}, "results": {...}}}`` (the fields of ``resume(...)``) or, without them, through
results of external tools sent as ``tool`` messages.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import aclosing
from typing import Any

from ag_ui.core import AssistantMessage as AguiAssistant
from ag_ui.core import BaseEvent, RunAgentInput
from ag_ui.core import SystemMessage as AguiSystem
from ag_ui.core import ToolMessage as AguiTool
from ag_ui.core import UserMessage as AguiUser
from ag_ui.encoder import EventEncoder
from pydantic import ValidationError
from starlette.requests import Request
from starlette.responses import Response

from sprig.chat.events import DoneEvent, ToolResultEvent
from sprig.messages import AssistantMessage, Message, SystemMessage, ToolCall, ToolResponse, ToolResponseMessage
from sprig.messages import UserMessage as SprigUser
from sprig.server.agui_events import AguiTranslator
from sprig.server.conversations import check_conversation_id
from sprig.server.errors import api_error_of
from sprig.server.http import ApiError, RunStreamingResponse, read_json
from sprig.server.openai_api import owner_of, runner_of
from sprig.server.resume import ResumeRequest, parse_resume
from sprig.server.runs import MESSAGE_ID, ExternalToolSpec, RunInput, Runner, pending_to_dict, run_headers

__all__ = ["ResumeRequest", "agui_run", "agui_stream", "parse_resume"]

_ENCODER = EventEncoder()
_MAX_ID = 256


def _parse_input(data: Any) -> RunAgentInput:
    if not isinstance(data, dict):
        raise ApiError(400, "the request body must be a JSON RunAgentInput object", code="invalid_request")
    try:
        return RunAgentInput.model_validate(data)
    except ValidationError as exc:
        error = exc.errors()[0]
        loc = ".".join(str(p) for p in error["loc"]) or "body"
        raise ApiError(400, f"invalid RunAgentInput: {loc}: {error['msg']}", code="invalid_request") from None


def _content(content: Any) -> str:
    if isinstance(content, str):
        return content
    parts: list[str] = []
    for part in content or ():
        if getattr(part, "type", None) != "text":
            raise ApiError(400, "only text content is accepted in messages", code="invalid_request")
        parts.append(part.text)
    return "".join(parts)


def to_messages(messages: list[Any]) -> list[Message]:
    """AG-UI messages as sprig messages (activity and reasoning messages, and a sub-agent's, are not
    model input).

    A user message keeps its id as ``metadata["message_id"]``, which the conversation's memory
    keeps: a client that resends the whole history (as AG-UI clients do) repeats messages the
    server recognises by id, so they are not taken as new.
    """
    result: list[Message] = []
    names: dict[str, str] = {}
    for message in messages:
        if getattr(message, "subagent_run_id", None) is not None:
            continue  # a sub-agent's work, shown to the user: not the conversation's
        if isinstance(message, AguiUser):
            result.append(SprigUser(_content(message.content), metadata=_id_of(message)))
        elif isinstance(message, AguiSystem) or getattr(message, "role", None) == "developer":
            result.append(SystemMessage(_content(message.content)))
        elif isinstance(message, AguiAssistant):
            calls = tuple(ToolCall(c.id, c.function.name, c.function.arguments) for c in message.tool_calls or ())
            names.update((c.id, c.name) for c in calls)
            result.append(AssistantMessage(message.content or "", calls))
        elif isinstance(message, AguiTool):
            response = ToolResponse(
                message.tool_call_id, names.get(message.tool_call_id, ""), _content(message.content)
            )
            previous = result[-1] if result else None
            if isinstance(previous, ToolResponseMessage):
                result[-1] = ToolResponseMessage((*previous.responses, response))
            else:
                result.append(ToolResponseMessage((response,)))
    return result


def _id_of(message: Any) -> dict[str, str]:
    identifier = getattr(message, "id", None)
    return {MESSAGE_ID: identifier} if isinstance(identifier, str) and 0 < len(identifier) <= _MAX_ID else {}


async def agui_run(request: Request) -> Response:
    """``POST /ag-ui``."""
    runner = runner_of(request)
    data = _parse_input(await read_json(request))
    try:
        conversation_id = check_conversation_id(data.thread_id)
    except ValueError as exc:
        raise ApiError(400, f"thread_id: {exc}", code="invalid_conversation_id") from None
    resume = None
    props = data.forwarded_props
    if isinstance(props, dict) and props.get("resume") is not None:
        resume = parse_resume(props["resume"], "forwarded_props.resume")
    run = RunInput(
        owner=owner_of(request),
        conversation_id=conversation_id,
        messages=to_messages(list(data.messages)),
        external_tools=[ExternalToolSpec(t.name, t.description, t.parameters or {}) for t in data.tools or ()],
        resume=resume,
        run_id=data.run_id,
    )
    return await start_stream(runner, run)


async def start_stream(runner: Runner, run: RunInput) -> Response:
    """Claim and lock the conversation, then answer with the run's AG-UI stream."""
    lease = await runner.begin(run)
    try:
        await runner.prepare(run)
    except BaseException:
        await lease.release()
        raise
    return RunStreamingResponse(
        agui_stream(runner, run, lease.release), lease.release, runner.keepalive, run_headers(run)
    )


def _encode(*events: BaseEvent) -> bytes:
    """SSE frames for ``events``, joined: what one sprig event produces goes out in one write."""
    return "".join(_ENCODER.encode(event) for event in events).encode()


async def agui_stream(
    runner: Runner, run: RunInput, release: Callable[[], Awaitable[None]] | None = None
) -> AsyncIterator[bytes]:
    """The run's AG-UI events, SSE-encoded.

    ``release`` (the run lock's) is awaited before the terminal event goes out, so a client that
    starts its next run the moment it reads ``RUN_FINISHED`` never finds the conversation busy.
    """
    assert run.conversation_id is not None and run.key is not None
    translator = AguiTranslator(run.conversation_id, run.run_id)
    yield _encode(translator.started())
    pending: list[dict[str, Any]] = []
    try:
        todos = await runner.todo_list(run.key) if runner.todos is not None else None
        if todos is not None:
            yield _encode(translator.state_snapshot(todos))
        async with aclosing(runner.events(run)) as events:
            async for event in events:
                if isinstance(event, DoneEvent):
                    pending = [pending_to_dict(p) for p in event.response.pending]
                    continue
                out = translator.translate(event)
                if isinstance(event, ToolResultEvent) and todos is not None and runner.is_todo_tool(event.name):
                    latest = await runner.todo_list(run.key)
                    if latest != todos:
                        todos = latest
                        out.append(translator.state_delta(todos))
                if out:
                    yield _encode(*out)
    except Exception as exc:
        error = api_error_of(exc)
        if release is not None:
            await release()
        yield _encode(*translator.failed(error.message, error.code))
        return
    if release is not None:
        await release()
    yield _encode(*translator.finished(pending))
