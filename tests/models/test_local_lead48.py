"""A user's own tools, as a new user writes them, on the embedded model (real weights, public API, tools
never seen): a person named in full beside what a person-lookup tool tells is looked up; a number written
before a required number parameter's name ("5 stars") names the tool; a form a tool's description gives
in parentheses after a parameter's name ("a time of day (HH:MM)") is how its value is written; "12 x 12"
multiplies; the text after "saying" keeps the time it holds and ends where "with" gives another parameter;
"Capital of Japan?" names Japan; an umbrella in a city asks its weather; dimming sets a brightness; a start
and an end, a source and a target (``src``/``dst``) take their values by their names, whatever order a schema
lists them in; the number sign is no part of an id ("order #B-17"); a parameter named ``folder`` takes the folder
named and a ``pattern`` of a tool that matches a glob the kind of files named; a handle after "user" or
"account" is the username; a translating tool's bare ``to`` and ``source`` are
languages, coded as its description asks; a kind is said before another word for the tool's things ("thai food"
for restaurants); a request opening on the phrasal verb a tool is named for ("turn on the porch light") calls it;
the text after a title's colon is the body ("note called Groceries: milk, eggs"); telling a channel posts to it;
currencies listed by name are their codes in a list of currencies; a SQL statement is taken whole; a list of numbers
names the tool that takes one ("largest of 3, 17, 9, 12"); "the living room" keeps its noun for a ``room``; a code
in capitals is a ``code``'s value ("the airport LAX"); "3*3" states both its numbers."""

from __future__ import annotations

import pytest

from sprig import ExternalTool, tool
from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import ran_and_answered as _run
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))


@tool
def lookup_employee(name: str) -> str:
    """Find an employee's team, title and manager."""
    return f"{name}: team Payments, manager Ada Park"


@tool
def request_leave(start_date: str, end_date: str) -> str:
    """Request time off from work. Dates are YYYY-MM-DD."""
    return "requested"


@tool
def rate_movie(title: str, stars: int) -> str:
    """Rate a movie from 1 to 5 stars."""
    return "rated"


@tool
def find_podcast(topic: str) -> str:
    """Search podcasts about a topic."""
    return "3 podcasts"


@tool
def set_alarm(time: str, label: str = "") -> str:
    """Set an alarm for a time of day (HH:MM)."""
    return f"alarm set for {time}"


@tool
def start_timer(minutes: int) -> str:
    """Start a countdown timer."""
    return "started"


@tool
def plus(x: float, y: float) -> float:
    """Add two numbers."""
    return x + y


@tool
def times(x: float, y: float) -> float:
    """Multiply two numbers."""
    return x * y


@tool
def resize_image(path: str, width: int, height: int) -> str:
    """Resize an image to a width and a height in pixels."""
    return "resized"


@tool
def send_mail(to: str, subject: str, body: str) -> str:
    """Send an e-mail."""
    return "sent"


def test_a_person_named_in_full_beside_what_the_lookup_tells_is_looked_up(model: LocalChatModel) -> None:
    made, answer = _run(model, "who is Priya Natarajan's manager?", request_leave, lookup_employee)
    assert made == [("lookup_employee", {"name": "Priya Natarajan"})]
    assert "Ada Park" in answer, answer
    made, _ = _run(model, "what team is Tom Baker on", request_leave, lookup_employee)
    assert made == [("lookup_employee", {"name": "Tom Baker"})]
    made, answer = _run(model, "what's the weather like for Tom Baker in Leeds?", request_leave, lookup_employee)
    assert made == [], made  # a name, but nothing the lookup tells
    assert answer.startswith("I can't do that with the tools I have"), answer


def test_a_number_before_a_required_number_parameters_name_names_the_tool(model: LocalChatModel) -> None:
    made, _ = _run(model, "give Arrival 5 stars", rate_movie, find_podcast)
    assert made == [("rate_movie", {"title": "Arrival", "stars": 5})]
    made, answer = _run(model, "book a 5 star hotel in Rome", rate_movie, find_podcast)
    assert made == [], made  # "stars" alone is no rating asked
    assert answer.startswith("I can't do that with the tools I have"), answer


def test_a_form_in_parentheses_after_a_parameters_name_is_how_its_value_is_written(model: LocalChatModel) -> None:
    made, answer = _run(model, "wake me up at 6:30", set_alarm, start_timer, plus)
    assert made == [("set_alarm", {"time": "06:30"})]
    assert "06:30" in answer, answer
    made, _ = _run(model, "set an alarm for 7pm called gym", set_alarm, start_timer, plus)
    assert made == [("set_alarm", {"time": "19:00", "label": "gym"})]


def test_x_between_two_numbers_written_apart_multiplies(model: LocalChatModel) -> None:
    made, answer = _run(model, "12 x 12", plus, times, start_timer)
    assert made == [("times", {"x": 12, "y": 12})]
    assert "144" in answer, answer
    made, _ = _run(model, "resize logo.png to 800x600", resize_image, times, plus)
    assert made == [("resize_image", {"path": "logo.png", "width": 800, "height": 600})]


def test_the_text_after_saying_keeps_the_time_it_holds(model: LocalChatModel) -> None:
    made, _ = _run(model, "send tom@acme.com an email titled Standup saying moved to 10am", send_mail, plus, times)
    assert made == [("send_mail", {"to": "tom@acme.com", "subject": "Standup", "body": "moved to 10am"})]


@tool
def capital(country: str) -> str:
    """Capital city of a country."""
    return f"the capital of {country}"


@tool
def get_weather(city: str) -> str:
    """Get the current weather for a city."""
    return f"{city}: 14 C, light rain"


def test_a_request_opening_on_the_tools_own_word_capitalized_names_no_country(model: LocalChatModel) -> None:
    made, _ = _run(model, "Capital of Japan?", capital, send_mail, plus)
    assert made == [("capital", {"country": "Japan"})]


def test_a_text_ends_where_another_parameter_is_given_with_with(model: LocalChatModel) -> None:
    request = "shoot an email to lee@ex.org saying thanks for the help with subject Thanks"
    made, _ = _run(model, request, send_mail, capital, plus)
    assert made == [("send_mail", {"to": "lee@ex.org", "subject": "Thanks", "body": "thanks for the help"})]


def test_an_umbrella_in_a_city_asks_its_weather(model: LocalChatModel) -> None:
    made, answer = _run(model, "do I need an umbrella in London?", get_weather, plus, times)
    assert made == [("get_weather", {"city": "London"})]
    assert "light rain" in answer, answer


@tool
def set_brightness(level: int, device: str = "screen") -> str:
    """Set the brightness of a device, 0-100."""
    return f"brightness {level}"


@tool
def set_volume(level: int) -> str:
    """Set the speaker volume, 0-100."""
    return f"volume {level}"


def test_dimming_sets_the_brightness(model: LocalChatModel) -> None:
    made, _ = _run(model, "dim the screen to 20", set_volume, set_brightness, plus)
    assert made == [("set_brightness", {"level": 20})]
    made, _ = _run(model, "turn the volume down to 20", set_volume, set_brightness, plus)
    assert made == [("set_volume", {"level": 20})]


LEAVE = ExternalTool(
    "request_leave",
    "Request time off from work. Dates are YYYY-MM-DD.",
    {
        "type": "object",
        "properties": {
            "end_date": {"type": "string"},
            "kind": {"type": "string", "enum": ["vacation", "sick"]},
            "start_date": {"type": "string"},
        },
        "required": ["start_date", "end_date"],
    },
)
MONEY = ExternalTool(
    "convert_money",
    "Currency converter.",
    {
        "type": "object",
        "properties": {
            "amount": {"type": "number"},
            "dst": {"type": "string", "description": "Currency code to convert to, e.g. EUR"},
            "src": {"type": "string", "description": "Currency code to convert from, e.g. USD"},
        },
        "required": ["amount", "src", "dst"],
    },
)


def test_roles_come_from_names_not_from_the_order_a_schema_lists_them(model: LocalChatModel) -> None:
    made = _calls(model, "request sick leave from 2026-12-01 to 2026-12-02", LEAVE, MONEY)
    assert made == [("request_leave", {"start_date": "2026-12-01", "end_date": "2026-12-02", "kind": "sick"})]
    made = _calls(model, "convert 20 USD to EUR", LEAVE, MONEY)
    assert made == [("convert_money", {"amount": 20, "src": "USD", "dst": "EUR"})]


@tool
def find_order(id: str) -> str:
    """Fetch an order.

    :param id: the order number
    """
    return "shipped"


def test_the_number_sign_is_no_part_of_an_id(model: LocalChatModel) -> None:
    made, answer = _run(model, "check order #B-17", find_order, capital, plus)
    assert made == [("find_order", {"id": "B-17"})]
    assert "shipped" in answer, answer


@tool
def list_files(folder: str = ".", pattern: str = "*") -> str:
    """List files in a folder matching a glob pattern."""
    return "a.txt"


@tool
def compress(path: str) -> str:
    """Compress a file or folder into an archive."""
    return "ok"


@tool
def delete_user(username: str) -> str:
    """Delete a user account."""
    return "deleted"


@tool
def create_user(username: str, email: str, admin: bool = False) -> str:
    """Create a user account."""
    return "created"


@tool
def translate_text(text: str, to: str, source: str = "auto") -> str:
    """Translate text to a language (ISO code like 'fr')."""
    return "bonjour"


@tool
def find_restaurants(cuisine: str, city: str, vegetarian: bool = False) -> str:
    """Find restaurants by cuisine in a city."""
    return "3 places"


def test_a_parameter_named_folder_takes_the_folder_the_request_names(model: LocalChatModel) -> None:
    made, _ = _run(model, "list the files in src", list_files, compress, plus)
    assert made == [("list_files", {"folder": "src"})]
    made, _ = _run(model, "show me all the .py files in tests", list_files, compress, plus)
    assert made == [("list_files", {"folder": "tests", "pattern": "*.py"})]  # the tool matches a glob


def test_a_handle_after_user_or_account_is_the_username(model: LocalChatModel) -> None:
    made, _ = _run(model, "delete user tpark", create_user, delete_user, translate_text)
    assert made == [("delete_user", {"username": "tpark"})]
    made, _ = _run(model, "add user mlee, mlee@corp.com", create_user, delete_user, translate_text)
    assert made == [("create_user", {"username": "mlee", "email": "mlee@corp.com"})]


def test_a_translating_tools_bare_to_and_source_are_languages_as_coded(model: LocalChatModel) -> None:
    made, _ = _run(model, "translate 'where is the station' to German", translate_text, delete_user, plus)
    assert made == [("translate_text", {"text": "where is the station", "to": "de"})]
    made, _ = _run(model, "translate 'hola' from Spanish to English", translate_text, delete_user, plus)
    assert made == [("translate_text", {"text": "hola", "to": "en", "source": "es"})]


def test_a_kind_is_said_before_another_word_for_the_tools_things(model: LocalChatModel) -> None:
    made, _ = _run(model, "vegetarian thai food in Portland", find_restaurants, translate_text, plus)
    assert made == [("find_restaurants", {"cuisine": "thai", "city": "Portland", "vegetarian": True})]


@tool
def turn_on(device: str) -> str:
    """Turn on a smart home device."""
    return f"{device} on"


@tool
def turn_off(device: str) -> str:
    """Turn off a smart home device."""
    return f"{device} off"


@tool
def rent_car(city: str, pickup_date: str, days: int) -> str:
    """Rent a car in a city from a date (YYYY-MM-DD) for a number of days."""
    return "booked"


def test_a_request_opening_on_the_phrasal_verb_a_tool_is_named_for_calls_it(model: LocalChatModel) -> None:
    made, answer = _run(model, "turn on the porch light", turn_on, turn_off, plus)
    assert made == [("turn_on", {"device": "porch light"})]
    assert "porch light on" in answer, answer
    made, _ = _run(model, "turn the TV off", turn_on, turn_off, plus)
    assert made == [("turn_off", {"device": "TV"})]


def test_a_form_in_parentheses_describes_only_the_parameter_right_before_it(model: LocalChatModel) -> None:
    made, _ = _run(model, "rent a car in Denver from 2026-12-10 for 4 days", rent_car, turn_on, plus)
    assert made == [("rent_car", {"city": "Denver", "pickup_date": "2026-12-10", "days": 4})]


@tool
def create_note(title: str, body: str = "") -> str:
    """Create a note."""
    return "created"


def test_the_text_after_a_titles_colon_is_the_body(model: LocalChatModel) -> None:
    made, _ = _run(model, "new note called Groceries: milk, eggs, bread", create_note, turn_on, plus)
    assert made == [("create_note", {"title": "Groceries", "body": "milk, eggs, bread"})]
    made, _ = _run(model, "jot down a note titled Ideas", create_note, turn_on, plus)
    assert made == [("create_note", {"title": "Ideas"})]


SLACK = ExternalTool(
    "send_slack_message",
    "Post a message to a Slack channel.",
    {
        "type": "object",
        "properties": {
            "channel": {"type": "string", "description": "Channel name, e.g. #general"},
            "text": {"type": "string", "description": "Message text"},
        },
        "required": ["channel", "text"],
    },
)
RATES = ExternalTool(
    "get_exchange_rates",
    "Latest exchange rates for a base currency.",
    {
        "type": "object",
        "properties": {
            "base": {"type": "string", "description": "Base currency, ISO 4217 code"},
            "symbols": {"type": "array", "items": {"type": "string"}, "description": "Currencies to quote, ISO codes"},
        },
        "required": ["base", "symbols"],
    },
)


def test_telling_a_channel_posts_to_it_and_currencies_listed_are_codes(model: LocalChatModel) -> None:
    assert _calls(model, "tell #general that lunch is here", SLACK, RATES) == [
        ("send_slack_message", {"channel": "#general", "text": "lunch is here"})
    ]
    assert _calls(model, "how much is one euro in yen and dollars", SLACK, RATES) == [
        ("get_exchange_rates", {"base": "EUR", "symbols": ["JPY", "USD"]})
    ]


@tool
def run_query(sql: str, database: str = "analytics") -> str:
    """Run a SQL query."""
    return "3 rows"


@tool
def average(numbers: list[float]) -> float:
    """Average of a list of numbers."""
    return sum(numbers) / len(numbers)


@tool
def max_of(numbers: list[float]) -> float:
    """Largest of a list of numbers."""
    return max(numbers)


def test_a_sql_statement_is_taken_whole(model: LocalChatModel) -> None:
    made, _ = _run(model, "run SELECT * FROM users LIMIT 5", run_query, average, plus)
    assert made == [("run_query", {"sql": "SELECT * FROM users LIMIT 5"})]
    made, _ = _run(model, "run SELECT count(*) FROM orders on the billing database", run_query, average, plus)
    assert made == [("run_query", {"sql": "SELECT count(*) FROM orders", "database": "billing"})]


def test_a_list_of_numbers_names_the_tool_that_takes_one(model: LocalChatModel) -> None:
    made, answer = _run(model, "largest of 3, 17, 9, 12", average, max_of, run_query)
    assert made == [("max_of", {"numbers": [3, 17, 9, 12]})]
    assert "17" in answer, answer
    made, answer = _run(model, "what's the median of 1, 2, 3", average, max_of, run_query)
    assert made == [], made
    assert answer.startswith("I can't do that with the tools I have"), answer


@tool
def get_temperature(room: str) -> float:
    """Current temperature in a room of the house."""
    return 21.5


@tool
def airport_info(code: str) -> str:
    """Information about an airport by its IATA code."""
    return "Los Angeles International"


def test_a_room_keeps_its_noun(model: LocalChatModel) -> None:
    made, _ = _run(model, "what's the temperature in the living room", get_temperature, airport_info, plus)
    assert made == [("get_temperature", {"room": "living room"})]


def test_a_code_in_capitals_is_a_codes_value(model: LocalChatModel) -> None:
    made, answer = _run(model, "tell me about the airport LAX", get_temperature, airport_info, plus)
    assert made == [("airport_info", {"code": "LAX"})]
    assert "Los Angeles International" in answer, answer


@tool
def multiply(a: float, b: float) -> float:
    """Multiply two numbers."""
    return a * b


def test_operators_written_without_spaces_state_both_numbers(model: LocalChatModel) -> None:
    made, answer = _run(model, "what's 2+2 and 3*3", plus, multiply, capital)
    assert made == [("plus", {"x": 2, "y": 2}), ("multiply", {"a": 3, "b": 3})]
    assert "4" in answer and "9" in answer, answer
