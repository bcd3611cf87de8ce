"""Long, chatty requests of one call (real weights, public API, tools never seen): the speaker ("I'm",
"She") is never a value; the parts that only tell the story make no calls of their own; a parameter
named by an abbreviation ("lon" for "The longitude") takes the value its full word introduces; a
one-letter parameter is not the start of "and"; "what X means" asks for a meaning; a token with digits
("H5N1") is no country."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))


POSTCODE = _tool(
    "lookup_town_by_postcode",
    "Finds the town of a postcode.",
    {"postcode": {"type": "string", "description": "The postcode."}},
    ["postcode"],
)
FESTIVALS = _tool(
    "list_festivals",
    "Lists the festivals of a country in a year.",
    {
        "year": {"type": "string", "description": "The year."},
        "country": {"type": "string", "description": "The country."},
    },
    ["year", "country"],
)
ELEVATION = _tool(
    "elevation_at_point",
    "Finds the elevation of a point on Earth.",
    {
        "lon": {"type": "string", "description": "The longitude of the point."},
        "lat": {"type": "string", "description": "The latitude of the point."},
    },
    ["lon", "lat"],
)
HEX_SUM = _tool(
    "add_hex_numbers",
    "Adds two hexadecimal numbers.",
    {
        "a": {"type": "string", "description": "The first hexadecimal number."},
        "b": {"type": "string", "description": "The second hexadecimal number."},
    },
    ["a", "b"],
)
SLANG = _tool(
    "slang_lookup",
    "Finds the definition of a slang word.",
    {"word": {"type": "string", "description": "The word to define."}},
    ["word"],
)
BOOK_PRICE = _tool(
    "get_price_by_bookworld_ISBN",
    "Finds the price of a book by its Bookworld ISBN.",
    {"ISBN": {"type": "string", "description": "The Bookworld ISBN of the book."}},
    ["ISBN"],
)
OUTBREAKS = _tool(
    "flu_cases_by_country",
    "Finds the number of flu cases in a country.",
    {"country": {"type": "string", "description": "The name of the country."}},
    ["country"],
)


def test_the_speaker_is_never_a_value(model: LocalChatModel) -> None:
    request = (
        "I'm sorting out the mail for our office and there's a heap of letters. Right now, I'm looking at "
        "postcode 4051. Could you tell me which town it belongs to?"
    )
    assert _calls(model, request, POSTCODE) == [("lookup_town_by_postcode", {"postcode": "4051"})]


def test_a_pronoun_after_a_comma_is_no_country(model: LocalChatModel) -> None:
    request = (
        "I'm writing a piece on how festivals change over time. Right now, I'm looking at Portugal, and the "
        "year 2015. Which festivals were held there that year?"
    )
    assert _calls(model, request, FESTIVALS) == [("list_festivals", {"year": "2015", "country": "Portugal"})]


def test_an_abbreviated_parameter_takes_what_its_full_word_introduces(model: LocalChatModel) -> None:
    request = (
        "I'm currently deep in a mapping project where knowing the height of many spots is crucial. I've got "
        "one spot here with longitude 8.55 and latitude 46.62. I need to find its elevation. Can you help me?"
    )
    assert _calls(model, request, ELEVATION) == [("elevation_at_point", {"lon": "8.55", "lat": "46.62"})]


def test_one_letter_parameters_keep_the_request_order(model: LocalChatModel) -> None:
    request = "Could you add the hexadecimal numbers '1F' and 'A0' for me?"
    assert _calls(model, request, HEX_SUM) == [("add_hex_numbers", {"a": "1F", "b": "A0"})]


def test_what_a_word_means_asks_for_its_meaning(model: LocalChatModel) -> None:
    request = (
        "I've been learning new slang, and I keep hearing the word \"bussin\" in conversations. It's not a word "
        "I'm familiar with, and I'm curious about its meaning. Can you find out what \"bussin\" means for me?"
    )
    assert _calls(model, request, SLANG) == [("slang_lookup", {"word": "bussin"})]


def test_parts_that_only_tell_the_story_make_no_calls(model: LocalChatModel) -> None:
    request = (
        "I'm considering purchasing a novel from Bookworld, and before I make a decision, I'd like to check its "
        "price. The novel has a Bookworld ISBN of 'B07QXV6N1B'. Could you find that information for me?"
    )
    assert _calls(model, request, BOOK_PRICE) == [("get_price_by_bookworld_ISBN", {"ISBN": "B07QXV6N1B"})]


def test_a_token_with_digits_is_no_country(model: LocalChatModel) -> None:
    request = (
        "I'm writing a report on the H5N1 situation, focusing on Vietnam's response. Could you give me the "
        "latest figures on the flu cases in Vietnam?"
    )
    assert _calls(model, request, OUTBREAKS) == [("flu_cases_by_country", {"country": "Vietnam"})]


COORDINATES = _tool(
    "get_coordinates_of_city",
    "Finds the latitude and longitude of a city.",
    {"city": {"type": "string", "description": "The name of the city."}},
    ["city"],
)
BOOK_SUMMARY = _tool(
    "get_book_summary",
    "Fetches a short summary of a book.",
    {"book_title": {"type": "string", "description": "The title of the book."}},
    ["book_title"],
)


def test_a_list_of_places_after_a_story_is_one_call_each(model: LocalChatModel) -> None:
    request = (
        "I'm planning a cycling tour across Western Europe and need a few coordinates for my map. Could you "
        "give me the latitude and longitude for Lyon, Porto, Utrecht, and Ghent?"
    )
    calls = _calls(model, request, COORDINATES)
    assert sorted(arguments["city"] for _, arguments in calls) == ["Ghent", "Lyon", "Porto", "Utrecht"]


def test_a_list_of_quoted_titles_is_one_call_each(model: LocalChatModel) -> None:
    request = (
        "I've been on a classic novel binge lately and have a few famous books lined up for my holiday. My "
        "sister is joining me, so I need to make sure the books suit us both. Could you fetch the summaries "
        "for 'Middlemarch', 'The Leopard', 'Gulliver's Travels', and 'Moby Dick'?"
    )
    calls = _calls(model, request, BOOK_SUMMARY)
    assert sorted(arguments["book_title"] for _, arguments in calls) == [
        "Gulliver's Travels",
        "Middlemarch",
        "Moby Dick",
        "The Leopard",
    ]


KINETIC = _tool(
    "kinetic_energy",
    "Calculates the kinetic energy of a moving body.",
    {
        "mass": {"type": "number", "description": "The mass in kilograms."},
        "speed": {"type": "number", "description": "The speed in meters per second."},
    },
    ["mass", "speed"],
)
SQUARE_AREA = _tool(
    "square_area",
    "Calculates the area of a square.",
    {"side": {"type": "number", "description": "The length of a side."}},
    ["side"],
)


def test_a_closing_question_naming_every_call_does_not_steal_a_part(model: LocalChatModel) -> None:
    request = (
        "In my workshop today, I have two separate problems. First, I have a cart with a mass of 12 kilograms "
        "moving at a speed of 3 meters per second, and I need its kinetic energy. Also, I have a tile that is "
        "a square with a 9-unit side, and I need to calculate its area. Could you give me the kinetic energy "
        "of the cart and the area of the square?"
    )
    assert _calls(model, request, KINETIC, SQUARE_AREA) == [
        ("kinetic_energy", {"mass": 12, "speed": 3}),
        ("square_area", {"side": 9}),
    ]
