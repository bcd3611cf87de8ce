"""A user's own tools on the embedded model (real weights, public API, tools never seen), round 57: a request
one offered tool serves, said the way users say it, gets its call. A thing of the user's that fails, told as a
statement with its number ("my package still hasn't shown up ... tracking number is ..."); a question after a
statement's comma ("I've got chicken and rice at home, what could I cook?", "it won't turn on, serial ..., is
it under warranty"); "let me know when" after a statement; a warning asked for a tool of warnings and
advisories; "Would it be possible to" opening a request."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))

_TRACK = _tool(
    "track_parcel",
    "Get the delivery status and last known location of a parcel by its tracking number.",
    {"tracking_number": {"type": "string", "description": "The carrier tracking number."}},
    ["tracking_number"],
)

_RECIPES = _tool(
    "find_recipes",
    "Find recipes that can be cooked with the given ingredients.",
    {"ingredients": {"type": "array", "items": {"type": "string"}, "description": "The ingredients on hand."}},
    ["ingredients"],
)

_WARRANTY = _tool(
    "warranty_lookup",
    "Check the warranty coverage of a device by its serial number.",
    {"serial": {"type": "string", "description": "The device serial number."}},
    ["serial"],
)

_TIMER = _tool(
    "start_countdown",
    "Start a countdown timer.",
    {"minutes": {"type": "integer", "description": "The duration in minutes."}},
    ["minutes"],
)

_ALERTS = _tool(
    "active_alerts",
    "Get the active weather watches, warnings and advisories for a US state.",
    {"state": {"type": "string", "description": "The name of the US state, e.g. 'Texas'."}},
    ["state"],
)


def test_a_thing_of_the_users_that_fails_is_seen_to(model: LocalChatModel) -> None:
    request = "my parcel still hasn't shown up and it's been a week. tracking number is 1Z999AA10123456784"
    assert _calls(model, request, _TRACK) == [("track_parcel", {"tracking_number": "1Z999AA10123456784"})]


def test_a_question_after_a_statements_comma_asks(model: LocalChatModel) -> None:
    assert _calls(model, "there's leftover salmon and spinach at home, what should I cook", _RECIPES) == [
        ("find_recipes", {"ingredients": ["salmon", "spinach"]})
    ]


def test_a_yes_or_no_question_after_a_statements_comma_asks(model: LocalChatModel) -> None:
    request = "my laptop won't turn on, serial C02XK1ABJG5H, is it under warranty"
    assert _calls(model, request, _WARRANTY) == [("warranty_lookup", {"serial": "C02XK1ABJG5H"})]


def test_let_me_know_when_after_a_statement_asks(model: LocalChatModel) -> None:
    assert _calls(model, "pasta's in, let me know when 12 minutes are up", _TIMER) == [
        ("start_countdown", {"minutes": 12})
    ]


def test_a_warning_asked_is_one_of_the_warnings_a_tool_gives(model: LocalChatModel) -> None:
    assert _calls(model, "there's a hurricane coming, is there any warning out for Florida yet?", _ALERTS) == [
        ("active_alerts", {"state": "Florida"})
    ]


def test_would_it_be_possible_to_opens_a_request(model: LocalChatModel) -> None:
    assert _calls(model, "Would it be possible to check the warranty on serial C02XK1ABJG5H?", _WARRANTY) == [
        ("warranty_lookup", {"serial": "C02XK1ABJG5H"})
    ]


_SENSOR_ALERTS = _tool(
    "list_sensor_alerts",
    "Return a paginated list of sensor alerts, optionally filtered by network IDs.",
    {
        "per_page": {"type": "integer", "description": "The number of entries per page, 3 to 100."},
        "network_ids": {"type": "array", "items": {"type": "string"}, "description": "Network IDs to filter by."},
    },
    ["per_page"],
)

_SENSOR_READINGS = _tool(
    "latest_sensor_readings",
    "Return the most recent readings of each metric from each sensor.",
    {
        "per_page": {"type": "integer", "description": "The number of entries per page, 3 to 100."},
        "network_ids": {"type": "array", "items": {"type": "string"}, "description": "Network IDs to filter by."},
    },
    ["per_page"],
)


def test_alerts_asked_are_not_readings(model: LocalChatModel) -> None:
    """A plural of an -ing noun ("readings") is no word of an ask for alerts: one call, to the alerts."""
    request = "Could you pull a list of sensor alerts, showing 20 entries per page for the network with ID N_4411?"
    assert _calls(model, request, _SENSOR_ALERTS, _SENSOR_READINGS) == [
        ("list_sensor_alerts", {"per_page": 20, "network_ids": ["N_4411"]})
    ]
