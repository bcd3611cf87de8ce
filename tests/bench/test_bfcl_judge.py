"""The BFCL benchmark's judge (``bench/bfcl.py``) compares nested values the way BFCL's checker does."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest


@pytest.fixture(scope="module")
def bfcl() -> ModuleType:
    path = Path(__file__).resolve().parents[2] / "bench" / "bfcl.py"
    spec = importlib.util.spec_from_file_location("bfcl_under_test", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


# The shape of live_multiple_121-46-0's answer: an object whose nested object holds bare values, and
# an array of objects whose members hold lists of allowed values.
EXPECTED = {
    "get_headway": {
        "ego_info": [{"position": [{"lateral": 10.5, "longitudinal": 50}], "orientation": [30]}],
        "lane_info": [{"lane_id": ["L123"], "lane_type": ["regular"]}],
        "bounding_boxes": [[{"x": [60.2], "y": [12.3]}]],
    }
}
RIGHT = {
    "ego_info": {"position": {"lateral": 10.5, "longitudinal": 50}, "orientation": 30},
    "lane_info": {"lane_id": "L123", "lane_type": "regular"},
    "bounding_boxes": [{"x": 60.2, "y": 12.3}],
}


def test_the_right_nested_call_is_judged_right(bfcl: ModuleType) -> None:
    assert bfcl.call_ok("get_headway", RIGHT, EXPECTED)


def test_a_wrong_bare_value_inside_a_nested_object_is_judged_wrong(bfcl: ModuleType) -> None:
    wrong = {**RIGHT, "ego_info": {"position": {"lateral": 10.5, "longitudinal": 5}, "orientation": 30}}
    assert not bfcl.call_ok("get_headway", wrong, EXPECTED)


def test_an_array_of_objects_is_judged_item_by_item(bfcl: ModuleType) -> None:
    assert not bfcl.call_ok("get_headway", {**RIGHT, "bounding_boxes": [{"x": 60.2, "y": 1.0}]}, EXPECTED)
    assert not bfcl.call_ok("get_headway", {**RIGHT, "bounding_boxes": [{"x": 60.2, "y": 12.3, "z": 1}]}, EXPECTED)
    assert not bfcl.call_ok("get_headway", {**RIGHT, "bounding_boxes": []}, EXPECTED)


def test_plain_lists_are_still_compared_without_case_and_spaces(bfcl: ModuleType) -> None:
    expected = {"f": {"names": [["New York", "Oslo"]], "unit": ["", "celsius"]}}
    assert bfcl.call_ok("f", {"names": ["new york", "OSLO"]}, expected)
    assert not bfcl.call_ok("f", {"names": ["Oslo", "New York"]}, expected)
