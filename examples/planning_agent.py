"""A planning agent that writes a small static web page with three sections into ./site.

    python examples/planning_agent.py                                  # scripted model, no key needed
    python examples/planning_agent.py --model openai:gpt-4o-mini       # a real model: the demo
    python examples/planning_agent.py --model local --workdir /tmp/demo

The agent plans with a todo list (``todo_update``), keeps one item in progress, gets a reminder
when it goes three tool rounds without updating the plan, and writes files only inside the
work folder. Its text, tool calls and reminders stream as they happen. Writing a file needs
approval: the run pauses on each ``write_file`` call, and this example approves it (printing
what it approved) and resumes the run; an application would ask its user first.

Without ``--model`` a scripted model plays a good agent's part, so the example runs anywhere
(the test suite runs it): its script makes the same tool calls a real model would.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import uuid
from pathlib import Path

from sprig import AssistantMessage, Prompt, ToolCall, ToolResponseMessage
from sprig.agent import build_planning_agent
from sprig.chat.events import DoneEvent, ReminderEvent, RetryEvent, TextDeltaEvent, ToolResultEvent
from sprig.models import ChatModel, ScriptedChatModel, from_spec
from sprig.state import InMemoryStore
from sprig.toolkits import TodoTools, render_todos

TASK = (
    "Write a small static web page with three sections (About, Projects, Contact) into ./site: "
    "site/index.html and a stylesheet site/style.css. Then check the page."
)

STEPS = [
    "Outline the three sections",
    "Write site/index.html",
    "Write site/style.css",
    "Check the page",
]

INDEX_HTML = """\
<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Ada Lovelace</title>
  <link rel="stylesheet" href="style.css">
</head>
<body>
  <header><h1>Ada Lovelace</h1></header>
  <section id="about">
    <h2>About</h2>
    <p>Mathematician and writer of the first published program.</p>
  </section>
  <section id="projects">
    <h2>Projects</h2>
    <ul><li>Notes on the Analytical Engine</li><li>Bernoulli numbers by machine</li></ul>
  </section>
  <section id="contact">
    <h2>Contact</h2>
    <p>Write to <a href="mailto:ada@example.org">ada@example.org</a>.</p>
  </section>
</body>
</html>
"""

STYLE_CSS = """\
body { font-family: system-ui, sans-serif; max-width: 40rem; margin: 2rem auto; line-height: 1.5; }
header h1 { color: #2d5b3c; }
section { border-top: 1px solid #ddd; padding: 1rem 0; }
"""


def todo_call(done: int) -> ToolCall:
    """A todo_update with the first ``done`` steps completed and the next one in progress."""
    items = [
        {
            "id": str(n),
            "text": text,
            "status": "completed" if n <= done else "in_progress" if n == done + 1 else "pending",
        }
        for n, text in enumerate(STEPS, start=1)
    ]
    return ToolCall("", "todo_update", json.dumps({"items": items}))


def write_call(path: str, content: str) -> ToolCall:
    return ToolCall("", "write_file", json.dumps({"path": path, "content": content}))


def report_check(prompt: Prompt) -> AssistantMessage:
    """The last round read index.html back: count its sections, mark the plan done."""
    last = prompt.messages[-1]
    page = last.responses[0].data if isinstance(last, ToolResponseMessage) else ""
    sections = page.count("<section")
    return AssistantMessage(f"The page has {sections} sections.\n", tool_calls=(todo_call(len(STEPS)),))


def scripted_agent() -> ScriptedChatModel:
    """A model whose script does the task the way a good planning agent would."""
    return ScriptedChatModel(
        [
            AssistantMessage("I'll plan the page first, then write it.\n", tool_calls=(todo_call(0),)),
            AssistantMessage("Sections: About, Projects, Contact.\n", tool_calls=(todo_call(1),)),
            write_call("site/index.html", INDEX_HTML),
            todo_call(2),
            write_call("site/style.css", STYLE_CSS),
            todo_call(3),
            ToolCall("", "read_file", json.dumps({"path": "site/index.html"})),
            report_check,
            "Done: site/index.html has three sections (About, Projects, Contact) styled by site/style.css.",
        ],
        chunk_size=12,
    )


async def main(model: ChatModel, workdir: Path) -> None:
    store = InMemoryStore()
    agent = build_planning_agent(model, workdir, store=store)
    conversation_id = "site-" + uuid.uuid4().hex[:8]
    try:
        spec = agent.prompt(TASK).advisor_params(conversation_id=conversation_id)
        mid_line = False  # the streamed text so far did not end a line
        while True:
            pending = ()
            async for event in spec.stream().events():
                mid_line = show(event, mid_line)
                if isinstance(event, DoneEvent):
                    pending = event.response.pending
            if not pending:
                break
            for call in pending:  # the run paused on file changes: approve them, then resume
                path = json.loads(call.arguments).get("path")
                print(("\n" if mid_line else "") + f"   approved {call.name}({path})", flush=True)
                mid_line = False
            spec = agent.prompt().advisor_params(conversation_id=conversation_id)
            spec.resume(approve=[call.id for call in pending])
        print(("\n" if mid_line else "") + "\nPlan:")
        print(render_todos(await TodoTools(store).aget(conversation_id)))
    finally:
        await model.aclose()


def show(event: object, mid_line: bool) -> bool:
    """Print one event; returns whether the printed text now ends mid-line."""
    if isinstance(event, TextDeltaEvent):
        print(event.text, end="", flush=True)
        return not event.text.endswith("\n")
    if mid_line and isinstance(event, (ToolResultEvent, RetryEvent, ReminderEvent)):
        print()
        mid_line = False
    if isinstance(event, ToolResultEvent):
        lines = event.text.strip().splitlines() or [""]
        shown = lines[-1] if event.name.startswith("todo_") else lines[0]
        print(f"-> {event.name}: {'error: ' if event.error else ''}{shown[:100]}", flush=True)
    elif isinstance(event, RetryEvent):
        print(f"   retry {event.attempt}: {event.reason}", flush=True)
    elif isinstance(event, ReminderEvent):
        print(f"   (reminded to update the plan after {event.rounds_since_update} rounds)", flush=True)
    return mid_line


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description="A planning agent that writes a small web page into ./site.")
    parser.add_argument("--model", help="a model spec such as openai:gpt-4o-mini or local (default: scripted)")
    parser.add_argument("--workdir", default=".", help="the folder the agent works in (default: .)")
    args = parser.parse_args()
    chosen = from_spec(args.model) if args.model else scripted_agent()
    asyncio.run(main(chosen, Path(args.workdir)))
