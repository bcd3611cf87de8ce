"""Requests told in parts, for the embedded model: one call per part (an ordinal item, items told by
"one", "another", "a third", a sentence opened by a sequence word), each filled from its own words, with
what it does not restate shared. Through the public API with the real weights, on tools the code has
never seen."""

from __future__ import annotations

import json
from typing import Any

import pytest

from sprig import ChatClient, ExternalTool
from sprig.models import LocalChatModel
from sprig.models._local_frames import frames
from support.local_weights import local_model_missing

needs_weights = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))


def _tool(name: str, description: str, properties: dict[str, Any], required: list[str]) -> ExternalTool:
    return ExternalTool(name, description, {"type": "object", "properties": properties, "required": required})


def _num(description: str, kind: str = "number") -> dict[str, Any]:
    return {"type": kind, "description": description}


def _str(description: str) -> dict[str, Any]:
    return {"type": "string", "description": description}


BED_AREA = _tool(
    "garden_bed_area",
    "Calculate the area of a rectangular garden bed.",
    {"length": _num("Length of the bed in meters."), "width": _num("Width of the bed in meters.")},
    ["length", "width"],
)
BOOK_TABLE = _tool(
    "restaurant_book_table",
    "Book a table at a restaurant.",
    {"restaurant": _str("Name of the restaurant."), "people": _num("Number of people.", "integer")},
    ["restaurant", "people"],
)
FORECAST = _tool(
    "weather_forecast",
    "Get the weather forecast of a city for a number of days.",
    {"city": _str("Name of the city."), "days": _num("Number of days to forecast.", "integer")},
    ["city", "days"],
)
TRAIN = _tool(
    "train_text_classifier",
    "Train a text classifier on a corpus.",
    {"corpus": _str("Name of the corpus."), "epochs": _num("Number of training epochs.", "integer")},
    ["corpus", "epochs"],
)


def _calls(model: LocalChatModel, request: str, *tools: ExternalTool) -> list[tuple[str, dict[str, Any]]]:
    response = ChatClient.builder(model).default_tools(*tools).build().prompt(request).call().chat_client_response()
    return sorted(
        ((p.call.name, json.loads(p.call.arguments or "{}")) for p in response.pending),
        key=lambda call: json.dumps(call, sort_keys=True),
    )


def test_ordinal_items_are_frames_and_what_is_around_them_is_shared() -> None:
    found, context = frames(
        "Two boxes are on the shelf. The first box weighs 3 kg and the second box weighs 5 kg. "
        "If the first box is 10 cm tall and the second box is 20 cm tall, what is the density of each?"
    )
    assert [frame.text for frame in found] == [
        "The first box weighs 3 kg and the first box is 10 cm tall and",
        "the second box weighs 5 kg. the second box is 20 cm tall, what is the density of each?",
    ]
    assert context == "Two boxes are on the shelf. If"


def test_a_request_with_one_ordinal_is_not_told_in_parts() -> None:
    assert frames("Get the first 10 rows of the table 'sales' and sort them by date.")[0] == ()
    assert frames("What was the score of the first half and of the second?")[0] == ()


@needs_weights
def test_each_ordinal_item_is_one_call_and_a_spelled_count_is_no_value(model: LocalChatModel) -> None:
    request = (
        "A gardener has three rectangular beds. The first bed is 4 meters long and 2 meters wide. "
        "The second bed is 6 meters long and 3 meters wide. The third bed is 5 meters long and 7 meters wide. "
        "What is the area of each bed?"
    )
    assert _calls(model, request, BED_AREA) == [
        ("garden_bed_area", {"length": 4, "width": 2}),
        ("garden_bed_area", {"length": 5, "width": 7}),
        ("garden_bed_area", {"length": 6, "width": 3}),
    ]


@needs_weights
def test_sentences_opened_by_sequence_words_go_each_to_their_own_tool(model: LocalChatModel) -> None:
    request = (
        "Can you help me plan my evening? First, I want to book a table for 4 people at 'Luigi Trattoria'. "
        "Then, I'd like to know the weather forecast in Lisbon for the next 3 days."
    )
    assert _calls(model, request, BOOK_TABLE, FORECAST) == [
        ("restaurant_book_table", {"restaurant": "Luigi Trattoria", "people": 4}),
        ("weather_forecast", {"city": "Lisbon", "days": 3}),
    ]


@needs_weights
def test_a_run_in_the_context_as_long_as_the_frames_gives_each_frame_its_value(model: LocalChatModel) -> None:
    request = (
        "You need to train a text classifier on two corpora, 'reviews2020' and 'tweets2021'. "
        "For the first run, set the number of epochs to 5. For the second run, set the number of epochs to 8."
    )
    assert _calls(model, request, TRAIN) == [
        ("train_text_classifier", {"corpus": "reviews2020", "epochs": 5}),
        ("train_text_classifier", {"corpus": "tweets2021", "epochs": 8}),
    ]


# -- runs of values and parts of one sentence ------------------------------------------------------------

FEE_CHECK = _tool(
    "membership_fee_check",
    "Check whether a member of a club paid the membership fee in a year.",
    {
        "club": _str("Name of the club."),
        "member_id": _num("Id of the member.", "integer"),
        "year": _num("The year to check.", "integer"),
    },
    ["club", "member_id", "year"],
)
TOP_RESTAURANT = _tool(
    "top_rated_restaurant",
    "Find the top rated restaurant of a cuisine in a city.",
    {"cuisine": _str("Cuisine, e.g. Thai."), "city": _str("The city.")},
    ["cuisine", "city"],
)
RAINFALL = _tool(
    "average_rainfall",
    "Get the average rainfall of a city in a year.",
    {"city": _str("The city."), "year": _num("The year.", "integer")},
    ["city", "year"],
)


@needs_weights
def test_a_run_of_values_of_one_parameter_is_one_call_each_with_the_rest_shared(model: LocalChatModel) -> None:
    request = "Check if the member with id 5521 of the club 'Bluebirds' paid the fee in years 2019, 2020 and 2021."
    assert _calls(model, request, FEE_CHECK) == [
        ("membership_fee_check", {"club": "Bluebirds", "member_id": 5521, "year": year}) for year in (2019, 2020, 2021)
    ]


@needs_weights
def test_a_part_lacking_a_value_takes_it_from_the_part_that_asks_the_same_of_another(model: LocalChatModel) -> None:
    request = "What is the top rated Thai restaurant and also find me the top rated Greek restaurant in Lisbon."
    assert _calls(model, request, TOP_RESTAURANT) == [
        ("top_rated_restaurant", {"cuisine": "Greek", "city": "Lisbon"}),
        ("top_rated_restaurant", {"cuisine": "Thai", "city": "Lisbon"}),
    ]


@needs_weights
def test_two_runs_not_paired_off_respectively_make_a_call_for_every_pair(model: LocalChatModel) -> None:
    request = "Get the average rainfall of Lisbon and Porto in the years 2019 and 2021."
    assert _calls(model, request, RAINFALL) == [
        ("average_rainfall", {"city": city, "year": year}) for city in ("Lisbon", "Porto") for year in (2019, 2021)
    ]


BOOKS_BY_AUTHOR = _tool(
    "library_find_books_by_author",
    "Find the books an author wrote in a given year.",
    {
        "author_name": _str("The name of the author."),
        "year": _num("The year the books came out.", "integer"),
        "genre": _str("The genre of the books, e.g. Poetry, History."),
    },
    ["author_name", "year"],
)


@needs_weights
def test_two_runs_paired_off_respectively_make_one_call_per_pair(model: LocalChatModel) -> None:
    request = "Can you find all the Poetry and History books that Mary Shelley wrote in 1818 and 1826 respectively?"
    assert _calls(model, request, BOOKS_BY_AUTHOR) == [
        ("library_find_books_by_author", {"author_name": "Mary Shelley", "genre": "History", "year": 1826}),
        ("library_find_books_by_author", {"author_name": "Mary Shelley", "genre": "Poetry", "year": 1818}),
    ]


def _facts(description: str) -> dict[str, Any]:
    kinds = {"type": "string", "enum": ["overview", "dates", "people"]}
    return {"type": "array", "items": kinds, "description": description}


VOYAGE_DETAILS = _tool(
    "sea_history_voyage_details",
    "Retrieve detailed information about a specific historical sea voyage.",
    {"voyage_name": _str("The name of the voyage."), "specific_info": _facts("The kinds of information wanted.")},
    ["voyage_name", "specific_info"],
)
CANAL_INFO = _tool(
    "sea_history_canal_info",
    "Retrieve information about a specific historical canal.",
    {"canal_name": _str("The name of the canal."), "info_requested": _facts("The kinds of information wanted.")},
    ["canal_name", "info_requested"],
)


@needs_weights
def test_a_part_naming_another_tool_takes_the_value_it_lacks_from_the_part_before(model: LocalChatModel) -> None:
    request = "Find an overview of the Voyage of the Beagle and the opening of the Kiel Canal."
    calls = _calls(model, request, VOYAGE_DETAILS, CANAL_INFO)
    assert [name for name, _ in calls] == ["sea_history_canal_info", "sea_history_voyage_details"]
    assert calls[0][1]["info_requested"] == ["overview"]
    assert "Kiel" in calls[0][1]["canal_name"]


GROWTH = _tool(
    "sales_growth_calculate",
    "Calculate a company's revenue growth rate over a number of years.",
    {"company": _str("The company."), "years": _num("Number of past years.", "integer")},
    ["company", "years"],
)
DEBT_COVERAGE = _tool(
    "financial_ratios_debt_coverage",
    "Calculate a company's debt coverage ratio over a number of years.",
    {"company_name": _str("The company."), "years": _num("Number of past years.", "integer")},
    ["company_name", "years"],
)


@needs_weights
def test_a_part_about_another_tool_naming_nothing_of_its_own_goes_on_with_the_call_before(
    model: LocalChatModel,
) -> None:
    request = (
        "Calculate the revenue growth rate of Acme over the last 4 years "
        "and the debt coverage ratio for the same period."
    )
    assert _calls(model, request, GROWTH, DEBT_COVERAGE) == [
        ("financial_ratios_debt_coverage", {"company_name": "Acme", "years": 4}),
        ("sales_growth_calculate", {"company": "Acme", "years": 4}),
    ]


def test_numbered_items_and_then_joined_requests_are_frames() -> None:
    found, context = frames(
        "You have a bag of 20 marbles. 1. What is the chance of drawing a red one (5 outcomes)? "
        "2. Then, what is the chance of drawing a blue one (3 outcomes)?"
    )
    assert [frame.text for frame in found] == [
        "What is the chance of drawing a red one (5 outcomes)?",
        "what is the chance of drawing a blue one (3 outcomes)?",
    ]
    assert context == "You have a bag of 20 marbles."
    found, _ = frames("First, convert 5 miles to km, and then convert 3 miles to km. Also, convert 9 feet to meters.")
    assert [frame.text for frame in found] == [
        "convert 5 miles to km",
        "convert 3 miles to km.",
        "convert 9 feet to meters.",
    ]


LCM = _tool(
    "least_common_multiple",
    "Compute the least common multiple of two integers.",
    {"first": _num("The first integer.", "integer"), "second": _num("The second integer.", "integer")},
    ["first", "second"],
)


@needs_weights
def test_each_group_of_numbers_in_parentheses_is_one_call(model: LocalChatModel) -> None:
    request = (
        "Can you compute the least common multiple of the pair of integers (4, 6) and then use that result to "
        "compute it with another pair of integers (10, 15)? Please also do it for (8, 12)."
    )
    assert _calls(model, request, LCM) == [
        ("least_common_multiple", {"first": 10, "second": 15}),
        ("least_common_multiple", {"first": 4, "second": 6}),
        ("least_common_multiple", {"first": 8, "second": 12}),
    ]


def test_a_sentence_opened_by_and_adds_a_request() -> None:
    found, _ = frames("Find the area of a kite with diagonals 4 and 6. And find the area of a disc of radius 2.")
    assert [frame.text for frame in found] == [
        "Find the area of a kite with diagonals 4 and 6.",
        "find the area of a disc of radius 2.",
    ]


BIRD_PAST = _tool(
    "bird_census_get_history",
    "Get the recorded count of a bird species in a region over the past years.",
    {
        "region": _str("Name of the region."),
        "species": _str("Name of the bird species."),
        "years": _num("Number of past years.", "integer"),
    },
    ["region", "species", "years"],
)
BIRD_FUTURE = _tool(
    "bird_census_get_projection",
    "Get the projected count of a bird species in a region for the coming years.",
    {
        "region": _str("Name of the region."),
        "species": _str("Name of the bird species."),
        "years": _num("Number of future years.", "integer"),
    },
    ["region", "species", "years"],
)


@needs_weights
def test_a_part_that_asks_its_thing_of_two_places_is_a_call_for_each(model: LocalChatModel) -> None:
    request = (
        "Give me the recorded count of owls in Kenya and Peru for the last 3 years. "
        "Also provide the projected count of owls in Chile and Norway for the next 4 years."
    )
    calls = _calls(model, request, BIRD_PAST, BIRD_FUTURE)
    assert sorted((name, arguments["region"], arguments["years"]) for name, arguments in calls) == [
        ("bird_census_get_history", "Kenya", 3),
        ("bird_census_get_history", "Peru", 3),
        ("bird_census_get_projection", "Chile", 4),
        ("bird_census_get_projection", "Norway", 4),
    ]


GYM_FINDER = _tool(
    "gym_finder_search",
    "Find gyms in a city that offer the given facilities.",
    {
        "city": _str("Name of the city."),
        "facilities": {"type": "array", "items": {"type": "string"}, "description": "Facilities the gym must have."},
    },
    ["city", "facilities"],
)


@needs_weights
def test_parts_that_each_state_a_list_are_a_call_each_with_its_own_list(model: LocalChatModel) -> None:
    request = (
        "Search for gyms in Lisbon that have a Sauna and a Swimming Pool, then search for gyms in Madrid "
        "that have a Climbing Wall and Lockers."
    )
    calls = _calls(model, request, GYM_FINDER)
    assert sorted((arguments["city"], sorted(arguments["facilities"])) for _, arguments in calls) == [
        ("Lisbon", ["Sauna", "Swimming Pool"]),
        ("Madrid", ["Climbing Wall", "Lockers"]),
    ]


TIDE_HEIGHT = _tool(
    "coast.tide_height",
    "Get the height of the tide at a harbour.",
    {"harbour": _str("Name of the harbour.")},
    ["harbour"],
)
SEA_TEMPERATURE = _tool(
    "coast.sea_temperature",
    "Get the temperature of the sea at a harbour.",
    {"harbour": _str("Name of the harbour.")},
    ["harbour"],
)


@needs_weights
def test_a_part_that_names_a_tool_by_its_own_name_is_that_tools_call(model: LocalChatModel) -> None:
    request = (
        "First, I want to know the tide at Brest using the 'coast.tide_height' function. "
        "Then, I want the sea temperature at Brest using the 'coast.sea_temperature' function."
    )
    calls = _calls(model, request, TIDE_HEIGHT, SEA_TEMPERATURE)
    assert calls == [("coast.sea_temperature", {"harbour": "Brest"}), ("coast.tide_height", {"harbour": "Brest"})]


def _series(name: str, what: str) -> ExternalTool:
    return _tool(
        name,
        f"Compute the {what} of a series of numbers.",
        {"values": {"type": "array", "items": {"type": "number"}, "description": "The numbers."}},
        ["values"],
    )


@needs_weights
def test_a_part_asking_two_things_gets_a_call_of_each_tool(model: LocalChatModel) -> None:
    request = (
        "Compute the maximum and the minimum of the readings 7, 2, 9, 4. Also compute the range of these readings."
    )
    tools = tuple(_series(f"series_{what}", what) for what in ("maximum", "minimum", "range"))
    calls = _calls(model, request, *tools)
    assert [name for name, _ in calls] == ["series_maximum", "series_minimum", "series_range"]
    assert all(arguments == {"values": [7, 2, 9, 4]} for _, arguments in calls)


# -- questions without a sequence word, and parts that lack a value ---------------------------------------

CONVERT = _tool(
    "currency_convert",
    "Convert an amount of money from one currency to another.",
    {
        "amount": _num("The amount."),
        "source": _str("Currency to convert from."),
        "target": _str("Currency to convert to."),
    },
    ["amount", "source", "target"],
)


def test_a_question_after_the_first_part_is_a_part_of_its_own() -> None:
    found, _ = frames("First, list the tides at Brest. Once I am there, what is the sea temperature at Brest?")
    assert [frame.text for frame in found] == [
        "list the tides at Brest.",
        "Once I am there, what is the sea temperature at Brest?",
    ]


@needs_weights
def test_a_question_with_no_sequence_word_still_gets_its_call(model: LocalChatModel) -> None:
    request = "Firstly, I want the weather forecast in Porto for 2 days. Once I land, how much would 80 GBP be in EUR?"
    assert _calls(model, request, FORECAST, CONVERT) == [
        ("currency_convert", {"amount": 80, "source": "GBP", "target": "EUR"}),
        ("weather_forecast", {"city": "Porto", "days": 2}),
    ]


@needs_weights
def test_a_part_lacking_a_value_makes_no_call_and_the_other_parts_make_theirs(model: LocalChatModel) -> None:
    request = (
        "First, book a table for 3 people at 'Casa Nova'. Then, give me the weather forecast in 5 days. "
        "Lastly, check the weather forecast in Porto for 2 days."
    )
    assert _calls(model, request, BOOK_TABLE, FORECAST) == [
        ("restaurant_book_table", {"restaurant": "Casa Nova", "people": 3}),
        ("weather_forecast", {"city": "Porto", "days": 2}),
    ]


def test_a_question_after_a_part_that_only_tells_is_that_parts_own_ask() -> None:
    found, _ = frames(
        "First, I need the tides at Brest. Second, I'm curious about the sea temperature there. "
        "Could you look that up for me?"
    )
    assert [frame.text for frame in found] == [
        "I need the tides at Brest.",
        "I'm curious about the sea temperature there. Could you look that up for me?",
    ]


def test_a_closing_question_that_states_nothing_of_its_own_starts_no_part() -> None:
    found, _ = frames(
        "First, I want the tides at Brest. Then, I need the sea temperature at Brest. Can you help me with these?"
    )
    assert [frame.text for frame in found] == [
        "I want the tides at Brest.",
        "I need the sea temperature at Brest. Can you help me with these?",
    ]


BOX = _tool(
    "box_volume",
    "Computes the volume of a box.",
    {"length": _num("Length in cm."), "width": _num("Width in cm."), "depth": _num("Depth in cm.")},
    ["length", "width", "depth"],
)


@needs_weights
def test_items_told_by_one_and_another_are_one_call_each(model: LocalChatModel) -> None:
    request = (
        "I have two boxes to measure: one with a length of 30 cm, a width of 20 cm and a depth of 10 cm, another "
        "with a length of 50 cm, a width of 40 cm and a depth of 25 cm. What are their volumes?"
    )
    assert _calls(model, request, BOX) == [
        ("box_volume", {"length": 30, "width": 20, "depth": 10}),
        ("box_volume", {"length": 50, "width": 40, "depth": 25}),
    ]
    one = _calls(model, "What is the volume of one box with a length of 30, width 20 and depth 10?", BOX)
    assert one == [("box_volume", {"length": 30, "width": 20, "depth": 10})]


def test_one_alone_tells_no_items() -> None:
    assert frames("Book a table for one with a view, please.")[0] == ()
