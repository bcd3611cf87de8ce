"""Chat models: the protocol, responses, errors and one module per provider family."""

from __future__ import annotations

from typing import TYPE_CHECKING

from sprig._lazy import lazy_exports
from sprig.models.base import ChatModel
from sprig.models.errors import (
    AuthenticationError,
    BadRequestError,
    ChatModelError,
    ContextLengthError,
    ModelConnectionError,
    ModelTimeoutError,
    ProviderResponseError,
    RateLimitError,
    RefusalError,
    ServerError,
    StreamInterruptedError,
)
from sprig.models.response import (
    ChatResponse,
    FinishReason,
    Generation,
    ToolCallDelta,
    Usage,
    aggregate_chunks,
)

if TYPE_CHECKING:
    from sprig.models.anthropic import AnthropicChatModel
    from sprig.models.fallback import FallbackChatModel, FallbackFailedError
    from sprig.models.local import LocalChatModel
    from sprig.models.openai import OpenAiChatModel
    from sprig.models.openai_responses import OpenAiResponsesChatModel
    from sprig.models.retry import RetryPolicy
    from sprig.models.scripted import ScriptedChatModel
    from sprig.models.spec import from_spec

__getattr__ = lazy_exports(
    __name__,
    {
        "AnthropicChatModel": "sprig.models.anthropic",
        "FallbackChatModel": "sprig.models.fallback",
        "FallbackFailedError": "sprig.models.fallback",
        "LocalChatModel": "sprig.models.local",
        "OpenAiChatModel": "sprig.models.openai",
        "OpenAiResponsesChatModel": "sprig.models.openai_responses",
        "RetryPolicy": "sprig.models.retry",
        "ScriptedChatModel": "sprig.models.scripted",
        "from_spec": "sprig.models.spec",
    },
)

__all__ = [
    "AnthropicChatModel",
    "AuthenticationError",
    "BadRequestError",
    "ChatModel",
    "ChatModelError",
    "ChatResponse",
    "ContextLengthError",
    "FallbackChatModel",
    "FallbackFailedError",
    "FinishReason",
    "Generation",
    "LocalChatModel",
    "ModelConnectionError",
    "ModelTimeoutError",
    "OpenAiChatModel",
    "OpenAiResponsesChatModel",
    "ProviderResponseError",
    "RateLimitError",
    "RefusalError",
    "RetryPolicy",
    "ScriptedChatModel",
    "ServerError",
    "StreamInterruptedError",
    "ToolCallDelta",
    "Usage",
    "aggregate_chunks",
    "from_spec",
]
