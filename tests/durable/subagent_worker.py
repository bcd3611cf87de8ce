"""A durable-agent worker with a sub-agent, for the crash tests (run as a script, killed with SIGKILL).

    python subagent_worker.py DATABASE_URL LOG_PATH start CONVERSATION_ID RUN_ID_PATH
    python subagent_worker.py DATABASE_URL LOG_PATH recover RUN_ID_PATH
    python subagent_worker.py DATABASE_URL LOG_PATH approve CONVERSATION_ID RUN_ID_PATH

The lead calls its ``helper`` sub-agent once; the helper calls ``effect`` three times, one round
each, then answers; the lead answers with the helper's answer. Every model round and tool call
appends a line to LOG_PATH. ``SPRIG_TEST_BLOCK=N``: ``effect(N)`` logs its start, then hangs (the
test kills the worker there). ``SPRIG_TEST_APPROVAL=1``: ``effect`` needs approval; ``start``
then logs ``waiting ID PATH`` once the run waits and hangs; ``approve`` approves every call the
run waits on until it ends; ``stream`` streams the run and, at each pause, approves and streams on.
"""

from __future__ import annotations

import asyncio
import json
import os
import sys
import time
from pathlib import Path

from sprig import ChatClient, DoneEvent, SubagentEvent, ToolCall, ToolResponseMessage, ToolResultEvent, tool
from sprig.durable import DurableAgent
from sprig.models import ScriptedChatModel
from sprig.prompt import Prompt

DATABASE_URL, LOG = sys.argv[1], Path(sys.argv[2])
BLOCK = int(os.environ.get("SPRIG_TEST_BLOCK", "0"))


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


effect_tool = tool(requires_approval=bool(os.environ.get("SPRIG_TEST_APPROVAL")))(effect)


def _results(prompt: Prompt) -> list[str]:
    return [r.data for m in prompt.messages if isinstance(m, ToolResponseMessage) for r in m.responses]


def helper_reply(prompt: Prompt) -> ToolCall | str:
    results = _results(prompt)
    log(f"helper model {len(results)}")
    if len(results) < 3:
        n = len(results) + 1
        return ToolCall(f"e{n}", "effect", json.dumps({"n": n}))
    return "helper: " + "; ".join(results)


def lead_reply(prompt: Prompt) -> ToolCall | str:
    results = _results(prompt)
    log(f"lead model {len(results)}")
    if not results:
        return ToolCall("call_h", "helper", json.dumps({"task": "do the three effects"}))
    return "lead: " + results[0]


helper = ChatClient.builder(ScriptedChatModel([helper_reply], repeat_last=True)).default_tools(effect_tool).build()
lead = (
    ChatClient.builder(ScriptedChatModel([lead_reply], repeat_last=True))
    .default_tools(helper.as_tool("helper", "Does the effects"))
    .build()
)
agent = DurableAgent(lead, name="subagents", database_url=DATABASE_URL, polling_interval=0.05)
agent.launch()

mode = sys.argv[3]
if mode == "start":
    run = agent.start("Do the effects through the helper", conversation_id=sys.argv[4])
    Path(sys.argv[5]).write_text(run.id, encoding="utf-8")
    if os.environ.get("SPRIG_TEST_APPROVAL"):
        while run.status() != "waiting":
            time.sleep(0.02)
        for p in run.pending():
            log(f"waiting {p['id']} {'/'.join(p['path'])}")
        while True:
            time.sleep(1)
elif mode == "recover":
    run = agent.run(Path(sys.argv[4]).read_text(encoding="utf-8"))
elif mode == "approve":
    run = agent.run(Path(sys.argv[5]).read_text(encoding="utf-8"))
    deadline = time.monotonic() + 90
    while run.status() not in ("succeeded", "failed", "cancelled") and time.monotonic() < deadline:
        pending = run.pending()
        if not pending:
            time.sleep(0.05)
            continue
        log("approve " + ",".join(p["id"] for p in pending))
        agent.resume(sys.argv[4], approve=[p["id"] for p in pending])
        while run.pending() == pending:
            time.sleep(0.05)
elif mode == "stream":
    # stream the run; at each pause (a call inside the helper) approve it and stream what follows
    run_ids: list[str] = []

    async def stream() -> str:
        events = [e async for e in agent.stream("Do the effects through the helper", conversation_id=sys.argv[4])]
        while True:
            last = events[-1]
            assert isinstance(last, DoneEvent), last
            if not last.response.pending:
                return last.response.text
            ids = [p.id for p in last.response.pending]
            log("paused " + " ".join(f"{p.key}" for p in last.response.pending))
            run = await agent.aresume(sys.argv[4], approve=ids)
            run_ids.append(run.id)
            events = [e async for e in run.aevents(after_pause=ids)]

    log("streamed " + asyncio.run(stream()))
    run = agent.run(run_ids[-1])
else:
    raise SystemExit(f"unknown mode {mode}")
answer = run.result()
events = list(run.events())
summary = {
    "status": run.status(),
    "answer": answer,
    "tool_results": [e.id for e in events if isinstance(e, ToolResultEvent)],
    "child_results": [
        e.leaf.id for e in events if isinstance(e, SubagentEvent) and isinstance(e.leaf, ToolResultEvent)
    ],
}
print(json.dumps(summary), flush=True)
agent.shutdown()
