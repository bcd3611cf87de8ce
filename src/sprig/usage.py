"""Budgets and prices: ``UsageLimits``, ``UsageLimitExceededError``, ``ModelPrices``.

``Usage`` itself (token counts, and ``cost`` in USD when known) lives in
:mod:`sprig.models.response`. Here:

- :class:`ModelPrices`: what a model costs, in USD per million tokens, given by the user
  (``prices=`` on a model, or ``ChatOptions(prices=...)`` for one request); they win over the
  prices of the `genai-prices <https://pypi.org/project/genai-prices/>`_ package, which sprig
  looks up for known models and providers (:func:`known_prices`).
- :class:`UsageLimits`: a run's budget (requests, tokens, cost), checked by a
  :class:`UsageMeter` before each model request and after each response.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass, fields
from decimal import Decimal, InvalidOperation
from typing import TYPE_CHECKING, Any

from sprig.models.response import ChatResponse, Usage

if TYPE_CHECKING:
    from sprig.messages import Message

__all__ = [
    "ModelPrices",
    "UsageLimitExceededError",
    "UsageLimits",
    "UsageMeter",
    "known_context_window",
    "known_prices",
    "priced",
]

_MILLION = Decimal(1_000_000)


def _decimal(name: str, value: Any, *, optional: bool = False) -> Decimal | None:
    if value is None and optional:
        return None
    if isinstance(value, bool) or not isinstance(value, (int, float, str, Decimal)):
        raise TypeError(f"{name} must be a number of USD, got {value!r}")
    try:
        number = Decimal(str(value)) if isinstance(value, float) else Decimal(value)
    except InvalidOperation:
        raise ValueError(f"{name} must be a number of USD, got {value!r}") from None
    if not number.is_finite() or number < 0:
        raise ValueError(f"{name} must be a finite number of USD of at least 0, got {value!r}")
    return number


@dataclass(frozen=True, slots=True)
class ModelPrices:
    """A model's prices in USD per million tokens.

    ``cached_input`` is the price of prompt tokens read from the provider's cache (the input
    price when not given). Numbers may be ``int``, ``float``, ``str`` or ``Decimal``; they are
    kept as ``Decimal``.
    """

    input: Decimal | float | int | str
    output: Decimal | float | int | str
    cached_input: Decimal | float | int | str | None = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "input", _decimal("ModelPrices.input", self.input))
        object.__setattr__(self, "output", _decimal("ModelPrices.output", self.output))
        cached = _decimal("ModelPrices.cached_input", self.cached_input, optional=True)
        object.__setattr__(self, "cached_input", self.input if cached is None else cached)

    def cost(self, usage: Usage) -> Decimal:
        """The cost of ``usage`` in USD."""
        cached = min(usage.cached_tokens, usage.prompt_tokens)
        total = (
            (usage.prompt_tokens - cached) * Decimal(self.input)
            + cached * Decimal(self.cached_input or 0)
            + usage.completion_tokens * Decimal(self.output)
        )
        return total / _MILLION


# -- prices from genai-prices ---------------------------------------------------------------------

_GENAI_PROVIDERS = {"openai", "anthropic", "deepseek", "minimax", "mistral", "groq", "google", "x-ai", "together"}
"""sprig provider names that are also genai-prices provider ids."""


@functools.lru_cache(maxsize=256)
def _genai_model(model: str, provider: str | None, base_url: str | None) -> Any:
    """genai-prices' (provider, model) for a model name, or ``None`` when it does not know it."""
    try:
        from genai_prices.data_snapshot import get_snapshot
    except ImportError:  # pragma: no cover - genai-prices is a dependency; a stripped install still runs
        return None
    snapshot = get_snapshot()
    attempts: list[tuple[str | None, str | None]] = []
    if provider in _GENAI_PROVIDERS:
        attempts.append((provider, None))
    if base_url:
        attempts.append((None, base_url))
    for provider_id, url in attempts:
        try:
            return snapshot.find_provider_model(model, None, provider_id, url)
        except Exception:  # not found, or a data problem: a price lookup never fails a request
            continue
    return None


@functools.lru_cache(maxsize=256)
def known_prices(model: str, provider: str | None = None, base_url: str | None = None) -> ModelPrices | None:
    """The prices genai-prices knows for ``model`` (at ``provider`` or ``base_url``), or ``None``.

    Only flat per-token prices are taken; a model priced in tiers gets ``None`` (give
    :class:`ModelPrices` yourself). Looked up once per model and cached.
    """
    found = _genai_model(model, provider, base_url)
    if found is None:
        return None
    model_info = found[1]
    try:
        from datetime import UTC, datetime

        price = model_info.get_prices(datetime.now(tz=UTC))
    except Exception:
        return None
    input_price, output_price, cached = (
        getattr(price, name, None) for name in ("input_mtok", "output_mtok", "cache_read_mtok")
    )
    if not isinstance(input_price, Decimal) or not isinstance(output_price, Decimal):
        return None  # tiered or missing: the user gives ModelPrices
    return ModelPrices(input_price, output_price, cached if isinstance(cached, Decimal) else None)


def known_context_window(model: str, provider: str | None = None, base_url: str | None = None) -> int | None:
    """The context window genai-prices knows for ``model``, in tokens, or ``None``."""
    found = _genai_model(model, provider, base_url)
    if found is None:
        return None
    window = getattr(found[1], "context_window", None)
    return window if isinstance(window, int) and window > 0 else None


def priced(response: ChatResponse, prices: ModelPrices | None) -> ChatResponse:
    """``response`` with the cost of its usage set (unchanged without usage or prices)."""
    usage = response.usage
    if usage is None or prices is None or usage.cost is not None:
        return response
    cost = prices.cost(usage)
    return ChatResponse(response.generations, _with_cost(usage, cost), response.metadata, response.pending)


def _with_cost(usage: Usage, cost: Decimal) -> Usage:
    return Usage(
        usage.prompt_tokens,
        usage.completion_tokens,
        usage.total_tokens,
        usage.cached_tokens,
        usage.reasoning_tokens,
        cost,
    )


# -- budgets --------------------------------------------------------------------------------------


class UsageLimitExceededError(Exception):
    """A run passed one of its :class:`UsageLimits`.

    ``limit`` names the limit (``"max_requests"``, ``"max_total_tokens"``, ``"max_cost"``, ...),
    ``limits`` are the run's limits, ``usage`` what the run had used (tokens and cost, every
    model request counted, summarizer calls included), ``requests`` how many model requests it
    made, and ``conversation`` the messages up to that point (the last reply included when the
    limit was passed by it). Nothing of the run is stored as if it had completed.
    """

    def __init__(
        self,
        message: str,
        *,
        limit: str,
        limits: UsageLimits,
        usage: Usage,
        requests: int,
        conversation: Sequence[Message] = (),
    ) -> None:
        super().__init__(message)
        self.limit = limit
        self.limits = limits
        self.usage = usage
        self.requests = requests
        self.conversation = tuple(conversation)


@dataclass(frozen=True, slots=True)
class UsageLimits:
    """A run's budget; ``None`` means no limit.

    Given with ``ChatClient.builder(model).default_usage_limits(...)`` or per request with
    ``.usage_limits(...)``. Every model request of the run counts: each tool round, structured
    output retries, compaction's summarizer calls. ``max_cost`` is in USD; it needs the cost of
    every response (known models, or :class:`ModelPrices`), else the run stops at the first
    response whose cost is unknown rather than spending without a bound.
    """

    max_requests: int | None = None
    max_input_tokens: int | None = None
    max_output_tokens: int | None = None
    max_total_tokens: int | None = None
    max_cost: Decimal | float | int | str | None = None

    def __post_init__(self) -> None:
        for f in fields(self):
            value = getattr(self, f.name)
            if value is None or f.name == "max_cost":
                continue
            if isinstance(value, bool) or not isinstance(value, int) or value < 1:
                raise ValueError(f"UsageLimits.{f.name} must be a positive integer or None, got {value!r}")
        object.__setattr__(self, "max_cost", _decimal("UsageLimits.max_cost", self.max_cost, optional=True))

    @property
    def has_token_limits(self) -> bool:
        """Whether any token limit is set."""
        return any(v is not None for v in (self.max_input_tokens, self.max_output_tokens, self.max_total_tokens))

    def exceeded(self, usage: Usage) -> tuple[str, str] | None:
        """The first limit ``usage`` is over, as ``(name, description)``, or ``None``."""
        checks = (
            ("max_input_tokens", self.max_input_tokens, usage.prompt_tokens, "input tokens"),
            ("max_output_tokens", self.max_output_tokens, usage.completion_tokens, "output tokens"),
            ("max_total_tokens", self.max_total_tokens, _total(usage), "total tokens"),
        )
        for name, limit, used, what in checks:
            if limit is not None and used > limit:
                return name, f"the run used {used} {what}, over {name}={limit}"
        if self.max_cost is not None:
            if usage.cost is None:
                return "max_cost", (
                    f"max_cost={self.max_cost} is set but the cost of a response is unknown: "
                    "give the model's prices with prices=ModelPrices(...)"
                )
            if usage.cost > Decimal(self.max_cost):
                return "max_cost", f"the run cost {usage.cost} USD, over max_cost={self.max_cost}"
        return None


def _total(usage: Usage) -> int:
    return usage.total_tokens or usage.prompt_tokens + usage.completion_tokens


class UsageMeter:
    """A run's usage and its limits: the one place every model request of the run is counted.

    The client puts one in the request context when limits are set (``context[USAGE_METER]``);
    whatever calls a model on the run's behalf (the chain's last advisor, compaction's
    summarizer, a sub-agent) calls :meth:`before_request` first and :meth:`after_response` with
    the reply's usage.
    """

    __slots__ = ("limits", "requests", "usage")

    def __init__(self, limits: UsageLimits) -> None:
        self.limits = limits
        self.requests = 0
        self.usage = Usage(cost=Decimal(0))

    def before_request(self, conversation: Sequence[Message] = ()) -> None:
        """Count one more request; raise if it or the tokens already spent pass a limit."""
        limits = self.limits
        if limits.max_requests is not None and self.requests + 1 > limits.max_requests:
            self._raise(
                "max_requests",
                f"the run needs request {self.requests + 1}, over max_requests={limits.max_requests}",
                conversation,
            )
        over = limits.exceeded(self.usage) if limits.has_token_limits or limits.max_cost is not None else None
        if over is not None:
            self._raise(*over, conversation)
        self.requests += 1

    def after_response(self, usage: Usage | None, conversation: Sequence[Message] = ()) -> None:
        """Add a reply's usage; raise if the run is now over a limit."""
        if usage is not None:
            self.usage = self.usage + usage
        elif self.limits.max_cost is not None:
            self.usage = Usage(
                self.usage.prompt_tokens,
                self.usage.completion_tokens,
                self.usage.total_tokens,
                self.usage.cached_tokens,
                self.usage.reasoning_tokens,
            )
        over = self.limits.exceeded(self.usage)
        if over is not None:
            self._raise(*over, conversation)

    def _raise(self, limit: str, reason: str, conversation: Sequence[Message]) -> None:
        raise UsageLimitExceededError(
            f"usage limit exceeded: {reason}",
            limit=limit,
            limits=self.limits,
            usage=self.usage,
            requests=self.requests,
            conversation=conversation,
        )
