"""A user's own tools, written as a user writes them (``@tool`` functions with docstrings and type
hints; real weights, public API, no examples, the right tool beside others): the person a piece of
work is handed to ("assign it to Dana", "give it to priya") is its assignee or owner, and the clause
before it the title; "How many dice to roll" counts the dice of "roll 3 dice"; "message mom: dinner at
7?" is a message to mom; a count said again for a second part ("5 headlines about technology and 5
about science") is a second call, not a word of one call's text; a parameter described as an IANA zone
takes the zone of the place named ("the time in Paris": Europe/Paris), and a country of many zones gives
it none ("the time in Brazil": no call, a question which city); "what's DOGE at?" asks a price; a
number of as many digits as a parameter's description says ("Five-digit ZIP code") names that
parameter, and a question after a dash asks about the statement before it ("my friend lives in 60614 -
what city is that"); "how many words are in notes.md" reads the file and counts; an abbreviation a
description spells out ("Body mass index (BMI)") names its tool; a word before the tool's thing that
one of its parameters is named for ("the kitchen lights" to ``room_lights(room)``) is a value of that
parameter, no other kind of the thing."""

from __future__ import annotations

from pathlib import Path

import pytest

from sprig import ChatClient, tool
from sprig.models import LocalChatModel
from sprig.toolkits import FileSystemTools, TimeTools
from support.local_calls import ran
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))


@tool
def create_ticket(title: str, assignee: str = "") -> str:
    """Open a support ticket.

    Args:
        title: Short summary of the problem.
        assignee: The person the ticket is assigned to.
    """
    return f"ticket '{title}' for {assignee or 'nobody'}"


@tool
def close_ticket(ticket_id: int) -> str:
    """Close a support ticket.

    Args:
        ticket_id: The ticket's number.
    """
    return "closed"


@tool
def list_tickets(status: str = "open") -> str:
    """List support tickets.

    Args:
        status: Status to filter by.
    """
    return "none"


@tool
def create_task(title: str, owner: str = "") -> str:
    """Create a task on the team board.

    Args:
        title: What has to be done.
        owner: Who the task is given to.
    """
    return f"task '{title}' for {owner or 'nobody'}"


@tool
def log_workout(activity: str, minutes: int) -> str:
    """Log a workout in the fitness diary.

    Args:
        activity: The sport or exercise.
        minutes: How long it lasted, in minutes.
    """
    return "logged"


@tool
def roll_dice(sides: int = 6, count: int = 1) -> str:
    """Roll dice.

    Args:
        sides: Number of sides on each die.
        count: How many dice to roll.
    """
    return "4 2 6"


@tool
def flip_coin() -> str:
    """Flip a coin."""
    return "heads"


@tool
def random_number(low: int, high: int) -> int:
    """Pick a random whole number between low and high.

    Args:
        low: Smallest value.
        high: Largest value.
    """
    return 7


@tool
def send_text(recipient: str, message: str) -> str:
    """Send a text message to a contact.

    Args:
        recipient: The contact to text.
        message: The message text.
    """
    return f"sent to {recipient}"


@tool
def set_reminder(text: str, time: str) -> str:
    """Set a reminder.

    Args:
        text: What to remind about.
        time: When, HH:MM.
    """
    return "ok"


@tool
def time_in_zone(timezone: str) -> str:
    """Current time in an IANA time zone.

    Args:
        timezone: IANA time zone name, e.g. Europe/Paris.
    """
    return "10:00"


@tool
def weather_now(city: str) -> str:
    """Current weather in a city.

    Args:
        city: The city.
    """
    return "sunny"


def test_a_zone_identifier_is_the_zone_of_the_place_named(model: LocalChatModel) -> None:
    assert ran(model, "what's the time in Paris", time_in_zone, weather_now) == [
        ("time_in_zone", {"timezone": "Europe/Paris"})
    ]


def test_a_country_of_many_zones_is_no_zone_identifier(model: LocalChatModel) -> None:
    assert ran(model, "what's the time in Brazil", time_in_zone, weather_now) == []


def test_a_country_of_many_zones_asks_for_a_city(model: LocalChatModel) -> None:
    client = ChatClient.builder(model).default_tools(time_in_zone, weather_now).build()
    assert client.prompt("what's the time in Brazil").call().content() == (
        "Brazil has several time zones: which city in Brazil do you mean?"
    )
    declined = client.prompt("What is the capital of Australia?").call().content()  # asks no time
    assert declined.startswith("I can't do that with the tools I have"), declined


def test_the_person_work_is_assigned_to_is_the_assignee(model: LocalChatModel) -> None:
    made = ran(model, "open a ticket: printer jammed, assign it to Dana", list_tickets, create_ticket, close_ticket)
    assert made == [("create_ticket", {"title": "printer jammed", "assignee": "Dana"})]


def test_the_person_work_is_given_to_is_its_owner(model: LocalChatModel) -> None:
    made = ran(model, "new task: update the onboarding docs, give it to priya", log_workout, create_task)
    assert made == [("create_task", {"title": "update the onboarding docs", "owner": "priya"})]


def test_how_many_in_a_description_counts_its_things(model: LocalChatModel) -> None:
    made = ran(model, "roll 3 dice", flip_coin, roll_dice, random_number)
    assert made == [("roll_dice", {"count": 3})]


@pytest.mark.parametrize(
    ("request_text", "recipient", "message"),
    [("message mom: dinner at 7?", "mom", "dinner at 7?"), ("text Jo Park - running late", "Jo Park", "running late")],
)
def test_a_message_addressed_before_a_colon_goes_to_that_person(
    model: LocalChatModel, request_text: str, recipient: str, message: str
) -> None:
    made = ran(model, request_text, set_reminder, send_text, create_ticket)
    assert made == [("send_text", {"recipient": recipient, "message": message})]


@tool
def crypto_price(coin: str, currency: str = "USD") -> str:
    """Current price of a cryptocurrency.

    Args:
        coin: Coin symbol, e.g. BTC.
        currency: Currency for the price.
    """
    return f"{coin}: 0.12 {currency}"


@tool
def exchange_rate(base: str, quote: str) -> str:
    """Exchange rate between two currencies.

    Args:
        base: Base currency code.
        quote: Quote currency code.
    """
    return "1.1"


@tool
def zip_lookup(zip_code: str) -> str:
    """Look up the city and state of a US ZIP code.

    Args:
        zip_code: Five-digit ZIP code.
    """
    return "Chicago, IL"


@tool
def distance_between(origin: str, destination: str) -> str:
    """Driving distance between two places.

    Args:
        origin: Start.
        destination: End.
    """
    return "10 km"


def test_what_a_symbol_is_at_asks_its_price(model: LocalChatModel) -> None:
    assert ran(model, "what's DOGE at?", exchange_rate, crypto_price, weather_now) == [
        ("crypto_price", {"coin": "DOGE"})
    ]


@pytest.mark.parametrize("request_text", ["my friend lives in 60614 - what city is that", "what city is 60614"])
def test_a_number_of_the_described_length_names_its_parameter(model: LocalChatModel, request_text: str) -> None:
    assert ran(model, request_text, weather_now, zip_lookup, distance_between) == [
        ("zip_lookup", {"zip_code": "60614"})
    ]


def test_a_number_of_another_length_names_nothing(model: LocalChatModel) -> None:
    assert ran(model, "what city is 606", weather_now, zip_lookup, distance_between) == []


@pytest.mark.parametrize("request_text", ["how many words are in notes.md", "count the words in notes.md"])
def test_the_words_of_a_file_are_counted_from_reading_it(
    model: LocalChatModel, tmp_path: Path, request_text: str
) -> None:
    (tmp_path / "notes.md").write_text("alpha beta gamma\ndelta epsilon\n")
    client = ChatClient.builder(model).default_tools(FileSystemTools(tmp_path), TimeTools()).build()
    response = client.prompt(request_text).call()
    assert "5 words" in response.content()


@tool
def body_mass_index(weight_kg: float, height_cm: float) -> float:
    """Body mass index (BMI) from weight and height.

    Args:
        weight_kg: Weight in kilograms.
        height_cm: Height in centimetres.
    """
    return round(weight_kg / (height_cm / 100) ** 2, 1)


@tool
def room_lights(room: str, brightness: int) -> str:
    """Set the brightness of the lights in a room.

    Args:
        room: The room.
        brightness: Brightness in percent, 0-100.
    """
    return f"{room} lights at {brightness}%"


def test_an_abbreviation_spelled_out_before_it_names_the_tool(model: LocalChatModel) -> None:
    assert ran(model, "I'm 180 cm and 81 kg - what's my bmi?", log_workout, body_mass_index) == [
        ("body_mass_index", {"weight_kg": 81, "height_cm": 180})
    ]


def test_a_word_the_tool_takes_as_a_value_is_no_other_kind(model: LocalChatModel) -> None:
    assert ran(model, "dim the kitchen lights to 30%", set_reminder, room_lights) == [
        ("room_lights", {"room": "kitchen", "brightness": 30})
    ]


@tool
def get_news(topic: str, count: int = 5) -> str:
    """Get the latest news headlines about a topic.

    Args:
        topic: The topic, e.g. sports.
        count: The number of headlines.
    """
    return f"{count} headlines about {topic}"


def test_a_count_said_again_for_another_part_is_another_call(model: LocalChatModel) -> None:
    made = ran(model, "Get 5 headlines about technology and 5 about science", get_news, weather_now)
    assert sorted(made, key=str) == [
        ("get_news", {"topic": "science", "count": 5}),
        ("get_news", {"topic": "technology", "count": 5}),
    ]
