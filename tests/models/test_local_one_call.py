"""A request that asks for one call gets one (real weights, public API, tools never seen): parts
giving values for different parameters ("claim number 5521 ... whether it has been approved"), a
list of conditions, two places a route runs between ("Denver, USA and Austin, USA") are one call;
asking the same thing of two values is still two calls; a sentence led by a verb ("Include ...")
starts no name; a tool the whole request fits far better than the tools its parts fit makes the one
call; a part stating no value for a tool, beside one that does, is no call; of tools a request fits alike,
the one whose description opens with the verb the request asks ("Search memory for ...": "Search the
conversation history ...", not "Performs a semantic search ...") is chosen."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))


CLAIMS = _tool(
    "insurance_check_claim",
    "Check an insurance claim's details and approval status.",
    {
        "claim_number": {"type": "integer", "description": "The claim number."},
        "approved": {"type": "boolean", "description": "Whether to check if it is approved."},
    },
    ["claim_number", "approved"],
)

COCKTAILS = _tool(
    "cocktail_finder",
    "Find cocktail recipes.",
    {
        "servings": {"type": "integer", "description": "How many servings."},
        "style": {"type": "string", "description": "The style, e.g. alcohol-free."},
        "prep_time": {"type": "integer", "description": "The most minutes it may take."},
    },
    ["servings", "style"],
)

TRAVEL_TIME = _tool(
    "travel_time",
    "The driving time between two places.",
    {
        "start": {"type": "string", "description": "Where the trip starts."},
        "end": {"type": "string", "description": "Where the trip ends."},
    },
    ["start", "end"],
)

APP_FINDER = _tool(
    "app_finder",
    "Find mobile apps by platform and minimum rating.",
    {
        "platform": {"type": "string", "description": "The platform."},
        "rating": {"type": "number", "description": "The minimum rating."},
    },
    ["platform", "rating"],
)


def test_parts_giving_different_parameters_are_one_call(model: LocalChatModel) -> None:
    request = "Look up the insurance claim with claim number 5521 and check whether it has been approved."
    assert _calls(model, request, CLAIMS) == [("insurance_check_claim", {"claim_number": 5521, "approved": True})]


def test_a_list_of_conditions_is_one_call(model: LocalChatModel) -> None:
    request = "Suggest a cocktail that serves 4 guests, is alcohol-free, and takes under 10 minutes to mix."
    calls = _calls(model, request, COCKTAILS)
    assert calls == [("cocktail_finder", {"servings": 4, "style": "alcohol-free", "prep_time": 10})]


def test_between_two_places_with_their_countries_is_one_call(model: LocalChatModel) -> None:
    calls = _calls(model, "How long is the drive between Denver, USA and Austin, USA?", TRAVEL_TIME)
    assert calls == [("travel_time", {"start": "Denver, USA", "end": "Austin, USA"})]


def test_the_same_thing_of_two_platforms_is_still_two_calls(model: LocalChatModel) -> None:
    calls = _calls(model, "Find a puzzle app rated above 4 for Android and for iOS.", APP_FINDER)
    assert sorted(c[1]["platform"] for c in calls) == ["Android", "iOS"]
    assert [c[1]["rating"] for c in calls] == [4, 4]  # the rating told once is both calls', never made up


TEAM_RESULT = _tool(
    "team_last_result",
    "The result of a football team's last match.",
    {
        "team_name": {"type": "string", "description": "The team."},
        "include_scorers": {"type": "boolean", "description": "Whether to list the goal scorers."},
    },
    ["team_name"],
)


def test_a_sentence_led_by_a_verb_after_an_abbreviation_is_not_part_of_the_name(model: LocalChatModel) -> None:
    calls = _calls(model, "Get the latest result of Celtic F.C. Include the goal scorers.", TEAM_RESULT)
    assert calls == [("team_last_result", {"team_name": "Celtic F.C.", "include_scorers": True})]


MAILBOX = _tool(
    "mail_add_account",
    "Adds a mail account to the client.",
    {
        "server": {"type": "string", "description": "The mail server's host name."},
        "port": {"type": "integer", "description": "The port to connect to."},
        "login": {"type": "string", "description": "The account's login."},
        "secret": {"type": "string", "description": "The account's password."},
        "archived": {"type": "boolean", "description": "Whether to keep the account archived.", "default": False},
    },
    ["server", "port", "login", "secret"],
)


def test_a_part_naming_the_rest_of_the_parameters_is_the_same_call(model: LocalChatModel) -> None:
    account = {"server": "mx.example.org", "port": 993, "login": "ana", "secret": "k9!f"}
    request = "Add a mail account with server 'mx.example.org', port 993 and login 'ana', and make the secret 'k9!f'"
    assert _calls(model, request, MAILBOX) == [("mail_add_account", account)]
    request = (
        "Add a mail account for server 'mx.example.org' on port 993 with login 'ana' and secret 'k9!f', "
        "and keep it archived"
    )
    assert _calls(model, request, MAILBOX) == [("mail_add_account", {**account, "archived": True})]


def test_a_part_asking_for_it_again_is_the_same_call(model: LocalChatModel) -> None:
    films = _tool(
        "Films_Find",
        "Finds films to watch by genre and cast.",
        {
            "genre": {"type": "string", "description": "The genre, e.g. 'Horror'."},
            "cast": {"type": "string", "description": "An actor in it."},
        },
        [],
    )
    songs = _tool(
        "Songs_Find",
        "Finds songs by artist, album or year.",
        {
            "artist": {"type": "string", "description": "The artist."},
            "year": {"type": "integer", "description": "The year."},
        },
        [],
    )
    player = _tool(
        "Speakers_PlaySong",
        "Plays the specified track on a speaker of the home.",
        {"track": {"type": "string", "description": "The track's title."}},
        ["track"],
    )
    request = "I'm interested in a horror film featuring Tilda Swinton. Can you find one for me?"
    made = _calls(model, request, player, songs, films)
    assert made == [("Films_Find", {"genre": "horror", "cast": "Tilda Swinton"})]


PROFILE = _tool(
    "staff_skills_and_certificates",
    "Lists a staff member's skills and certificates.",
    {"member": {"type": "string", "description": "The staff member's name."}},
    ["member"],
)
CERTIFICATE = _tool(
    "staff_certificate_detail",
    "Details of one certificate of a staff member.",
    {
        "member": {"type": "string", "description": "The staff member's name."},
        "certificate": {"type": "string", "description": "The certificate's title."},
    },
    ["member", "certificate"],
)


def test_an_and_inside_a_tools_name_joins_one_thing(model: LocalChatModel) -> None:
    calls = _calls(model, "Show the skills and certificates of Marta", CERTIFICATE, PROFILE)
    assert calls == [("staff_skills_and_certificates", {"member": "Marta"})]


READINGS = _tool(
    "meter_readings_latest",
    "The latest readings of the meters of a site.",
    {"page_size": {"type": "integer", "description": "How many entries per page."}},
    ["page_size"],
)
ALARMS = _tool(
    "meter_alarms",
    "The alarms raised by the meters of a site.",
    {"page_size": {"type": "integer", "description": "How many entries per page."}},
    [],
)


def test_a_part_that_only_sets_an_option_of_the_call_is_no_call_of_its_own(model: LocalChatModel) -> None:
    request = "Could you fetch the latest readings of every meter on the site? Let's keep it to 25 entries per page."
    assert _calls(model, request, ALARMS, READINGS) == [("meter_readings_latest", {"page_size": 25})]


def test_a_part_asking_for_the_one_of_a_year_is_the_same_call(model: LocalChatModel) -> None:
    films = _tool(
        "Cinema_FindFilms",
        "Finds films by genre.",
        {"genre": {"type": "string", "enum": ["Drama", "Musical", "Comedy"], "description": "The genre."}},
        [],
    )
    songs = _tool(
        "Tunes_LookupSongs",
        "Looks up songs by artist or year.",
        {
            "artist": {"type": "string", "description": "The artist.", "default": "dontcare"},
            "year": {"type": "integer", "description": "The year it came out."},
        },
        [],
    )
    request = "I want to listen to some nice songs. Can you find the one which is from 2019?"
    assert _calls(model, request, films, songs) == [("Tunes_LookupSongs", {"year": 2019})]


def test_a_time_zone_after_a_time_is_no_call_of_its_own(model: LocalChatModel) -> None:
    moves = _tool(
        "reschedule_booking",
        "Moves a booking to a new date and time.",
        {
            "booking_identifier": {"type": "string", "description": "The booking's identifier."},
            "new_datetime": {"type": "string", "description": "The new date and time, ISO 8601: 2024-05-01T10:00:00Z."},
        },
        ["booking_identifier", "new_datetime"],
    )
    request = "Move booking 'bk-91' to June 3rd 2024 at 9:30 am, UTC"
    expected = [("reschedule_booking", {"booking_identifier": "bk-91", "new_datetime": "2024-06-03T09:30:00Z"})]
    assert _calls(model, request, moves) == expected


CACHE_SERVER = _tool(
    "add_cache_server",
    "Registers a Redis cache server.",
    {
        "nickname": {"type": "string", "description": "A short name for the server."},
        "host": {"type": "string", "description": "The host name or address."},
        "password": {"type": "string", "description": "The password to connect with."},
    },
    ["nickname", "host", "password"],
)
def test_parts_each_giving_another_parameter_are_one_call(model: LocalChatModel) -> None:
    request = (
        "I want to register a new cache server. It should be nicknamed 'edge-cache', and let's use "
        "'10.1.2.3' as the host. And here is the password to use: 'p4ss-77'."
    )
    expected = {"nickname": "edge-cache", "host": "10.1.2.3", "password": "p4ss-77"}
    assert _calls(model, request, CACHE_SERVER) == [("add_cache_server", expected)]


def test_dates_told_in_parts_are_the_dates_of_one_call(model: LocalChatModel) -> None:
    trips = _tool(
        "Trains_SearchReturn",
        "Searches return train tickets.",
        {
            "origin": {"type": "string", "description": "The departure station."},
            "destination": {"type": "string", "description": "The arrival station."},
            "departure_date": {"type": "string", "description": "The outward date, 'YYYY-MM-DD'."},
            "return_date": {"type": "string", "description": "The return date, 'YYYY-MM-DD'."},
        },
        ["origin", "destination"],
    )
    request = "Find a return train from Leeds to York, leaving on May 3rd and coming back on May 9th 2024?"
    expected = {"origin": "Leeds", "destination": "York", "departure_date": "2024-05-03", "return_date": "2024-05-09"}
    assert _calls(model, request, trips) == [("Trains_SearchReturn", expected)]


def test_what_a_call_includes_is_no_call_of_its_own(model: LocalChatModel) -> None:
    orders = _tool(
        "get_order_detail",
        "Gets the details of an order.",
        {
            "order_name": {"type": "string", "description": "The order's name."},
            "include_history": {"type": "boolean", "description": "Whether to add its history.", "default": False},
        },
        ["order_name"],
    )
    request = "Give me the full details of the order named 'spring-batch', including its status and Maria's part in it?"
    assert _calls(model, request, orders) == [("get_order_detail", {"order_name": "spring-batch"})]


MYSQL = _tool(
    "add_mysql_server",
    "Registers a new MySQL server in the workspace from its connection details.",
    {
        "nickname": {"type": "string", "description": "A short name for the server."},
        "host": {"type": "string", "description": "The host name or IP address."},
        "port": {"type": "integer", "description": "The port number."},
        "database": {"type": "string", "description": "The default database."},
        "username": {"type": "string", "description": "The user to log in as."},
        "password": {"type": "string", "description": "That user's password."},
    },
    ["nickname", "host", "port", "database", "username", "password"],
)
SEARCH_INDEX = _tool(
    "add_search_index",
    "Registers a new search index server with the given nickname and host.",
    {
        "nickname": {"type": "string", "description": "A short name for the server."},
        "host": {"type": "string", "description": "The host name."},
        "api_key": {"type": "string", "description": "The key to access it."},
    },
    ["nickname", "host", "api_key"],
)


def test_a_tool_the_whole_request_fits_far_better_makes_the_one_call(model: LocalChatModel) -> None:
    told = (
        "Please register a new MySQL server with the nickname 'Books', the host name 'db.books.io', port number 3306, "
        "and the database called 'catalog'. The username is 'reader' and the password is 'pa55'."
    )
    values = {"nickname": "Books", "host": "db.books.io", "port": 3306, "database": "catalog"}
    values |= {"username": "reader", "password": "pa55"}
    assert _calls(model, told, SEARCH_INDEX, MYSQL) == [("add_mysql_server", values)]


def test_a_part_with_no_value_for_a_tool_is_no_call_of_its_own(model: LocalChatModel) -> None:
    link = _tool(
        "open_link_to_host",
        "Opens a link to the given host or checks the state of an open link.",
        {
            "nickname": {"type": "string", "description": "The host's nickname."},
            "timeout": {"type": "integer", "description": "Seconds to wait.", "default": 30},
        },
        ["nickname"],
    )
    routine = _tool(
        "standard_routine",
        "This function runs a standard routine with optional tuning parameters.",
        {
            "tuned": {"type": "boolean", "description": "Whether to tune the routine.", "default": False},
            "digits": {"type": "integer", "description": "How many digits the routine's output keeps.", "default": 2},
            "mode": {"type": "string", "description": "The mode of the routine.", "enum": ["basic", "expert"]},
        },
        [],
    )
    request = (
        "Could you open a link to the host nicknamed 'orca7'? It's been a while since we last used it, "
        "and we need to ensure the routine still works."
    )
    assert _calls(model, request, link, routine) == [("open_link_to_host", {"nickname": "orca7"})]


def test_the_tool_whose_description_opens_with_the_asked_verb_is_chosen(model: LocalChatModel) -> None:
    recent = _tool(
        "recent_memory_search",
        "Search the conversation history for a given text and return the matching messages.",
        {
            "query": {"type": "string", "description": "The text to look for."},
            "page": {"type": "integer", "description": "The page of results.", "default": 0},
        },
        ["query"],
    )
    archive = _tool(
        "archive_memory_search",
        "Performs a semantic search on archived memory, using embeddings to find related content for the query.",
        {
            "query": {"type": "string", "description": "The query text."},
            "count": {"type": "integer", "description": "How many results.", "default": 10},
        },
        ["query"],
    )
    request = "Search memory for where Ana parked"
    assert _calls(model, request, recent, archive) == [("recent_memory_search", {"query": "Ana parked"})]
    assert _calls(model, request, archive, recent) == [("recent_memory_search", {"query": "Ana parked"})]


def test_a_bare_noun_and_its_value_after_and_adds_to_the_call_before(model: LocalChatModel) -> None:
    review = _tool(
        "review_api_ReviewApi_get_review_trail",
        "Retrieves the review trail of a specified reviewer within a ticket of a board.",
        {
            "board": {"type": "string", "description": "The key of the board the ticket is on."},
            "ticket": {"type": "string", "description": "The key of the ticket within the board."},
            "reviewer": {"type": "string", "description": "The handle of the reviewer whose trail is retrieved."},
        },
        ["board", "ticket", "reviewer"],
    )
    reviewers = _tool(
        "ReviewerApi_get_reviewers_by_ticket",
        "Retrieves a list of all reviewers associated with a specific ticket.",
        {"key": {"type": "string", "description": "The key of the ticket whose reviewers are listed."}},
        ["key"],
    )
    request = "Give me a review trail for my board id QX7 with ticket UUID TK1042AB and reviewer ab903cd-112-e00"
    assert _calls(model, request, review, reviewers) == [
        ("review_api_ReviewApi_get_review_trail", {"board": "QX7", "ticket": "TK1042AB", "reviewer": "ab903cd-112-e00"})
    ]


def test_parts_that_only_tell_set_the_scene_for_the_one_ask(model: LocalChatModel) -> None:
    events = _tool(
        "Outings_1_FindEvents",
        "Find cultural events, such as operas and fairs, happening in a specified city on a particular date.",
        {
            "event_type": {"type": "string", "description": "The category of event.", "enum": ["Music", "Theater"]},
            "city": {"type": "string", "description": "The city, in the format of 'City, State' (e.g., 'Austin, TX')."},
            "date": {"type": "string", "description": "The date, formatted as 'MM/DD/YYYY'.", "default": "dontcare"},
        },
        ["event_type", "city"],
    )
    request = (
        "I'm going to be in Denver, CO next Friday, and I'm interested in attending a Music event. "
        "Could you check for any musical shows available on that day? Today is 2023-04-24"
    )
    assert _calls(model, request, events) == [
        ("Outings_1_FindEvents", {"event_type": "Music", "city": "Denver, CO", "date": "04/28/2023"})
    ]
