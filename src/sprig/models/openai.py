"""``OpenAiChatModel``: Chat Completions over HTTP, for every OpenAI-compatible server.

One wire format serves OpenAI, DeepSeek, Qwen (DashScope compatible mode), MiniMax, vLLM, the
llama.cpp server and Ollama: point ``base_url`` at the server. The differences between them
are handled here:

- streamed tool-call deltas are merged **by index**; the first delta of an index carries id and
  name, later ones repeat them as empty strings (DeepSeek, Qwen) or leave them out; indices may
  interleave, even inside one chunk; ``tool_calls: []`` opens nothing; a delta without an
  ``index`` (some servers) continues the call it names or the last one;
- ``reasoning_content`` / ``reasoning`` / ``reasoning_details`` become
  ``AssistantMessage.reasoning`` and never the answer text;
- cached prompt tokens come from ``prompt_tokens_details.cached_tokens`` or DeepSeek's
  ``prompt_cache_hit_tokens``; a MiniMax ``base_resp`` error inside an HTTP 200 is raised;
- a tool call without an id gets a generated one; ``finish_reason == "stop"`` with tool calls
  is reported as ``"tool_calls"``.

How messages are sent: a ``ToolResponseMessage`` becomes one ``tool`` message per response, in
call order; its ``text`` (a reminder, a hint) is appended to the content of the **last** of
those tool messages, separated by a blank line, because Chat Completions accepts no other
message between tool results. Reasoning of earlier replies is not sent back.

Tools come from ``options.tool_callbacks`` (resolving ``tool_names`` is the caller's job). A
tool whose input schema has ``"strict": true`` at its root is sent with ``strict: true`` (and
the key is removed from the parameters). The model never executes a tool.
"""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator, Mapping, Sequence
from typing import TYPE_CHECKING, Any
from urllib.parse import urlsplit

import orjson

from sprig.messages import (
    AssistantMessage,
    Message,
    SystemMessage,
    ToolCall,
    ToolResponseMessage,
    UserMessage,
)
from sprig.models._http import DEFAULT_DEADLINE, DEFAULT_MAX_CONNECTIONS
from sprig.models._http_model import HttpChatModel, ToolCache
from sprig.models._shape import PARSE_ERRORS, BadShape, new_call_id, opt_dict, opt_int, opt_list, opt_str, preview
from sprig.models.errors import (
    AuthenticationError,
    BadRequestError,
    ChatModelError,
    ProviderResponseError,
    RateLimitError,
    ServerError,
    StreamInterruptedError,
)
from sprig.models.response import ChatResponse, FinishReason, Generation, ToolCallDelta, Usage
from sprig.models.retry import RetryPolicy
from sprig.prompt import ChatOptions, Prompt
from sprig.usage import ModelPrices

if TYPE_CHECKING:
    from sprig.tools.callback import ToolCallback  # typing only: keeps sprig.tools out of model imports

__all__ = ["OpenAiChatModel", "OpenAiStreamParser", "parse_completion"]

logger = logging.getLogger("sprig.models")

DEFAULT_BASE_URL = "https://api.openai.com/v1"

_FINISH_REASONS: dict[str, FinishReason] = {
    "stop": "stop",
    "eos": "stop",
    "end_turn": "stop",
    "stop_sequence": "stop",
    "length": "length",
    "max_tokens": "length",
    "model_length": "length",
    "tool_calls": "tool_calls",
    "function_call": "tool_calls",
    "tool_use": "tool_calls",
    "content_filter": "content_filter",
    "sensitive": "content_filter",
    "error": "error",
    "abort": "error",
}

_SAMPLING_FIELDS = (
    "temperature",
    "top_p",
    "top_k",
    "max_tokens",
    "seed",
    "presence_penalty",
    "frequency_penalty",
)


def _finish_reason(raw: Any, has_tool_calls: bool) -> FinishReason:
    reason = _FINISH_REASONS.get(raw, "stop") if isinstance(raw, str) else "stop"
    if reason == "stop" and has_tool_calls:
        return "tool_calls"
    return reason


def _arguments_text(value: Any) -> str:
    if value is None:
        return ""
    if type(value) is str:
        return value
    if type(value) is dict:
        # Some servers (Ollama's older builds) send the arguments as an object.
        return orjson.dumps(value).decode()
    raise BadShape(f"function.arguments must be a string or an object, got {type(value).__name__}")


def _int(value: Any) -> int:
    if type(value) is int:
        return value
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


def parse_usage(data: Mapping[str, Any]) -> Usage:
    """Token counts from an OpenAI-style ``usage`` object (with the DeepSeek variants)."""
    prompt = _int(data.get("prompt_tokens"))
    completion = _int(data.get("completion_tokens"))
    total = _int(data.get("total_tokens")) or prompt + completion
    details = data.get("prompt_tokens_details")
    cached = _int(details.get("cached_tokens")) if isinstance(details, dict) else 0
    if not cached:
        cached = _int(data.get("prompt_cache_hit_tokens"))
    completion_details = data.get("completion_tokens_details")
    reasoning = _int(completion_details.get("reasoning_tokens")) if isinstance(completion_details, dict) else 0
    return Usage(prompt, completion, total, cached, reasoning)


def _content_text(content: Any) -> str:
    if content is None:
        return ""
    if type(content) is str:
        return content
    if type(content) is list:  # content parts
        texts = []
        for part in content:
            if type(part) is not dict:
                raise BadShape(f"content parts must be objects, got {type(part).__name__}")
            if part.get("type") == "text":
                texts.append(opt_str(part.get("text"), "content[].text") or "")
        return "".join(texts)
    raise BadShape(f"content must be a string or an array of parts, got {type(content).__name__}")


def _reasoning_text(message: Mapping[str, Any]) -> str:
    reasoning = opt_str(message.get("reasoning_content"), "reasoning_content") or opt_str(
        message.get("reasoning"), "reasoning"
    )
    if reasoning:
        return reasoning
    details = opt_list(message.get("reasoning_details"), "reasoning_details")
    if details:
        return "".join(d.get("text", "") for d in details if isinstance(d, dict) and isinstance(d.get("text"), str))
    return ""


_METADATA_TYPES: dict[str, type | tuple[type, ...]] = {
    "id": str,
    "model": str,
    "created": (int, float),
    "system_fingerprint": str,
}


def _response_metadata(data: Mapping[str, Any]) -> dict[str, Any]:
    metadata: dict[str, Any] = {}
    for key, kind in _METADATA_TYPES.items():
        value = data.get(key)
        if value is not None:
            if type(value) is str and kind is str:
                metadata[key] = value
                continue
            if not isinstance(value, kind) or isinstance(value, bool):
                raise BadShape(f"{key} has the wrong type ({type(value).__name__})")
            metadata[key] = value
    return metadata


def _raise_embedded_error(data: Mapping[str, Any], provider: str) -> None:
    """Errors some servers put inside an HTTP 200 body (MiniMax ``base_resp``, ``error``)."""
    base = data.get("base_resp")
    if isinstance(base, dict) and _int(base.get("status_code")):
        code = _int(base.get("status_code"))
        message = str(base.get("status_msg") or "")
        text = f"{provider} returned error {code}: {message}"
        if code in (1004, 2049):
            raise AuthenticationError(text, provider_message=message)
        if code in (1002, 1039):
            raise RateLimitError(text, provider_message=message)
        if code in (1000, 1001, 1013, 1024):
            raise ServerError(text, provider_message=message)
        raise BadRequestError(text, provider_message=message)
    error = data.get("error")
    if error:
        detail = error.get("message") if isinstance(error, dict) else error
        raise ServerError(f"{provider} returned an error: {detail}", provider_message=str(detail))


def parse_completion(data: Any, provider: str = "openai") -> ChatResponse:
    """Turn a Chat Completions JSON reply (already parsed) into a ``ChatResponse``.

    A reply not in the API's shape raises :class:`~sprig.models.errors.ProviderResponseError`.
    """
    if not isinstance(data, dict):
        raise ProviderResponseError(f"{provider} returned an unexpected reply", payload=preview(data))
    _raise_embedded_error(data, provider)
    choices = data.get("choices")
    if not isinstance(choices, list):
        raise ProviderResponseError(f"{provider} returned a reply without choices", payload=preview(data))
    try:
        generations = tuple(_generation(choice) for choice in choices)
        usage = opt_dict(data.get("usage"), "usage")
        return ChatResponse(generations, parse_usage(usage) if usage else None, _response_metadata(data))
    except PARSE_ERRORS as exc:
        raise ProviderResponseError(
            f"{provider} returned a reply of unexpected shape ({exc})", payload=preview(data)
        ) from exc


def _tool_call(call: Any) -> ToolCall:
    if type(call) is not dict:
        raise BadShape(f"tool_calls[] must be objects, got {type(call).__name__}")
    function = opt_dict(call.get("function"), "tool_calls[].function") or {}
    return ToolCall(
        opt_str(call.get("id"), "tool_calls[].id") or new_call_id(),
        opt_str(function.get("name"), "tool_calls[].function.name") or "",
        _arguments_text(function.get("arguments")),
    )


def _generation(choice: Any) -> Generation:
    if type(choice) is not dict:
        raise BadShape(f"choices[] must be objects, got {type(choice).__name__}")
    message = opt_dict(choice.get("message"), "message") or {}
    calls = tuple(_tool_call(call) for call in opt_list(message.get("tool_calls"), "message.tool_calls") or ())
    finish = _finish_reason(opt_str(choice.get("finish_reason"), "finish_reason"), bool(calls))
    if finish == "length" and calls:
        calls = tuple(ToolCall(c.id, c.name, c.arguments, incomplete=True) for c in calls)
    refusal = opt_str(message.get("refusal"), "message.refusal")
    output = AssistantMessage(
        _content_text(message.get("content")),
        calls,
        _reasoning_text(message),
        {"refusal": refusal} if refusal else {},
    )
    return Generation(output, finish)


class _CallBuilder:
    __slots__ = ("arguments", "id", "name")

    def __init__(self) -> None:
        self.id = ""
        self.name = ""
        self.arguments: list[str] = []


class OpenAiStreamParser:
    """Turns the ``data:`` payloads of one Chat Completions stream into ``ChatResponse`` chunks.

    :meth:`feed` returns a chunk for each payload that carries text, reasoning or tool-call
    fragments (``None`` otherwise); :meth:`finish` returns the last chunk with the merged tool
    calls, the finish reason, usage and metadata; :meth:`partial` what had arrived so far. Only
    the first choice (``index`` 0) is followed. A payload that is not JSON, or whose fields have
    the wrong types, raises :class:`~sprig.models.errors.ProviderResponseError` (nothing is
    skipped silently); an ``error`` payload raises
    :class:`~sprig.models.errors.StreamInterruptedError`.
    """

    __slots__ = (
        "_calls",
        "_finish",
        "_last_index",
        "_metadata",
        "_reasoning",
        "_refusal",
        "_text",
        "_usage",
        "done",
        "provider",
    )

    def __init__(self, provider: str = "openai") -> None:
        self.provider = provider
        self.done = False
        self._text: list[str] = []
        self._reasoning: list[str] = []
        self._refusal: list[str] = []
        self._calls: dict[int, _CallBuilder] = {}
        self._last_index = -1
        self._finish: Any = None
        self._usage: Usage | None = None
        self._metadata: dict[str, Any] | None = None

    @property
    def complete(self) -> bool:
        """Whether the stream said it was finished (``[DONE]`` or a finish reason)."""
        return self.done or self._finish is not None

    def feed(self, payload: bytes) -> ChatResponse | None:
        """Take one ``data:`` payload; return the chunk to hand out, if it carries a delta."""
        if payload == b"[DONE]":
            self.done = True
            return None
        try:
            data = orjson.loads(payload)
        except orjson.JSONDecodeError:
            if not payload.strip():
                return None  # an empty ``data:`` line: a keep-alive
            raise self._malformed("a stream line that is not JSON", payload) from None
        if type(data) is not dict:
            raise self._malformed("a stream line that is not a JSON object", payload)
        if "error" in data or "base_resp" in data:
            try:
                _raise_embedded_error(data, self.provider)
            except ChatModelError as exc:
                raise StreamInterruptedError(
                    f"{self.provider} stream broke midway: {exc.provider_message or exc}",
                    provider_message=exc.provider_message,
                ) from exc
        try:
            if self._metadata is None:
                self._metadata = _response_metadata(data)
            return self._feed_chunk(data)
        except PARSE_ERRORS as exc:
            raise self._malformed(f"a stream chunk of unexpected shape ({exc})", payload) from exc

    def _malformed(self, what: str, payload: bytes) -> ProviderResponseError:
        return ProviderResponseError(f"{self.provider} sent {what}", payload=payload, partial=self.partial())

    def _feed_chunk(self, data: dict[str, Any]) -> ChatResponse | None:
        usage = data.get("usage")
        if usage is not None:
            if type(usage) is not dict:
                raise BadShape(f"usage must be an object, got {type(usage).__name__}")
            if usage:
                self._usage = parse_usage(usage)
        choices = data.get("choices")
        if not choices:
            if choices is None or type(choices) is list:
                return None
            raise BadShape(f"choices must be an array, got {type(choices).__name__}")
        if type(choices) is not list:
            raise BadShape(f"choices must be an array, got {type(choices).__name__}")
        choice = choices[0]
        if type(choice) is not dict:
            raise BadShape(f"choices[] must be objects, got {type(choice).__name__}")
        index = choice.get("index", 0)
        if index != 0:
            if type(index) is not int:
                raise BadShape(f"choices[].index must be an integer, got {type(index).__name__}")
            choice = next((c for c in choices if type(c) is dict and c.get("index", 0) == 0), None)
            if choice is None:
                return None
        finish = choice.get("finish_reason")
        if finish is not None:
            if type(finish) is not str:
                raise BadShape(f"finish_reason must be a string, got {type(finish).__name__}")
            if finish:
                self._finish = finish
        delta = choice.get("delta") or choice.get("message")  # "message": a server that did not stream
        if not delta:
            return None
        if type(delta) is not dict:
            raise BadShape(f"delta must be an object, got {type(delta).__name__}")
        text = delta.get("content")
        if text:
            if type(text) is not str:
                text = _content_text(text)
            self._text.append(text)
        else:
            text = ""
        reasoning = delta.get("reasoning_content") or delta.get("reasoning")
        if reasoning:
            if type(reasoning) is not str:
                raise BadShape(f"reasoning must be a string, got {type(reasoning).__name__}")
            self._reasoning.append(reasoning)
        else:
            reasoning = ""
        refusal = delta.get("refusal")
        if refusal:
            if type(refusal) is not str:
                raise BadShape(f"refusal must be a string, got {type(refusal).__name__}")
            self._refusal.append(refusal)
        fragments = delta.get("tool_calls")
        if fragments and type(fragments) is not list:
            raise BadShape(f"tool_calls must be an array, got {type(fragments).__name__}")
        deltas = self._merge(fragments) if fragments else ()
        if text or reasoning or deltas:
            return ChatResponse((Generation(AssistantMessage(text, (), reasoning), None, deltas),))
        return None

    def _merge(self, fragments: Sequence[Any]) -> tuple[ToolCallDelta, ...]:
        out = []
        for fragment in fragments:
            if type(fragment) is not dict:
                raise BadShape(f"tool_calls[] must be objects, got {type(fragment).__name__}")
            call_id = opt_str(fragment.get("id"), "tool_calls[].id")
            index = opt_int(fragment.get("index"), "tool_calls[].index")
            if index is None:
                index = self._index_without_number(call_id)
            builder = self._calls.get(index)
            if builder is None:
                builder = self._calls[index] = _CallBuilder()
            self._last_index = index
            if call_id and not builder.id:
                builder.id = call_id
            function = fragment.get("function")
            arguments = ""
            if function:
                if type(function) is not dict:
                    raise BadShape(f"tool_calls[].function must be an object, got {type(function).__name__}")
                name = opt_str(function.get("name"), "tool_calls[].function.name")
                if name and not builder.name:
                    builder.name = name
                arguments = _arguments_text(function.get("arguments"))
                if arguments:
                    builder.arguments.append(arguments)
            out.append(ToolCallDelta(index, builder.id or None, builder.name or None, arguments))
        return tuple(out)

    def _index_without_number(self, call_id: Any) -> int:
        if call_id:
            for index, builder in self._calls.items():
                if builder.id == call_id:
                    return index
            return len(self._calls)
        return max(self._last_index, 0)

    def _tool_calls(self, incomplete: bool) -> tuple[ToolCall, ...]:
        return tuple(
            ToolCall(b.id or new_call_id(), b.name, "".join(b.arguments), incomplete=incomplete)
            for _, b in sorted(self._calls.items())
            if b.id or b.name or b.arguments
        )

    def _message_metadata(self) -> dict[str, Any]:
        return {"refusal": "".join(self._refusal)} if self._refusal else {}

    def finish(self) -> ChatResponse:
        """The last chunk: complete tool calls, finish reason, usage and metadata."""
        length = _FINISH_REASONS.get(self._finish) == "length"
        calls = self._tool_calls(incomplete=length)
        message = AssistantMessage("", calls, "", self._message_metadata())
        return ChatResponse(
            (Generation(message, _finish_reason(self._finish, bool(calls))),),
            self._usage,
            self._metadata or {},
        )

    def partial(self) -> ChatResponse:
        """Everything received so far as one response; unfinished tool calls are incomplete."""
        message = AssistantMessage(
            "".join(self._text),
            self._tool_calls(incomplete=True),
            "".join(self._reasoning),
            self._message_metadata(),
        )
        return ChatResponse((Generation(message, None),), self._usage, self._metadata or {})


def _user_message(message: UserMessage) -> dict[str, Any]:
    return {"role": "user", "content": message.text}


def _assistant_message(message: AssistantMessage) -> dict[str, Any]:
    if not message.tool_calls:
        return {"role": "assistant", "content": message.text}
    return {
        "role": "assistant",
        "content": message.text or None,
        "tool_calls": [
            {"id": c.id, "type": "function", "function": {"name": c.name, "arguments": c.arguments or "{}"}}
            for c in message.tool_calls
        ],
    }


def _append_tool_messages(out: list[dict[str, Any]], message: ToolResponseMessage) -> None:
    responses = message.responses
    if not responses:
        if message.text:
            out.append({"role": "user", "content": message.text})
        return
    for response in responses:
        out.append({"role": "tool", "tool_call_id": response.id, "content": response.data})
    if message.text:
        last = out[-1]
        last["content"] = f"{last['content']}\n\n{message.text}" if last["content"] else message.text


def messages_to_openai(messages: Sequence[Message]) -> list[dict[str, Any]]:
    """The ``messages`` array of a Chat Completions request."""
    out: list[dict[str, Any]] = []
    append = out.append
    for message in messages:
        # exact types first (the whole history is converted every round), subclasses below
        kind = type(message)
        if kind is AssistantMessage:
            append(_assistant_message(message))  # type: ignore[arg-type]
        elif kind is ToolResponseMessage:
            _append_tool_messages(out, message)  # type: ignore[arg-type]
        elif kind is UserMessage:
            append({"role": "user", "content": message.text})
        elif kind is SystemMessage:
            append({"role": "system", "content": message.text})
        elif isinstance(message, UserMessage):
            out.append(_user_message(message))
        elif isinstance(message, AssistantMessage):
            out.append(_assistant_message(message))
        elif isinstance(message, ToolResponseMessage):
            _append_tool_messages(out, message)
        elif isinstance(message, SystemMessage):
            out.append({"role": "system", "content": message.text})
        else:
            raise TypeError(f"cannot send a {type(message).__name__} to the model; expected a sprig message")
    return out


def _tool(callback: ToolCallback) -> dict[str, Any]:
    definition = callback.definition
    parameters = definition.schema_dict()
    function: dict[str, Any] = {"name": definition.name, "description": definition.description}
    if parameters.pop("strict", False) is True:
        function["strict"] = True
    function["parameters"] = parameters
    return {"type": "function", "function": function}


class OpenAiChatModel(HttpChatModel[OpenAiStreamParser]):
    """A ``ChatModel`` for the OpenAI Chat Completions API and every server that speaks it.

    Configuration comes from the arguments, else the environment: ``OPENAI_API_KEY`` and
    ``OPENAI_BASE_URL`` (default ``https://api.openai.com/v1``). The model name is ``model`` or
    ``options.model`` (a request's own options may set it too). ``options`` are the default
    options every request's options merge over. ``timeout`` bounds a blocking call and, for a
    stream, the silence between two pieces of data; ``deadline`` (default 600 s, ``None`` for
    none) bounds the whole request, retries and the entire stream included; ``connect_timeout``
    bounds opening a connection. ``headers`` are added to every request; ``provider_name`` names the provider in
    errors and logs; ``max_connections`` bounds the connection pool (1,000 by default); ``supports_json_schema``
    says whether structured output may use the native ``json_schema`` response format.

    One pooled aiohttp session is kept per event loop the model is used on; :meth:`aclose`
    (or ``async with``) closes them all. Without an API key no ``Authorization`` header is sent
    (Ollama, vLLM, llama.cpp).
    """

    _PUBLIC_NAME = "OpenAiChatModel"
    _API_KEY_ENV = "OPENAI_API_KEY"
    _BASE_URL_ENV = "OPENAI_BASE_URL"
    _DEFAULT_BASE_URL = DEFAULT_BASE_URL
    _STREAM_UNFINISHED = "the reply was complete"

    def __init__(
        self,
        model: str | None = None,
        *,
        base_url: str | None = None,
        api_key: str | None = None,
        options: ChatOptions | None = None,
        retry: RetryPolicy | None = None,
        timeout: float | None = 600.0,
        connect_timeout: float | None = 10.0,
        deadline: float | None = DEFAULT_DEADLINE,
        headers: Mapping[str, str] | None = None,
        provider_name: str = "openai",
        max_connections: int = DEFAULT_MAX_CONNECTIONS,
        prices: ModelPrices | None = None,
        supports_json_schema: bool | None = None,
    ) -> None:
        super().__init__(
            model,
            base_url=base_url,
            api_key=api_key,
            options=options,
            retry=retry,
            timeout=timeout,
            connect_timeout=connect_timeout,
            headers=headers,
            provider_name=provider_name,
            max_connections=max_connections,
            deadline=deadline,
            prices=prices,
        )
        if supports_json_schema is None:
            supports_json_schema = urlsplit(self.base_url).hostname == "api.openai.com"
        self.supports_json_schema = supports_json_schema
        """Whether ``entity()`` may ask for the native ``json_schema`` response format (OpenAI does;
        many compatible servers do not, so the default is true only for api.openai.com)."""
        self._tool = ToolCache(_tool)

    @staticmethod
    def _endpoint_url(base_url: str) -> str:
        return base_url if base_url.endswith("/chat/completions") else f"{base_url}/chat/completions"

    # -- requests -------------------------------------------------------------------------------

    def request_body(self, prompt: Prompt, *, stream: bool = False) -> dict[str, Any]:
        """The JSON body (a plain dict) that :meth:`call` or :meth:`stream` would send."""
        options = self._request_options(prompt)
        body: dict[str, Any] = {"model": options.model, "messages": messages_to_openai(prompt.messages)}
        for name in _SAMPLING_FIELDS:
            value = getattr(options, name)
            if value is not None:
                body[name] = value
        if options.stop:
            body["stop"] = list(options.stop)
        if options.response_format is not None:
            body["response_format"] = options.response_format
        if options.tool_callbacks:
            body["tools"] = [self._tool(callback) for callback in options.tool_callbacks]
            # Servers reject these two without tools, so they are only sent along with tools.
            if options.tool_choice is not None:
                body["tool_choice"] = options.tool_choice
            if options.parallel_tool_calls is not None:
                body["parallel_tool_calls"] = options.parallel_tool_calls
        if stream:
            body["stream"] = True
            body["stream_options"] = {"include_usage": True}
        if options.extra_body:
            body.update(options.extra_body)
        return body

    def _parse_reply(self, data: Any) -> ChatResponse:
        return parse_completion(data, self.provider_name)

    def _stream_parser(self) -> OpenAiStreamParser:
        return OpenAiStreamParser(self.provider_name)

    def _stream_complete(self, parser: OpenAiStreamParser) -> bool:
        return parser.complete

    def stream(self, prompt: Prompt) -> AsyncIterator[ChatResponse]:
        """Send the prompt and yield reply chunks the moment they arrive.

        Follows the chunk rules of :mod:`sprig.models.response`: text and reasoning deltas as
        they come, tool-call fragments as ``tool_call_deltas``, then one last chunk with the
        merged tool calls, the finish reason and usage. A stream that breaks after data arrived
        raises :class:`~sprig.models.errors.StreamInterruptedError` whose ``partial`` holds it.
        """
        return self._stream(prompt)  # the generator itself: no pass-through layer per chunk
