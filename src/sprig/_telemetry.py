"""OpenTelemetry spans with the GenAI semantic conventions, through ``opentelemetry-api`` only.

Without an SDK installed and configured the API hands out non-recording spans, so the cost when
tracing is off is one cheap call per span.
"""

from __future__ import annotations

import os
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from typing import Any

from opentelemetry import trace
from opentelemetry.trace import Span, Status, StatusCode

__all__ = ["capture_content", "span"]

_tracer = trace.get_tracer("sprig")


def capture_content() -> bool:
    """Whether tool arguments and results may be recorded on spans (opt-in).

    Set ``SPRIG_OTEL_CAPTURE_CONTENT=true`` (or the GenAI convention's
    ``OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT=true``) to opt in.
    """
    for name in ("SPRIG_OTEL_CAPTURE_CONTENT", "OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT"):
        if os.environ.get(name, "").lower() in ("1", "true", "yes"):
            return True
    return False


@contextmanager
def span(name: str, attributes: Mapping[str, Any] | None = None, *, current: bool = True) -> Iterator[Span]:
    """A span around a block; an exception marks it as an error and propagates.

    Use ``current=False`` inside async generators: a span made current there could be detached
    in another context when the generator is closed.
    """
    if current:
        with (
            _tracer.start_as_current_span(name, record_exception=False, set_status_on_exception=False) as made,
            _recording_errors(made, attributes),
        ):
            yield made
    else:
        made = _tracer.start_span(name)
        try:
            with _recording_errors(made, attributes):
                yield made
        finally:
            made.end()


@contextmanager
def _recording_errors(made: Span, attributes: Mapping[str, Any] | None) -> Iterator[None]:
    if attributes and made.is_recording():
        made.set_attributes({k: v for k, v in attributes.items() if v is not None})
    try:
        yield
    except BaseException as error:
        if made.is_recording():
            made.set_status(Status(StatusCode.ERROR, str(error)))
            made.set_attribute("error.type", type(error).__qualname__)
        raise
