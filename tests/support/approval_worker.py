"""A separate process that pauses or resumes a run on a shared ``SqliteStore`` (for the approval tests).

    python -m support.approval_worker DB CONVERSATION pause|resume RUNS_FILE [GATE_FILE]

``pause`` asks the model (scripted) to call ``write_file``, which needs approval; ``resume``
approves it. ``write_file`` appends a line to RUNS_FILE, after waiting for GATE_FILE to exist
when one is given. The outcome is printed as one JSON line.
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

from sprig import ChatClient, ResumeError, ToolApprovalRequired, ToolCall, tool
from sprig.models import ScriptedChatModel
from sprig.state import SqliteStore


def main(db: str, conversation_id: str, mode: str, runs: str, gate: str | None = None) -> None:
    @tool(requires_approval=True)
    def write_file(path: str) -> str:
        """Write a file."""
        if gate is not None:
            deadline = time.monotonic() + 30
            while not Path(gate).exists() and time.monotonic() < deadline:
                time.sleep(0.01)
        with open(runs, "a") as file:
            file.write(path + "\n")
        return f"wrote {path}"

    model = ScriptedChatModel([ToolCall("call_1", "write_file", '{"path": "site/index.html"}'), "Written."])
    if mode == "resume":
        model = ScriptedChatModel(["Written."])
    with SqliteStore(db) as store:
        client = ChatClient.builder(model).default_tools(write_file).default_store(store).build()
        spec = client.prompt("write it") if mode == "pause" else client.prompt()
        spec.advisor_params(conversation_id=conversation_id)
        if mode == "resume":
            spec.resume(approve=["call_1"])
        try:
            print(json.dumps({"text": spec.call().content()}))
        except ToolApprovalRequired as paused:
            print(json.dumps({"pending": [p.id for p in paused.pending]}))
        except ResumeError as error:
            print(json.dumps({"error": type(error).__name__, "message": str(error)}))


if __name__ == "__main__":
    main(*sys.argv[1:])
