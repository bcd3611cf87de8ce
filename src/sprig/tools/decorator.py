"""``@tool``: turn a function, an async function or a method into a tool.

The decorator returns the function unchanged (it stays callable and testable) and records the
tool's options on it. The argument validator and the JSON schema are built right away, at
decoration time, so a parameter type that cannot be a tool argument fails at import, not
mid-conversation. (A type hint that names something not defined yet, such as the class a
method belongs to, is resolved on first use instead.)

Descriptions: ``description=`` wins; otherwise the first paragraph of the docstring; otherwise
the function's name split into words (``get_weather`` -> ``"get weather"``). Parameter
descriptions come from ``ToolParam`` (or pydantic ``Field``) in ``Annotated``, else from the
docstring's parameter section (Google, NumPy or Sphinx style).

Methods: the first parameter of a function defined in a class body and named ``self`` or
``cls`` is the instance; bind instances with ``ToolCallbacks.from_objects(obj)`` or pass a bound
method (``obj.weather``). ``@tool`` also accepts ``staticmethod`` and ``classmethod`` objects.
"""

from __future__ import annotations

import inspect
import re
import sys
import threading
import types
import warnings
from collections.abc import Callable, Iterable, Mapping
from typing import Any, TypeVar, overload

from sprig.tools.converters import ConverterFunction, ToolCallResultConverter, as_converter_function
from sprig.tools.definition import ApprovalRule
from sprig.tools.docstrings import DocInfo, describe, words_from_name
from sprig.tools.examples import ToolExample, check_example_arguments, check_examples
from sprig.tools.param import ToolParam
from sprig.tools.schema import CompiledSignature, compile_signature

__all__ = ["ToolNameWarning", "ToolParam", "ToolSpec", "tool", "tool_spec_of"]

F = TypeVar("F")

_ATTRIBUTE = "__sprig_tool__"
_OPENAI_NAME = re.compile(r"^[a-zA-Z0-9_-]{1,64}$")
_MAX_NAME = 256
_warned_names: set[str] = set()
_warned_lock = threading.Lock()


class ToolNameWarning(UserWarning):
    """A tool name outside OpenAI's pattern ``^[a-zA-Z0-9_-]{1,64}$``: kept as given, but some
    providers (OpenAI, Anthropic) refuse it; others (Qwen, DeepSeek, local servers) accept it."""


def check_tool_name(name: str) -> str:
    """Return ``name`` unchanged if it can be a tool name, else raise ``ValueError``.

    Any 1 to 256 characters without whitespace or control characters are kept as given (as
    Spring AI does: ``"获取天气"`` and ``"weather.v1"`` work with the providers that accept
    them). A name outside OpenAI's pattern ``^[a-zA-Z0-9_-]{1,64}$`` gets one
    :class:`ToolNameWarning` per name and process; a provider that refuses it answers 400, and
    the error names the tool.
    """
    if not isinstance(name, str) or not name or len(name) > _MAX_NAME or not name.isprintable() or _has_space(name):
        raise ValueError(
            f"invalid tool name {name!r}: use 1 to {_MAX_NAME} characters without whitespace or control "
            "characters (letters, digits, '_' and '-' work with every provider)"
        )
    if not _OPENAI_NAME.match(name):
        with _warned_lock:
            first = name not in _warned_names
            _warned_names.add(name)
        if first:
            warnings.warn(
                f"tool name {name!r} is outside OpenAI's pattern ^[a-zA-Z0-9_-]{{1,64}}$: it is sent unchanged; "
                "OpenAI and Anthropic refuse it, Qwen, DeepSeek and local servers may accept it",
                ToolNameWarning,
                stacklevel=_outside_sprig(),
            )
    return name


def _outside_sprig() -> int:
    """The ``stacklevel`` of the first caller outside sprig (the user's ``@tool`` line)."""
    frame, level = sys._getframe(1), 1
    while frame.f_back is not None and str(frame.f_globals.get("__name__", "")).startswith("sprig."):
        frame, level = frame.f_back, level + 1
    return level


def _has_space(name: str) -> bool:
    return any(c.isspace() for c in name)


def check_timeout(timeout: float | None) -> float | None:
    """Return ``timeout`` if it is ``None`` or a positive number, else raise ``ValueError``."""
    if timeout is None:
        return None
    if isinstance(timeout, bool) or not isinstance(timeout, (int, float)) or not timeout > 0:
        raise ValueError(f"a tool timeout must be a positive number of seconds, got {timeout!r}")
    return float(timeout)


class ToolSpec:
    """The options of one ``@tool`` function and its compiled signature (built once, shared).

    Bound-method callbacks made for many objects of a class all share the spec of the method's
    function, so the validator is built once per tool, not per object or per call.
    """

    __slots__ = (
        "_compiled",
        "_docs",
        "_localns",
        "_lock",
        "converter",
        "description",
        "examples",
        "function",
        "idempotent",
        "method_hint",
        "name",
        "requires_approval",
        "return_direct",
        "strict",
        "timeout",
    )

    def __init__(
        self,
        function: Callable[..., Any],
        *,
        name: str | None = None,
        description: str | None = None,
        return_direct: bool = False,
        result_converter: ToolCallResultConverter | ConverterFunction | None = None,
        strict: bool = False,
        timeout: float | None = None,
        requires_approval: bool | ApprovalRule = False,
        method_hint: bool = False,
        localns: Mapping[str, Any] | None = None,
        idempotent: bool = True,
        examples: Iterable[ToolExample] | None = None,
    ) -> None:
        if not callable(function):
            raise TypeError(f"@tool needs a function, got {function!r}")
        if inspect.isasyncgenfunction(function) or inspect.isgeneratorfunction(function):
            raise TypeError(f"@tool does not support generator functions ({_qualname(function)})")
        base_name = name if name is not None else getattr(function, "__name__", None)
        if base_name is None:
            raise TypeError(f"{function!r} has no __name__: give the tool a name=")
        self.function = function
        self.name = check_tool_name(base_name)
        self.description = description
        self.return_direct = bool(return_direct)
        self.converter = as_converter_function(result_converter)
        self.strict = bool(strict)
        self.timeout = check_timeout(timeout)
        self.requires_approval = check_requires_approval(requires_approval)
        self.idempotent = bool(idempotent)
        self.examples = check_examples(self.name, examples)
        self.method_hint = method_hint
        self._docs: DocInfo = describe(function)
        self._localns = dict(localns) if localns else None
        self._compiled: dict[bool, CompiledSignature] = {}
        self._lock = threading.Lock()

    @property
    def tool_description(self) -> str:
        """The description sent to the model (explicit, docstring summary, or the name in words)."""
        if self.description:
            return self.description
        return self._docs.summary or words_from_name(getattr(self.function, "__name__", self.name))

    def compiled(self, *, bound: bool, owner: type | None = None) -> CompiledSignature:
        """The compiled signature, built on first need and cached."""
        found = self._compiled.get(bound)
        if found is not None:
            return found
        with self._lock:
            found = self._compiled.get(bound)
            if found is None:
                localns = dict(self._localns or {})
                if owner is not None:
                    localns.setdefault(owner.__name__, owner)
                try:
                    found = compile_signature(
                        self.function,
                        tool_name=self.name,
                        skip_first=bound,
                        docs=self._docs,
                        strict=self.strict,
                        localns=localns,
                    )
                except NameError as exc:
                    raise TypeError(f"tool {self.name!r}: cannot resolve a type hint: {exc}") from exc
                check_example_arguments(self.name, self.examples, found.schema)
                self._compiled[bound] = found
        return found

    def with_strict(self, strict: bool) -> ToolSpec:
        """A copy of this spec with strict mode switched (compiled anew, on first use)."""
        return ToolSpec(
            self.function,
            name=self.name,
            description=self.description,
            return_direct=self.return_direct,
            result_converter=self.converter,
            strict=strict,
            timeout=self.timeout,
            requires_approval=self.requires_approval,
            method_hint=self.method_hint,
            localns=self._localns,
            idempotent=self.idempotent,
            examples=self.examples,
        )

    def try_compile(self) -> None:
        """Compile now, unless a type hint names something not defined yet (then: on first use)."""
        try:
            compiled = compile_signature(
                self.function,
                tool_name=self.name,
                skip_first=self.method_hint,
                docs=self._docs,
                strict=self.strict,
                localns=self._localns,
            )
        except NameError:
            return
        check_example_arguments(self.name, self.examples, compiled.schema)
        self._compiled[self.method_hint] = compiled


def check_requires_approval(value: bool | ApprovalRule) -> bool | ApprovalRule:
    """Return ``value`` if it is a bool or a rule ``(call, context) -> bool``, else raise ``TypeError``."""
    if isinstance(value, bool) or callable(value):
        return value
    raise TypeError(f"requires_approval must be True, False or a rule (call, context) -> bool, got {value!r}")


def _qualname(function: Any) -> str:
    return str(getattr(function, "__qualname__", None) or getattr(function, "__name__", repr(function)))


def _looks_like_method(function: Callable[..., Any]) -> bool:
    parts = _qualname(function).split(".")
    if len(parts) < 2 or parts[-2] == "<locals>":
        return False
    try:
        first = next(iter(inspect.signature(function).parameters), None)
    except (TypeError, ValueError):
        return False
    return first in ("self", "cls")


def _namespace(frame: types.FrameType | None) -> dict[str, Any]:
    """Locals of the decorating scope and its enclosing scopes, for local forward references."""
    namespace: dict[str, Any] = {}
    depth = 0
    while frame is not None and depth < 4 and frame.f_code.co_name != "<module>":
        for key, value in frame.f_locals.items():
            namespace.setdefault(key, value)
        frame = frame.f_back
        depth += 1
    return namespace


def _needs_namespace(function: Any) -> bool:
    annotations = getattr(function, "__annotations__", None) or {}
    return any(isinstance(a, str) for a in annotations.values())


def tool_spec_of(obj: Any) -> ToolSpec | None:
    """The ``@tool`` spec recorded on a function or bound method, if any."""
    spec = getattr(obj, _ATTRIBUTE, None)
    return spec if isinstance(spec, ToolSpec) else None


def _decorate(target: Any, options: dict[str, Any], frame: types.FrameType | None) -> Any:
    if isinstance(target, (staticmethod, classmethod)):
        inner = target.__func__
        localns = _namespace(frame) if _needs_namespace(inner) else None
        spec = ToolSpec(inner, method_hint=isinstance(target, classmethod), localns=localns, **options)
        spec.try_compile()
        setattr(inner, _ATTRIBUTE, spec)
        return type(target)(inner)
    if isinstance(target, type):
        raise TypeError(f"@tool decorates functions and methods, not classes ({target.__name__})")
    if inspect.ismethod(target):
        raise TypeError("@tool cannot decorate a bound method; decorate the function in the class body")
    localns = _namespace(frame) if _needs_namespace(target) else None
    spec = ToolSpec(target, method_hint=_looks_like_method(target), localns=localns, **options)
    spec.try_compile()
    try:
        setattr(target, _ATTRIBUTE, spec)
    except (AttributeError, TypeError) as exc:
        raise TypeError(f"@tool cannot record its options on {target!r}; wrap it in a function") from exc
    return target


@overload
def tool(function: F, /) -> F: ...


@overload
def tool(
    *,
    name: str | None = None,
    description: str | None = None,
    return_direct: bool = False,
    result_converter: ToolCallResultConverter | ConverterFunction | None = None,
    strict: bool = False,
    timeout: float | None = None,
    requires_approval: bool | ApprovalRule = False,
    idempotent: bool = True,
    examples: Iterable[ToolExample] | None = None,
) -> Callable[[F], F]: ...


def tool(
    function: Any = None,
    /,
    *,
    name: str | None = None,
    description: str | None = None,
    return_direct: bool = False,
    result_converter: ToolCallResultConverter | ConverterFunction | None = None,
    strict: bool = False,
    timeout: float | None = None,
    requires_approval: bool | ApprovalRule = False,
    idempotent: bool = True,
    examples: Iterable[ToolExample] | None = None,
) -> Any:
    """Mark a function, async function or method as a tool; bare (``@tool``) or with options.

    - ``name``: the tool name the model sees (default: the function's name).
    - ``description``: what the tool does (default: docstring summary, else the name in words).
    - ``return_direct``: answer the caller with this tool's result instead of sending it back
      to the model (only when every tool called in that round is return-direct).
    - ``result_converter``: a ``ToolCallResultConverter`` or a function
      ``(result, return_type) -> str`` replacing the default conversion.
    - ``strict``: build an OpenAI strict-mode schema and ask providers to enforce it.
    - ``timeout``: seconds after which a call of this tool becomes a timeout error result.
    - ``requires_approval``: ``True`` (or a rule ``(call, context) -> bool``) makes the tool loop
      pause on each call until a person approves, edits or denies it (see ``resume``).
    - ``idempotent``: ``False`` when running the tool twice is not safe (it sends mail, pays);
      a durable run interrupted during such a call waits for a decision instead of retrying it.
    - ``examples``: a few ``(request, arguments)`` pairs, e.g.
      ``[("What is 2 plus 3?", {"a": 2, "b": 3})]``, that the embedded local model follows first
      when it chooses this tool and fills its arguments (other models never see them). They are
      checked against the tool's schema when the tool is built: a bad one raises ``ValueError``.
    """
    options: dict[str, Any] = {
        "name": name,
        "description": description,
        "return_direct": return_direct,
        "result_converter": result_converter,
        "strict": strict,
        "timeout": timeout,
        "requires_approval": requires_approval,
        "idempotent": idempotent,
        "examples": examples,
    }
    if function is not None:
        return _decorate(function, options, sys._getframe(1))

    def decorate(target: F) -> F:
        result: F = _decorate(target, options, sys._getframe(1))
        return result

    return decorate
