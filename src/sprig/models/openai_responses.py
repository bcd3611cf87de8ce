"""``OpenAiResponsesChatModel``: the OpenAI Responses API (``POST {base_url}/responses``).

OpenAI's reasoning models combine tool calls with reasoning only here, and their reasoning must
travel with the conversation. How a request is built:

- the leading ``SystemMessage``s become ``instructions``; a system message later in the
  conversation becomes a ``developer`` message in place; user and assistant messages become
  input messages;
- an ``AssistantMessage`` becomes its items in the order the model produced them: its
  ``reasoning`` items unchanged (kept by the parser in ``metadata["openai_responses_items"]``,
  ``encrypted_content`` included), its text, and one ``function_call`` item per tool call;
- a ``ToolResponseMessage`` becomes one ``function_call_output`` item per result, joined to its
  call by ``call_id``, then its ``text`` (a reminder, a hint) as a user message;
- tools are function tools, ``strict`` exactly when the definition is (``@tool(strict=True)``, or
  ``"strict": true`` at the root of its schema; the API would otherwise default to strict); ``ChatOptions`` map to
  ``max_output_tokens``, ``temperature``, ``top_p``, ``tool_choice`` and ``parallel_tool_calls``;
  ``response_format`` (what ``entity()`` sets) to ``text.format``; ``stop``, ``seed``, ``top_k`` and
  the penalties have no Responses field and are not sent; ``extra_body`` is merged as is;
- ``store`` is always sent (the API stores responses unless told not to). With ``store=False``,
  the default, every request asks for ``reasoning.encrypted_content``, so the reasoning items a
  reply carries can be sent back on the next round of the tool loop and from memory.

Errors, retries, deadlines and pooled sessions are those of every HTTP model in sprig
(:mod:`sprig.models._http`); parsing is :mod:`sprig.models._responses_parse`.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from sprig.messages import AssistantMessage, Message, SystemMessage, ToolResponseMessage, UserMessage
from sprig.models._http import DEFAULT_DEADLINE, DEFAULT_MAX_CONNECTIONS
from sprig.models._http_model import HttpChatModel, ToolCache
from sprig.models._responses_parse import ITEMS_KEY, ResponsesStreamParser, parse_response
from sprig.models.response import ChatResponse
from sprig.models.retry import RetryPolicy
from sprig.prompt import ChatOptions, Prompt
from sprig.usage import ModelPrices

if TYPE_CHECKING:
    from sprig.tools.callback import ToolCallback  # typing only: keeps sprig.tools out of model imports

__all__ = ["ITEMS_KEY", "OpenAiResponsesChatModel", "messages_to_responses"]

DEFAULT_BASE_URL = "https://api.openai.com/v1"
_ENCRYPTED_REASONING = ("reasoning.encrypted_content",)
_TOOL_CHOICES = frozenset({"auto", "none", "required"})


def _function_call(call_id: str, name: str, arguments: str) -> dict[str, Any]:
    return {"type": "function_call", "call_id": call_id, "name": name, "arguments": arguments or "{}"}


def _assistant_items(message: AssistantMessage, out: list[dict[str, Any]]) -> None:
    """The message's items in the order the model produced them (see the module doc)."""
    layout = message.metadata.get(ITEMS_KEY) if message.metadata else None
    calls = message.tool_calls
    text_sent = not message.text
    sent: set[str] = set()
    if layout and isinstance(layout, (list, tuple)):
        by_id = {call.id: call for call in calls}
        for entry in layout:
            if not isinstance(entry, Mapping):
                continue
            kind = entry.get("type")
            if kind == "reasoning":
                out.append(dict(entry))
            elif kind == "message" and not text_sent:
                out.append({"role": "assistant", "content": message.text})
                text_sent = True
            elif kind == "function_call":
                call = by_id.get(entry.get("call_id"))  # type: ignore[arg-type]
                if call is not None and call.id not in sent:
                    out.append(_function_call(call.id, call.name, call.arguments))
                    sent.add(call.id)
    if not text_sent:
        out.append({"role": "assistant", "content": message.text})
    for call in calls:
        if call.id not in sent:
            out.append(_function_call(call.id, call.name, call.arguments))


def _tool_items(message: ToolResponseMessage, out: list[dict[str, Any]]) -> None:
    for response in message.responses:
        out.append({"type": "function_call_output", "call_id": response.id, "output": response.data})
    if message.text:
        out.append({"role": "user", "content": message.text})


def messages_to_responses(messages: Sequence[Message]) -> tuple[str, list[dict[str, Any]]]:
    """The ``instructions`` and the ``input`` items of a Responses request."""
    instructions: list[str] = []
    items: list[dict[str, Any]] = []
    leading = True
    for message in messages:
        if isinstance(message, SystemMessage):
            if leading:
                if message.text:
                    instructions.append(message.text)
            else:
                items.append({"role": "developer", "content": message.text})
            continue
        leading = False
        if isinstance(message, UserMessage):
            items.append({"role": "user", "content": message.text})
        elif isinstance(message, AssistantMessage):
            _assistant_items(message, items)
        elif isinstance(message, ToolResponseMessage):
            _tool_items(message, items)
        else:
            raise TypeError(f"cannot send a {type(message).__name__} to the model; expected a sprig message")
    return "\n\n".join(instructions), items


def _tool_choice(choice: str | Mapping[str, Any]) -> str | dict[str, Any]:
    if isinstance(choice, str):
        return choice if choice in _TOOL_CHOICES else {"type": "function", "name": choice}
    function = choice.get("function")
    if isinstance(function, Mapping) and isinstance(function.get("name"), str):  # the Chat Completions shape
        return {"type": "function", "name": function["name"]}
    return dict(choice)


def _text_format(response_format: Mapping[str, Any]) -> dict[str, Any]:
    """``text.format`` from a Chat Completions ``response_format`` (a Responses one passes as is)."""
    kind = response_format.get("type")
    nested = response_format.get("json_schema")
    if kind == "json_schema" and isinstance(nested, Mapping):
        fmt: dict[str, Any] = {"type": "json_schema", "name": nested.get("name") or "output"}
        for key in ("description", "schema", "strict"):
            if key in nested:
                fmt[key] = nested[key]
        return fmt
    return dict(response_format)


def _check_choice(name: str, value: Any) -> None:
    if value is not None and (not isinstance(value, str) or not value):
        raise ValueError(f"{name} must be a non-empty string or None, got {value!r}")


def _tool(callback: ToolCallback) -> dict[str, Any]:
    definition = callback.definition
    parameters = definition.schema_dict()
    strict = parameters.pop("strict", False) is True or definition.strict
    return {
        "type": "function",
        "name": definition.name,
        "description": definition.description,
        "parameters": parameters,
        "strict": strict,
    }


class OpenAiResponsesChatModel(HttpChatModel[ResponsesStreamParser]):
    """A ``ChatModel`` for the OpenAI Responses API and the servers that speak it (llama.cpp, LiteLLM).

    Configuration comes from the arguments, else the environment: ``OPENAI_API_KEY`` and
    ``OPENAI_BASE_URL`` (default ``https://api.openai.com/v1``). ``reasoning_effort``
    (``"minimal"``, ``"low"``, ``"medium"``, ``"high"``, ...) and ``reasoning_summary``
    (``"auto"``, ``"concise"``, ``"detailed"``) are sent as ``reasoning``; summaries arrive as
    ``AssistantMessage.reasoning`` and ``ReasoningDeltaEvent``s, never as answer text. ``store``
    (default ``False``: stateless) is sent on every request; while it is off the encrypted
    reasoning is requested and sent back with the conversation (see the module doc).

    ``options``, ``retry``, ``timeout`` (a blocking call, and the longest silence within a
    stream), ``deadline`` (a whole request, retries and stream included; default 600 s),
    ``connect_timeout``, ``headers``, ``provider_name`` and ``max_connections`` work as for
    :class:`~sprig.models.openai.OpenAiChatModel`. ``supports_json_schema`` says whether
    ``entity()`` may ask for ``text.format`` JSON schema output (the Responses API can).
    """

    _PUBLIC_NAME = "OpenAiResponsesChatModel"
    _API_KEY_ENV = "OPENAI_API_KEY"
    _BASE_URL_ENV = "OPENAI_BASE_URL"
    _DEFAULT_BASE_URL = DEFAULT_BASE_URL
    _STREAM_UNFINISHED = "response.completed"

    def __init__(
        self,
        model: str | None = None,
        *,
        base_url: str | None = None,
        api_key: str | None = None,
        reasoning_effort: str | None = None,
        reasoning_summary: str | None = None,
        store: bool = False,
        options: ChatOptions | None = None,
        retry: RetryPolicy | None = None,
        timeout: float | None = 600.0,
        connect_timeout: float | None = 10.0,
        deadline: float | None = DEFAULT_DEADLINE,
        headers: Mapping[str, str] | None = None,
        provider_name: str = "openai",
        max_connections: int = DEFAULT_MAX_CONNECTIONS,
        prices: ModelPrices | None = None,
        supports_json_schema: bool = True,
    ) -> None:
        _check_choice("reasoning_effort", reasoning_effort)
        _check_choice("reasoning_summary", reasoning_summary)
        if not isinstance(store, bool):
            raise TypeError(f"store must be a bool, got {type(store).__name__}")
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
        self.reasoning_effort = reasoning_effort
        self.reasoning_summary = reasoning_summary
        self.store = store
        """Whether the provider keeps the responses (sent as ``store`` on every request)."""
        self.supports_json_schema = supports_json_schema
        """Whether ``entity()`` may ask for ``text.format`` JSON schema output."""
        self._reasoning: dict[str, str] = {}
        if reasoning_effort is not None:
            self._reasoning["effort"] = reasoning_effort
        if reasoning_summary is not None:
            self._reasoning["summary"] = reasoning_summary
        self._tool = ToolCache(_tool)

    @staticmethod
    def _endpoint_url(base_url: str) -> str:
        return base_url if base_url.endswith("/responses") else f"{base_url}/responses"

    def request_body(self, prompt: Prompt, *, stream: bool = False) -> dict[str, Any]:
        """The JSON body (a plain dict) that :meth:`call` or :meth:`stream` would send."""
        options = self._request_options(prompt)
        instructions, items = messages_to_responses(prompt.messages)
        body: dict[str, Any] = {"model": options.model, "input": items, "store": self.store}
        if instructions:
            body["instructions"] = instructions
        if not self.store:
            body["include"] = list(_ENCRYPTED_REASONING)
        if self._reasoning:
            body["reasoning"] = dict(self._reasoning)
        if options.max_tokens is not None:
            body["max_output_tokens"] = options.max_tokens
        if options.temperature is not None:
            body["temperature"] = options.temperature
        if options.top_p is not None:
            body["top_p"] = options.top_p
        if options.response_format is not None:
            body["text"] = {"format": _text_format(options.response_format)}
        if options.tool_callbacks:
            body["tools"] = [self._tool(callback) for callback in options.tool_callbacks]
            if options.tool_choice is not None:
                body["tool_choice"] = _tool_choice(options.tool_choice)
            if options.parallel_tool_calls is not None:
                body["parallel_tool_calls"] = options.parallel_tool_calls
        if stream:
            body["stream"] = True
        if options.extra_body:
            body.update(options.extra_body)
        return body

    def _parse_reply(self, data: Any) -> ChatResponse:
        return parse_response(data, self.provider_name)

    def _stream_parser(self) -> ResponsesStreamParser:
        return ResponsesStreamParser(self.provider_name)

    def stream(self, prompt: Prompt) -> AsyncIterator[ChatResponse]:
        """Send the prompt and yield reply chunks the moment they arrive.

        Follows the chunk rules of :mod:`sprig.models.response`: text and reasoning-summary
        deltas as they come, argument fragments as ``tool_call_deltas``, then one last chunk
        with the merged tool calls, the reasoning items, the finish reason and usage. A stream
        that breaks, or ends before ``response.completed``, raises
        :class:`~sprig.models.errors.StreamInterruptedError` whose ``partial`` holds what arrived.
        """
        return self._stream(prompt)  # the generator itself: no pass-through layer per chunk
