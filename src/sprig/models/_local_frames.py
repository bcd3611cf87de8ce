"""Frames: the parts of a request that each describe one call of a turn with several.

A request asking for several calls often describes them one after the other, each in its own
words: by ordinal items ("The first triangle has a base of 10 ... The second triangle has a base
of 8 ...") or by sequence words that open sentences ("First, ... Then, ... Lastly, ...", "Also, ...").
Each such part is a *frame*: the values it states are its call's own; what it does not restate is
shared (the context around the frames, or the frame before it, for the same tool).

The functions here only cut the text; which tool serves a frame and its values are decided in
:mod:`sprig.models._local_agent`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

__all__ = ["Frame", "asks", "frames", "ways_of_framing", "without_counts"]

_ORDINAL_WORDS = {
    "first": 1,
    "second": 2,
    "third": 3,
    "fourth": 4,
    "fifth": 5,
    "sixth": 6,
    "seventh": 7,
    "eighth": 8,
    "ninth": 9,
    "tenth": 10,
    "1st": 1,
    "2nd": 2,
    "3rd": 3,
    "4th": 4,
    "5th": 5,
}
# "the second triangle", "For the first run": an ordinal item, not "the first and last" nor "per second".
_ITEM = re.compile(
    r"\bthe\s+(" + "|".join(_ORDINAL_WORDS) + r")\s+(?!(?:and|or|of|time|to|two|three)\b)(?=[a-z])",
    re.IGNORECASE,
)
# Words that open a sentence which adds a request of its own.
_SEQUENCE = re.compile(
    r"^[\"'“]?(?:(first(?:ly)?|second(?:ly)?|third(?:ly)?|fourth(?:ly)?|fifth(?:ly)?)\b|then\b|next\b|after that\b|"
    r"afterwards\b|lastly\b|finally\b|also\b|additionally\b|moreover\b|furthermore\b|in addition\b|besides\b|"
    r"on the other hand\b|last(?:ly)?,|and\s|(\d)[.)]\s)",
    re.IGNORECASE,
)
_SENTENCE_END = re.compile(r"(?<=[^\s][.?!])(?<![.?!:]\s\d\.)(?<!^\d\.)[\"'”]?\s+(?=[\"'“]?[A-Z]|\d[.)]\s+[A-Z])")
_SPELLED_COUNT = re.compile(
    r"\b(?:two|three|four|five|six|seven|eight|nine|ten|both|several|a few|a couple of)\s+(?=[a-z])", re.IGNORECASE
)
_THEN = re.compile(r"\s*(?:,\s*|\s+)and\s+then\s+|\s*[,;]\s*then\s+", re.IGNORECASE)
_LIST_NUMBER = re.compile(r"^[\"'“]?\d[.)]\s+")  # "2. Then, ...": the item's number is no value of it
MAX_FRAMES = 8


@dataclass(frozen=True, slots=True)
class Frame:
    """One call's part of a request: its own words, in order of the calls. ``item``: an ordinal item
    ("the second house ..."), which describes a whole call, not a sentence opened by a sequence word."""

    text: str
    item: bool = False


def frames(request: str) -> tuple[tuple[Frame, ...], str]:
    """The frames of a request and the context they share, or ``((), request)`` when the request
    is not told in parts.

    Ordinal items come first: every passage about "the second ..." belongs to the second frame,
    wherever it is ("The first object is dropped at 0 m/s and the second at 5 m/s. If the first
    object falls for 10 s and the second for 7 s"). Otherwise sentences opened by sequence words
    each start a frame, and run up to the next one.
    """
    return next((found for found in ways_of_framing(request) if found[0]), ((), request.strip()))


def ways_of_framing(request: str) -> list[tuple[tuple[Frame, ...], str]]:
    """The frames by ordinal items, then those by sequence words (each ``((), request)`` when none)."""
    text = request.strip()
    return [_item_frames(text), _sequence_frames(text)]


def without_counts(context: str) -> str:
    """The context without spelled-out counts ("four circles", "two triangles"): with frames, a count
    says how many calls there are, it is no value of any of them."""
    return _SPELLED_COUNT.sub("", context)


def _sentences(text: str) -> list[tuple[int, int]]:
    spans: list[tuple[int, int]] = []
    start = 0
    for match in _SENTENCE_END.finditer(text):
        spans.append((start, match.start()))
        start = match.end()
    spans.append((start, len(text)))
    return [(a, b) for a, b in spans if text[a:b].strip()]


# "one with a base of 15 m ..., another with a base of 25 m ..., and a third with ...": items told by
# "one" and the words that go on from it, each before what it has
_ONE_ANOTHER = re.compile(
    r"\b(one|another|the other|a (?:second|third|fourth|fifth))\s+(?=(?:with|for|of|at|in|from|to|having|measuring)\b)",
    re.IGNORECASE,
)


def _counted_marks(text: str) -> list[tuple[int, int]]:
    """Where the items told by "one", "another", "a third" ... start, numbered in order; ``[]`` unless
    the first is "one" and each goes on from the one before."""
    marks: list[tuple[int, int]] = []
    for match in _ONE_ANOTHER.finditer(text):
        word = match.group(1).lower()
        number = 1 if word == "one" else len(marks) + 1
        if word.startswith("a ") and _ORDINAL_WORDS[word[2:]] != number:
            return []
        if (word == "one") != (not marks):
            return []
        marks.append((match.start(), number))
    return marks


def _item_frames(text: str) -> tuple[tuple[Frame, ...], str]:
    marks = [(m.start(), _ORDINAL_WORDS[m.group(1).lower()]) for m in _ITEM.finditer(text)] or _counted_marks(text)
    numbers = sorted({number for _, number in marks})
    if len(numbers) < 2 or numbers != list(range(1, len(numbers) + 1)) or len(numbers) > MAX_FRAMES:
        return (), text
    pieces: dict[int, list[str]] = {number: [] for number in numbers}
    context: list[str] = []
    for start, end in _sentences(text):
        inside = [(position, number) for position, number in marks if start <= position < end]
        if not inside:
            context.append(text[start:end])
            continue
        if inside[0][0] > start:
            context.append(text[start : inside[0][0]])
        for (position, number), following in zip(inside, [*(p for p, _ in inside[1:]), end], strict=True):
            pieces[number].append(text[position:following])
    found = tuple(Frame(_clean(" ".join(pieces[number])), item=True) for number in numbers)
    return found, _clean(" ".join(context))


def _sequence_frames(text: str) -> tuple[tuple[Frame, ...], str]:
    sentences = _sentences(text)
    opened = [n for n, (start, end) in enumerate(sentences) if _SEQUENCE.match(text[start:end])]
    if not opened or len(opened) + 1 > MAX_FRAMES:
        return (), text
    first_word = _SEQUENCE.match(text[slice(*sentences[opened[0]])])
    opener = (first_word.group(1) or first_word.group(2) or "").lower() if first_word is not None else ""
    explicit_first = opener.startswith("first") or opener == "1"
    starts = list(opened)
    if not explicit_first:  # "Find X. Also, find Y.": the sentences before the first "Also" ask too
        if opened[0] == 0:
            return (), text
        asking = [n for n in range(opened[0]) if asks(text[slice(*sentences[n])])]
        starts.insert(0, asking[0] if asking else opened[0] - 1)
    starts = _with_questions(text, sentences, starts)
    if len(starts) < 2:
        return (), text
    context = " ".join(text[slice(*sentences[n])] for n in range(starts[0]))
    found = []
    for begin, end in zip(starts, [*starts[1:], len(sentences)], strict=True):
        joined = _LIST_NUMBER.sub("", " ".join(text[slice(*sentences[n])] for n in range(begin, end)))
        for piece in _THEN.split(joined):  # "..., and then ..."
            text_of = _clean(_opener_removed(piece))
            if text_of:
                found.append(Frame(text_of))
    return (tuple(found), _clean(context)) if len(found) <= MAX_FRAMES else ((), text)


def _with_questions(text: str, sentences: list[tuple[int, int]], starts: list[int]) -> list[int]:
    """The starts of the frames with the questions that open a frame of their own ("First, I want ... .
    After dinner, could you tell me ...?"): a question after a frame that already asks something asks
    another thing, even without a sequence word; after a frame that only tells ("Second, I'm curious about
    the telephone. Could you find that for me?") it is that frame's own ask."""
    found = list(starts)
    for n in range(starts[0] + 1, len(sentences)):
        if n in found or not _is_question(text[slice(*sentences[n])]):
            continue
        current = max(start for start in found if start < n)
        if asks(_opener_removed(text[slice(*sentences[current])])):
            found.append(n)
    return sorted(found)


def _is_question(sentence: str) -> bool:
    """A question that states a value of its own (a number, a quoted text, a name): "Can you assist me with
    these?" only closes the request, it asks nothing new."""
    asked = sentence.rstrip().rstrip("\"'”").endswith("?")
    return asked and bool(_OWN_VALUE.search(sentence.strip()[1:]))


# A digit, a quoted text, or a capitalized word past the first (a name), "I" and "I'm" aside.
_OWN_VALUE = re.compile(r"\d|(?<!\w)['\"“‘][^'\"”’]+['\"”’]|\b(?!I\b)[A-Z][\w-]*")


_QUESTION_OPENERS = re.compile(
    r"^[\"'“]?(?:can|could|would|will|what|which|who|whom|how|where|when|please|find|get|calculate|compute|"
    r"tell|show|give|list|determine|estimate|predict|book|search|look|check|i\s+(?:want|need|would like))\b",
    re.IGNORECASE,
)


def asks(sentence: str) -> bool:
    """Whether a sentence asks for something (a question, or one opened by a request), not only tells."""
    return sentence.rstrip().rstrip("\"'”").endswith("?") or bool(_QUESTION_OPENERS.match(sentence.strip()))


def _opener_removed(piece: str) -> str:
    """The piece without its sequence word ("Lastly, I ..."): a word saying where a request stands is
    no value of it (no name, no number)."""
    match = _SEQUENCE.match(piece.strip())
    if match is None:
        return piece
    rest = piece.strip()[match.end() :]
    return rest.lstrip(" ,:") if match.group(0)[-1:] in (",", " ") or rest[:1] in (",", ":", " ") else piece


def _clean(text: str) -> str:
    return " ".join(text.split()).strip(" \"'“”")
