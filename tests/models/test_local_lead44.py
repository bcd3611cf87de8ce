"""Values a user's own tool is given only when the request holds them (real weights, public API, tools
never seen): the language a quoted text is written in is English when the text is plainly English, for a
parameter that asks the language of the given text (never the language to translate into); a language
parameter takes a language, never a phrase of the request ("sentiment of 'great"); a parameter named for
a colour takes the one colour the request names in lower case, with its shade ("warm white"), never a
name that holds one ("Green Day"); "add X to my calendar" asks a tool of the calendar to add X, and X is
its title; a time goes in 24 hours when the description's example is written so ("e.g. '19:30'"); an
option a description lists is named by a word of its meaning ("bike route" for 'cycling'); a title
"called" ends at a colon, the content after it; an entry put on a list or taken off it is the item,
without its count ("put 2 cartons of eggs on the shopping list"); a town or country in lower case ends
a terse request as its value, no kind of thing, written as its name is ("weather oslo": Oslo); the
currency of "a pound" is the one priced ("how many yen is a pound worth?"); a trip's ends are the start
and the end however they are written ("SFO to JFK", "to Denver from Boston"); "every day" says a daily
flag; a follow-up "just 2" keeps the topic before it and takes the count ("just" is no topic); the owner
written before a word of the tool's own is its name ("octocat's profile"); what the docs "say about" is
searched; "the three of us" counts three for a parameter named for people ("guests", "people"); a name
ends before a word of the tool's own in small letters ("Gibson Les Paul guitar"); "worst" names the
lowest rating."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import remembering
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))

SENTIMENT = _tool(
    "score_sentiment",
    "Scores the sentiment of a piece of writing.",
    {
        "text": {"type": "string", "description": "The writing to score."},
        "language": {"type": "string", "description": "The language the text is written in."},
    },
    ["text", "language"],
)
TRANSLATE = _tool(
    "translate_text",
    "Translates a text from one language to another.",
    {
        "text": {"type": "string", "description": "The text to translate."},
        "source_language": {"type": "string", "description": "The language of the source text."},
        "target_language": {"type": "string", "description": "The language to translate into."},
    },
    ["text", "source_language", "target_language"],
)


def test_the_language_of_a_quoted_english_text_is_english(model: LocalChatModel) -> None:
    made = _calls(model, "Score the sentiment of 'the staff were rude and the room was dirty'", SENTIMENT)
    assert made == [("score_sentiment", {"text": "the staff were rude and the room was dirty", "language": "English"})]
    made = _calls(model, "Translate 'where is the train station' to French", TRANSLATE)
    assert made == [
        (
            "translate_text",
            {"text": "where is the train station", "source_language": "English", "target_language": "French"},
        )
    ]


def test_a_text_in_another_language_or_too_short_to_tell_is_no_english(model: LocalChatModel) -> None:
    assert _calls(model, "Score the sentiment of 'das Essen war sehr gut'", SENTIMENT) == []
    assert _calls(model, "Translate 'where is the train station'", TRANSLATE) == []  # into what, it does not say


def test_a_language_parameter_takes_only_a_language(model: LocalChatModel) -> None:
    assert _calls(model, "score the sentiment of 'great'", SENTIMENT) == []
    made = _calls(model, "score the sentiment of 'great' in Marathi", SENTIMENT)
    assert made == [("score_sentiment", {"text": "great", "language": "Marathi"})]


LIGHT = _tool(
    "set_light",
    "Sets a smart light.",
    {
        "room": {"type": "string", "description": "The room."},
        "color": {"type": "string", "description": "The light colour."},
        "brightness": {"type": "integer", "description": "From 0 to 100."},
    },
    ["room"],
)
SHOP = _tool(
    "search_products",
    "Searches the shop's products.",
    {
        "query": {"type": "string", "description": "What to search for."},
        "colour": {"type": "string", "description": "Colour filter."},
    },
    ["query"],
)


def test_a_colour_parameter_takes_the_colour_named(model: LocalChatModel) -> None:
    assert _calls(model, "turn the kitchen light blue", LIGHT) == [("set_light", {"room": "kitchen", "color": "blue"})]
    made = _calls(model, "set the bedroom light to warm white at 40%", LIGHT)
    assert made == [("set_light", {"room": "bedroom", "color": "warm white", "brightness": 40})]
    made = _calls(model, "set the hall light to 30%", LIGHT)
    assert made == [("set_light", {"room": "hall", "brightness": 30})]  # no colour said: none given


def test_a_name_holding_a_colour_is_no_colour(model: LocalChatModel) -> None:
    assert _calls(model, "search for Green Day albums", SHOP) == [("search_products", {"query": "Green Day albums"})]


CALENDAR = _tool(
    "create_calendar_event",
    "Create an event in the user's calendar.",
    {
        "title": {"type": "string", "description": "Short title of the event."},
        "date": {"type": "string", "description": "Day of the event, YYYY-MM-DD."},
        "start_time": {"type": "string", "description": "Start time, HH:MM (24h)."},
    },
    ["title", "date", "start_time"],
)
CALENDAR_READ = _tool(
    "list_calendar_events",
    "List the events in the user's calendar on a day.",
    {"date": {"type": "string", "description": "Day, YYYY-MM-DD."}},
    ["date"],
)
TABLE = _tool(
    "reserve_table",
    "Book a table at a restaurant.",
    {
        "restaurant": {"type": "string", "description": "Name of the restaurant."},
        "party_size": {"type": "integer", "description": "Number of people."},
        "time": {"type": "string", "description": "Time of the booking, e.g. '19:30'."},
    },
    ["restaurant", "party_size", "time"],
)


def test_an_entry_added_to_a_calendar_is_an_event_titled_by_it(model: LocalChatModel) -> None:
    event = {"title": "dentist", "date": "2026-12-03", "start_time": "14:30"}
    added = "add dentist to my calendar on 2026-12-03 at 14:30"
    for request in (added, "put dentist on my calendar for 2026-12-03 at 2:30pm"):
        assert _calls(model, request, CALENDAR_READ, CALENDAR, TABLE) == [("create_calendar_event", event)], request
    made = _calls(model, "add a dentist appointment to my calendar on 2026-12-03 at 14:30", CALENDAR_READ, CALENDAR)
    assert made == [("create_calendar_event", {**event, "title": "dentist appointment"})]


def test_adding_asks_a_tool_that_adds(model: LocalChatModel) -> None:
    assert _calls(model, "add dentist to my calendar on 2026-12-03", CALENDAR_READ) == []  # it only lists


def test_a_time_in_the_form_of_the_example(model: LocalChatModel) -> None:
    made = _calls(model, "book a table for 4 at Nopa at 7:30pm", TABLE, CALENDAR)
    assert made == [("reserve_table", {"restaurant": "Nopa", "party_size": 4, "time": "19:30"})]


DIRECTIONS = _tool(
    "get_directions",
    "Get directions between two places.",
    {
        "origin": {"type": "string", "description": "Where the trip starts."},
        "destination": {"type": "string", "description": "Where the trip ends."},
        "mode": {"type": "string", "description": "One of 'driving', 'walking', 'cycling', 'transit'."},
    },
    ["origin", "destination"],
)
NOTE = _tool(
    "create_note",
    "Save a note.",
    {
        "title": {"type": "string", "description": "Title of the note."},
        "content": {"type": "string", "description": "Text of the note."},
    },
    ["title", "content"],
)


def test_a_listed_option_named_by_a_word_of_its_meaning(model: LocalChatModel) -> None:
    trip = {"origin": "Oakland", "destination": "Berkeley"}
    made = _calls(model, "bike route from Oakland to Berkeley please", DIRECTIONS)
    assert made == [("get_directions", {**trip, "mode": "cycling"})]
    made = _calls(model, "directions from Oakland to Berkeley on foot", DIRECTIONS)
    assert made == [("get_directions", {**trip, "mode": "walking"})]
    assert _calls(model, "directions from Oakland to Berkeley", DIRECTIONS) == [("get_directions", trip)]


def test_a_title_called_ends_at_its_colon(model: LocalChatModel) -> None:
    made = _calls(model, "save a note called groceries: milk, eggs, spinach", NOTE, LIGHT)
    assert made == [("create_note", {"title": "groceries", "content": "milk, eggs, spinach"})]


SHOW_LIST = _tool("show_shopping_list", "Show everything on the shopping list.", {}, [])
ADD_ITEM = _tool(
    "add_to_shopping_list",
    "Add an item to the shopping list.",
    {
        "item": {"type": "string", "description": "What to buy."},
        "quantity": {"type": "integer", "description": "How many."},
    },
    ["item"],
)
REMOVE_ITEM = _tool(
    "remove_from_shopping_list",
    "Remove an item from the shopping list.",
    {"item": {"type": "string", "description": "The item to remove."}},
    ["item"],
)


def test_an_entry_put_on_a_list_or_taken_off_it(model: LocalChatModel) -> None:
    lists = (SHOW_LIST, ADD_ITEM, REMOVE_ITEM)
    made = _calls(model, "put 2 cartons of eggs on the shopping list", *lists)
    assert made == [("add_to_shopping_list", {"item": "eggs", "quantity": 2})]
    made = _calls(model, "add oat milk to my shopping list", *lists)
    assert made == [("add_to_shopping_list", {"item": "oat milk"})]
    made = _calls(model, "take bananas off my shopping list", *lists)
    assert made == [("remove_from_shopping_list", {"item": "bananas"})]


WEATHER = _tool(
    "get_weather", "Current weather for a city.", {"city": {"type": "string", "description": "The city."}}, ["city"]
)
CAPITAL = _tool(
    "capital_of",
    "The capital city of a country.",
    {"country": {"type": "string", "description": "A country."}},
    ["country"],
)
RATE = _tool(
    "exchange_rate",
    "Exchange rate between two currencies, as ISO codes like USD or EUR.",
    {"base": {"type": "string"}, "quote": {"type": "string"}},
    ["base", "quote"],
)


def test_a_terse_request_ends_on_its_place(model: LocalChatModel) -> None:
    assert _calls(model, "weather oslo", WEATHER, CAPITAL, RATE) == [("get_weather", {"city": "Oslo"})]
    assert _calls(model, "capital of kenya?", CAPITAL, WEATHER) == [("capital_of", {"country": "Kenya"})]


def test_the_currency_of_one_unit_is_the_base(model: LocalChatModel) -> None:
    made = _calls(model, "how many yen is a pound worth?", RATE, WEATHER)
    assert made == [("exchange_rate", {"base": "GBP", "quote": "JPY"})]
    assert _calls(model, "how many euros per dollar?", RATE) == [("exchange_rate", {"base": "USD", "quote": "EUR"})]


FLIGHTS = _tool(
    "search_flights",
    "Search flights.",
    {
        "origin": {"type": "string", "description": "Departure city or airport code."},
        "destination": {"type": "string", "description": "Arrival city or airport code."},
        "date": {"type": "string", "description": "Departure date, YYYY-MM-DD."},
    },
    ["origin", "destination", "date"],
)
ALARM = _tool(
    "set_alarm",
    "Set an alarm.",
    {
        "time": {"type": "string", "description": "Alarm time, HH:MM."},
        "repeat_daily": {"type": "boolean", "description": "Repeat the alarm."},
    },
    ["time"],
)


def test_the_ends_of_a_trip_however_written(model: LocalChatModel) -> None:
    day = {"date": "2026-12-18"}
    for request, start, end in (
        ("nonstop flights SFO to JFK on 2026-12-18", "SFO", "JFK"),
        ("flights Boston to Denver on 2026-12-18", "Boston", "Denver"),
        ("I want to fly to Denver from Boston on 2026-12-18", "Boston", "Denver"),
    ):
        made = _calls(model, request, FLIGHTS, WEATHER)
        assert made == [("search_flights", {"origin": start, "destination": end, **day})], request


def test_every_day_says_a_daily_flag(model: LocalChatModel) -> None:
    made = _calls(model, "wake me at 6:15 every day", ALARM)
    assert made == [("set_alarm", {"time": "06:15", "repeat_daily": True})]
    assert _calls(model, "alarm at 6:15", ALARM) == [("set_alarm", {"time": "06:15"})]


def get_headlines(topic: str, count: int = 5) -> str:
    """Get the latest news headlines on a topic.

    Args:
        topic: News topic.
        count: How many headlines.
    """
    return f"{count} headlines on {topic}: (none today)"


def test_a_follow_up_of_only_a_count_keeps_its_topic(model: LocalChatModel) -> None:
    client = remembering(model, get_headlines, WEATHER)
    answers = [
        client.prompt(turn).advisor_params(conversation_id="c").call().content()
        for turn in ("headlines about football", "just 2")
    ]
    assert "5 headlines on football" in answers[0]
    assert "2 headlines on football" in answers[1], answers


PROFILE = _tool(
    "getUserProfile", "Fetch a user's profile by username.", {"username": {"type": "string"}}, ["username"]
)
DOCS = _tool(
    "searchDocs",
    "Full-text search over the product documentation.",
    {"query": {"type": "string"}, "max_results": {"type": "integer"}},
    ["query"],
)


def test_the_owner_before_the_tools_word_is_its_name(model: LocalChatModel) -> None:
    assert _calls(model, "show me octocat's profile", PROFILE, DOCS) == [("getUserProfile", {"username": "octocat"})]
    assert _calls(model, "show me the profile", PROFILE, DOCS) == []  # whose, it does not say


def test_what_the_docs_say_about_is_searched(model: LocalChatModel) -> None:
    made = _calls(model, "what do the docs say about rate limits?", DOCS, PROFILE)
    assert made == [("searchDocs", {"query": "rate limits"})]


TIP = _tool(
    "calculate_tip",
    "Work out the tip for a restaurant bill.",
    {
        "bill": {"type": "number", "description": "Bill total"},
        "percent": {"type": "number", "description": "Tip percentage"},
        "people": {"type": "integer", "description": "Split between this many people"},
    },
    ["bill", "percent"],
)
TABLE_FOR = _tool(
    "book_table", "Book a table.", {"restaurant": {"type": "string"}, "guests": {"type": "integer"}}, ["restaurant"]
)


def test_the_people_told_count_for_a_parameter_named_for_them(model: LocalChatModel) -> None:
    made = _calls(model, "Dinner came to $86.40 for the three of us, how much tip each at 18%?", TIP, WEATHER)
    assert made == [("calculate_tip", {"bill": 86.4, "percent": 18, "people": 3})]
    made = _calls(model, "book Nopa for the four of us", TABLE_FOR)
    assert made == [("book_table", {"restaurant": "Nopa", "guests": 4})]
    assert _calls(model, "book Nopa", TABLE_FOR) == [("book_table", {"restaurant": "Nopa"})]


LOG_LEVEL = _tool(
    "set_log_level",
    "Set a service's log level.",
    {"service": {"type": "string"}, "level": {"type": "string", "enum": ["DEBUG", "INFO", "WARNING", "ERROR"]}},
    ["service", "level"],
)
REVIEWS = _tool(
    "list_reviews",
    "List product reviews.",
    {
        "product_id": {"type": "string"},
        "sort": {"type": "string", "enum": ["newest", "oldest", "highest_rating", "lowest_rating"]},
    },
    ["product_id"],
)


GUITARS = _tool(
    "guitar_price_find",
    "Find the price of a used guitar.",
    {"model": {"type": "string", "description": "The model of the guitar."}},
    ["model"],
)


def test_a_name_ends_before_the_tools_own_word(model: LocalChatModel) -> None:
    made = _calls(model, "price of a used Gibson Les Paul guitar", GUITARS, WEATHER)
    assert made == [("guitar_price_find", {"model": "Gibson Les Paul"})]
    made = _calls(model, "set auth to warn", LOG_LEVEL, WEATHER)
    assert made == [("set_log_level", {"service": "auth", "level": "WARNING"})]


def test_a_sort_named_by_its_meaning(model: LocalChatModel) -> None:
    made = _calls(model, "worst reviews for B07XJ8C8F5", REVIEWS)
    assert made == [("list_reviews", {"product_id": "B07XJ8C8F5", "sort": "lowest_rating"})]
    assert _calls(model, "reviews for B07XJ8C8F5", REVIEWS) == [("list_reviews", {"product_id": "B07XJ8C8F5"})]
