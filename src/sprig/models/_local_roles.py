"""The roles persons take in a work (who directs a film, who plays in it, who performs a song, who
wrote a book), to put each name a request tells into the parameter of its role.

A parameter's role comes from its name (``directed_by``, ``cast``, ``artist``) or else from the head
noun of its description ("Name of the main actors ..."). A request tells a name's role by the words
around it: before it ("directed by X", "starring X", "the artist X", "actors like X"), or after it
("X as the director", "X in the cast"). A name told for one role is no value of another role.
Everything here is pure text handling.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

__all__ = ["CREATORS", "RoleName", "param_role", "told_roles"]

# The words that name each role in a parameter's name or description's head...
_PARAM_WORDS = {
    "director": "director directors directed filmmaker filmmakers",
    "cast": "cast starring actor actors actress actresses",
    "performer": "artist artists performer performers singer singers musician musicians",
    "author": "author authors writer writers",
    "composer": "composer composers",
    "producer": "producer producers",
    "narrator": "narrator narrators",
    "host": "host hosts presenter presenters",
}
# ...and in a request, where the verbs that give a role name it too ("acted by", "performed by").
_TOLD_WORDS = {
    "director": "directing",
    "cast": "star stars starred acted acting featuring featured features including appear appears appeared appearing "
    "voiced",
    "performer": "performed performing sung sang band",
    "author": "written wrote",
    "composer": "composed",
    "producer": "produced",
    "narrator": "narrated narrating",
    "host": "hosted hosting presented",
}
_PARAM_ROLE = {word: role for role, words in _PARAM_WORDS.items() for word in words.split()}
_TOLD_ROLE = _PARAM_ROLE | {word: role for role, words in _TOLD_WORDS.items() for word in words.split()}
# The roles "by X" tells when the tool has one of them alone ("songs by X", "a film by X").
CREATORS = frozenset(["director", "performer", "author", "composer", "producer"])
# Verbs after which "by" introduces the doer, who may be written in small letters ("directed by jane roe").
_DOER_VERBS = frozenset(
    ["directed", "acted", "voiced", "performed", "sung", "written", "composed", "produced", "narrated", "hosted"]
)
_SMALL_TEXT = (
    "a an the of to in on at for from by with and or is are was be it its this that who which whose as like "
    "such including named called me my i you your we our they their some any all movie movies film films song "
    "songs book books album albums track tracks show shows one ones also too please"
)
_SMALL = frozenset(_SMALL_TEXT.split())
_JOINERS = frozenset(["de", "del", "della", "da", "di", "du", "van", "von", "der", "den", "le", "la", "bin", "al"])

_HEAD = re.compile(
    r"\s*(?:the\s+|a\s+|an\s+)?(?:(?:first\s+and\s+last\s+|full\s+)?names?\s+of\s+(?:the\s+|a\s+|an\s+)?)?"
    r"(?:(?:main|lead|leading|primary|featured|specific|preferred)\s+)?([a-z]+)(?:\s+or\s+([a-z]+))?",
    re.IGNORECASE,
)


def _words(key: str) -> list[str]:
    return [w.lower() for w in re.split(r"[_\W]+|(?<=[a-z])(?=[A-Z])", key) if w]


# A description saying its parameter is a machine's address: a ``host`` is then no person.
_AN_ADDRESS = re.compile(r"\b(?:address|server|hostname|ip|url|domain|port|machine|database)\b", re.IGNORECASE)


def param_role(key: str, description: str) -> str | None:
    """The role a string parameter holds a person of, by its name (``directed_by`` -> director,
    ``starring`` -> cast) or the head noun of its description ("Name of the main actors" -> cast); a
    ``host`` described as an address, or a ``host_id``, holds none."""
    words = _words(key)
    for word in words:
        if word in _PARAM_ROLE:
            machine = _PARAM_ROLE[word] == "host" and ("id" in words or _AN_ADDRESS.search(description) is not None)
            return None if machine else _PARAM_ROLE[word]
    head = _HEAD.match(description)
    if head is None:
        return None
    return next((_PARAM_ROLE[w.lower()] for w in head.groups() if w and w.lower() in _PARAM_ROLE), None)


@dataclass(frozen=True, slots=True)
class RoleName:
    """A name the request tells for a role, and where it is."""

    text: str
    role: str
    start: int
    end: int


_CONNECT = r"(?:\s+(?:by|like|such\s+as|including|includes|include|named|called|is|was|are|were))?(?:\s+the)?\s*:?\s+"
_AFTER = re.compile(
    r"\s+(?:(?:is\s+|are\s+)?in\s+the\s+|(?:as|is|was)\s+(?:the\s+|a\s+|an\s+|my\s+|its\s+|their\s+)?"
    r"(?:main\s+|lead\s+|leading\s+)?)"
    r"([a-z]+)\b|\s+(starring|starred|stars|acted|acting|directed|performed|performing|sang|sung|wrote|written|"
    r"composed|produced|narrated|hosted|appears?|appeared|appearing)\b(?!\s+by\b)"
    r"|\s+(?:play(?:s|ed|ing)?)\s+(?:the\s+|a\s+)?(?:lead|main\s+(?:role|part|character)|(?:title\s+)?role|part)\b",
    re.IGNORECASE,
)


def told_roles(request: str, names: Sequence[tuple[str, int, int]]) -> list[RoleName]:
    """The names (``names``: the request's runs of capitals, with where they are) that the request tells
    for a role: after a word of the role ("directed by X", "starring X", "the artist X", "actors like
    X", "voiced by X", "narrated by X"; after "<verb> by", a name in small letters too) or before one ("X as
    the director", "X in the cast", "X starring in it", "X acted in", "X appears in", "X plays the lead"; not
    "X directed by": that X is the work)."""
    told: list[RoleName] = []
    for match in re.finditer(r"[A-Za-z]+", request):
        role = _TOLD_ROLE.get(match.group(0).lower())
        if role is None:
            continue
        link = re.compile(_CONNECT, re.IGNORECASE).match(request, match.end())
        if link is None:
            continue
        start = link.end()
        name = next((n for n in names if n[1] == start), None)
        if name is not None:
            text, start, end = _joined(request, name)
            told.append(RoleName(text, role, start, end))
        elif (match.group(0).lower() in _DOER_VERBS and link.group(0).strip().lower() == "by") or (
            match.group(0).lower() in _CAST_CUES and not link.group(0).strip()
        ):  # "directed by jane roe", "starring eric stoltz", "that features carol sutton"
            small = _small_name(request, start)
            if small:
                told.append(RoleName(small, role, start, start + len(small)))
    for text, start, end in names:
        after = _AFTER.match(request, end)
        if after is None:
            continue
        role = _TOLD_ROLE.get((after.group(1) or after.group(2)).lower()) if after.lastindex else "cast"
        if role is not None:
            told.append(RoleName(text, role, start, end))
    if not names:  # a request that writes no name with capitals writes its names in small letters
        told += [name for name in _small_names_told(request) if not any(_overlaps(name, other) for other in told)]
    return told


# The words of acting right before a name ("starring eric stoltz", "that features carol sutton").
_CAST_CUES = frozenset(["starring", "stars", "starred", "featuring", "features", "feature", "featured"])
_WORK_WITH = re.compile(r"\b(?:movies?|films?|shows?|series|something|one|watch)\s+with\s+", re.IGNORECASE)
# After a name in small letters, the role it is told for ("alex king in the cast", "... as the director").
_ROLE_AFTER_SMALL = re.compile(
    r"\s+(?:(?:is\s+|are\s+)?in\s+the\s+(cast)|as\s+(?:a\s+)?part\s+of\s+the\s+(cast)|as\s+the\s+(director))\b",
    re.IGNORECASE,
)
# "songs by", "the track 'love' by", "music by": "by" after a piece of music tells its performer.
_WORK_BY = re.compile(r"(?:\b(?:songs?|tracks?|music|albums?|singles?)|['\"’])\s+by\s+", re.IGNORECASE)
_CAST_AFTER = re.compile(r"\s+(starring|stars|starred|acting|acted)\b(?!\s+by\b)", re.IGNORECASE)


def _small_names_told(request: str) -> list[RoleName]:
    """The names in small letters a request tells for the cast: after "with" that follows a work ("a
    movie with ryan reynolds") and before a verb of acting ("and eric stoltz starring in it")."""
    told = []
    for match in _WORK_WITH.finditer(request):
        small = _small_name(request, match.end())
        if small:
            told.append(RoleName(small, "cast", match.end(), match.end() + len(small)))
    for match in _WORK_BY.finditer(request):
        small = _small_name(request, match.end())
        if small:  # "a song by ed sheeran", "'shape of you' by ed sheeran"
            told.append(RoleName(small, "performer", match.end(), match.end() + len(small)))
    for match in _CAST_AFTER.finditer(request):
        small = _small_name_before(request, match.start())
        if small:
            told.append(RoleName(small, "cast", match.start() - len(small), match.start()))
    for match in _ROLE_AFTER_SMALL.finditer(request):
        small = _two_small_words_before(request, match.start())
        if small:
            role = "director" if match.group(3) else "cast"
            told.append(RoleName(small, role, match.start() - len(small), match.start()))
    return told


# The words before which two words in small letters may be a name ("include alex king in the cast").
_BEFORE_A_SMALL_NAME = _SMALL | frozenset(["include", "includes", "has", "have", "feature", "features", "want"])


def _two_small_words_before(request: str, end: int) -> str:
    """The two words in small letters that end at ``end`` after a small word or a verb of having ("include
    alex king"); "" when there are none."""
    found = re.search(r"(?:^|\b([a-z]+)\s+)([a-z][a-z'-]+)\s+([a-z][a-z'-]+)$", request[:end].rstrip())
    if found is None or (found.group(1) is not None and found.group(1).lower() not in _BEFORE_A_SMALL_NAME):
        return ""
    words = [found.group(2), found.group(3)]
    if any(word.lower() in _SMALL or word.lower() in _TOLD_ROLE for word in words):
        return ""
    return " ".join(words)


def _small_name_before(request: str, end: int) -> str:
    """The two or three words in small letters that end at ``end`` after a small word or the start
    ("... and eric stoltz"); "" when there is none."""
    words = re.findall(r"[^\W\d_]+|[^\w\s]", request[:end])
    name: list[str] = []
    for word in reversed(words):
        if not word.isalpha() or word.lower() in _SMALL or word.lower() in _TOLD_ROLE:
            break
        name.insert(0, word)
        if len(name) > 3:
            return ""
    text = " ".join(name)
    return text if len(name) >= 2 and request[:end].rstrip().endswith(text) else ""


def _overlaps(one: RoleName, other: RoleName) -> bool:
    return one.start < other.end and other.start < one.end


def _joined(request: str, name: tuple[str, int, int]) -> tuple[str, int, int]:
    """A name with the small word that joins it to its last part ("Guillermo" del "Toro")."""
    text, start, end = name
    more = re.match(r"\s+([a-z]{2,4})\s+([A-Z][\w'-]+)", request[end:])
    while more and more.group(1) in _JOINERS:
        end += more.end()
        text = request[start:end]
        more = re.match(r"\s+([a-z]{2,4})\s+([A-Z][\w'-]+)", request[end:])
    return text, start, end


def _small_name(request: str, start: int) -> str:
    """The two or three words in small letters at ``start`` that end before a small word or a stop
    ("jane roe and ..."): a name told without capitals; "" when there is none."""
    words = []
    for match in re.finditer(r"[^\W\d_]+|\S", request[start:]):
        word = match.group(0)
        if not word.isalpha() or word.lower() in _SMALL or word.lower() in _TOLD_ROLE:
            break
        words.append(word)
        if len(words) > 3:
            return ""
    return " ".join(words) if len(words) >= 2 else ""
