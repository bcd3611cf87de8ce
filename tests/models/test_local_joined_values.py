"""Values a request writes joined that a tool takes apart (real weights, public API, tools never seen): an
"owner/repo" token for a tool with a repository owner parameter and a repository parameter gives the
owner the part before the slash and the repository the part after it, wherever the token stands in the
request (a repository parameter described in the joined form keeps the token whole); an "image:tag"
token is split the same way between an image and a tag parameter. A parameter named or described as a
phone number takes the one phone number the request writes, with its spaces, dashes or brackets ("+1 555
0100", "415-555-0199"). A parameter whose name opens with a word of position (``from_branch``) takes the
token written after that word ("from develop"), and the word before it is no value of its ("a hotfix
branch from ...": not "hotfix"). A name stops before another parameter's name with a number after it
("the requests package version 2.31.0"). A value one parameter holds for sure ("EUR" for a currency
code) is not lost to the first of the spans another parameter was left to choose from ("Send 40 EUR to
Marie": the recipient is Marie). A parameter for a place one goes to by its name (a restaurant, a hotel,
a theater) takes the name written after "at" or "at the" ("a table at Nopa", "at the Grand Lake Theater"), an
optional one too. A parameter described in an
"owner/name" form takes the one token the request writes in that form. A message is the clause after
"that" of "text ... that ...", "tell ... that ...". The title of a thing a tool makes, written in
sentence case, keeps the lowercase words after its capitalized first word ("Add Team lunch on
2026-04-10": "Team lunch")."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls, tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))

ISSUES = tool(
    "list_repo_issues",
    "List the issues of a GitHub repository.",
    {
        "owner": {"type": "string", "description": "The account owner of the repository."},
        "repo": {"type": "string", "description": "The name of the repository, without the owner."},
        "state": {"type": "string", "enum": ["open", "closed", "all"], "default": "open"},
    },
    ["owner", "repo"],
)
BRANCHES = tool(
    "list_branches",
    "List the branches of a repository.",
    {
        "organization": {"type": "string", "description": "The organization."},
        "repository": {"type": "string", "description": "Repository as owner/name."},
    },
    ["repository"],
)


def test_an_owner_slash_repo_token_is_split_between_owner_and_repo(model: LocalChatModel) -> None:
    got = calls(model, "Show me the open issues of facebook/react", ISSUES)
    assert got == [("list_repo_issues", {"owner": "facebook", "repo": "react", "state": "open"})]
    got = calls(model, "Look up the repo rust-lang/cargo and list its closed issues", ISSUES)
    assert got == [("list_repo_issues", {"owner": "rust-lang", "repo": "cargo", "state": "closed"})]


def test_a_repository_described_as_owner_slash_name_keeps_the_token(model: LocalChatModel) -> None:
    assert calls(model, "List the branches of acme/web", BRANCHES) == [("list_branches", {"repository": "acme/web"})]


TEXTS = tool(
    "send_text_message",
    "Send a text message to a phone.",
    {
        "to": {"type": "string", "description": "Phone number to send the message to."},
        "message": {"type": "string", "description": "Text of the message."},
    },
    ["to", "message"],
)


def test_a_phone_number_written_with_spaces_or_dashes_is_the_phone_parameter_s(model: LocalChatModel) -> None:
    got = calls(model, "Send 'on my way' to +1 555 0100", TEXTS)
    assert got == [("send_text_message", {"to": "+1 555 0100", "message": "on my way"})]
    got = calls(model, "Send 'running late' to 415-555-0199", TEXTS)
    assert got == [("send_text_message", {"to": "415-555-0199", "message": "running late"})]


BRANCHES_FROM = tool(
    "create_branch",
    "Create a git branch in a repository.",
    {
        "branch": {"type": "string", "description": "Name of the new branch."},
        "from_branch": {"type": "string", "description": "Branch to start from.", "default": "main"},
    },
    ["branch"],
)


def test_a_parameter_named_from_something_takes_what_follows_from(model: LocalChatModel) -> None:
    got = calls(model, "Create a branch called hotfix from develop", BRANCHES_FROM)
    assert got == [("create_branch", {"branch": "hotfix", "from_branch": "develop"})]
    got = calls(model, "Create a hotfix branch from release-2.3", BRANCHES_FROM)
    assert got == [("create_branch", {"branch": "hotfix", "from_branch": "release-2.3"})]


PACKAGES = tool(
    "get_package_info",
    "Get information about a Python package from PyPI.",
    {
        "name": {"type": "string", "description": "Name of the package."},
        "version": {"type": "string", "description": "A specific version; the latest when omitted."},
    },
    ["name"],
)


def test_a_name_stops_before_another_parameter_s_name_and_number(model: LocalChatModel) -> None:
    got = calls(model, "Show info for the requests package version 2.31.0", PACKAGES)
    assert got == [("get_package_info", {"name": "requests", "version": "2.31.0"})]
    got = calls(model, "Show info for the numpy package version 1.26", PACKAGES)
    assert got == [("get_package_info", {"name": "numpy", "version": "1.26"})]


PAYMENTS = tool(
    "send_payment",
    "Send money to a contact.",
    {
        "recipient": {"type": "string", "description": "Name of the contact to pay."},
        "amount": {"type": "number", "description": "Amount of money."},
        "currency": {"type": "string", "description": "Three-letter currency code.", "default": "USD"},
    },
    ["recipient", "amount"],
)


def test_a_value_sure_for_one_parameter_is_not_lost_to_another_s_guess(model: LocalChatModel) -> None:
    got = calls(model, "Send 40 EUR to Marie", PAYMENTS)
    assert got == [("send_payment", {"recipient": "Marie", "amount": 40, "currency": "EUR"})]


TABLES = tool(
    "book_table",
    "Book a table at a restaurant.",
    {
        "restaurant": {"type": "string", "description": "Name of the restaurant."},
        "party_size": {"type": "integer", "description": "Number of people."},
        "time": {"type": "string", "description": "Time, HH:MM."},
    },
    ["restaurant", "party_size", "time"],
)


def test_a_venue_is_the_name_written_after_at(model: LocalChatModel) -> None:
    got = calls(model, "Book a table at Nopa for 4 at 19:30", TABLES)
    assert got == [("book_table", {"restaurant": "Nopa", "party_size": 4, "time": "19:30"})]


SHOWTIMES = tool(
    "find_showtimes",
    "Find movie showtimes in a city.",
    {
        "city": {"type": "string", "description": "The city."},
        "cinema_name": {"type": "string", "description": "The name of the cinema. If omitted, all are searched."},
    },
    ["city"],
)


def test_an_optional_venue_is_the_name_written_after_at_the(model: LocalChatModel) -> None:
    got = calls(model, "Find showtimes at the Grand Lake Theater in Oakland", SHOWTIMES)
    assert got == [("find_showtimes", {"city": "Oakland", "cinema_name": "Grand Lake Theater"})]


ISSUE_OPEN = tool(
    "create_issue",
    "Create a new issue in a GitHub repository.",
    {
        "repo": {"type": "string", "description": "Repository in owner/name form, e.g. octocat/hello-world"},
        "title": {"type": "string", "description": "Title of the issue."},
    },
    ["repo", "title"],
)


def test_a_parameter_described_as_owner_slash_name_takes_the_slashed_token(model: LocalChatModel) -> None:
    got = calls(model, "Create an issue titled Login fails in acme/web", ISSUE_OPEN)
    assert got == [("create_issue", {"repo": "acme/web", "title": "Login fails"})]


def test_what_one_is_told_is_the_clause_after_that(model: LocalChatModel) -> None:
    got = calls(model, "Text 415-555-0199 that the meeting moved to Friday", TEXTS)
    assert got == [("send_text_message", {"to": "415-555-0199", "message": "the meeting moved to Friday"})]


IMAGES = tool(
    "pull_image",
    "Pull a container image from a registry.",
    {
        "image": {"type": "string", "description": "Image name, e.g. nginx"},
        "tag": {"type": "string", "description": "Image tag.", "default": "latest"},
    },
    ["image"],
)


def test_an_image_colon_tag_token_is_split_between_image_and_tag(model: LocalChatModel) -> None:
    assert calls(model, "Pull the redis:7.2 image", IMAGES) == [("pull_image", {"image": "redis", "tag": "7.2"})]


EVENTS = tool(
    "add_event",
    "Add an event to the calendar.",
    {
        "title": {"type": "string", "description": "Title of the event."},
        "date": {"type": "string", "description": "Date in YYYY-MM-DD format."},
    },
    ["title", "date"],
)


def test_a_title_in_sentence_case_keeps_its_lowercase_words(model: LocalChatModel) -> None:
    got = calls(model, "Add Team lunch on 2026-04-10 to my calendar", EVENTS)
    assert got == [("add_event", {"title": "Team lunch", "date": "2026-04-10"})]
