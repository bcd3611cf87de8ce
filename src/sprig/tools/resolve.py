"""From whatever a user passes as "tools" to a list of callbacks, and from a name to a callback.

Accepted everywhere tools are taken (``ChatClient.tools(...)``, ``ToolCallbackResolver``):

- a :class:`ToolCallback`;
- a :class:`ToolCallbackProvider` (listed through ``atool_callbacks`` on the async path);
- a ``@tool`` function or a bound method (a plain undecorated function is accepted too and
  becomes a tool named after it);
- an object with ``@tool`` methods (an object without any is an error that says so);
- a list, tuple or set of any of these.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from sprig.prompt import check_unique_tool_names
from sprig.tools.callback import ToolCallback
from sprig.tools.function import MethodToolCallback, tool_callbacks_of
from sprig.tools.provider import ToolCallbackProvider

__all__ = ["ToolCallbackResolver", "ToolCallbacks", "aresolve_tool_callbacks", "resolve_tool_callbacks"]


def _flatten(items: Iterable[Any]) -> Iterable[Any]:
    for item in items:
        if isinstance(item, (list, tuple, set, frozenset)):
            yield from _flatten(item)
        elif item is None or isinstance(item, (str, bytes, int, float, bool, dict)):
            raise TypeError(
                f"not a tool: {item!r}; pass @tool functions, objects with @tool methods, ToolCallbacks "
                "or ToolCallbackProviders"
            )
        else:
            yield item


def resolve_tool_callbacks(*items: Any) -> list[ToolCallback]:
    """Turn any mix of tools, tool objects, callbacks and providers into a list of callbacks.

    Providers are listed with their blocking ``tool_callbacks()``. Names must be unique:
    :class:`~sprig.prompt.DuplicateToolNameError` names the first duplicate.
    """
    callbacks: list[ToolCallback] = []
    for item in _flatten(items):
        if isinstance(item, ToolCallbackProvider):
            callbacks.extend(item.tool_callbacks())
        else:
            callbacks.extend(tool_callbacks_of(item))
    check_unique_tool_names(callbacks)
    return callbacks


def resolve_all_but_providers(*items: Any) -> list[ToolCallback | ToolCallbackProvider]:
    """Resolve what never changes (functions, objects, callbacks) now; keep providers to list later.

    For a client's default tools: resolving them once keeps their callbacks the same objects
    from request to request, so nothing is rebuilt per request, while providers (an MCP server)
    are still asked for their current tools each time.
    """
    resolved: list[ToolCallback | ToolCallbackProvider] = []
    for item in _flatten(items):
        resolved.extend([item] if isinstance(item, ToolCallbackProvider) else tool_callbacks_of(item))
    return resolved


async def aresolve_tool_callbacks(*items: Any) -> list[ToolCallback]:
    """Like :func:`resolve_tool_callbacks`, awaiting providers' ``atool_callbacks()``."""
    callbacks: list[ToolCallback] = []
    for item in _flatten(items):
        if isinstance(item, ToolCallbackProvider):
            callbacks.extend(await item.atool_callbacks())
        else:
            callbacks.extend(tool_callbacks_of(item))
    check_unique_tool_names(callbacks)
    return callbacks


class ToolCallbacks:
    """Factory functions for tool callbacks (Spring AI's ``ToolCallbacks.from(...)``)."""

    def __init__(self) -> None:
        raise TypeError("ToolCallbacks is a namespace of factory functions; call ToolCallbacks.from_objects(...)")

    @staticmethod
    def from_objects(*objects: object) -> list[ToolCallback]:
        """The callbacks of each object's ``@tool`` methods, bound to the object.

        ``@tool`` functions and bound methods are accepted too. An object with no ``@tool``
        method raises ``TypeError`` naming its type; duplicate names raise
        :class:`~sprig.prompt.DuplicateToolNameError`.
        """
        callbacks = [callback for obj in objects for callback in tool_callbacks_of(obj)]
        check_unique_tool_names(callbacks)
        return callbacks

    @staticmethod
    def from_functions(*functions: Callable[..., Any]) -> list[ToolCallback]:
        """The callbacks of functions and bound methods (``@tool`` ones keep their settings).

        Anything else raises ``TypeError``; duplicate names raise
        :class:`~sprig.prompt.DuplicateToolNameError`.
        """
        for function in functions:
            if not (inspect.isfunction(function) or inspect.ismethod(function)):
                raise TypeError(f"ToolCallbacks.from_functions takes functions or bound methods, got {function!r}")
        callbacks: list[ToolCallback] = [MethodToolCallback(function) for function in functions]
        check_unique_tool_names(callbacks)
        return callbacks


class ToolCallbackResolver:
    """Finds tool callbacks by name (for ``ChatOptions.tool_names``).

    Built from the same items :func:`resolve_tool_callbacks` accepts. Callbacks, functions and
    objects are indexed at construction; providers are listed on the first lookup that needs
    them and cached (call :meth:`refresh` to list them again). Subclasses may override
    :meth:`aresolve` (and :meth:`resolve`) to look tools up elsewhere.
    """

    def __init__(self, *tools: Any) -> None:
        self._static: dict[str, ToolCallback] = {}
        self._providers: list[ToolCallbackProvider] = []
        self._listed: dict[str, ToolCallback] | None = None
        self.register(*tools)

    def register(self, *tools: Any) -> None:
        """Add tools; a name already known raises :class:`~sprig.prompt.DuplicateToolNameError`."""
        callbacks: list[ToolCallback] = list(self._static.values())
        for item in _flatten(tools):
            if isinstance(item, ToolCallbackProvider):
                self._providers.append(item)
                self._listed = None
            else:
                callbacks.extend(tool_callbacks_of(item))
        check_unique_tool_names(callbacks)
        self._static = {callback.name: callback for callback in callbacks}

    def refresh(self) -> None:
        """Forget the providers' cached listings; the next lookup lists them again."""
        self._listed = None

    def _index(self, listed: Sequence[Sequence[ToolCallback]]) -> dict[str, ToolCallback]:
        index: dict[str, ToolCallback] = {}
        for callbacks in listed:
            for callback in callbacks:
                index.setdefault(callback.name, callback)
        self._listed = index
        return index

    def resolve(self, name: str) -> ToolCallback | None:
        """The callback named ``name``, or ``None`` (providers listed with their blocking face)."""
        found = self._static.get(name)
        if found is not None or not self._providers:
            return found
        listed = self._listed
        if listed is None:
            listed = self._index([provider.tool_callbacks() for provider in self._providers])
        return listed.get(name)

    async def aresolve(self, name: str) -> ToolCallback | None:
        """The callback named ``name``, or ``None`` (providers listed with ``atool_callbacks``)."""
        found = self._static.get(name)
        if found is not None or not self._providers:
            return found
        listed = self._listed
        if listed is None:
            listed = self._index([await provider.atool_callbacks() for provider in self._providers])
        return listed.get(name)

    def names(self) -> list[str]:
        """The names known without listing providers, plus those of providers already listed."""
        return [*self._static, *(n for n in (self._listed or {}) if n not in self._static)]

    def __repr__(self) -> str:
        return f"ToolCallbackResolver({self.names()!r}, providers={len(self._providers)})"
