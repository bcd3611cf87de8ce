"""Short requests of several calls, the way people ask assistants for rates, forecasts, times and reminders
(real weights, public API, tools never seen): two currency codes joined by "and" are two values of one
kind, not two words of the tool's name ("EUR to GBP and EUR to JPY" is two rates); a part opening with a
small word the part before has too ("... against AUD and against NZD") is read in its place, and a value
it gives one parameter fills no other; names that open a request joined by "and" ("Lyon and Nantes
forecast") are a list, not a sentence's capitalized first word; a reminder's title is what to be
reminded of; a part of a two-tool request that asks its thing of several values ("the forecast in Lyon
and Nantes for 4 days, and the local time in Quito") is a call per value; and a first part that asks
nothing alone ("Give me tech") is read with the next ("tech and health headlines"); times of day joined by
"and" ("at 7am and at 7pm") are a call each, while "between 9am and 11am" stays one call; and a song "by
the Beatles" names its artist as "by Beyonce" does; a code said once after a list of amounts ("40 and 90
GBP") is every amount's, and a last part said of each call ("..., 5 days each") gives every call its
values; two towns in lower case joined by "or" ("in chicago or denver") are a call each, in the form the
parameter asks ("Chicago, IL")."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))


FX = _tool(
    "currency_exchange_rate",
    "Look up the exchange rate between two currencies.",
    {
        "from_code": {"type": "string", "description": "ISO code of the currency to convert from, e.g. USD."},
        "to_code": {"type": "string", "description": "ISO code of the currency to convert to, e.g. EUR."},
    },
    ["from_code", "to_code"],
)
OUTLOOK = _tool(
    "city_outlook",
    "Get the weather outlook for a city.",
    {
        "city": {"type": "string", "description": "Name of the city."},
        "days": {"type": "integer", "description": "How many days ahead.", "default": 2},
    },
    ["city"],
)
CLOCK = _tool(
    "time_in_city",
    "Tell the current local time in a city.",
    {"city": {"type": "string", "description": "Name of the city."}},
    ["city"],
)
TASKS = _tool(
    "create_task_reminder",
    "Create a reminder task.",
    {
        "title": {"type": "string", "description": "Title of the reminder."},
        "time": {"type": "string", "description": "Time of day, e.g. 8am."},
    },
    ["title", "time"],
)


def test_two_pairs_of_currency_codes_are_a_call_each(model: LocalChatModel) -> None:
    assert _calls(model, "Rates for EUR to GBP and EUR to JPY", FX, CLOCK) == [
        ("currency_exchange_rate", {"from_code": "EUR", "to_code": "GBP"}),
        ("currency_exchange_rate", {"from_code": "EUR", "to_code": "JPY"}),
    ]


def test_a_part_opening_with_against_is_read_in_the_place_of_the_same_word_before(model: LocalChatModel) -> None:
    assert _calls(model, "What's the CAD rate against AUD and against NZD?", FX, CLOCK) == [
        ("currency_exchange_rate", {"from_code": "CAD", "to_code": "AUD"}),
        ("currency_exchange_rate", {"from_code": "CAD", "to_code": "NZD"}),
    ]


def test_names_opening_a_request_joined_by_and_are_a_call_each(model: LocalChatModel) -> None:
    assert _calls(model, "Lyon and Nantes outlook", OUTLOOK, FX) == [
        ("city_outlook", {"city": "Lyon"}),
        ("city_outlook", {"city": "Nantes"}),
    ]


def test_a_reminder_title_is_what_to_be_reminded_of(model: LocalChatModel) -> None:
    assert _calls(model, "Remind me to renew the passport at 10am", TASKS, CLOCK) == [
        ("create_task_reminder", {"title": "renew the passport", "time": "10am"}),
    ]


def test_a_list_in_one_part_of_a_two_tool_request_is_a_call_per_value(model: LocalChatModel) -> None:
    request = "What's the outlook in Lyon and Nantes for 4 days, and the local time in Quito?"
    assert _calls(model, request, OUTLOOK, CLOCK) == [
        ("city_outlook", {"city": "Lyon", "days": 4}),
        ("city_outlook", {"city": "Nantes", "days": 4}),
        ("time_in_city", {"city": "Quito"}),
    ]


ROOMS = _tool(
    "book_meeting_room",
    "Book a meeting room.",
    {
        "room": {"type": "string", "description": "Name of the room."},
        "start_time": {"type": "string", "description": "Start time, e.g. 9am."},
        "end_time": {"type": "string", "description": "End time, e.g. 10am."},
    },
    ["room", "start_time", "end_time"],
)
TRACKS = _tool(
    "play_track",
    "Play a track on the speaker.",
    {
        "track": {"type": "string", "description": "Title of the track."},
        "artist": {"type": "string", "description": "Name of the artist."},
    },
    ["track"],
)


def test_times_of_day_joined_by_and_are_a_call_each(model: LocalChatModel) -> None:
    assert _calls(model, "Remind me at 7am and at 7pm to water the orchids", TASKS, CLOCK) == [
        ("create_task_reminder", {"title": "water the orchids", "time": "7am"}),
        ("create_task_reminder", {"title": "water the orchids", "time": "7pm"}),
    ]


def test_times_between_which_one_thing_happens_are_one_call(model: LocalChatModel) -> None:
    assert _calls(model, "Book room Orion between 9am and 11am", ROOMS, CLOCK) == [
        ("book_meeting_room", {"room": "Orion", "start_time": "9am", "end_time": "11am"}),
    ]


def test_an_artist_after_by_the_is_the_artist(model: LocalChatModel) -> None:
    assert _calls(model, "Play Angie by the Rolling Stones and Rehab by Amy Winehouse", TRACKS, CLOCK) == [
        ("play_track", {"track": "Angie", "artist": "Rolling Stones"}),
        ("play_track", {"track": "Rehab", "artist": "Amy Winehouse"}),
    ]


EXCHANGE = _tool(
    "exchange_amount",
    "Exchange an amount of money into another currency.",
    {
        "amount": {"type": "number", "description": "How much money."},
        "source": {"type": "string", "description": "Three-letter code of the currency held."},
        "target": {"type": "string", "description": "Three-letter code of the currency wanted."},
    },
    ["amount", "source", "target"],
)


def test_a_code_said_once_after_a_list_of_amounts_is_every_amounts(model: LocalChatModel) -> None:
    assert _calls(model, "Exchange 40 and 90 GBP into EUR", EXCHANGE, CLOCK) == [
        ("exchange_amount", {"amount": 40, "source": "GBP", "target": "EUR"}),
        ("exchange_amount", {"amount": 90, "source": "GBP", "target": "EUR"}),
    ]


def test_a_last_part_said_of_each_call_gives_every_call_its_values(model: LocalChatModel) -> None:
    made = _calls(model, "Outlook for Oslo and Tromso, 5 days each", OUTLOOK, CLOCK)
    assert made == [("city_outlook", {"city": "Oslo", "days": 5}), ("city_outlook", {"city": "Tromso", "days": 5})]


STATE_WEATHER = _tool(
    "get_current_weather",
    "Get the current weather at a place.",
    {"location": {"type": "string", "description": "City and state, e.g. 'Austin, TX'."}},
    ["location"],
)


def test_two_towns_in_lower_case_joined_by_or_are_a_call_each_in_the_form_asked(model: LocalChatModel) -> None:
    assert _calls(model, "what is the weather in chicago or denver", STATE_WEATHER, CLOCK) == [
        ("get_current_weather", {"location": "Chicago, IL"}),
        ("get_current_weather", {"location": "Denver, CO"}),
    ]

