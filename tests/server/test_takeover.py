"""Another API key never reaches a conversation, whatever the store forgets.

The audit's attack: on a bounded in-memory store, a second key creates about 500 conversations so
the victim's ownership record is evicted before its memory, then posts to the victim's id (client
chosen: ``X-Conversation-Id`` or the OpenAI ``user`` field) and reads the history through
``GET /api/conversations/<id>``. Each owner's data lives in its own namespace, so the attacker only
ever reaches conversations of its own.
"""

from __future__ import annotations

import json

import pytest

from sprig.state import InMemoryStore
from support.sprig_server import KEY, OTHER_KEY, ServeFactory, bearer, http, make_server

SECRET = "my bank PIN is 4321"


def _chat(url: str, key: str, text: str, **extra: object) -> tuple[int, bytes]:
    headers = bearer(key)
    if "conversation" in extra:
        headers["X-Conversation-Id"] = str(extra.pop("conversation"))
    body = {"model": "sprig", "messages": [{"role": "user", "content": text}], **extra}
    status, _, raw = http(url, "POST", "/v1/chat/completions", body, headers)
    return status, raw


@pytest.mark.parametrize("how", ["header", "user"])
def test_a_second_key_cannot_take_over_a_conversation_through_eviction(how: str) -> None:
    # A bounded store of 60 entries stands for the default 1,000: the attacker's conversations push
    # the victim's entries out one by one. Every offset is tried on a fresh server, as a real attacker
    # would retry: at some of them the old server had dropped the owner record but not the memory.
    leaks: list[int] = []
    lost: list[int] = []
    for offset in range(18, 38):
        context, served = make_server(
            ["ok"], api_keys=[KEY, OTHER_KEY], store=InMemoryStore(max_entries=60), repeat_last=True
        )
        try:
            victim = "alice"
            naming = {"conversation": victim} if how == "header" else {"user": victim}
            assert _chat(served.url, KEY, SECRET, **naming)[0] == 200
            for n in range(offset):  # the attacker fills the store
                naming_n = {"conversation": f"spam-{n}"} if how == "header" else {"user": f"spam-{n}"}
                assert _chat(served.url, OTHER_KEY, "x", **naming_n)[0] == 200
            status, raw = _chat(served.url, OTHER_KEY, "what did I tell you?", **naming)
            status, _, read = http(served.url, "GET", f"/api/conversations/{victim}", None, bearer(OTHER_KEY))
            if SECRET.encode() in raw + read:
                leaks.append(offset)
                continue
            # the victim's conversation is whole, or was evicted whole and its owner is told so
            status, _, raw = http(served.url, "GET", f"/api/conversations/{victim}", None, bearer(KEY))
            whole = status == 200 and _texts(raw)[:2] == [SECRET, "ok"]
            told = status == 404 and json.loads(raw)["error"]["code"] == "conversation_evicted"
            if not (
                whole
                or (told and not any(SECRET in json.dumps(served.store.get(k)) for k in served.store.keys(prefix="")))
            ):
                lost.append(offset)
        finally:
            context.__exit__(None, None, None)
    assert leaks == [], f"another key read the victim's history after {leaks} conversations"
    assert lost == [], f"the owner lost part of its conversation, untold, after {lost} conversations"


def _texts(raw: bytes) -> list[str]:
    return [m["text"] for m in json.loads(raw)["messages"] if m["type"] != "system"]


def test_each_key_has_its_own_namespace(serve: ServeFactory) -> None:
    served = serve(["ok"], api_keys=[KEY, OTHER_KEY], repeat_last=True)
    assert _chat(served.url, KEY, SECRET, conversation="shared-name")[0] == 200
    # while the first owner's claim is known, another key is told the id does not exist
    assert _chat(served.url, OTHER_KEY, "hi", conversation="shared-name")[0] == 404
    # should the store forget that claim, the other key gets a conversation of its own, never the first one
    served.store.delete("sprig.claim:shared-name")
    assert _chat(served.url, OTHER_KEY, "hi", conversation="shared-name")[0] == 200
    mine = json.loads(http(served.url, "GET", "/api/conversations/shared-name", None, bearer(KEY))[2])
    theirs = json.loads(http(served.url, "GET", "/api/conversations/shared-name", None, bearer(OTHER_KEY))[2])
    assert [m["text"] for m in mine["messages"] if m["type"] != "system"] == [SECRET, "ok"]
    assert [m["text"] for m in theirs["messages"] if m["type"] != "system"] == ["hi", "ok"]
    # and the first owner keeps using it
    assert _chat(served.url, KEY, "again", conversation="shared-name")[0] == 200
