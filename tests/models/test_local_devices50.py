"""A user's own tools on the embedded model (real weights, public API, tools never seen), round 50 (devices): a
tool that runs Windows command lines gets the usual line of a common job asked in words, with the values the
request states (delete, copy or rename a file, ping a host a number of times, the running processes, the IP
configuration, a named program's process killed, a link opened), a line said as "the X command", a program run
with no arguments after "using", and a request that is itself a line; an appliance whose settings are fields of one
object is switched by what it is asked in several phrases, in one call ("heating" for a 'HEAT' mode, a number of
degrees written in words, "low fan" naming the fan's speed and no 'FAN' mode), and paused by an option of a
field."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))

SHELL = _tool(
    "run_terminal",
    "Run one command line in the Windows terminal and return its output.",
    {"cmd": {"type": "string", "description": "The Windows command prompt line to run."}},
    ["cmd"],
)
AIRCON = _tool(
    "home_climate_control",
    "Send a command to control a smart home air conditioner by setting its operation modes and target settings.",
    {
        "body": {
            "type": "object",
            "description": "The settings and modes to apply.",
            "properties": {
                "jobMode": {"type": "string", "enum": ["COOL", "HEAT", "DRY", "FAN"], "description": "The job mode."},
                "fanSpeed": {"type": "string", "enum": ["LOW", "MID", "HIGH"], "description": "The air flow."},
                "targetTemperature": {"type": "integer", "description": "The target temperature in degrees Celsius."},
                "ionizerEnabled": {"type": "boolean", "description": "Whether the ionizer runs.", "default": False},
            },
        }
    },
    ["body"],
)
WASHER = _tool(
    "washer_connect",
    "Control a connected washing machine by sending a body of settings.",
    {
        "body": {
            "type": "object",
            "description": "The settings to send to the washer.",
            "properties": {
                "cycle": {"type": "string", "enum": ["NORMAL", "DELICATE", "QUICK"], "description": "The wash cycle."},
                "operation": {"type": "string", "enum": ["START", "STOP", "PAUSE"], "description": "The operation."},
            },
        }
    },
    ["body"],
)


@pytest.mark.parametrize(
    ("request_text", "line"),
    [
        ("Please delete the file draft_v2.docx", "del draft_v2.docx"),
        ("copy budget.xlsx to E:\\backup", "copy budget.xlsx E:\\backup"),
        ("rename todo.txt to done.txt", "ren todo.txt done.txt"),
        ("ping example.com three times", "ping -n 3 example.com"),
        ("which programs are running right now?", "tasklist"),
        ("show me my ip configuration", "ipconfig"),
        ("end the process chrome.exe", "taskkill /F /IM chrome.exe"),
        ("open https://docs.python.org please", "start https://docs.python.org"),
        ("open paint using the start mspaint command", "start mspaint"),
        ("please close excel.exe using taskkill", "taskkill /F /IM excel.exe"),
        ("show the computer's name using hostname", "hostname"),
        ("echo build finished", "echo build finished"),
    ],
)
def test_a_common_job_asked_in_words_is_its_usual_command_line(
    model: LocalChatModel, request_text: str, line: str
) -> None:
    assert _calls(model, request_text, SHELL) == [("run_terminal", {"cmd": line})]


def test_an_appliance_is_switched_to_a_mode_said_in_its_ing_form_at_degrees_in_words(model: LocalChatModel) -> None:
    got = _calls(model, "Could you switch the air conditioner to heating at twenty-four degrees?", AIRCON)
    assert got == [("home_climate_control", {"body": {"jobMode": "HEAT", "targetTemperature": 24}})]


def test_a_word_naming_another_field_is_no_mode_and_settings_make_one_call(model: LocalChatModel) -> None:
    got = _calls(model, "Set the air conditioner to cool, high fan.", AIRCON)
    assert got == [("home_climate_control", {"body": {"jobMode": "COOL", "fanSpeed": "HIGH"}})]


def test_an_appliance_is_paused_by_an_option_of_its_body(model: LocalChatModel) -> None:
    assert _calls(model, "pause the washing machine", WASHER) == [("washer_connect", {"body": {"operation": "PAUSE"}})]


PROJECTS = _tool(
    "list_workspaces",
    "Retrieve the list of workspaces, with an option to include archived ones.",
    {
        "include_archived": {
            "type": "boolean",
            "description": "If true, archived workspaces are included.",
            "default": False,
        }
    },
    [],
)
METERS = _tool(
    "get_meter_readings",
    "Retrieves a paginated list of the latest readings from smart meters.",
    {
        "perPage": {"type": "integer", "description": "The number of entries per page, from 3 to 100."},
        "serials": {
            "type": "array",
            "items": {"type": "string"},
            "description": "Meter serial numbers.",
            "default": [],
        },
        "timespan": {"type": "integer", "description": "The duration of the query in seconds.", "default": 86400},
    },
    ["perPage"],
)


def test_a_tool_that_lists_makes_nothing(model: LocalChatModel) -> None:
    assert _calls(model, "Create a new workspace called Orion", PROJECTS) == []


def test_the_past_hour_is_a_timespan_in_seconds_and_a_serial_is_a_serials_item(model: LocalChatModel) -> None:
    got = _calls(model, "Readings of meter serial ZX-4410-QQ over the past hour, 25 per page", METERS)
    assert got == [("get_meter_readings", {"perPage": 25, "serials": ["ZX-4410-QQ"], "timespan": 3600})]


WEATHER = _tool(
    "get_current_weather",
    "Retrieves the current weather conditions for a specified city and state.",
    {
        "location": {"type": "string", "description": "The city and state, such as 'San Francisco, CA'."},
        "unit": {"type": "string", "enum": ["celsius", "fahrenheit"], "default": "fahrenheit"},
    },
    ["location"],
)


def test_degrees_c_names_the_celsius_unit(model: LocalChatModel) -> None:
    got = _calls(model, "weather in Tucson, AZ in degrees C", WEATHER)
    assert got == [("get_current_weather", {"location": "Tucson, AZ", "unit": "celsius"})]


def test_an_acronym_of_the_description_names_the_appliance(model: LocalChatModel) -> None:
    got = _calls(model, "set the AC to 26 degrees", AIRCON)
    assert got == [("home_climate_control", {"body": {"targetTemperature": 26}})]


def test_a_flag_of_the_body_names_the_action(model: LocalChatModel) -> None:
    got = _calls(model, "enable the ionizer on the air conditioner", AIRCON)
    assert got == [("home_climate_control", {"body": {"ionizerEnabled": True}})]
