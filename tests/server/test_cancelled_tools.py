"""A run cancelled while a sync tool runs (the client went away) keeps its conversation's lock until
that tool has returned: threads cannot be interrupted, and the next run must not overlap it."""

from __future__ import annotations

import asyncio
import json
import threading
import time
from http.client import HTTPConnection
from urllib.parse import urlsplit

from sprig import ToolCall, tool
from sprig.server.auth import KeyRing
from sprig.server.conversations import Conversations, conversation_key
from sprig.tools.threads import tool_thread_pool
from support.sprig_server import KEY, ServeFactory, bearer, http

entered = threading.Event()
finish = threading.Event()
returned: list[str] = []


@tool(description="A slow sync job that cannot be interrupted")
def slow_job() -> str:
    entered.set()
    finish.wait(60)
    returned.append("slow_job")
    return "done"


def test_the_lock_is_kept_until_a_cancelled_runs_sync_tool_has_returned(serve: ServeFactory) -> None:
    served = serve([ToolCall("s1", "slow_job", "{}"), "the next turn"], api_keys=[KEY], tools=(slow_job,))
    headers = {**bearer(KEY), "X-Conversation-Id": "stopped", "Content-Type": "application/json"}
    body = {"model": "sprig", "stream": True, "messages": [{"role": "user", "content": "run the job"}]}
    parts = urlsplit(served.url)
    connection = HTTPConnection(parts.hostname, parts.port, timeout=20)
    connection.request("POST", "/v1/chat/completions", body=json.dumps(body), headers=headers)
    assert connection.getresponse().status == 200
    assert entered.wait(20)
    connection.close()  # the client goes away (Stop): the run is cancelled, the job's thread runs on

    deadline = time.monotonic() + 20
    while tool_thread_pool().stuck.get("slow_job") != 1:  # the server has cancelled the run
        assert time.monotonic() < deadline, "the run was never cancelled"
        time.sleep(0.02)
    conversations = Conversations(served.store)
    stored = conversation_key(KeyRing([KEY]).owner(f"Bearer {KEY}") or "", "stopped")  # in the key's namespace
    for _ in range(20):  # and the conversation stays locked while the job runs
        assert asyncio.run(conversations.arunning(stored))
        time.sleep(0.05)
    again = {"model": "sprig", "messages": [{"role": "user", "content": "next"}]}
    status, _, raw = http(served.url, "POST", "/v1/chat/completions", again, headers)
    assert status == 409 and json.loads(raw)["error"]["code"] == "conversation_busy"
    assert returned == []

    finish.set()  # the job returns: then, and only then, the lock goes
    deadline = time.monotonic() + 20
    while asyncio.run(conversations.arunning(stored)):
        assert time.monotonic() < deadline, "the lock was never released"
        time.sleep(0.02)
    assert returned == ["slow_job"]
    status, _, raw = http(served.url, "POST", "/v1/chat/completions", again, headers)
    assert status == 200 and json.loads(raw)["choices"][0]["message"]["content"] == "the next turn"
