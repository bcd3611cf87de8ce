"""Which span of the request a string parameter takes (real weights, public API, tools never seen): a
text to write keeps the time it ends with when no other parameter takes a time; a song asked to be
played is every word of its title ("play me Slow Tide by Mara Vell": the title before "by"); a quoted
value cued by the whole name of a parameter of several words is that parameter's ("the seo title as
'X'" is not ``title``'s); a name stops before the next "<what> is <value>" the request states, unless
quoted whole; a value labelled with the parameter's name ("Parameter_fabricName:LAB-WEST", "clinic=Northside")
is taken whole; an id is the word after what its description says it identifies ("monitoring agent
qxbvr"); a default that is a template ("https://<ip>/...?fabric={fabricName}") is filled in when the
request gives every placeholder; a ``time`` that takes a date and a time keeps the date; an example the
description gives ("e.g Bronze age", "painting") is the value the request writes of it, whole and in
the description's form."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))


def _notes(*extra: tuple[str, dict[str, object]]) -> object:
    properties: dict[str, object] = {
        "action": {"type": "string", "enum": ["add", "remove"], "description": "What to do with the note."},
        "content": {"type": "string", "description": "The text of the note."},
    }
    properties.update(dict(extra))
    return _tool("notes_handle", "Keeps a list of short notes.", properties, ["action", "content"])


def test_a_text_keeps_the_time_it_ends_with_when_no_parameter_takes_a_time(model: LocalChatModel) -> None:
    got = _calls(model, "add note with content call the plumber at 5 pm", _notes())
    assert got == [("notes_handle", {"action": "add", "content": "call the plumber at 5 pm"})]


def test_a_time_another_parameter_takes_stays_out_of_the_text(model: LocalChatModel) -> None:
    when = ("remind_at", {"type": "string", "description": "The time of day to remind, such as '5 pm'."})
    got = _calls(model, "add note with content call the plumber at 5 pm", _notes(when))
    assert got and got[0][1]["content"] == "call the plumber"


PLAYER = _tool(
    "speaker_play",
    "Plays a chosen song on the speaker.",
    {
        "track": {"type": "string", "description": "The title of the song to play.", "default": "any"},
        "artist": {"type": "string", "description": "The singer or band of the song.", "default": "any"},
    },
    ["track"],
)
SONG_SEARCH = _tool(
    "find_and_play",
    "Finds a song by a search query and plays it.",
    {"query": {"type": "string", "description": "The search query for the song, such as its title."}},
    ["query"],
)


def test_a_song_named_by_its_singer_is_the_title_before_by(model: LocalChatModel) -> None:
    got = _calls(model, "I need some music. Could you play me Slow Tide by Mara Vell? Folk is my thing.", PLAYER)
    assert got == [("speaker_play", {"track": "Slow Tide", "artist": "Mara Vell"})]


def test_a_title_played_is_every_word_after_the_verb(model: LocalChatModel) -> None:
    got = _calls(model, "play Silver Moon dance", SONG_SEARCH)
    assert got == [("find_and_play", {"query": "Silver Moon dance"})]


PAGES = _tool(
    "publish_page",
    "Publishes a web page with its search engine metadata.",
    {
        "title": {"type": "string", "description": "The title shown at the top of the page."},
        "seo_title": {"type": "string", "description": "The title search engines show for the page."},
    },
    ["title", "seo_title"],
)


def test_a_quote_cued_by_a_whole_name_of_several_words_is_that_parameters(model: LocalChatModel) -> None:
    request = "Publish a page: set the seo title as 'Big spring sale', and the title is 'Spring sale'."
    got = _calls(model, request, PAGES)
    assert got == [("publish_page", {"title": "Spring sale", "seo_title": "Big spring sale"})]


SWITCHES = _tool(
    "list_switches",
    "Lists the network switches of a cluster.",
    {
        "clusterName": {"type": "string", "description": "The name of the cluster whose switches to list."},
        "url": {
            "type": "string",
            "description": "The address to send the request to.",
            "default": "https://example.net/api/switches",
        },
    },
    ["clusterName"],
)


def test_a_name_stops_before_the_next_thing_the_request_states(model: LocalChatModel) -> None:
    got = _calls(model, "get list of switches for cluster core-ab and host is 10.20.30.40", SWITCHES)
    assert got == [("list_switches", {"clusterName": "core-ab"})]


NODES = _tool(
    "get_nodes",
    "Sends a GET request that lists the nodes of a fabric.",
    {
        "url": {
            "type": "string",
            "description": "The address to send the request to, with the fabric's name in its query.",
            "default": "https://<ip>/api/v2/nodes?fabric={fabricName}",
        },
        "fabricName": {"type": "string", "description": "The name of the fabric whose nodes to list."},
    },
    ["fabricName"],
)


def test_a_value_after_a_label_that_spells_the_parameter_is_taken_whole(model: LocalChatModel) -> None:
    request = "How do I list the nodes of a fabric?\nversion:2.0\nIP:10.1.2.3\nParameter_fabricName:LAB-WEST"
    got = _calls(model, request, NODES)
    assert got and got[0][1]["fabricName"] == "LAB-WEST"


def test_a_template_default_is_filled_when_the_request_gives_each_placeholder(model: LocalChatModel) -> None:
    got = _calls(model, "get list of nodes for fabric lab-west and ip is 10.1.2.3", NODES)
    url = "https://10.1.2.3/api/v2/nodes?fabric=lab-west"
    assert got == [("get_nodes", {"url": url, "fabricName": "lab-west"})]


def test_a_template_default_is_left_out_when_a_placeholder_is_not_given(model: LocalChatModel) -> None:
    got = _calls(model, "get list of nodes for fabric lab-west", NODES)
    assert got == [("get_nodes", {"fabricName": "lab-west"})]


SNAPSHOTS = _tool(
    "inventory_snapshot",
    "Takes a snapshot of the parts in stock.",
    {"time": {"type": "string", "description": "When the snapshot is taken, formatted as 'YYYY-MM-DD HH:MM:SS'."}},
    ["time"],
)


def test_a_time_parameter_that_takes_a_date_and_time_keeps_the_date(model: LocalChatModel) -> None:
    got = _calls(model, "Take an inventory snapshot, and let's set the time as '2024-02-03 08:30:00'.", SNAPSHOTS)
    assert got == [("inventory_snapshot", {"time": "2024-02-03 08:30:00"})]


TOPOLOGY = _tool(
    "get_topology",
    "Sends a GET request for the topology of an application.",
    {"filter": {"type": "string", "description": "A filter in Lucene form, such as accountName:X AND appName:Y."}},
    ["filter"],
)


def test_a_quoted_value_keeps_the_statements_inside_it(model: LocalChatModel) -> None:
    got = _calls(model, "Get the topology using the filter 'accountName:Acme AND appName:Sales'.", TOPOLOGY)
    assert got == [("get_topology", {"filter": "accountName:Acme AND appName:Sales"})]


ERAS = _tool(
    "era_lookup",
    "Finds when a period of history was.",
    {
        "era_name": {"type": "string", "description": "The name of the era. e.g Bronze age"},
        "in_years": {"type": "boolean", "description": "Whether to give the answer in years ago.", "default": False},
    },
    ["era_name"],
)
ARTWORKS = _tool(
    "find_artworks",
    "Searches works of art.",
    {
        "kind": {"type": "string", "description": "Type of the artwork. E.g., painting, sculpture, installation."},
        "city": {"type": "string", "description": "Where the artworks are."},
    },
    ["kind", "city"],
)


def test_an_example_the_description_gives_without_a_period_is_named_whole(model: LocalChatModel) -> None:
    got = _calls(model, "How many years ago was the Bronze age?", ERAS)
    assert got and got[0][1]["era_name"] == "Bronze age"


def test_an_example_written_in_the_plural_is_the_example(model: LocalChatModel) -> None:
    got = _calls(model, "Search for famous modern paintings in Rome.", ARTWORKS)
    assert got == [("find_artworks", {"kind": "painting", "city": "Rome"})]


CHECKUPS = _tool(
    "book_checkup",
    "Books a health checkup.",
    {
        "date": {"type": "string", "description": "The day of the checkup, in the format 'YYYY-MM-DD'."},
        "clinic": {"type": "string", "description": "The clinic's name."},
    },
    ["date", "clinic"],
)
SNAPSHOT_OF_AGENT = _tool(
    "agent_snapshot",
    "Gets the snapshot a monitoring agent took in a time window.",
    {
        "id": {"type": "string", "description": "The unique identifier of the monitoring agent."},
        "minutes": {"type": "integer", "description": "How many minutes back the window starts.", "default": 30},
    },
    ["id"],
)


def test_a_value_written_as_name_equals_value_is_that_parameters(model: LocalChatModel) -> None:
    got = _calls(model, "Book a checkup at clinic=Northside on 2025-03-05", CHECKUPS)
    assert got == [("book_checkup", {"date": "2025-03-05", "clinic": "Northside"})]


def test_an_id_is_the_word_after_what_the_description_says_it_identifies(model: LocalChatModel) -> None:
    got = _calls(model, "Give the snapshot for monitoring agent qxbvr for the last 60 minutes?", SNAPSHOT_OF_AGENT)
    assert got == [("agent_snapshot", {"id": "qxbvr", "minutes": 60})]


def test_a_participle_after_what_an_id_identifies_is_no_id(model: LocalChatModel) -> None:
    got = _calls(model, "Give the snapshot for the monitoring agent running on rack four.", SNAPSHOT_OF_AGENT)
    assert all(arguments.get("id") != "running" for _, arguments in got)


LAWSUITS = _tool(
    "lawsuit_details",
    "Gets the details of a lawsuit.",
    {
        "case_number": {"type": "string", "description": "The case number of the lawsuit."},
        "court": {"type": "string", "description": "The city of the court.", "default": "any"},
    },
    ["case_number"],
)


def test_a_word_of_the_ids_own_name_is_no_id(model: LocalChatModel) -> None:
    got = _calls(model, "Get me the details of the lawsuit case in Boston.", LAWSUITS)
    assert all(arguments.get("case_number") != "case" for _, arguments in got)
