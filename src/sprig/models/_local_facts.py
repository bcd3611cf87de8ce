"""What the user said about themselves, for the embedded model to remember honestly.

A 135M model asked "What is my name?" makes one up. So the embedded model answers such questions
from the conversation itself: a statement such as "my name is Ada", "I live in Lisbon" or "my
favourite colour is green" is acknowledged and, asked for later ("What is my name?", "Where do I
live?"), repeated word for word; a fact never told is said to be unknown. Pure text handling.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence, Set

from sprig.messages import Message, UserMessage

__all__ = ["fact_reply"]

_VALUE = r"(?P<value>[^.?!,;]{1,60}?)"
_END = r"\s*(?:[.?!,;]|$|\s+and\s)"
# (pattern of a statement, the key it sets); the key is how the answer words it.
_STATEMENTS: Sequence[tuple[re.Pattern[str], str]] = (
    (re.compile(rf"\b(?:my name is|my name's|i am called|i'm called|call me)\s+{_VALUE}{_END}", re.I), "name"),
    (re.compile(rf"\bi (?:live|reside) in\s+{_VALUE}{_END}", re.I), "live in"),
    (re.compile(rf"\bi(?: am|'m) from\s+{_VALUE}{_END}", re.I), "are from"),
    (re.compile(rf"\bi work (?:at|for)\s+{_VALUE}{_END}", re.I), "work at"),
    (re.compile(rf"\bmy (?P<key>(?!name\b)[a-z][a-z ]{{1,30}}?) is\s+{_VALUE}{_END}", re.I), ""),
)
_QUESTIONS: Sequence[tuple[re.Pattern[str], str]] = (
    (re.compile(r"^\s*(?:what(?:'s| is) my name|who am i|do you (?:know|remember) my name)\b", re.I), "name"),
    (re.compile(r"^\s*where do i live\b", re.I), "live in"),
    (re.compile(r"^\s*where am i from\b", re.I), "are from"),
    (re.compile(r"^\s*(?:where|who) do i work(?: at| for)?\b", re.I), "work at"),
    (re.compile(r"^\s*what(?:'s| is) my (?P<key>[a-z][a-z ]{1,30}?)\s*\??\s*$", re.I), ""),
)
_ANSWERS = {
    "name": "Your name is {}.",
    "live in": "You live in {}.",
    "are from": "You are from {}.",
    "work at": "You work at {}.",
}
_UNKNOWN = {
    "name": "your name",
    "live in": "where you live",
    "are from": "where you are from",
    "work at": "where you work",
}


def _facts(text: str) -> dict[str, str]:
    found: dict[str, str] = {}
    for pattern, key in _STATEMENTS:
        for match in pattern.finditer(text[:2000]):
            name = key or match.group("key").lower().strip()
            found[name] = match.group("value").strip()
    return found


_GREETING = re.compile(r"\b(?:hi|hello|hey|there|and|also|so|well|ok|okay)\b", re.I)


def _only_statements(request: str) -> bool:
    """Whether the request only tells facts ("Hi, my name is Ada."), asking nothing."""
    rest = request[:300]
    for pattern, _ in _STATEMENTS:
        rest = pattern.sub(" ", rest)
    return len(request) <= 300 and not _GREETING.sub(" ", rest).strip(" .,!;:\n")


def fact_reply(
    messages: Sequence[Message], request: str, tool_words: Callable[[], Set[str]] = frozenset
) -> str | None:
    """The reply to a question about what the user said of themselves, or to a statement of it;
    ``None`` when the request is neither, or when an offered tool (``tool_words()``, the stems of
    every offered tool's words, asked for only on a question) may answer it ("What is my account
    balance?")."""
    from sprig.models._local_route import stems

    for pattern, key in _QUESTIONS:
        match = pattern.match(request.strip())
        if match is None or stems(request) & tool_words():
            continue
        name = key or match.group("key").lower().strip()
        told: dict[str, str] = {}
        for message in messages[:-1]:
            if isinstance(message, UserMessage):
                told.update(_facts(message.text))
        if name in told:
            return _ANSWERS.get(name, "Your " + name + " is {}.").format(told[name])
        return f"You haven't told me {_UNKNOWN.get(name, 'your ' + name)}."
    stated = _facts(request)
    if stated and _only_statements(request):
        key, value = next(iter(stated.items()))
        if key == "name":
            return f"Nice to meet you, {value}."
        said = _ANSWERS.get(key, "Your " + key + " is {}.").format(value)
        return "Noted: " + said[0].lower() + said[1:]
    return None
