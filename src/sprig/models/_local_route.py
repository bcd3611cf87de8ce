"""Which offered tool a request is about, if any, measured on words rather than guessed.

A 135M model picks *some* tool for any request, so the embedded model first measures whether a
tool fits at all: the request's words (reduced to a stem, and to a shared concept for common
synonyms: "plus" and "sum" are "add", "yen" is a currency) against each tool's own words (its
name, its description without the example values it quotes, its parameter names, enum values and
worked examples). Words every offered tool shares count for little. No tool with a shared word:
the model says plainly what it can do instead (:func:`decline_sentence`).

A request may also ask for several calls ("the weather in Oslo and in Rome", "add 2 and 3, and
multiply 4 by 5"): :func:`clauses` offers the ways to split it, and the caller keeps a split only
when every part can be served on its own.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping, Sequence
from typing import Any

from sprig.tools.definition import ToolDefinition

__all__ = [
    "DECLINE_HINT",
    "capabilities",
    "clauses",
    "core_words",
    "decline_sentence",
    "relevance",
    "request_stems",
    "small_talk",
    "stems",
    "tool_words",
]

DECLINE_HINT = "Use a larger model with --model."

# Words that mean the same thing to a tool user, each group under one concept (a stem of its own).
_CONCEPT_GROUPS: Mapping[str, str] = {
    "add": "add plus sum total addition added adding",
    "subtract": "subtract minus difference subtraction subtracted less",
    "multiply": "multiply times product multiplication multiplied",
    "divide": "divide divided division quotient ratio",
    "weather": "weather forecast temperature rain raining sunny snow wind humid humidity",
    "price": "price cost worth quote stock share ticker valuation",
    "email": "email mail e-mail inbox",
    "currency": "currency currencies exchange dollar euro yen pound franc yuan rupee peso usd eur jpy gbp",
    "count": "count number many tally",
    "word": "word words",
    "capital": "capital",
    "order": "order orders package shipment parcel delivery track tracking",
    "time": "time clock hour hours oclock",
    "date": "date day today weekday",
    "file": "file files document",
    "folder": "folder directory directories workspace",
    "read": "read contents open print show display view",
    "write": "write save put store record",
    "create": "create make new",
    "movie": "movie movies film films cinema",
    "message": "message messages sms text texting",
    "nutrition": "nutrition nutrient nutrients calorie calories kcal protein diet",
    "restaurant": "restaurant restaurants food eat eating dinner lunch cuisine dining meal",
    "remind": "remind reminder reminders alarm",
    "prime": "prime primes",
    "direction": "direction directions route way navigate",
    "rating": "rating rate rated review score",
    "plan": "plan todo task tasks steps checklist",
    "translate": "translate translation language",
    "search": "search find lookup look",
    "distance": "distance far km kilometers miles",
    "book": "book reserve reservation booking",
    "calendar": "meeting calendar schedule appointment event",
    "news": "news headline headlines",
    "define": "define definition meaning",
    "convert": "convert conversion",
    "send": "send",
    "city": "city town",
    "country": "country nation",
    "population": "population people inhabitants",
    "root": "square root sqrt",
    "power": "power exponent squared cubed",
    "average": "average mean",
    "area": "area",
    "user": "user account profile",
    "list": "list lists",
    "edit": "edit replace change modify",
    "delete": "delete remove erase",
}
_CONCEPTS: Mapping[str, str] = {word: concept for concept, words in _CONCEPT_GROUPS.items() for word in words.split()}
_IGNORED_TEXT = (
    "a an the of to in on at for from by with and or is are was be been it its this that these those what which who "
    "whom whose how when where why do does did can could would should will shall may might me my i you your please "
    "tell give show get let us our we about into than then there here as if so much current currently now right "
    "any some all each every one two given using use used via e g eg such like value values name names thing "
    "tool tools function returns return result results number numbers whats what's it's i'm know want need "
    "iana utc default"
)
_IGNORED = frozenset(_IGNORED_TEXT.split())
_WORD = re.compile(r"[a-z][a-z'-]*")


def _stem(word: str) -> str:
    """A word reduced to a stem (``ratings`` and ``rate`` -> ``rat``), or to its concept (``plus`` -> ``add``)."""
    word = word.strip("'-")
    concept = _CONCEPTS.get(word)
    if concept is not None:
        return concept
    base, stripped = word, ""
    for suffix, keep in (("ies", "y"), ("ing", ""), ("ed", ""), ("er", ""), ("es", ""), ("s", "")):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            base, stripped = word[: -len(suffix)] + keep, suffix
            break
    concept = _CONCEPTS.get(base) if stripped != "er" else None  # a timer is not a time
    concept = concept or (_CONCEPTS.get(base + "e") if stripped in ("ing", "ed") else None)
    if concept is not None:
        return concept
    return base[:-1] if base.endswith("e") and len(base) > 3 else base


def request_stems(request: str) -> set[str]:
    """:func:`stems` of what a request is about, leaving out the values it gives (files, addresses,
    quotes); a file it names counts as the word "file"."""
    found = stems(_VALUES.sub(" ", request))
    return found | {"file"} if _FILE.search(request) else found


def stems(text: str) -> set[str]:
    """The text's content words as stems and concepts (``"What is 3 plus 4?"`` -> ``{"add"}``)."""
    spaced = re.sub(r"([a-z])([A-Z])", r"\1 \2", text).replace("_", " ")
    return {_stem(word) for word in _WORD.findall(spaced.lower()) if word not in _IGNORED} - {""}


_QUOTES = re.compile(r"'[^']*'|\"[^\"]*\"|\([^)]*\)|\b(?:e\.g\.|such as|for example|like)\s[^.;]*")


def tool_words(tool: ToolDefinition, examples: Sequence[tuple[str, Mapping[str, Any]]] = ()) -> set[str]:
    """A tool's own words: name, description (without the example values it quotes), parameters, examples."""
    words = core_words(tool, examples) | stems(_QUOTES.sub(" ", tool.description))
    properties = tool.input_schema.get("properties")
    if isinstance(properties, Mapping):
        for key, spec in properties.items():
            words |= stems(key)
            if isinstance(spec, Mapping):
                words |= stems(_QUOTES.sub(" ", str(spec.get("description", ""))))
                enum = spec.get("enum")
                if isinstance(enum, list):
                    words |= stems(" ".join(str(value) for value in enum))
    return words


def core_words(tool: ToolDefinition, examples: Sequence[tuple[str, Mapping[str, Any]]] = ()) -> set[str]:
    """The words that say what a tool is: its name's, and its worked examples' (without their values)."""
    words = stems(tool.name)
    for request, arguments in examples:
        values = " ".join(str(value) for value in arguments.values())
        words |= stems(request) - stems(values)
    return words


# Values are not what a request is about: file names, addresses, quoted text.
_VALUES = re.compile(
    r"'[^']{0,200}'(?!\w)|\"[^\"]{0,200}\"|“[^”]{0,200}”|\S{1,64}@\S{1,255}|"
    r"(?<![\w/.-])(?:[\w-]{1,64}/){0,8}[\w-]{1,64}\.[A-Za-z][A-Za-z0-9]{1,7}\b"
)


_FILE = re.compile(r"(?<![\w/.-])(?:[\w-]{1,64}/){0,8}[\w-]{1,64}\.[A-Za-z][A-Za-z0-9]{1,7}\b(?!@)")


def relevance(
    request: str,
    tools: Sequence[ToolDefinition],
    words: Mapping[str, set[str]],
    core: Mapping[str, set[str]] | None = None,
) -> dict[str, float]:
    """How much each tool's words overlap the request's, each shared word weighted by its rarity.

    ``words`` maps each tool's name to :func:`tool_words`, ``core`` to :func:`core_words`. A word
    every offered tool has (``get``) weighs little; one only this tool has weighs most. A tool
    fits only when the request shares a word with its name (or examples), or two with the rest
    of its words: one word of a description ("text") is no sign. 0 means it does not fit.
    """
    asked = request_stems(request)
    total = len(tools)
    scores: dict[str, float] = {}
    for tool in tools:
        shared = asked & words[tool.name]
        named = core is None or bool(asked & core[tool.name]) or len(shared) >= 2
        scores[tool.name] = (
            sum(math.log(1 + total / sum(1 for t in tools if word in words[t.name])) for word in shared)
            if named
            else 0.0
        )
    return scores


_TOOLKIT_CAPABILITIES = {
    "current_time": "current time",
    "convert_time": "time conversion",
    "read_file": "files",
    "write_file": "files",
    "list_files": "files",
    "edit_file": "files",
    "glob_files": "files",
    "grep_files": "files",
    "todo_update": "plans",
    "todo_read": "plans",
}


def capabilities(tools: Sequence[ToolDefinition], limit: int = 6) -> list[str]:
    """What the offered tools can do, in a few words each (``current time``, ``files``, ``get weather``)."""
    found: list[str] = []
    for tool in tools:
        known = _TOOLKIT_CAPABILITIES.get(tool.name)
        label = known or " ".join(re.sub(r"([a-z])([A-Z])", r"\1 \2", tool.name).replace("-", "_").split("_")).lower()
        if label.strip() and label not in found:
            found.append(label.strip())
    return found if len(found) <= limit else [*found[:limit], "more"]


def decline_sentence(tools: Sequence[ToolDefinition]) -> str:
    """The one plain sentence said when no offered tool fits the request."""
    return f"I can't do that with the tools I have ({', '.join(capabilities(tools))}). {DECLINE_HINT}"


_GREETING = re.compile(
    r"^(?:hi|hello|hey|hallo|good (?:morning|afternoon|evening)|howdy)\b[\s!,.]*(?:there)?[\s!.]*$", re.I
)
_THANKS = re.compile(r"^(?:thanks?|thank you|thx|cheers|great|ok(?:ay)?|cool|perfect|nice)\b.{0,40}$", re.I)
_BYE = re.compile(r"^(?:bye|goodbye|see you|that'?s all)\b.{0,30}$", re.I)
_HOW_ARE_YOU = re.compile(r"^(?:how are you|how's it going|how do you do)\b.{0,20}$", re.I)


_GREETING_START = re.compile(r"^(?:hi|hello|hey|hallo|good (?:morning|afternoon|evening)|howdy)\b", re.I)


def small_talk(request: str, tools: Sequence[ToolDefinition], *, tool_fits: bool = False) -> str | None:
    """The reply to a greeting, thanks or goodbye (which needs no tool), else ``None``.

    A request that starts with a greeting and goes on ("Hello, my name is Ada") is greeted back
    when no tool fits it (``tool_fits``), and left to the tools when one does.
    """
    text = request.strip()
    greets = _GREETING.match(text) or _HOW_ARE_YOU.match(text) or (not tool_fits and _GREETING_START.match(text))
    if greets:
        return f"Hello! I can help with: {', '.join(capabilities(tools))}."
    if _THANKS.match(text):
        return "You're welcome."
    if _BYE.match(text):
        return "Goodbye."
    return None


_SPLIT = re.compile(
    r"\s*(?:;|,?\s+and then\s+|,?\s+then\s+|,?\s+also\s+|,\s*and\s+|\s+and\s+|,\s+|\s+as well as\s+)\s*", re.I
)


def clauses(request: str, limit: int = 5) -> list[list[str]]:
    """Ways to split a request into parts, each a candidate for one call; coarsest splits first.

    The first way splits at every joint (``;``, ``, and``, ``and``, ``then``, ``,``); the next
    ones keep the joints inside a part that must stay whole ("add 2 and 3") by splitting only at
    the stronger joints. The whole request alone is not among them.
    """
    text = request.strip().rstrip("?.!")
    ways: list[list[str]] = []
    for pattern in (_SPLIT, re.compile(r"\s*(?:;|,\s*and\s+|,?\s+and then\s+|,?\s+then\s+|,?\s+also\s+)\s*", re.I)):
        parts = [part for part in pattern.split(text) if part and part.strip()]
        if 1 < len(parts) <= limit and parts not in ways:
            ways.append(parts)
    return ways
