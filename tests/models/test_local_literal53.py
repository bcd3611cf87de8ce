"""A user's own tools on the embedded model (real weights, public API, tools never seen), round 53: free-text values
written literally, taken whole and each by its own parameter. A title after "titled" of five words, with "on" in
it; a played title opening on a small word written with a capital ("My Way by Frank Sinatra"); a search query
keeping the price it states, which is no count of results; a thing to do put on a list keeping whom it is for;
a payment's memo after "for" at the end, or after "memo:" with its day; an email's subject cut at "and say",
which introduces the body; a full name split between a first- and a last-name parameter, and the company
after "from"; a ride "to" a street with its house number "from" a station; a name with an initial inside a
question ("books by Ursula K. Le Guin?") read as one sentence."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))

_ISSUE = _tool(
    "create_issue",
    "Create an issue in a repository.",
    {
        "repo": {"type": "string", "description": "Repository in the form owner/name."},
        "title": {"type": "string", "description": "Title of the issue."},
    },
    ["repo", "title"],
)

_PLAY = _tool(
    "play_track",
    "Start playback of a track.",
    {
        "track": {"type": "string", "description": "Name of the track."},
        "artist": {"type": "string", "description": "Name of the performing artist."},
    },
    ["track"],
)

_SEARCH = _tool(
    "web_search",
    "Search the web and return the top results.",
    {
        "query": {"type": "string", "description": "The search query."},
        "num": {"type": "integer", "description": "Number of results to return.", "default": 10},
    },
    ["query"],
)

_TASK = _tool(
    "createTask",
    "Create a new task in a project.",
    {
        "content": {"type": "string", "description": "The task content."},
        "projectName": {"type": "string", "description": "Name of the project to add the task to."},
    },
    ["content"],
)

_PAY = _tool(
    "send_payment",
    "Send money to a contact.",
    {
        "recipient_name": {"type": "string", "description": "Full name of the person receiving the money."},
        "amount": {"type": "number", "description": "Amount in US dollars."},
        "memo": {"type": "string", "description": "Short note shown with the payment."},
    },
    ["recipient_name", "amount"],
)

_MAIL = _tool(
    "send_email",
    "Send an email message.",
    {
        "to": {"type": "string", "description": "Email address of the recipient."},
        "subject": {"type": "string", "description": "Subject line of the email."},
        "body": {"type": "string", "description": "Plain-text body of the email."},
    },
    ["to", "subject", "body"],
)

_CONTACT = _tool(
    "add_contact",
    "Add a person to the address book.",
    {
        "first_name": {"type": "string", "description": "Given name."},
        "last_name": {"type": "string", "description": "Family name."},
        "company": {"type": "string", "description": "Company the person works for."},
    },
    ["first_name"],
)

_RIDE = _tool(
    "request_ride",
    "Request a ride from a pickup point to a drop-off point.",
    {
        "pickup": {"type": "string", "description": "Pickup address or landmark."},
        "dropoff": {"type": "string", "description": "Drop-off address or landmark."},
    },
    ["pickup", "dropoff"],
)

_BOOKS = _tool(
    "search_books",
    "Search the book catalog.",
    {
        "title": {"type": "string", "description": "Words from the book title."},
        "author": {"type": "string", "description": "Author name."},
    },
    [],
)


def test_a_long_title_and_a_title_opening_on_a_small_word_are_whole(model: LocalChatModel) -> None:
    assert _calls(model, "open an issue on octo/app titled Dark mode toggle missing on Android", _ISSUE) == [
        ("create_issue", {"repo": "octo/app", "title": "Dark mode toggle missing on Android"})
    ]
    assert _calls(model, "play My Way by Frank Sinatra", _PLAY) == [
        ("play_track", {"track": "My Way", "artist": "Frank Sinatra"})
    ]


def test_a_search_query_keeps_the_price_it_states(model: LocalChatModel) -> None:
    assert _calls(model, "search the web for trail running shoes under 80 dollars", _SEARCH) == [
        ("web_search", {"query": "trail running shoes under 80 dollars"})
    ]


def test_a_thing_to_do_keeps_whom_it_is_for(model: LocalChatModel) -> None:
    assert _calls(model, "add buy flowers for grandma to my Errands project", _TASK) == [
        ("createTask", {"content": "buy flowers for grandma", "projectName": "Errands"})
    ]


def test_a_payment_memo_is_what_it_is_for_and_an_email_body_follows_and_say(model: LocalChatModel) -> None:
    assert _calls(model, "send 25 dollars to Omar Haddad for the taxi ride", _PAY) == [
        ("send_payment", {"recipient_name": "Omar Haddad", "amount": 25, "memo": "taxi ride"})
    ]
    assert _calls(model, "Send Omar Haddad 12 bucks, memo: coffee on Monday", _PAY) == [
        ("send_payment", {"recipient_name": "Omar Haddad", "amount": 12, "memo": "coffee on Monday"})
    ]
    request = "email li.wei@example.org with the subject Budget draft and say the numbers are in"
    assert _calls(model, request, _MAIL) == [
        ("send_email", {"to": "li.wei@example.org", "subject": "Budget draft", "body": "the numbers are in"})
    ]


def test_a_full_name_is_split_and_the_company_is_after_from(model: LocalChatModel) -> None:
    assert _calls(model, "save a new contact Lena Fischer from Initech", _CONTACT) == [
        ("add_contact", {"first_name": "Lena", "last_name": "Fischer", "company": "Initech"})
    ]


def test_a_street_with_its_number_and_a_name_with_an_initial(model: LocalChatModel) -> None:
    assert _calls(model, "get me a ride to 10 Downing Street from Victoria station", _RIDE) == [
        ("request_ride", {"pickup": "Victoria station", "dropoff": "10 Downing Street"})
    ]
    assert _calls(model, "Do you have books by Octavia E. Butler?", _BOOKS) == [
        ("search_books", {"author": "Octavia E. Butler"})
    ]


_MEETING = _tool(
    "schedule_meeting",
    "Schedule a meeting.",
    {
        "title": {"type": "string", "description": "The meeting's title."},
        "attendees": {
            "type": "array",
            "items": {"type": "string"},
            "description": "E-mail addresses of the attendees.",
        },
    },
    ["title"],
)


def test_a_long_title_ends_before_the_addresses_another_parameter_takes(model: LocalChatModel) -> None:
    made = _calls(model, "set up a meeting called Quarterly Plan with dana@corp.io and lee@corp.io", _MEETING, _BOOKS)
    assert made == [("schedule_meeting", {"title": "Quarterly Plan", "attendees": ["dana@corp.io", "lee@corp.io"]})]
