"""Tools: ``@tool`` functions and methods, callbacks, providers and the tool-calling manager."""

from __future__ import annotations

from sprig.tools.callback import ToolCallback
from sprig.tools.context import ToolContext
from sprig.tools.converters import DefaultToolCallResultConverter, ToolCallResultConverter
from sprig.tools.decorator import ToolNameWarning, tool
from sprig.tools.definition import ApprovalRule, ToolDefinition, ToolMetadata
from sprig.tools.errors import (
    ArgumentIssue,
    ToolArgumentError,
    ToolError,
    ToolExecutionError,
    ToolLimitExceededError,
    ToolNotFoundError,
    ToolResultConversionError,
)
from sprig.tools.external import ExternalTool
from sprig.tools.function import FunctionToolCallback, MethodToolCallback
from sprig.tools.manager import (
    DEFAULT_MAX_RESULT_CHARS,
    DEFAULT_TOOL_TIMEOUT,
    LimitBehavior,
    ToolCallingManager,
    ToolCallOutcome,
    ToolErrorKind,
    ToolExecutionResult,
)
from sprig.tools.param import ToolParam
from sprig.tools.processor import DefaultToolExecutionExceptionProcessor, ToolExecutionExceptionProcessor
from sprig.tools.progress import ToolProgress, progress_reporter, report_progress
from sprig.tools.provider import MethodToolCallbackProvider, StaticToolCallbackProvider, ToolCallbackProvider
from sprig.tools.resolve import (
    ToolCallbackResolver,
    ToolCallbacks,
    aresolve_tool_callbacks,
    resolve_tool_callbacks,
)
from sprig.tools.search import BM25ToolIndex, ToolIndex
from sprig.tools.structured import StructuredResult
from sprig.tools.threads import (
    DEFAULT_MAX_STUCK,
    ToolThreadPool,
    ToolThreadsExhaustedError,
    configure_tool_threads,
    tool_thread_pool,
)

__all__ = [
    "DEFAULT_MAX_RESULT_CHARS",
    "DEFAULT_MAX_STUCK",
    "DEFAULT_TOOL_TIMEOUT",
    "ApprovalRule",
    "ArgumentIssue",
    "BM25ToolIndex",
    "DefaultToolCallResultConverter",
    "DefaultToolExecutionExceptionProcessor",
    "ExternalTool",
    "FunctionToolCallback",
    "LimitBehavior",
    "MethodToolCallback",
    "MethodToolCallbackProvider",
    "StaticToolCallbackProvider",
    "StructuredResult",
    "ToolArgumentError",
    "ToolCallOutcome",
    "ToolCallResultConverter",
    "ToolCallback",
    "ToolCallbackProvider",
    "ToolCallbackResolver",
    "ToolCallbacks",
    "ToolCallingManager",
    "ToolContext",
    "ToolDefinition",
    "ToolError",
    "ToolErrorKind",
    "ToolExecutionError",
    "ToolExecutionExceptionProcessor",
    "ToolExecutionResult",
    "ToolIndex",
    "ToolLimitExceededError",
    "ToolMetadata",
    "ToolNameWarning",
    "ToolNotFoundError",
    "ToolParam",
    "ToolProgress",
    "ToolResultConversionError",
    "ToolThreadPool",
    "ToolThreadsExhaustedError",
    "aresolve_tool_callbacks",
    "configure_tool_threads",
    "progress_reporter",
    "report_progress",
    "resolve_tool_callbacks",
    "tool",
    "tool_thread_pool",
]
