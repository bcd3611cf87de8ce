"""Arithmetic of several operations for tools that each do one, for the embedded model.

A user's arithmetic tools often take two numbers and do one thing (``add(a, b)``, ``multiply(a, b)``).
"What is 10 plus 20 plus 30?" then needs two calls, the second taking the first one's result: a chain.
The chain is read from the request's arithmetic ("(3 + 4) * 5", "2 times 3 plus 4", "add 2 and 3, then
multiply the result by 4"), in the order arithmetic is done, and its calls are made one round after
another, each with the numbers of the request and the results returned so far. A tool result that is
no number, or a call that failed, ends the chain: the answer then says what ran. When the request needs
an operation no offered tool does, and no tool evaluates a whole expression, nothing is called.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from sprig.models._local_expressions import takes_an_expression, written_expression
from sprig.models._local_route import stems
from sprig.tools import ToolDefinition

_OPERATIONS: Mapping[type[ast.operator], str] = {
    ast.Add: "add",
    ast.Sub: "subtract",
    ast.Mult: "multiply",
    ast.Div: "divide",
}
_SYMBOLS = {"add": "+", "subtract": "-", "multiply": "*", "divide": "/"}
# Arithmetic the request says as one operation of its own: a percentage, a root, a power, a remainder.
_REWRITTEN = re.compile(r"%|\bpercent|\broot\b|\bsquared\b|\bcubed\b|\bpower\b|\bmod(?:ulo)?\b", re.IGNORECASE)
_MAX_LINKS = 8  # a request's arithmetic, not a program: longer chains are left to a calculator


@dataclass(frozen=True, slots=True)
class Link:
    """One call of a chain: the operation, and its two operands, each a number of the request or the
    position of an earlier link whose result it takes."""

    operation: str
    operands: tuple[float | int | Earlier, float | int | Earlier]


@dataclass(frozen=True, slots=True)
class Earlier:
    """The result of the link at ``position``."""

    position: int


@dataclass(frozen=True, slots=True)
class NextCall:
    """The call a chain makes now: the tool and its arguments."""

    tool: ToolDefinition
    arguments: dict[str, Any]


def _operation_of(tool: ToolDefinition) -> str | None:
    """The one operation a tool does on the two numbers it requires (``add(a, b)`` "Add two numbers."), by
    the words of its name and description; ``None`` for any other tool."""
    properties = tool.input_schema.get("properties")
    required = [str(key) for key in tool.input_schema.get("required") or ()]
    if not isinstance(properties, Mapping) or len(required) != 2:
        return None
    if not all(isinstance(spec := properties.get(key), Mapping) and spec.get("type") in ("number", "integer")
               for key in required):  # fmt: skip
        return None
    done = stems(f"{tool.name} {tool.description}") & set(_SYMBOLS)
    return done.pop() if len(done) == 1 else None


def _evaluates(tool: ToolDefinition) -> bool:
    properties = tool.input_schema.get("properties")
    return isinstance(properties, Mapping) and any(
        isinstance(spec, Mapping)
        and spec.get("type") == "string"
        and takes_an_expression(str(key), str(spec.get("description", "")))
        for key, spec in properties.items()
    )


# "add 2 and 3, then multiply the result by 4", "multiply 6 by 7 and then subtract 2": the first operation
# with its two numbers, then each next one on the result so far.
_NUMBER = r"-?\d+(?:\.\d+)?"
_VERBS = {"add": "add|sum", "subtract": "subtract|take away", "multiply": "multiply", "divide": "divide"}
_FIRST = re.compile(
    rf"^\W*(?:(?:please|can you|could you)\s+)?(?P<verb>add|sum|subtract|multiply|divide)\s+(?P<a>{_NUMBER})\s+"
    rf"(?P<joint>and|by|from|to|with)\s+(?P<b>{_NUMBER})(?P<rest>.*)$",
    re.IGNORECASE,
)
_THEN = re.compile(
    r"^\s*,?\s*(?:and\s+)?then\s+(?P<verb>add|subtract|take away|multiply|divide)\s+"
    rf"(?:(?:it|that|the result|the answer|this)\s+)?(?:(?:by|to|from)\s+)?(?P<n>{_NUMBER})"
    r"(?:\s+(?:to|from)\s+(?:it|that|the result|the answer|this))?(?P<rest>.*)$",
    re.IGNORECASE,
)


def _verb(word: str) -> str:
    return next(operation for operation, verbs in _VERBS.items() if re.fullmatch(verbs, word, re.IGNORECASE))


def _said_in_steps(request: str) -> str | None:
    """The arithmetic of a request that says its operations one after another, as an expression
    ("add 2 and 3, then multiply the result by 4" -> ``((2 + 3) * 4)``); ``None`` for any other request."""
    first = _FIRST.match(request.strip())
    if first is None:
        return None
    operation = _verb(first.group("verb"))
    a, b = first.group("a"), first.group("b")
    if operation == "subtract" and first.group("joint").lower() == "from":
        a, b = b, a  # "subtract 3 from 10": 10 - 3
    expression = f"({a} {_SYMBOLS[operation]} {b})"
    rest = first.group("rest")
    steps = 0
    while (then := _THEN.match(rest)) is not None:
        expression = f"({expression} {_SYMBOLS[_verb(then.group('verb'))]} {then.group('n')})"
        rest, steps = then.group("rest"), steps + 1
    return expression if steps and not rest.strip(" .?!") else None


def _links(expression: str) -> list[Link] | None:
    """The links of an expression in the order arithmetic does them; ``None`` for anything but numbers and
    the four operations."""
    try:
        tree = ast.parse(expression, mode="eval").body
    except (SyntaxError, ValueError):
        return None
    links: list[Link] = []

    def walk(node: ast.expr) -> float | int | Earlier | None:
        if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)) and not isinstance(node.value, bool):
            return node.value
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub) and isinstance(node.operand, ast.Constant):
            value = node.operand.value
            return -value if isinstance(value, (int, float)) and not isinstance(value, bool) else None
        if isinstance(node, ast.BinOp) and type(node.op) in _OPERATIONS and len(links) < _MAX_LINKS:
            left, right = walk(node.left), walk(node.right)
            if left is None or right is None:
                return None
            links.append(Link(_OPERATIONS[type(node.op)], (left, right)))
            return Earlier(len(links) - 1)
        return None

    return links if walk(tree) is not None else None


def _chain(request: str, tools: Sequence[ToolDefinition]) -> tuple[list[Link], dict[str, ToolDefinition]] | None:
    """The request's chain and the tool of each operation, when it needs two operations or more and no
    offered tool evaluates a whole expression."""
    if any(_evaluates(tool) for tool in tools) or _REWRITTEN.search(request):
        return None  # "15% of 240" is a percentage, not a division and a product
    doers: dict[str, list[ToolDefinition]] = {}
    for tool in tools:
        if (operation := _operation_of(tool)) is not None:
            doers.setdefault(operation, []).append(tool)
    if not doers:
        return None
    expression = _said_in_steps(request) or written_expression(request)
    links = _links(expression) if expression is not None else None
    if links is None or len(links) < 2:
        return None
    return links, {operation: found[0] for operation, found in doers.items() if len(found) == 1}


def cannot_chain(request: str, tools: Sequence[ToolDefinition]) -> bool:
    """Whether the request's arithmetic needs an operation none of the offered one-operation tools does
    ("2 times 3 plus 4" with only ``add``): no call would give its answer."""
    chain = _chain(request, tools)
    return chain is not None and any(link.operation not in chain[1] for link in chain[0])


def is_chain(request: str, tools: Sequence[ToolDefinition]) -> bool:
    """Whether the request's arithmetic is a chain of two operations or more, each done by one offered tool."""
    chain = _chain(request, tools)
    return chain is not None and all(link.operation in chain[1] for link in chain[0])


def next_chained_call(
    request: str, tools: Sequence[ToolDefinition], results: Sequence[tuple[str, str]]
) -> NextCall | None:
    """The chain's next call, given the calls of the turn so far (each tool's name and its result); ``None``
    when the request is no chain, some operation has no tool, the chain is done, or a call so far is not
    the chain's (another call ran, or a result is no number: the chain stops)."""
    chain = _chain(request, tools)
    if chain is None:
        return None
    links, by_operation = chain
    if any(link.operation not in by_operation for link in links) or len(results) >= len(links):
        return None
    values: list[float] = []
    for link, (name, result) in zip(links, results, strict=False):
        number = _number(result)
        if name != by_operation[link.operation].name or number is None:
            return None
        values.append(number)
    link = links[len(results)]
    tool = by_operation[link.operation]
    keys = [str(key) for key in tool.input_schema.get("required") or ()]
    operands = [values[o.position] if isinstance(o, Earlier) else o for o in link.operands]
    return NextCall(tool, {key: _plain(operand) for key, operand in zip(keys, operands, strict=True)})


def chained_result(request: str, tools: Sequence[ToolDefinition], results: Sequence[tuple[str, str]]) -> str | None:
    """The sentence that answers a finished chain with its last result ("10 + 20 + 30 = 60."), when every
    call of the chain ran as planned and returned a number; ``None`` else."""
    chain = _chain(request, tools)
    if chain is None or len(results) != len(chain[0]):
        return None
    links, by_operation = chain
    for link, (name, result) in zip(links, results, strict=True):
        if link.operation not in by_operation or name != by_operation[link.operation].name or _number(result) is None:
            return None
    expression = str(_said_in_steps(request) or written_expression(request))
    last = _number(results[-1][1])
    return f"{_without_outer_parentheses(expression)} = {_plain(last) if last is not None else ''}."


def _without_outer_parentheses(expression: str) -> str:
    """``((2 + 3) * 4)`` -> ``(2 + 3) * 4``; ``(3 + 4) * (5 + 1)`` stays as it is."""
    if not expression.startswith("("):
        return expression
    depth = 0
    for position, character in enumerate(expression):
        depth += {"(": 1, ")": -1}.get(character, 0)
        if depth == 0:
            return expression[1:-1] if position == len(expression) - 1 else expression
    return expression


def _number(result: str) -> float | None:
    try:
        return float(result.strip())
    except ValueError:
        return None


def _plain(number: float | int) -> float | int:
    """A whole number as an integer (30.0 -> 30): the value a person reads."""
    return int(number) if isinstance(number, float) and number.is_integer() else number
