"""A user's own tools on the embedded model (real weights, public API, tools never seen), round 56: a string the
request writes literally, taken whole and no further, or in the form its description asks. A title in title
case after "called" keeps its small words ("Music for a Long Drive"); a reminder's text goes on over "about" and
stops at ", put it in the ... project"; "and tell him ..." gives an email's body; a name after "from" that
follows a song is its artist; a phone number written with its area code is written in the E.164 form its
description asks; a place in a town after "to" is written 'Place, Town' for a 'Street, City' form."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))

_PLAYLIST = _tool(
    "create_playlist",
    "Create a playlist for the current user.",
    {
        "name": {"type": "string", "description": "The name for the new playlist, for example \"Road Trip\"."},
        "public": {"type": "boolean", "description": "Whether the playlist is public.", "default": True},
    },
    ["name"],
)

_TASK = _tool(
    "add_task",
    "Creates a new task in the to-do app.",
    {
        "content": {"type": "string", "description": "Task content."},
        "project_name": {"type": "string", "description": "Name of the project to add the task to."},
        "due_string": {"type": "string", "description": "Human defined due date (ex.: 'next Monday', 'Tomorrow')."},
    },
    ["content"],
)

_MAIL = _tool(
    "send_email",
    "Send an email from the user's account.",
    {
        "to": {"type": "string", "description": "Email address of the recipient."},
        "subject": {"type": "string", "description": "The subject of the email."},
        "body": {"type": "string", "description": "The plain-text body of the email."},
    },
    ["to", "subject", "body"],
)

_PLAY = _tool(
    "play_song",
    "Play a song on the user's active device.",
    {
        "track": {"type": "string", "description": "The title of the song."},
        "artist": {"type": "string", "description": "The artist performing the song. Optional."},
    },
    ["track"],
)

_SMS = _tool(
    "send_sms",
    "Send an SMS text message to a phone number.",
    {
        "to": {"type": "string", "description": "Recipient phone number in E.164 format, e.g. '+14155552671'."},
        "body": {"type": "string", "description": "The text of the message."},
    },
    ["to", "body"],
)

_RIDE = _tool(
    "RideSharing_2_GetRide",
    "Books a cab to the specified destination.",
    {
        "destination": {
            "type": "string",
            "description": "The address or location where the cab should take the passenger, formatted as "
            "'Street, City'.",
        },
        "number_of_seats": {"type": "integer", "description": "The number of seats to reserve.", "default": 1},
    },
    ["destination"],
)


def test_a_title_in_title_case_after_called_keeps_its_small_words(model: LocalChatModel) -> None:
    assert _calls(model, "please make a playlist called Music for a Long Drive", _PLAYLIST) == [
        ("create_playlist", {"name": "Music for a Long Drive"})
    ]


def test_a_reminder_goes_on_over_about_and_stops_where_it_is_put(model: LocalChatModel) -> None:
    request = "remind me to ask the landlord about the heating tomorrow, put it in the Home project"
    wanted = {"content": "ask the landlord about the heating", "project_name": "Home", "due_string": "tomorrow"}
    assert _calls(model, request, _TASK) == [("add_task", wanted)]


def test_what_to_tell_him_is_the_body(model: LocalChatModel) -> None:
    request = "Email ben.cho@example.com with subject Rent reminder and tell him the rent is due this week"
    assert _calls(model, request, _MAIL) == [
        ("send_email", {"to": "ben.cho@example.com", "subject": "Rent reminder", "body": "the rent is due this week"})
    ]


def test_a_name_after_from_that_follows_a_song_is_its_artist(model: LocalChatModel) -> None:
    assert _calls(model, "play the song Halo from Beyonce", _PLAY) == [
        ("play_song", {"track": "Halo", "artist": "Beyonce"})
    ]


def test_a_phone_number_is_written_in_the_e164_form_asked(model: LocalChatModel) -> None:
    assert _calls(model, "text (212) 555-0147 saying on my way", _SMS) == [
        ("send_sms", {"to": "+12125550147", "body": "on my way"})
    ]


def test_a_place_in_a_town_is_written_place_then_town(model: LocalChatModel) -> None:
    assert _calls(model, "get me a cab to the Ferry Building in San Francisco", _RIDE) == [
        ("RideSharing_2_GetRide", {"destination": "Ferry Building, San Francisco"})
    ]


_SITE = _tool(
    "heritage_site_info",
    "Retrieve the history of a world heritage site.",
    {"site_name": {"type": "string", "description": "The name of the heritage site."}},
    ["site_name"],
)


def test_two_names_in_title_case_joined_by_and_are_two_values(model: LocalChatModel) -> None:
    request = "Fetch the history of the heritage sites Great Zimbabwe and Machu Picchu"
    assert _calls(model, request, _SITE) == [
        ("heritage_site_info", {"site_name": "Great Zimbabwe"}),
        ("heritage_site_info", {"site_name": "Machu Picchu"}),
    ]
