"""A durable-agent worker with tool search, for the crash test (run as a script, killed with SIGKILL).

    python tool_search_worker.py DATABASE_URL LOG_PATH start CONVERSATION_ID RUN_ID_PATH
    python tool_search_worker.py DATABASE_URL LOG_PATH recover RUN_ID_PATH

The run searches for ``slow_effect`` among 40 catalogue tools, calls it, then answers with the
names of the tools its last round was sent. Each model round logs ``model N: NAMES`` (N tool
results so far, NAMES the tools it was sent); ``slow_effect`` logs ``start effect`` and, with
``SPRIG_TEST_BLOCK=1``, hangs there (the test kills the worker).
"""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path

from sprig import ChatClient, ToolCall, ToolResponseMessage, tool
from sprig.advisors import ToolSearchAdvisor
from sprig.durable import DurableAgent
from sprig.models import ScriptedChatModel
from sprig.prompt import Prompt
from support.tool_catalog import catalog

DATABASE_URL, LOG = sys.argv[1], Path(sys.argv[2])
BLOCK = os.environ.get("SPRIG_TEST_BLOCK") == "1"


def log(line: str) -> None:
    with LOG.open("a", encoding="utf-8") as file:
        file.write(line + "\n")
        file.flush()
        os.fsync(file.fileno())


@tool
def slow_effect(label: str) -> str:
    """Run the slow side effect with a label."""
    log("start effect")
    while BLOCK:
        time.sleep(1)
    log("done effect")
    return f"effect {label} ok"


def reply(prompt: Prompt) -> ToolCall | str:
    results = sum(len(m.responses) for m in prompt.messages if isinstance(m, ToolResponseMessage))
    names = [cb.name for cb in prompt.options.tool_callbacks]
    log(f"model {results}: {','.join(names)}")
    if results == 0:
        return ToolCall("s1", "search_tools", json.dumps({"query": "slow side effect"}))
    if results == 1:
        return ToolCall("c1", "slow_effect", json.dumps({"label": "x"}))
    return "sent: " + ",".join(names)


model = ScriptedChatModel([reply], repeat_last=True)
client = (
    ChatClient.builder(model)
    .default_tools(*catalog(40), slow_effect)
    .default_advisors(ToolSearchAdvisor(max_results=1))
    .build()
)
agent = DurableAgent(client, name="search", database_url=DATABASE_URL, polling_interval=0.05)
agent.launch()

if sys.argv[3] == "start":
    run = agent.start("Do the slow effect", conversation_id=sys.argv[4])
    Path(sys.argv[5]).write_text(run.id, encoding="utf-8")
else:
    run = agent.run(Path(sys.argv[4]).read_text(encoding="utf-8"))
answer = run.result()
print(json.dumps({"status": run.status(), "answer": answer}), flush=True)
agent.shutdown()
