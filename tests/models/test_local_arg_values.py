"""Argument values on users' requests (real weights, public API, tools never seen): of two listed
values the request names, one the schema's default, the other is the choice ("every one of my Redis caches"
names the kind, not "every"); a listed value the request writes with a few letters more ("MongoDB"
for ``mongo``) is named; a time-of-day parameter takes the clock time the request names, in 24 hours
when its description asks for that; a value told after its parameter's name ends where the
request goes on to name the next parameter ("color dark blue and plate KX-5521"); the items a request
lists after a colon, or one per line, are a list's items."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))


CACHES = _tool(
    "show_caches",
    "Shows the caches of the cluster, optionally of one kind.",
    {
        "kind": {
            "type": "string",
            "description": "The kind of cache to show.",
            "enum": ["every", "redis", "memcached", "mongo"],
            "default": "every",
        }
    },
    [],
)


def test_the_default_is_the_last_of_several_named_values(model: LocalChatModel) -> None:
    request = "Please show every one of my redis caches."
    assert _calls(model, request, CACHES) == [("show_caches", {"kind": "redis"})]


def test_a_value_with_a_few_letters_more_is_named(model: LocalChatModel) -> None:
    request = "Please show every one of my MongoDB caches."
    assert _calls(model, request, CACHES) == [("show_caches", {"kind": "mongo"})]


FERRY = _tool(
    "book_ferry",
    "Books seats on a ferry crossing.",
    {
        "port": {"type": "string", "description": "The port to leave from."},
        "seats": {"type": "integer", "description": "How many seats."},
        "sailing_time": {"type": "string", "description": "The sailing's departure, 'HH:MM' in 24-hour time."},
    },
    ["port", "seats"],
)
TIMER = _tool(
    "start_timer",
    "Starts a kitchen timer that rings at a given moment.",
    {
        "ring_time": {"type": "string", "description": "When to ring, in 24-hour format (HH:MM)."},
        "title": {"type": "string", "description": "The title shown on the timer.", "default": "Timer"},
    },
    ["ring_time"],
)


def test_an_optional_time_of_day_is_filled_in_24_hours(model: LocalChatModel) -> None:
    request = "Book 3 seats on the ferry from Dover for the 6:15 pm sailing."
    assert _calls(model, request, FERRY) == [("book_ferry", {"port": "Dover", "seats": 3, "sailing_time": "18:15"})]


def test_a_required_time_of_day_is_written_in_24_hours(model: LocalChatModel) -> None:
    request = "Start a timer for 7:05 pm."
    assert _calls(model, request, TIMER) == [("start_timer", {"ring_time": "19:05"})]


def test_an_id_introduced_by_its_things_name_goes_to_that_thing(model: LocalChatModel) -> None:
    share = _tool(
        "drive_share_file",
        "Shares a file of the drive with a person.",
        {
            "person_id": {"type": "string", "description": "The person to share with."},
            "file_id": {"type": "string", "description": "The file to share."},
        },
        ["person_id", "file_id"],
    )
    made = _calls(model, "Share with the person with ID 'p-311' the file with ID 'f-982'", share)
    assert made == [("drive_share_file", {"person_id": "p-311", "file_id": "f-982"})]


def test_a_street_address_keeps_its_house_number(model: LocalChatModel) -> None:
    taxi = _tool(
        "Taxi_Order",
        "Orders a taxi to a destination.",
        {
            "destination": {"type": "string", "description": "Where to go, as 'Street, City'."},
            "seats": {"type": "integer", "description": "How many seats.", "default": 1},
        },
        ["destination"],
    )
    made = _calls(model, "Order a taxi to the Lotus Cafe, 48 Harbour Road, Brighton please", taxi)
    assert made == [("Taxi_Order", {"destination": "48 Harbour Road, Brighton"})]


def test_a_value_after_its_name_and_number_is(model: LocalChatModel) -> None:
    filings = _tool(
        "filings_get",
        "Gets a company's annual filings.",
        {
            "company": {"type": "string", "description": "The company's name."},
            "cik": {"type": "string", "description": "The company's Central Index Key."},
        },
        ["company", "cik"],
    )
    made = _calls(model, "Get the annual filings of Acme Widgets. Their CIK number is 0000320193.", filings)
    assert made == [("filings_get", {"company": "Acme Widgets", "cik": "0000320193"})]


def test_a_quoted_value_before_as_and_its_name(model: LocalChatModel) -> None:
    login = _tool(
        "portal_login",
        "Logs in to the portal.",
        {
            "user": {"type": "string", "description": "Who logs in."},
            "realm": {"type": "string", "description": "Realm."},
            "password": {"type": "string", "description": "The password."},
        },
        ["user", "realm", "password"],
    )
    expected = [("portal_login", {"user": "ops_lead", "realm": "staff", "password": "x9!k"})]
    for request in (
        "Log in to the portal, realm 'staff', with 'ops_lead' as user and 'x9!k' as password",
        "Log in to the realm 'staff' using 'ops_lead' as the user and 'x9!k' as the password",
    ):
        assert _calls(model, request, login) == expected


def test_a_number_told_for_another_parameter_is_no_count(model: LocalChatModel) -> None:
    hotels = _tool(
        "Hotels_Find",
        "Finds hotels in a city.",
        {
            "city": {"type": "string", "description": "The city."},
            "star_rating": {"type": "string", "enum": ["1", "2", "3", "4", "5"], "description": "Stars."},
            "rooms": {"type": "integer", "description": "How many rooms.", "default": 1},
        },
        ["city"],
    )
    made = _calls(model, "Find me a 3 star hotel in Dublin", hotels)
    assert made == [("Hotels_Find", {"city": "Dublin", "star_rating": "3"})]


def test_a_directory_written_as_a_path(model: LocalChatModel) -> None:
    opener = _tool(
        "workspace_open",
        "Opens an existing workspace or creates one in a directory.",
        {"path": {"type": "string", "description": "The directory where the workspace is or will be."}},
        ["path"],
    )
    closer = _tool("workspace_close", "Closes the workspace that is open.", {}, [])
    made = _calls(model, "Please open the existing workspace located in the directory /srv/atlas", opener, closer)
    assert made == [("workspace_open", {"path": "/srv/atlas"})]


def test_a_count_told_by_its_noun_or_by_the_people(model: LocalChatModel) -> None:
    rooms = _tool(
        "Inns_Reserve",
        "Reserves rooms at an inn in a town.",
        {
            "town": {"type": "string", "description": "The town."},
            "number_of_rooms": {"type": "integer", "description": "How many rooms.", "default": 1},
            "number_of_adults": {"type": "integer", "description": "How many adults stay.", "default": 1},
        },
        ["town"],
    )
    made = _calls(model, "Reserve three quiet rooms at an inn in Whitby", rooms)
    assert made == [("Inns_Reserve", {"town": "Whitby", "number_of_rooms": 3})]
    made = _calls(model, "Reserve an inn in Whitby for myself and one other adult", rooms)
    assert made == [("Inns_Reserve", {"town": "Whitby", "number_of_adults": 2})]


def test_a_name_the_description_calls_a_label(model: LocalChatModel) -> None:
    timers = _tool(
        "Timers_Add",
        "Adds a kitchen timer.",
        {
            "duration_minutes": {"type": "integer", "description": "How long the timer runs."},
            "timer_name": {"type": "string", "description": "The label shown on the timer."},
        },
        ["duration_minutes"],
    )
    made = _calls(model, "Add a 12 minute timer and label it 'Pasta water'", timers)
    assert made == [("Timers_Add", {"duration_minutes": 12, "timer_name": "Pasta water"})]
    made = _calls(model, "Add a 12 minute timer with the label Eggs.", timers)
    assert made == [("Timers_Add", {"duration_minutes": 12, "timer_name": "Eggs"})]


VEHICLES = _tool(
    "register_vehicle",
    "Register a vehicle in the fleet.",
    {
        "make": {"type": "string", "description": "The maker of the vehicle."},
        "model": {"type": "string", "description": "The model name."},
        "color": {"type": "string", "description": "The paint color."},
        "plate": {"type": "string", "description": "The licence plate."},
    },
    ["make", "model", "color", "plate"],
)
FLEET = _tool("list_vehicles", "List the vehicles of the fleet.", {"color": {"type": "string"}}, [])


def test_a_value_told_after_its_name_ends_where_the_next_parameter_starts(model: LocalChatModel) -> None:
    told = "Register a vehicle with make Skoda, model Octavia, color dark blue and plate KX-5521."
    made = _calls(model, told, FLEET, VEHICLES)
    values = {"make": "Skoda", "model": "Octavia", "color": "dark blue", "plate": "KX-5521"}
    assert made == [("register_vehicle", values)]
    told = "Please register a vehicle: make Volvo, model XC60, color silver metallic, plate AB 123 CD"
    made = _calls(model, told, VEHICLES, FLEET)
    values = {"make": "Volvo", "model": "XC60", "color": "silver metallic", "plate": "AB 123 CD"}
    assert made == [("register_vehicle", values)]


def test_items_listed_after_a_colon_are_the_list(model: LocalChatModel) -> None:
    packing = _tool(
        "packing_list_add",
        "Adds things to the packing list for a trip.",
        {"things": {"type": "array", "items": {"type": "string"}, "description": "What to pack."}},
        ["things"],
    )
    memo = _tool("memo_write", "Writes a memo.", {"body": {"type": "string", "description": "The memo."}}, ["body"])
    made = _calls(model, "Add these to my packing list: sunscreen, hiking boots, a rain jacket", memo, packing)
    assert made == [("packing_list_add", {"things": ["sunscreen", "hiking boots", "a rain jacket"]})]
    made = _calls(model, "Add these to my packing list:\n- sunscreen\n- hiking boots", packing, memo)
    assert made == [("packing_list_add", {"things": ["sunscreen", "hiking boots"]})]


def test_a_reminder_told_with_its_time_first_is_what_follows_to(model: LocalChatModel) -> None:
    reminders = _tool(
        "note_reminder",
        "Sets a reminder.",
        {
            "message": {"type": "string", "description": "What to remind of."},
            "time": {"type": "string", "description": "When, e.g. 5pm."},
        },
        ["message", "time"],
    )
    made = _calls(model, "Remind me at 8am to water the ferns", reminders)
    assert made == [("note_reminder", {"message": "water the ferns", "time": "8am"})]


def test_a_code_in_parentheses_after_a_name_is_the_symbol(model: LocalChatModel) -> None:
    quotes = _tool(
        "share_quote",
        "Quotes a share's last price.",
        {"symbol": {"type": "string", "description": "The exchange symbol of the share."}},
        ["symbol"],
    )
    made = _calls(model, "Quote the last share price of Nvidia (NVDA)", quotes)
    assert made == [("share_quote", {"symbol": "NVDA"})]


def test_a_language_named_by_name_is_its_listed_code(model: LocalChatModel) -> None:
    codes = ["en", "hi", "es", "fr", "de"]
    translator = _tool(
        "text_translate",
        "Translates a text from one language to another.",
        {
            "source_language": {"type": "string", "description": "Language code of the text.", "enum": codes},
            "target_language": {"type": "string", "description": "Language code to translate to.", "enum": codes},
            "text": {"type": "string", "description": "The text."},
        },
        ["source_language", "target_language", "text"],
    )
    made = _calls(model, "Translate 'good night' from Spanish into German", translator)
    wanted = {"source_language": "es", "target_language": "de", "text": "good night"}
    assert made == [("text_translate", wanted)]
    made = _calls(model, "Translate 'I am hungry' into Hindi from English", translator)
    wanted = {"source_language": "en", "target_language": "hi", "text": "I am hungry"}
    assert made == [("text_translate", wanted)]


def test_a_number_word_in_a_compound_adjective_is_its_listed_number(model: LocalChatModel) -> None:
    hotels = _tool(
        "search_hotels",
        "Search hotels.",
        {
            "location": {"type": "string", "description": "City name."},
            "star_rating": {"type": "string", "description": "Star rating.", "enum": ["1", "2", "3", "4", "5"]},
        },
        ["location"],
    )
    made = _calls(model, "Find me a three-star hotel in Rome", hotels)
    assert made == [("search_hotels", {"location": "Rome", "star_rating": "3"})]


def test_an_identifier_is_what_the_request_calls_its_id(model: LocalChatModel) -> None:
    bookings = _tool(
        "cancel_booking",
        "Cancels a booking.",
        {"identifier": {"type": "string", "description": "The booking's identifier."}},
        ["identifier"],
    )
    made = _calls(model, "Cancel my booking with id massage for Friday", bookings)
    assert made == [("cancel_booking", {"identifier": "massage"})]


def test_a_time_zone_written_by_its_abbreviation_is_its_listed_name(model: LocalChatModel) -> None:
    zones = ["Asia/Tokyo", "America/Los_Angeles", "Europe/London", "UTC"]
    meetings = _tool(
        "move_meeting",
        "Moves a meeting to a new time.",
        {
            "meeting": {"type": "string", "description": "The meeting's name."},
            "time": {"type": "string", "description": "The new time, e.g. 15:00."},
            "timezone": {"type": "string", "description": "The IANA time zone.", "enum": zones, "default": "UTC"},
        },
        ["meeting", "time"],
    )
    made = _calls(model, "Move the meeting called standup to 15:00 PST", meetings)
    assert made == [("move_meeting", {"meeting": "standup", "time": "15:00", "timezone": "America/Los_Angeles"})]
