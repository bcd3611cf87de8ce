"""Run toolkit tools the way the tool loop does: one model turn through the ToolCallingManager."""

from __future__ import annotations

import json
from typing import Any

from sprig.messages import AssistantMessage, ToolCall, UserMessage
from sprig.models.response import ChatResponse, Generation
from sprig.prompt import ChatOptions, Prompt
from sprig.tools import ToolCallbacks, ToolCallingManager, ToolExecutionResult

__all__ = ["model_turn"]


async def model_turn(toolkit: object, *calls: tuple[str, dict[str, Any]]) -> ToolExecutionResult:
    """Execute ``calls`` (tool name, arguments) as one assistant turn against ``toolkit``'s tools."""
    options = ChatOptions(tool_callbacks=ToolCallbacks.from_objects(toolkit))
    prompt = Prompt([UserMessage("go")], options)
    tool_calls = [ToolCall(f"call_{i}", name, json.dumps(args)) for i, (name, args) in enumerate(calls)]
    reply = ChatResponse([Generation(AssistantMessage("", tool_calls=tool_calls))])
    return await ToolCallingManager().aexecute_tool_calls(prompt, reply)
