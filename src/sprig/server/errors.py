"""What a failed run tells the client: an :class:`~sprig.server.http.ApiError` for any exception.

Provider failures become 502 (the upstream model failed), a request that cannot be carried out
as given (a resume naming an unknown call, an invalid edit) 400, a shared store that cannot be
reached or does not answer in time (Redis down or restarting) 503, which a client may retry, and
anything else 500 with a generic message, so internal details and secrets never reach the client.
"""

from __future__ import annotations

import logging

from sprig.server.http import ApiError

__all__ = ["api_error_of"]

log = logging.getLogger("sprig.server")


def api_error_of(exc: BaseException) -> ApiError:
    """The API error to answer ``exc`` with."""
    from sprig.advisors.tool_call import ToolCallLoopError
    from sprig.models.errors import ChatModelError
    from sprig.state.redis import StoreUnavailableError
    from sprig.usage import UsageLimitExceededError

    if isinstance(exc, ApiError):
        return exc
    if isinstance(exc, StoreUnavailableError):  # its message names the address, never a password
        return ApiError(503, f"the state store is unavailable, try again: {exc}", code="store_unavailable")
    if isinstance(exc, ChatModelError):
        return ApiError(502, f"the model failed: {exc}", code="model_error")
    if isinstance(exc, UsageLimitExceededError):  # the run's budget: retrying the same run cannot help
        return ApiError(429, str(exc), code="usage_limit_exceeded")
    if isinstance(exc, ToolCallLoopError):
        return ApiError(500, f"the tool loop stopped: {exc}", code="tool_loop_error")
    if isinstance(exc, ValueError):
        return ApiError(400, str(exc), code="invalid_request")
    log.exception("run failed", exc_info=exc)
    return ApiError(500, "the run failed with an internal error", code="internal_error")
