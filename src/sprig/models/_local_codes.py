"""Numbers a parameter's description names by what they stand for, for the embedded model.

APIs often take a number that codes a thing and say so in the description: "1 for Bangkok, 2 for
Chiang Mai", "1 represents cleaning service", "where 0 is mute and 100 is the highest volume". A
request names the thing ("in Chiang Mai", "mute it"), not the number: the number is the one the
description gives for it, and a number the request writes for something else ("4 stars") is no code.
"""

from __future__ import annotations

import re
from functools import cache

# "1 for Bangkok", "2 represents ironing service", "0 means no limit", "100 is the highest quality"
_CODE = re.compile(
    r"(?<![\w.-])(-?\d+(?:\.\d+)?)\s*(?:for|represents|means|stands for|is|=|:)\s+"
    r"(?:an?\s+|the\s+)?([A-Za-z][\w'-]*(?:\s+[\w'-]+){0,5}?)"
    r"(?=\s*(?:[,.;)]|\s+(?:and|or|etc|where|while|with|if)\b|$))",
    re.IGNORECASE,
)


@cache
def described_codes(description: str) -> tuple[tuple[str, int | float], ...]:
    """The things a description gives a number for, with their numbers, in the order written."""
    found: list[tuple[str, int | float]] = []
    for match in _CODE.finditer(description[:1000]):
        words = match.group(2).lower().split()
        number = float(match.group(1)) if "." in match.group(1) else int(match.group(1))
        found.append((" ".join(words), number))
    return tuple(found)


def named_code(request: str, description: str) -> int | float | None:
    """The number the description gives for the thing the request names ("in Chiang Mai" -> 2), the
    most specific thing first ("comprehensive cleaning service" before "cleaning service"); a thing
    named without the head word all the described things share ("ironing" for "ironing service").
    ``None`` when the request names none of them, or two different ones equally."""
    codes = described_codes(description)
    if len(codes) < 2:
        return None  # one example is no list of codes: "0 means no limit" alone may be a plain value
    heads = {thing.split()[-1] for thing, _ in codes}
    shared_head = next(iter(heads)) if len(heads) == 1 and all(len(t.split()) > 1 for t, _ in codes) else None
    named: list[tuple[int, int | float]] = []
    for thing, number in codes:
        words = thing.split()
        if _written(request, words):
            named.append((len(words), number))
        elif shared_head is not None and _written(request, words[:-1]):
            named.append((len(words) - 1, number))
    if not named:
        return None
    longest = max(size for size, _ in named)
    numbers = {number for size, number in named if size == longest}
    return next(iter(numbers)) if len(numbers) == 1 else None


def _written(request: str, words: list[str]) -> bool:
    """Whether the request writes these words in this order, each perhaps in its plural."""
    if not words:
        return False
    pattern = r"\s+".join(rf"{re.escape(word)}(?:s|es)?" for word in words)
    return re.search(rf"(?<![\w-]){pattern}(?![\w-])", request, re.IGNORECASE) is not None
