"""Values a request tells that the embedded model must take as told (real weights, public API, tools
never seen): a listed value the request rules out ("exclude any that are archived") is not chosen;
an API key is the token told after its name; a network address parameter (``ip``, ``hostname``)
takes only an address the request writes, never another word ("URL"); a value told "as their <name>"
goes to that parameter; a value after the word "label" or "title" is taken whole ("Leave for home");
a value after "with ID"/"with UUID" goes to the parameter named before it."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))

NOTEBOOKS = _tool(
    "list_notebooks",
    "Lists the notebooks of a workspace member.",
    {
        "member": {"type": "string", "description": "The member whose notebooks to list."},
        "state": {
            "type": "string",
            "enum": ["open", "shared", "archived"],
            "default": "open",
            "description": "Which notebooks to list, such as 'open', 'shared' or 'archived'.",
        },
    },
    ["member"],
)


def test_a_listed_value_the_request_negates_is_not_chosen(model: LocalChatModel) -> None:
    got = _calls(model, "Which notebooks does Marta keep? Exclude any that are archived.", NOTEBOOKS)
    assert got == [("list_notebooks", {"member": "Marta"})]


def test_a_listed_value_the_request_names_plainly_is_still_chosen(model: LocalChatModel) -> None:
    got = _calls(model, "List the archived notebooks of the member Marta.", NOTEBOOKS)
    assert got == [("list_notebooks", {"member": "Marta", "state": "archived"})]


MIRRORS = _tool(
    "register_mirror",
    "Registers a package mirror so that installs can fetch from it.",
    {
        "label": {"type": "string", "description": "A short name for the mirror, for example 'eu_mirror'."},
        "api_key": {"type": "string", "description": "The API key the mirror expects. Keep it private."},
    },
    ["api_key"],
)


def test_an_api_key_is_the_value_told_after_its_name(model: LocalChatModel) -> None:
    got = _calls(model, "Add a mirror labelled 'eu_mirror'. Oh, and here's the API key to use: '8841207'.", MIRRORS)
    assert got == [("register_mirror", {"label": "eu_mirror", "api_key": "8841207"})]


FETCH = _tool(
    "fetch_report",
    "Fetches a compliance report from a reporting service.",
    {
        "url": {"type": "string", "description": "The address of the report service, as 'https://{host}/path'."},
        "query": {
            "type": "object",
            "description": "Query parameters of the request: 'reportId' and the service's 'ip'.",
            "properties": {
                "reportId": {"type": "string", "description": "Identifier of the report to fetch."},
                "ip": {"type": "string", "description": "The IP address or hostname of the report service."},
            },
        },
    },
    ["url", "query"],
)


def test_an_ip_the_request_does_not_write_is_left_out(model: LocalChatModel) -> None:
    request = (
        "Could you get the report with the identifier 'q3x' from the following URL: 'https://reports.example.org/v2'?"
    )
    got = _calls(model, request, FETCH)
    assert got == [("fetch_report", {"url": "https://reports.example.org/v2", "query": {"reportId": "q3x"}})]


def test_an_ip_parameter_takes_the_address_the_request_writes(model: LocalChatModel) -> None:
    request = (
        "Could you get the report with the identifier 'q3x' from the following URL: "
        "'https://reports.example.org/v2'? The service ip is 10.20.0.7."
    )
    got = _calls(model, request, FETCH)
    assert got == [
        ("fetch_report", {"url": "https://reports.example.org/v2", "query": {"reportId": "q3x", "ip": "10.20.0.7"}})
    ]


PROFILES = _tool(
    "get_profile",
    "Fetches the profile of a member by their number.",
    {
        "member_id": {"type": "integer", "description": "The member's number."},
        "extra": {"type": "string", "description": "Any extra detail to take into account.", "default": "none"},
    },
    ["member_id"],
)


def test_a_value_told_as_their_parameter_goes_to_it(model: LocalChatModel) -> None:
    got = _calls(
        model, "Can you get the profile of the member with the number 4417, who has vegan as their extra?", PROFILES
    )
    assert got == [("get_profile", {"member_id": 4417, "extra": "vegan"})]


REMINDERS = _tool(
    "add_reminder",
    "Adds a reminder at a time of day.",
    {
        "reminder_time": {"type": "string", "description": "The time of the reminder, as HH:MM."},
        "reminder_name": {"type": "string", "description": "The label to give the reminder."},
    },
    ["reminder_time"],
)


def test_a_label_is_taken_whole(model: LocalChatModel) -> None:
    got = _calls(model, "Could you add a reminder at 17:15 with the label Water plants for mum?", REMINDERS)
    assert got == [("add_reminder", {"reminder_time": "17:15", "reminder_name": "Water plants for mum"})]


AUDITS = _tool(
    "get_audit",
    "Retrieves the audit trail of a finding in a repository.",
    {
        "repository": {"type": "string", "description": "The UUID of the repository."},
        "finding": {"type": "string", "description": "The identifier of the finding."},
    },
    ["repository", "finding"],
)


def test_a_value_after_with_uuid_goes_to_the_parameter_named_before(model: LocalChatModel) -> None:
    request = (
        "I need the history of changes. Can you get the audit for repository with UUID BLUEFROG and finding fx-221-b0?"
    )
    got = _calls(model, request, AUDITS)
    assert got == [("get_audit", {"repository": "BLUEFROG", "finding": "fx-221-b0"})]


GALLERIES = _tool(
    "find_galleries",
    "Finds art galleries in a city.",
    {
        "city": {"type": "string", "description": "The city to search, such as 'Lyon'."},
        "free_admission": {
            "type": "string",
            "enum": ["True", "False", "dontcare"],
            "default": "dontcare",
            "description": "Whether admission is free. 'True' for free admission, 'False' for paid admission.",
        },
    },
    ["city"],
)
DRINKS = _tool(
    "find_drink_recipes",
    "Finds drink recipes by their main ingredient.",
    {
        "ingredient": {"type": "string", "description": "The main ingredient, such as 'lemon'."},
        "sugar_free": {"type": "boolean", "description": "Only recipes free of sugar.", "default": False},
    },
    ["ingredient"],
)


def test_a_negated_word_of_a_free_flag_turns_it_on(model: LocalChatModel) -> None:
    got = _calls(model, "Find galleries in Lyon with no admission fee.", GALLERIES)
    assert got == [("find_galleries", {"city": "Lyon", "free_admission": "True"})]
    got = _calls(model, "Find drink recipes with lemon as the main ingredient, without any sugar.", DRINKS)
    assert got == [("find_drink_recipes", {"ingredient": "lemon", "sugar_free": True})]
