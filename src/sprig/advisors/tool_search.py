"""``ToolSearchAdvisor``: hundreds of tools, and the model is sent only those it needs.

Past ``threshold`` tools, the model is sent the tools named in ``always``, the tools it has
already discovered in this conversation, and one tool, ``search_tools(query)``, that ranks the
others (BM25 over names, descriptions and parameters, or your own ``index``) and returns the
best ``max_results`` names with a one-line description each. From the next round on, the tools
found are sent with their full definitions, appended after the earlier ones (never reordered,
so provider prompt caches keep hitting).

Every tool stays callable: the tool loop runs the request's whole tool set, so a call of a tool
that was not sent yet runs (and that tool counts as discovered).

Discovered tools persist for the conversation: they are read from the conversation itself
(each round's calls and search results) and kept in the client's store under
``tool_search:<conversation_id>`` (with a conversation id), so they survive across turns, a
pause resumed in another process, server instances sharing Redis, and a durable run's
recovery. The list is bounded (``max_discovered``, the oldest fall out); a tool that no longer
exists is dropped silently.
"""

from __future__ import annotations

import dataclasses
import inspect
import itertools
import logging
from collections.abc import AsyncIterator, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import orjson

from sprig._aio import closing_stream
from sprig.advisors.tool_call import TOOL_CALL_ADVISOR_ORDER
from sprig.chat.chain import AdvisorChain
from sprig.chat.events import ToolSearchEvent
from sprig.chat.request import (
    CONVERSATION_ID_GENERATED,
    STORE,
    ChatClientRequest,
    ChatClientResponse,
    record_event,
)
from sprig.messages import AssistantMessage, Message, ToolResponseMessage, UserMessage
from sprig.prompt import ChatOptions
from sprig.state.store import KeyValueStore, Ttl
from sprig.tools.callback import ToolCallback
from sprig.tools.context import ToolContext
from sprig.tools.definition import ToolDefinition
from sprig.tools.errors import ToolArgumentError
from sprig.tools.search import MAX_QUERY_CHARS, BM25ToolIndex, ToolIndex, closest_names

__all__ = [
    "DEFAULT_MAX_DISCOVERED",
    "SEARCH_TOOLS",
    "TOOL_SEARCH_KEY_PREFIX",
    "TOOL_SEARCH_ORDER",
    "ToolSearchAdvisor",
    "discovered_tools",
    "forget_discovered_tools",
]

logger = logging.getLogger("sprig.advisors.tool_search")

SEARCH_TOOLS = "search_tools"
"""The name of the search tool the model is given."""

TOOL_SEARCH_ORDER = TOOL_CALL_ADVISOR_ORDER + 10
"""Default order: right after the tool loop, so it chooses the tools of every round."""

TOOL_SEARCH_KEY_PREFIX = "tool_search:"
"""Store key prefix of a conversation's discovered tools (``tool_search:<conversation_id>``)."""

DEFAULT_MAX_DISCOVERED = 64
"""Most discovered tools a conversation keeps (the oldest fall out)."""

_STATE = "sprig.tool_search"
_MAX_NAME = 256
_MAX_RANKED = 10_000
_HEADER = "Found {count} tool{s} for {query}; their definitions are sent from now on, call them directly:"
_NOTHING = (
    "No tool matched {query}. Search again with other words: what the tool does, or the service or "
    "object it works on."
)


def _one_line(text: str, limit: int = 200) -> str:
    line = " ".join(text.strip().split("\n", 1)[0].split())
    return line if len(line) <= limit else line[: limit - 1].rstrip() + "…"


def _quoted(query: str) -> str:
    return orjson.dumps(query).decode()


def _results_text(query: str, found: Sequence[ToolDefinition]) -> str:
    if not found:
        return _NOTHING.format(query=_quoted(query))
    lines = [_HEADER.format(count=len(found), s="" if len(found) == 1 else "s", query=_quoted(query))]
    for definition in found:
        description = _one_line(definition.description)
        lines.append(f"- {definition.name}: {description}" if description else f"- {definition.name}")
    return "\n".join(lines)


def _found_names(text: str) -> list[str]:
    """The tool names a ``search_tools`` result lists (what the model read)."""
    names = []
    for line in text.splitlines():
        if line.startswith("- "):
            name = line[2:].split(": ", 1)[0].strip()
            if name:
                names.append(name)
    return names


def _query_of(arguments: str) -> str:
    try:
        value = orjson.loads(arguments)
    except orjson.JSONDecodeError:
        return ""
    query = value.get("query") if isinstance(value, dict) else None
    return query if isinstance(query, str) else ""


class _SearchTools(ToolCallback):
    """``search_tools(query)`` over one request's deferred tools."""

    def __init__(self, advisor: ToolSearchAdvisor, deferred: tuple[ToolDefinition, ...]) -> None:
        self._advisor = advisor
        self._deferred = deferred
        self._by_name = {definition.name: definition for definition in deferred}
        self._definition = ToolDefinition(
            SEARCH_TOOLS,
            f"Search the {len(deferred)} tools you have not been given yet, by what you need to do. Returns the "
            "best matching tools' names and what each does; you can call them directly afterwards. Search "
            "whenever none of your tools fits the task.",
            {
                "type": "object",
                "properties": {
                    "query": {
                        "type": "string",
                        "description": "What the tool should do, in a few words, e.g. 'create a github issue'",
                    }
                },
                "required": ["query"],
                "additionalProperties": False,
            },
        )

    @property
    def definition(self) -> ToolDefinition:
        """The search tool's definition."""
        return self._definition

    async def acall(self, arguments: str, context: ToolContext | Mapping[str, Any] | None = None) -> str:
        """Rank the deferred tools for the query; the best ``max_results`` as text."""
        query = _query_of(arguments).strip()
        if not query:
            raise ToolArgumentError(
                "search_tools needs a non-empty string 'query': what the tool should do",
                tool_name=SEARCH_TOOLS,
                arguments=arguments,
            )
        found = await self._advisor._search(query[:MAX_QUERY_CHARS], self._deferred, self._by_name)
        return _results_text(query[:MAX_QUERY_CHARS], found)


@dataclass(slots=True)
class _Tools:
    """One request's tools by name, and the narrowed options last sent (reused while nothing changes)."""

    options: ChatOptions
    by_name: dict[str, ToolCallback]
    search: ToolCallback
    sent_for: tuple[str, ...] | None = None
    sent: ChatOptions | None = None

    @classmethod
    def of(cls, options: ChatOptions) -> _Tools | None:
        by_name = {cb.definition.name: cb for cb in options.tool_callbacks}
        search = by_name.get(SEARCH_TOOLS)
        return None if search is None else cls(options, by_name, search)

    def narrowed(self, always: frozenset[str], discovered: Sequence[str]) -> ChatOptions:
        """The options with the tools the model is sent: ``always``, the search tool, the discovered."""
        key = tuple(discovered)
        if self.sent is None or key != self.sent_for:
            first = [cb for cb in self.options.tool_callbacks if cb.definition.name in always]
            chosen = (*first, self.search, *(self.by_name[name] for name in key))
            self.sent, self.sent_for = dataclasses.replace(self.options, tool_callbacks=chosen), key
        return self.sent


@dataclass(slots=True)
class _Discovered:
    """One request's view of the conversation's discovered tools."""

    tools: _Tools
    key: str | None
    store: KeyValueStore | None
    names: list[str] = field(default_factory=list)
    saved: tuple[str, ...] = ()
    dropped: set[str] = field(default_factory=set)
    reported: set[str] = field(default_factory=set)

    def add(self, name: str, limit: int) -> None:
        if name in self.names:
            return
        self.names.append(name)
        self.dropped.discard(name)
        while len(self.names) > limit:
            self.dropped.add(self.names.pop(0))

    def keep_only(self, known: Mapping[str, object]) -> None:
        """Drop the tools that no longer exist."""
        if any(name not in known for name in self.names):
            self.dropped.update(name for name in self.names if name not in known)
            self.names = [name for name in self.names if name in known]

    async def save(self, limit: int, ttl: Ttl | None) -> None:
        current = tuple(self.names)
        if current == self.saved or self.key is None or self.store is None:
            return
        dropped, ours = frozenset(self.dropped), list(current)

        def merge(stored: Any | None) -> Any:
            before = [n for n in _stored_names(stored) if n not in dropped]
            merged = before + [n for n in ours if n not in before]
            return {"discovered": merged[-limit:]}

        await self.store.aupdate(self.key, merge, ttl=ttl)
        self.saved = current


def _stored_names(value: Any) -> list[str]:
    names = value.get("discovered") if isinstance(value, dict) else None
    if not isinstance(names, list):
        return []
    return [n for n in dict.fromkeys(names) if isinstance(n, str) and 0 < len(n) <= _MAX_NAME]


class ToolSearchAdvisor:
    """Defers tools past ``threshold``: the model gets a search tool and the tools it found.

    Args:
        always: names of tools always sent (a todo tool, the tools every turn needs); names
            the request does not offer are ignored.
        threshold: when a request offers more tools than this, the others are deferred; at or
            below it, every tool is sent and this advisor does nothing.
        max_results: most tools one search returns.
        index: ranks tools for a query, ``index(query, tools) -> names`` best first (plain or
            ``async``), e.g. with embeddings; default :class:`~sprig.tools.search.BM25ToolIndex`.
        order: position in the chain (default: right after the tool loop, so it sees every round).
        max_discovered: most discovered tools a conversation keeps; the oldest fall out.
        store: where discovered tools live (default: the client's store, ``default_store``).
        ttl: how long they are kept after the last change (default: the store's).

    The model gets the ``always`` tools (in the request's order), then ``search_tools``, then the
    discovered tools in the order they were found. A streamed run reports each search as a
    :class:`~sprig.chat.events.ToolSearchEvent`; a blocking run records it (``recorded_events()``).
    """

    name = "ToolSearchAdvisor"

    def __init__(
        self,
        always: Iterable[str] = (),
        threshold: int = 20,
        max_results: int = 5,
        index: ToolIndex | None = None,
        order: int = TOOL_SEARCH_ORDER,
        *,
        max_discovered: int = DEFAULT_MAX_DISCOVERED,
        store: KeyValueStore | None = None,
        ttl: Ttl | None = None,
    ) -> None:
        if isinstance(always, str):
            always = (always,)
        self.always: tuple[str, ...] = tuple(dict.fromkeys(always))
        self._always = frozenset(self.always)
        if not all(isinstance(name, str) for name in self.always):
            raise TypeError("always takes tool names (strings)")
        if isinstance(threshold, bool) or not isinstance(threshold, int) or threshold < 0:
            raise ValueError(f"threshold must be a non-negative integer, got {threshold!r}")
        if isinstance(max_results, bool) or not isinstance(max_results, int) or max_results < 1:
            raise ValueError(f"max_results must be a positive integer, got {max_results!r}")
        if isinstance(max_discovered, bool) or not isinstance(max_discovered, int) or max_discovered < 1:
            raise ValueError(f"max_discovered must be a positive integer, got {max_discovered!r}")
        if index is not None and not callable(index):
            raise TypeError(f"index must be a callable (query, tools) -> ranked names, got {index!r}")
        if store is not None and not isinstance(store, KeyValueStore):
            raise TypeError(f"store must be a sprig.state KeyValueStore, got {store!r}")
        self.threshold = threshold
        self.max_results = max_results
        self.index: ToolIndex = index if index is not None else BM25ToolIndex()
        self.order = order
        self.max_discovered = max_discovered
        self.store = store
        self.ttl = ttl

    # -- the search tool ----------------------------------------------------------------------

    def advisor_tools(self, tools: Sequence[ToolCallback]) -> Sequence[ToolCallback]:
        """``search_tools`` when the request offers more than ``threshold`` tools (else nothing)."""
        offered = [t for t in tools if t.definition.name != SEARCH_TOOLS]
        if len(offered) <= self.threshold:
            return ()
        deferred = tuple(t.definition for t in offered if t.definition.name not in self._always)
        return (_SearchTools(self, deferred),) if deferred else ()

    async def search(self, query: str, tools: Sequence[ToolDefinition]) -> list[ToolDefinition]:
        """The best ``max_results`` of ``tools`` for ``query``, best first (what ``search_tools`` returns)."""
        return await self._search(query, tools, {t.name: t for t in tools})

    async def _search(
        self, query: str, tools: Sequence[ToolDefinition], by_name: Mapping[str, ToolDefinition]
    ) -> list[ToolDefinition]:
        if isinstance(self.index, BM25ToolIndex):
            await self.index.aindex_of(tools)  # a tool set seen first is indexed off the event loop
        ranked = self.index(query, tools)
        if inspect.isawaitable(ranked):
            ranked = await ranked
        if isinstance(ranked, str) or not isinstance(ranked, Iterable):
            raise TypeError(f"the tool index returned {type(ranked).__name__}, not a sequence of tool names")
        found: dict[str, ToolDefinition] = {}
        for name in itertools.islice(ranked, _MAX_RANKED):  # a custom index may return anything
            definition = by_name.get(name) if isinstance(name, str) else None
            if definition is not None:
                found.setdefault(name, definition)
                if len(found) == self.max_results:
                    break
        return list(found.values())

    # -- every round --------------------------------------------------------------------------

    async def _prepare(self, request: ChatClientRequest) -> tuple[ChatClientRequest, list[ToolSearchEvent]]:
        """The round's request with the tools the model is sent, and the searches to report."""
        options = request.prompt.options
        if len(options.tool_callbacks) <= self.threshold:
            return request, []
        messages = request.prompt.messages
        state = request.context.get(_STATE)
        if not isinstance(state, _Discovered):
            tools = _Tools.of(options)
            if tools is None:  # no search tool: this request's tools were not deferred
                return request, []
            state = await self._load(request, tools)
            request.context[_STATE] = state
            self._discover(state, _current_turn(messages), tools.by_name)
        elif state.tools.options is not options:  # the request's tools changed between rounds
            state.tools = _Tools.of(options) or state.tools
        tools = state.tools
        just_run = messages[-2:] if messages and isinstance(messages[-1], ToolResponseMessage) else ()
        events = self._discover(state, just_run, tools.by_name, report=True)
        state.keep_only(tools.by_name)
        await state.save(self.max_discovered, self.ttl)
        return request.with_prompt(request.prompt.with_options(tools.narrowed(self._always, state.names))), events

    async def _load(self, request: ChatClientRequest, tools: _Tools) -> _Discovered:
        conversation_id = request.conversation_id
        store = self.store if self.store is not None else request.context.get(STORE)
        if conversation_id is None or request.context.get(CONVERSATION_ID_GENERATED) or store is None:
            return _Discovered(tools, None, None)
        key = TOOL_SEARCH_KEY_PREFIX + conversation_id
        names = _stored_names(await store.aget(key))[-self.max_discovered :]
        return _Discovered(tools, key, store, names, tuple(names))

    def _discover(
        self,
        state: _Discovered,
        messages: Sequence[Message],
        by_name: Mapping[str, ToolCallback],
        *,
        report: bool = False,
    ) -> list[ToolSearchEvent]:
        """Add the tools ``messages`` called or found by search; the new searches as events."""
        events: list[ToolSearchEvent] = []
        queries: dict[str, str] = {}
        for message in messages:
            if isinstance(message, AssistantMessage):
                for call in message.tool_calls:
                    if call.name == SEARCH_TOOLS:
                        queries[call.id] = _query_of(call.arguments)
                    elif call.name in by_name:
                        if call.name not in self._always:
                            state.add(call.name, self.max_discovered)
                    elif report:  # an unknown name: the tools named most like it are sent next round
                        for name in closest_names(call.name, by_name, self.max_results):
                            if name != SEARCH_TOOLS and name not in self._always:
                                state.add(name, self.max_discovered)
            elif isinstance(message, ToolResponseMessage):
                for response in message.responses:
                    if response.name != SEARCH_TOOLS:
                        continue
                    names = [n for n in _found_names(response.data) if n in by_name and n != SEARCH_TOOLS]
                    for name in names:
                        if name not in self._always:
                            state.add(name, self.max_discovered)
                    if report and response.id not in state.reported:
                        state.reported.add(response.id)
                        events.append(ToolSearchEvent(queries.get(response.id, ""), tuple(names), response.id))
        return events

    async def advise_call(self, request: ChatClientRequest, chain: AdvisorChain) -> ChatClientResponse:
        """Send the round with the chosen tools."""
        request, events = await self._prepare(request)
        for event in events:
            record_event(request.context, event)
        return await chain.next_call(request)

    def advise_stream(self, request: ChatClientRequest, chain: AdvisorChain) -> AsyncIterator[ChatClientResponse]:
        """Stream the round with the chosen tools (a ``tool_search`` event for each new search first).

        At or below the threshold the round's own stream is returned: nothing is added per chunk.
        """
        if len(request.prompt.options.tool_callbacks) <= self.threshold:
            return chain.next_stream(request)
        return self._stream(request, chain)

    async def _stream(self, request: ChatClientRequest, chain: AdvisorChain) -> AsyncIterator[ChatClientResponse]:
        request, events = await self._prepare(request)
        if events:
            yield ChatClientResponse(None, request.context, tuple(events))
        async with closing_stream(chain.next_stream(request)) as stream:
            async for item in stream:
                yield item

    def __repr__(self) -> str:
        return (
            f"ToolSearchAdvisor(always={self.always!r}, threshold={self.threshold}, "
            f"max_results={self.max_results}, index={self.index!r})"
        )


def _current_turn(messages: Sequence[Message]) -> Sequence[Message]:
    """The messages after the last user message (this turn's tool rounds so far)."""
    for position in range(len(messages) - 1, -1, -1):
        if isinstance(messages[position], UserMessage):
            return messages[position + 1 :]
    return messages


async def discovered_tools(store: KeyValueStore, conversation_id: str) -> list[str]:
    """The tools a conversation has discovered, oldest first (as kept in ``store``)."""
    return _stored_names(await store.aget(TOOL_SEARCH_KEY_PREFIX + conversation_id))


async def forget_discovered_tools(store: KeyValueStore, conversation_id: str) -> bool:
    """Delete a conversation's discovered tools from ``store``; whether there were any."""
    return await store.adelete(TOOL_SEARCH_KEY_PREFIX + conversation_id)
