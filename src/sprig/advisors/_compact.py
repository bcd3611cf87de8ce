"""The history side of compaction: rounds, estimates, clearing, and what was compacted.

Pure functions over messages; :mod:`sprig.advisors.compaction` decides when to use them and calls
the summarizer. The unit of every rewrite is a *block*: a lone message, or a tool round (an
assistant message with tool calls and the tool-result messages right after it). Blocks are kept,
cleared or summarized whole, so every tool call keeps exactly one result, right after it, a
parallel batch stays whole, and no request starts with a tool result.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field

import orjson

from sprig.messages import AssistantMessage, Message, SystemMessage, ToolResponse, ToolResponseMessage, UserMessage
from sprig.tools.definition import ToolDefinition

__all__ = [
    "SUMMARY_KEY",
    "Block",
    "CompactionRecord",
    "TokenCounter",
    "blocks_of",
    "estimate_tokens",
    "is_summary",
    "placeholder",
]

TokenCounter = Callable[[Sequence[Message], Sequence[ToolDefinition]], int]
"""``(messages, tool definitions) -> tokens``: how big a request is."""

SUMMARY_KEY = "sprig.compaction"
"""Metadata key marking the summary message (value ``"summary"``), so the next compaction folds it in."""

_CHARS_PER_TOKEN = 3.0  # conservative: English runs at ~4 characters a token, JSON and code at 2.5 to 3.5
_MESSAGE_OVERHEAD = 4  # role markers and separators per message
_CALL_OVERHEAD = 8  # a tool call's id, name and framing


def placeholder(name: str) -> str:
    """What a cleared tool result says instead of the result."""
    return f"[the result of {name} was cleared to save context; call {name} again if you need it]"


def is_summary(message: Message) -> bool:
    """Whether ``message`` is a summary compaction wrote."""
    return isinstance(message, UserMessage) and message.metadata.get(SUMMARY_KEY) == "summary"


# -- estimates --------------------------------------------------------------------------------------


def _chars(message: Message) -> int:
    if isinstance(message, ToolResponseMessage):
        return len(message.text) + sum(len(r.data) + len(r.name) + len(r.id) for r in message.responses)
    if isinstance(message, AssistantMessage):
        calls = sum(len(c.arguments) + len(c.name) + len(c.id) for c in message.tool_calls)
        return len(message.text) + len(message.reasoning) + calls
    return len(message.text)


def message_tokens(message: Message) -> int:
    """A fast estimate of one message's tokens."""
    calls = len(message.tool_calls) if isinstance(message, AssistantMessage) else 0
    responses = len(message.responses) if isinstance(message, ToolResponseMessage) else 0
    return int(_chars(message) / _CHARS_PER_TOKEN) + _MESSAGE_OVERHEAD * (1 + responses) + _CALL_OVERHEAD * calls


def definition_tokens(definitions: Sequence[ToolDefinition]) -> int:
    """A fast estimate of the tool definitions' tokens."""
    total = 0
    for definition in definitions:
        size = len(definition.name) + len(definition.description) + len(orjson.dumps(definition.schema_dict()))
        total += int(size / _CHARS_PER_TOKEN) + _CALL_OVERHEAD
    return total


def estimate_tokens(messages: Sequence[Message], definitions: Sequence[ToolDefinition] = ()) -> int:
    """The default token counter: characters / 3 plus a little per message, call and tool.

    Errs on the high side for English and JSON (see bench/README.md for its error against a real
    tokenizer); give ``CompactionAdvisor(token_counter=...)`` for exact counts.
    """
    return sum(message_tokens(m) for m in messages) + definition_tokens(definitions)


# -- blocks -------------------------------------------------------------------------------------------


@dataclass(slots=True)
class Block:
    """A lone message, or a tool round: the assistant message and its tool-result messages."""

    messages: list[Message]

    @property
    def is_round(self) -> bool:
        first = self.messages[0]
        return isinstance(first, AssistantMessage) and bool(first.tool_calls)

    @property
    def tool_names(self) -> set[str]:
        first = self.messages[0]
        return {c.name for c in first.tool_calls} if isinstance(first, AssistantMessage) else set()


def blocks_of(messages: Iterable[Message]) -> tuple[list[SystemMessage], list[Block]]:
    """The system messages (in order) and the other messages in blocks.

    Tool-result messages join the round before them; one that follows no round (a broken
    history) is a block of its own, kept or summarized whole like the others.
    """
    systems: list[SystemMessage] = []
    blocks: list[Block] = []
    for message in messages:
        if isinstance(message, SystemMessage):
            systems.append(message)
        elif isinstance(message, ToolResponseMessage) and blocks and blocks[-1].is_round:
            blocks[-1].messages.append(message)
        else:
            blocks.append(Block([message]))
    return systems, blocks


def cleared(message: ToolResponseMessage, names: dict[str, str]) -> ToolResponseMessage:
    """``message`` with the results whose call ids are in ``names`` replaced by a placeholder."""
    responses = tuple(
        ToolResponse(r.id, r.name, placeholder(r.name)) if r.id in names and not _is_placeholder(r) else r
        for r in message.responses
    )
    if responses == tuple(message.responses):
        return message
    return dataclasses.replace(message, responses=responses)


def _is_placeholder(response: ToolResponse) -> bool:
    return response.data == placeholder(response.name)


def clearable(block: Block) -> dict[str, str]:
    """The call ids of a round whose results are longer than their placeholder, with their names."""
    ids: dict[str, str] = {}
    for message in block.messages[1:]:
        if isinstance(message, ToolResponseMessage):
            for r in message.responses:
                if len(r.data) > len(placeholder(r.name)):
                    ids[r.id] = r.name
    return ids


# -- what was compacted ------------------------------------------------------------------------------


@dataclass(slots=True)
class CompactionRecord:
    """What compaction did to a run's conversation, to do again to any list of its messages.

    Messages are matched by identity (the tool loop and the memory advisor hand the same message
    objects down the chain) and tool results by call id. :meth:`apply` gives the compacted form
    of a conversation: the summary first after the system messages, the summarized messages
    gone, the cleared results as placeholders. The memory advisor stores that form, so the next
    turn does not pay again.
    """

    summary: UserMessage | None = None
    summarized: dict[int, Message] = field(default_factory=dict)  # id -> message (kept alive: ids stay unique)
    cleared: dict[str, str] = field(default_factory=dict)  # call id -> tool name

    @property
    def empty(self) -> bool:
        """Whether nothing has been compacted."""
        return self.summary is None and not self.cleared

    def apply(self, messages: Sequence[Message]) -> list[Message]:
        """``messages`` in their compacted form: whole blocks summarized, results cleared."""
        if self.empty:
            return list(messages)
        systems, blocks = blocks_of(messages)
        summarized, names = self.summarized, self.cleared
        rest: list[Message] = []
        for block in blocks:
            first = block.messages[0]
            if summarized.get(id(first)) is first or first is self.summary:
                continue  # summarized (or the summary itself, which goes first)
            for message in block.messages:
                rest.append(cleared(message, names) if names and isinstance(message, ToolResponseMessage) else message)
        head = [self.summary] if self.summary is not None else []
        return [*systems, *head, *rest]
