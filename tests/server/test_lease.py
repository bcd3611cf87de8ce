"""A run's lock lease and its fencing token: a run that lost its lock stops before its next step
and saves nothing, and every save is checked against the token in the store's atomic update."""

from __future__ import annotations

import asyncio
import json
import threading
import time
from pathlib import Path
from typing import Any

import pytest

from sprig import AssistantMessage, ToolCall, UserMessage
from sprig.server.auth import KeyRing
from sprig.server.conversations import Conversations, conversation_key
from sprig.state import InMemoryStore, SqliteStore, StaleFenceError, StoreChatMemoryRepository
from support.sprig_server import KEY, ServeFactory, bearer, http


async def test_fencing_tokens_grow_and_a_lost_lock_stays_lost(tmp_path: Path) -> None:
    async with SqliteStore(tmp_path / "locks.db") as store:
        conversations = Conversations(store, lease=0.2)
        frozen = await conversations.alock("c1", "frozen-run")
        assert frozen == 1
        await asyncio.sleep(0.3)  # the frozen run's lease runs out
        newer = await conversations.alock("c1", "newer-run")
        assert newer == 2
        await conversations.aunlock("c1", "newer-run")
        assert not await conversations.arunning("c1")
        # free again, but taken and released by another run meanwhile: the frozen run cannot renew
        assert not await conversations.arenew("c1", "frozen-run", frozen)
        assert await conversations.alock("c1", "third-run") == 3
        assert await conversations.arenew("c1", "third-run", 3)


async def test_a_fenced_write_under_an_older_token_is_refused_and_changes_nothing() -> None:
    repository = StoreChatMemoryRepository(InMemoryStore())
    turn = [UserMessage("after"), AssistantMessage("answer")]
    await repository.aupdate_by_conversation_id("c1", lambda old: [*old, *turn], fence=2)
    with pytest.raises(StaleFenceError) as caught:
        await repository.aupdate_by_conversation_id("c1", lambda old: [*old, UserMessage("stale")], fence=1)
    assert (caught.value.fence, caught.value.seen) == (1, 2)
    assert await repository.afind_by_conversation_id("c1") == turn
    # an unfenced write keeps the token; the same or a newer token writes
    await repository.aupdate_by_conversation_id("c1", lambda old: old[:1])
    with pytest.raises(StaleFenceError):
        await repository.aupdate_by_conversation_id("c1", lambda old: [], fence=1)
    assert await repository.aupdate_by_conversation_id("c1", lambda old: [*old, UserMessage("3")], fence=3) == [
        UserMessage("after"),
        UserMessage("3"),
    ]


def test_a_run_that_lost_its_lock_stops_before_its_next_step_and_saves_nothing(serve: ServeFactory) -> None:
    lease = 0.3
    served = serve(
        [ToolCall("g1", "wait_gate", "{}"), "the held run's answer"], api_keys=[KEY], app_options={"lock_lease": lease}
    )
    headers = {**bearer(KEY), "X-Conversation-Id": "fenced-1"}
    body = {"model": "sprig", "messages": [{"role": "user", "content": "held"}]}
    done: list[tuple[int, Any]] = []

    def held_run() -> None:
        status, _, raw = http(served.url, "POST", "/v1/chat/completions", body, headers)
        done.append((status, json.loads(raw)))

    thread = threading.Thread(target=held_run)
    thread.start()
    assert served.gate.entered.wait(20)

    # another instance takes the conversation (as if the held run's lease had run out), runs a
    # turn, saves it under its newer token and lets the conversation go
    takeover = {"run": "another-instance", "until": time.time() + 30, "fence": 99}
    stored = conversation_key(KeyRing([KEY]).owner(f"Bearer {KEY}") or "", "fenced-1")  # in the key's namespace
    served.store.set("sprig.run:" + stored, takeover)
    memory = StoreChatMemoryRepository(served.store, prefix="sprig.memory:")
    turn = [UserMessage("meanwhile"), AssistantMessage("answered elsewhere")]
    asyncio.run(memory.aupdate_by_conversation_id(stored, lambda old: [*old, *turn], fence=99))
    asyncio.run(Conversations(served.store).aunlock(stored, "another-instance"))
    time.sleep(2 * lease)  # no renewal of the held run can succeed any more: its lease has run out

    served.gate.release.set()
    thread.join(30)
    [(status, error)] = done
    assert status == 409 and error["error"]["code"] == "lease_lost", error
    assert served.model.calls == 1  # stopped before its next step: the model was not asked again
    assert memory.find_by_conversation_id(stored) == turn  # and it saved nothing
    status, _, raw = http(served.url, "GET", "/api/conversations/fenced-1", None, bearer(KEY))
    texts = [m.get("text") for m in json.loads(raw)["messages"]]
    assert texts == ["meanwhile", "answered elsewhere"]
