"""Sub-agents: a ``ChatClient`` run as a tool of another (:meth:`ChatClient.as_tool`).

A parent hands a self-contained task to a child agent and reads back only its answer, so the
parent's context stays small while the child works with its own system prompt, tools and plan.

- Each call runs a **fresh child conversation**: the child sees its own system prompt, its tools
  and the task, never the parent's history. Its conversation id is the parent's and the call's
  (``"<parent>/<call id>"``), so its memory, todo list and paused rounds live in the store under
  their own keys, and two calls never share state.
- The child's events reach the parent's stream as they happen, each wrapped in a
  :class:`~sprig.chat.events.SubagentEvent` (through the tool-progress channel,
  :func:`~sprig.tools.progress.emit_tool_event`); a blocking call records them in order.
- A child that pauses (a call needing approval, an external tool) pauses the parent too: the
  call raises :class:`~sprig.pending.ToolCallPaused` and the parent's ``pending`` lists the
  child's calls with their ``path``. Resuming the parent runs this call again with the
  decisions meant for it (:func:`~sprig.pending.nested_decisions`): the child resumes, finishes,
  and its answer is the call's result.
- The child's usage is added to the parent's (:class:`~sprig.tools.structured.StructuredResult`
  ``usage``), and the parent's :class:`~sprig.usage.UsageLimits` budget (its meter) counts the
  child's model requests, tokens and cost too: one budget for the whole tree. Cancelling the
  parent cancels the child; the child's spans are children of the
  parent's ``execute_tool`` span.
- Rounds: each model request of a child is a round of every tool loop above it (a parent's
  ``max_rounds`` bounds its whole tree; passing it stops the run with
  :class:`SubagentRoundsExceededError`), and the parent's ``UsageLimits`` meter counts the child's
  requests, tokens and cost.
- Depth: a sub-agent may have sub-agents; a call past ``max_depth`` is refused with an error
  result, and a child at the limit is not offered sub-agent tools it could not use.
"""

from __future__ import annotations

import dataclasses
import uuid
from collections.abc import AsyncIterator, Mapping, Sequence
from contextvars import ContextVar
from typing import TYPE_CHECKING, Any

import orjson

from sprig._aio import closing_stream
from sprig.chat.advisor import LOWEST_PRECEDENCE
from sprig.chat.events import ChunkEventTranslator, DoneEvent, StreamEvent, SubagentEvent
from sprig.chat.folding import StreamFolder
from sprig.chat.request import (
    PENDING,
    RESUME,
    RUN_CONTEXT,
    TOOL_LOOP,
    USAGE_METER,
    ChatClientRequest,
    ChatClientResponse,
)
from sprig.models.response import ChatResponse
from sprig.pending import PendingToolCall, ResumeDecisions, ToolCallPaused, nested_decisions
from sprig.tools.callback import ToolCallback
from sprig.tools.context import ToolContext
from sprig.tools.decorator import check_tool_name
from sprig.tools.definition import ToolDefinition
from sprig.tools.errors import ArgumentIssue, ToolArgumentError
from sprig.tools.progress import current_call_id, emit_tool_event
from sprig.tools.schema_check import check_arguments
from sprig.tools.structured import StructuredResult

if TYPE_CHECKING:
    from sprig.chat.chain import AdvisorChain
    from sprig.chat.client import ChatClient, ChatClientRequestSpec

__all__ = [
    "DEFAULT_MAX_DEPTH",
    "SubagentDepthError",
    "SubagentRoundsExceededError",
    "SubagentTool",
    "child_conversation_id",
    "subagent_depth",
]

DEFAULT_MAX_DEPTH = 3
"""How deep sub-agents nest by default (a child is level 1, its own sub-agent level 2, ...)."""

TASK_DESCRIPTION = (
    "The task, self-contained: the sub-agent does not see this conversation, so say everything it "
    "needs to know (goal, inputs, constraints, what to return)."
)

_ANCESTORS: ContextVar[tuple[str, ...]] = ContextVar("sprig_subagent_ancestors", default=())


class SubagentDepthError(RuntimeError):
    """A sub-agent call past ``max_depth``: the model reads it as the call's error result."""


class SubagentRoundsExceededError(RuntimeError):
    """A sub-agent's model requests took a parent's tool loop past its ``max_rounds``: the whole
    run stops (the rounds of a tree of agents count against every loop above them)."""

    stops_run = True

    def __init__(self, message: str, max_rounds: int) -> None:
        super().__init__(message)
        self.max_rounds = max_rounds

    def __reduce__(self) -> tuple[Any, ...]:
        return (type(self), (str(self), self.max_rounds))


_TREE = "sprig.subagent_loops"  # context key: the round counts of the loops above a child


class _TreeRoundsAdvisor:
    """In a child's chain, after its tool loop: each model request of the child is a round of
    every loop above it, which stops the run when one of them passes its ``max_rounds``."""

    name = "SubagentRoundsAdvisor"
    order = LOWEST_PRECEDENCE - 2

    def _count(self, request: ChatClientRequest) -> None:
        for loop in request.context.get(_TREE, ()):
            loop.rounds += 1
            if loop.rounds > loop.max_rounds:
                raise SubagentRoundsExceededError(
                    f"the run passed max_rounds={loop.max_rounds} of a tool loop, counting its sub-agents' rounds",
                    loop.max_rounds,
                )

    async def advise_call(self, request: ChatClientRequest, chain: AdvisorChain) -> ChatClientResponse:
        """Count the round, then call on."""
        self._count(request)
        return await chain.next_call(request)

    async def advise_stream(self, request: ChatClientRequest, chain: AdvisorChain) -> AsyncIterator[ChatClientResponse]:
        """Count the round, then stream on."""
        self._count(request)
        async with closing_stream(chain.next_stream(request)) as stream:
            async for item in stream:
                yield item


_COUNTER = _TreeRoundsAdvisor()


def child_conversation_id(parent: str, call_id: str) -> str:
    """The conversation id of the child run of tool call ``call_id`` in conversation ``parent``."""
    return f"{parent}/{call_id}"


def subagent_depth() -> int:
    """How many sub-agent calls the code running now is inside (0 in a top-level run)."""
    return len(_ANCESTORS.get())


class SubagentTool(ToolCallback):
    """A ``ChatClient`` as a tool: each call runs the client on the task in a fresh conversation.

    Made by :meth:`ChatClient.as_tool`; see the module documentation for what a call does.
    """

    def __init__(
        self,
        client: ChatClient,
        name: str,
        description: str,
        *,
        input_type: type[Any] | None = None,
        output_type: Any = None,
        max_depth: int = DEFAULT_MAX_DEPTH,
    ) -> None:
        from sprig.chat.client import ChatClient

        if not isinstance(client, ChatClient):
            raise TypeError(f"as_tool() needs a ChatClient, got {client!r}")
        check_tool_name(name)
        if not isinstance(description, str) or not description.strip():
            raise ValueError(f"sub-agent tool {name!r} needs a description (what the sub-agent does)")
        if isinstance(max_depth, bool) or not isinstance(max_depth, int) or max_depth < 1:
            raise ValueError(f"max_depth must be a positive integer, got {max_depth!r}")
        self.client = client
        self.input_type = input_type
        self.output_type = output_type
        self.max_depth = max_depth
        self.offers_itself = False  # the child gets this very tool too, while below max_depth
        self._definition = ToolDefinition(name, description, _input_schema(name, input_type))
        if output_type is not None:
            from sprig.chat.entity import json_schema_of

            json_schema_of(output_type)  # a type pydantic cannot describe fails here, not mid-run

    @property
    def definition(self) -> ToolDefinition:
        """Name, description and input schema (``task``, or the fields of ``input_type``)."""
        return self._definition

    @property
    def may_pause(self) -> bool:
        """A child can pause (approvals, external tools), and the parent's round with it."""
        return True

    def validate_arguments(self, arguments: str) -> None:
        """Check the arguments against the schema (and ``input_type``'s validators)."""
        self._task(arguments)

    def _task(self, arguments: str) -> str:
        """The child's user message for these arguments (raises ``ToolArgumentError``)."""
        value = check_arguments(self._definition, arguments)
        if self.input_type is None:
            task = value.get("task")
            if not isinstance(task, str) or not task.strip():
                raise ToolArgumentError(
                    f"Invalid arguments for tool {self.name!r}: task must be a non-empty string.",
                    tool_name=self.name,
                    issues=(ArgumentIssue(("task",), "must be a non-empty string", "string_type"),),
                    arguments=arguments,
                )
            return task
        from pydantic import ValidationError

        try:
            model = self.input_type.model_validate(value)
        except ValidationError as error:
            issues = tuple(
                ArgumentIssue(tuple(e["loc"]), e["msg"], e["type"]) for e in error.errors(include_url=False)
            )
            raise ToolArgumentError(
                f"Invalid arguments for tool {self.name!r}: " + "; ".join(str(i) for i in issues),
                tool_name=self.name,
                issues=issues,
                arguments=arguments,
            ) from None
        text: str = model.model_dump_json(indent=2)
        return text

    # -- running the child ----------------------------------------------------------------------

    async def acall(self, arguments: str, context: ToolContext | Mapping[str, Any] | None = None) -> str:
        """Run the child on the task (or resume it); return its answer (text, or JSON of ``output_type``)."""
        call_id = current_call_id() or f"call_{uuid.uuid4().hex}"
        parent = _conversation_of(context) or f"subagent-{uuid.uuid4().hex}"
        conversation_id = child_conversation_id(parent, call_id)
        response = await self.run_child(arguments, conversation_id, call_id, nested_decisions(call_id))
        if response.pending:
            raise ToolCallPaused(response.pending)
        return self.result_of(response)

    async def run_child(
        self,
        arguments: str,
        conversation_id: str,
        call_id: str,
        decisions: ResumeDecisions | None = None,
        *,
        announce_pause: bool = True,
    ) -> ChatResponse:
        """Run (or, with ``decisions``, resume) the child of call ``call_id`` in ``conversation_id``,
        handing its events on as they happen; its final response (``pending`` set when it paused).

        ``announce_pause=False`` leaves out the child's final ``DoneEvent`` when it paused (the
        caller announces the pause itself, once it waits)."""
        task = self._task(arguments) if decisions is None else ""
        ancestors = _ANCESTORS.get()
        depth = len(ancestors) + 1
        if depth > self.max_depth:
            raise SubagentDepthError(
                f"Error: sub-agent {self.name!r} was not started: sub-agents nest at most {self.max_depth} "
                f"deep (max_depth) and this call would be level {depth}. Do the task with your own tools."
            )
        spec = self._spec(conversation_id, task, decisions)
        token = _ANCESTORS.set((*ancestors, call_id))
        try:
            return await self._run(spec, call_id, depth, announce_pause)
        finally:
            _ANCESTORS.reset(token)

    def result_of(self, response: ChatResponse) -> StructuredResult:
        """The tool result for the child's final response: its text, or its validated structured output."""
        text = response.text
        if self.output_type is None:
            return StructuredResult(text, None, response.usage)
        from pydantic import TypeAdapter

        from sprig.chat.entity import parse_entity

        value = parse_entity(text, self.output_type)
        dumped = TypeAdapter(self.output_type).dump_json(value).decode()
        return StructuredResult(dumped, value, response.usage)

    def _spec(self, conversation_id: str, task: str, decisions: ResumeDecisions | None) -> ChatClientRequestSpec:
        spec = self.client.prompt().advisor_params(conversation_id=conversation_id)
        parent = RUN_CONTEXT.get()
        if parent is not None:
            if USAGE_METER in parent:  # the parent's budget counts the child's requests too
                spec.advisor_params({USAGE_METER: parent[USAGE_METER]})
            loops = (*parent.get(_TREE, ()), *((parent[TOOL_LOOP],) if TOOL_LOOP in parent else ()))
            if loops:  # and its rounds count in every tool loop above it
                spec.advisor_params({_TREE: loops}).advisors(_COUNTER)
        if decisions is None:
            spec.user(task)
        else:
            spec._resume = decisions
        if self.output_type is not None:
            from sprig.advisors.structured_output import StructuredOutputValidationAdvisor

            spec.advisors(StructuredOutputValidationAdvisor(self.output_type))
        return spec

    async def _request(self, spec: ChatClientRequestSpec, depth: int) -> tuple[ChatClientRequest, AdvisorChain]:
        request, chain = await spec._build()
        options = request.prompt.options
        tools = _child_tools(options.tool_callbacks, depth)
        if self.offers_itself and depth + 1 <= self.max_depth and all(t.name != self.name for t in tools):
            tools.append(self)
        if tools != list(options.tool_callbacks):
            options = dataclasses.replace(options, tool_callbacks=tuple(tools))
            request = request.with_prompt(request.prompt.with_options(options))
        if self.output_type is not None and RESUME not in request.context:
            from sprig.chat.specs import _with_output_format

            request = _with_output_format(request, self.output_type, self.client.model)
        return request, chain

    async def _run(
        self, spec: ChatClientRequestSpec, call_id: str, depth: int, announce_pause: bool = True
    ) -> ChatResponse:
        """Stream the child, handing each of its events on (wrapped) as it happens."""
        request, chain = await self._request(spec, depth)
        name = self.name

        def emit(event: StreamEvent) -> None:
            emit_tool_event(SubagentEvent(call_id, name, depth, event))

        translator = ChunkEventTranslator()
        folder = StreamFolder()
        pending: tuple[PendingToolCall, ...] = ()
        async with closing_stream(chain.next_stream(request)) as items:
            async for item in items:
                chunk = item.chat_response
                if chunk is not None:
                    folder.add(chunk)
                    for event in translator.events(chunk):
                        emit(event)
                for event in item.events:
                    emit(event)
                pending = item.context.get(PENDING, ())
        final = folder.result()
        if pending:
            final = dataclasses.replace(final, pending=pending)
        if announce_pause or not pending:
            emit(DoneEvent(final))
        return final

    # -- resuming ---------------------------------------------------------------------------------

    async def acheck_resume(self, call_id: str, conversation_id: str, decisions: ResumeDecisions) -> None:
        """Check the decisions against the child's paused run, without claiming it."""
        from sprig.advisors import pause

        child = child_conversation_id(conversation_id, call_id)
        spec = self.client.prompt().advisor_params(conversation_id=child)
        spec._resume = decisions
        request, _ = await spec._build()
        depth = subagent_depth() + 1
        callbacks = {cb.name: cb for cb in _child_tools(request.prompt.options.tool_callbacks, depth)}
        if self.offers_itself:
            callbacks.setdefault(self.name, self)
        await pause.check_paused(self.client.store, child, decisions, callbacks)


def _conversation_of(context: ToolContext | Mapping[str, Any] | None) -> str | None:
    if context is None:
        return None
    value = context.get("conversation_id")
    return None if value is None else str(value)


def _child_tools(callbacks: Sequence[ToolCallback], depth: int) -> list[ToolCallback]:
    """The child's tools, minus the sub-agent tools it could not call from its level."""
    return [cb for cb in callbacks if not (isinstance(_unwrapped(cb), SubagentTool) and depth + 1 > _max_depth(cb))]


def _unwrapped(callback: ToolCallback) -> ToolCallback:
    inner = getattr(callback, "callback", None)  # a durable run's step wrapper
    return inner if isinstance(inner, ToolCallback) else callback


def _max_depth(callback: ToolCallback) -> int:
    tool = _unwrapped(callback)
    return tool.max_depth if isinstance(tool, SubagentTool) else DEFAULT_MAX_DEPTH


def _input_schema(name: str, input_type: type[Any] | None) -> dict[str, Any]:
    if input_type is None:
        return {
            "type": "object",
            "properties": {"task": {"type": "string", "description": TASK_DESCRIPTION}},
            "required": ["task"],
        }
    from pydantic import BaseModel

    if not (isinstance(input_type, type) and issubclass(input_type, BaseModel)):
        raise TypeError(f"sub-agent tool {name!r}: input_type must be a pydantic model class, got {input_type!r}")
    schema: dict[str, Any] = input_type.model_json_schema()
    orjson.dumps(schema)  # plain JSON
    return schema
