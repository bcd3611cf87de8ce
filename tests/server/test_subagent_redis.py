"""A sub-agent's approval requested through one ``sprig serve`` instance and resumed through
another, both on one real ``redis-server``; two simultaneous resumes deploy once."""

from __future__ import annotations

import asyncio
import os
import subprocess
import tempfile
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import aiohttp
import orjson
import pytest

from support.cli import cli_env, sprig_command
from support.redis_server import RedisServer, redis_binary

from .test_redis_instances import TESTS, Instance, chat, get, listening

pytestmark = pytest.mark.slow


class Pair:
    def __init__(self, folder: Path, instances: list[Instance]) -> None:
        self.gates = folder / "gates"
        self.a, self.b = instances


@pytest.fixture(scope="module")
def pair() -> Iterator[Pair]:
    with tempfile.TemporaryDirectory(prefix="sprig-subagents-") as directory:
        folder = Path(directory)
        (folder / "redis").mkdir()
        (folder / "gates").mkdir()
        redis = RedisServer(redis_binary(), folder / "redis")
        redis.start()
        instances: list[Instance] = []
        try:
            for name in "ab":
                home = folder / name
                home.mkdir()
                pythonpath = os.pathsep.join([str(TESTS), os.environ.get("PYTHONPATH", "")])
                env = cli_env(home, SPRIG_TEST_STATE=redis.url, SPRIG_TEST_GATES=str(folder / "gates"),
                              PYTHONPATH=pythonpath)
                command = sprig_command("serve", "support.subagent_redis_agent:client", "--state", redis.url,
                                        "--port", "0")
                with open(home / "stderr.log", "w") as log:
                    process = subprocess.Popen(command, env=env, cwd=home, stdout=subprocess.PIPE, stderr=log,
                                               text=True)
                instances.append(listening(process, home / "stderr.log"))
            yield Pair(folder, instances)
        finally:
            for instance in instances:
                instance.kill()
            redis.stop()


@pytest.fixture
async def http() -> AsyncIterator[aiohttp.ClientSession]:
    async with aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=60)) as session:
        yield session


async def resume(http: aiohttp.ClientSession, instance: Instance, conversation: str, ids: list[str]) -> tuple[int, str]:
    url = f"{instance.url}/api/conversations/{conversation}/resume"
    async with http.post(url, json={"approve": ids}) as response:
        return response.status, (await response.read()).decode()


def deployed(pair: Pair) -> list[str]:
    path = pair.gates / "deployed.txt"
    return path.read_text().split() if path.exists() else []


async def test_a_childs_approval_requested_on_one_instance_is_resumed_on_the_other(
    pair: Pair, http: aiohttp.ClientSession
) -> None:
    status, body = await chat(http, pair.a, "sub-moving", "deploy prod")
    assert status == 200, body
    [pending] = body["pending_approvals"]
    assert pending["name"] == "deploy" and len(pending["path"]) == 1 and pending["key"].endswith("/" + pending["id"])
    assert deployed(pair) == []

    status, conversation = await get(http, pair.b, "/api/conversations/sub-moving")
    assert [(p["id"], p["path"]) for p in conversation["pending"]] == [(pending["id"], pending["path"])]

    status, stream = await resume(http, pair.b, "sub-moving", [pending["id"]])
    assert status == 200, stream
    assert '"RUN_FINISHED"' in stream and '"RUN_ERROR"' not in stream
    assert '"SUBAGENT_STARTED"' in stream and '"STEP_STARTED"' in stream
    assert deployed(pair) == ["prod"]
    status, conversation = await get(http, pair.a, "/api/conversations/sub-moving")
    assert conversation["pending"] == []
    assert conversation["messages"][-1]["text"] == "lead: deployer: deployed prod"

    status, again = await resume(http, pair.a, "sub-moving", [pending["id"]])
    assert status == 409 and orjson.loads(again)["error"]["code"] == "nothing_pending"
    assert deployed(pair) == ["prod"]


async def test_simultaneous_resumes_on_both_instances_deploy_once(pair: Pair, http: aiohttp.ClientSession) -> None:
    status, body = await chat(http, pair.a, "sub-racing", "deploy staging")
    assert status == 200, body
    [pending] = body["pending_approvals"]
    (pair.gates / "hold").touch()  # the winner holds inside the child's tool until the loser has answered
    try:
        first = asyncio.ensure_future(resume(http, pair.a, "sub-racing", [pending["key"]]))
        second = asyncio.ensure_future(resume(http, pair.b, "sub-racing", [pending["key"]]))
        done, waiting = await asyncio.wait({first, second}, return_when=asyncio.FIRST_COMPLETED, timeout=60)
        assert len(done) == 1 and len(waiting) == 1
        loser_status, loser_body = done.pop().result()
        assert loser_status in (409, 423), loser_body
        (pair.gates / "open").touch()
        winner_status, winner_body = await waiting.pop()
        assert winner_status == 200 and '"RUN_FINISHED"' in winner_body and '"RUN_ERROR"' not in winner_body
    finally:
        (pair.gates / "hold").unlink()
        (pair.gates / "open").unlink(missing_ok=True)
    assert deployed(pair).count("staging") == 1
