"""Requests of several calls of one tool (real weights, public API, tools never seen): the parts may be joined by "and"
while each keeps the commas of its places and dates; a last part that only adds an option ("and for the region ...",
"their comments too") is for every call before it, not a call; and so is what a request says once after the last
value of a list ("..., Porto and Gdansk on the european scale"); a part continuing the one before ("... and to take
out the trash at 9pm") is read in the place of the same words there, so its own text is its value; amounts in one
currency joined by "and" ("30 GBP and 75 GBP") are a call each (and a currency named once fills one parameter only:
never "GBP into GBP"); and so is each item of a request written as a list, one item per line (with marks, or as
short lines after a colon); plain words joined by "and" ("the porch and the attic fans") are a call each when the
tool takes one of them; a part written like the one before ("jazz concerts in Oslo and metal concerts in Bergen")
has its word where that one had a value; "one for 6 at Delfina" after "a table for 2 at Zuni" is another table, not
one person; a later question goes to the one tool it gives a value ("how is TSLA doing?"); places joined by "and"
are a call each whatever the request adds after them, and none is lost to a word after them ("... that serve BBQ");
and so are email addresses joined by "and", names joined by "plus" (never numbers: "12 plus 30" is one sum), three or
more plain words after one preposition ("for farming, fishing and mining"), and plain words each before the same
noun ("farming bulletins and fishing bulletins"); two reminders each with its time, said before the text or first
("At 8am remind me to buy bread and at 6pm to pay the rent"), are a call each, and a parameter its description calls
a "time of day" takes the time whatever its name; a list of names stays whole when the description shows one of
them (and takes no bracket of the description's example), and a list for one tool followed by ", and" and another
tool's request is a call each; a word before what the tool is about ("comedy plays") is its genre in every call,
but not a word saying where ("nearby") nor the verb that asks ("to see plays"); names before it ("Thai and Greek
restaurants") for a cuisine are a call each; a part that leaves out the verb
of the one before ("... and thanks into Swedish") gives its own text; and "a reminder for 8am to take my pills" is
a reminder to take the pills; "What about Cherbourg?" after a question asks the same again, and a question that
ends in a code ("... of VTSAX? What about SWPPX?") ends its sentence; and each of three continuing parts ("..., and
to email Bo at 4pm, and to leave at 6pm") gives its own text, but a part with a verb of its own ("also list cases
filed in 2018") is never read in the place of the words before; two kinds before what the tool is about ("Top 4
planning and licensing notices") are a call each, the count for both, and a count is no part of a kind."""

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


def test_short_lines_after_a_colon_are_a_call_each(model: LocalChatModel) -> None:
    made = _calls(model, "Get me the forecast for these:\nLyon, France\nPorto, Portugal", FORECAST, AIR)
    assert made == [("get_forecast", {"city": "Lyon, France"}), ("get_forecast", {"city": "Porto, Portugal"})]


FANS = _tool(
    "set_fan_speed",
    "Sets the speed of the ceiling fan in a room.",
    {
        "room": {"type": "string", "description": "The room, e.g. study."},
        "speed": {"type": "integer", "description": "The speed in percent."},
    },
    ["room", "speed"],
)


def test_plain_words_joined_by_and_are_a_call_each(model: LocalChatModel) -> None:
    made = _calls(model, "Set the porch and the attic fans to 40%", FANS)
    assert made == [("set_fan_speed", {"room": room, "speed": 40}) for room in ("porch", "attic")]


CONCERTS = _tool(
    "find_concerts",
    "Finds concerts in a city.",
    {
        "city": {"type": "string", "description": "The city."},
        "style": {"type": "string", "description": "The style of music, e.g. jazz."},
    },
    ["city"],
)


def test_a_word_where_the_part_before_said_a_value_is_that_value_again(model: LocalChatModel) -> None:
    made = _calls(model, "Find jazz concerts in Oslo and metal concerts in Bergen", CONCERTS)
    assert made == [
        ("find_concerts", {"city": "Oslo", "style": "jazz"}),
        ("find_concerts", {"city": "Bergen", "style": "metal"}),
    ]


TABLES = _tool(
    "reserve_table",
    "Reserve a table at a restaurant.",
    {
        "restaurant": {"type": "string", "description": "The restaurant's name."},
        "people": {"type": "integer", "description": "Party size."},
    },
    ["restaurant", "people"],
)


def test_one_for_another_thing_of_the_same_kind_counts_nothing(model: LocalChatModel) -> None:
    made = _calls(model, "Reserve a table for 2 at Zuni and one for 6 at Delfina", TABLES)
    wanted = [{"restaurant": "Zuni", "people": 2}, {"restaurant": "Delfina", "people": 6}]
    assert made == [("reserve_table", arguments) for arguments in wanted]


PARCELS = _tool(
    "parcel_status",
    "Track a parcel by its tracking number.",
    {"tracking_number": {"type": "string", "description": "The tracking number."}},
    ["tracking_number"],
)
SHARES = _tool(
    "share_price",
    "The latest share price of a company by its symbol.",
    {"symbol": {"type": "string", "description": "The stock symbol, e.g. AAPL."}},
    ["symbol"],
)


def test_a_later_question_goes_to_the_one_tool_it_gives_a_value(model: LocalChatModel) -> None:
    made = _calls(model, "Where's my parcel 7731? Also, how is TSLA doing?", PARCELS, SHARES)
    assert made == [("parcel_status", {"tracking_number": "7731"}), ("share_price", {"symbol": "TSLA"})]


GIGS = _tool(
    "gigs_nearby",
    "Finds gigs in a city on a date.",
    {
        "city": {"type": "string", "description": "The city where the user wants to see a gig."},
        "date": {"type": "string", "description": "The date of the gig."},
        "genre": {"type": "string", "description": "The genre of music of the gig."},
        "extras": {
            "type": "array",
            "items": {"type": "string", "enum": ["Parking", "Food", "Cloakroom"]},
            "description": "Extras preferred at the gig.",
        },
    },
    ["city", "date", "genre"],
)


def test_places_joined_by_and_are_a_call_each_whatever_follows(model: LocalChatModel) -> None:
    request = (
        "Find me all the jazz gigs near Lyon and Nantes happening next Saturday, and I'd like only those with a "
        "cloakroom."
    )
    made = _calls(model, request, GIGS)
    assert [call[1]["city"] for call in made] == ["Lyon", "Nantes"]
    assert all(call[1]["date"] == "next Saturday" and call[1]["extras"] == ["Cloakroom"] for call in made)


DINERS = _tool(
    "find_diners",
    "Find diners in a city.",
    {
        "city": {"type": "string", "description": "The city."},
        "cuisine": {"type": "string", "description": "The cuisine, e.g. Thai."},
    },
    ["city"],
)


def test_a_place_of_a_run_is_never_lost_to_a_word_after_it(model: LocalChatModel) -> None:
    made = _calls(model, "Find diners in Tulsa and Wichita that serve BBQ", DINERS)
    assert [call[1]["city"] for call in made] == ["Tulsa", "Wichita"]


MAIL = _tool(
    "send_mail",
    "Send an email.",
    {
        "recipient": {"type": "string", "description": "The recipient's email address."},
        "text": {"type": "string", "description": "The body of the message."},
    },
    ["recipient", "text"],
)


def test_addresses_joined_by_and_are_a_call_each(model: LocalChatModel) -> None:
    made = _calls(model, "Email bob@example.com and amy@example.org saying the meeting moved to 3pm", MAIL)
    addresses = ("bob@example.com", "amy@example.org")
    wanted = [{"recipient": address, "text": "the meeting moved to 3pm"} for address in addresses]
    assert made == [("send_mail", arguments) for arguments in wanted]


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


TIDES = _tool(
    "tide_times",
    "Gets today's high and low tide times for a harbour town.",
    {"town": {"type": "string", "description": "The harbour town."}},
    ["town"],
)


def test_names_joined_by_plus_are_a_call_each(model: LocalChatModel) -> None:
    made = _calls(model, "Tide times for Brest plus Cherbourg please", TIDES, BULLETINS)
    assert made == [("tide_times", {"town": "Brest"}), ("tide_times", {"town": "Cherbourg"})]


def test_numbers_joined_by_plus_stay_one_sum(model: LocalChatModel) -> None:
    adding = _tool("add", "Add two numbers.", {"a": {"type": "number"}, "b": {"type": "number"}}, ["a", "b"])
    assert _calls(model, "What is 12 plus 30?", adding, TIDES) == [("add", {"a": 12, "b": 30})]


def test_three_plain_words_after_one_preposition_are_a_call_each(model: LocalChatModel) -> None:
    made = _calls(model, "Bulletins for farming, fishing and mining, 2 each", BULLETINS, TIDES)
    subjects = ("farming", "fishing", "mining")
    assert made == [("fetch_bulletins", {"subject": subject, "count": 2}) for subject in subjects]


def test_plain_words_each_before_the_same_noun_are_a_call_each(model: LocalChatModel) -> None:
    made = _calls(model, "Get me farming bulletins and fishing bulletins, 2 each", BULLETINS, TIDES)
    assert made == [("fetch_bulletins", {"subject": subject, "count": 2}) for subject in ("farming", "fishing")]


NUDGES = _tool(
    "schedule_reminder",
    "Schedules a reminder for later today.",
    {
        "content": {"type": "string", "description": "What to be reminded of."},
        "at": {"type": "string", "description": "The time of day to send it, e.g. 8am."},
    },
    ["content", "at"],
)


def test_two_reminders_each_with_its_time_said_first_are_a_call_each(model: LocalChatModel) -> None:
    made = _calls(model, "At 8am remind me to buy bread and at 6pm to pay the rent", NUDGES, TIDES)
    assert made == [
        ("schedule_reminder", {"content": "buy bread", "at": "8am"}),
        ("schedule_reminder", {"content": "pay the rent", "at": "6pm"}),
    ]


def test_a_time_said_before_each_text_is_a_call_each(model: LocalChatModel) -> None:
    made = _calls(model, "Remind me at 8am to buy bread and at 6pm to pay the rent", NUDGES, TIDES)
    assert made == [
        ("schedule_reminder", {"content": "buy bread", "at": "8am"}),
        ("schedule_reminder", {"content": "pay the rent", "at": "6pm"}),
    ]


def test_a_parameter_its_description_calls_a_time_of_day_takes_the_time(model: LocalChatModel) -> None:
    made = _calls(model, "Remind me to water the cat at 7am", NUDGES, TIDES)
    assert made == [("schedule_reminder", {"content": "water the cat", "at": "7am"})]


RATES = _tool(
    "fund_prices",
    "Gets the latest prices of one or more funds.",
    {"funds": {"type": "array", "items": {"type": "string"}, "description": "Fund codes, e.g. ['VTSAX', 'FXAIX']."}},
    ["funds"],
)


def test_a_list_of_names_stays_whole_when_the_description_shows_one_of_them(model: LocalChatModel) -> None:
    assert _calls(model, "Latest prices for VTSAX and SWPPX", RATES, TIDES) == [
        ("fund_prices", {"funds": ["VTSAX", "SWPPX"]})
    ]


def test_a_list_takes_no_bracket_of_the_description_example(model: LocalChatModel) -> None:
    assert _calls(model, "Latest prices for VTSAX, FXAIX and SWPPX", RATES, TIDES) == [
        ("fund_prices", {"funds": ["VTSAX", "FXAIX", "SWPPX"]})
    ]


def test_a_list_for_one_tool_then_and_another_tools_request_are_two_calls(model: LocalChatModel) -> None:
    assert _calls(model, "Prices of funds VTSAX and SWPPX, and tide times for Brest", RATES, TIDES) == [
        ("fund_prices", {"funds": ["VTSAX", "SWPPX"]}),
        ("tide_times", {"town": "Brest"}),
    ]


PLAYS = _tool(
    "find_plays",
    "Finds theatre plays on in a city.",
    {"city": {"type": "string", "description": "The city."}, "genre": {"type": "string", "description": "The genre."}},
    ["city"],
)


def test_a_word_before_what_the_tool_is_about_is_its_genre_in_every_call(model: LocalChatModel) -> None:
    made = _calls(model, "Find comedy plays in Leeds and York", PLAYS, TIDES)
    assert made == [("find_plays", {"city": city, "genre": "comedy"}) for city in ("Leeds", "York")]


def test_a_word_saying_where_or_the_verb_before_what_the_tool_is_about_is_no_genre(model: LocalChatModel) -> None:
    assert _calls(model, "Find nearby plays in Leeds", PLAYS, TIDES) == [("find_plays", {"city": "Leeds"})]
    assert _calls(model, "I want to see plays in Leeds", PLAYS, TIDES) == [("find_plays", {"city": "Leeds"})]


PHRASES = _tool(
    "translate_phrase",
    "Translates a phrase into another language.",
    {
        "text": {"type": "string", "description": "The text to translate."},
        "target_language": {"type": "string", "description": "The language to translate into, e.g. German."},
    },
    ["text", "target_language"],
)


def test_a_part_without_the_verb_before_gives_its_own_text(model: LocalChatModel) -> None:
    made = _calls(model, "Translate cheers into Dutch and thanks into Swedish", PHRASES, TIDES)
    assert made == [
        ("translate_phrase", {"text": "cheers", "target_language": "Dutch"}),
        ("translate_phrase", {"text": "thanks", "target_language": "Swedish"}),
    ]


def test_a_reminder_for_a_time_to_do_something_is_reminded_of_that_alone(model: LocalChatModel) -> None:
    made = _calls(model, "Set a reminder for 8am to take my pills and another for 9pm to walk the dog", NUDGES, TIDES)
    assert made == [
        ("schedule_reminder", {"content": "take my pills", "at": "8am"}),
        ("schedule_reminder", {"content": "walk the dog", "at": "9pm"}),
    ]


EATERIES = _tool(
    "find_restaurants",
    "Finds restaurants in a city.",
    {
        "city": {"type": "string", "description": "The city."},
        "cuisine": {"type": "string", "description": "Type of food."},
    },
    ["city"],
)


def test_names_before_what_the_tool_is_about_are_a_call_each_of_its_cuisine(model: LocalChatModel) -> None:
    made = _calls(model, "Find Thai and Greek restaurants in Leeds", EATERIES, TIDES)
    assert made == [("find_restaurants", {"city": "Leeds", "cuisine": food}) for food in ("Thai", "Greek")]


def test_what_about_another_value_asks_the_same_again(model: LocalChatModel) -> None:
    made = _calls(model, "Tide times for Brest? What about Cherbourg?", TIDES, BULLETINS)
    assert made == [("tide_times", {"town": "Brest"}), ("tide_times", {"town": "Cherbourg"})]


FUND = _tool(
    "fund_price",
    "Gets the latest price of a fund.",
    {"fund": {"type": "string", "description": "The fund's code."}},
    ["fund"],
)


def test_a_question_ending_in_a_code_ends_a_sentence(model: LocalChatModel) -> None:
    made = _calls(model, "What is the latest price of VTSAX? What about SWPPX?", FUND, TIDES)
    assert made == [("fund_price", {"fund": "VTSAX"}), ("fund_price", {"fund": "SWPPX"})]


def test_each_of_three_continuing_parts_gives_its_own_text(model: LocalChatModel) -> None:
    request = "Remind me to call Ada at 3pm, and to email Bo at 4pm, and to leave at 6pm"
    assert _calls(model, request, NUDGES, TIDES) == [
        ("schedule_reminder", {"content": "call Ada", "at": "3pm"}),
        ("schedule_reminder", {"content": "email Bo", "at": "4pm"}),
        ("schedule_reminder", {"content": "leave", "at": "6pm"}),
    ]


CASES = _tool(
    "case_lookup",
    "Looks up court cases against a company.",
    {
        "company": {"type": "string", "description": "The company's name."},
        "year": {"type": "integer", "description": "The year the cases were filed."},
    },
    ["company", "year"],
)


def test_a_part_with_a_verb_of_its_own_is_not_read_in_the_place_of_words_before(model: LocalChatModel) -> None:
    request = "List all cases against a company named 'Acme Ltd' filed in 2019, also list cases filed in 2018 for it"
    assert _calls(model, request, CASES, TIDES) == [
        ("case_lookup", {"company": "Acme Ltd", "year": 2019}),
        ("case_lookup", {"company": "Acme Ltd", "year": 2018}),
    ]


NOTICES = _tool(
    "fetch_notices",
    "Fetches the latest public notices of a category.",
    {
        "category": {"type": "string", "description": "The category of notices."},
        "limit": {"type": "integer", "description": "How many notices."},
    },
    ["category"],
)


def test_two_kinds_before_what_the_tool_is_about_are_a_call_each_with_the_count_for_both(model: LocalChatModel) -> None:
    made = _calls(model, "Top 4 planning and licensing notices", NOTICES, TIDES)
    assert made == [("fetch_notices", {"category": kind, "limit": 4}) for kind in ("planning", "licensing")]


def test_a_count_before_a_kind_is_no_part_of_the_kind(model: LocalChatModel) -> None:
    made = _calls(model, "Top 4 planning notices", NOTICES, TIDES)
    assert made == [("fetch_notices", {"category": "planning", "limit": 4})]


def test_no_part_ends_inside_a_quoted_value(model: LocalChatModel) -> None:
    search = _tool(
        "web_search",
        "Searches the web for a query.",
        {"query": {"type": "string", "description": "The query."}},
        ["query"],
    )
    calls = _calls(model, "Search for 'salt and pepper' and 'vinegar'", search)
    assert calls == [("web_search", {"query": "salt and pepper"}), ("web_search", {"query": "vinegar"})]
