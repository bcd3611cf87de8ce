"""Tool search with ``OpenAiChatModel`` on the loopback server: what the ``tools`` array holds on the
wire, round after round and turn after turn (appended, never reordered), and with approvals and
external tools deferred like any other."""

from __future__ import annotations

import json
from typing import Any

import orjson
import pytest

from sprig import ChatClient, ExternalTool, ToolSearchEvent, tool
from sprig.advisors import ToolSearchAdvisor
from sprig.advisors.tool_search import SEARCH_TOOLS
from sprig.models import OpenAiChatModel
from sprig.state import InMemoryStore
from support.openai_server import OpenAiLoopbackServer, RecordedRequest, reply
from support.tool_catalog import catalog

TOOLS = catalog(200)
BY_NAME = {t.name: t for t in TOOLS}
deleted: list[str] = []


@tool(requires_approval=True)
def delete_customer_account(account_id: str) -> str:
    """Delete a customer account for good (needs a person's approval)."""
    deleted.append(account_id)
    return f"deleted {account_id}"


locate_user = ExternalTool(
    "locate_user_device",
    "Find the user's device location (the app runs it)",
    {"type": "object", "properties": {"precision": {"type": "string"}}},
)


def names(request: RecordedRequest) -> list[str]:
    return [t["function"]["name"] for t in request.tools]


def search(query: str, call_id: str) -> tuple[str, str, str]:
    return (call_id, SEARCH_TOOLS, json.dumps({"query": query}))


def client_for(model: OpenAiChatModel, *extra: Any, store: InMemoryStore | None = None) -> ChatClient:
    return (
        ChatClient.builder(model)
        .default_tools(*TOOLS, *extra)
        .default_advisors(ToolSearchAdvisor(always=["github_create_issue"], max_results=2))
        .default_store(store if store is not None else InMemoryStore())
        .build()
    )


@pytest.mark.parametrize("streaming", [False, True])
async def test_the_tools_on_the_wire_grow_by_appending(
    openai_server: OpenAiLoopbackServer, openai_model: OpenAiChatModel, streaming: bool
) -> None:
    openai_server.add(
        reply(tool_calls=[search("refund a stripe customer", "s1")]),
        reply(tool_calls=[search("kubernetes deployment", "s2")]),
        reply(tool_calls=[("c1", "stripe_create_refund", '{"fields": {"charge": "ch_1"}}')]),
        reply("Refund re_1 is fine."),
        reply("Second turn."),
    )
    client = client_for(openai_model)
    spec = client.prompt("check the refund").advisor_params(conversation_id="wire")
    if streaming:
        events = [e async for e in spec.stream().events()]
        assert [e.query for e in events if isinstance(e, ToolSearchEvent)] == ["refund a stripe customer",
                                                                             "kubernetes deployment"]
    else:
        assert await spec.call().acontent() == "Refund re_1 is fine."
    await client.prompt("and now?").advisor_params(conversation_id="wire").call().acontent()

    rounds = [names(r) for r in openai_server.requests]
    assert rounds[0] == ["github_create_issue", SEARCH_TOOLS]
    first, second = rounds[1][2:], rounds[2][4:]
    assert len(first) == 2 and "stripe_create_refund" in first and all(n.startswith("stripe_") for n in first)
    assert len(second) == 2 and all(n.startswith("kubernetes_") for n in second)
    assert rounds[1] == ["github_create_issue", SEARCH_TOOLS, *first]
    assert rounds[2] == rounds[3] == ["github_create_issue", SEARCH_TOOLS, *first, *second]
    assert rounds[4] == rounds[3]  # the next turn starts with what the conversation found
    # a discovered tool goes out with its full definition, exactly as without tool search
    sent = next(t for t in openai_server.requests[3].tools if t["function"]["name"] == "stripe_create_refund")
    definition = BY_NAME["stripe_create_refund"].definition
    assert sent["function"]["description"] == definition.description
    assert sent["function"]["parameters"] == definition.schema_dict()


async def test_the_first_request_is_far_smaller(
    openai_server: OpenAiLoopbackServer, openai_model: OpenAiChatModel
) -> None:
    openai_server.add(reply("a"), reply("b"))
    await ChatClient.builder(openai_model).default_tools(*TOOLS).build().prompt("hi").call().acontent()
    await client_for(openai_model).prompt("hi").call().acontent()
    everything, searched = (len(orjson.dumps(r.body)) for r in openai_server.requests)
    assert len(openai_server.requests[0].tools) == 200
    assert searched < everything * 0.2


async def test_a_deferred_tool_that_needs_approval_pauses_and_resumes_with_its_definition(
    openai_server: OpenAiLoopbackServer, openai_model: OpenAiChatModel
) -> None:
    deleted.clear()
    openai_server.add(
        reply(tool_calls=[search("delete a customer account", "s1")]),
        reply(tool_calls=[("c1", "delete_customer_account", '{"account_id": "acme"}')]),
        reply("Deleted."),
    )
    store = InMemoryStore()
    client = client_for(openai_model, delete_customer_account, store=store)
    paused = await client.prompt("delete acme").advisor_params(conversation_id="ap").call().achat_client_response()
    assert [p.name for p in paused.pending] == ["delete_customer_account"] and not deleted
    # the resume runs in a fresh client sharing only the store
    again = client_for(openai_model, delete_customer_account, store=store)
    resumed = again.prompt().advisor_params(conversation_id="ap").resume(approve=["c1"])
    assert await resumed.call().acontent() == "Deleted."
    assert deleted == ["acme"]
    last = names(openai_server.requests[-1])
    assert last[:2] == ["github_create_issue", SEARCH_TOOLS] and "delete_customer_account" in last


async def test_a_deferred_external_tool_is_found_called_and_answered(
    openai_server: OpenAiLoopbackServer, openai_model: OpenAiChatModel
) -> None:
    openai_server.add(
        reply(tool_calls=[search("user device location", "s1")]),
        reply(tool_calls=[("c1", "locate_user_device", '{"precision": "city"}')]),
        reply("You are in Lyon."),
    )
    client = client_for(openai_model, locate_user)
    paused = await client.prompt("where am I?").advisor_params(conversation_id="ext").call().achat_client_response()
    assert [(p.name, p.reason) for p in paused.pending] == [("locate_user_device", "external")]
    assert "locate_user_device" in names(openai_server.requests[1])
    resumed = client.prompt().advisor_params(conversation_id="ext").resume(results={"c1": "Lyon"})
    assert await resumed.call().acontent() == "You are in Lyon."
    assert "locate_user_device" in names(openai_server.requests[2])
