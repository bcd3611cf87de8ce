"""A ``sprig serve`` target for the multi-instance tests: the planning agent on a keyword model.

    SPRIG_TEST_STATE=redis://... SPRIG_TEST_GATES=DIR sprig serve support.redis_agent:client --state redis://...

The model answers from the last message of each prompt, so every instance behaves the same
whatever it served before (instances do not share a script):

- after a round of tool results: ``"<tool> said: <result>"``;
- ``"plan: A; B"``: ``todo_update`` with A in progress and B pending;
- ``"todos?"``: ``todo_read``;
- ``"write PATH"``: ``write_file`` (needs approval: the run pauses);
- ``"gate NAME"``: ``wait_gate``, which creates ``DIR/NAME.entered`` and then waits (30 s at
  most) until the test creates ``DIR/NAME``: a run held in the middle, on purpose;
- anything else: ``"seen: "`` and every user message of the prompt joined by ``" | "``, which
  shows which history the instance read from the store.

The todo list lives in ``SPRIG_TEST_STATE`` (the same Redis as ``--state``).
"""

from __future__ import annotations

import json
import os
import time
import uuid
from pathlib import Path

from sprig import ChatClient, ToolCall, tool
from sprig.agent import build_planning_agent
from sprig.messages import ToolResponseMessage, UserMessage
from sprig.models import ScriptedChatModel
from sprig.prompt import Prompt
from sprig.state import store_from_spec

__all__ = ["client", "reply"]


def _call(name: str, arguments: object) -> ToolCall:
    return ToolCall("call_" + uuid.uuid4().hex[:12], name, json.dumps(arguments))


def reply(prompt: Prompt) -> str | ToolCall:
    """The keyword model's answer to ``prompt``."""
    last = prompt.messages[-1]
    if isinstance(last, ToolResponseMessage):
        response = last.responses[-1]
        return f"{response.name} said: {response.data}"
    text = last.text.strip() if isinstance(last, UserMessage) else ""
    if text.startswith("plan:"):
        steps = [s.strip() for s in text.removeprefix("plan:").split(";") if s.strip()]
        items = [{"text": s, "status": "in_progress" if i == 0 else "pending"} for i, s in enumerate(steps)]
        return _call("todo_update", {"items": items})
    if text == "todos?":
        return _call("todo_read", {})
    if text.startswith("write "):
        return _call("write_file", {"path": text.removeprefix("write ").strip(), "content": "hello"})
    if text.startswith("gate "):
        return _call("wait_gate", {"name": text.removeprefix("gate ").strip()})
    users = [m.text for m in prompt.messages if isinstance(m, UserMessage)]
    return "seen: " + " | ".join(users)


def client() -> ChatClient:
    """The planning agent (todos on ``SPRIG_TEST_STATE``) with ``wait_gate`` on the keyword model."""
    gates = Path(os.environ["SPRIG_TEST_GATES"])

    @tool(description="Wait until the test opens the gate NAME")
    def wait_gate(name: str) -> str:
        if not name.isidentifier():
            raise ValueError("a gate name is an identifier")
        (gates / f"{name}.entered").touch()
        deadline = time.monotonic() + 30
        while not (gates / name).exists():
            if time.monotonic() > deadline:
                raise TimeoutError(f"gate {name} was never opened")
            time.sleep(0.01)
        return f"gate {name} opened"

    model = ScriptedChatModel([reply], repeat_last=True, chunk_size=16)
    store = store_from_spec(os.environ["SPRIG_TEST_STATE"])
    return build_planning_agent(model, gates / "work", store=store, extra_tools=[wait_gate])
