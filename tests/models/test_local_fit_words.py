"""Requests that say what a tool does in other words than its name and description (real weights,
public API, tools never seen), which the embedded model once declined or sent to another tool: "too
loud" speaks of the volume; opening a profile is viewing it, and "id:7434" states the id; "from English
to French" asks for a translation whatever its verb; a lead-in that ends in a colon ("... the following
command:") leaves the command after it as what is asked (a command's own colon leads to its content);
"for the password, just use 'x'" tells the password, so the tool that needs it is not passed over for a
weaker one; a date written out fills a tool's day, month and year numbers, and names the day (the tool
per day over the one per month). Requests that only share such a word with a tool still get no call
(a cook is no cookbook)."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))


SPEAKER = _tool(
    "adjust_volume",
    "Adjust the output level of the speakers, from 0 (mute) to 100.",
    {"volume": {"type": "integer", "description": "The volume, from 0 to 100."}},
    ["volume"],
)
RADIO = _tool(
    "tune_radio",
    "Tunes the radio to a station.",
    {"station": {"type": "string", "description": "The name of the station."}},
    ["station"],
)
MEMBER = _tool(
    "view_member_record",
    "Retrieve and display the record of a club member by their number.",
    {"member_id": {"type": "integer", "description": "The member's number."}},
    ["member_id"],
)
MEMBERS = _tool(
    "find_members",
    "Find club members by city and age.",
    {"city": {"type": "string", "description": "The city they live in."}},
    [],
)
PHRASES = _tool(
    "babel_translate_text",
    "Render a text in a target language.",
    {
        "text": {"type": "string", "description": "The text to render."},
        "target_language": {"type": "string", "enum": ["en", "fr", "de", "es"], "description": "The target language."},
    },
    ["text", "target_language"],
)
DISHES = _tool(
    "cookbook_find_dish",
    "Find dishes whose ingredients or title contain the keyword, with their cooking steps.",
    {"keyword": {"type": "string", "description": "The keyword to look for."}},
    ["keyword"],
)
MARKER = _tool(
    "draw_marker",
    "Draws a marker on the map at the given latitude and longitude.",
    {
        "label": {"type": "string", "description": "The marker's label."},
        "lat": {"type": "number", "description": "The latitude."},
        "lon": {"type": "number", "description": "The longitude."},
    },
    ["label", "lat", "lon"],
)
COUNTER = _tool(
    "set_counter",
    "Sets the value of a counter.",
    {"name": {"type": "string", "description": "The counter."}, "value": {"type": "integer"}},
    ["name", "value"],
)

MYSQL = _tool(
    "add_mysql_connection",
    "Adds a new MySQL connection with a name, host, user and password.",
    {
        "name": {"type": "string", "description": "A name for the connection."},
        "host": {"type": "string", "description": "The host name."},
        "user": {"type": "string", "description": "The user to log in as."},
        "password": {"type": "string", "description": "The user's password."},
    },
    ["name", "host", "user", "password"],
)
CACHE = _tool(
    "add_cache_server",
    "Adds a cache server configuration.",
    {"host": {"type": "string", "description": "The host name."}},
    ["host"],
)

DAILY_SALES = _tool(
    "get_sales_per_day",
    "Retrieve the sales total for a given day.",
    {
        "day": {"type": "integer", "description": "The day of the month, 1 to 31."},
        "month": {"type": "integer", "description": "The month, 1 (January) to 12 (December)."},
        "year": {"type": "integer", "description": "The year, four digits."},
    },
    ["day", "month", "year"],
)

MONTHLY_SALES = _tool(
    "get_sales_per_month",
    "Retrieve the sales total for a given month.",
    {
        "month": {"type": "integer", "description": "The month, 1 (January) to 12 (December)."},
        "year": {"type": "integer", "description": "The year, four digits."},
    },
    ["month", "year"],
)


def test_too_loud_speaks_of_the_volume(model: LocalChatModel) -> None:
    calls = _calls(model, "The sound is too loud right now, could you turn it down to 40?", SPEAKER, RADIO)
    assert calls == [("adjust_volume", {"volume": 40})]


def test_opening_a_record_is_viewing_it(model: LocalChatModel) -> None:
    calls = _calls(model, "Open member record 5521", MEMBER, MEMBERS)
    assert calls == [("view_member_record", {"member_id": 5521})]


def test_an_id_written_after_a_colon(model: LocalChatModel) -> None:
    calls = _calls(model, "Show the member record id:5521", MEMBER, MEMBERS)
    assert calls == [("view_member_record", {"member_id": 5521})]


def test_from_one_language_to_another_is_a_translation(model: LocalChatModel) -> None:
    calls = _calls(model, "Please convert this line from English to French: 'Where is the station?'", PHRASES)
    assert calls == [("babel_translate_text", {"text": "Where is the station?", "target_language": "fr"})]


def test_the_command_after_a_lead_in(model: LocalChatModel) -> None:
    request = "Choose one of the functions to carry out the following command: Draw the marker 'home' at 48.8, 2.3"
    calls = _calls(model, request, MARKER, COUNTER)
    assert calls == [("draw_marker", {"label": "home", "lat": 48.8, "lon": 2.3})]


def test_a_password_told_after_a_comma(model: LocalChatModel) -> None:
    request = (
        "Add a new MySQL connection: name it 'reports', with 'db.example.org' as the host. The user will be"
        " 'ana', and for the password, just use 'Tr0ub4dor'."
    )
    calls = _calls(model, request, MYSQL, CACHE)
    expected = {"name": "reports", "host": "db.example.org", "user": "ana", "password": "Tr0ub4dor"}
    assert calls == [("add_mysql_connection", expected)]


def test_a_date_fills_day_month_and_year(model: LocalChatModel) -> None:
    calls = _calls(model, "What were the sales on March 3rd 2021?", MONTHLY_SALES, DAILY_SALES, RADIO)
    assert calls == [("get_sales_per_day", {"day": 3, "month": 3, "year": 2021})]


def test_a_commands_own_colon_leads_to_its_content(model: LocalChatModel) -> None:
    plan = _tool(
        "save_plan",
        "Records a plan as a list of steps.",
        {"steps": {"type": "array", "items": {"type": "string"}, "description": "The steps of the plan."}},
        ["steps"],
    )
    calls = _calls(model, "Record a plan to paint the fence: buy paint, paint, clean up", plan, RADIO)
    assert [name for name, _ in calls] == ["save_plan"]


@pytest.mark.parametrize(
    "request_text",
    [
        "Why are some people so loud on trains?",
        "Can you open the window for me?",
        "What is the French word for cookie?",
        "Who is the most famous cook in France?",
    ],
)
def test_a_word_alone_is_no_fit(model: LocalChatModel, request_text: str) -> None:
    assert _calls(model, request_text, SPEAKER, MEMBER, PHRASES, DISHES) == []


def test_a_day_of_the_calendar_picks_the_tool_that_takes_a_date(model: LocalChatModel) -> None:
    latest = _tool(
        "tides_get_latest_level",
        "Get the latest tide level at a harbour.",
        {"harbour": {"type": "string", "description": "The harbour's name."}},
        ["harbour"],
    )
    dated = _tool(
        "tides_get_level",
        "Get the tide level at a harbour at a specified date.",
        {
            "harbour": {"type": "string", "description": "The harbour's name."},
            "date": {"type": "string", "description": "The date of the level. Default is the current date."},
        },
        ["harbour"],
    )
    calls = _calls(model, "Find the tide level at Brest harbour on March 3, 2021", latest, dated)
    assert calls == [("tides_get_level", {"harbour": "Brest", "date": "2021-03-03"})]
    assert _calls(model, "Find the tide level at Brest harbour", latest, dated)[0][0] == "tides_get_latest_level"


def test_asking_whether_something_is_so_reads_it_and_changes_nothing(model: LocalChatModel) -> None:
    reader = _tool(
        "get_alert_settings",
        "Retrieves the alert settings of a user's account.",
        {"user_id": {"type": "string", "description": "The user's id."}},
        ["user_id"],
    )
    changer = _tool(
        "update_alert_settings",
        "Updates the alert settings of a user's account.",
        {
            "user_id": {"type": "string", "description": "The user's id."},
            "email_alerts": {"type": "boolean", "description": "Whether e-mail alerts are on."},
        },
        ["user_id"],
    )
    asked = ("Are e-mail alerts turned on for user u-4821?", "Check whether email alerts are on for user u-4821")
    for request in asked:
        assert _calls(model, request, reader, changer) == [("get_alert_settings", {"user_id": "u-4821"})]
    request = "Turn e-mail alerts on for user u-4821"
    assert _calls(model, request, reader, changer) == [
        ("update_alert_settings", {"user_id": "u-4821", "email_alerts": True})
    ]
