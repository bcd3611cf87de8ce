"""Requests of several calls of one tool (real weights, public API, tools never seen): the parts may be
joined by "and" while each keeps the commas of its places and dates; a last part that only adds an
option ("and for the region ...", "their comments too") is for every call before it, not a call; and
so is what a request says once after the last value of a list ("..., Porto and Gdansk on the european
scale"); a part continuing the one before ("... and to take out the trash at 9pm") is read in the place
of the same words there, so its own text is its value; amounts in one currency joined by "and" ("30
GBP and 75 GBP") are a call each (and a currency named once fills one parameter only: never "GBP into
GBP"); and so is each item of a request written as a list, one item per line."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))


ROOM_RATES = _tool(
    "room_rates_lookup",
    "Looks up the nightly room rates of a guesthouse for a stay.",
    {
        "guesthouse": {"type": "string", "description": "The name of the guesthouse."},
        "city": {"type": "string", "description": "The city and country of the guesthouse."},
        "start_date": {"type": "string", "description": "The first night of the stay, YYYY-MM-DD."},
        "end_date": {"type": "string", "description": "The day of leaving, YYYY-MM-DD."},
    },
    ["guesthouse", "city", "start_date", "end_date"],
)
TICKET = _tool(
    "support_ticket_fetch",
    "Fetches a support ticket by its number.",
    {
        "ticket_number": {"type": "string", "description": "The number of the ticket."},
        "with_comments": {"type": "boolean", "description": "Whether to include the comments.", "default": False},
    },
    ["ticket_number"],
)
BULLETINS = _tool(
    "fetch_bulletins",
    "Fetches recent bulletins about a subject.",
    {
        "subject": {"type": "string", "description": "The subject of the bulletins."},
        "count": {"type": "integer", "description": "How many bulletins."},
        "area": {"type": "string", "description": "The area the bulletins are about."},
    },
    ["subject", "count"],
)


def test_parts_joined_by_and_keep_the_commas_of_their_places_and_dates(model: LocalChatModel) -> None:
    request = (
        "Look up the room rates at 'Harbor Inn' in Lisbon, Portugal from June 3, 2023 to June 8, 2023 "
        "and at 'Alpine Lodge' in Zurich, Switzerland from July 1, 2023 to July 4, 2023."
    )
    calls = _calls(model, request, ROOM_RATES)
    assert [c[1]["guesthouse"] for c in calls] == ["Harbor Inn", "Alpine Lodge"]
    assert [c[1]["city"] for c in calls] == ["Lisbon, Portugal", "Zurich, Switzerland"]
    assert [(c[1]["start_date"], c[1]["end_date"]) for c in calls] == [
        ("2023-06-03", "2023-06-08"),
        ("2023-07-01", "2023-07-04"),
    ]


def test_a_last_part_adding_an_option_is_for_every_call(model: LocalChatModel) -> None:
    calls = _calls(model, "Could you pull up support tickets 5521 and 7730, with their comments?", TICKET)
    assert sorted(c[1]["ticket_number"] for c in calls) == ["5521", "7730"]
    assert all(c[1].get("with_comments") is True for c in calls)


def test_an_area_named_last_is_for_every_subject(model: LocalChatModel) -> None:
    request = 'Fetch 3 bulletins on "Wildfires" and "Flooding", and only for the area "Tasmania".'
    calls = _calls(model, request, BULLETINS)
    assert sorted(c[1]["subject"] for c in calls) == ["Flooding", "Wildfires"]
    assert all(c[1]["count"] == 3 and c[1].get("area") == "Tasmania" for c in calls)


FORECAST = _tool(
    "get_forecast",
    "The weather forecast for a city.",
    {
        "city": {"type": "string", "description": "The city and country, e.g. 'Lyon, France'."},
        "days": {"type": "integer", "description": "How many days ahead.", "default": 1},
    },
    ["city"],
)
AIR = _tool(
    "air_quality",
    "The air quality index of a city.",
    {
        "city": {"type": "string", "description": "The city."},
        "scale": {"type": "string", "enum": ["us", "european"], "default": "us", "description": "The index scale."},
    },
    ["city"],
)


def test_what_follows_the_last_value_of_a_list_is_for_every_value(model: LocalChatModel) -> None:
    asked = "Get the forecast for Lyon, France, Porto, Portugal and Gdansk, Poland for 3 days"
    cities = ("Lyon, France", "Porto, Portugal", "Gdansk, Poland")
    assert _calls(model, asked, AIR, FORECAST) == [("get_forecast", {"city": city, "days": 3}) for city in cities]
    made = _calls(model, "What is the air quality in Lyon, Porto and Gdansk on the european scale?", FORECAST, AIR)
    assert made == [("air_quality", {"city": city, "scale": "european"}) for city in ("Lyon", "Porto", "Gdansk")]


ALARMS = _tool(
    "reminder_add",
    "Adds a reminder with a note.",
    {
        "note": {"type": "string", "description": "What the alarm is for."},
        "ring_time": {"type": "string", "description": "When it rings, e.g. 7am."},
    },
    ["note", "ring_time"],
)


def test_a_part_read_in_the_place_of_the_same_words_before_gives_its_own_text(model: LocalChatModel) -> None:
    made = _calls(model, "Remind me to feed the cat at 6am and to take out the trash at 9pm", ALARMS)
    assert made == [
        ("reminder_add", {"note": "feed the cat", "ring_time": "6am"}),
        ("reminder_add", {"note": "take out the trash", "ring_time": "9pm"}),
    ]



EXCHANGE = _tool(
    "money_exchange",
    "Exchanges an amount of money into another currency.",
    {
        "amount": {"type": "number", "description": "How much money."},
        "source_currency": {"type": "string", "description": "The currency the amount is in, e.g. GBP."},
        "target_currency": {"type": "string", "description": "The currency to get, e.g. CHF."},
    },
    ["amount", "source_currency", "target_currency"],
)


def test_amounts_in_one_currency_joined_by_and_are_a_call_each(model: LocalChatModel) -> None:
    made = _calls(model, "Exchange 30 GBP and 75 GBP into CHF", EXCHANGE)
    values = [{"amount": amount, "source_currency": "GBP", "target_currency": "CHF"} for amount in (30, 75)]
    assert made == [("money_exchange", value) for value in values]


def test_a_currency_named_once_is_the_value_of_one_parameter_only(model: LocalChatModel) -> None:
    assert _calls(model, "Exchange 30 GBP", EXCHANGE) == []  # never GBP into GBP
    made = _calls(model, "Exchange 30 GBP into CHF", EXCHANGE)
    assert made == [("money_exchange", {"amount": 30, "source_currency": "GBP", "target_currency": "CHF"})]

def test_a_request_written_as_a_list_is_a_call_for_each_item(model: LocalChatModel) -> None:
    made = _calls(model, "1. the forecast for Lyon, France\n2. the air quality in Gdansk", FORECAST, AIR)
    assert made == [("get_forecast", {"city": "Lyon, France"}), ("air_quality", {"city": "Gdansk"})]
    made = _calls(model, "Get me the forecast for these:\n- Lyon, France\n- Porto, Portugal", FORECAST, AIR)
    assert made == [("get_forecast", {"city": "Lyon, France"}), ("get_forecast", {"city": "Porto, Portugal"})]


DATA_PLATFORM_SERVER = _tool(
    "add_platform_server",
    "Adds a new server configuration to the Acme Rich Data Services (RDS) platform, for data analytics.",
    {
        "host": {"type": "string", "description": "The server's hostname or IP address."},
        "api_key": {"type": "string", "description": "The API key to authenticate against the server."},
    },
    ["host", "api_key"],
)
DATABASE_SERVER = _tool(
    "add_database_server",
    "Add or create a new database server configuration.",
    {"nickname": {"type": "string", "description": "The server name or nickname to identify the configuration."}},
    ["nickname"],
)


def test_a_part_about_a_tool_the_next_part_completes_is_no_call_of_a_weaker_tool(model: LocalChatModel) -> None:
    request = "Integrate a new server into our Acme RDS platform, using the hostname http://a.ca. The API key is 'k1'."
    assert _calls(model, request, DATA_PLATFORM_SERVER, DATABASE_SERVER) == [
        ("add_platform_server", {"host": "http://a.ca", "api_key": "k1"})
    ]
