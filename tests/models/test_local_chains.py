"""Chains of one-operation tools (``add(a, b)``, ``multiply(a, b)``) for arithmetic of several
operations, over random expressions (hypothesis): made one call after another, each given the results
before it, they compute what the expression says; a result that is no number stops the chain."""

from __future__ import annotations

import operator
from collections.abc import Callable

from hypothesis import given, settings
from hypothesis import strategies as st

from sprig import ExternalTool
from sprig.models._local_chains import cannot_chain, chained_result, is_chain, next_chained_call
from sprig.tools import ToolDefinition


def _binary(name: str, description: str) -> ToolDefinition:
    properties = {"a": {"type": "number"}, "b": {"type": "number"}}
    schema = {"type": "object", "properties": properties, "required": ["a", "b"]}
    return ExternalTool(name, description, schema).definition


TOOLS = [
    _binary("add", "Add two numbers."),
    _binary("subtract", "Subtract b from a."),
    _binary("multiply", "Multiply two numbers."),
    _binary("divide", "Divide a by b."),
]
_DONE: dict[str, Callable[[float, float], float]] = {
    "add": operator.add,
    "subtract": operator.sub,
    "multiply": operator.mul,
    "divide": operator.truediv,
}
_SIGNS = {"add": "+", "subtract": "-", "multiply": "*", "divide": "/"}
_WORDS = {"add": "plus", "subtract": "minus", "multiply": "times", "divide": "divided by"}

_leaves = st.integers(min_value=1, max_value=99).map(lambda n: (str(n), str(n)))


def _joined(children: st.SearchStrategy[tuple[str, str]]) -> st.SearchStrategy[tuple[str, str]]:
    def join(left: tuple[str, str], operation: str, right: tuple[str, str]) -> tuple[str, str]:
        return f"({left[0]} {_SIGNS[operation]} {right[0]})", f"({left[1]} {_SIGNS[operation]} {right[1]})"

    return st.builds(join, children, st.sampled_from(sorted(_SIGNS)), children)


_expressions = st.recursive(_leaves, _joined, max_leaves=6).filter(lambda pair: pair[0].count("(") >= 2)


def _run_chain(request: str) -> tuple[list[tuple[str, str]], str | None]:
    results: list[tuple[str, str]] = []
    while (call := next_chained_call(request, TOOLS, results)) is not None:
        value = _DONE[call.tool.name](float(call.arguments["a"]), float(call.arguments["b"]))
        results.append((call.tool.name, repr(value)))
    return results, chained_result(request, TOOLS, results)


@settings(max_examples=150, deadline=None)
@given(_expressions)
def test_a_chain_computes_what_its_expression_says(pair: tuple[str, str]) -> None:
    expression = pair[0]
    request = f"what is {expression}?"
    try:
        expected = eval(expression, {"__builtins__": {}})  # numbers and four operators only, built above
    except ZeroDivisionError:
        return
    assert is_chain(request, TOOLS)
    results, answer = _run_chain(request)
    assert len(results) == expression.count("(")  # one call per operation, no more
    assert abs(float(results[-1][1]) - expected) <= 1e-9 * max(1.0, abs(expected))
    assert answer is not None and answer.startswith(expression[1:-1] + " = ")
    assert float(answer.rpartition(" = ")[2].removesuffix(".")) == float(results[-1][1])  # the last result


@settings(max_examples=60, deadline=None)
@given(st.integers(1, 50), st.integers(1, 50), st.integers(1, 50), st.sampled_from(sorted(_WORDS)))
def test_operations_in_words_chain_and_a_result_that_is_no_number_stops_the_chain(
    a: int, b: int, c: int, operation: str
) -> None:
    request = f"what is {a} plus {b} {_WORDS[operation]} {c}?"
    first = next_chained_call(request, TOOLS, [])
    assert first is not None
    assert next_chained_call(request, TOOLS, [(first.tool.name, "the adder is offline")]) is None
    assert chained_result(request, TOOLS, [(first.tool.name, "the adder is offline"), ("add", "3")]) is None


def test_an_operation_no_tool_does_is_no_chain_and_a_calculator_takes_the_whole_expression() -> None:
    only_add = TOOLS[:1]
    assert cannot_chain("what is 2 times 3 plus 4", only_add)
    assert not is_chain("what is 2 times 3 plus 4", only_add)
    schema = {"type": "object", "properties": {"expression": {"type": "string"}}, "required": ["expression"]}
    calculator = ExternalTool("calculate", "Evaluate a math expression.", schema).definition
    assert not is_chain("what is 2 times 3 plus 4", [*TOOLS, calculator])
    assert not cannot_chain("what is 2 times 3 plus 4", [only_add[0], calculator])
    assert not is_chain("what is 2 plus 3?", TOOLS)  # one operation: one call, no chain
    assert not is_chain("what's 15% of 240", TOOLS)  # a percentage is one operation of its own
    assert not cannot_chain("what's 15% of 240", only_add)
