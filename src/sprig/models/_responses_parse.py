"""OpenAI Responses API replies -> ``ChatResponse``: the blocking body and the SSE events.

- ``message`` items give the answer text (``output_text`` parts); a ``refusal`` part raises
  :class:`~sprig.models.errors.RefusalError` carrying the response;
- ``function_call`` items become ``ToolCall``s (``call_id``, ``name``, the raw ``arguments``); in a
  stream their ``function_call_arguments.delta`` fragments are merged per item and reported as
  ``ToolCallDelta``s numbered in call order;
- ``reasoning`` items: their summaries (else their raw ``reasoning_text``) go to
  ``AssistantMessage.reasoning``, never to the text; the items themselves are kept whole
  (``encrypted_content`` included), in output order, in the message's
  ``metadata["openai_responses_items"]``, so the next request sends them back unchanged and in place;
- usage: ``input_tokens`` (with ``input_tokens_details.cached_tokens``) and ``output_tokens`` (with
  ``output_tokens_details.reasoning_tokens``);
- ``status: "incomplete"`` is finish reason ``"length"`` (``"content_filter"`` when that is the
  reason) and leaves the last tool call ``incomplete``; a failed response or an ``error`` event
  raises the typed error its ``code`` names (``context_length_exceeded`` -> ``ContextLengthError``).

A reply or event not in the API's shape raises :class:`~sprig.models.errors.ProviderResponseError`
with the payload; unknown event and item types (hosted tools, ``ping``) are skipped.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import orjson

from sprig.messages import AssistantMessage, ToolCall
from sprig.models._shape import (
    PARSE_ERRORS,
    BadShape,
    JsonEventParser,
    new_call_id,
    opt_dict,
    opt_list,
    opt_str,
    preview,
)
from sprig.models.errors import (
    ChatModelError,
    ContextLengthError,
    ProviderResponseError,
    RateLimitError,
    RefusalError,
    ServerError,
    StreamInterruptedError,
)
from sprig.models.response import ChatResponse, FinishReason, Generation, ToolCallDelta, Usage

__all__ = ["ITEMS_KEY", "ResponsesStreamParser", "parse_response", "parse_usage"]

ITEMS_KEY = "openai_responses_items"
"""Message metadata key: the reply's output layout, reasoning items whole, other items as
placeholders (``{"type": "message"}``, ``{"type": "function_call", "call_id": ...}``)."""

_SUMMARY_JOIN = "\n\n"


def _int(value: Any) -> int:
    return value if type(value) is int else 0


def parse_usage(data: Mapping[str, Any]) -> Usage:
    """Token counts from a Responses ``usage`` object."""
    prompt = _int(data.get("input_tokens"))
    completion = _int(data.get("output_tokens"))
    total = _int(data.get("total_tokens")) or prompt + completion
    details = opt_dict(data.get("input_tokens_details"), "usage.input_tokens_details") or {}
    output_details = opt_dict(data.get("output_tokens_details"), "usage.output_tokens_details") or {}
    return Usage(
        prompt, completion, total, _int(details.get("cached_tokens")), _int(output_details.get("reasoning_tokens"))
    )


def _metadata(response: Mapping[str, Any]) -> dict[str, Any]:
    metadata: dict[str, Any] = {}
    for key in ("id", "model"):
        value = opt_str(response.get(key), key)
        if value is not None:
            metadata[key] = value
    created = response.get("created_at")
    if created is not None:
        if isinstance(created, bool) or not isinstance(created, (int, float)):
            raise BadShape(f"created_at must be a number, got {type(created).__name__}")
        metadata["created_at"] = created
    return metadata


def failure(error: Any, provider: str, *, stream: bool, partial: ChatResponse | None = None) -> ChatModelError:
    """The typed error for a failed response's (or an ``error`` event's) ``error`` object."""
    if isinstance(error, dict):
        code, message = error.get("code"), error.get("message")
    else:
        code, message = None, error
    message = message if isinstance(message, str) and message else str(code or "unknown error")
    text = f"{provider} response failed: {message}" + (f" ({code})" if isinstance(code, str) else "")
    if code == "context_length_exceeded":
        return ContextLengthError(text, provider_message=message, partial=partial)
    if code == "rate_limit_exceeded":
        return RateLimitError(text, provider_message=message, partial=partial)
    if stream:
        return StreamInterruptedError(
            f"{provider} stream broke midway: {message}", provider_message=message, partial=partial
        )
    return ServerError(text, provider_message=message, partial=partial)


# -- items -> message ---------------------------------------------------------------------------


def _message_parts(item: Mapping[str, Any]) -> tuple[str, str]:
    """The ``output_text`` and the ``refusal`` text of a ``message`` item."""
    text: list[str] = []
    refusal: list[str] = []
    for part in opt_list(item.get("content"), "message.content") or ():
        if type(part) is not dict:
            raise BadShape(f"message.content[] must be objects, got {type(part).__name__}")
        kind = part.get("type")
        if kind == "output_text":
            text.append(opt_str(part.get("text"), "output_text.text") or "")
        elif kind == "refusal":
            refusal.append(opt_str(part.get("refusal"), "refusal.refusal") or "")
    return "".join(text), "".join(refusal)


def _texts(item: Mapping[str, Any], field: str, where: str) -> list[str]:
    texts = []
    for part in opt_list(item.get(field), f"reasoning.{field}") or ():
        if type(part) is not dict:
            raise BadShape(f"reasoning.{field}[] must be objects, got {type(part).__name__}")
        texts.append(opt_str(part.get("text"), where) or "")
    return texts


def reasoning_text(item: Mapping[str, Any]) -> str:
    """The readable reasoning of a ``reasoning`` item: its summaries, else its raw text."""
    summaries = _texts(item, "summary", "summary[].text")
    return _SUMMARY_JOIN.join(summaries) if summaries else "".join(_texts(item, "content", "content[].text"))


def _call(item: Mapping[str, Any], incomplete: bool) -> ToolCall:
    arguments = item.get("arguments")
    if arguments is not None and type(arguments) is not str:
        if type(arguments) is not dict:
            raise BadShape(f"function_call.arguments must be a string, got {type(arguments).__name__}")
        arguments = orjson.dumps(arguments).decode()
    call_id = opt_str(item.get("call_id"), "function_call.call_id") or opt_str(item.get("id"), "function_call.id")
    status = opt_str(item.get("status"), "function_call.status")
    return ToolCall(
        call_id or new_call_id(),
        opt_str(item.get("name"), "function_call.name") or "",
        arguments or "",
        incomplete=incomplete or status == "incomplete",
    )


class _Assembled:
    __slots__ = ("calls", "finish", "layout", "reasoning", "refusal", "text")

    def __init__(self, items: Sequence[Any], status: str | None, reason: str | None) -> None:
        texts: list[str] = []
        reasonings: list[str] = []
        refusals: list[str] = []
        calls: list[ToolCall] = []
        layout: list[dict[str, Any]] = []
        has_reasoning = False
        cut = status == "incomplete"
        last_call = max((i for i, item in enumerate(items) if _kind(item) == "function_call"), default=-1)
        for position, item in enumerate(items):
            kind = _kind(item)
            if kind == "message":
                text, refusal = _message_parts(item)
                texts.append(text)
                if refusal:
                    refusals.append(refusal)
                layout.append({"type": "message"})
            elif kind == "function_call":
                call = _call(item, cut and position == last_call)
                calls.append(call)
                layout.append({"type": "function_call", "call_id": call.id})
            elif kind == "reasoning":
                text = reasoning_text(item)
                if text:
                    reasonings.append(text)
                layout.append(dict(item))
                has_reasoning = True
        self.text = "".join(texts)
        self.reasoning = _SUMMARY_JOIN.join(reasonings)
        self.refusal = "".join(refusals)
        self.calls = tuple(calls)
        self.layout = layout if has_reasoning else []
        self.finish = _finish(status, reason, bool(calls))

    def metadata(self) -> dict[str, Any]:
        return {ITEMS_KEY: self.layout} if self.layout else {}


def _kind(item: Any) -> str | None:
    if type(item) is not dict:
        raise BadShape(f"output[] items must be objects, got {type(item).__name__}")
    return opt_str(item.get("type"), "output[].type")


def _finish(status: str | None, reason: str | None, has_calls: bool) -> FinishReason:
    if status == "incomplete":
        return "content_filter" if reason == "content_filter" else "length"
    return "tool_calls" if has_calls else "stop"


def _incomplete_reason(response: Mapping[str, Any]) -> str | None:
    details = opt_dict(response.get("incomplete_details"), "incomplete_details")
    return opt_str(details.get("reason"), "incomplete_details.reason") if details else None


def _refused(refusal: str, provider: str, response: ChatResponse) -> RefusalError:
    return RefusalError(f"{provider} refused to answer: {refusal}", refusal=refusal, partial=response)


def parse_response(data: Any, provider: str = "openai") -> ChatResponse:
    """Turn a Responses API JSON reply (already parsed) into a ``ChatResponse``.

    Raises :class:`~sprig.models.errors.ProviderResponseError` for a reply not in the API's shape,
    :class:`~sprig.models.errors.RefusalError` for a refusal, and the error a failed response names.
    """
    if not isinstance(data, dict) or not isinstance(data.get("output"), list):
        if isinstance(data, dict) and data.get("status") == "failed":
            raise failure(data.get("error"), provider, stream=False)
        raise ProviderResponseError(f"{provider} returned an unexpected reply", payload=preview(data))
    try:
        status = opt_str(data.get("status"), "status")
        if status == "failed":
            raise failure(data.get("error"), provider, stream=False)
        done = _Assembled(data["output"], status, _incomplete_reason(data))
        usage = opt_dict(data.get("usage"), "usage")
        message = AssistantMessage(done.text, done.calls, done.reasoning, done.metadata())
        response = ChatResponse(
            (Generation(message, done.finish),), parse_usage(usage) if usage else None, _metadata(data)
        )
    except PARSE_ERRORS as exc:
        raise ProviderResponseError(
            f"{provider} returned a reply of unexpected shape ({exc})", payload=preview(data)
        ) from exc
    if done.refusal:
        raise _refused(done.refusal, provider, response)
    return response


# -- the stream ---------------------------------------------------------------------------------


class _Item:
    """One output item of a stream: what its events said, and how much of it was handed out."""

    __slots__ = ("call_index", "data", "emitted", "kind", "parts", "refusal", "summaries")

    def __init__(self, kind: str, data: dict[str, Any], call_index: int) -> None:
        self.kind = kind
        self.data = data
        self.call_index = call_index
        self.parts: list[str] = []  # text, or arguments
        self.refusal: list[str] = []
        self.summaries: dict[tuple[str, int], list[str]] = {}
        self.emitted = 0  # characters of text / arguments / reasoning already handed out

    def final(self) -> dict[str, Any]:
        """The item as the wire would send it whole (the ``done`` item wins over the deltas)."""
        item = dict(self.data)
        if self.kind == "message" and (self.parts or self.refusal):
            text, refusal = _message_parts(item)
            if (not text and self.parts) or (not refusal and self.refusal):
                content: list[dict[str, Any]] = [{"type": "output_text", "text": text or "".join(self.parts)}]
                if refusal or self.refusal:
                    content.append({"type": "refusal", "refusal": refusal or "".join(self.refusal)})
                item["content"] = content
        elif self.kind == "function_call" and not item.get("arguments") and self.parts:
            item["arguments"] = "".join(self.parts)
        elif self.kind == "reasoning" and self.summaries and not item.get("summary") and not item.get("content"):
            parts = sorted(self.summaries.items())
            item["summary"] = [{"type": "summary_text", "text": "".join(p)} for k, p in parts if k[0] == "summary"]
            raw = [{"type": "reasoning_text", "text": "".join(p)} for k, p in parts if k[0] == "content"]
            if raw:
                item["content"] = raw
        return item

    def full_text(self) -> str:
        """All of this item's text (message), arguments (call) or reasoning, as known now."""
        if self.kind == "message":
            return _message_parts(self.final())[0]
        if self.kind == "function_call":
            arguments = self.final().get("arguments")
            return arguments if type(arguments) is str else "".join(self.parts)
        if self.kind == "reasoning":
            return reasoning_text(self.final())
        return ""


class ResponsesStreamParser(JsonEventParser):
    """Turns the SSE ``data:`` payloads of one Responses stream into ``ChatResponse`` chunks.

    :meth:`feed` returns a chunk for each event that carries text, reasoning or argument
    fragments; :meth:`finish` the last chunk (merged tool calls, the rest of anything a server
    sent only whole, the finish reason, usage, metadata and the reasoning items); :meth:`partial`
    what had arrived so far. ``response.failed`` and ``error`` events raise typed errors (see the
    module doc); a payload that is not JSON, or whose fields have the wrong types, raises
    :class:`~sprig.models.errors.ProviderResponseError` (nothing is skipped silently).
    """

    _SKIPPED = (b"", b"[DONE]")  # a keep-alive, or the end marker some proxies add

    def __init__(self, provider: str = "openai") -> None:
        self.provider = provider
        self.done = False
        self._items: dict[str, _Item] = {}
        self._calls = 0
        self._last: _Item | None = None
        self._reasoning_emitted = False
        self._response: dict[str, Any] = {}
        self._metadata: dict[str, Any] = {}
        self._usage: Usage | None = None

    # events

    def _event(self, event: dict[str, Any]) -> ChatResponse | None:
        kind = event.get("type")
        if kind == "response.output_text.delta":
            item, piece = self._piece(event, "message")
            return _chunk(text=piece) if piece else None
        if kind == "response.function_call_arguments.delta":
            item, piece = self._piece(event, "function_call")
            return _chunk(deltas=(ToolCallDelta(item.call_index, arguments=piece),)) if piece else None
        if kind in ("response.reasoning_summary_text.delta", "response.reasoning_text.delta"):
            return self._reasoning_delta(event, "summary" if "summary" in kind else "content")
        if kind == "response.refusal.delta":
            self._item_for(event, "message").refusal.append(_delta(event))
        elif kind == "response.output_item.added":
            return self._added(event)
        elif kind == "response.output_item.done":
            return self._item_done(event)
        elif kind == "response.function_call_arguments.done":
            item = self._item_for(event, "function_call")
            arguments = opt_str(event.get("arguments"), "arguments")
            if arguments and not item.data.get("arguments"):
                item.data["arguments"] = arguments
            return self._catch_up(item)
        elif kind in ("response.created", "response.in_progress"):
            self._take_response(event)
        elif kind in ("response.completed", "response.incomplete"):
            self._take_response(event)
            self.done = True
            return self._completed_output()
        elif kind == "response.failed":
            response = opt_dict(event.get("response"), "response") or {}
            raise failure(response.get("error"), self.provider, stream=True, partial=self.partial())
        elif kind == "error":
            error = event.get("error") if isinstance(event.get("error"), dict) else event
            raise failure(error, self.provider, stream=True, partial=self.partial())
        elif kind is None and event.get("object") == "response":
            # A server that ignored ``stream`` answered with the whole response.
            self._take_response({"response": event})
            self.done = True
            return self._completed_output()
        return None

    def _piece(self, event: dict[str, Any], kind: str) -> tuple[_Item, str]:
        """The item of a text or arguments delta, and the delta (recorded as handed out)."""
        item = self._item_for(event, kind)
        piece = _delta(event)
        if piece:
            item.parts.append(piece)
            item.emitted += len(piece)
        return item, piece

    def _take_response(self, event: dict[str, Any]) -> None:
        response = opt_dict(event.get("response"), "response")
        if response is None:
            return
        self._metadata.update(_metadata(response))
        usage = opt_dict(response.get("usage"), "response.usage")
        if usage:
            self._usage = parse_usage(usage)
        status = opt_str(response.get("status"), "response.status")
        if status == "failed":
            raise failure(response.get("error"), self.provider, stream=True, partial=self.partial())
        _incomplete_reason(response)
        self._response = response

    def _key(self, event: Mapping[str, Any], item: Mapping[str, Any] | None = None) -> str | None:
        item_id = opt_str((item or event).get("id" if item is not None else "item_id"), "item_id")
        if item is not None and item_id is None:
            item_id = opt_str(event.get("item_id"), "item_id")
        if item_id:
            return f"id:{item_id}"
        index = event.get("output_index")
        if index is None:
            return None
        if type(index) is not int:
            raise BadShape(f"output_index must be an integer, got {type(index).__name__}")
        return f"index:{index}"

    def _new(self, key: str | None, kind: str, data: dict[str, Any]) -> _Item:
        call_index = -1
        if kind == "function_call":
            call_index, self._calls = self._calls, self._calls + 1
        item = _Item(kind, data, call_index)
        self._items[key or f"anonymous:{len(self._items)}"] = item
        self._last = item
        return item

    def _item_for(self, event: Mapping[str, Any], kind: str) -> _Item:
        """The item a delta event belongs to (by ``item_id``, else ``output_index``, else the last
        item of that kind); a delta for an item never announced opens one."""
        key = self._key(event)
        item = self._items.get(key) if key else None
        if item is None and key is None and self._last is not None and self._last.kind == kind:
            item = self._last
        if item is None:
            item = self._new(key, kind, {"type": kind})
        if item.kind != kind:
            raise BadShape(f"a {kind} delta for a {item.kind} item")
        return item

    def _event_item(self, event: dict[str, Any], what: str) -> tuple[dict[str, Any], str, str | None]:
        """The item an ``output_item`` event carries: its data, its type and its key."""
        data = opt_dict(event.get("item"), "item")
        if data is None:
            raise BadShape(f"{what} without an item")
        return data, _kind(data) or "", self._key(event, data)

    def _added(self, event: dict[str, Any]) -> ChatResponse | None:
        data, kind, key = self._event_item(event, "output_item.added")
        existing = self._items.get(key) if key else None
        if existing is not None:
            return None
        item = self._new(key, kind, dict(data))
        if kind == "function_call":
            return self._announce(item)
        return self._catch_up(item)

    def _item_done(self, event: dict[str, Any]) -> ChatResponse | None:
        data, kind, key = self._event_item(event, "output_item.done")
        item = self._items.get(key) if key else None
        if item is None:
            item = self._new(key, kind, dict(data))
            if kind == "function_call":
                return self._announce(item)
        else:
            if item.kind != kind:
                raise BadShape(f"output_item.done changes a {item.kind} item into a {kind} item")
            merged = dict(data)
            if kind == "function_call" and not merged.get("arguments") and item.parts:
                merged["arguments"] = "".join(item.parts)
            if kind == "function_call" and not merged.get("call_id") and item.data.get("call_id"):
                merged["call_id"] = item.data["call_id"]
            item.data = merged
        return self._catch_up(item)

    def _completed_output(self) -> ChatResponse | None:
        """A completed response's ``output``: items no event announced are taken from it."""
        output = opt_list(self._response.get("output"), "response.output")
        if not output or self._items:
            return None
        chunks = []
        for position, data in enumerate(output):
            kind = _kind(data) or ""
            item = self._new(f"index:{position}", kind, dict(data))
            chunk = self._catch_up(item)
            if chunk is not None:
                chunks.append(chunk)
        return _merge(chunks)

    # handing out what is new

    def _announce(self, item: _Item) -> ChatResponse:
        """The first delta of a tool call: its id and name (and any arguments it came with)."""
        call = _call(item.data, False)
        item.data.setdefault("call_id", call.id)
        announce = ToolCallDelta(item.call_index, call.id, call.name or None)
        return self._catch_up(item, announce) or _chunk(deltas=(announce,))

    def _catch_up(self, item: _Item, announce: ToolCallDelta | None = None) -> ChatResponse | None:
        """A chunk with the part of ``item`` not handed out yet (``None`` when there is none)."""
        if item.kind == "reasoning":
            return self._reasoning_chunk(item)
        if item.kind not in ("message", "function_call"):
            return None
        full = item.full_text()
        if len(full) <= item.emitted:
            return None
        piece, item.emitted = full[item.emitted :], len(full)
        if item.kind == "message":
            return _chunk(text=piece)
        if announce is not None:
            return _chunk(deltas=(ToolCallDelta(announce.index, announce.id, announce.name, piece),))
        return _chunk(deltas=(ToolCallDelta(item.call_index, arguments=piece),))

    def _reasoning_delta(self, event: dict[str, Any], field: str) -> ChatResponse | None:
        item = self._item_for(event, "reasoning")
        index = event.get("summary_index" if field == "summary" else "content_index", 0)
        if type(index) is not int:
            raise BadShape(f"{field} index must be an integer, got {type(index).__name__}")
        piece = _delta(event)
        if not piece:
            return None
        parts = item.summaries.setdefault((field, index), [])
        prefix = ""
        if not parts and item.emitted:
            prefix = _SUMMARY_JOIN  # a new summary part of this item
            item.emitted += len(prefix)
        elif not item.emitted and self._reasoning_emitted:
            prefix = _SUMMARY_JOIN  # a new reasoning item after an earlier one
        parts.append(piece)
        item.emitted += len(piece)
        self._reasoning_emitted = True
        return _chunk(reasoning=prefix + piece)

    def _reasoning_chunk(self, item: _Item) -> ChatResponse | None:
        full = item.full_text()
        if len(full) <= item.emitted:
            return None
        piece, item.emitted = full[item.emitted :], len(full)
        if not item.emitted - len(piece) and self._reasoning_emitted:
            piece = _SUMMARY_JOIN + piece  # a new reasoning item after an earlier one
        self._reasoning_emitted = True
        return _chunk(reasoning=piece)

    # the end

    def _assembled(self) -> _Assembled:
        items = [item.final() for item in self._items.values()]
        status = opt_str(self._response.get("status"), "response.status") if self._response else None
        return _Assembled(items, status, _incomplete_reason(self._response) if self._response else None)

    def finish(self) -> ChatResponse:
        """The last chunk: complete tool calls, finish reason, usage, metadata and reasoning items."""
        try:
            done = self._assembled()
        except PARSE_ERRORS as exc:
            raise self._malformed(f"a stream of unexpected shape ({exc})", orjson.dumps(self._response)) from exc
        message = AssistantMessage("", done.calls, "", done.metadata())
        response = ChatResponse((Generation(message, done.finish),), self._usage, self._metadata)
        if done.refusal:
            raise _refused(done.refusal, self.provider, self.partial())
        return response

    def partial(self) -> ChatResponse:
        """Everything received so far as one response; unfinished tool calls are incomplete."""
        try:
            done = self._assembled()
        except PARSE_ERRORS:
            return ChatResponse((Generation(AssistantMessage(), None),), self._usage, self._metadata)
        calls = tuple(ToolCall(c.id, c.name, c.arguments, incomplete=True) for c in done.calls)
        message = AssistantMessage(done.text, calls, done.reasoning, done.metadata())
        return ChatResponse((Generation(message, None),), self._usage, self._metadata)


def _delta(event: Mapping[str, Any]) -> str:
    return opt_str(event.get("delta"), "delta") or ""


def _chunk(text: str = "", reasoning: str = "", deltas: tuple[ToolCallDelta, ...] = ()) -> ChatResponse:
    return ChatResponse((Generation(AssistantMessage(text, (), reasoning), None, deltas),))


def _merge(chunks: list[ChatResponse]) -> ChatResponse | None:
    if not chunks:
        return None
    if len(chunks) == 1:
        return chunks[0]
    text = "".join(c.result.output.text for c in chunks)
    reasoning = "".join(c.result.output.reasoning for c in chunks)
    deltas = tuple(d for c in chunks for d in c.result.tool_call_deltas)
    return _chunk(text, reasoning, deltas)
