"""Which values of a request fill which parameter, for the embedded model (no weights needed for the
pure functions; the public-API tests run the real model): numbers with their units and scales,
quoted and capitalized names, places, currencies, dates and lists, each copied from the request
and never invented."""

from __future__ import annotations

from typing import Any

import pytest

from sprig import ChatClient, tool
from sprig.models import LocalChatModel
from sprig.models._local_values import ground, numbers
from support.local_weights import local_model_missing


def _one(narrowed: dict[str, Any], key: str) -> Any:
    spec = narrowed.get(key)
    assert isinstance(spec, dict), f"{key}: {spec!r}"
    if "const" in spec:
        return spec["const"]
    assert len(spec.get("enum") or ()) == 1, f"{key}: {spec!r}"
    return spec["enum"][0]


def _num(description: str = "", kind: str = "number") -> dict[str, Any]:
    return {"type": kind, "description": description}


def _str(description: str = "") -> dict[str, Any]:
    return {"type": "string", "description": description}


def grounded(request: str, properties: dict[str, Any], required: list[str] | None = None, description: str = "") -> Any:
    narrowed, _ = ground(
        properties, list(properties) if required is None else required, request, description=description
    )
    return narrowed


# -- numbers ----------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("its temperature is 298K and volume is 10 m^3", [298, 10]),
        ("weighs 70kg and is 1.75m tall", [70, 1.75]),
        ("two notes of 440Hz and 880Hz", [2, 440, 880]),
        ("a wall 20ft wide", [20]),
        ("revenues of $1M in 2019 and $1.2M in 2020", [1_000_000, 2019, 1_200_000, 2020]),
        ("100 million shares and a payout of 50 million USD", [100_000_000, 50_000_000]),
        ("ten events of the 16th century", [10, 16]),
        ("accelerates at 10 m/s^2 for 5 seconds", [10, 5]),
        ("the derivative of 2x^2 at x = 1, or of x**3, for v2 of a.txt at 3:30 or 3 pm on 2025-06-02", [1]),
    ],
)
def test_numbers_with_units_scales_and_ordinals(text: str, expected: list[float]) -> None:
    assert [v.value for v in numbers(text)] == expected


def test_a_number_goes_to_the_parameter_whose_unit_it_is_written_with() -> None:
    properties = {
        "initial_speed": _num("The initial speed of the moving object in m/s.", "integer"),
        "acceleration": _num("The rate of change of speed, m/s^2.", "integer"),
        "time": _num("The time interval during which the acceleration is applied, in seconds.", "integer"),
        "rounding": _num("The number of decimals to round off the result (optional).", "integer"),
    }
    request = (
        "The displacement of a car moving at an initial speed of 20 m/s that accelerates at 10 m/s^2 for 5 seconds?"
    )
    narrowed = grounded(request, properties, ["initial_speed", "acceleration", "time"])
    assert [_one(narrowed, key) for key in ("initial_speed", "acceleration", "time")] == [20, 10, 5]
    assert narrowed["rounding"] is None  # no number left for it: left out, not invented
    temperature = {"temp": _num("The temperature of the gas in Kelvin."), "volume": _num("The volume in m^3.")}
    narrowed = grounded("The heat capacity of air at 298K in a volume of 10 m^3", temperature)
    assert (_one(narrowed, "temp"), _one(narrowed, "volume")) == (298, 10)


def test_a_name_word_shared_by_two_parameters_links_weaker_than_their_own_words() -> None:
    properties = {"initial_value": _num("The initial investment value."), "final_value": _num("The final value.")}
    narrowed = grounded("The CAGR for an initial investment of $2000, final value of $3000 over 4 years", properties)
    assert (_one(narrowed, "initial_value"), _one(narrowed, "final_value")) == (2000, 3000)


def test_a_count_of_numbered_parameters_is_none_of_their_values() -> None:
    properties = {f"side{n}": _num(f"The length of side {n}.") for n in (1, 2, 3)}
    narrowed = grounded("A triangle whose three sides are 5 units, 4 units and 3 units long", properties)
    assert [_one(narrowed, f"side{n}") for n in (1, 2, 3)] == [5, 4, 3]


def test_a_year_parameter_takes_a_year() -> None:
    properties = {
        "year1": _num("The initial year.", "integer"),
        "year1_revenue": _num("The revenue for the initial year.", "integer"),
        "year2": _num("The subsequent year.", "integer"),
        "year2_revenue": _num("The revenue for the subsequent year.", "integer"),
    }
    narrowed = grounded("The growth of revenues of $1M in 2019 and $1.2M in 2020", properties)
    assert [_one(narrowed, key) for key in properties] == [2019, 1_000_000, 2020, 1_200_000]


def test_a_percent_is_a_fraction_unless_described_in_percent() -> None:
    for key, description, expected in (
        ("annual_rate", "The interest rate for a year as a percentage.", 5),
        ("rate", "The annual rate, as a decimal (0.05 for 5%).", 0.05),
        ("annual_yield", "The annual yield rate of the fund.", 0.05),
    ):
        properties = {"principal": _num("The amount invested."), key: _num(description)}
        narrowed = grounded("An investment of $10000 at 5% a year", properties)
        assert (_one(narrowed, "principal"), _one(narrowed, key)) == (10000, expected), description


def test_a_left_over_number_fills_the_one_optional_parameter_left() -> None:
    properties = {
        "initial_velocity": _num("The initial velocity in m/s."),
        "time": _num("The time in seconds."),
        "acceleration": _num("The acceleration in m/s^2. Default 0."),
    }
    request = "The displacement given the initial velocity of 10 and acceleeration of 9.8 within 5 seconds"
    narrowed = grounded(request, properties, ["initial_velocity", "time"])
    assert [_one(narrowed, key) for key in properties] == [10, 5, 9.8]


# -- quoted and capitalized names ------------------------------------------------------------------------


def test_a_quoted_value_introduced_by_the_parameter_s_name_is_copied_without_its_quotes() -> None:
    properties = {"company_name": _str("Name of the company."), "year": _num("Year of the lawsuit.", "integer")}
    narrowed = grounded("Find patent lawsuits involving the company 'Apple Inc.' from the year 2010.", properties)
    assert (_one(narrowed, "company_name"), _one(narrowed, "year")) == ("Apple Inc.", 2010)
    game = {"game_title": _str("The title of the video game."), "year": _num("The year.", "integer")}
    narrowed = grounded("The number of active players in the game 'World of Warcraft' in 2020.", game)
    assert _one(narrowed, "game_title") == "World of Warcraft"


def test_a_quoted_title_is_not_also_the_artist_named_after_by() -> None:
    properties = {"song_title": _str("The title of the song."), "artist_name": _str("The artist who performed it.")}
    narrowed = grounded("Find the lyrics to the song 'Bohemian Rhapsody' by Queen.", properties)
    assert (_one(narrowed, "song_title"), _one(narrowed, "artist_name")) == ("Bohemian Rhapsody", "Queen")


def test_a_name_keeps_the_period_of_its_abbreviation_and_drops_a_possessive() -> None:
    properties = {"origin": _str("Starting point."), "destination": _str("End point.")}
    narrowed = grounded("The shortest driving distance from New York City to Washington D.C.", properties)
    assert (_one(narrowed, "origin"), _one(narrowed, "destination")) == ("New York City", "Washington D.C.")
    player = {"player_name": _str("The player's name."), "year": _num("The year.", "integer")}
    narrowed = grounded("What are the statistics of Ronaldo's matches in 2021?", player)
    assert _one(narrowed, "player_name") == "Ronaldo"


def test_an_optional_string_is_never_a_phrase_starting_with_a_small_word() -> None:
    properties = {
        "base": _num("The base of the triangle.", "integer"),
        "height": _num("The height of the triangle.", "integer"),
        "unit": _str("The unit of measure."),
    }
    narrowed = grounded(
        "The area of a triangle with a base of 10 units and height of 5 units.", properties, ["base", "height"]
    )
    assert (_one(narrowed, "base"), _one(narrowed, "height"), narrowed["unit"]) == (10, 5, None)


def test_each_name_goes_to_the_parameter_whose_role_it_has_and_fills_no_other() -> None:
    properties = {
        "location": _str("The city and state, e.g. Seattle, WA"),
        "cuisine": _str("Preferred type of cuisine in restaurant."),
        "max_distance": _num("Maximum distance (in miles).", "integer"),
    }
    narrowed = grounded("Find restaurants near me within 10 miles that offer Chinese cuisine in Seattle.", properties)
    assert [_one(narrowed, key) for key in properties] == ["Seattle, WA", "Chinese", 10]  # the city and state
    museum = {"museum": _str("The name of the museum."), "location": _str("The location of the museum.")}
    narrowed = grounded("Get the working hours of Louvre Museum in Paris.", museum)
    assert (_one(narrowed, "museum"), _one(narrowed, "location")) == ("Louvre Museum", "Paris")
    sport = {"sport": _str("The sport."), "player_name": _str("The name of the player.")}
    narrowed = grounded("Find the current world rank of a Tennis player, Serena Williams.", sport)
    assert _one(narrowed, "player_name") == "Serena Williams"


def test_an_optional_name_is_filled_only_with_a_sure_value() -> None:
    properties = {
        "team_name": _str("The name of the sports team."),
        "num_of_games": _num("Number of games.", "integer"),
        "league": _str("The name of the sports league. If not provided, all leagues."),
        "location": _str("The city of the games. Optional."),
    }
    narrowed = grounded(
        "Give me the schedule of Manchester United for the next 6 games in Premier League.",
        properties,
        ["team_name", "num_of_games"],
    )
    assert _one(narrowed, "league") == "Premier League"  # a name that ends with the parameter's own name
    assert narrowed["location"] is None
    player = {"player_name": _str("The name of the basketball player."), "team": _str("The player's team.")}
    narrowed = grounded(
        "Get point and rebound stats for player 'LeBron James' from last basketball game", player, ["player_name"]
    )
    assert (_one(narrowed, "player_name"), narrowed["team"]) == ("LeBron James", None)


def test_a_value_the_description_lists_is_taken_when_the_request_names_it() -> None:
    properties = {
        "company_name": _str("The name of the company."),
        "detail_level": _str("Level of detail for stock information. Can be 'summary' or 'detailed'."),
    }
    narrowed = grounded("Give me detail information about stocks of Apple Inc.", properties)
    assert (_one(narrowed, "company_name"), _one(narrowed, "detail_level")) == ("Apple Inc.", "detailed")
    recipe = {
        "servings": _num("The number of people.", "integer"),
        "diet": _str("Any dietary restrictions like 'vegan', 'vegetarian', 'gluten-free' etc."),
    }
    narrowed = grounded("Find me a recipe that serves 2 people, is vegan, and takes under 30 minutes.", recipe)
    assert (_one(narrowed, "servings"), _one(narrowed, "diet")) == (2, "vegan")


def test_the_word_a_parameter_qualifies_is_its_value() -> None:
    properties = {"distance": _num("The distance in miles.", "integer"), "fuel_type": _str("Type of fuel used.")}
    narrowed = grounded("How much CO2 does a gas-fueled car emit over 12,000 miles?", properties)
    assert (_one(narrowed, "distance"), _one(narrowed, "fuel_type")) == (12000, "gas")
    library = {"location": _str("Name or city of library"), "genre": _str("Genre of the book")}
    narrowed = grounded("Can I find a historical fiction book at the New York public library?", library)
    assert (_one(narrowed, "location"), _one(narrowed, "genre")) == ("New York", "historical fiction")


def test_a_place_with_its_region_is_one_value_unless_the_region_has_its_own_parameter() -> None:
    narrowed = grounded(
        "Find a hospital within 5 km around Denver, Colorado.", {"location": _str("The city and state.")}
    )
    assert _one(narrowed, "location") == "Denver, Colorado"
    both = {"city": _str("The city."), "country": _str("The country of the city.")}
    narrowed = grounded("What time is it currently in London, UK?", both)
    assert (_one(narrowed, "city"), _one(narrowed, "country")) == ("London", "UK")


# -- dates, identifiers, quoted sentences ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("request_text", "description", "expected"),
    [
        ("What is the air quality index in London 2022/08/16?", "The date (month-day-year).", "08-16-2022"),
        ("The UV index for Tokyo on June01 2023.", "The date, in the format mm-dd-yyyy.", "06-01-2023"),
        ("Einstein's contribution to science on March 17, 1915?", "The date in yyyy-mm-dd format.", "1915-03-17"),
        ("Lawsuits filed after January 1, 2021 in California.", "The start of the date range.", "2021-01-01"),
        ("Rooms from 10th December 2022 in Chicago.", "The start date for the booking.", "2022-12-10"),
        ("Rates on May 3, 2022.", "The date, e.g. 'May 3, 2022'.", "May 3, 2022"),
        ("Pop concerts in New York for next month.", "Time frame to get the concert for.", "next month"),
    ],
)
def test_a_date_is_in_the_format_the_description_asks_else_iso_8601(
    request_text: str, description: str, expected: str
) -> None:
    narrowed = grounded(request_text, {"date": _str(description)})
    assert _one(narrowed, "date") == expected


def test_two_dates_go_in_order_and_none_is_used_twice() -> None:
    properties = {
        "city": _str("The city."),
        "from_date": _str("The start date. The format is MM-DD-YYYY."),
        "to_date": _str("The end date. The format is MM-DD-YYYY."),
        "adults": _num("The number of adults.", "integer"),
        "children": _num("The number of children.", "integer"),
    }
    narrowed = grounded(
        "A hotel room for two adults and one child in Paris from July 10, 2022 to July 20, 2022.", properties
    )
    assert [_one(narrowed, key) for key in properties] == ["Paris", "07-10-2022", "07-20-2022", 2, 1]
    visits = {"start_date": _str("The start date."), "end_date": _str("The end date.")}
    narrowed, missing = ground(visits, list(visits), "How often did members visit last year?")
    assert missing == ["end_date"]  # one date is no range


def test_a_quoted_identifier_and_a_quoted_sentence_are_copied_whole() -> None:
    case = {"case_id": _str("The ID of the legal case.")}
    assert _one(grounded("The detailed information of the 'R vs Adams' legal case?", case), "case_id") == "R vs Adams"
    review = {"text": _str("The text to analyse."), "language": _str("The language of the text.")}
    narrowed, missing = ground(
        review, list(review), "Analyze the sentiment of a review 'I love the food here! It's always fresh and tasty.'."
    )
    assert _one(narrowed, "text") == "I love the food here! It's always fresh and tasty."
    assert not missing and _one(narrowed, "language") == "English"  # the quoted text's, never "It" of it


# -- lists ------------------------------------------------------------------------------------------------


def _list(description: str, items: dict[str, Any]) -> dict[str, Any]:
    return {"type": "array", "items": items, "description": description}


def test_each_written_list_of_numbers_is_one_array_in_order() -> None:
    groups = {
        "group1": _list("First group.", {"type": "integer"}),
        "group2": _list("Second group.", {"type": "integer"}),
    }
    narrowed = grounded("Run a two sample T-test on Group A [3, 4, 5, 6, 4] and Group B [7, 8, 9, 8, 7].", groups)
    assert (_one(narrowed, "group1"), _one(narrowed, "group2")) == ([3, 4, 5, 6, 4], [7, 8, 9, 8, 7])
    points = {"point1": _list("First point.", {"type": "number"}), "point2": _list("Second point.", {"type": "number"})}
    narrowed = grounded("The slope between (40.7128, -74.0060) and (34.0522, -118.2437).", points)
    assert (_one(narrowed, "point1"), _one(narrowed, "point2")) == ([40.7128, -74.006], [34.0522, -118.2437])


def test_numbers_after_a_list_parameter_s_name_are_its_own() -> None:
    properties = {
        "dataset_A": _list("Dataset A.", {"type": "integer"}),
        "dataset_B": _list("Dataset B.", {"type": "integer"}),
        "alpha": _num("Significance level. Default is 0.05."),
    }
    request = (
        "Is there a difference between two sets, dataset_B with the values 15, 30, 45 and dataset_A with 12, 24, 36?"
    )
    narrowed = grounded(request, properties, ["dataset_A", "dataset_B"])
    assert (_one(narrowed, "dataset_A"), _one(narrowed, "dataset_B"), narrowed["alpha"]) == (
        [12, 24, 36],
        [15, 30, 45],
        None,
    )


def test_a_list_of_strings_is_the_quoted_items_the_listed_options_or_the_words_joined_by_and() -> None:
    regression = {
        "predictors": _list("The predictor variables.", {"type": "string"}),
        "target": _str("The target variable."),
    }
    request = "Run a regression with predictor variables 'Age', 'Income' and 'Education' and a target variable 'Price'."
    narrowed = grounded(request, regression)
    assert (_one(narrowed, "predictors"), _one(narrowed, "target")) == (["Age", "Income", "Education"], "Price")
    indexes = {
        "indexes": _list("Market indexes. Supported indexes are 'S&P 500', 'Dow Jones', 'DAX'.", {"type": "string"})
    }
    assert _one(grounded("The performance of the S&P 500 and the Dow Jones this week", indexes), "indexes") == [
        "S&P 500",
        "Dow Jones",
    ]
    store = {"location": _str("The city."), "products": _list("Required products.", {"type": "string"})}
    narrowed = grounded(
        "The grocery store closest to Berkeley with a 4.5 rating, selling tomatoes and also pet food.", store
    )
    assert _one(narrowed, "products") == ["tomatoes", "pet food"]


def test_listed_values_are_named_loosely_and_each_goes_to_one_list() -> None:
    route = {
        "start": _str("Start."),
        "end": _str("End."),
        "avoid": _list("Features to avoid.", {"type": "string", "enum": ["tolls", "highways", "ferries"]}),
    }
    narrowed = grounded(
        "Directions from New York to Los Angeles avoiding highways and toll roads.", route, ["start", "end"]
    )
    assert _one(narrowed, "avoid") == ["highways", "tolls"]
    shop = {
        "services": _list("Lessons offered.", {"type": "string", "enum": ["Guitar Lessons", "Violin Lessons"]}),
        "instruments": _list("Instruments sold.", {"type": "string", "enum": ["Guitars", "Violins", "Drums"]}),
    }
    narrowed = grounded("Find a guitar shop that also offers violin lessons in Nashville.", shop, [])
    assert (_one(narrowed, "services"), _one(narrowed, "instruments")) == (["Violin Lessons"], ["Guitars"])


def test_a_flag_is_named_by_any_form_of_its_word() -> None:
    properties = {"team": _str("The name of the team."), "detailed": {"type": "boolean", "description": "Details."}}
    narrowed = grounded("Where do the Golden State Warriors stand this season, with details", properties, ["team"])
    assert (_one(narrowed, "team"), _one(narrowed, "detailed")) == ("Golden State Warriors", True)


def test_a_compound_of_the_parameter_s_word_is_not_its_value() -> None:
    properties = {
        "distance": _num("The distance travelled in miles.", "integer"),
        "fuel_type": _str("Type of fuel used by the vehicle."),
        "fuel_efficiency": _num("The fuel efficiency in miles per gallon."),
    }
    request = "How much CO2 does a gas-fueled car emit over 12,000 miles per year, with fuel efficiency of 25 MPG?"
    narrowed = grounded(request, properties)
    assert [_one(narrowed, key) for key in properties] == [12000, "gas", 25]


@pytest.mark.parametrize(
    ("request_text", "key", "description", "expected"),
    [
        (
            "A recipe for pasta carbonara which has less than 500 calories",
            "recipeName",
            "The recipe's name.",
            "pasta carbonara",
        ),
        (
            "Predict the rate for 50 years using the Darwin model",
            "model",
            "Options: 'Darwin', 'Lamarck', default is 'Darwin'.",
            "Darwin",
        ),
        ("What time is it in London in 24 hour format?", "display_format", "The time format.", "24 hour"),
        ("The standings of the current 2022-2023 season", "season", "The season.", "2022-2023"),
    ],
)
def test_a_value_is_found_by_the_parameter_s_own_words(
    request_text: str, key: str, description: str, expected: str
) -> None:
    assert _one(grounded(request_text, {key: _str(description)}), key) == expected


def test_a_currency_pair_is_named_by_its_codes() -> None:
    properties = {
        "amount": _num("The amount to be converted.", "integer"),
        "from_currency": _str("The currency to convert from."),
        "to_currency": _str("The currency to convert to."),
    }
    narrowed = grounded("Convert 150 Euros to Canadian dollars.", properties)
    assert [_one(narrowed, key) for key in properties] == [150, "EUR", "CAD"]


def test_a_route_s_ends_are_the_names_not_the_words_after_them() -> None:
    route = {"start": _str("Starting location."), "end": _str("Ending location.")}
    narrowed = grounded("Get me the directions from New York to Los Angeles avoiding highways and toll roads.", route)
    assert (_one(narrowed, "start"), _one(narrowed, "end")) == ("New York", "Los Angeles")


def test_an_example_in_the_description_is_not_a_list_of_values() -> None:
    properties = {"location": _str("The city and state, e.g. Denver, CO"), "radius": _num("Radius in kms.", "integer")}
    narrowed = grounded(
        "Find a hospital within 5 km radius around Denver, Colorado with a pediatrics department.", properties
    )
    assert (_one(narrowed, "location"), _one(narrowed, "radius")) == ("Denver, CO", 5)  # as the example writes it


def test_a_count_goes_to_the_parameter_that_counts_those_things() -> None:
    properties = {
        "century": _num("The century in which the event(s) took place.", "integer"),
        "count": _num("Number of events to return. Default is 5.", "integer"),
    }
    narrowed = grounded(
        "Find ten major historical events of Christianity in the 16th century.", properties, ["century"]
    )
    assert (_one(narrowed, "century"), _one(narrowed, "count")) == (16, 10)


# -- through the public API, on the real model ------------------------------------------------------------

needs_weights = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))
ran: list[tuple[str, dict[str, object]]] = []


@tool
def calculate_bmi(weight_kg: float, height_m: float) -> str:
    """Body mass index of a person from their weight in kilograms and height in meters."""
    ran.append(("calculate_bmi", {"weight_kg": weight_kg, "height_m": height_m}))
    return f"{weight_kg / height_m**2:.1f}"


@tool
def song_lyrics(song_title: str, artist_name: str) -> str:
    """The lyrics of a song by an artist."""
    ran.append(("song_lyrics", {"song_title": song_title, "artist_name": artist_name}))
    return "la la la"


@tool
def convert_currency(amount: float, from_currency: str, to_currency: str) -> str:
    """Convert an amount of money from one currency to another."""
    ran.append(("convert_currency", {"amount": amount, "from_currency": from_currency, "to_currency": to_currency}))
    return "219.50"


@tool
def two_sample_ttest(group1: list[int], group2: list[int]) -> str:
    """Run a two sample T-test on two groups of data points."""
    ran.append(("two_sample_ttest", {"group1": group1, "group2": group2}))
    return "p = 0.01"


@tool
def air_quality(location: str, date: str) -> str:
    """The air quality index of a city on a date."""
    ran.append(("air_quality", {"location": location, "date": date}))
    return "42"


@tool
def religion_history(religion: str, century: int, count: int = 5) -> str:
    """Significant events in the history of a religion in a century.

    Args:
        religion: Name of the religion.
        century: The century in which the events took place.
        count: Number of events to return.
    """
    ran.append(("religion_history", {"religion": religion, "century": century, "count": count}))
    return "the Reformation"


TOOLS = [calculate_bmi, song_lyrics, convert_currency, two_sample_ttest, air_quality]


@needs_weights
@pytest.mark.parametrize(
    ("request_text", "expected"),
    [
        (
            "Calculate the BMI of a person who weighs 70kg and is 1.75m tall.",
            ("calculate_bmi", {"weight_kg": 70, "height_m": 1.75}),
        ),
        (
            "Find the lyrics to the song 'Bohemian Rhapsody' by Queen.",
            ("song_lyrics", {"song_title": "Bohemian Rhapsody", "artist_name": "Queen"}),
        ),
        (
            "Convert 150 Euros to Canadian dollars.",
            ("convert_currency", {"amount": 150, "from_currency": "EUR", "to_currency": "CAD"}),
        ),
        (
            "Run a two sample T-test on Group A [3, 4, 5, 6, 4] and Group B [7, 8, 9, 8, 7].",
            ("two_sample_ttest", {"group1": [3, 4, 5, 6, 4], "group2": [7, 8, 9, 8, 7]}),
        ),
        (
            "What is the air quality index in London 2022/08/16?",
            ("air_quality", {"location": "London", "date": "2022-08-16"}),
        ),
    ],
)
def test_the_request_s_values_fill_a_user_s_own_tools(
    model: LocalChatModel, request_text: str, expected: tuple[str, dict[str, object]]
) -> None:
    ran.clear()
    ChatClient.builder(model).default_tools(*TOOLS).build().prompt(request_text).call().content()
    assert ran == [expected]


@needs_weights
def test_an_optional_value_the_request_states_is_written_when_the_model_fills_the_rest(model: LocalChatModel) -> None:
    ran.clear()
    request = "Find ten major historical events related to christianity in the 16th century, sorted by importance."
    ChatClient.builder(model).default_tools(religion_history).build().prompt(request).call().content()
    assert ran and ran[0][1]["century"] == 16 and ran[0][1]["count"] == 10


@tool
def book_train(departure_city: str, arrival_city: str, date: str) -> str:
    """Book a train ticket between two cities on a date."""
    ran.append(("book_train", {"departure_city": departure_city, "arrival_city": arrival_city, "date": date}))
    return "booked"


@needs_weights
def test_a_quoted_start_and_end_are_the_words_inside_the_quotes(model: LocalChatModel) -> None:
    ran.clear()
    request = "Please book a train from 'Berlin' to 'Vienna' on 2024-03-02."
    ChatClient.builder(model).default_tools(book_train).build().prompt(request).call().content()
    assert ran == [("book_train", {"departure_city": "Berlin", "arrival_city": "Vienna", "date": "2024-03-02"})]


@tool
def hockey_player_stats(player_name: str) -> str:
    """Current statistics of a hockey player.

    Args:
        player_name: The name of the player.
    """
    ran.append(("hockey_player_stats", {"player_name": player_name}))
    return "894 goals"


@needs_weights
def test_a_name_introduced_by_its_kind_ends_before_the_comma_after_it(model: LocalChatModel) -> None:
    ran.clear()
    request = "Show me the current statistics for the hockey player Wayne Gretzky, specifically his goals and assists."
    ChatClient.builder(model).default_tools(hockey_player_stats).build().prompt(request).call().content()
    assert ran == [("hockey_player_stats", {"player_name": "Wayne Gretzky"})]


def test_an_object_whose_fields_the_request_fixes_is_filled_from_the_numbers_left() -> None:
    properties = {
        "bedrooms": _num("Number of bedrooms.", "integer"),
        "budget": {
            "type": "object",
            "description": "Budget range.",
            "properties": {"min": _num("Minimum budget limit."), "max": _num("Maximum budget limit.")},
        },
    }
    narrowed = grounded("Find a 3 bedroom villa within $300,000 to $400,000 budget in San Diego.", properties)
    assert (_one(narrowed, "bedrooms"), _one(narrowed, "budget")) == (3, {"min": 300000, "max": 400000})


def test_a_unit_or_word_every_parameter_shares_tells_none_apart() -> None:
    budget = {"min_budget": _num("Minimum budget limit."), "max_budget": _num("Maximum budget limit.")}
    narrowed = grounded("A villa within $300,000 to $400,000 budget", budget)
    assert (_one(narrowed, "min_budget"), _one(narrowed, "max_budget")) == (300000, 400000)
    properties = {
        "first_note_frequency": _num("The frequency of the first note in Hz.", "integer"),
        "second_note_frequency": _num("The frequency of the second note in Hz.", "integer"),
        "tempo": _num("The tempo in beats per minute.", "integer"),
    }
    request = "The duration between two notes of 440Hz and 880Hz frequency based on harmonic rhythm."
    narrowed = grounded(request, properties, ["first_note_frequency", "second_note_frequency"])
    assert [_one(narrowed, key) for key in properties if key != "tempo"] == [440, 880]
    assert narrowed["tempo"] is None


def test_a_vague_word_or_a_relation_is_no_value() -> None:
    colour = {"color": _str("The color to match.")}
    narrowed, _ = ground(colour, ["color"], "What paint should I use to get a similar color of the sea?")
    assert not (isinstance(narrowed["color"], dict) and narrowed["color"].get("enum") == ["similar"])
    topic = {"topic": _str("The main topic of interest.")}
    narrowed = grounded("Who tweets about psychology related to behaviour and group dynamics?", topic)
    assert _one(narrowed, "topic") == "psychology"


def test_a_number_word_counting_things_is_no_value_of_one() -> None:
    gcd = {"num1": _num("The first number.", "integer"), "num2": _num("The second number.", "integer")}
    narrowed = grounded("What is the greatest common divisor of the two pairs of numbers (45, 60)?", gcd)
    assert (_one(narrowed, "num1"), _one(narrowed, "num2")) == (45, 60)
    speed = {"initial_velocity": _num("Initial velocity."), "height": _num("Height of the drop.")}
    narrowed = grounded("Two objects were dropped; the first had an initial velocity of 0 m/s, from 10 meters.", speed)
    assert (_one(narrowed, "initial_velocity"), _one(narrowed, "height")) == (0, 10)


def test_a_required_value_the_request_lacks_is_the_tool_s_own_default_never_half_a_quote() -> None:
    properties = {
        "game_name": _str("The name of the game."),
        "platform": {
            "type": "string",
            "description": "The platform (e.g., Nintendo Switch, PS5).",
            "default": "all platforms",
        },
    }
    narrowed, missing = ground(
        properties, list(properties), "The user score of 'The Legend of Zelda: Breath of the Wild' from GameSpot."
    )
    assert (_one(narrowed, "game_name"), _one(narrowed, "platform"), missing) == (
        "The Legend of Zelda: Breath of the Wild",
        "all platforms",
        [],
    )


def test_a_sentence_s_first_word_and_a_kind_are_no_names() -> None:
    invest = {"company": _str("The company to invest in."), "amount": _num("The amount.")}
    narrowed = grounded("Invest $2000 in Google.", invest)
    assert (_one(narrowed, "company"), _one(narrowed, "amount")) == ("Google", 2000)
    scores = {"team": _str("The team."), "league": _str("The league."), "rounds": _num("Rounds.", "integer")}
    narrowed = grounded(
        "Scores of the Manchester United soccer team in the English Premier League for 5 rounds", scores
    )
    assert [_one(narrowed, key) for key in scores] == ["Manchester United", "English Premier League", 5]


# -- units per units, bracketed lists, "X of N" before "N with X", items before a small word ----------------


def test_a_unit_per_unit_glued_to_a_number_keeps_the_number() -> None:
    assert [v.value for v in numbers("a specific heat of 4J/K at 25km/h, pulled by 3.5m/s^2")] == [4, 25, 3.5]


def test_a_bracketed_list_with_bare_commas_is_several_numbers() -> None:
    assert [v.value for v in numbers("weights=[150,250,350] and a fee of 1,200")] == [150, 250, 350, 1200]
    assert [v.value for v in numbers("amounts [1,500, 2,750]")] == [1500, 2750]


@tool
def bond_value(payments: list[float], yield_rate: float) -> str:
    """The present value of a bond from its coupon payments and its yield rate."""
    ran.append(("bond_value", {"payments": payments, "yield_rate": yield_rate}))
    return "980.5"


@needs_weights
def test_a_bracketed_list_goes_whole_to_a_list_parameter(model: LocalChatModel) -> None:
    ran.clear()
    request = "What is the bond worth with payments=[120,120,120,1120] and a yield rate of 5%?"
    ChatClient.builder(model).default_tools(bond_value).build().prompt(request).call().content()
    assert ran == [("bond_value", {"payments": [120, 120, 120, 1120], "yield_rate": 0.05})]


@tool
def team_mix(total: int, seniors: int, juniors: int) -> str:
    """Balance of a team from how many people it has, its seniors and its juniors."""
    ran.append(("team_mix", {"total": total, "seniors": seniors, "juniors": juniors}))
    return "balanced"


@needs_weights
def test_a_number_after_of_belongs_to_the_words_before_it(model: LocalChatModel) -> None:
    ran.clear()
    request = "Judge the balance of a team with a headcount of 40 with senior staff being 12 and junior staff being 28."
    ChatClient.builder(model).default_tools(team_mix).build().prompt(request).call().content()
    assert ran == [("team_mix", {"total": 40, "seniors": 12, "juniors": 28})]


@tool
def market_stock(shop: str, products: list[str]) -> str:
    """Whether a shop has products in stock."""
    ran.append(("market_stock", {"shop": shop, "products": products}))
    return "in stock"


@needs_weights
def test_listed_items_end_before_a_small_word(model: LocalChatModel) -> None:
    ran.clear()
    request = "Check the stock of carrots and spinach at the Green Grocer."
    ChatClient.builder(model).default_tools(market_stock).build().prompt(request).call().content()
    assert ran == [("market_stock", {"shop": "Green Grocer", "products": ["carrots", "spinach"]})]


@tool
def invention_history(invention_name: str) -> str:
    """Who made an invention and when.

    Args:
        invention_name: The name of the invention.
    """
    ran.append(("invention_history", {"invention_name": invention_name}))
    return "James Watt, 1776"


@tool
def translate_text(text: str, source_language: str, target_language: str) -> str:
    """Translate a text from one language to another."""
    arguments = {"text": text, "source_language": source_language, "target_language": target_language}
    ran.append(("translate_text", arguments))
    return "Guten Morgen"


@needs_weights
def test_a_required_name_in_lower_case_is_what_the_tool_s_verb_takes(model: LocalChatModel) -> None:
    ran.clear()
    client = ChatClient.builder(model).default_tools(invention_history).build()
    client.prompt("Who invented the steam engine?").call().content()
    assert ran == [("invention_history", {"invention_name": "steam engine"})]
    ran.clear()
    text = client.prompt("Who invented it?").call().content()
    assert ran == []  # the verb takes no words of the request's own: a name is not made up
    assert text.startswith("I can't do that with the tools I have (")


@needs_weights
def test_an_unquoted_text_is_what_the_leading_verb_takes_up_to_its_languages(model: LocalChatModel) -> None:
    ran.clear()
    request = "Translate Good morning, dear neighbour from English to German."
    ChatClient.builder(model).default_tools(translate_text).build().prompt(request).call().content()
    assert ran == [
        (
            "translate_text",
            {"text": "Good morning, dear neighbour", "source_language": "English", "target_language": "German"},
        )
    ]


@tool
def success_probability(trials: int, successes: int) -> str:
    """The probability of a number of successes in independent trials."""
    ran.append(("success_probability", {"trials": trials, "successes": successes}))
    return "0.197"


@needs_weights
def test_the_number_of_times_something_is_done_is_the_trials(model: LocalChatModel) -> None:
    ran.clear()
    request = "Calculate the probability of 3 sixes in 12 throws of a die."
    ChatClient.builder(model).default_tools(success_probability).build().prompt(request).call().content()
    assert ran == [("success_probability", {"trials": 12, "successes": 3})]
    ran.clear()
    request = "Calculate the probability of 7 successes if I roll a die 30 times."
    ChatClient.builder(model).default_tools(success_probability).build().prompt(request).call().content()
    assert ran == [("success_probability", {"trials": 30, "successes": 7})]
