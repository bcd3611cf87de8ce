"""``RetryPolicy``: when and how long a model waits before trying a failed request again.

Rate limits (429), server errors (5xx) and connection failures are retried with exponential
backoff and jitter. A ``Retry-After`` (or ``retry-after-ms``) header from the provider is
honoured: the next attempt waits exactly that long. When the provider asks for a longer wait
than ``max_backoff``, the policy gives up at once instead of sleeping for minutes, and the typed
error reaches the caller.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Mapping
from dataclasses import dataclass
from email.utils import parsedate_to_datetime

__all__ = ["RetryPolicy"]


@dataclass(frozen=True, slots=True)
class RetryPolicy:
    """Exponential backoff with jitter.

    ``max_attempts`` counts every attempt, the first one included (``1`` disables retries).
    The wait before attempt ``n + 1`` is ``initial_backoff * multiplier ** (n - 1)``, capped at
    ``max_backoff`` and then spread by ``± jitter`` (a fraction: ``0.2`` means ±20 %).
    """

    max_attempts: int = 3
    initial_backoff: float = 0.5
    max_backoff: float = 30.0
    multiplier: float = 2.0
    jitter: float = 0.2

    def __post_init__(self) -> None:
        if isinstance(self.max_attempts, bool) or not isinstance(self.max_attempts, int) or self.max_attempts < 1:
            raise ValueError(f"RetryPolicy.max_attempts must be an integer >= 1, got {self.max_attempts!r}")
        for name in ("initial_backoff", "max_backoff", "multiplier", "jitter"):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
                raise ValueError(f"RetryPolicy.{name} must be a finite number, got {value!r}")
            if value < 0:
                raise ValueError(f"RetryPolicy.{name} must not be negative, got {value!r}")
        if self.multiplier < 1:
            raise ValueError(f"RetryPolicy.multiplier must be >= 1, got {self.multiplier!r}")
        if self.jitter > 1:
            raise ValueError(f"RetryPolicy.jitter is a fraction between 0 and 1, got {self.jitter!r}")

    @classmethod
    def none(cls) -> RetryPolicy:
        """A policy that never retries."""
        return cls(max_attempts=1)

    @staticmethod
    def retryable_status(status: int) -> bool:
        """Whether an HTTP status is worth another attempt (429 and 5xx)."""
        return status == 429 or status >= 500

    def backoff(self, attempt: int) -> float:
        """Seconds to wait after failed attempt number ``attempt`` (1-based), jitter included."""
        base = min(self.initial_backoff * self.multiplier ** (attempt - 1), self.max_backoff)
        if self.jitter:
            base *= 1.0 + self.jitter * (2.0 * random.random() - 1.0)
        return max(base, 0.0)

    def delay(self, attempt: int, retry_after: float | None = None) -> float | None:
        """The wait before the next attempt, or ``None`` when no attempt should follow.

        ``attempt`` is the number of the attempt that just failed; ``retry_after`` the wait the
        provider asked for, if any.
        """
        if attempt >= self.max_attempts:
            return None
        if retry_after is not None:
            return retry_after if retry_after <= self.max_backoff else None
        return self.backoff(attempt)


def parse_retry_after(headers: Mapping[str, str]) -> float | None:
    """Seconds a provider asked us to wait: ``retry-after-ms``, or ``Retry-After`` in seconds
    or as an HTTP date. ``None`` when absent or unreadable."""
    millis = headers.get("retry-after-ms")
    if millis is not None:
        try:
            value = float(millis) / 1000.0
        except ValueError:
            value = math.nan
        if math.isfinite(value) and value >= 0:
            return value
    raw = headers.get("retry-after")
    if raw is None:
        return None
    try:
        seconds = float(raw)
    except ValueError:
        try:
            moment = parsedate_to_datetime(raw)
        except (TypeError, ValueError):
            return None
        return max(moment.timestamp() - time.time(), 0.0)
    return seconds if math.isfinite(seconds) and seconds >= 0 else None
