"""``sprig run --model openai-responses:MODEL@URL`` talks to a Responses server (the loopback one)."""

from __future__ import annotations

from pathlib import Path

from support.cli import cli_env, run_sprig
from support.responses_server import ResponsesLoopbackServer, ResponsesReply


def test_sprig_run_with_an_openai_responses_spec(tmp_path: Path) -> None:
    with ResponsesLoopbackServer(ResponsesReply("Hello from the Responses API.", reasoning=["greet"])) as server:
        env = cli_env(tmp_path / "home", OPENAI_API_KEY="sk-test")
        result = run_sprig("run", "Say hello", "--model", f"openai-responses:m@{server.url}", env=env, cwd=tmp_path)
        assert result.returncode == 0, result.stderr
        assert "Hello from the Responses API." in result.stdout
        request = server.requests[0]
        assert request.path == "/v1/responses" and request.headers["Authorization"] == "Bearer sk-test"
        assert request.body["store"] is False
