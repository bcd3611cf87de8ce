"""A separate process that pauses a parent run on an approval inside its sub-agent, or resumes it,
on a shared ``SqliteStore`` (for the sub-agent approval tests).

    python -m support.subagent_worker DB CONVERSATION pause|resume RUNS_FILE [GATE_FILE]

``pause``: the parent (scripted) calls its ``deployer`` sub-agent, whose model calls ``deploy``,
which needs approval. ``resume`` approves it from the parent's conversation. ``deploy`` appends
a line to RUNS_FILE, after waiting for GATE_FILE to exist when one is given. The outcome is
printed as one JSON line.
"""

from __future__ import annotations

import json
import sys

from sprig import ChatClient, ResumeError, ToolApprovalRequired, ToolCall, tool
from sprig.models import ScriptedChatModel
from sprig.state import SqliteStore
from support.processes import wait_for_file


def main(db: str, conversation_id: str, mode: str, runs: str, gate: str | None = None) -> None:
    @tool(requires_approval=True)
    def deploy(target: str) -> str:
        """Deploy a target."""
        wait_for_file(gate)
        with open(runs, "a") as file:
            file.write(target + "\n")
        return f"deployed {target}"

    if mode == "pause":
        child_model = ScriptedChatModel([ToolCall("call_1", "deploy", '{"target": "prod"}')])
        parent_model = ScriptedChatModel([ToolCall("task_1", "deployer", '{"task": "deploy prod"}')])
    else:
        child_model = ScriptedChatModel(["prod is live"])
        parent_model = ScriptedChatModel(["Shipped: prod is live."])
    with SqliteStore(db) as store:
        child = ChatClient.builder(child_model).default_tools(deploy).default_store(store).build()
        parent = (
            ChatClient.builder(parent_model)
            .default_tools(child.as_tool("deployer", "Deploys things"))
            .default_store(store)
            .build()
        )
        spec = parent.prompt("ship it") if mode == "pause" else parent.prompt()
        spec.advisor_params(conversation_id=conversation_id)
        if mode == "resume":
            spec.resume(approve=["call_1"])
        try:
            print(json.dumps({"text": spec.call().content()}))
        except ToolApprovalRequired as paused:
            print(json.dumps({"pending": [[p.id, list(p.path)] for p in paused.pending]}))
        except ResumeError as error:
            print(json.dumps({"error": type(error).__name__, "message": str(error)}))


if __name__ == "__main__":
    main(*sys.argv[1:])
