"""ToolSearchAdvisor through the public API: threshold, ``always``, the search tool's results, calls
of tools not sent yet, persistence across rounds and turns, bounds, stable order, events."""

from __future__ import annotations

import itertools
import json
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sprig import ChatClient, ToolCall, ToolResultEvent, ToolSearchEvent
from sprig._sync import run_sync
from sprig.advisors import ToolSearchAdvisor
from sprig.advisors.tool_search import SEARCH_TOOLS, discovered_tools
from sprig.chat.events import RetryEvent
from sprig.models import ScriptedChatModel
from sprig.prompt import Prompt
from sprig.state import InMemoryStore
from sprig.tools import BM25ToolIndex, ToolDefinition
from support.tool_catalog import CALLS, catalog

TOOLS = catalog(40)
NAMES = [t.name for t in TOOLS]
BY_ID = [n for n in NAMES if "_get_" in n or "_delete_" in n]  # callable with {"id": ...} alone


def search(query: str, call_id: str = "s1") -> ToolCall:
    return ToolCall(call_id, SEARCH_TOOLS, json.dumps({"query": query}))


def call(name: str, call_id: str = "c1", **arguments: Any) -> ToolCall:
    return ToolCall(call_id, name, json.dumps(arguments or {"id": "1"}))


def sent(prompt: Prompt) -> list[str]:
    """The tool names one model round was sent, in order."""
    return [cb.definition.name for cb in prompt.options.tool_callbacks]


def client_for(model: ScriptedChatModel, advisor: ToolSearchAdvisor | None = None, tools: Any = TOOLS) -> ChatClient:
    return (
        ChatClient.builder(model)
        .default_tools(*tools)
        .default_advisors(advisor or ToolSearchAdvisor())
        .default_store(InMemoryStore())
        .build()
    )


def results(events: list[Any]) -> dict[str, str]:
    return {e.id: e.text for e in events if isinstance(e, ToolResultEvent)}


# -- threshold and always ------------------------------------------------------------------------


def test_at_or_below_the_threshold_every_tool_is_sent_and_no_search_tool() -> None:
    model = ScriptedChatModel(["hi"])
    client_for(model, ToolSearchAdvisor(threshold=40)).prompt("hello").call().content()
    assert sent(model.prompts[0]) == NAMES


async def test_a_stream_at_the_threshold_is_the_rounds_own() -> None:
    model = ScriptedChatModel(["hello there"], chunk_size=2)
    client = client_for(model, ToolSearchAdvisor(threshold=40))
    assert "".join([t async for t in client.prompt("hi").stream().content()]) == "hello there"
    assert sent(model.prompts[0]) == NAMES


def test_past_the_threshold_only_the_search_tool_and_always_are_sent() -> None:
    model = ScriptedChatModel(["hi"])
    always = [NAMES[7], NAMES[2], "no_such_tool"]
    client_for(model, ToolSearchAdvisor(always=always, threshold=39)).prompt("hello").call().content()
    # always tools in the request's order, then the search tool; unknown names are ignored
    assert sent(model.prompts[0]) == [NAMES[2], NAMES[7], SEARCH_TOOLS]


def test_a_threshold_of_zero_defers_every_tool() -> None:
    model = ScriptedChatModel(["hi"])
    client_for(model, ToolSearchAdvisor(threshold=0), tools=TOOLS[:1]).prompt("hello").call().content()
    assert sent(model.prompts[0]) == [SEARCH_TOOLS]


@pytest.mark.parametrize(
    ("kwargs", "error"),
    [
        ({"threshold": -1}, ValueError),
        ({"max_results": 0}, ValueError),
        ({"max_discovered": 0}, ValueError),
        ({"index": "bm25"}, TypeError),
        ({"store": {}}, TypeError),
        ({"always": [1]}, TypeError),
    ],
)
def test_bad_settings_are_refused(kwargs: dict[str, Any], error: type[Exception]) -> None:
    with pytest.raises(error):
        ToolSearchAdvisor(**kwargs)


# -- the search tool -------------------------------------------------------------------------------


def test_search_returns_the_best_matches_with_one_line_descriptions() -> None:
    model = ScriptedChatModel([search("send a slack message to a channel"), "done"])
    response = client_for(model, ToolSearchAdvisor(max_results=3)).prompt("go").call().chat_client_response()
    text = results(response.recorded_events())["s1"]
    lines = text.splitlines()
    assert lines[0].startswith("Found 3 tools for \"send a slack message to a channel\"")
    listed = [line[2:].split(": ", 1)[0] for line in lines[1:]]
    # the catalogue's 40 tools hold two of Slack's: the channel one first
    assert len(listed) == 3 and listed[:2] == ["slack_update_channel", "slack_delete_user_group"]
    definitions = {t.name: t.definition for t in TOOLS}
    for line in lines[1:]:
        name, description = line[2:].split(": ", 1)
        assert "\n" not in description and description == definitions[name].description


def test_a_search_that_matches_nothing_says_so() -> None:
    model = ScriptedChatModel([search("zzzz qqqq"), "done"])
    response = client_for(model).prompt("go").call().chat_client_response()
    assert results(response.recorded_events())["s1"].startswith('No tool matched "zzzz qqqq"')
    assert sent(model.prompts[1]) == [SEARCH_TOOLS]


def test_an_empty_query_is_an_error_the_model_can_fix() -> None:
    model = ScriptedChatModel([ToolCall("s1", SEARCH_TOOLS, '{"query": "  "}'), "done"])
    response = client_for(model).prompt("go").call().chat_client_response()
    retries = [e for e in response.recorded_events() if isinstance(e, RetryEvent)]
    assert retries and "non-empty string 'query'" in retries[0].reason


def test_a_custom_index_ranks_and_unknown_names_it_returns_are_skipped() -> None:
    seen: list[tuple[str, int]] = []

    async def index(query: str, tools: Any) -> list[str]:
        seen.append((query, len(tools)))
        return ["made_up", NAMES[5], NAMES[5], NAMES[1], NAMES[9]]

    model = ScriptedChatModel([search("anything"), "done"])
    advisor = ToolSearchAdvisor(always=[NAMES[0]], max_results=2, index=index)
    client_for(model, advisor).prompt("go").call().content()
    assert seen == [("anything", 39)]  # the deferred tools: all but the always one
    assert sent(model.prompts[1]) == [NAMES[0], SEARCH_TOOLS, NAMES[5], NAMES[1]]


def test_a_custom_index_that_returns_endless_garbage_is_bounded() -> None:
    model = ScriptedChatModel([search("anything"), "done"])
    endless = ToolSearchAdvisor(index=lambda query, tools: itertools.repeat("nope"))
    response = client_for(model, endless).prompt("go").call().chat_client_response()
    assert results(response.recorded_events())["s1"].startswith("No tool matched")


def test_a_custom_index_that_returns_a_string_is_a_tool_error() -> None:
    model = ScriptedChatModel([search("anything"), "done"])
    broken = ToolSearchAdvisor(index=lambda query, tools: "github_create_issue")
    response = client_for(model, broken).prompt("go").call().chat_client_response()
    (result,) = [e for e in response.recorded_events() if isinstance(e, ToolResultEvent)]
    assert result.error and "not a sequence of tool names" in result.text


def test_requests_of_a_client_share_one_index(monkeypatch: pytest.MonkeyPatch) -> None:
    import bm25s

    built: list[int] = []
    original = bm25s.BM25.index

    def counting(self: Any, *args: Any, **kwargs: Any) -> Any:
        built.append(1)
        return original(self, *args, **kwargs)

    monkeypatch.setattr(bm25s.BM25, "index", counting)
    model = ScriptedChatModel([search("github", "s1"), "a", search("slack", "s2"), "b"])
    client = client_for(model, ToolSearchAdvisor())
    client.prompt("one").call().content()
    client.prompt("two").call().content()
    assert len(built) == 1


def test_the_bm25_index_is_built_once_per_tool_set() -> None:
    index = BM25ToolIndex()
    definitions = [t.definition for t in TOOLS]
    first = index.index_of(definitions)
    assert index.index_of(list(definitions)) is first  # same definitions: by identity
    copies = [ToolDefinition(d.name, d.description, d.input_schema) for d in definitions]
    assert index.index_of(copies) is first  # rebuilt with the same text: by content
    assert index.index_of(definitions[:-1]) is not first
    assert index("a github repository", definitions)[0] == "github_get_repository"


# -- calling, discovering, persisting --------------------------------------------------------------


def test_found_tools_are_sent_from_the_next_round_on_appended_in_order() -> None:
    first, second = NAMES[20], NAMES[10]
    model = ScriptedChatModel([search("one", "s1"), search("two", "s2"), call(first), "done"])
    advisor = ToolSearchAdvisor(max_results=1, index=lambda query, tools: [first] if query == "one" else [second])
    client_for(model, advisor).prompt("go").call().content()
    assert [sent(p) for p in model.prompts] == [
        [SEARCH_TOOLS],
        [SEARCH_TOOLS, first],
        [SEARCH_TOOLS, first, second],
        [SEARCH_TOOLS, first, second],
    ]


def test_a_tool_not_sent_yet_still_runs_and_counts_as_discovered() -> None:
    CALLS.clear()
    model = ScriptedChatModel([call(BY_ID[4], id="42"), "done"])
    response = client_for(model).prompt("go").call().chat_client_response()
    events = response.recorded_events()
    assert not [e for e in events if isinstance(e, RetryEvent)]  # found, not reported as unknown
    (result,) = [e for e in events if isinstance(e, ToolResultEvent)]
    assert not result.error and result.text == f'{BY_ID[4]} ok: {{"id": "42"}}'
    assert [(BY_ID[4], '{"id": "42"}')] == CALLS
    assert sent(model.prompts[1]) == [SEARCH_TOOLS, BY_ID[4]]


def test_a_wrong_call_of_a_tool_not_sent_gets_its_schema_next_round() -> None:
    model = ScriptedChatModel([call(BY_ID[4], bogus=1), call(BY_ID[4], "c2", id="7"), "done"])
    response = client_for(model).prompt("go").call().chat_client_response()
    retries = [e for e in response.recorded_events() if isinstance(e, RetryEvent)]
    assert len(retries) == 1 and retries[0].tool_name == BY_ID[4]
    assert sent(model.prompts[1]) == [SEARCH_TOOLS, BY_ID[4]]
    assert response.text == "done"


def test_a_misremembered_name_gets_the_closest_tools_named_and_sent() -> None:
    assert "zendesk_get_customer" in NAMES
    model = ScriptedChatModel([call("zendesk_customer_get"), call("zendesk_get_customer", "c2"), "done"])
    response = client_for(model).prompt("go").call().chat_client_response()
    first = next(e for e in response.recorded_events() if isinstance(e, ToolResultEvent))
    # 41 tools: the error names the closest few, not all of them
    assert first.error and first.text.startswith("Error: there is no tool named 'zendesk_customer_get'. The closest")
    assert "zendesk_get_customer" in first.text and first.text.count(",") < 5
    assert sent(model.prompts[1])[:2] == [SEARCH_TOOLS, "zendesk_get_customer"]
    assert response.text == "done"


def test_discovered_tools_persist_across_turns_of_a_conversation() -> None:
    model = ScriptedChatModel([search("zendesk ticket"), "found", "second turn"])
    client = client_for(model, ToolSearchAdvisor(max_results=2))
    client.prompt("find").advisor_params(conversation_id="conv-1").call().content()
    found = sent(model.prompts[1])[1:]
    assert len(found) == 2 and all(n.startswith("zendesk_") for n in found)
    # a new turn, without any memory of the first: the tools come from the client's store
    client.prompt("again").advisor_params(conversation_id="conv-1").call().content()
    assert sent(model.prompts[2]) == [SEARCH_TOOLS, *found]
    assert client.store.get("tool_search:conv-1") == {"discovered": found}
    assert run_sync(discovered_tools(client.store, "conv-1")) == found


def test_without_a_conversation_id_nothing_is_stored() -> None:
    model = ScriptedChatModel([search("zendesk ticket"), "found", "second"])
    client = client_for(model)
    client.prompt("find").call().content()
    client.prompt("again").call().content()
    assert sent(model.prompts[2]) == [SEARCH_TOOLS]
    assert client.store.keys("tool_search:") == []


def test_the_discovered_list_is_bounded_and_the_oldest_fall_out() -> None:
    script: list[Any] = [call(BY_ID[i], f"c{i}") for i in (3, 4, 5)]
    model = ScriptedChatModel([*script, "done", "next turn"])
    client = client_for(model, ToolSearchAdvisor(max_discovered=2))
    client.prompt("go").advisor_params(conversation_id="b").call().content()
    assert [sent(p) for p in model.prompts[1:4]] == [
        [SEARCH_TOOLS, BY_ID[3]],
        [SEARCH_TOOLS, BY_ID[3], BY_ID[4]],
        [SEARCH_TOOLS, BY_ID[4], BY_ID[5]],
    ]
    client.prompt("again").advisor_params(conversation_id="b").call().content()
    assert sent(model.prompts[4]) == [SEARCH_TOOLS, BY_ID[4], BY_ID[5]]


def test_a_tool_that_no_longer_exists_is_dropped_silently() -> None:
    store = InMemoryStore()
    model = ScriptedChatModel([call(BY_ID[0]), call(BY_ID[1], "c2"), "done", "later"])
    before = ChatClient.builder(model).default_tools(*TOOLS).default_advisors(ToolSearchAdvisor()).default_store(store)
    before.build().prompt("go").advisor_params(conversation_id="v").call().content()
    assert store.get("tool_search:v") == {"discovered": [BY_ID[0], BY_ID[1]]}
    without = [t for t in TOOLS if t.name != BY_ID[0]]
    after = ChatClient.builder(model).default_tools(*without).default_advisors(ToolSearchAdvisor()).default_store(store)
    after.build().prompt("again").advisor_params(conversation_id="v").call().content()
    assert sent(model.prompts[3]) == [SEARCH_TOOLS, BY_ID[1]]
    assert store.get("tool_search:v") == {"discovered": [BY_ID[1]]}


# -- streaming -------------------------------------------------------------------------------------


async def test_a_stream_reports_each_search_after_its_result() -> None:
    model = ScriptedChatModel([search("github release"), "done"], chunk_size=5)
    client = client_for(model, ToolSearchAdvisor(max_results=2))
    events = [e async for e in client.prompt("go").stream().events()]
    kinds = [type(e).__name__ for e in events]
    (found,) = [e for e in events if isinstance(e, ToolSearchEvent)]
    assert found.query == "github release" and found.id == "s1"
    assert found.names == ("github_list_release", "sentry_search_release")
    assert kinds.index("ToolSearchEvent") == kinds.index("ToolResultEvent") + 1
    assert found.to_dict() == {"type": "tool_search", "query": "github release", "names": list(found.names), "id": "s1"}
    assert sent(model.prompts[1]) == [SEARCH_TOOLS, *found.names]


def test_a_blocking_call_records_the_search_event() -> None:
    model = ScriptedChatModel([search("github release"), "done"])
    response = client_for(model).prompt("go").call().chat_client_response()
    (found,) = [e for e in response.recorded_events() if isinstance(e, ToolSearchEvent)]
    assert found.query == "github release" and found.names


# -- order on every round --------------------------------------------------------------------------

QUERIES = ["github issue", "slack channel", "stripe invoice", "jira sprint", "notion page", "s3 bucket"]


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    steps=st.lists(
        st.one_of(
            st.sampled_from(QUERIES).map(lambda q: ("search", q)), st.sampled_from(BY_ID).map(lambda n: ("call", n))
        ),
        min_size=1,
        max_size=8,
    ),
    always=st.lists(st.sampled_from(NAMES), max_size=3),
)
def test_each_round_sends_the_previous_rounds_tools_first(steps: list[tuple[str, str]], always: list[str]) -> None:
    script: list[Any] = [
        search(value, f"s{i}") if kind == "search" else call(value, f"c{i}") for i, (kind, value) in enumerate(steps)
    ]
    model = ScriptedChatModel([*script, "done"])
    client_for(model, ToolSearchAdvisor(always=always, max_results=2)).prompt("go").call().content()
    rounds = [sent(p) for p in model.prompts]
    fixed = [n for n in NAMES if n in always] + [SEARCH_TOOLS]
    for before, after in itertools.pairwise(rounds):
        assert after[: len(before)] == before  # appended, never reordered
        assert after[: len(fixed)] == fixed
        assert len(set(after)) == len(after)
    for kind, value in steps:  # every tool called or found is sent in the last round
        if kind == "call" and value not in always:
            assert value in rounds[-1]


# -- with compaction -------------------------------------------------------------------------------


def test_tools_found_stay_sent_after_compaction_summarised_the_search_away() -> None:
    from sprig.advisors import CompactionAdvisor
    from sprig.chat.events import CompactionEvent

    found = BY_ID[2]
    script: list[Any] = [search("anything"), *(call(found, f"c{i}", id="x" * 400) for i in range(5)), "done"]
    model = ScriptedChatModel(script)
    advisors = (
        ToolSearchAdvisor(max_results=1, index=lambda query, tools: [found]),
        CompactionAdvisor(600, keep_recent_rounds=1, summarizer=ScriptedChatModel(["summary"], repeat_last=True)),
    )
    client = ChatClient.builder(model).default_tools(*TOOLS).default_advisors(*advisors).build()
    response = client.prompt("go").call().chat_client_response()
    assert [e for e in response.recorded_events() if isinstance(e, CompactionEvent)]
    last = model.prompts[-1]
    assert not any(getattr(m, "tool_calls", ()) and m.tool_calls[0].name == SEARCH_TOOLS for m in last.messages)
    assert sent(last) == [SEARCH_TOOLS, found]
