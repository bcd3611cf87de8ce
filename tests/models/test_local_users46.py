"""Requests to a user's own tools that the embedded model once declined or filled wrongly (real weights,
public API, tools never seen): a code whose letters and digits are written apart ("KL 6"), a handle written
with its ``@`` for a bare-name example, a month counted from today for a month "in YYYY-MM format", "mark" and
"move" as updates, "spin up" as a launch, a message told to an e-mail address, a request filling two values
of one tool's form with no verb, "who is <full name>?" to a tool looking persons up, a span ending in what
its parameter's description says the value owns ("whose logs"), and "DM @name: text"."""

from __future__ import annotations

import datetime

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))


FLIGHT = _tool(
    "flight_info",
    "Live information about a flight.",
    {"flight": {"type": "string", "description": "Flight code, e.g. AF1234."}},
    ["flight"],
)
PARCEL = _tool("parcel_status", "Status of a parcel.", {"tracking_id": {"type": "string"}}, ["tracking_id"])
CHAT = _tool(
    "chat_direct",
    "Send a private chat message to a teammate.",
    {
        "username": {"type": "string", "description": "The teammate's username, e.g. mlee."},
        "message": {"type": "string", "description": "What to say."},
    },
    ["username", "message"],
)
MAIL = _tool(
    "mail_send",
    "Send an e-mail.",
    {
        "recipient": {"type": "string", "description": "E-mail address of the recipient."},
        "content": {"type": "string", "description": "Body of the e-mail."},
    },
    ["recipient", "content"],
)
INVOICE = _tool(
    "download_invoice",
    "Download the user's invoice of a month.",
    {"period": {"type": "string", "description": "Billing month, YYYY-MM."}},
    ["period"],
)
VACATION = _tool(
    "book_vacation",
    "Book vacation days.",
    {"first_day": {"type": "string", "description": "YYYY-MM-DD"}},
    ["first_day"],
)
ISSUE = _tool(
    "set_issue_state",
    "Update the state of an issue on the tracker.",
    {
        "key": {"type": "string", "description": "Issue key, e.g. OPS-1."},
        "state": {"type": "string", "enum": ["open", "in_progress", "blocked", "closed"]},
    },
    ["key", "state"],
)
TICKET = _tool(
    "change_ticket",
    "Change a ticket's status.",
    {
        "id": {"type": "string", "description": "Ticket id."},
        "status": {"type": "string", "enum": ["new", "in_progress", "resolved"], "description": "New status."},
    },
    ["id", "status"],
)
NEW_ISSUE = _tool("new_issue", "Open a new issue.", {"summary": {"type": "string"}}, ["summary"])
SERVER = _tool(
    "launch_server",
    "Launch a new virtual server.",
    {
        "size": {"type": "string", "description": "Server size, e.g. c5.large."},
        "zone": {"type": "string", "description": "Zone, e.g. ap-south-1."},
    },
    ["size", "zone"],
)
SERVERS = _tool("list_servers", "List the servers of a zone.", {"zone": {"type": "string"}}, ["zone"])
SHOP = _tool(
    "find_items",
    "Find items in the store.",
    {
        "query": {"type": "string", "description": "Words to look for."},
        "price_limit": {"type": "number", "description": "Maximum price in dollars."},
        "order": {"type": "string", "enum": ["popular", "price_asc", "price_desc"], "description": "Result order."},
    },
    ["query"],
)
BASKET = _tool("add_to_basket", "Put an item in the basket.", {"item_id": {"type": "string"}}, ["item_id"])
STAFF = _tool(
    "staff_directory",
    "Find an employee in the staff directory.",
    {"name": {"type": "string", "description": "The employee's full name."}},
    ["name"],
)
INVITE = _tool(
    "invite",
    "Invite colleagues to a meeting.",
    {
        "emails": {"type": "array", "items": {"type": "string"}},
        "when": {"type": "string", "description": "YYYY-MM-DD HH:MM"},
    },
    ["emails", "when"],
)
TAIL = _tool(
    "search_app_logs",
    "Search the logs of an application.",
    {
        "app": {"type": "string", "description": "Name of the application whose logs to show."},
        "severity": {"type": "string", "enum": ["info", "warning", "error"], "description": "Lowest severity."},
    },
    ["app"],
)
REDEPLOY = _tool("redeploy", "Redeploy an application.", {"app": {"type": "string"}}, ["app"])


def _last_month() -> str:
    return (datetime.date.today().replace(day=1) - datetime.timedelta(days=1)).strftime("%Y-%m")


def test_a_code_written_apart_is_the_code(model: LocalChatModel) -> None:
    assert _calls(model, "has KL 6 landed?", FLIGHT, PARCEL) == [("flight_info", {"flight": "KL6"})]


def test_a_handle_for_a_bare_name_example_and_dm_as_send(model: LocalChatModel) -> None:
    assert _calls(model, "DM @rui: call me back", CHAT, MAIL) == [
        ("chat_direct", {"username": "rui", "message": "call me back"})
    ]


def test_last_month_for_a_month_in_numbers(model: LocalChatModel) -> None:
    assert _calls(model, "download the invoice for last month", INVOICE, VACATION) == [
        ("download_invoice", {"period": _last_month()})
    ]


def test_mark_as_an_update(model: LocalChatModel) -> None:
    assert _calls(model, "mark Q-5 as in progress", TICKET, NEW_ISSUE) == [
        ("change_ticket", {"id": "Q-5", "status": "in_progress"})
    ]


def test_move_as_an_update(model: LocalChatModel) -> None:
    assert _calls(model, "move OPS-8 to closed", ISSUE, NEW_ISSUE) == [
        ("set_issue_state", {"key": "OPS-8", "state": "closed"})
    ]


def test_spin_up_as_a_launch(model: LocalChatModel) -> None:
    assert _calls(model, "spin up a c5.xlarge in ap-south-1", SERVER, SERVERS) == [
        ("launch_server", {"size": "c5.xlarge", "zone": "ap-south-1"})
    ]


def test_telling_an_address_sends_it_mail(model: LocalChatModel) -> None:
    assert _calls(model, "tell li@ops.io the backup finished", MAIL, CHAT) == [
        ("mail_send", {"recipient": "li@ops.io", "content": "the backup finished"})
    ]


def test_a_request_filling_one_tools_form(model: LocalChatModel) -> None:
    assert _calls(model, "desk lamps under $40, cheapest first", SHOP, BASKET) == [
        ("find_items", {"query": "desk lamps", "price_limit": 40, "order": "price_asc"})
    ]


def test_who_is_a_named_person(model: LocalChatModel) -> None:
    assert _calls(model, "Who is Tomas Eriksen?", STAFF, INVITE) == [("staff_directory", {"name": "Tomas Eriksen"})]


def test_a_span_ending_in_what_the_value_owns(model: LocalChatModel) -> None:
    assert _calls(model, "show errors in inventory logs", TAIL, REDEPLOY) == [
        ("search_app_logs", {"app": "inventory", "severity": "error"})
    ]
