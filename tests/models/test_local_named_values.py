"""Values a request introduces by the parameter's own words, for the embedded model (real weights,
public API, tools never seen): "named"/"called" introduce a name-like parameter even when the name is a
part of one word (``nickname``); the past participle of a parameter's word introduces its value
("hosted at ..." for a ``host``); a parameter described as an IP address or a hostname takes the
network address the request writes, whatever its own name (``address``); a parameter the request says
there is "no" of stays empty and ends the value before it; a token written right after the
parameter's own key ("of type rs", "The song_id is x") is its value; a name in capitals after "<its word>
called" is its value whatever its length ("the album called We Are Not Your Kind")."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))

CACHE = _tool(
    "add_cache_connection",
    "Add a connection to a cache server.",
    {
        "nickname": {"type": "string", "description": "A friendly name for the connection."},
        "host": {"type": "string", "description": "Hostname or IP of the cache server."},
    },
    ["nickname", "host"],
)
CAMERA = _tool(
    "add_camera",
    "Add a security camera to the dashboard.",
    {
        "camera_name": {"type": "string", "description": "Name shown for the camera."},
        "address": {"type": "string", "description": "IP address of the camera."},
    },
    ["camera_name", "address"],
)
WIKI = _tool(
    "register_wiki",
    "Register a wiki with the search index.",
    {
        "host": {"type": "string", "description": "Where the wiki runs."},
        "token": {"type": "string", "description": "Access token for the wiki."},
    },
    ["host", "token"],
)
BOARD = _tool(
    "create_board",
    "Create a task board.",
    {
        "name": {"type": "string", "description": "Board name."},
        "description": {"type": "string", "description": "What the board is for."},
    },
    ["name"],
)


def test_named_introduces_a_nickname_and_a_quoted_host_stays_the_host_s(model: LocalChatModel) -> None:
    got = _calls(model, "Add a cache connection named sessions. The server's hostname is 'redis.internal.io'", CACHE)
    assert got == [("add_cache_connection", {"nickname": "sessions", "host": "redis.internal.io"})]


def test_a_parameter_described_as_an_ip_address_takes_the_address_written(model: LocalChatModel) -> None:
    got = _calls(model, "Add a security camera called Back Door at 10.1.4.22", CAMERA)
    assert got == [("add_camera", {"camera_name": "Back Door", "address": "10.1.4.22"})]


def test_the_past_participle_of_a_parameter_s_word_introduces_its_value(model: LocalChatModel) -> None:
    got = _calls(model, "Register the Docs wiki hosted at wiki.acme.dev with the token t0k3n99", WIKI)
    assert got == [("register_wiki", {"host": "wiki.acme.dev", "token": "t0k3n99"})]


def test_no_description_ends_the_name_and_leaves_the_description_empty(model: LocalChatModel) -> None:
    got = _calls(model, "Create a task board called sprint, no description needed", BOARD)
    assert got == [("create_board", {"name": "sprint"})]


SNIPPETS = _tool(
    "list_snippets",
    "List the saved code snippets.",
    {
        "type": {"type": "string", "description": "The file extension to filter by, e.g. py."},
        "owner": {"type": "string", "description": "User who saved the snippets."},
    },
    [],
)


def test_a_token_after_the_parameter_s_own_key_is_its_value(model: LocalChatModel) -> None:
    got = _calls(model, "List the saved code snippets of type rs", SNIPPETS)
    assert got == [("list_snippets", {"type": "rs"})]


RECORDS = _tool(
    "find_records",
    "Find records in the music shop.",
    {
        "album": {"type": "string", "description": "The name of the album. Use 'dontcare' to ignore."},
        "format": {"type": "string", "enum": ["vinyl", "cd", "dontcare"], "description": "The format."},
    },
    [],
)


def test_a_long_title_after_its_word_called_is_the_value(model: LocalChatModel) -> None:
    got = _calls(model, "Do you have the album called Songs In The Key Of Life, I want it on vinyl", RECORDS)
    assert got == [("find_records", {"album": "Songs In The Key Of Life", "format": "vinyl"})]
