"""Dates the embedded model reads as meant: a relative day counted from the day the request says is
today, and a date with its time written in the one form a tool asks for.

"What's the weather tomorrow? Today is 2023.10.1" means 2023-10-02: the request itself states the
day everything is counted from, so the date is the request's, not a guess. Without such a statement a
relative day ("Friday") stays as written: the embedded model never reads the clock for the user.
"""

from __future__ import annotations

import datetime
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

Written = tuple[str, int, int]
"""A date as the request writes it: its text, where it starts and where it ends."""
PartsReader = Callable[[str], tuple[int | None, int, int] | None]
"""Reads a written date as (year or None, month, day); ``None`` for a relative day."""

_WEEKDAYS = ("mon", "tues", "wednes", "thurs", "fri", "satur", "sun")
# "today is Monday April 25th 2023", "assuming today is April 4th, 2023", "currently is sep 2023"
_TODAY_IS = re.compile(
    r"\b(?:today(?:'s date)?\s+is|today\s+being|the\s+date\s+today\s+is|the\s+current\s+date\s+is|"
    r"current(?:ly)?\s+(?:it\s+)?is|it\s+is\s+now)\s+(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day,?\s+)?$",
    re.IGNORECASE,
)
_STATES_TODAY = re.compile(
    r"^(?:and\s+|but\s+)?(?:assuming\s+(?:that\s+)?|given\s+(?:that\s+)?|note\s+(?:that\s+)?)?"
    r"(?:today(?:'s date)?\s+is|today\s+being|the\s+(?:current\s+)?date\s+(?:today\s+)?is|"
    r"current(?:ly)?\s+(?:it\s+)?is|it\s+is\s+now)\b",
    re.IGNORECASE,
)
# "next Wednesday, specifically 2023-10-1": the day named again as a date
_RESTATED = re.compile(r"^\s*(?:,|\(|-)?\s*(?:which\s+is|that\s+is|i\.e\.|namely|speci\w*|so)?\s*,?\s*$", re.I)


@dataclass(frozen=True)
class Today:
    """The day the request says is today, the weekday it says it is, and where it writes it."""

    day: datetime.date
    weekday: int
    start: int
    end: int


def states_today(text: str) -> bool:
    """Whether a part of a request only states what day today is ("assuming today is April 4th, 2023"):
    context for the ask beside it, never an ask of its own."""
    return _STATES_TODAY.match(text.strip()) is not None


_RESTATING = re.compile(
    r"(?:which\s+is|that\s+is|i\.e\.|namely|speci\w*|exactly|precisely)\s*,?\s*(?:on\s+|the\s+)?"
    r"(?=[\w ,./-]{0,24}\d)[\w ,./-]{1,32}",
    re.IGNORECASE,
)


def restates_a_day(text: str) -> bool:
    """Whether a part of a request only says again, as a date, the day named before it ("next
    Wednesday, specifically 2023-10-1"): part of the ask before it, never an ask of its own."""
    return _RESTATING.fullmatch(text.strip(" .?!")) is not None


def stated_today(request: str, written: Sequence[Written], parts: PartsReader) -> Today | None:
    """The day the request states is today ("today is 2023.10.10"), when it gives the year too."""
    for text, start, end in written:
        phrase = _TODAY_IS.search(request[max(0, start - 48) : start])
        read = parts(text)
        if phrase is None or read is None or read[0] is None:
            continue
        try:
            day = datetime.date(read[0], read[1], read[2])
        except ValueError:
            continue
        named = re.search(r"\b(mon|tues|wednes|thurs|fri|satur|sun)day\b", phrase.group(0), re.IGNORECASE)
        weekday = _WEEKDAYS.index(named.group(1).lower()) if named else day.weekday()  # the user's word counts
        return Today(day, weekday, max(0, start - 48) + phrase.start(), end)
    return None


def meant_dates(request: str, written: Sequence[Written], parts: PartsReader) -> list[str]:
    """The dates the request means, in the order written: against a stated today, a relative day
    ("tomorrow", "the upcoming Monday", "Tuesday next week") becomes its date in ISO 8601 and the
    statement of today is no date of its own; a relative day the request restates as a date ("next
    Wednesday, specifically 2023-10-1") is that date."""
    today = stated_today(request, written, parts)
    month = _stated_month(written) if today is None else None
    days = [(m.start(), int(m.group(1))) for m in _DAY_OF_MONTH.finditer(request)] if month else []
    if month and days:  # "on the 9th ... currently is sep 2023": the 9th of that month
        written = [w for w in written if w[0] != month[2]]
        dated = [(start, _iso(month[0], month[1], day)) for start, day in days]
        dated += [(start, text) for text, start, _ in written]
        return [text for _, text in sorted(dated) if text]
    meant: list[str] = []
    for index, (text, start, end) in enumerate(written):
        if today is not None and today.start <= start < today.end:
            continue  # "today is Monday April 25th 2023" states the day counted from
        relative = parts(text) is None
        following = written[index + 1] if index + 1 < len(written) else None
        restated = following is not None and parts(following[0]) is not None
        if relative and restated and following is not None and _RESTATED.match(request[end : following[1]]):
            continue  # the date that follows says which day it is
        if relative and today is not None:
            counted = _counted_from(today, text, request[max(0, start - 24) : start], request[end : end + 16])
            meant.append(counted.isoformat() if counted else text)
        else:
            meant.append(text)
    if today is not None and not meant:
        meant.append(today.day.isoformat())  # "the weather today? Today is 2023-10-01"
    return meant


MONTH_STEMS = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")
"""The first three letters of each month's name, January first."""
_MONTH_AND_YEAR = re.compile(r"([a-z]{3})[a-z]*\.?,?\s+(\d{4})|(\d{4})\s+([a-z]{3})[a-z]*", re.IGNORECASE)
# "on the 9th", "for the 10th?": a day of the month the request names alone
_DAY_OF_MONTH = re.compile(
    r"\b(?:on|for)\s+the\s+(\d{1,2})(?:st|nd|rd|th)\b(?=\s*(?:[,.?!;]|$|and\b|at\b|in\b|of\s+this\b))",
    re.IGNORECASE,
)


def _stated_month(written: Sequence[Written]) -> tuple[int, int, str] | None:
    """The one month the request names with its year and no day ("sep 2023"): (year, month, as written)."""
    found = []
    for text, _, _ in written:
        match = _MONTH_AND_YEAR.fullmatch(text.strip())
        name = (match.group(1) or match.group(4) or "").lower() if match else ""
        if match and name in MONTH_STEMS:
            found.append((int(match.group(2) or match.group(3)), MONTH_STEMS.index(name) + 1, text))
    return found[0] if len({(year, month) for year, month, _ in found}) == 1 else None


def _iso(year: int, month: int, day: int) -> str:
    try:
        return datetime.date(year, month, day).isoformat()
    except ValueError:
        return ""


def on_the_calendar(request: str, text: str, start: int, end: int, today: datetime.date) -> str | None:
    """A relative day the request names ("tomorrow", "next Friday", "Tuesday next week") as its date in
    ISO 8601, counted from ``today`` (the clock's, for a tool that asks a date written in numbers);
    ``None`` for one it cannot place ("next month", "this weekend")."""
    anchor = Today(today, today.weekday(), -1, -1)
    counted = _counted_from(anchor, text, request[max(0, start - 24) : start], request[end : end + 16])
    return counted.isoformat() if counted else None


def upcoming_year(month: int, day: int, today: datetime.date) -> int:
    """The year of the next ``month``/``day`` from ``today`` on (today itself counts): "March 12th" said
    in November is next year's, said in February this year's."""
    return today.year if (month, day) >= (today.month, today.day) else today.year + 1


_MONTH_COUNTED = re.compile(r"\b(this|current|last|previous|next|coming)\s+month\b", re.IGNORECASE)
_MONTH_FORM = re.compile(r"\byyyy-mm\b(?!-dd)", re.IGNORECASE)


def month_on_the_calendar(request: str, description: str, today: datetime.date) -> str | None:
    """The one month the request counts from ``today`` ("my payslip for last month") written as the
    description asks a month alone ("in YYYY-MM format": ``2024-05``); ``None`` for no such month or form."""
    counted = {match.group(1).lower() for match in _MONTH_COUNTED.finditer(request)}
    if len(counted) != 1 or _MONTH_FORM.search(description) is None:
        return None
    shift = {"this": 0, "current": 0, "last": -1, "previous": -1}.get(counted.pop(), 1)
    months = today.year * 12 + today.month - 1 + shift
    return f"{months // 12:04d}-{months % 12 + 1:02d}"


def _counted_from(today: Today, text: str, before: str, after: str) -> datetime.date | None:
    """The date a relative day names, counted from ``today`` (by the weekday the user says it is);
    ``None`` for one it cannot place ("next month")."""
    lowered = text.lower()
    shifts = {"today": 0, "tonight": 0, "tomorrow": 1, "yesterday": -1}
    if lowered in shifts:
        return today.day + datetime.timedelta(days=shifts[lowered])
    weekday = next((n for n, name in enumerate(_WEEKDAYS) if re.search(rf"\b{name}day\b", lowered)), None)
    if weekday is None:
        return None
    if re.match(r"\s*(?:of\s+)?next\s+week\b", after, re.I) or re.search(r"\bnext\s+week'?s?\s+$", before, re.I):
        ahead = 7 - today.weekday + weekday  # "Tuesday next week": in the week after this one
    else:
        ahead = (weekday - today.weekday) % 7 or 7  # "the upcoming Monday", "next Friday": the first after today
    return today.day + datetime.timedelta(days=ahead)


@dataclass(frozen=True)
class DateTimeForm:
    """A date with its time in one value, as a description asks ("YYYY-MM-DD HH:mm:ss",
    "ISO-8601 such as '2023-04-15T13:45:00Z'", "dd/mm/yyyy HH:MM")."""

    order: tuple[str, str, str]
    separator: str
    joiner: str
    seconds: bool
    zulu: bool

    def write(self, day: tuple[int, int, int], hour: int, minute: int) -> str:
        fields = {"yyyy": f"{day[0]:04d}", "mm": f"{day[1]:02d}", "dd": f"{day[2]:02d}"}
        clock = f"{hour:02d}:{minute:02d}" + (":00" if self.seconds else "")
        day_part = self.separator.join(fields[name] for name in self.order)
        return day_part + self.joiner + clock + ("Z" if self.zulu else "")


# "for 2 hours", "duration 3 hours", "a 90-minute slot": how long from a start (not "in 2 hours": a start itself)
_LASTING = re.compile(r"(?<!\bin )(?<!\bwithin )(?<!\bevery )\b(\d{1,3})[-\s]*(hours?|hrs?|minutes?|mins?)\b", re.I)


def lasting_minutes(request: str) -> int | None:
    """How long the request says a period lasts from its start, in minutes ("3 hours": 180), when it
    states one length of time; ``None`` else."""
    found = {int(m.group(1)) * (1 if m.group(2).lower().startswith("m") else 60) for m in _LASTING.finditer(request)}
    return found.pop() if len(found) == 1 else None


def minutes_later(
    day: tuple[int, int, int], hour: int, minute: int, minutes: int
) -> tuple[tuple[int, int, int], int, int]:
    """The day, hour and minute ``minutes`` after a moment (past midnight the day after)."""
    moment = datetime.datetime(day[0], day[1], day[2], hour, minute) + datetime.timedelta(minutes=minutes)
    return (moment.year, moment.month, moment.day), moment.hour, moment.minute


_FORM = re.compile(r"\b(yyyy|mm|dd)([-/.])(yyyy|mm|dd)\2(yyyy|mm|dd)(T|\s)hh:mm(:ss)?(z)?", re.IGNORECASE)
_EXAMPLE = re.compile(r"\b\d{4}-\d{2}-\d{2}(T|\s)\d{2}:\d{2}(:\d{2})?(Z)?")
_ISO_DATE_TIME = re.compile(  # "ISO 8601 date-time", "a timestamp in ISO-8601"
    r"\bISO[- ]?8601\b.{0,20}\b(?:date[- ]?time|timestamp)\b|\b(?:date[- ]?time|timestamp)\b.{0,20}\bISO[- ]?8601\b",
    re.I,
)


def date_time_form(description: str) -> DateTimeForm | None:
    """The date-and-time form the description asks for, by its pattern or its example."""
    if match := _FORM.search(description):
        order = tuple(match.group(n).lower() for n in (1, 3, 4))
        if sorted(order) != ["dd", "mm", "yyyy"]:
            return None
        joiner = "T" if match.group(5) in ("T", "t") else " "
        return DateTimeForm((order[0], order[1], order[2]), match.group(2), joiner, bool(match.group(6)),
                            bool(match.group(7)))  # fmt: skip
    if match := _EXAMPLE.search(description):
        return DateTimeForm(("yyyy", "mm", "dd"), "-", match.group(1), bool(match.group(2)), bool(match.group(3)))
    if _ISO_DATE_TIME.search(description):  # "When, ISO 8601 date-time": 2026-12-01T09:00:00
        return DateTimeForm(("yyyy", "mm", "dd"), "-", "T", True, False)
    return None


# A zone written by its IANA name ("Europe/Berlin") or its abbreviation ("PST", "CET"), UTC's names aside.
_LOCAL_ZONE = re.compile(
    r"\b(?:Africa|America|Antarctica|Asia|Atlantic|Australia|Europe|Indian|Pacific)/[A-Za-z_]+"
    r"|(?<![\w/])(?:[ECMP][SD]T|CET|CEST|EET|EEST|WET|BST|IST|JST|KST|AEST|AEDT|HST)(?![\w/])"
)


def names_a_local_zone(text: str) -> bool:
    """Whether the text says its times are in a zone other than UTC: a date-time written with it is
    local time, never a 'Z' one."""
    return _LOCAL_ZONE.search(text) is not None


_MONTH_NAMES = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
]
_MONTH_ALONE = re.compile(rf"\b({'|'.join(_MONTH_NAMES)})\b(?!\s*\d|\s+of\s+\d|,\s*\d)")  # not "March 9th"


_A_MONTH = "|".join([*(f"{name[:3]}(?:{name[3:]})?" for name in _MONTH_NAMES), "sept"])  # "Mar", "March"
_A_MONTH_AND_YEAR = re.compile(rf"\b({_A_MONTH})\.?,?\s+(\d{{4}})\b|\b(\d{{4}})\s+({_A_MONTH})\b", re.I)
_A_MONTH_FIRST = re.compile(rf"(?:{_A_MONTH})\b", re.I)


def opens_with_a_month(text: str) -> bool:
    """Whether a text opens with a month's name, whole or in three letters ("March 3", "Sept")."""
    return _A_MONTH_FIRST.match(text) is not None


def month_of_a_year(request: str, description: str) -> str | None:
    """The one month the request names with its year ("the sales for March 2027") written as the
    description asks a month alone ("formatted as YYYY-MM": ``2027-03``); ``None`` for no such month,
    several, or no such form."""
    if _MONTH_FORM.search(description) is None:
        return None
    found = {
        (int(m.group(2) or m.group(3)), MONTH_STEMS.index((m.group(1) or m.group(4))[:3].lower()) + 1)
        for m in _A_MONTH_AND_YEAR.finditer(request)
    }
    if len(found) != 1:
        return None
    year, month = found.pop()
    return f"{year:04d}-{month:02d}"


def month_named_alone(request: str, key_words: Sequence[str]) -> str | None:
    """The one month a request names without a day or a year ("in December") for a parameter named for
    a month (``month``); ``None`` when it names none, two, or a day of one ("March 9th", "5 May")."""
    if "month" not in key_words:
        return None
    said = {match.group(1) for match in _MONTH_ALONE.finditer(request) if match.start() > 0}  # not "May I"
    if any(re.search(rf"\d\s*(?:st|nd|rd|th)?\s+(?:of\s+)?{month}\b", request) for month in said):
        return None
    return said.pop() if len(said) == 1 else None


# "from August 15th to August 17th, 2023", "2024-09-10 until 2024-09-14": a range of two dates.
_RANGE_JOIN = re.compile(r"\s*(?:to|until|till|through|thru|-|–)\s*", re.IGNORECASE)


def nights_of_a_range(request: str, written: Sequence[Written], parts: PartsReader) -> int | None:
    """The nights between the two dates of the one range the request writes ("for the dates of August
    15th to August 17th, 2023": 2), a year written once serving both; ``None`` when it writes other
    dates, or no year, or a range of no night or of more than two months."""
    if len(written) != 2 or not _RANGE_JOIN.fullmatch(request[written[0][2] : written[1][1]]):
        return None
    first, last = parts(written[0][0]), parts(written[1][0])
    year = (last[0] or first[0]) if first and last else None
    if first is None or last is None or year is None:
        return None
    try:
        start = datetime.date(first[0] or year, first[1], first[2])
        end = datetime.date(last[0] or year, last[1], last[2])
    except ValueError:
        return None
    nights = (end - start).days
    return nights if 0 < nights <= 62 else None
