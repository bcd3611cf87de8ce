"""``/api/conversations``: the caller's list, one conversation's messages / todos / pending calls, delete."""

from __future__ import annotations

import json

from sprig import ChatClient, ToolCall
from sprig.advisors import MessageChatMemoryAdvisor
from sprig.models import ScriptedChatModel
from sprig.server import create_app
from sprig.state import InMemoryStore, MessageWindowChatMemory, StoreChatMemoryRepository
from support.sprig_server import KEY, ServeFactory, bearer, http, running


def agui(thread_id: str, text: str, run_id: str = "r1") -> dict[str, object]:
    return {
        "threadId": thread_id,
        "runId": run_id,
        "messages": [{"id": "u-" + run_id, "role": "user", "content": text}],
    }


def get(url: str, path: str) -> tuple[int, dict[str, object]]:
    status, _, raw = http(url, "GET", path, None, bearer(KEY))
    return status, json.loads(raw) if raw else {}


def test_list_get_and_delete(serve: ServeFactory) -> None:
    plan = ToolCall("t1", "todo_update", json.dumps({"items": [{"text": "Write it", "status": "in_progress"}]}))
    served = serve(
        ["First.", plan, "Planned.", ToolCall("d1", "delete_file", '{"path": "a"}')],
        api_keys=[KEY],
    )
    assert http(served.url, "POST", "/ag-ui", agui("c-old", "an   old\nquestion"), bearer(KEY))[0] == 200
    assert http(served.url, "POST", "/ag-ui", agui("c-new", "make a plan"), bearer(KEY))[0] == 200
    assert http(served.url, "POST", "/ag-ui", agui("c-new", "delete a", "r2"), bearer(KEY))[0] == 200

    status, listed = get(served.url, "/api/conversations")
    assert status == 200
    assert [(c["id"], c["title"]) for c in listed["data"]] == [("c-new", "make a plan"), ("c-old", "an old question")]

    status, detail = get(served.url, "/api/conversations/c-new")
    assert status == 200 and detail["running"] is False
    assert [m["type"] for m in detail["messages"]] == ["system", "user", "assistant", "tool", "assistant", "user"]
    assert detail["todos"] == [{"id": "1", "text": "Write it", "status": "in_progress"}]
    assert detail["pending"] == [
        {"id": "d1", "name": "delete_file", "arguments": '{"path": "a"}', "reason": "approval"}
    ]

    status, _, _ = http(served.url, "DELETE", "/api/conversations/c-new", None, bearer(KEY))
    assert status == 204
    assert get(served.url, "/api/conversations/c-new")[0] == 404
    assert [c["id"] for c in get(served.url, "/api/conversations")[1]["data"]] == ["c-old"]  # type: ignore[index]
    assert served.store.get("todos:c-new") is None and served.store.get("paused:c-new") is None
    assert http(served.url, "DELETE", "/api/conversations/c-new", None, bearer(KEY))[0] == 404


def test_a_client_with_its_own_memory_advisor_keeps_it() -> None:
    store = InMemoryStore()
    memory = MessageWindowChatMemory(StoreChatMemoryRepository(store, prefix="mine:"))
    model = ScriptedChatModel(["one", "two"])
    client = ChatClient.builder(model).default_advisors(MessageChatMemoryAdvisor(memory)).build()
    with running(create_app(client, store=store)) as url:
        headers = {"X-Conversation-Id": "own-1"}
        body = {"model": "m", "messages": [{"role": "user", "content": "hi"}]}
        assert http(url, "POST", "/v1/chat/completions", body, headers)[0] == 200
        assert http(url, "POST", "/v1/chat/completions", body, headers)[0] == 200
    assert [m.text for m in model.prompts[1].messages] == ["hi", "one", "hi"]  # history once, not twice
    assert store.keys("mine:") == ["mine:own-1"] and store.keys("sprig.memory:") == []
