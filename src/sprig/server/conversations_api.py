"""``/api/conversations``: the caller's conversations, one conversation, delete, resume.

A conversation belongs to the key that created it; for any other key it does not exist (404).
"""

from __future__ import annotations

from starlette.requests import Request
from starlette.responses import Response

from sprig.server.agui import parse_resume, start_stream
from sprig.server.conversations import ConversationNotFoundError, check_conversation_id, conversation_key
from sprig.server.http import ApiError, json_response, read_json
from sprig.server.openai_api import owner_of, runner_of
from sprig.server.runs import RunInput, Runner
from sprig.state.codec import message_to_dict

__all__ = ["delete_conversation", "get_conversation", "list_conversations", "resume_conversation"]


def _id(request: Request) -> str:
    try:
        return check_conversation_id(request.path_params["conversation_id"])
    except ValueError as exc:
        raise ApiError(400, str(exc), code="invalid_conversation_id") from None


async def _not_found(runner: Runner, conversation_id: str, owner: str) -> ApiError:
    """404: no such conversation, or (code ``conversation_evicted``) one evicted from a bounded store."""
    if await runner.conversations.aevicted(owner, conversation_id):
        bound = runner.conversations.max_conversations
        return ApiError(
            404,
            f"conversation {conversation_id!r} was evicted: this server keeps at most {bound} conversations "
            "(sprig serve --max-conversations, or a SQLite or Redis --state to keep them all)",
            code="conversation_evicted",
        )
    return ApiError(404, f"no conversation {conversation_id!r}", code="conversation_not_found")


async def list_conversations(request: Request) -> Response:
    """``GET /api/conversations``: the caller's conversations, newest first."""
    found = await runner_of(request).conversations.alist(owner_of(request))
    return json_response({"object": "list", "data": found})


async def get_conversation(request: Request) -> Response:
    """``GET /api/conversations/{id}``: messages, todo list and pending calls."""
    runner = runner_of(request)
    conversation_id = _id(request)
    owner = owner_of(request)
    try:
        record = await runner.conversations.aget(conversation_id, owner)
    except ConversationNotFoundError:
        raise await _not_found(runner, conversation_id, owner) from None
    key = conversation_key(owner, conversation_id)
    return json_response(
        {
            "id": conversation_id,
            "title": record.get("title", ""),
            "created": record.get("created"),
            "updated": record.get("updated"),
            "running": await runner.conversations.arunning(key),
            "messages": [message_to_dict(m) for m in await runner.history(key)],
            "todos": await runner.todo_list(key),
            "pending": await runner.pending(key),
        }
    )


async def delete_conversation(request: Request) -> Response:
    """``DELETE /api/conversations/{id}``: forget it (409 while a run works on it)."""
    await runner_of(request).forget(_id(request), owner_of(request))
    return Response(status_code=204)


async def resume_conversation(request: Request) -> Response:
    """``POST /api/conversations/{id}/resume``: decide pending calls; answered with the AG-UI stream."""
    runner = runner_of(request)
    conversation_id = _id(request)
    decisions = parse_resume(await read_json(request))
    owner = owner_of(request)
    try:
        await runner.conversations.aget(conversation_id, owner)
    except ConversationNotFoundError:
        raise await _not_found(runner, conversation_id, owner) from None
    return await start_stream(runner, RunInput(owner=owner, conversation_id=conversation_id, resume=decisions))
