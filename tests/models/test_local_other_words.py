"""Requests that say what an offered tool does in other words (real weights, public API, tools never
seen), which the embedded model once declined: an operator between two numbers names its operation
("compute 443 * 349" is a product); reversing is an operation whatever it is applied to ("Reverse hello");
cooking a dish asks for its recipe; a provider described by what it provides ("a gardener who provides
hedge trimming") fits the tool about that service; a code quoted in a description ("'1' corresponds to
Lisbon, '2' to Porto") is the number of the thing the request names; an identifier in camel case ("Set
maxRetries to 3") is the name a setter takes; a word the tool's name abbreviates ("contribution" of
``hist_contrib_get``) names the tool. Still no call when such words are not what the tool is for (code
that joins strings is no joining), when another tool takes a name the request states, or when a required
code stands for something the request never names (no number is guessed for it)."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))


CLOCK = _tool("read_clock", "Gets the current time of day.", {}, [])
SUM = _tool(
    "total_of",
    "Adds two integers.",
    {"a": {"type": "integer", "description": "The first."}, "b": {"type": "integer", "description": "The second."}},
    ["a", "b"],
)
PRODUCT = _tool(
    "CalcProduct",
    "Returns the product of two integers.",
    {"a": {"type": "integer", "description": "The first."}, "b": {"type": "integer", "description": "The second."}},
    ["a", "b"],
)
RECIPES = _tool(
    "kitchen_search_recipe",
    "Searches recipes whose title or ingredients contain the keyword.",
    {"keyword": {"type": "string", "description": "The keyword to look for."}},
    ["keyword"],
)
SERVICE = _tool(
    "get_service_code",
    "Retrieve the identifier of a service by its type and town.",
    {
        "service_id": {
            "type": "integer",
            "description": "The service. For example, '1' represents a lawn mowing service, '2' represents a hedge "
            "trimming service, and '3' represents a tree felling service.",
        },
        "town_id": {
            "type": "integer",
            "description": "The town. For example, '1' corresponds to Lisbon, '2' to Porto, and '3' to Braga.",
        },
    },
    ["service_id"],
)
JOIN = _tool(
    "join_texts",
    "Joins a list of strings into a single string.",
    {"strings": {"type": "array", "items": {"type": "string"}, "description": "The strings to join."}},
    ["strings"],
)


def test_an_operator_between_two_numbers_names_its_operation(model: LocalChatModel) -> None:
    assert _calls(model, "compute 443 * 349", CLOCK, SUM, PRODUCT) == [("CalcProduct", {"a": 443, "b": 349})]


def test_cooking_a_dish_asks_for_its_recipe(model: LocalChatModel) -> None:
    assert _calls(model, "how to cook bibimbap", RECIPES, CLOCK) == [("kitchen_search_recipe", {"keyword": "bibimbap"})]


def test_a_provider_described_by_what_it_provides_fits_the_service_tool(model: LocalChatModel) -> None:
    request = "Help find a gardener who provides hedge trimming services in Porto"
    assert _calls(model, request, SERVICE) == [("get_service_code", {"service_id": 2, "town_id": 2})]


def test_a_clause_of_another_verb_or_a_name_for_another_tool_gets_no_call(model: LocalChatModel) -> None:
    assert _calls(model, "Please make python code that gets two strings and joins them.", JOIN) == []
    towns = _tool(
        "get_town_code",
        "Retrieve the identifier of a town by its name.",
        {"town_name": {"type": "string", "description": "The town's name, e.g. 'Lisbon', 'Porto'."}},
        ["town_name"],
    )
    lone_service = _tool(
        "get_service_code",
        "Retrieve the identifier of a service by its type.",
        {"service_id": SERVICE.definition.input_schema["properties"]["service_id"]},
        ["service_id"],
    )
    request = "Help find a gardener who provides hedge trimming services in Porto."
    assert _calls(model, request, lone_service, towns) == []


def test_a_required_code_for_a_thing_never_named_is_not_guessed(model: LocalChatModel) -> None:
    gardeners = _tool(
        "find_gardeners",
        "Find gardeners in a town.",
        {
            "town_id": {
                "type": "integer",
                "description": "The town's identifier. For example, '1' for Lisbon, '2' for Porto, '3' for Braga.",
                "enum": [1, 2, 3],
            }
        },
        ["town_id"],
    )
    assert _calls(model, "Find gardeners in Porto", gardeners) == [("find_gardeners", {"town_id": 2})]
    assert _calls(model, "Find gardeners", gardeners) == []


def test_reversing_is_an_operation_on_whatever_follows(model: LocalChatModel) -> None:
    flip = _tool(
        "reverse_input",
        "Reverses the given input, returning it in the opposite order.",
        {"input_value": {"type": "string", "description": "The value to be reversed."}},
        ["input_value"],
    )
    assert _calls(model, "Reverse hello", flip) == [("reverse_input", {"input_value": "hello"})]


def test_an_identifier_in_camel_case_is_the_name_a_setter_takes(model: LocalChatModel) -> None:
    integer = _tool(
        "set_integer",
        "Sets the value of an integer variable specified by its name.",
        {
            "name": {"type": "string", "description": "The unique identifier for the integer variable."},
            "value": {"type": "integer", "description": "The value to assign to the integer variable."},
        },
        ["name", "value"],
    )
    text = _tool(
        "set_text",
        "Assigns a new value to the specified string variable.",
        {
            "text_name": {"type": "string", "description": "The identifier of the string variable."},
            "text_value": {"type": "string", "description": "The new content the variable will hold."},
        },
        ["text_name", "text_value"],
    )
    assert _calls(model, "Set maxRetries to 3", integer, text) == [("set_integer", {"name": "maxRetries", "value": 3})]


def test_a_word_the_tool_name_abbreviates_names_the_tool(model: LocalChatModel) -> None:
    contributions = _tool(
        "hist_contrib_get",
        "Gets the contribution a scientist made on a given date.",
        {
            "scientist": {"type": "string", "description": "The scientist's full name."},
            "date": {"type": "string", "description": "The date, in YYYY-MM-DD format."},
        },
        ["scientist", "date"],
    )
    request = "What was Marie Curie's contribution to science on July 18, 1898?"
    expected = [("hist_contrib_get", {"scientist": "Marie Curie", "date": "1898-07-18"})]
    assert _calls(model, request, contributions, CLOCK) == expected
    assert _calls(model, "What is a contribution?", contributions, CLOCK) == []
