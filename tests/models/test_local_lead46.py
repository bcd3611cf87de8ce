"""What a user's own tools get from their schema alone, written the way people write them: plain
``@tool`` functions with a one-line docstring, several offered (real weights, public API, tools never
seen). A unit parameter that says nothing measures what its tool does ("to C"); a possessive is its
noun ("the shop's catalogue"); "Number of characters" tells how many; an address names the parameter
that takes one; "a task to call the bank" is the task's title; a count counts the tool's things ("3
dice"), never a hyphened qualifier's number; a question mark ends a question; "there" after a call is
its place; a postal code is never a street number."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import pytest

from sprig.chat.events import ToolResultEvent
from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import remembering
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))


def _number(**more: Any) -> dict[str, Any]:
    return {"type": "number", **more}


def _string(**more: Any) -> dict[str, Any]:
    return {"type": "string", **more}


ADD = _tool("add", "Add two numbers.", {"a": _number(), "b": _number()}, ["a", "b"])
MULTIPLY = _tool("multiply", "Multiply two numbers.", {"a": _number(), "b": _number()}, ["a", "b"])
WEATHER = _tool("get_weather", "Get the current weather for a city.", {"city": _string()}, ["city"])
NEWS = _tool("get_news", "Get the latest news headlines on a topic.", {"topic": _string()}, ["topic"])
TEMPERATURE = _tool(
    "convert_temperature",
    "Convert a temperature to 'C' or 'F'.",
    {"value": _number(), "to_unit": _string()},
    ["value", "to_unit"],
)
SHOP = _tool(
    "search_products",
    "Search the shop's catalogue.",
    {"query": _string(), "max_price": _number()},
    ["query"],
)
DICE = _tool(
    "roll_dice",
    "Roll dice.",
    {"sides": {"type": "integer", "default": 6}, "count": {"type": "integer", "default": 1}},
    [],
)
AGE = _tool(
    "age_from_birthdate", "Age in years from a birth date (YYYY-MM-DD).", {"birthdate": _string()}, ["birthdate"]
)
LENGTH = _tool("text_length", "Number of characters in a text.", {"text": _string()}, ["text"])
UPPER = _tool("uppercase", "Convert text to upper case.", {"text": _string()}, ["text"])
WORDS = _tool("count_words", "Count the words in a text.", {"text": _string()}, ["text"])
DOMAIN = _tool(
    "check_domain", "Check whether a domain name is available to register.", {"domain": _string()}, ["domain"]
)
PROFILE = _tool("get_user_profile", "Get a GitHub user's public profile.", {"username": _string()}, ["username"])
TASK = _tool(
    "create_task",
    "Add a task to the to-do list.",
    {
        "title": _string(description="What to do."),
        "priority": _string(enum=["low", "medium", "high"]),
        "due": _string(description="Due date, YYYY-MM-DD."),
    },
    ["title"],
)
TASKS = _tool("list_tasks", "List tasks on the to-do list.", {"status": _string(enum=["open", "done", "all"])}, [])
REMINDER = _tool(
    "set_reminder", "Remind me of something in some minutes.", {"text": _string(), "minutes": {"type": "integer"}},
    ["text", "minutes"],
)
PRIME = _tool("is_prime", "Check whether a number is prime.", {"n": {"type": "integer"}}, ["n"])
RESTAURANTS = _tool(
    "find_restaurants",
    "Find restaurants in a city.",
    {"city": _string(), "cuisine": _string(), "open_now": {"type": "boolean", "default": False}},
    ["city"],
)
LOAN = _tool(
    "calculate_loan_payment",
    "Monthly payment of a loan given principal, annual interest rate in percent and term in years.",
    {"principal": _number(), "annual_rate": _number(), "years": {"type": "integer"}},
    ["principal", "annual_rate", "years"],
)
NOTIFY = _tool(
    "send_notification",
    "Send a push notification to a user.",
    {"user": _string(), "message": _string(), "silent": {"type": "boolean", "default": False}},
    ["user", "message"],
)
SHIP = _tool(
    "ship_to",
    "Ship the order to a person at an address.",
    {
        "name": _string(),
        "address": {
            "type": "object",
            "properties": {"street": _string(), "city": _string(), "zip_code": _string()},
            "required": ["street", "city", "zip_code"],
        },
    },
    ["name", "address"],
)


def test_a_unit_parameter_with_no_words_of_its_own_measures_what_its_tool_does(model: LocalChatModel) -> None:
    assert _calls(model, "convert 100 F to C", TEMPERATURE, ADD, WEATHER) == [
        ("convert_temperature", {"value": 100, "to_unit": "C"})
    ]
    assert _calls(model, "what is 30 degrees celsius in fahrenheit?", TEMPERATURE, ADD, WEATHER) == [
        ("convert_temperature", {"value": 30, "to_unit": "F"})
    ]  # the unit asked for, as the tool spells it: not "degrees celsius", the one measured
    assert _calls(model, "100 fahrenheit in celsius please", TEMPERATURE, ADD, WEATHER) == [
        ("convert_temperature", {"value": 100, "to_unit": "C"})
    ]


def test_a_possessive_is_its_noun_and_the_tools_own_place_no_part_of_the_query(model: LocalChatModel) -> None:
    assert _calls(model, "search the shop for a yoga mat", SHOP, WEATHER, ADD) == [
        ("search_products", {"query": "yoga mat"})
    ]
    assert _calls(model, "search for a yoga mat in the shop", SHOP, WEATHER, ADD) == [
        ("search_products", {"query": "yoga mat"})
    ]


def test_no_call_per_number_takes_a_number_twice(model: LocalChatModel) -> None:
    made = _calls(model, "add 10, 20 and 30", ADD, MULTIPLY, WEATHER)
    assert all(arguments["a"] != arguments["b"] for _, arguments in made), made
    assert _calls(model, "add 5 to 10, 20 and 30", ADD, MULTIPLY, WEATHER) == [
        ("add", {"a": 5, "b": 10}),
        ("add", {"a": 5, "b": 20}),
        ("add", {"a": 5, "b": 30}),
    ]


def test_a_bare_count_counts_the_tools_things_never_a_hyphened_qualifiers_number(model: LocalChatModel) -> None:
    assert _calls(model, "roll 3 dice", DICE, ADD, WEATHER) == [("roll_dice", {"count": 3})]
    assert _calls(model, "roll a die", DICE, ADD, WEATHER) == [("roll_dice", {})]
    assert _calls(model, "roll two 20-sided dice", DICE, ADD, WEATHER) == [("roll_dice", {"sides": 20, "count": 2})]


def test_words_said_otherwise_name_the_tool(model: LocalChatModel) -> None:
    assert _calls(model, "how old is someone born on 1990-05-17?", AGE, ADD, NEWS) == [
        ("age_from_birthdate", {"birthdate": "1990-05-17"})
    ]  # born: a birth date
    assert _calls(model, "how many characters in 'hello world'?", LENGTH, UPPER, WORDS) == [
        ("text_length", {"text": "hello world"})
    ]  # "Number of characters" tells how many
    assert _calls(model, "is sprig-agents.dev available?", PROFILE, DOMAIN, NEWS) == [
        ("check_domain", {"domain": "sprig-agents.dev"})
    ]  # a domain written names the parameter that takes one
    assert _calls(model, "notify sam that the build passed, silently", NOTIFY, NEWS, ADD) == [
        ("send_notification", {"user": "sam", "message": "the build passed", "silent": True})
    ]  # notify: a notification; "silently" is the flag's, no part of the message


def test_the_tools_own_word_is_no_user_name(model: LocalChatModel) -> None:
    assert _calls(model, "what is GitHub?", PROFILE, DOMAIN, NEWS) == []
    assert _calls(model, "get octocat's GitHub profile", PROFILE, DOMAIN, NEWS) == [
        ("get_user_profile", {"username": "octocat"})
    ]


def test_what_a_task_is_to_do_is_its_title(model: LocalChatModel) -> None:
    assert _calls(model, "add a task to call the bank, due 2026-12-02", TASK, TASKS, ADD) == [
        ("create_task", {"title": "call the bank", "due": "2026-12-02"})
    ]
    assert _calls(model, "remind me to stretch in 30 minutes", REMINDER, NEWS, ADD) == [
        ("set_reminder", {"text": "stretch", "minutes": 30})
    ]


def test_a_question_mark_ends_a_question(model: LocalChatModel) -> None:
    assert _calls(model, "is 7 prime? is 9 prime?", PRIME, ADD, MULTIPLY) == [
        ("is_prime", {"n": 7}),
        ("is_prime", {"n": 9}),
    ]
    assert _calls(model, "What's the weather in Oslo? I'm going there tomorrow.", WEATHER, ADD, NEWS) == [
        ("get_weather", {"city": "Oslo"})
    ]


def test_a_kind_from_the_word_before_the_tools_noun_not_a_rating(model: LocalChatModel) -> None:
    assert _calls(model, "thai restaurants in Seattle that are open now", RESTAURANTS, WEATHER, ADD) == [
        ("find_restaurants", {"city": "Seattle", "cuisine": "thai", "open_now": True})
    ]
    assert _calls(model, "good restaurants in Rome", RESTAURANTS, WEATHER, ADD) == [
        ("find_restaurants", {"city": "Rome"})
    ]


def test_a_percent_as_the_tools_description_says(model: LocalChatModel) -> None:
    assert _calls(model, "monthly payment on a 300000 loan at 6.5% for 30 years", LOAN, ADD, MULTIPLY) == [
        ("calculate_loan_payment", {"principal": 300000, "annual_rate": 6.5, "years": 30})
    ]


def test_an_address_split_into_its_fields(model: LocalChatModel) -> None:
    made = _calls(model, "ship it to Ana Ruiz, 12 Main St, Springfield 62701", SHIP, ADD, NEWS)
    assert made == [
        (
            "ship_to",
            {"name": "Ana Ruiz", "address": {"street": "12 Main St", "city": "Springfield", "zip_code": "62701"}},
        )
    ]


def test_there_is_where_the_call_before_was(model: LocalChatModel) -> None:
    from sprig.tools import tool

    @tool
    def find_restaurants(city: str) -> str:
        """Find restaurants in a city."""
        return f"3 places in {city}"

    @tool
    def get_weather(city: str) -> str:
        """Get the current weather for a city."""
        return f"{city}: 14 C"

    @tool
    def get_time_in(city: str) -> str:
        """Current local time in a city."""
        return "10:00"

    client = remembering(model, find_restaurants, get_weather, get_time_in)

    async def say(text: str) -> list[tuple[str, dict[str, Any]]]:
        return [
            (event.name, json.loads(event.arguments or "{}"))
            async for event in client.prompt(text).advisor_params(conversation_id="c").stream().events()
            if isinstance(event, ToolResultEvent)
        ]

    assert asyncio.run(say("restaurants in Lisbon")) == [("find_restaurants", {"city": "Lisbon"})]
    assert asyncio.run(say("what's the weather there?")) == [("get_weather", {"city": "Lisbon"})]
    assert asyncio.run(say("and the time?")) == [("get_time_in", {"city": "Lisbon"})]
    assert asyncio.run(say("what's the stock price there?")) == []  # no tool does that: nothing is carried


SEARCH = _tool("web_search", "Search the web.", {"query": _string()}, ["query"])
CALCULATOR = _tool("calculator", "Evaluate a math expression.", {"expression": _string()}, ["expression"])
CITY_WEATHER = _tool(
    "getWeather",
    "Returns current weather conditions for the given city.",
    {"cityName": _string(), "units": _string(enum=["C", "F"], default="C")},
    ["cityName"],
)
PULL = _tool(
    "open_pr",
    "Open a pull request.",
    {
        "title": _string(description="PR title."),
        "base": _string(description="Branch to merge into.", default="main"),
        "draft": {"type": "boolean", "default": False, "description": "Open as a draft."},
    },
    ["title"],
)


def test_a_question_about_the_world_goes_to_a_web_search(model: LocalChatModel) -> None:
    assert _calls(model, "who was Ada Lovelace?", SEARCH, CALCULATOR, CITY_WEATHER) == [
        ("web_search", {"query": "Ada Lovelace"})
    ]
    assert _calls(model, "who painted the Mona Lisa?", SEARCH, CALCULATOR, CITY_WEATHER) == [
        ("web_search", {"query": "who painted the Mona Lisa"})
    ]
    assert _calls(model, "what is my account balance?", SEARCH, CALCULATOR, CITY_WEATHER) == []  # the user's own
    assert _calls(model, "where did I park?", SEARCH, CALCULATOR, CITY_WEATHER) == []
    assert _calls(model, "who was Ada Lovelace?", CALCULATOR, CITY_WEATHER) == []  # no search: declined


def test_a_slip_of_typing_in_a_tools_word_and_a_letter_that_names_no_city(model: LocalChatModel) -> None:
    assert _calls(model, "wether in paris in F", CITY_WEATHER, CALCULATOR, NEWS) == [
        ("getWeather", {"cityName": "Paris", "units": "F"})
    ]


def test_a_value_after_the_preposition_its_description_ends_on(model: LocalChatModel) -> None:
    assert _calls(model, "open a PR titled 'Add dark mode' into develop", PULL, ADD, NEWS) == [
        ("open_pr", {"title": "Add dark mode", "base": "develop"})
    ]
    assert _calls(model, "open a PR titled 'Add dark mode'", PULL, ADD, NEWS) == [
        ("open_pr", {"title": "Add dark mode"})
    ]


LIGHT = _tool(
    "set_light",
    "Switch a light.",
    {"room": _string(description="Room name."), "on": {"type": "boolean", "description": "True to switch on."}},
    ["room", "on"],
)


def test_the_verb_a_request_opens_on_is_no_name(model: LocalChatModel) -> None:
    assert _calls(model, "turn on the light", LIGHT, ADD, NEWS) == []  # which room? none is said
    assert _calls(model, "turn on the kitchen light", LIGHT, ADD, NEWS) == [
        ("set_light", {"room": "kitchen", "on": True})
    ]


def test_thanks_then_a_question_is_asked_of_the_tools(model: LocalChatModel) -> None:
    assert _calls(model, "Thanks! And what's the weather in Rome?", WEATHER, ADD, NEWS) == [
        ("get_weather", {"city": "Rome"})
    ]
    assert _calls(model, "thanks, that's great", WEATHER, ADD, NEWS) == []


BOOKS = _tool(
    "search_books",
    "Search the library catalogue for books.",
    {"author": _string(), "title": _string(), "limit": {"type": "integer", "default": 10}},
    [],
)


def test_an_optional_title_named_after_the_tools_noun(model: LocalChatModel) -> None:
    assert _calls(model, "find the book Dune", BOOKS, NEWS, ADD) == [("search_books", {"title": "Dune"})]
    assert _calls(model, "find the book The Left Hand of Darkness", BOOKS, NEWS, ADD) == [
        ("search_books", {"title": "The Left Hand of Darkness"})
    ]


REQUEST_MONEY = _tool(
    "request_payment",
    "Request money from a contact.",
    {
        "receiver": _string(description="Who pays."),
        "amount": _number(description="Amount in dollars."),
        "private": {
            "type": "boolean",
            "default": False,
            "description": "Whether the request is private (true) or public (false).",
        },
    },
    ["receiver", "amount"],
)


def test_a_flags_state_by_the_word_its_description_pairs_with_true_or_false(model: LocalChatModel) -> None:
    made = _calls(model, "request $20 from Amelia and set the privacy to public", REQUEST_MONEY, ADD, NEWS)
    assert made == [("request_payment", {"receiver": "Amelia", "amount": 20, "private": False})]
    made = _calls(model, "request $20 from Amelia, keep it private", REQUEST_MONEY, ADD, NEWS)
    assert made == [("request_payment", {"receiver": "Amelia", "amount": 20, "private": True})]
