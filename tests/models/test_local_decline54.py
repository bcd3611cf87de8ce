"""A user's own tools on the embedded model (real weights, public API, tools never seen), round 54: a request one
offered tool serves though it shares almost no word with it, named in jargon or by a value alone. A booking code
of the length the description states ("6-character record locator"); a zone written as a zone's example is
("e.g. Europe/Paris"); an IP address for a parameter named ``ip``; a word the name's initials stand for ("air" of
``aqi_now``, "Current air quality index"); and a question of what was so, which no tool making a record serves."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))

_PNR = _tool(
    "pnr_get",
    "Retrieve a passenger name record.",
    {"locator": {"type": "string", "description": "6-character record locator."}},
    ["locator"],
)

_CLOCK = _tool(
    "tz_now",
    "Current local time in an IANA zone.",
    {"tz": {"type": "string", "description": "IANA zone name, e.g. Europe/Paris."}},
    ["tz"],
)

_GEOIP = _tool(
    "geoip",
    "Geolocation and ASN data for an IPv4 address.",
    {"ip": {"type": "string", "description": "The address to look up."}},
    ["ip"],
)

_AIR = _tool(
    "aqi_now",
    "Current air quality index for a city.",
    {"city": {"type": "string", "description": "City name."}},
    ["city"],
)

_TICKET = _tool(
    "ticket_create",
    "Opens a new ticket in the service desk.",
    {"summary": {"type": "string", "description": "One-line summary."}},
    ["summary"],
)


def test_a_code_of_the_stated_length_is_the_tools_value(model: LocalChatModel) -> None:
    assert _calls(model, "anything changed on 7KQX2M?", _PNR) == [("pnr_get", {"locator": "7KQX2M"})]


def test_a_zone_written_as_its_example_is_the_tools_value(model: LocalChatModel) -> None:
    assert _calls(model, "the hour in America/Sao_Paulo?", _CLOCK) == [("tz_now", {"tz": "America/Sao_Paulo"})]


def test_an_ip_address_is_the_value_of_a_parameter_named_ip(model: LocalChatModel) -> None:
    assert _calls(model, "who's behind 91.198.174.192", _GEOIP) == [("geoip", {"ip": "91.198.174.192"})]


def test_a_word_the_names_initials_stand_for_names_the_tool(model: LocalChatModel) -> None:
    assert _calls(model, "air in Lahore right now?", _AIR) == [("aqi_now", {"city": "Lahore"})]


def test_a_question_of_what_was_so_asks_no_tool_making_a_record(model: LocalChatModel) -> None:
    assert _calls(model, "how many tickets did we open yesterday?", _TICKET) == []
