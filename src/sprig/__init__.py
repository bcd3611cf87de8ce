"""sprig: tool-calling LLM applications with a ChatClient, an advisor chain and one tool loop.

The public API is re-exported here; everything else is private by convention.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from sprig._lazy import lazy_exports
from sprig.messages import (
    AssistantMessage,
    Message,
    SystemMessage,
    ToolCall,
    ToolResponse,
    ToolResponseMessage,
    UserMessage,
)
from sprig.prompt import ChatOptions, DuplicateToolNameError, Prompt

if TYPE_CHECKING:
    from sprig.chat import (
        Advisor,
        AdvisorChain,
        BaseAdvisor,
        CallAdvisor,
        ChatClient,
        ChatClientRequest,
        ChatClientResponse,
        EntityParseError,
        StreamAdvisor,
    )
    from sprig.chat.events import (
        DoneEvent,
        ReasoningDeltaEvent,
        ReminderEvent,
        RetryEvent,
        ReturnDirectEvent,
        StreamEvent,
        TextDeltaEvent,
        ToolArgumentsDeltaEvent,
        ToolCallStartedEvent,
        ToolProgressEvent,
        ToolResultEvent,
        UsageEvent,
    )
    from sprig.tools import (
        DefaultToolExecutionExceptionProcessor,
        FunctionToolCallback,
        MethodToolCallback,
        MethodToolCallbackProvider,
        StaticToolCallbackProvider,
        ToolArgumentError,
        ToolCallback,
        ToolCallbackProvider,
        ToolCallbackResolver,
        ToolCallbacks,
        ToolCallingManager,
        ToolCallOutcome,
        ToolContext,
        ToolDefinition,
        ToolErrorKind,
        ToolExecutionError,
        ToolExecutionResult,
        ToolLimitExceededError,
        ToolMetadata,
        ToolNotFoundError,
        ToolParam,
        tool,
    )
    from sprig.tools.progress import report_progress
    from sprig.tools.structured import StructuredResult

_TOOLS = "sprig.tools"
_CHAT = "sprig.chat"
_EVENTS = "sprig.chat.events"

__getattr__ = lazy_exports(
    __name__,
    {
        **dict.fromkeys(
            [
                "DefaultToolExecutionExceptionProcessor",
                "FunctionToolCallback",
                "MethodToolCallback",
                "MethodToolCallbackProvider",
                "StaticToolCallbackProvider",
                "ToolArgumentError",
                "ToolCallback",
                "ToolCallbackProvider",
                "ToolCallbackResolver",
                "ToolCallbacks",
                "ToolCallingManager",
                "ToolCallOutcome",
                "ToolContext",
                "ToolDefinition",
                "ToolErrorKind",
                "ToolExecutionError",
                "ToolExecutionResult",
                "ToolLimitExceededError",
                "ToolMetadata",
                "ToolNotFoundError",
                "ToolParam",
                "tool",
                "StructuredResult",
                "report_progress",
            ],
            _TOOLS,
        ),
        **dict.fromkeys(
            [
                "Advisor",
                "AdvisorChain",
                "BaseAdvisor",
                "CallAdvisor",
                "ChatClient",
                "ChatClientRequest",
                "ChatClientResponse",
                "EntityParseError",
                "StreamAdvisor",
            ],
            _CHAT,
        ),
        **dict.fromkeys(
            [
                "DoneEvent",
                "ReasoningDeltaEvent",
                "ReminderEvent",
                "RetryEvent",
                "ReturnDirectEvent",
                "StreamEvent",
                "TextDeltaEvent",
                "ToolArgumentsDeltaEvent",
                "ToolCallStartedEvent",
                "ToolProgressEvent",
                "ToolResultEvent",
                "UsageEvent",
            ],
            _EVENTS,
        ),
    },
)

__all__ = [
    "Advisor",
    "AdvisorChain",
    "AssistantMessage",
    "BaseAdvisor",
    "CallAdvisor",
    "ChatClient",
    "ChatClientRequest",
    "ChatClientResponse",
    "ChatOptions",
    "DefaultToolExecutionExceptionProcessor",
    "DoneEvent",
    "DuplicateToolNameError",
    "EntityParseError",
    "FunctionToolCallback",
    "Message",
    "MethodToolCallback",
    "MethodToolCallbackProvider",
    "Prompt",
    "ReasoningDeltaEvent",
    "ReminderEvent",
    "RetryEvent",
    "ReturnDirectEvent",
    "StaticToolCallbackProvider",
    "StreamAdvisor",
    "StreamEvent",
    "StructuredResult",
    "SystemMessage",
    "TextDeltaEvent",
    "ToolArgumentError",
    "ToolArgumentsDeltaEvent",
    "ToolCall",
    "ToolCallOutcome",
    "ToolCallStartedEvent",
    "ToolCallback",
    "ToolCallbackProvider",
    "ToolCallbackResolver",
    "ToolCallbacks",
    "ToolCallingManager",
    "ToolContext",
    "ToolDefinition",
    "ToolErrorKind",
    "ToolExecutionError",
    "ToolExecutionResult",
    "ToolLimitExceededError",
    "ToolMetadata",
    "ToolNotFoundError",
    "ToolParam",
    "ToolProgressEvent",
    "ToolResponse",
    "ToolResponseMessage",
    "ToolResultEvent",
    "UsageEvent",
    "UserMessage",
    "report_progress",
    "tool",
]

__version__ = "0.1.0"
