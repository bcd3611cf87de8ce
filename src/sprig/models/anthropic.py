"""``AnthropicChatModel``: the Anthropic Messages API (``POST {base_url}/v1/messages``).

How messages are sent:

- every ``SystemMessage`` goes into the top-level ``system`` text;
- an ``AssistantMessage`` becomes its thinking blocks (kept from the reply, signatures
  included), a text block and one ``tool_use`` block per call (``input`` is the parsed argument
  JSON; malformed arguments are sent as ``{"_raw_arguments": "..."}`` so nothing is lost);
- a ``ToolResponseMessage`` becomes ONE user message: its ``tool_result`` blocks in call order,
  then its ``text`` (a reminder, a hint) as a text block after them, since Anthropic wants the
  results first;
- consecutive messages of the same role are merged into one, as Anthropic requires alternation.

``max_tokens`` is required by Anthropic; ``default_max_tokens`` (4096) applies when no option
sets it. ``seed``, ``presence_penalty``, ``frequency_penalty`` and ``response_format`` have no
Messages API equivalent and are not sent; ``extra_body`` is merged into the body as is (e.g.
``{"thinking": {"type": "enabled", "budget_tokens": 2048}}``). Errors, retries and pooled
sessions are those of every HTTP model in sprig (:mod:`sprig.models._http`).
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Mapping, Sequence
from typing import TYPE_CHECKING, Any

import orjson

from sprig.messages import AssistantMessage, Message, SystemMessage, ToolResponseMessage, UserMessage
from sprig.models._anthropic_parse import THINKING_KEY, AnthropicStreamParser, parse_message
from sprig.models._http import DEFAULT_DEADLINE, DEFAULT_MAX_CONNECTIONS
from sprig.models._http_model import HttpChatModel, check_positive_int
from sprig.models.response import ChatResponse
from sprig.models.retry import RetryPolicy
from sprig.prompt import ChatOptions, Prompt
from sprig.usage import ModelPrices

if TYPE_CHECKING:
    from sprig.tools.callback import ToolCallback  # typing only: keeps sprig.tools out of model imports

__all__ = ["DEFAULT_BASE_URL", "AnthropicChatModel", "messages_to_anthropic"]

DEFAULT_BASE_URL = "https://api.anthropic.com"
ANTHROPIC_VERSION = "2023-06-01"


def _tool_input(arguments: str) -> Any:
    if not arguments.strip():
        return {}
    try:
        value = orjson.loads(arguments)
    except orjson.JSONDecodeError:
        return {"_raw_arguments": arguments}
    return value if isinstance(value, dict) else {"_raw_arguments": arguments}


def _assistant_blocks(message: AssistantMessage) -> list[dict[str, Any]]:
    blocks: list[dict[str, Any]] = [dict(b) for b in message.metadata.get(THINKING_KEY, ())]
    if message.text:
        blocks.append({"type": "text", "text": message.text})
    for call in message.tool_calls:
        blocks.append({"type": "tool_use", "id": call.id, "name": call.name, "input": _tool_input(call.arguments)})
    return blocks


def _tool_result_blocks(message: ToolResponseMessage) -> list[dict[str, Any]]:
    blocks: list[dict[str, Any]] = [
        {"type": "tool_result", "tool_use_id": r.id, "content": r.data} for r in message.responses
    ]
    if message.text:
        blocks.append({"type": "text", "text": message.text})
    return blocks


def messages_to_anthropic(messages: Sequence[Message]) -> tuple[str, list[dict[str, Any]]]:
    """The ``system`` text and the ``messages`` array of a Messages API request."""
    system: list[str] = []
    out: list[dict[str, Any]] = []
    for message in messages:
        if isinstance(message, SystemMessage):
            if message.text:
                system.append(message.text)
            continue
        if isinstance(message, UserMessage):
            role, blocks = "user", [{"type": "text", "text": message.text}] if message.text else []
        elif isinstance(message, AssistantMessage):
            role, blocks = "assistant", _assistant_blocks(message)
        elif isinstance(message, ToolResponseMessage):
            role, blocks = "user", _tool_result_blocks(message)
        else:
            raise TypeError(f"cannot send a {type(message).__name__} to the model; expected a sprig message")
        if not blocks:
            continue  # Anthropic rejects empty content
        if out and out[-1]["role"] == role:
            out[-1]["content"].extend(blocks)
        else:
            out.append({"role": role, "content": blocks})
    return "\n\n".join(system), out


def _tool_choice(choice: str | Mapping[str, Any], parallel: bool | None) -> dict[str, Any]:
    if isinstance(choice, Mapping):
        function = choice.get("function")
        if isinstance(function, Mapping):  # the OpenAI shape
            result: dict[str, Any] = {"type": "tool", "name": function.get("name")}
        else:
            result = dict(choice)
    elif choice in ("auto", "none", "any"):
        result = {"type": choice}
    elif choice == "required":
        result = {"type": "any"}
    else:
        result = {"type": "tool", "name": choice}
    if parallel is False and result.get("type") != "none":
        result["disable_parallel_tool_use"] = True
    return result


class AnthropicChatModel(HttpChatModel[AnthropicStreamParser]):
    """A ``ChatModel`` for Anthropic's Messages API.

    Configuration comes from the arguments, else the environment: ``ANTHROPIC_API_KEY`` and
    ``ANTHROPIC_BASE_URL`` (default ``https://api.anthropic.com``). The model name is ``model`` or
    ``options.model``. ``options`` are the defaults every request's options merge over;
    ``default_max_tokens`` is sent when no option sets ``max_tokens``. ``timeout`` bounds a
    blocking call and, for a stream, the silence between two pieces of data; ``deadline``
    (default 600 s, ``None`` for none) bounds the whole request, retries and stream included. ``headers`` are added
    to every request (``anthropic-beta``, for example). Retries and errors follow ``retry``
    exactly as for :class:`~sprig.models.openai.OpenAiChatModel`.
    """

    _PUBLIC_NAME = "AnthropicChatModel"
    _API_KEY_ENV = "ANTHROPIC_API_KEY"
    _BASE_URL_ENV = "ANTHROPIC_BASE_URL"
    _DEFAULT_BASE_URL = DEFAULT_BASE_URL
    _STREAM_UNFINISHED = "message_stop"

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
        provider_name: str = "anthropic",
        max_connections: int = DEFAULT_MAX_CONNECTIONS,
        prices: ModelPrices | None = None,
        default_max_tokens: int = 4096,
        anthropic_version: str = ANTHROPIC_VERSION,
    ) -> None:
        check_positive_int("default_max_tokens", default_max_tokens)
        self._default_max_tokens = default_max_tokens
        self._anthropic_version = anthropic_version
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

    def _provider_headers(self, api_key: str | None) -> dict[str, str]:
        headers = {"anthropic-version": self._anthropic_version}
        if api_key:
            headers["x-api-key"] = api_key
        return headers

    @staticmethod
    def _endpoint_url(base_url: str) -> str:
        if base_url.endswith("/v1"):
            return f"{base_url}/messages"
        return base_url if base_url.endswith("/messages") else f"{base_url}/v1/messages"

    @property
    def url(self) -> str:
        """The Messages API URL requests go to."""
        return self._endpoint.url

    def request_body(self, prompt: Prompt, *, stream: bool = False) -> dict[str, Any]:
        """The JSON body (a plain dict) that :meth:`call` or :meth:`stream` would send."""
        options = self._request_options(prompt)
        system, messages = messages_to_anthropic(prompt.messages)
        body: dict[str, Any] = {
            "model": options.model,
            "max_tokens": options.max_tokens or self._default_max_tokens,
            "messages": messages,
        }
        if system:
            body["system"] = system
        for name in ("temperature", "top_p", "top_k"):
            value = getattr(options, name)
            if value is not None:
                body[name] = value
        if options.stop:
            body["stop_sequences"] = list(options.stop)
        if options.tool_callbacks:
            body["tools"] = [_tool(callback) for callback in options.tool_callbacks]
            if options.tool_choice is not None or options.parallel_tool_calls is False:
                body["tool_choice"] = _tool_choice(options.tool_choice or "auto", options.parallel_tool_calls)
        if stream:
            body["stream"] = True
        if options.extra_body:
            body.update(options.extra_body)
        return body

    def _parse_reply(self, data: Any) -> ChatResponse:
        return parse_message(data, self.provider_name)

    def _stream_parser(self) -> AnthropicStreamParser:
        return AnthropicStreamParser(self.provider_name)

    def stream(self, prompt: Prompt) -> AsyncIterator[ChatResponse]:
        """Send the prompt and yield reply chunks the moment they arrive.

        Follows the chunk rules of :mod:`sprig.models.response`. A stream that breaks, or ends
        before ``message_stop``, raises :class:`~sprig.models.errors.StreamInterruptedError`
        whose ``partial`` holds what had arrived.
        """
        return self._stream(prompt)  # the generator itself: no pass-through layer per chunk


def _tool(callback: ToolCallback) -> dict[str, Any]:
    definition = callback.definition
    schema = definition.schema_dict()
    schema.pop("strict", None)
    return {"name": definition.name, "description": definition.description, "input_schema": schema}
