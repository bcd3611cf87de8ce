"""``TimeTools``: the current time in any IANA time zone, and conversion between zones.

A bad zone name raises :class:`~sprig.toolkits.errors.ToolkitError` whose message suggests
the closest valid names, so the model can correct itself.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Callable
from datetime import UTC, date, datetime, timedelta
from functools import lru_cache
from typing import Annotated, Any
from zoneinfo import ZoneInfo, available_timezones

from pydantic import Field

from sprig.toolkits.errors import ToolkitError
from sprig.tools import ToolParam, tool

__all__ = ["TimeTools"]

_EXAMPLES = "'Europe/London', 'America/New_York', 'Asia/Tokyo' or 'UTC'"
_ZONE_KEY = re.compile(r"[A-Za-z0-9_+\-]+(?:/[A-Za-z0-9_+\-]+)*")
# 15:00, 3:30 pm, 3:30pm, 3 pm, 3pm, 3 p.m., 15.30, 1500h: what people type.
_TIME_OF_DAY = re.compile(
    r"(?P<h>\d{1,2})(?:[:.](?P<m>\d{2})(?::(?P<s>\d{2}))?)?\s*(?:(?P<ampm>[ap])\.?\s*m\.?|(?P<h24>h))?",
    re.IGNORECASE,
)
_NAMED_TIMES = {"noon": (12, 0), "midday": (12, 0), "midnight": (0, 0)}
# Abbreviations people (and models) use that are not zone names, or are ambiguous ones.
ZONE_ABBREVIATIONS = {
    "PST": "America/Los_Angeles",
    "PDT": "America/Los_Angeles",
    "MDT": "America/Denver",
    "CDT": "America/Chicago",
    "EDT": "America/New_York",
    "BST": "Europe/London",
    "CEST": "Europe/Paris",
    "JST": "Asia/Tokyo",
    "KST": "Asia/Seoul",
    "IST": "Asia/Kolkata",
    "AEST": "Australia/Sydney",
    "AEDT": "Australia/Sydney",
}


# A closed domain, marked so a constrained decoder (the embedded model) can enumerate it; the
# values themselves are not listed, which would make every request hundreds of names longer.
_IANA_ZONE = Field(json_schema_extra={"format": "iana-timezone"})


class TimeTools:
    """Tools that tell the current time and convert times between IANA time zones.

    Args:
        default_timezone: the zone ``current_time`` uses when the model names none.
        clock: returns "now" as an aware ``datetime`` (naive values are taken as UTC); inject a
            fixed clock in tests.
    """

    def __init__(
        self,
        *,
        default_timezone: str = "UTC",
        clock: Callable[[], datetime] | None = None,
    ) -> None:
        try:
            self._default_zone = _zone(default_timezone)
        except ToolkitError as exc:
            raise ValueError(str(exc)) from None
        self._clock = clock or _utc_now

    @tool(description="Current date and time in an IANA time zone such as 'Asia/Tokyo' or 'Europe/London'.")
    def current_time(
        self,
        timezone: Annotated[
            str | None,
            ToolParam("IANA time zone name, e.g. 'America/New_York'; omit for the default zone"),
            _IANA_ZONE,
        ] = None,
    ) -> dict[str, Any]:
        """Return the current time in ``timezone`` (or the default zone)."""
        zone = self._default_zone if timezone is None or not timezone.strip() else _zone(timezone)
        return _describe(self._now().astimezone(zone))

    @tool(
        description=(
            "Convert a time from one IANA time zone to another. The time is a clock time such as"
            " '15:00', '3:30 pm', '3pm' or 'noon' (today in the source zone) or a date-time 'YYYY-MM-DD HH:MM'."
        )
    )
    def convert_time(
        self,
        time: Annotated[str, ToolParam("Time to convert: '15:00', '3:30 pm', '3pm', 'noon' or 'YYYY-MM-DD HH:MM'")],
        source_timezone: Annotated[str, ToolParam("IANA zone the time is in, e.g. 'Europe/Berlin'"), _IANA_ZONE],
        target_timezone: Annotated[str, ToolParam("IANA zone to convert to, e.g. 'Asia/Tokyo'"), _IANA_ZONE],
    ) -> dict[str, Any]:
        """Convert ``time`` from ``source_timezone`` to ``target_timezone``."""
        source_zone = _zone(source_timezone)
        target_zone = _zone(target_timezone)
        today = self._now().astimezone(source_zone).date()
        local, note = _localize(_parse_time(time, today), source_zone)
        converted = local.astimezone(target_zone)
        result: dict[str, Any] = {
            "source": _describe(local),
            "target": _describe(converted),
            "time_difference": _format_difference(converted.utcoffset(), local.utcoffset()),
        }
        if note:
            result["note"] = note
        return result

    def _now(self) -> datetime:
        now = self._clock()
        return now if now.tzinfo is not None else now.replace(tzinfo=UTC)


def _utc_now() -> datetime:
    return datetime.now(UTC)


def _zone(name: str) -> ZoneInfo:
    """The zone called ``name`` (case-insensitive), or a ToolkitError with suggestions."""
    key = name.strip() if isinstance(name, str) else ""
    if _ZONE_KEY.fullmatch(key):
        exact = _zone_keys().get(key.lower())
        if exact is not None:
            return ZoneInfo(exact)
    raise ToolkitError(_unknown_zone_message(name))


@lru_cache(maxsize=1)
def _zone_keys() -> dict[str, str]:
    return {key.lower(): key for key in available_timezones()}


def _unknown_zone_message(name: object) -> str:
    message = f"Unknown time zone {name!r}. Use an IANA time zone name such as {_EXAMPLES}."
    suggestions = _suggest(str(name).strip()) if isinstance(name, str) else []
    if suggestions:
        message += " Did you mean " + " or ".join(repr(s) for s in suggestions) + "?"
    return message


def _suggest(name: str) -> list[str]:
    if not name:
        return []
    abbreviation = ZONE_ABBREVIATIONS.get(name.upper())
    if abbreviation:
        return [abbreviation]
    keys = _zone_keys()
    wanted = name.lower().replace(" ", "_")
    # A bare city ("tokyo") matches the last part of a zone name ("Asia/Tokyo").
    by_city: dict[str, str] = {}
    for lowered, key in sorted(keys.items()):
        by_city.setdefault(lowered.rsplit("/", 1)[-1], key)
    city = by_city.get(wanted.rsplit("/", 1)[-1])
    if city:
        return [city]
    close = difflib.get_close_matches(wanted, keys, n=3, cutoff=0.75)
    if close:
        return [keys[c] for c in close]
    return [by_city[c] for c in difflib.get_close_matches(wanted, by_city, n=3, cutoff=0.8)]


def _parse_time(text: str, today: date) -> datetime:
    """Parse an ISO date-time, or a time of day on ``today``: ``15:00``, ``3:30 pm``, ``3pm``, ``noon``."""
    value = text.strip() if isinstance(text, str) else ""
    if re.match(r"\d{4}-\d{2}-\d{2}", value):
        try:
            return datetime.fromisoformat(value)
        except ValueError:
            pass
    else:
        clock = _time_of_day(value)
        if clock is not None:
            return datetime(today.year, today.month, today.day, *clock)
    raise ToolkitError(
        f"Cannot read the time {text!r}. Give 'HH:MM' in 24-hour form (e.g. '14:30'),"
        " 'h:MM am/pm' or 'h pm' (e.g. '2:30 pm', '3pm'), 'noon', 'midnight' or a date-time 'YYYY-MM-DD HH:MM'."
    )


def _time_of_day(value: str) -> tuple[int, int, int] | None:
    """(hour, minute, second) of a clock time as people type it, or ``None``."""
    named = _NAMED_TIMES.get(value.lower().rstrip("."))
    if named is not None:
        return (*named, 0)
    match = _TIME_OF_DAY.fullmatch(value)
    if not match or (match["m"] is None and not (match["ampm"] or match["h24"])):
        return None  # a bare number is not a time
    hour, minute, second = int(match["h"]), int(match["m"] or 0), int(match["s"] or 0)
    ampm = (match["ampm"] or "").lower()
    if ampm and 1 <= hour <= 12:
        hour = hour % 12 + (12 if ampm == "p" else 0)
    elif ampm:
        return None  # "13:00 pm" is not a time
    if hour < 24 and minute < 60 and second < 60:
        return hour, minute, second
    return None


def _localize(moment: datetime, zone: ZoneInfo) -> tuple[datetime, str | None]:
    """Attach ``zone`` to a naive time, noting times skipped or repeated by a DST change."""
    if moment.tzinfo is not None:
        return moment.astimezone(zone), None
    local = moment.replace(tzinfo=zone)
    round_trip = local.astimezone(UTC).astimezone(zone)
    shown = moment.strftime("%Y-%m-%d %H:%M")
    if round_trip.replace(tzinfo=None) != moment:
        return round_trip, (
            f"{shown} does not exist in {zone.key} (the clocks jump forward);"
            f" read as {round_trip.strftime('%H:%M %Z')}."
        )
    if local.utcoffset() != local.replace(fold=1).utcoffset():
        return local, (
            f"{shown} happens twice in {zone.key} (the clocks go back); the first one, {local.strftime('%Z')}, is used."
        )
    return local, None


def _describe(moment: datetime) -> dict[str, Any]:
    dst = moment.dst()
    zone = moment.tzinfo
    return {
        "timezone": zone.key if isinstance(zone, ZoneInfo) else str(zone),
        "datetime": moment.replace(microsecond=0).isoformat(),
        "weekday": moment.strftime("%A"),
        "utc_offset": _format_offset(moment.utcoffset()),
        "abbreviation": moment.tzname(),
        "is_dst": bool(dst),
    }


def _format_offset(offset: timedelta | None) -> str:
    seconds = int((offset or timedelta()).total_seconds())
    sign = "-" if seconds < 0 else "+"
    hours, rest = divmod(abs(seconds), 3600)
    return f"{sign}{hours:02d}:{rest // 60:02d}"


def _format_difference(target: timedelta | None, source: timedelta | None) -> str:
    hours = ((target or timedelta()) - (source or timedelta())).total_seconds() / 3600
    return f"{hours:+g}h"
