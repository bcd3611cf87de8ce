"""JSON schemas for tool inputs, built from type hints by pydantic, with Spring AI's rules.

- The input is an object whose properties follow the parameters in declaration order.
- A parameter is required unless it has a default, is ``Optional`` or says
  ``ToolParam(required=False)``.
- Every object with properties has ``additionalProperties: false``.
- Nested models and recursive types live in one root ``$defs``; enums are inlined as ``enum``.
- ``ToolContext`` parameters never appear; pydantic's ``title`` entries are dropped.
- Strict mode (OpenAI strict function calling) lists every property as required and makes the
  optional ones nullable; a ``null`` sent for such a property means "use the default".

:func:`compile_signature` builds, once per tool, the pydantic model that validates a call's
arguments and the schema sent to the model.
"""

from __future__ import annotations

import copy
import inspect
import types
import typing
import warnings
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from typing import Annotated, Any, Union

from pydantic import BaseModel, ConfigDict, Field, PydanticUserError, create_model
from pydantic.fields import FieldInfo
from pydantic.json_schema import PydanticJsonSchemaWarning
from pydantic_core import PydanticUndefined

from sprig.tools.context import ToolContext
from sprig.tools.docstrings import DocInfo
from sprig.tools.param import ToolParam

__all__ = [
    "CompiledSignature",
    "ParamBinding",
    "compile_signature",
    "finish_schema",
    "is_context_type",
    "needs_null_stripping",
    "strip_nulls",
]

_NULL = {"type": "null"}
# Unknown parameters are errors the model can fix; a number sent for a text parameter is fine.
_ARGUMENTS_CONFIG = ConfigDict(extra="forbid", coerce_numbers_to_str=True)
_SCHEMA_LISTS = ("anyOf", "oneOf", "allOf", "prefixItems")
_SCHEMA_MAPS = ("properties", "$defs", "patternProperties", "dependentSchemas")
_SCHEMA_VALUES = ("items", "additionalProperties", "not", "contains", "if", "then", "else", "propertyNames")


@dataclass(frozen=True, slots=True)
class ParamBinding:
    """How one function parameter is filled: from a validated field, or with the ToolContext."""

    name: str
    field: str | None
    positional: bool


@dataclass(frozen=True, slots=True)
class CompiledSignature:
    """What a tool needs at call time, built once: validator model, bindings, schema."""

    model: type[BaseModel]
    bindings: tuple[ParamBinding, ...]
    schema: dict[str, Any]
    loose_schema: dict[str, Any]
    return_type: Any
    wants_context: bool


def _strip_annotated(tp: Any) -> tuple[Any, tuple[Any, ...]]:
    if typing.get_origin(tp) is Annotated:
        return tp.__origin__, tuple(tp.__metadata__)
    return tp, ()


def _union_args(tp: Any) -> tuple[Any, ...]:
    origin = typing.get_origin(tp)
    if origin is Union or origin is types.UnionType:
        return typing.get_args(tp)
    return ()


def is_context_type(tp: Any) -> bool:
    """Whether an annotation asks for the ToolContext (``ToolContext`` or ``ToolContext | None``)."""
    base, _ = _strip_annotated(tp)
    if isinstance(base, type) and issubclass(base, ToolContext):
        return True
    return any(isinstance(a, type) and issubclass(a, ToolContext) for a in _union_args(base))


def _is_optional(tp: Any) -> bool:
    return tp is None or tp is type(None) or any(a is type(None) for a in _union_args(tp))


def compile_signature(
    func: Callable[..., Any],
    *,
    tool_name: str,
    skip_first: bool,
    docs: DocInfo,
    strict: bool,
    localns: Mapping[str, Any] | None = None,
) -> CompiledSignature:
    """Build the argument model and schema for ``func``'s parameters.

    Raises ``NameError`` when a type hint cannot be resolved yet (the caller may retry later)
    and ``TypeError`` for signatures a tool cannot have.
    """
    signature = inspect.signature(func)
    hints = typing.get_type_hints(func, localns=dict(localns) if localns else None, include_extras=True)
    parameters = list(signature.parameters.values())
    if skip_first:
        if not parameters:
            raise TypeError(f"tool {tool_name!r} is a method but takes no self/cls parameter")
        parameters = parameters[1:]
    bindings: list[ParamBinding] = []
    fields: dict[str, Any] = {}
    for index, param in enumerate(parameters):
        if param.kind in (param.VAR_POSITIONAL, param.VAR_KEYWORD):
            raise TypeError(f"tool {tool_name!r}: *args and **kwargs parameters are not supported ({param.name})")
        annotation = hints.get(param.name, Any)
        positional = param.kind is param.POSITIONAL_ONLY
        if is_context_type(annotation):
            bindings.append(ParamBinding(param.name, None, positional))
            continue
        field_name = f"p{index}"
        fields[field_name] = _field(param, annotation, docs)
        bindings.append(ParamBinding(param.name, field_name, positional))
    model = _create_model(tool_name, fields)
    loose = finish_schema(_json_schema(model, tool_name), strict=False)
    schema = finish_schema(_json_schema(model, tool_name), strict=True) if strict else loose
    return CompiledSignature(
        model=model,
        bindings=tuple(bindings),
        schema=schema,
        loose_schema=loose,
        return_type=hints.get("return"),
        wants_context=any(b.field is None for b in bindings),
    )


def _field(param: inspect.Parameter, annotation: Any, docs: DocInfo) -> tuple[Any, FieldInfo]:
    base, metadata = _strip_annotated(annotation)
    tool_params = [m for m in metadata if isinstance(m, ToolParam)]
    others = tuple(m for m in metadata if not isinstance(m, ToolParam))
    hint = tool_params[-1] if tool_params else ToolParam()
    has_default = param.default is not inspect.Parameter.empty
    required = hint.required if hint.required is not None else not (has_default or _is_optional(base))
    if required:
        default: Any = PydanticUndefined
    else:
        default = param.default if has_default else None
    description: str | None = hint.description or None
    if description is None and not any(isinstance(m, FieldInfo) and m.description for m in others):
        description = docs.params.get(param.name)
    declared = Annotated[(base, *others)] if others else base
    extra: dict[str, Any] = {"description": description} if description else {}
    return declared, Field(default, alias=param.name, **extra)


def _create_model(tool_name: str, fields: dict[str, Any]) -> type[BaseModel]:
    try:
        return create_model("Arguments", __config__=_ARGUMENTS_CONFIG, **fields)
    except (PydanticUserError, TypeError, ValueError) as exc:
        raise TypeError(f"tool {tool_name!r}: a parameter's type cannot be validated from JSON: {exc}") from exc


def _json_schema(model: type[BaseModel], tool_name: str) -> dict[str, Any]:
    try:
        with warnings.catch_warnings():
            # Defaults that are not JSON (a sentinel object) are simply left out of the schema.
            warnings.simplefilter("ignore", PydanticJsonSchemaWarning)
            return model.model_json_schema()
    except (PydanticUserError, TypeError, ValueError) as exc:
        raise TypeError(f"tool {tool_name!r}: a parameter's type has no JSON schema: {exc}") from exc


def _children(node: dict[str, Any]) -> Iterator[dict[str, Any]]:
    for key in _SCHEMA_MAPS:
        value = node.get(key)
        if isinstance(value, dict):
            yield from (v for v in value.values() if isinstance(v, dict))
    for key in _SCHEMA_LISTS:
        value = node.get(key)
        if isinstance(value, list):
            yield from (v for v in value if isinstance(v, dict))
    for key in _SCHEMA_VALUES:
        value = node.get(key)
        if isinstance(value, dict):
            yield value


def _walk(node: dict[str, Any]) -> Iterator[dict[str, Any]]:
    yield node
    for child in _children(node):
        yield from _walk(child)


def _ref_name(ref: str) -> str:
    return ref.rsplit("/", 1)[-1]


def finish_schema(raw: Mapping[str, Any], *, strict: bool) -> dict[str, Any]:
    """Apply sprig's schema rules to a pydantic JSON schema (returns a new dict)."""
    schema: dict[str, Any] = copy.deepcopy(dict(raw))
    defs: dict[str, Any] = schema.get("$defs", {})
    if "$ref" in schema:
        # A recursive root model: pydantic points the root at its own definition.
        target = defs.get(_ref_name(schema.pop("$ref")), {})
        schema = {**copy.deepcopy(target), **schema}
    for node in _walk(schema):
        node.pop("title", None)
    _inline_enums(schema, defs)
    for node in _walk(schema):
        if "properties" in node:
            node.setdefault("type", "object")
            node.setdefault("additionalProperties", False)
    schema.setdefault("type", "object")
    schema.setdefault("properties", {})
    schema.setdefault("additionalProperties", False)
    schema["required"] = list(schema.get("required", ()))
    if strict:
        _strictify(schema, defs)
    if not defs:
        schema.pop("$defs", None)
    return _ordered(schema)


def _ordered(schema: dict[str, Any]) -> dict[str, Any]:
    head = ("type", "description", "properties", "required", "additionalProperties")
    ordered = {k: schema[k] for k in head if k in schema}
    ordered.update((k, v) for k, v in schema.items() if k not in ordered and k != "$defs")
    if "$defs" in schema:
        ordered["$defs"] = schema["$defs"]
    return ordered


def _inline_enums(schema: dict[str, Any], defs: dict[str, Any]) -> None:
    enum_defs = {name for name, d in defs.items() if "enum" in d and "properties" not in d}
    if not enum_defs:
        return
    for node in _walk(schema):
        ref = node.get("$ref")
        if isinstance(ref, str) and _ref_name(ref) in enum_defs:
            siblings = {k: v for k, v in node.items() if k != "$ref"}
            node.clear()
            node.update(copy.deepcopy(defs[_ref_name(ref)]))
            node.update(siblings)
    for name in enum_defs:
        del defs[name]


def _resolve(node: Mapping[str, Any], defs: Mapping[str, Any]) -> Mapping[str, Any]:
    ref = node.get("$ref")
    if isinstance(ref, str):
        target = defs.get(_ref_name(ref))
        if isinstance(target, Mapping):
            return target
    return node


def _nullable(node: Mapping[str, Any], defs: Mapping[str, Any]) -> bool:
    node = _resolve(node, defs)
    if not node or node.get("type") == "null":
        return True
    kind = node.get("type")
    if isinstance(kind, list) and "null" in kind:
        return True
    return any(isinstance(b, Mapping) and _nullable(b, defs) for b in node.get("anyOf", ()))


def _make_nullable(node: dict[str, Any]) -> dict[str, Any]:
    # Keeps ``node`` itself inside the wrapper: the caller is still walking the original nodes.
    if isinstance(node.get("anyOf"), list):
        node["anyOf"].append(dict(_NULL))
        return node
    outer: dict[str, Any] = {}
    if "description" in node:
        outer["description"] = node.pop("description")
    return {"anyOf": [node, dict(_NULL)], **outer}


def _strictify(schema: dict[str, Any], defs: dict[str, Any]) -> None:
    for node in list(_walk(schema)):
        node.pop("default", None)
        properties = node.get("properties")
        if not isinstance(properties, dict):
            continue
        required = set(node.get("required", ()))
        for key, sub in properties.items():
            if key not in required and not _nullable(sub, defs):
                properties[key] = _make_nullable(sub)
        node["required"] = list(properties)


def needs_null_stripping(loose_schema: Mapping[str, Any]) -> bool:
    """Whether a strict schema made some property nullable that the loose one was not."""
    defs = loose_schema.get("$defs", {})
    for node in _walk(dict(loose_schema)):
        properties = node.get("properties")
        if not isinstance(properties, dict):
            continue
        required = set(node.get("required", ()))
        if any(k not in required and not _nullable(v, defs) for k, v in properties.items()):
            return True
    return False


def strip_nulls(value: Any, node: Mapping[str, Any], defs: Mapping[str, Any]) -> None:
    """Drop, in place, ``null`` values of optional, non-nullable properties (so defaults apply).

    Descends everywhere :func:`finish_schema` made properties nullable in strict mode: object
    properties, dict values (``additionalProperties``), list items and tuple items
    (``prefixItems``), through ``Optional`` (``anyOf``) and ``$ref``, so schema and validation agree.
    """
    if isinstance(value, dict):
        node = _branch(_resolve(node, defs), ("properties", "additionalProperties"), defs)
        properties = node.get("properties")
        properties = properties if isinstance(properties, Mapping) else {}
        extra = node.get("additionalProperties")
        required = node.get("required", ())
        for key in list(value):
            sub = properties.get(key)
            if sub is None:
                if isinstance(extra, Mapping) and value[key] is not None:
                    strip_nulls(value[key], extra, defs)
                continue
            if value[key] is None:
                if key not in required and not _nullable(sub, defs):
                    del value[key]
            else:
                strip_nulls(value[key], sub, defs)
    elif isinstance(value, list):
        node = _branch(_resolve(node, defs), ("prefixItems", "items"), defs)
        prefix = node.get("prefixItems")
        items = node.get("items")
        for index, item in enumerate(value):
            if isinstance(prefix, list) and index < len(prefix):
                sub = prefix[index]
            elif isinstance(items, Mapping):
                sub = items
            else:
                continue
            if isinstance(sub, Mapping) and item is not None:
                strip_nulls(item, sub, defs)


def _branch(node: Mapping[str, Any], keys: tuple[str, ...], defs: Mapping[str, Any]) -> Mapping[str, Any]:
    """The ``anyOf`` branch with one of ``keys`` (an ``Optional[Model]`` property), else ``node``."""
    if any(key in node for key in keys):
        return node
    for branch in node.get("anyOf", ()):
        if isinstance(branch, Mapping):
            resolved = _resolve(branch, defs)
            if any(key in resolved for key in keys):
                return resolved
    return node
