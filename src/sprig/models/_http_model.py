"""``HttpChatModel``: what every sprig chat model over HTTP shares, whatever its wire format.

Argument checks, the pooled sessions and the retrying endpoint, the blocking call, the
streaming loop and the lifecycle live here; a provider module adds its request body, its
parsing, its stream parser, its URL rule and the names of its environment variables.
"""

from __future__ import annotations

import asyncio
import os
import re
import weakref
from abc import ABC, abstractmethod
from collections.abc import AsyncGenerator, Callable, Mapping
from contextlib import aclosing
from types import TracebackType
from typing import TYPE_CHECKING, Any, ClassVar, Generic, Protocol, Self, TypeVar
from urllib.parse import urlsplit

from sprig._sync import run_sync
from sprig.models._http import DEFAULT_DEADLINE, HttpEndpoint, SessionPool, encode_json
from sprig.models.errors import BadRequestError, StreamInterruptedError
from sprig.models.response import ChatResponse
from sprig.models.retry import RetryPolicy
from sprig.prompt import ChatOptions, Prompt
from sprig.usage import ModelPrices, known_context_window, known_prices, priced

if TYPE_CHECKING:
    from sprig.tools.callback import ToolCallback  # typing only: keeps sprig.tools out of model imports

__all__ = ["HttpChatModel", "StreamParser", "ToolCache", "check_positive_int"]


_OPENAI_TOOL_NAME = re.compile(r"^[a-zA-Z0-9_-]{1,64}$")


def _naming_tools(error: BadRequestError, prompt: Prompt) -> BadRequestError:
    """The provider's 400, naming the request's tools whose names break OpenAI's pattern.

    Providers that refuse such a name say ``tools[0].function.name`` without the name; the
    user wrote the name, so the error names it (the provider's own message is kept).
    """
    names_sent = [cb.definition.name for cb in prompt.options.tool_callbacks]
    odd = [name for name in names_sent if not _OPENAI_TOOL_NAME.match(name)]
    if not odd:
        return error
    names = ", ".join(repr(name) for name in odd)
    return BadRequestError(
        f"{error} (the request's tool names {names} are outside ^[a-zA-Z0-9_-]{{1,64}}$, which this provider "
        "may refuse: rename them with @tool(name=...))",
        status=error.status,
        provider_message=error.provider_message,
        partial=error.partial,
    )


class StreamParser(Protocol):
    """Turns the ``data:`` payloads of one stream into ``ChatResponse`` chunks."""

    done: bool

    def feed(self, payload: bytes) -> ChatResponse | None: ...

    def partial(self) -> ChatResponse: ...

    def finish(self) -> ChatResponse: ...


ParserT = TypeVar("ParserT", bound=StreamParser)


class ToolCache:
    """A tool's wire form, built once per callback and definition (a tool loop sends the same
    tools every round); entries go with their callbacks."""

    __slots__ = ("_build", "_cache")

    def __init__(self, build: Callable[[ToolCallback], dict[str, Any]]) -> None:
        self._build = build
        self._cache: weakref.WeakKeyDictionary[ToolCallback, tuple[Any, dict[str, Any]]] = weakref.WeakKeyDictionary()

    def __call__(self, callback: ToolCallback) -> dict[str, Any]:
        definition = callback.definition
        cached = self._cache.get(callback)
        if cached is not None and cached[0] is definition:
            return cached[1]
        tool = self._build(callback)
        self._cache[callback] = (definition, tool)
        return tool


def check_positive_int(name: str, value: Any) -> None:
    """Raise ``ValueError`` unless ``value`` is an ``int`` (not a ``bool``) of at least 1."""
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise ValueError(f"{name} must be a positive integer, got {value!r}")


class HttpChatModel(ABC, Generic[ParserT]):
    """Base of the chat models that POST JSON to one provider URL (see the module docstring)."""

    _PUBLIC_NAME: ClassVar[str]
    """The provider's public class name, for ``repr`` and error messages."""
    _API_KEY_ENV: ClassVar[str]
    _BASE_URL_ENV: ClassVar[str]
    _DEFAULT_BASE_URL: ClassVar[str]
    _STREAM_UNFINISHED: ClassVar[str]
    """What a stream that ends early did not reach, for the error message."""

    def __init__(
        self,
        model: str | None,
        *,
        base_url: str | None,
        api_key: str | None,
        options: ChatOptions | None,
        retry: RetryPolicy | None,
        timeout: float | None,
        connect_timeout: float | None,
        headers: Mapping[str, str] | None,
        provider_name: str,
        max_connections: int,
        deadline: float | None = DEFAULT_DEADLINE,
        prices: ModelPrices | None = None,
    ) -> None:
        if prices is not None and not isinstance(prices, ModelPrices):
            raise TypeError(f"prices must be ModelPrices, got {type(prices).__name__}")
        self.prices = prices
        """The user's prices for this model (``None``: genai-prices' for known models)."""
        if options is None:
            options = ChatOptions()
        elif not isinstance(options, ChatOptions):
            raise TypeError(f"options must be ChatOptions, got {type(options).__name__}")
        if model is not None:
            if not isinstance(model, str) or not model:
                raise ValueError(f"model must be a non-empty string, got {model!r}")
            options = options.copy_with(model=model)
        if retry is None:
            retry = RetryPolicy()
        elif not isinstance(retry, RetryPolicy):
            raise TypeError(f"retry must be a RetryPolicy, got {type(retry).__name__}")
        for name, value in (("timeout", timeout), ("connect_timeout", connect_timeout), ("deadline", deadline)):
            if value is not None and (isinstance(value, bool) or not isinstance(value, (int, float)) or value <= 0):
                raise ValueError(f"{name} must be a positive number of seconds or None, got {value!r}")
        check_positive_int("max_connections", max_connections)
        base = base_url or os.environ.get(self._BASE_URL_ENV) or self._DEFAULT_BASE_URL
        parts = urlsplit(base)
        if parts.scheme not in ("http", "https") or not parts.netloc:
            raise ValueError(f"base_url must be an http(s) URL, got {base!r}")
        self.base_url = base.rstrip("/")
        if api_key is None:
            api_key = os.environ.get(self._API_KEY_ENV) or None
        self.provider_name = provider_name
        self._default_options = options
        self._last_merge: tuple[ChatOptions | None, ChatOptions] = (None, options)
        request_headers = {"Content-Type": "application/json", "User-Agent": "sprig"}
        request_headers.update(self._provider_headers(api_key))
        request_headers.update(headers or {})
        self._pool = SessionPool(headers=request_headers, limit=max_connections)
        self._endpoint = HttpEndpoint(
            self._endpoint_url(self.base_url),
            pool=self._pool,
            retry=retry,
            timeout=timeout,
            connect_timeout=connect_timeout,
            provider=provider_name,
            deadline=deadline,
        )

    # -- what a provider supplies ---------------------------------------------------------------

    def _provider_headers(self, api_key: str | None) -> dict[str, str]:
        """Headers of every request besides the JSON ones (authentication, API version); by
        default the OpenAI style ``Authorization: Bearer KEY``, none without a key."""
        return {"Authorization": f"Bearer {api_key}"} if api_key else {}

    @staticmethod
    @abstractmethod
    def _endpoint_url(base_url: str) -> str:
        """The URL requests go to, from the checked ``base_url`` (no trailing slash)."""

    @abstractmethod
    def request_body(self, prompt: Prompt, *, stream: bool = False) -> dict[str, Any]:
        """The JSON body (a plain dict) that :meth:`call` or :meth:`stream` would send."""

    @abstractmethod
    def _parse_reply(self, data: Any) -> ChatResponse:
        """The ``ChatResponse`` of a blocking call's JSON reply (already parsed)."""

    @abstractmethod
    def _stream_parser(self) -> ParserT:
        """A fresh parser for one stream."""

    def _stream_complete(self, parser: ParserT) -> bool:
        """Whether the stream said it was finished once its payloads ran out."""
        return parser.done

    # -- shared ---------------------------------------------------------------------------------

    @property
    def url(self) -> str:
        """The URL requests go to."""
        return self._endpoint.url

    @property
    def default_options(self) -> ChatOptions:
        """Options every request starts from (the request's own options win)."""
        return self._default_options

    @property
    def context_window(self) -> int | None:
        """The default model's context size in tokens where genai-prices knows it, else ``None``."""
        name = self._default_options.model
        return known_context_window(name, self.provider_name, self.base_url) if name else None

    @property
    def retry(self) -> RetryPolicy:
        """The retry policy of this model."""
        return self._endpoint.retry

    @property
    def timeout(self) -> float | None:
        """Seconds a blocking call may take, and the longest silence within a stream (``None``: no bound)."""
        return self._endpoint._timeout

    @property
    def deadline(self) -> float | None:
        """Seconds a whole request may take, retries and the entire stream included (``None``: no bound)."""
        return self._endpoint.deadline

    def __repr__(self) -> str:
        return f"{self._PUBLIC_NAME}(model={self._default_options.model!r}, base_url={self.base_url!r})"

    def _request_options(self, prompt: Prompt) -> ChatOptions:
        """The defaults merged with the prompt's options; checks the prompt and the model name."""
        if not isinstance(prompt, Prompt):
            raise TypeError(f"expected a Prompt, got {type(prompt).__name__}")
        # Options are immutable and a tool loop sends the same ones every round: merge once.
        given, merged = self._last_merge
        if given is prompt.options:
            return merged
        options = self._default_options.merge(prompt.options)
        if not options.model:
            raise ValueError(
                f"no model name: pass {self._PUBLIC_NAME}(model=...) or set ChatOptions(model=...) on the request"
            )
        self._last_merge = (prompt.options, options)
        return options

    def _prices(self, prompt: Prompt) -> ModelPrices | None:
        """The prices of a request: the request's own, else the model's, else genai-prices'."""
        given, options = self._last_merge  # request_body merged this prompt's options already
        if given is not prompt.options:
            options = self._request_options(prompt)
        if options.prices is not None:
            return options.prices
        if self.prices is not None:
            return self.prices
        return known_prices(options.model, self.provider_name, self.base_url) if options.model else None

    async def call(self, prompt: Prompt) -> ChatResponse:
        """Send the prompt and return the complete reply (retrying as the policy allows).

        The reply's usage carries its cost when the prices are known (see :attr:`prices`).
        """
        body = encode_json(self.request_body(prompt))
        try:
            data = await self._endpoint.post_json(body)
        except BadRequestError as exc:
            raise _naming_tools(exc, prompt) from exc
        return self._priced(self._parse_reply(data), prompt)

    def _priced(self, response: ChatResponse, prompt: Prompt) -> ChatResponse:
        """``response`` with the cost of its usage, when it has usage and the prices are known."""
        if response.usage is None:
            return response
        prices = self._prices(prompt)
        return response if prices is None else priced(response, prices)

    async def _stream(self, prompt: Prompt) -> AsyncGenerator[ChatResponse, None]:
        body = encode_json(self.request_body(prompt, stream=True))
        parser = self._stream_parser()
        try:
            async with aclosing(self._endpoint.post_stream(body)) as payloads:
                async for payload in payloads:
                    chunk = parser.feed(payload)
                    if chunk is not None:
                        yield self._priced(chunk, prompt) if chunk.usage is not None else chunk
                    if parser.done:
                        break
        except StreamInterruptedError as exc:
            exc.partial = parser.partial()
            raise
        except BadRequestError as exc:
            raise _naming_tools(exc, prompt) from exc
        if not self._stream_complete(parser):
            raise StreamInterruptedError(
                f"{self.provider_name} stream ended before {self._STREAM_UNFINISHED}", partial=parser.partial()
            )
        last = parser.finish()
        yield self._priced(last, prompt)

    # -- lifecycle ------------------------------------------------------------------------------

    async def aclose(self) -> None:
        """Close the pooled sessions of every event loop this model was used on."""
        await self._pool.aclose()

    def close(self) -> None:
        """Blocking face of :meth:`aclose`."""
        try:
            blocked: asyncio.AbstractEventLoop | None = asyncio.get_running_loop()
        except RuntimeError:
            blocked = None
        run_sync(self._pool.aclose(blocked=blocked))

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        await self.aclose()
