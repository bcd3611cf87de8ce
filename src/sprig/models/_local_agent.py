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

import dataclasses
import itertools
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import orjson

from sprig.messages import AssistantMessage, Message, ToolResponseMessage, UserMessage
from sprig.models import _local_frames as lf
from sprig.models import _local_places as lp
from sprig.models import _local_route as lr
from sprig.models import _local_values as lv
from sprig.models._local_codes import TRANSLATED_FROM, TRANSLATED_INTO
from sprig.models._local_courtesy import without_courtesy
from sprig.models._local_dates import date_time_form
from sprig.models._local_expressions import takes_an_expression, written_expression
from sprig.models._local_globs import kind_glob, names_files_to_glob, takes_a_glob
from sprig.models._local_intents import classified_queries
from sprig.models._local_searched import PLACE_OF_CONTENT_LEAD, asked_about, in_own_words, takes_a_quoted_search
from sprig.models._local_steps import takes_an_id_of_another_thing, things_identified, things_labelled
from sprig.models._local_zones import available_zones, country_of_many_zones, place_without_zone, zone_mentions
from sprig.toolkits.todo import DEFAULT_MAX_ITEMS
from sprig.tools.definition import ToolDefinition

__all__ = [
    "ANSWER",
    "DELEGATION_TOOLS",
    "TIMEZONE_FORMAT",
    "FirstStep",
    "PlannedCall",
    "Step",
    "Turn",
    "answer_grammar",
    "answer_prompt",
    "arguments_prompt",
    "choice_grammar",
    "closing_plan",
    "examples_of",
    "failure_sentences",
    "first_step",
    "mentioned_files",
    "mentioned_times",
    "mentioned_zones",
    "names_something",
    "narrow_schema",
    "next_candidates",
    "plan_answer",
    "planned_arguments",
    "previous_call",
    "routing_prompt",
    "search_call",
    "spans_for_free_text",
    "stated_answer",
    "supplies",
    "turn_of",
    "turn_without",
    "words_of_tool",
]

ANSWER = "answer"
TIMEZONE_FORMAT = "iana-timezone"
PLAN_TOOLS = frozenset({"todo_update"})
PLAN_TOOLS_ALL = frozenset({"todo_update", "todo_read"})
DELEGATION_TOOLS = frozenset({"task"})  # the planning agent's sub-agent tool: the embedded model leaves it
SEARCH_TOOL = "search_tools"
"""The tool search tool (``ToolSearchAdvisor``): searched once per turn, with the request."""
MAX_RESULT_CHARS = 600
MAX_REQUEST_CHARS = 2000  # what the decisions read of a request: bounded work, whatever is sent

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
    return Turn(_plainly_written(lr.one_line(request))[:MAX_REQUEST_CHARS], tuple(steps), searched)


# "pls", "plz": how people type "please" in a chat; read as the word itself, outside quoted text.
_PLEASE_SHORT = re.compile(r"\bpl[sz]\b", re.IGNORECASE)
_DOUBLE_QUOTED = re.compile(r'("[^"]*"|“[^”]*”)')
# "movies shown in Napa.I would like ...": a sentence typed with no space after its full stop
_JOINED_SENTENCES = re.compile(r"(?<=[a-z]{3})\.(?=[A-Z][a-z]*\s)")


def _plainly_written(request: str) -> str:
    """The request as meant, without the courtesy around it ("Hi! ... Thanks a lot!"), and outside double
    quotes (a text to send stays as given): "pls"/"plz" as
    "please", towns named by a byword by their names ("the big apple": New York), and a space after a
    full stop that ends a sentence ("in Napa.I would": "in Napa. I would")."""
    pieces = _DOUBLE_QUOTED.split(without_courtesy(request))
    return "".join(
        piece if n % 2 else lp.bywords_written_out(_JOINED_SENTENCES.sub(". ", _PLEASE_SHORT.sub("please", piece)))
        for n, piece in enumerate(pieces)
    )


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
    if tool is None or _every_zone_done(tool, turn):
        return None
    return [tool.name] if _open_values(tool, turn_without(turn, undone_parts(turn, tools))) else None


def _every_zone_done(tool: ToolDefinition, turn: Turn) -> bool:
    """Whether the tool's calls of this turn were given every zone the request asks about: "and in New
    York?" after a conversion to Tokyo is done with one conversion to New York, whatever zones a second
    call could still be narrowed to."""
    properties = tool.input_schema.get("properties")
    keys = [key for key, spec in properties.items() if _is_zone(spec)] if isinstance(properties, Mapping) else []
    asked = asked_zones(turn.request)
    used = {str(step.arguments.get(key)) for step in turn.steps if step.name == tool.name for key in keys}
    return bool(keys) and bool(asked) and set(asked) <= used


def turn_without(turn: Turn, parts: Sequence[str]) -> Turn:
    """The turn with these parts of its request left out (the parts no offered tool does: "What time is
    it in Tokyo and what is the weather in Paris?" beside time tools holds no place for another call)."""
    return Turn(without_parts(turn.request, parts), turn.steps, turn.searched) if parts else turn


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
    narrowed = narrow_schema(tool.schema_dict(), turn, tool.name, ground_values=False)
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


def mentioned_places(text: str) -> list[str]:
    """The places the text names that have a time zone, as written (``oslo``, ``New York``, ``EST``)."""
    return list(dict.fromkeys(mention.written for mention in zone_mentions(text)))


def mentioned_zones(text: str) -> list[str]:
    """The IANA zones whose city the text names, in order of mention (``Tokyo`` -> ``Asia/Tokyo``)."""
    return list(dict.fromkeys(mention.zone for mention in zone_mentions(text)))


def asked_zones(text: str) -> list[str]:
    """The zones the text asks about: of the cities it names, else of the countries of one zone and the
    US states it names (``the time in Japan`` -> ``Asia/Tokyo``)."""
    return list(dict.fromkeys(mention.zone for mention in zone_mentions(text, regions=True)))


def narrow_schema(
    schema: Mapping[str, Any], turn: Turn, tool_name: str, *, ground_values: bool = True, description: str = ""
) -> dict[str, Any]:
    """The argument schema narrowed to the values the request holds.

    Each IANA-zone parameter becomes an enum of the zones whose places the request names, a path
    one of the files it names, a ``time`` the clock times it names; with ``ground_values`` the
    other parameters are narrowed by :func:`sprig.models._local_values.ground` (numbers, enum
    values, strings copied from the request; optional parameters it says nothing about are left
    out). When the tool was called already in this turn, the zones it was asked for are left out
    of a ``current_time``-like single-zone tool, so a second call asks for the next place.
    """
    result = dict(schema)
    properties = schema.get("properties")
    if not isinstance(properties, Mapping):
        return result
    mentioned = asked_zones(turn.request)
    files = mentioned_files(turn.request)
    zone_params = [key for key, spec in properties.items() if _is_zone(spec)]
    asked = {str(step.arguments.get(key)) for step in turn.steps if step.name == tool_name for key in zone_params}
    times = mentioned_times(turn.request)
    narrowed: dict[str, Any] = {}
    special = set(zone_params)
    replaced = _replacement(properties, turn.request)
    globbed = takes_a_glob(properties, schema.get("required"), description)
    if globbed is not None and (pattern := kind_glob(turn.request)) is not None:
        replaced[globbed] = pattern  # "find all python files": the files of that kind
    lines = _line_range(properties, turn.request)
    pathed: list[str] = []  # the folders a path parameter took
    for key, spec in properties.items():
        if key not in zone_params:
            if key in replaced:
                special.add(key)
                spec = {"type": "string", "enum": [replaced[key]]}
            elif key in lines:
                special.add(key)
                spec = {"type": "integer", "enum": [lines[key]]}
            elif _is_path(key, spec):
                special.add(key)
                folders = [*mentioned_directories(turn.request), *named_folders(turn.request)]
                places = files or (folders if _describes_a_directory(key, spec) else [])
                if _names_a_folder(key):
                    places = folders  # "upload Tax Return 2025.pdf to the Finance folder": a file is no folder
                if not places and ground_values and key not in (schema.get("required") or ()):
                    continue  # no file named: an optional path is left to its default, never made up
                spec = {"type": "string", "enum": places} if places else spec
                pathed += places  # "the Finance folder": no other value, nor a file a path took
            elif times and key == "time" and _is_string(spec) and not _dated(spec, turn.request):
                special.add(key)
                spec = {"type": "string", "enum": _times_as_asked(turn.request, spec, times)}
            elif key == "time" and (said := _times_for(spec, turn.request)) and not _dated(spec, turn.request):
                special.add(key)  # "remind me to water the plants in 20 minutes" for "e.g. 'in 10 minutes'"
                spec = {"type": "string", "enum": said}
            narrowed[key] = spec
            continue
        if not mentioned and (unknown := place_without_zone(turn.request)) is not None:
            narrowed[key] = {"type": "string", "enum": [unknown], "x-narrowed": True}
            continue  # "the time on Mars": given as written, so the tool says it knows no such zone
        if not mentioned and ground_values and key not in (schema.get("required") or ()):
            continue  # no place named: an optional zone is left to its default, never picked at random
        values = mentioned or sorted(available_zones())
        if len(zone_params) == 1:
            values = [value for value in values if value not in asked]
        elif len(mentioned) == len(zone_params):
            values = [_zones_in_role(turn.request, zone_params, mentioned)[key]]
        narrowed[key] = {"type": "string", "enum": values, "x-narrowed": bool(mentioned)}
    required = [str(key) for key in schema.get("required") or ()]
    if ground_values:
        places = mentioned_places(turn.request) if zone_params else []
        # the files and folders a path took are no other value ("sprigtools.dev" is a file only to a file tool)
        taken = [*dict.fromkeys(pathed), *times, *places, *replaced.values()]
        grounded, _ = lv.ground(
            narrowed,
            required,
            turn.request,
            skip=sorted(special),
            skip_values=taken,
            description=description,
            vocabulary=lr.description_vocabulary(tool_name, description),
            tool_name=tool_name,
        )
        grounded = _as_the_asking_sentence_says(grounded, narrowed, required, turn.request, sorted(special), taken)
        narrowed = {key: spec for key, spec in grounded.items() if spec is not None}
    result["properties"] = narrowed
    if zone_params and mentioned:
        required = sorted({*required, *zone_params})
    stated = [key for key, spec in narrowed.items() if key not in required and lv.stated_value(spec)]
    if stated and ground_values:  # an optional value the request states is written, not dropped
        required = [*required, *stated]
    if "required" in schema or (zone_params and mentioned) or (stated and ground_values):
        result["required"] = [key for key in required if key in narrowed]
    return result


def _as_the_asking_sentence_says(
    grounded: dict[str, Any],
    free: Mapping[str, Any],
    required: Sequence[str],
    request: str,
    skip: Sequence[str],
    taken: Sequence[str],
) -> dict[str, Any]:
    """The grounded values, each text the sentence that asks names for a parameter over one only a sentence
    of context before it names ("My sister lives in Lyon. What's the weather like in Paris?": Paris; "I'm
    in Berlin, what's the time in Tokyo?": Tokyo), unless another parameter takes the asking sentence's
    value ("The meeting is in Berlin. Book a flight there from Paris": Paris is the origin)."""
    asking = _asking_sentence(request)
    if asking is None:
        return grounded
    own, _ = lv.ground(dict(free), required, asking, skip=skip, skip_values=taken)
    result = dict(grounded)
    for key, spec in grounded.items():
        whole, alone = _one_text(spec), _one_text(own.get(key))
        if whole is None or alone is None or _holds_as_words(alone.lower(), whole.lower()):
            continue  # the same value, or a part of it ("Le Guin" of "Ursula K. Le Guin")
        if _holds_as_words(whole.lower(), asking.lower()):
            continue
        others = [str(_one_text(other)).lower() for name, other in grounded.items() if name != key]
        if alone.lower() not in others and _holds_as_words(alone.lower(), asking.lower()):
            result[key] = own[key]
    return result


def _one_text(spec: object) -> str | None:
    """The one text a grounded parameter holds, else ``None``."""
    values = spec.get("enum") if isinstance(spec, Mapping) else None
    return values[0] if isinstance(values, list) and len(values) == 1 and isinstance(values[0], str) else None


# "I'm in Berlin, what's the time in Tokyo?": a statement, then a question after its comma.
_QUESTION_AFTER_A_COMMA = re.compile(
    r",\s+(?=(?:what|what's|whats|where|when|how|which|who|is|are|can|could|will)\b)", re.IGNORECASE
)


def _asking_sentence(request: str) -> str | None:
    """The last sentence of a request, when it asks something and every sentence before it only tells
    (context: "My sister lives in Lyon."); ``None`` for a request of one sentence or of several asks."""
    sentences = [part for part in lr.SENTENCE.split(request.strip()) if part.strip()]
    if len(sentences) == 1:
        sentences = [part for part in _QUESTION_AFTER_A_COMMA.split(request.strip(), maxsplit=1) if part.strip()]
    if len(sentences) < 2 or not lr.asks_for_something(sentences[-1]):
        return None
    if any(lr.asks_for_something(s) or s.rstrip().endswith("?") or not _ABOUT_ONESELF.match(s) for s in sentences[:-1]):
        return None
    return sentences[-1]


# A sentence of context tells where the one asking, or someone they know, is: "I'm in Berlin", "My sister lives in
# Lyon", "We are currently staying in Porto" (a place by its name: "I'm in the mood for ..." tells no place).
_ABOUT_ONESELF = re.compile(
    r"\s*(?i:i|we|he|she|they|(?:my|our|his|her|their)\s+[a-z]+)\s*(?i:'m|’m|'re|’re|am|are|is|was|were|live|lives|"
    r"lived|stay|stays|work|works)(?:\s+(?i:currently|now|still|staying|living|based|working))?\s+(?i:in|at|near)\s+"
    r"[A-Z][\w'-]*(?:[\s,]+[A-Z][\w'-]*){0,3}\W*$"
)


# "Replace 1 with 2 in main.py", "change 'teh' to 'the'": what is replaced, then what replaces it, up to
# where it is done ("in main.py") or the end of the request.
_REPLACE = re.compile(
    r"\b(?:replace|change|swap|substitute)\s+(?:all\s+|every\s+|each\s+)?(?P<old>'[^']+'|\"[^\"]+\"|.+?)"
    r"\s+(?:with|to|by|into)\s+(?P<new>'[^']+'|\"[^\"]+\"|.+?)"
    r"(?=\s+(?:in|inside|within|throughout)\s+\S+\s*[.?!]?\s*$|\s*[.?!]?\s*$)",
    re.IGNORECASE | re.DOTALL,
)
_OLD_WORDS = frozenset(("old", "find", "search", "original"))
_NEW_WORDS = frozenset(("new", "replacement", "replace"))


# "the first 3 lines", "the first line", "line 7" (not "lines 2 to 4": those are two numbers in order).
_FIRST_LINES = re.compile(r"\b(?:first|top|opening)\s+(?:(\d{1,6})\s+)?lines?\b", re.IGNORECASE)
_ONE_LINE = re.compile(
    r"\bline\s+(?:number\s+|no\.?\s*)?(\d{1,6})\b(?!\s*(?:to|-|–|through|and|,)\s*\d)", re.IGNORECASE
)
_LINE_ENDS = (frozenset({"start", "first", "from", "begin"}), frozenset({"end", "last", "to", "stop"}))


def _line_range(properties: Mapping[str, Any], request: str) -> dict[str, int]:
    """The first and last line a request asks of a text ("the first 3 lines": 1 and 3, "line 7": 7 and 7),
    by the tool's two line parameters (``start_line`` and ``end_line``); empty unless it has one of each
    and the request says such a range."""
    named = {str(key): set(lr.name_parts(str(key))) for key in properties}
    keys = [next((key for key, part in named.items() if ends & part and "line" in part), None) for ends in _LINE_ENDS]
    if keys[0] is None or keys[1] is None or keys[0] == keys[1]:
        return {}
    if first := _FIRST_LINES.search(request):
        return {keys[0]: 1, keys[1]: int(first.group(1) or 1)}
    if one := _ONE_LINE.search(request):
        return {keys[0]: int(one.group(1)), keys[1]: int(one.group(1))}
    return {}


def _replacement(properties: Mapping[str, Any], request: str) -> dict[str, str]:
    """The two texts of a replacement the request asks for ("Replace 1 with 2 in main.py"), by the string
    parameters a tool names for them (``old_string`` and ``new_string``, ``find`` and ``replace``); empty
    unless the tool has exactly one of each and the request says both."""
    strings = [key for key, spec in properties.items() if _is_string(spec)]
    olds = [key for key in strings if set(lr.name_parts(key)) & _OLD_WORDS]
    news = [key for key in strings if set(lr.name_parts(key)) & _NEW_WORDS and key not in olds]
    said = _REPLACE.search(request[:2000])
    if len(olds) != 1 or len(news) != 1 or said is None:
        return {}
    old, new = (text[1:-1] if text[:1] in "'\"" and text[-1:] == text[:1] else text for text in said.groups())
    return {olds[0]: old, news[0]: new} if old.strip() and new.strip() and old != new else {}


def spans_for_free_text(narrowed: Mapping[str, Any], schema: Mapping[str, Any], request: str) -> dict[str, Any]:
    """The narrowed schema with each required text still free held to spans of the request: a value
    the model writes is then the user's words, never one it makes up ("mydomain.com")."""
    properties = schema.get("properties") or {}
    fixed = dict(narrowed)
    fixed_properties = dict(fixed.get("properties") or {})
    for key in schema.get("required") or ():
        spec = fixed_properties.get(key)
        if not isinstance(spec, Mapping) or spec != properties.get(key) or lv.kind_of(spec) != "string":
            continue
        if not _is_path(key, spec) and not _is_zone(spec):
            spans = lv.string_candidates(request, key, spec)
            if spans:
                fixed_properties[key] = {"type": "string", "enum": spans, "x-spans": True}
    fixed["properties"] = fixed_properties
    return fixed


def _is_path(key: str, spec: object) -> bool:
    return (key == "path" or _names_a_folder(key) or _names_a_file(key)) and _is_string(spec)


def _names_a_file(key: str) -> bool:
    """Whether a parameter's name says it is a file (``file``, ``filename``, ``file_name``, ``fileName``)."""
    return key.endswith(("_path", "file", "filename")) or re.sub(r"[_-]", "", key).lower() in ("filename", "filepath")


def _names_a_folder(key: str) -> bool:
    """Whether a parameter's name says it is a folder (``folder``, ``target_dir``, ``directory``)."""
    return key in ("folder", "directory", "dir") or key.endswith(("_folder", "_directory", "_dir"))


def missing_values(tool: ToolDefinition, request: str) -> list[str]:
    """The required parameters of ``tool`` the request holds no value for (an address, a number, a file...).
    A plan's items are the model's own words, not values the request must hold."""
    if tool.name in PLAN_TOOLS_ALL:
        return []
    schema = tool.schema_dict()
    properties = schema.get("properties")
    if not isinstance(properties, Mapping):
        return []
    required = [str(key) for key in schema.get("required") or ()]
    special = [key for key, spec in properties.items() if _is_zone(spec) or (key == "time" and _is_string(spec))]
    missing = [key for key in required if key in properties and _is_path(key, properties[key])]
    if missing and mentioned_files(request):
        missing = []
    if mentioned_directories(request) or named_folders(request):  # "in the directory /foo/bar", "the docs folder"
        missing = [key for key in missing if not _describes_a_directory(key, properties[key])]
    special += [key for key in properties if _is_path(key, properties[key])]
    vocabulary = lr.description_vocabulary(tool.name, tool.description)  # "(roofers, locksmiths)": values
    _, lacking = lv.ground(
        properties,
        required,
        request,
        skip=special,
        description=tool.description,
        vocabulary=vocabulary,
        tool_name=tool.name,
    )
    return missing + lacking


# "notes.txt", "site/index.html", "./photo.jpg": a relative path keeps its "./" or "../", as written
_FILE_NAME = re.compile(
    r"(?<![\w/.@-])((?:\.{1,2}/)?(?:[\w-]{1,64}/){0,8}[\w-]{1,64}\.[A-Za-z][A-Za-z0-9]{1,7})(?![\w/-])"
)


# "/foo/bar", "~/projects/demo", "./data", "C:\\Users\\ana": a directory written as a path (not a URL's)
_DIRECTORY = re.compile(r"(?<![\w.:/\\])(?:~|\.{1,2})?(?:/[\w.-]+)+/?|\b[A-Za-z]:\\(?:[\w.-]+\\?)*")


def mentioned_directories(text: str) -> list[str]:
    """Directories the text writes as paths ("/foo/bar", "./data", "C:\\Users"), in order."""
    return list(dict.fromkeys(match.group(0).rstrip(".,;") for match in _DIRECTORY.finditer(text)))


# "the src folder", "the directory docs", "the files in src/": a folder named by a word of its own
_NAMED_FOLDER = re.compile(
    r"\b(?:the|my|this|that)\s+['\"`]?([\w.-]{1,64}/?)['\"`]?\s+(?:folder|directory|dir)\b"
    r"|\b(?:folder|directory|dir)\s+(?:called\s+|named\s+)?(?!(?:for|in|to|with|and|or|on|at|of|from|is)\b)"
    r"['\"`]?([\w.-]{1,64}/?)(?!\w)"
    r"|\bfiles\s+(?:in|under|inside)\s+(?:the\s+)?([\w.-]{1,64}/?)(?=\s*(?:folder\b|directory\b|[?.!]|$))",
    re.IGNORECASE,
)
_NO_FOLDER_NAME = frozenset(  # "the work folder" is the one sprig works in
    [
        "a",
        "an",
        "the",
        "my",
        "this",
        "that",
        "current",
        "root",
        "workspace",
        "project",
        "same",
        "other",
        "home",
        "it",
        "work",
        "working",
        "top",
        "base",
        "parent",
    ]
)


def named_folders(text: str) -> list[str]:
    """Folders the text names by a word of their own ("what's in the src folder" -> ``src``)."""
    found = (next(group for group in match.groups() if group) for match in _NAMED_FOLDER.finditer(text))
    return list(dict.fromkeys(name.rstrip("/") for name in found if name.lower().rstrip("/") not in _NO_FOLDER_NAME))


def _describes_a_directory(key: str, spec: object) -> bool:
    """Whether a path parameter's name or description speaks of a directory or a folder."""
    if not isinstance(spec, Mapping):
        return False
    return _names_a_folder(key) or re.search(r"director|folder", str(spec.get("description", "")), re.I) is not None


def names_something(text: str) -> bool:
    """Whether the text names a file or a place (something a tool can look up)."""
    return bool(mentioned_files(text) or mentioned_zones(text))


def mentioned_files(text: str) -> list[str]:
    """File names the text mentions (``notes.txt``, ``site/index.html``), in order; a name in capitals
    written with spaces keeps its capitalized words and numbers before ("open Q3 Budget Final.xlsx")."""
    found = []
    for match in _FILE_NAME.finditer(text):
        name = match.group(1)
        if "/" not in name and (name[:1].isupper() or name[:1].isdigit()):
            words = _NAME_WORDS_BEFORE.search(text[: match.start()])
            if words and words.group(1):
                name = words.group(1) + name
        found.append(name)
    return list(dict.fromkeys(found))


# The capitalized words and numbers a file name with spaces opens with ("Tax Return 2025.pdf"), not the
# word a sentence opens with ("Open Budget.xlsx") nor "I"
_NAME_WORDS_BEFORE = re.compile(r"(?<=[a-z,:;]\s)((?:(?!I\s)[A-Z0-9][\w&'-]*\s)+)$")


def _is_string(spec: object) -> bool:
    if not isinstance(spec, Mapping):
        return False
    return spec.get("type") == "string" or any(_is_string(option) for option in spec.get("anyOf") or ())


def _groundable(schema: Mapping[str, Any], request: str) -> bool:
    """Whether the request names enough values for the tool's required closed-domain parameters.

    More required zone parameters than places named (``convert_time`` for "the time in Tokyo"),
    or a required ``time`` when the request names no clock time, cannot be filled truthfully.
    """
    zones = len(asked_zones(request))
    if zones and _zone_params(schema) > zones:
        return False
    if mentioned_files(request) and _takes_a_directory(schema):
        return False  # a file the request names is not a folder to list
    if _takes_a_glob(schema) and not names_files_to_glob(request):
        return False  # "count the files in src" writes no glob and names no kind of file to glob
    return not (_needs_clock_time(schema) and not _times_for(schema["properties"]["time"], request))


# A moment said from now: "in 20 minutes", "in 2 hours", "in an hour"
_FROM_NOW = re.compile(
    r"\bin\s+(?:\d+|an?|one|two|three|four|five|ten|fifteen|twenty|thirty)\s+(?:min(?:ute)?s?|hours?|hrs?|days?)\b",
    re.I,
)


def _times_for(spec: object, request: str) -> list[str]:
    """The clock times the request names for a ``time`` parameter, and the moments it says from now ("in
    20 minutes") when the description's example is one ("e.g. 'in 10 minutes' or '5pm'")."""
    times = mentioned_times(request)
    if isinstance(spec, Mapping) and _FROM_NOW.search(str(spec.get("description", ""))):
        times += [match.group(0) for match in _FROM_NOW.finditer(request)]
    return times


def _dated(spec: Any, request: str) -> bool:
    """Whether a ``time`` parameter takes a date with its time in one value ("formatted as 'YYYY-MM-DD
    HH:MM:SS'") and the request writes a date: the date and time grounding gives it, not the clock time
    alone."""
    form = date_time_form(str(spec.get("description", ""))) if isinstance(spec, Mapping) else None
    return form is not None and bool(lv.dates(request))


def _times_as_asked(request: str, spec: Mapping[str, Any], times: list[str]) -> list[str]:
    """The clock times the request names for a ``time`` parameter, in 24 hours when its description asks
    for that ("6:45 pm" -> "18:45" for "24-hour HH:MM format"), else as written (also when it takes a
    time with "am" or "pm" too: "'15:00', '3:30 pm' or 'YYYY-MM-DD HH:MM'")."""
    description = str(spec.get("description", ""))
    twelve_hours = re.search(r"\d\s?[ap]\.?m\b", description, re.IGNORECASE) is not None
    if not lv.asks_24_hours(description) or twelve_hours:
        return times
    return lv.clock_times(request, description) or times


def _needs_clock_time(schema: Mapping[str, Any]) -> bool:
    properties = schema.get("properties")
    required = schema.get("required") or ()
    return isinstance(properties, Mapping) and _is_string(properties.get("time")) and "time" in required


def _takes_a_date(tool: ToolDefinition) -> bool:
    """Whether one of the tool's parameters is named for a date ("date", "start_date", "day")."""
    properties = tool.input_schema.get("properties")
    return isinstance(properties, Mapping) and any(
        {"date", "day"} & set(lv.name_words(str(key))) for key in properties
    )


def _writes_a_day(request: str) -> bool:
    """Whether the request writes a day of the calendar ("January 1, 2022", "2023-04-12"), not a relative one."""
    return any(lv.date_parts(str(date.value)) is not None for date in lv.dates(request))


def _takes_a_glob(schema: Mapping[str, Any]) -> bool:
    """Whether the tool finds files by a glob pattern it requires (``glob_files(pattern)``)."""
    properties = schema.get("properties")
    return isinstance(properties, Mapping) and takes_a_glob(properties, schema.get("required")) is not None


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
    mentions = zone_mentions(request)
    places = {zone: [m for m in mentions if m.zone == zone] for zone in zones}
    for zone, matches in places.items():
        if any(text[: m.start].rstrip().endswith("from") for m in matches):
            return zone
    clock = _CLOCK.search(request)
    if clock is None:
        return zones[0]

    def distance(zone: str) -> int:
        return min((max(m.start - clock.end(), clock.start() - m.end, 0) for m in places[zone]), default=len(text))

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
    """The schema without the bookkeeping keys ``x-narrowed`` and ``x-spans``."""
    if isinstance(schema, Mapping):
        return {key: strip_markers(value) for key, value in schema.items() if key not in ("x-narrowed", "x-spans")}
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


# -- the first step of a turn: decline, one call, several calls, or a follow-up ----------------------------


@dataclass(frozen=True, slots=True)
class PlannedCall:
    """A call decided before generation: the tool, the part of the request it serves, and the
    arguments it inherits (a follow-up repeats the previous call with what the new request names)."""

    tool: ToolDefinition
    request: str
    base: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class FirstStep:
    """How a turn starts: a reply without tools, calls decided already, or tools the model chooses from."""

    reply: str | None = None
    calls: tuple[PlannedCall, ...] = ()
    candidates: tuple[str, ...] = ()


# How many turns back a chain of follow-ups is read ("what about Rome", then "And in Lima?"): enough for
# a conversation's chains, and a bound on the work and the depth of the reading whatever its length.
_FOLLOW_UP_DEPTH = 4


def previous_call(
    messages: Sequence[Message], tools: Sequence[ToolDefinition], depth: int = _FOLLOW_UP_DEPTH
) -> PlannedCall | None:
    """The call the turn before the current one made (for follow-ups), as a call to repeat.

    From the saved tool rounds when the history has them; otherwise (a memory that keeps only
    requests and answers) the call the previous request decides, itself read as a follow-up of the
    turn before it ("what about Rome" after "How many people live in Toronto?", then "And in Lima?"),
    at most ``depth`` turns back.
    """
    last = max((n for n, m in enumerate(messages) if isinstance(m, UserMessage)), default=-1)
    if last <= 0:
        return None
    earlier = turn_of(messages[:last])
    done = [step for step in earlier.succeeded() if step.name not in PLAN_TOOLS]
    if done:
        tool = next((t for t in tools if t.name == done[-1].name), None)
        return PlannedCall(tool, earlier.request, done[-1].arguments) if tool is not None else None
    if not earlier.request or depth <= 0:
        return None
    decided = first_step(Turn(earlier.request), tools, previous_call(messages[:last], tools, depth - 1))
    if len(decided.calls) == 1:  # "and ETH?" after "price of BTC": the call it made, with ETH
        call = decided.calls[0]
        return PlannedCall(call.tool, call.request, stated_arguments(call, Turn(call.request)))
    if len(decided.candidates) == 1:
        tool = next(t for t in tools if t.name == decided.candidates[0])
        known = planned_arguments(PlannedCall(tool, earlier.request), Turn(earlier.request))
        return PlannedCall(tool, earlier.request, known) if known is not None else None
    if decided.reply is not None:  # a turn declined ("and tomorrow?") leaves the call before it to follow up
        return previous_call(messages[:last], tools, depth - 1)
    return None


# "and the other way round?", "now the reverse", "vice versa": the previous call with its direction turned.
_THE_OTHER_WAY = re.compile(
    r"^\W*(?:(?:and|now|ok|okay|so|what about|how about)\W+)*(?:do\s+)?(?:it\s+|that\s+)?(?:the\s+)?"
    r"(?:other\s+way\s+a?round|reverse(?:d)?|vice\s+versa|opposite(?:\s+(?:way|direction))?|other\s+direction)"
    r"(?:\s+(?:too|please|then))?\W*$",
    re.IGNORECASE,
)
_DIRECTION_WORDS = (frozenset(lv.SOURCE_KEYS), frozenset(lv.TARGET_KEYS))


def _the_other_way_round(previous: PlannedCall, request: str) -> PlannedCall | None:
    """The previous call with the values of its one pair of direction parameters swapped (``from_currency``
    and ``to_currency``, ``source_timezone`` and ``target_timezone``) when the request asks for the other
    way round; ``None`` when it does not, or the call has no such pair."""
    if not _THE_OTHER_WAY.match(request):
        return None
    sides = [_direction_keys(previous.base, words) for words in _DIRECTION_WORDS]
    shared = set(sides[0]) & set(sides[1])
    if len(shared) != 1:
        return None
    rest = shared.pop()
    first, second = sides[0][rest], sides[1][rest]
    base = {**previous.base, first: previous.base[second], second: previous.base[first]}
    return PlannedCall(previous.tool, request, base)


def _the_same_ahead(previous: PlannedCall, request: str, tools: Sequence[ToolDefinition]) -> PlannedCall | None:
    """The previous call's values given to the offered tool that looks ahead (:data:`_TIME_AHEAD`) when
    a short follow-up asks for a time ahead ("and tomorrow?" after the weather in Lisbon: the forecast for
    Lisbon); ``None`` when it asks none, or no such tool takes those values."""
    if len(request.split()) > 4 or not _TIME_AHEAD.search(request):
        return None
    for tool in tools:
        if tool is previous.tool or not _said_of(tool, _TIME_AHEAD):
            continue
        properties = tool.input_schema.get("properties")
        if not isinstance(properties, Mapping):
            continue
        base = {key: value for key, value in previous.base.items() if key in properties}
        if base and all(key in base for key in tool.input_schema.get("required") or ()):
            return PlannedCall(tool, request, base)
    return None


# "there", "in that city", "the same place"; or a short "and the time?" naming only what is asked next.
_BACK_THERE = re.compile(
    r"\b(?:there|that\s+(?:city|town|place|country)|the\s+same\s+(?:city|town|place))\b"
    r"|^\W*(?:and|what\s+about|how\s+about)\s+(?:the\s+)?[a-z]+(?:\s+[a-z]+)?\W*$",
    re.IGNORECASE,
)


def _where_the_call_before_was(
    request: str, tools: Sequence[ToolDefinition], scores: Mapping[str, float], previous: PlannedCall
) -> PlannedCall | None:
    """The one other tool the request names, given the place the call before was about when that is all
    it lacks ("restaurants in Lisbon", then "what's the weather there?" or "and the time?": the weather and
    the time in Lisbon); ``None`` when the request does not point back so, or no such tool is left."""
    if not _BACK_THERE.search(request):
        return None
    places = [value for key, value in previous.base.items() if lv.is_place_key(str(key)) and isinstance(value, str)]
    fitting = [tool for tool in tools if scores[tool.name] > 0 and tool is not previous.tool]
    if len(places) != 1 or len(fitting) != 1:
        return None
    tool = fitting[0]
    lacking = missing_values(tool, request)
    if len(lacking) != 1 or not lv.is_place_key(lacking[0]):
        return None
    return PlannedCall(tool, request, {lacking[0]: places[0]})


def _direction_keys(arguments: Mapping[str, Any], words: frozenset[str]) -> dict[str, str]:
    """The argument names holding one of the direction ``words``, by what they name besides it
    (``from_currency`` -> ``{"currency": "from_currency"}``)."""
    keyed: dict[str, str] = {}
    for key in arguments:
        parts = lr.name_parts(str(key))
        if words & set(parts):
            keyed[" ".join(part for part in parts if part not in words)] = str(key)
    return keyed


def _serves(tool: ToolDefinition, request: str) -> bool:
    """Whether the request holds a value for every required parameter the tool cannot do without."""
    return _groundable(tool.schema_dict(), request) and not missing_values(tool, request)


def supplies(tool: ToolDefinition, request: str) -> bool:
    """Whether the request names at least one value the tool takes (a place, a file, a number, a name...)."""
    return bool(_supplied(tool, request))


def _supplied(tool: ToolDefinition, request: str) -> dict[str, tuple[Any, bool]]:
    """The values the request names for the tool's parameters, each with whether it is a span guessed."""
    narrowed = narrow_schema(tool.schema_dict(), Turn(request), tool.name, description=tool.description)
    found = {}
    for key, spec in (narrowed.get("properties") or {}).items():
        original = (tool.input_schema.get("properties") or {}).get(key)
        if not isinstance(spec, Mapping) or spec == original or _several_spans(spec):
            continue
        guess = str((spec.get("enum") or [""])[0])
        if spec.get("x-spans") and len(request.split()) > 2 and not any(c.isupper() or c.isdigit() for c in guess):
            continue  # "Can you help me with this?": its only content word is no value it names (", silver" is)
        if (spec.get("enum") or "const" in spec) and spec.get("x-narrowed") is not False:
            found[key] = ((spec.get("enum") or [spec.get("const")])[0], bool(spec.get("x-spans")))
    return found


def _fills_its_form(tool: ToolDefinition, request: str) -> bool:
    """Whether a short request gives the tool two different values or more that are neither guessed spans
    nor its defaults, and all it requires ("wireless earbuds under $80, cheapest first": a top price and a
    sort order)."""
    if len(request.split()) > _FORM_WORDS or _CONTINUING.match(request) or _QUESTION.match(request):
        return False  # "... and to email Sara at 4pm": a part read in the place of the one before; a question
    properties = tool.input_schema.get("properties") or {}
    sure = [
        value
        for key, (value, guessed) in _supplied(tool, request).items()
        if not guessed and value != (properties.get(key) or {}).get("default")
    ]
    worded = any(isinstance(value, str) for value in sure)  # "Add 4 and 5": two numbers fill any calculator
    return len({str(value) for value in sure}) >= 2 and worded and _serves(tool, request)


def _with_a_value_of_its_form(
    scores: dict[str, float], request: str, tools: Sequence[ToolDefinition]
) -> dict[str, float]:
    """The scores of a whole request, with the one tool it names a value of (:func:`_names_a_value_of_its_form`)
    scored when no tool is: "I need a dentist in Fremont, CA". Only the whole request, never a part of it: a part
    naming a value of another tool ("including his contact details") is no second call."""
    if any(score > 0 for score in scores.values()):
        return scores
    formed = [tool for tool in tools if _names_a_value_of_its_form(tool, request)]
    if len(formed) == 1 and not lr.unasked_actions(formed[0], request):
        return {**scores, formed[0].name: 1.0}
    return scores


def _names_a_value_of_its_form(tool: ToolDefinition, request: str) -> bool:
    """Whether the request names, in the words of the tool's form, a value it fills, and gives it two values or
    more besides with all it requires: "a dentist in Fremont, CA" to a tool finding providers of a ``specialty``
    among 'Dentist', 'Optometrist', ... in a 'City, State' (the thing asked named by its kind, no word of the
    tool's name). The value alone is no request for it: "is a dentist a real doctor?" fills no city."""
    if _QUESTION.match(request):  # "What does a psychiatrist study at university?": about the kind, no search
        return False
    properties = tool.input_schema.get("properties") or {}
    written = {word.lower().removesuffix("s") for word in re.findall(r"[A-Za-z]{4,}", request)}
    if not written & _words_of_its_form(tool):
        return False  # nothing of its form is written: no need to read its values (it runs for every tool)
    supplied = _supplied(tool, request)
    if any(key not in supplied or supplied[key][1] for key in tool.input_schema.get("required") or ()):
        return False
    sure = {
        key: value
        for key, (value, guessed) in supplied.items()
        if not guessed and value != (properties.get(key) or {}).get("default")
    }
    if len({str(value) for value in sure.values()}) < 2 or not any(isinstance(v, str) for v in sure.values()):
        return False
    required = set(tool.input_schema.get("required") or ())
    named = set()
    for key, value in sure.items():
        spec = properties.get(key) or {}
        if key in required and isinstance(spec, Mapping) and spec.get("enum") and isinstance(value, str):
            named.add(value.lower())  # the option it requires, chosen ("just a regular type" is an option refined)
        named |= {part.lower() for part in lr.name_parts(key)} if value is True else set()  # "somewhere unisex"
    return bool(written & {word.removesuffix("s") for word in named}) and _serves(tool, request)  # no kin: "reserve"


def _words_of_its_form(tool: ToolDefinition) -> set[str]:
    """The words a request may name a value of a tool's form by (:func:`_names_a_value_of_its_form`): the
    options of its required enums, and the words of its parameters' names (a flag set by its name)."""
    properties = tool.input_schema.get("properties") or {}
    required = set(tool.input_schema.get("required") or ())
    words = {part.lower() for key in properties for part in lr.name_parts(key)}
    for key in required & set(properties):
        spec = properties[key]
        if isinstance(spec, Mapping):
            words |= {option.lower() for option in spec.get("enum") or () if isinstance(option, str)}
    return {word.removesuffix("s") for word in words}


_FORM_WORDS = 12  # a request filling a form without a verb is short
_CONTINUING = re.compile(r"\s*(?:to|and|or|then)\b")


def _several_spans(spec: Mapping[str, Any]) -> bool:
    """Spans of the request to choose from (a single one is the request's only content word: "Heat")."""
    return bool(spec.get("x-spans")) and len(spec.get("enum") or ()) != 1


def first_step(
    turn: Turn, tools: Sequence[ToolDefinition], previous: PlannedCall | None, choice: str = "auto"
) -> FirstStep:
    """Decide how a turn starts, by measurement (see :mod:`sprig.models._local_route`).

    Small talk gets a short reply; a request no offered tool fits is declined in one sentence
    naming what the tools can do; a request that asks for several calls ("in Oslo and in Rome")
    gets them all at once; a follow-up naming only a new value ("And in London?") repeats the
    previous call with it; otherwise the tools that fit are left for the model to choose from.
    """
    request = lr.spelled_as_the_tools(_with_the_list_last(turn.request), tools)
    if choice == "auto" and (reply := lr.small_talk(request, tools, tool_fits=True)) is not None:
        return FirstStep(reply=reply)
    if choice == "auto" and previous is None and (lr.only_states(request) or lr.brings_its_own_functions(request)):
        return FirstStep(reply=lr.decline_sentence(tools))
    words = {tool.name: words_of_tool(tool) for tool in tools}
    scores = _with_a_value_of_its_form(_scores(request, tools, words), request, tools)
    relevant = _beside_a_far_stronger_tool(
        [t for t in tools if scores[t.name] > 0 and _serves(t, request)], tools, scores, request
    )
    relevant = _unless_asked_about_a_kind(_readers_if_asked_whether(relevant, request), request)
    relevant = [tool for tool in relevant if not _does_the_opposite(tool, request)]
    relevant = [tool for tool in relevant if not (_asks_what_is(request) and _makes(tool))]
    if (helper := _help_on_a_tool(request, tools)) is not None:
        return FirstStep(candidates=(helper.name,))  # "how to use the list_files functionality": its help
    if framed := _framed_calls(request, tools, words):
        return FirstStep(calls=_with_shared_tails(framed))
    strongest = max((scores[t.name] for t in relevant), default=0.0)
    listing = [t for t in relevant if scores[t.name] >= strongest * _CLOSE_SCORE]  # not a far weaker lister's
    if not any(t.name in PLAN_TOOLS for t in relevant) and not any(_takes_a_list(t, request) for t in listing):
        several = _several_calls(request, tools, words)
        if several:
            return FirstStep(calls=_with_closing_option(request, _with_parallel_words(_with_shared_tails(several))))
    elif not any(t.name in PLAN_TOOLS for t in relevant) and (listed := _listed_calls(request, tools, words)):
        return FirstStep(calls=listed)
    if kind_glob(request) is not None and (finders := [t.name for t in tools if _takes_a_glob(t.input_schema)]):
        return FirstStep(candidates=tuple(finders[:1]))  # "find all python files": those, not every file
    if previous is not None and (carried := _done_to_the_same(request, tools, previous)) is not None:
        return FirstStep(calls=(carried,))  # "cancel it" after order A-1's status: cancel order A-1
    asked = lr.request_stems(request) - (words.get(previous.tool.name, set()) if previous is not None else set())
    named = [t for t in tools if scores[t.name] > 0 and lr.stems(t.name) & asked]  # "and times 2?": multiply's
    others_named = previous is not None and any(t.name != previous.tool.name for t in named)
    if not relevant and previous is not None and not _asks_its_own_question(request) and not others_named:
        tool = previous.tool
        if (again := _the_other_way_round(previous, request) or _the_same_ahead(previous, request, tools)) is not None:
            return FirstStep(calls=(again,))
        if supplies(tool, request):
            return FirstStep(calls=(PlannedCall(tool, request, previous.base),))
    carried = _where_the_call_before_was(request, tools, scores, previous) if not relevant and previous else None
    if carried is not None:
        return FirstStep(calls=(carried,))  # "restaurants in Lisbon", then "what's the weather there?"
    if not relevant:
        if choice == "auto" and (country := _country_of_many_zones_for(request, tools)) is not None:
            return FirstStep(reply=f"{country} has several time zones: which city in {country} do you mean?")
        if choice == "auto":
            greeting = lr.small_talk(request, tools, tool_fits=False)
            return FirstStep(reply=greeting or lr.decline_sentence(tools))
        servable = [t.name for t in tools if _groundable(t.schema_dict(), request)]
        return FirstStep(candidates=tuple(servable or [t.name for t in tools]))
    relevant = _identifying_what_is_named(relevant, request)
    top = max(scores[t.name] for t in relevant)
    close = [t for t in relevant if scores[t.name] >= top * _CLOSE_SCORE]
    close = _saving_if_an_entry(close, request)
    if listed_plan_items(request) and (writers := [t.name for t in close if t.name in PLAN_TOOLS]):
        return FirstStep(candidates=tuple(writers))  # "make a todo list: wash car, buy food" writes the plan
    asking = _without_what_happened_before(request)  # "Priya got a new phone. Please change ...": no new contact
    best = _of_the_present(_most_named(_fewest_unasked_actions(close, asking), asking), tools, request)
    best = _latest_or_past(best, tools, request)
    best = _of_whom_asked(best, tools, request)
    best = _taking_the_whole_list(best, tools, request)
    timed = [name for name in best if _needs_clock_time(next(t for t in tools if t.name == name).schema_dict())]
    if timed and mentioned_times(request):
        best = timed
    dated = [name for name in best if _takes_a_date(next(t for t in tools if t.name == name))]
    if dated and _writes_a_day(request):
        best = dated
    unstated = [unstated_options(t, request) for t in tools if t.name in best]
    if choice == "auto" and unstated and all(unstated):
        return FirstStep(reply=option_question(unstated[0]))
    return FirstStep(candidates=tuple(best))


# A request asking how an offered tool is used: "how to use the list_files functionality", "how does the deploy
# command work", "trouble understanding export".
_HOW_TO_USE = re.compile(
    r"\b(?:how\s+(?:to|do\s+i|can\s+i|should\s+i|would\s+i|do\s+you)\s+use|how\s+(?:does|do)\s+(?:the\s+)?[\w.-]+"
    r"(?:\s+(?:command|function|functionality|tool|feature|option))?\s+work|understand(?:ing)?\s+(?:how|the|what))\b",
    re.IGNORECASE,
)


def _help_on_a_tool(request: str, tools: Sequence[ToolDefinition]) -> ToolDefinition | None:
    """The one help tool (``help`` a word of its name, taking a required text) when a request asks how to use
    another offered tool it names by that tool's own name ("I'm having trouble understanding how to use the
    list_files functionality"): a question about the tool, for its help, not a call of it."""
    if not _HOW_TO_USE.search(request):
        return None
    helpers = [
        tool
        for tool in tools
        if "help" in lr.name_parts(tool.name)
        and any(
            isinstance(spec, Mapping) and spec.get("type") == "string"
            for key, spec in (tool.input_schema.get("properties") or {}).items()
            if key in (tool.input_schema.get("required") or ())
        )
    ]
    if len(helpers) != 1:
        return None
    written = {lr.compact_name(token) for token in re.findall(r"\w+(?:[._-]\w+)*", request)}
    named = [tool for tool in tools if tool is not helpers[0] and lr.compact_name(tool.name) in written]
    return helpers[0] if named else None


def _taking_the_whole_list(best: list[str], tools: Sequence[ToolDefinition], request: str) -> list[str]:
    """Of neighbours that fit alike, those taking the request's several values in one list, when others
    take only one of them: "prices for AAPL, MSFT and GOOG" is the batch tool's list of symbols, not the
    single quote's first symbol."""
    if len(best) < 2:
        return best
    whole = [name for name in best if _takes_a_list(next(t for t in tools if t.name == name), request)]
    return whole or best


def _identifying_what_is_named(tools: Sequence[ToolDefinition], request: str) -> list[ToolDefinition]:
    """The tools left once those are set aside that require an id of another thing than the one the request
    names an id of, when another tool takes an id of that thing: "Get order 7781 and track the parcel it went
    out in" gives an order's number, no tracking number; tracking waits for what the order tells."""
    named = things_labelled(request)
    identified = {tool.name: _ids_identifying(tool) for tool in tools}
    if not any(things & named for things, _ in identified.values()):
        return list(tools)
    return [tool for tool in tools if identified[tool.name][0] & named or not identified[tool.name][1]]


def _ids_identifying(tool: ToolDefinition) -> tuple[frozenset[str], frozenset[str]]:
    """What the tool's id parameters identify, and what its required ones do."""
    properties = _properties(tool)
    required = tool.input_schema.get("required") or ()
    return things_identified(properties, properties), things_identified(properties, required)


# "cancel it", "now refund that one", "delete this please": an action on what the turn before was about.
_ON_IT = re.compile(
    r"^\W*(?:(?:ok|okay|now|then|and|so|please)\W+)*(?P<verb>[a-z]+)\s+(?:it|that|this|that\s+one|this\s+one)"
    r"(?:\s+(?:too|please|then|now))?\W*$",
    re.IGNORECASE,
)


def _done_to_the_same(request: str, tools: Sequence[ToolDefinition], previous: PlannedCall) -> PlannedCall | None:
    """The one tool named for the action a request asks of "it" ("cancel it" after the status of order
    A-1: ``cancel_order``), called on what the previous call was about: each of its required parameters
    takes the previous call's value of the same name; ``None`` when any is missing there, or no tool or
    several are named for the action."""
    asked = _ON_IT.match(request)
    if asked is None:
        return None
    verb = lr.raw_stem(asked.group("verb").lower())
    named = [t for t in tools if t.name != previous.tool.name and _named_for(t, verb)]
    if len(named) != 1:
        return None
    tool = named[0]
    required = [str(key) for key in tool.input_schema.get("required") or ()]
    if not required or any(key not in previous.base for key in required):
        return None
    return PlannedCall(tool, request, {key: previous.base[key] for key in required})


def _named_for(tool: ToolDefinition, verb: str) -> bool:
    """Whether the tool's name opens on the verb (a raw stem: ``cancel_order`` for "cancel")."""
    return [lr.raw_stem(part) for part in lr.name_parts(tool.name)[:1]] == [verb]


# A request asking a time of day or a date: "what's the time in ...", "what time is it", "the date in ...".
_ASKS_A_TIME = re.compile(r"\b(?:time|clock|o'clock|date|hour|hours)\b", re.IGNORECASE)


def _country_of_many_zones_for(request: str, tools: Sequence[ToolDefinition]) -> str | None:
    """The country of many time zones a request asking a time names when a tool takes a zone ("what's the
    time in Brazil"): no one zone is its, so the user is asked for a city instead of being told no tool
    fits. A request that asks no time ("What is the capital of Australia?") names no zone to ask about."""
    if not _ASKS_A_TIME.search(request):
        return None
    for tool in tools:
        properties = tool.input_schema.get("properties")
        specs = properties.items() if isinstance(properties, Mapping) else ()
        if any(_is_zone(spec) or lv.takes_a_zone_identifier(str(key), spec) for key, spec in specs):
            return country_of_many_zones(request)
    return None


# A question of its own: a question word and what it asks ("Who wrote Hamlet?", "What is the capital
# of France?"), not a follow-up's "what about Rome", "how about Lima", "what if it's 5", "how many in Oslo".
# "what's it like in Rome", "how's Rome", "how is it in Lima" ask the previous question of a new value.
_OWN_QUESTION = re.compile(
    r"^\W*(?i:(?:and|so|ok|okay|now)\W+)?(?i:who|what|which|where|when|why|how)"
    r"(?!(?i:'s|\s+is|\s+was|\s+will\s+be)\s+(?:(?i:it|that|this|there)\b|[A-Z][\w-]*\s*\?))"
    r"(?i:'s\b|\s+(?!about\b|if\b|many\b|much\b)[a-z])"
)


def _asks_its_own_question(request: str) -> bool:
    """Whether the request asks a question of its own rather than naming a new value for the
    previous call: such a request is no follow-up, whatever value it names ("Who wrote Hamlet?"
    after the weather in Cairo asks nothing of the weather tool)."""
    return _OWN_QUESTION.search(request) is not None


def unstated_options(tool: ToolDefinition, request: str) -> dict[str, list[Any]]:
    """The options of the tool's required closed parameters (an enum with no default) that a request
    saying nothing but the tool's own words leaves open: "Start the vacuum" names no mode of a vacuum
    with modes 'auto', 'spot' and 'edge', and any of them would be a guess. Empty when the request says
    more than the tool's words, or names an option."""
    schema = tool.schema_dict()
    properties = schema.get("properties") or {}
    if not isinstance(properties, Mapping) or not lr.stems(request) <= lr.stems(
        " ".join([tool.name, tool.description, *map(str, properties)])
    ):
        return {}
    narrowed = narrow_schema(schema, Turn(request), tool.name, description=tool.description).get("properties") or {}
    unstated: dict[str, list[Any]] = {}
    for key in schema.get("required") or ():
        spec = properties.get(key)
        options = spec.get("enum") if isinstance(spec, Mapping) and "default" not in spec else None
        if isinstance(options, list) and len(options) > 1 and narrowed.get(key, spec) in (spec, {"enum": options}):
            unstated[str(key)] = options
    return unstated


def option_question(unstated: Mapping[str, Sequence[Any]]) -> str:
    """One short question naming the options of the first value left open: "Which mode: auto, spot or edge?"."""
    key, options = next(iter(unstated.items()))
    named = [str(option) for option in options]
    return f"Which {key.replace('_', ' ')}: {', '.join(named[:-1])} or {named[-1]}?"


# A list said before what is asked of each of its items: "For each of Denver, Boulder and Aspen, get the
# current weather", "For both django/django and pallets/flask, list the open issues".
_LIST_SAID_FIRST = re.compile(
    r"^\s*for\s+(?:each|every\s+one|all|both)(?:\s+of)?\s+(?:(?:these|the\s+following|the)\s+)?(.+),\s*(.+?)[.?!]*$",
    re.I | re.S,
)


def _with_the_list_last(request: str) -> str:
    """The request with a list it says first moved after what it asks of each item ("For each of
    Denver, Boulder and Aspen, get the current weather" is "get the current weather for Denver, Boulder
    and Aspen"); unchanged unless the list joins items and the rest opens on a verb."""
    found = _LIST_SAID_FIRST.match(request)
    if found is None or not lr.opens_with_a_verb(found.group(2)):
        return request
    listed, asked = found.groups()
    if not re.search(r",|\b(?:and|or)\b", listed):
        return request
    return f"{asked} for {listed}"


# A question whether something is so ("Are e-mail alerts on for ...?", "check whether ..."): it asks for a state
_WHETHER = re.compile(
    r"^\s*(?:(?:hey|hi|so|please|and|also)[\s,]+)*(?:(?:is|are|was|were|does|do|has|have)\s+"
    r"(?!(?:it|there)\s+(?:possible|a\s+way)\b)|(?:check|see|tell\s+me|find\s+out)\s+(?:whether|if)\b|whether\b)",
    re.IGNORECASE,
)
# Verbs of a tool that changes what it is about rather than reads it
_CHANGING = frozenset(
    ("update", "set", "change", "modify", "edit", "enable", "disable", "toggle", "turn", "configure", "patch", "put")
)


# A question, one sentence, that asks what is or was so: whether ("is 128 over 84 a healthy bp?"), who did a
# thing ("who approved PR 412?"), how many or why; not a polite command ("do you mind ...", "is it possible
# to ...", "do I need to ...").
_WHAT_IS = re.compile(
    r"^\s*(?:(?:hey|hi|so|and|also)[\s,]+)*(?:(?:is|are|was|were|does|do|did|has|have)\s+"
    r"(?!(?:it|there)\s+(?:possible|a\s+way)\b|you\b|(?:i|we)\s+(?:need|have|want)\s+to\b)"
    r"|who\b|how\s+(?:many|much|often)\b|why\b)[^.!?\n]*\?\s*$",
    re.IGNORECASE,
)
# Verbs of a tool that makes a new record of something (a ticket, an entry, a merge commit)
_MAKING = frozenset(("create", "add", "log", "record", "submit", "post", "raise", "merge", "insert", "register"))


def _asks_what_is(request: str) -> bool:
    """Whether the request is a question of what is or was so (:data:`_WHAT_IS`)."""
    return _WHAT_IS.match(request) is not None


def _makes(tool: ToolDefinition) -> bool:
    """Whether a tool makes a new record of something: its name opens or ends with a verb of :data:`_MAKING`,
    or its description opens with one ("Record a blood pressure reading", ``incident_create``). A question
    of what is or was so ("how many incidents did we close last week?") asks for none."""
    parts = lr.name_parts(tool.name)
    match = _LEADING_VERB.match(tool.description)
    opening = [match.group(1).lower()] if match else []  # "Records ...", not ``check_posts``
    return any(word in _MAKING for word in parts[:1] + parts[-1:]) or any(
        word in _MAKING or word.removesuffix("s") in _MAKING for word in opening
    )


def _readers_if_asked_whether(tools: list[ToolDefinition], request: str) -> list[ToolDefinition]:
    """The tools, without those that change what they are about (``update_alert_settings``) when the
    request asks whether something is so ("Are e-mail alerts turned on for user u-4821?") and a tool
    that reads it fits too: the question asks for the state, no change of it."""
    if not _WHETHER.match(request):
        return tools
    readers = [tool for tool in tools if not _changes(tool)]
    return readers or tools


# A question about a kind of thing in general, not a command: how or why things of a kind work ("How do
# robot vacuums find their way?", "Why does my air conditioner smell?"), whether one is good or worth
# buying ("Is a quiet robot vacuum worth it?", "Is reading in dim light bad?", "Should I buy a washer with
# a quick wash cycle?"), what one is ("What is a night light for?"). Not "How do I start the vacuum?".
_ABOUT_A_KIND = re.compile(
    r"^\s*(?:(?:how|why)\s+(?:do|does|did)\s+(?!(?:i|you|we)\b)"
    r"|(?:is|are)\s+(?:an?\s+|it\s+worth\b|[a-z]+ing\s)"
    r"|should\s+(?:i|we)\s+(?:buy|get|purchase)\b"
    r"|what(?:'s|\s+is|\s+are)\s+an?\s)",
    re.IGNORECASE,
)
# A question asking an explanation, not a reading: why something is so as a rule, not now ("why is it always
# windy in Chicago?", "why does it rain so much in Seattle?"), what a thing means or tells ("What does a stock's
# P/E ratio tell you?", "what does HTTP 418 mean?").
_WHY_AS_A_RULE = re.compile(
    r"^\s*(?:why\s+(?:is|are|does|do)\b[^?.!]*?\b(?:always|usually|generally|typically|so\s+(?:much|often))\b"
    r"|what\s+(?:does|do)\b[^?.!]*?\b(?:mean|tell\s+(?:you|me|us)|stand\s+for)\s*\??\s*$)",
    re.IGNORECASE,
)
# Verbs of a tool that operates a thing: it starts, stops or controls it, or sends it a command
_OPERATING = frozenset(("start", "stop", "control", "run", "operate", "launch", "pause", "resume", "send"))


def _unless_asked_about_a_kind(tools: list[ToolDefinition], request: str) -> list[ToolDefinition]:
    """The tools, without those that change or operate a thing (:func:`_acts`) when the request asks about
    a kind of thing in general (:data:`_ABOUT_A_KIND`): "How does an air conditioner work?" asks for
    knowledge, and a mode the tool lists ('AIR_CLEAN', 'quiet') that a word of the question happens to
    name is no command to set it. Nor does it ask what a tool needing no value reads of the asker's own
    ("How do online shopping carts remember items?" is no ``view_cart``), unless it says "my". A question
    asking an explanation (:data:`_WHY_AS_A_RULE`) is for a tool that takes a text, if any."""
    if _WHY_AS_A_RULE.search(request):  # "why is it always windy in Chicago?": an explanation, no reading
        return [tool for tool in tools if lr.takes_text(tool)]
    if not _ABOUT_A_KIND.search(request):
        return tools
    if _WHAT_A_KIND_IS.match(request) and "define" not in lr.request_stems(request):
        return [tool for tool in tools if lr.takes_text(tool) or "define" in lr.stems(tool.name)]
    if not _ASKERS_OWN.search(request):  # "how do online shopping carts remember items?": no reading of one's cart
        tools = [tool for tool in tools if tool.input_schema.get("required")]
    return [tool for tool in tools if not _acts(tool)]


# A question that asks only what a kind of thing is, with no value ("What is a Kubernetes namespace?"): a
# tool that takes a free text (a search, a question) may answer it, a tool that lists or reads things not.
_WHAT_A_KIND_IS = re.compile(r"\s*what(?:'s|\s+is)\s+an?\s+(?:[\w-]+\s+){0,2}[\w-]+\s*\??\s*$", re.IGNORECASE)


def _acts(tool: ToolDefinition) -> bool:
    """Whether a tool changes what it is about (:func:`_changes`) or operates it: its name or description
    opens with a verb of :data:`_OPERATING`, or its name ends with one ("washer_start", "Send a command to
    control an appliance"); a verb inside a name ("get_run_status") names what it reads."""
    parts = lr.name_parts(tool.name)
    words = [*parts[:1], *parts[-1:]]
    match = _LEADING_VERB.match(tool.description)
    if match:
        words.append(match.group(1).lower())
    return _changes(tool) or any(word in _OPERATING or word.removesuffix("s") in _OPERATING for word in words)


def _changes(tool: ToolDefinition) -> bool:
    """Whether a tool's name or description opens with a verb of change ("update", "Sets ...")."""
    words = lr.name_parts(tool.name)[:1]
    match = _LEADING_VERB.match(tool.description)
    if match:
        words.append(match.group(1).lower())
    return any(word in _CHANGING or word.removesuffix("s") in _CHANGING for word in words)


_CLOSE_SCORE = 0.67  # a tool scoring at least this share of the best one is close enough to choose from


def _beside_a_far_stronger_tool(
    served: list[ToolDefinition], tools: Sequence[ToolDefinition], scores: Mapping[str, float], request: str
) -> list[ToolDefinition]:
    """The served tools, or the tool the request is far more about when every served one scores below
    the close share of it (:data:`_CLOSE_SCORE`) and each required value its check missed is one a served
    tool found for a required parameter of the same name: "send $80 to Marco's account using my credit
    card" is for the tool that sends money, not for the one that requests money and merely takes the same
    receiver. A value no served tool found is not there (``BuyTickets`` without a count stays out). Only a
    choice between tools: with no served tool the request stays unanswered as before."""
    if not served:
        return served
    strongest = max(tools, key=lambda tool: scores[tool.name])
    if strongest in served or not _groundable(strongest.schema_dict(), request):
        return served
    if max(scores[tool.name] for tool in served) >= scores[strongest.name] * _CLOSE_SCORE:
        return served
    found = {str(key) for tool in served for key in tool.input_schema.get("required") or ()}
    return [strongest] if set(missing_values(strongest, request)) <= found else served


# Actions that undo each other: a tool named for one never serves a request that asks only the other.
_OPPOSITE_ACTIONS = (
    ("add", "delete"), ("add", "remove"), ("create", "delete"), ("enable", "disable"), ("start", "stop"),
    ("open", "close"), ("lock", "unlock"), ("install", "uninstall"), ("subscribe", "unsubscribe"),
    ("block", "unblock"), ("follow", "unfollow"), ("archive", "unarchive"), ("increase", "decrease"),
    ("create", "list"), ("create", "retrieve"), ("create", "fetch"),  # making one is no reading of those there are
)  # fmt: skip


def _does_the_opposite(tool: ToolDefinition, request: str) -> bool:
    """Whether the tool is named for the opposite of the one action of a pair the request asks ("Adds an
    ACL mapping" is no request for ``delete_mapping``)."""
    named = {lr.raw_stem(part) for part in lr.name_parts(tool.name)}
    said = {lr.raw_stem(word) for word in re.findall(r"[a-z]+", _without_quoted_values(request).lower())}
    switches = {  # ``lock(door, locked)``: a flag of the action does it both ways ("unlock the garage door")
        lr.raw_stem(part)
        for key, spec in _properties(tool).items()
        if isinstance(spec, Mapping) and spec.get("type") == "boolean"
        for part in lr.name_parts(str(key))
    }
    for one, other in _OPPOSITE_ACTIONS:
        for asked, undone in ((one, other), (other, one)):
            yes, no = lr.raw_stem(asked), lr.raw_stem(undone)
            if yes in said and no not in said and no in named and yes not in named and not {yes, no} & switches:
                return True
    return False


def _without_quoted_values(request: str) -> str:
    """The request without the values it quotes after its first word: a quoted value names no action
    of the request ("a note called 'Packing list'" asks for no listing)."""
    for value in reversed(lv.quoted(request)):
        if value.start > 0:
            request = request[: value.start] + request[value.end :]
    return request


def _saving_if_an_entry(tools: list[ToolDefinition], request: str) -> list[ToolDefinition]:
    """Of the tools that fit an entry under a label ("note: pick up the dry cleaning"), the ones whose
    names say they save or add one (``save_note``, not ``search_notes``); all of them when none does."""
    if not lr.is_labelled_entry(request):
        return tools
    return [tool for tool in tools if lr.saves_by_name(tool)] or tools


def _fewest_unasked_actions(tools: Sequence[ToolDefinition], request: str) -> list[ToolDefinition]:
    """The tools whose names hold the fewest verbs of an effect the request does not name
    (:func:`~sprig.models._local_route.unasked_actions`): of ``get_user`` and ``delete_user``, "Who is
    user u-2090?" asks the one that reads; of ``Music_3_PlayMedia`` and ``Music_3_LookupMusic``, "an album
    called Prequelle is fab" asks for no playing."""
    unasked = {tool.name: len(lr.unasked_actions(tool, request)) for tool in tools}
    fewest = min(unasked.values(), default=0)
    return [tool for tool in tools if unasked[tool.name] == fewest]


def _most_named(tools: Sequence[ToolDefinition], request: str) -> list[str]:
    """The names of the tools whose own words (:func:`~sprig.models._local_route.core_words`) the
    request names most ("open provider profile 7434": the one with "profile" in its name), or all of
    them when it names none; a unit after a number ("12 amperes") names no tool, a date written with its
    day ("February 15th 2022") names the day (``get_hosts_per_day`` over ``get_hosts_per_month``)."""
    named = lr.request_stems(_UNIT_AFTER_NUMBER.sub(" ", request))
    if _writes_a_day(request):
        named |= lr.stems("day")
    overlap = {tool.name: len(_own_words_named(tool, named)) for tool in tools}
    most = max(overlap.values(), default=0)
    best = [tool for tool in tools if overlap[tool.name] == most or not most]
    doing = [tool for tool in best if _leading_verb(tool) & named] or best
    return [tool.name for tool in _in_the_number_written(doing, request)]


# Words that look ahead in time: a tool about what is coming, a request about what will be ("is it going to
# snow", not "going to Paris" nor "going to the gym").
_TIME_AHEAD = re.compile(
    r"\b(?:forecast(?:s|ed|ing)?|upcoming|coming|future|ahead|next|tomorrow|later|will|predict(?:s|ed|ion|ions)?"
    r"|going\s+to\s+(?-i:(?!the\b|a\b|an\b|my\b|your\b)[a-z]+))\b",
    re.IGNORECASE,
)


def _said_of(tool: ToolDefinition, pattern: re.Pattern[str]) -> bool:
    """Whether a tool's name (in words) or description says what the pattern finds."""
    return pattern.search(" ".join([*lr.name_parts(tool.name), tool.description])) is not None


def _of_the_present(names: Sequence[str], tools: Sequence[ToolDefinition], request: str) -> list[str]:
    """Of tools that fit a request alike, the ones that look ahead (:data:`_TIME_AHEAD`) when the request
    does ("the weather in Oslo tomorrow" beside the weather on a past date asks the forecast), the ones
    that do not when it names no time ahead ("weather in Paris" beside a forecast for the coming days
    asks the weather now); all of them when every one of them is alike."""
    ahead = {t.name for t in tools if t.name in names and _said_of(t, _TIME_AHEAD)}
    wanted = [name for name in names if (name in ahead) == bool(_TIME_AHEAD.search(request))]
    return wanted or list(names)


# A tool that reads what was over a span of past time ("historical readings within a specified timespan",
# ``get_history``), and one that reads only the latest state ("the most recent reading", ``get_latest``).
_LOOKS_BACK = re.compile(r"\b(?:histor(?:y|ies|ical)|past|timespan|time\s+span)\b", re.IGNORECASE)
_LATEST_ONLY = re.compile(r"\b(?:latest|most\s+recent|current)\b", re.IGNORECASE)
# A request asking over past time ("over the past 6 hours", "since Monday", "from 10am to now", "the history of"),
# and one asking the present state ("right now", "at the moment", "currently").
_ASKS_BACK = re.compile(
    r"\b(?:past|last\s+(?:\d+\s+|few\s+|two\s+|three\s+)?(?:minutes?|hours?|days?|weeks?|months?|years?)|"
    r"histor(?:y|ies|ical)|trend|ago|yesterday|since|from\s+\S+(?:\s+\S+)?\s+to\s+now|over\s+time)\b",
    re.IGNORECASE,
)
_ASKS_NOW = re.compile(r"\b(?:now|at\s+the\s+moment|currently|current|latest|most\s+recent|presently)\b", re.I)


def _latest_or_past(names: Sequence[str], tools: Sequence[ToolDefinition], request: str) -> list[str]:
    """Of tools that fit a request alike, some reading a span of past time and some only the latest state,
    those reading the past when the request asks over past time ("electricity over the past 6 hours"), those
    reading the latest when it asks only the present ("what are the meters showing at the moment")."""
    fitting = [t for t in tools if t.name in names]
    back = {t.name for t in fitting if _said_of(t, _LOOKS_BACK)}
    latest = {t.name for t in fitting if t.name not in back and _said_of(t, _LATEST_ONLY)}
    if not back or not latest:
        return list(names)
    if _ASKS_BACK.search(request):
        return [name for name in names if name in back]
    if _ASKS_NOW.search(request):
        return [name for name in names if name in latest]
    return list(names)


# Words of a tool's name or description that scope it to the one who asks ("get_my_profile", "the signed-in
# user's own profile"), and those that name whose thing it is without saying (``get_user_profile``).
_OWN_SCOPE = frozenset(("my", "me", "mine", "self", "own"))
_OWN_DESCRIBED = re.compile(
    r"\b(?:own|signed[- ]in|logged[- ]in|authenticated|current(?:ly)?\s+(?:signed|logged)[- ]in)\b", re.IGNORECASE
)
_WHOSE = _OWN_SCOPE | {"user", "users", "member", "members", "person", "people", "other", "another", "public"}
# A thing named as someone else's: "marta_k's profile", "@marta_k" (not "it's", "today's", "what's").
_ANOTHERS = re.compile(
    r"(?<![\w'@])(?!(?:it|that|what|who|there|here|he|she|let|where|how|when|why|today|tomorrow|yesterday|"
    r"everyone|everybody|someone|somebody|one|this|year|week|month|night|morning)'s\b)[A-Za-z][\w.-]*'s\b|(?<![\w.])@[A-Za-z]\w+",
    re.IGNORECASE,
)
_ASKERS_OWN = re.compile(r"\b(?:my|mine|myself)\b", re.IGNORECASE)


def _own_scoped(tool: ToolDefinition) -> bool:
    """Whether a tool is about the one who asks only: its name says so ("get_my_profile") or its
    description does ("Get the signed-in user's own profile.")."""
    parts = {part.lower() for part in lr.name_parts(tool.name)}
    return bool(parts & _OWN_SCOPE) or bool(_OWN_DESCRIBED.search(tool.description))


def _of_whom_asked(names: Sequence[str], tools: Sequence[ToolDefinition], request: str) -> list[str]:
    """Of tools that do the same to the same thing for different people (``get_my_profile`` and
    ``get_user_profile``: the same name but for the words saying whose), the ones for another when the
    request names the thing as another's ("pull up marta_k's profile"), and the ones for the asker when
    it names the thing as the asker's alone ("show my profile"); all of them otherwise."""
    fitting = [t for t in tools if t.name in names]
    own = {t.name for t in fitting if _own_scoped(t)}
    if not own or len(own) == len(fitting):
        return list(names)

    def thing(tool: ToolDefinition) -> frozenset[str]:
        return frozenset(lr.raw_stem(part.lower()) for part in lr.name_parts(tool.name) if part.lower() not in _WHOSE)

    mine = {thing(t) for t in fitting if t.name in own}
    theirs = {t.name for t in fitting if t.name not in own and thing(t) in mine}
    if not theirs:
        return list(names)
    if _ANOTHERS.search(request) and not _ASKERS_OWN.search(request):
        return [name for name in names if name not in own]
    if _ASKERS_OWN.search(request) and not _ANOTHERS.search(request):
        return [name for name in names if name not in theirs]
    return list(names)


def _in_the_number_written(tools: Sequence[ToolDefinition], request: str) -> list[ToolDefinition]:
    """Of tools named for one thing and for many of it (``get_maintenance_config`` and
    ``get_maintenance_configs``), the ones whose name ends on the noun as the request writes it ("the
    maintenance config", "all the configs"); all of them when the request writes neither."""
    written = set(re.findall(r"[a-z][a-z0-9]*", request.lower()))
    heads = {tool.name: _name_head(tool) for tool in tools}
    counted = [tool for tool in tools if heads[tool.name] in written and _in_another_number(heads[tool.name], heads)]
    return counted or list(tools)


def _in_another_number(head: str, heads: Mapping[str, str]) -> bool:
    """Whether another of the heads is the same noun in the other number ("config" and "configs")."""
    return any(other != head and lr.raw_stem(other) == lr.raw_stem(head) for other in heads.values())


def _name_head(tool: ToolDefinition) -> str:
    """The last word of a tool's name as written, lower case ("configs" of ``get_maintenance_configs``)."""
    words = lr.name_parts(tool.name)
    return words[-1] if words else ""


_LEADING_VERB = re.compile(r"\s*(?:this\s+(?:function|tool|endpoint|method|api)\s+)?([A-Za-z]+)\b", re.I)


def _leading_verb(tool: ToolDefinition) -> set[str]:
    """The stem of the verb a tool's description opens with ("Retrieves a list of songs ...", "This function
    plays ..."): of two tools about the same things, "retrieve a list of songs" asks the one that retrieves."""
    match = _LEADING_VERB.match(tool.description)
    if match is None or _opens_on_its_name(tool, match.group(1)):
        return set()
    return lr.stems(match.group(1))


def _opens_on_its_name(tool: ToolDefinition, first: str) -> bool:
    """Whether a description opens on the noun its tool is named for, not on a verb: "Weather forecast
    for the coming days" of ``weather_forecast`` and "Air quality index ..." of ``get_air_quality`` write
    two words of the name in its order, "Weather forecast for a city" of ``get_forecast`` the name's last
    noun after a word qualifying it; the first is no verb a request asks with ("Search users by name" of
    ``search_users`` still opens on its verb)."""
    if lr.raw_stem(first.lower()) in lr.request_verb_stems():
        return False
    opening = [lr.raw_stem(word) for word in re.findall(r"[a-z]+", tool.description.lower())[:2]]
    parts = [lr.raw_stem(part) for part in lr.name_parts(tool.name)]
    if len(opening) != 2 or not parts:
        return False
    return opening[1] == parts[-1] or any(parts[i : i + 2] == opening for i in range(len(parts) - 1))


_UNIT_AFTER_NUMBER = re.compile(r"\d[\d.,]*\s*[A-Za-z]+")


def _own_words_named(tool: ToolDefinition, named: set[str]) -> set[str]:
    """The tool's own words (:func:`~sprig.models._local_route.core_words`) among the stems a text names,
    or another form of one (:func:`~sprig.models._local_route.kin_words`): "the intersection points" name
    ``functions_intersect``."""
    core = lr.core_words(tool, examples_of(tool))
    return core & named | lr.kin_words(named, core)


def _takes_a_list(tool: ToolDefinition, request: str) -> bool:
    """Whether the tool takes the request's several values in one list ("the average of 3, 8 and 10")."""
    narrowed = narrow_schema(tool.schema_dict(), Turn(request), tool.name, description=tool.description)
    return any(
        isinstance(spec, Mapping) and isinstance(spec.get("const"), list) and len(spec["const"]) > 1
        for spec in (narrowed.get("properties") or {}).values()
    )


def words_of_tool(tool: ToolDefinition) -> set[str]:
    """The stems of a tool's own words (:func:`~sprig.models._local_route.tool_words`)."""
    return lr.tool_words(tool, examples_of(tool))


def some_tool_fits(request: str, tools: Sequence[ToolDefinition]) -> bool:
    """Whether an offered tool scores on the request's own words (before any gloss of another language)."""
    words = {tool.name: words_of_tool(tool) for tool in tools}
    return any(score > 0 for score in _scores(request, tools, words).values())


def _scores(request: str, tools: Sequence[ToolDefinition], words: Mapping[str, set[str]]) -> dict[str, float]:
    core = {tool.name: lr.core_words(tool, examples_of(tool)) for tool in tools}
    scores = lr.relevance(request, tools, words, core)
    ask = lr.ask_of(request)
    not_now = _asks_another_moment(request) or bool(mentioned_times(request)) or _writes_a_day(request)  # not now
    arithmetic = lr.writes_arithmetic(request)
    evaluators = {tool.name for tool in tools if _evaluates(tool)}
    expression = written_expression(request) if evaluators else None
    arithmetic = arithmetic or expression is not None  # "1234 plus 5678" beside a calculator is no item to add
    for tool in tools:  # shared words are not enough: the tool must do what is asked, about what is asked
        if scores[tool.name] <= 0 or (tool.name in PLAN_TOOLS and listed_plan_items(request)):
            continue  # "Add buy flour to my plan": what is asked is the plan's item
        fits = lr.fits_ask(ask, words[tool.name], lr.takes_text(tool), lr.raw_words(tool))
        fits = fits or lr.opens_on_its_name_verb(tool, request)  # "define ephemeral" to define_word
        fits = fits or lr.opens_on_its_verb_and_value(tool, request)  # "install numpy" to install_package
        fits = fits or lr.opens_on_its_phrasal_name(tool, request)  # "turn on the porch light" to turn_on
        fits = fits or lr.opens_on_searching_the_web(tool, request)  # "search flight prices ..." to web_search
        fits = fits or (tool.name == "read_file" and _counts_what_a_file_holds(request))  # "how many words in a.md"
        if fits and lr.fits_only_as_described(ask, words[tool.name], lr.takes_text(tool), lr.raw_words(tool)):
            fits = not _another_tool_takes_more(tool, tools, request)
        if (
            not fits
            or lr.names_another_kind(ask, request, tool, words[tool.name])
            or lr.asks_for_the_input(ask, request, tool)
            or (not_now and _tells_only_now(tool))
            or (arithmetic and not _takes_a_number(tool))
        ):
            scores[tool.name] = 0.0
    asked = lr.request_stems(request)
    for tool in tools:  # "book me bus tickets for four on april 23", no time for the buyer: the finder of its family
        if asked & words[tool.name] and _finds_what_cannot_be_got_yet(tool, tools, ask, words, request):
            scores[tool.name] = max(scores[tool.name], lr.relevance(request, [tool], words)[tool.name], 1.0)
    coded = _doing_what_is_asked(
        [tool for tool in tools if lv.writes_an_example_form(tool.input_schema, request)], ask, words, request
    )
    if len(coded) == 1 and _does_what_is_asked(coded[0], ask, words) and not _unasked_beyond(coded[0], ask, request):
        scores[coded[0].name] = max(scores[coded[0].name], 1.0)  # "is LH401 on time?": the one tool of its code
    searchers = [t for t in tools if takes_a_quoted_search(t.input_schema.get("properties") or {}, request)]
    plain = all(a.action is None and a.operation is None for a in ask)  # no verb: "earbuds under $80, cheapest first"
    filled = [tool for tool in tools if _fills_its_form(tool, request)] if plain else []  # narrowing each: only then
    fitting = {name for name, score in scores.items() if score > 0}  # "hotels in Rome ...": no flight's form
    if len(filled) == 1 and not lr.unasked_actions(filled[0], request) and fitting <= {filled[0].name}:
        scores[filled[0].name] = max(scores[filled[0].name], 1.0)  # "wireless earbuds under $80, cheapest first"
    if _WHO_IS.match(request) or _FULL_NAME.search(request):  # "who is Priya Natarajan?", "Tom Baker's team"
        for tool in [tool for tool in tools if _looks_up_a_person_asked(tool, words[tool.name], request)][:1]:
            scores[tool.name] = max(scores[tool.name], 1.0)
    if method := _HTTP_CALL.match(request):  # "GET https://api.example.org/users": the tool sending a GET
        for tool in tools:
            named = {part.lower() for part in lr.name_parts(tool.name)}
            if method.group(1).lower() in named or re.search(rf"\b{method.group(1)}\b", tool.description, re.I):
                scores[tool.name] = max(scores[tool.name], 1.0)
    for tool in tools if _ASKS_TO_CLASSIFY.search(request) else ():  # "classify these sentences: ...": the
        if classified_queries(request, _properties(tool), tool.description):  # tool recording queries by intent
            scores[tool.name] = max(scores[tool.name], 1.0)
    told = [tool for tool in tools if lv.tells_an_address(tool.input_schema, request)]
    if len(told) == 1:
        scores[told[0].name] = max(scores[told[0].name], 1.0)  # "tell ana@corp.com the build is green": the mailer
    for tool in tools:  # "... using the web search tool", "Hey bunny, how are you" to a chat: this tool
        if _asked_for_by_its_own_words(tool, request) or searchers == [tool]:  # "search for 'Baby Shark'"
            scores[tool.name] = max(scores[tool.name], 1.0)
            if searchers == [tool]:  # the quote's words ("cheap flights to Lisbon") are what is searched, no ask
                scores.update({other.name: 0.0 for other in tools if other is not tool})
        elif tool.name in evaluators and expression is not None:
            scores[tool.name] = max(scores[tool.name], 1.0)  # "what's (17 + 4) * 3?" to a calculator
    if not any(score > 0 for score in scores.values()) and asked_about(request) is not None:
        for tool in tools:  # "who was Ada Lovelace?" to a web search, when no other tool fits
            if _searches_the_world(tool):
                scores[tool.name] = 1.0
    if "plan" not in lr.request_stems(request):  # the plan is bookkeeping: only a request that asks for one gets it
        for name in PLAN_TOOLS_ALL & set(scores):
            scores[name] = 0.0
    if lv.written_command(request) or lv.programs_run(request):  # "using docker ps": for a tool that runs one
        for tool in tools:
            properties = tool.input_schema.get("properties")
            required = tool.input_schema.get("required") or ()
            if isinstance(properties, Mapping) and any(lv.is_command(key) for key in required if key in properties):
                scores[tool.name] = max(scores[tool.name], 1.0)
    if mentioned_files(request):  # a file named is a strong sign for the tools that take one
        for tool in tools:
            properties = tool.input_schema.get("properties")
            if isinstance(properties, Mapping) and any(_is_path(k, v) for k, v in properties.items()):
                scores[tool.name] += 0.5 if scores[tool.name] > 0 else 0.0
    return scores


# The verbs of a tool's name that find things, and the actions of getting what is found.
_FINDING = frozenset({"find", "search", "lookup"})
_GETTING = frozenset({"buy", "purchase", "order", "book", "reserve", "rent"})


def _finds_what_cannot_be_got_yet(
    tool: ToolDefinition,
    tools: Sequence[ToolDefinition],
    ask: Sequence[lr.Ask],
    words: Mapping[str, set[str]],
    request: str,
) -> bool:
    """Whether the tool finds what the request asks to get (book, buy, reserve) from another offered tool of
    its family (a word of both names beside their verbs: ``Buses_3_FindBus`` and ``Buses_3_BuyBusTicket``)
    that does that action on the thing asked but lacks a required value the request does not give ("book me
    bus tickets for four on april 23" names no departure time): the search comes first."""
    parts = {lr.raw_stem(part) for part in lr.name_parts(tool.name)}
    if not parts & _FINDING:
        return False
    family = {part for part in parts - _FINDING if len(part) >= 3}
    for asked in ask:
        if asked.action is None or lr.raw_stem(asked.action) not in _GETTING:
            continue
        for other in tools:
            others = {lr.raw_stem(part) for part in lr.name_parts(other.name)}
            if other is tool or others & _FINDING or not family & others:
                continue
            if lr.fits_ask((asked,), words[other.name], lr.takes_text(other), lr.raw_words(other)) and missing_values(
                other, request
            ):
                return True
    return False


# What a search of the world searches: the web, the internet, an encyclopedia.
_THE_WORLD = lr.THE_WEB | {"wikipedia", "encyclopedia", "google", "bing", "duckduckgo"}


def _searches_the_world(tool: ToolDefinition) -> bool:
    """Whether a tool searches the web or an encyclopedia by one text it requires: any question about the
    world is for it ("Search Wikipedia and return the first paragraph.")."""
    said = {word.lower() for word in re.findall(r"[A-Za-z]+", f"{tool.name.replace('_', ' ')} {tool.description}")}
    said |= set(lr.name_parts(tool.name))
    required = tool.input_schema.get("required") or ()
    properties = tool.input_schema.get("properties")
    strings = [key for key in required if isinstance(properties, Mapping) and _is_string(properties.get(key))]
    searches = "search" in lr.stems(f"{tool.name} {tool.description}") or bool(said & {"wikipedia", "encyclopedia"})
    return searches and bool(said & _THE_WORLD) and len(required) == 1 and len(strings) == 1


# The verbs a tool's name opens with when it only reads what it is about.
_READING = frozenset(("get", "fetch", "retrieve", "read", "show", "view", "lookup", "describe", "check", "display"))


def _doing_what_is_asked(
    tools: list[ToolDefinition], ask: Sequence[lr.Ask], words: Mapping[str, set[str]], request: str
) -> list[ToolDefinition]:
    """Of several tools taking a value of the form the request writes, those that do what is asked and
    name no other effect ("take SKU-4471 out of my basket": ``remove_from_cart``, not ``add_to_cart``); of
    those, when the request names no action, the ones whose names read ("What was TX-55102 for?":
    ``get_transaction``, not ``dispute_transaction``). All of them when that leaves none."""
    if len(tools) < 2:
        return tools
    doing = [t for t in tools if _does_what_is_asked(t, ask, words) and not _unasked_beyond(t, ask, request)]
    if len(doing) > 1 and all(a.action is None for a in ask):
        doing = [t for t in doing if lr.name_parts(t.name)[0].lower() in _READING] or doing
    return doing or tools


def _unasked_beyond(tool: ToolDefinition, ask: Sequence[lr.Ask], request: str) -> set[str]:
    """The verbs of an effect a tool's name holds that the request names neither in words nor as what it
    asks ("take IT-8812 out of my cart" asks a removal without the word)."""
    return lr.unasked_actions(tool, request) - {a.action for a in ask if a.action is not None}


def _does_what_is_asked(tool: ToolDefinition, ask: Sequence[lr.Ask], words: Mapping[str, set[str]]) -> bool:
    """Whether the request names no action, or one the tool does ("move T-7 to done" to ``update_task_status``)."""
    if all(a.action is None for a in ask):
        return True
    return lr.fits_ask(ask, words[tool.name], lr.takes_text(tool), lr.raw_words(tool))


# "who is Priya Natarajan?", "Who's Ada Park": a person named in full, asked about.
_WHO_IS = re.compile(r"^\W*(?i:who)(?:'s|\s+is)\s+[A-Z][a-z]+(?:\s+[A-Z][\w'-]+)+\s*\??\s*$")
_ABOUT_PERSONS = frozenset(["person", "peopl", "employe", "colleagu", "contact", "staff"])
_CONTACT_DETAILS = lr.stems("address phone email")  # what a contact tells, whether or not its words say so


def _looks_up_a_person(tool: ToolDefinition, words: set[str]) -> bool:
    """Whether a tool is about persons (its words say "person", "employee", "contact"...) and requires
    only a name."""
    required = tool.input_schema.get("required") or []
    if not required:  # "name, or else id_no": a name among optional keys, one of which must be given
        required = [key for key in _properties(tool) if "name" in lv.name_words(str(key))]
    return bool(words & _ABOUT_PERSONS) and len(required) == 1 and "name" in lv.name_words(str(required[0]))


# "what team is Tom Baker on", "Priya Natarajan's manager": a person named in full, past the first word.
_FULL_NAME = re.compile(r"(?<=\s)[A-Z][a-z]+\s+[A-Z][a-z][\w-]*(?:'s)?(?=\W|$)")


def _looks_up_a_person_asked(tool: ToolDefinition, words: set[str], request: str) -> bool:
    """Whether the tool looks a person up by name and the request asks it: "who is <name>", or a name in
    full beside a word of what the tool tells ("what team is Tom Baker on" for one that tells the team)."""
    if not _looks_up_a_person(tool, words):
        return False
    tells = words - _ABOUT_PERSONS | (_CONTACT_DETAILS if "contact" in words else set())
    told = lr.request_stems(_FULL_NAME.sub(" ", request)) & tells
    return bool(_WHO_IS.match(request) or told)


def _asked_for_by_its_own_words(tool: ToolDefinition, request: str) -> bool:
    """Whether the request names the tool ("using the web search tool") or greets the one a chat tool talks
    to ("Hey bunny, how are you doing"): it fits, whatever else it says."""
    return lr.names_the_tool(tool, request) or lr.chats_with_the_user(tool, request)


# "What is the date tomorrow?", "what day was it 3 days ago", "how many days until christmas", "how long
# since 2020", "the weather next week": a day other than today, or a span of time.
_ANOTHER_MOMENT = re.compile(
    r"\b(?:tomorrow|yesterday|(?:next|last|coming)\s+(?:week|month|year|(?:mon|tues|wednes|thurs|fri|satur|sun)day)"
    r"|\d+\s+(?:days?|weeks?|months?|years?)\s+(?:ago|from\s+now|later|earlier)"
    r"|in\s+\d+\s+(?:days?|weeks?|months?|years?))\b"
    r"|\bhow\s+(?:many|much)\s+(?:more\s+)?(?:seconds|minutes|hours|days|nights|weeks|months|years|time)\b"
    r"|\bhow\s+long\b",
    re.IGNORECASE,
)


def _takes_a_number(tool: ToolDefinition) -> bool:
    """Whether the tool has a number parameter, or a list of numbers: "what's 2+2" adds numbers, not an
    item to a list."""
    properties = tool.input_schema.get("properties")
    values = properties.values() if isinstance(properties, Mapping) else ()
    specs = [spec for spec in values if isinstance(spec, Mapping)]
    items = [spec["items"] for spec in specs if isinstance(spec.get("items"), Mapping)]
    return any(spec.get("type") in ("number", "integer") for spec in [*specs, *items]) or _evaluates(tool)


def _evaluates(tool: ToolDefinition) -> bool:
    """Whether the tool takes an expression to evaluate, as a required string (``calculate(expression)``)."""
    properties = tool.input_schema.get("properties")
    required = tool.input_schema.get("required") or ()
    return isinstance(properties, Mapping) and any(
        isinstance(spec := properties.get(key), Mapping)
        and spec.get("type") == "string"
        and takes_an_expression(str(key), str(spec.get("description", "")))
        for key in required
    )


def _tells_only_now(tool: ToolDefinition) -> bool:
    """Whether the tool tells the present moment and nothing else: its name says "current" or "now" and
    it takes no date or time to tell of (``current_time(timezone)``). Such a tool does not answer a
    request that gives a clock time ("convert noon Tokyo time to Springfield" is no ask for Tokyo's time
    now)."""
    properties = tool.input_schema.get("properties")
    keys = properties if isinstance(properties, Mapping) else {}
    return bool({"current", "now"} & set(lr.name_parts(tool.name))) and not any(
        {"date", "time", "day", "datetime", "when"} & set(lr.name_parts(str(key))) for key in keys
    )


def _asks_another_moment(request: str) -> bool:
    """Whether the request asks of another day than today, or a span of time (:data:`_ANOTHER_MOMENT`):
    the present moment is not the answer ("the date tomorrow", "the weather in Oslo next week")."""
    return bool(_ANOTHER_MOMENT.search(request))


def _another_tool_takes_more(tool: ToolDefinition, tools: Sequence[ToolDefinition], request: str) -> bool:
    """Whether another offered tool takes a name or number the request states (:func:`_strong`) that
    ``tool`` leaves: "a housekeeper who provides ironing services in Chiang Mai" is not for a tool that
    only gives a service's id when another takes the province, and the request is more than either."""
    own = planned_arguments(PlannedCall(tool, request), Turn(request)) or {}
    for other in tools:
        if other is tool:
            continue
        values = planned_arguments(PlannedCall(other, request), Turn(request)) or {}
        if any(_strong(value, request) and not _covered(value, own) for value in values.values()):
            return True
    return False


_HTTP_CALL = re.compile(
    r"\W*(?:(?:please|can you|could you)\s+)?(?:send\s+an?\s+)?(GET|POST|PUT|PATCH|DELETE)\b(?:\s+request)?\s+"
    r"(?:to\s+)?(?:'|\")?https?://",
    re.IGNORECASE,
)
_ASKS_TO_CLASSIFY = re.compile(r"\b(?:classif|categori[sz]|intents?\b)", re.IGNORECASE)


def _properties(tool: ToolDefinition) -> Mapping[str, Any]:
    properties = tool.input_schema.get("properties")
    return properties if isinstance(properties, Mapping) else {}


# "... the weather near Mount Tam? Use Mill Valley as the exact city location.", "... Use version number 5.":
# what to use is a value for the call before, not a call of its own
_USED_AS = re.compile(r"\W*(?:please\s+)?(?:and\s+)?use\s+\S", re.IGNORECASE)


def _several_calls(
    request: str, tools: Sequence[ToolDefinition], words: Mapping[str, set[str]]
) -> tuple[PlannedCall, ...]:
    """The calls a request asks for in one go, one per part, or ``()`` when it asks for one thing."""
    for parts in lr.clauses(request):
        if _splits_a_name(parts, request, tools) or _splits_a_called_name(parts, request):
            continue  # "the list of experiences and education": one thing a tool is named for
        if _splits_an_option_pair(parts, tools, request):
            continue  # "the best Italian and Chinese restaurants": two options of one parameter, each a call
        calls: list[PlannedCall] = []
        restated = False  # a part restating the preposition before it ("about X and about Y") is a call of its own
        tail = parts[-1] if len(parts) > 2 and _FOR_EACH.search(parts[-1]) else ""
        for part in parts[:-1] if tail else parts:
            scores = _scores(part, tools, words)
            named = lr.request_stems(part)
            fitting = sorted(
                (t for t in tools if scores[t.name] > 0 and _part_served(t, part) and t.name not in PLAN_TOOLS),
                key=lambda t: (
                    -scores[t.name],
                    -len(_own_words_named(t, named)),
                    -_sure_values(t, part),
                    -_name_words_written(t, part),
                ),
            )
            if fitting and _about_another_tool(scores, fitting[0]):
                fitting = []
            fitting = _readers_if_asked_whether(fitting, part)
            same = not fitting or (bool(calls) and fitting[0].name == calls[-1].tool.name)
            asked = set().union(*(ask.thing or () for ask in lr.ask_of(part)))
            again = bool(calls) and bool(_REFERS_BACK.search(part))  # "find one", "find the one from 2022"
            again = again and (not fitting or calls[-1].tool in fitting or not _own_words_named(fitting[0], asked))
            rest = (same or _bare_fragment(part)) and _completes(calls[0], part) if len(calls) == 1 else False
            if calls and (placed := _at_a_place_said_before(part, calls, tools, words)):
                calls.append(placed)  # "Book a hotel in Paris and find Italian restaurants there": in Paris
            elif rest or (len(calls) == 1 and again) or (calls and _USED_AS.match(part)):  # the rest of the same call
                calls[-1] = PlannedCall(calls[-1].tool, _as_written(request, calls[-1].request, part), calls[-1].base)
            elif calls and _only_an_option(part, calls[-1], fitting, named):
                continue  # "Let's keep it to 25 entries per page": the call before took it
            elif fitting and calls and _guesses_what_it_refers_to(PlannedCall(fitting[0], part)):
                continue  # "Find events in Lyon and reserve a table at one of them": which one, the events tell
            elif calls and (asked_again := _asked_again_of_another_tool(part, fitting, tools, calls[-1])):
                calls.append(asked_again)  # "the weather in Boulder, CO now, and what about the next 5 days?"
            elif fitting:
                calls.append(PlannedCall(fitting[0], part))
            elif not calls and (later := _tool_of_a_later_part(part, parts, tools, words)):
                calls.append(PlannedCall(later, part))  # "Send $20 to Alice and $35 to Bob from my app balance"
            elif _asks_what_no_tool_names(part, words) or _asks_what_no_tool_does(part, words, scores):
                continue  # "... and what's the population of Italy?", "... and book a table" beside weather tools
            elif calls and (other := _completed_for_another_tool(part, parts, tools, scores, calls[-1])):
                calls.append(other)  # "the battle's overview and the treaty's": the treaty tool, "overview" shared
            elif calls and supplies(calls[-1].tool, part) and not _opens_on_another_verb(part, calls[-1].tool, tools):
                # "... and in Rome": the rest as before; not "..., then add 10 and 15" beside ``add_numbers``
                calls.append(_continued(calls[-1], part, request))
            elif calls and _QUESTION.match(part) and (asked_of := _one_tool_supplied(part, tools)):
                calls.append(PlannedCall(asked_of, part))  # "... in Houston, TX and how is TSLA trading?": a ticker
            elif calls and (again_of := _with_preposition_again(calls[-1].request, part)):  # "about X and about Y"
                restated = True
                calls.append(PlannedCall(calls[-1].tool, again_of, calls[-1].base))
            elif borrowed := _with_values_of_others(part, parts, tools, scores):
                if not _works_on_a_result(borrowed, calls):  # "look up order 48213 and then refund it": no call yet
                    calls.append(borrowed)  # "the air quality and the UV index in Madrid": Madrid for both
            elif completed := _completed_by_others(part, parts, tools, scores):
                calls.append(completed)  # "the most played Pop song and ... the Rock song in Australia"
            else:
                break
        else:
            calls = _distinct(_given_each(calls, tail), request)
            calls = _without_bare_parts(calls if restated else _without_guesses(calls))
            calls = _without_scene_setting(calls, request)
            calls = _without_what_happened(calls, [part for part in parts if _tells_what_happened(part)])
            if tail and len(calls) > 1 and len({call.tool.name for call in calls}) == 1:
                return tuple(calls)  # "..., 3 headlines each": a call each, whatever one call could take
            if len(calls) > 1:
                coordinated = _coordinated_calls(request, tools, words)
                coordinated = coordinated or _coordinated_of_the_chosen(request, calls, words)
                one_tool = {call.tool.name for call in (*calls, *coordinated)}
                if len(coordinated) > len(calls) and len(one_tool) == 1:
                    return coordinated  # "of Lakers and Bulls in 2018 and 2020": every value has its call
                if len(one_tool) == 1 and coordinated and _RESPECTIVELY.search(request):
                    return coordinated  # "Drama and Comedy ... in 2010 and 2012 respectively": a call per pair
                if len(one_tool) == 1 and len(coordinated) == len(calls) and _loses_a_value(calls, coordinated):
                    return coordinated  # "restaurants in Austin and Dallas that serve BBQ": Dallas is a city
                if len(one_tool) == 1 and _each_adds_to(coordinated, calls, request):
                    return coordinated  # "in Denver, CO, Miami, FL and Seattle, WA in celsius": celsius for all
                if not restated and (_one_call_takes_all(request, calls) or _pieces_of_one_call(request, calls)):
                    return coordinated  # "concerts near Berlin and Paris ..., and I am interested ...": a call a city
                if coordinated and _all_planned(coordinated, request) and not _all_planned(calls, request):
                    return coordinated  # "I'm looking to compare prices ...": a part with no value is no call
                if _another_tool_takes_all(request, calls, tools, words):
                    return ()
                return _each_value_of_a_part(calls, words)
    return _coordinated_calls(request, tools, words)


# "what about ...", "and how about ...": the ask before, again, for what the part names
_ASKED_AGAIN = re.compile(r"\s*(?:and\s+|also\s+|but\s+)?(?:what|how)\s+about\b", re.I)


def _asked_again_of_another_tool(
    part: str, fitting: Sequence[ToolDefinition], tools: Sequence[ToolDefinition], previous: PlannedCall
) -> PlannedCall | None:
    """The call of a part asking the ask before again ("what about ...") of another tool (the best fitting,
    or the one tool the part's values fit), the required values it does not state taken from the call
    before where that tool takes them by the same name: "the weather in Boulder, CO now, and what about the
    next 5 days?" asks the forecast for Boulder, CO; else ``None``."""
    if not _ASKED_AGAIN.match(part):
        return None
    tool = fitting[0] if fitting else _one_tool_supplied(part, tools)
    if tool is None or tool.name == previous.tool.name:
        return None
    before = planned_arguments(previous, Turn(previous.request))
    own = stated_arguments(PlannedCall(tool, part), Turn(part))
    required = [str(key) for key in tool.schema_dict().get("required") or ()]
    base = {key: before[key] for key in required if before and key in before and key not in own}
    call = PlannedCall(tool, part, base)
    return call if base and planned_arguments(call, Turn(part)) is not None else None


def _sure_values(tool: ToolDefinition, part: str) -> int:
    """How many different values a part states for the tool, guessed spans left out: between two tools that fit
    a part alike, "the profiles of users 12" is for ``get_user`` taking the id, not ``list_users`` taking none;
    one value taken twice ("trace details for id grgr" as a trace's and a call's id) counts once."""
    return len({str(value) for value, guessed in _supplied(tool, part).values() if not guessed})


def _opens_on_another_verb(part: str, previous: ToolDefinition, tools: Sequence[ToolDefinition]) -> bool:
    """Whether a part opens on the first word of another offered tool's name, one the tool before does not
    open on ("Multiply 6 by 7, then add 10 and 15": "add 10" asks ``add_numbers``, it is no more of the product)."""
    words = re.findall(r"[a-z0-9]+", _LEADING_JOINERS.sub("", part.strip()).lower())
    if not words or words[0] in lr.name_parts(previous.name)[:1]:
        return False
    return any(tool.name != previous.name and lr.name_parts(tool.name)[:1] == words[:1] for tool in tools)


def _name_words_written(tool: ToolDefinition, part: str) -> int:
    """How many words of the tool's name a part writes, common ones included: between two tools that fit
    a part alike, "the current weather in Boulder" is for ``current_weather``, not ``daily_forecast``."""
    return len(set(lr.name_parts(tool.name)) & set(re.findall(r"[a-z0-9]+", part.lower())))


def _coordinated_of_the_chosen(
    request: str, calls: Sequence[PlannedCall], words: Mapping[str, set[str]]
) -> tuple[PlannedCall, ...]:
    """The calls per value of the one tool every part chose, when the whole request fits another tool as
    well: "the current weather in Paris and Lyon in metric" beside a daily forecast is read as the parts
    read it, a run of two cities for the current weather, with "in metric" for both."""
    if len({call.tool.name for call in calls}) != 1:
        return ()
    return _coordinated_calls(request, [calls[0].tool], words)


# Runs of values paired off item by item ("in 2010 and 2012 respectively"), never split at their "and"s.
_RESPECTIVELY = re.compile(r"\brespectively\b", re.I)
# A last part said of every call before it: "..., 3 headlines each", "..., for both", "..., 2 tickets apiece".
_FOR_EACH = re.compile(r"\b(?:each|both|apiece|each of them|all of them)\s*[.?!]*$", re.I)


def _given_each(calls: Sequence[PlannedCall], tail: str) -> list[PlannedCall]:
    """The calls with what a last part said of each of them states surely ("football and tennis, 3
    headlines each": 3 headlines for both), for the parameters none of them states itself."""
    if not tail or len(calls) < 2 or len({call.tool.name for call in calls}) != 1:
        return [*calls, *([PlannedCall(calls[-1].tool, tail)] if tail and calls else [])]
    stated = {key for call in calls for key in stated_arguments(call, Turn(call.request))}
    own = _surely_own_values(PlannedCall(calls[0].tool, tail))
    added = {key: value for key, value in own.items() if key not in stated}
    return [PlannedCall(call.tool, call.request, {**added, **call.base}) for call in calls]


def _as_written(request: str, before: str, part: str) -> str:
    """Two parts of one call as the request writes them, with the words between ("in Oslo and Bergen for
    5 days": a run of two cities, not "Oslo, Bergen", one city and its region); joined by a comma when
    the request does not hold them so."""
    start = request.find(before)
    end = request.find(part, start + len(before)) if start >= 0 else -1
    return request[start : end + len(part)] if end >= 0 else f"{before}, {part}"


def _each_value_of_a_part(calls: Sequence[PlannedCall], words: Mapping[str, set[str]]) -> tuple[PlannedCall, ...]:
    """The calls of a request that asks things of two tools or more, with a part that asks its thing of
    several values made a call per value: "the weight of Neutron and Proton in amu? Also the diameter
    of a Proton and Neutron" is two weights and two diameters."""
    if len({call.tool.name for call in calls}) < 2:
        return tuple(calls)
    spread: list[PlannedCall] = []
    for call in calls:
        inner = () if call.base else _coordinated_calls(call.request, [call.tool], words)
        spread.extend(inner if len(inner) > 1 else (call,))
    return tuple(spread)


# A part that opens on a value, its verb left out ("... and $35 to Bob"): it does what the part before does.
_OPENS_ON_A_VALUE = re.compile(r"\s*(?:and\s+)?(?:[$€£]\s?\d|\d|['\"])")
_SENTENCE_INSIDE = re.compile(r"[.?!]\s+\S")
_VERBLESS_WORDS = 10  # "and 40 EUR to Luis by bank transfer": a part that leaves out its verb is short


def _tool_of_a_later_part(
    part: str, parts: Sequence[str], tools: Sequence[ToolDefinition], words: Mapping[str, set[str]]
) -> ToolDefinition | None:
    """The tool the next part names, when that part leaves out its verb and opens on a value, and a
    first part naming no tool states values of it: in "Send $20 to Alice and $35 to Bob from my app
    balance" only the second part names the payment, and it pays as the first part does."""
    index = parts.index(part)
    if index + 1 >= len(parts) or not _OPENS_ON_A_VALUE.match(parts[index + 1]):
        return None
    later = parts[index + 1]
    if _SENTENCE_INSIDE.search(later) or len(later.split()) > _VERBLESS_WORDS:
        return None  # "... of 450 and then 300 members. To analyze ...": a sentence goes on, no verb left out
    scores = _scores(later, tools, words)
    fitting = [t for t in tools if scores[t.name] > 0 and _part_served(t, later) and t.name not in PLAN_TOOLS]
    if not fitting:
        return None
    best = max(fitting, key=lambda t: scores[t.name])
    return best if _part_served(best, part) and supplies(best, part) else None


def _loses_a_value(calls: Sequence[PlannedCall], coordinated: Sequence[PlannedCall]) -> bool:
    """Whether a value a call per value of a run states for itself is in none of the calls by parts."""
    stated = [stated_arguments(call, Turn(call.request)) for call in calls]
    return any(
        not any(_covered(value, arguments) for arguments in stated)
        for call in coordinated
        for value in _own_values(call).values()
        if isinstance(value, (str, int, float)) and not isinstance(value, bool)
    )


# Where a request that states lists moves on to another call: "..., then ...", "..., and finally ...",
# "..., as well as ...", "... and another ...", a new sentence; never a bare "and" or comma, which
# join the items of a list ("a Tennis Court, a Picnic Area and a Playground").
_CALL_JOINT = re.compile(
    r"\s*(?:;|,\s*(?:and\s+)?(?:then|also|as well as|and finally|and lastly|and also)\s+|,?\s+and\s+then\s+|"
    r"\s+and\s+(?=another\b)|(?<=[a-z0-9)'\"][.?!])\s+(?=[A-Z]))\s*",
    re.I,
)


def _listed_calls(
    request: str, tools: Sequence[ToolDefinition], words: Mapping[str, set[str]]
) -> tuple[PlannedCall, ...]:
    """One call per part of a request whose parts each state their own list ("parks in New York that have
    a Tennis Court and a Picnic Area, then parks in Chicago that have a Playground"): the parts are cut
    only where one call ends, so that every list stays whole; ``()`` unless each part is a call of its
    own (served on its own words, or continuing the call before it with values of its own) and every
    call states a list."""
    calls = _calls_cut_at(_CALL_JOINT, request, tools, words)
    if not calls:  # "quotes for TSLA and AMD, and the forecast for Chicago": at ", and" when another tool follows
        calls = _calls_cut_at(_CALL_OR_LAST_ITEM, request, tools, words)
        calls = calls if len({call.tool.name for call in calls}) > 1 else ()
    return calls


# The joints of calls and the ", and" that may also end a list ("a Court, a Picnic Area, and a Playground").
_CALL_OR_LAST_ITEM = re.compile(rf"{_CALL_JOINT.pattern}|\s*,\s*and\s+", re.I)


def _calls_cut_at(
    joint: re.Pattern[str], request: str, tools: Sequence[ToolDefinition], words: Mapping[str, set[str]]
) -> tuple[PlannedCall, ...]:
    """One call per part of the request cut at ``joint``, when each part is a call of its own and one
    of them states a list; else ``()``."""
    parts = [part.strip(" ,.?!") for part in joint.split(request.strip()) if part.strip(" ,.?!")]
    if not 1 < len(parts) <= lf.MAX_FRAMES:
        return ()
    told = next((n for n, part in enumerate(parts) if lf.asks(part)), 0)  # "You have a dataset ...": shared
    context, parts = " ".join(parts[:told]), parts[told:]
    if len(parts) < 2:
        return ()
    calls = _calls_of_frames(request, [lf.Frame(part) for part in parts], context, tools, words)
    return calls if any(_states_a_list(call) for call in calls) else ()


def _states_a_list(call: PlannedCall) -> bool:
    arguments = planned_arguments(call, Turn(call.request)) or {}
    return any(isinstance(value, list) and len(value) > 1 for value in arguments.values())


def _all_planned(calls: Sequence[PlannedCall], request: str) -> bool:
    """Whether the request fixes every argument of each call."""
    return all(planned_arguments(call, Turn(request)) is not None for call in calls)


def _framed_calls(
    request: str, tools: Sequence[ToolDefinition], words: Mapping[str, set[str]]
) -> tuple[PlannedCall, ...]:
    """One call per frame of a request told in parts ("The first house is in New York, has 3 bedrooms...
    The second house is in Los Angeles..."; "First, ... Then, ... Lastly, ..."), each filled from its
    own words; what a frame does not restate comes from the frame before it for the same tool when
    the tool cannot do without it (or the frame says "the same"), else from the shared context.
    ``()`` unless every frame gets a tool and every value its tool requires."""
    for parts, context in lf.ways_of_framing(request):
        if len(parts) > 1 and (calls := _calls_of_frames(request, parts, context, tools, words)):
            return calls
    return ()


def _calls_of_frames(
    request: str,
    parts: Sequence[lf.Frame],
    context: str,
    tools: Sequence[ToolDefinition],
    words: Mapping[str, set[str]],
) -> tuple[PlannedCall, ...]:
    usable = [t for t in tools if t.name not in PLAN_TOOLS]
    whole = _scores(request, usable, words)
    if not any(score > 0 for score in whole.values()):
        return ()
    shared = _without_tool_names(lf.without_counts(context), usable)
    contexts = _context_per_frame(shared, len(parts))
    zipped = len(set(contexts)) > 1
    calls: list[PlannedCall] = []
    parts = [*parts[:-1], lf.Frame(_without_recap(parts[-1].text, usable, words), parts[-1].item)]
    for frame, own_context in zip(parts, contexts, strict=True):
        tool = _frame_tool(frame.text, usable, words, whole, calls)
        if tool is None:
            return ()
        frame = lf.Frame(_without_tool_names(frame.text, usable), frame.item)  # a name is no value
        if calls and calls[-1].tool is tool and not _states_something(tool, frame.text, calls[-1]):
            last = calls.pop()  # "... Also apply standardization.": an option of the call before, no call of its own
            calls.append(PlannedCall(tool, f"{last.request} {frame.text}", last.base))
            continue
        base = stated_arguments(PlannedCall(tool, own_context), Turn(own_context)) if own_context else {}
        earlier = next((call for call in reversed(calls) if call.tool.name == tool.name), None)
        if earlier is not None:
            before = stated_arguments(earlier, Turn(earlier.request))
            required = set(tool.schema_dict().get("required") or ())
            same = re.search(r"\bsame\b", frame.text, re.I) is not None
            inherited = {key: value for key, value in before.items() if same or key in required}
            base = {**inherited, **base} if zipped else {**base, **inherited}
        base = {**_named_alike(tool, frame.text, calls), **base}
        if not frame.item and (asks := _asks_of_tools(frame.text, own_context, usable, words, calls)):
            calls.extend(asks)  # "the median and the variance of ...": one frame, a call of each tool
            continue
        listed = _takes_a_list(tool, frame.text)
        inner = () if listed else _coordinated_calls(frame.text, [tool], words)
        if not inner and not listed and calls and calls[-1].tool is tool:
            inner = _each_value_again(tool, frame.text, base)  # "... and then do the same for Oslo and Rome"
        if len(inner) > 1:  # "... tigers in Bangladesh and India": a frame may ask for several calls itself
            calls.extend(
                PlannedCall(c.tool, c.request, {**base, **c.base} if c.tool is tool else c.base) for c in inner
            )
            continue
        call = PlannedCall(tool, frame.text, base)
        if planned_arguments(call, Turn(frame.text)) is None and (frame.item or not _serves(tool, frame.text)):
            if frame.item:
                return ()  # an item that is not a whole call is one value of a call ("the first one is '4x+7'")
            continue  # a sentence lacking a value makes no call, the others still make theirs
        calls.append(call)
    kept = _distinct_framed(calls)
    return tuple(kept) if len(kept) > 1 else ()


def _without_recap(text: str, tools: Sequence[ToolDefinition], words: Mapping[str, set[str]]) -> str:
    """The last frame without a closing question that asks again for what several tools give ("Could
    you give me the kinetic energy of the cart and the area of the square?"): a recap of the frames,
    not a part of the last one."""
    sentences = re.split(r"(?<=[.?!])\s+", text.strip())
    if len(sentences) < 2 or not sentences[-1].rstrip().endswith("?"):
        return text
    pieces = re.split(r"\s+and\s+|,\s*", sentences[-1])
    asked = {name for piece in pieces for name, score in _scores(piece, tools, words).items() if score > 0}
    rest = " ".join(sentences[:-1])
    values = [str(v.value) for v in (*lv.quoted(sentences[-1]), *lv.numbers(sentences[-1]))]
    if any(value not in rest for value in values):
        return text  # "... and also fetch the price for the 'AAPL' stock?": a value of its own, no mere recap
    return rest if len(asked) > 1 else text


def _asks_of_tools(
    text: str,
    context: str,
    tools: Sequence[ToolDefinition],
    words: Mapping[str, set[str]],
    calls: Sequence[PlannedCall],
) -> list[PlannedCall]:
    """The calls of a frame that asks things of two tools or more ("the Euclidean distance and the angle
    to the x-axis for these points"), each with the values the context and earlier frames state for
    it; ``[]`` unless the frame's parts go to more than one tool and every call gets all it requires."""
    several = _several_calls(text, tools, words)
    if len({call.tool.name for call in several}) < 2:
        return []
    found: list[PlannedCall] = []
    for call in several:
        listed = _takes_a_list(call.tool, text)  # "the maximum and the minimum of 7, 2, 9": the list is whole
        if listed and any(other.tool.name == call.tool.name for other in found):
            continue
        request = text if listed else call.request
        base = stated_arguments(PlannedCall(call.tool, context), Turn(context)) if context else {}
        base = {**_named_alike(call.tool, request, [*calls, *found]), **base, **call.base}
        planned = PlannedCall(call.tool, request, base)
        if planned_arguments(planned, Turn(request)) is None:
            return []
        found.append(planned)
    return found


def _states_something(tool: ToolDefinition, text: str, previous: PlannedCall) -> bool:
    """Whether the text states a value of its own for the tool (a number, a name, a quoted text, a list)
    that the previous call of the tool states too: a text adding only what that call lacks ("and then
    round off the result to 3 decimal places") completes it."""
    before = stated_arguments(previous, Turn(previous.request))
    stated = stated_arguments(PlannedCall(tool, text), Turn(text))
    strong = [
        key for key, value in stated.items() if _strong(value, text) or (isinstance(value, (list, dict)) and value)
    ]
    named = _parameters_named(tool, text)
    if named and not named & set(before):  # "And here is the password to use: 'p4ss'": that call's password,
        given = {key: stated[key] for key in named if key in stated}  # and the same value guessed for others is none
        strong = [key for key in strong if key not in named and not _covered(stated[key], given)]
    return any(key in before for key in strong)


def _named_alike(tool: ToolDefinition, text: str, calls: Sequence[PlannedCall]) -> dict[str, Any]:
    """The required values a frame lacks that an earlier frame's call of another tool states under the
    same parameter name ("50 shares of Apple's stock ... Also the dividend payout if each share returns
    $1.30": the shares are the same), nearest first."""
    properties = tool.schema_dict().get("properties") or {}
    required = [str(key) for key in tool.schema_dict().get("required") or () if key in properties]
    own = stated_arguments(PlannedCall(tool, text), Turn(text))
    found: dict[str, Any] = {}
    for call in reversed(calls):
        if call.tool.name == tool.name:
            continue
        stated = stated_arguments(call, Turn(call.request))
        found.update({key: stated[key] for key in required if key not in own and key not in found and key in stated})
    return found


def _without_tool_names(text: str, tools: Sequence[ToolDefinition]) -> str:
    """The text without the tools' names ("using the 'calculate_density' function"): a name is no value."""
    names = {lr.compact_name(tool.name) for tool in tools}
    kept = [
        word
        for word in text.split()
        if lr.compact_name(word) not in names or not re.search(r"[._]", word)
    ]
    return " ".join(kept)


def _context_per_frame(context: str, count: int) -> list[str]:
    """The shared context as each frame sees it: a run of as many values as there are frames ("two
    datasets, 'dataset1' and 'dataset2'") gives the first frame the first value, the next the next."""
    for run in _coordinated_values(context):
        if len(run) == count:
            start, end = run[0][0], run[-1][1]
            return [context[:start] + context[a:b] + context[end:] for a, b in run]
    return [context] * count


def _frame_tool(
    text: str,
    tools: Sequence[ToolDefinition],
    words: Mapping[str, set[str]],
    whole: Mapping[str, float],
    calls: Sequence[PlannedCall],
) -> ToolDefinition | None:
    """The tool a frame asks for: the best fitting on its own words; else, with one tool fitting the
    whole request, that one; else the previous frame's, when the frame gives it values; else, for a frame
    after the first that asks something, the one tool it gives values to."""
    if (named := _named_tool(text, tools)) is not None:
        return named
    scores = _scores(text, tools, words)
    fitting = sorted((t for t in tools if scores[t.name] > 0), key=lambda t: -scores[t.name])
    if fitting:
        return fitting[0]
    core = {tool.name: lr.core_words(tool, examples_of(tool)) for tool in tools}
    shared = lr.relevance(text, tools, words, core)  # the frame's ask may be in words of its own ("I'm curious")
    served = sorted((t for t in tools if shared[t.name] > 0 and _serves(t, text)), key=lambda t: -shared[t.name])
    if served:
        return served[0]
    overall = [t for t in tools if whole[t.name] > 0]
    if len(overall) == 1 and supplies(overall[0], text):
        return overall[0]
    if calls and supplies(calls[-1].tool, text):
        return calls[-1].tool
    supplied = [tool for tool in tools if supplies(tool, text)]  # "Also, how is GOOG doing today?": a ticker
    return supplied[0] if calls and len(supplied) == 1 and lf.asks(text) else None


def _one_tool_supplied(text: str, tools: Sequence[ToolDefinition]) -> ToolDefinition | None:
    """The one tool a text gives values to, if only one."""
    supplied = [tool for tool in tools if tool.name not in PLAN_TOOLS and supplies(tool, text)]
    return supplied[0] if len(supplied) == 1 else None


def _named_tool(text: str, tools: Sequence[ToolDefinition]) -> ToolDefinition | None:
    """The one tool a text names by its own name ("using the 'geodistance.find' function"): a name
    written with a dot or an underscore is no ordinary word."""
    names = {lr.compact_name(word) for word in re.findall(r"\w+(?:[._]\w+)+", text)}
    named = [tool for tool in tools if lr.compact_name(tool.name) in names]
    return named[0] if len(named) == 1 else None


def _distinct_framed(calls: Sequence[PlannedCall]) -> list[PlannedCall]:
    seen: list[tuple[str, dict[str, Any]]] = []
    kept: list[PlannedCall] = []
    for call in calls:
        # a call the model completes is told apart by the values its part states ("tigers in India")
        arguments = planned_arguments(call, Turn(call.request)) or stated_arguments(call, Turn(call.request))
        key = (call.tool.name, arguments)
        if key not in seen:
            seen.append(key)
            kept.append(call)
    return kept


def _about_another_tool(scores: Mapping[str, float], served: ToolDefinition) -> bool:
    """Whether a part is about a tool it does not serve alone rather than the one it serves: that tool
    scores more than twice as high ("integrate a server into our MTNA RDS platform" is about the tool of
    that platform, whose host the next part states, not about another tool that adds a server)."""
    return max(scores.values(), default=0.0) > 2 * scores[served.name]


def _part_served(tool: ToolDefinition, part: str) -> bool:
    """Whether a part holds every value the tool requires: by the required-value check, or because its
    planned arguments are complete ("a flight from Seattle to Boston": ``to`` is Boston)."""
    return _serves(tool, part) or (
        _groundable(tool.schema_dict(), part) and planned_arguments(PlannedCall(tool, part), Turn(part)) is not None
    )


def _only_an_option(part: str, previous: PlannedCall, fitting: Sequence[ToolDefinition], named: set[str]) -> bool:
    """Whether a part only gave the call before a value it lacked ("Can you get the latest readings?
    Let's limit it to 10 entries per page."): that call took the part's values already, and the part
    asks nothing of its own, neither a question nor another tool by its name."""
    if part not in previous.request or _QUESTION.match(part):
        return False
    other = fitting[0] if fitting else previous.tool
    return other is previous.tool or not _own_words_named(other, named)


# "what's the population of Italy", "who is the mayor of Rome", "what's the weather there": a question for
# one thing of something, or at a place or a time
_THE_THING_OF = re.compile(
    r"\s*(?:and\s+)?(?:what|who|which)(?:'s|\s+is|\s+are|\s+was|\s+were)\s+the\s+([a-z]+)"
    r"(?:\s+(?:of|in|at|on|for|like|there|here|today|tonight|now)\b|\s*[?.!]*\s*$)",
    re.I,
)


def _asks_what_no_tool_names(part: str, words: Mapping[str, set[str]]) -> bool:
    """Whether a part asks for "the <thing> of" something and no offered tool has that thing among its
    words ("What's the weather in Rome and what's the population of Italy?" beside weather tools): no
    call does that part, and its value is no other value of the call before."""
    asked = _THE_THING_OF.match(part)
    return asked is not None and not any(lr.stems(asked.group(1)) & own for own in words.values())


_OPENING_VERB = re.compile(r"(?:(?:and|also|then|please|now|next|finally|lastly)\s+)*([a-z]+)\b", re.I)


def _asks_what_no_tool_does(part: str, words: Mapping[str, set[str]], scores: Mapping[str, float]) -> bool:
    """Whether a part opens with a verb of an action no offered tool has among its words and fits no tool
    ("What's the weather in Rome and book me a table at Nopa" beside weather tools): no call does that
    part, and its value is no other value of the call before."""
    verb = _OPENING_VERB.match(part.strip())
    if verb is None or any(scores.values()):
        return False
    action = verb.group(1).lower()
    own = lr.stems(action)
    return lr.opens_with_a_verb(action) and action not in lr.LIGHT_VERBS and not any(own & w for w in words.values())


def _no_tool_does(part: str, tools: Sequence[ToolDefinition], words: Mapping[str, set[str]]) -> bool:
    """Whether a part of a request fits no offered tool at all and asks what none of them names or does
    ("what's the population of Italy", "book me a table at Nopa" beside weather tools)."""
    scores = _scores(part, tools, words)
    if any(scores.values()):
        return False
    return _asks_what_no_tool_names(part, words) or _asks_what_no_tool_does(part, words, scores)


def undone_parts(turn: Turn, tools: Sequence[ToolDefinition]) -> list[str]:
    """The parts of a request asking several things that no offered tool does and no call of the turn
    took a value from ("What's the weather in Paris and what's the population of Italy?" beside weather
    tools, after the weather call: "what's the population of Italy"), as the request writes them;
    ``[]`` before any call, or when every part had a tool."""
    if not turn.worked():
        return []
    words = {tool.name: words_of_tool(tool) for tool in tools}
    done = " ".join(f"{step.name} {' '.join(map(str, _leaves(step.arguments)))}" for step in turn.worked())
    served = lr.stems(done)  # a part sharing a word with a call's tool or values was (part of) that call
    found: list[str] = []
    for parts in lr.clauses(turn.request):  # each way of splitting it: "... and what's X? Also do Y" has two
        undone = [part for part in parts if _no_tool_does(part, tools, words)]
        if len(undone) == len(parts):
            continue
        for part in (_JOINED_BY.sub("", part).strip() for part in undone):
            if lr.stems(part) & served or not _asked_apart(part, turn.request):
                continue
            if not any(part in other or other in part for other in found):
                found.append(part)
    return sorted(found, key=turn.request.find)


# Where one ask of a request ends and another begins: a joining word, or the end of a sentence
_ASK_JOINT = re.compile(r"(?:\b(?:and|also|then|plus|but)\b[\s,]*|[.?!;]\s*)$", re.I)
_ASK_JOINT_AFTER = re.compile(r"^[\s,]*(?:\b(?:and|also|then|plus|but)\b|[.?!;])", re.I)


def _asked_apart(part: str, request: str) -> bool:
    """Whether a part is an ask of its own: joined to the rest by "and", "also", "then" or a sentence's
    end ("... and what's the population of Italy?"), not a phrase a comma sets off inside another ask
    ("cultural events, like concerts or plays, in Las Vegas")."""
    start = request.find(part)
    if start < 0:
        return False
    before, after = request[:start], request[start + len(part) :]
    if before.strip():
        return _ASK_JOINT.search(before) is not None
    return not after.strip(" ?.!\"'") or _ASK_JOINT_AFTER.match(after) is not None


# The words that join a part to the one before it ("and", "also", "then"): not part of what it asks
_JOINING_WORDS = r"(?:\b(?:and|also|then|please|plus|but)\b[\s,]*)"
_JOINED_BY = re.compile(rf"^\s*{_JOINING_WORDS}+", re.I)


def without_parts(request: str, parts: Sequence[str]) -> str:
    """The request without the given parts and the words joining them to the rest: what the answer
    answers when those parts were not done (its words then give the answer nothing to claim for them)."""
    for part in parts:
        joined = re.compile(rf"[\s,;]*{_JOINING_WORDS}*{re.escape(part)}", re.I)
        request = joined.sub("", request, count=1)
    left = _JOINED_BY.sub("", request).strip()  # "What's the population of Italy and the weather in Rome?"
    return left[:1].upper() + left[1:] if left else request


def undone_sentence(parts: Sequence[str]) -> str:
    """One plain sentence saying which parts of the request were not done, and why: no tool fits them."""
    quoted = " or ".join(f'"{part.rstrip(" ?.!")}"' for part in parts)
    return f"I could not do {quoted}: no tool here can do that."


_QUESTION = re.compile(r"\s*(?:and\s+)?(?:what|how|which|who|whom|whose|when|where|why)\b", re.I)


def _splits_a_name(parts: Sequence[str], request: str, tools: Sequence[ToolDefinition]) -> bool:
    """Whether two parts are cut at an "and" that joins two words of one tool's name ("experiences and
    education" for ``list_experiences_and_education``); two words that mean the same ("EUR and USD", two
    currencies for ``get_exchange_rate``) are two values of one kind, not two words of a name."""
    for before, after in itertools.pairwise(parts):
        last, first = re.findall(r"\w+", before)[-1:], re.findall(r"\w+", after)[:1]
        if not last or not first or not re.search(rf"\b{last[0]}\s+and\s+{first[0]}\b", request, re.I):
            continue
        joined = [lr.stems(last[0]), lr.stems(first[0])]
        if all(joined) and joined[0] != joined[1] and any(joined[0] | joined[1] <= lr.stems(t.name) for t in tools):
            return True
    return False


def _splits_a_called_name(parts: Sequence[str], request: str) -> bool:
    """Whether two parts are cut at an "and" between two capitalized words of one name a naming word
    introduces ("the restaurant called Salt and Straw", "a band named Simon and Garfunkel")."""
    for before, after in itertools.pairwise(parts):
        last, first = re.findall(r"[\w'-]+", before)[-1:], re.findall(r"[\w'-]+", after)[:1]
        if not last or not first or not last[0][:1].isupper() or not first[0][:1].isupper():
            continue
        called = rf"\b(?:called|named|titled|entitled)\s+['\"]?(?:[A-Z][\w'-]*\s+){{0,3}}{re.escape(last[0])}\s+and\s+"
        if re.search(called + re.escape(first[0]) + r"\b", request):
            return True
    return False


def _distinct(calls: Sequence[PlannedCall], request: str) -> list[PlannedCall]:
    """The calls without repeats: two parts that end in the same call make it once."""
    seen: list[tuple[str, dict[str, Any]]] = []
    kept: list[PlannedCall] = []
    for call in calls:
        arguments = planned_arguments(call, Turn(request))
        if arguments is not None and (call.tool.name, arguments) in seen:
            continue
        if arguments is not None:
            seen.append((call.tool.name, arguments))
        kept.append(call)
    return kept


def _without_guesses(calls: Sequence[PlannedCall]) -> list[PlannedCall]:
    """The calls without those of a tool that state no value and only guess one another call of the same
    tool states: in "I'm looking at a product from Amazon ... its ASIN is 'B08BHXG144'. Could you find that
    information for me?", the parts with no ASIN of their own are the same request, not more calls."""
    known = [_sure_and_guessed(call) for call in calls]
    kept = []
    for call, (own, guessed) in zip(calls, known, strict=True):
        stated_elsewhere = {
            key
            for other, (sure, _) in zip(calls, known, strict=True)
            if other is not call and other.tool.name == call.tool.name
            for key in sure
        }
        if own or not guessed & stated_elsewhere:  # a part with a value of its own is a call of its own
            kept.append(call)
    return kept if kept else list(calls)


def _without_scene_setting(calls: Sequence[PlannedCall], request: str) -> list[PlannedCall]:
    """The calls of the parts that ask, when every other part only tells (no question, no verb leading it)
    and a call of the same tool whose part asks carries every value it has: "I'm going to be in Toronto
    next Monday, and I'm interested in a Music event. Could you check for any musical shows on that
    day?" sets the scene for the one ask. Parts telling values of their own ("You drop a ball from 10
    meters ... and then from 20 meters") keep every call."""
    turn = Turn(request)
    arguments = [planned_arguments(call, turn) for call in calls]
    pairs = list(zip(calls, arguments, strict=True))
    asking = [(call, wider) for call, wider in pairs if lr.asks_for_something(call.request)]
    told = [(call, own) for call, own in pairs if not lr.asks_for_something(call.request)]
    if not asking or not told:
        return list(calls)
    for call, own in told:
        if own is None or not any(
            other.tool.name == call.tool.name
            and wider is not None
            and all(key in wider and wider[key] == value for key, value in own.items())
            for other, wider in asking
        ):
            return list(calls)
    return [call for call, _ in asking]


# A part telling what happened before, not asking: a subject, then a verb in the past tense ("Priya got a new
# phone", "i ordered them twice by mistake"); not a past of wanting or wondering ("I wanted to ...", "I was
# wondering if ...") or one led by "to" or "if" (asking politely).
_WHAT_HAPPENED = re.compile(
    r"(?:(?:and|but|so|because|since|as)\s+)?(?:i|we|he|she|they|it|(?:my|our|his|her|their)\s+\w+|[A-Z][a-z]+)\s+"
    r"(?:just\s+|already\s+|accidentally\s+)?"
    r"(?!(?:wanted|needed|hoped|wished|planned|decided|tried|asked|wondered)\b)"
    r"(?:[a-z]+ed|got|had|did|bought|made|sent|lost|broke|forgot|paid|left|took|went|came|saw|gave|told|said|won|"
    r"wrote|drove|flew|ran|sold|spent|found|heard|met|kept|put|threw|ate|drank|fell|felt|began)\b(?!\s+(?:to|if|whether)\b)"
)


def _tells_what_happened(part: str) -> bool:
    """Whether a part only tells what happened before (see :data:`_WHAT_HAPPENED`), asking nothing."""
    text = part.strip()
    return not lr.asks_for_something(text) and _WHAT_HAPPENED.match(text) is not None


def _without_what_happened_before(request: str) -> str:
    """The request without its sentences that only tell what happened before, when another sentence is
    left (see :data:`_WHAT_HAPPENED`): "Priya got a new phone. Please change contact 5521's number to ..."
    asks only the change."""
    sentences = [part for part in lr.SENTENCE.split(request.strip()) if part.strip()]
    kept = [sentence for sentence in sentences if not _tells_what_happened(sentence)]
    return " ".join(kept) if kept and len(kept) < len(sentences) else request


def _without_what_happened(calls: Sequence[PlannedCall], told: Sequence[str]) -> list[PlannedCall]:
    """The calls without those of the parts that only tell what happened before (``told``), when such a
    call's tool is none of those the other parts ask for: "cancel orders 8812 and 8813 please, i ordered
    them twice by mistake" asks no order's status. A told part for a tool that is asked for keeps its call
    ("John invested $1000 ... and Mary invested $2000 ...; calculate the returns": its values are the call's)."""
    past = [any(part in call.request for part in told) for call in calls]
    asked = {call.tool.name for call, was in zip(calls, past, strict=True) if not was}
    if not asked or not any(past):
        return list(calls)
    return [call for call, was in zip(calls, past, strict=True) if not was or call.tool.name in asked]


def _without_bare_parts(calls: Sequence[PlannedCall]) -> list[PlannedCall]:
    """The calls without those of a tool that takes parameters whose part neither states nor offers a
    value for any, when another call's part does: "Could you connect to the server nicknamed 'xyz'? ...
    we need to ensure it's still operational" asks one thing, the part with no value only talks about it."""
    known = [_sure_and_guessed(call) for call in calls]
    bare = [
        bool(call.tool.schema_dict().get("properties")) and not (own or guessed)
        for call, (own, guessed) in zip(calls, known, strict=True)
    ]
    if all(bare) or not any(bare):
        return list(calls)
    return [call for call, empty in zip(calls, bare, strict=True) if not empty]


def _sure_and_guessed(call: PlannedCall) -> tuple[set[str], set[str]]:
    """The parameters a call's own part states a value for, and those it only offers the model words of
    the part to pick among (or whose one candidate is merely the part's only content word)."""
    if call.base:
        return set(stated_arguments(call, Turn(call.request))), set()
    properties = call.tool.schema_dict().get("properties") or {}
    sure, guessed = set(), set()
    for key, spec in _narrowed_properties(call).items():
        if not isinstance(spec, Mapping) or spec == properties.get(key):
            continue
        if spec.get("x-spans"):
            guessed.add(str(key))
        elif lv.stated_value(spec):
            sure.add(str(key))
    return sure, guessed


def _narrowed_properties(call: PlannedCall) -> Mapping[str, Any]:
    """Each parameter's schema narrowed to what the call's own part can give it."""
    tool = call.tool
    narrowed = narrow_schema(tool.schema_dict(), Turn(call.request), tool.name, description=tool.description)
    properties = narrowed.get("properties")
    return properties if isinstance(properties, Mapping) else {}


def _with_shared_tails(calls: Sequence[PlannedCall]) -> tuple[PlannedCall, ...]:
    """The calls with a part that only adds options to the calls of its tool before it given to each of
    them: in "the news on 'Climate' and 'AI', each with 5 articles, and for the region 'Europe'", or
    "cases 28473 and 64725, their history too", the region and the history are for every call, not a
    call of their own. Such a part continues the calls before it (it inherits their values), and what it
    states surely is for parameters none of them has."""
    kept: list[PlannedCall] = []
    for call in calls:
        run = _same_tool_run(kept, call.tool.name)
        added = _added_options(call, run)
        if added:
            for _ in run:
                kept.pop()
            kept.extend(PlannedCall(c.tool, c.request, {**c.base, **added}) for c in reversed(run))
        else:
            kept.append(call)
    return tuple(kept)


def _with_closing_option(request: str, calls: Sequence[PlannedCall]) -> tuple[PlannedCall, ...]:
    """The calls with a choice the request ends on given to every call of the last call's tool: in "Send
    $20 to Alice and $35 to Bob from my app balance" the app balance pays both, as none of the calls
    before says how to pay. Only an option of an enum, said last, and for calls that state none."""
    if len(calls) < 2:
        return tuple(calls)
    last = calls[-1]
    run = _same_tool_run(calls[:-1], last.tool.name)
    own = stated_arguments(PlannedCall(last.tool, last.request), Turn(last.request))
    properties = last.tool.schema_dict().get("properties") or {}
    ending = request.strip().rstrip(" .?!").lower()
    closing = {
        key: value
        for key, value in own.items()
        if isinstance(value, str)
        and isinstance(properties.get(key), Mapping)
        and value in (properties[key].get("enum") or ())
        and ending.endswith(value.lower())
    }
    if not run or not closing or _opens_on_a_verb_of_its_own(last.request, run):
        return tuple(calls)
    shared = {
        id(call): {**call.base, **closing}
        for call in run
        if not set(closing) & set(stated_arguments(call, Turn(call.request)))
    }
    return tuple(PlannedCall(c.tool, c.request, shared[id(c)]) if id(c) in shared else c for c in calls)


# Words a part may open on that are no verb of its own: "... and $35 to Bob from my app balance".
_NO_VERB_OPENERS = frozenset(
    {"to", "for", "from", "in", "on", "at", "with", "and", "then", "also", "but", "or", "of", "by", "the", "a", "an"}
    | {"my", "our", "your", "its", "their", "his", "her", "this", "that", "these", "those", "each", "both", "all"}
)


def _opens_on_a_verb_of_its_own(part: str, run: Sequence[PlannedCall]) -> bool:
    """Whether a part opens on a small-letter word that is no joining word and that none of the parts of the
    calls before opens on ("close ticket 88213 and set 88214 to urgent": "set" says what is done to 88214
    alone, so "urgent" is no option of closing 88213)."""
    opening = re.match(r"[a-z]+(?=\s+\S)", part.strip())  # a word, then more: not "outlook.com"
    if opening is None or opening.group(0) in _NO_VERB_OPENERS:
        return False
    return all(not re.match(rf"\s*{opening.group(0)}\b", call.request, re.I) for call in run)


def _with_parallel_words(calls: Sequence[PlannedCall]) -> tuple[PlannedCall, ...]:
    """The calls with the words a part says where the part before it said a value: in "Find comedy movies
    in Austin and horror movies in Dallas", "horror" stands before "movies" as "comedy" does, so it is the
    genre of the second call as "comedy" is of the first."""
    kept: list[PlannedCall] = []
    for call in calls:
        earlier = next((other for other in reversed(kept) if other.tool.name == call.tool.name), None)
        kept.append(call if earlier is None else _parallel_words_added(call, earlier))
    return tuple(kept)


def _parallel_words_added(call: PlannedCall, earlier: PlannedCall) -> PlannedCall:
    """The call with, for each one-word value of the earlier call of its tool that it lacks, the word its
    own part writes before the same following word ("comedy movies" then "horror movies")."""
    before = stated_arguments(earlier, Turn(earlier.request))
    own = stated_arguments(call, Turn(call.request))
    added: dict[str, Any] = {}
    for key, value in before.items():
        if key in own or not isinstance(value, str) or not re.fullmatch(r"[a-z][a-z-]+", value):
            continue
        follows = re.search(rf"(?<![\w-]){re.escape(value)}\s+([a-z][a-z-]+)\b", earlier.request)
        if follows is None or not lr.request_stems(follows.group(1)):
            continue
        found = re.search(rf"(?<![\w-])([a-z][a-z-]+)\s+{re.escape(follows.group(1))}\b", call.request)
        word = found.group(1) if found is not None else ""
        if word and word != value and lr.request_stems(word) and not _covered(word, own):
            added[key] = word
    return PlannedCall(call.tool, call.request, {**call.base, **added}) if added else call


def _same_tool_run(calls: Sequence[PlannedCall], name: str) -> list[PlannedCall]:
    """The last calls of one tool, the latest first."""
    run = []
    for call in reversed(calls):
        if call.tool.name != name:
            break
        run.append(call)
    return run


def _added_options(call: PlannedCall, run: Sequence[PlannedCall]) -> dict[str, Any]:
    """What a continuing call's own part surely states, when the calls of its tool just before it (two
    or more) state none of those parameters; else ``{}``."""
    if not call.base or len(run) < 2:
        return {}
    alone = PlannedCall(call.tool, call.request)
    sure, _ = _sure_and_guessed(alone)
    if not sure:
        return {}
    taken = {key for other in run for key in stated_arguments(other, Turn(other.request))}
    if sure & taken:
        return {}
    stated = stated_arguments(alone, Turn(call.request))
    return {key: stated[key] for key in sure if key in stated}


# "to the station", "at my office": a place a part says in small words, its own and no other part's
_A_PLACE_IN_WORDS = re.compile(r"\b(?:to|into|at|near|from)\s+(?:the|my|our|a|an)\s+[a-z]+", re.I)


def _with_values_of_others(
    part: str, parts: Sequence[str], tools: Sequence[ToolDefinition], scores: Mapping[str, float]
) -> PlannedCall | None:
    """The call a part asks for whose values another part gives, nearest first: "the air quality"
    of "Check the air quality and the UV index in Madrid" takes Madrid."""
    if lv.numbers(part) or lv.quoted(part) or lv.capitalized(part) or _A_PLACE_IN_WORDS.search(part):
        return None  # a part with values of its own is served by them, or is no call ("a cab to the station")
    fitting = [t for t in tools if scores[t.name] > 0 and t.name not in PLAN_TOOLS]
    fitting.sort(key=lambda t: -scores[t.name])
    here = parts.index(part)
    for other in sorted((p for p in parts if p != part), key=lambda p: abs(parts.index(p) - here)):
        for tool in fitting:
            joined = f"{part} {other}" if parts.index(other) > here else f"{other} {part}"
            if _serves(tool, joined):
                return PlannedCall(tool, joined)
    return None


# "one of them", "it", "its": a thing a part before asked for, whose result the part works on.
_ITS_RESULT = re.compile(r"\b(?:(?:one|any|some|each)\s+of\s+(?:them|those|these)|it|its|them|their)\b", re.I)


def _guesses_what_it_refers_to(call: PlannedCall) -> bool:
    """Whether a part referring back to what a part before asked for ("reserve a table for 2 at one of
    them") only guesses a value its tool requires: the value is in the result of the call before."""
    if not _ITS_RESULT.search(call.request):
        return False
    _, guessed = _sure_and_guessed(call)
    return bool(guessed & {str(key) for key in call.tool.input_schema.get("required") or ()})


def _works_on_a_result(call: PlannedCall, before: Sequence[PlannedCall]) -> bool:
    """Whether a call would take a value a call before states for an id of another thing as its own id
    (an order's number as a payment's id): it is a step on what the call before returns."""
    arguments = stated_arguments(call, Turn(call.request))
    return any(takes_an_id_of_another_thing(arguments, stated_arguments(b, Turn(b.request))) for b in before)


_LEADING_JOINERS = re.compile(r"^(?:(?:and|or|also|then|the|in|for|of|at|on|what about|how about)\s+)+", re.I)


# "I'm interested in a horror movie ... Can you find one for me?": a part whose object is the thing before
_REFERS_BACK = re.compile(
    r"\b(?:find|play|book|get|show|reserve|buy|order|search|look up|check|add|send|schedule|open)\s+"
    r"(?:me\s+|us\s+)?(?:it|(?:the\s+)?ones?|them|those|these|that|this)\b(?!\s+(?:of|is|are)\b)",
    re.IGNORECASE,
)


def _completes(previous: PlannedCall, part: str) -> bool:
    """Whether a part gives the rest of the previous call: it names parameters of its tool ("the
    password is '12345'"), none of which the previous part named (a second call names the same ones
    again: "the port is 5432, and for the backup the port is 5433"), and opens no other request
    ("Also list ...")."""
    first = re.match(r"(?:(?:and|please)\s+)*(\w+)", part.strip(), re.IGNORECASE)
    if _ANOTHER.match(part.strip()) or (first is not None and first.group(1).lower() in lr.LIGHT_VERBS):
        return False  # "Also list the cases filed in 2018", "list the cases filed in 2018": another call
    named = _parameters_named(previous.tool, part)
    return bool(named) and not named & _parameters_named(previous.tool, previous.request)


def _bare_fragment(part: str) -> bool:
    """Whether a part is a bare noun and its value, neither a question nor led by a verb ("vulnerability
    ef903ac-893-f00" after "... with component UUID AB1010CD and"): it only adds to the call before, even
    when another tool is named for its noun."""
    return not lr.asks_for_something(part)


_ANOTHER = re.compile(r"(?:and\s+)?(?:also|additionally|then|next|finally|lastly|plus|besides|in addition)\b", re.I)


def _parameters_named(tool: ToolDefinition, text: str) -> set[str]:
    """The parameters of ``tool`` a text names by every word of their names ("port number" for ``port``)."""
    properties = tool.input_schema.get("properties")
    if not isinstance(properties, Mapping):
        return set()
    unquoted = re.sub(r"(['\"]).*?\1", " ", text)  # "the 'Port Royal' hotel" names no port
    tokens = re.findall(r"[A-Za-z]+", unquoted)  # a word in a name ("UEFA Champions League") names no parameter
    words = {w.lower().removesuffix("s") for n, w in enumerate(tokens) if w.islower() or w.isupper() or n == 0}
    words -= set(lv.name_words(tool.name))  # "use the number_theory.gcd function" names no number
    named = set()
    for key, spec in properties.items():
        own = [word.removesuffix("s") for word in lv.name_words(key)]
        topic = set(lv.name_words(tool.name))  # "mark it as private": a flag named by its feature
        flag = lv.kind_of(spec) == "boolean" and bool(lv.flag_state(text, key, properties, topic, "", frozenset())[1])
        if flag or (own and all(word in words for word in own)):
            named.add(key)
    return named


# "a table for 2 at Chez Panisse and one for 4 at Nopa": "one" stands for another table, it counts nothing
_ONE_MORE_OF_IT = re.compile(r"^(?:and\s+)?(?:another|one)\s+(?=(?:for|at|in|on|with|to|from|by)\s)", re.I)


def _continued(previous: PlannedCall, part: str, request: str) -> PlannedCall:
    """The call a part continuing the previous one asks for: one bare value ("seasons 2017, 2018")
    takes the place of the previous part's value of its kind, unless one call on the whole request
    takes it too ("between New York City and Los Angeles"); other parts add their values to the
    previous call's ("... and in Rome"); a pronoun for the thing the previous part asked for ("and one for
    4 at Nopa") is no value of the part."""
    part = _ONE_MORE_OF_IT.sub("", part.strip())
    value = _LEADING_JOINERS.sub("", part.strip().rstrip("?.!,;")).strip()
    span = _last_value_like(previous.request, value) if not previous.base else None
    if span is not None and _covered(_number_or_text(value), _fixed_values(previous.tool, request)):
        span = None
    if span is not None:
        start, end = span
        return PlannedCall(previous.tool, previous.request[:start] + value + previous.request[end:])
    pronoun = re.search(r"\b(?:it|its|them|they|those|these|that|this|one)\b", part, re.I)  # "tell me if it hits 299"
    if _opens_on_a_verb_of_its_own(part, [previous]) and not pronoun and not missing_values(previous.tool, part):
        return PlannedCall(previous.tool, part)  # "close issue 3141 and set 3142 to critical": 3142 is not closed
    source = previous.base.get("_from")
    if isinstance(source, str) and (read_as := _read_as(previous.request, source)[1]):
        return PlannedCall(previous.tool, part, {"_from": read_as})  # "..., and to email Sarah at 4pm, and to leave"
    if previous.base:  # "..., 5 out of 15 rounds, and 7 out of 20": what the one before inherited too
        return PlannedCall(previous.tool, part, stated_arguments(previous, Turn(request)))
    return PlannedCall(previous.tool, part, {"_from": previous.request})


# A part opening with the preposition that opened the previous part's last phrase: "news about climate
# change and about the stock market" is a second topic, whatever words it shares with another tool.
_OPENING_PREPOSITION = re.compile(r"(?:and\s+)?(about|in|on|for|at|of|from|to|with|near|by)\s+(?=\w)", re.I)


def _with_preposition_again(previous: str, part: str) -> str | None:
    """The previous part with its last phrase replaced by ``part``, when ``part`` restates the preposition
    that opened that phrase, a phrase of a few words with no other preposition in it ("news about
    climate change" and "about the stock market": "news about the stock market"); else ``None``."""
    opening = _OPENING_PREPOSITION.match(part.strip())
    if opening is None:
        return None
    text = previous.strip().rstrip("?.!")
    last = re.search(rf"\b{opening.group(1)}\s+([^,;.?!]+)$", text, re.I)
    if last is None or _OPENING_PREPOSITION.search(last.group(1)) or len(last.group(1).split()) > 4:
        return None
    restated = part.strip()[opening.end(1) :]
    if bool(lv.dates(restated)) != bool(lv.dates(last.group(1))):
        return None  # "a show in LA, in 2023-10-1": a date is no second place
    return text[: last.start()] + part.strip()[opening.start(1) :]


# A place written with its state, province or country after a comma: "Berkeley, CA", "San Jose, Costa Rica".
_PLACE_WITH_REGION = re.compile(r"\b[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*)*,\s*([A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*)*)\b")


def _last_value_like(text: str, value: str) -> tuple[int, int] | None:
    """Where the text's last value of the same kind as ``value`` (a number, a place with its region, a
    name, a quoted text) is, when ``value`` is one bare value; else ``None``."""
    found = lv.numbers(value)
    if len(found) == 1 and found[0].start == 0 and found[0].end == len(value):
        spans = [(v.start, v.end) for v in lv.numbers(text)]
    elif (quoted := lv.quoted(value)) and quoted[0].start == 0 and quoted[0].end == len(value):
        spans = [(v.start, v.end) for v in lv.quoted(text)]
    elif (place := _PLACE_WITH_REGION.fullmatch(value)) and lp.is_region(place.group(1)):
        spans = [(m.start(), m.end()) for m in _PLACE_WITH_REGION.finditer(text) if lp.is_region(m.group(1))]
    elif lv.capitalized(value) == [value]:
        spans = []
        for name in lv.capitalized(text):
            at = text.rfind(name)
            spans += [(at, at + len(name))] if at >= 0 else []
    elif re.fullmatch(r"[a-z][a-z-]*", value) and value not in _STOP_WORDS:  # "of gold, silver": a word for a word
        spans = [(m.start(), m.end()) for m in re.finditer(r"[A-Za-z][\w-]*", text)][-1:]
    else:
        return None
    spans = [span for span in spans if text[span[1] :].strip(" ?.!,;") == ""]
    return spans[-1] if spans else None


def _completed_by_others(
    part: str, parts: Sequence[str], tools: Sequence[ToolDefinition], scores: Mapping[str, float]
) -> PlannedCall | None:
    """The call a part asks for with values of its own that lacks a required one another part states
    for the same tool, nearest first ("the most played Pop song and the Rock song in Australia")."""
    fitting = sorted(
        (t for t in tools if scores[t.name] > 0 and t.name not in PLAN_TOOLS), key=lambda t: -scores[t.name]
    )
    if not fitting or not supplies(fitting[0], part):
        return None
    tool = fitting[0]
    required = [str(key) for key in tool.schema_dict().get("required") or ()]
    own = stated_arguments(PlannedCall(tool, part), Turn(part))
    here = parts.index(part)
    base: dict[str, Any] = {}
    for other in sorted((p for p in parts if p != part), key=lambda p: abs(parts.index(p) - here)):
        stated = stated_arguments(PlannedCall(tool, other), Turn(other))
        if not own or not set(own) <= set(stated) or not all(isinstance(v, str) for v in own.values()):
            continue  # parts stating other things (or bare numbers) are pieces of one call, not calls of their own
        base.update({key: stated[key] for key in required if key not in own and key not in base and key in stated})
    call = PlannedCall(tool, part, base)
    return call if base and planned_arguments(call, Turn(part)) is not None else None


# "there", "in the same city": a place a part before said; never the "there" of "is there", "there are"
_PLACE_SAID_BEFORE = re.compile(
    r"(?<!\bis\s)(?<!\bare\s)(?<!\bwas\s)(?<!\bwere\s)(?<!\bbe\s)\bthere\b(?!\s*(?:is|are|was|were|will|'s)\b)|"
    r"\b(?:in|at|near|around)\s+(?:the\s+same|that)\s+(?:city|town|place|area|location)\b",
    re.I,
)
# "the two cities", "both places": the last two places parts before named
_PLACES_SAID_BEFORE = re.compile(
    r"\b(?:the\s+)?(?:two|both|these|those)\s+(?:cities|towns|places|locations|countries)\b", re.I
)
# A place named after its preposition: "in Austin, TX", "at Nopa" (never "at 20:00")
_PLACE_PHRASE = re.compile(
    r"\b(?:in|at|near|around|to)\s+([A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*)*(?:,\s*[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*)*)?)"
)


def _at_a_place_said_before(
    part: str, calls: Sequence[PlannedCall], tools: Sequence[ToolDefinition], words: Mapping[str, set[str]]
) -> PlannedCall | None:
    """The call of a part that asks for a tool at a place a part before named, saying "there" or "in the
    same city" for it ("Find hotels in Austin, TX and Thai restaurants there"), or at the last two places
    named, saying "the two cities" ("... and the time difference between the two cities"): the best
    scoring tool the part serves once the places stand in for those words, and the verb of the part
    before opens a part that leaves its verb out."""
    said = [found for call in reversed(calls) for found in reversed(list(_PLACE_PHRASE.finditer(call.request)))]
    names = list(dict.fromkeys(found.group(1) for found in said))[:2]
    if len(names) == 2 and _PLACES_SAID_BEFORE.search(part):
        placed = _PLACES_SAID_BEFORE.sub(f"{names[1]} and {names[0]}", part, count=1)  # "between the two cities"
    elif said and _PLACE_SAID_BEFORE.search(part):
        placed = _PLACE_SAID_BEFORE.sub(said[0].group(0), part, count=1)  # "there": "at Nopa", "in Paris"
    else:
        return None
    verb = calls[-1].request.split()[0]
    if not lr.opens_with_a_verb(placed) and lr.opens_with_a_verb(calls[-1].request):
        placed = f"{verb} {placed}"  # "Find hotels in Lisbon and vegan restaurants there": find them too
    scores = _scores(placed, tools, words)
    fitting = [t for t in tools if scores[t.name] > 0 and t.name not in PLAN_TOOLS and _part_served(t, placed)]
    return PlannedCall(max(fitting, key=lambda t: scores[t.name]), placed) if fitting else None


def _completed_for_another_tool(
    part: str,
    parts: Sequence[str],
    tools: Sequence[ToolDefinition],
    scores: Mapping[str, float],
    previous: PlannedCall,
) -> PlannedCall | None:
    """The call of a part about another tool than the call before it, completed by the other parts
    (:func:`_completed_by_others`), when every value the part states itself names something ("the
    signing of the Treaty of Tordesillas"): not a part that only goes on with the call before."""
    if not _about_another_tool(scores, previous.tool):
        return None
    completed = _completed_by_others(part, parts, tools, scores)
    if completed is None:
        return None
    own = stated_arguments(PlannedCall(completed.tool, part), Turn(part))
    return completed if own and all(_strong(value, part) for value in own.values()) else None


def _strong(value: Any, request: str) -> bool:
    """A value that names something (a number, a name, an id, a quoted text), not a span of ordinary words."""
    if isinstance(value, bool):
        return False
    if isinstance(value, (int, float)):
        return True
    if not isinstance(value, str):
        return False
    return any(c.isupper() or c.isdigit() for c in value) or value in {v.value for v in lv.quoted(request)}


def _covered(value: Any, whole: Mapping[str, Any]) -> bool:
    if isinstance(value, (int, float)):
        return any(isinstance(w, (int, float)) and not isinstance(w, bool) and w == value for w in whole.values())
    lowered = str(value).lower()
    return any(
        isinstance(w, str)
        and (_holds_as_words(lowered, w.lower()) or lv.same_day(str(value), w))
        for w in whole.values()
    )


def _holds_as_words(value: str, other: str) -> bool:
    """Whether one text holds the other as whole words ("dir" is no part of "mkdir reports"); an empty
    text is held by any."""
    return lv.overlap(value, other) if value and other else value in other or other in value


def _another_tool_takes_all(
    request: str, calls: Sequence[PlannedCall], tools: Sequence[ToolDefinition], words: Mapping[str, set[str]]
) -> bool:
    """Whether the whole request is one call of a tool none of the parts chose: it fits the whole far
    better than theirs ("add a new PostgreSQL server with host ..., port ..., username ...": the parts
    alone lack what it requires, so each fell to a lesser tool), or as well as theirs while it requires
    more values than any of theirs and no part alone serves it ("the intersection points of y=3x+2 and
    y=2x+3": two functions; each part alone had one, for the tool that finds a function's zeros)."""
    scores = _scores(request, tools, words)
    chosen = {call.tool.name for call in calls}
    top = max(scores[name] for name in chosen)
    most = max(len(call.tool.input_schema.get("required") or ()) for call in calls)
    others = [t for t in tools if t.name not in chosen and t.name not in PLAN_TOOLS and _part_served(t, request)]
    best = max(tools, key=lambda tool: scores[tool.name])
    if best in others and scores[best.name] >= 2 * top:
        return True
    return any(
        scores[t.name] >= top > 0
        and len(t.input_schema.get("required") or ()) > most
        and not any(_part_served(t, call.request) for call in calls)
        for t in others
    )


def _one_call_takes_all(request: str, calls: Sequence[PlannedCall]) -> bool:
    """Whether one call on the whole request takes every value the parts' calls would: "the distance
    between New York City and Washington D.C." is one call (an origin and a destination), "the weather
    in Oslo and in Rome" is two (one city each)."""
    tool = calls[0].tool
    if any(call.tool.name != tool.name for call in calls):
        return False
    whole = planned_arguments(PlannedCall(tool, request), Turn(request))
    if not whole:
        return False
    for call in calls:
        arguments = planned_arguments(call, Turn(request))
        if arguments is None:
            return False
        if any(_strong(value, request) and not _covered(value, whole) for value in arguments.values()):
            return False
        if any(_another_time_of_day(key, value, whole, request) for key, value in arguments.items()):
            return False
        if any(_number_read_as_text(value, whole) for value in arguments.values()):
            return False
    return True


def _number_read_as_text(value: Any, whole: Mapping[str, Any]) -> bool:
    """Whether a part's number is a word of a text the one call on the whole request would take: "5
    headlines about technology and 5 about science" is two calls, not one about "technology and 5"."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return False
    written = str(int(value)) if float(value).is_integer() else str(value)
    return any(isinstance(text, str) and written in text.split() for text in whole.values())


def _another_time_of_day(key: str, value: Any, whole: Mapping[str, Any], request: str) -> bool:
    """Whether a part's value is a time of day the request names that one call on the whole request
    does not give the same parameter: one call holds one time ("at 7am to go running and at 9pm to
    take my pills" is two reminders, though the whole's text holds "9pm")."""
    return value in lv.clock_times(request, "") and whole.get(key) != value


def _pieces_of_one_call(request: str, calls: Sequence[PlannedCall]) -> bool:
    """Whether calls of one tool are pieces of one call: several calls are asked for only when the
    parts give different values for the same parameter ("the weather in Oslo and in Rome"); parts
    giving values for different parameters ("a game rated above 4.5 and compatible with Windows 10",
    "Who discovered the neutron? Give me details.") describe one call, and so do parts whose values
    one call on the whole request takes all of ("between New York, USA and Miami, USA")."""
    tool = calls[0].tool
    if any(call.tool.name != tool.name for call in calls):
        return False
    own = [_surely_own_values(call) for call in calls]
    if any(a.request in b.request for a, b in itertools.permutations(calls, 2)):
        return True  # a part completed with the words of another is a piece of the same call
    if _fields_of_one_object(calls):
        return True  # "set the fan to high and turn on eco mode": two settings of one appliance's body
    if all(values == own[0] for values in own) or len({_last_word(call.request) for call in calls}) == 1:
        return False  # alike parts ("a Chicken Soup recipe and a Vegan Salad recipe")
    keys = {key for values in own for key in values}
    differing = [key for key in keys if len({repr(values[key]) for values in own if key in values}) > 1]
    whole = stated_arguments(PlannedCall(tool, request), Turn(request))
    if not differing:  # unless a part names something its values miss ("for Android"), then nothing tells
        if all(_covered_deep(value, whole) for values in own for value in values.values()):
            return True  # "identified as 'db1', and use '10.0.0.5' as the host": one call takes them all
        return all(_accounted(call, values) for call, values in zip(calls, own, strict=True))
    given = [(key, values[key]) for values in own for key in differing if key in values]
    if any(_another_time_of_day(key, value, whole, request) for key, value in given):
        return False
    return all(_covered_deep(value, whole) for _, value in given)


def _fields_of_one_object(calls: Sequence[PlannedCall]) -> bool:
    """Whether the parts of one tool's calls each state other fields of the one object the tool takes (a
    ``body`` of settings), none giving a field another value than another part gives it, and nothing
    else: "set the fan speed to high and turn on eco mode" is one body of two settings."""
    keys = [
        key for key, spec in _properties(calls[0].tool).items() if isinstance(spec, Mapping) and spec.get("properties")
    ]
    if len(keys) != 1 or any(_own_values(call) for call in calls):
        return False
    stated: list[dict[str, str]] = []
    for call in calls:
        sub = _narrowed_properties(call).get(keys[0])
        if not isinstance(sub, Mapping) or not isinstance(fields := sub.get("properties"), Mapping):
            return False
        stated.append({str(key): repr(field) for key, field in fields.items() if key in (sub.get("required") or ())})
    if not all(stated):
        return False
    if any(a[key] != b[key] for a, b in itertools.combinations(stated, 2) for key in a.keys() & b.keys()):
        return False
    return all(values.keys() - set().union(*(o.keys() for o in stated if o is not values)) for values in stated)


def _accounted(call: PlannedCall, values: Mapping[str, Any]) -> bool:
    """Whether every name, quoted text and number of a call's part is (inside) one of its values; the
    tool's own words ("case ID", "MRI report") are no values."""
    texts = [str(leaf).lower() for leaf in _leaves(dict(values)) if not isinstance(leaf, bool)]
    numbers = [leaf for leaf in _leaves(dict(values)) if isinstance(leaf, (int, float)) and not isinstance(leaf, bool)]
    own_words = lr.raw_words(call.tool)
    for name in [*lv.capitalized(call.request), *(v.value for v in lv.quoted(call.request))]:
        tool_words = all(lr.raw_stem(word) in own_words for word in str(name).lower().split())
        if not tool_words and not any(str(name).lower() in text for text in texts):
            return False
    for number in lv.numbers(call.request):
        shown = call.request[number.start : number.end].lower()
        if number.value not in numbers and not any(shown in text for text in texts):
            return False
    return True


def _surely_own_values(call: PlannedCall) -> dict[str, Any]:
    """The values a call's own part states surely: a span the model would pick among several words of
    the part ("identified" of "should be identified as 'db1'") tells no parameter's value apart; the
    part's one content word does ("for iOS")."""
    choices = _narrowed_properties(call)
    return {
        key: value
        for key, value in _own_values(call).items()
        if not (isinstance(spec := choices.get(key), Mapping) and _several_spans(spec))
    }


def _last_word(text: str) -> str:
    words = re.findall(r"[\w'-]+", text.lower())
    return words[-1] if words else ""


def _own_values(call: PlannedCall) -> dict[str, Any]:
    """The values a call's own part states (not those it inherits), without the numbers that are part
    of a name it states ("Windows 10" gives no 10 of its own)."""
    stated = stated_arguments(PlannedCall(call.tool, call.request), Turn(call.request))
    names = [value for value in stated.values() if isinstance(value, str)]

    def inside_a_name(value: Any) -> bool:
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            return False
        word = re.compile(rf"(?<![\w.]){re.escape(f'{value:g}')}(?![\w.])")
        return any(word.search(name) for name in names)

    return {key: value for key, value in stated.items() if not inside_a_name(value)}


def _covered_deep(value: Any, whole: Mapping[str, Any]) -> bool:
    """Whether a value (each of its items, for a list or an object) is among or inside the values of
    ``whole``, those inside its lists and objects included."""
    flat = {str(n): leaf for n, leaf in enumerate(_leaves(dict(whole)))}
    return all(_covered(leaf, flat) for leaf in _leaves(value))


def _leaves(value: Any) -> list[Any]:
    if isinstance(value, Mapping):
        return [leaf for inner in value.values() for leaf in _leaves(inner)]
    if isinstance(value, list):
        return [leaf for inner in value for leaf in _leaves(inner)]
    return [value]


_JOINER = re.compile(
    r"^(?:\s*,\s*(?:(?:and|or)\s+)?|\s+(?:and|or|&|and also|as well as)\s+)(?:(?:in|for|of|at|on|to|from|the)\s+)*$",
    re.I,
)
# "plus" joins names ("Dublin plus Cork"), never numbers ("3 plus 4" is a sum)
_NAME_JOINER = re.compile(r"^\s+plus\s+(?:(?:in|for|of|at|on|to|from|the)\s+)*$", re.I)


_AMOUNT_IN_CODE = re.compile(r"\b\d[\d,.]*\s+[A-Z]{2,4}\b")  # "20 EUR": one value, not 20 and EUR


def _coordinated_values(request: str) -> list[list[tuple[int, int]]]:
    """Runs of names, numbers, times or addresses joined by "and" or commas ("in Seattle and Los Angeles",
    "flights UA100 and AF22", "5, 7 and 9", "at 8am and at 1pm", "bob@example.com and amy@example.com"), as
    offsets; two names joined by a comma alone ("Sydney, Australia") are one place, not two."""
    found: list[tuple[int, int]] = []
    cursor = 0
    for name in lv.capitalized(request):
        if re.fullmatch(r"I(?:'[a-z]{1,2})?", name):
            continue  # the speaker ("I'm"), never a value
        start = request.find(name, cursor)
        if start >= 0:
            found.append((start, start + len(name)))
            cursor = start + len(name)
    found += [(v.start, v.end) for v in (*lv.numbers(request), *lv.quoted(request), *lv.emails(request))]
    found += [(v.start, v.end) for v in lv.phones(request)]  # "text 555-0101 and 555-0102": two numbers, not four
    found += [(m.start(), m.end()) for m in re.finditer(r"\b[A-Za-z]{1,4}-?\d[\w-]*", request)]
    found += [(m.start(), m.end()) for m in _AMOUNT_IN_CODE.finditer(request)]
    found += [(m.start(1), m.end(1)) for m in _CLOCK.finditer(request)]  # "at 8am and at 1pm": two times
    inside = {span for span in found for o in found if o != span and o[0] <= span[0] and span[1] <= o[1]}
    spans = sorted(set(found) - inside)
    runs: list[list[tuple[int, int]]] = []
    for span in spans:
        between = request[runs[-1][-1][1] : span[0]] if runs else ""
        unit = re.match(r"^(\s+[a-z]+)(\s*,\s*(?:(?:and|or)\s+)?|\s+(?:and|or)\s+)$", between)
        repeated = unit is not None and request[span[1] :].startswith(unit.group(1))  # "5 units, 10 units and 15 units"
        names = runs and not any(request[a:b][:1].isdigit() for a, b in (runs[-1][-1], span))
        if runs and (_JOINER.match(between) or repeated or (names and _NAME_JOINER.match(between))):
            runs[-1].append(span)
        else:
            runs.append([span])
    runs = [_places_paired(request, run) for run in runs]
    return [run for run in runs if len(run) > 2 or (len(run) == 2 and "," not in request[run[0][1] : run[1][0]])]


def _each_value_again(tool: ToolDefinition, part: str, base: Mapping[str, Any]) -> tuple[PlannedCall, ...]:
    """A call for each value of the one run of names or numbers of a part that repeats the call before
    it ("do the same for Oslo and Rome"), when one call cannot take them all (not "the point (9, 12, 15)"
    nor "New York, United States, in the 'America/New_York' timezone"); else ``()``."""
    runs = _coordinated_values(part)
    if len(runs) != 1:
        return ()
    run = runs[0]
    whole = stated_arguments(PlannedCall(tool, part, dict(base)), Turn(part))
    if all(_covered(_number_or_text(part[a:b]), whole) for a, b in run):
        return ()
    calls = tuple(PlannedCall(tool, part[: run[0][0]] + part[a:b] + part[run[-1][1] :]) for a, b in run)
    if any(planned_arguments(PlannedCall(tool, c.request, dict(base)), Turn(c.request)) is None for c in calls):
        return ()
    return calls


def _with_the_last_code(values: Sequence[str]) -> list[str]:
    """A run's values with the code its last amount is written in ("100 and 200 USD") given to the bare
    numbers before it: one currency said once is every amount's."""
    last = _AMOUNT_IN_CODE.fullmatch(values[-1].strip()) if values else None
    if last is None or not all(re.fullmatch(_NUMBER_TEXT, value.strip()) for value in values[:-1]):
        return list(values)
    code = values[-1].split()[-1]
    return [f"{value} {code}" for value in values[:-1]] + [values[-1]]


def _places_paired(request: str, run: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """A run of names that pairs each with the next by a comma alone, the pairs joined by "and" ("San
    Francisco, CA and Seattle, WA"; "Paris, France, Rome, Italy and Oslo, Norway") as one value per pair."""
    joiners = [request[a[1] : b[0]] for a, b in itertools.pairwise(run)]
    if len(run) < 4 or len(run) % 2 or not all(j.strip() == "," for j in [*joiners[::2], *joiners[1:-2:2]]):
        return run
    if not re.search(r"\band\b", joiners[-2]):
        return run
    return [(run[n][0], run[n + 1][1]) for n in range(0, len(run), 2)]


def _coordinated_calls(
    request: str, tools: Sequence[ToolDefinition], words: Mapping[str, set[str]]
) -> tuple[PlannedCall, ...]:
    """One call per value when the request asks the same thing of several ("the temperature in Seattle
    and Los Angeles"), and one call on the whole request cannot take them all."""
    scores = _scores(request, tools, words)
    fitting = [t for t in tools if scores[t.name] > 0 and _serves(t, request) and t.name not in PLAN_TOOLS]
    if len(fitting) != 1:
        return ()
    tool = fitting[0]
    grouped = _grouped_calls(tool, request)
    if grouped:
        return grouped
    whole = _fixed_values(tool, request)
    runs = _coordinated_values(request)
    crossed = _crossed_calls(tool, request, runs, whole)
    if crossed:
        return crossed
    zipped = _zipped_calls(tool, request, runs, whole)
    if zipped:
        return zipped
    for run in runs:
        values = _with_the_last_code([request[start:end] for start, end in run])
        bare = [_number_or_text(value.strip("'\"“”‘’")) for value in values]  # "'Pulp Fiction'" is Pulp Fiction
        if all(_covered(value, whole) for value in bare):
            continue  # "the GCD of 36 and 48": one call takes both
        for text, (start, end) in ((request, (run[0][0], run[-1][1])), _sentence_around(request, run)):
            calls = []
            for value, named in zip(values, bare, strict=True):
                part = text[:start] + value + text[end:]
                if not _covered(named, _fixed_values(tool, part)) or missing_values(tool, part):
                    break  # "sum 10, 20 and 30" to add(a, b): "sum 10" holds no b, no call per number
                calls.append(PlannedCall(tool, part))
            else:
                return tuple(calls)  # else the sentence of the run alone: the story around it names other things
    return (
        _word_run_calls(tool, request, whole)
        or _items_before_a_place_calls(tool, request, whole)
        or _option_pair_calls(tool, request, whole)
    )


# Two options of one parameter joined by "and"/"or", the preposition or article maybe said again, each
# maybe in quotes: "walking and transit", "by car or by train", "an 'Economy' and a 'Premium' cab".
_OPTION_LEAD = r"(?:(?:by|in|for|with|via|using|on)\s+)?(?:(?:a|an|the)\s+)?"
_OPTION_JOINT = rf"\s+(?:and|or|&)\s+{_OPTION_LEAD}"


def _option_pairs(tool: ToolDefinition, request: str) -> list[tuple[str, re.Match[str], list[str]]]:
    """Each pair of options of one of the tool's closed string parameters the request joins by "and" or
    "or" ("walking and transit"): the parameter, where the pair is written, and the two options as the
    schema spells them; a pair inside a longer list of options, or both inside one quoted text, is none."""
    pairs = []
    for key, spec in (tool.schema_dict().get("properties") or {}).items():
        if not isinstance(spec, Mapping) or spec.get("type") != "string" or not isinstance(spec.get("enum"), list):
            continue
        options = sorted((str(o) for o in spec["enum"] if isinstance(o, str) and o.strip()), key=len, reverse=True)
        named = "|".join(re.escape(option) for option in options)
        option = rf"(['\"]?)({named})"
        pair = re.search(rf"(?<![\w'\"]){option}\1{_OPTION_JOINT}{option}\3(?![\w'\"])", request, re.I)
        if pair is None or pair.group(2).lower() == pair.group(4).lower() or _in_one_quote(request, pair):
            continue
        if re.search(rf"(?:,|\b(?:and|or))\s*{_OPTION_LEAD}['\"]?$", request[: pair.start()], re.I) or re.match(
            rf"\s*,|{_OPTION_JOINT}(?:{named})\b", request[pair.end() :], re.I
        ):
            continue  # a longer list of options
        chosen = [next(o for o in options if o.lower() == pair.group(n).lower()) for n in (2, 4)]
        pairs.append((str(key), pair, chosen))
    return pairs


def _in_one_quote(request: str, pair: re.Match[str]) -> bool:
    """Whether both options of a pair are inside one quoted text ("Post 'walking and transit' to #ops"); a
    request written inside quotes as a whole is no quoted text of its own."""
    quotes = [quote for quote in lv.quoted(request) if request[: quote.start].strip() or request[quote.end :].strip()]
    return any(quote.start < pair.start(2) and pair.end(4) < quote.end for quote in quotes)


def _option_pair_calls(tool: ToolDefinition, request: str, whole: Mapping[str, Any]) -> tuple[PlannedCall, ...]:
    """One call per option when a request joins two options of one parameter by "and" or "or" ("Walking
    and transit times from Union Square to Golden Gate Park": a walking call and a transit call), each
    call the request read with its option alone in the pair's place, when one call on the whole request
    takes one of them at most and each call gets every value its tool requires; else ``()``. Only a pair:
    a longer list of options ("languages, frameworks, and tools") may name what one call covers."""
    for key, pair, chosen in _option_pairs(tool, request):
        if isinstance(whole.get(key), str) and whole[key] not in chosen:
            continue
        calls = []
        for option, written in zip(chosen, (pair.group(2), pair.group(4)), strict=True):
            part = request[: pair.start()] + written + request[pair.end() :]
            call = PlannedCall(tool, part, {key: option})
            if planned_arguments(call, Turn(part)) is None:
                break
            calls.append(call)
        else:
            return tuple(calls)
    return ()


def _splits_an_option_pair(parts: Sequence[str], tools: Sequence[ToolDefinition], request: str) -> bool:
    """Whether two parts are cut inside a pair of options of one parameter ("the best Italian and Chinese
    restaurants": two values of one call's kind, each a call of the restaurant tool, not two asks)."""
    for tool in tools:
        for _, pair, _ in _option_pairs(tool, request):
            second = re.compile(rf"{_OPTION_LEAD}['\"]?{re.escape(pair.group(4))}\b")
            if any(a.rstrip("'\"").endswith(pair.group(2)) and second.match(b) for a, b in itertools.pairwise(parts)):
                return True
    return False


# A verb, the items it is done to, and where they go or come from: "delete gym and laundry from my to-do
# list", "run ipconfig and whoami in the terminal".
_ITEMS_BEFORE_A_PLACE = re.compile(
    rf"^((?:please\s+)?[a-z]+\s+)(.+?)({PLACE_OF_CONTENT_LEAD}[a-z][\w\s-]*)[.?!]?$",
    re.I,
)
MAX_LISTED_ITEMS = 4


def _items_before_a_place_calls(
    tool: ToolDefinition, request: str, whole: Mapping[str, Any]
) -> tuple[PlannedCall, ...]:
    """One call per item a leading verb is done to before a phrase saying where they go, in the tool's own
    words or, for a command line, anywhere ("Remove dentist appointment and car wash from my todo list",
    "run ipconfig and whoami in the terminal"): each item alone in the list's place is the call's value.
    ``()`` unless each item is a few plain words (no quoted text: "'salt and pepper'" is one item) and
    one call cannot take them all."""
    found = _ITEMS_BEFORE_A_PLACE.match(request.strip())
    if found is None or lv.quoted(found.group(2)) or not _where_the_tool_puts_things(tool, found.group(3)):
        return ()
    verb, listed, place = found.groups()
    items = [item for item in lv.ITEM_JOINT.split(listed) if item]
    if not 1 < len(items) <= MAX_LISTED_ITEMS or any(
        len(item.split()) > 3 or lr.opens_with_a_verb(item) for item in items
    ):
        return ()
    if all(item in _leaves(whole) for item in items):
        return ()  # "add milk and eggs to my cart" to a list of products: one call takes each as it is
    calls = tuple(PlannedCall(tool, f"{verb}{item}{place}") for item in items)
    taken = all(_covered(item, _fixed_values(tool, call.request)) for item, call in zip(items, calls, strict=True))
    return calls if taken else ()


def _where_the_tool_puts_things(tool: ToolDefinition, place: str) -> bool:
    """Whether a phrase says where in the tool's own words ("from my to-do list" for a todo tool), or
    says where a command line of a tool that runs one runs ("in the terminal")."""
    properties = tool.input_schema.get("properties")
    if isinstance(properties, Mapping) and any(lv.is_command(str(key)) for key in properties):
        return True
    words = re.sub(r"^\s*\w+\s+\w+\s+", "", place)  # "from my to-do list" -> "to-do list"
    return in_own_words(words, lr.stems(f"{tool.name} {tool.description}"))


# Plain words joined by "and" or commas, each after the same "the" or preposition said again: "the kitchen
# and the bedroom", "on climate and on elections" (not "salt and pepper", "black and white": one thing).
_WORD_RUN = re.compile(
    r"\b(?:both\s+)?(the|on|about|in|for|of)\s+([a-z][a-z-]+(?:\s*,\s*\1\s+[a-z][a-z-]+)*\s*,?\s+and\s+\1\s+[a-z][a-z-]+)\b"
)
# Three or more plain words after one preposition, joined by commas and a last "and": "headlines for
# business, sports and health" (two words alone may be one thing: "salt and pepper").
_WORD_LIST = re.compile(
    r"\b(the|on|about|in|for|of)\s+([a-z][a-z-]+(?:\s*,\s*[a-z][a-z-]+)+\s*,?\s+and\s+[a-z][a-z-]+)\b"
)
# Three or more items of one to three words after one preposition, joined by commas and a last "and"
# ("news about Formula 1, tennis and golf", "on economy, climate change, and elections in German"); no
# item word is a preposition or joiner, so what follows the list ("in German") stays out of its last item.
_ITEM_WORD = r"(?!(?:and|or|in|on|at|for|to|from|with|by|of|about)\b)[A-Za-z0-9][\w'-]*"
_ITEM_PHRASE = rf"{_ITEM_WORD}(?:\s+{_ITEM_WORD}){{0,2}}"
_PHRASE_LIST = re.compile(
    rf"\b(on|about|in|for|of)\s+({_ITEM_PHRASE}(?:\s*,\s*{_ITEM_PHRASE})+\s*,?\s+and\s+{_ITEM_PHRASE})(?![\w'-])"
)
# Plain words each before the same noun said again: "sports headlines and science headlines".
_HEAD_RUN = re.compile(r"\b([a-z][a-z-]+)\s+([a-z][a-z-]+)\s*,?\s+and\s+([a-z][a-z-]+)\s+\2\b")
# Two plain words joined by "and" or "or" after a place word: "in boston and denver", both towns.
_TOWN_PAIR = re.compile(r"\b(in|for|at|of)\s+([a-z][a-z-]+)\s+(?:and|or|&)\s+([a-z][a-z-]+)\b")
_WORD_ITEM = re.compile(r"\s*(?:,\s*(?:and\s+)?|\band\s+)(?:(?:the|on|about|in|for|of)\s+)?")


def _word_runs(request: str) -> list[tuple[list[str], list[str]]]:
    """The runs of plain words of a request that may each be a call's value (towns in lower case among
    them: "in boston and denver"), with the items of each run and the request read with each item alone
    in the run's place."""
    runs = []
    for match in (*_WORD_RUN.finditer(request), *_WORD_LIST.finditer(request)):
        items = [item for item in _WORD_ITEM.split(match.group(2)) if item]
        parts = [f"{request[: match.start()]}{match.group(1)} {item}{request[match.end() :]}" for item in items]
        runs.append((items, parts))
    for match in _HEAD_RUN.finditer(request):
        items = [match.group(1), match.group(3)]
        parts = [f"{request[: match.start()]}{item} {match.group(2)}{request[match.end() :]}" for item in items]
        runs.append((items, parts))
    for match in _TOWN_PAIR.finditer(request):
        items = [match.group(2), match.group(3)]
        if all(lp.towns_in_lower_case(f"in {item}") for item in items):  # not "in salt and pepper"
            parts = [f"{request[: match.start()]}{match.group(1)} {item}{request[match.end() :]}" for item in items]
            runs.append((items, parts))
    return runs


def _phrase_lists(request: str) -> list[tuple[list[str], list[str]]]:
    """The lists of three or more items of a few words after one preposition ("about Formula 1, tennis
    and golf"), with the items of each and the request read with each item alone in the list's place."""
    runs = []
    for match in _PHRASE_LIST.finditer(request):
        items = [item for item in lv.ITEM_JOINT.split(match.group(2)) if item]
        parts = [f"{request[: match.start()]}{match.group(1)} {item}{request[match.end() :]}" for item in items]
        runs.append((items, parts))
    return runs


def _kinds_before_things(request: str, tool: ToolDefinition) -> list[tuple[list[str], list[str]]]:
    """Plain words joined by "and" before what the tool is about ("business and health headlines" for
    ``fetch_headlines``), with the request read with each word alone before it."""
    runs = []
    for thing in lv.things_of(tool.name):
        pattern = rf"\b([a-z][a-z-]+)\s+and\s+([a-z][a-z-]+)\s+({re.escape(thing.removesuffix('s'))}s?)\b"
        for match in re.finditer(pattern, request):
            items = [match.group(1), match.group(2)]
            at = (match.start(), match.end())
            parts = [f"{request[: at[0]]}{item} {match.group(3)}{request[at[1] :]}" for item in items]
            runs.append((items, parts))
    return runs


def _word_run_calls(tool: ToolDefinition, request: str, whole: Mapping[str, Any]) -> tuple[PlannedCall, ...]:
    """One call per plain word of a run ("Turn the kitchen and the bedroom lights to 60%"), the word its
    value, when the request read with each word alone in the run's place offers that word to one and the
    same parameter of the tool, and one call on the whole request cannot take them all; or one call per
    item of a serial list of three or more ("about Formula 1, tennis and golf") its parameter takes one
    at a time; else ``()``."""
    for items, parts in [*_word_runs(request), *_kinds_before_things(request, tool)]:
        if not all(_covered(item, whole) for item in items) and (calls := _one_call_per_item(tool, items, parts)):
            return calls
    for items, parts in _phrase_lists(request):
        # a list of three the whole call reads as one text is still one value each, unless the
        # parameter asks for a list ("comma-separated topics")
        calls = _one_call_per_item(tool, items, parts)
        if calls and not _asks_a_list(tool, next(iter(calls[0].base))):
            return calls
    return ()


_ASKS_A_LIST = re.compile(r"\b(?:comma|separated|lists? of|multiple|several)\b", re.I)


def _asks_a_list(tool: ToolDefinition, key: str) -> bool:
    """Whether the description of a tool's parameter asks for several values in one text."""
    spec = (tool.schema_dict().get("properties") or {}).get(key)
    return isinstance(spec, Mapping) and bool(_ASKS_A_LIST.search(str(spec.get("description", ""))))


def _one_call_per_item(tool: ToolDefinition, items: Sequence[str], parts: Sequence[str]) -> tuple[PlannedCall, ...]:
    """One call per item, the item its value, when the request read with each item alone in the run's
    place offers that item to one and the same string parameter of the tool; else ``()``."""
    if len(items) < 2 or not all(lr.request_stems(item) for item in items):
        return ()
    keys = set.intersection(*(_offering(tool, part, item) for item, part in zip(items, parts, strict=True)))
    if len(keys) != 1:
        return ()
    key = keys.pop()
    return tuple(PlannedCall(tool, part, {key: item}) for item, part in zip(items, parts, strict=True))


def _offering(tool: ToolDefinition, request: str, value: str) -> set[str]:
    """The string parameters of the tool the request offers ``value`` to, as its one value or among the
    spans of the request the model picks from (a town in the form the parameter asks: "Boston, MA")."""
    properties = narrow_schema(tool.schema_dict(), Turn(request), tool.name, description=tool.description)
    found = set()
    for key, spec in (properties.get("properties") or {}).items():
        if not isinstance(spec, Mapping) or spec.get("type") != "string":
            continue
        offered = [spec["const"]] if "const" in spec else spec.get("enum") or []
        if any(isinstance(option, str) and _written_as(option, value) for option in offered):
            found.add(str(key))
    return found


def _written_as(option: str, value: str) -> bool:
    """Whether a parameter's option is the value, alone or in the form the parameter asks for a place
    ("Boston, MA" for "boston")."""
    return option.lower() == value.lower() or option.lower().startswith(f"{value.lower()}, ")


def _each_adds_to(wider: Sequence[PlannedCall], calls: Sequence[PlannedCall], request: str) -> bool:
    """Whether each of the wider calls keeps every value of its call among ``calls`` and some add more:
    what the request says once after a list of values ("..., Miami, FL and Seattle, WA in celsius") is
    for every value of the list, not the last alone."""
    if not wider or len(wider) != len(calls):
        return False
    turn = Turn(request)
    added = False
    for wide, call in zip(wider, calls, strict=True):
        more, less = planned_arguments(wide, turn), planned_arguments(call, turn) or {}
        # a call's own values stay, and so does every parameter it has (an inherited value may be read anew)
        if more is None or not (_own_values(call).items() <= more.items() and less.keys() <= more.keys()):
            return False
        added = added or more != less
    return added


def _sentence_around(request: str, run: Sequence[tuple[int, int]]) -> tuple[str, tuple[int, int]]:
    """The sentence holding a run of values, and where the run is in it."""
    start = max((m.end() for m in re.finditer(r"[.?!]\s+", request[: run[0][0]])), default=0)
    stop = re.search(r"[.?!](?:\s|$)", request[run[-1][1] :])
    end = run[-1][1] + stop.end() if stop else len(request)
    return request[start:end], (run[0][0] - start, run[-1][1] - start)


_GROUP = re.compile(r"\(\s*-?\d[\d.]*(?:\s*,\s*-?\d[\d.]*)+\s*\)")


def _grouped_calls(tool: ToolDefinition, request: str) -> tuple[PlannedCall, ...]:
    """One call per group of numbers, when there are several of one size (:func:`_number_groups`): "the
    highest common factor of (45, 60) and then of (90, 120)" is a call with 45 and 60 and one with 90
    and 120."""
    groups = _number_groups(request)
    if len(groups) < 2 or len({len(lv.numbers(request[a:b])) for a, b in groups}) != 1:
        return ()
    calls = []
    for start, end in groups:
        part = request
        for other in reversed(groups):
            if other != (start, end):
                part = part[: other[0]] + part[other[1] :]
        fixed = _fixed_values(tool, part)
        if not all(_covered(number.value, fixed) for number in lv.numbers(request[start:end])):
            return ()
        calls.append(PlannedCall(tool, part))
    return tuple(calls)


def _number_groups(request: str) -> list[tuple[int, int]]:
    """Where groups of numbers are written: in parentheses ("(45, 60) and (90, 120)"), as pairs in a list
    ("the pairs 35 and 45, 72 and 108"), or between semicolons ("3, 7 and 2; 5, 12 and 4")."""
    for pattern in (_GROUP, _PAIR):
        found = [(m.start(), m.end()) for m in pattern.finditer(request)]
        if len(found) > 1 and all(_LIST_GAP.fullmatch(request[a[1] : b[0]]) for a, b in itertools.pairwise(found)):
            return found
        if pattern is _GROUP and len(found) > 1:
            return found  # "(45, 60) and then of (90, 120)": parentheses group whatever is between
    pieces = list(_SEMICOLON_RUN.finditer(request)) if ";" in request else []
    return [(m.start(1), m.end(1)) for m in pieces] if len(pieces) > 1 else []


_NUMBER_TEXT = r"-?\d[\d.,]*\d|-?\d"
_PAIR = re.compile(rf"(?<![\w.,])(?:{_NUMBER_TEXT})\s+(?:and|with|&)\s+(?:{_NUMBER_TEXT})(?!\w|[.,]\d)")
_LIST_GAP = re.compile(r"\s*(?:,|;)\s*(?:(?:and|or)\s+)?")
# A group of two or more numbers ended by a semicolon or by the last group's end: "3, 7, and 2;".
_SEMICOLON_RUN = re.compile(
    rf"((?:{_NUMBER_TEXT})(?:\s*,\s+(?:and\s+)?(?:{_NUMBER_TEXT}))+)(?=\s*;|(?<=\d)(?![^;]*;))"
)


def _crossed_calls(
    tool: ToolDefinition, request: str, runs: Sequence[Sequence[tuple[int, int]]], whole: Mapping[str, Any]
) -> tuple[PlannedCall, ...]:
    """Two runs of values for two parameters, not paired off "respectively", taken every one with every
    other: "the winning percentage of the Lakers and the Bulls in the seasons 2018 and 2020" is four calls."""
    if re.search(r"\brespectively\b", request, re.I):
        return ()
    open_runs = [run for run in runs if not all(_covered(_number_or_text(request[a:b]), whole) for a, b in run)]
    if len(open_runs) != 2 or len(open_runs[0]) * len(open_runs[1]) > MAX_CROSSED_CALLS:
        return ()
    first, second = sorted(open_runs, key=lambda run: run[0][0])
    calls = []
    for a1, b1 in first:
        for a2, b2 in second:
            part = (
                request[: first[0][0]]
                + request[a1:b1]
                + request[first[-1][1] : second[0][0]]
                + request[a2:b2]
                + request[second[-1][1] :]
            )
            fixed = _fixed_values(tool, part)
            values = (_number_or_text(request[a1:b1]), _number_or_text(request[a2:b2]))
            if not all(_covered(value, fixed) for value in values):
                return ()
            calls.append(PlannedCall(tool, part))
    return tuple(calls)


MAX_CROSSED_CALLS = 9


def _zipped_calls(
    tool: ToolDefinition, request: str, runs: Sequence[Sequence[tuple[int, int]]], whole: Mapping[str, Any]
) -> tuple[PlannedCall, ...]:
    """Runs of the same length taken item by item: "Taylor Swift and Adele, for 20 minutes and 15
    minutes respectively" is one call with the firsts and one with the seconds."""
    for size in sorted({len(run) for run in runs}):
        paired = [run for run in runs if len(run) == size]
        if len(paired) < 2:
            continue
        values = [[request[start:end] for start, end in run] for run in paired]
        if all(_covered(_number_or_text(value), whole) for items in values for value in items):
            continue
        calls = []
        for index in range(size):
            part = request
            for run, items in sorted(zip(paired, values, strict=True), key=lambda pair: -pair[0][0][0]):
                part = part[: run[0][0]] + items[index] + part[run[-1][1] :]
            fixed = _fixed_values(tool, part)
            if not all(_covered(_number_or_text(items[index]), fixed) for items in values):
                break
            calls.append(PlannedCall(tool, part))
        else:
            return tuple(calls)
    return ()


def _fixed_values(tool: ToolDefinition, request: str) -> dict[str, Any]:
    """The arguments the request fixes on its own: all of them when it fixes every required one, else
    those with one value left."""
    planned = planned_arguments(PlannedCall(tool, request), Turn(request))
    if planned is not None:
        return planned
    narrowed = narrow_schema(tool.schema_dict(), Turn(request), tool.name, description=tool.description)
    fixed: dict[str, Any] = {}
    for key, spec in (narrowed.get("properties") or {}).items():
        if isinstance(spec, Mapping) and "const" in spec:
            fixed[key] = spec["const"]
        elif isinstance(spec, Mapping) and isinstance(spec.get("enum"), list) and len(spec["enum"]) == 1:
            fixed[key] = spec["enum"][0]
    return fixed


def _number_or_text(value: str) -> Any:
    found = lv.numbers(value)
    whole = len(found) == 1 and found[0].end - found[0].start == len(value.strip())
    whole = whole or (len(found) == 1 and _AMOUNT_IN_CODE.fullmatch(value.strip()) is not None)  # "20 EUR"
    return found[0].value if whole else value.strip("'\"")


# A plan whose items the request lists: "Make a plan: buy flour, bake bread, clean up" (after a colon, apart
# by commas), "Add buy flour and eggs to my plan" (what is added, one item as written).
_PLAN_WORDS = r"(?:plan|todo list|to-do list|todos?|to-dos?|checklist)"
_PLAN_LIST = re.compile(rf"\b(?:{_PLAN_WORDS}|list|tasks|steps)\b[^:\n]{{0,40}}:\s*(.+)", re.I | re.S)
_ADDED_TO_PLAN = re.compile(
    rf"^\s*(?:please\s+)?(?:add|put)\s+(.+?)\s+(?:to|on|onto|in)\s+(?:my|the)\s+{_PLAN_WORDS}\s*[.!]?\s*$", re.I
)
# Items apart by commas or lines, or by the numbers that mark them ("1. buy flour 2. bake bread")
_ITEM_APART = re.compile(r"\s*(?:[,;\n]\s*(?:and\s+|then\s+)?(?:\d{1,2}[.)]\s+)?|(?:^|\s)\d{1,2}[.)]\s+)")
_BULLET = re.compile(r"(?:^|\s+)[-*•]\s+")  # "- gym - work": apart by the bullets a list opens with


def listed_plan_items(request: str) -> list[str]:
    """The items a request lists for a plan, word for word (a plan's own words are the model's only
    when the request lists none): the items after a colon, apart by commas; or the one thing it adds
    to the plan. Empty when it lists none."""
    if added := _ADDED_TO_PLAN.match(request):
        return [added.group(1).strip()]
    listed = _PLAN_LIST.search(request)
    if listed is None:
        return []
    listed_text = listed.group(1).strip()
    apart = _BULLET if _BULLET.match(listed_text) else _ITEM_APART
    items = [item.strip().rstrip(".!") for item in apart.split(listed_text)]
    items = [item for item in items if item]
    return items if 1 < len(items) <= DEFAULT_MAX_ITEMS else []  # as many as the todo tools hold


def _files_of(call: PlannedCall, turn: Turn) -> set[str]:
    """The files (path values) a planned call works on, as far as the request fixes them."""
    properties = call.tool.schema_dict().get("properties") or {}
    arguments = planned_arguments(call, turn) or {}
    return {str(value) for key, value in arguments.items() if key in properties and _is_path(key, properties[key])}


def calls_now_and_later(calls: Sequence[PlannedCall], turn: Turn) -> tuple[list[PlannedCall], list[PlannedCall]]:
    """The planned calls that run now, in one reply, and those that wait for the next round: a call to
    another tool on a file an earlier call works on needs that call's effect ("Write hello to notes.txt
    and read it back": the read runs after the write, not beside it)."""
    now: list[PlannedCall] = []
    later: list[PlannedCall] = []
    for call in calls:
        files = _files_of(call, turn)
        earlier = [c for c in now if c.tool.name != call.tool.name and files & _files_of(c, turn)]
        (later if earlier else now).append(call)
    return now, later


def waiting_calls(calls: Sequence[PlannedCall], turn: Turn) -> list[PlannedCall]:
    """The calls of a turn's plan that waited for the round now starting: every call that ran first has
    run (as planned), and these have not."""
    now, later = calls_now_and_later(calls, turn)
    made = [(step.name, step.arguments) for step in turn.steps]

    def done(call: PlannedCall) -> bool:
        return (call.tool.name, planned_arguments(call, Turn(turn.request))) in made

    return [call for call in later if not done(call)] if later and all(done(call) for call in now) else []


def planned_arguments(call: PlannedCall, turn: Turn) -> dict[str, Any] | None:
    """The arguments of a planned call when the request fixes every one of them, else ``None``.

    Values named in the call's part of the request win; the rest come from the call it repeats
    (a follow-up) or from the part it continues ("in Rome" after "the weather in Oslo").
    """
    if call.tool.name in PLAN_TOOLS and (items := listed_plan_items(call.request)):
        return {"items": [{"text": text, "status": "pending" if n else "in_progress"} for n, text in enumerate(items)]}
    arguments = stated_arguments(call, turn)
    schema = call.tool.schema_dict()
    properties = schema.get("properties") or {}
    required = [key for key in schema.get("required") or () if key in properties]
    if any(key not in arguments for key in required):
        return None
    return arguments


def stated_arguments(call: PlannedCall, turn: Turn) -> dict[str, Any]:
    """The arguments the call's part of the request states (over those it inherits), whether or not
    they are all the tool requires."""
    base = dict(call.base)
    source = base.pop("_from", None)
    in_place: dict[str, Any] = {}
    if isinstance(source, str):
        earlier = stated_arguments(PlannedCall(call.tool, source), turn)  # "rated above 4 for Android, and for iOS"
        in_place = _read_in_place(call, source, turn)
        base = {**earlier, **in_place, **base}
    schema = call.tool.schema_dict()
    properties = schema.get("properties") or {}
    narrowed = narrow_schema(schema, Turn(call.request, turn.steps), call.tool.name, description=call.tool.description)
    zone_params = [key for key, spec in properties.items() if _is_zone(spec)]
    zones = asked_zones(call.request)
    arguments = {key: value for key, value in base.items() if key in properties}
    for key, spec in (narrowed.get("properties") or {}).items():
        if not isinstance(spec, Mapping) or _several_spans(spec):
            continue
        values = spec.get("enum") if isinstance(spec.get("enum"), list) else None
        if "const" in spec:
            values = [spec["const"]]
        if not values or spec == properties.get(key) or spec.get("x-narrowed") is False:
            continue
        if key in in_place or (key in arguments and values[0] in in_place.values()):
            continue  # "against EUR" read in place of "against USD" is the target (only); the base stays GBP
        fewer_zones = key in zone_params and len(zones) < len(zone_params) and key in arguments
        if fewer_zones and any(word in key.lower() for word in _SOURCE_WORDS):
            continue  # a new place for a conversion is its target; the source stays
        arguments[key] = values[0]
    return arguments




def _read_in_place(call: PlannedCall, source: str, turn: Turn) -> dict[str, Any]:
    """The values a continuing part gives when read in the place of the same words in the part before:
    "Remind me to call mom at 5pm and to water the plants at 8pm" reads "to water the plants at 8pm"
    as "Remind me to water the plants at 8pm". Only values written in the part itself count."""
    part, read_as = _read_as(call.request, source)
    if read_as is None:
        return {}
    read = stated_arguments(PlannedCall(call.tool, read_as), turn)
    return {key: value for key, value in read.items() if _written_in(value, part)}


def _read_as(request: str, source: str) -> tuple[str, str | None]:
    """A continuing part without its joining words, and the whole request it stands for when read in
    the place of the same words in the part before (``None`` when it cannot be read so)."""
    lead = _PART_LEAD.match(request)
    part = request[lead.start(1) :] if lead else _LEADING_JOINERS.sub("", request.strip())
    return part, _in_place_of(part, source) if lead else _with_its_verb(part, source)


# The small words a continuing part may open with, each standing for the same word in the part before
# ("... the GBP rate against USD and against EUR": EUR in the place of USD).
_LEAD_WORDS = "to|for|in|at|on|with|about|from|by|against|versus|vs|near|via|under|over|until|before|after"
_PART_LEAD = re.compile(rf"^(?:(?:and|also|then)\s+)*({_LEAD_WORDS})\s", re.I)


def _in_place_of(part: str, source: str) -> str | None:
    """A part that starts with a small word ("to water the plants at 8pm") read in the place of the
    same word in the part before ("Remind me to call mom at 5pm" -> "Remind me to water the plants at
    8pm"); when that word opens the part before ("At 9am remind me to stretch", "at 5pm to call the
    dentist"), its phrase takes the place of the one there and the rest that of a later small word of
    both ("at 5pm remind me to call the dentist"); ``None`` when the part before has no such word."""
    lead = re.match(rf"({_LEAD_WORDS})\s", part, re.I)
    at = re.search(rf"\b{lead.group(1)}\s", source, re.I) if lead else None
    if at is None:
        return None
    if at.start() > 0:
        return source[: at.start()] + part
    second = re.match(rf"(\w+\s+\S+)\s+({_LEAD_WORDS})\s", part, re.I)
    head = re.match(r"\w+\s+\S+", source)
    later = re.search(rf"\b{second.group(2)}\s", source[head.end() :], re.I) if second and head else None
    if second is None or head is None or later is None:
        return None
    return second.group(1) + source[head.end() : head.end() + later.start()] + part[second.start(2) :]


def _with_its_verb(part: str, source: str) -> str | None:
    """A part that leaves out the verb of the part before ("goodbye into French" after "Translate hello
    into Spanish") read with it: its words before a small word both have take the place of as many
    words there ("Translate goodbye into French"); ``None`` when the part has a verb of its own, or the
    part before has no such word or no word left before them."""
    gap = re.match(rf"((?:[\w'-]+\s+){{1,3}}?)({_LEAD_WORDS}|into)\s", part, re.I)
    at = re.search(rf"\b{gap.group(2)}\s", source, re.I) if gap else None
    if lr.opens_with_a_verb(part):
        return None  # "Also list cases filed in 2018": a verb of its own
    if gap is None or at is None:
        return _after_the_verb_before(part, source)
    before = source[: at.start()].split()
    count = len(gap.group(1).split())
    if len(before) <= count:
        return None
    return " ".join([*before[:-count], part])


def _after_the_verb_before(part: str, source: str) -> str | None:
    """A part that leaves out the verb the part before opens with, and has no small word both share ("Hey
    Jude on the patio" after "Play Thunderstruck in the kitchen"), read after that verb ("Play Hey Jude on
    the patio"); ``None`` when the part before opens with no verb, or the part opens with no name of its own
    ("into German")."""
    verb = re.match(r"\s*([A-Za-z]+)\s", source)
    if verb is None or not lr.opens_with_a_verb(source) or not part.strip()[:1].isupper():
        return None
    return f"{verb.group(1)} {part}"


def _written_in(value: Any, text: str) -> bool:
    if isinstance(value, bool) or not isinstance(value, (str, int, float)):
        return False
    if isinstance(value, str):
        return value.lower() in text.lower()
    return any(number.value == value for number in lv.numbers(text))


_ANSWERED_TOOLS = frozenset(name for _, name, _, _ in _ANSWERS)


def plan_answer(turn: Turn) -> str | None:
    """The answer to a turn that only recorded a plan: its items, as written in the plan."""
    if not turn.steps or any(step.name not in PLAN_TOOLS for step in turn.steps):
        return None
    plans = [step for step in turn.succeeded() if isinstance(step.arguments.get("items"), list)]
    if not plans:
        return None
    items = [item for item in plans[-1].arguments["items"] if isinstance(item, Mapping) and item.get("text")]
    return "The plan: " + "; ".join(str(item["text"]) for item in items) + "." if items else None


def stated_answer(turn: Turn) -> str | None:
    """The answer that states the results word for word, for tools without worked answers.

    ``add(a=1234, b=5678) returned 6912.`` A small model asked to phrase a result it has no
    pattern for invents; this sentence cannot. ``None`` when every tool used has worked answers.
    """
    steps = [step for step in turn.succeeded() if step.name not in PLAN_TOOLS]
    if steps and all(step.name in _VERBATIM for step in steps):
        return "\n".join(dict.fromkeys(_verbatim(step, turn.request) for step in steps))
    day = _ASKS_THE_DAY.search(turn.request) is not None
    times = [_moments(step, with_weekday=day) for step in steps]
    # Two times, each in its own zone (a conversion, or the time in several places): a small model swaps them;
    # and the day of the week, which its worked answers never state.
    if all(times) and (len(times) > 1 or day or any(step.name == "convert_time" for step in steps)):
        return " ".join(dict.fromkeys(moment for moment in times if moment)) or None
    if not steps or all(step.name in _ANSWERED_TOOLS for step in steps):
        return None
    parts = []
    for step in steps:
        shown = ", ".join(f"{key}={_short(value)}" for key, value in step.arguments.items())
        result = _result_text(step.result).rstrip(".") or "nothing"
        parts.append(f"{step.name}({shown}) returned {result}")
    return "; ".join(dict.fromkeys(parts)) + "."


# "What day of the week is it in Tokyo?", "which day is it": the weekday is asked, not only the time.
_ASKS_THE_DAY = re.compile(r"\b(?:day of the week|week ?day|(?:what|which) day)\b", re.IGNORECASE)


def _moments(step: Step, *, with_weekday: bool = False) -> str | None:
    """The sentence a time tool's result says ("It is 0:16 on 2026-11-27 in Asia/Tokyo."; with the
    result's weekday, "It is 0:16 on Friday 2026-11-27 in Asia/Tokyo."), or ``None`` for any other
    tool or a result of another shape."""
    try:
        value = orjson.loads(step.result)
    except orjson.JSONDecodeError:
        return None
    if not isinstance(value, Mapping):
        return None
    if step.name == "current_time":
        moment = _moment(value, with_weekday)
        return f"It is {moment}." if moment else None
    if step.name == "convert_time":
        source, target = _moment(value.get("source")), _moment(value.get("target"), with_weekday)
        return f"{source} is {target}." if source and target else None
    return None


def _moment(value: object, with_weekday: bool = False) -> str | None:
    if not isinstance(value, Mapping):
        return None
    zone, when, weekday = value.get("timezone"), value.get("datetime"), value.get("weekday")
    if not isinstance(zone, str) or not isinstance(when, str) or not _DATETIME.fullmatch(when):
        return None
    flat = _flat(when)
    if with_weekday and isinstance(weekday, str):
        flat = flat.replace(" on ", f" on {weekday} ", 1)
    return f"{flat} in {zone}"


_DATETIME = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d)?([+-]\d\d:\d\d)?")  # as _flat shows it


# The file tools' results are what the user asked to see: stated as they are, never rephrased.
_VERBATIM = {
    "read_file": "{path} says:\n{result}",
    "list_files": "The files are: {result}",
    "glob_files": "The matching files are: {result}",
    "grep_files": "The matching lines are:\n{result}",
    "write_file": "{result}",
    "edit_file": "{result}",
}
MAX_STATED_CHARS = 4000


# "how many lines are in list.txt", "count the words in a.md": a count of what a file read holds, counted
# from the result itself
_COUNT_OF_THE_FILE = re.compile(r"\b(?:how\s+many\s+|count\s+(?:all\s+)?(?:the\s+)?)(lines|words)\b", re.IGNORECASE)


def _counts_what_a_file_holds(request: str) -> bool:
    """Whether the request asks how many lines or words a file it names holds ("how many words are in
    notes.md"): reading the file answers it, counted from what was read."""
    return _COUNT_OF_THE_FILE.search(request) is not None and bool(mentioned_files(request))


def _verbatim(step: Step, request: str) -> str:
    result = step.result.strip() or "nothing"
    if len(result) > MAX_STATED_CHARS:
        result = result[:MAX_STATED_CHARS] + f"\n... ({len(step.result) - MAX_STATED_CHARS} more characters)"
    if step.name == "list_files":
        result = " ".join(result.split())
    path = step.arguments.get("path", "The file")
    if step.name == "read_file" and (counted := _COUNT_OF_THE_FILE.search(request)) is not None:
        unit = counted.group(1).lower()
        count = len(step.result.splitlines()) if unit == "lines" else len(step.result.split())
        return f"{path} has {count} {unit if count != 1 else unit[:-1]}:\n{result}"
    return _VERBATIM[step.name].format(path=path, result=result)


def _short(value: Any) -> str:
    text = value if isinstance(value, str) else orjson.dumps(value).decode()
    return text if len(text) <= 60 else text[:57] + "..."


def inlined(tool: ToolDefinition) -> ToolDefinition:
    """The tool with the ``$ref``s of its schema to its own ``$defs`` replaced by what they name
    (nested models, typed dicts), so its parameters are read like any other; a reference that
    recurses is left as any object after a few levels. Options that are lists or objects (``"enum":
    [[1, 2]]``) are left out: no request names one as text, and the rules compare options as values."""
    tool = _described_by_the_tool(tool)
    schema = tool.input_schema
    defs = schema.get("$defs")
    if (not isinstance(defs, Mapping) or not defs) and not _lists_an_unhashable_option(schema):
        return tool
    found = defs if isinstance(defs, Mapping) else {}
    inlined_schema = {key: value for key, value in _inline(tool.schema_dict(), found, 0).items() if key != "$defs"}
    return dataclasses.replace(tool, input_schema=inlined_schema)


_FORM = r"\b(?:HH|hh|YYYY|yyyy|MM|DD|dd)\b"  # "a time of day (HH:MM)": a form written in parentheses


def _described_by_the_tool(tool: ToolDefinition) -> ToolDefinition:
    """The tool with each parameter that has no description of its own described by what the tool's
    description says of it by name ("Book a room. date is YYYY-MM-DD, time is HH:MM." describes ``date``
    and ``time``; "Set an alarm for a time of day (HH:MM)." describes ``time``), as a one-line docstring often
    does; a translating tool's bare ``to`` or ``source`` is a language."""
    properties = tool.input_schema.get("properties")
    if not isinstance(properties, Mapping):
        return tool
    described: dict[str, Any] = {}
    for key, spec in properties.items():
        if not isinstance(spec, Mapping) or spec.get("description") or len(str(key)) < 2:
            continue
        named = rf"(?<![\w`]){re.escape(str(key))}`?\s+(?:is|are|:)\s+"
        said = re.search(named + r"(.+?)(?:[,;]\s|\.(?:\s|$)|$)", tool.description)
        formed = rf"(?<![\w`]){re.escape(str(key))}(?:\s+of(?:\s+the)?\s+day)?\s+(\([^)]*{_FORM}[^)]*\))"
        said = said or re.search(formed, tool.description)
        if said is not None:
            described[str(key)] = {**spec, "description": said.group(1).strip()}
        elif (language := _language_of_a_translation(tool, str(key))) is not None:
            described[str(key)] = {**spec, "description": language}
    if not described:
        return tool
    return dataclasses.replace(tool, input_schema={**tool.input_schema, "properties": {**properties, **described}})


_INTO_NAMES = frozenset(["to", "target", "dest", "destination", "into", "tgt"])
_FROM_NAMES = frozenset(["from", "source", "src"])
_CODE_NOTE = re.compile(r"\([^)]*\bcode\b[^)]*\)", re.IGNORECASE)  # "(ISO code like 'fr')"


def _language_of_a_translation(tool: ToolDefinition, key: str) -> str | None:
    """What a translating tool's bare ``to``/``target`` or ``from``/``source`` parameter is: the language
    translated into or from (with the code the tool's description asks for, "(ISO code like 'fr')")."""
    if "translat" not in f"{tool.name} {tool.description}".lower() or key.lower() not in _INTO_NAMES | _FROM_NAMES:
        return None
    described = TRANSLATED_INTO if key.lower() in _INTO_NAMES else TRANSLATED_FROM
    note = _CODE_NOTE.search(tool.description)
    return described + (f" {note.group(0)}" if note else "")


def _inline(value: Any, defs: Mapping[str, Any], depth: int) -> Any:
    if isinstance(value, list):
        return [_inline(item, defs, depth) for item in value]
    if not isinstance(value, Mapping):
        return value
    reference = value.get("$ref")
    if isinstance(reference, str) and reference.startswith("#/$defs/"):
        target = defs.get(reference.removeprefix("#/$defs/"))
        if not isinstance(target, Mapping) or depth >= 4:
            return {"type": "object"}
        rest = {key: item for key, item in value.items() if key != "$ref"}
        return _inline({**target, **rest}, defs, depth + 1)
    inlined_value = {key: _inline(item, defs, depth) for key, item in value.items()}
    if isinstance(value.get("enum"), list):
        options = [option for option in value["enum"] if not isinstance(option, (list, dict))]
        inlined_value = {key: item for key, item in inlined_value.items() if key != "enum" or options}
        inlined_value.update({"enum": options} if options else {})
    return inlined_value


def _lists_an_unhashable_option(value: Any) -> bool:
    """Whether a schema lists a list or an object among a parameter's options (``"enum": [[1, 2]]``)."""
    if isinstance(value, list):
        return any(_lists_an_unhashable_option(item) for item in value)
    if not isinstance(value, Mapping):
        return False
    enum = value.get("enum")
    if isinstance(enum, list) and any(isinstance(option, (list, dict)) for option in enum):
        return True
    return any(_lists_an_unhashable_option(item) for item in value.values())
