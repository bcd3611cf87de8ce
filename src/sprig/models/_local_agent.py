"""How the embedded local model takes each decision of a tool-calling turn without reasoning.

A 135M-parameter model cannot plan, but it can continue a pattern. So every decision is a short
few-shot completion whose output is constrained by a grammar:

- **which tool**: the request is completed after worked examples ``Request: ... / Tool: name``
  (the examples most like the request come last), and the grammar admits only the offered tools
  and ``answer``;
- **the arguments**: worked examples ``Request: ... / Arguments: {...}`` for that tool, decoded
  against the tool's JSON schema, with closed domains narrowed to what the request mentions (an
  IANA zone parameter, ``"format": "iana-timezone"``, may only name a zone whose city the request
  names, and not one already asked for in this turn);
- **the answer**: a fresh, short prompt holding only the request and the tool results, decoded
  greedily and cut at the first paragraph, so the answer repeats what the tools said.

After a tool round the next step is decided from the turn so far: a plan (``todo_update``) is
followed by the work; a tool whose narrowed domain still has unasked values (the second city) is
called again; otherwise the model answers. The functions here are pure; ``local.py`` runs them.
"""

from __future__ import annotations

import re
import zoneinfo
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import Any

import orjson

from sprig.messages import AssistantMessage, Message, ToolResponseMessage, UserMessage
from sprig.tools.definition import ToolDefinition

__all__ = [
    "ANSWER",
    "TIMEZONE_FORMAT",
    "Step",
    "Turn",
    "answer_grammar",
    "answer_prompt",
    "arguments_prompt",
    "choice_grammar",
    "closing_plan",
    "examples_of",
    "failure_sentences",
    "mentioned_files",
    "mentioned_times",
    "mentioned_zones",
    "names_something",
    "narrow_schema",
    "next_candidates",
    "routing_prompt",
    "search_call",
    "turn_of",
]

ANSWER = "answer"
TIMEZONE_FORMAT = "iana-timezone"
PLAN_TOOLS = frozenset({"todo_update"})
SEARCH_TOOL = "search_tools"
"""The tool search tool (``ToolSearchAdvisor``): searched once per turn, with the request."""
MAX_RESULT_CHARS = 600

# Worked examples per tool of sprig's toolkits: (request, arguments). Tools without examples are
# shown with their description as the request.
_EXAMPLES: Mapping[str, Sequence[tuple[str, Mapping[str, Any]]]] = {
    "current_time": (
        ("What time is it in Paris?", {"timezone": "Europe/Paris"}),
        ("Tell me the current time in New York", {"timezone": "America/New_York"}),
        ("What's the date and time now in Cairo?", {"timezone": "Africa/Cairo"}),
    ),
    "convert_time": (
        (
            "When it is 9:00 in Rome, what time is it in Lima?",
            {"time": "9:00", "source_timezone": "Europe/Rome", "target_timezone": "America/Lima"},
        ),
        (
            "Convert 10:30 from Chicago time to Berlin time",
            {"time": "10:30", "source_timezone": "America/Chicago", "target_timezone": "Europe/Berlin"},
        ),
        (
            "What is 18:00 Tokyo time in London?",
            {"time": "18:00", "source_timezone": "Asia/Tokyo", "target_timezone": "Europe/London"},
        ),
    ),
    "write_file": (
        ("Write hello world into a.txt", {"path": "a.txt", "content": "hello world"}),
        ("Create a file called list.md with the text eggs", {"path": "list.md", "content": "eggs"}),
        ("Save the note 'call Bob' to memo.txt", {"path": "memo.txt", "content": "call Bob"}),
    ),
    "read_file": (
        ("What is in the file b.md?", {"path": "b.md"}),
        ("Read data.csv and tell me its content", {"path": "data.csv"}),
        ("Show the text of the file notes/plan.txt", {"path": "notes/plan.txt"}),
        ("Show me the contents of log.txt", {"path": "log.txt"}),
        ("Display the contents of config.yaml", {"path": "config.yaml"}),
    ),
    "list_files": (
        ("Which files are here?", {"path": "."}),
        ("List all files in the folder", {"path": "."}),
        ("Which files does the workspace have?", {"path": "."}),
    ),
    "todo_update": (
        (
            "Make a plan to bake a cake",
            {
                "items": [
                    {"text": "Buy flour and eggs", "status": "in_progress"},
                    {"text": "Mix and bake", "status": "pending"},
                ]
            },
        ),
        (
            "Record a todo list for moving house: pack, drive, unpack",
            {
                "items": [
                    {"text": "Pack", "status": "in_progress"},
                    {"text": "Drive", "status": "pending"},
                    {"text": "Unpack", "status": "pending"},
                ]
            },
        ),
        (
            "Plan, then tell the time in Rome and Oslo",
            {
                "items": [
                    {"text": "Get the time in Rome", "status": "in_progress"},
                    {"text": "Get the time in Oslo", "status": "pending"},
                ]
            },
        ),
    ),
}
_ANSWER_EXAMPLES = ("Hi, how are you?", "Thanks, that is all", "What is the capital of France?")
# After a plan, a request that only asked for the plan is answered; one that asked for more goes on.
_AFTER_PLAN = {
    "Make a plan to bake a cake": ANSWER,
    "Record a todo list for moving house: pack, drive, unpack": ANSWER,
    "Plan, then tell the time in Rome and Oslo": "current_time",
}
# Worked answers: (request, tool, result, answer); the model continues the pattern. Two per tool,
# so that what changes (the result) and what stays (the sentence) can be told apart.
_ANSWERS: Sequence[tuple[str, str, str, str]] = (
    (
        "What time is it in Paris?",
        "current_time",
        "timezone: Europe/Paris; datetime: 14:05 on 2026-03-01; weekday: Sunday",
        "It is 14:05 on 2026-03-01 in Europe/Paris.",
    ),
    (
        "Tell me the time in Lima",
        "current_time",
        "timezone: America/Lima; datetime: 8:40 on 2025-07-12; weekday: Saturday",
        "It is 8:40 on 2025-07-12 in America/Lima.",
    ),
    (
        "Plan, then tell the time in Lima and Oslo",
        "current_time",
        "timezone: America/Lima; datetime: 8:40 on 2025-07-12; weekday: Saturday"
        " | timezone: Europe/Oslo; datetime: 15:40 on 2025-07-12; weekday: Saturday",
        "It is 8:40 in America/Lima and 15:40 in Europe/Oslo.",
    ),
    (
        "When it is 9:00 in Rome, what time is it in Lima?",
        "convert_time",
        "source: (timezone Europe/Rome, datetime 9:00 on 2026-03-01); "
        "target: (timezone America/Lima, datetime 3:00 on 2026-03-01)",
        "9:00 in Europe/Rome is 3:00 in America/Lima.",
    ),
    (
        "Convert 18:30 from Oslo to Dubai time",
        "convert_time",
        "source: (timezone Europe/Oslo, datetime 18:30 on 2025-07-12); "
        "target: (timezone Asia/Dubai, datetime 20:30 on 2025-07-12)",
        "18:30 in Europe/Oslo is 20:30 in Asia/Dubai.",
    ),
    ("Write hi into a.txt", "write_file", "Wrote 2 bytes to a.txt (new file).", "Wrote 2 bytes to a.txt."),
    ("Save ok to done.md", "write_file", "Wrote 2 bytes to done.md (replaced).", "Wrote 2 bytes to done.md."),
    ("What is in the file b.md?", "read_file", "# Title some text", "It says: # Title some text"),
    ("Read c.txt", "read_file", "red green blue", "It says: red green blue"),
    ("Show me the contents of d.txt", "read_file", "42 apples", "It says: 42 apples"),
    ("Which files are here?", "list_files", "data.csv notes/", "The files are: data.csv notes/"),
    ("List the files", "list_files", "x.py y.py", "The files are: x.py y.py"),
    (
        "Make a plan to bake a cake",
        "todo_update",
        "[>] Buy flour [ ] Bake (0/2 completed)",
        "The plan: Buy flour, Bake",
    ),
    ("Plan a trip", "todo_update", "[>] Book [ ] Pack [ ] Go (0/3 completed)", "The plan: [>] Book [ ] Pack [ ] Go"),
)


@dataclass(frozen=True, slots=True)
class Step:
    """One tool call of the turn and what it returned."""

    name: str
    arguments: Mapping[str, Any]
    result: str
    error: str | None = None  # the error kind ("denied", "tool_error", ...) when the call failed


@dataclass(frozen=True, slots=True)
class Turn:
    """The user's request and the tool calls made since."""

    request: str
    steps: tuple[Step, ...] = field(default=())
    searched: bool = False

    def worked(self) -> tuple[Step, ...]:
        """The steps other than planning."""
        return tuple(step for step in self.steps if step.name not in PLAN_TOOLS)

    def succeeded(self) -> tuple[Step, ...]:
        """The steps whose call ran and returned a result (no error, not denied)."""
        return tuple(step for step in self.steps if step.error is None)

    def failures(self) -> tuple[Step, ...]:
        """The failed steps not made good by a later successful call of the same tool."""
        failed: list[Step] = []
        for position, step in enumerate(self.steps):
            later = self.steps[position + 1 :]
            if step.error is not None and not any(s.name == step.name and s.error is None for s in later):
                failed.append(step)
        return tuple(failed)


def turn_of(messages: Sequence[Message]) -> Turn:
    """The last user request and the tool calls (with results) that followed it."""
    start = max((n for n, m in enumerate(messages) if isinstance(m, UserMessage)), default=-1)
    request = messages[start].text if start >= 0 else ""
    calls: dict[str, tuple[str, Mapping[str, Any]]] = {}
    steps: list[Step] = []
    searched = False
    for message in messages[start + 1 :]:
        if isinstance(message, AssistantMessage):
            for call in message.tool_calls:
                calls[call.id] = (call.name, _object(call.arguments))
        elif isinstance(message, ToolResponseMessage):
            errors = message.metadata.get("tool_errors")
            known = errors if isinstance(errors, Mapping) else {}
            for response in message.responses:
                name, arguments = calls.get(response.id, (response.name, {}))
                if name == SEARCH_TOOL:  # finding tools is not work: the answer never states it
                    searched = True
                    continue
                data = str(response.data)
                error = known.get(response.id) or _error_kind(data)
                steps.append(Step(name, arguments, data, None if error is None else str(error)))
    return Turn(" ".join(request.split()), tuple(steps), searched)


def search_call(turn: Turn, offered: Sequence[str]) -> str | None:
    """The arguments of the turn's tool search (the request is the query), when it is due.

    With tool search on (``search_tools`` offered), the first step of a turn searches the
    deferred tools for the request; the tools found are offered from the next round on.
    """
    if turn.searched or SEARCH_TOOL not in offered or not turn.request or turn.steps:
        return None
    return orjson.dumps({"query": turn.request[:500]}).decode()


_DENIED = "The user denied this call"


def _error_kind(result: str) -> str | None:
    """The error kind a result's text shows (results sent without sprig's metadata), else ``None``."""
    text = result.lstrip()
    if text.startswith(_DENIED):
        return "denied"
    if text[:6].lower() == "error:" or text.startswith("Exception occurred in tool"):
        return "tool_error"
    return None


def _object(arguments: str) -> Mapping[str, Any]:
    try:
        value = orjson.loads(arguments or "{}")
    except orjson.JSONDecodeError:
        return {}
    return value if isinstance(value, Mapping) else {}


# -- which tool ------------------------------------------------------------------------------


def next_candidates(turn: Turn, tools: Sequence[ToolDefinition]) -> list[str] | None:
    """The tools the next step may choose from (the answer included), or ``None`` to answer now.

    Before any tool: every tool. After a plan: every tool but the plan's. After other work: the
    one tool whose narrowed domain still holds a value not asked for yet, else the answer.
    """
    names = [tool.name for tool in tools if _groundable(tool.schema_dict(), turn.request)]
    if not turn.steps:
        # A clock time in the request is for the tool that needs one (a conversion), when offered.
        timed = [t.name for t in tools if t.name in names and _needs_clock_time(t.schema_dict())]
        return timed if timed and mentioned_times(turn.request) else names
    if not turn.worked():
        return [name for name in names if name not in PLAN_TOOLS] or None
    last = turn.worked()[-1]
    tool = next((t for t in tools if t.name == last.name), None)
    if tool is not None and _open_values(tool, turn):
        return [tool.name]
    return None


def closing_plan(turn: Turn, offered: Sequence[str]) -> tuple[str, str] | None:
    """The plan update that marks every item completed, when the work of the turn is done.

    ``None`` when there was no plan, no work since it, or it is completed already.
    """
    plans = [(n, step) for n, step in enumerate(turn.steps) if step.name in PLAN_TOOLS and step.name in offered]
    if not plans:
        return None
    position, plan = plans[-1]
    items = plan.arguments.get("items")
    worked_since = any(step.name not in PLAN_TOOLS for step in turn.steps[position + 1 :])
    if not isinstance(items, list) or not items or not worked_since:
        return None
    if all(isinstance(item, Mapping) and item.get("status") == "completed" for item in items):
        return None
    done = [{"text": str(item.get("text", "")), "status": "completed"} for item in items if isinstance(item, Mapping)]
    return plan.name, orjson.dumps({"items": done}).decode()


def _open_values(tool: ToolDefinition, turn: Turn) -> bool:
    narrowed = narrow_schema(tool.schema_dict(), turn, tool.name)
    properties = narrowed.get("properties") or {}
    enums = [spec for spec in properties.values() if isinstance(spec, Mapping) and spec.get("x-narrowed")]
    return bool(enums) and all(spec.get("enum") for spec in enums)


_STOP_WORDS = frozenset(
    [
        "a",
        "an",
        "and",
        "are",
        "at",
        "for",
        "i",
        "in",
        "is",
        "it",
        "me",
        "my",
        "of",
        "on",
        "the",
        "to",
        "what",
        "which",
        "with",
        "you",
    ]
)


def _words(text: str) -> set[str]:
    return set(re.findall(r"[a-z0-9]+", text.lower())) - _STOP_WORDS


def _similarity(a: set[str], b: set[str]) -> float:
    return len(a & b) / max(1, len(a | b))


def routing_prompt(request: str, tools: Sequence[ToolDefinition], answer: str, *, planned: bool = False) -> str:
    """Few-shot text ending in ``Tool:``; the most similar examples come last.

    ``planned``: the plan was written already, so the plan requests show what comes after it.
    """
    names = {tool.name for tool in tools}
    examples: list[tuple[str, str]] = []
    for tool in tools:
        known = examples_of(tool)
        if known:
            examples.extend((text, tool.name) for text, _ in known)
        else:
            examples.append((" ".join(tool.description.split())[:120] or tool.name, tool.name))
    examples.extend((text, answer) for text in _ANSWER_EXAMPLES)
    if planned:
        after = [(text, answer if then == ANSWER else then) for text, then in _AFTER_PLAN.items()]
        examples.extend((text, then) for text, then in after if then in names or then == answer)
    asked = _words(request)
    examples.sort(key=lambda example: _similarity(asked, _words(example[0])))
    lines = ["Pick the tool for each request."]
    lines.extend(f"Request: {text}\nTool: {name}" for text, name in examples)
    lines.append(f"Request: {request}\nTool:")
    return "\n".join(lines)


def choice_grammar(options: Sequence[str]) -> str:
    """A GBNF grammar accepting exactly one of ``options`` after a space."""
    return "root ::= " + " | ".join(orjson.dumps(" " + option).decode() for option in options)


# -- the arguments ---------------------------------------------------------------------------


def examples_of(tool: ToolDefinition) -> Sequence[tuple[str, Mapping[str, Any]]]:
    """The tool's worked examples: the user's (``@tool(examples=...)``) first, else sprig's own."""
    return tool.examples or _EXAMPLES.get(tool.name, ())


def arguments_prompt(request: str, tool: ToolDefinition) -> str:
    """Few-shot text ending in ``Arguments:`` for ``tool``."""
    lines = [f"Fill in the arguments of {tool.name} for each request, copying names and text exactly."]
    for text, arguments in examples_of(tool):
        lines.append(f"Request: {text}\nArguments: {orjson.dumps(dict(arguments)).decode()}")
    lines.append(f"Request: {request}\nArguments:")
    return "\n".join(lines)


@cache
def _zone_names() -> dict[str, str]:
    """Lower-case place name -> IANA zone (``new york`` -> ``America/New_York``)."""
    names: dict[str, str] = {}
    for key in sorted(zoneinfo.available_timezones()):
        area, _, place = key.rpartition("/")
        if not area or area in ("Etc", "SystemV", "US", "Brazil", "Canada", "Chile", "Mexico"):
            continue
        names.setdefault(place.replace("_", " ").lower(), key)
    names.update({"utc": "UTC", "kyiv": "Europe/Kyiv", "beijing": "Asia/Shanghai", "delhi": "Asia/Kolkata"})
    names.update({"mumbai": "Asia/Kolkata", "san francisco": "America/Los_Angeles", "washington": "America/New_York"})
    names.update({"boston": "America/New_York", "seattle": "America/Los_Angeles", "munich": "Europe/Berlin"})
    return names


@cache
def _zone_pattern() -> re.Pattern[str]:
    places = sorted(_zone_names(), key=len, reverse=True)
    return re.compile(r"\b(" + "|".join(re.escape(place) for place in places) + r")\b")


def mentioned_zones(text: str) -> list[str]:
    """The IANA zones whose place the text names, in order of mention (``Tokyo`` -> ``Asia/Tokyo``)."""
    zones = _zone_names()
    found = [zones[match] for match in _zone_pattern().findall(text.lower())]
    return list(dict.fromkeys(found))


def narrow_schema(schema: Mapping[str, Any], turn: Turn, tool_name: str) -> dict[str, Any]:
    """The argument schema with each IANA-zone parameter turned into an enum of mentioned zones.

    When the tool was called already in this turn, the zones it was asked for are left out of a
    ``current_time``-like single-zone tool, so a second call asks for the next place.
    """
    result = dict(schema)
    properties = schema.get("properties")
    if not isinstance(properties, Mapping):
        return result
    mentioned = mentioned_zones(turn.request)
    files = mentioned_files(turn.request)
    zone_params = [key for key, spec in properties.items() if _is_zone(spec)]
    asked = {str(step.arguments.get(key)) for step in turn.steps if step.name == tool_name for key in zone_params}
    times = mentioned_times(turn.request)
    narrowed: dict[str, Any] = {}
    for key, spec in properties.items():
        if key not in zone_params:
            path_like = key == "path" or key.endswith(("_path", "file"))
            if files and path_like and _is_string(spec):
                spec = {"type": "string", "enum": files}
            elif times and key == "time" and _is_string(spec):
                spec = {"type": "string", "enum": times}
            narrowed[key] = spec
            continue
        values = mentioned or sorted(zoneinfo.available_timezones())
        if len(zone_params) == 1:
            values = [value for value in values if value not in asked]
        elif len(mentioned) == len(zone_params):
            values = [_zones_in_role(turn.request, zone_params, mentioned)[key]]
        narrowed[key] = {"type": "string", "enum": values, "x-narrowed": bool(mentioned)}
    result["properties"] = narrowed
    if zone_params and mentioned:
        result["required"] = sorted({*(schema.get("required") or ()), *zone_params})
    return result


_FILE_NAME = re.compile(r"(?<![\w/.-])((?:[\w-]+/)*[\w-]+\.[A-Za-z][A-Za-z0-9]{1,7})(?![\w/-])")


def names_something(text: str) -> bool:
    """Whether the text names a file or a place (something a tool can look up)."""
    return bool(mentioned_files(text) or mentioned_zones(text))


def mentioned_files(text: str) -> list[str]:
    """File names the text mentions (``notes.txt``, ``site/index.html``), in order."""
    return list(dict.fromkeys(_FILE_NAME.findall(text)))


def _is_string(spec: object) -> bool:
    if not isinstance(spec, Mapping):
        return False
    return spec.get("type") == "string" or any(_is_string(option) for option in spec.get("anyOf") or ())


def _groundable(schema: Mapping[str, Any], request: str) -> bool:
    """Whether the request names enough values for the tool's required closed-domain parameters.

    More required zone parameters than places named (``convert_time`` for "the time in Tokyo"),
    or a required ``time`` when the request names no clock time, cannot be filled truthfully.
    """
    zones = len(mentioned_zones(request))
    if zones and _zone_params(schema) > zones:
        return False
    if mentioned_files(request) and _takes_a_directory(schema):
        return False  # a file the request names is not a folder to list
    return not (_needs_clock_time(schema) and not mentioned_times(request))


def _needs_clock_time(schema: Mapping[str, Any]) -> bool:
    properties = schema.get("properties")
    required = schema.get("required") or ()
    return isinstance(properties, Mapping) and _is_string(properties.get("time")) and "time" in required


def _takes_a_directory(schema: Mapping[str, Any]) -> bool:
    """Whether the tool's only path-like parameter is described as a directory."""
    properties = schema.get("properties")
    if not isinstance(properties, Mapping):
        return False
    paths = [spec for key, spec in properties.items() if key == "path" and isinstance(spec, Mapping)]
    return len(paths) == 1 and str(paths[0].get("description", "")).lower().startswith("directory")


def _zone_params(schema: Mapping[str, Any]) -> int:
    properties = schema.get("properties")
    required = set(schema.get("required") or ())
    if not isinstance(properties, Mapping):
        return 0
    return sum(1 for key, spec in properties.items() if key in required and _is_zone(spec))


_CLOCK = re.compile(
    r"(?<![\w:.])(\d{1,2}(?::\d\d)?\s*(?:[ap]\.m\.|[ap]m\b)|\d{1,2}:\d\d\b|noon\b|midnight\b)", re.IGNORECASE
)
_SOURCE_WORDS = ("source", "from", "origin", "src")


def _zones_in_role(request: str, zone_params: Sequence[str], zones: Sequence[str]) -> dict[str, str]:
    """Which mentioned zone goes to which zone parameter.

    The source of a conversion is the place the time is given in: the one after "from", else the
    one named nearest to the clock time ("15:00 in London", "3 pm London time"); the other zones
    follow in the order named. Parameters are told apart by their names (``source_timezone``,
    ``from_tz``); without such names the places are taken in the order named.
    """
    sources = [key for key in zone_params if any(word in key.lower() for word in _SOURCE_WORDS)]
    if len(sources) != 1 or len(zones) != len(zone_params):
        return dict(zip(zone_params, zones, strict=False))
    source = _source_zone(request, zones)
    rest = [zone for zone in zones if zone != source]
    others = [key for key in zone_params if key not in sources]
    return {sources[0]: source, **dict(zip(others, rest, strict=False))}


def _source_zone(request: str, zones: Sequence[str]) -> str:
    text = request.lower()
    places = {zone: [m for m in _zone_pattern().finditer(text) if _zone_names()[m.group(1)] == zone] for zone in zones}
    for zone, matches in places.items():
        if any(text[: m.start()].rstrip().endswith("from") for m in matches):
            return zone
    clock = _CLOCK.search(request)
    if clock is None:
        return zones[0]

    def distance(zone: str) -> int:
        return min(
            (max(m.start() - clock.end(), clock.start() - m.end(), 0) for m in places[zone]), default=len(text)
        )

    return min(zones, key=distance)


def mentioned_times(text: str) -> list[str]:
    """Clock times the text mentions (``14:00``, ``8:30``, ``6 pm``), in order."""
    return list(dict.fromkeys(match.strip() for match in _CLOCK.findall(text)))


def _is_zone(spec: object) -> bool:
    if not isinstance(spec, Mapping):
        return False
    if spec.get("format") == TIMEZONE_FORMAT:
        return True
    return any(_is_zone(option) for option in spec.get("anyOf") or ())


def strip_markers(schema: Any) -> Any:
    """The schema without the ``x-narrowed`` bookkeeping key."""
    if isinstance(schema, Mapping):
        return {key: strip_markers(value) for key, value in schema.items() if key != "x-narrowed"}
    if isinstance(schema, list):
        return [strip_markers(item) for item in schema]
    return schema


# -- the answer ------------------------------------------------------------------------------


def _result_text(result: str) -> str:
    try:
        value = orjson.loads(result)
    except orjson.JSONDecodeError:
        value = None
    if isinstance(value, Mapping):
        shown = {key: item for key, item in value.items() if key not in ("utc_offset", "abbreviation", "is_dst")}
        result = "; ".join(f"{key}: {_flat(item)}" for key, item in shown.items())
    result = " ".join(result.split())
    return result if len(result) <= MAX_RESULT_CHARS else result[:MAX_RESULT_CHARS] + " ..."


_KEPT = ("timezone", "datetime")


def _flat(value: Any) -> str:
    if isinstance(value, Mapping):
        # A nested moment keeps its zone and time only: fewer numbers to confuse a small model.
        kept = {key: value[key] for key in _KEPT if key in value} or value
        return "(" + ", ".join(f"{key} {_flat(item)}" for key, item in kept.items()) + ")"
    if isinstance(value, str) and re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d)?([+-]\d\d:\d\d)?", value):
        return f"{int(value[11:13])}:{value[14:16]} on {value[:10]}"  # a time easy to repeat: 5:07 on 2026-01-02
    return str(value)


_GLUE = [
    "it",
    "is",
    "was",
    "on",
    "in",
    "at",
    "the",
    "a",
    "an",
    "of",
    "and",
    "to",
    "from",
    "for",
    "file",
    "files",
    "says",
    "are",
    "plan",
    "wrote",
    "bytes",
    "contains",
    "now",
    "current",
    "there",
    "here",
    "with",
    "your",
    "you",
    "is:",
    "says:",
    "are:",
    "plan:",
    "which",
    "that",
    "as",
]


def failure_sentences(turn: Turn) -> list[str]:
    """One plain sentence per failed call: a denied call was not done, an error is an error.

    Nothing is taken out of an error's text but its first sentence, quoted as the error: an
    error message is never mined for values (the times, names or numbers it mentions).
    """
    sentences: list[str] = []
    for step in turn.failures():
        if step.error == "denied":
            reason = step.result.strip()[len(_DENIED) :].lstrip(":. ").strip()
            because = f" ({_first_sentence(reason)})" if reason else ""
            sentence = f"Not done: the call to {step.name} was denied{because}, so it did not run."
        else:
            sentence = f"The {step.name} tool failed: {_first_sentence(step.result)}"
        if sentence not in sentences:
            sentences.append(sentence)
    return sentences


def _first_sentence(text: str) -> str:
    line = text.strip().splitlines()[0] if text.strip() else "no reason given"
    if line[:6].lower() == "error:":
        line = line[6:].strip()
    match = re.match(r"(.+?[.!?])(\s|$)", line)
    sentence = (match.group(1) if match else line).strip()
    sentence = sentence if len(sentence) <= 200 else sentence[:197] + "..."
    return sentence if sentence.endswith((".", "!", "?", "...")) else sentence + "."


def answer_grammar(turn: Turn) -> str:
    """A GBNF grammar for a one-line answer made only of words from the request, the results and glue.

    A small model copies numbers from its worked examples as readily as from the result in front
    of it; allowing only words that are in front of it keeps every time, name and content it
    states grounded in what the tools returned.
    """
    text = " ".join([turn.request, *(_result_text(step.result) for step in turn.succeeded())])
    words = {word.strip(".,;:!?()[]\"'") for word in text.split()} | set(_GLUE)
    words |= {word.capitalize() for word in words if word.isalpha()}
    words.discard("")
    options = " | ".join(orjson.dumps(word).decode() for word in sorted(words))
    return f'root ::= " " w (" " w)* "\\n"\nw ::= ({options}) [.,:;!?]?\n'


def answer_prompt(turn: Turn) -> str:
    """The short, grounded prompt of the final answer: worked answers, then the request and its results.

    Only the request and the tool results of this turn are in it (no system text, no history).
    """
    lines = ["Answer each request in one sentence, stating what the tool returned."]
    done = turn.succeeded()
    steps = tuple(step for step in done if step.name not in PLAN_TOOLS) or done
    used = {step.name for step in steps}
    several = len(steps) > 1  # then the worked answers that state several results, where there are some
    examples = [example for example in _ANSWERS if example[1] in used]
    matching = [example for example in examples if (" | " in example[2]) == several]
    for request, _name, result, answer in matching or examples:
        lines.append(f"Request: {request}\nResult: {result}\nAnswer: {answer}")
    lines.append(f"Request: {turn.request}")
    lines.append("Result: " + " | ".join(_result_text(step.result) for step in steps))
    lines.append("Answer:")
    return "\n".join(lines)
