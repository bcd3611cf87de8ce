"""``sprig tools`` and ``sprig --help``: listings, schemas, bad targets."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from support.cli import cli_env, run_sprig

PLANNING_TOOLS = [
    "todo_update",
    "todo_read",
    "current_time",
    "convert_time",
    "list_files",
    "read_file",
    "write_file",
    "edit_file",
    "glob_files",
    "grep_files",
]


@pytest.fixture
def env(tmp_path: Path) -> dict[str, str]:
    return cli_env(tmp_path / "home")


def test_tools_lists_the_planning_agents_tools_with_schemas(tmp_path: Path, env: dict[str, str]) -> None:
    result = run_sprig("tools", "--json", env=env, cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    listed = json.loads(result.stdout)
    assert [tool["name"] for tool in listed] == PLANNING_TOOLS
    by_name = {tool["name"]: tool for tool in listed}
    assert by_name["write_file"]["input_schema"]["required"] == ["path", "content"]
    items = by_name["todo_update"]["input_schema"]["properties"]["items"]
    assert items["items"]["properties"]["status"]["enum"] == ["pending", "in_progress", "completed"]
    assert all(tool["description"] for tool in listed)


def test_tools_plain_output(tmp_path: Path, env: dict[str, str]) -> None:
    result = run_sprig("tools", env=env, cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    heads = [line.split(":")[0] for line in result.stdout.splitlines() if line and not line.startswith(" ")]
    assert heads == PLANNING_TOOLS
    assert '    "type": "object",' in result.stdout


def test_tools_of_a_module_object(tmp_path: Path, env: dict[str, str]) -> None:
    (tmp_path / "mytools.py").write_text(
        "from sprig import tool\n\n"
        "@tool(description='Add two numbers')\n"
        "def add(a: int, b: int) -> int:\n    return a + b\n\n"
        "TOOLS = [add]\n"
    )
    result = run_sprig("tools", "mytools:TOOLS", "--json", env=env, cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    [add] = json.loads(result.stdout)
    assert add["name"] == "add" and add["description"] == "Add two numbers"
    assert add["input_schema"]["properties"]["a"]["type"] == "integer"
    toolkit = run_sprig("tools", "sprig.toolkits:TimeTools", "--json", env=env, cwd=tmp_path)
    assert [t["name"] for t in json.loads(toolkit.stdout)] == ["current_time", "convert_time"]


@pytest.mark.parametrize(
    ("target", "expected"),
    [
        ("no_colon", "expected MODULE:OBJECT"),
        ("no_such_module_xyz:X", "cannot import 'no_such_module_xyz'"),
        ("json:nothing_here", "has no attribute 'nothing_here'"),
        ("json:dumps", "holds no tools"),
        ("sprig.toolkits:FileSystemTools", "cannot create sprig.toolkits:FileSystemTools without arguments"),
    ],
)
def test_bad_tool_targets(tmp_path: Path, env: dict[str, str], target: str, expected: str) -> None:
    result = run_sprig("tools", target, env=env, cwd=tmp_path)
    assert result.returncode == 2
    assert result.stdout == ""
    assert len(result.stderr.splitlines()) == 1 and expected in result.stderr


def test_help_lists_the_commands_and_model_specs(tmp_path: Path, env: dict[str, str]) -> None:
    result = run_sprig("--help", env=env, cwd=tmp_path)
    assert result.returncode == 0
    for word in ("run", "chat", "tools", "mcp", "SPRIG_MODEL", "scripted:SCRIPT.json", "OPENAI_API_KEY"):
        assert word in result.stdout
    run_help = run_sprig("run", "--help", env=env, cwd=tmp_path)
    assert "--workdir" in run_help.stdout and "--json" in run_help.stdout and "--model" in run_help.stdout
    chat_help = run_sprig("chat", "--help", env=env, cwd=tmp_path)
    assert "--state" in chat_help.stdout and "/reset" in chat_help.stdout
    assert run_sprig("--version", env=env, cwd=tmp_path).stdout.startswith("sprig ")


def test_usage_errors_exit_2(tmp_path: Path, env: dict[str, str]) -> None:
    assert run_sprig(env=env, cwd=tmp_path).returncode == 2
    assert run_sprig("run", env=env, cwd=tmp_path).returncode == 2
    bad = run_sprig("run", "x", "--max-rounds", "0", env=env, cwd=tmp_path)
    assert bad.returncode == 2 and "expected a positive integer" in bad.stderr


def test_help_does_not_import_the_heavy_parts(tmp_path: Path, env: dict[str, str]) -> None:
    code = (
        "import sys, contextlib, io\n"
        "from sprig.cli import main\n"
        "with contextlib.redirect_stdout(io.StringIO()):\n"
        "    try:\n        main(['--help'])\n    except SystemExit:\n        pass\n"
        "heavy = [m for m in ('rich', 'aiohttp', 'xllamacpp', 'pydantic', 'sprig.chat', 'mcp') if m in sys.modules]\n"
        "print(heavy)\n"
    )
    result = subprocess.run([sys.executable, "-c", code], env=env, cwd=tmp_path, capture_output=True, text=True)
    assert result.stdout.strip() == "[]", result.stderr


def test_the_console_script_is_installed(tmp_path: Path, env: dict[str, str]) -> None:
    script = Path(sys.executable).parent / "sprig"
    if not script.exists():
        pytest.skip("no sprig console script next to this interpreter")
    result = subprocess.run([str(script), "tools", "--json"], env=env, cwd=tmp_path, capture_output=True, text=True)
    assert result.returncode == 0 and json.loads(result.stdout)[0]["name"] == "todo_update"
