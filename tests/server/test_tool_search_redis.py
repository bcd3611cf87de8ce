"""Two ``sprig serve`` processes on one real ``redis-server``: the tools a conversation discovered
on one instance are sent on the other, and leave with the conversation when it is deleted."""

from __future__ import annotations

import os
import subprocess
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

import openai
from server.test_redis_instances import Instance, listening
from sprig.state import store_from_spec
from support.cli import cli_env, sprig_command
from support.redis_server import RedisServer, redis_binary

TESTS = Path(__file__).resolve().parents[1]



@pytest.fixture(scope="module")
def instances() -> Iterator[tuple[RedisServer, Instance, Instance]]:
    binary = redis_binary()
    with tempfile.TemporaryDirectory(prefix="sprig-tool-search-") as directory:
        folder = Path(directory)
        redis = RedisServer(binary, folder)
        redis.start()
        started: list[Instance] = []
        try:
            for name in ("a", "b"):
                home = folder / name
                home.mkdir()
                pythonpath = os.pathsep.join([str(TESTS), os.environ.get("PYTHONPATH", "")])
                env = cli_env(home, SPRIG_TEST_STATE=redis.url, PYTHONPATH=pythonpath)
                target = "support.tool_search_agent:client"
                command = sprig_command("serve", target, "--state", redis.url, "--port", "0")
                with open(home / "stderr.log", "w") as log:
                    process = subprocess.Popen(
                        command, env=env, cwd=home, stdout=subprocess.PIPE, stderr=log, text=True
                    )
                started.append(listening(process, home / "stderr.log"))
            yield redis, started[0], started[1]
        finally:
            for instance in started:
                instance.kill()
            redis.stop()


def ask(instance: Instance, conversation: str, text: str) -> str:
    client = openai.OpenAI(base_url=instance.url + "/v1", api_key="unused", max_retries=0)
    response = client.chat.completions.create(
        model="sprig",
        messages=[{"role": "user", "content": text}],
        extra_headers={"X-Conversation-Id": conversation},
    )
    return response.choices[0].message.content or ""


def sent(answer: str) -> list[str]:
    assert answer.startswith("sent: "), answer
    return answer.removeprefix("sent: ").split(", ")


def test_tools_found_on_one_instance_are_sent_on_the_other(instances: tuple[RedisServer, Instance, Instance]) -> None:
    redis, a, b = instances
    found = sent(ask(a, "moving", "search zendesk ticket"))  # the round after the search
    assert found[0] == "search_tools" and len(found) == 3 and found[1].startswith("zendesk_")

    assert sent(ask(b, "moving", "what now?")) == found  # the next turn, on the other instance
    assert sent(ask(b, "elsewhere", "what now?")) == ["search_tools"]  # not another conversation's

    store = store_from_spec(redis.url)
    try:
        assert store.get("tool_search:moving") == {"discovered": found[1:]}
        with openai.OpenAI(base_url=a.url + "/v1", api_key="unused", max_retries=0) as client:
            response = client.delete(f"{a.url}/api/conversations/moving", cast_to=object)
        assert response is not None
        assert store.get("tool_search:moving") is None
    finally:
        store.close()
