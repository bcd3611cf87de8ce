"""Many ``sprig serve`` processes on one real ``redis-server``: what they share, and Redis faults.

Every test talks over HTTP (aiohttp, and the official openai SDK) to real ``sprig serve``
processes started with ``--state redis://...`` and the keyword model of
:mod:`support.redis_agent`, whose ``wait_gate`` tool holds a run in the middle until the test
opens the gate, so nothing here depends on timing. Redis persists every write
(``appendfsync always``), as a production Redis does, so a restart keeps what was written.
"""

from __future__ import annotations

import asyncio
import os
import select
import signal
import subprocess
import tempfile
import time
from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import aiohttp
import orjson
import pytest

import openai
from support.cli import cli_env, run_sprig, sprig_command
from support.redis_server import RedisServer, redis_binary

TESTS = Path(__file__).resolve().parents[1]
LEASE = 2.0  # seconds a dead instance's run lock lasts (instances renew every LEASE / 3)


@dataclass
class Instance:
    """One ``sprig serve`` process."""

    process: subprocess.Popen[str]
    url: str
    log: Path

    def kill(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
        self.process.wait(10)
        if self.process.stdout is not None:
            self.process.stdout.close()


@dataclass
class Cluster:
    """Two instances sharing one Redis, and what a test needs to start more."""

    redis: RedisServer
    folder: Path
    instances: list[Instance] = field(default_factory=list)

    @property
    def a(self) -> Instance:
        return self.instances[0]

    @property
    def b(self) -> Instance:
        return self.instances[1]

    @property
    def gates(self) -> Path:
        return self.folder / "gates"

    def launch(self, name: str, *, lease: float = LEASE, state: str | None = None) -> subprocess.Popen[str]:
        """Start ``sprig serve`` on a free port (call :func:`listening` for its URL)."""
        state = state or self.redis.url
        home = self.folder / name
        home.mkdir(exist_ok=True)
        pythonpath = os.pathsep.join([str(TESTS), os.environ.get("PYTHONPATH", "")])
        env = cli_env(home, SPRIG_TEST_STATE=state, SPRIG_TEST_GATES=str(self.gates), PYTHONPATH=pythonpath)
        command = sprig_command(
            "serve", "support.redis_agent:client", "--state", state, "--port", "0", "--lock-lease", str(lease)
        )
        with open(home / "stderr.log", "w") as log:
            return subprocess.Popen(command, env=env, cwd=home, stdout=subprocess.PIPE, stderr=log, text=True)

    def start(self, name: str, **kw: Any) -> Instance:
        return listening(self.launch(name, **kw), self.folder / name / "stderr.log")


def listening(process: subprocess.Popen[str], log: Path) -> Instance:
    """Wait for the line ``sprig serve: listening on URL`` (30 s at most)."""
    assert process.stdout is not None
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        ready, _, _ = select.select([process.stdout], [], [], 0.1)
        if ready:
            line = process.stdout.readline()
            if "listening on" in line:
                return Instance(process, line.split("listening on ")[1].strip().rstrip("/"), log)
            break
        if process.poll() is not None:
            break
    process.kill()
    raise AssertionError(f"sprig serve did not start: {log.read_text()}")


@pytest.fixture(scope="module")
def cluster() -> Iterator[Cluster]:
    binary = redis_binary()
    with tempfile.TemporaryDirectory(prefix="sprig-instances-") as directory:
        folder = Path(directory)
        (folder / "redis").mkdir()
        (folder / "gates").mkdir()
        redis = RedisServer(binary, folder / "redis", persistent=True)
        redis.start()
        cluster = Cluster(redis, folder)
        try:
            launched = [cluster.launch("a"), cluster.launch("b")]  # both start at once
            for process, name in zip(launched, "ab", strict=True):
                cluster.instances.append(listening(process, folder / name / "stderr.log"))
            yield cluster
        finally:
            for instance in cluster.instances:
                instance.kill()
            redis.stop()


@pytest.fixture
async def http() -> AsyncIterator[aiohttp.ClientSession]:
    async with aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=60)) as session:
        yield session


async def chat(
    http: aiohttp.ClientSession, instance: Instance, conversation: str, text: str
) -> tuple[int, dict[str, Any]]:
    """A blocking Chat Completions request; (status, JSON body)."""
    body = {"model": "sprig", "messages": [{"role": "user", "content": text}]}
    headers = {"X-Conversation-Id": conversation}
    async with http.post(f"{instance.url}/v1/chat/completions", json=body, headers=headers) as response:
        return response.status, orjson.loads(await response.read())


def answer(body: dict[str, Any]) -> str:
    text: str = body["choices"][0]["message"]["content"]
    return text


async def get(http: aiohttp.ClientSession, instance: Instance, path: str) -> tuple[int, dict[str, Any]]:
    async with http.get(instance.url + path) as response:
        return response.status, orjson.loads(await response.read())


async def entered(cluster: Cluster, gate: str) -> None:
    """Until a run is held at ``gate`` (30 s at most)."""
    deadline = time.monotonic() + 30
    while not (cluster.gates / f"{gate}.entered").exists():
        assert time.monotonic() < deadline, f"no run reached the gate {gate}"
        await asyncio.sleep(0.02)


def user_texts(conversation: dict[str, Any]) -> list[str]:
    return [m["text"] for m in conversation["messages"] if m["type"] == "user"]


async def test_a_conversation_started_on_one_instance_continues_on_the_other(
    cluster: Cluster, http: aiohttp.ClientSession
) -> None:
    headers = {"X-Conversation-Id": "moving"}
    on_a = openai.AsyncOpenAI(base_url=cluster.a.url + "/v1", api_key="unused", max_retries=0)
    on_b = openai.AsyncOpenAI(base_url=cluster.b.url + "/v1", api_key="unused", max_retries=0)
    history: list[Any] = [{"role": "user", "content": "plan: Buy milk; Cook dinner"}]
    first = await on_a.chat.completions.create(model="sprig", messages=history, extra_headers=headers)
    assert first.choices[0].message.content == "todo_update said: [>] Buy milk\n[ ] Cook dinner\n(0/2 completed)"

    # the client resends the whole history, as OpenAI clients do; instance B reads the plan A wrote
    history += [{"role": "assistant", "content": first.choices[0].message.content}]
    history += [{"role": "user", "content": "todos?"}]
    second = await on_b.chat.completions.create(model="sprig", messages=history, extra_headers=headers)
    assert second.choices[0].message.content == "todo_read said: [>] Buy milk\n[ ] Cook dinner\n(0/2 completed)"

    history += [{"role": "assistant", "content": second.choices[0].message.content}]
    history += [{"role": "user", "content": "where are we?"}]
    third = await on_a.chat.completions.create(model="sprig", messages=history, extra_headers=headers)
    # A's model saw both earlier turns, B's included, each once
    assert third.choices[0].message.content == "seen: plan: Buy milk; Cook dinner | todos? | where are we?"

    status, conversation = await get(http, cluster.b, "/api/conversations/moving")
    assert status == 200
    assert user_texts(conversation) == ["plan: Buy milk; Cook dinner", "todos?", "where are we?"]
    assert [(t["text"], t["status"]) for t in conversation["todos"]] == [
        ("Buy milk", "in_progress"),
        ("Cook dinner", "pending"),
    ]
    assert conversation["running"] is False


async def test_an_approval_requested_on_one_instance_is_resumed_on_the_other(
    cluster: Cluster, http: aiohttp.ClientSession
) -> None:
    status, body = await chat(http, cluster.a, "approving", "write notes.txt")
    assert status == 200, body
    [pending] = body["pending_approvals"]
    assert pending["name"] == "write_file" and pending["reason"] == "approval"
    assert not (cluster.gates / "work" / "notes.txt").exists()

    status, conversation = await get(http, cluster.b, "/api/conversations/approving")
    assert [p["id"] for p in conversation["pending"]] == [pending["id"]]

    resume = {"approve": [pending["id"]]}
    async with http.post(f"{cluster.b.url}/api/conversations/approving/resume", json=resume) as response:
        assert response.status == 200
        stream = (await response.read()).decode()
    assert '"RUN_FINISHED"' in stream and '"RUN_ERROR"' not in stream
    assert (cluster.gates / "work" / "notes.txt").read_text() == "hello"

    # decided once, on B: A finds nothing left to decide
    async with http.post(f"{cluster.a.url}/api/conversations/approving/resume", json=resume) as response:
        assert response.status == 409
        assert orjson.loads(await response.read())["error"]["code"] == "nothing_pending"
    status, conversation = await get(http, cluster.a, "/api/conversations/approving")
    assert conversation["pending"] == []
    assert [m["type"] for m in conversation["messages"]][-3:] == ["assistant", "tool", "assistant"]
    assert conversation["messages"][-1]["text"].startswith("write_file said: ")


@pytest.mark.parametrize("round_", range(3))
async def test_simultaneous_runs_of_one_conversation_on_both_instances_give_exactly_one_409(
    cluster: Cluster, http: aiohttp.ClientSession, round_: int
) -> None:
    conversation, gate = f"racing-{round_}", f"race{round_}"
    runs = {
        asyncio.ensure_future(chat(http, cluster.a, conversation, f"gate {gate}")),
        asyncio.ensure_future(chat(http, cluster.b, conversation, f"gate {gate}")),
    }
    # the winner waits at the gate until the test opens it, so the loser answers first
    done, waiting = await asyncio.wait(runs, return_when=asyncio.FIRST_COMPLETED, timeout=30)
    [loser] = done
    status, body = loser.result()
    assert status == 409, body
    assert body["error"]["code"] == "conversation_busy" and body["error"]["type"] == "conflict_error"
    await entered(cluster, gate)
    (cluster.gates / gate).touch()
    [winner] = waiting
    status, body = await winner
    assert status == 200 and answer(body) == f"wait_gate said: gate {gate} opened"


async def test_an_instance_killed_mid_run_releases_its_lock_after_the_lease(
    cluster: Cluster, http: aiohttp.ClientSession
) -> None:
    doomed = cluster.start("doomed", lease=1.5 * LEASE)  # renewed each second: the next request finds it held
    try:
        held = asyncio.ensure_future(chat(http, doomed, "orphaned", "gate doomed"))
        await entered(cluster, "doomed")
        doomed.kill()  # SIGKILL: no cleanup, the lock stays in Redis
        with pytest.raises(aiohttp.ClientError):
            await held
    finally:
        doomed.kill()

    status, body = await chat(http, cluster.b, "orphaned", "anyone there?")
    assert status == 409 and body["error"]["code"] == "conversation_busy"
    deadline = time.monotonic() + 60
    while status == 409:  # nobody renews the dead run's lease: it runs out
        assert time.monotonic() < deadline, "the dead instance's lock never expired"
        await asyncio.sleep(0.2)
        status, body = await chat(http, cluster.b, "orphaned", "anyone there?")
    assert status == 200
    assert answer(body) == "seen: anyone there?"  # the killed run saved nothing


@pytest.mark.slow
async def test_an_instance_frozen_past_its_lease_saves_nothing_when_it_wakes(
    cluster: Cluster, http: aiohttp.ClientSession
) -> None:
    status, body = await chat(http, cluster.a, "frozen", "first")
    assert status == 200 and answer(body) == "seen: first"
    held = asyncio.ensure_future(chat(http, cluster.a, "frozen", "gate frozen"))
    await entered(cluster, "frozen")
    os.kill(cluster.a.process.pid, signal.SIGSTOP)  # a GC pause, a VM freeze: no renewal, no step
    try:
        deadline = time.monotonic() + 60
        status, body = await chat(http, cluster.b, "frozen", "meanwhile")
        while status == 409:  # until the frozen run's lease has run out
            assert time.monotonic() < deadline, "the frozen instance's lease never ran out"
            await asyncio.sleep(0.2)
            status, body = await chat(http, cluster.b, "frozen", "meanwhile")
        assert status == 200 and answer(body) == "seen: first | meanwhile"  # B took and finished a turn
        (cluster.gates / "frozen").touch()
    finally:
        os.kill(cluster.a.process.pid, signal.SIGCONT)

    status, body = await held  # the frozen run wakes up, its tool returns: it must not go on
    assert status == 409 and body["error"]["code"] == "lease_lost", body
    status, conversation = await get(http, cluster.b, "/api/conversations/frozen")
    assert user_texts(conversation) == ["first", "meanwhile"]  # nothing of the frozen run, order kept
    assert [m["type"] for m in conversation["messages"]] == ["system", "user", "assistant", "user", "assistant"]
    status, body = await chat(http, cluster.a, "frozen", "later")  # the woken instance serves again
    assert status == 200 and answer(body) == "seen: first | meanwhile | later"


async def test_redis_restarted_during_a_run_fails_it_with_503_and_the_servers_recover(
    cluster: Cluster, http: aiohttp.ClientSession
) -> None:
    status, body = await chat(http, cluster.a, "faulted", "first")
    assert status == 200 and answer(body) == "seen: first"
    held = asyncio.ensure_future(chat(http, cluster.a, "faulted", "gate fault"))
    await entered(cluster, "fault")
    cluster.redis.stop()  # killed, as a crash would
    try:
        (cluster.gates / "fault").touch()
        status, body = await held
        assert status == 503, body
        error = body["error"]
        assert error["code"] == "store_unavailable" and error["type"] == "server_error"
        assert f"127.0.0.1:{cluster.redis.port}" in error["message"]

        status, body = await chat(http, cluster.b, "elsewhere", "hello")
        assert status == 503 and body["error"]["code"] == "store_unavailable"
        status, ready = await get(http, cluster.b, "/readyz")
        assert status == 503 and ready["status"] == "unavailable"
        assert f"cannot reach Redis at redis://127.0.0.1:{cluster.redis.port}/0" in ready["reason"]
        assert (await get(http, cluster.b, "/healthz"))[0] == 200
    finally:
        cluster.redis.start()

    # back by itself: no restart of sprig
    assert (await get(http, cluster.a, "/readyz")) == (200, {"status": "ok"})
    assert (await get(http, cluster.b, "/readyz")) == (200, {"status": "ok"})
    status, conversation = await get(http, cluster.b, "/api/conversations/faulted")
    assert status == 200, conversation
    assert user_texts(conversation) == ["first"]  # the failed run left nothing behind, not even its question
    assert [m["type"] for m in conversation["messages"]] == ["system", "user", "assistant"]

    status, body = await chat(http, cluster.b, "faulted", "again")
    deadline = time.monotonic() + 60
    while status == 409:  # the failed run could not release its lock while Redis was down: A retries it now
        assert time.monotonic() < deadline
        await asyncio.sleep(0.2)
        status, body = await chat(http, cluster.b, "faulted", "again")
    assert status == 200 and answer(body) == "seen: first | again"


@pytest.mark.slow
async def test_a_redis_outage_leaves_no_lock_behind_and_resets_no_connection(
    cluster: Cluster, http: aiohttp.ClientSession
) -> None:
    instance = cluster.start("outage", lease=30.0)  # a lock left behind would last 30 s
    try:
        await _outage(cluster, http, instance)
    finally:
        instance.kill()


async def _outage(cluster: Cluster, http: aiohttp.ClientSession, instance: Instance) -> None:
    held = asyncio.ensure_future(chat(http, instance, "outage", "gate outage"))
    await entered(cluster, "outage")
    log_before = instance.log.read_text()
    cluster.redis.stop()
    connections: list[object] = []
    statuses: list[int] = []
    errors: list[BaseException] = []
    try:
        (cluster.gates / "outage").touch()
        status, body = await held  # the run fails, and so does the release of its lock
        assert status == 503 and body["error"]["code"] == "store_unavailable"

        # a kept-alive client: one connection for every request, each answered 503 on it
        trace = aiohttp.TraceConfig()
        trace.on_connection_create_end.append(lambda *_: _record(connections))
        connector = aiohttp.TCPConnector(limit=1)
        async with aiohttp.ClientSession(connector=connector, trace_configs=[trace]) as kept:
            for index in range(20):
                conversation = "outage" if index % 2 else f"outage-{index}"
                request = {"model": "sprig", "messages": [{"role": "user", "content": "hello"}]}
                try:
                    async with kept.post(
                        f"{instance.url}/v1/chat/completions",
                        json=request,
                        headers={"X-Conversation-Id": conversation},
                    ) as response:
                        statuses.append(response.status)
                        await response.read()
                except aiohttp.ClientError as exc:
                    errors.append(exc)
    finally:
        cluster.redis.start()
    assert errors == [] and statuses == [503] * 20
    assert len(connections) == 1  # never reset: the same connection served all twenty
    log = instance.log.read_text().removeprefix(log_before)
    assert "Traceback" not in log and "Exception in ASGI application" not in log, log[-2000:]
    lines = [line for line in log.splitlines() if line.strip()]
    assert len(lines) == 20 and all("the state store is unavailable" in line for line in lines), log[-2000:]

    # back: the lock the failed run could not release is gone, on this instance and the other
    status, body = await chat(http, instance, "outage", "after the outage")
    assert status == 200 and answer(body) == "seen: after the outage", body
    status, body = await chat(http, cluster.b, "outage", "and on the other")
    assert status == 200, body


async def _record(connections: list[object]) -> None:
    connections.append(object())


async def test_a_stream_cut_by_a_redis_restart_ends_with_the_error_event_and_saves_nothing(
    cluster: Cluster, http: aiohttp.ClientSession
) -> None:
    status, body = await chat(http, cluster.b, "faulted-stream", "first")
    assert status == 200 and answer(body) == "seen: first"
    request = {"model": "sprig", "stream": True, "messages": [{"role": "user", "content": "gate streamfault"}]}
    headers = {"X-Conversation-Id": "faulted-stream"}
    async with http.post(f"{cluster.b.url}/v1/chat/completions", json=request, headers=headers) as response:
        assert response.status == 200  # the stream has begun: an error can only come as an event
        await entered(cluster, "streamfault")
        cluster.redis.stop()
        try:
            (cluster.gates / "streamfault").touch()
            events = [line for line in (await response.read()).decode().splitlines() if line.startswith("data: ")]
        finally:
            cluster.redis.start()
    error = orjson.loads(events[-1].removeprefix("data: "))["error"]
    assert error["code"] == "store_unavailable" and error["type"] == "server_error"
    assert "data: [DONE]" not in events
    status, conversation = await get(http, cluster.a, "/api/conversations/faulted-stream")
    assert status == 200 and user_texts(conversation) == ["first"]


async def test_readyz_fails_with_the_reason_while_redis_is_unreachable_and_recovers(
    cluster: Cluster, http: aiohttp.ClientSession
) -> None:
    (cluster.folder / "late").mkdir()
    late = RedisServer(cluster.redis.binary, cluster.folder / "late")  # not started yet
    instance = cluster.start("early", state=late.url)
    try:
        status, ready = await get(http, instance, "/readyz")
        assert status == 503
        assert ready["status"] == "unavailable" and ready["store"] == "StoreUnavailableError"
        assert ready["reason"].startswith(f"cannot reach Redis at redis://127.0.0.1:{late.port}/0")
        assert (await get(http, instance, "/healthz"))[0] == 200
        status, body = await chat(http, instance, "early-bird", "hello")
        assert status == 503 and body["error"]["code"] == "store_unavailable"

        late.start()
        assert (await get(http, instance, "/readyz")) == (200, {"status": "ok"})
        status, body = await chat(http, instance, "early-bird", "hello")
        assert status == 200 and answer(body) == "seen: hello"
    finally:
        instance.kill()
        late.stop()


@pytest.mark.parametrize("lease", ["0", "-1", "nan", "soon"])
def test_a_lock_lease_is_a_positive_number_of_seconds(tmp_path: Path, lease: str) -> None:
    command = ("serve", f"--lock-lease={lease}", "--model", "scripted:x.json")
    result = run_sprig(*command, env=cli_env(tmp_path), cwd=tmp_path)
    assert result.returncode == 2
    assert "--lock-lease" in result.stderr and "seconds" in result.stderr


def test_a_malformed_redis_url_stops_serve_at_start_without_showing_its_password(tmp_path: Path) -> None:
    state = "redis://:s3cret@127.0.0.1:6379/0?socket_timeout=soon"
    result = run_sprig("serve", "--state", state, "--model", "scripted:x.json", env=cli_env(tmp_path), cwd=tmp_path)
    assert result.returncode == 2
    assert "not a usable Redis URL (redis://127.0.0.1:6379/0)" in result.stderr
    assert "s3cret" not in result.stderr + result.stdout


async def test_a_response_made_on_one_instance_is_continued_on_the_other(cluster: Cluster) -> None:
    on_a = openai.AsyncOpenAI(base_url=cluster.a.url + "/v1", api_key="unused", max_retries=0)
    on_b = openai.AsyncOpenAI(base_url=cluster.b.url + "/v1", api_key="unused", max_retries=0)
    first = await on_a.responses.create(model="sprig", input="first words")
    second = await on_b.responses.create(model="sprig", previous_response_id=first.id, input="second words")
    assert second.output_text == "seen: first words | second words"  # B read A's response from Redis
    branch = await on_a.responses.create(model="sprig", previous_response_id=first.id, input="a branch")
    assert branch.output_text == "seen: first words | a branch"  # from the response named, not the latest


async def test_a_responses_approval_requested_on_one_instance_is_resumed_on_the_other(cluster: Cluster) -> None:
    on_a = openai.AsyncOpenAI(base_url=cluster.a.url + "/v1", api_key="unused", max_retries=0)
    on_b = openai.AsyncOpenAI(base_url=cluster.b.url + "/v1", api_key="unused", max_retries=0)
    first = await on_a.responses.create(model="sprig", input="write approved.txt")
    [request] = [item for item in first.output if item.type == "mcp_approval_request"]
    assert request.name == "write_file" and not (cluster.gates / "work" / "approved.txt").exists()
    approve = [{"type": "mcp_approval_response", "approval_request_id": request.id, "approve": True}]
    second = await on_b.responses.create(model="sprig", previous_response_id=first.id, input=approve)  # type: ignore[arg-type]
    assert second.output_text.startswith("write_file said: ")
    assert (cluster.gates / "work" / "approved.txt").read_text() == "hello"
    with pytest.raises(openai.APIStatusError) as again:  # decided once, on B: A finds nothing to decide
        await on_a.responses.create(model="sprig", previous_response_id=first.id, input=approve)  # type: ignore[arg-type]
    assert again.value.status_code == 409
