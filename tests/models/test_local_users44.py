"""A user's own tools, written as a user writes them (``@tool`` functions with docstrings and type
hints; real weights, public API, no examples, the right tool beside two others): the person a piece of
work is handed to ("assign it to Dana", "give it to priya") is its assignee or owner, and the clause
before it the title; "How many dice to roll" counts the dice of "roll 3 dice"; "message mom: dinner at
7?" is a message to mom; a parameter described as an IANA zone takes the zone of the place named ("the
time in Paris": Europe/Paris), and a country of many zones gives it none ("the time in Brazil": no call)."""

from __future__ import annotations

import pytest

from sprig import tool
from sprig.models import LocalChatModel
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
