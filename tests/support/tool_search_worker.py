"""A separate process for the tool-search persistence tests, on a shared ``SqliteStore``.

    python -m support.tool_search_worker DB CONVERSATION pause|resume|turn

``pause`` searches for the account tool, calls it (it needs approval: the run pauses);
``resume`` approves it; ``turn`` asks something new in the same conversation. Each prints one
JSON line: the pending calls or the answer, and the tool names each model round was sent.
"""

from __future__ import annotations

import json
import sys

from sprig import ChatClient, ToolApprovalRequired, ToolCall, tool
from sprig.advisors import ToolSearchAdvisor
from sprig.models import ScriptedChatModel
from sprig.state import SqliteStore
from support.tool_catalog import catalog


@tool(requires_approval=True)
def delete_customer_account(account_id: str) -> str:
    """Delete a customer account for good (needs a person's approval)."""
    return f"deleted {account_id}"


SCRIPTS = {
    "pause": [
        ToolCall("s1", "search_tools", '{"query": "delete a customer account"}'),
        ToolCall("c1", "delete_customer_account", '{"account_id": "acme"}'),
    ],
    "resume": ["Deleted."],
    "turn": ["Anything else?"],
}


def main(db: str, conversation_id: str, mode: str) -> None:
    model = ScriptedChatModel(SCRIPTS[mode])
    with SqliteStore(db) as store:
        client = (
            ChatClient.builder(model)
            .default_tools(*catalog(60), delete_customer_account)
            .default_advisors(ToolSearchAdvisor(max_results=2))
            .default_store(store)
            .build()
        )
        spec = client.prompt("next" if mode == "turn" else "delete acme") if mode != "resume" else client.prompt()
        spec.advisor_params(conversation_id=conversation_id)
        if mode == "resume":
            spec.resume(approve=["c1"])
        sent = lambda: [[cb.name for cb in p.options.tool_callbacks] for p in model.prompts]  # noqa: E731
        try:
            print(json.dumps({"text": spec.call().content(), "sent": sent()}))
        except ToolApprovalRequired as paused:
            print(json.dumps({"pending": [p.name for p in paused.pending], "sent": sent()}))


if __name__ == "__main__":
    main(*sys.argv[1:])
