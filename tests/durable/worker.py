"""A durable-agent worker process for the crash tests (run as a script, killed with SIGKILL).

    python worker.py DATABASE_URL LOG_PATH start CONVERSATION_ID RUN_ID_PATH
    python worker.py DATABASE_URL LOG_PATH recover RUN_ID_PATH
    python worker.py DATABASE_URL LOG_PATH resume CONVERSATION_ID DECISIONS_JSON RUN_ID_PATH

The run calls the tool ``effect`` four times, one round each, then answers with the results.
Every tool call and every model round appends a line to LOG_PATH, so the test synchronises on
the log and counts side effects. With ``SPRIG_TEST_BLOCK=N`` the call ``effect(N)`` logs its
start and then hangs (the test kills the worker there). ``SPRIG_TEST_UNSAFE=1`` marks the tool
``idempotent=False``. ``SPRIG_TEST_APPROVAL=1`` makes the tool need approval.

The scripted model answers by the number of tool results in the prompt, so a worker started
after a crash answers the round it is asked for, whatever rounds the checkpoints skipped.
"""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path

from sprig import ChatClient, TextDeltaEvent, ToolCall, ToolResponseMessage, ToolResultEvent, tool
from sprig.durable import DurableAgent
from sprig.models import ScriptedChatModel
from sprig.prompt import Prompt

DATABASE_URL, LOG = sys.argv[1], Path(sys.argv[2])
BLOCK = int(os.environ.get("SPRIG_TEST_BLOCK", "0"))
BLOCK_MODEL = int(os.environ.get("SPRIG_TEST_BLOCK_MODEL", "-1"))


def log(line: str) -> None:
    with LOG.open("a", encoding="utf-8") as file:
        file.write(line + "\n")
        file.flush()
        os.fsync(file.fileno())


def effect(n: int) -> str:
    """Do side effect number n."""
    log(f"start {n}")
    if n == BLOCK:
        while True:
            time.sleep(1)
    log(f"done {n}")
    return f"effect {n} ok"


options = {"idempotent": False} if os.environ.get("SPRIG_TEST_UNSAFE") else {}
if os.environ.get("SPRIG_TEST_APPROVAL"):
    options["requires_approval"] = True
effect_tool = tool(**options)(effect)


def reply(prompt: Prompt) -> ToolCall | str:
    results = [r.data for m in prompt.messages if isinstance(m, ToolResponseMessage) for r in m.responses]
    log(f"model {len(results)}")
    if len(results) == BLOCK_MODEL:
        while True:  # the model never answers this round (the test kills the worker here)
            time.sleep(1)
    if len(results) < 4:
        n = len(results) + 1
        return ToolCall(f"call_{n}", "effect", json.dumps({"n": n}))
    return "all done: " + "; ".join(results)


model = ScriptedChatModel([reply], repeat_last=True)
client = ChatClient.builder(model).default_tools(effect_tool).build()
agent = DurableAgent(client, name="crash", database_url=DATABASE_URL, polling_interval=0.05)
agent.launch()

mode = sys.argv[3]
if mode == "start":
    run = agent.start("Do the four effects", conversation_id=sys.argv[4])
    Path(sys.argv[5]).write_text(run.id, encoding="utf-8")
    if os.environ.get("SPRIG_TEST_APPROVAL"):
        # tell the test once the run waits for the person, then wait to be killed
        while run.status() != "waiting":
            time.sleep(0.02)
        log("waiting " + ",".join(p["id"] for p in run.pending()))
        while True:
            time.sleep(1)
elif mode == "recover":
    run = agent.run(Path(sys.argv[4]).read_text(encoding="utf-8"))
elif mode == "resume":
    # decide every call the recovered run waits for, until it ends: DECISION_JSON maps a call's
    # name to "approve" or to the text to give as its result
    run = agent.run(Path(sys.argv[6]).read_text(encoding="utf-8"))
    decisions = json.loads(sys.argv[5])
    deadline = time.monotonic() + 60
    while run.status() not in ("succeeded", "failed", "cancelled") and time.monotonic() < deadline:
        pending = run.pending()
        if not pending:
            time.sleep(0.05)
            continue
        log("decide " + ",".join(p["reason"] for p in pending))
        approve = [p["id"] for p in pending if decisions[p["name"]] == "approve"]
        results = {p["id"]: decisions[p["name"]] for p in pending if decisions[p["name"]] != "approve"}
        agent.resume(sys.argv[4], approve=approve, results=results)
        while run.pending() == pending:
            time.sleep(0.05)
else:
    raise SystemExit(f"unknown mode {mode}")
answer = run.result()
events = list(run.events())  # read after the restart: every event of the run, from the start, once
summary = {
    "status": run.status(),
    "answer": answer,
    "tool_results": [e.id for e in events if isinstance(e, ToolResultEvent)],
    "text": "".join(e.text for e in events if isinstance(e, TextDeltaEvent)),
}
print(json.dumps(summary), flush=True)
agent.shutdown()
