"""Ready tools: a todo list for planning, time, weather, translation and a sandboxed file system.

Each toolkit is a class whose ``@tool`` methods become tools: pass an instance to
``ChatClient.tools(...)``. Problems the model can fix are raised as :class:`ToolkitError`
with a message written for the model. The toolkits are imported on first use.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from sprig._lazy import lazy_exports

if TYPE_CHECKING:
    from sprig.toolkits.errors import ToolkitError
    from sprig.toolkits.filesystem import FileSystemTools
    from sprig.toolkits.time import TimeTools
    from sprig.toolkits.todo import (
        TODO_READ_TOOL,
        TODO_UPDATE_TOOL,
        TodoItem,
        TodoStatus,
        TodoTools,
        render_todos,
    )
    from sprig.toolkits.translate import TranslateTools
    from sprig.toolkits.weather import WeatherTools

_TODO = "sprig.toolkits.todo"

__getattr__ = lazy_exports(
    __name__,
    {
        **dict.fromkeys(
            ["TODO_READ_TOOL", "TODO_UPDATE_TOOL", "TodoItem", "TodoStatus", "TodoTools", "render_todos"],
            _TODO,
        ),
        "FileSystemTools": "sprig.toolkits.filesystem",
        "TimeTools": "sprig.toolkits.time",
        "ToolkitError": "sprig.toolkits.errors",
        "TranslateTools": "sprig.toolkits.translate",
        "WeatherTools": "sprig.toolkits.weather",
    },
)

__all__ = [
    "TODO_READ_TOOL",
    "TODO_UPDATE_TOOL",
    "FileSystemTools",
    "TimeTools",
    "TodoItem",
    "TodoStatus",
    "TodoTools",
    "ToolkitError",
    "TranslateTools",
    "WeatherTools",
    "render_todos",
]
