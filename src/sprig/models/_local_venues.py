"""The name of a place one goes to (a cinema, a restaurant) as a request writes it: closed by its kind
word ("at the Century 20 theater", "at the Plaza at Harbor Point and IMAX cinema": numbers and small
joining words inside), or written before the town it is in ("Vine Cinema Livermore, CA")."""

from __future__ import annotations

import re
from collections.abc import Sequence

from sprig.models._local_counts import _singular
from sprig.models._local_places import is_town
from sprig.models._local_written import _wordset

VENUE_WORDS = _wordset("restaurant hotel theater theatre cinema museum cafe salon gym bar store shop venue")

# "at the Century 20 theater", "at the Plaza at Harbor Point and IMAX cinema": capitalized words and
# numbers, small joining words between them, up to a word in small letters.
_AT_A_NAME = re.compile(
    r"\bat\s+(?:the\s+)?(?P<name>[A-Z][\w'&-]*(?:\s+(?:(?:at|and|of|on|the)\s+)*(?:[A-Z][\w'&-]*|\d+))*)"
    r"\s+(?P<kind>[a-z]+)\b"
)


def venues_before_their_kind(request: str, kinds: Sequence[str]) -> list[str]:
    """The names a request writes after "at" and closes by a word of their kind ("at the Century 20
    theater" for a theater): only those a run of capitalized words alone would cut, with a number or a
    small joining word inside ("Century 20", "Century at Pacific Commons and XD")."""
    asked = {_singular(kind) for kind in kinds}
    found = []
    for match in _AT_A_NAME.finditer(request):
        name = match.group("name")
        inside = name.split()[1:]
        cut = any(word.isdigit() or word.islower() for word in inside)
        if cut and _singular(match.group("kind")) in asked:
            found.append(name)
    return found


def venue_then_town(name: str) -> tuple[str, str] | None:
    """A venue's name and the town written right after it as one run of capitals ("Vine Cinema
    Livermore" -> ``Vine Cinema``, ``Livermore``): the venue ends on a word of its kind and the rest is
    a known town; ``None`` else."""
    words = name.split()
    for cut in range(2, len(words)):
        venue, town = " ".join(words[:cut]), " ".join(words[cut:])
        if _singular(words[cut - 1].lower()) in VENUE_WORDS and is_town(town):
            return venue, town
    return None
