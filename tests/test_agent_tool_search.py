"""The planning agent (``sprig run``, ``chat`` and ``serve``) turns tool search on by itself past 20
tools, keeping the todo tools always in sight; the CLI display and AG-UI show each search."""

from __future__ import annotations

import io
import json
from pathlib import Path

from sprig import ToolCall, ToolSearchEvent
from sprig.agent import build_planning_agent
from sprig.models import ScriptedChatModel
from support.tool_catalog import catalog


def first_round(model: ScriptedChatModel) -> list[str]:
    return [cb.name for cb in model.prompts[0].options.tool_callbacks]


def test_past_twenty_tools_the_planning_agent_searches(tmp_path: Path) -> None:
    model = ScriptedChatModel([ToolCall("s1", "search_tools", json.dumps({"query": "github issue"})), "done"])
    agent = build_planning_agent(model, tmp_path, extra_tools=catalog(30), require_approval=False)
    agent.prompt("open an issue").call().content()
    assert first_round(model) == ["todo_update", "todo_read", "search_tools"]
    second = [cb.name for cb in model.prompts[1].options.tool_callbacks]
    assert second[:3] == ["todo_update", "todo_read", "search_tools"] and len(second) > 3


def test_the_planning_agent_alone_sends_every_tool(tmp_path: Path) -> None:
    model = ScriptedChatModel(["done"])
    build_planning_agent(model, tmp_path).prompt("hi").call().content()
    assert "search_tools" not in first_round(model) and "write_file" in first_round(model)


def test_tool_search_can_be_turned_off(tmp_path: Path) -> None:
    model = ScriptedChatModel(["done"])
    agent = build_planning_agent(model, tmp_path, extra_tools=catalog(30), tool_search_threshold=None)
    agent.prompt("hi").call().content()
    assert "search_tools" not in first_round(model) and len(first_round(model)) > 30


def test_the_terminal_display_and_ag_ui_show_a_search() -> None:
    from rich.console import Console

    from sprig._cli.display import ConsoleDisplay
    from sprig.server.agui_events import AguiTranslator

    event = ToolSearchEvent("github issue", ("github_create_issue", "github_list_issue"), "s1")
    out = io.StringIO()
    display = ConsoleDisplay(Console(file=out, width=120, force_terminal=False), live=False)
    display.event(event)
    display.stop()
    assert "searched tools for 'github issue': github_create_issue, github_list_issue" in out.getvalue()
    (custom,) = AguiTranslator("thread", "run").translate(event)
    assert custom.name == "tool_search" and custom.value["names"] == ["github_create_issue", "github_list_issue"]
