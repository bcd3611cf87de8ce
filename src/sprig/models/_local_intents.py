"""Queries sorted into the intents of a tool that records them by intent.

Some tools classify: each parameter is an intent (``atm_finder_start``, ``clean_hello``, ``outofscope``)
taking the list of queries that belong to it, each described by what such queries ask ("List of queries
asking for ATM locations"). A request gives the queries, quoted or one per line, and asks to classify
them. Each query goes to the intent whose name and description share the most words with it (a word of
the name counts twice); a query that shares none goes to the intent for queries that fit no other
("outofscope", "do not classify under any of the other intents"), or to none when the tool has no such
intent; when every query goes there, the request is none the tool serves. Nothing is guessed beyond that
overlap: a query sharing as many words with two intents goes to neither, so the call is not made up.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from sprig.models._local_params import kind_of
from sprig.models._local_route import name_parts, stems

__all__ = ["classified_queries"]

_ABOUT_QUERIES = re.compile(r"\b(?:quer(?:y|ies)|sentences?|utterances?|requests?|messages?)\b", re.IGNORECASE)
_OUT_OF_SCOPE = re.compile(r"\b(?:do(?:es)? not|don't|doesn't)\s+(?:classify|fit|belong)|\bno other\b", re.I)
_OUT_OF_SCOPE_NAMES = frozenset({"outofscope", "other", "others", "unknown", "fallback", "unclassified"})
# Words every intent's description says of its queries: they tell no intent apart.
_GENERIC = stems(
    "list array strings string queries query sentences requests request asking ask related relating regarding "
    "containing contain about customer start intent intents classify classified under any"
)
_QUOTED = re.compile(r"'([^'\n]{2,300})'|\"([^\"\n]{2,300})\"|“([^”\n]{2,300})”|‘([^’\n]{2,300})’")
_MAX_QUERIES = 50


def classified_queries(request: str, properties: Mapping[str, Any], description: str) -> dict[str, list[str]] | None:
    """Each intent parameter of a classifying tool with the request's queries that belong to it (see the
    module's docstring); ``None`` when the tool is no such tool, or the request gives no query or a query
    no intent takes alone."""
    if not _classifies(properties, description):
        return None
    queries = _queries(request)
    if not queries:
        return None
    rest = next((key for key, spec in properties.items() if _takes_the_rest(key, spec)), None)
    words = {key: _intent_words(key, spec) for key, spec in properties.items() if key != rest}
    sorted_into: dict[str, list[str]] = {key: [] for key in properties}
    for query in queries:
        intent = _best_intent(query, words, rest)
        if intent is None:
            return None
        sorted_into[intent].append(query)
    if rest is not None and len(sorted_into[rest]) == len(queries):
        return None  # no query is one the tool's intents are for: nothing of its kind to record
    return sorted_into


def _classifies(properties: Mapping[str, Any], description: str) -> bool:
    if len(properties) < 2 or not re.search(r"\bclassif|\bintent|\bcategor", description, re.IGNORECASE):
        return False
    for spec in properties.values():
        if not isinstance(spec, Mapping) or kind_of(spec) != "array":
            return False
        items = spec.get("items")
        if isinstance(items, Mapping) and items.get("type") not in (None, "string"):
            return False
        if not _ABOUT_QUERIES.search(str(spec.get("description", ""))):
            return False
    return True


def _queries(request: str) -> list[str]:
    """The queries a request gives: quoted, else one per line after the first ("classify these\\nhi\\nbye"),
    else the items after a colon (a list written one per line reads "classify these: hi; bye")."""
    quoted = [next(group for group in match.groups() if group) for match in _QUOTED.finditer(request)]
    if quoted:
        return [query.strip() for query in quoted][:_MAX_QUERIES]
    lines = re.split(r"\n|\\n", request)[1:]
    if not lines and ":" in request:
        lines = request.split(":", 1)[1].split(";")
    return [query for line in lines if (query := line.strip(" -*•\t"))][:_MAX_QUERIES]


def _intent_words(key: str, spec: object) -> dict[str, int]:
    described = str(spec.get("description", "")) if isinstance(spec, Mapping) else ""
    weights = {word: 1 for word in stems(described) - _GENERIC}
    weights.update({word: 2 for word in stems(" ".join(name_parts(key))) - _GENERIC})
    return weights


def _takes_the_rest(key: str, spec: object) -> bool:
    squeezed = re.sub(r"[^a-z]", "", key.lower())
    described = str(spec.get("description", "")) if isinstance(spec, Mapping) else ""
    return squeezed in _OUT_OF_SCOPE_NAMES or bool(_OUT_OF_SCOPE.search(described))


def _best_intent(query: str, words: Mapping[str, Mapping[str, int]], rest: str | None) -> str | None:
    """The intent sharing the most words with the query (then the most distinct ones, then the largest
    share of its own words); the rest's intent when it shares none with any; ``None`` on a tie."""
    said = stems(query) - _GENERIC
    scored = sorted(
        (
            (
                sum(weights.get(word, 0) for word in said),
                len(said & set(weights)),
                sum(weights.get(word, 0) for word in said) / max(1, sum(weights.values())),
                key,
            )
            for key, weights in words.items()
        ),
        reverse=True,
    )
    if not scored or scored[0][0] == 0:
        return rest
    if len(scored) > 1 and scored[0][:3] == scored[1][:3]:
        return None
    return scored[0][3]
