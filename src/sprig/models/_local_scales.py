"""Numbers a request gives by a word the schema's description turns into one: an end of a range the
description states ("ranging from 0 (mute) to 100" for "full volume"), an hour of the day in 24 hours
("in 24 hour format" for "until 9 PM")."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from sprig.models._local_written import Value, name_words

_NUMBER = r"(-?\d+(?:\.\d+)?)"
# "from 0 (mute) to 100 (maximum volume)", "between 1 and 10": the two ends a description states.
# "within the range of 3 to 100", "a minimum of 3 and a maximum of 100" too.
_RANGE = re.compile(
    rf"\b(?:(?:from|range\s+of)\s+{_NUMBER}(?:\s*\([^)]*\))?\s*,?\s+to"
    rf"|between\s+{_NUMBER}(?:\s*\([^)]*\))?\s+and"
    rf"|minimum(?:\s+value)?\s+(?:of\s+)?{_NUMBER}\s*,?\s+and\s+(?:a\s+)?maximum(?:\s+value)?(?:\s+of)?)\s+{_NUMBER}",
    re.IGNORECASE,
)
# "full volume", "max speed", "the lowest brightness": an end of the scale, and the word it is said of.
# "max entries", never "a maximum of 10 alerts" (a number said, no end of a scale).
_END_WORD = re.compile(
    r"\b(full|max|maximum|min|minimum|lowest)\s+(?!(?:of|to|and|or|is|the|a|an)\b)([a-z]+)\b", re.IGNORECASE
)
# "as many entries per page as allowed": the scale's top end, said of "entries".
_AS_MANY_AS_ALLOWED = re.compile(
    r"\bas\s+many\s+([a-z]+)(?:\s+[a-z]+){0,3}?\s+as\s+(?:possible|allowed|permitted|you\s+can)\b", re.IGNORECASE
)
_LOW_ENDS = frozenset(["min", "minimum", "lowest"])
_TWENTY_FOUR_HOURS = re.compile(r"\b24[- ]?hours?\b", re.IGNORECASE)
_MERIDIEM_HOUR = re.compile(r"(?<![\w:.])(\d{1,2})\s*([ap])\.?\s?m\b\.?", re.IGNORECASE)


def _range_of(description: str) -> tuple[float, float] | None:
    match = _RANGE.search(description)
    if match is None:
        return None
    low, high = (float(text) for text in (match.group(1) or match.group(2) or match.group(3), match.group(4)))
    return (low, high) if low < high else None


def range_ends(request: str, keys: Sequence[str], properties: Mapping[str, Any], tool_name: str) -> dict[str, float]:
    """A number parameter whose description states its range, set to an end the request names by a
    word of the parameter, its description or the tool ("full volume" for ``set_volume``'s 0 to 100
    ``level``, "the lowest brightness" for a brightness between 1 and 10, "max entries per page" or "as many
    entries per page as allowed" for entries "within the range of 3 to 100")."""
    ends: dict[str, float] = {}
    said = [(m.group(1).lower(), m.group(2).lower()) for m in _END_WORD.finditer(request)]
    said += [("max", m.group(1).lower()) for m in _AS_MANY_AS_ALLOWED.finditer(request)]
    if len(said) != 1:
        return ends
    end, word = said[0]
    for key in keys:
        description = str(properties[key].get("description", ""))
        scale = _range_of(description)
        about = {*name_words(key), *name_words(tool_name), *re.findall(r"[a-z]+", description.lower())}
        if scale is not None and word in about:
            chosen = scale[0] if end in _LOW_ENDS else scale[1]
            ends[key] = int(chosen) if chosen.is_integer() else chosen
    return ends if len(ends) == 1 else {}


def hour_of_day(request: str, keys: Sequence[str], properties: Mapping[str, Any]) -> dict[str, Value]:
    """The one hour the request says with "am" or "pm" ("until 9 PM") for the one number parameter
    whose description says it is written in 24 hours (21, where the request wrote it)."""
    hourly = [key for key in keys if _TWENTY_FOUR_HOURS.search(str(properties[key].get("description", "")))]
    said = list(_MERIDIEM_HOUR.finditer(request))
    if len(hourly) != 1 or len(said) != 1 or not 1 <= int(said[0].group(1)) <= 12:
        return {}
    hour = int(said[0].group(1)) % 12 + (12 if said[0].group(2).lower() == "p" else 0)
    return {hourly[0]: Value(hour, said[0].start(), said[0].end())}
