"""``FallbackChatModel``: the next model answers when one fails.

A request goes to the primary model; when it fails with one of ``fallback_on`` (after that
model's own retries), it goes to the next, and so on. A stream falls back only before its first
chunk: once text has reached the caller, an error surfaces as it is (a broken stream raises
:class:`~sprig.models.errors.StreamInterruptedError` with the partial reply). When every model
fails, :class:`FallbackFailedError` lists each failure.

The reply says who answered: ``metadata["model"]`` names the model that answered (as it was
configured; the provider's own name for it goes to ``metadata["provider_model"]``), and when
earlier models failed, ``metadata["fallback"]`` lists them (model and error); a stream's
``events()`` turns that into a :class:`~sprig.chat.events.FallbackEvent` per failure.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Sequence
from typing import Any

from sprig._aio import closing_stream
from sprig.models.base import ChatModel
from sprig.models.errors import (
    ChatModelError,
    ModelConnectionError,
    ModelTimeoutError,
    RateLimitError,
    ServerError,
)
from sprig.models.response import ChatResponse
from sprig.prompt import ChatOptions, Prompt

__all__ = ["DEFAULT_FALLBACK_ON", "FALLBACK_KEY", "FallbackChatModel", "FallbackFailedError", "model_label"]

DEFAULT_FALLBACK_ON: tuple[type[BaseException], ...] = (
    RateLimitError,
    ServerError,
    ModelTimeoutError,
    ModelConnectionError,
)
"""The failures that fall back by default: the provider is busy, down, slow or unreachable."""

FALLBACK_KEY = "fallback"
"""Response metadata key: the models that failed before the one that answered."""


def model_label(model: ChatModel) -> str:
    """A short name for a model: ``provider:model`` when the model says both."""
    name = model.default_options.model or type(model).__name__
    provider = getattr(model, "provider_name", None)
    return f"{provider}:{name}" if isinstance(provider, str) and provider else name


class FallbackFailedError(ChatModelError):
    """Every model of a :class:`FallbackChatModel` failed; ``errors`` holds ``(model, error)``
    pairs, in the order they were tried (``__cause__`` is the last error)."""

    def __init__(self, errors: Sequence[tuple[str, BaseException]]) -> None:
        lines = "; ".join(f"{label}: {type(error).__name__}: {error}" for label, error in errors)
        last = errors[-1][1] if errors else None
        super().__init__(
            f"all {len(errors)} models failed: {lines}",
            status=getattr(last, "status", None),
            partial=getattr(last, "partial", None),
        )
        self.errors = tuple(errors)


class FallbackChatModel:
    """A chat model that tries ``primary``, then each of ``fallbacks``, until one answers.

    Args:
        primary: the model asked first; its ``default_options`` are this model's.
        *fallbacks: the models asked next, in order.
        fallback_on: the exceptions that move on to the next model (by default rate limits,
            server errors, timeouts and connection failures, after each model's own retries).
            Authentication and bad-request errors surface at once unless listed; list
            :class:`~sprig.models.errors.ContextLengthError` to fall back to a model with a
            larger context.

    A request's own ``ChatOptions(model=...)`` is meant for the primary: the fallbacks are sent
    their own model names. Closing this model closes them all.
    """

    def __init__(
        self,
        primary: ChatModel,
        *fallbacks: ChatModel,
        fallback_on: Sequence[type[BaseException]] = DEFAULT_FALLBACK_ON,
    ) -> None:
        models = (primary, *fallbacks)
        for model in models:
            if not isinstance(model, ChatModel):
                raise TypeError(f"FallbackChatModel takes chat models, got {model!r}")
        if not fallbacks:
            raise ValueError("FallbackChatModel needs at least one fallback model after the primary")
        fallback_on = tuple(fallback_on)
        if not fallback_on or not all(isinstance(e, type) and issubclass(e, BaseException) for e in fallback_on):
            raise TypeError(f"fallback_on must be exception classes, got {fallback_on!r}")
        self.models: tuple[ChatModel, ...] = models
        self.fallback_on: tuple[type[BaseException], ...] = fallback_on
        self.supports_json_schema = all(getattr(m, "supports_json_schema", False) for m in models)
        """Native ``json_schema`` output only when every model has it (any of them may answer)."""

    @property
    def default_options(self) -> ChatOptions:
        """The primary model's default options."""
        return self.models[0].default_options

    @property
    def context_window(self) -> int | None:
        """The smallest context window of the models that say theirs (any of them may answer)."""
        windows = [w for m in self.models if isinstance(w := getattr(m, "context_window", None), int)]
        return min(windows) if windows else None

    def __repr__(self) -> str:
        return f"FallbackChatModel({', '.join(model_label(m) for m in self.models)})"

    def _prompt_for(self, position: int, prompt: Prompt) -> Prompt:
        """A fallback's prompt: the request's model name was meant for the primary."""
        if position == 0 or prompt.options.model is None:
            return prompt
        return prompt.with_options(prompt.options.copy_with(model=None))

    async def call(self, prompt: Prompt) -> ChatResponse:
        """The first model's reply that does not fail with one of ``fallback_on``."""
        errors: list[tuple[str, BaseException]] = []
        for position, model in enumerate(self.models):
            try:
                response = await model.call(self._prompt_for(position, prompt))
            except self.fallback_on as exc:
                errors.append((model_label(model), exc))
                continue
            return _answered_by(response, model, self._prompt_for(position, prompt), errors)
        raise FallbackFailedError(errors) from errors[-1][1]

    async def stream(self, prompt: Prompt) -> AsyncIterator[ChatResponse]:
        """The first model's stream that yields a chunk; after it, errors surface as they are."""
        errors: list[tuple[str, BaseException]] = []
        for position, model in enumerate(self.models):
            started = False
            try:
                async with closing_stream(model.stream(self._prompt_for(position, prompt))) as chunks:
                    async for chunk in chunks:
                        if not started:
                            started = True
                            chunk = _answered_by(chunk, model, self._prompt_for(position, prompt), errors)
                        yield chunk
            except self.fallback_on as exc:
                if started:
                    raise
                errors.append((model_label(model), exc))
                continue
            if started:
                return
            errors.append((model_label(model), ChatModelError(f"{model_label(model)} streamed nothing")))
        raise FallbackFailedError(errors) from errors[-1][1]

    async def aclose(self) -> None:
        """Close every model."""
        for model in self.models:
            await model.aclose()


def _answered_by(
    response: ChatResponse, model: ChatModel, prompt: Prompt, errors: list[tuple[str, BaseException]]
) -> ChatResponse:
    """``response`` naming the model that answered (``model``: the name it was asked under; the
    provider's own name for it, when different, as ``provider_model``) and, when some failed
    first, their failures."""
    metadata: dict[str, Any] = dict(response.metadata)
    name = prompt.options.model or model.default_options.model or model_label(model)
    reported = metadata.get("model")
    if reported is not None and reported != name:
        metadata["provider_model"] = reported
    metadata["model"] = name
    if errors:
        tried = [label for label, _ in errors] + [model_label(model)]
        metadata[FALLBACK_KEY] = tuple(
            {"model": label, "error": f"{type(error).__name__}: {error}", "next": tried[i + 1]}
            for i, (label, error) in enumerate(errors)
        )
    return ChatResponse(response.generations, response.usage, metadata, response.pending)
