"""Ranking tools by a query: the BM25 index behind ``search_tools``.

:class:`BM25ToolIndex` is a :data:`ToolIndex`: called with a query and the tools to search, it
returns their names, best match first. Each tool is indexed by its name (split into words:
``get_weather``, ``getWeather`` and ``get-weather`` all read "get weather"), its description
and the names and descriptions of its parameters, scored with BM25 (the ``bm25s`` library).
The index of a tool set is built once and kept: the next search over the same set (the same
definitions, or definitions with the same text) reuses it.
"""

from __future__ import annotations

import asyncio
import difflib
import functools
import re
import threading
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, TypeAlias

from sprig.tools.definition import ToolDefinition

if TYPE_CHECKING:
    import bm25s

__all__ = ["MAX_QUERY_CHARS", "BM25ToolIndex", "ToolIndex", "closest_names", "tool_search_text"]

ToolIndex: TypeAlias = Callable[[str, Sequence[ToolDefinition]], Sequence[str] | Awaitable[Sequence[str]]]
"""Ranks tools for a query: ``index(query, tools) -> names``, best first (or an awaitable of them)."""

MAX_QUERY_CHARS = 1_000
"""A longer query is cut to this many characters before it is ranked."""

_MAX_QUERY_TOKENS = 64
_WORD = re.compile(r"[A-Za-z][a-z]+|[A-Z]+(?![a-z])|\d+|[^\W\d_]+", re.UNICODE)
_STOPWORDS = frozenset(
    [
        "a", "an", "and", "are", "as", "at", "be", "by", "can", "do", "does", "for", "from", "get", "has",
        "have", "how", "i", "in", "is", "it", "its", "me", "my", "of", "on", "or", "set", "that", "the", "this",
        "to", "use", "using", "want", "was", "what", "when", "which", "will", "with", "you", "your",
    ]
)
# "get" and "set" are stop words for ranking only: they start half of all tool names


@functools.lru_cache(maxsize=65_536)
def _normal(word: str) -> str:
    """A word as it is indexed: lower case, lightly stemmed (plurals, "-ing", "-ed"); "" for stop words."""
    word = word.lower()
    if word in _STOPWORDS:
        return ""
    if len(word) > 4 and word.endswith("ies"):
        return word[:-3] + "y"
    if len(word) > 5 and word.endswith("ing"):
        return word[:-3]
    if len(word) > 4 and word.endswith("ed") and not word.endswith("eed"):
        return word[:-2]
    if len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is")):
        return word[:-1]
    return word


def _tokens(text: str) -> list[str]:
    return [w for w in map(_normal, _WORD.findall(text)) if w]


def closest_names(name: str, names: Iterable[str], limit: int = 5) -> list[str]:
    """The tool names most like ``name`` (a misspelt or misremembered tool name), best first."""
    return difflib.get_close_matches(name[:200], list(names), n=limit, cutoff=0.5) if name else []


def tool_search_text(definition: ToolDefinition) -> str:
    """The text a tool is found by: its name, description, and parameter names and descriptions."""
    parts = [definition.name, definition.name, definition.description]  # the name counts twice
    properties = definition.input_schema.get("properties")
    if isinstance(properties, Mapping):
        for name, schema in properties.items():
            parts.append(str(name))
            if isinstance(schema, Mapping) and isinstance(schema.get("description"), str):
                parts.append(schema["description"])
    return " ".join(parts)


class _Index:
    """One tool set's BM25 index."""

    __slots__ = ("model", "names", "vocabulary")

    def __init__(self, definitions: tuple[ToolDefinition, ...], texts: Sequence[str]) -> None:
        import bm25s

        self.names = [d.name for d in definitions]
        corpus = [_tokens(text) or [d.name.lower()] for d, text in zip(definitions, texts, strict=True)]
        self.model: bm25s.BM25 = bm25s.BM25()
        self.model.index(corpus, show_progress=False)
        self.vocabulary: Mapping[str, int] = self.model.vocab_dict

    def rank(self, query: str) -> list[str]:
        import numpy as np

        words = [w for w in dict.fromkeys(_tokens(query[:MAX_QUERY_CHARS])) if w in self.vocabulary]
        if not words:
            return []
        scores = self.model.get_scores(words[:_MAX_QUERY_TOKENS])
        hits = np.flatnonzero(scores > 0)
        ranked = hits[np.argsort(-scores[hits], kind="stable")]  # ties keep the tools' order
        names = self.names
        return [names[i] for i in ranked.tolist()]


class BM25ToolIndex:
    """The default :data:`ToolIndex`: BM25 over each tool's name, description and parameters.

    Args:
        cache_size: how many tool sets keep their index (the least recently used is dropped).

    Calling it with the tool set of the previous call (the same definition objects, as a
    client's tools and a cached MCP listing are) finds the index by identity; a set rebuilt with
    the same text finds it by content; anything else builds a new index (about a millisecond
    per dozen tools), once.
    """

    def __init__(self, cache_size: int = 16) -> None:
        if cache_size < 1:
            raise ValueError("cache_size must be at least 1")
        self.cache_size = cache_size
        self._by_identity: OrderedDict[tuple[int, ...], tuple[tuple[ToolDefinition, ...], _Index]] = OrderedDict()
        self._by_content: OrderedDict[tuple[str, ...], _Index] = OrderedDict()
        self._last: tuple[tuple[ToolDefinition, ...], _Index] | None = None
        self._lock = threading.Lock()

    def __call__(self, query: str, tools: Sequence[ToolDefinition]) -> list[str]:
        """The names of ``tools`` that match ``query``, best first (tools that match no word are left out)."""
        return self.index_of(tools).rank(query)

    async def aindex_of(self, tools: Iterable[ToolDefinition]) -> _Index:
        """:meth:`index_of`, building a new index in a worker thread (a thousand tools take a
        fraction of a second: a server's event loop does not stall on it)."""
        definitions = tuple(tools)
        known = self._known(definitions)
        return known if known is not None else await asyncio.to_thread(self.index_of, definitions)

    def index_of(self, tools: Iterable[ToolDefinition]) -> _Index:
        """The index of this tool set, built on first use."""
        last = self._last
        if last is not None and last[0] is tools:  # the same (immutable) tuple as last time
            return last[1]
        found = self._find(tools)
        if isinstance(tools, tuple):
            self._last = (tools, found)
        return found

    def _known(self, definitions: tuple[ToolDefinition, ...]) -> _Index | None:
        """The index of these very definitions, if built."""
        last = self._last
        if last is not None and last[0] is definitions:
            return last[1]
        identity = tuple(map(id, definitions))
        with self._lock:
            known = self._by_identity.get(identity)
            if known is not None and all(a is b for a, b in zip(known[0], definitions, strict=True)):
                self._by_identity.move_to_end(identity)
                return known[1]
        return None

    def _find(self, tools: Iterable[ToolDefinition]) -> _Index:
        definitions = tuple(tools)
        known = self._known(definitions)
        if known is not None:
            return known
        identity = tuple(map(id, definitions))
        texts = [tool_search_text(d) for d in definitions]
        content = tuple(texts)
        with self._lock:
            found = self._by_content.get(content)
            if found is not None:
                self._by_content.move_to_end(content)
                self._remember(self._by_identity, identity, (definitions, found))
                return found
        built = _Index(definitions, texts)
        with self._lock:
            self._remember(self._by_content, content, built)
            self._remember(self._by_identity, identity, (definitions, built))
        return built

    def _remember(self, cache: OrderedDict[Any, Any], key: Any, value: Any) -> None:
        cache[key] = value
        cache.move_to_end(key)
        while len(cache) > self.cache_size:
            cache.popitem(last=False)

    def __repr__(self) -> str:
        return f"BM25ToolIndex(cache_size={self.cache_size})"
