"""Everything two server instances must agree on lives in the store: ownership, run locks, memory.

Two uvicorn servers (two apps, as two processes would be) share one SqliteStore file.
"""

from __future__ import annotations

import asyncio
import json
import threading
from pathlib import Path

from sprig import ToolCall
from sprig.server.conversations import ConversationBusyError, Conversations
from sprig.state import SqliteStore
from support.sprig_server import KEY, OTHER_KEY, ServeFactory, bearer, http


def chat(text: str) -> dict[str, object]:
    return {"model": "sprig", "messages": [{"role": "user", "content": text}]}


def test_two_instances_on_one_store_share_history_ownership_and_the_run_lock(
    serve: ServeFactory, tmp_path: Path
) -> None:
    store = SqliteStore(tmp_path / "state.db")
    first = serve([ToolCall("g1", "wait_gate", "{}"), "first done"], api_keys=[KEY, OTHER_KEY], store=store)
    second = serve(["second answer"], api_keys=[KEY, OTHER_KEY], store=store)
    headers = {**bearer(KEY), "X-Conversation-Id": "shared-1"}

    done: list[int] = []
    thread = threading.Thread(
        target=lambda: done.append(http(first.url, "POST", "/v1/chat/completions", chat("wait"), headers)[0])
    )
    thread.start()
    assert first.gate.entered.wait(10)
    status, _, raw = http(second.url, "POST", "/v1/chat/completions", chat("again"), headers)
    assert status == 409, raw  # the lock taken by the first instance
    first.gate.release.set()
    thread.join(10)
    assert done == [200]

    status, _, raw = http(second.url, "POST", "/v1/chat/completions", chat("and now?"), headers)
    assert status == 200
    texts = [m.text for m in second.model.prompts[-1].messages]
    assert texts[:2] == ["You are a test agent.", "wait"]  # history written by the first instance
    assert texts[-1] == "and now?"
    other = {**bearer(OTHER_KEY), "X-Conversation-Id": "shared-1"}
    assert http(second.url, "POST", "/v1/chat/completions", chat("mine?"), other)[0] == 404
    listed = json.loads(http(first.url, "GET", "/api/conversations", None, bearer(KEY))[2])
    assert [c["id"] for c in listed["data"]] == ["shared-1"]


def test_a_run_lock_expires_when_its_instance_stops_renewing(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with SqliteStore(tmp_path / "locks.db") as store:
            dead = Conversations(store, lease=0.2)
            alive = Conversations(store, lease=0.2)
            await dead.alock("c1", "run-of-a-dead-instance")
            try:
                await alive.alock("c1", "run-2")
                raise AssertionError("the lock should be held")
            except ConversationBusyError:
                pass
            assert await alive.arunning("c1")
            await asyncio.sleep(0.3)  # the lease runs out: nobody renewed it
            assert not await alive.arunning("c1")
            await alive.alock("c1", "run-2")
            assert not await dead.arenew("c1", "run-of-a-dead-instance")  # it lost the lock
            await dead.aunlock("c1", "run-of-a-dead-instance")  # and cannot release another's
            assert await alive.arunning("c1")

    asyncio.run(scenario())


def test_readyz_reports_a_store_that_does_not_answer(serve: ServeFactory, tmp_path: Path) -> None:
    store = SqliteStore(tmp_path / "closing.db")
    served = serve([], api_keys=[KEY], store=store)
    assert http(served.url, "GET", "/readyz", None, bearer(KEY))[0] == 200
    store.close()
    status, _, raw = http(served.url, "GET", "/readyz", None, bearer(KEY))
    assert status == 503 and json.loads(raw)["status"] == "unavailable"
    assert http(served.url, "GET", "/healthz")[0] == 200
