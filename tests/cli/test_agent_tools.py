"""The CLI agent's own tools and MCP servers: ``--tools``, ``--mcp``, ``--mcp-server``, ``sprig.toml``.

Every test runs ``sprig`` as a subprocess with a scripted model (or the loopback OpenAI server,
to see what the model was sent) and the suite's own MCP test servers.
"""

from __future__ import annotations

import json
import shlex
import sys
from pathlib import Path
from typing import Any

import pytest

from support.cli import cli_env, run_sprig, write_script
from support.mcp_servers import COUNTER_SERVER, SPRIG_ENV
from support.openai_server import OpenAiLoopbackServer, reply

COUNTER = f"{shlex.quote(sys.executable)} {shlex.quote(str(COUNTER_SERVER))}"
TOOLS_MODULE = """\
from sprig import tool

@tool(description="Add two numbers")
def add(a: int, b: int) -> int:
    return a + b

@tool(description="Shout the text")
def shout(text: str) -> str:
    return text.upper() + "!"

TOOLS = [add, shout]

class Greeter:
    @tool(description="Greet someone")
    def greet(self, name: str) -> str:
        return f"Hello, {name}."
"""


@pytest.fixture
def env(tmp_path: Path) -> dict[str, str]:
    return cli_env(tmp_path / "home")


@pytest.fixture
def project(tmp_path: Path) -> Path:
    (tmp_path / "mytools.py").write_text(TOOLS_MODULE)
    return tmp_path


def counter_entry(**extra: Any) -> dict[str, Any]:
    return {"command": sys.executable, "args": [str(COUNTER_SERVER), "--name", "counter"], **extra}


def call(tool: str, **arguments: Any) -> dict[str, Any]:
    return {"tool_calls": [{"name": tool, "arguments": arguments}]}


def test_tools_flag_gives_the_agent_functions_and_a_toolkit_class(project: Path, env: dict[str, str]) -> None:
    spec = write_script(
        project / "s.json", [call("add", a=2, b=3), call("greet", name="Ada"), call("current_time"), "Done."]
    )
    result = run_sprig(
        "run", "go", "--model", spec, "--tools", "mytools:TOOLS", "--tools", "mytools:Greeter", env=env, cwd=project
    )
    assert result.returncode == 0, result.stderr
    assert "⎿ 5" in result.stdout
    assert "⎿ Hello, Ada." in result.stdout
    assert "current_time()" in result.stdout and "Done." in result.stdout  # the built-in tools stay


def test_mcp_server_flag_starts_a_stdio_server_whose_tools_the_agent_calls(
    project: Path, env: dict[str, str]
) -> None:
    spec = write_script(project / "s.json", [call("increment", by=5), call("increment", by=2), "Counted to 7."])
    result = run_sprig("run", "count", "--model", spec, "--mcp-server", COUNTER, env=env, cwd=project)
    assert result.returncode == 0, result.stderr
    assert "⎿ 5" in result.stdout and "⎿ 7" in result.stdout  # one server process for the whole run
    assert result.stderr == ""


def test_a_server_that_fails_to_start_is_one_line_and_the_others_work(project: Path, env: dict[str, str]) -> None:
    crash = project / "crash.py"
    crash.write_text("import sys\nprint('Traceback (most recent call last):\\n  boom', file=sys.stderr)\nsys.exit(1)\n")
    config = project / "mcp.json"
    config.write_text(
        json.dumps(
            {
                "mcpServers": {
                    "missing": {"command": "no-such-mcp-server-command-xyz"},
                    "crashing": {"command": sys.executable, "args": [str(crash)]},
                    "counter": counter_entry(),
                }
            }
        )
    )
    spec = write_script(project / "s.json", [call("increment", by=3), "Three."])
    result = run_sprig("run", "count", "--model", spec, "--mcp", str(config), env=env, cwd=project)
    assert result.returncode == 0, result.stderr
    assert "⎿ 3" in result.stdout
    lines = result.stderr.splitlines()
    assert len(lines) == 2, result.stderr
    assert "'missing'" in result.stderr and "no-such-mcp-server-command-xyz" in result.stderr
    assert any("'crashing'" in line and "did not start" in line for line in lines)
    assert "Traceback" not in result.stderr.replace("it said: Traceback", "")


def test_requires_approval_in_the_mcp_json_makes_calls_wait_for_approval(
    project: Path, env: dict[str, str]
) -> None:
    config = project / "mcp.json"
    config.write_text(json.dumps({"mcpServers": {"counter": counter_entry(requires_approval=True)}}))
    script = [call("increment", by=4), "After the decision."]
    denied = run_sprig(
        "run", "count", "--model", write_script(project / "a.json", script), "--mcp", str(config), env=env, cwd=project
    )
    assert denied.returncode == 0, denied.stderr
    assert "sprig: denied increment(by=4)" in denied.stderr
    assert "⎿ 4" not in denied.stdout
    approved = run_sprig(
        "run", "count", "--model", write_script(project / "b.json", script), "--mcp", str(config), "--yes",
        env=env, cwd=project,
    )
    assert approved.returncode == 0, approved.stderr
    assert "⎿ 4" in approved.stdout and "denied" not in approved.stderr


def test_sprig_toml_sets_model_tools_servers_and_approval(project: Path, env: dict[str, str]) -> None:
    spec = write_script(project / "s.json", [call("shout", text="hi"), call("increment", by=1), "Both ran."])
    (project / "sprig.toml").write_text(
        f"model = {json.dumps(spec)}\n"
        'tools = ["mytools:TOOLS"]\n\n'
        "[mcp_servers.counter]\n"
        f"command = {json.dumps(sys.executable)}\n"
        f"args = [{json.dumps(str(COUNTER_SERVER))}]\n"
        "requires_approval = true\n"
    )
    result = run_sprig("run", "do it", "--yes", env=env, cwd=project)
    assert result.returncode == 0, result.stderr
    assert "⎿ HI!" in result.stdout and "⎿ 1" in result.stdout and "Both ran." in result.stdout
    denied = run_sprig("run", "do it", env=env, cwd=project)  # the scripted model starts over
    assert "sprig: denied increment(by=1)" in denied.stderr  # requires_approval from the file


def test_flags_win_over_the_file_and_config_picks_another_file(project: Path, env: dict[str, str]) -> None:
    from_file = write_script(project / "file.json", ["From the file."])
    from_flag = write_script(project / "flag.json", ["From the flag."])
    (project / "sprig.toml").write_text(f"model = {json.dumps(from_file)}\n")
    assert run_sprig("run", "x", env=env, cwd=project).stdout.startswith("From the file.")
    assert run_sprig("run", "x", "--model", from_flag, env=env, cwd=project).stdout.startswith("From the flag.")
    other = project / "conf" / "other.toml"
    other.parent.mkdir()
    other.write_text(f"model = {json.dumps(from_flag)}\n")
    assert run_sprig("run", "x", "--config", str(other), env=env, cwd=project).stdout.startswith("From the flag.")


def test_the_model_is_sent_the_files_system_text_and_every_tool(project: Path, env: dict[str, str]) -> None:
    with OpenAiLoopbackServer(
        reply(tool_calls=[("c1", "increment", '{"by": 2}')]), reply("Two.")
    ) as server:
        (project / "sprig.toml").write_text(
            f'model = "openai-compatible:m@{server.url}"\n'
            'system = "You are the release helper."\n'
            'tools = ["mytools:Greeter"]\n'
            f"[mcp_servers.counter]\ncommand = {json.dumps(sys.executable)}\n"
            f"args = [{json.dumps(str(COUNTER_SERVER))}]\n"
        )
        result = run_sprig("run", "count", env=env, cwd=project)
        assert result.returncode == 0, result.stderr
        first = server.requests[0]
        assert first.messages[0] == {"role": "system", "content": "You are the release helper."}
        names = {tool["function"]["name"] for tool in first.tools}
        # 22 tools: past the planning agent's tool-search threshold, the model searches for most
        assert "todo_update" in names and ({"greet", "increment"} <= names or "search_tools" in names)
        assert server.requests[1].messages[-1]["content"] == "2"  # the MCP tool ran all the same


def test_tools_lists_what_the_agent_gets_per_source(project: Path, env: dict[str, str]) -> None:
    config = project / "mcp.json"
    config.write_text(json.dumps({"mcpServers": {"counter": counter_entry(requires_approval=True)}}))
    result = run_sprig("tools", "--json", "--tools", "mytools:TOOLS", "--mcp", str(config), env=env, cwd=project)
    assert result.returncode == 0, result.stderr
    listed = json.loads(result.stdout)
    sources = {tool["name"]: tool["source"] for tool in listed}
    assert sources["todo_update"].startswith("built-in")
    assert sources["add"] == sources["shout"] == "mytools:TOOLS"
    assert sources["increment"] == "MCP server 'counter'"
    assert next(tool for tool in listed if tool["name"] == "increment")["requires_approval"] is True
    plain = run_sprig("tools", "--tools", "mytools:TOOLS", "--mcp", str(config), env=env, cwd=project)
    heads = [line for line in plain.stdout.splitlines() if line.startswith("# ")]
    assert heads == [
        "# built-in (the planning agent)",
        "# mytools:TOOLS",
        "# MCP server 'counter' (calls need approval)",
    ]


def test_an_mcp_tool_named_like_a_built_in_is_renamed(project: Path, env: dict[str, str]) -> None:
    (project / "clash.py").write_text(
        "from sprig import tool\n\n"
        "@tool(description='A rival read_file')\n"
        "def read_file(path: str) -> str:\n    return 'rival'\n\nTOOLS = [read_file]\n"
    )
    serve = f"{shlex.quote(sys.executable)} -m sprig.cli mcp serve clash:TOOLS"
    result = run_sprig(
        "tools", "--json", "--mcp-server", serve, env={**env, "PYTHONPATH": _pythonpath(project)}, cwd=project
    )
    assert result.returncode == 0, result.stderr
    names = [tool["name"] for tool in json.loads(result.stdout)]
    assert names.count("read_file") == 1 and "alt_1_read_file" in names


def _pythonpath(project: Path) -> str:
    return ":".join([str(project), SPRIG_ENV["PYTHONPATH"]])


def test_a_tools_target_clashing_with_a_built_in_is_refused(project: Path, env: dict[str, str]) -> None:
    (project / "clash.py").write_text(
        "from sprig import tool\n\n@tool\ndef current_time() -> str:\n    return 'noon'\n\nTOOLS = [current_time]\n"
    )
    spec = write_script(project / "s.json", ["unused"])
    result = run_sprig("run", "x", "--model", spec, "--tools", "clash:TOOLS", env=env, cwd=project)
    assert result.returncode == 2
    assert result.stderr.splitlines() == [
        "sprig: error: --tools clash:TOOLS: the tool name 'current_time' is already used by a built-in tool"
    ]


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        ('modle = "x"\n', "unknown key 'modle'"),
        ("model = \n", "is not valid TOML"),
        ("tools = [1]\n", 'tools must be a list of "MODULE:OBJECT" strings'),
        ("[mcp_servers.a]\nargs = []\n", "mcp_servers.a: give either command"),
        ('[mcp_servers.a]\ncommand = "x"\nrequires_approval = "yes"\n', "requires_approval must be true or false"),
        ('[mcp_servers.a]\nurl = "http://h/mcp"\nheaders = { A = "${SPRIG_TEST_UNSET}" }\n', "SPRIG_TEST_UNSET"),
    ],
)
def test_a_broken_sprig_toml_is_one_line(project: Path, env: dict[str, str], content: str, expected: str) -> None:
    (project / "sprig.toml").write_text(content)
    result = run_sprig("run", "x", env=env, cwd=project)
    assert result.returncode == 2
    assert len(result.stderr.splitlines()) == 1 and expected in result.stderr, result.stderr
    assert "sprig.toml" in result.stderr


def test_bad_mcp_flags_are_one_line(project: Path, env: dict[str, str]) -> None:
    (project / "bad.json").write_text('{"servers": 3}')
    for args, expected in [
        (("--mcp", "missing.json"), "--mcp 'missing.json': cannot read it"),
        (("--mcp", "bad.json"), "expected {\"mcpServers\""),
        (("--mcp-server", "'unclosed"), "No closing quotation"),
        (("--config", "nope.toml"), "--config 'nope.toml': no such file"),
    ]:
        result = run_sprig("tools", *args, env=env, cwd=project)
        assert result.returncode == 2, result.stderr
        assert len(result.stderr.splitlines()) == 1 and expected in result.stderr, result.stderr


def test_environment_variables_fill_in_server_fields(project: Path, env: dict[str, str]) -> None:
    config = project / "mcp.json"
    entry = {"command": "${SPRIG_TEST_PY}", "args": [str(COUNTER_SERVER), "--name", "${SPRIG_TEST_NAME}"]}
    config.write_text(json.dumps({"mcpServers": {"counter": entry}}))
    spec = write_script(project / "s.json", [call("echo", text="hi"), "Echoed."])
    result = run_sprig(
        "run", "x", "--model", spec, "--mcp", str(config),
        env={**env, "SPRIG_TEST_PY": sys.executable, "SPRIG_TEST_NAME": "box"}, cwd=project,
    )
    assert result.returncode == 0, result.stderr
    assert "⎿ box: hi" in result.stdout


def test_chat_tools_command_lists_the_sources(project: Path, env: dict[str, str]) -> None:
    spec = write_script(project / "s.json", ["unused"])
    result = run_sprig(
        "chat", "--model", spec, "--state", "memory", "--tools", "mytools:TOOLS", "--mcp-server", COUNTER,
        env=env, cwd=project, input="/tools\n/exit\n",
    )
    assert result.returncode == 0, result.stderr
    out = result.stdout
    assert "built-in (the planning agent):" in out and "mytools:TOOLS:" in out
    assert "MCP server 'mcp_counter_server':" in out and "increment" in out


def test_mcp_serve_accepts_a_toolkit_class(tmp_path: Path) -> None:
    from sprig.mcp import McpSession, StdioServer

    server = StdioServer(
        command=sys.executable,
        args=["-m", "sprig.cli", "mcp", "serve", "sprig.toolkits:TimeTools"],
        env=SPRIG_ENV,
    )
    session = McpSession(server)
    try:
        names = [tool.name for tool in session.list_tools()]
    finally:
        session.close()
    assert names == ["current_time", "convert_time"]


def test_the_guides_sprig_toml_reads_as_documented(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from sprig._cli.config import read_config

    guide = (Path(__file__).resolve().parents[2] / "docs/guide/cli.md").read_text()
    block = guide.split("```toml\n", 1)[1].split("```", 1)[0]
    (tmp_path / "sprig.toml").write_text(block)
    monkeypatch.setenv("TICKETS_TOKEN", "t0k")
    setup = read_config(tmp_path / "sprig.toml")
    assert setup.model == "openai:gpt-4o-mini" and setup.state == "sqlite:.sprig/state.db"
    assert setup.tools == ("myapp.tools:TOOLS", "sprig.toolkits:WeatherTools")
    time, tickets = setup.mcp_servers
    assert time.fields["env"] == {"TZ": "Europe/Paris"} and not time.requires_approval
    assert tickets.fields["headers"] == {"Authorization": "Bearer t0k"} and tickets.requires_approval


def test_serve_gives_the_served_agent_the_mcp_servers_tools(project: Path, env: dict[str, str]) -> None:
    from support.cli import popen_sprig
    from support.sprig_server import http

    spec = write_script(project / "s.json", [call("increment", by=3), "Counted 3."])
    (project / "sprig.toml").write_text(f"model = {json.dumps(spec)}\n[mcp_servers.counter]\n"
                                        f"command = {json.dumps(sys.executable)}\n"
                                        f"args = [{json.dumps(str(COUNTER_SERVER))}]\n")
    process = popen_sprig("serve", "--port", "0", "--state", "memory", env=env, cwd=project)
    try:
        assert process.stdout is not None
        line = process.stdout.readline()
        assert line.startswith("sprig serve: listening on "), line
        url = line.split("listening on ")[1].strip().rstrip("/")
        body = {"model": "sprig", "messages": [{"role": "user", "content": "count"}]}
        status, _, raw = http(url, "POST", "/v1/chat/completions", body, {"X-Conversation-Id": "served"})
        assert status == 200, raw
        assert json.loads(raw)["choices"][0]["message"]["content"] == "Counted 3."
        status, _, raw = http(url, "GET", "/api/conversations/served")
        assert status == 200, raw
        results = [r for m in json.loads(raw)["messages"] if m["type"] == "tool" for r in m["responses"]]
        assert [(r["name"], r["data"]) for r in results] == [("increment", "3")]  # the MCP server's tool ran
    finally:
        process.terminate()
        process.wait(timeout=60)


def test_mcp_server_flag_takes_a_streamable_http_url(project: Path, env: dict[str, str]) -> None:
    from support.mcp_servers import free_port, http_server, sprig_serve_command

    port = free_port()
    command = sprig_serve_command("support.mcp_sprig_tools:TOOLS", "--transport", "http", "--port", str(port))
    with http_server(command, port, env=SPRIG_ENV) as base:
        spec = write_script(project / "s.json", [call("add", a=20, b=22), "It is 42."])
        result = run_sprig("run", "add", "--model", spec, "--mcp-server", f"{base}/mcp", env=env, cwd=project)
    assert result.returncode == 0, result.stderr
    assert "⎿ 42" in result.stdout and "It is 42." in result.stdout
