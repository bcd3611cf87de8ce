"""Ready advisors: the tool loop, todo reminders, tool search, structured output, memory, logging, safeguards."""

from __future__ import annotations

from typing import TYPE_CHECKING

from sprig._lazy import lazy_exports

if TYPE_CHECKING:
    from sprig.advisors.compaction import CompactionAdvisor
    from sprig.advisors.memory import MessageChatMemoryAdvisor
    from sprig.advisors.safeguard import SafeGuardAdvisor
    from sprig.advisors.simple_logger import SimpleLoggerAdvisor
    from sprig.advisors.structured_output import StructuredOutputValidationAdvisor
    from sprig.advisors.todo_reminder import TodoReminderAdvisor
    from sprig.advisors.tool_call import (
        MaxToolRoundsExceededError,
        ToolCallAdvisor,
        ToolCallLoopError,
        ToolCallRetriesExhaustedError,
    )
    from sprig.advisors.tool_search import ToolSearchAdvisor

__getattr__ = lazy_exports(
    __name__,
    {
        "CompactionAdvisor": "sprig.advisors.compaction",
        "MessageChatMemoryAdvisor": "sprig.advisors.memory",
        "SafeGuardAdvisor": "sprig.advisors.safeguard",
        "SimpleLoggerAdvisor": "sprig.advisors.simple_logger",
        "StructuredOutputValidationAdvisor": "sprig.advisors.structured_output",
        "TodoReminderAdvisor": "sprig.advisors.todo_reminder",
        "ToolSearchAdvisor": "sprig.advisors.tool_search",
        "MaxToolRoundsExceededError": "sprig.advisors.tool_call",
        "ToolCallAdvisor": "sprig.advisors.tool_call",
        "ToolCallLoopError": "sprig.advisors.tool_call",
        "ToolCallRetriesExhaustedError": "sprig.advisors.tool_call",
    },
)

__all__ = [
    "CompactionAdvisor",
    "MaxToolRoundsExceededError",
    "MessageChatMemoryAdvisor",
    "SafeGuardAdvisor",
    "SimpleLoggerAdvisor",
    "StructuredOutputValidationAdvisor",
    "TodoReminderAdvisor",
    "ToolCallAdvisor",
    "ToolCallLoopError",
    "ToolCallRetriesExhaustedError",
    "ToolSearchAdvisor",
]
