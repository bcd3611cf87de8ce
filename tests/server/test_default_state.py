"""The server's default state keeps every acknowledged turn; a bounded store evicts whole conversations and says so.

The audit ran 600 conversations of 2 turns on ``sprig serve`` with its default store (then an LRU
``InMemoryStore``): 0 of 600 complete histories, 145 conversations answering 404 to their owners. The
default is now SQLite in the user data folder; ``--state memory`` is bounded by whole conversations.
"""

from __future__ import annotations

import json
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from sprig.state import InMemoryStore
from support.cli import cli_env, popen_sprig, write_script
from support.sprig_server import KEY, ServeFactory, bearer, http


def _listening(process: object) -> str:
    line = process.stdout.readline()  # type: ignore[attr-defined]
    assert line.startswith("sprig serve: listening on http://127.0.0.1:"), line
    return str(line.split("listening on ")[1].strip().rstrip("/"))


def _turn(url: str, conversation: str, text: str, headers: dict[str, str] | None = None) -> tuple[int, dict[str, str]]:
    body = {"model": "sprig", "messages": [{"role": "user", "content": text}]}
    status, answer_headers, _ = http(
        url, "POST", "/v1/chat/completions", body, {"X-Conversation-Id": conversation, **(headers or {})}
    )
    return status, answer_headers


def _texts(raw: bytes) -> list[str]:
    return [m["text"] for m in json.loads(raw)["messages"] if m["type"] != "system"]


def test_600_conversations_of_two_turns_on_the_default_state_lose_nothing(tmp_path: Path) -> None:
    model = write_script(tmp_path / "s.json", ["noted"], repeat_last=True)
    process = popen_sprig("serve", "--model", model, "--port", "0", env=cli_env(tmp_path), cwd=tmp_path)
    try:
        url = _listening(process)
        ids = [f"conv-{n}" for n in range(600)]

        def two_turns(conversation: str) -> list[int]:
            return [_turn(url, conversation, f"{conversation} turn {t}")[0] for t in (1, 2)]

        with ThreadPoolExecutor(8) as pool:
            statuses = list(pool.map(two_turns, ids))
        assert all(s == [200, 200] for s in statuses)

        def history(conversation: str) -> list[str]:
            status, _, raw = http(url, "GET", f"/api/conversations/{conversation}")
            assert status == 200, conversation
            return [m["text"] for m in json.loads(raw)["messages"] if m["type"] != "system"]

        with ThreadPoolExecutor(8) as pool:
            histories = dict(zip(ids, pool.map(history, ids), strict=True))
        complete = [c for c, h in histories.items() if h == [f"{c} turn 1", "noted", f"{c} turn 2", "noted"]]
        assert len(complete) == 600
        listed = json.loads(http(url, "GET", "/api/conversations")[2])["data"]
        assert len(listed) == 600
    finally:
        process.terminate()
        process.wait(10)
    assert (tmp_path / "server.db").exists()  # SQLite in $SPRIG_HOME (else the user data folder)


def test_a_bounded_store_evicts_whole_conversations_and_says_so(serve: ServeFactory) -> None:
    store = InMemoryStore(max_entries=None)
    served = serve(["noted"], api_keys=[KEY], store=store, repeat_last=True, app_options={"max_conversations": 3})
    for n in range(4):
        status, headers = _turn(served.url, f"c{n}", f"hello {n}", bearer(KEY))
        assert status == 200 and "x-sprig-conversation-evicted" not in headers
    # c0 was the least recently used: gone whole, nothing of it left in the store
    assert not [k for k in store.keys(prefix="") if k.endswith("/c0") or k.endswith(":c0")]
    status, _, raw = http(served.url, "GET", "/api/conversations/c0", None, bearer(KEY))
    assert status == 404 and json.loads(raw)["error"]["code"] == "conversation_evicted"
    listed = json.loads(http(served.url, "GET", "/api/conversations", None, bearer(KEY))[2])["data"]
    assert sorted(c["id"] for c in listed) == ["c1", "c2", "c3"]
    # the others are whole
    for n in (1, 2, 3):
        status, _, raw = http(served.url, "GET", f"/api/conversations/c{n}", None, bearer(KEY))
        assert _texts(raw) == [f"hello {n}", "noted"]
    # the owner's next run on c0 is told its history was evicted (and evicts c1, now the oldest)
    status, headers = _turn(served.url, "c0", "again", bearer(KEY))
    assert status == 200 and headers["x-sprig-conversation-evicted"] == "true"
    status, _, raw = http(served.url, "GET", "/api/conversations/c0", None, bearer(KEY))
    assert _texts(raw) == ["again", "noted"]
    status, _, raw = http(served.url, "GET", "/api/conversations/c1", None, bearer(KEY))
    assert status == 404 and json.loads(raw)["error"]["code"] == "conversation_evicted"
    # a conversation in use counts as recently used: c2 answered last is kept over c3
    assert _turn(served.url, "c2", "still here", bearer(KEY))[0] == 200
    assert _turn(served.url, "c4", "new", bearer(KEY))[0] == 200
    assert http(served.url, "GET", "/api/conversations/c2", None, bearer(KEY))[0] == 200
    assert http(served.url, "GET", "/api/conversations/c3", None, bearer(KEY))[0] == 404


def test_the_default_in_memory_store_keeps_conversations_whole(serve: ServeFactory) -> None:
    store = InMemoryStore(max_entries=100)  # the server bounds conversations at 100 // 10 = 10
    served = serve(["noted"], store=store, repeat_last=True)
    for n in range(40):
        assert _turn(served.url, f"c{n}", f"hello {n}")[0] == 200
    assert store.evictions == 0  # the store never had to drop part of a conversation
    for n in range(30, 40):  # the 10 most recent are whole
        status, _, raw = http(served.url, "GET", f"/api/conversations/c{n}")
        assert status == 200 and _texts(raw) == [f"hello {n}", "noted"]
    for n in range(30):  # each owner is told about its latest 1,000 evicted conversations
        status, _, raw = http(served.url, "GET", f"/api/conversations/c{n}")
        assert status == 404 and json.loads(raw)["error"]["code"] == "conversation_evicted"
    assert len(store) < 100
