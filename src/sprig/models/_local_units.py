"""Units of measure a request states, for a parameter that takes one, for the embedded model.

Tools often take a unit beside a measure: ``calculate_circumference(radius, unit="cm")``,
``driving_distance(origin, destination, unit="kilometers")``. People write the unit with the number
("a radius of 4 inches", "5cm") or ask for the answer in one ("the distance in miles", "provide the
answer in km/h"). A unit parameter takes the unit the request states, as written, when it measures
what the parameter's own default or description does (a length for a length, a speed for a speed):
"in 25 seconds" is no unit for a speed, nor "10 kg" for a distance.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence, Set
from typing import Any

_LENGTH = (
    "mm cm m km inch inches ft foot feet yd yard yards mi mile miles meter meters metre metres "
    "centimeter centimeters centimetre centimetres millimeter millimeters millimetre millimetres "
    "kilometer kilometers kilometre kilometres nm nautical"
)
_MASS = (
    "mg g kg lb lbs oz gram grams kilogram kilograms milligram milligrams pound pounds ounce ounces "
    "ton tons tonne tonnes"
)
_TIME = "ms s sec secs second seconds min mins minute minutes h hr hrs hour hours day days"
_TEMPERATURE = "celsius fahrenheit kelvin °c °f c f"
_SPEED = "m/s km/h kmh kph mph ft/s knots knot"
_VOLUME = (
    "l ml liter liters litre litres milliliter milliliters millilitre millilitres gallon gallons gal "
    "quart quarts pint pints cup cups"
)
_AREA = "acre acres hectare hectares"
_DATA = "kb mb gb tb byte bytes kilobyte kilobytes megabyte megabytes gigabyte gigabytes terabyte terabytes"
_ENERGY = "j kj joule joules cal kcal calorie calories kwh"
_PRESSURE = "pa kpa atm bar psi mmhg pascal pascals"
_DIMENSIONS = {
    word: dimension
    for dimension, words in (
        ("length", _LENGTH), ("mass", _MASS), ("time", _TIME), ("temperature", _TEMPERATURE),
        ("speed", _SPEED), ("volume", _VOLUME), ("area", _AREA), ("data", _DATA), ("energy", _ENERGY),
        ("pressure", _PRESSURE),
    )
    for word in words.split()
}  # fmt: skip
_SHAPED = {"square": "area", "sq": "area", "cubic": "volume"}  # "square feet": an area in a length's unit
_PER = re.compile(r"([a-z]+)\s+per\s+([a-z]+)")  # "miles per hour", "meters per second"
_UNIT_TEXT = r"(?:(?:square|sq\.?|cubic)\s+)?[a-zA-Z°][a-zA-Z°/]*(?:\s+per\s+[a-zA-Z]+)?"
_AFTER_NUMBER = re.compile(rf"(?<![\w.])\d+(?:[.,]\d+)*\s?({_UNIT_TEXT})")  # "4 inches", "5cm", "60 km/h"
_ASKED_IN = re.compile(rf"\b(?:in|into)\s+({_UNIT_TEXT})")  # "in miles", "into fahrenheit"
_SHORT_ASKED = frozenset(["m", "s", "h", "g", "l", "j", "c", "f", "min", "pa", "bar", "cal", "cup", "cups"])
_QUOTED = re.compile(r"'([^']{1,20})'|\"([^\"]{1,20})\"")
_SAME_UNIT = {
    "km": "kilometer", "cm": "centimeter", "mm": "millimeter", "m": "meter", "metre": "meter", "mi": "mile",
    "ft": "foot", "feet": "foot", "in": "inch", "yd": "yard", "kg": "kilogram", "g": "gram",
    "mg": "milligram", "lb": "pound", "lbs": "pound", "oz": "ounce", "s": "second", "sec": "second",
    "secs": "second", "min": "minute", "mins": "minute", "h": "hour", "hr": "hour", "hrs": "hour",
    "l": "liter", "litre": "liter", "ml": "milliliter", "millilitre": "milliliter", "kmh": "km/h",
    "kph": "km/h", "°c": "celsius", "°f": "fahrenheit", "c": "celsius", "f": "fahrenheit", "gal": "gallon",
}  # fmt: skip
_DEFAULT_UNIT = re.compile(r"\bdefaults?\s*(?:is|to|:|=|value is)?\s*['\"]?(" + _UNIT_TEXT + r")", re.IGNORECASE)


def _takes_a_unit(key: str) -> bool:
    """Whether a parameter's name says it takes a unit (``unit``, ``to_unit``, ``distanceUnit``, ``units``)."""
    return any(part in ("unit", "units") for part in key_parts(key))


def _dimension(unit: str) -> str | None:
    """What a unit measures ("inches" -> length, "km/h" and "miles per hour" -> speed, "square feet" ->
    area); ``None`` for a word that is no unit."""
    words = unit.lower().replace(".", "").split()
    if not words:
        return None
    if words[0] in _SHAPED and len(words) > 1:
        return _SHAPED[words[0]] if _DIMENSIONS.get(" ".join(words[1:])) == "length" else None
    per = _PER.fullmatch(" ".join(words))
    if per is not None:
        over = (_DIMENSIONS.get(per.group(1)), _DIMENSIONS.get(per.group(2)))
        return "speed" if over == ("length", "time") else None
    return _DIMENSIONS.get(" ".join(words))


def _described_dimensions(spec: Mapping[str, Any]) -> set[str]:
    """What the units a parameter's default and description name measure ("Default is 'cm'" -> length)."""
    found: set[str] = set()
    default = spec.get("default")
    if isinstance(default, str) and (measured := _dimension(default)) is not None:
        found.add(measured)
    description = str(spec.get("description", ""))
    for match in _DEFAULT_UNIT.finditer(description):
        measured = _dimension(_trimmed(match.group(1)))
        if measured is not None:
            found.add(measured)
    return found


def _trimmed(unit: str) -> str:
    """A written unit without the words after it that belong to the sentence ("miles from" -> "miles")."""
    words = unit.split()
    for size in range(len(words), 0, -1):
        if _dimension(" ".join(words[:size])) is not None:
            return " ".join(words[:size])
    return unit


def _units_written(
    pattern: re.Pattern[str], request: str, skip_short: bool, quoted: Set[str] = frozenset()
) -> list[str]:
    found = []
    for match in pattern.finditer(request):
        unit = _trimmed(match.group(1).rstrip(".,?!"))
        if skip_short and unit.lower() in _SHORT_ASKED and unit.lower() not in quoted:
            continue  # "in m" is seldom a unit, "in in" never; "to C" is when the tool quotes 'C'
        if _dimension(unit) is not None:
            found.append(unit)
    return found


def stated_unit(request: str, key: str, spec: Mapping[str, Any], tool_text: str = "") -> str | None:
    """The unit a unit parameter takes from the request, as written: the one the answer is asked in ("in
    miles"), else the one every measure is written in ("a radius of 4 inches"), when it measures what the
    parameter's own default does; an area's default in a length's unit ("square feet" for a base "in feet").
    A parameter that says nothing of its units measures what its tool's name and description do
    (``to_unit`` of "Convert a temperature to 'C' or 'F'"), in the spelling the tool quotes; a target's
    unit (``to_unit``) is only the one asked for ("to C", "in fahrenheit"), never the one measured.
    ``None`` when the parameter takes no unit, nothing names what it measures, or the request states none
    or two."""
    if not _takes_a_unit(key):
        return None
    description = str(spec.get("description", ""))
    wanted = _described_dimensions(spec)
    if not wanted and not _described_units(description):
        wanted = _measured_by(tool_text)
        description = f"{description} {tool_text}"
    if not wanted:
        return None
    quoted = {unit.lower() for unit in _described_units(description)}
    target = bool(set(key_parts(key)) & _TARGET_PARTS)
    asked = ((_ASKED_IN, True), (_ASKED_TO, True)) if target else ((_ASKED_IN, True), (_AFTER_NUMBER, False))
    for pattern, skip_short in asked:
        units = _units_written(pattern, request, skip_short, quoted)
        fitting = [unit for unit in units if _dimension(unit) in wanted]
        if not fitting and "area" in wanted and pattern is _AFTER_NUMBER:
            fitting = [f"square {unit}" for unit in units if _dimension(unit) == "length"]
        if len({_plain(unit) for unit in fitting}) == 1:
            return _as_described(fitting[0], description)
        if fitting:
            return None  # "12 meters and 30 feet": no one unit
    return None


_TARGET_PARTS = frozenset(["to", "target", "output", "desired", "into"])
_ASKED_TO = re.compile(rf"\bto\s+({_UNIT_TEXT})")  # "100 F to C": the unit converted to
# What a tool measures by the words of its name and description: "convert_temperature", a temperature.
_MEASURES = {
    "temperature": "temperature", "temperatures": "temperature", "distance": "length", "length": "length",
    "weight": "mass", "mass": "mass", "speed": "speed", "volume": "volume", "duration": "time",
}  # fmt: skip


def key_parts(text: str) -> list[str]:
    """A name's words in lower case, split at any mark and at case (``distanceUnit`` -> distance, unit)."""
    return [part.lower() for part in re.split(r"[_\W]+|(?<=[a-z])(?=[A-Z])", text) if part]


def _measured_by(tool_text: str) -> set[str]:
    """What a tool's name and description say it measures: the dimension of the units it quotes ("to 'C'
    or 'F'"), else of the one measure it names ("temperature"); empty for none or several."""
    quoted = {measured for unit in _described_units(tool_text) if (measured := _dimension(unit)) is not None}
    named = {_MEASURES[word] for word in key_parts(tool_text) if word in _MEASURES}
    found = quoted or named
    return found if len(found) == 1 else set()


def _plain(unit: str) -> str:
    """A unit without case, plural and abbreviation, to tell "meters", "meter" and "m" as one unit."""
    words = unit.lower().replace(".", "").split()
    return " ".join(_SAME_UNIT.get(_singular(word), _singular(word)) for word in words)


def _singular(word: str) -> str:
    """A unit's word without its plural ending ("inches" -> "inch", "miles" -> "mile"; "lbs" and "mins" stay)."""
    if word.endswith("ches"):
        return word[:-2]
    plural = word.endswith("s") and not word.endswith("us") and len(word) > 3  # "celsius" is one
    return word[:-1] if plural and word not in _SAME_UNIT else word


def _described_units(description: str) -> list[str]:
    """The units a description quotes ("('miles' or 'kilometers')", "Default is 'cm'") or lists in parentheses
    ("(m, km, mi, ft)"), as it spells them."""
    quoted = [one or other for one, other in _QUOTED.findall(description)]
    found = [unit for unit in quoted if _dimension(unit) is not None]
    for listed in _LISTED.findall(description):  # "between units (m, km, mi, ft, in)": every item a unit
        items = [item.strip() for item in re.split(r",|\bor\b", listed)]
        if len(items) > 1 and all(_dimension(item) is not None or item == "in" for item in items):
            found += items  # "in" is an inch only in such a list
    return found


_LISTED = re.compile(r"\(([^()'\"]{1,80})\)")  # a list in parentheses


def _as_described(unit: str, description: str) -> str | None:
    """A stated unit in the spelling the description quotes for it ("mile" -> 'miles', "centimeters" ->
    'cm'); the unit as written when the description quotes one unit or none, ``None`` when it quotes two
    or more (a closed list) and this one is not among them."""
    described = _described_units(description)
    same = next((option for option in described if _plain(option) == _plain(unit)), None)
    if same is not None:
        return same
    return unit if len(set(map(_plain, described))) < 2 else None


def is_unit(word: str) -> bool:
    """Whether a word is a unit of measure ("miles", "kg", "°F")."""
    return _dimension(word) is not None


def unit_as_listed(unit: str, descriptions: Sequence[str]) -> str:
    """A unit in the spelling one of the descriptions quotes for it ("pounds" as 'lb' when a sibling
    parameter lists "e.g. 'kg', 'lb'"); abbreviated when every unit they quote is an abbreviation
    ("pounds" as 'lb' beside "e.g. 'km'" and "e.g. 'mi'"); the unit as written when none quotes one."""
    if _dimension(unit) is None:
        return unit
    listed = [option for description in descriptions for option in _described_units(description)]
    same = next((option for option in listed if _plain(option) == _plain(unit)), None)
    if same is not None or not listed or not all(option.lower() in _SAME_UNIT for option in listed):
        return same or unit
    shorts = [short for short, plain in _SAME_UNIT.items() if plain == _plain(unit) and short.isalpha()]
    return next((short for short in shorts if len(short) <= 3), unit)


_UNIT_WORD = re.compile(r"(?<![\w°])[A-Za-z°][A-Za-z°/]*")


def lists_units(values: Sequence[object]) -> bool:
    """Whether an enum lists only units, two or more ('m', 'km', 'mi', 'ft', 'in': "in" is an inch only
    beside other units)."""
    units = [value for value in values if isinstance(value, str) and _dimension(value) is not None]
    return len(values) >= 2 and len(units) + sum(value == "in" for value in values) == len(values) and bool(units)


def inch_as_a_word(request: str, start: int, value: object) -> bool:
    """Whether a listed unit 'in' is named at ``start`` only by the preposition ("show it in km"): the inch
    is written right after its number ("12 in", "5in")."""
    return value == "in" and re.search(r"\d\s?$", request[:start]) is None


def units_named(request: str, values: Sequence[object]) -> list[tuple[int, int, object]]:
    """Where the request names, in another spelling, a unit an enum of units lists ("in miles" for 'mi',
    "kilograms" for 'kg', "degrees C" for 'celsius'): each mention's offsets and the listed value. Nothing for
    an enum that lists anything but units, nor for a short unit written alone ("m", "in")."""
    if not lists_units(values):
        return []
    listed: dict[str, list[object]] = {}
    for value in values:
        listed.setdefault(_plain(str(value)), []).append(value)
    found: list[tuple[int, int, object]] = []
    for match in _UNIT_WORD.finditer(request):
        word = match.group(0)
        after_degrees = re.search(r"\bdeg(?:rees?|s)?\.?\s+$", request[: match.start()], re.IGNORECASE)  # "degrees C"
        if (word.lower() in _SHORT_ASKED and not after_degrees) or word.lower() == "in" or _dimension(word) is None:
            continue
        same = listed.get(_plain(word), [])
        if len(same) == 1:
            found.append((match.start(), match.end(), same[0]))
    return found
