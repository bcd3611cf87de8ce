"""A user's own tools at stop 45 (real weights, public API, tools never seen): a country parameter given a
people's word ("Italians") takes the country, "other words for X" asks synonyms and "how do I get from A
to B" directions, dollar-sign price levels and S/M/L sizes are named by their words, an optional name
"for the <thing>" is what follows "<thing> for", an optional namespace is the short word after "in" at the
end; "what is a <kind>?" and "how should I <verb> ..." ask for knowledge, not a call."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))

ENTRY = _tool(
    "entry_rules",
    "Tell whether travellers of one country may enter another without a visa.",
    {
        "citizenship_country": {"type": "string", "description": "The traveller's country of citizenship."},
        "destination_country": {"type": "string", "description": "The country to enter."},
    },
    ["citizenship_country", "destination_country"],
)
RATES = _tool(
    "fx_rate",
    "Get an exchange rate.",
    {"pair": {"type": "string", "description": "Currency pair, e.g. EUR/USD."}},
    ["pair"],
)
THESAURUS = _tool(
    "thesaurus_lookup",
    "Return synonyms of a term.",
    {"term": {"type": "string", "description": "The term."}},
    ["term"],
)
DICTIONARY = _tool(
    "dictionary_lookup",
    "Return the definition of a term.",
    {"term": {"type": "string", "description": "The term."}},
    ["term"],
)
ROUTE = _tool(
    "plan_route",
    "Plan a route between two places.",
    {
        "start": {"type": "string", "description": "Where the trip starts."},
        "end": {"type": "string", "description": "Where the trip ends."},
        "travel_mode": {"type": "string", "enum": ["car", "walking", "bicycle"], "description": "How to travel."},
    },
    ["start", "end"],
)
WEATHER = _tool(
    "get_weather",
    "Get the weather in a city.",
    {"city": {"type": "string", "description": "The city."}},
    ["city"],
)
DINING = _tool(
    "find_dining",
    "Find restaurants in a town.",
    {
        "town": {"type": "string", "description": "The town."},
        "budget": {"type": "string", "enum": ["$", "$$", "$$$"], "description": "How much to spend."},
    },
    ["town"],
)
CLOTHES = _tool(
    "search_catalogue",
    "Search the clothing catalogue.",
    {
        "query": {"type": "string", "description": "What to look for."},
        "size": {"type": "string", "enum": ["S", "M", "L"], "description": "The size."},
    },
    ["query"],
)
COUNTDOWN = _tool(
    "start_countdown",
    "Start a countdown.",
    {
        "seconds": {"type": "integer", "description": "Length in seconds."},
        "name": {"type": "string", "description": "A label for the countdown."},
    },
    ["seconds"],
)
SERVICES = _tool(
    "list_services",
    "List the services of the cluster.",
    {"namespace": {"type": "string", "description": "Namespace to look in."}},
    [],
)
LOGGING = _tool(
    "set_logging_level",
    "Change the logging level of a module.",
    {
        "module": {"type": "string", "description": "The module."},
        "level": {"type": "string", "enum": ["debug", "info", "error"], "description": "The level."},
    },
    ["module", "level"],
)
LOG_SEARCH = _tool(
    "search_module_logs",
    "Search the logs of a module.",
    {
        "module": {"type": "string", "description": "The module."},
        "level": {"type": "string", "enum": ["debug", "info", "error"], "description": "The lowest level."},
    },
    ["module"],
)


def test_a_peoples_word_names_their_country(model: LocalChatModel) -> None:
    got = _calls(model, "Can Italians enter Canada without a visa?", ENTRY, RATES)
    assert got == [("entry_rules", {"citizenship_country": "Italy", "destination_country": "Canada"})]


def test_other_words_for_a_term_are_its_synonyms(model: LocalChatModel) -> None:
    assert _calls(model, "other words for brave", THESAURUS, DICTIONARY) == [("thesaurus_lookup", {"term": "brave"})]


def test_how_do_i_walk_from_a_to_b_asks_the_route(model: LocalChatModel) -> None:
    got = _calls(model, "How do I walk from Green Park to Soho?", ROUTE, WEATHER)
    assert got == [("plan_route", {"start": "Green Park", "end": "Soho", "travel_mode": "walking"})]


def test_cheap_is_the_fewest_dollar_signs(model: LocalChatModel) -> None:
    assert _calls(model, "cheap restaurants in Denver", DINING, WEATHER) == [
        ("find_dining", {"town": "Denver", "budget": "$"})
    ]


def test_medium_is_the_size_m(model: LocalChatModel) -> None:
    got = _calls(model, "search the catalogue for hoodies in medium", CLOTHES)
    assert got[0][1]["size"] == "M"


def test_the_thing_for_x_names_it(model: LocalChatModel) -> None:
    got = _calls(model, "start a 90 seconds countdown for the rice", COUNTDOWN)
    assert got == [("start_countdown", {"seconds": 90, "name": "rice"})]


def test_the_namespace_is_the_word_after_in(model: LocalChatModel) -> None:
    assert _calls(model, "list the services in staging", SERVICES) == [("list_services", {"namespace": "staging"})]


def test_what_is_a_kind_calls_no_lister(model: LocalChatModel) -> None:
    assert _calls(model, "What is a cluster namespace?", SERVICES, WEATHER) == []


def test_how_should_i_verb_calls_nothing(model: LocalChatModel) -> None:
    assert _calls(model, "how should I pick a logging level?", LOGGING, LOG_SEARCH) == []
