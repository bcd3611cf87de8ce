"""TimeTools: current time and conversion between IANA zones, through the tool callbacks."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from typing import Any

import pytest

from sprig import ChatClient, ToolCall, ToolResponseMessage
from sprig.models import ScriptedChatModel
from sprig.toolkits import TimeTools, ToolkitError
from sprig.tools import ToolCallback, ToolCallbacks, ToolErrorKind
from support.toolkit_calls import model_turn

NOON_UTC = datetime(2024, 7, 1, 12, 0, 5, 123456, tzinfo=UTC)


def fixed(moment: datetime = NOON_UTC) -> TimeTools:
    return TimeTools(clock=lambda: moment)


def callbacks(tools: object) -> dict[str, ToolCallback]:
    return {cb.name: cb for cb in ToolCallbacks.from_objects(tools)}


async def run(tools: object, name: str, arguments: dict[str, Any]) -> Any:
    return json.loads(await callbacks(tools)[name].acall(json.dumps(arguments)))


# -- definitions -------------------------------------------------------------------------------------


def test_tools_and_schemas() -> None:
    found = callbacks(TimeTools())
    assert set(found) == {"current_time", "convert_time"}
    current = found["current_time"].definition.schema_dict()
    assert list(current["properties"]) == ["timezone"]
    assert current.get("required", []) == []
    convert = found["convert_time"].definition.schema_dict()
    assert list(convert["properties"]) == ["time", "source_timezone", "target_timezone"]
    assert sorted(convert["required"]) == ["source_timezone", "target_timezone", "time"]
    assert "IANA" in found["current_time"].definition.description
    assert "IANA" in convert["properties"]["source_timezone"]["description"]


# -- current_time ------------------------------------------------------------------------------------


async def test_current_time_in_a_zone() -> None:
    result = await run(fixed(), "current_time", {"timezone": "Asia/Tokyo"})
    assert result == {
        "timezone": "Asia/Tokyo",
        "datetime": "2024-07-01T21:00:05+09:00",
        "weekday": "Monday",
        "utc_offset": "+09:00",
        "abbreviation": "JST",
        "is_dst": False,
    }


async def test_current_time_reports_daylight_saving() -> None:
    result = await run(fixed(), "current_time", {"timezone": "Europe/London"})
    assert result["datetime"] == "2024-07-01T13:00:05+01:00"
    assert result["abbreviation"] == "BST"
    assert result["is_dst"] is True
    winter = await run(fixed(datetime(2024, 1, 1, 12, tzinfo=UTC)), "current_time", {"timezone": "Europe/London"})
    assert winter["utc_offset"] == "+00:00"
    assert winter["is_dst"] is False


async def test_current_time_default_zone_and_case_insensitive_names() -> None:
    assert (await run(fixed(), "current_time", {}))["timezone"] == "UTC"
    berlin = TimeTools(default_timezone="Europe/Berlin", clock=lambda: NOON_UTC)
    assert (await run(berlin, "current_time", {}))["datetime"] == "2024-07-01T14:00:05+02:00"
    assert (await run(fixed(), "current_time", {"timezone": "  asia/tokyo "}))["timezone"] == "Asia/Tokyo"


async def test_naive_clock_is_taken_as_utc() -> None:
    tools = TimeTools(clock=lambda: datetime(2024, 7, 1, 12, 0))
    assert (await run(tools, "current_time", {"timezone": "Asia/Kolkata"}))["datetime"] == ("2024-07-01T17:30:00+05:30")


def test_real_clock_and_direct_call() -> None:
    before = datetime.now(UTC).replace(microsecond=0)
    result = TimeTools().current_time("America/New_York")
    moment = datetime.fromisoformat(result["datetime"])
    assert moment.utcoffset() is not None
    assert before <= moment <= datetime.now(UTC)


def test_sync_face_of_the_callback() -> None:
    text = callbacks(fixed())["current_time"].call('{"timezone": "Australia/Sydney"}')
    assert json.loads(text)["datetime"] == "2024-07-01T22:00:05+10:00"


# -- bad zones ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("zone", "suggestion"),
    [
        ("Mars/Olympus_Mons", None),
        ("Asia/Tokio", "Asia/Tokyo"),
        ("Tokyo", "Asia/Tokyo"),
        ("PST", "America/Los_Angeles"),
        ("new york", "America/New_York"),
        ("../../etc/passwd", None),
        ("/usr/share/zoneinfo/UTC", "Etc/UTC"),
        ("Europe", None),
    ],
)
async def test_bad_zone_is_a_clear_error(zone: str, suggestion: str | None) -> None:
    with pytest.raises(ToolkitError) as caught:
        await callbacks(fixed())["current_time"].acall(json.dumps({"timezone": zone}))
    message = str(caught.value)
    assert f"Unknown time zone {zone!r}" in message
    assert "IANA" in message and "Europe/London" in message
    if suggestion:
        assert f"Did you mean {suggestion!r}" in message
    else:
        assert "Did you mean" not in message


async def test_bad_zone_in_conversion_names_the_zone() -> None:
    convert = callbacks(fixed())["convert_time"]
    with pytest.raises(ToolkitError, match="Unknown time zone 'Nowhere/City'"):
        await convert.acall('{"time": "10:00", "source_timezone": "UTC", "target_timezone": "Nowhere/City"}')
    with pytest.raises(ToolkitError, match="Unknown time zone 'Atlantis'"):
        await convert.acall('{"time": "10:00", "source_timezone": "Atlantis", "target_timezone": "UTC"}')


def test_bad_default_zone_fails_at_construction() -> None:
    with pytest.raises(ValueError, match="Unknown time zone 'Moon/Base'"):
        TimeTools(default_timezone="Moon/Base")


# -- convert_time ------------------------------------------------------------------------------------


async def test_convert_time_of_day_uses_today_in_the_source_zone() -> None:
    result = await run(
        fixed(),
        "convert_time",
        {"time": "09:00", "source_timezone": "Europe/London", "target_timezone": "Asia/Tokyo"},
    )
    assert result["source"]["datetime"] == "2024-07-01T09:00:00+01:00"
    assert result["target"]["datetime"] == "2024-07-01T17:00:00+09:00"
    assert result["time_difference"] == "+8h"
    assert "note" not in result


async def test_convert_full_date_time_and_fractional_offsets() -> None:
    winter = await run(
        fixed(),
        "convert_time",
        {
            "time": "2024-01-15 09:00",
            "source_timezone": "Europe/London",
            "target_timezone": "America/New_York",
        },
    )
    assert winter["target"]["datetime"] == "2024-01-15T04:00:00-05:00"
    assert winter["time_difference"] == "-5h"
    nepal = await run(
        fixed(),
        "convert_time",
        {"time": "2024-01-15T00:00", "source_timezone": "UTC", "target_timezone": "Asia/Kathmandu"},
    )
    assert nepal["target"]["datetime"] == "2024-01-15T05:45:00+05:45"
    assert nepal["time_difference"] == "+5.75h"


async def test_convert_twelve_hour_times_and_aware_input() -> None:
    tools = fixed()
    pm = tools.convert_time("2:30 pm", "UTC", "Asia/Tokyo")
    assert pm["source"]["datetime"] == "2024-07-01T14:30:00+00:00"
    assert pm["target"]["datetime"] == "2024-07-01T23:30:00+09:00"
    assert tools.convert_time("12:15 AM", "UTC", "UTC")["target"]["datetime"] == "2024-07-01T00:15:00+00:00"
    aware = tools.convert_time("2024-03-01T09:00:00+01:00", "Europe/Paris", "UTC")
    assert aware["target"]["datetime"] == "2024-03-01T08:00:00+00:00"


async def test_convert_notes_daylight_saving_gaps_and_overlaps() -> None:
    tools = fixed()
    gap = tools.convert_time("2024-03-10 02:30", "America/New_York", "UTC")
    assert "does not exist" in gap["note"]
    assert gap["source"]["datetime"] == "2024-03-10T03:30:00-04:00"
    overlap = tools.convert_time("2024-11-03 01:30", "America/New_York", "UTC")
    assert "happens twice" in overlap["note"]
    assert overlap["target"]["datetime"] == "2024-11-03T05:30:00+00:00"


@pytest.mark.parametrize(
    ("typed", "clock"),
    [
        ("3 pm", "15:00"),
        ("3pm", "15:00"),
        ("3 PM", "15:00"),
        ("3 p.m.", "15:00"),
        ("15:00", "15:00"),
        ("3:30 pm", "15:30"),
        ("3:30pm", "15:30"),
        ("9:05", "09:05"),
        ("noon", "12:00"),
        ("Noon", "12:00"),
        ("midnight", "00:00"),
        ("12 am", "00:00"),
        ("12 pm", "12:00"),
        ("7 am", "07:00"),
    ],
)
async def test_the_time_forms_people_type_are_read(typed: str, clock: str) -> None:
    result = await run(
        fixed(), "convert_time", {"time": typed, "source_timezone": "Europe/London", "target_timezone": "UTC"}
    )
    assert result["source"]["datetime"] == f"2024-07-01T{clock}:00+01:00"


@pytest.mark.parametrize("bad", ["25:00", "12:61", "13:00 pm", "13 pm", "0 am", "", "2024-13-01 10:00", "10", "lunch"])
async def test_unreadable_time_is_a_clear_error(bad: str) -> None:
    with pytest.raises(ToolkitError, match="Cannot read the time") as caught:
        await callbacks(fixed())["convert_time"].acall(
            json.dumps({"time": bad, "source_timezone": "UTC", "target_timezone": "Asia/Tokyo"})
        )
    assert "HH:MM" in str(caught.value)


# -- in the tool loop ----------------------------------------------------------------------------------


async def test_bad_zone_reaches_the_model_as_an_error_result_next_to_good_calls() -> None:
    result = await model_turn(
        fixed(),
        ("current_time", {"timezone": "Asia/Tokyo"}),
        ("current_time", {"timezone": "Asia/Tokio"}),
    )
    good, bad = result.outcomes
    assert not good.error and json.loads(good.result)["timezone"] == "Asia/Tokyo"
    assert bad.error_kind is ToolErrorKind.TOOL_ERROR
    assert bad.result.startswith("Unknown time zone 'Asia/Tokio'.") and "Did you mean 'Asia/Tokyo'" in bad.result
    assert isinstance(bad.exception, ToolkitError)


async def test_through_the_chat_client_the_model_reads_the_error_and_recovers() -> None:
    model = ScriptedChatModel(
        [
            ToolCall("c1", "current_time", '{"timezone": "Asia/Tokio"}'),
            ToolCall("c2", "current_time", '{"timezone": "Asia/Tokyo"}'),
            "It is 21:00 in Tokyo.",
        ]
    )
    client = ChatClient.builder(model).default_tools(fixed()).build()
    assert await client.prompt("What time is it in Tokyo?").call().acontent() == "It is 21:00 in Tokyo."
    results = [
        response.data
        for prompt in model.prompts
        if isinstance(last := prompt.messages[-1], ToolResponseMessage)
        for response in last.responses
    ]
    assert results[0].startswith("Unknown time zone 'Asia/Tokio'.")
    assert json.loads(results[1])["datetime"] == "2024-07-01T21:00:05+09:00"
