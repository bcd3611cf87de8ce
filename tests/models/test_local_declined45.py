"""Requests a tool serves that the embedded model once declined (real weights, public API, tools never seen):
a month of a year for a tool taking a month and a year, a quoted name before a word that introduces its own
value ("the 'zephyr' version 4.2.0"), a payment's recipient described as a contact's name, a payment source
named by the word only it has ("my debit"), a street written in lower case, "Which ones are there?" after the
sentence naming the kind, "also" before the verb of an ask, a phrase of a tool's description ("the phone
number of"), and the question after "so" in a long sentence ("... so can you find me a barber shop")."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))


HOSTS = _tool(
    "get_hosts_per_month",
    "Get the number of hosts counted in a month.",
    {
        "month": {"type": "integer", "description": "Month, 1-12."},
        "year": {"type": "integer", "description": "Year, e.g. 2023."},
    },
    ["month", "year"],
)
STATE = _tool(
    "get_monitoring_state",
    "Get the monitoring state of a resource type.",
    {"resource_type": {"type": "string", "enum": ["host", "service"], "description": "Kind of resource."}},
    ["resource_type"],
)
RELEASE = _tool(
    "get_release_by_name_and_version",
    "Get a release of a package by its name and version.",
    {
        "name": {"type": "string", "description": "The package name."},
        "version": {"type": "string", "description": "The version string, e.g. 1.2.0."},
    },
    ["name", "version"],
)
PACKAGES = _tool("list_packages", "List all packages in the registry.", {}, [])
PAY = _tool(
    "send_money",
    "Send money to someone from a chosen source of funds.",
    {
        "source": {
            "type": "string",
            "enum": ["wallet balance", "debit card", "credit card"],
            "description": "Where the money comes from.",
        },
        "amount": {"type": "number", "description": "Amount in dollars."},
        "receiver": {
            "type": "string",
            "description": "The identifier for the recipient, such as an account number or a contact name.",
        },
    },
    ["source", "amount", "receiver"],
)
ASK = _tool(
    "ask_for_money",
    "Ask someone to pay you an amount.",
    {
        "amount": {"type": "number", "description": "Amount in dollars."},
        "receiver": {"type": "string", "description": "The contact asked."},
    },
    ["amount", "receiver"],
)
DEEDS = _tool(
    "land_registry_lookup",
    "Look up the land registry entry of a property.",
    {
        "address": {"type": "string", "description": "Address of the property."},
        "lot_number": {"type": "string", "description": "Lot number of the property."},
    },
    ["address", "lot_number"],
)
FILMS = _tool(
    "find_films",
    "Find films to stream by genre and cast.",
    {
        "genre": {"type": "string", "enum": ["Comedy", "Drama", "Horror"], "description": "The genre."},
        "starring": {"type": "string", "description": "An actor in the film."},
    },
    ["genre"],
)
PLAY = _tool(
    "play_film",
    "Stream a film by its title.",
    {"title": {"type": "string", "description": "Title of the film."}},
    ["title"],
)
BACKUP = _tool(
    "add_backup_server",
    "Add a backup server to the configuration, with a nickname to recognize it by.",
    {
        "host": {"type": "string", "description": "The server's hostname."},
        "nickname": {"type": "string", "description": "An easy name for the server."},
    },
    ["host"],
)
LIST_SERVERS = _tool("list_servers", "List the configured servers.", {}, [])
CONTACT = _tool(
    "get_contact_details",
    "Get the phone number and email address of a person.",
    {"name": {"type": "string", "description": "Full name of the person."}},
    ["name"],
)
WEATHER = _tool(
    "get_weather",
    "Get the current weather in a city.",
    {"city": {"type": "string", "description": "The city."}},
    ["city"],
)


def test_a_month_of_a_year_fills_month_and_year(model: LocalChatModel) -> None:
    assert _calls(model, "How many hosts were counted in June 2024?", HOSTS, STATE) == [
        ("get_hosts_per_month", {"month": 6, "year": 2024})
    ]


def test_a_quoted_name_before_its_version_number_is_the_name(model: LocalChatModel) -> None:
    assert _calls(model, "show details for the 'zephyr' version 4.2.0", RELEASE, PACKAGES) == [
        ("get_release_by_name_and_version", {"name": "zephyr", "version": "4.2.0"})
    ]


def test_a_recipient_described_as_a_contact_name_takes_a_name(model: LocalChatModel) -> None:
    assert _calls(model, "Please send $35 to my friend Omar with my credit card", PAY, ASK) == [
        ("send_money", {"source": "credit card", "amount": 35, "receiver": "Omar"})
    ]


def test_a_source_named_by_its_own_word(model: LocalChatModel) -> None:
    assert _calls(model, "I need to send $60 to my friend Lena using my debit.", PAY, ASK) == [
        ("send_money", {"source": "debit card", "amount": 60, "receiver": "Lena"})
    ]


def test_a_street_in_lower_case_is_an_address(model: LocalChatModel) -> None:
    request = "Give me the land registry entry of my house located at 42 elm road, with lot number 77812."
    assert _calls(model, request, DEEDS) == [
        ("land_registry_lookup", {"address": "42 elm road", "lot_number": "77812"})
    ]


def test_which_ones_asks_of_the_kind_named_before(model: LocalChatModel) -> None:
    assert _calls(model, "I feel like a Drama film tonight. Which ones are there?", FILMS, PLAY) == [
        ("find_films", {"genre": "Drama"})
    ]


def test_also_before_the_verb_names_no_thing(model: LocalChatModel) -> None:
    request = (
        "I need to register a new backup server. The hostname is 'bk1.example.net'. "
        "Can we also give it a nickname 'Vlt'?"
    )
    assert _calls(model, request, BACKUP, LIST_SERVERS) == [
        ("add_backup_server", {"host": "bk1.example.net", "nickname": "Vlt"})
    ]


def test_a_phrase_of_the_description_names_the_tool(model: LocalChatModel) -> None:
    assert _calls(model, "What's the phone number of Rosa Diaz?", CONTACT, WEATHER) == [
        ("get_contact_details", {"name": "Rosa Diaz"})
    ]


BARBER = _tool(
    "find_barber",
    "Search for a barber shop within a city, with the option to filter by whether it takes walk-ins.",
    {
        "city": {"type": "string", "description": "The city to search in."},
        "walk_in": {"type": "boolean", "description": "Whether the shop takes walk-ins.", "default": False},
    },
    ["city"],
)


def test_the_question_after_so_is_the_ask(model: LocalChatModel) -> None:
    request = "My brother wants to look sharp for his wedding so can you find me a barber shop in Fresno?"
    assert _calls(model, request, BARBER, WEATHER) == [("find_barber", {"city": "Fresno"})]
