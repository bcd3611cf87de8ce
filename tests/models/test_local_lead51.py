"""A user's own tools on the embedded model (real weights, public API, tools never seen), round 51: free text a
user gives for a text parameter is taken whole and as written. A ticket's ``summary`` is text: what follows its
colon, "saying" or "about" ("File a ticket about the VPN dropping every ten minutes"), never one word of it. Content
written after the kind of text it is ("Reverse the phrase good morning", "the word racecars") or after an opening
"that" ("Note that the rent is due") leaves the label and the "that" out. A quality the tool's description gives
as an example keeps the user's words of degree ("a very sweet taste", "an extremely hoppy aroma"). "Jot down: ..."
is a note's, and a search opening on "look up" looks up what follows ("how to fix a leaking faucet")."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))

_TICKET = _tool(
    "file_issue",
    "File an issue with the IT desk.",
    {
        "summary": {"type": "string", "description": "A short summary of what is wrong."},
        "urgency": {"type": "string", "enum": ["low", "normal", "urgent"], "description": "How urgent it is."},
    },
    ["summary"],
)
_NOTE = _tool(
    "save_note",
    "Save a note to the user's notebook.",
    {"text": {"type": "string", "description": "The text of the note."}},
    ["text"],
)
_SEARCH = _tool(
    "search_web", "Search the internet.", {"query": {"type": "string", "description": "What to search."}}, ["query"]
)
_FLIP = _tool(
    "flip_text",
    "Reverse the characters of a string.",
    {"text": {"type": "string", "description": "The string to reverse."}},
    ["text"],
)
_COFFEE = _tool(
    "find_coffee",
    "Find coffee beans by their roast and flavour.",
    {
        "roast": {"type": "string", "description": "The roast, e.g. light, medium, dark."},
        "flavour": {"type": "string", "description": "The flavour notes, e.g. fruity, nutty, chocolatey."},
    },
    ["roast"],
)



def test_a_summary_is_the_text_after_its_colon_or_about(model: LocalChatModel) -> None:
    assert _calls(model, "File an urgent issue: the projector in room 12 shows no picture", _TICKET, _NOTE) == [
        ("file_issue", {"summary": "the projector in room 12 shows no picture", "urgency": "urgent"})
    ]
    assert _calls(model, "File an issue about the wifi dropping every few minutes", _TICKET, _NOTE) == [
        ("file_issue", {"summary": "the wifi dropping every few minutes"})
    ]
    assert _calls(model, "Raise an issue saying the badge reader at the back door is dead", _TICKET, _SEARCH) == [
        ("file_issue", {"summary": "the badge reader at the back door is dead"})
    ]


def test_content_leaves_its_label_and_an_opening_that_out(model: LocalChatModel) -> None:
    assert _calls(model, "Flip the phrase see you soon", _FLIP) == [("flip_text", {"text": "see you soon"})]
    assert _calls(model, "Could you flip the word stressed?", _FLIP) == [("flip_text", {"text": "stressed"})]
    assert _calls(model, "Note that the plumber comes on Friday", _NOTE, _SEARCH) == [
        ("save_note", {"text": "the plumber comes on Friday"})
    ]
    assert _calls(model, "What does the word stressed mean?", _FLIP, _COFFEE) == []


def test_jotting_down_is_a_note(model: LocalChatModel) -> None:
    assert _calls(model, "Jot down: the boiler code is 4471", _NOTE, _SEARCH) == [
        ("save_note", {"text": "the boiler code is 4471"})
    ]


def test_an_example_quality_keeps_its_words_of_degree(model: LocalChatModel) -> None:
    assert _calls(model, "Any dark roast with a slightly fruity flavour?", _COFFEE) == [
        ("find_coffee", {"roast": "dark", "flavour": "slightly fruity"})
    ]
    assert _calls(model, "I want a light roast with a very nutty flavour", _COFFEE) == [
        ("find_coffee", {"roast": "light", "flavour": "very nutty"})
    ]


def test_looking_up_how_to_do_something_searches_it_whole(model: LocalChatModel) -> None:
    assert _calls(model, "Look up how to replace a bike chain", _SEARCH, _NOTE) == [
        ("search_web", {"query": "how to replace a bike chain"})
    ]


_CHAT = _tool(
    "send_message",
    "Send a chat message to someone.",
    {
        "recipient": {"type": "string", "description": "Who gets the message."},
        "message": {"type": "string", "description": "What the message says."},
    },
    ["recipient", "message"],
)
_TODO = _tool(
    "make_todo",
    "Create a to-do item.",
    {"title": {"type": "string", "description": "The to-do's title."}},
    ["title"],
)
_DEFECT = _tool(
    "log_defect",
    "Log a defect in the tracker.",
    {
        "title": {"type": "string", "description": "A one-line title of the defect."},
        "severity": {"type": "string", "enum": ["low", "high"], "description": "How bad it is."},
    },
    ["title"],
)
_REVIEW = _tool(
    "comment_on_pr",
    "Comment on a pull request.",
    {
        "pr_number": {"type": "integer", "description": "The pull request number."},
        "body": {"type": "string", "description": "The comment."},
    },
    ["pr_number", "body"],
)


def test_a_recipient_described_as_who_gets_it_is_a_person(model: LocalChatModel) -> None:
    assert _calls(model, "Send a message to Gus: the van is loaded", _CHAT, _NOTE) == [
        ("send_message", {"recipient": "Gus", "message": "the van is loaded"})
    ]
    assert _calls(model, "Message Ines that lunch is at noon", _CHAT, _SEARCH) == [
        ("send_message", {"recipient": "Ines", "message": "lunch is at noon"})
    ]


def test_a_number_ends_at_its_colon_and_a_title_follows_a_dash(model: LocalChatModel) -> None:
    assert _calls(model, "Comment on PR 318: needs a changelog entry", _REVIEW, _NOTE) == [
        ("comment_on_pr", {"pr_number": 318, "body": "needs a changelog entry"})
    ]
    assert _calls(model, "New to-do - renew the car insurance", _TODO, _NOTE) == [
        ("make_todo", {"title": "renew the car insurance"})
    ]


def test_what_happens_in_the_thing_is_its_title(model: LocalChatModel) -> None:
    assert _calls(model, "Log a high defect where the cart empties itself on refresh", _DEFECT, _NOTE) == [
        ("log_defect", {"title": "the cart empties itself on refresh", "severity": "high"})
    ]


_MOOD = _tool(
    "update_status",
    "Update the status line shown to friends.",
    {"status": {"type": "string", "description": "The new status."}},
    ["status"],
)
_ABOUT_ME = _tool(
    "update_profile",
    "Update the user's public profile.",
    {"bio": {"type": "string", "description": "A short biography."}},
    [],
)


def test_a_line_set_for_a_status_or_bio_is_taken_whole(model: LocalChatModel) -> None:
    assert _calls(model, "Update my status to working from home this week", _MOOD, _NOTE) == [
        ("update_status", {"status": "working from home this week"})
    ]
    assert _calls(model, "Update my status to: back at 4, in a call", _MOOD, _NOTE) == [
        ("update_status", {"status": "back at 4, in a call"})
    ]
    assert _calls(model, "Update my bio to Potter, hiker and occasional baker", _ABOUT_ME, _NOTE) == [
        ("update_profile", {"bio": "Potter, hiker and occasional baker"})
    ]


def test_where_a_text_goes_is_no_part_of_it(model: LocalChatModel) -> None:
    asked = "Busy day. Could you send a message to Rui saying the keys are under the mat?"
    assert _calls(model, asked, _CHAT, _NOTE) == [
        ("send_message", {"recipient": "Rui", "message": "the keys are under the mat"})
    ]
    assert _calls(model, "Could you comment on PR 9 that the docs need an example?", _REVIEW, _NOTE) == [
        ("comment_on_pr", {"pr_number": 9, "body": "the docs need an example"})
    ]
    assert _calls(model, "Can you make a note that the gate code changed to 5521?", _NOTE, _SEARCH) == [
        ("save_note", {"text": "the gate code changed to 5521"})
    ]
