"""The embedded model reads the numbers of written math on tools it has never seen: a polynomial's
coefficients, and numbers in digits before numbers in words (real weights, through the public API)."""

from __future__ import annotations

from typing import Any

import orjson
import pytest

from sprig import ChatClient, ExternalTool
from sprig.models import LocalChatModel
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))


def numbers(**described: str) -> dict[str, Any]:
    properties = {key: {"type": "number", "description": text} for key, text in described.items()}
    return {"type": "object", "properties": properties, "required": list(described)}


def calls(model: LocalChatModel, request: str, tool: ExternalTool) -> list[tuple[str, dict[str, Any]]]:
    response = ChatClient.builder(model).default_tools(tool).build().prompt(request).call().chat_client_response()
    return [(p.call.name, orjson.loads(p.call.arguments)) for p in response.pending]


@pytest.mark.parametrize(
    ("request_text", "schema", "expected"),
    [
        (
            "My homework has 2x^2 - 5x + 3 = 0, what are its roots?",
            numbers(a="Coefficient of x^2", b="Coefficient of x", c="The constant term"),
            {"a": 2, "b": -5, "c": 3},
        ),
        (  # described by degree words, listed out of order
            "What are the roots of 4.5*x**2 + x - 2 = 0?",
            numbers(c="Constant term", b="Coefficient of the linear term", a="Coefficient of the squared term"),
            {"a": 4.5, "b": 1, "c": -2},
        ),
        (  # no descriptions: a, b, c from the highest degree down; a missing term is 0
            "Find the roots of x² - 9 = 0",
            numbers(a="", b="", c=""),
            {"a": 1, "b": 0, "c": -9},
        ),
    ],
)
def test_a_polynomial_s_coefficients_go_to_the_parameters_of_their_degree(
    model: LocalChatModel, request_text: str, schema: dict[str, Any], expected: dict[str, float]
) -> None:
    tool = ExternalTool("quadratic_roots", "The roots of a quadratic equation", schema)
    assert calls(model, request_text, tool) == [("quadratic_roots", expected)]


def test_a_list_of_coefficients_takes_the_polynomial_in_the_order_described(model: LocalChatModel) -> None:
    schema = {
        "type": "object",
        "properties": {
            "coefficients": {
                "type": "array",
                "items": {"type": "number"},
                "description": "Coefficients of the polynomial, from the constant term upwards",
            },
            "bounds": {"type": "array", "items": {"type": "number"}, "description": "The interval"},
        },
        "required": ["coefficients", "bounds"],
    }
    tool = ExternalTool("integrate_polynomial", "Integrate a polynomial over an interval", schema)
    found = calls(model, "Integrate f(t) = 5t^3 - t + 7 over the interval from 0 to 3", tool)
    assert found == [("integrate_polynomial", {"coefficients": [7, -1, 0, 5], "bounds": [0, 3]})]


def test_numbers_in_digits_come_before_numbers_in_words(model: LocalChatModel) -> None:
    schema = {
        "type": "object",
        "properties": {"a": {"type": "integer"}, "b": {"type": "integer"}},
        "required": ["a", "b"],
    }
    tool = ExternalTool("least_common_multiple", "The least common multiple of two integers", schema)
    request = "Two buses leave the depot, one every 12 minutes and the other every 20 minutes. When do they meet?"
    assert calls(model, request + " Use the least common multiple.", tool) == [
        ("least_common_multiple", {"a": 12, "b": 20})
    ]


def test_numbers_said_in_words_are_read(model: LocalChatModel) -> None:
    velocity = ExternalTool(
        "final_velocity",
        "The final velocity of an object under constant acceleration",
        numbers(
            initial_velocity="The initial velocity in m/s", acceleration="Acceleration in m/s^2", time="Time in s"
        ),
    )
    request = "A cart starts from rest and accelerates at 3 m/s^2 for 4 seconds. What is its final velocity?"
    assert calls(model, request, velocity) == [
        ("final_velocity", {"initial_velocity": 0, "acceleration": 3, "time": 4})
    ]
    chance = ExternalTool(
        "chance_of_at_least_one",
        "The probability of at least one success",
        numbers(attempts="How many attempts", probability="The probability of success of one attempt"),
    )
    request = "I'm curious, if I make 3 attempts, what are the odds of one success when each has a one in four chance?"
    assert calls(model, request, chance) == [("chance_of_at_least_one", {"attempts": 3, "probability": 0.25})]


def two_integers(name: str, description: str) -> ExternalTool:
    schema = {
        "type": "object",
        "properties": {"a": {"type": "integer"}, "b": {"type": "integer"}},
        "required": ["a", "b"],
    }
    return ExternalTool(name, description, schema)


def test_groups_of_numbers_in_a_list_make_one_call_each(model: LocalChatModel) -> None:
    request = "Find the greatest common divisor of the pairs 12 and 18, 40 and 64, and 9 and 27."
    found = calls(model, request, two_integers("gcd", "The greatest common divisor of two integers"))
    assert sorted((arguments["a"], arguments["b"]) for _, arguments in found) == [(9, 27), (12, 18), (40, 64)]
    roots = ExternalTool("quadratic_roots", "The roots of a quadratic equation", numbers(a="", b="", c=""))
    request = "For my class, find the roots for these sets of coefficients: 1, 3, and 2; 2, 5, and 3; 1, 4, and 4."
    found = calls(model, request, roots)
    assert sorted(tuple(arguments.values()) for _, arguments in found) == [(1, 3, 2), (1, 4, 4), (2, 5, 3)]


def test_a_run_of_values_with_their_unit_each_makes_one_call_each(model: LocalChatModel) -> None:
    tool = ExternalTool("circle_area", "The area of a circle", numbers(radius="The radius"))
    request = (
        "I am building round tables of different sizes for a cafe and I need the areas for tops with radii "
        "of 40 cm, 50 cm, 60 cm, and 75 cm to order the wood."
    )
    assert sorted(arguments["radius"] for _, arguments in calls(model, request, tool)) == [40, 50, 60, 75]
