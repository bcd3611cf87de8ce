"""Tools for ``sprig mcp serve`` in the tests (``support.mcp_sprig_tools:TOOLS`` and friends)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Annotated, Any

from pydantic import BaseModel

from sprig.chat import ChatClient
from sprig.models.scripted import ScriptedChatModel
from sprig.tools import ToolCallback, ToolContext, ToolDefinition, ToolParam, report_progress, tool


@tool(description="Add two integers.")
def add(a: Annotated[int, ToolParam("first number")], b: int) -> int:
    return a + b


@tool(description="Always raises.")
def explode(reason: str) -> str:
    raise RuntimeError(f"exploded: {reason}")


@tool(return_direct=True, description="A final answer that goes straight to the user.")
def final_answer(text: str) -> str:
    return text


@tool(description="Count to n, reporting progress at each step.")
async def count_to(n: int) -> str:
    for step in range(1, n + 1):
        report_progress(step, n, f"at {step}")
    return f"counted to {n}"


class Greeter:
    """An object with @tool methods."""

    def __init__(self, greeting: str) -> None:
        self.greeting = greeting

    @tool(description="Greet someone.")
    def greet(self, name: str) -> str:
        return f"{self.greeting}, {name}!"

    @tool(description="Who is calling: the conversation id from the tool context.")
    def caller(self, ctx: ToolContext) -> str:
        return f"conversation={ctx.conversation_id}"

    @tool(description="Every ToolContext entry the tool received, as sorted KEY=VALUE pairs.")
    def context(self, ctx: ToolContext) -> str:
        return ",".join(f"{key}={ctx[key]}" for key in sorted(ctx))


class LooseSchemaTool(ToolCallback):
    """A tool whose schema lacks ``type`` and ``properties``, as some servers send."""

    @property
    def definition(self) -> ToolDefinition:
        return ToolDefinition(name="loose", description="Schema without type.", input_schema={"required": []})

    async def acall(self, arguments: str, context: ToolContext | Mapping[str, Any] | None = None) -> str:
        return f"loose got {arguments}"


TOOLS = [add, explode, final_answer, count_to, Greeter("Hello"), LooseSchemaTool()]


class Person(BaseModel):
    name: str
    age: int


@tool(description="The weather as figures.")
def forecast(city: str) -> dict[str, Any]:
    return {"city": city, "celsius": 21}


@tool(description="Who someone is.")
def person(name: str) -> Person:
    return Person(name=name, age=36)


@tool(description="A plain list, not an object.")
def numbers() -> list[int]:
    return [1, 2, 3]


OBJECT_TOOLS = [forecast, person, numbers]
"""Tools returning objects (served with ``outputSchema`` and ``structuredContent``) and a list (not)."""

AGENT = ChatClient.builder(ScriptedChatModel(["The agent says 42."], repeat_last=True)).build()

NOT_A_TOOL = 42
