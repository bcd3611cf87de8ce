"""Values and fits a user's own tools get from their schema alone (real weights, public API, tools never
seen): a token written like a description's example ("e.g. v1.4.2", "such as us-east-1", "like BA117",
"e.g. @maria") is that parameter's and tells the tool fits; "by jdoe" is an author's, "sorted by date" is
not; "install numpy" asks ``install_package`` for numpy; a unit goes abbreviated when the descriptions
quote units so; "ISO 8601 date-time" joins the date and the time; "absent" switches ``present`` off; a
title follows the colon of a request that names what the tool makes; what one is told follows a handle or
an address; "to my mom" is none of an enum's accounts, so nothing is moved."""

from __future__ import annotations

import asyncio

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import remembering
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))


def _s(description: str) -> dict[str, str]:
    return {"type": "string", "description": description}


def _e(description: str, options: list[str]) -> dict[str, object]:
    return {"type": "string", "description": description, "enum": options}


DEPLOY = _tool(
    "deploy_service",
    "Deploy a service to an environment.",
    {
        "service": _s("Service name."),
        "environment": _e("Target environment.", ["staging", "production"]),
        "version": _s("Version tag, e.g. v1.4.2."),
    },
    ["service", "environment"],
)
ROLLBACK = _tool(
    "rollback_service",
    "Roll a service back to its previous version.",
    {"service": _s("Service name."), "environment": _e("Environment.", ["staging", "production"])},
    ["service", "environment"],
)
SCALE = _tool(
    "scale_service",
    "Change the number of replicas of a service.",
    {"service": _s("Service name."), "replicas": {"type": "integer", "description": "Number of replicas."}},
    ["service", "replicas"],
)
VM = _tool(
    "create_vm",
    "Create a virtual machine.",
    {"name": _s("Name of the VM."), "instance_type": _s("Instance type, e.g. t3.micro."), "region": _s("Region.")},
    ["name", "instance_type"],
)
BUCKET = _tool(
    "create_bucket",
    "Create a storage bucket.",
    {"name": _s("Bucket name."), "region": _s("Region, such as eu-west-1.")},
    ["name"],
)
PACKAGE = _tool(
    "install_package",
    "Install a Python package into the project.",
    {"package": _s("Package name."), "version": _s("Exact version, e.g. 2.31.0; latest if omitted.")},
    ["package"],
)
COMMITS = _tool(
    "list_commits",
    "List recent commits of a repository.",
    {"repo": _s("Repository as owner/name."), "author": _s("Only commits by this user.")},
    ["repo"],
)
PULLS = _tool(
    "list_pull_requests",
    "List open pull requests of a repository.",
    {"repo": _s("Repository as owner/name."), "author": _s("Only PRs by this user.")},
    ["repo"],
)
PARCEL = _tool(
    "track_shipment",
    "Track a parcel by its tracking number.",
    {"tracking_number": _s("Tracking number, e.g. 1Z999AA10123456784.")},
    ["tracking_number"],
)
FLIGHT = _tool(
    "flight_status",
    "Get the live status of a flight.",
    {"flight": _s("Flight number, like BA117."), "date": _s("Date, YYYY-MM-DD.")},
    ["flight"],
)
ORDER = _tool(
    "get_order_status", "Look up the status of a customer order.", {"order_id": _s("Order number.")}, ["order_id"]
)
CONVERT = _tool(
    "convert_units",
    "Convert a quantity from one unit to another.",
    {
        "value": {"type": "number", "description": "The quantity."},
        "from_unit": _s("Unit to convert from, e.g. 'km'."),
        "to_unit": _s("Unit to convert to, e.g. 'mi'."),
    },
    ["value", "from_unit", "to_unit"],
)
DEFINE = _tool("define_word", "Look up the definition of an English word.", {"word": _s("The word.")}, ["word"])
REMIND = _tool(
    "create_reminder",
    "Create a reminder.",
    {"text": _s("What to remind about."), "when": _s("When, ISO 8601 date-time.")},
    ["text", "when"],
)
TIMER = _tool(
    "set_timer",
    "Start a countdown timer.",
    {"minutes": {"type": "integer", "description": "Length in minutes."}, "label": _s("What the timer is for.")},
    ["minutes"],
)
ATTENDANCE = _tool(
    "mark_attendance",
    "Mark a student present or absent.",
    {"student": _s("Student name."), "present": {"type": "boolean", "description": "Whether present."}},
    ["student", "present"],
)
GRADE = _tool(
    "record_grade",
    "Record a student's grade for an assignment.",
    {"student": _s("Student name."), "assignment": _s("Assignment name."), "score": {"type": "number"}},
    ["student", "assignment", "score"],
)
TICKET = _tool(
    "create_ticket",
    "Open a support ticket.",
    {
        "title": _s("Short summary."),
        "priority": _e("Priority.", ["low", "medium", "high", "urgent"]),
        "component": _s("Affected component."),
    },
    ["title"],
)
CLOSE = _tool("close_ticket", "Close a support ticket.", {"ticket_id": _s("Ticket id, e.g. T-123.")}, ["ticket_id"])
CHANNEL = _tool(
    "post_message",
    "Post a message to a Slack channel.",
    {"channel": _s("Channel name, e.g. #general."), "text": _s("Message text.")},
    ["channel", "text"],
)
DIRECT = _tool(
    "send_direct_message",
    "Send a direct message to a Slack user.",
    {"user": _s("User handle, e.g. @maria."), "text": _s("Message text.")},
    ["user", "text"],
)
STATUS = _tool("set_status", "Set the user's Slack status.", {"text": _s("Status text.")}, ["text"])
EMAIL = _tool(
    "send_email",
    "Send an email.",
    {"to": _s("Recipient email address."), "subject": _s("Subject line."), "body": _s("Email body.")},
    ["to", "body"],
)
SMS = _tool(
    "send_sms",
    "Send a text message to a phone number.",
    {"phone": _s("Phone number."), "message": _s("Text.")},
    ["phone", "message"],
)
ACCOUNTS = ["checking", "savings"]
TRANSFER = _tool(
    "transfer_money",
    "Move money between the user's own accounts.",
    {
        "from_account": _e("Source account.", ACCOUNTS),
        "to_account": _e("Destination account.", ACCOUNTS),
        "amount": {"type": "number", "description": "Amount in dollars."},
    },
    ["from_account", "to_account", "amount"],
)
BALANCE = _tool(
    "get_account_balance", "Get the balance of an account.", {"account": _e("Which account.", ACCOUNTS)}, ["account"]
)


def test_a_token_written_like_the_example_is_that_parameters(model: LocalChatModel) -> None:
    made = _calls(model, "deploy payments v2.1.0 to staging", DEPLOY, ROLLBACK, SCALE)
    assert made == [("deploy_service", {"service": "payments", "environment": "staging", "version": "v2.1.0"})]
    made = _calls(model, "create a bucket named logs-archive in eu-central-1", BUCKET, VM, PACKAGE)
    assert made == [("create_bucket", {"name": "logs-archive", "region": "eu-central-1"})]
    made = _calls(model, "install requests 2.32.3", VM, BUCKET, PACKAGE)
    assert made == [("install_package", {"package": "requests", "version": "2.32.3"})]


def test_a_code_written_like_the_example_tells_the_tool(model: LocalChatModel) -> None:
    assert _calls(model, "is LH401 on time?", PARCEL, FLIGHT, ORDER) == [("flight_status", {"flight": "LH401"})]
    made = _calls(model, "where's my parcel 1Z999AA10123456799?", PARCEL, FLIGHT, ORDER)
    assert made == [("track_shipment", {"tracking_number": "1Z999AA10123456799"})]
    assert _calls(model, "is it on time?", PARCEL, FLIGHT, ORDER) == []


def test_the_verb_of_the_tool_then_a_bare_name(model: LocalChatModel) -> None:
    assert _calls(model, "install numpy", VM, BUCKET, PACKAGE) == [("install_package", {"package": "numpy"})]
    made = _calls(model, "deploy checkout to production", DEPLOY, ROLLBACK, SCALE)
    assert made == [("deploy_service", {"service": "checkout", "environment": "production"})]
    assert _calls(model, "install the new kitchen cabinets", VM, BUCKET, PACKAGE) == []
    assert _calls(model, "deploy to production", DEPLOY, ROLLBACK, SCALE) == []  # no service named: none made up


def test_by_whom_for_an_author(model: LocalChatModel) -> None:
    made = _calls(model, "list open PRs in acme/widgets by jdoe", PULLS, COMMITS, DEFINE)
    assert made == [("list_pull_requests", {"repo": "acme/widgets", "author": "jdoe"})]
    assert _calls(model, "commits in acme/api sorted by date", COMMITS, PULLS, DEFINE) == [
        ("list_commits", {"repo": "acme/api"})
    ]


def test_a_unit_abbreviated_as_the_descriptions_quote_units(model: LocalChatModel) -> None:
    made = _calls(model, "how many pounds is 3 kg?", CONVERT, DEFINE, ORDER)
    assert made == [("convert_units", {"value": 3, "from_unit": "kg", "to_unit": "lb"})]


def test_an_iso_8601_date_time_joins_the_day_and_the_time(model: LocalChatModel) -> None:
    made = _calls(model, "remind me to call the dentist on 2026-12-01 at 9am", REMIND, TIMER, DEFINE)
    assert made == [("create_reminder", {"text": "call the dentist", "when": "2026-12-01T09:00:00"})]


def test_absent_switches_present_off(model: LocalChatModel) -> None:
    made = _calls(model, "mark Leo absent", ATTENDANCE, GRADE)
    assert made == [("mark_attendance", {"student": "Leo", "present": False})]
    made = _calls(model, "mark Leo present", ATTENDANCE, GRADE)
    assert made == [("mark_attendance", {"student": "Leo", "present": True})]


def test_a_title_after_the_colon_of_a_request_naming_the_tools_thing(model: LocalChatModel) -> None:
    made = _calls(model, "open an urgent ticket: checkout page returns 500", TICKET, CLOSE)
    assert made == [("create_ticket", {"title": "checkout page returns 500", "priority": "urgent"})]


def test_what_one_is_told_follows_a_handle_or_an_address(model: LocalChatModel) -> None:
    made = _calls(model, "let @li know the deploy finished", CHANNEL, DIRECT, STATUS)
    assert made == [("send_direct_message", {"user": "@li", "text": "the deploy finished"})]
    made = _calls(model, "email ana@corp.com that the report is ready", EMAIL, SMS, CHANNEL)
    assert made == [("send_email", {"to": "ana@corp.com", "body": "the report is ready"})]


def test_a_target_no_option_names_moves_nothing(model: LocalChatModel) -> None:
    assert _calls(model, "transfer $100 to my mom", TRANSFER, BALANCE) == []
    made = _calls(model, "move $250 from checking to savings", TRANSFER, BALANCE)
    assert made == [("transfer_money", {"from_account": "checking", "to_account": "savings", "amount": 250})]


CALCULATE = _tool(
    "calculate", "Evaluate an arithmetic expression.", {"expression": _s("Expression, e.g. '2*(3+4)'.")}, ["expression"]
)
TODO = _tool("add_todo", "Add an item to the to-do list.", {"item": _s("The task.")}, ["item"])


def test_a_calculator_takes_the_arithmetic_as_written(model: LocalChatModel) -> None:
    made = _calls(model, "what's (17 + 4) * 3?", TODO, CALCULATE)
    assert made == [("calculate", {"expression": "(17 + 4) * 3"})]
    assert _calls(model, "sqrt(144)?", TODO, CALCULATE) == [("calculate", {"expression": "sqrt(144)"})]


def test_operators_said_in_words_are_written_as_operators(model: LocalChatModel) -> None:
    made = _calls(model, "What is 1234 plus 5678?", TODO, CALCULATE)
    assert made == [("calculate", {"expression": "1234 + 5678"})]
    made = _calls(model, "what's 2 to the power of 16", TODO, CALCULATE)
    assert made == [("calculate", {"expression": "2 ** 16"})]
    made = _calls(model, "how much is 15% of 240?", TODO, CALCULATE)
    assert made == [("calculate", {"expression": "15 / 100 * 240"})]


def test_a_number_alone_or_a_phone_number_is_no_arithmetic(model: LocalChatModel) -> None:
    assert _calls(model, "call me at 555-0100", TODO, CALCULATE) == []
    assert _calls(model, "add milk to my to-do list", TODO, CALCULATE) == [("add_todo", {"item": "milk"})]


HEADLINES = _tool(
    "get_headlines",
    "Get the latest news headlines.",
    {
        "topic": _s("Topic, e.g. sports."),
        "country": _s("Two-letter country code, e.g. us."),
        "count": {"type": "integer", "description": "How many headlines."},
    },
    [],
)
SEARCH = _tool("web_search", "Search the web.", {"query": _s("Search query.")}, ["query"])


def test_an_optional_topic_is_what_the_request_is_about(model: LocalChatModel) -> None:
    assert _calls(model, "news in Japan about tech", HEADLINES, SEARCH) == [
        ("get_headlines", {"topic": "tech", "country": "jp"})
    ]
    assert _calls(model, "sports news please", HEADLINES, SEARCH) == [("get_headlines", {"topic": "sports"})]
    assert _calls(model, "latest headlines", HEADLINES, SEARCH) == [("get_headlines", {})]


TIMER_TOOL = _tool(
    "set_timer",
    "Start a countdown timer.",
    {"minutes": {"type": "integer", "description": "Length in minutes."}, "label": _s("What the timer is for.")},
    ["minutes"],
)
SLOT = _tool(
    "find_free_slot",
    "Find a free slot in the calendar on a day.",
    {"date": _s("Date, YYYY-MM-DD."), "minutes": {"type": "integer", "description": "How long the slot must be."}},
    ["date"],
)


def test_a_length_of_time_said_in_words(model: LocalChatModel) -> None:
    assert _calls(model, "set a timer for an hour", TIMER_TOOL, SLOT) == [("set_timer", {"minutes": 60})]
    made = _calls(model, "when am I free on 2026-12-04 for half an hour?", TIMER_TOOL, SLOT)
    assert made == [("find_free_slot", {"date": "2026-12-04", "minutes": 30})]


def test_an_action_on_it_is_done_to_what_the_turn_before_was_about(model: LocalChatModel) -> None:
    from sprig.tools import tool

    done: list[tuple[str, str]] = []

    @tool
    def get_order_status(order_id: str) -> str:
        """Look up the status of a customer order."""
        done.append(("get_order_status", order_id))
        return f"Order {order_id} has not shipped."

    @tool
    def cancel_order(order_id: str) -> str:
        """Cancel a customer order that has not shipped."""
        done.append(("cancel_order", order_id))
        return f"Order {order_id} cancelled."

    client = remembering(model, get_order_status, cancel_order)

    async def say(text: str) -> None:
        async for _ in client.prompt(text).advisor_params(conversation_id="c").stream().events():
            pass

    asyncio.run(say("where is order A-1?"))
    asyncio.run(say("cancel it"))
    assert done == [("get_order_status", "A-1"), ("cancel_order", "A-1")]
    asyncio.run(say("close it"))  # no tool closes: nothing is done
    assert done == [("get_order_status", "A-1"), ("cancel_order", "A-1")]


SENSOR = _tool(
    "read_sensor",
    "Read the current value of a sensor.",
    {"sensor_id": _s("Sensor id, e.g. temp-03."), "unit": _e("Unit.", ["C", "F"])},
    ["sensor_id"],
)


def test_a_temperature_unit_listed_by_its_letter(model: LocalChatModel) -> None:
    made = _calls(model, "what does temp-07 read in fahrenheit?", SENSOR, TIMER_TOOL)
    assert made == [("read_sensor", {"sensor_id": "temp-07", "unit": "F"})]
    assert _calls(model, "what does temp-07 read?", SENSOR, TIMER_TOOL) == [("read_sensor", {"sensor_id": "temp-07"})]


TRAINS = _tool(
    "search_trains",
    "Find train connections.",
    {"origin": _s("Departure station."), "destination": _s("Arrival station."), "date": _s("YYYY-MM-DD.")},
    ["origin", "destination", "date"],
)


def test_a_relative_day_is_placed_by_the_clock_for_a_date_in_numbers(model: LocalChatModel) -> None:
    import datetime

    tomorrow = (datetime.date.today() + datetime.timedelta(days=1)).isoformat()
    made = _calls(model, "trains from Berlin to Hamburg tomorrow", TRAINS, TIMER_TOOL)
    assert made == [("search_trains", {"origin": "Berlin", "destination": "Hamburg", "date": tomorrow})]
    made = _calls(model, "remind me to water the plants tomorrow at 8am", REMIND, TIMER_TOOL)
    assert made == [("create_reminder", {"text": "water the plants", "when": f"{tomorrow}T08:00:00"})]


TAGS_TOOL = _tool(
    "tag_post",
    "Add tags to a blog post.",
    {"post_id": _s("Post id."), "tags": {"type": "array", "items": {"type": "string"}, "description": "Tags."}},
    ["post_id", "tags"],
)
INVITES = _tool(
    "send_invites",
    "Invite people to an event by email.",
    {"event": _s("Event name."), "emails": {"type": "array", "items": {"type": "string"}, "description": "Addresses."}},
    ["event", "emails"],
)


def test_a_list_of_addresses_keeps_the_one_a_text_guessed(model: LocalChatModel) -> None:
    made = _calls(model, "invite a@x.com and b@y.com to the launch party", INVITES, TAGS_TOOL)
    assert [arguments["emails"] for _, arguments in made] == [["a@x.com", "b@y.com"]]
    assert "@" not in made[0][1]["event"]
