"""Tool callbacks for Python callables.

- :class:`MethodToolCallback`: a ``@tool`` function, a bound ``@tool`` method, or any function
  whose parameters become the tool's parameters (Spring AI's method callback, which also
  covers static methods).
- :class:`FunctionToolCallback`: a callable that takes one input object (a pydantic model,
  dataclass or TypedDict) and optionally a ``ToolContext`` (Spring AI's function callback).

Both validate arguments with validators built once, run sync callables in a worker thread
of sprig's own bounded pool (:mod:`sprig.tools.threads`, never the loop's default executor) so
they never block the event loop, await async ones, and convert the result to text with the
tool's result converter.
"""

from __future__ import annotations

import dataclasses
import functools
import inspect
import types
import typing
import weakref
from collections.abc import Callable, Iterable, Mapping
from typing import Any

import typing_extensions
from pydantic import BaseModel, ConfigDict, PydanticUserError, TypeAdapter, create_model

from sprig.tools.arguments import ArgumentParser
from sprig.tools.callback import ToolCallback
from sprig.tools.context import ToolContext
from sprig.tools.converters import (
    ConverterFunction,
    ToolCallResultConverter,
    as_converter_function,
    is_default_converter,
)
from sprig.tools.decorator import (
    ToolSpec,
    check_requires_approval,
    check_timeout,
    check_tool_name,
    tool_spec_of,
)
from sprig.tools.definition import ApprovalRule, ToolDefinition, ToolMetadata
from sprig.tools.docstrings import describe, words_from_name
from sprig.tools.errors import ToolResultConversionError
from sprig.tools.examples import ToolExample, check_example_arguments, check_examples
from sprig.tools.schema import ParamBinding, finish_schema, is_context_type
from sprig.tools.threads import tool_thread_pool

__all__ = ["FunctionToolCallback", "MethodToolCallback", "tool_callbacks_of"]

_EMPTY_CONTEXT = ToolContext()
_NO_ARGUMENTS = create_model("Arguments", __config__=ConfigDict(extra="forbid"))
_adhoc_specs: weakref.WeakKeyDictionary[Any, ToolSpec] = weakref.WeakKeyDictionary()


def _context(context: ToolContext | Mapping[str, Any] | None) -> ToolContext:
    if isinstance(context, ToolContext):
        return context
    return ToolContext(context) if context else _EMPTY_CONTEXT


async def _invoke(
    name: str, target: Callable[..., Any], is_async: bool, args: list[Any], kwargs: dict[str, Any]
) -> Any:
    if is_async:
        return await target(*args, **kwargs)
    result = await tool_thread_pool().run(name, target, *args, **kwargs)
    if inspect.isawaitable(result):
        result = await result
    return result


def _convert(name: str, converter: ConverterFunction, result: Any, return_type: Any) -> str:
    try:
        text = converter(result, return_type)
    except Exception as exc:
        raise ToolResultConversionError(name, f"{type(exc).__name__}: {exc}") from exc
    if not isinstance(text, str):
        raise ToolResultConversionError(name, f"the result converter returned {type(text).__name__}, not str")
    return text


def result_schema(converter: ConverterFunction, return_type: Any) -> dict[str, Any] | None:
    """The JSON schema of results of ``return_type`` when they reach the model as a JSON object."""
    if not is_default_converter(converter) or return_type in (None, inspect.Signature.empty, Any):
        return None
    try:
        return _object_schema(return_type)
    except TypeError:  # an unhashable annotation
        return _object_schema.__wrapped__(return_type)


@functools.lru_cache(maxsize=256)
def _object_schema(return_type: Any) -> dict[str, Any] | None:
    try:
        schema = TypeAdapter(return_type).json_schema(mode="serialization")
    except Exception:  # a type pydantic cannot describe: no schema to announce
        return None
    return schema if schema.get("type") == "object" else None


def _is_async(target: Callable[..., Any]) -> bool:
    if inspect.iscoroutinefunction(target):
        return True
    call_method = inspect.getattr_static(type(target), "__call__", None)
    return call_method is not None and inspect.iscoroutinefunction(call_method)


class MethodToolCallback(ToolCallback):
    """A tool made of a function or a bound method; its parameters are the tool's parameters.

    ``method`` is a ``@tool`` function, a bound method (``obj.weather``, decorated or not) or
    any plain function. The keyword arguments override what ``@tool`` recorded (or set them
    for an undecorated function).
    """

    __slots__ = (
        "_bindings",
        "_converter",
        "_definition",
        "_is_async",
        "_metadata",
        "_parser",
        "_return_type",
        "_target",
    )

    def __init__(
        self,
        method: Callable[..., Any],
        *,
        name: str | None = None,
        description: str | None = None,
        return_direct: bool | None = None,
        result_converter: ToolCallResultConverter | ConverterFunction | None = None,
        strict: bool | None = None,
        timeout: float | None = None,
        requires_approval: bool | ApprovalRule | None = None,
    ) -> None:
        bound = isinstance(method, types.MethodType)
        spec = tool_spec_of(method) or _adhoc_spec(method.__func__ if isinstance(method, types.MethodType) else method)
        if not bound and spec.method_hint:
            raise TypeError(
                f"{spec.name!r} is a method: pass a bound method (obj.{spec.name}) or use "
                "ToolCallbacks.from_objects(obj)"
            )
        owner = _owner(method)
        if strict is not None and strict != spec.strict:
            spec = spec.with_strict(strict)
        compiled = spec.compiled(bound=bound, owner=owner)
        tool_name = check_tool_name(name) if name is not None else spec.name
        self._definition = ToolDefinition(
            tool_name, description or spec.tool_description, compiled.schema, strict=spec.strict, examples=spec.examples
        )
        self._metadata = ToolMetadata(
            return_direct=spec.return_direct if return_direct is None else bool(return_direct),
            timeout=check_timeout(timeout) if timeout is not None else spec.timeout,
            requires_approval=(
                spec.requires_approval if requires_approval is None else check_requires_approval(requires_approval)
            ),
            idempotent=spec.idempotent,
        )
        self._parser = ArgumentParser(
            tool_name,
            compiled.model.__pydantic_validator__.validate_json,
            compiled.model.__pydantic_validator__.validate_python,
            compiled.loose_schema,
            strict=spec.strict,
        )
        self._bindings: tuple[ParamBinding, ...] = compiled.bindings
        self._converter = as_converter_function(result_converter) if result_converter is not None else spec.converter
        self._return_type = compiled.return_type
        self._target = method
        self._is_async = _is_async(method)

    @property
    def definition(self) -> ToolDefinition:
        """Name, description and input schema."""
        return self._definition

    @property
    def metadata(self) -> ToolMetadata:
        """Return-direct flag and timeout."""
        return self._metadata

    @property
    def output_schema(self) -> dict[str, Any] | None:
        """The JSON schema of the result when the tool returns an object that the default converter
        sends as JSON (a dict, a pydantic model, a dataclass, a TypedDict), else ``None``; MCP servers
        announce it as the tool's ``outputSchema``."""
        return result_schema(self._converter, self._return_type)

    def validate_arguments(self, arguments: str) -> None:
        """Raise :class:`~sprig.tools.errors.ToolArgumentError` when ``arguments`` break the schema."""
        self._parser.parse(arguments)

    async def acall(self, arguments: str, context: ToolContext | Mapping[str, Any] | None = None) -> str:
        """Validate ``arguments``, run the function and return its converted result."""
        values = self._parser.parse(arguments).__dict__
        args: list[Any] = []
        kwargs: dict[str, Any] = {}
        for binding in self._bindings:
            value = _context(context) if binding.field is None else values[binding.field]
            if binding.positional:
                args.append(value)
            else:
                kwargs[binding.name] = value
        result = await _invoke(self._definition.name, self._target, self._is_async, args, kwargs)
        return _convert(self._definition.name, self._converter, result, self._return_type)


def _owner(method: Any) -> type | None:
    if not isinstance(method, types.MethodType):
        return None
    return method.__self__ if isinstance(method.__self__, type) else type(method.__self__)


def _adhoc_spec(function: Callable[..., Any]) -> ToolSpec:
    """The spec of an undecorated function, cached so repeated use builds it once."""
    try:
        spec = _adhoc_specs.get(function)
    except TypeError:
        return ToolSpec(function)
    if spec is None:
        spec = _adhoc_specs[function] = ToolSpec(function)
    return spec


class FunctionToolCallback(ToolCallback):
    """A tool made of a callable that takes one validated input object.

    ``function(input)`` or ``function(input, context)`` (sync or async) receives an instance of
    ``input_type`` (a pydantic model, a dataclass or a TypedDict) built from the model's
    arguments; a second parameter receives the :class:`ToolContext`. Without ``input_type`` the
    type of the function's first parameter is used when it is such a type; otherwise the tool
    takes no arguments and the function is called with no argument, or with the context only.

    The description defaults to the function's docstring summary, else the name in words.
    ``examples`` are ``(request, arguments)`` pairs for the embedded local model, checked
    against the input schema here (``ValueError`` when one does not fit).
    """

    __slots__ = (
        "_converter",
        "_definition",
        "_function",
        "_is_async",
        "_metadata",
        "_mode",
        "_parser",
        "_return_type",
    )

    def __init__(
        self,
        name: str,
        function: Callable[..., Any],
        input_type: type[Any] | None = None,
        *,
        description: str | None = None,
        return_direct: bool = False,
        result_converter: ToolCallResultConverter | ConverterFunction | None = None,
        strict: bool = False,
        timeout: float | None = None,
        requires_approval: bool | ApprovalRule = False,
        examples: Iterable[ToolExample] | None = None,
    ) -> None:
        check_tool_name(name)
        if not callable(function):
            raise TypeError(f"FunctionToolCallback {name!r}: function must be callable, got {function!r}")
        parameters = _positional_parameters(function)
        hints = _hints(function)
        if input_type is None and parameters:
            candidate = hints.get(parameters[0])
            if _is_input_type(candidate):
                input_type = candidate
        self._mode = _call_mode(name, parameters, hints, has_input=input_type is not None)
        self._parser, schema = _input_parser(name, input_type, strict=strict)
        docs = describe(function)
        checked = check_examples(name, examples)
        check_example_arguments(name, checked, schema)
        self._definition = ToolDefinition(
            name, description or docs.summary or words_from_name(name), schema, strict=strict, examples=checked
        )
        self._metadata = ToolMetadata(
            return_direct=bool(return_direct),
            timeout=check_timeout(timeout),
            requires_approval=check_requires_approval(requires_approval),
        )
        self._converter = as_converter_function(result_converter)
        self._return_type = hints.get("return")
        self._function = function
        self._is_async = _is_async(function)

    @property
    def definition(self) -> ToolDefinition:
        """Name, description and input schema."""
        return self._definition

    @property
    def metadata(self) -> ToolMetadata:
        """Return-direct flag and timeout."""
        return self._metadata

    @property
    def output_schema(self) -> dict[str, Any] | None:
        """The JSON schema of the result when the tool returns an object that the default converter
        sends as JSON (a dict, a pydantic model, a dataclass, a TypedDict), else ``None``; MCP servers
        announce it as the tool's ``outputSchema``."""
        return result_schema(self._converter, self._return_type)

    def validate_arguments(self, arguments: str) -> None:
        """Raise :class:`~sprig.tools.errors.ToolArgumentError` when ``arguments`` break the schema."""
        self._parser.parse(arguments)

    async def acall(self, arguments: str, context: ToolContext | Mapping[str, Any] | None = None) -> str:
        """Validate ``arguments`` into the input type, run the function, convert its result."""
        value = self._parser.parse(arguments)
        args: list[Any] = [value] if self._mode[0] else []
        if self._mode[1]:
            args.append(_context(context))
        result = await _invoke(self._definition.name, self._function, self._is_async, args, {})
        return _convert(self._definition.name, self._converter, result, self._return_type)


def _positional_parameters(function: Callable[..., Any]) -> list[str]:
    try:
        signature = inspect.signature(function)
    except (TypeError, ValueError):
        return ["input", "context"]
    kinds = (inspect.Parameter.POSITIONAL_ONLY, inspect.Parameter.POSITIONAL_OR_KEYWORD)
    if any(p.kind is inspect.Parameter.VAR_POSITIONAL for p in signature.parameters.values()):
        return ["input", "context"]
    return [p.name for p in signature.parameters.values() if p.kind in kinds]


def _hints(function: Callable[..., Any]) -> dict[str, Any]:
    try:
        return typing.get_type_hints(function, include_extras=True)
    except Exception:
        return {}


def _is_input_type(tp: Any) -> bool:
    if not isinstance(tp, type):
        return False
    return issubclass(tp, BaseModel) or dataclasses.is_dataclass(tp) or typing_extensions.is_typeddict(tp)


def _call_mode(name: str, parameters: list[str], hints: Mapping[str, Any], *, has_input: bool) -> tuple[bool, bool]:
    """(pass the input, pass the context) for a function with these positional parameters."""
    if has_input:
        if not parameters:
            raise TypeError(f"FunctionToolCallback {name!r}: the function must take the input as first parameter")
        return True, len(parameters) >= 2
    if len(parameters) > 1 or (parameters and not is_context_type(hints.get(parameters[0], ToolContext))):
        raise TypeError(
            f"FunctionToolCallback {name!r}: give input_type (a pydantic model, dataclass or TypedDict) "
            "or annotate the function's first parameter with one"
        )
    return False, bool(parameters)


def _input_parser(name: str, input_type: type[Any] | None, *, strict: bool) -> tuple[ArgumentParser, dict[str, Any]]:
    if input_type is None:
        validator = _NO_ARGUMENTS.__pydantic_validator__
        loose = finish_schema(_NO_ARGUMENTS.model_json_schema(), strict=False)
        return ArgumentParser(name, validator.validate_json, validator.validate_python, loose, strict=False), loose
    if not _is_input_type(input_type):
        raise TypeError(
            f"FunctionToolCallback {name!r}: input_type must be a pydantic model, a dataclass or "
            f"a TypedDict, got {input_type!r}"
        )
    try:
        adapter = TypeAdapter(input_type)
        raw = adapter.json_schema()
    except (PydanticUserError, TypeError, ValueError) as exc:
        raise TypeError(f"FunctionToolCallback {name!r}: input_type has no JSON schema: {exc}") from exc
    loose = finish_schema(raw, strict=False)
    schema = finish_schema(raw, strict=True) if strict else loose
    return ArgumentParser(name, adapter.validate_json, adapter.validate_python, loose, strict=strict), schema


def tool_callbacks_of(obj: Any) -> list[ToolCallback]:
    """The callbacks of an object's ``@tool`` methods (or of a ``@tool`` function / bound method).

    Raises ``TypeError`` when ``obj`` has no ``@tool`` method, saying so.
    """
    if isinstance(obj, ToolCallback):
        return [obj]
    if inspect.ismethod(obj) or inspect.isfunction(obj) or inspect.iscoroutinefunction(obj):
        return [MethodToolCallback(obj)]
    if isinstance(obj, type):
        raise TypeError(
            f"got the class {obj.__name__}; pass an instance so its @tool methods can be bound "
            f"(ToolCallbacks.from_objects({obj.__name__}()))"
        )
    names: dict[str, None] = {}
    for klass in reversed(type(obj).__mro__):
        names.update(dict.fromkeys(vars(klass)))
    callbacks: list[ToolCallback] = []
    for attribute in names:
        raw = inspect.getattr_static(obj, attribute, None)
        function = raw.__func__ if isinstance(raw, (staticmethod, classmethod)) else raw
        if tool_spec_of(function) is None:
            continue
        callbacks.append(MethodToolCallback(getattr(obj, attribute)))
    if not callbacks:
        raise TypeError(
            f"{type(obj).__name__} object has no @tool methods: decorate its tool methods with @tool "
            "(or pass ToolCallback objects or @tool functions)"
        )
    return callbacks
