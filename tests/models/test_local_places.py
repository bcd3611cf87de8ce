"""Places written the way a tool's description asks (real weights, public API, tools never seen): a
town the user names alone takes its US state's code or its country when the description asks for
"City, State" or "City, Country"; a state the user writes out is abbreviated; a Canadian province
after its town ("Kingston, ON") is part of the place; a name several towns
of about the same size share, and a word that is no town, are left as written; a description that
asks for no form gets the place as the user wrote it; a state's code that ends a sentence ("Golden, CO.")
keeps no period (it is no "Co." of a company); a town written with "City" after its name is written
without it when the description's own example writes the same town so ("'New York, NY'")."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))


def _finder(description: str) -> object:
    return _tool(
        "Dentists_FindOffice",
        "Finds dental offices in a city.",
        {"town": {"type": "string", "description": description}},
        ["town"],
    )


US_FORM = _finder("The town to search, in the format of 'City, State' (e.g., 'Denver, CO'). Abbreviate the state.")
WORLD_FORM = _finder(
    "The town to search, as 'City, State' for the United States or 'City, Country' elsewhere "
    "(for example 'Denver, CO' or 'Lyon, France')."
)
OPENAI_FORM = _finder("The city and state, e.g. Denver, CO")
CODES_FORM = _finder("The town, in the format 'City, State' or 'City, Country' (e.g., 'Denver, CO' or 'Lyon, FR').")
NO_FORM = _finder("The town to search.")


def _town(model: LocalChatModel, request: str, finder: object) -> object:
    made = _calls(model, request, finder)  # type: ignore[arg-type]
    assert [name for name, _ in made] == ["Dentists_FindOffice"], made
    return made[0][1]["town"]


def test_a_town_named_alone_takes_its_state(model: LocalChatModel) -> None:
    assert _town(model, "Find me a dentist in Tucson.", US_FORM) == "Tucson, AZ"
    assert _town(model, "Are there dental offices in Santa Rosa?", US_FORM) == "Santa Rosa, CA"
    assert _town(model, "I need a dentist in Boise", OPENAI_FORM) == "Boise, ID"


def test_a_large_town_named_like_its_state_is_the_town(model: LocalChatModel) -> None:
    assert _town(model, "Find a dentist in New York please", US_FORM) == "New York, NY"


def test_a_well_known_town_in_lower_case_is_taken_with_capitals(model: LocalChatModel) -> None:
    assert _town(model, "Find me a dentist in mountain view. Thanks!", US_FORM) == "Mountain View, CA"
    assert _calls(model, "Find me a dentist in the old town.", US_FORM) == []  # no town named


def test_a_town_abroad_takes_its_country(model: LocalChatModel) -> None:
    assert _town(model, "Find me a dentist in Rotterdam.", WORLD_FORM) == "Rotterdam, Netherlands"
    assert _town(model, "Find me a dentist in Paris.", US_FORM) == "Paris, France"  # far larger than Paris, TX
    assert _town(model, "Find me a dentist in Rotterdam.", CODES_FORM) == "Rotterdam, NL"
    assert _town(model, "Find me a dentist in Winnipeg.", CODES_FORM) == "Winnipeg, Canada"  # "CA" is California


def test_a_country_written_out_takes_the_code_the_examples_use(model: LocalChatModel) -> None:
    assert _town(model, "Find me a dentist in Accra, Ghana.", CODES_FORM) == "Accra, GH"
    assert _town(model, "Are there dental offices in Lahore, Pakistan?", CODES_FORM) == "Lahore, PK"
    assert _town(model, "I need a dentist in Pune, India", CODES_FORM) == "Pune, IN"  # the user said India
    assert _town(model, "Find me a dentist in Accra, Ghana.", WORLD_FORM) == "Accra, Ghana"  # names asked


def test_a_state_written_out_is_abbreviated_and_makes_no_call_of_its_own(model: LocalChatModel) -> None:
    assert _town(model, "Find me a dentist in Eugene oregon", US_FORM) == "Eugene, OR"
    assert _town(model, "Find me a dentist in Eugene, Oregon.", US_FORM) == "Eugene, OR"
    assert _town(model, "Find me a dentist in Lafayette in Louisiana.", US_FORM) == "Lafayette, LA"


TEMPERATURE = _tool(
    "Temperature_Now",
    "The temperature in a city now.",
    {
        "place": {"type": "string", "description": "The city and state, e.g. Denver, CO"},
        "scale": {"type": "string", "enum": ["celsius", "fahrenheit"]},
    },
    ["place"],
)


def test_a_canadian_province_after_its_town_is_part_of_the_place(model: LocalChatModel) -> None:
    made = _calls(model, "The temperature in Reno, NV in fahrenheit and in Ottawa, ON in celsius", TEMPERATURE)
    want = [("Reno, NV", "fahrenheit"), ("Ottawa, ON", "celsius")]
    assert made == [("Temperature_Now", {"place": place, "scale": scale}) for place, scale in want]


def test_a_place_in_doubt_or_unasked_for_is_left_as_written(model: LocalChatModel) -> None:
    assert _town(model, "Find me a dentist in Springfield.", US_FORM) == "Springfield"  # several of a size
    assert _town(model, "Find me a dentist in Tucson.", NO_FORM) == "Tucson"


WEATHER = _tool(
    "Forecast_Get",
    "Gets the weather forecast for a city on a date.",
    {
        "city": {"type": "string", "description": "The city, such as 'Denver, CO'."},
        "date": {"type": "string", "description": "The date, as YYYY-MM-DD."},
    },
    ["city"],
)


def test_a_moment_a_greeting_or_a_number_is_no_place(model: LocalChatModel) -> None:
    assert _calls(model, "Hi, what is the forecast on Monday?", WEATHER) == []  # no city: never "Monday" or "Hi"
    made = _calls(model, "What's the forecast for Monday in boise?", WEATHER)
    assert made == [("Forecast_Get", {"city": "Boise, ID"})]  # the town in lower case, never "Monday"
    made = _calls(model, "Forecast for 2024-10-01 please, in Boise", WEATHER)
    assert made == [("Forecast_Get", {"city": "Boise, ID", "date": "2024-10-01"})]


SHOWINGS = _tool(
    "Cinema_FindShowings",
    "Finds films showing in a city.",
    {
        "location": {"type": "string", "description": "The city, in the format of 'City, State' (e.g., 'Reno, NV')."},
        "kind": {"type": "string", "description": "The kind of showing: regular, 3d or imax."},
    },
    ["location"],
)


def test_a_place_asked_in_a_form_is_a_town_or_nothing(model: LocalChatModel) -> None:
    assert _calls(model, "I'd like to see a film. Just a regular showing please.", SHOWINGS) == []
    assert _calls(model, "Find a regular showing in Reno.", SHOWINGS) == [
        ("Cinema_FindShowings", {"location": "Reno, NV", "kind": "regular"})
    ]


ROAD = _tool(
    "road_distance",
    "Gets the driving distance between two cities.",
    {
        "origin_city": {"type": "string", "description": "Where the drive starts, in the format of City, State."},
        "destination_city": {"type": "string", "description": "Where the drive ends, in the format of City, State."},
    },
    ["origin_city", "destination_city"],
)


def test_two_places_with_their_states_are_the_ends_of_one_call(model: LocalChatModel) -> None:
    assert _calls(model, "How far is it by road between Tucson, AZ, and Washington, D.C.?", ROAD) == [
        ("road_distance", {"origin_city": "Tucson, AZ", "destination_city": "Washington, D.C."})
    ]


IP_LOOKUP = _tool(
    "ip_locate",
    "Finds where an IP address is.",
    {"ip_address": {"type": "string", "description": "The IP address to look up."}},
    ["ip_address"],
)


def test_an_address_of_digits_is_no_date(model: LocalChatModel) -> None:
    assert _calls(model, "Where is the IP address 10.20.30.40 located?", IP_LOOKUP) == [
        ("ip_locate", {"ip_address": "10.20.30.40"})
    ]


def test_a_town_named_by_its_short_form_is_the_town(model: LocalChatModel) -> None:
    assert _town(model, "Find me a dentist in LA", US_FORM) == "Los Angeles, CA"
    assert _town(model, "Are there dental offices in NYC?", NO_FORM) == "New York"
    assert _town(model, "Are there good dentists in New York City?", NO_FORM) == "New York City"


def test_a_town_with_city_after_its_name_is_written_as_the_example_writes_it(model: LocalChatModel) -> None:
    example = _finder("The town, in the format of 'City, State', such as 'Austin, TX' or 'New York, NY'.")
    assert _town(model, "Find me a dentist in New York City", example) == "New York, NY"
    assert _town(model, "Find me a dentist in New York City", US_FORM) == "New York City, NY"
    assert _town(model, "Find me a dentist in Salt Lake City", example) == "Salt Lake City, UT"


def test_a_city_parameter_takes_the_town_without_its_state(model: LocalChatModel) -> None:
    city = _tool(
        "Dentists_FindOffice",
        "Finds dental offices in a city.",
        {"city": {"type": "string", "description": "The name of the city to search in."}},
        ["city"],
    )
    made = _calls(model, "Find me a dentist in Boulder, CO", city)  # type: ignore[arg-type]
    assert made == [("Dentists_FindOffice", {"city": "Boulder"})]
    assert _town(model, "Find me a dentist in Boulder, CO", NO_FORM) == "Boulder"
    located = _tool(
        "Dentists_FindOffice",
        "Finds dental offices near a place.",
        {"location": {"type": "string", "description": "Where to search."}},
        ["location"],
    )
    made = _calls(model, "Find me a dentist in Boulder, CO", located)  # type: ignore[arg-type]
    assert made == [("Dentists_FindOffice", {"location": "Boulder, CO"})]  # a location: as written


def test_the_country_a_named_town_is_in_as_the_tool_asks(model: LocalChatModel) -> None:
    def weather(description: str) -> object:
        return _tool(
            "weather_now",
            "Gets the current weather of a city.",
            {
                "city": {"type": "string", "description": "The city's name."},
                "country": {"type": "string", "description": description},
            },
            ["city", "country"],
        )

    coded = weather("The country the city is in, as an ISO 3166-1 alpha-2 code such as 'US'.")
    named = weather("The full name of the country the city is in.")
    assert _calls(model, "What's the weather in Lisbon right now?", coded) == [  # type: ignore[arg-type]
        ("weather_now", {"city": "Lisbon", "country": "PT"})
    ]
    assert _calls(model, "What's the weather in Lisbon right now?", named) == [  # type: ignore[arg-type]
        ("weather_now", {"city": "Lisbon", "country": "Portugal"})
    ]
    assert _calls(model, "What's the weather in Lisbon, Portugal right now?", coded) == [  # type: ignore[arg-type]
        ("weather_now", {"city": "Lisbon", "country": "PT"})
    ]


def test_the_state_a_named_town_is_in_as_the_tool_asks(model: LocalChatModel) -> None:
    def permits(description: str) -> object:
        return _tool(
            "permits_lookup",
            "Looks up the building permits issued in a city.",
            {
                "city": {"type": "string", "description": "The city."},
                "state": {"type": "string", "description": description},
            },
            ["city", "state"],
        )

    coded = permits("The state's two-letter abbreviation, such as 'TX'.")
    named = permits("The state where the city is.")
    assert _calls(model, "Look up the building permits issued in Tucson", coded) == [  # type: ignore[arg-type]
        ("permits_lookup", {"city": "Tucson", "state": "AZ"})
    ]
    assert _calls(model, "Look up the building permits issued in Tucson", named) == [  # type: ignore[arg-type]
        ("permits_lookup", {"city": "Tucson", "state": "Arizona"})
    ]
    assert _calls(model, "Look up the building permits issued in Tucson, Arizona", coded) == [  # type: ignore[arg-type]
        ("permits_lookup", {"city": "Tucson", "state": "AZ"})
    ]


def test_a_town_after_in_wins_over_other_capitals_after_in(model: LocalChatModel) -> None:
    # "trained in Oral Surgery in Santa Rosa": of two names after "in", the parameter asking for a town takes the town
    assert _town(model, "Find me a dentist trained in Oral Surgery in Santa Rosa", US_FORM) == "Santa Rosa, CA"


def test_a_town_with_its_state_written_without_a_comma_is_a_town(model: LocalChatModel) -> None:
    assert _town(model, "I live in Tucson Arizona and need a dentist.", US_FORM) == "Tucson, AZ"


def test_a_town_in_lower_case_wins_over_capitals_that_name_no_town(model: LocalChatModel) -> None:
    assert _town(model, "Find me a dentist who offers Invisalign in boise", US_FORM) == "Boise, ID"


def test_a_state_code_that_ends_a_sentence_keeps_no_period(model: LocalChatModel) -> None:
    assert _town(model, "Find a dentist in Golden, CO.", OPENAI_FORM) == "Golden, CO"
    assert _town(model, "Find a dentist in Bozeman, MT.", OPENAI_FORM) == "Bozeman, MT"
