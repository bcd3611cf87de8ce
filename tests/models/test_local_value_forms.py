"""Values written in another form than the parameter takes, through the public API on the real model:
scientific notation, SI prefixes converted to the unit a parameter's description asks for, clock
times for hours and minutes, years named as years, counts, compounding words, names with "of",
and numbers inside a written list. Every tool here is made up for the test."""

from __future__ import annotations

from typing import Literal

import pytest

from sprig import ChatClient, tool
from sprig.models import LocalChatModel
from sprig.models._local_values import numbers, string_candidates
from support.local_weights import local_model_missing

needs_weights = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))
ran: list[tuple[str, dict[str, object]]] = []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("charges of 1e-9 and 2.5E3", [1e-9, 2500]),
        ("a speed of 3 x 10^8 and a rate of 2.5×10^-3 per 10^6 cells", [300_000_000, 0.0025, 1_000_000]),
        ("a 100µF capacitor, a 50mH coil and a 4.7kΩ resistor at 0°C", [100, 50, 4.7, 0]),
        ("x^2 and 2x4 and v2", []),
    ],
)
def test_numbers_in_scientific_notation_and_with_si_units(text: str, expected: list[float]) -> None:
    assert [value.value for value in numbers(text)] == expected


@tool
def rc_cutoff(resistance: float, capacitance: float) -> str:
    """Cutoff frequency of an RC low-pass filter.

    Args:
        resistance: The resistance (R) in ohms.
        capacitance: The capacitance (C) in farads (F).
    """
    ran.append(("rc_cutoff", {"resistance": resistance, "capacitance": capacitance}))
    return "1 kHz"


@tool
def coulomb_force(charge_a: float, charge_b: float, separation: float) -> str:
    """Force between two point charges.

    Args:
        charge_a: Charge of the first particle.
        charge_b: Charge of the second particle.
        separation: Distance between the particles.
    """
    ran.append(("coulomb_force", {"charge_a": charge_a, "charge_b": charge_b, "separation": separation}))
    return "1 N"


@tool
def sundial_shadow(hour: int, minute: int) -> str:
    """Length of a sundial's shadow at a time of day.

    Args:
        hour: The hour of the day, in 24-hour format.
        minute: The minute of the hour.
    """
    ran.append(("sundial_shadow", {"hour": hour, "minute": minute}))
    return "30 cm"


@tool
def dynasty_events(dynasty: str, start_year: int, end_year: int) -> str:
    """Events of a dynasty's history in a period.

    Args:
        dynasty: Name of the dynasty.
        start_year: First year of the period.
        end_year: Last year of the period.
    """
    ran.append(("dynasty_events", {"dynasty": dynasty, "start_year": start_year, "end_year": end_year}))
    return "a war"


@tool
def shade_trees(soil_type: str, num_results: int) -> str:
    """Trees that grow in a kind of soil.

    Args:
        soil_type: The kind of soil, like clay or sand.
        num_results: The number of top results wanted.
    """
    ran.append(("shade_trees", {"soil_type": soil_type, "num_results": num_results}))
    return "oak"


@tool
def savings_growth(deposit: float, yearly_rate: float, years: int, periods_per_year: int = 1) -> str:
    """Growth of a savings deposit with compound interest.

    Args:
        deposit: The amount deposited.
        yearly_rate: The yearly interest rate as a decimal.
        years: How many years the money stays.
        periods_per_year: How many times a year the interest is compounded.
    """
    ran.append(
        (
            "savings_growth",
            {"deposit": deposit, "yearly_rate": yearly_rate, "years": years, "periods_per_year": periods_per_year},
        )
    )
    return "1200"


@tool
def gallery_hours(gallery_name: str) -> str:
    """Opening hours of an art gallery.

    Args:
        gallery_name: The name of the gallery.
    """
    ran.append(("gallery_hours", {"gallery_name": gallery_name}))
    return "10-18"


@tool
def walking_time(start_point: str, end_point: str) -> str:
    """Walking time between two landmarks."""
    ran.append(("walking_time", {"start_point": start_point, "end_point": end_point}))
    return "20 min"


@tool
def project_value(payments: list[int], discount_rate: float) -> str:
    """Present value of a project's payments.

    Args:
        payments: The payments of the project, one a year.
        discount_rate: The yearly rate the payments are discounted at, as a decimal.
    """
    ran.append(("project_value", {"payments": payments, "discount_rate": discount_rate}))
    return "12%"


def _calls(model: LocalChatModel, request: str, *tools: object) -> list[tuple[str, dict[str, object]]]:
    ran.clear()
    ChatClient.builder(model).default_tools(*tools).build().prompt(request).call().content()
    return list(ran)


@needs_weights
def test_si_prefixes_are_converted_to_the_unit_the_description_asks_for(model: LocalChatModel) -> None:
    calls = _calls(model, "What is the cutoff of an RC filter with resistance 4.7 kΩ and capacitance 220nF?", rc_cutoff)
    assert calls == [("rc_cutoff", {"resistance": 4700, "capacitance": 2.2e-07})]


@needs_weights
def test_scientific_notation_is_a_number(model: LocalChatModel) -> None:
    calls = _calls(
        model, "What is the force between particles with charges 3e-6 and 5e-6 at a separation of 0.2?", coulomb_force
    )
    assert calls == [("coulomb_force", {"charge_a": 3e-06, "charge_b": 5e-06, "separation": 0.2})]


@needs_weights
def test_a_clock_time_fills_hours_and_minutes(model: LocalChatModel) -> None:
    calls = _calls(model, "How long is the sundial shadow at 4:45 PM?", sundial_shadow)
    assert calls == [("sundial_shadow", {"hour": 16, "minute": 45})]


@needs_weights
def test_a_number_named_a_year_is_a_year_whatever_its_digits(model: LocalChatModel) -> None:
    calls = _calls(model, "Show the events of the Han dynasty between year 200 and 220.", dynasty_events)
    assert calls == [("dynasty_events", {"dynasty": "Han", "start_year": 200, "end_year": 220})]


@needs_weights
def test_a_count_before_its_things_fills_a_number_of_results(model: LocalChatModel) -> None:
    calls = _calls(model, "Which are the top four trees for clay soil?", shade_trees)
    assert calls == [("shade_trees", {"soil_type": "clay", "num_results": 4})]


@needs_weights
def test_a_compounding_word_is_how_many_times_a_year(model: LocalChatModel) -> None:
    calls = _calls(
        model,
        "How much will a deposit of $2000 grow at a yearly rate of 4% in 6 years, compounded monthly?",
        savings_growth,
    )
    assert calls == [("savings_growth", {"deposit": 2000, "yearly_rate": 0.04, "years": 6, "periods_per_year": 12})]


@needs_weights
def test_a_name_goes_on_after_of(model: LocalChatModel) -> None:
    calls = _calls(model, "When does the National Gallery of Scotland open?", gallery_hours)
    assert calls == [("gallery_hours", {"gallery_name": "National Gallery of Scotland"})]


@needs_weights
def test_from_the_and_to_the_leave_the_article_out(model: LocalChatModel) -> None:
    calls = _calls(model, "How long is the walk from the Brandenburg Gate to the Berlin Cathedral?", walking_time)
    assert calls == [("walking_time", {"start_point": "Brandenburg Gate", "end_point": "Berlin Cathedral"})]


@needs_weights
def test_a_number_inside_a_written_list_is_the_list_s(model: LocalChatModel) -> None:
    calls = _calls(
        model, "What is the value of the payments [-900, 200, 300, 400, 500] discounted at 6%?", project_value
    )
    assert calls == [("project_value", {"payments": [-900, 200, 300, 400, 500], "discount_rate": 0.06})]


@tool
def planet_discovery(planet_name: str) -> str:
    """Facts about a planet's discovery.

    Args:
        planet_name: The name of the planet.
    """
    ran.append(("planet_discovery", {"planet_name": planet_name}))
    return "1846"


@tool
def historic_day(occasion: str) -> str:
    """The day an occasion of history happened.

    Args:
        occasion: The name of the occasion.
    """
    ran.append(("historic_day", {"occasion": occasion}))
    return "1066"


@tool
def survey_details(survey: str, sampling_method: str = "default") -> str:
    """Findings of a survey.

    Args:
        survey: The name of the survey.
        sampling_method: The sampling method of the survey; default is 'default', the one it is known for.
    """
    ran.append(("survey_details", {"survey": survey, "sampling_method": sampling_method}))
    return "many things"


@needs_weights
def test_another_form_of_a_tool_s_word_is_its_word(model: LocalChatModel) -> None:
    assert _calls(model, "Who discovered Neptune?", planet_discovery) == [
        ("planet_discovery", {"planet_name": "Neptune"})
    ]


@needs_weights
def test_a_question_when_asks_for_a_date(model: LocalChatModel) -> None:
    assert _calls(model, "When was the Battle of Hastings?", historic_day) == [
        ("historic_day", {"occasion": "Battle of Hastings"})
    ]


@needs_weights
def test_a_parameter_s_own_words_are_no_value_of_it(model: LocalChatModel) -> None:
    calls = _calls(model, "Which sampling method was used in the Kinsey Survey?", survey_details)
    assert calls == [("survey_details", {"survey": "Kinsey Survey", "sampling_method": "default"})]


@tool
def cabin_availability(park: str, arrival_date: str, departure_date: str) -> str:
    """Check whether a cabin in a national park is free.

    Args:
        park: The national park.
        arrival_date: The arrival date in the format YYYY-MM-DD.
        departure_date: The departure date in the format YYYY-MM-DD.
    """
    ran.append(("cabin_availability", {"park": park, "arrival_date": arrival_date, "departure_date": departure_date}))
    return "free"


@tool
def tax_rules(region: str, depth: Literal["summary", "exhaustive"] = "summary") -> str:
    """Tax rules of a region.

    Args:
        region: The region whose rules are wanted.
        depth: How deep a report to give.
    """
    ran.append(("tax_rules", {"region": region, "depth": depth}))
    return "20%"


@tool
def hex_code_of_shade(shade_name: str) -> str:
    """This function gives the HEX code of a named shade."""
    ran.append(("hex_code_of_shade", {"shade_name": shade_name}))
    return "#2E8B57"


@needs_weights
def test_a_date_without_its_year_takes_the_one_year_the_request_states(model: LocalChatModel) -> None:
    calls = _calls(model, "Is a cabin free in Yosemite from 2025 March 3rd to March 9th?", cabin_availability)
    assert calls == [
        ("cabin_availability", {"park": "Yosemite", "arrival_date": "2025-03-03", "departure_date": "2025-03-09"})
    ]


@needs_weights
def test_a_listed_value_named_in_another_form_is_that_value(model: LocalChatModel) -> None:
    assert _calls(model, "Show me the tax rules of Bavaria exhaustively.", tax_rules) == [
        ("tax_rules", {"region": "Bavaria", "depth": "exhaustive"})
    ]


@needs_weights
def test_a_name_made_of_the_tool_s_own_words_is_no_value(model: LocalChatModel) -> None:
    assert _calls(model, "Give me the HEX code of Dusty Rose.", hex_code_of_shade) == [
        ("hex_code_of_shade", {"shade_name": "Dusty Rose"})
    ]


@tool
def gallery_openings(city: str, days_ahead: int) -> str:
    """Art gallery openings in a city.

    Args:
        city: The city.
        days_ahead: How many days ahead to look, in days.
    """
    ran.append(("gallery_openings", {"city": city, "days_ahead": days_ahead}))
    return "two openings"


@tool
def convert_baking_units(amount: int, from_unit: str, to_unit: str) -> str:
    """Convert an amount of a baking measure to another measure.

    Args:
        amount: The amount to turn.
        from_unit: The measure it is in. Supports 'cup', 'pint', 'quart' etc.
        to_unit: The measure wanted. Supports 'cup', 'pint', 'quart' etc.
    """
    ran.append(("convert_baking_units", {"amount": amount, "from_unit": from_unit, "to_unit": to_unit}))
    return "6"


@needs_weights
def test_the_next_week_is_seven_days(model: LocalChatModel) -> None:
    assert _calls(model, "List the gallery openings in Lisbon for the next week.", gallery_openings) == [
        ("gallery_openings", {"city": "Lisbon", "days_ahead": 7})
    ]


@needs_weights
def test_how_many_of_one_measure_in_another_is_a_conversion(model: LocalChatModel) -> None:
    assert _calls(model, "How many cups are in 3 quarts?", convert_baking_units) == [
        ("convert_baking_units", {"amount": 3, "from_unit": "quart", "to_unit": "cup"})
    ]


@tool
def rugby_standing(club: str, competition: str, season: str) -> str:
    """Standing of a rugby club in a competition during a season.

    Args:
        club: The name of the club.
        competition: The name of the competition.
        season: The season.
    """
    ran.append(("rugby_standing", {"club": club, "competition": competition, "season": season}))
    return "3rd"


@tool
def exhibition_details(painter: str, city: str) -> str:
    """Details of an exhibition of a painter in a city.

    Args:
        painter: Name of the painter who is exhibiting.
        city: City where the exhibition takes place.
    """
    ran.append(("exhibition_details", {"painter": painter, "city": city}))
    return "open daily"


@needs_weights
def test_a_season_is_named_by_its_years(model: LocalChatModel) -> None:
    assert _calls(model, "What was the standing of Leinster in the 2019-2020 Pro14 season?", rugby_standing) == [
        ("rugby_standing", {"club": "Leinster", "competition": "Pro14", "season": "2019-2020"})
    ]


@needs_weights
def test_a_name_introduced_by_its_kind_ends_where_small_letters_start(model: LocalChatModel) -> None:
    calls = _calls(model, "Get exhibition details for the painter Hockney exhibiting in Bradford.", exhibition_details)
    assert calls == [("exhibition_details", {"painter": "Hockney", "city": "Bradford"})]


def test_no_span_holds_part_of_a_name_of_several_words() -> None:
    spans = string_candidates("Show the rugby scores of Stade Toulousain games in Top Quatorze.", "competition", {})
    assert "Top Quatorze" in spans
    assert not [span for span in spans if span in ("Quatorze", "Top", "games in Top", "Toulousain games")]
