"""A request asking several things, some of which no offered tool does: the calls run for the parts a tool
fits, and the answer states their results and then says, in one plain sentence, which part was not done
because no tool fits it, quoting it from the request, never claiming it done nor giving it a value (real
weights, public API, the whole tool loop). A request whose parts were all served is answered as before."""

from __future__ import annotations

import pytest

from sprig import ChatClient, tool
from sprig.models import LocalChatModel
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))

ran: list[tuple[str, str]] = []


@tool(description="Get the current weather in a city.")
def get_weather(city: str) -> str:
    ran.append(("get_weather", city))
    return f"Sunny, 21 C in {city}"


@tool(description="Get the current local time in a city.")
def get_local_time(city: str) -> str:
    ran.append(("get_local_time", city))
    return f"14:05 in {city}"


@tool(description="Search for places to stay in a city.")
def search_lodging(city: str) -> str:
    ran.append(("search_lodging", city))
    return f"Hotel Sol and Casa Azul in {city}"


@tool(description="Convert an amount of money from one currency to another.")
def convert_currency(amount: float, from_currency: str, to_currency: str) -> str:
    ran.append(("convert_currency", f"{amount:g} {from_currency} {to_currency}"))
    return f"{amount:g} {from_currency} = 92.5 {to_currency}"


@tool(description="Run a shell command.")
def run_command(command: str) -> str:
    ran.append(("run_command", command))
    return "done"


def _answer(model: LocalChatModel, request: str, *tools: object) -> str:
    ran.clear()
    return ChatClient.builder(model).default_tools(*tools).build().prompt(request).call().content()


@pytest.mark.parametrize(
    ("request_text", "tools", "done", "result", "undone"),
    [
        (
            "What's the weather in Paris and what's the population of Italy?",
            (get_weather, get_local_time),
            [("get_weather", "Paris")],
            "Sunny, 21 C in Paris",
            "what's the population of Italy",
        ),
        (
            "What's the weather in Rome and book me a table at Nopa",
            (get_weather, get_local_time),
            [("get_weather", "Rome")],
            "Sunny, 21 C in Rome",
            "book me a table at Nopa",
        ),
        (
            "Find places to stay in Lisbon and buy me tickets for Hamlet",
            (search_lodging, get_local_time),
            [("search_lodging", "Lisbon")],
            "Hotel Sol and Casa Azul in Lisbon",
            "buy me tickets for Hamlet",
        ),
        (
            "Convert 100 USD to EUR and order me a pizza",
            (convert_currency, get_weather),
            [("convert_currency", "100 USD EUR")],
            "92.5 EUR",
            "order me a pizza",
        ),
    ],
)
def test_the_answer_states_the_results_and_says_which_part_no_tool_fits(
    model: LocalChatModel,
    request_text: str,
    tools: tuple[object, ...],
    done: list[tuple[str, str]],
    result: str,
    undone: str,
) -> None:
    text = _answer(model, request_text, *tools)
    assert ran == done
    stated, sentence, after = text.partition(f' I could not do "{undone}": no tool here can do that.')
    assert sentence and not after  # one plain sentence, last, after the results
    assert result in stated and undone not in stated  # the results, and nothing claimed for the part undone


def test_the_part_no_tool_fits_gets_no_value_in_a_generated_answer(model: LocalChatModel) -> None:
    text = _answer(model, "What time is it in Tokyo and what's the population of Japan?", get_local_time, get_weather)
    assert ran == [("get_local_time", "Tokyo")]
    assert "14:05" in text
    assert text.endswith('I could not do "what\'s the population of Japan": no tool here can do that.')
    assert text.count("population") == 1  # said once, as not done: never stated with a value


@pytest.mark.parametrize(
    ("request_text", "tools", "done"),
    [
        (
            "What's the weather in Boston and what time is it in Tokyo?",
            (get_weather, get_local_time),
            [("get_weather", "Boston"), ("get_local_time", "Tokyo")],
        ),
        ("What's the weather in Paris?", (get_weather, get_local_time), [("get_weather", "Paris")]),
        ("Find places to stay in Lisbon and Porto", (search_lodging, get_weather), None),
        (  # a phrase a comma sets off inside an ask is no ask of its own
            "Search for places to stay, like hostels or guesthouses, in Lisbon",
            (search_lodging, get_weather),
            [("search_lodging", "Lisbon")],
        ),
        (  # a part whose words the call holds was done by it, though no tool has its verb
            "Clean up my desktop and run the command 'rm -rf ~/Desktop/tmp'",
            (run_command, get_weather),
            [("run_command", "rm -rf ~/Desktop/tmp")],
        ),
    ],
)
def test_a_request_whose_parts_all_had_a_tool_says_nothing_was_left_undone(
    model: LocalChatModel, request_text: str, tools: tuple[object, ...], done: list[tuple[str, str]] | None
) -> None:
    text = _answer(model, request_text, *tools)
    if done is not None:
        assert ran == done
    assert ran and "could not" not in text and "no tool" not in text


def test_every_part_no_tool_fits_is_named_in_the_one_sentence_in_the_order_asked(model: LocalChatModel) -> None:
    request = "What's the weather in Oslo and what's the population of Norway? Also order me a pizza"
    text = _answer(model, request, get_weather, get_local_time)
    assert ran == [("get_weather", "Oslo")]
    assert text == (
        'get_weather(city=Oslo) returned Sunny, 21 C in Oslo. I could not do "what\'s the population of Norway"'
        ' or "order me a pizza": no tool here can do that.'
    )


def test_a_first_part_no_tool_fits_is_named_as_written(model: LocalChatModel) -> None:
    text = _answer(model, "What's the population of Italy and the weather in Rome?", get_weather, get_local_time)
    assert ran == [("get_weather", "Rome")]
    said = 'I could not do "What\'s the population of Italy": no tool here can do that.'
    assert text.endswith(f"Sunny, 21 C in Rome. {said}")
