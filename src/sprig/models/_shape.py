"""Cheap type checks for the fields of provider replies (``isinstance``, no models per chunk).

A parser reads a field through one of these; a field of the wrong type raises
:class:`BadShape`, which the parser turns into a
:class:`~sprig.models.errors.ProviderResponseError` carrying the offending payload. ``None``
(JSON ``null``) always means "absent", as providers send it for fields they leave out.

:class:`JsonEventParser` is the ``feed`` that stream parsers of one JSON event per ``data:``
payload share (Responses, Anthropic Messages); :func:`preview` shortens a reply for an error.
"""

from __future__ import annotations

import uuid
from abc import ABC, abstractmethod
from typing import TYPE_CHECKING, Any, ClassVar

import orjson

from sprig.models.errors import ProviderResponseError

if TYPE_CHECKING:
    from sprig.models.response import ChatResponse

__all__ = [
    "PARSE_ERRORS",
    "BadShape",
    "JsonEventParser",
    "new_call_id",
    "opt_dict",
    "opt_int",
    "opt_list",
    "opt_str",
    "preview",
]


class BadShape(Exception):
    """A field of a provider reply has the wrong type; the message names the field."""


PARSE_ERRORS = (BadShape, AttributeError, TypeError, KeyError, ValueError, IndexError)
"""What a parser catches around its work: its own checks, and (as a safety net for shapes no
check foresaw) the exceptions wrong types cause in Python code."""


def opt_str(value: Any, where: str) -> str | None:
    """``value`` if it is a string or ``None``."""
    if value is None or type(value) is str:
        return value
    raise BadShape(f"{where} must be a string, got {type(value).__name__}")


def opt_dict(value: Any, where: str) -> dict[str, Any] | None:
    """``value`` if it is a JSON object or ``None``."""
    if value is None or type(value) is dict:
        return value
    raise BadShape(f"{where} must be an object, got {type(value).__name__}")


def opt_list(value: Any, where: str) -> list[Any] | None:
    """``value`` if it is a JSON array or ``None``."""
    if value is None or type(value) is list:
        return value
    raise BadShape(f"{where} must be an array, got {type(value).__name__}")


def opt_int(value: Any, where: str) -> int | None:
    """``value`` if it is an integer (not a boolean) or ``None``."""
    if value is None or type(value) is int:
        return value
    raise BadShape(f"{where} must be an integer, got {type(value).__name__}")


def preview(data: Any) -> str:
    """``data`` as (at most 1,000 characters of) JSON, for the payload of an error."""
    try:
        return orjson.dumps(data).decode()[:1000]
    except TypeError:
        return repr(data)[:1000]


def new_call_id() -> str:
    """An id for a tool call the provider sent without one."""
    return f"call_{uuid.uuid4().hex[:24]}"


class JsonEventParser(ABC):
    """Base of the stream parsers whose every ``data:`` payload is one JSON event object.

    :meth:`feed` decodes the payload and hands the event to ``_event`` (no other layer per
    chunk); a payload that is not a JSON object, or an event ``_event`` finds of the wrong shape,
    raises :class:`~sprig.models.errors.ProviderResponseError` with the payload and ``partial()``.
    """

    __slots__ = ()

    provider: str
    _SKIPPED: ClassVar[tuple[bytes, ...]] = (b"",)
    """Payloads (stripped) that are not JSON and are passed over: keep-alives, end markers."""

    def feed(self, payload: bytes) -> ChatResponse | None:
        """Take one ``data:`` payload; return the chunk to hand out, if it carries a delta."""
        try:
            event = orjson.loads(payload)
        except orjson.JSONDecodeError:
            if payload.strip() in self._SKIPPED:
                return None
            raise self._malformed("a stream line that is not JSON", payload) from None
        if type(event) is not dict:
            raise self._malformed("a stream line that is not a JSON object", payload)
        try:
            return self._event(event)
        except PARSE_ERRORS as exc:
            raise self._malformed(f"a stream event of unexpected shape ({exc})", payload) from exc

    def _malformed(self, what: str, payload: bytes) -> ProviderResponseError:
        return ProviderResponseError(f"{self.provider} sent {what}", payload=payload, partial=self.partial())

    @abstractmethod
    def _event(self, event: dict[str, Any]) -> ChatResponse | None:
        """The chunk one decoded event gives, if any; may raise ``PARSE_ERRORS``."""

    @abstractmethod
    def partial(self) -> ChatResponse:
        """What had arrived so far."""
