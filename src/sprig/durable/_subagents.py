"""Sub-agents in a durable run: each child run is a DBOS child workflow.

:class:`DurableSubagents` finds the sub-agent tools a client can reach (``ChatClient.as_tool``,
nested ones too) and registers one workflow per tool when the agent is created, so that every
worker knows them before launch. In a run, the tool's call starts its child workflow (its id is
the parent run's id and the call id, so a replayed parent finds the same child) and waits for
its result: the child's model rounds and tool calls are steps of the child, so a crash in the
middle of the child recovers both workflows without repeating the child's completed steps.

A child that needs approval waits durably in its own workflow, on the run's decision topic:
``DurableAgent.resume`` on the parent's conversation finds it and sends it the decision. The
child's events reach the parent's stream live while the parent's process runs the child (a
child recovered after a crash finishes without them).
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from dbos import DBOS, SetWorkflowID

from sprig.chat.events import DoneEvent, SubagentEvent
from sprig.chat.subagent import _ANCESTORS, SubagentDepthError, SubagentTool, child_conversation_id
from sprig.durable._scope import RunScope, current_scope
from sprig.durable._steps import Outcome, _portable, _unwrap
from sprig.durable._wait import wait_for_decision
from sprig.pending import ResumeDecisions
from sprig.tools.callback import ToolCallback
from sprig.tools.context import ToolContext
from sprig.tools.definition import ToolDefinition, ToolMetadata
from sprig.tools.progress import current_call_id, emit_tool_event

if TYPE_CHECKING:
    from sprig.chat.client import ChatClient

__all__ = ["ChildRequest", "DurableSubagentTool", "DurableSubagents"]


@dataclass(frozen=True, slots=True)
class ChildRequest:
    """What a child workflow runs (its checkpointed input, plain data only)."""

    conversation_id: str
    topic: str
    arguments: str
    call_id: str
    ancestors: tuple[str, ...]
    decision_timeout: float


class DurableSubagentTool(ToolCallback):
    """A sub-agent tool whose calls, in a durable run, run the child as a DBOS child workflow."""

    def __init__(self, tool: SubagentTool, workflow: Callable[[ChildRequest], Any]) -> None:
        self.tool = tool
        self._workflow = workflow

    @property
    def definition(self) -> ToolDefinition:
        """The sub-agent tool's definition."""
        return self.tool.definition

    @property
    def metadata(self) -> ToolMetadata:
        """The sub-agent tool's metadata."""
        return self.tool.metadata

    def validate_arguments(self, arguments: str) -> None:
        """The sub-agent tool's check."""
        self.tool.validate_arguments(arguments)

    async def acall(self, arguments: str, context: ToolContext | Mapping[str, Any] | None = None) -> str:
        """Start (or, replayed, find) the child workflow of this call and return its answer."""
        scope = current_scope()
        call_id = current_call_id()
        if scope is None or call_id is None:
            return await self.tool.acall(arguments, context)
        ancestors = _ANCESTORS.get()
        if len(ancestors) + 1 > self.tool.max_depth:
            raise SubagentDepthError(
                f"Error: sub-agent {self.tool.name!r} was not started: sub-agents nest at most "
                f"{self.tool.max_depth} deep (max_depth)."
            )
        parent = (context or {}).get("conversation_id") or scope.conversation_id
        request = ChildRequest(
            child_conversation_id(str(parent), call_id),
            scope.topic,
            arguments,
            call_id,
            ancestors,
            scope.decision_timeout,
        )
        with SetWorkflowID(f"{scope.workflow_id}/{call_id}"):
            handle = await DBOS.start_workflow_async(self._workflow, request)
        result: str = _unwrap(await handle.get_result())
        return result


class DurableSubagents:
    """The durable twins of the sub-agent tools a client reaches, with their child workflows."""

    def __init__(self, agent_name: str, client: ChatClient, make_client: Callable[..., ChatClient]) -> None:
        self._agent_name = agent_name
        self._make_client = make_client
        self._tools: dict[int, DurableSubagentTool] = {}
        self._names: set[str] = set()
        self._visit(client)

    def wrap(self, callback: ToolCallback) -> ToolCallback | None:
        """The durable twin of ``callback`` when it is a known sub-agent tool (else ``None``)."""
        return self._tools.get(id(callback))

    def _visit(self, client: ChatClient) -> None:
        for callback in client._resolved_default_tools():
            if isinstance(callback, SubagentTool) and id(callback) not in self._tools:
                self._register(callback)

    def _register(self, tool: SubagentTool) -> None:
        name = f"sprig.durable.{self._agent_name}.subagent.{tool.name}"
        for n in itertools.count(2):
            if name not in self._names:
                break
            name = f"sprig.durable.{self._agent_name}.subagent.{tool.name}.{n}"
        self._names.add(name)
        twin = SubagentTool(
            self._make_client(tool.client, self),
            tool.name,
            tool.definition.description,
            input_type=tool.input_type,
            output_type=tool.output_type,
            max_depth=tool.max_depth,
        )
        twin.offers_itself = tool.offers_itself
        workflow = DBOS.workflow(name=name)(_child_workflow(twin))
        durable = DurableSubagentTool(tool, workflow)
        self._tools[id(tool)] = self._tools[id(twin)] = durable
        self._visit(tool.client)


def _child_workflow(twin: SubagentTool) -> Callable[[ChildRequest], Any]:
    async def sprig_durable_subagent(request: ChildRequest) -> Outcome:
        workflow_id = DBOS.workflow_id
        assert workflow_id is not None
        scope = RunScope(workflow_id, request.conversation_id, request.topic, request.decision_timeout)
        leave = scope.enter()
        token = _ANCESTORS.set(request.ancestors)
        try:
            decisions: ResumeDecisions | None = None
            while True:
                response = await twin.run_child(
                    request.arguments, request.conversation_id, request.call_id, decisions, announce_pause=False
                )
                if not response.pending:
                    return ("ok", twin.result_of(response))
                done = SubagentEvent(request.call_id, twin.name, len(request.ancestors) + 1, DoneEvent(response))
                pending = [
                    {
                        "id": p.id,
                        "name": p.name,
                        "arguments": p.arguments,
                        "reason": p.reason,
                        "path": [*request.ancestors, request.call_id, *p.path],
                    }
                    for p in response.pending
                    if p.needs_decision
                ]

                def announce(done: SubagentEvent = done) -> None:  # once the child is known to wait
                    emit_tool_event(done)

                decision = await wait_for_decision(scope, "waiting", pending, on_waiting=announce)
                decisions = ResumeDecisions.of(
                    decision["approve"], decision["deny"], decision["edit"], decision["results"]
                )
        except Exception as error:
            return ("raise", _portable(error))
        finally:
            _ANCESTORS.reset(token)
            leave()

    return sprig_durable_subagent
