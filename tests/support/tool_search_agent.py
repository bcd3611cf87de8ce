"""A ``sprig serve`` target for the tool-search tests: 60 catalogue tools behind tool search, on a
keyword model, with its state in ``SPRIG_TEST_STATE`` (the same Redis as ``--state``).

    SPRIG_TEST_STATE=redis://... sprig serve support.tool_search_agent:client --state redis://...

The model answers from the last message of each prompt, so every instance behaves the same:

- ``"search WORDS"``: ``search_tools`` with WORDS as the query;
- anything else, and after tool results: ``"sent: "`` and the names of the tools it was sent.
"""

from __future__ import annotations

import json
import os
import uuid

from sprig import ChatClient, ToolCall
from sprig.advisors import ToolSearchAdvisor
from sprig.messages import UserMessage
from sprig.models import ScriptedChatModel
from sprig.prompt import Prompt
from sprig.state import store_from_spec
from support.tool_catalog import catalog

__all__ = ["client", "reply"]


def reply(prompt: Prompt) -> str | ToolCall:
    """The keyword model's answer to ``prompt``."""
    last = prompt.messages[-1]
    text = last.text.strip() if isinstance(last, UserMessage) else ""
    if text.startswith("search "):
        query = text.removeprefix("search ")
        return ToolCall("call_" + uuid.uuid4().hex[:12], "search_tools", json.dumps({"query": query}))
    return "sent: " + ", ".join(cb.name for cb in prompt.options.tool_callbacks)


def client() -> ChatClient:
    """Catalogue tools, tool search (2 results a search), the keyword model."""
    store = store_from_spec(os.environ["SPRIG_TEST_STATE"])
    return (
        ChatClient.builder(ScriptedChatModel([reply], repeat_last=True, chunk_size=16))
        .default_tools(*catalog(60))
        .default_advisors(ToolSearchAdvisor(max_results=2))
        .default_store(store)
        .build()
    )
