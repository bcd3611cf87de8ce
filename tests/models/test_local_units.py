"""Units of measure (real weights, public API, tools never seen): a unit parameter whose default names a
unit takes the unit the request states, as written: the one the answer is asked in ("in miles"), else
the one the measures are written in ("a radius of 4 inches"); in the description's own spelling when it
quotes that unit; an area's unit from a length's ("square feet"); never a unit of another measure ("in
25 seconds" for a speed), nor one when the request states none or two."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))

PIPES = _tool(
    "pipe_volume",
    "Computes the inner volume of a pipe.",
    {
        "diameter": {"type": "number", "description": "Inner diameter of the pipe."},
        "length": {"type": "number", "description": "Length of the pipe."},
        "unit": {"type": "string", "description": "Unit the diameter and length are given in. Default is 'mm'."},
    },
    ["diameter", "length"],
)
RUNS = _tool(
    "pace_of_run",
    "Computes the average pace of a run.",
    {
        "distance": {"type": "number", "description": "The distance covered, in meters."},
        "duration": {"type": "number", "description": "The time taken, in seconds."},
        "to_unit": {"type": "string", "description": "The unit the pace is given in, default is m/s."},
    },
    ["distance", "duration"],
)
ROUTES = _tool(
    "route_length",
    "Length of the cycling route between two towns.",
    {
        "start": {"type": "string", "description": "The town the route starts in."},
        "end": {"type": "string", "description": "The town the route ends in."},
        "units": {"type": "string", "description": "Units of the result ('miles' or 'kilometers'), default 'miles'."},
    },
    ["start", "end"],
)
PLOTS = _tool(
    "plot_area",
    "Area of a rectangular garden plot.",
    {
        "width": {"type": "number", "description": "Width of the plot."},
        "depth": {"type": "number", "description": "Depth of the plot."},
        "unit": {"type": "string", "description": "Unit of the area. Defaults to square meters."},
    },
    ["width", "depth"],
)


def test_a_unit_written_with_the_measures_is_taken_as_written(model: LocalChatModel) -> None:
    got = _calls(model, "What volume does a pipe of 3 inches across and 40 inches long hold?", PIPES)
    assert got == [("pipe_volume", {"diameter": 3, "length": 40, "unit": "inches"})]


def test_the_unit_an_answer_is_asked_in_comes_before_the_units_of_the_measures(model: LocalChatModel) -> None:
    got = _calls(model, "I ran 5000 meters in 1500 seconds; give me my pace in km/h.", RUNS)
    assert got == [("pace_of_run", {"distance": 5000, "duration": 1500, "to_unit": "km/h"})]


def test_a_unit_of_another_measure_is_no_unit_for_the_parameter(model: LocalChatModel) -> None:
    got = _calls(model, "I ran 5000 meters in 1500 seconds. What was my pace?", RUNS)
    assert got == [("pace_of_run", {"distance": 5000, "duration": 1500})]


def test_a_unit_takes_the_spelling_the_description_quotes(model: LocalChatModel) -> None:
    got = _calls(model, "How long is the cycling route from Leeds to York in kilometer?", ROUTES)
    assert got == [("route_length", {"start": "Leeds", "end": "York", "units": "kilometers"})]


def test_an_area_unit_is_the_square_of_the_length_written(model: LocalChatModel) -> None:
    got = _calls(model, "What is the area of a garden plot 12 feet wide and 30 feet deep?", PLOTS)
    assert got == [("plot_area", {"width": 12, "depth": 30, "unit": "square feet"})]


def test_two_units_written_give_the_parameter_none(model: LocalChatModel) -> None:
    got = _calls(model, "What volume does a pipe of 3 inches across and 2 feet long hold?", PIPES)
    assert got == [("pipe_volume", {"diameter": 3, "length": 2})]
