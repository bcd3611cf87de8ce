"""Paused rounds on a real redis-server: two instances (two clients, two stores) share a pause;
of two racing resumes exactly one wins (the claim is Redis's compare-and-set update)."""

from __future__ import annotations

import asyncio

import pytest

from sprig import ChatClient, ResumeConflictError, ToolCall, tool
from sprig.models import ScriptedChatModel
from sprig.state import RedisStore


async def test_pause_on_one_instance_resume_on_another_and_race(redis_url: str) -> None:
    gate = asyncio.Event()
    runs: list[str] = []

    @tool(requires_approval=True)
    async def charge(amount: int) -> str:
        """Charge the card."""
        runs.append(str(amount))
        await gate.wait()
        return "charged"

    first, second = RedisStore(redis_url, prefix="a:"), RedisStore(redis_url, prefix="a:")
    try:
        pausing = ChatClient.builder(ScriptedChatModel([ToolCall("p1", "charge", '{"amount": 5}')]))
        await (
            pausing.default_tools(charge).default_store(first).build()
            .prompt("pay").advisor_params(conversation_id="r").call().achat_client_response()
        )

        def instance(store: RedisStore) -> ChatClient:
            return ChatClient.builder(ScriptedChatModel(["Paid."])).default_tools(charge).default_store(store).build()

        def resume(store: RedisStore) -> asyncio.Future[str]:
            spec = instance(store).prompt().advisor_params(conversation_id="r").resume(approve=["p1"])
            return asyncio.ensure_future(spec.call().acontent())

        racing = (resume(first), resume(second))
        done, _ = await asyncio.wait(racing, return_when=asyncio.FIRST_COMPLETED)
        loser = done.pop()
        with pytest.raises(ResumeConflictError):
            loser.result()
        gate.set()
        winner = racing[1] if loser is racing[0] else racing[0]
        assert await winner == "Paid."
        assert runs == ["5"]
        assert await first.akeys("paused:") == []
    finally:
        await first.aclose()
        await second.aclose()
