"""OpenTelemetry spans with the GenAI semantic conventions, through ``opentelemetry-api`` only.

Without an SDK installed and configured the API hands out non-recording spans, so the cost when
tracing is off is one cheap call per span.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator, Mapping
from contextlib import AbstractContextManager, contextmanager
from types import TracebackType
from typing import TYPE_CHECKING, Any, cast

if TYPE_CHECKING:
    from opentelemetry.trace import Span, Tracer

__all__ = ["capture_content", "span"]

_PROVIDER_ENV = "OTEL_PYTHON_TRACER_PROVIDER"
_tracer: Tracer | None = None


def capture_content() -> bool:
    """Whether tool arguments and results may be recorded on spans (opt-in).

    Set ``SPRIG_OTEL_CAPTURE_CONTENT=true`` (or the GenAI convention's
    ``OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT=true``) to opt in.
    """
    for name in ("SPRIG_OTEL_CAPTURE_CONTENT", "OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT"):
        if os.environ.get(name, "").lower() in ("1", "true", "yes"):
            return True
    return False


class _Off:
    """The span (and its context manager) while no tracer provider is configured: records nothing.

    Without a provider the API would hand out non-recording spans anyway; skipping it saves the
    context attach/detach and the generator of every span on the hot path.
    """

    __slots__ = ()

    def __enter__(self) -> Span:
        return self  # type: ignore[return-value]  # the no-op stands in for a Span

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        return None

    def is_recording(self) -> bool:
        return False

    def set_attribute(self, key: str, value: Any) -> None:
        return None

    def set_attributes(self, attributes: Mapping[str, Any]) -> None:
        return None

    def set_status(self, *args: Any, **kwargs: Any) -> None:
        return None

    def end(self, end_time: int | None = None) -> None:
        return None


_OFF = _Off()
_OFF_SPAN = cast("AbstractContextManager[Span]", _OFF)  # typed once, not cast per span


def _active_tracer() -> Tracer | None:
    """sprig's tracer when a real tracer provider is configured, else ``None``.

    OpenTelemetry is imported on first need: a provider can only have been configured by code
    that imported ``opentelemetry.trace`` (or through ``OTEL_PYTHON_TRACER_PROVIDER``).
    """
    global _tracer
    if "opentelemetry.trace" not in sys.modules and not os.environ.get(_PROVIDER_ENV):
        return None
    from opentelemetry import trace

    if isinstance(trace.get_tracer_provider(), (trace.ProxyTracerProvider, trace.NoOpTracerProvider)):
        return None
    if _tracer is None:
        _tracer = trace.get_tracer("sprig")
    return _tracer


def span(
    name: str, attributes: Mapping[str, Any] | None = None, *, current: bool = True
) -> AbstractContextManager[Span]:
    """A span around a block; an exception marks it as an error and propagates.

    Use ``current=False`` inside async generators: a span made current there could be detached
    in another context when the generator is closed. Costs one check when tracing is off.
    """
    tracer = _active_tracer()
    if tracer is None:
        return _OFF_SPAN
    return _span(tracer, name, attributes, current)


@contextmanager
def _span(tracer: Tracer, name: str, attributes: Mapping[str, Any] | None, current: bool) -> Iterator[Span]:
    if current:
        with (
            tracer.start_as_current_span(name, record_exception=False, set_status_on_exception=False) as made,
            _recording_errors(made, attributes),
        ):
            yield made
    else:
        made = tracer.start_span(name)
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
            from opentelemetry.trace import Status, StatusCode

            made.set_status(Status(StatusCode.ERROR, str(error)))
            made.set_attribute("error.type", type(error).__qualname__)
        raise
