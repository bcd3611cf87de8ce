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


def arguments_grammar(schema: Mapping[str, Any]) -> str:
    """A llguidance grammar that accepts compact JSON matching ``schema``.

    Compact whitespace matters for a small model: with flexible whitespace it tends to wander
    through newlines and spaces and run out of tokens before the JSON closes.
    """
    constrained = {**bounded(schema), "x-guidance": {"whitespace_flexible": False}}
    return "%llguidance {}\nstart: %json " + orjson.dumps(constrained).decode()


MAX_STRING_LENGTH = 120
MAX_ARRAY_ITEMS = 8


def bounded(schema: Any) -> Any:
    """The schema with a length bound on every unbounded string and array.

    A small model sometimes runs on inside a string (a long run of digits, a repeated word) until
    the token limit cuts the call off; bounded values keep its calls complete.
    """
    if isinstance(schema, Mapping):
        result = {key: bounded(value) for key, value in schema.items()}
        kind = result.get("type")
        kinds = kind if isinstance(kind, list) else [kind]
        if "string" in kinds and "maxLength" not in result and "enum" not in result and "const" not in result:
            result["maxLength"] = MAX_STRING_LENGTH
        if "array" in kinds and "maxItems" not in result:
            result["maxItems"] = MAX_ARRAY_ITEMS
        return result
    if isinstance(schema, list):
        return [bounded(item) for item in schema]
    return schema


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
