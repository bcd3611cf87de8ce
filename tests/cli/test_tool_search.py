"""``sprig run``, ``chat`` and ``serve`` turn tool search on by themselves past 20 tools: the model is
sent the todo tools and ``search_tools``, finds the rest, and keeps what it found."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from support.cli import cli_env, popen_sprig, run_sprig
from support.openai_server import OpenAiLoopbackServer, RecordedRequest, reply
from support.sprig_server import http

# 30 tools a company might give its agent, in a module for --tools
TOOLS_MODULE = """\
from sprig import tool

def _make(service, thing):
    def handler(id: str) -> str:
        return f"{service} {thing} {id}: open"
    handler.__name__ = f"{service}_get_{thing}"
    handler.__doc__ = f"Get a {thing} from {service} by its id."
    return tool(handler)

TOOLS = [_make(s, t) for s in ("github", "jira", "zendesk", "stripe", "slack", "notion")
         for t in ("issue", "ticket", "invoice", "user", "page")]
"""
FIRST = ["todo_update", "todo_read", "search_tools"]


@pytest.fixture
def project(tmp_path: Path) -> Path:
    (tmp_path / "company.py").write_text(TOOLS_MODULE)
    (tmp_path / "work").mkdir()
    return tmp_path


def names(request: RecordedRequest) -> list[str]:
    return [tool["function"]["name"] for tool in request.tools]


def search(query: str) -> tuple[str, str, str]:
    return ("s1", "search_tools", json.dumps({"query": query}))


def test_run_searches_shows_the_search_and_calls_what_it_found(project: Path) -> None:
    env = cli_env(project / "home", OPENAI_COMPATIBLE_API_KEY="k")
    with OpenAiLoopbackServer(
        reply(tool_calls=[search("zendesk ticket")]),
        reply(tool_calls=[("c1", "zendesk_get_ticket", '{"id": "42"}')]),
        reply("Ticket 42 is open."),
    ) as server:
        model = f"openai-compatible:m@{server.url}"
        result = run_sprig("run", "is ticket 42 open?", "--model", model, "--tools", "company:TOOLS", "-w", "work",
                           env=env, cwd=project)
        assert result.returncode == 0, result.stderr
        rounds = [names(r) for r in server.requests]
    assert rounds[0] == FIRST
    assert rounds[1][:3] == FIRST and "zendesk_get_ticket" in rounds[1][3:]
    assert rounds[2] == rounds[1]
    assert "searched tools for 'zendesk ticket': zendesk_get_ticket" in result.stdout
    assert "Ticket 42 is open." in result.stdout


def test_run_json_prints_the_search_event(project: Path) -> None:
    env = cli_env(project / "home", OPENAI_COMPATIBLE_API_KEY="k")
    with OpenAiLoopbackServer(reply(tool_calls=[search("stripe invoice")]), reply("Found it.")) as server:
        model = f"openai-compatible:m@{server.url}"
        result = run_sprig("run", "invoices", "--json", "--model", model, "--tools", "company:TOOLS", "-w", "work",
                           env=env, cwd=project)
    assert result.returncode == 0, result.stderr
    events = [json.loads(line) for line in result.stdout.splitlines()]
    (found,) = [e for e in events if e["type"] == "tool_search"]
    assert found["query"] == "stripe invoice" and found["names"][0] == "stripe_get_invoice"


def test_chat_keeps_what_it_found_for_the_next_message(project: Path) -> None:
    env = cli_env(project / "home", OPENAI_COMPATIBLE_API_KEY="k")
    with OpenAiLoopbackServer(
        reply(tool_calls=[search("notion page")]), reply("Searched."), reply("Still here.")
    ) as server:
        model = f"openai-compatible:m@{server.url}"
        result = run_sprig(
            "chat", "--model", model, "--tools", "company:TOOLS", "--state", str(project / "state.db"), "-w", "work",
            env=env, cwd=project, input="find the notion page tool\nand now?\n",
        )
        assert result.returncode == 0, result.stderr
        rounds = [names(r) for r in server.requests]
    assert rounds[0] == FIRST and "notion_get_page" in rounds[1]
    assert rounds[2] == rounds[1]  # the next message starts with what the conversation found


def test_serve_defers_past_the_threshold(project: Path) -> None:
    with OpenAiLoopbackServer(reply("Hello.")) as server:
        model = f"openai-compatible:m@{server.url}"
        env = cli_env(project / "home", OPENAI_COMPATIBLE_API_KEY="k")
        process = popen_sprig("serve", "--model", model, "--tools", "company:TOOLS", "-w", "work", "--port", "0",
                              env=env, cwd=project)
        try:
            url = _listening(process)
            body = {"model": "sprig", "messages": [{"role": "user", "content": "hi"}]}
            status, _, raw = http(url, "POST", "/v1/chat/completions", body)
            assert status == 200, raw
        finally:
            process.terminate()
            process.wait(10)
        assert names(server.requests[0]) == FIRST


def _listening(process: subprocess.Popen[str]) -> str:
    assert process.stdout is not None
    line = process.stdout.readline()
    assert "listening on" in line, line
    return line.split("listening on ")[1].strip().rstrip("/")
