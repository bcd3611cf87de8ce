"""Tool layer: schema generation, argument validation and one manager round.

Every number is printed next to a floor measured in the same run: plain ``json.loads`` of the
same payload (the schema text for schema generation, the arguments text for validation).

    .venv/bin/python bench/tools.py
"""

from __future__ import annotations

import asyncio
import datetime as dt
import enum
import json
import time
from collections.abc import Callable
from typing import Annotated, Any

from pydantic import BaseModel

from sprig import AssistantMessage, ChatOptions, Prompt, ToolCall, UserMessage
from sprig.models.response import ChatResponse, Generation
from sprig.tools import ToolCallingManager, ToolParam, resolve_tool_callbacks, tool
from sprig.tools.arguments import ArgumentParser


class Priority(enum.Enum):
    LOW = "low"
    NORMAL = "normal"
    HIGH = "high"


class Address(BaseModel):
    street: str
    city: str
    zip: str = ""


class LineItem(BaseModel):
    sku: str
    quantity: int = 1


def make_order_tool() -> Callable[..., Any]:
    async def create_order(
        customer: Annotated[str, ToolParam("Customer name")],
        email: str,
        address: Address,
        items: list[LineItem],
        priority: Priority = Priority.NORMAL,
        deliver_on: dt.date | None = None,
        gift: bool = False,
        note: str | None = None,
    ) -> None:
        """Create an order.

        Args:
            email: Where the confirmation goes.
            items: What to ship.
        """

    return create_order


ARGUMENTS = json.dumps(
    {
        "customer": "Ann Example",
        "email": "ann@example.com",
        "address": {"street": "1 Main St", "city": "Springfield", "zip": "12345"},
        "items": [{"sku": "TEA-01", "quantity": 2}, {"sku": "MUG-07", "quantity": 1}],
        "priority": "high",
        "deliver_on": "2025-05-01",
        "gift": True,
        "note": "Leave at the door",
    }
)


def best(run: Callable[[], object], number: int, repeat: int = 5) -> float:
    """Best time per call in seconds over ``repeat`` batches of ``number`` calls."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        for _ in range(number):
            run()
        times.append((time.perf_counter() - start) / number)
    return min(times)


async def abest(run: Callable[[], Any], number: int, repeat: int = 5) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        for _ in range(number):
            await run()
        times.append((time.perf_counter() - start) / number)
    return min(times)


def row(what: str, floor: float, value: float) -> None:
    print(f"{what:<58} floor {floor * 1e6:9.2f} us   sprig {value * 1e6:9.2f} us   ratio {value / floor:7.1f}x")


def bench_schema() -> None:
    callback = resolve_tool_callbacks(tool(make_order_tool()))[0]
    schema_text = json.dumps(callback.definition.schema_dict())
    floor = best(lambda: json.loads(schema_text), 20_000)
    build = best(lambda: tool(make_order_tool()), 50)
    row("schema generation (decorate an 8-parameter tool, once)", floor, build)
    decorated = tool(make_order_tool())
    resolve = best(lambda: resolve_tool_callbacks(decorated), 20_000)
    row("resolve the decorated tool to a callback (per request)", floor, resolve)
    definition = best(lambda: callback.definition.schema_dict(), 20_000)
    row("definition.schema_dict() (per request, for the body)", floor, definition)


def bench_validation() -> None:
    callback = resolve_tool_callbacks(tool(make_order_tool()))[0]
    parser: ArgumentParser = callback._parser  # type: ignore[attr-defined]
    floor = best(lambda: json.loads(ARGUMENTS), 50_000)
    row("argument validation (parse + validate, nested)", floor, best(lambda: parser.parse(ARGUMENTS), 50_000))

    async def measure() -> tuple[float, float]:
        call = await abest(lambda: callback.acall(ARGUMENTS), 20_000)
        calls = [ToolCall(str(i), "create_order", ARGUMENTS) for i in range(3)]
        prompt = Prompt([UserMessage("order")], ChatOptions(tool_callbacks=[callback]))
        reply = ChatResponse([Generation(AssistantMessage("", calls), "tool_calls")])
        manager = ToolCallingManager()
        round_ = await abest(lambda: manager.aexecute_tool_calls(prompt, reply), 3_000)
        return call, round_

    call, round_ = asyncio.run(measure())
    row("callback.acall (validate, call async tool, convert)", floor, call)
    row("manager round of 3 parallel calls (floor: 3 json.loads)", 3 * floor, round_)


def main() -> None:
    bench_schema()
    bench_validation()


if __name__ == "__main__":
    main()
