"""The planning agent: a ``ChatClient`` that plans with a todo list and works with time and file tools.

``sprig run``, ``sprig chat`` and ``examples/planning_agent.py`` all use it::

    from sprig.agent import build_planning_agent
    from sprig.models import from_spec

    agent = build_planning_agent(from_spec("openai:gpt-4o-mini"), "./work")
    for event in agent.prompt("Write a small static web page into ./site").stream().events():
        ...

The model writes its plan with ``todo_update`` first, keeps one item in progress, marks items
completed as it goes (a :class:`~sprig.advisors.TodoReminderAdvisor` reminds it when it goes
``reminder_threshold`` tool rounds without doing so), uses :class:`~sprig.toolkits.TimeTools`
and :class:`~sprig.toolkits.FileSystemTools` confined to ``workdir``, and answers briefly.

Calls of the tools that change files (``write_file``, ``edit_file``) need approval: the run
pauses on them (``response.pending``) until ``resume(approve=[...])``; pass
``require_approval=False`` to let them run unasked.

With ``task_depth`` the agent also gets a ``task`` tool (``sprig run`` and ``sprig chat`` give it
one): it delegates a self-contained subtask to a sub-agent with a fresh context, the same tools,
and ``task`` itself while above the depth limit (see :mod:`sprig.chat.subagent`).
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from sprig.chat.advisor import Advisor
    from sprig.chat.client import ChatClient
    from sprig.messages import ToolCall
    from sprig.models.base import ChatModel
    from sprig.state.chat_memory import ChatMemory
    from sprig.state.store import KeyValueStore
    from sprig.tools.context import ToolContext

__all__ = [
    "FILE_CHANGING_TOOLS",
    "PLANNING_SYSTEM_PROMPT",
    "TASK_TOOL",
    "build_planning_agent",
    "changes_files",
    "planning_tools",
]

FILE_CHANGING_TOOLS = frozenset({"write_file", "edit_file"})
"""The planning agent's tools that change files: their calls need approval by default."""


TASK_TOOL = "task"
"""The name of the planning agent's sub-agent tool (given with ``task_depth``)."""

TASK_DESCRIPTION = (
    "Delegate a self-contained subtask to a sub-agent with a fresh context. The sub-agent has the same "
    "tools but does not see this conversation: describe the task completely (goal, inputs, files, what to "
    "report back). Returns the sub-agent's final answer."
)


def changes_files(call: ToolCall, context: ToolContext) -> bool:
    """The approval rule of the planning agent: calls of :data:`FILE_CHANGING_TOOLS`."""
    return call.name in FILE_CHANGING_TOOLS

PLANNING_SYSTEM_PROMPT = """\
You are a careful agent that completes the user's task step by step with tools.

How you work:
1. Plan first. Before any other tool, call todo_update with the steps of the task as short \
imperative items: the first one in_progress, the others pending.
2. Keep exactly one item in_progress. When a step is done, call todo_update again with that item \
completed and the next one in_progress; always send the whole list.
3. Do the work with the tools. Never guess what a tool can tell you (the current time, a file's \
content); if a tool returns an error, read it, fix the call and try again.
4. The file tools work inside the work folder ({workdir}). Use paths relative to it, such as \
"site/index.html"; absolute paths and ".." are refused.
5. When every item is completed, answer in a few sentences: what you did and the result.\
"""
"""The planning agent's system text; ``{workdir}`` is the work folder's name."""


def planning_tools(workdir: str | os.PathLike[str], *, store: KeyValueStore | None = None) -> list[object]:
    """The planning agent's tools: ``TodoTools(store)``, ``TimeTools()`` and ``FileSystemTools(workdir)``.

    ``workdir`` must exist. ``sprig tools`` lists these.
    """
    from sprig.toolkits import FileSystemTools, TimeTools, TodoTools

    return [TodoTools(store), TimeTools(), FileSystemTools(workdir)]


def build_planning_agent(
    model: ChatModel,
    workdir: str | os.PathLike[str],
    *,
    store: KeyValueStore | None = None,
    memory: ChatMemory | None = None,
    extra_tools: Sequence[object] = (),
    reminder_threshold: int = 3,
    max_rounds: int = 25,
    system: str | None = None,
    advisors: Sequence[Advisor] = (),
    require_approval: bool = True,
    tool_search_threshold: int | None = 20,
    task_depth: int | None = None,
) -> ChatClient:
    """A ``ChatClient`` for ``model`` set up as a planning agent working in ``workdir``.

    Args:
        model: any :class:`~sprig.models.ChatModel` (``sprig.models.from_spec(...)`` builds one).
        workdir: the folder the file tools may read and write (created if missing).
        store: where the todo lists live, keyed by conversation id (default: in memory); use a
            :class:`~sprig.state.SqliteStore` to keep plans across restarts.
        memory: chat memory; when given, a :class:`~sprig.advisors.MessageChatMemoryAdvisor`
            keeps each conversation's history (pass ``advisor_params(conversation_id=...)``).
        extra_tools: more tools (functions, objects with ``@tool`` methods, callbacks, providers).
        reminder_threshold: tool rounds without a plan update before the model is reminded.
        max_rounds: the most tool rounds one request may take.
        system: system text replacing :data:`PLANNING_SYSTEM_PROMPT` (``{workdir}`` is filled in).
        advisors: more advisors (a logger, a safeguard, ...).
        require_approval: pause on calls that change files until they are approved (the run
            then needs ``advisor_params(conversation_id=...)`` and ``resume(...)``); the store
            of paused runs is ``store`` when given.
        tool_search_threshold: past this many tools (with ``extra_tools``, MCP servers), the
            model gets the todo tools, a ``search_tools`` tool and the tools it found (a
            :class:`~sprig.advisors.ToolSearchAdvisor`); ``None`` always sends every tool.
        task_depth: give the agent a ``task`` tool whose sub-agents nest at most this deep
            (``None``: no such tool). A sub-agent is this agent without memory: the same model,
            system text, tools and approvals, its own todo list.
    """
    from sprig.advisors import MessageChatMemoryAdvisor, TodoReminderAdvisor, ToolCallAdvisor, ToolSearchAdvisor
    from sprig.chat.client import ChatClient
    from sprig.toolkits import TODO_READ_TOOL, TODO_UPDATE_TOOL

    root = Path(workdir).expanduser()
    root.mkdir(parents=True, exist_ok=True)
    chosen: list[Advisor] = [
        ToolCallAdvisor(max_rounds=max_rounds, requires_approval=changes_files if require_approval else None),
        TodoReminderAdvisor(reminder_threshold, tool_name=TODO_UPDATE_TOOL),
        *advisors,
    ]
    if tool_search_threshold is not None:
        chosen.append(ToolSearchAdvisor(always=(TODO_UPDATE_TOOL, TODO_READ_TOOL), threshold=tool_search_threshold))
    if memory is not None:
        chosen.insert(0, MessageChatMemoryAdvisor(memory))
    text = (system if system is not None else PLANNING_SYSTEM_PROMPT).replace("{workdir}", root.resolve().name or "/")
    builder = (
        ChatClient.builder(model)
        .default_system(text)
        .default_tools(*planning_tools(root, store=store), *extra_tools)
        .default_advisors(*chosen)
    )
    if store is not None:
        builder.default_store(store)
    if task_depth is None:
        return builder.build()
    from sprig.chat.subagent import SubagentTool

    child = build_planning_agent(
        model,
        root,
        store=store,
        extra_tools=extra_tools,
        reminder_threshold=reminder_threshold,
        max_rounds=max_rounds,
        system=system,
        advisors=advisors,
        require_approval=require_approval,
        tool_search_threshold=tool_search_threshold,
    )
    task = SubagentTool(child, TASK_TOOL, TASK_DESCRIPTION, max_depth=task_depth)
    task.offers_itself = True  # a sub-agent may delegate again, while above the depth limit
    return builder.default_tools(task).build()
