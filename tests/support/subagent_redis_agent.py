"""A ``sprig serve`` target for the sub-agent tests on many instances: a lead agent whose
``deployer`` sub-agent needs approval to deploy.

    SPRIG_TEST_STATE=redis://... SPRIG_TEST_GATES=DIR sprig serve support.subagent_redis_agent:client --state ...

Keyword models, so every instance behaves the same whatever it served before:

- the lead, asked ``"deploy TARGET"``, calls ``deployer`` with that task; after the tool result
  it answers ``"lead: <result>"``;
- the deployer, given ``"deploy TARGET"``, calls ``deploy`` (needs approval); after the result it
  answers ``"deployer: <result>"``.

``deploy`` appends TARGET to ``DIR/deployed.txt``, after waiting for ``DIR/open`` when
``DIR/hold`` exists (so a test can hold a resumed run in the middle).
"""

from __future__ import annotations

import json
import os
import uuid
from pathlib import Path

from sprig import ChatClient, ToolCall, tool
from sprig.messages import ToolResponseMessage, UserMessage
from sprig.models import ScriptedChatModel
from sprig.prompt import Prompt
from sprig.state import store_from_spec
from support.processes import wait_for_file

__all__ = ["client"]


def _keyword(tool_name: str, prefix: str):  # type: ignore[no-untyped-def]
    def reply(prompt: Prompt) -> str | ToolCall:
        last = prompt.messages[-1]
        if isinstance(last, ToolResponseMessage):
            return f"{prefix}: {last.responses[-1].data}"
        text = last.text.strip() if isinstance(last, UserMessage) else ""
        if text.startswith("deploy "):
            arguments = {"task": text} if tool_name == "deployer" else {"target": text.removeprefix("deploy ")}
            return ToolCall("call_" + uuid.uuid4().hex[:12], tool_name, json.dumps(arguments))
        return f"{prefix}: nothing to do"

    return reply


def client() -> ChatClient:
    """The lead agent with its deployer sub-agent, both on ``SPRIG_TEST_STATE``."""
    gates = Path(os.environ["SPRIG_TEST_GATES"])
    store = store_from_spec(os.environ["SPRIG_TEST_STATE"])

    @tool(description="Deploy a target", requires_approval=True)
    def deploy(target: str) -> str:
        if (gates / "hold").exists():
            wait_for_file(str(gates / "open"))
        with open(gates / "deployed.txt", "a") as file:
            file.write(target + "\n")
        return f"deployed {target}"

    deployer = (
        ChatClient.builder(ScriptedChatModel([_keyword("deploy", "deployer")], repeat_last=True))
        .default_tools(deploy)
        .default_store(store)
        .build()
    )
    return (
        ChatClient.builder(ScriptedChatModel([_keyword("deployer", "lead")], repeat_last=True))
        .default_tools(deployer.as_tool("deployer", "Deploys services"))
        .default_store(store)
        .build()
    )
