"""The checkpointed parts of a durable run: model rounds, tool calls and memory as DBOS steps.

Each wrapper behaves exactly like what it wraps when no durable run is executing (no scope), so
the derived client stays usable on its own. Inside a run, each call becomes one DBOS step whose
result is checkpointed: after a crash, completed steps return their recorded result and the
step that was in flight runs again (at-least-once for that one step).
"""

from __future__ import annotations

import asyncio
import contextlib
import pickle
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable, Mapping, Sequence
from typing import Any

from dbos import DBOS, StepOptions

from sprig._aio import closing_stream
from sprig.durable._scope import RunScope, current_scope
from sprig.durable._serializer import dumps
from sprig.durable._wait import wait_for_decision
from sprig.messages import Message
from sprig.models.base import ChatModel
from sprig.models.response import ChatResponse
from sprig.pending import ResumeDecisions
from sprig.prompt import ChatOptions, Prompt
from sprig.state.chat_memory import ChatMemory
from sprig.tools.callback import ToolCallback
from sprig.tools.context import ToolContext
from sprig.tools.definition import ToolDefinition, ToolMetadata

__all__ = ["DurableChatMemory", "DurableChatModel", "DurableToolCallback", "InterruptedToolError"]

Outcome = tuple[str, Any]  # ("ok", value) or ("raise", exception)


class InterruptedToolError(RuntimeError):
    """A non-idempotent tool call was interrupted by a crash and was not run again."""


def _portable(error: BaseException) -> BaseException:
    """``error`` if it survives a pickle round trip (checkpoints are pickled), else a plain copy."""
    try:
        pickle.loads(dumps(error))
    except Exception:
        return RuntimeError(f"{type(error).__name__}: {error}")
    return error


async def _next_or_done(queue: asyncio.Queue[Any], task: asyncio.Future[Any]) -> Any | None:
    """The next item of ``queue``; ``None`` once ``task`` is done and the queue is empty."""
    while True:
        if not queue.empty():
            return queue.get_nowait()
        if task.done():
            return None
        getter = asyncio.ensure_future(queue.get())
        await asyncio.wait((getter, task), return_when=asyncio.FIRST_COMPLETED)
        if getter.done():
            return getter.result()
        getter.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await getter


def _unwrap(outcome: Outcome) -> Any:
    status, value = outcome
    if status == "raise":
        raise value
    return value


# -- model -----------------------------------------------------------------------------------


async def _model_round(model: ChatModel, prompt: Prompt, live: asyncio.Queue[Any]) -> Outcome:
    """One model round, streamed: each chunk goes to ``live`` as it arrives (the chain sees it at
    once); the step's checkpoint is the round's attempt id and every chunk."""
    attempt = uuid.uuid4().hex[:8]
    live.put_nowait(("attempt", attempt))
    chunks: list[ChatResponse] = []
    try:
        async with closing_stream(model.stream(prompt)) as stream:
            async for chunk in stream:
                chunks.append(chunk)
                live.put_nowait(("chunk", chunk))
    except Exception as error:
        return ("raise", _portable(error))
    return ("ok", (attempt, chunks))


class DurableChatModel:
    """A ``ChatModel`` whose every round is a DBOS step (the reply is checkpointed)."""

    def __init__(self, model: ChatModel) -> None:
        self.model = model

    @property
    def default_options(self) -> ChatOptions:
        """The wrapped model's options."""
        return self.model.default_options

    @property
    def supports_json_schema(self) -> bool:
        """Whether the wrapped model takes a JSON schema response format."""
        return bool(getattr(self.model, "supports_json_schema", False))

    @property
    def context_window(self) -> int | None:
        """The wrapped model's context size, where it says it (compaction's default budget)."""
        window = getattr(self.model, "context_window", None)
        return window if isinstance(window, int) else None

    async def call(self, prompt: Prompt) -> ChatResponse:
        """One blocking round (a step inside a durable run)."""
        if current_scope() is None:
            return await self.model.call(prompt)

        async def call_model() -> Outcome:
            try:
                return ("ok", await self.model.call(prompt))
            except Exception as error:
                return ("raise", _portable(error))

        response: ChatResponse = _unwrap(await DBOS.run_step_async({"name": "sprig.model"}, call_model))
        return response

    async def stream(self, prompt: Prompt) -> AsyncIterator[ChatResponse]:
        """One streamed round. Inside a run it is a step whose chunks reach the chain as they
        arrive; a replayed step yields the chunks it recorded."""
        scope = current_scope()
        if scope is None:
            async with closing_stream(self.model.stream(prompt)) as stream:
                async for chunk in stream:
                    yield chunk
            return
        live: asyncio.Queue[Any] = asyncio.Queue()
        slot = DBOS.reserve_step()  # drawn now, in workflow order
        step = asyncio.ensure_future(slot.run_async({"name": "sprig.model"}, _model_round, self.model, prompt, live))
        streamed = False
        try:
            while True:
                item = await _next_or_done(live, step)
                if item is None:
                    break
                kind, value = item
                if kind == "attempt":
                    scope.start_round(f"m{slot.step_id}@{value}")
                else:
                    streamed = True
                    yield value
            outcome = step.result()
            if outcome[0] == "ok" and not streamed:  # replayed: the step did not run here
                attempt, chunks = outcome[1]
                scope.start_round(f"m{slot.step_id}@{attempt}")
                for chunk in chunks:
                    yield chunk
            _unwrap(outcome)
        finally:
            if not step.done():
                step.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await step

    async def aclose(self) -> None:
        """Close the wrapped model."""
        await self.model.aclose()


# -- tools -----------------------------------------------------------------------------------


async def _run_tool(callback: ToolCallback, arguments: str, context: ToolContext | Mapping[str, Any] | None) -> Outcome:
    try:
        return ("ok", await callback.acall(arguments, context))
    except Exception as error:
        return ("raise", _portable(error))


def _mark(started: list[bool]) -> bool:
    started.append(True)
    return True


async def _first_attempt(
    started: list[bool], callback: ToolCallback, arguments: str, context: ToolContext | Mapping[str, Any] | None
) -> Outcome:
    if not started:
        return ("interrupted", None)
    return await _run_tool(callback, arguments, context)


class DurableToolCallback(ToolCallback):
    """A tool whose every call is a DBOS step.

    A tool marked ``idempotent=False`` also checkpoints the start of each call: when recovery
    finds a call that started but never finished, the tool is not run again; the run waits
    (state ``needs_attention``) until ``resume`` approves running it again, gives its result, or
    denies it (the model then reads that the call was interrupted).
    """

    def __init__(self, callback: ToolCallback) -> None:
        self.callback = callback

    @property
    def definition(self) -> ToolDefinition:
        """The wrapped tool's definition."""
        return self.callback.definition

    @property
    def metadata(self) -> ToolMetadata:
        """The wrapped tool's metadata."""
        return self.callback.metadata

    @property
    def may_pause(self) -> bool:
        """Whether the wrapped tool can pause while it runs."""
        return self.callback.may_pause

    async def acheck_resume(self, call_id: str, conversation_id: str, decisions: ResumeDecisions) -> None:
        """The wrapped tool's check."""
        await self.callback.acheck_resume(call_id, conversation_id, decisions)

    async def acall(self, arguments: str, context: ToolContext | Mapping[str, Any] | None = None) -> str:
        """Run the tool as a step (or plainly, outside a durable run)."""
        scope = current_scope()
        if scope is None:
            return await self.callback.acall(arguments, context)
        name = f"sprig.tool.{self.callback.name}"
        if self.callback.metadata.idempotent:
            outcome = await DBOS.run_step_async({"name": name}, _run_tool, self.callback, arguments, context)
            text: str = _unwrap(outcome)
            return text
        # the ids are drawn before anything is awaited, in the order the calls were started
        begin, first, second = DBOS.reserve_step(), DBOS.reserve_step(), DBOS.reserve_step()
        started: list[bool] = []
        await begin.run_async({"name": f"{name}.start"}, _mark, started)
        # runs only when `first` has no checkpoint; `started` is empty when `begin` was replayed,
        # i.e. an earlier execution started this call and never finished it
        outcome = await first.run_async({"name": name}, _first_attempt, started, self.callback, arguments, context)
        if outcome[0] == "interrupted":
            decided = await self._after_interruption(scope, first.step_id, arguments)
            if decided is None:
                outcome = await second.run_async({"name": name}, _run_tool, self.callback, arguments, context)
            else:
                outcome = await second.run_async({"name": name}, lambda: decided)
        result: str = _unwrap(outcome)
        return result

    async def _after_interruption(self, scope: RunScope, step_id: int, arguments: str) -> Outcome | None:
        """Wait for a decision on the interrupted call; ``None`` means: run it again."""
        call_id = f"interrupted-{step_id}"
        pending = [{"id": call_id, "name": self.callback.name, "arguments": arguments, "reason": "interrupted"}]
        decision = await wait_for_decision(scope, "needs_attention", pending)
        if call_id in decision.get("approve", ()):
            return None
        results: Mapping[str, str] = decision.get("results", {})
        if call_id in results:
            return ("ok", str(results[call_id]))
        reason = decision.get("deny", {}).get(call_id) or "no reason given"
        return (
            "raise",
            InterruptedToolError(
                f"the call of tool {self.callback.name!r} was interrupted and was not run again ({reason})"
            ),
        )


# -- memory ----------------------------------------------------------------------------------


async def _memory_op(operation: Callable[..., Awaitable[Any]], *args: Any) -> Outcome:
    try:
        return ("ok", await operation(*args))
    except Exception as error:
        return ("raise", _portable(error))


class DurableChatMemory(ChatMemory):
    """A ``ChatMemory`` whose reads and writes are DBOS steps (so a replay neither re-reads a
    history that now holds this very exchange nor saves it twice)."""

    def __init__(self, memory: ChatMemory) -> None:
        self.memory = memory

    async def aadd(self, conversation_id: str, messages: Message | Sequence[Message]) -> None:
        """Remember ``messages`` (one step)."""
        if current_scope() is None:
            await self.memory.aadd(conversation_id, messages)
            return
        step: StepOptions = {"name": "sprig.memory.add"}
        _unwrap(await DBOS.run_step_async(step, _memory_op, self.memory.aadd, conversation_id, messages))

    async def aget(self, conversation_id: str) -> list[Message]:
        """The conversation's history (one step)."""
        if current_scope() is None:
            return await self.memory.aget(conversation_id)
        step: StepOptions = {"name": "sprig.memory.get"}
        history: list[Message] = _unwrap(
            await DBOS.run_step_async(step, _memory_op, self.memory.aget, conversation_id)
        )
        return history

    async def aclear(self, conversation_id: str) -> None:
        """Forget the conversation (one step)."""
        if current_scope() is None:
            await self.memory.aclear(conversation_id)
            return
        step: StepOptions = {"name": "sprig.memory.clear"}
        _unwrap(await DBOS.run_step_async(step, _memory_op, self.memory.aclear, conversation_id))
