"""Anthropic Messages API replies -> ``ChatResponse``: the blocking body and the SSE events.

- ``text`` blocks are the answer; ``thinking`` blocks go to ``AssistantMessage.reasoning`` and
  are kept whole (with their signatures, and ``redacted_thinking`` blocks) in the message's
  ``metadata["anthropic_thinking"]``, because Anthropic needs them sent back unchanged with the
  tool results of the same turn.
- ``tool_use`` blocks become ``ToolCall``s whose arguments are the JSON text of ``input``; in a
  stream the ``input_json_delta`` fragments are merged per content block. A tool call cut off by
  ``stop_reason: max_tokens`` is ``incomplete`` and the finish reason is ``"length"``.
- usage: ``prompt_tokens`` counts every input token (uncached, cache writes and cache reads);
  ``cached_tokens`` is ``cache_read_input_tokens``; cache writes are also in the response
  metadata as ``cache_creation_input_tokens``.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from typing import Any

import orjson

from sprig.messages import AssistantMessage, ToolCall
from sprig.models._shape import PARSE_ERRORS, BadShape, JsonEventParser, opt_dict, opt_str, preview
from sprig.models.errors import ProviderResponseError, StreamInterruptedError
from sprig.models.response import ChatResponse, FinishReason, Generation, ToolCallDelta, Usage

__all__ = ["THINKING_KEY", "AnthropicStreamParser", "parse_message"]

logger = logging.getLogger("sprig.models")

THINKING_KEY = "anthropic_thinking"

_STOP_REASONS: dict[str, FinishReason] = {
    "end_turn": "stop",
    "stop_sequence": "stop",
    "pause_turn": "stop",
    "tool_use": "tool_calls",
    "max_tokens": "length",
    "model_context_window_exceeded": "length",
    "refusal": "content_filter",
}


def _int(value: Any) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


def _finish(stop_reason: Any, has_calls: bool) -> FinishReason:
    reason = _STOP_REASONS.get(stop_reason, "stop") if isinstance(stop_reason, str) else "stop"
    return "tool_calls" if reason == "stop" and has_calls else reason


def _usage(raw: Mapping[str, Any]) -> Usage:
    uncached = _int(raw.get("input_tokens"))
    written = _int(raw.get("cache_creation_input_tokens"))
    read = _int(raw.get("cache_read_input_tokens"))
    prompt = uncached + written + read
    completion = _int(raw.get("output_tokens"))
    return Usage(prompt, completion, prompt + completion, read)


def _metadata(message: Mapping[str, Any], usage: Mapping[str, Any] | None) -> dict[str, Any]:
    metadata: dict[str, Any] = {
        key: opt_str(message[key], key) for key in ("id", "model", "stop_sequence") if message.get(key) is not None
    }
    if usage and _int(usage.get("cache_creation_input_tokens")):
        metadata["cache_creation_input_tokens"] = _int(usage.get("cache_creation_input_tokens"))
    return metadata


def _input_text(value: Any) -> str:
    return orjson.dumps(value if value is not None else {}).decode()


def _text(value: Any, where: str) -> str:
    return opt_str(value, where) or ""


def parse_message(data: Any, provider: str = "anthropic") -> ChatResponse:
    """Turn a Messages API JSON reply (already parsed) into a ``ChatResponse``.

    A reply not in the API's shape raises :class:`~sprig.models.errors.ProviderResponseError`.
    """
    if not isinstance(data, dict) or not isinstance(data.get("content"), list):
        raise ProviderResponseError(f"{provider} returned an unexpected reply", payload=preview(data))
    try:
        return _parse_message(data)
    except PARSE_ERRORS as exc:
        raise ProviderResponseError(
            f"{provider} returned a reply of unexpected shape ({exc})", payload=preview(data)
        ) from exc


def _parse_message(data: dict[str, Any]) -> ChatResponse:
    text: list[str] = []
    reasoning: list[str] = []
    thinking: list[dict[str, Any]] = []
    calls: list[ToolCall] = []
    blocks = data["content"]
    stop_reason = opt_str(data.get("stop_reason"), "stop_reason")
    cut = isinstance(stop_reason, str) and _STOP_REASONS.get(stop_reason) == "length"
    for position, block in enumerate(blocks):
        if type(block) is not dict:
            raise BadShape(f"content[] must be objects, got {type(block).__name__}")
        kind = block.get("type")
        if kind == "text":
            text.append(_text(block.get("text"), "text"))
        elif kind == "thinking":
            reasoning.append(_text(block.get("thinking"), "thinking"))
            thinking.append(block)
        elif kind == "redacted_thinking":
            thinking.append(block)
        elif kind == "tool_use":
            last = position == len(blocks) - 1
            calls.append(
                ToolCall(
                    _text(block.get("id"), "tool_use.id"),
                    _text(block.get("name"), "tool_use.name"),
                    _input_text(opt_dict(block.get("input"), "tool_use.input")),
                    incomplete=cut and last,
                )
            )
    message_metadata = {THINKING_KEY: tuple(thinking)} if thinking else {}
    output = AssistantMessage("".join(text), tuple(calls), "".join(reasoning), message_metadata)
    raw_usage = opt_dict(data.get("usage"), "usage")
    usage = _usage(raw_usage) if raw_usage is not None else None
    finish = _finish(stop_reason, bool(calls))
    return ChatResponse((Generation(output, finish),), usage, _metadata(data, raw_usage))


class _Block:
    __slots__ = ("call_index", "data", "kind", "parts", "signature", "stopped")

    def __init__(self, kind: str, data: dict[str, Any], call_index: int) -> None:
        self.kind = kind
        self.data = data
        self.call_index = call_index
        self.parts: list[str] = []
        self.signature: list[str] = []
        self.stopped = False


class AnthropicStreamParser(JsonEventParser):
    """Turns the SSE ``data:`` payloads of one Messages stream into ``ChatResponse`` chunks.

    :meth:`feed` returns a chunk for each event that carries text, thinking or tool-input
    fragments; :meth:`finish` the last chunk (merged tool calls, finish reason, usage, metadata);
    :meth:`partial` what had arrived so far. An ``error`` event raises
    :class:`~sprig.models.errors.StreamInterruptedError`; a payload that is not JSON, or whose
    fields have the wrong types, raises :class:`~sprig.models.errors.ProviderResponseError`
    (nothing is skipped silently). Unknown event types (``ping``) are ignored.
    """

    def __init__(self, provider: str = "anthropic") -> None:
        self.provider = provider
        self.done = False
        self._blocks: dict[int, _Block] = {}
        self._calls = 0
        self._message: dict[str, Any] = {}
        self._usage: dict[str, Any] = {}
        self._stop_reason: Any = None

    def _index(self, event: dict[str, Any]) -> int:
        index = event.get("index")
        if type(index) is not int:
            raise BadShape(f"index must be an integer, got {type(index).__name__}")
        return index

    def _event(self, event: dict[str, Any]) -> ChatResponse | None:
        kind = event.get("type")
        if kind == "content_block_delta":
            return self._delta(event)
        if kind == "content_block_start":
            return self._start(event)
        if kind == "content_block_stop":
            block = self._blocks.get(self._index(event))
            if block is not None:
                block.stopped = True
        elif kind == "message_start":
            message = opt_dict(event.get("message"), "message")
            if message is not None:
                _metadata(message, None)  # checks the types of what the caller will get
                self._message = message
                usage = opt_dict(message.get("usage"), "message.usage")
                if usage:
                    self._usage.update(usage)
        elif kind == "message_delta":
            delta = opt_dict(event.get("delta"), "delta")
            if delta is not None:
                stop_reason = opt_str(delta.get("stop_reason"), "delta.stop_reason")
                if stop_reason is not None:
                    self._stop_reason = stop_reason
                stop_sequence = opt_str(delta.get("stop_sequence"), "delta.stop_sequence")
                if stop_sequence is not None:
                    self._message["stop_sequence"] = stop_sequence
            usage = opt_dict(event.get("usage"), "usage")
            if usage:
                self._usage.update({k: v for k, v in usage.items() if v is not None})
        elif kind == "message_stop":
            self.done = True
        elif kind == "error":
            error = event.get("error")
            text = str(error.get("message", error)) if isinstance(error, dict) else str(error)
            raise StreamInterruptedError(
                f"{self.provider} stream broke midway: {text}",
                provider_message=text,
                partial=self.partial(),
            )
        return None

    def _start(self, event: dict[str, Any]) -> ChatResponse | None:
        data = opt_dict(event.get("content_block"), "content_block")
        if data is None:
            raise BadShape("content_block_start without a content_block")
        kind = opt_str(data.get("type"), "content_block.type") or ""
        index = self._index(event)
        if kind == "tool_use":
            call_id = _text(data.get("id"), "content_block.id")
            name = _text(data.get("name"), "content_block.name")
            opt_dict(data.get("input"), "content_block.input")
        call_index = -1
        if kind == "tool_use":
            call_index, self._calls = self._calls, self._calls + 1
        block = self._blocks[index] = _Block(kind, data, call_index)
        if kind == "tool_use":
            return _chunk(deltas=(ToolCallDelta(call_index, call_id or None, name or None),))
        initial = data.get("text") if kind == "text" else data.get("thinking") if kind == "thinking" else None
        if kind in ("text", "thinking"):
            opt_str(initial, f"content_block.{kind}")
            opt_str(data.get("signature"), "content_block.signature")
        if isinstance(initial, str) and initial:
            block.parts.append(initial)
            return _chunk(text=initial) if kind == "text" else _chunk(reasoning=initial)
        return None

    def _delta(self, event: dict[str, Any]) -> ChatResponse | None:
        block = self._blocks.get(self._index(event))
        delta = opt_dict(event.get("delta"), "delta")
        if block is None:
            raise BadShape("content_block_delta for a block that was never started")
        if delta is None:
            raise BadShape("content_block_delta without a delta")
        kind = delta.get("type")
        if kind == "text_delta":
            piece = _text(delta.get("text"), "delta.text")
            block.parts.append(piece)
            return _chunk(text=piece) if piece else None
        if kind == "thinking_delta":
            piece = _text(delta.get("thinking"), "delta.thinking")
            block.parts.append(piece)
            return _chunk(reasoning=piece) if piece else None
        if kind == "signature_delta":
            block.signature.append(_text(delta.get("signature"), "delta.signature"))
        elif kind == "input_json_delta":
            piece = _text(delta.get("partial_json"), "delta.partial_json")
            if piece:
                block.parts.append(piece)
                return _chunk(deltas=(ToolCallDelta(block.call_index, arguments=piece),))
        return None

    def _tool_calls(self, length: bool) -> tuple[ToolCall, ...]:
        last = max(self._blocks, default=-1)
        calls = []
        for index, block in sorted(self._blocks.items()):
            if block.kind != "tool_use":
                continue
            arguments = "".join(block.parts)
            if not arguments and block.stopped:
                arguments = _input_text(block.data.get("input"))
            # max_tokens cuts the last block, even when the server still closed it.
            incomplete = not block.stopped or (length and index == last)
            calls.append(
                ToolCall(str(block.data.get("id", "")), str(block.data.get("name", "")), arguments, incomplete)
            )
        return tuple(calls)

    def _thinking(self) -> dict[str, Any]:
        blocks: list[dict[str, Any]] = []
        for block in self._blocks.values():
            if block.kind == "thinking":
                blocks.append(
                    {
                        "type": "thinking",
                        "thinking": "".join(block.parts),
                        "signature": "".join(block.signature) or block.data.get("signature", ""),
                    }
                )
            elif block.kind == "redacted_thinking":
                blocks.append(block.data)
        return {THINKING_KEY: tuple(blocks)} if blocks else {}

    def _joined(self, kind: str) -> str:
        return "".join("".join(b.parts) for b in self._blocks.values() if b.kind == kind)

    def finish(self) -> ChatResponse:
        """The last chunk: complete tool calls, finish reason, usage and metadata."""
        length = isinstance(self._stop_reason, str) and _STOP_REASONS.get(self._stop_reason) == "length"
        calls = self._tool_calls(length)
        message = AssistantMessage("", calls, "", self._thinking())
        usage = _usage(self._usage) if self._usage else None
        finish = _finish(self._stop_reason, bool(calls))
        return ChatResponse((Generation(message, finish),), usage, _metadata(self._message, self._usage))

    def partial(self) -> ChatResponse:
        """Everything received so far as one response; unfinished tool calls are incomplete."""
        message = AssistantMessage(
            self._joined("text"), self._tool_calls(length=False), self._joined("thinking"), self._thinking()
        )
        usage = _usage(self._usage) if self._usage else None
        return ChatResponse((Generation(message, None),), usage, _metadata(self._message, self._usage))


def _chunk(text: str = "", reasoning: str = "", deltas: tuple[ToolCallDelta, ...] = ()) -> ChatResponse:
    return ChatResponse((Generation(AssistantMessage(text, (), reasoning), None, deltas),))
