"""Providers, ``ToolCallbacks``, ``resolve_tool_callbacks`` and the resolver by name."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from sprig import DuplicateToolNameError
from sprig.tools import (
    FunctionToolCallback,
    MethodToolCallbackProvider,
    StaticToolCallbackProvider,
    ToolCallback,
    ToolCallbackProvider,
    ToolCallbackResolver,
    ToolCallbacks,
    aresolve_tool_callbacks,
    resolve_tool_callbacks,
    tool,
)


@tool
def alpha(x: int) -> int:
    return x


@tool
async def beta() -> str:
    return "b"


class Gamma:
    @tool
    def gamma(self) -> str:
        return "g"

    @tool
    def delta(self) -> str:
        return "d"


def fixed(name: str) -> ToolCallback:
    return FunctionToolCallback(name, lambda: name)


class AsyncOnlyProvider(ToolCallbackProvider):
    """A provider whose listing needs I/O, like an MCP server."""

    def __init__(self, *names: str) -> None:
        self.names = names
        self.listings = 0

    async def atool_callbacks(self) -> Sequence[ToolCallback]:
        self.listings += 1
        return [fixed(name) for name in self.names]


def names(callbacks: Sequence[ToolCallback]) -> list[str]:
    return [c.name for c in callbacks]


def test_static_provider_takes_callbacks_or_lists() -> None:
    one, two = fixed("one"), fixed("two")
    assert names(StaticToolCallbackProvider(one, two).tool_callbacks()) == ["one", "two"]
    assert names(StaticToolCallbackProvider([one, two]).tool_callbacks()) == ["one", "two"]
    with pytest.raises(DuplicateToolNameError, match="'one'"):
        StaticToolCallbackProvider(one, fixed("one"))
    with pytest.raises(TypeError, match="takes ToolCallback objects"):
        StaticToolCallbackProvider(alpha)  # type: ignore[arg-type]


async def test_static_provider_async_face() -> None:
    assert names(await StaticToolCallbackProvider(fixed("x")).atool_callbacks()) == ["x"]


def test_method_provider_binds_objects_and_checks_them() -> None:
    provider = MethodToolCallbackProvider(Gamma())
    assert names(provider.tool_callbacks()) == ["gamma", "delta"]
    assert provider.tool_callbacks()[1].call("") == "d"
    with pytest.raises(TypeError, match="object has no @tool methods"):
        MethodToolCallbackProvider(Gamma(), object())
    with pytest.raises(DuplicateToolNameError, match="'gamma'"):
        MethodToolCallbackProvider(Gamma(), Gamma())
    with pytest.raises(ValueError, match="at least one"):
        MethodToolCallbackProvider()


def test_provider_must_override_one_method() -> None:
    class Lazy(ToolCallbackProvider):
        pass

    with pytest.raises(TypeError, match="must override"):
        Lazy().tool_callbacks()


def test_async_only_provider_has_a_blocking_face() -> None:
    assert names(AsyncOnlyProvider("p").tool_callbacks()) == ["p"]


def test_resolve_any_mix_in_order() -> None:
    callbacks = resolve_tool_callbacks(
        alpha, [beta, Gamma()], fixed("eps"), StaticToolCallbackProvider(fixed("zeta")), AsyncOnlyProvider("eta")
    )
    assert names(callbacks) == ["alpha", "beta", "gamma", "delta", "eps", "zeta", "eta"]


async def test_aresolve_awaits_async_providers() -> None:
    provider = AsyncOnlyProvider("m1", "m2")
    callbacks = await aresolve_tool_callbacks(alpha, provider)
    assert names(callbacks) == ["alpha", "m1", "m2"]
    assert provider.listings == 1
    assert await callbacks[1].acall("") == "m1"


@pytest.mark.parametrize("bad", ["alpha", 42, None, {"name": "x"}])
def test_resolve_rejects_what_is_not_a_tool(bad: object) -> None:
    with pytest.raises(TypeError, match="not a tool"):
        resolve_tool_callbacks(alpha, bad)


def test_resolve_rejects_duplicates_and_objects_without_tools() -> None:
    with pytest.raises(DuplicateToolNameError, match="'alpha'"):
        resolve_tool_callbacks(alpha, FunctionToolCallback("alpha", lambda: 1))
    with pytest.raises(TypeError, match="Plain object has no @tool methods"):

        class Plain:
            pass

        resolve_tool_callbacks(Plain())


def test_tool_callbacks_from_objects() -> None:
    assert names(ToolCallbacks.from_objects(Gamma(), alpha)) == ["gamma", "delta", "alpha"]
    with pytest.raises(TypeError, match="namespace"):
        ToolCallbacks()
    with pytest.raises(DuplicateToolNameError):
        ToolCallbacks.from_objects(Gamma(), Gamma())


def test_resolver_by_name() -> None:
    provider = AsyncOnlyProvider("remote")
    resolver = ToolCallbackResolver(alpha, Gamma(), provider)
    assert resolver.resolve("alpha") is not None
    assert resolver.resolve("delta") is not None and resolver.resolve("delta").call("") == "d"  # type: ignore[union-attr]
    assert provider.listings == 0  # static names need no listing
    assert resolver.resolve("remote") is not None
    assert resolver.resolve("missing") is None
    assert provider.listings == 1  # listed once, then cached
    resolver.refresh()
    assert resolver.resolve("remote") is not None
    assert provider.listings == 2
    assert resolver.names() == ["alpha", "gamma", "delta", "remote"]


async def test_resolver_async_lookup_and_register() -> None:
    resolver = ToolCallbackResolver()
    assert await resolver.aresolve("beta") is None
    resolver.register(beta, AsyncOnlyProvider("far"))
    found = await resolver.aresolve("far")
    assert found is not None and await found.acall("") == "far"
    assert (await resolver.aresolve("beta")) is not None
    with pytest.raises(DuplicateToolNameError):
        resolver.register(beta)


def test_from_functions_builds_callbacks_of_functions_and_refuses_other_things() -> None:
    from sprig import ToolCallbacks, tool

    @tool(description="Add two numbers")
    def add(a: int, b: int) -> int:
        return a + b

    def plain(text: str) -> str:
        """Echo the text."""
        return text

    callbacks = ToolCallbacks.from_functions(add, plain)
    assert [c.definition.name for c in callbacks] == ["add", "plain"]
    assert callbacks[0].definition.description == "Add two numbers"
    assert callbacks[0].call('{"a": 2, "b": 3}') == "5"
    assert callbacks[1].definition.description == "Echo the text."
    with pytest.raises(TypeError, match="functions"):
        ToolCallbacks.from_functions(object())  # type: ignore[arg-type]
