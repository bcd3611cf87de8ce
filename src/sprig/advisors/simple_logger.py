"""``SimpleLoggerAdvisor``: log every request and response (every round, after the tool loop)."""

from __future__ import annotations

import logging
from collections.abc import Callable

from sprig.chat.advisor import DEFAULT_ADVISOR_ORDER, BaseAdvisor
from sprig.chat.request import ChatClientRequest, ChatClientResponse

__all__ = ["SimpleLoggerAdvisor"]

_log = logging.getLogger("sprig.advisors.SimpleLoggerAdvisor")


def _describe_request(request: ChatClientRequest) -> str:
    options = request.prompt.options
    # ``ChatOptions``' repr leaves out the tool context; its keys are enough (values are secrets).
    context = f" tool_context keys={sorted(options.tool_context)!r}" if options.tool_context else ""
    return f"request: {list(request.prompt.messages)!r} options={options!r}{context}"


def _describe_response(response: ChatClientResponse) -> str:
    return f"response: {response.chat_response!r}"


class SimpleLoggerAdvisor(BaseAdvisor):
    """Logs the request and the response at DEBUG through :mod:`logging`.

    Its default order puts it after the tool advisor, so it logs every round. In streams the
    response is logged once, aggregated. Formatters can be replaced. The default request
    formatter logs the keys of the ``tool_context``, never its values (they are often secrets).
    """

    def __init__(
        self,
        *,
        order: int = DEFAULT_ADVISOR_ORDER,
        logger: logging.Logger | None = None,
        request_formatter: Callable[[ChatClientRequest], str] = _describe_request,
        response_formatter: Callable[[ChatClientResponse], str] = _describe_response,
    ) -> None:
        super().__init__(order=order)
        self.logger = logger or _log
        self.request_formatter = request_formatter
        self.response_formatter = response_formatter

    def before(self, request: ChatClientRequest) -> ChatClientRequest:
        """Log the request."""
        if self.logger.isEnabledFor(logging.DEBUG):
            self.logger.debug(self.request_formatter(request))
        return request

    def after(self, response: ChatClientResponse) -> ChatClientResponse:
        """Log the response."""
        if self.logger.isEnabledFor(logging.DEBUG):
            self.logger.debug(self.response_formatter(response))
        return response
