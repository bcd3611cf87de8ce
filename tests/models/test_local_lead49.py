"""A user's own tools on the embedded model (real weights, public API, tools never seen), round 49: a list
"arranged from smallest to largest" is sorted (and sets no largest-first flag); "how long will it take" asks a
time ("to collide": a collision); a contact's address asked of a person named in full looks the contact up; "a
table for 4" is a reservation; values told after "should be"/"will be" are their parameters', a password may be
all digits; an unsaid pagination offset is the first result's; towns named by a byword ("nyc", "the big apple",
"Chi-town") are those towns; the fields of an object parameter are the tool's words, and "turned on" switches no
flag whose other words the request does not say; a shell program after "using" opens a command line, and a
command asked by what it does is its usual line; "remember to ..."/"remind me to ..." add to a to-do list; a
sentence typed with no space after its full stop is read as two; "London, England" is one place; "use X as the
location" and "Use version number 7" give the call before their values; "half and half" is no number; an option
sharing no word with the others is named by its first; a number after a hedge is still its parameter's; queries
asked to be classified are sorted into a classifying tool's intents; a street address keeps its country; a
required parameter's value is no optional one's too; an optional object takes the fields stated; a tool named for
the opposite action never serves and a UUID is never a word; a lead actor is the cast and a quote said to be an
album is the album; "today" beside a written date is today's date, in the
order written; weather words of near languages, and a region's code after its town."""

from __future__ import annotations

import datetime

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))

_WEATHER = _tool(
    "current_weather",
    "Current weather for a place.",
    {"place": {"type": "string", "description": "City and state, such as 'Austin, TX'."}},
    ["place"],
)


def test_numbers_arranged_from_smallest_to_largest_are_sorted(model: LocalChatModel) -> None:
    order = _tool(
        "order_numbers",
        "Sort a list of integers.",
        {"values": {"type": "array", "items": {"type": "integer"}, "description": "The integers to sort."}},
        ["values"],
    )
    made = _calls(model, "please arrange [9, 4, 17, 2] from the smallest to the largest", order, _WEATHER)
    assert made == [("order_numbers", {"values": [9, 4, 17, 2]})]


def test_how_long_until_two_things_collide_asks_the_collision_time(model: LocalChatModel) -> None:
    collision = _tool(
        "time_to_collision",
        "Time until a collision of two moving objects.",
        {
            "gap_m": {"type": "number", "description": "Distance between them in meters."},
            "closing_speed": {"type": "number", "description": "Closing speed in meters per second."},
        },
        ["gap_m", "closing_speed"],
    )
    made = _calls(
        model,
        "Can you tell me how long it will take my car to collide with the truck ahead, 120 meters away, closing at 4?",
        collision,
        _WEATHER,
    )
    assert made == [("time_to_collision", {"gap_m": 120, "closing_speed": 4})]
    assert _calls(model, "how long is the Danube?", collision, _WEATHER) == []


def test_a_contacts_address_asked_of_a_person_named_in_full_looks_the_contact_up(model: LocalChatModel) -> None:
    contact = _tool(
        "contact_card",
        "Retrieve a person's contact card.",
        {
            "name": {"type": "string", "description": "Full name. Give this or the id."},
            "card_id": {"type": "string", "description": "The card's id. Give this or the name."},
        },
        [],
    )
    assert _calls(model, "What's the phone of Maria Lopez?", contact, _WEATHER) == [
        ("contact_card", {"name": "Maria Lopez"})
    ]
    assert _calls(model, "What's the weather of Maria Lopez?", contact) == []


def test_a_table_for_four_is_a_reservation(model: LocalChatModel) -> None:
    reserve = _tool(
        "book_restaurant",
        "Book a restaurant.",
        {
            "restaurant": {"type": "string", "description": "Name of the restaurant."},
            "guests": {"type": "integer", "description": "How many guests."},
        },
        ["restaurant", "guests"],
    )
    made = _calls(model, "hi, could you get me a table at Chez Panisse for 4 people?", reserve, _WEATHER)
    assert made == [("book_restaurant", {"restaurant": "Chez Panisse", "guests": 4})]


def test_values_told_after_should_be_are_their_parameters_and_a_password_may_be_digits(model: LocalChatModel) -> None:
    register = _tool(
        "register_mysql",
        "Register a MySQL server connection.",
        {
            "host": {"type": "string", "description": "Hostname of the server."},
            "port": {"type": "integer", "description": "Port number.", "default": 3306},
            "database": {"type": "string", "description": "Name of the database.", "default": "mysql"},
            "user": {"type": "string", "description": "The user name to log in with."},
            "password": {"type": "string", "description": "The password to log in with."},
        },
        ["host", "user", "password"],
    )
    made = _calls(
        model,
        "Set up a MySQL server for the Lisbon office: the host is 'db.lx.example', the database should be "
        "'sales_db', the user will be 'rita', and use the password 445566.",
        register,
        _WEATHER,
    )
    assert made == [
        ("register_mysql", {"host": "db.lx.example", "database": "sales_db", "user": "rita", "password": "445566"})
    ]


def test_an_unsaid_pagination_offset_starts_at_the_first_result(model: LocalChatModel) -> None:
    audit = _tool(
        "list_audit_events",
        "List audit events.",
        {
            "offset": {"type": "integer", "description": "Where the page starts, for pagination."},
            "page_size": {"type": "integer", "description": "Events per page, 1 to 100."},
        },
        ["offset", "page_size"],
    )
    assert _calls(model, "show me the audit events, page size 25", audit) == [
        ("list_audit_events", {"offset": 0, "page_size": 25})
    ]
    assert _calls(model, "show me the audit events, page size 25, offset 50", audit) == [
        ("list_audit_events", {"offset": 50, "page_size": 25})
    ]


def test_towns_named_by_a_byword_are_those_towns(model: LocalChatModel) -> None:
    assert _calls(model, "weather in nyc", _WEATHER) == [("current_weather", {"place": "New York, NY"})]
    assert _calls(model, "how's the weather in the big apple", _WEATHER) == [
        ("current_weather", {"place": "New York, NY"})
    ]
    assert _calls(model, "weather in Chi-town please", _WEATHER) == [("current_weather", {"place": "Chicago, IL"})]


_HEATER = _tool(
    "control_device",
    "Send settings to a smart home device.",
    {
        "settings": {
            "type": "object",
            "description": "The settings to send.",
            "properties": {
                "heatingMode": {
                    "type": "string",
                    "description": "The mode of the space heater.",
                    "enum": ["ECO", "BOOST", "FROST"],
                },
                "powerState": {"type": "string", "enum": ["POWER_ON", "POWER_OFF"], "description": "Power."},
                "childLockEnabled": {"type": "boolean", "description": "Whether the child lock is on."},
                "nightLightEnabled": {"type": "boolean", "description": "Whether the night light is on."},
            },
        }
    },
    ["settings"],
)


def test_an_objects_fields_are_the_tools_words_and_turning_on_switches_no_unnamed_flag(
    model: LocalChatModel,
) -> None:
    made = _calls(model, "the space heater turned on in eco mode", _HEATER, _WEATHER)
    assert made == [("control_device", {"settings": {"heatingMode": "ECO", "powerState": "POWER_ON"}})]
    made = _calls(model, "the space heater turned on in eco mode with the child lock enabled", _HEATER)
    assert made == [
        ("control_device", {"settings": {"heatingMode": "ECO", "powerState": "POWER_ON", "childLockEnabled": True}})
    ]


def test_a_shell_program_after_using_opens_a_command_line(model: LocalChatModel) -> None:
    shell = _tool(
        "run_shell",
        "Run a command in the Windows command prompt.",
        {"command": {"type": "string", "description": "The command line to run."}},
        ["command"],
    )
    assert _calls(model, "show what is in my downloads using dir Downloads", shell, _WEATHER) == [
        ("run_shell", {"command": "dir Downloads"})
    ]
    assert _calls(model, "solve it using the quadratic formula", shell) == []


def test_remember_to_adds_to_a_todo_list(model: LocalChatModel) -> None:
    todo = _tool(
        "todo_list",
        "Manage a to-do list.",
        {
            "action": {"type": "string", "enum": ["add", "remove", "done"], "description": "What to do."},
            "item": {"type": "string", "description": "The to-do item."},
        },
        ["action", "item"],
    )
    assert _calls(model, "I need to remember to 'renew my passport'", todo, _WEATHER) == [
        ("todo_list", {"action": "add", "item": "renew my passport"})
    ]


def test_a_sentence_typed_with_no_space_after_its_full_stop_is_read_as_two(model: LocalChatModel) -> None:
    movies = _tool(
        "find_showtimes",
        "Find movie showtimes in a city.",
        {"city": {"type": "string", "description": "City and state, such as 'Austin, TX'."}},
        ["city"],
    )
    assert _calls(model, "Find me movies playing in Sacramento.I would like to go tonight.", movies) == [
        ("find_showtimes", {"city": "Sacramento, CA"})
    ]


def test_a_town_in_a_country_of_the_uk_is_one_place_not_two_calls(model: LocalChatModel) -> None:
    museums = _tool(
        "find_museums",
        "Find museums in a city.",
        {"location": {"type": "string", "description": "City and country code, such as 'Paris, FR'."}},
        ["location"],
    )
    assert _calls(model, "Can you find me museums in London, England?", museums) == [
        ("find_museums", {"location": "London, UK"})
    ]
    named = _tool(
        "find_galleries",
        "Find galleries in a city.",
        {"location": {"type": "string", "description": "City and country, such as 'Paris, France'."}},
        ["location"],
    )
    assert _calls(model, "galleries in Edinburgh, Scotland", named) == [
        ("find_galleries", {"location": "Edinburgh, UK"})
    ]
    assert _calls(model, "museums in Paris, France and in Rome, Italy", museums) == [
        ("find_museums", {"location": "Paris, FR"}),
        ("find_museums", {"location": "Rome, IT"}),
    ]


def test_a_town_used_as_the_location_is_the_location(model: LocalChatModel) -> None:
    weather = _tool(
        "weather_now",
        "Current weather.",
        {"location": {"type": "string", "description": "The city, such as 'Boston'."}},
        ["location"],
    )
    made = _calls(
        model, "I'm hiking near Mount Tam and need the weather. Use Mill Valley as the exact city location.", weather
    )
    assert made == [("weather_now", {"location": "Mill Valley"})]
    badge = _tool(
        "project_badge",
        "Vulnerability metrics of a project at a version.",
        {
            "name": {"type": "string", "description": "The project's name."},
            "version": {"type": "string", "description": "The project's version."},
        },
        ["name", "version"],
    )
    assert _calls(model, "Provide metrics for the lighthouse project. Use version number 7.", badge, weather) == [
        ("project_badge", {"name": "lighthouse", "version": "7"})
    ]


def test_half_and_half_is_a_cream_not_a_number(model: LocalChatModel) -> None:
    log = _tool(
        "log_drink",
        "Log a drink in the food diary.",
        {
            "drink": {"type": "string", "description": "The drink's name."},
            "amount": {"type": "number", "description": "How much was drunk."},
            "unit": {"type": "string", "enum": ["ml", "ounces", "cups"], "description": "The amount's unit."},
        },
        ["drink", "amount", "unit"],
    )
    made = _calls(model, "I had a coffee with half and half this morning, log that I drank 12 ounces of coffee", log)
    assert [(name, arguments["amount"], arguments["unit"]) for name, arguments in made] == [("log_drink", 12, "ounces")]


def test_an_option_of_words_it_shares_with_no_other_is_named_by_its_first(model: LocalChatModel) -> None:
    pay = _tool(
        "send_money",
        "Send money to a friend.",
        {
            "source": {
                "type": "string",
                "enum": ["wallet balance", "debit card", "credit card"],
                "description": "Pay from.",
            },
            "amount": {"type": "number", "description": "Amount in dollars."},
            "friend": {"type": "string", "description": "Who gets it."},
        },
        ["source", "amount", "friend"],
    )
    assert _calls(model, "send 20 dollars from my wallet to Priya", pay) == [
        ("send_money", {"source": "wallet balance", "amount": 20, "friend": "Priya"})
    ]
    assert _calls(model, "send 20 dollars to Priya with my debit", pay) == [
        ("send_money", {"source": "debit card", "amount": 20, "friend": "Priya"})
    ]


_SHELL = _tool(
    "run_command",
    "Run a command line on the user's Windows machine.",
    {"cmd": {"type": "string", "description": "The command line to run."}},
    ["cmd"],
)


@pytest.mark.parametrize(
    ("request_text", "command"),
    [
        ("list d drive", "dir D:\\"),
        ("what are the files in e.", "dir E:\\"),
        ("close spotify using taskkill", "taskkill /F /IM spotify.exe"),
        ("stop visual studio using taskkill for devenv.exe", "taskkill /F /IM devenv.exe"),
        ("say good morning using the echo command", "echo good morning"),
        ("open the docs using the start command with the link https://docs.python.org", "start https://docs.python.org"),
        ("make a folder called reports in the d drive", "mkdir D:\\reports"),
    ],
)
def test_a_command_asked_by_what_it_does_is_its_usual_line(
    model: LocalChatModel, request_text: str, command: str
) -> None:
    assert _calls(model, request_text, _SHELL, _WEATHER) == [("run_command", {"cmd": command})]


def test_a_program_asked_without_its_argument_composes_no_command(model: LocalChatModel) -> None:
    assert _calls(model, "close vs code using taskkill", _SHELL, _WEATHER) == []
    assert _calls(model, "open calc", _SHELL, _WEATHER) == []


def test_a_number_after_a_hedge_is_still_its_parameters(model: LocalChatModel) -> None:
    find = _tool(
        "find_cleaners",
        "Find cleaners in a city.",
        {
            "city": {"type": "string", "description": "The city."},
            "avg_rating": {"type": "number", "description": "Lowest average review rating, 1 to 5."},
            "max_hourly_price": {"type": "number", "description": "Highest price per hour."},
        },
        ["city"],
    )
    assert _calls(model, "find cleaners in Leeds with a high average rating, preferably 4.5 or above", find) == [
        ("find_cleaners", {"city": "Leeds", "avg_rating": 4.5})
    ]


_INTENTS = _tool(
    "log_intents",
    "Records the classification of support queries by intent.",
    {
        "refund_start": {"type": "array", "items": {"type": "string"}, "description": "Queries asking for a refund."},
        "shipping_status_start": {
            "type": "array",
            "items": {"type": "string"},
            "description": "Queries about where an order or a parcel is.",
        },
        "other": {
            "type": "array",
            "items": {"type": "string"},
            "description": "Queries that do not classify under any other intent.",
        },
    },
    [],
)


def test_queries_asked_to_be_classified_are_sorted_into_the_tools_intents(model: LocalChatModel) -> None:
    made = _calls(
        model,
        "Please classify these queries: 'I want a refund for my broken kettle', 'where is my parcel?', "
        "'what time is it in Oslo'",
        _INTENTS,
        _WEATHER,
    )
    assert made == [
        (
            "log_intents",
            {
                "refund_start": ["I want a refund for my broken kettle"],
                "shipping_status_start": ["where is my parcel?"],
                "other": ["what time is it in Oslo"],
            },
        )
    ]
    made = _calls(model, "classify this query: 'what time is it in Oslo'", _INTENTS, _WEATHER)
    assert all(not any(arguments.values()) for _, arguments in made), made  # none of its intents is for it
    sorted_into = {"refund_start": ["refund please"], "shipping_status_start": ["where is my order"]}
    assert _calls(model, "classify these sentences:\nrefund please\nwhere is my order", _INTENTS) == [
        ("log_intents", sorted_into)
    ]


def test_a_street_address_keeps_its_country(model: LocalChatModel) -> None:
    ride = _tool(
        "book_ride",
        "Book a ride.",
        {"pickup": {"type": "string", "description": "Pickup as 'Street Address, City, State (abbr), Country'."}},
        ["pickup"],
    )
    assert _calls(model, "book me a ride from 12 Oak Street, Austin, TX, USA please", ride) == [
        ("book_ride", {"pickup": "12 Oak Street, Austin, TX, USA"})
    ]


def test_a_required_parameters_value_is_no_optional_ones_too(model: LocalChatModel) -> None:
    exports = _tool(
        "list_exports",
        "List the exports of a bot.",
        {
            "botId": {"type": "string", "description": "The bot's identifier."},
            "localeId": {"type": "string", "description": "The identifier of the bot's locale."},
        },
        ["botId"],
    )
    assert _calls(model, "list the exports of my bot, the identifier is 'sales-bot-7'", exports) == [
        ("list_exports", {"botId": "sales-bot-7"})
    ]


def test_an_optional_object_takes_the_fields_the_request_states(model: LocalChatModel) -> None:
    get = _tool(
        "http_get",
        "Send a GET request.",
        {
            "url": {"type": "string", "description": "The URL."},
            "params": {
                "type": "object",
                "description": "Query parameters.",
                "properties": {
                    "q": {"type": "string", "description": "A search query."},
                    "limit": {"type": "integer", "description": "The maximum number of results."},
                    "order": {"type": "string", "enum": ["asc", "desc"], "description": "The sort order."},
                },
            },
        },
        ["url"],
    )
    assert _calls(model, "GET https://api.example.com/items", get, _WEATHER) == [
        ("http_get", {"url": "https://api.example.com/items"})
    ]
    made = _calls(model, "GET https://api.example.com/items with at most 15 results in descending order", get)
    assert made == [("http_get", {"url": "https://api.example.com/items", "params": {"limit": 15, "order": "desc"}})]
    assert _calls(model, "GET https://api.example.com/items", get) == [
        ("http_get", {"url": "https://api.example.com/items"})
    ]


def test_a_tool_named_for_the_opposite_action_never_serves_and_a_uuid_is_never_a_word(model: LocalChatModel) -> None:
    add_member = _tool(
        "add_member",
        "Add a member to a team.",
        {"team_uuid": {"type": "string", "description": "The team's UUID."}, "email": {"type": "string"}},
        ["team_uuid", "email"],
    )
    remove_member = _tool(
        "remove_member",
        "Remove a member from a team.",
        {"team_uuid": {"type": "string", "description": "The team's UUID."}},
        ["team_uuid"],
    )
    assert _calls(model, "Adds a member to the Design team", add_member, remove_member) == []
    lock = _tool(
        "lock",
        "Lock or unlock a door.",
        {"door": {"type": "string", "enum": ["front", "back"]}, "locked": {"type": "boolean"}},
        ["door", "locked"],
    )
    assert _calls(model, "unlock the back door", lock, _WEATHER) == [("lock", {"door": "back", "locked": False})]
    uuid = "3f2b8c1e-9d4a-4e6b-8f1a-2c5d7e9b0a13"
    assert _calls(model, f"remove a member from team {uuid}", add_member, remove_member) == [
        ("remove_member", {"team_uuid": uuid})
    ]


def test_from_smallest_to_largest_is_no_largest_first_flag_and_remind_me_adds_an_item(model: LocalChatModel) -> None:
    sort = _tool(
        "sort_numbers",
        "Sort integers.",
        {
            "numbers": {"type": "array", "items": {"type": "integer"}, "description": "The integers."},
            "descending": {"type": "boolean", "description": "Largest first.", "default": False},
        },
        ["numbers"],
    )
    assert _calls(model, "put 42, 7, 19 and 3 in order from smallest to largest", sort, _WEATHER) == [
        ("sort_numbers", {"numbers": [42, 7, 19, 3]})
    ]
    assert _calls(model, "arrange these from largest to smallest: [5, 12, 8]", sort, _WEATHER) == [
        ("sort_numbers", {"numbers": [5, 12, 8], "descending": True})
    ]
    todo = _tool(
        "todo_manager",
        "Manage to-do items.",
        {
            "op": {"type": "string", "enum": ["add", "delete", "complete"], "description": "The operation."},
            "content": {"type": "string", "description": "The item."},
        },
        ["op", "content"],
    )
    assert _calls(model, "remind me to water the plants", todo, _WEATHER) == [
        ("todo_manager", {"op": "add", "content": "water the plants"})
    ]


def test_a_lead_actor_and_a_quote_said_to_be_a_parameters_value(model: LocalChatModel) -> None:
    movies = _tool(
        "find_films",
        "Find films.",
        {
            "cast": {"type": "string", "description": "An actor in the film.", "default": "dontcare"},
            "director": {"type": "string", "description": "The director.", "default": "dontcare"},
        },
        [],
    )
    assert _calls(model, "I want a film where Tilda Swinton is one of the lead actors", movies, _WEATHER) == [
        ("find_films", {"cast": "Tilda Swinton"})
    ]
    songs = _tool(
        "find_songs",
        "Look up songs.",
        {
            "album": {"type": "string", "description": "The album.", "default": "dontcare"},
            "artist": {"type": "string", "description": "The artist.", "default": "dontcare"},
        },
        [],
    )
    assert _calls(model, "find songs from the film 'Lagaan'? I believe it's an album title.", songs, _WEATHER) == [
        ("find_songs", {"album": "Lagaan"})
    ]


def test_today_beside_a_written_date_is_todays_date_in_the_order_written(model: LocalChatModel) -> None:
    cars = _tool(
        "rent_car",
        "Find rental cars.",
        {
            "city": {"type": "string", "description": "The city."},
            "start_date": {"type": "string", "description": "First day, YYYY-MM-DD."},
            "end_date": {"type": "string", "description": "Last day, YYYY-MM-DD."},
        },
        ["city", "start_date", "end_date"],
    )
    today = datetime.date.today()
    made = _calls(model, f"find cars in Denver from today until March 7th {today.year + 1}", cars, _WEATHER)
    assert made == [
        ("rent_car", {"city": "Denver", "start_date": today.isoformat(), "end_date": f"{today.year + 1}-03-07"})
    ]


def test_a_weather_word_of_a_near_language_and_a_regions_code_written_after_its_town(model: LocalChatModel) -> None:
    weather = _tool(
        "current_weather",
        "Get the current weather.",
        {
            "location": {"type": "string", "description": "City and state, such as 'Austin, TX'."},
            "unit": {"type": "string", "enum": ["celsius", "fahrenheit"], "default": "celsius"},
        },
        ["location"],
    )
    assert _calls(model, "Qual a temperatura atual em Curitiba, PR? fahrenheit", weather) == [
        ("current_weather", {"location": "Curitiba, PR", "unit": "fahrenheit"})
    ]


def test_a_level_is_named_by_its_words(model: LocalChatModel) -> None:
    fan = _tool(
        "set_fan",
        "Set the ceiling fan.",
        {"speed": {"type": "string", "enum": ["LOW", "MID", "HIGH"], "description": "The fan's speed."}},
        ["speed"],
    )
    assert _calls(model, "set the ceiling fan speed to medium", fan, _WEATHER) == [("set_fan", {"speed": "MID"})]
    assert _calls(model, "ceiling fan on the strongest speed please", fan, _WEATHER) == [("set_fan", {"speed": "HIGH"})]
