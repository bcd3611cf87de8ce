"""A user's own tools tried as a user writes to them (real weights, public API, tools never seen): a
value the tool lists is no other kind of its thing ("my fedex parcel" to ``track_package``, which lists
'fedex' as a carrier); a lone target parameter takes the option the request names as where something
goes ("30 degrees celsius in fahrenheit"); a temperature's scales name it, and "wake me up" an alarm; a
list of addresses takes every address given; a list of what the tool's thing is made with takes the items
after "with" ("vegetarian recipes with lentils"); a symbol in capitals is no other kind of what a tool of
symbols prices ("ETH price"); a pickup and a drop-off are a ride's ends; "invest" names an investment;
"I'd like to take ... off" is the request's own verb, no reason for it; a folder's contents are no list of
orders; a currency code is no share's ticker ("USD price of gold"); a pronoun is no value ("play Halo with
them" plays Halo, "play something for me" names no song); "define X" asks a tool named for definitions; an
optional parameter named for a kind takes the one word of that kind ("the bedroom" for ``room``); a
translation's language is only a language named ("message mom: ..." is no translation into 'mom'); a
statement that leads to "please ..." asks it; clauses set apart by dashes ask apart; "or not" asks nothing;
"tell Sam I'm late" and "let Ana know ..." are messages to someone."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))

TRACK = _tool(
    "track_package",
    "Track a parcel.",
    {
        "tracking_number": {"type": "string", "description": "The carrier's tracking number."},
        "carrier": {"type": "string", "description": "One of 'ups', 'fedex', 'usps', 'dhl'."},
    },
    ["tracking_number"],
)
FLIGHT = _tool(
    "get_flight_status",
    "Get the live status of a flight by its flight number, e.g. 'BA117'.",
    {"flight_number": {"type": "string", "description": "The flight number."}},
    ["flight_number"],
)
SCALES = ["celsius", "fahrenheit"]
CONVERT = _tool(
    "convert_temperature",
    "Convert a temperature to 'celsius' or 'fahrenheit'.",
    {
        "value": {"type": "number", "description": "The temperature."},
        "to_scale": {"type": "string", "description": "'celsius' or 'fahrenheit'."},
    },
    ["value", "to_scale"],
)
CONVERT_LISTED = _tool(
    "convert_temperature",
    "Convert a temperature to another scale.",
    {
        "value": {"type": "number", "description": "The temperature."},
        "to_scale": {"type": "string", "enum": SCALES, "description": "The scale to convert to."},
    },
    ["value", "to_scale"],
)
AIR = _tool(
    "get_air_quality",
    "Current air quality index (AQI) in a city.",
    {"city": {"type": "string", "description": "The city."}},
    ["city"],
)
ALARM = _tool(
    "set_alarm",
    "Set an alarm.",
    {
        "time": {"type": "string", "description": "Time of day, HH:MM (24 h)."},
        "label": {"type": "string", "description": "Optional label."},
    },
    ["time"],
)
CONTACT = _tool(
    "add_contact",
    "Add a person to the address book.",
    {"name": {"type": "string", "description": "Full name."}, "phone": {"type": "string", "description": "Phone."}},
    ["name", "phone"],
)


def test_a_carrier_the_tool_lists_is_no_other_kind_of_parcel(model: LocalChatModel) -> None:
    made = _calls(model, "where's my fedex parcel 77123344?", TRACK, FLIGHT)
    assert made == [("track_package", {"tracking_number": "77123344", "carrier": "fedex"})]


@pytest.mark.parametrize("tool", [CONVERT, CONVERT_LISTED], ids=["described", "listed"])
@pytest.mark.parametrize(
    ("request_text", "value", "scale"),
    [
        ("what's 30 degrees celsius in fahrenheit?", 30, "fahrenheit"),
        ("convert 86 fahrenheit to celsius", 86, "celsius"),
    ],
)
def test_a_lone_target_takes_the_scale_the_request_converts_to(
    model: LocalChatModel, tool: object, request_text: str, value: int, scale: str
) -> None:
    made = _calls(model, request_text, tool, AIR)  # type: ignore[arg-type]
    assert made == [("convert_temperature", {"value": value, "to_scale": scale})]


def test_wake_me_up_asks_for_an_alarm(model: LocalChatModel) -> None:
    made = _calls(model, "wake me up at 6:45 tomorrow", ALARM, CONTACT)
    assert made == [("set_alarm", {"time": "06:45"})]


RECIPES = _tool(
    "search_recipes",
    "Find recipes that use the given ingredients.",
    {
        "ingredients": {"type": "array", "items": {"type": "string"}, "description": "Ingredients to use."},
        "vegetarian": {"type": "boolean", "description": "Only vegetarian recipes."},
    },
    ["ingredients"],
)
MEETING = _tool(
    "schedule_meeting",
    "Schedule a meeting in the calendar.",
    {
        "title": {"type": "string", "description": "Meeting title."},
        "attendees": {
            "type": "array",
            "items": {"type": "string"},
            "description": "Email addresses of the people invited.",
        },
    },
    ["title"],
)


@pytest.mark.parametrize(
    ("request_text", "wanted"),
    [
        ("vegetarian recipes with lentils please", {"ingredients": ["lentils"], "vegetarian": True}),
        ("find recipes using tofu and leeks", {"ingredients": ["tofu", "leeks"]}),
    ],
)
def test_a_list_of_what_the_thing_is_made_with(
    model: LocalChatModel, request_text: str, wanted: dict[str, object]
) -> None:
    assert _calls(model, request_text, RECIPES, ALARM) == [("search_recipes", wanted)]


def test_a_list_of_addresses_takes_every_address_given(model: LocalChatModel) -> None:
    made = _calls(model, "schedule a meeting called Budget Review with ann@x.com and bob@x.com", MEETING, ALARM)
    assert made == [("schedule_meeting", {"title": "Budget Review", "attendees": ["ann@x.com", "bob@x.com"]})]


CRYPTO = _tool(
    "get_crypto_price",
    "Current price of a cryptocurrency.",
    {"symbol": {"type": "string", "description": "Coin symbol, e.g. BTC."}},
    ["symbol"],
)
POPULATION = _tool(
    "get_population",
    "Population of a country.",
    {"country": {"type": "string", "description": "Country name."}},
    ["country"],
)
TAXI = _tool(
    "book_taxi",
    "Book a taxi.",
    {
        "pickup": {"type": "string", "description": "Pickup address."},
        "dropoff": {"type": "string", "description": "Destination address."},
    },
    ["pickup", "dropoff"],
)
INTEREST = _tool(
    "compound_interest",
    "Future value of an investment with compound interest.",
    {
        "principal": {"type": "number", "description": "Starting amount."},
        "rate": {"type": "number", "description": "Annual interest rate in percent."},
        "years": {"type": "integer", "description": "Number of years."},
    },
    ["principal", "rate", "years"],
)
PERCENT = _tool(
    "percent_of",
    "Compute a percentage of a value.",
    {
        "percent": {"type": "number", "description": "The percent."},
        "value": {"type": "number", "description": "The value."},
    },
    ["percent", "value"],
)


def test_a_symbol_in_capitals_is_no_other_kind_of_price(model: LocalChatModel) -> None:
    assert _calls(model, "ETH price", CRYPTO, POPULATION) == [("get_crypto_price", {"symbol": "ETH"})]


def test_a_pickup_and_a_dropoff_are_the_ends_of_a_ride(model: LocalChatModel) -> None:
    made = _calls(model, "get me a cab from 12 Main St to the airport", TAXI, ALARM)
    assert made == [("book_taxi", {"pickup": "12 Main St", "dropoff": "the airport"})]


def test_investing_names_an_investment(model: LocalChatModel) -> None:
    made = _calls(model, "if I invest 10000 at 5% for 10 years, how much will I have?", INTEREST, PERCENT)
    assert made == [("compound_interest", {"principal": 10000, "rate": 5, "years": 10})]


TIME_OFF = _tool(
    "request_time_off",
    "Request paid time off.",
    {
        "start_date": {"type": "string", "description": "First day off, YYYY-MM-DD."},
        "end_date": {"type": "string", "description": "Last day off, YYYY-MM-DD."},
        "reason": {"type": "string", "description": "Optional reason."},
    },
    ["start_date", "end_date"],
)


@pytest.mark.parametrize(
    ("request_text", "reason"),
    [
        ("I'd like to take 2026-12-22 to 2026-12-31 off", None),  # was: "take 2026-12-22 to 2026-12-31 off"
        ("I want to take 2026-12-22 to 2026-12-31 off to visit family", "visit family"),
    ],
)
def test_the_request_s_own_verb_is_no_reason(model: LocalChatModel, request_text: str, reason: str | None) -> None:
    wanted: dict[str, object] = {"start_date": "2026-12-22", "end_date": "2026-12-31"}
    if reason is not None:
        wanted["reason"] = reason
    assert _calls(model, request_text, TIME_OFF, ALARM) == [("request_time_off", wanted)]


ORDERS = _tool(
    "list_orders",
    "List a customer's orders.",
    {"customer": {"type": "string", "description": "The customer."}},
    ["customer"],
)


def test_a_folder_s_contents_are_no_list_of_orders(model: LocalChatModel) -> None:
    assert _calls(model, "what's in the news folder?", ORDERS, ALARM) == []


SHARES = _tool(
    "get_stock_price",
    "Latest share price of a stock by ticker.",
    {"ticker": {"type": "string", "description": "The ticker symbol."}},
    ["ticker"],
)


def test_a_currency_code_is_no_share_s_ticker(model: LocalChatModel) -> None:
    assert _calls(model, "USD price of gold", SHARES, ALARM) == []  # was: get_stock_price(ticker="USD")
    assert _calls(model, "price of AAPL in USD", SHARES, ALARM) == [("get_stock_price", {"ticker": "AAPL"})]


SONGS = _tool(
    "play_song",
    "Plays the requested song based on the provided search query.",
    {"query": {"type": "string", "description": "The search query for the song, such as the song's title."}},
    ["query"],
)


def test_a_pronoun_is_no_value(model: LocalChatModel) -> None:
    assert _calls(model, "play Halo with them", SONGS, ALARM) == [("play_song", {"query": "Halo"})]  # was: "them"
    assert _calls(model, "play something for me", SONGS, ALARM) == []  # was: "something"


DEFINITIONS = _tool(
    "word_definition",
    "Dictionary definition of an English word.",
    {"word": {"type": "string", "description": "The word."}},
    ["word"],
)
FAN = _tool(
    "set_fan_speed",
    "Set the ceiling fan speed in a room.",
    {
        "speed": {"type": "string", "enum": ["low", "medium", "high"]},
        "room": {"type": "string", "default": "living room"},
    },
    ["speed"],
)


def test_define_asks_a_tool_named_for_definitions(model: LocalChatModel) -> None:
    made = _calls(model, "define serendipity", DEFINITIONS, TIME_OFF)
    assert made == [("word_definition", {"word": "serendipity"})]  # was: declined


@pytest.mark.parametrize(
    ("request_text", "wanted"),
    [
        ("fan on high in the bedroom", {"speed": "high", "room": "bedroom"}),  # was: no room, "living room" answered
        ("set the bedroom fan to high", {"speed": "high", "room": "bedroom"}),
        ("fan on high", {"speed": "high"}),
    ],
)
def test_an_optional_kind_takes_the_one_word_of_its_kind(
    model: LocalChatModel, request_text: str, wanted: dict[str, object]
) -> None:
    assert _calls(model, request_text, FAN, ALARM) == [("set_fan_speed", wanted)]


TRANSLATE = _tool(
    "translate_text",
    "Translate text.",
    {
        "text": {"type": "string", "description": "Text to translate."},
        "target_language": {"type": "string", "description": "Language to translate into."},
    },
    ["text", "target_language"],
)


def test_a_translation_s_language_is_only_a_language_named(model: LocalChatModel) -> None:
    assert _calls(model, "message mom: dinner at 7?", TRANSLATE, ALARM) == []  # was: target_language="mom"
    made = _calls(model, "translate hello into German", TRANSLATE, ALARM)
    assert made == [("translate_text", {"text": "hello", "target_language": "German"})]


SERVICES = _tool(
    "restart_service",
    "Restart a system service by name.",
    {"name": {"type": "string", "description": "The service."}},
    ["name"],
)
LOANS = _tool(
    "calculate_loan_payment",
    "Monthly payment of a fixed-rate loan.",
    {
        "principal": {"type": "number", "description": "Amount borrowed."},
        "annual_rate": {"type": "number", "description": "Yearly interest rate in percent, e.g. 5.5."},
        "years": {"type": "integer", "description": "Term in years."},
    },
    ["principal", "annual_rate", "years"],
)
PRIMES = _tool(
    "is_prime",
    "Check whether a whole number is prime.",
    {"n": {"type": "integer", "description": "The number."}},
    ["n"],
)


def test_a_statement_that_leads_to_please_asks(model: LocalChatModel) -> None:
    made = _calls(model, "the website is down again, please restart apache", SERVICES, ALARM)
    assert made == [("restart_service", {"name": "apache"})]  # was: declined as a statement


def test_clauses_set_apart_by_dashes_ask_apart(model: LocalChatModel) -> None:
    request = "thinking of buying a car - 25k loan, 7% interest, 5 years - what would I pay monthly?"
    made = _calls(model, request, LOANS, ALARM)
    assert made == [("calculate_loan_payment", {"principal": 25000, "annual_rate": 7, "years": 5})]


def test_or_not_asks_nothing(model: LocalChatModel) -> None:
    made = _calls(model, "Quick question for my kid's homework - is 221 a prime number or not?", PRIMES, ALARM)
    assert made == [("is_prime", {"n": 221})]


MESSAGES = _tool(
    "send_message",
    "Send a chat message to a contact by name.",
    {
        "recipient": {"type": "string", "description": "The contact's name."},
        "text": {"type": "string", "description": "The message."},
    },
    ["recipient", "text"],
)


@pytest.mark.parametrize(
    ("request_text", "recipient", "text"),
    [
        ("tell Sam I'm running late", "Sam", "I'm running late"),
        ("let Ana know the train is late", "Ana", "the train is late"),
        ("Tell Bob that the meeting moved to 3pm", "Bob", "the meeting moved to 3pm"),
    ],
)
def test_telling_someone_is_a_message(model: LocalChatModel, request_text: str, recipient: str, text: str) -> None:
    made = _calls(model, request_text, MESSAGES, TRANSLATE, ALARM)
    assert made == [("send_message", {"recipient": recipient, "text": text})]


def test_telling_me_is_no_message(model: LocalChatModel) -> None:
    assert _calls(model, "tell me a joke", MESSAGES, TRANSLATE, ALARM) == []


SHIPMENTS = _tool(
    "track_shipment",
    "Track a shipment by its tracking id.",
    {"tracking_id": {"type": "string", "description": "The tracking id."}},
    ["tracking_id"],
)


def test_a_head_before_a_dash_stays_with_its_question(model: LocalChatModel) -> None:
    made = _calls(model, "Shipment 1Z999AA1 - any update?", SHIPMENTS, ALARM)
    assert made == [("track_shipment", {"tracking_id": "1Z999AA1"})]
