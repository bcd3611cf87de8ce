"""Compact prompts and decoding constraints for the embedded local model.

A small model has a small context and does not know any tool-call format, so the conversation is
rendered as plain role/content messages (tool calls and results written out as short text) and
the tools are listed in one compact system section. Tool use is then steered entirely by
constrained decoding: a JSON enum to choose, the tool's own schema to fill the arguments.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import orjson

from sprig.messages import AssistantMessage, Message, SystemMessage, ToolCall, ToolResponseMessage, UserMessage
from sprig.tools.definition import ToolDefinition

__all__ = [
    "answer_choice",
    "arguments_grammar",
    "arguments_request",
    "calls_in_turn",
    "canonical_arguments",
    "choice_schema",
    "render_messages",
    "tool_rounds_in_turn",
]

_ANSWER = "answer"


def answer_choice(tool_names: Sequence[str]) -> str:
    """The enum value that means "answer in text" (never the name of a tool)."""
    return _ANSWER if _ANSWER not in tool_names else "(answer)"


def choice_schema(options: Sequence[str]) -> dict[str, Any]:
    """JSON schema for the first step: exactly one of ``options``, as a JSON string."""
    return {"enum": list(options)}


def arguments_grammar(schema: Mapping[str, Any], *, leading_space: bool = False) -> str:
    """A llguidance grammar that accepts compact JSON matching ``schema``.

    Compact whitespace matters for a small model: with flexible whitespace it tends to wander
    through newlines and spaces and run out of tokens before the JSON closes. ``leading_space``
    puts one space before the JSON (a completion that continues ``Arguments:``).
    """
    constrained = {**bounded(schema), "x-guidance": {"whitespace_flexible": False}}
    body = "%json " + orjson.dumps(constrained).decode()
    if leading_space:
        return '%llguidance {}\nstart: " " args\nargs: ' + body
    return "%llguidance {}\nstart: " + body


MAX_STRING_LENGTH = 120
MAX_ARRAY_ITEMS = 5
MAX_NUMBER = 10**15


def bounded(schema: Any) -> Any:
    """The schema made strict and small enough for a small model to satisfy.

    Every string gets a length bound, every number a range of +-``MAX_NUMBER`` and every array at
    most ``MAX_ARRAY_ITEMS`` items (a small model sometimes runs on inside a value, writing digits
    until the token limit cuts the call off); objects
    with listed properties take no others; ``contains`` with ``maxContains: 1`` (e.g. "at most
    one item in progress"), which the grammar engine ignores, is spelled out as alternatives.
    """
    if isinstance(schema, Mapping):
        result = {key: bounded(value) for key, value in schema.items()}
        kind = result.get("type")
        kinds = kind if isinstance(kind, list) else [kind]
        if "string" in kinds and "maxLength" not in result and "enum" not in result and "const" not in result:
            result["maxLength"] = MAX_STRING_LENGTH
        if ("number" in kinds or "integer" in kinds) and "enum" not in result and "const" not in result:
            _bound_number(result)
        if "array" in kinds:
            result["maxItems"] = min(int(result.get("maxItems", MAX_ARRAY_ITEMS)), MAX_ARRAY_ITEMS)
            result = _spell_out_contains(result)
        if "object" in kinds and isinstance(result.get("properties"), Mapping):
            result.setdefault("additionalProperties", False)
        return result
    if isinstance(schema, list):
        return [bounded(item) for item in schema]
    return schema


def _bound_number(schema: dict[str, Any]) -> None:
    """Add a range of +-``MAX_NUMBER`` to a number schema, keeping tighter bounds it has."""
    for key, limit in (("minimum", -MAX_NUMBER), ("maximum", MAX_NUMBER)):
        value = schema.get(key)
        exclusive = schema.get("exclusive" + key.capitalize())
        if isinstance(exclusive, (int, float)) and not isinstance(exclusive, bool) and abs(exclusive) <= MAX_NUMBER:
            continue
        if not isinstance(value, (int, float)) or isinstance(value, bool) or abs(value) > MAX_NUMBER:
            schema[key] = limit


def _spell_out_contains(schema: dict[str, Any]) -> dict[str, Any]:
    """``contains: {properties: {k: {const: v}}}, maxContains: 1`` as an ``anyOf`` of item layouts."""
    contains, items = schema.get("contains"), schema.get("items")
    if schema.get("maxContains") != 1 or not isinstance(contains, Mapping) or not isinstance(items, Mapping):
        return schema
    wanted = contains.get("properties")
    properties = items.get("properties")
    if not isinstance(wanted, Mapping) or len(wanted) != 1 or not isinstance(properties, Mapping):
        return schema
    ((key, condition),) = wanted.items()
    options = properties.get(key, {}).get("enum") if isinstance(properties.get(key), Mapping) else None
    if not isinstance(condition, Mapping) or "const" not in condition or not isinstance(options, list):
        return schema
    value = condition["const"]
    hit = {**items, "properties": {**properties, key: {"const": value}}}
    miss = {**items, "properties": {**properties, key: {"enum": [o for o in options if o != value]}}}
    limit = int(schema["maxItems"])
    base = {k: v for k, v in schema.items() if k not in ("contains", "minContains", "maxContains", "items")}
    layouts: list[dict[str, Any]] = []
    if schema.get("minContains", 1) == 0:
        layouts.append({**base, "items": miss})
    for position in range(limit):
        layouts.append({**base, "prefixItems": [miss] * position + [hit], "items": miss, "minItems": position + 1})
    return {"anyOf": layouts}


def arguments_request(name: str) -> dict[str, str]:
    """The extra message that asks for one tool's arguments (second step)."""
    return {"role": "user", "content": f"Arguments for {name} as JSON:"}


def tool_rounds_in_turn(messages: Sequence[Message]) -> int:
    """How many tool rounds happened since the last user message."""
    rounds = 0
    for message in reversed(messages):
        if isinstance(message, UserMessage):
            break
        if isinstance(message, ToolResponseMessage):
            rounds += 1
    return rounds


def _signature(tool: ToolDefinition) -> str:
    schema = tool.input_schema
    properties = schema.get("properties")
    required = set(schema.get("required") or ())
    params: list[str] = []
    if isinstance(properties, Mapping):
        for key, spec in properties.items():
            kind = spec.get("type", "any") if isinstance(spec, Mapping) else "any"
            if isinstance(kind, list):
                kind = "|".join(str(k) for k in kind)
            params.append(f"{key}{'' if key in required else '?'}: {kind}")
    line = f"- {tool.name}({', '.join(params)})"
    description = " ".join(tool.description.split())
    return f"{line}: {description}" if description else line


def _tools_section(tools: Sequence[ToolDefinition]) -> str:
    lines = ["Tools you can use (one per reply; after its result, answer the user):"]
    lines.extend(_signature(tool) for tool in tools)
    return "\n".join(lines)


def _tool_results_text(message: ToolResponseMessage, calls: Mapping[str, ToolCall]) -> str:
    parts = []
    for response in message.responses:
        call = calls.get(response.id)
        arguments = call.arguments if call is not None and call.arguments else "{}"
        parts.append(f"{response.name}({arguments}) returned: {response.data}")
    if message.text:
        parts.append(message.text)
    return "\n".join(parts)


def canonical_arguments(arguments: str) -> str:
    """Argument JSON in one canonical form (sorted keys, compact), for comparing calls."""
    try:
        return orjson.dumps(orjson.loads(arguments or "{}"), option=orjson.OPT_SORT_KEYS).decode()
    except orjson.JSONDecodeError:
        return arguments


def calls_in_turn(messages: Sequence[Message]) -> set[tuple[str, str]]:
    """The (name, canonical arguments) of every tool call since the last user message."""
    seen: set[tuple[str, str]] = set()
    for message in reversed(messages):
        if isinstance(message, UserMessage):
            break
        if isinstance(message, AssistantMessage):
            seen.update((call.name, canonical_arguments(call.arguments)) for call in message.tool_calls)
    return seen


def render_messages(messages: Sequence[Message], tools: Sequence[ToolDefinition]) -> list[dict[str, str]]:
    """Render sprig messages as plain ``role``/``content`` dicts any chat template accepts.

    All system text (plus the tool list) becomes one leading system message; each tool result
    becomes a user-side line ``name(arguments) returned: result`` (the assistant's tool-call turn
    itself is left out, so a small model does not imitate a call format in its answers);
    consecutive turns of the same role are merged, since many templates require alternation.
    """
    system: list[str] = [m.text for m in messages if isinstance(m, SystemMessage) and m.text]
    if tools:
        system.append(_tools_section(tools))
    rendered: list[dict[str, str]] = []
    if system:
        rendered.append({"role": "system", "content": "\n\n".join(system)})
    calls: dict[str, ToolCall] = {}
    for message in messages:
        if isinstance(message, SystemMessage):
            continue
        if isinstance(message, UserMessage):
            role, content = "user", message.text
        elif isinstance(message, AssistantMessage):
            calls.update((call.id, call) for call in message.tool_calls)
            if not message.text:
                continue  # the calls are shown with their results, so the model does not copy a format
            role, content = "assistant", message.text
        else:
            role, content = "user", _tool_results_text(message, calls)
        if rendered and rendered[-1]["role"] == role and role != "system":
            rendered[-1]["content"] += "\n\n" + content
        else:
            rendered.append({"role": role, "content": content})
    return rendered
