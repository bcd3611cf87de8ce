"""Typed errors raised by chat models. Every one keeps what had arrived before it failed."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from sprig.models.response import ChatResponse

__all__ = [
    "AuthenticationError",
    "BadRequestError",
    "ChatModelError",
    "ContextLengthError",
    "ModelConnectionError",
    "ModelTimeoutError",
    "ProviderResponseError",
    "RateLimitError",
    "RefusalError",
    "ServerError",
    "StreamInterruptedError",
]


class ChatModelError(Exception):
    """Base class of model errors.

    ``status`` is the HTTP status (when there was one), ``provider_message`` the provider's own
    error text, and ``partial`` the response aggregated from what had arrived (streams).
    """

    def __init__(
        self,
        message: str,
        *,
        status: int | None = None,
        provider_message: str | None = None,
        partial: ChatResponse | None = None,
    ) -> None:
        super().__init__(message)
        self.status = status
        self.provider_message = provider_message
        self.partial = partial


class AuthenticationError(ChatModelError):
    """The provider rejected the credentials (401/403)."""


class RateLimitError(ChatModelError):
    """The provider kept answering 429 after every retry."""


class BadRequestError(ChatModelError):
    """The provider rejected the request (400, 404, 422, ...); ``provider_message`` says why."""


class ContextLengthError(BadRequestError):
    """The prompt is longer than the model's context window; ``limit`` is that window in tokens."""

    def __init__(self, message: str, *, limit: int | None = None, **kwargs: Any) -> None:
        super().__init__(message, **kwargs)
        self.limit = limit


class RefusalError(ChatModelError):
    """The model refused to answer (a ``refusal`` in its reply); ``refusal`` is its explanation and
    ``partial`` the whole response. Not retried: asking again gets the same answer."""

    def __init__(self, message: str, *, refusal: str = "", **kwargs: Any) -> None:
        super().__init__(message, **kwargs)
        self.refusal = refusal


class ServerError(ChatModelError):
    """The provider kept failing with 5xx after every retry."""


class ModelTimeoutError(ChatModelError):
    """The request did not complete within the configured timeout."""


class ModelConnectionError(ChatModelError):
    """The provider could not be reached after every retry."""


class StreamInterruptedError(ChatModelError):
    """A stream broke midway; ``partial`` holds everything that had arrived."""


PAYLOAD_PREVIEW = 300
"""How many characters of an offending payload a :class:`ProviderResponseError` keeps."""


def shorten(payload: bytes | str | object, limit: int = PAYLOAD_PREVIEW) -> str:
    """``payload`` as text of at most ``limit`` characters (with ``...`` when cut)."""
    if isinstance(payload, bytes):
        text = payload[: limit * 4].decode("utf-8", "replace")
    elif isinstance(payload, str):
        text = payload
    else:
        text = repr(payload)
    return text if len(text) <= limit else f"{text[:limit]}..."


class ProviderResponseError(ChatModelError):
    """The provider answered, but not in its API's shape (not JSON, HTML, a field of the wrong
    type, an undecodable stream line). ``payload`` holds the offending reply or chunk, shortened;
    ``partial`` (streams) what had arrived before it. Not retried."""

    def __init__(
        self,
        message: str,
        *,
        payload: bytes | str | object = "",
        status: int | None = None,
        partial: ChatResponse | None = None,
    ) -> None:
        self.payload = shorten(payload)
        super().__init__(f"{message}: {self.payload!r}" if self.payload else message, status=status, partial=partial)
