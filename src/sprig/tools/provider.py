"""Tool callback providers: sources of tool callbacks (static lists, objects, MCP servers)."""

from __future__ import annotations

from abc import ABC
from collections.abc import Iterable, Sequence
from typing import Any

from sprig._sync import run_sync
from sprig.prompt import check_unique_tool_names
from sprig.tools.callback import ToolCallback
from sprig.tools.function import tool_callbacks_of

__all__ = ["MethodToolCallbackProvider", "StaticToolCallbackProvider", "ToolCallbackProvider"]


class ToolCallbackProvider(ABC):  # noqa: B024 - either method may be the one overridden
    """Supplies tool callbacks. Override at least one of the two methods.

    Providers whose listing needs I/O (an MCP server) override :meth:`atool_callbacks`; static
    ones override :meth:`tool_callbacks`. The chat client always awaits ``atool_callbacks``.
    """

    async def atool_callbacks(self) -> Sequence[ToolCallback]:
        """The callbacks this provider offers now."""
        if type(self).tool_callbacks is ToolCallbackProvider.tool_callbacks:
            raise TypeError(f"{type(self).__name__} must override tool_callbacks() or atool_callbacks()")
        return self.tool_callbacks()

    def tool_callbacks(self) -> Sequence[ToolCallback]:
        """Blocking face of :meth:`atool_callbacks`."""
        if type(self).atool_callbacks is ToolCallbackProvider.atool_callbacks:
            raise TypeError(f"{type(self).__name__} must override tool_callbacks() or atool_callbacks()")
        return run_sync(self.atool_callbacks())


class StaticToolCallbackProvider(ToolCallbackProvider):
    """A fixed list of callbacks: ``StaticToolCallbackProvider(cb1, cb2)`` or ``(...)([cb1, cb2])``.

    Names must be unique (:class:`~sprig.prompt.DuplicateToolNameError` otherwise).
    """

    def __init__(self, *callbacks: ToolCallback | Iterable[ToolCallback]) -> None:
        flat: list[ToolCallback] = []
        for item in callbacks:
            if isinstance(item, ToolCallback):
                flat.append(item)
            elif isinstance(item, Iterable) and not isinstance(item, (str, bytes)):
                flat.extend(_checked(each) for each in item)
            else:
                _checked(item)
        check_unique_tool_names(flat)
        self._callbacks = tuple(flat)

    def tool_callbacks(self) -> Sequence[ToolCallback]:
        """The callbacks given at construction."""
        return self._callbacks

    def __repr__(self) -> str:
        return f"StaticToolCallbackProvider({[c.name for c in self._callbacks]!r})"


def _checked(item: Any) -> ToolCallback:
    if not isinstance(item, ToolCallback):
        raise TypeError(f"StaticToolCallbackProvider takes ToolCallback objects, got {item!r}")
    return item


class MethodToolCallbackProvider(ToolCallbackProvider):
    """The ``@tool`` methods of some objects, bound to them (Spring AI's method provider).

    Every object must have at least one ``@tool`` method, and the names must be unique; both
    are checked at construction.
    """

    def __init__(self, *tool_objects: object) -> None:
        if not tool_objects:
            raise ValueError("MethodToolCallbackProvider needs at least one object with @tool methods")
        flat = [callback for obj in tool_objects for callback in tool_callbacks_of(obj)]
        check_unique_tool_names(flat)
        self._callbacks = tuple(flat)

    def tool_callbacks(self) -> Sequence[ToolCallback]:
        """The bound callbacks of the objects given at construction."""
        return self._callbacks

    def __repr__(self) -> str:
        return f"MethodToolCallbackProvider({[c.name for c in self._callbacks]!r})"
