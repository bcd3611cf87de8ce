# ruff: noqa: E501
"""The embedded default model as an agent: simple single-goal tasks through `sprig run --json`.

Each task runs as its own `sprig run --json` process on the default model (SPRIG_MODEL unset) in a
fresh work folder (seeded with files for the read and list tasks) and is judged from its events:

- **tool**: the expected tool was called with the expected arguments (a plan via `todo_update`
  before it is allowed; for the plan task `todo_update` is the expected tool), and no other tool;
- **answer**: the final answer states the tool's result (the time `HH:MM` it returned, the file's
  content, the file names, the plan's items);
- plus, over all tasks: rejected `todo_update` calls, runs that hit the round limit or failed, and
  the wall time of each run.

    .venv/bin/python bench/local_agent.py                 # every set
    .venv/bin/python bench/local_agent.py --set bundled -k time   # the bundled tasks about "time"
    .venv/bin/python bench/local_agent.py --set own --set irrelevant -v

Sets: ``bundled`` (the tasks below, through `sprig run`), ``times`` and ``zones`` (conversions and the time
in places as people ask, through `sprig run`), ``scope`` and ``scope-today`` (requests the bundled tools
cannot serve, through `sprig run`: declined plainly?), and in-process through the public API on
tools the code has never seen, without examples: ``own`` (the right tool among two or three
others: right call, answer states the result, nothing invented), ``single`` and ``several``
(requests in the style of the standard function-calling benchmarks: one call; two or more calls
in one turn; exactly right), ``irrelevant`` (no offered tool fits: no call); ``own-judge`` and
``irrelevant-judge`` (written from the issue's text alone, judged as an outside tester would; ``own-fresh2``
and ``irrelevant-fresh2``: twelve more families, judged alike; ``own-users3`` and ``irrelevant-users3``: the
lead's trials as a user in stop 43, judged alike; ``own-users44`` and ``irrelevant-users44``: a helper's trials
as a user in stop 44, written before its fixes);
``follow-ups`` (conversations of two or three turns through chat memory: each turn's calls and answer).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

Check = Callable[[Mapping[str, Any]], bool]


@dataclass
class Task:
    prompt: str
    tool: str
    arguments: Check
    answer: Callable[[str, list[dict[str, Any]], Path], bool]
    files: Mapping[str, str] = field(default_factory=dict)
    options: tuple[str, ...] = ()  # more `sprig run` options (``--tools``)
    approve: bool = True  # run with --yes; without it a file change is denied (no terminal to ask)
    calls: Callable[[list[tuple[str, dict[str, Any]]]], bool] | None = None  # judges every call, over ``tool``


def _zone(name: str) -> Check:
    return lambda args: args.get("timezone") == name


def _convert(time_text: str, source: str, target: str) -> Check:
    def check(args: Mapping[str, Any]) -> bool:
        given = str(args.get("time", "")).lstrip("0")
        return (
            given.startswith(time_text.lstrip("0"))
            and args.get("source_timezone") == source
            and args.get("target_timezone") == target
        )

    return check


def _hhmm(value: str) -> list[str]:
    """The ways an answer may state the time in an ISO date-time: 05:07, 5:07, 5:07 am/pm forms."""
    match = re.search(r"T(\d\d):(\d\d)", value)
    if not match:
        return []
    hour, minute = int(match.group(1)), match.group(2)
    twelve = hour % 12 or 12
    return [f"{hour:02d}:{minute}", f"{hour}:{minute}", f"{twelve}:{minute}"]


def _states_time(text: str, results: list[dict[str, Any]], _: Path) -> bool:
    for result in results:
        if result["name"] not in ("current_time", "convert_time") or result.get("error"):
            continue
        try:
            data = json.loads(result["text"])
        except json.JSONDecodeError:
            continue
        moment = data.get("target", data).get("datetime", "")
        if any(form in text for form in _hhmm(moment)):
            return True
    return False


def _states_conversion(source: str, target: str) -> Callable[[str, list[dict[str, Any]], Path], bool]:
    """The answer states the converted time, and says each time with its own place: the source place and
    time come before the target place and time, and it states no other time ("12:00 in Tokyo is 20:00 in
    Asia/Tokyo", for noon in Paris, names the source wrong and fails)."""

    def check(text: str, results: list[dict[str, Any]], _: Path) -> bool:
        done = [r for r in results if r["name"] == "convert_time" and not r.get("error")]
        if not done:
            return False
        data = json.loads(done[-1]["text"])
        times = re.findall(r"\b\d{1,2}:\d\d\b", text)
        source_forms = _hhmm(data["source"]["datetime"])
        target_forms = _hhmm(data["target"]["datetime"])
        if not times or times[-1] not in target_forms or any(t not in source_forms + target_forms for t in times):
            return False
        lowered = text.lower()
        places = [
            min((i for i in (lowered.find(w.lower()) for w in words) if i >= 0), default=-1)
            for words in ((source, data["source"]["timezone"]), (target, data["target"]["timezone"]))
        ]
        return places[0] >= 0 and places[1] > places[0]

    return check


def _states(*needles: str) -> Callable[[str, list[dict[str, Any]], Path], bool]:
    return lambda text, _results, _workdir: all(needle.lower() in text.lower() for needle in needles)


def _wrote(path: str, content: str) -> Callable[[str, list[dict[str, Any]], Path], bool]:
    def check(text: str, _results: list[dict[str, Any]], workdir: Path) -> bool:
        written = workdir / path
        return written.is_file() and written.read_text().strip() == content and path in text

    return check


def _file(path: str, content: str) -> Check:
    return lambda args: args.get("path") == path and str(args.get("content", "")).strip() == content


def _path(path: str) -> Check:
    return lambda args: str(args.get("path", "")).strip("/") == path


def _any_path(args: Mapping[str, Any]) -> bool:
    return str(args.get("path", ".")).strip() in (".", "", "./")


def _plan(*words: str) -> Check:
    def check(args: Mapping[str, Any]) -> bool:
        items = args.get("items") or []
        text = " ".join(str(item.get("text", "")) for item in items if isinstance(item, Mapping)).lower()
        return len(items) >= 2 and all(word in text for word in words)

    return check


TASKS = [
    Task("What time is it in Tokyo?", "current_time", _zone("Asia/Tokyo"), _states_time),
    Task("What is the current time in Sydney?", "current_time", _zone("Australia/Sydney"), _states_time),
    Task("What's the time in Madrid right now?", "current_time", _zone("Europe/Madrid"), _states_time),
    Task(
        "Convert 14:00 from London to New York time",
        "convert_time",
        _convert("14:00", "Europe/London", "America/New_York"),
        _states_time,
    ),
    Task(
        "If it is 8:30 in Berlin, what time is it in Tokyo?",
        "convert_time",
        _convert("8:30", "Europe/Berlin", "Asia/Tokyo"),
        _states_time,
    ),
    Task(
        "Create a file notes.txt containing hello",
        "write_file",
        _file("notes.txt", "hello"),
        _wrote("notes.txt", "hello"),
    ),
    Task(
        "Save 'buy milk' to shopping.txt",
        "write_file",
        _file("shopping.txt", "buy milk"),
        _wrote("shopping.txt", "buy milk"),
    ),
    Task(
        "Read the file todo.txt and tell me what it says",
        "read_file",
        _path("todo.txt"),
        _states("water the plants"),
        {"todo.txt": "water the plants\n"},
    ),
    Task(
        "Show me the contents of readme.md",
        "read_file",
        _path("readme.md"),
        _states("sprig demo"),
        {"readme.md": "sprig demo\n"},
    ),
    Task(
        "List the files in the work folder",
        "list_files",
        _any_path,
        _states("a.txt", "b.txt"),
        {"a.txt": "a\n", "b.txt": "b\n"},
    ),
    Task(
        "What files are in this folder?",
        "list_files",
        _any_path,
        _states("report.md"),
        {"report.md": "r\n"},
    ),
    Task("Tell me the time in Cairo", "current_time", _zone("Africa/Cairo"), _states_time),
    Task("Write done into status.md", "write_file", _file("status.md", "done"), _wrote("status.md", "done")),
    # Phrasings the few-shot examples were not tuned on.
    Task("What's the time in Toronto?", "current_time", _zone("America/Toronto"), _states_time),
    Task(
        "Convert 9:15 from Paris to Chicago time",
        "convert_time",
        _convert("9:15", "Europe/Paris", "America/Chicago"),
        _states_time,
    ),
    Task("Print what is in main.py", "read_file", _path("main.py"), _states("print(1)"), {"main.py": "print(1)\n"}),
    Task("Put hi into greeting.txt", "write_file", _file("greeting.txt", "hi"), _wrote("greeting.txt", "hi")),
    Task(
        "Record a plan to paint the fence: buy paint, paint, clean up",
        "todo_update",
        _plan("paint"),
        _states("paint"),
    ),
]


# Conversions the way people ask them (stop 40, written after the fix of the answers it checks: on the commit
# before it, 96654e6, 8/10 right calls and 2/10 answers; the model phrased the answers itself and named the
# wrong place for a time, and declined "What is noon in ..."; 10/10 and 10/10 after).
TIMES = [
    Task(q, "convert_time", _convert(t, src, dst), _states_conversion(src_city, dst_city))
    for q, t, src, dst, src_city, dst_city in (
        ("What time is 9am Tokyo in London?", "9", "Asia/Tokyo", "Europe/London", "Tokyo", "London"),
        ("When it's noon in Paris, what time is it in Tokyo?", "noon", "Europe/Paris", "Asia/Tokyo", "Paris", "Tokyo"),
        ("What time will it be in Tokyo when it's 8pm in New York?", "8", "America/New_York", "Asia/Tokyo", "New York", "Tokyo"),
        ("What is noon in Tokyo in Paris time?", "noon", "Asia/Tokyo", "Europe/Paris", "Tokyo", "Paris"),
        ("3:30 pm in Berlin is what time in Sydney?", "3:30", "Europe/Berlin", "Australia/Sydney", "Berlin", "Sydney"),
        ("Convert noon Tokyo time to Paris time", "noon", "Asia/Tokyo", "Europe/Paris", "Tokyo", "Paris"),
        ("If it's 3pm in London what time is it in New York", "3", "Europe/London", "America/New_York", "London", "New York"),
        ("What is 15:00 London time in Tokyo?", "15", "Europe/London", "Asia/Tokyo", "London", "Tokyo"),
        ("Convert 7:45 am from Chicago to Madrid time", "7:45", "America/Chicago", "Europe/Madrid", "Chicago", "Madrid"),
        ("It's 6 pm in Dubai. What time is it in Toronto?", "6", "Asia/Dubai", "America/Toronto", "Dubai", "Toronto"),
    )
]


def _says_unknown(place: str) -> Callable[[str, list[dict[str, Any]], Path], bool]:
    """The answer says the place has no known time zone, and states no time for it."""
    return lambda text, _results, _workdir: place.lower() in text.lower() and "unknown" in text.lower() and not re.search(r"\b\d{1,2}:\d\d\b", text)


# The time in places as people name them (stop 41, written by the lead from trying `sprig run` as a user,
# after the fix: on cb99684 the countries, states and abbreviations got no zone and the answer said the
# time in UTC was the place's ("It is 2:05 on 2026-11-28 in Japan."), "Convert 3pm EST to PST" converted
# between Asia/Tokyo and Europe/London, and "on Mars" answered a time).
ZONES = [
    *(
        Task(q, "current_time", _zone(zone), _states_time)
        for q, zone in (
            ("What time is it in Japan?", "Asia/Tokyo"),
            ("time in germany", "Europe/Berlin"),
            ("What time is it in California?", "America/Los_Angeles"),
            ("What's the time in Texas right now?", "America/Chicago"),
            ("What time is it in PST?", "America/Los_Angeles"),
            ("current time in CET", "CET"),
            ("What time is it in the UK?", "Europe/London"),
            ("what's the time in India", "Asia/Kolkata"),
        )
    ),
    Task("Convert 3pm EST to PST", "convert_time", _convert("3", "EST", "America/Los_Angeles"), _states_conversion("EST", "America/Los_Angeles")),
    Task("What is 10am GMT in Tokyo?", "convert_time", _convert("10", "GMT", "Asia/Tokyo"), _states_conversion("GMT", "Tokyo")),
    Task("What time is it on Mars?", "current_time", _zone("Mars"), _says_unknown("Mars")),
    Task("what time is it in atlantis", "current_time", _zone("atlantis"), _says_unknown("atlantis")),
]

# Out of scope although they say "today" or ask what time something happens (stop 41, from trying `sprig
# run` as a user: on cb99684 the first five were answered with the current time).
OUT_OF_SCOPE_TODAY = [
    "What's the weather today?",
    "What is the stock price of Apple today?",
    "what's the exchange rate of USD to EUR today",
    "Summarize the news today",
    "What time does the sun set in Paris today?",
    "what time does the store close",
    "What's on my calendar today?",
    "Who is playing tonight?",
    "what time does the next train to Boston leave",
    "Is the museum open today?",
]


# -- honest: what the answer states comes from the tool results or the request, nothing else -------------
#
# Written (stop 41) before any fix of the behaviour it checks. Each task is judged on its calls and on its
# answer; every answer must also be grounded: each number or clock time in it is in the request, a call's
# arguments or a tool's result.

_NUMBERS_AND_TIMES = re.compile(r"\d+(?::\d\d)?(?:\.\d+)?")


def _grounded(text: str, results: list[dict[str, Any]], prompt: str) -> bool:
    """Whether every number and clock time the answer states is in the request, a call or a result."""
    seen = " ".join([prompt, *(str(r.get("text", "")) for r in results), *(str(r.get("arguments", "")) for r in results)])
    return all(token in seen for token in _NUMBERS_AND_TIMES.findall(text))


def _honest(prompt: str, check: Callable[[str, list[dict[str, Any]], Path], bool]) -> Callable[[str, list[dict[str, Any]], Path], bool]:
    return lambda text, results, workdir: check(text, results, workdir) and _grounded(text, results, prompt)


def _plan_exactly(*ways: tuple[str, ...]) -> Check:
    """The plan's items are the ones the request lists, word for word (any case), in one of ``ways``."""

    def check(args: Mapping[str, Any]) -> bool:
        items = args.get("items") or []
        texts = tuple(str(item.get("text", "")).strip().rstrip(".").lower() for item in items if isinstance(item, Mapping))
        return texts in ways

    return check


def _states_result_of(name: str, key: str) -> Callable[[str, list[dict[str, Any]], Path], bool]:
    """The answer states the field ``key`` of the last successful ``name`` result (the weekday, the date)."""

    def check(text: str, results: list[dict[str, Any]], _: Path) -> bool:
        done = [r for r in results if r["name"] == name and not r.get("error")]
        if not done:
            return False
        value = str(json.loads(done[-1]["text"]).get(key, ""))
        return bool(value) and value[:10] in text

    return check


def _write_then_read(path: str, content: str) -> Callable[[list[tuple[str, dict[str, Any]]]], bool]:
    """The file is written with the content, then read (after the write, so the read finds it)."""

    def check(calls: list[tuple[str, dict[str, Any]]]) -> bool:
        names = [name for name, _ in calls if name != "todo_update"]
        writes = [n for n, (name, _) in enumerate(calls) if name == "write_file" and _file(path, content)(calls[n][1])]
        reads = [n for n, (name, args) in enumerate(calls) if name == "read_file" and _path(path)(args)]
        return set(names) == {"write_file", "read_file"} and bool(writes) and bool(reads) and writes[0] < reads[-1]

    return check


def _read_back(content: str) -> Callable[[str, list[dict[str, Any]], Path], bool]:
    """A read succeeded and the answer states what it returned."""

    def check(text: str, results: list[dict[str, Any]], _: Path) -> bool:
        read = [r for r in results if r["name"] == "read_file" and not r.get("error")]
        return bool(read) and content in read[-1]["text"] and content in text

    return check


def _reports_failure(*needles: str) -> Callable[[str, list[dict[str, Any]], Path], bool]:
    """The answer says the call did not succeed (with one of ``needles``) and states no file content."""

    def check(text: str, results: list[dict[str, Any]], workdir: Path) -> bool:
        lowered = text.lower()
        return any(needle in lowered for needle in needles) and not any(workdir.iterdir())

    return check


def _asks_or_declines(*options: str) -> Callable[[str, list[dict[str, Any]], Path], bool]:
    """No value was picked for the user: the answer names every option (a question) or declines."""

    def check(text: str, results: list[dict[str, Any]], _: Path) -> bool:
        lowered = text.lower()
        return not results and (all(option in lowered for option in options) or "can't" in lowered)

    return check


_HOME = ("--tools", "local_agent:HOME_TOOLS")

HONEST = [
    Task(t.prompt, t.tool, t.arguments, _honest(t.prompt, t.answer), t.files, t.options, t.approve, t.calls)
    for t in (
        Task("Create hello.py with print('hi')", "write_file", _file("hello.py", "print('hi')"), _wrote("hello.py", "print('hi')")),
        Task('Create hello.py containing print("hi")', "write_file", _file("hello.py", 'print("hi")'), _wrote("hello.py", 'print("hi")')),
        Task('Create a file run.sh containing echo "done"', "write_file", _file("run.sh", 'echo "done"'), _wrote("run.sh", 'echo "done"')),
        Task("Write `x = 1` to a.py", "write_file", _file("a.py", "x = 1"), _wrote("a.py", "x = 1")),
        Task("Create notes.txt that says see you at 5", "write_file", _file("notes.txt", "see you at 5"), _wrote("notes.txt", "see you at 5")),
        Task('Save "call Anna at noon" to memo.txt', "write_file", _file("memo.txt", "call Anna at noon"), _wrote("memo.txt", "call Anna at noon")),
        Task("Make a plan: buy flour, bake bread, clean up", "todo_update", _plan_exactly(("buy flour", "bake bread", "clean up")), _states("buy flour", "bake bread", "clean up")),
        Task("Add buy flour and eggs to my plan", "todo_update", _plan_exactly(("buy flour and eggs",), ("buy flour", "eggs")), _states("flour", "eggs")),
        Task("Put these on my todo list: call the bank, pay rent", "todo_update", _plan_exactly(("call the bank", "pay rent")), _states("call the bank", "pay rent")),
        Task("Write hello to notes.txt and read it back", "", lambda _: True, _read_back("hello"), calls=_write_then_read("notes.txt", "hello")),
        Task("What day of the week is it in Tokyo?", "current_time", _zone("Asia/Tokyo"), _states_result_of("current_time", "weekday")),
        Task("What's the date in London?", "current_time", _zone("Europe/London"), _states_result_of("current_time", "datetime")),
        Task("What's 3:30pm in Berlin in Sydney?", "convert_time", _convert("3:30", "Europe/Berlin", "Australia/Sydney"), _states_conversion("Berlin", "Sydney")),
        Task("Read missing.txt and tell me what it says", "read_file", _path("missing.txt"), _reports_failure("no such file", "could not", "failed")),
        Task("Write hi to a.txt", "write_file", _file("a.txt", "hi"), _reports_failure("not done", "denied"), approve=False),
        Task("Start the vacuum", "", lambda _: True, _asks_or_declines("auto", "spot", "edge"), options=_HOME),
        Task("Change the thermostat mode", "", lambda _: True, _asks_or_declines("heat", "cool", "off"), options=_HOME),
        Task("Start the vacuum in spot mode", "start_vacuum", lambda args: args == {"mode": "spot"}, _states("spot"), options=_HOME),
        Task("Set the thermostat to cool", "set_thermostat_mode", lambda args: args == {"mode": "cool"}, _states("cool"), options=_HOME),
    )
]  # fmt: skip


@dataclass
class Outcome:
    task: Task
    calls: list[tuple[str, dict[str, Any]]]
    results: list[dict[str, Any]]
    answer: str
    finish: str | None
    code: int
    seconds: float
    stderr: str

    @property
    def right_tool(self) -> bool:
        if self.task.calls is not None:
            return self.task.calls(self.calls)
        if not self.task.tool:
            return not self.calls
        wanted = [args for name, args in self.calls if name == self.task.tool]
        others = [name for name, _ in self.calls if name not in (self.task.tool, "todo_update")]
        return bool(wanted) and all(self.task.arguments(args) for args in wanted) and not others

    @property
    def right_answer(self) -> bool:
        return self.code == 0 and self.task.answer(self.answer, self.results, self.workdir)

    @property
    def rejected_todos(self) -> int:
        return sum(1 for r in self.results if r["name"] == "todo_update" and r.get("error"))

    workdir: Path = Path()


def run(task: Task, root: Path) -> Outcome:
    workdir = Path(tempfile.mkdtemp(dir=root))
    for name, text in task.files.items():
        (workdir / name).write_text(text)
    env = {k: v for k, v in os.environ.items() if k != "SPRIG_MODEL"}
    env["PYTHONPATH"] = os.pathsep.join(filter(None, (env.get("PYTHONPATH"), str(Path(__file__).parent))))
    command = [sys.executable, "-m", "sprig.cli", "run", "--json", "--workdir", str(workdir), *task.options]
    started = time.monotonic()
    process = subprocess.run(
        [*command, *(["--yes"] if task.approve else []), task.prompt],
        capture_output=True,
        text=True,
        env=env,
        stdin=subprocess.DEVNULL,
        timeout=300,
    )
    seconds = time.monotonic() - started
    calls: list[tuple[str, dict[str, Any]]] = []
    results: list[dict[str, Any]] = []
    answer: list[str] = []
    finish = None
    for line in process.stdout.splitlines():
        event = json.loads(line)
        if event["type"] == "tool_result":
            try:
                arguments = json.loads(event.get("arguments") or "{}")
            except json.JSONDecodeError:
                arguments = {}
            calls.append((event["name"], arguments))
            results.append(event)
            answer.clear()
        elif event["type"] == "text_delta":
            answer.append(event["text"])
        elif event["type"] == "done":
            finish = event["response"].get("finish_reason")
    text = "".join(answer).strip()
    outcome = Outcome(task, calls, results, text, finish, process.returncode, seconds, process.stderr)
    outcome.workdir = workdir
    return outcome


# -- sets beyond the bundled toolkits --------------------------------------------------------------
#
# Own tools (in-process, public API): tools the code has never seen, no examples, the right one
# offered among at least two others. Function-calling requests in the style of the standard
# benchmarks (single: one function or one of several; several: parallel and parallel-multiple
# calls in one turn; irrelevance: no offered tool fits). Out of scope: `sprig run` on requests
# its bundled tools cannot serve.

import asyncio  # noqa: E402
from typing import Annotated, Literal  # noqa: E402

from sprig import ChatClient, ToolParam, tool  # noqa: E402


@tool
def add(a: float, b: float) -> float:
    """Add two numbers."""
    return a + b


@tool
def subtract(a: float, b: float) -> float:
    """Subtract b from a."""
    return a - b


@tool
def multiply(a: float, b: float) -> float:
    """Multiply two numbers."""
    return a * b


@tool
def divide(a: float, b: float) -> float:
    """Divide a by b."""
    return a / b


@tool
def get_weather(city: str, unit: Literal["celsius", "fahrenheit"] = "celsius") -> str:
    """Current weather in a city."""
    return f"light rain, 11 degrees {unit} in {city}"


@tool
def get_stock_price(ticker: Annotated[str, ToolParam("Stock ticker symbol, e.g. MSFT")]) -> str:
    """The latest share price of a company's stock."""
    return f"{ticker} trades at 412.35 USD"


@tool
def lookup_order(order_id: str) -> str:
    """Look up the status of a customer order by its id."""
    return f"Order {order_id} was shipped on Monday"


@tool
def word_count(text: str) -> int:
    """Count the words in a piece of text."""
    return len(text.split())


@tool
def capital_of(country: str) -> str:
    """The capital city of a country."""
    return {"Kenya": "Nairobi", "Chile": "Santiago", "Norway": "Oslo"}.get(country, "unknown")


@tool
def send_email(to: str, subject: str, body: str) -> str:
    """Send an email message to an address."""
    return f"Email queued for {to}"


@tool
def exchange_rate(from_currency: str, to_currency: str) -> str:
    """The exchange rate between two currencies, as ISO codes."""
    return f"1 {from_currency} = 0.9213 {to_currency}"


@tool
def translate(text: str, target_language: str) -> str:
    """Translate text into another language."""
    return f"[{target_language}] {text}"


@tool
def convert_length(value: float, from_unit: Literal["km", "mi", "m", "ft"], to_unit: Literal["km", "mi", "m", "ft"]) -> str:
    """Convert a length between units."""
    return f"{value} {from_unit} = 6.2137 {to_unit}"


@tool
def book_table(restaurant: str, people: int, time: str) -> str:
    """Book a table at a restaurant."""
    return f"Table for {people} at {restaurant} at {time} confirmed"


@tool
def population(city: str) -> str:
    """The number of people living in a city."""
    return f"{city} has 2,145,906 inhabitants"


@tool
def set_timer(seconds: int) -> str:
    """Start a countdown timer for a number of seconds."""
    return f"Timer set for {seconds} seconds"


@tool
def triangle_area(base: float, height: float) -> float:
    """The area of a triangle from its base and height."""
    return base * height / 2


@tool
def search_flights(origin: str, destination: str, date: str) -> str:
    """Search flights between two cities on a date (YYYY-MM-DD)."""
    return f"3 flights from {origin} to {destination} on {date}"


ALL_TOOLS = {
    f.__name__: f
    for f in (add, subtract, multiply, divide, get_weather, get_stock_price, lookup_order, word_count, capital_of,
              send_email, exchange_rate, translate, convert_length, book_table, population, set_timer, triangle_area,
              search_flights)
}  # fmt: skip


@dataclass
class CallTask:
    prompt: str
    tools: list[str]  # offered, in this order
    expected: list[tuple[str, dict[str, Any]]]  # the calls, any order; [] = no call
    answer: list[str | tuple[str, ...]] = field(default_factory=list)  # what the answer must state


def _normalized(value: Any) -> Any:
    """A value as the sets compare it: numbers as floats, texts without case, lists item by item."""
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return float(value)
    if isinstance(value, list):
        return tuple(_normalized(item) for item in value)
    return str(value).strip().lower() if isinstance(value, str) else value


def _same(args: Mapping[str, Any], wanted: Mapping[str, Any]) -> bool:
    given = {k: _normalized(v) for k, v in args.items()}
    return all(given.get(k) == _normalized(v) for k, v in wanted.items()) and set(given) <= set(wanted) | {"unit"}


# Own tools: the right one among two or three others, no examples.
OWN = [
    CallTask("What is 4821 plus 1377?", ["multiply", "add", "get_weather"], [("add", {"a": 4821, "b": 1377})], ["6198"]),
    CallTask("Multiply 36 by 12 for me", ["add", "divide", "multiply"], [("multiply", {"a": 36, "b": 12})], ["432"]),
    CallTask("Where is my order A-7731?", ["lookup_order", "send_email", "word_count"], [("lookup_order", {"order_id": "A-7731"})], ["shipped"]),
    CallTask("What's Microsoft's share price? The ticker is MSFT.", ["population", "get_stock_price", "capital_of"], [("get_stock_price", {"ticker": "MSFT"})], ["412.35"]),
    CallTask("How many words are in \"to be or not to be\"?", ["translate", "word_count", "lookup_order"], [("word_count", {"text": "to be or not to be"})], ["6"]),
    CallTask("What is the capital of Kenya?", ["capital_of", "population", "get_weather"], [("capital_of", {"country": "Kenya"})], ["Nairobi"]),
    CallTask("Email carol@example.org with the subject Invoice saying the invoice is attached", ["send_email", "translate", "lookup_order"], [("send_email", {"to": "carol@example.org", "subject": "Invoice", "body": "the invoice is attached"})], ["carol@example.org"]),
    CallTask("How is the weather in Lisbon today?", ["population", "get_weather", "set_timer"], [("get_weather", {"city": "Lisbon"})], ["rain"]),
    CallTask("What is the exchange rate from EUR to GBP?", ["exchange_rate", "get_stock_price", "add"], [("exchange_rate", {"from_currency": "EUR", "to_currency": "GBP"})], ["0.9213"]),
    CallTask("Set a timer for 90 seconds", ["set_timer", "get_weather", "word_count"], [("set_timer", {"seconds": 90})], ["90"]),
    CallTask("How many people live in Toronto?", ["capital_of", "population", "translate"], [("population", {"city": "Toronto"})], ["2,145,906"]),
    CallTask("Subtract 250 from 1000", ["add", "subtract", "multiply"], [("subtract", {"a": 1000, "b": 250})], ["750"]),
]

# Single calls in the style of the standard benchmarks: one function offered, or one of several.
SINGLE = [
    CallTask("Find the area of a triangle with a base of 10 units and height of 5 units.", ["triangle_area"], [("triangle_area", {"base": 10, "height": 5})]),
    CallTask("Calculate the area of a triangle whose height is 7 and base is 4.", ["triangle_area", "add"], [("triangle_area", {"base": 4, "height": 7})]),
    CallTask("What is the current weather in Nairobi?", ["get_weather"], [("get_weather", {"city": "Nairobi"})]),
    CallTask("Tell me the weather in Denver in fahrenheit", ["get_weather", "population"], [("get_weather", {"city": "Denver", "unit": "fahrenheit"})]),
    CallTask("Convert 10 km to mi", ["convert_length"], [("convert_length", {"value": 10, "from_unit": "km", "to_unit": "mi"})]),
    CallTask("Divide 144 by 12", ["divide", "multiply", "subtract"], [("divide", {"a": 144, "b": 12})]),
    CallTask("Book a table for 4 people at Luigi's at 7:30 pm", ["book_table", "search_flights"], [("book_table", {"restaurant": "Luigi's", "people": 4, "time": "7:30 pm"})]),
    CallTask("Find flights from Boston to Chicago on 2025-03-14", ["search_flights", "book_table", "get_weather"], [("search_flights", {"origin": "Boston", "destination": "Chicago", "date": "2025-03-14"})]),
    CallTask("Translate 'good morning' into Spanish", ["translate", "word_count"], [("translate", {"text": "good morning", "target_language": "Spanish"})]),
    CallTask("What is the stock price for ticker NVDA?", ["get_stock_price", "exchange_rate"], [("get_stock_price", {"ticker": "NVDA"})]),
    CallTask("Get the status of order 55012", ["lookup_order"], [("lookup_order", {"order_id": "55012"})]),
    CallTask("What's the population of Madrid?", ["population", "capital_of", "get_weather"], [("population", {"city": "Madrid"})]),
    CallTask("I need the capital city of Chile", ["capital_of", "translate"], [("capital_of", {"country": "Chile"})]),
    CallTask("What is 7.5 times 4?", ["multiply", "add"], [("multiply", {"a": 7.5, "b": 4})]),
    CallTask("Start a 300 second countdown", ["set_timer"], [("set_timer", {"seconds": 300})]),
    CallTask("Count the words in this sentence: the cat sat on the mat", ["word_count", "translate"], [("word_count", {"text": "the cat sat on the mat"})]),
]

# Two or more calls in one turn: the same function on several values, or several functions.
SEVERAL = [
    CallTask("What's the weather in Oslo and in Cairo?", ["get_weather", "population"], [("get_weather", {"city": "Oslo"}), ("get_weather", {"city": "Cairo"})]),
    CallTask("Add 5 and 9, and multiply 3 by 8", ["add", "multiply", "divide"], [("add", {"a": 5, "b": 9}), ("multiply", {"a": 3, "b": 8})]),
    CallTask("Get the share prices of AAPL and TSLA", ["get_stock_price", "exchange_rate"], [("get_stock_price", {"ticker": "AAPL"}), ("get_stock_price", {"ticker": "TSLA"})]),
    CallTask("What are the capitals of Norway and Chile?", ["capital_of", "population"], [("capital_of", {"country": "Norway"}), ("capital_of", {"country": "Chile"})]),
    CallTask("Tell me the weather in Rome and the population of Rome", ["get_weather", "population", "capital_of"], [("get_weather", {"city": "Rome"}), ("population", {"city": "Rome"})]),
    CallTask("Look up orders 1001 and 1002", ["lookup_order", "send_email"], [("lookup_order", {"order_id": "1001"}), ("lookup_order", {"order_id": "1002"})]),
    CallTask("Set a timer for 60 seconds and another for 120 seconds", ["set_timer", "add"], [("set_timer", {"seconds": 60}), ("set_timer", {"seconds": 120})]),
    CallTask("Find the area of a triangle with base 3 and height 4, then divide 100 by 8", ["triangle_area", "divide", "add"], [("triangle_area", {"base": 3, "height": 4}), ("divide", {"a": 100, "b": 8})]),
    CallTask("How many people live in Lima, Quito and Bogota?", ["population", "get_weather"], [("population", {"city": "Lima"}), ("population", {"city": "Quito"}), ("population", {"city": "Bogota"})]),
    CallTask("Subtract 3 from 10 and add 7 to 2", ["subtract", "add"], [("subtract", {"a": 10, "b": 3}), ("add", {"a": 7, "b": 2})]),
]

# No offered tool fits: the right behaviour is no call.
IRRELEVANT = [
    CallTask("Who wrote Pride and Prejudice?", ["get_weather", "add"], []),
    CallTask("What is the area of a circle with radius 3?", ["triangle_area"], []),
    CallTask("Tell me a joke about cats", ["word_count", "translate"], []),
    CallTask("What is the boiling point of water?", ["get_weather", "population"], []),
    CallTask("Recommend a good book", ["lookup_order", "send_email"], []),
    CallTask("How tall is Mount Everest?", ["population", "capital_of"], []),
    CallTask("What's the square root of 144?", ["add", "multiply"], []),
    CallTask("Play some jazz music", ["set_timer", "get_weather"], []),
    CallTask("Send a text message to my mom", ["send_email", "translate"], []),
    CallTask("What year did World War II end?", ["capital_of", "exchange_rate"], []),
    CallTask("Summarize the plot of Hamlet", ["word_count", "lookup_order"], []),
    CallTask("Order a pizza for delivery", ["lookup_order", "book_table"], []),
]

# Out of scope for `sprig run`'s bundled tools (time, files, plans): declined plainly.
OUT_OF_SCOPE = [
    "What is 17 times 23?",
    "Send an email to my boss saying I am late",
    "What is the weather in Paris?",
    "Write a poem about autumn",
    "What is the capital of Australia?",
    "Translate 'thank you' into German",
    "What's Apple's stock price?",
    "Tell me a joke",
    "How many calories are in a banana?",
    "Book a flight to Rome for tomorrow",
    "What is the square root of 2?",
    "Who won the last football world cup?",
]


# -- held out: written after the tuning above, run as they are (tools and phrasings not seen before) --


@tool
def define_word(word: str) -> str:
    """Look up the dictionary definition of an English word."""
    return f"{word}: a short definition"


@tool
def bmi(weight_kg: float, height_m: float) -> float:
    """Body mass index from weight in kilograms and height in metres."""
    return round(weight_kg / height_m**2, 1)


@tool
def convert_temperature(value: float, to: Literal["celsius", "fahrenheit", "kelvin"]) -> str:
    """Convert a temperature to another scale."""
    return f"{value} -> 77.0 {to}"


@tool
def directions(start: str, end: str, mode: Literal["driving", "walking", "transit"] = "driving") -> str:
    """Route directions between two places."""
    return f"{mode} from {start} to {end}: 42 minutes"


@tool
def create_event(title: str, date: str) -> str:
    """Create a calendar event on a date (YYYY-MM-DD)."""
    return f"Event '{title}' created on {date}"


@tool
def latest_news(topic: str, limit: int = 5) -> str:
    """Latest news headlines about a topic."""
    return f"{limit} headlines about {topic}"


@tool
def track_package(tracking_number: str) -> str:
    """Where a parcel is, by its tracking number."""
    return f"Parcel {tracking_number} is in Leipzig"


@tool
def movie_rating(title: str) -> str:
    """The audience rating of a film."""
    return f"{title}: 8.1/10"


@tool
def roll_dice(sides: int, count: int = 1) -> str:
    """Roll dice with a number of sides."""
    return f"rolled {count}d{sides}: 4"


@tool
def is_prime(n: int) -> bool:
    """Check whether a whole number is prime."""
    return n > 1 and all(n % d for d in range(2, int(n**0.5) + 1))


@tool
def city_distance(city_a: str, city_b: str) -> str:
    """Distance in kilometres between two cities."""
    return f"{city_a} to {city_b}: 1,034 km"


@tool
def set_reminder(text: str, time: str) -> str:
    """Set a reminder with a text at a time of day."""
    return f"Reminder '{text}' at {time}"


ALL_TOOLS.update(
    {
        f.__name__: f
        for f in (define_word, bmi, convert_temperature, directions, create_event, latest_news, track_package,
                  movie_rating, roll_dice, is_prime, city_distance, set_reminder)
    }
)  # fmt: skip

OWN_HELD_OUT = [
    CallTask("What does the word serendipity mean?", ["define_word", "movie_rating", "is_prime"], [("define_word", {"word": "serendipity"})], ["definition"]),
    CallTask("I weigh 70 kg and I am 1.75 m tall, what is my BMI?", ["roll_dice", "bmi", "city_distance"], [("bmi", {"weight_kg": 70, "height_m": 1.75})], ["22.9"]),
    CallTask("Where is my parcel? Tracking number 1Z999AA10123456784", ["track_package", "latest_news", "define_word"], [("track_package", {"tracking_number": "1Z999AA10123456784"})], ["Leipzig"]),
    CallTask("How good is the film Inception?", ["movie_rating", "define_word", "latest_news"], [("movie_rating", {"title": "Inception"})], ["8.1"]),
    CallTask("Is 97 a prime number?", ["is_prime", "roll_dice", "bmi"], [("is_prime", {"n": 97})], ["true"]),
    CallTask("How far is it from Berlin to Vienna?", ["city_distance", "directions", "track_package"], [("city_distance", {"city_a": "Berlin", "city_b": "Vienna"})], ["1,034"]),
    CallTask("Roll a 20-sided die", ["roll_dice", "is_prime", "movie_rating"], [("roll_dice", {"sides": 20})], ["4"]),
    CallTask("Show me the latest news about electric cars", ["latest_news", "define_word", "create_event"], [("latest_news", {"topic": "electric cars"})], ["headlines"]),
    CallTask("Convert 25 degrees to fahrenheit", ["convert_temperature", "city_distance", "bmi"], [("convert_temperature", {"value": 25, "to": "fahrenheit"})], ["77.0"]),
    CallTask("Remind me to call Anna at 6 pm", ["set_reminder", "create_event", "latest_news"], [("set_reminder", {"text": "call Anna", "time": "6 pm"})], ["6 pm"]),
]

SINGLE_HELD_OUT = [
    CallTask("Define the word 'ephemeral'", ["define_word"], [("define_word", {"word": "ephemeral"})]),
    CallTask("Calculate the BMI for someone weighing 82 kg at 1.8 m", ["bmi", "convert_temperature"], [("bmi", {"weight_kg": 82, "height_m": 1.8})]),
    CallTask("Give me walking directions from the station to the museum", ["directions", "city_distance"], [("directions", {"start": "the station", "end": "the museum", "mode": "walking"})]),
    CallTask("Create an event called Team lunch on 2025-06-02", ["create_event", "set_reminder"], [("create_event", {"title": "Team lunch", "date": "2025-06-02"})]),
    CallTask("Get 3 news headlines about football", ["latest_news"], [("latest_news", {"topic": "football", "limit": 3})]),
    CallTask("Track package 7731-4409", ["track_package", "latest_news"], [("track_package", {"tracking_number": "7731-4409"})]),
    CallTask("What is the rating of The Godfather?", ["movie_rating", "define_word"], [("movie_rating", {"title": "The Godfather"})]),
    CallTask("Roll two six-sided dice", ["roll_dice"], [("roll_dice", {"sides": 6, "count": 2})]),
    CallTask("Check if 221 is prime", ["is_prime", "bmi"], [("is_prime", {"n": 221})]),
    CallTask("What's the distance between Madrid and Lisbon?", ["city_distance", "directions"], [("city_distance", {"city_a": "Madrid", "city_b": "Lisbon"})]),
    CallTask("Convert 300 to kelvin", ["convert_temperature"], [("convert_temperature", {"value": 300, "to": "kelvin"})]),
    CallTask("Set a reminder to stretch at 10:30", ["set_reminder", "create_event"], [("set_reminder", {"text": "stretch", "time": "10:30"})]),
]

SEVERAL_HELD_OUT = [
    CallTask("Define the words 'brisk' and 'languid'", ["define_word", "movie_rating"], [("define_word", {"word": "brisk"}), ("define_word", {"word": "languid"})]),
    CallTask("Is 13 prime and is 15 prime?", ["is_prime", "roll_dice"], [("is_prime", {"n": 13}), ("is_prime", {"n": 15})]),
    CallTask("Rate the movies Alien and Heat", ["movie_rating", "latest_news"], [("movie_rating", {"title": "Alien"}), ("movie_rating", {"title": "Heat"})]),
    CallTask("Track parcels AB123 and CD456", ["track_package", "define_word"], [("track_package", {"tracking_number": "AB123"}), ("track_package", {"tracking_number": "CD456"})]),
    CallTask("What's the news on climate and on elections?", ["latest_news", "create_event"], [("latest_news", {"topic": "climate"}), ("latest_news", {"topic": "elections"})]),
    CallTask("Check whether 7 is prime, then roll a 12-sided die", ["is_prime", "roll_dice", "bmi"], [("is_prime", {"n": 7}), ("roll_dice", {"sides": 12})]),
    CallTask("Define 'quixotic' and rate the film Amelie", ["define_word", "movie_rating"], [("define_word", {"word": "quixotic"}), ("movie_rating", {"title": "Amelie"})]),
    CallTask("How far is Paris from Lyon, and how far is Rome from Naples?", ["city_distance", "directions"], [("city_distance", {"city_a": "Paris", "city_b": "Lyon"}), ("city_distance", {"city_a": "Rome", "city_b": "Naples"})]),
]

IRRELEVANT_HELD_OUT = [
    CallTask("What is the speed of light?", ["define_word", "bmi"], []),
    CallTask("Paint me a picture of a sunset", ["movie_rating", "create_event"], []),
    CallTask("How do I bake sourdough bread?", ["roll_dice", "latest_news"], []),
    CallTask("Who is the president of France?", ["city_distance", "track_package"], []),
    CallTask("Convert 5 miles to kilometres", ["convert_temperature", "bmi"], []),
    CallTask("What is 15% of 80?", ["is_prime", "roll_dice"], []),
    CallTask("Turn off the living room lights", ["set_reminder", "directions"], []),
    CallTask("What's the meaning of life?", ["movie_rating", "track_package"], []),
    CallTask("Write a haiku about winter", ["create_event", "latest_news"], []),
    CallTask("How old is the universe?", ["is_prime", "city_distance"], []),
]


# -- held out, second batch: written after the tuning of both batches above, run once as they are -------


@tool
def compound_interest(principal: float, rate: float, years: int) -> float:
    """Calculate compound interest: the final amount of a principal at an annual rate over a number of years."""
    return round(principal * (1 + rate) ** years, 2)


@tool
def song_lyrics(song: str, artist: str) -> str:
    """Get the lyrics of a song by an artist."""
    return f"lyrics of {song} by {artist}: la la la"


@tool
def find_hotels(city: str, stars: int | None = None) -> str:
    """Find hotels in a city, optionally with a minimum star rating."""
    return f"12 hotels in {city}" + (f" with {stars} stars" if stars else "")


@tool
def convert_units(amount: float, from_unit: str, to_unit: str) -> str:
    """Convert an amount between measurement units."""
    return f"{amount} {from_unit} = 3.1 {to_unit}"


@tool
def calculate_tip(bill: float, percent: float) -> float:
    """Calculate the tip for a restaurant bill at a percentage."""
    return round(bill * percent / 100, 2)


@tool
def country_population(country: str, year: int) -> str:
    """The population of a country in a given year."""
    return f"{country} had 83.2 million people in {year}"


@tool
def synonyms(word: str) -> str:
    """Find synonyms of a word."""
    return f"synonyms of {word}: alpha, beta"


@tool
def flight_status(flight_number: str) -> str:
    """The current status of a flight by its flight number."""
    return f"{flight_number} is on time"


@tool
def restaurant_search(cuisine: str, city: str) -> str:
    """Search restaurants by cuisine in a city."""
    return f"5 {cuisine} restaurants in {city}"


@tool
def factorial(n: int) -> int:
    """The factorial of a non-negative integer."""
    result = 1
    for k in range(2, n + 1):
        result *= k
    return result


ALL_TOOLS.update(
    {
        f.__name__: f
        for f in (compound_interest, song_lyrics, find_hotels, convert_units, calculate_tip, country_population,
                  synonyms, flight_status, restaurant_search, factorial)
    }
)  # fmt: skip

OWN_FRESH = [
    CallTask("What tip should I leave on a 60 dollar bill at 15 percent?", ["calculate_tip", "convert_units", "factorial"], [("calculate_tip", {"bill": 60, "percent": 15})], ["9.0"]),
    CallTask("Is flight LH400 on time?", ["flight_status", "find_hotels", "synonyms"], [("flight_status", {"flight_number": "LH400"})], ["on time"]),
    CallTask("Give me some synonyms for happy", ["synonyms", "song_lyrics", "factorial"], [("synonyms", {"word": "happy"})], ["alpha"]),
    CallTask("What is 6 factorial?", ["factorial", "calculate_tip", "compound_interest"], [("factorial", {"n": 6})], ["720"]),
    CallTask("Find hotels in Prague", ["find_hotels", "restaurant_search", "flight_status"], [("find_hotels", {"city": "Prague"})], ["12 hotels"]),
    CallTask("I want Thai food in Seattle", ["restaurant_search", "find_hotels", "synonyms"], [("restaurant_search", {"cuisine": "Thai", "city": "Seattle"})], ["5 Thai"]),
    CallTask("What was the population of Germany in 2020?", ["country_population", "convert_units", "find_hotels"], [("country_population", {"country": "Germany", "year": 2020})], ["83.2"]),
    CallTask("Show me the lyrics of Yesterday by The Beatles", ["song_lyrics", "synonyms", "flight_status"], [("song_lyrics", {"song": "Yesterday", "artist": "The Beatles"})], ["la la"]),
    CallTask("Convert 5 miles to km", ["convert_units", "calculate_tip", "factorial"], [("convert_units", {"amount": 5, "from_unit": "miles", "to_unit": "km"})], ["3.1"]),
    CallTask("How much will 1000 dollars grow to at 5% interest over 10 years?", ["compound_interest", "calculate_tip", "convert_units"], [("compound_interest", {"principal": 1000, "rate": 0.05, "years": 10})], ["1628.89"]),
]

SINGLE_FRESH = [
    CallTask("I need to calculate the compound interest for a principal of 5000 at a rate of 0.03 for 4 years.", ["compound_interest"], [("compound_interest", {"principal": 5000, "rate": 0.03, "years": 4})]),
    CallTask("Could you find 4-star hotels in Vienna?", ["find_hotels", "restaurant_search"], [("find_hotels", {"city": "Vienna", "stars": 4})]),
    CallTask("Please convert 12 inches to centimeters.", ["convert_units"], [("convert_units", {"amount": 12, "from_unit": "inches", "to_unit": "centimeters"})]),
    CallTask("Calculate a 20 percent tip on a bill of 85.50", ["calculate_tip", "factorial"], [("calculate_tip", {"bill": 85.5, "percent": 20})]),
    CallTask("What's the status of flight BA2490?", ["flight_status", "find_hotels"], [("flight_status", {"flight_number": "BA2490"})]),
    CallTask("Get me the population of Brazil for the year 2015", ["country_population"], [("country_population", {"country": "Brazil", "year": 2015})]),
    CallTask("Look for Mexican restaurants in Austin", ["restaurant_search", "find_hotels", "song_lyrics"], [("restaurant_search", {"cuisine": "Mexican", "city": "Austin"})]),
    CallTask("What is the factorial of 10?", ["factorial", "compound_interest"], [("factorial", {"n": 10})]),
    CallTask("Find synonyms of the word 'quick'", ["synonyms"], [("synonyms", {"word": "quick"})]),
    CallTask("Fetch the lyrics for Imagine by John Lennon", ["song_lyrics", "synonyms"], [("song_lyrics", {"song": "Imagine", "artist": "John Lennon"})]),
]

SEVERAL_FRESH = [
    CallTask("What is the factorial of 5 and the factorial of 7?", ["factorial", "calculate_tip"], [("factorial", {"n": 5}), ("factorial", {"n": 7})]),
    CallTask("Check the status of flights UA100 and AF22", ["flight_status", "find_hotels"], [("flight_status", {"flight_number": "UA100"}), ("flight_status", {"flight_number": "AF22"})]),
    CallTask("Find hotels in Oslo and in Bergen", ["find_hotels", "restaurant_search"], [("find_hotels", {"city": "Oslo"}), ("find_hotels", {"city": "Bergen"})]),
    CallTask("Give me synonyms for big and for small", ["synonyms", "song_lyrics"], [("synonyms", {"word": "big"}), ("synonyms", {"word": "small"})]),
    CallTask("Calculate a 10 percent tip on 40 and find the factorial of 4", ["calculate_tip", "factorial", "convert_units"], [("calculate_tip", {"bill": 40, "percent": 10}), ("factorial", {"n": 4})]),
    CallTask("What was the population of Japan in 1990 and in 2010?", ["country_population", "find_hotels"], [("country_population", {"country": "Japan", "year": 1990}), ("country_population", {"country": "Japan", "year": 2010})]),
]

IRRELEVANT_FRESH = [
    CallTask("What is the tallest building in the world?", ["find_hotels", "flight_status"], []),
    CallTask("Book me a flight to Tokyo", ["flight_status", "find_hotels"], []),
    CallTask("Sing me a song", ["song_lyrics", "synonyms"], []),
    CallTask("What's the population density of Monaco?", ["factorial", "calculate_tip"], []),
    CallTask("How do you say hello in Italian?", ["synonyms", "convert_units"], []),
    CallTask("Calculate the derivative of x squared", ["factorial", "compound_interest"], []),
    CallTask("Who directed Jaws?", ["song_lyrics", "restaurant_search"], []),
    CallTask("Recommend a wine for fish", ["restaurant_search", "calculate_tip"], []),
]


# -- held out, third batch: written after every change above and run once, for the figures in the README --


@tool
def get_forecast(city: str, days: int = 3) -> str:
    """Weather forecast for a city for a number of days."""
    return f"{days}-day forecast for {city}: mild"


@tool
def check_stock(product: str, warehouse: Literal["north", "south"] = "north") -> str:
    """How many units of a product are in stock in a warehouse."""
    return f"{product}: 37 units in {warehouse}"


@tool
def send_sms(phone_number: str, message: str) -> str:
    """Send an SMS text message to a phone number."""
    return f"SMS sent to {phone_number}"


@tool
def area_of_circle(radius: float) -> float:
    """The area of a circle from its radius."""
    return round(3.14159 * radius**2, 2)


@tool
def average(numbers: list[float]) -> float:
    """The average of a list of numbers."""
    return sum(numbers) / len(numbers)


@tool
def find_recipe(dish: str, vegetarian: bool = False) -> str:
    """Find a recipe for a dish."""
    return f"recipe for {dish}" + (" (vegetarian)" if vegetarian else "")


@tool
def nutrition(food: str) -> str:
    """Calories and nutrients of a food."""
    return f"{food}: 89 kcal per 100 g"


@tool
def time_until(event_date: str) -> str:
    """Days left until a date (YYYY-MM-DD)."""
    return f"41 days until {event_date}"


ALL_TOOLS.update(
    {
        f.__name__: f
        for f in (get_forecast, check_stock, send_sms, area_of_circle, average, find_recipe, nutrition, time_until)
    }
)  # fmt: skip

OWN_LAST = [
    CallTask("What's the 5 day forecast for Dublin?", ["get_forecast", "nutrition", "average"], [("get_forecast", {"city": "Dublin", "days": 5})], ["mild"]),
    CallTask("How many units of SKU-88 do we have in the south warehouse?", ["check_stock", "send_sms", "time_until"], [("check_stock", {"product": "SKU-88", "warehouse": "south"})], ["37"]),
    CallTask("Text +4915112345678 saying running late", ["send_sms", "check_stock", "find_recipe"], [("send_sms", {"phone_number": "+4915112345678", "message": "running late"})], ["+4915112345678"]),
    CallTask("What's the area of a circle with a radius of 4?", ["area_of_circle", "average", "get_forecast"], [("area_of_circle", {"radius": 4})], ["50.27"]),
    CallTask("What is the average of 3, 8 and 10?", ["average", "area_of_circle", "nutrition"], [("average", {"numbers": [3, 8, 10]})], ["7"]),
    CallTask("Find me a vegetarian lasagna recipe", ["find_recipe", "nutrition", "check_stock"], [("find_recipe", {"dish": "lasagna", "vegetarian": True})], ["recipe"]),
    CallTask("How many calories are in an avocado?", ["nutrition", "find_recipe", "average"], [("nutrition", {"food": "avocado"})], ["89"]),
    CallTask("How many days until 2026-12-24?", ["time_until", "get_forecast", "send_sms"], [("time_until", {"event_date": "2026-12-24"})], ["41"]),
    CallTask("Will it rain in Porto over the next 2 days?", ["get_forecast", "find_recipe", "check_stock"], [("get_forecast", {"city": "Porto", "days": 2})], ["mild"]),
    CallTask("Is there any stock left of the blue kettle?", ["check_stock", "nutrition", "time_until"], [("check_stock", {"product": "blue kettle"})], ["37"]),
]

SINGLE_LAST = [
    CallTask("Please compute the area of a circle whose radius is 2.5", ["area_of_circle"], [("area_of_circle", {"radius": 2.5})]),
    CallTask("Can you get the average of 12, 15, 9 and 4?", ["average", "area_of_circle"], [("average", {"numbers": [12, 15, 9, 4]})]),
    CallTask("I'd like the weather forecast for Helsinki", ["get_forecast", "time_until"], [("get_forecast", {"city": "Helsinki"})]),
    CallTask("Send the message 'call me back' to 555-0199", ["send_sms"], [("send_sms", {"phone_number": "555-0199", "message": "call me back"})]),
    CallTask("Nutrition facts for oatmeal please", ["nutrition", "find_recipe"], [("nutrition", {"food": "oatmeal"})]),
    CallTask("Look up a recipe for pad thai", ["find_recipe"], [("find_recipe", {"dish": "pad thai"})]),
    CallTask("Check stock for product X200 in the north warehouse", ["check_stock", "average"], [("check_stock", {"product": "X200", "warehouse": "north"})]),
    CallTask("How long until 2027-01-01?", ["time_until", "get_forecast"], [("time_until", {"event_date": "2027-01-01"})]),
]

SEVERAL_LAST = [
    CallTask("Get the forecast for Oslo and for Stockholm", ["get_forecast", "nutrition"], [("get_forecast", {"city": "Oslo"}), ("get_forecast", {"city": "Stockholm"})]),
    CallTask("What are the areas of circles with radius 1 and radius 3?", ["area_of_circle", "average"], [("area_of_circle", {"radius": 1}), ("area_of_circle", {"radius": 3})]),
    CallTask("Find a recipe for risotto and the nutrition of rice", ["find_recipe", "nutrition", "check_stock"], [("find_recipe", {"dish": "risotto"}), ("nutrition", {"food": "rice"})]),
    CallTask("How many days until 2026-12-31 and until 2027-06-30?", ["time_until", "average"], [("time_until", {"event_date": "2026-12-31"}), ("time_until", {"event_date": "2027-06-30"})]),
    CallTask("Check the stock of A1 and of B2", ["check_stock", "send_sms"], [("check_stock", {"product": "A1"}), ("check_stock", {"product": "B2"})]),
]

IRRELEVANT_LAST = [
    CallTask("What is the volume of a sphere with radius 3?", ["area_of_circle", "average"], []),
    CallTask("Call my dentist", ["send_sms", "check_stock"], []),
    CallTask("Who invented the telephone?", ["nutrition", "get_forecast"], []),
    CallTask("Order more stock of the red kettle", ["check_stock", "find_recipe"], []),
    CallTask("What day of the week was 1999-12-31?", ["time_until", "average"], []),
    CallTask("Suggest a name for my cat", ["find_recipe", "send_sms"], []),
]


# -- held out, fourth batch: written after every change above and run once, unchanged, for the README --


@tool
def get_horoscope(sign: Literal["aries", "taurus", "gemini", "leo", "virgo", "libra"]) -> str:
    """Today's horoscope for a zodiac sign."""
    return f"{sign}: a good day for plans"


@tool
def shorten_url(url: str) -> str:
    """Shorten a long URL."""
    return "https://sho.rt/x1"


@tool
def convert_currency(amount: float, source: str, target: str) -> str:
    """Convert an amount of money from one currency to another (ISO codes)."""
    return f"{amount} {source} = 118.30 {target}"


@tool
def word_of_the_day(language: str = "English") -> str:
    """A word of the day in a language."""
    return f"{language}: lucid"


@tool
def employee_lookup(employee_id: int) -> str:
    """Look up an employee's name and team by their numeric id."""
    return f"employee {employee_id}: Kim Lee, Platform team"


@tool
def play_song(title: str, shuffle: bool = False) -> str:
    """Play a song by its title."""
    return f"now playing {title}"


ALL_TOOLS.update(
    {f.__name__: f for f in (get_horoscope, shorten_url, convert_currency, word_of_the_day, employee_lookup, play_song)}
)

OWN_FINAL = [
    CallTask("What's the horoscope for Leo today?", ["get_horoscope", "play_song", "shorten_url"], [("get_horoscope", {"sign": "leo"})], ["good day"]),
    CallTask("Shorten https://example.com/a/very/long/path?id=42", ["shorten_url", "employee_lookup", "word_of_the_day"], [("shorten_url", {"url": "https://example.com/a/very/long/path?id=42"})], ["sho.rt"]),
    CallTask("Convert 100 USD to EUR", ["convert_currency", "get_horoscope", "play_song"], [("convert_currency", {"amount": 100, "source": "USD", "target": "EUR"})], ["118.30"]),
    CallTask("Who is employee 4417?", ["employee_lookup", "word_of_the_day", "shorten_url"], [("employee_lookup", {"employee_id": 4417})], ["Kim Lee"]),
    CallTask("Play Bohemian Rhapsody", ["play_song", "get_horoscope", "employee_lookup"], [("play_song", {"title": "Bohemian Rhapsody"})], ["now playing"]),
    CallTask("Give me the word of the day in French", ["word_of_the_day", "convert_currency", "play_song"], [("word_of_the_day", {"language": "French"})], ["lucid"]),
    CallTask("How much is 50 pounds in yen?", ["convert_currency", "shorten_url", "employee_lookup"], [("convert_currency", {"amount": 50, "source": "GBP", "target": "JPY"})], ["118.30"]),
    CallTask("Play Yellow on shuffle", ["play_song", "word_of_the_day", "get_horoscope"], [("play_song", {"title": "Yellow", "shuffle": True})], ["now playing"]),
]

IRRELEVANT_FINAL = [
    CallTask("What's the weather like on Mars?", ["get_horoscope", "play_song"], []),
    CallTask("Delete employee 4417", ["employee_lookup", "shorten_url"], []),
    CallTask("How many teaspoons are in a tablespoon?", ["convert_currency", "word_of_the_day"], []),
    CallTask("Stop the music", ["play_song", "get_horoscope"], []),
    CallTask("Translate lucid into German", ["word_of_the_day", "shorten_url"], []),
]


# -- own-judge: written from the issue's text alone, as an outside tester would, before any fix ----
#
# Tools as a user writes them (type hints, Google-style docstrings), in families of near neighbours;
# requests as people type them (lowercase, no question mark, "pls", "5k", commas in numbers, a city
# with its country, a trailing "and tell me the result"). Judged as the issue states it: the right
# tool with the right arguments (an optional argument may be left out or given its stated value; a
# value may be any of a few equally right spellings), an answer that states the tool's result, and
# nothing invented. An ``irrelevant-judge`` request must get no call and one plain sentence declining.


@tool
def add_numbers(x: float, y: float) -> float:
    """Add two numbers together.

    Args:
        x: The first number.
        y: The second number.
    """
    return x + y


@tool
def subtract_numbers(x: float, y: float) -> float:
    """Subtract y from x.

    Args:
        x: The number to subtract from.
        y: The number to subtract.
    """
    return x - y


@tool
def multiply_numbers(x: float, y: float) -> float:
    """Multiply two numbers.

    Args:
        x: The first factor.
        y: The second factor.
    """
    return x * y


@tool
def divide_numbers(numerator: float, denominator: float) -> float:
    """Divide one number by another.

    Args:
        numerator: The number to be divided.
        denominator: The number to divide by.
    """
    return numerator / denominator


@tool
def power(base: float, exponent: float) -> float:
    """Raise a number to a power.

    Args:
        base: The base.
        exponent: The exponent.
    """
    return float(base**exponent)


@tool
def percentage(percent: float, total: float) -> float:
    """Work out a percentage of a number.

    Args:
        percent: The percentage, e.g. 20 for 20%.
        total: The number to take the percentage of.
    """
    return percent * total / 100


@tool
def square_root(value: float) -> float:
    """Square root of a number.

    Args:
        value: A non-negative number.
    """
    return float(value**0.5)


@tool
def get_order_status(order_number: str) -> str:
    """Get the current status of an order.

    Args:
        order_number: The order number, e.g. A-12345.
    """
    return f"order {order_number}: out for delivery, arriving Thursday"


@tool
def cancel_order(order_number: str, reason: str = "") -> str:
    """Cancel an order that has not shipped yet.

    Args:
        order_number: The order number.
        reason: Why the order is cancelled.
    """
    return f"order {order_number} cancelled"


@tool
def request_refund(order_number: str, amount: float) -> str:
    """Ask for a refund on an order.

    Args:
        order_number: The order number.
        amount: How much to refund.
    """
    return f"refund of {amount} requested for {order_number}"


@tool
def stock_quote(symbol: str) -> str:
    """Get the latest trading price for a stock.

    Args:
        symbol: The ticker symbol, like AAPL.
    """
    return f"{symbol.upper()} last traded at 187.42 USD"


@tool
def company_profile(symbol: str) -> str:
    """Company information (sector, employees, headquarters) for a ticker symbol.

    Args:
        symbol: The ticker symbol.
    """
    return f"{symbol}: technology sector, 150,000 employees"


@tool
def market_news(topic: str, limit: int = 5) -> str:
    """Latest financial news headlines about a topic.

    Args:
        topic: What the news should be about.
        limit: How many headlines.
    """
    return f"{limit} headlines about {topic}"


@tool
def count_words(text: str) -> int:
    """Count how many words a text has.

    Args:
        text: The text to count.
    """
    return len(text.split())


@tool
def count_characters(text: str) -> int:
    """Count the characters in a text.

    Args:
        text: The text to count.
    """
    return len(text)


@tool
def reverse_string(text: str) -> str:
    """Reverse a piece of text.

    Args:
        text: The text to reverse.
    """
    return text[::-1]


@tool
def get_capital(country: str) -> str:
    """Return the capital city of a country.

    Args:
        country: Country name.
    """
    capitals = {"australia": "Canberra", "peru": "Lima", "canada": "Ottawa", "japan": "Tokyo"}
    return capitals.get(country.strip().lower(), "unknown")


@tool
def get_currency(country: str) -> str:
    """Return the currency used in a country.

    Args:
        country: Country name.
    """
    return f"{country}: local currency"


@tool
def country_languages(country: str) -> str:
    """The official languages of a country.

    Args:
        country: Country name.
    """
    return f"{country}: official languages listed"


@tool
def send_mail(recipient: str, subject: str, body: str) -> str:
    """Send an email.

    Args:
        recipient: Email address of the recipient.
        subject: Subject line.
        body: The message text.
    """
    return f"sent to {recipient}"


@tool
def send_text_message(phone: str, message: str) -> str:
    """Send a text message to a phone number.

    Args:
        phone: The phone number.
        message: The text of the message.
    """
    return f"text sent to {phone}"


@tool
def read_inbox(folder: str = "inbox", unread_only: bool = True) -> str:
    """List the emails in a mailbox folder.

    Args:
        folder: The folder to read.
        unread_only: Only unread emails.
    """
    return f"3 emails in {folder}"


@tool
def current_weather(location: str, units: Literal["celsius", "fahrenheit"] = "celsius") -> str:
    """Get the current weather for a location.

    Args:
        location: City name, optionally with country.
        units: Temperature units.
    """
    return f"{location}: overcast, 14 degrees {units}, wind 9 km/h"


@tool
def weather_forecast(location: str, days: int = 3) -> str:
    """Weather forecast for the coming days.

    Args:
        location: City name.
        days: Number of days ahead.
    """
    return f"{location}: sunny for {days} days"


@tool
def get_air_quality(location: str) -> str:
    """Air quality index for a location.

    Args:
        location: City name.
    """
    return f"{location}: AQI 42, good"


@tool
def convert_money(amount: float, from_currency: str, to_currency: str) -> str:
    """Convert an amount of money between currencies.

    Args:
        amount: The amount to convert.
        from_currency: ISO code of the currency converted from, e.g. USD.
        to_currency: ISO code of the currency converted to, e.g. EUR.
    """
    return f"{amount} {from_currency} = 231.77 {to_currency}"


@tool
def get_exchange_rate(base: str, quote: str) -> str:
    """Current exchange rate between two currencies.

    Args:
        base: ISO code of the base currency.
        quote: ISO code of the quote currency.
    """
    return f"1 {base} = 1.1284 {quote}"


@tool
def crypto_price(coin: str) -> str:
    """Price of a cryptocurrency in US dollars.

    Args:
        coin: The coin, e.g. bitcoin.
    """
    return f"{coin}: 64,210 USD"


@tool
def convert_measurement(quantity: float, source_unit: str, target_unit: str) -> str:
    """Convert a quantity from one unit of measurement to another (length, weight, volume).

    Args:
        quantity: The amount to convert.
        source_unit: The unit converted from, e.g. km.
        target_unit: The unit converted to, e.g. miles.
    """
    return f"{quantity} {source_unit} = 3.1069 {target_unit}"


@tool
def convert_temp(value: float, from_scale: Literal["celsius", "fahrenheit", "kelvin"], to_scale: Literal["celsius", "fahrenheit", "kelvin"]) -> str:
    """Convert a temperature between scales.

    Args:
        value: The temperature.
        from_scale: The scale converted from.
        to_scale: The scale converted to.
    """
    return f"{value} {from_scale} is -40.0 {to_scale}"


@tool
def translate_text(text: str, target_lang: str, source_lang: str = "auto") -> str:
    """Translate text into another language.

    Args:
        text: The text to translate.
        target_lang: The language to translate into.
        source_lang: The language of the text, or auto to detect it.
    """
    return f"({target_lang}) translation: «{text}»"


@tool
def detect_language(text: str) -> str:
    """Detect which language a text is written in.

    Args:
        text: The text.
    """
    return "English"


@tool
def spell_check(text: str) -> str:
    """Check the spelling of a text.

    Args:
        text: The text to check.
    """
    return "no spelling mistakes"


@tool
def create_reminder(message: str, at: str) -> str:
    """Create a reminder that goes off at a given time.

    Args:
        message: What to be reminded about.
        at: The time of day, e.g. 17:30.
    """
    return f"reminder set: {message} at {at}"


@tool
def schedule_event(title: str, date: str) -> str:
    """Put an event in the calendar.

    Args:
        title: Name of the event.
        date: The date, YYYY-MM-DD.
    """
    return f"event '{title}' added on {date}"


@tool
def add_todo(task: str) -> str:
    """Add an item to the to-do list.

    Args:
        task: What needs doing.
    """
    return f"added to-do #12: {task}"


@tool
def list_todos(include_done: bool = False) -> str:
    """List the items on the to-do list.

    Args:
        include_done: Also list finished items.
    """
    return "2 open to-dos"


@tool
def complete_todo(todo_id: int) -> str:
    """Mark a to-do item as done.

    Args:
        todo_id: The item's number.
    """
    return f"to-do #{todo_id} done"


@tool
def define(term: str) -> str:
    """Dictionary definition of a word.

    Args:
        term: The word to define.
    """
    return f"{term}: lasting for a very short time"


@tool
def synonyms_of(term: str) -> str:
    """Words with the same meaning as a word.

    Args:
        term: The word.
    """
    return f"{term}: brief, fleeting"


@tool
def rhymes_with(term: str) -> str:
    """Words that rhyme with a word.

    Args:
        term: The word.
    """
    return f"{term}: rhymes found"


@tool
def distance_between(origin: str, destination: str, unit: Literal["km", "miles"] = "km") -> str:
    """Straight-line distance between two cities.

    Args:
        origin: The first city.
        destination: The second city.
        unit: Unit of the distance.
    """
    return f"{origin} to {destination}: 505 {unit}"


@tool
def find_flights(origin: str, destination: str, date: str) -> str:
    """Search for flights between two cities on a date.

    Args:
        origin: City of departure.
        destination: City of arrival.
        date: Date of travel, YYYY-MM-DD.
    """
    return f"4 flights from {origin} to {destination}"


@tool
def local_time(city: str) -> str:
    """The current local time in a city.

    Args:
        city: The city.
    """
    return f"{city}: 14:05"


@tool
def check_inventory(product: str) -> str:
    """How many units of a product are in stock in the warehouse.

    Args:
        product: Product name or SKU.
    """
    return f"{product}: 37 units in stock"


@tool
def product_price(product: str) -> str:
    """The selling price of a product.

    Args:
        product: Product name or SKU.
    """
    return f"{product}: 24.99 USD"


@tool
def restock_product(product: str, quantity: int) -> str:
    """Place a purchase order with the supplier for more units of a product.

    Args:
        product: Product name or SKU.
        quantity: How many units to order.
    """
    return f"ordered {quantity} of {product}"


@tool
def find_user_by_email(email: str) -> str:
    """Look up a user account by its email address.

    Args:
        email: The user's email address.
    """
    return f"{email}: Sam Lee, admin, active since 2021"


@tool
def find_user_by_id(user_id: int) -> str:
    """Look up a user account by its numeric id.

    Args:
        user_id: The user's id.
    """
    return f"user {user_id}: Sam Lee"


@tool
def deactivate_user(user_id: int) -> str:
    """Deactivate a user account.

    Args:
        user_id: The user's id.
    """
    return f"user {user_id} deactivated"


ALL_TOOLS.update(
    {f.__name__: f for f in (add_numbers, subtract_numbers, multiply_numbers, divide_numbers, power, percentage, square_root,
                             get_order_status, cancel_order, request_refund, stock_quote, company_profile, market_news,
                             count_words, count_characters, reverse_string, get_capital, get_currency, country_languages,
                             send_mail, send_text_message, read_inbox, current_weather, weather_forecast, get_air_quality, convert_money,
                             get_exchange_rate, crypto_price, convert_measurement, convert_temp, translate_text,
                             detect_language, spell_check, create_reminder, schedule_event, add_todo, list_todos,
                             complete_todo, define, synonyms_of, rhymes_with, distance_between, find_flights, local_time,
                             check_inventory, product_price, restock_product, find_user_by_email, find_user_by_id,
                             deactivate_user)}
)  # fmt: skip


@dataclass
class JudgeTask(CallTask):
    """A task judged as an outside tester judges it: ``optional`` arguments may be left out or given
    the value named here; an expected value may be a tuple of equally right spellings; each answer
    needle may be a tuple of equally right spellings."""

    optional: dict[str, Any] = field(default_factory=dict)


def _judged(args: Mapping[str, Any], wanted: Mapping[str, Any], optional: Mapping[str, Any]) -> bool:
    def fits(given: Any, right: Any) -> bool:
        options = right if isinstance(right, tuple) else (right,)
        return _normalized(given) in {_normalized(option) for option in options}

    if set(args) - set(wanted) - set(optional):
        return False
    return all(k in args and fits(args[k], v) for k, v in wanted.items()) and all(
        fits(args[k], v) for k, v in optional.items() if k in args
    )


OWN_JUDGE = [
    JudgeTask("whats 1,250 plus 3,780", ["multiply_numbers", "add_numbers", "subtract_numbers"], [("add_numbers", {"x": 1250, "y": 3780})], [("5030", "5,030")]),
    JudgeTask("hey can you add 0.75 and 2.5 for me", ["add_numbers", "divide_numbers", "power"], [("add_numbers", {"x": 0.75, "y": 2.5})], ["3.25"]),
    JudgeTask("pls subtract 18.5 from 100", ["add_numbers", "subtract_numbers", "percentage"], [("subtract_numbers", {"x": 100, "y": 18.5})], ["81.5"]),
    JudgeTask("multiply -7 by 12.5 and tell me the result", ["divide_numbers", "multiply_numbers", "add_numbers"], [("multiply_numbers", {"x": -7, "y": 12.5})], ["-87.5"]),
    JudgeTask("hi, could you divide 5k by 8", ["multiply_numbers", "subtract_numbers", "divide_numbers"], [("divide_numbers", {"numerator": 5000, "denominator": 8})], ["625"]),
    JudgeTask("what is 2 to the power of 10", ["multiply_numbers", "power", "square_root"], [("power", {"base": 2, "exponent": 10})], [("1024", "1,024")]),
    JudgeTask("what's 15% of 240", ["percentage", "divide_numbers", "multiply_numbers"], [("percentage", {"percent": 15, "total": 240})], ["36"]),
    JudgeTask("square root of 729 please", ["power", "square_root", "divide_numbers"], [("square_root", {"value": 729})], ["27"]),
    JudgeTask("Please calculate 12,345 minus 6,789", ["subtract_numbers", "add_numbers", "divide_numbers"], [("subtract_numbers", {"x": 12345, "y": 6789})], [("5556", "5,556")]),
    JudgeTask("where's my order #A-10293", ["cancel_order", "get_order_status", "request_refund"], [("get_order_status", {"order_number": ("A-10293", "#A-10293")})], ["out for delivery"]),
    JudgeTask("can you check the status of order 778812 pls", ["get_order_status", "request_refund", "cancel_order"], [("get_order_status", {"order_number": "778812"})], ["out for delivery"]),
    JudgeTask("price of TSLA stock rn", ["company_profile", "market_news", "stock_quote"], [("stock_quote", {"symbol": "TSLA"})], ["187.42"]),
    JudgeTask("how much is one share of apple (AAPL) right now", ["stock_quote", "company_profile", "market_news"], [("stock_quote", {"symbol": "AAPL"})], ["187.42"]),
    JudgeTask('how many words in "the quick brown fox jumps over the lazy dog"', ["count_characters", "count_words", "reverse_string"], [("count_words", {"text": "the quick brown fox jumps over the lazy dog"})], ["9"]),
    JudgeTask("count the words in this: all that glitters is not gold", ["reverse_string", "count_characters", "count_words"], [("count_words", {"text": "all that glitters is not gold"})], ["6"]),
    JudgeTask("capital of australia", ["get_currency", "get_capital", "country_languages"], [("get_capital", {"country": "australia"})], ["Canberra"]),
    JudgeTask("Hello! What's the capital city of Peru", ["get_capital", "country_languages", "get_currency"], [("get_capital", {"country": "Peru"})], ["Lima"]),
    JudgeTask("send an email to jane.doe@acme.com with subject Meeting moved and body The meeting is now at 3pm", ["send_text_message", "read_inbox", "send_mail"], [("send_mail", {"recipient": "jane.doe@acme.com", "subject": "Meeting moved", "body": "The meeting is now at 3pm"})], ["jane.doe@acme.com"]),
    JudgeTask('pls email bob@example.org, subject "Lunch", saying "see you at noon"', ["send_mail", "send_text_message", "read_inbox"], [("send_mail", {"recipient": "bob@example.org", "subject": "Lunch", "body": "see you at noon"})], ["bob@example.org"]),
    JudgeTask("weather in paris, france", ["get_air_quality", "current_weather", "weather_forecast"], [("current_weather", {"location": ("Paris, France", "Paris")})], ["overcast"], optional={"units": "celsius"}),
    JudgeTask("what's the weather like in Chicago in fahrenheit", ["current_weather", "weather_forecast", "get_air_quality"], [("current_weather", {"location": "Chicago", "units": "fahrenheit"})], ["overcast"]),
    JudgeTask("current temperature in Tokyo, Japan in celsius pls", ["weather_forecast", "get_air_quality", "current_weather"], [("current_weather", {"location": ("Tokyo, Japan", "Tokyo")})], ["14"], optional={"units": "celsius"}),
    JudgeTask("is it raining in Berlin right now", ["current_weather", "get_air_quality", "weather_forecast"], [("current_weather", {"location": "Berlin"})], ["overcast"], optional={"units": "celsius"}),
    JudgeTask("convert 250 usd to eur", ["get_exchange_rate", "crypto_price", "convert_money"], [("convert_money", {"amount": 250, "from_currency": "USD", "to_currency": "EUR"})], ["231.77"]),
    JudgeTask("how much is 1,500.50 euros in japanese yen", ["convert_money", "get_exchange_rate", "crypto_price"], [("convert_money", {"amount": 1500.5, "from_currency": "EUR", "to_currency": "JPY"})], ["231.77"]),
    JudgeTask("what's the exchange rate from GBP to CHF", ["crypto_price", "get_exchange_rate", "convert_money"], [("get_exchange_rate", {"base": "GBP", "quote": "CHF"})], ["1.1284"]),
    JudgeTask("convert 5k meters to miles", ["convert_temp", "convert_measurement", "convert_money"], [("convert_measurement", {"quantity": 5000, "source_unit": ("meters", "m", "meter", "metres"), "target_unit": ("miles", "mi", "mile")})], ["3.1069"]),
    JudgeTask("how many pounds is 72.5 kg", ["convert_measurement", "convert_money", "convert_temp"], [("convert_measurement", {"quantity": 72.5, "source_unit": ("kg", "kilograms"), "target_unit": ("pounds", "lb", "lbs")})], ["3.1069"]),
    JudgeTask("convert -40 celsius to fahrenheit", ["convert_measurement", "convert_temp", "convert_money"], [("convert_temp", {"value": -40, "from_scale": "celsius", "to_scale": "fahrenheit"})], ["-40"]),
    JudgeTask('translate "where is the train station" to german', ["detect_language", "spell_check", "translate_text"], [("translate_text", {"text": "where is the train station", "target_lang": ("german", "de")})], ["where is the train station"], optional={"source_lang": ("auto", "english", "en")}),
    JudgeTask("how do you say good night in italian", ["translate_text", "detect_language", "spell_check"], [("translate_text", {"text": "good night", "target_lang": ("italian", "it")})], ["good night"], optional={"source_lang": ("auto", "english", "en")}),
    JudgeTask("remind me to call mom at 6pm", ["add_todo", "create_reminder", "schedule_event"], [("create_reminder", {"message": "call mom", "at": ("6pm", "6 pm", "18:00", "6:00 pm", "6:00pm")})], ["call mom"]),
    JudgeTask("set a reminder for 07:45 to take my pills", ["create_reminder", "schedule_event", "add_todo"], [("create_reminder", {"message": "take my pills", "at": "07:45"})], ["take my pills"]),
    JudgeTask("add dentist appointment to my calendar on 2026-12-03", ["add_todo", "create_reminder", "schedule_event"], [("schedule_event", {"title": ("dentist appointment", "dentist"), "date": "2026-12-03"})], ["2026-12-03"]),
    JudgeTask("pls put 'team offsite' in the calendar for 2027-01-15", ["schedule_event", "add_todo", "create_reminder"], [("schedule_event", {"title": "team offsite", "date": "2027-01-15"})], ["team offsite"]),
    JudgeTask("define ephemeral", ["synonyms_of", "rhymes_with", "define"], [("define", {"term": "ephemeral"})], ["very short time"]),
    JudgeTask("what does the word 'ubiquitous' mean", ["define", "synonyms_of", "rhymes_with"], [("define", {"term": "ubiquitous"})], ["very short time"]),
    JudgeTask("how far is it from madrid to barcelona", ["find_flights", "distance_between", "local_time"], [("distance_between", {"origin": "madrid", "destination": "barcelona"})], ["505"], optional={"unit": "km"}),
    JudgeTask("distance between New York, USA and Boston, USA in miles", ["distance_between", "local_time", "find_flights"], [("distance_between", {"origin": ("New York, USA", "New York"), "destination": ("Boston, USA", "Boston"), "unit": "miles"})], ["505"]),
    JudgeTask("add buy milk to my todo list", ["list_todos", "complete_todo", "add_todo"], [("add_todo", {"task": "buy milk"})], ["buy milk"]),
    JudgeTask("new todo: renew passport", ["add_todo", "list_todos", "complete_todo"], [("add_todo", {"task": "renew passport"})], ["renew passport"]),
    JudgeTask("how many units of SKU-4471 do we have in stock", ["product_price", "check_inventory", "restock_product"], [("check_inventory", {"product": "SKU-4471"})], ["37"]),
    JudgeTask("is the blue widget in stock", ["check_inventory", "restock_product", "product_price"], [("check_inventory", {"product": "blue widget"})], ["37"]),
    JudgeTask("look up the user with email sam.lee@corp.io", ["find_user_by_id", "deactivate_user", "find_user_by_email"], [("find_user_by_email", {"email": "sam.lee@corp.io"})], ["Sam Lee"]),
    JudgeTask("who is alice@example.com in our system", ["find_user_by_email", "find_user_by_id", "deactivate_user"], [("find_user_by_email", {"email": "alice@example.com"})], ["Sam Lee"]),
]

IRRELEVANT_JUDGE = [
    JudgeTask("what is the cube root of 64", ["add_numbers", "multiply_numbers", "square_root"], []),
    JudgeTask("what is 12 factorial", ["multiply_numbers", "power", "add_numbers"], []),
    JudgeTask("cancel my order A-10293", ["get_order_status", "request_refund"], []),
    JudgeTask("who is the ceo of apple", ["stock_quote", "get_exchange_rate"], []),
    JudgeTask("count the vowels in banana", ["count_words", "reverse_string"], []),
    JudgeTask("what's the population of canada", ["get_capital", "get_currency"], []),
    JudgeTask("send a text message to 555-0199 saying running late", ["send_mail", "read_inbox"], []),
    JudgeTask("what will the weather be in oslo next week", ["current_weather", "get_air_quality"], []),
    JudgeTask("how long does it take to drive from madrid to barcelona", ["distance_between", "get_capital"], []),
    JudgeTask("remind me what I had for dinner yesterday", ["create_reminder", "add_todo"], []),
    JudgeTask("delete the todo about milk", ["add_todo", "list_todos"], []),
    JudgeTask("reset the password for sam.lee@corp.io", ["find_user_by_email", "find_user_by_id"], []),
    JudgeTask("what's a good synonym for happy", ["define", "rhymes_with"], []),
    JudgeTask("pls order 20 more blue widgets from the supplier", ["check_inventory", "product_price"], []),
]


# -- own-fresh2: twelve more families as users write tools, written (stop 42) before any fix ------
#
# Judged as ``own-judge`` is. The requests open on the tool's own verb, carry a colon label, count a
# letter kind, name a unit in another spelling or state two values of one kind, as people type them.
# An ``irrelevant-fresh2`` request is a near miss of its two tools: it must get no call.


@tool
def count_text_vowels(text: str) -> int:
    """Count the vowels (a, e, i, o, u) in a piece of text.

    Args:
        text: The text to look at.
    """
    return sum(letter in "aeiou" for letter in text.lower())


@tool
def is_palindrome(word: str) -> bool:
    """Tell whether a word reads the same backwards.

    Args:
        word: The word to check.
    """
    return word.lower() == word.lower()[::-1]


@tool
def reverse_words(sentence: str) -> str:
    """Reverse the order of the words in a sentence.

    Args:
        sentence: The sentence whose words to reverse.
    """
    return " ".join(reversed(sentence.split()))


@tool
def day_of_week(date: str) -> str:
    """Which day of the week a date falls on.

    Args:
        date: The date as YYYY-MM-DD.
    """
    import datetime

    return datetime.date.fromisoformat(date).strftime("%A")


@tool
def add_days(start_date: str, days: int) -> str:
    """Add a number of days to a date.

    Args:
        start_date: The date to start from, YYYY-MM-DD.
        days: How many days to add (negative to go back).
    """
    import datetime

    return (datetime.date.fromisoformat(start_date) + datetime.timedelta(days=days)).isoformat()


@tool
def weeks_between(from_date: str, to_date: str) -> float:
    """Number of weeks from one date to another.

    Args:
        from_date: The earlier date, YYYY-MM-DD.
        to_date: The later date, YYYY-MM-DD.
    """
    import datetime

    return round((datetime.date.fromisoformat(to_date) - datetime.date.fromisoformat(from_date)).days / 7, 1)


@tool
def scale_recipe_servings(recipe: str, servings: int) -> str:
    """Scale a saved recipe's ingredient amounts to a number of servings.

    Args:
        recipe: The recipe's name.
        servings: How many servings to make.
    """
    return f"{recipe} scaled to {servings} servings: 3 cups flour, 2 eggs"


@tool
def ingredient_substitute(ingredient: str) -> str:
    """Suggest a substitute for a cooking ingredient.

    Args:
        ingredient: The ingredient to replace.
    """
    return f"instead of {ingredient}: 1 cup milk + 1 tbsp lemon juice"


@tool
def cooking_time(dish: str, weight_kg: float) -> str:
    """Estimate the oven time for a roast.

    Args:
        dish: What is being roasted.
        weight_kg: Its weight in kilograms.
    """
    return f"{dish}: about 2 h 10 min at 180 C"


@tool
def calories_burned(activity: str, minutes: int) -> int:
    """Estimate the calories burned by an exercise.

    Args:
        activity: The exercise, e.g. running, cycling, swimming.
        minutes: How long, in minutes.
    """
    return 9 * minutes


@tool
def max_heart_rate(age: int) -> int:
    """Estimated maximum heart rate for an age (220 minus age).

    Args:
        age: Age in years.
    """
    return 220 - age


@tool
def daily_water(weight_kg: float) -> float:
    """Recommended daily water intake in litres for a body weight.

    Args:
        weight_kg: Body weight in kilograms.
    """
    return round(weight_kg * 0.033, 2)


@tool
def circle_area(radius: float) -> float:
    """Area of a circle.

    Args:
        radius: The circle's radius.
    """
    return round(3.14159 * radius * radius, 2)


@tool
def rectangle_area(width: float, length: float) -> float:
    """Area of a rectangle.

    Args:
        width: The rectangle's width.
        length: The rectangle's length.
    """
    return width * length


@tool
def triangle_hypotenuse(a: float, b: float) -> float:
    """Length of the triangle_hypotenuse of a right triangle from its two legs.

    Args:
        a: One leg.
        b: The other leg.
    """
    return float((a * a + b * b) ** 0.5)


@tool
def monthly_loan_payment(principal: float, annual_rate: float, years: int) -> float:
    """Monthly payment on a fixed-rate loan.

    Args:
        principal: The amount borrowed.
        annual_rate: The yearly interest rate in percent.
        years: The loan's term in years.
    """
    return 1266.71


@tool
def split_bill(total: float, people: int) -> float:
    """Split a bill evenly between people.

    Args:
        total: The bill's total.
        people: How many people share it.
    """
    return round(total / people, 2)


@tool
def future_value(principal: float, rate: float, years: int) -> float:
    """What a sum grows to with yearly compound interest.

    Args:
        principal: The starting amount.
        rate: The yearly interest rate in percent.
        years: How many years.
    """
    return round(principal * (1 + rate / 100) ** years, 2)


@tool
def save_note(content: str, title: str = "untitled") -> str:
    """Save a note.

    Args:
        content: The note's text.
        title: A title for the note.
    """
    return f"saved note {title!r}: {content}"


@tool
def search_notes(query: str) -> str:
    """Search saved notes for a word or phrase.

    Args:
        query: What to look for.
    """
    return f"1 note matches {query!r}: 'wifi: tulip42'"


@tool
def delete_note(title: str) -> str:
    """Delete a saved note by its title.

    Args:
        title: The note's title.
    """
    return f"deleted note {title!r}"


@tool
def book_author(title: str) -> str:
    """Find who wrote a book.

    Args:
        title: The book's title.
    """
    return f"{title} was written by Patrick Rothfuss"


@tool
def renew_library_loan(loan_id: str) -> str:
    """Renew a library loan for another three weeks.

    Args:
        loan_id: The loan's id, like L-10001.
    """
    return f"loan {loan_id} renewed until 2026-12-19"


@tool
def reserve_book(title: str) -> str:
    """Place a hold on a library book.

    Args:
        title: The book's title.
    """
    return f"hold placed on {title}: you are number 3 in the queue"


@tool
def ping_host(host: str) -> str:
    """Ping a host and report the round-trip time.

    Args:
        host: A host name or IP address.
    """
    return f"{host}: 4 packets, average 12.4 ms"


@tool
def dns_lookup(domain: str) -> str:
    """Resolve a domain name to its IP addresses.

    Args:
        domain: The domain name, e.g. example.com.
    """
    return f"{domain} -> 93.184.216.34"


@tool
def restart_system_service(service: str) -> str:
    """Restart a system service on the server.

    Args:
        service: The service's name.
    """
    return f"{service} restarted (pid 4182)"


@tool
def add_to_shopping_list(item: str, quantity: int = 1) -> str:
    """Add an item to the shopping list.

    Args:
        item: What to buy.
        quantity: How many.
    """
    return f"added {quantity} x {item} to the shopping list"


@tool
def remove_from_shopping_list(item: str) -> str:
    """Remove an item from the shopping list.

    Args:
        item: The item to remove.
    """
    return f"removed {item} from the shopping list"


@tool
def show_shopping_list() -> str:
    """Show everything on the shopping list."""
    return "shopping list: eggs, oat milk, bananas"


@tool
def set_volume(level: int) -> str:
    """Set the speaker volume.

    Args:
        level: Volume from 0 to 100.
    """
    return f"volume set to {level}"


@tool
def play_track(title: str) -> str:
    """Play a song on the speaker.

    Args:
        title: The song's title.
    """
    return f"now playing {title}"


@tool
def lyrics_of(song: str) -> str:
    """Get the lyrics of a song.

    Args:
        song: The song's title.
    """
    return f"{song}: 'don't make it bad, take a sad song...'"


@tool
def airport_code(city: str) -> str:
    """Find the IATA code of a city's main airport.

    Args:
        city: The city.
    """
    return f"{city}: LIS"


@tool
def time_difference(from_city: str, to_city: str) -> str:
    """Hours between the local times of two cities.

    Args:
        from_city: The first city.
        to_city: The second city.
    """
    return f"{to_city} is 9 hours behind {from_city}"


@tool
def visa_needed(citizenship: str, destination: str) -> str:
    """Check whether a traveller needs a visa for a country.

    Args:
        citizenship: The country of the traveller's passport.
        destination: The country to visit.
    """
    return f"{citizenship} citizens need no visa for {destination} for stays up to 90 days"


@tool
def number_to_words(number: int) -> str:
    """Spell out a number in English words.

    Args:
        number: The number to spell out.
    """
    return "three hundred forty-two" if number == 342 else str(number)


@tool
def roman_numeral(number: int) -> str:
    """Write a number in Roman numerals.

    Args:
        number: A number from 1 to 3999.
    """
    values = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"), (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]
    out = ""
    for value, letters in values:
        while number >= value:
            out, number = out + letters, number - value
    return out


@tool
def pluralize(word: str) -> str:
    """Give the plural form of an English noun.

    Args:
        word: The noun.
    """
    return "cacti" if word == "cactus" else word + "s"


ALL_TOOLS.update(
    {f.__name__: f for f in (count_text_vowels, is_palindrome, reverse_words, day_of_week, add_days, weeks_between, scale_recipe_servings,
                             ingredient_substitute, cooking_time, calories_burned, max_heart_rate, daily_water, circle_area,
                             rectangle_area, triangle_hypotenuse, monthly_loan_payment, split_bill, future_value, save_note, search_notes,
                             delete_note, book_author, renew_library_loan, reserve_book, ping_host, dns_lookup, restart_system_service,
                             add_to_shopping_list, remove_from_shopping_list, show_shopping_list, set_volume, play_track,
                             lyrics_of, airport_code, time_difference, visa_needed, number_to_words, roman_numeral, pluralize)}
)  # fmt: skip

OWN_FRESH2 = [
    JudgeTask("how many vowels are in onomatopoeia", ["is_palindrome", "count_text_vowels", "reverse_words"], [("count_text_vowels", {"text": "onomatopoeia"})], ["8"]),
    JudgeTask("is racecar a palindrome?", ["count_text_vowels", "reverse_words", "is_palindrome"], [("is_palindrome", {"word": "racecar"})], [("true", "yes", "is a palindrome")]),
    JudgeTask("reverse the words: time flies like an arrow", ["reverse_words", "is_palindrome", "count_text_vowels"], [("reverse_words", {"sentence": "time flies like an arrow"})], ["arrow an like flies time"]),
    JudgeTask("what day of the week is 2027-02-14", ["add_days", "weeks_between", "day_of_week"], [("day_of_week", {"date": "2027-02-14"})], ["Sunday"]),
    JudgeTask("add 45 days to 2026-12-01", ["day_of_week", "add_days", "weeks_between"], [("add_days", {"start_date": "2026-12-01", "days": 45})], ["2027-01-15"]),
    JudgeTask("how many weeks from 2026-01-05 to 2026-06-01", ["weeks_between", "add_days", "day_of_week"], [("weeks_between", {"from_date": "2026-01-05", "to_date": "2026-06-01"})], ["21"]),
    JudgeTask("scale my pancake recipe to 6 servings", ["cooking_time", "scale_recipe_servings", "ingredient_substitute"], [("scale_recipe_servings", {"recipe": ("pancake", "pancakes", "pancake recipe"), "servings": 6})], ["3 cups flour"]),
    JudgeTask("what can i use instead of buttermilk", ["scale_recipe_servings", "ingredient_substitute", "cooking_time"], [("ingredient_substitute", {"ingredient": "buttermilk"})], ["lemon juice"]),
    JudgeTask("how long do I roast a 2.5 kg turkey", ["ingredient_substitute", "scale_recipe_servings", "cooking_time"], [("cooking_time", {"dish": "turkey", "weight_kg": 2.5})], ["2 h 10 min"]),
    JudgeTask("calories burned cycling for 45 minutes", ["max_heart_rate", "daily_water", "calories_burned"], [("calories_burned", {"activity": "cycling", "minutes": 45})], ["405"]),
    JudgeTask("max heart rate for a 38 year old", ["calories_burned", "max_heart_rate", "daily_water"], [("max_heart_rate", {"age": 38})], ["182"]),
    JudgeTask("how much water should i drink a day, i weigh 64kg", ["daily_water", "calories_burned", "max_heart_rate"], [("daily_water", {"weight_kg": 64})], ["2.11"]),
    JudgeTask("area of a circle with radius 3", ["rectangle_area", "circle_area", "triangle_hypotenuse"], [("circle_area", {"radius": 3})], ["28.27"]),
    JudgeTask("triangle_hypotenuse of a right triangle with legs 5 and 12", ["circle_area", "rectangle_area", "triangle_hypotenuse"], [("triangle_hypotenuse", {"a": (5, 12), "b": (12, 5)})], ["13"]),
    JudgeTask("area of a room 4 m wide and 7.5 m long", ["triangle_hypotenuse", "rectangle_area", "circle_area"], [("rectangle_area", {"width": 4, "length": 7.5})], ["30"]),
    JudgeTask("split a $184.20 bill between 4 people", ["monthly_loan_payment", "future_value", "split_bill"], [("split_bill", {"total": 184.2, "people": 4})], ["46.05"]),
    JudgeTask("monthly payment on a 250k loan at 4.5% for 30 years", ["split_bill", "monthly_loan_payment", "future_value"], [("monthly_loan_payment", {"principal": 250000, "annual_rate": 4.5, "years": 30})], [("1266.71", "1,266.71")]),
    JudgeTask("what will 10,000 grow to at 5% a year over 10 years", ["future_value", "monthly_loan_payment", "split_bill"], [("future_value", {"principal": 10000, "rate": 5, "years": 10})], [("16288.95", "16,288.95")]),
    JudgeTask("note: pick up the dry cleaning on friday", ["search_notes", "delete_note", "save_note"], [("save_note", {"content": "pick up the dry cleaning on friday"})], ["dry cleaning"], optional={"title": "untitled"}),
    JudgeTask("search my notes for wifi", ["save_note", "search_notes", "delete_note"], [("search_notes", {"query": "wifi"})], ["tulip42"]),
    JudgeTask("delete the note called groceries", ["delete_note", "save_note", "search_notes"], [("delete_note", {"title": "groceries"})], ["groceries"]),
    JudgeTask("who wrote the name of the wind", ["reserve_book", "book_author", "renew_library_loan"], [("book_author", {"title": "the name of the wind"})], ["Rothfuss"]),
    JudgeTask("renew loan L-55821 please", ["renew_library_loan", "reserve_book", "book_author"], [("renew_library_loan", {"loan_id": "L-55821"})], ["2026-12-19"]),
    JudgeTask("reserve dune for me", ["book_author", "renew_library_loan", "reserve_book"], [("reserve_book", {"title": "dune"})], ["number 3"]),
    JudgeTask("ping 10.0.0.12", ["dns_lookup", "restart_system_service", "ping_host"], [("ping_host", {"host": "10.0.0.12"})], ["12.4 ms"]),
    JudgeTask("what ip does example.org resolve to", ["ping_host", "dns_lookup", "restart_system_service"], [("dns_lookup", {"domain": "example.org"})], ["93.184.216.34"]),
    JudgeTask("restart nginx", ["restart_system_service", "ping_host", "dns_lookup"], [("restart_system_service", {"service": "nginx"})], ["restarted"]),
    JudgeTask("put 2 cartons of eggs on the shopping list", ["show_shopping_list", "add_to_shopping_list", "remove_from_shopping_list"], [("add_to_shopping_list", {"item": ("eggs", "cartons of eggs"), "quantity": 2})], ["eggs"]),
    JudgeTask("shopping list: oat milk", ["remove_from_shopping_list", "show_shopping_list", "add_to_shopping_list"], [("add_to_shopping_list", {"item": "oat milk"})], ["oat milk"], optional={"quantity": 1}),
    JudgeTask("take bananas off my shopping list", ["add_to_shopping_list", "remove_from_shopping_list", "show_shopping_list"], [("remove_from_shopping_list", {"item": "bananas"})], ["removed bananas"]),
    JudgeTask("turn the volume up to 70", ["play_track", "lyrics_of", "set_volume"], [("set_volume", {"level": 70})], ["70"]),
    JudgeTask("play bohemian rhapsody", ["set_volume", "play_track", "lyrics_of"], [("play_track", {"title": "bohemian rhapsody"})], ["now playing"]),
    JudgeTask("show me the lyrics of hey jude", ["lyrics_of", "set_volume", "play_track"], [("lyrics_of", {"song": "hey jude"})], ["sad song"]),
    JudgeTask("what's the airport code for lisbon", ["time_difference", "visa_needed", "airport_code"], [("airport_code", {"city": "lisbon"})], ["LIS"]),
    JudgeTask("time difference between tokyo and london", ["airport_code", "time_difference", "visa_needed"], [("time_difference", {"from_city": "tokyo", "to_city": "london"})], ["9 hours"]),
    JudgeTask("do I need a visa for brazil with a canadian passport", ["visa_needed", "airport_code", "time_difference"], [("visa_needed", {"citizenship": ("canadian", "canada"), "destination": "brazil"})], ["90 days"]),
    JudgeTask("write 1987 in roman numerals", ["number_to_words", "pluralize", "roman_numeral"], [("roman_numeral", {"number": 1987})], ["MCMLXXXVII"]),
    JudgeTask("spell out 342 in words", ["roman_numeral", "number_to_words", "pluralize"], [("number_to_words", {"number": 342})], ["three hundred forty-two"]),
    JudgeTask("plural of cactus", ["pluralize", "number_to_words", "roman_numeral"], [("pluralize", {"word": "cactus"})], ["cacti"]),
]

IRRELEVANT_FRESH2 = [
    JudgeTask("how many consonants are in strawberry", ["count_text_vowels", "is_palindrome"], []),
    JudgeTask("when is easter next year", ["day_of_week", "add_days"], []),
    JudgeTask("how many calories are in a banana", ["calories_burned", "daily_water"], []),
    JudgeTask("volume of a sphere with radius 3", ["circle_area", "rectangle_area"], []),
    JudgeTask("what's the current mortgage rate", ["monthly_loan_payment", "future_value"], []),
    JudgeTask("rename the note groceries to shopping", ["save_note", "delete_note"], []),
    JudgeTask("who won the booker prize in 2019", ["book_author", "reserve_book"], []),
    JudgeTask("what's my public ip address", ["dns_lookup", "ping_host"], []),
    JudgeTask("pause the music", ["play_track", "set_volume"], []),
    JudgeTask("what's the weather in lisbon", ["airport_code", "time_difference"], []),
    JudgeTask("what's 342 in binary", ["roman_numeral", "number_to_words"], []),
]


# -- own-users3: the lead's trials as a user (stop 43), twelve more families --------------------
#
# Judged as ``own-judge`` is: the right tool beside two others, every value from the request. The
# requests are written as users type them (chatty, lowercase, a value named by the tool's own list:
# "my fedex parcel", a symbol in capitals, a scale to convert to, items "with" which a thing is made).
# An ``irrelevant-users3`` request is a near miss of its tools: no call.


@tool
def air_quality_index(city: str) -> str:
    """Current air quality index (AQI) in a city.

    Args:
        city: The city.
    """
    return f"{city}: AQI 42 (good)"


@tool
def temperature_to(value: float, to_scale: str) -> float:
    """Convert a temperature to 'celsius' or 'fahrenheit'.

    Args:
        value: The temperature.
        to_scale: 'celsius' or 'fahrenheit'.
    """
    return round(value * 9 / 5 + 32, 1) if to_scale == "fahrenheit" else round((value - 32) * 5 / 9, 1)


@tool
def running_pace(distance_km: float, minutes: float) -> str:
    """Running pace in minutes per kilometre for a distance and time.

    Args:
        distance_km: The distance in km.
        minutes: The time in minutes.
    """
    pace = minutes / distance_km
    return f"{int(pace)}:{round((pace % 1) * 60):02d} per km"


@tool
def parcel_tracking(tracking_number: str, carrier: str = "ups") -> str:
    """Track a parcel.

    Args:
        tracking_number: The carrier's tracking number.
        carrier: One of 'ups', 'fedex', 'usps', 'dhl'.
    """
    return f"{carrier} {tracking_number}: out for delivery"


@tool
def live_flight_status(flight_number: str) -> str:
    """Get the live status of a flight by its flight number, e.g. 'BA117'.

    Args:
        flight_number: The flight number.
    """
    return f"{flight_number}: on time, gate B12"


@tool
def wake_up_alarm(time: str, label: str = "") -> str:
    """Set an alarm.

    Args:
        time: Time of day, HH:MM (24 h).
        label: Optional label.
    """
    return f"alarm set for {time} {label}".strip()


@tool
def contact_add(name: str, phone: str) -> str:
    """Add a person to the address book.

    Args:
        name: Full name.
        phone: Phone number.
    """
    return f"added {name} ({phone})"


@tool
def crypto_quote(symbol: str, currency: str = "USD") -> str:
    """Current price of a cryptocurrency.

    Args:
        symbol: Coin symbol, e.g. BTC.
        currency: Quote currency code.
    """
    return f"{symbol}: 64000 {currency}"


@tool
def population_of_country(country: str) -> str:
    """Population of a country.

    Args:
        country: Country name.
    """
    return f"{country}: 83 million"


@tool
def percentage_of(percent: float, value: float) -> float:
    """Compute a percentage of a value.

    Args:
        percent: The percentage.
        value: The value.
    """
    return percent * value / 100


@tool
def investment_growth(principal: float, rate: float, years: int) -> float:
    """Future value of an investment with compound interest.

    Args:
        principal: Starting amount.
        rate: Annual interest rate in percent.
        years: Number of years.
    """
    return round(principal * (1 + rate / 100) ** years, 2)


@tool
def taxi_booking(pickup: str, dropoff: str) -> str:
    """Book a taxi.

    Args:
        pickup: Pickup address.
        dropoff: Destination address.
    """
    return f"taxi booked from {pickup} to {dropoff}"


@tool
def recipe_finder(ingredients: list[str], vegetarian: bool = False) -> str:
    """Find recipes that use the given ingredients.

    Args:
        ingredients: Ingredients to use.
        vegetarian: Only vegetarian recipes.
    """
    return f"4 recipes with {', '.join(ingredients)}"


@tool
def meeting_schedule(title: str, attendees: list[str] | None = None) -> str:
    """Schedule a meeting in the calendar.

    Args:
        title: Meeting title.
        attendees: Email addresses of the people invited.
    """
    return f"meeting '{title}' scheduled with {', '.join(attendees or [])}"


@tool
def time_off_request(start_date: str, end_date: str, reason: str = "") -> str:
    """Request paid time off.

    Args:
        start_date: First day off, YYYY-MM-DD.
        end_date: Last day off, YYYY-MM-DD.
        reason: Optional reason.
    """
    return f"time off {start_date} to {end_date} requested"


@tool
def share_quote(ticker: str) -> str:
    """Latest share price of a stock by ticker.

    Args:
        ticker: The ticker symbol.
    """
    return f"{ticker}: 187.20 USD"


@tool
def song_play(query: str) -> str:
    """Plays the requested song based on the provided search query.

    Args:
        query: The search query for the song, such as the song's title.
    """
    return f"now playing {query}"


@tool
def customer_orders(customer: str) -> str:
    """List a customer's orders.

    Args:
        customer: The customer.
    """
    return f"{customer}: 3 orders"


ALL_TOOLS.update(
    {f.__name__: f for f in (air_quality_index, temperature_to, running_pace, parcel_tracking, live_flight_status, wake_up_alarm,
                             contact_add, crypto_quote, population_of_country, percentage_of, investment_growth, taxi_booking,
                             recipe_finder, meeting_schedule, time_off_request, share_quote, song_play, customer_orders)}
)  # fmt: skip

OWN_USERS3 = [
    JudgeTask("what's 30 degrees celsius in fahrenheit?", ["temperature_to", "air_quality_index", "running_pace"], [("temperature_to", {"value": 30, "to_scale": "fahrenheit"})], ["86"]),
    JudgeTask("convert 86 fahrenheit to celsius", ["running_pace", "temperature_to", "air_quality_index"], [("temperature_to", {"value": 86, "to_scale": "celsius"})], ["30"]),
    JudgeTask("where's my fedex parcel 77123344?", ["live_flight_status", "parcel_tracking", "contact_add"], [("parcel_tracking", {"tracking_number": "77123344", "carrier": "fedex"})], ["out for delivery"]),
    JudgeTask("wake me up at 6:45 tomorrow", ["contact_add", "live_flight_status", "wake_up_alarm"], [("wake_up_alarm", {"time": "06:45"})], ["06:45"]),
    JudgeTask("set an alarm for 7am called gym", ["wake_up_alarm", "contact_add", "running_pace"], [("wake_up_alarm", {"time": "07:00", "label": "gym"})], ["07:00"]),
    JudgeTask("how's the air in Delhi today", ["temperature_to", "air_quality_index", "running_pace"], [("air_quality_index", {"city": "Delhi"})], ["AQI 42"]),
    JudgeTask("I ran 10 km in 52 minutes, what's my pace?", ["running_pace", "temperature_to", "investment_growth"], [("running_pace", {"distance_km": 10, "minutes": 52})], ["5:12"]),
    JudgeTask("is my flight BA117 on time?", ["parcel_tracking", "live_flight_status", "wake_up_alarm"], [("live_flight_status", {"flight_number": "BA117"})], ["on time"]),
    JudgeTask("save Maria Lopez, phone 555-0199, to my contacts", ["contact_add", "wake_up_alarm", "live_flight_status"], [("contact_add", {"name": "Maria Lopez", "phone": "555-0199"})], ["Maria Lopez"]),
    JudgeTask("ETH price", ["population_of_country", "crypto_quote", "percentage_of"], [("crypto_quote", {"symbol": "ETH"})], ["64000"]),
    JudgeTask("how much is bitcoin worth? BTC in EUR", ["crypto_quote", "investment_growth", "percentage_of"], [("crypto_quote", {"symbol": "BTC", "currency": "EUR"})], ["64000 EUR"]),
    JudgeTask("how many people live in Germany?", ["percentage_of", "taxi_booking", "population_of_country"], [("population_of_country", {"country": "Germany"})], ["83 million"]),
    JudgeTask("what's 15% of 80?", ["investment_growth", "percentage_of", "population_of_country"], [("percentage_of", {"percent": 15, "value": 80})], ["12"]),
    JudgeTask("if I invest 10000 at 5% for 10 years, how much will I have?", ["percentage_of", "investment_growth", "crypto_quote"], [("investment_growth", {"principal": 10000, "rate": 5, "years": 10})], [("16288.95", "16,288.95")]),
    JudgeTask("get me a cab from 12 Main St to the airport", ["taxi_booking", "population_of_country", "song_play"], [("taxi_booking", {"pickup": "12 Main St", "dropoff": "the airport"})], ["the airport"]),
    JudgeTask("vegetarian recipes with lentils please", ["song_play", "recipe_finder", "contact_add"], [("recipe_finder", {"ingredients": ["lentils"], "vegetarian": True})], ["lentils"]),
    JudgeTask("what can I cook with chicken, rice and broccoli?", ["recipe_finder", "taxi_booking", "percentage_of"], [("recipe_finder", {"ingredients": ["chicken", "rice", "broccoli"]})], ["broccoli"]),
    JudgeTask("schedule a meeting called Budget Review with ann@x.com and bob@x.com", ["time_off_request", "meeting_schedule", "contact_add"], [("meeting_schedule", {"title": "Budget Review", "attendees": ["ann@x.com", "bob@x.com"]})], ["Budget Review"]),
    JudgeTask("I'd like to take 2026-12-22 to 2026-12-31 off", ["meeting_schedule", "time_off_request", "wake_up_alarm"], [("time_off_request", {"start_date": "2026-12-22", "end_date": "2026-12-31"})], ["2026-12-22"]),
    JudgeTask("price of AAPL in USD", ["share_quote", "crypto_quote", "population_of_country"], [("share_quote", {"ticker": "AAPL"})], ["187.20"]),
    JudgeTask("play Halo with them", ["song_play", "share_quote", "customer_orders"], [("song_play", {"query": "Halo"})], ["Halo"]),
    JudgeTask("list the orders of Acme Corp", ["customer_orders", "song_play", "share_quote"], [("customer_orders", {"customer": "Acme Corp"})], ["3 orders"]),
]

IRRELEVANT_USERS3 = [
    JudgeTask("what's the weather in Delhi?", ["air_quality_index", "temperature_to"], []),
    JudgeTask("book me a flight to Paris", ["live_flight_status", "parcel_tracking"], []),
    JudgeTask("cancel my 7am alarm", ["wake_up_alarm", "contact_add"], []),
    JudgeTask("delete Maria from my contacts", ["contact_add", "wake_up_alarm"], []),
    JudgeTask("sell my bitcoin", ["crypto_quote", "percentage_of"], []),
    JudgeTask("USD price of gold", ["share_quote", "crypto_quote"], []),
    JudgeTask("play something for me", ["song_play", "customer_orders"], []),
    JudgeTask("what's in the news folder?", ["customer_orders", "song_play"], []),
    JudgeTask("what's 17 times 23?", ["percentage_of", "investment_growth"], []),
    JudgeTask("how many vacation days do I have left?", ["time_off_request", "meeting_schedule"], []),
]


# -- own-users44: a helper's trials as a user (stop 44), eighteen more families -----------------
#
# Judged as ``own-judge`` is: the right tool beside two others, every value from the request. Written
# before any fix of stop 44, as users type: a person to hand a task to ("give it to priya"), a number
# of things asked for ("3 books"), a lowercase contact, a code of one kind beside a tool for another
# kind, a bare question about a value ("what's X at"). An ``irrelevant-users44`` request is a near
# miss of its tools: no call.


@tool
def table_booking(restaurant: str, people: int, time: str) -> str:
    """Book a table at a restaurant.

    Args:
        restaurant: The restaurant's name.
        people: Number of guests.
        time: Time of day, HH:MM (24 h).
    """
    return f"table for {people} at {restaurant}, {time}: confirmed"


@tool
def movie_showtimes(movie: str, city: str) -> str:
    """Showtimes of a film in a city's cinemas.

    Args:
        movie: The film's title.
        city: The city.
    """
    return f"{movie} in {city}: 18:10, 20:45"


@tool
def tip_for_bill(bill: float, percent: float = 15) -> float:
    """Tip to leave on a restaurant bill.

    Args:
        bill: The bill amount.
        percent: Tip percentage.
    """
    return round(bill * percent / 100, 2)


@tool
def body_mass_index(weight_kg: float, height_cm: float) -> float:
    """Body mass index (BMI) from weight and height.

    Args:
        weight_kg: Weight in kilograms.
        height_cm: Height in centimetres.
    """
    return round(weight_kg / (height_cm / 100) ** 2, 1)


@tool
def translate_phrase(text: str, target_language: str) -> str:
    """Translate a phrase into another language.

    Args:
        text: The phrase to translate.
        target_language: The language to translate into.
    """
    return f"[{target_language}] {text}"


@tool
def word_definition(word: str) -> str:
    """Dictionary definition of an English word.

    Args:
        word: The word to define.
    """
    return f"{word}: lasting a very short time"


@tool
def url_shorten(url: str) -> str:
    """Shorten a long web address.

    Args:
        url: The address to shorten.
    """
    return "https://sho.rt/x7Q"


@tool
def password_generate(length: int = 12, symbols: bool = True) -> str:
    """Generate a random password.

    Args:
        length: Number of characters.
        symbols: Whether to include symbols.
    """
    return "k" * length


@tool
def room_lights(room: str, brightness: int) -> str:
    """Set the brightness of the lights in a room.

    Args:
        room: The room.
        brightness: Brightness in percent, 0-100.
    """
    return f"{room} lights at {brightness}%"


@tool
def playlist_add(song: str, playlist: str) -> str:
    """Add a song to one of my playlists.

    Args:
        song: The song's title.
        playlist: The playlist's name.
    """
    return f"added {song} to {playlist}"


@tool
def next_bus(stop: str, line: str = "") -> str:
    """Next departures from a bus stop.

    Args:
        stop: The stop's name.
        line: Only this bus line.
    """
    return f"{stop}: line {line or 'any'} in 6 min"


@tool
def workout_log(activity: str, minutes: int) -> str:
    """Log a workout in the fitness diary.

    Args:
        activity: The sport or exercise.
        minutes: How long it lasted, in minutes.
    """
    return f"logged {minutes} min of {activity}"


@tool
def todo_task_create(title: str, owner: str = "") -> str:
    """Create a task on the team board.

    Args:
        title: What has to be done.
        owner: Who the task is given to.
    """
    return f"task '{title}' created for {owner or 'nobody'}"


@tool
def library_books(author: str, max_results: int = 5) -> str:
    """Search the library catalogue for books by an author.

    Args:
        author: The author's name.
        max_results: How many books to list.
    """
    return f"{max_results} books by {author}"


@tool
def car_rental(city: str, pickup_date: str, return_date: str) -> str:
    """Rent a car.

    Args:
        city: Where to pick the car up.
        pickup_date: Pick-up day, YYYY-MM-DD.
        return_date: Return day, YYYY-MM-DD.
    """
    return f"car in {city} from {pickup_date} to {return_date}: booked"


@tool
def currency_amount_convert(amount: float, from_currency: str, to_currency: str) -> str:
    """Convert an amount of money between currencies.

    Args:
        amount: The amount.
        from_currency: ISO code of the currency to convert from.
        to_currency: ISO code of the currency to convert to.
    """
    return f"{amount} {from_currency} = {round(amount * 160, 2)} {to_currency}"


@tool
def expense_record(amount: float, category: Literal["food", "transport", "housing", "fun"], note: str = "") -> str:
    """Record an expense in the budget.

    Args:
        amount: How much was spent.
        category: The budget category.
        note: Optional note.
    """
    return f"recorded {amount} under {category}"


@tool
def public_holidays(country: str, year: int) -> str:
    """Public holidays of a country in a year.

    Args:
        country: The country.
        year: The year.
    """
    return f"{country} {year}: 14 public holidays"


ALL_TOOLS.update(
    {f.__name__: f for f in (table_booking, movie_showtimes, tip_for_bill, body_mass_index, translate_phrase, word_definition,
                             url_shorten, password_generate, room_lights, playlist_add, next_bus, workout_log, todo_task_create,
                             library_books, car_rental, currency_amount_convert, expense_record, public_holidays)}
)  # fmt: skip

OWN_USERS44 = [
    JudgeTask("book a table for 4 at Nopa at 19:30", ["movie_showtimes", "table_booking", "tip_for_bill"], [("table_booking", {"restaurant": "Nopa", "people": 4, "time": "19:30"})], ["confirmed"]),
    JudgeTask("when is Dune playing in Leeds?", ["table_booking", "public_holidays", "movie_showtimes"], [("movie_showtimes", {"movie": "Dune", "city": "Leeds"})], ["20:45"]),
    JudgeTask("what's a 20% tip on 64 dollars", ["tip_for_bill", "currency_amount_convert", "body_mass_index"], [("tip_for_bill", {"bill": 64, "percent": 20})], ["12.8"]),
    JudgeTask("I'm 180 cm and 81 kg - what's my bmi?", ["workout_log", "tip_for_bill", "body_mass_index"], [("body_mass_index", {"weight_kg": 81, "height_cm": 180})], ["25"]),
    JudgeTask("how do you say good morning in Italian", ["word_definition", "translate_phrase", "url_shorten"], [("translate_phrase", {"text": "good morning", "target_language": "Italian"})], ["good morning"]),
    JudgeTask("what does ephemeral mean?", ["translate_phrase", "library_books", "word_definition"], [("word_definition", {"word": "ephemeral"})], ["very short"]),
    JudgeTask("shorten this link https://example.com/blog/2026/11/a-very-long-post-title", ["url_shorten", "password_generate", "word_definition"], [("url_shorten", {"url": "https://example.com/blog/2026/11/a-very-long-post-title"})], ["sho.rt"]),
    JudgeTask("give me a 20 character password without symbols", ["url_shorten", "password_generate", "expense_record"], [("password_generate", {"length": 20, "symbols": False})], ["kkkkkkkkkkkkkkkkkkkk"]),
    JudgeTask("dim the kitchen lights to 30%", ["playlist_add", "room_lights", "next_bus"], [("room_lights", {"room": "kitchen", "brightness": 30})], ["30%"]),
    JudgeTask("add Yellow to my road trip playlist", ["room_lights", "movie_showtimes", "playlist_add"], [("playlist_add", {"song": "Yellow", "playlist": "road trip"})], ["Yellow"]),
    JudgeTask("when's the next 42 bus from Central Station?", ["next_bus", "car_rental", "movie_showtimes"], [("next_bus", {"stop": "Central Station", "line": "42"})], ["6 min"]),
    JudgeTask("log 45 minutes of cycling", ["expense_record", "workout_log", "todo_task_create"], [("workout_log", {"activity": "cycling", "minutes": 45})], ["45 min"]),
    JudgeTask("new task: update the onboarding docs, give it to priya", ["workout_log", "playlist_add", "todo_task_create"], [("todo_task_create", {"title": "update the onboarding docs", "owner": ("priya", "Priya")})], ["priya"]),
    JudgeTask("find me 3 books by Ursula Le Guin", ["library_books", "word_definition", "movie_showtimes"], [("library_books", {"author": "Ursula Le Guin", "max_results": 3})], ["Ursula Le Guin"]),
    JudgeTask("I need a car in Lisbon from 2027-03-02 to 2027-03-09", ["next_bus", "car_rental", "table_booking"], [("car_rental", {"city": "Lisbon", "pickup_date": "2027-03-02", "return_date": "2027-03-09"})], ["booked"]),
    JudgeTask("how much is 250 EUR in JPY?", ["tip_for_bill", "expense_record", "currency_amount_convert"], [("currency_amount_convert", {"amount": 250, "from_currency": "EUR", "to_currency": "JPY"})], ["40000"]),
    JudgeTask("spent 12.50 on lunch, put it under food", ["expense_record", "tip_for_bill", "workout_log"], [("expense_record", {"amount": 12.5, "category": "food"})], ["food"], optional={"note": ("lunch",)}),
    JudgeTask("public holidays in Japan in 2027?", ["car_rental", "public_holidays", "movie_showtimes"], [("public_holidays", {"country": "Japan", "year": 2027})], ["14 public holidays"]),
]

IRRELEVANT_USERS44 = [
    JudgeTask("cancel my table at Nopa tonight", ["table_booking", "movie_showtimes"], []),
    JudgeTask("buy two tickets for Dune", ["movie_showtimes", "table_booking"], []),
    JudgeTask("turn on the TV in the living room", ["room_lights", "playlist_add"], []),
    JudgeTask("delete the task about the onboarding docs", ["todo_task_create", "workout_log"], []),
    JudgeTask("return my rental car early", ["car_rental", "next_bus"], []),
    JudgeTask("how many calories did I burn cycling?", ["workout_log", "body_mass_index"], []),
]


@dataclass
class CallOutcome:
    task: CallTask
    calls: list[tuple[str, dict[str, Any]]]
    answer: str
    seconds: float

    @property
    def exact(self) -> bool:
        wanted = list(self.task.expected)
        if len(self.calls) != len(wanted):
            return False
        optional = self.task.optional if isinstance(self.task, JudgeTask) else None
        for name, args in self.calls:
            match = next(
                (
                    w
                    for w in wanted
                    if w[0] == name and (_same(args, w[1]) if optional is None else _judged(args, w[1], optional))
                ),
                None,
            )
            if match is None:
                return False
            wanted.remove(match)
        return True

    @property
    def states(self) -> bool:
        answer = self.answer.lower()
        return all(
            any(option.lower() in answer for option in (needle if isinstance(needle, tuple) else (needle,)))
            for needle in self.task.answer
        )

    @property
    def declined_plainly(self) -> bool:
        """No call, and one plain sentence that says the request cannot be served."""
        sentences = [part for part in re.split(r"(?<=[.!?])\s+", self.answer.strip()) if part]
        return not self.calls and bool(re.search(r"can't|cannot|can not", self.answer)) and len(sentences) <= 2

    @property
    def invented(self) -> bool:
        """A number in the answer that is neither in the request nor in a tool result."""
        if not self.calls:
            return bool(re.search(r"\d", self.answer)) and "can't" not in self.answer
        seen = " ".join([self.task.prompt, *self.results, *(json.dumps(args) for _, args in self.calls)])
        return any(number not in seen for number in re.findall(r"\d+(?:\.\d+)?", self.answer))

    results: list[str] = field(default_factory=list)


def summary_line(name: str, outcomes: list[CallOutcome]) -> str:
    """One set's figures: exact calls (no call for an ``irrelevant*`` set), answers and inventions
    for an ``own*`` set, and the seconds per task."""
    n = len(outcomes)
    exact = sum(o.exact for o in outcomes)
    seconds = sorted(o.seconds for o in outcomes)
    line = f"{name}: {n} tasks, exactly right {exact}/{n}"
    if name.startswith("own"):
        line += f", answer states the result {sum(o.states and o.exact for o in outcomes)}/{n}"
        line += f", invented answers {sum(o.invented for o in outcomes)}"
    if name.startswith("irrelevant"):
        line = f"{name}: {n} tasks, no call {exact}/{n}"
    if name == "irrelevant-judge":
        line += f", declined plainly {sum(o.declined_plainly for o in outcomes)}/{n}"
        line += f", invented answers {sum(o.invented for o in outcomes)}"
    return f"{line}; seconds per task median {seconds[n // 2]:.1f} max {seconds[-1]:.1f}"


def outcome_record(outcome: CallOutcome, **extra: Any) -> dict[str, Any]:
    """One task's outcome as a JSON-ready record (for ``--json`` files)."""
    task = outcome.task
    return {
        **extra,
        "prompt": task.prompt,
        "tools": task.tools,
        "expected": task.expected,
        "needles": task.answer,
        "calls": outcome.calls,
        "results": outcome.results,
        "answer": outcome.answer,
        "seconds": round(outcome.seconds, 2),
        "exact": outcome.exact,
        "states": outcome.states,
        "invented": outcome.invented,
    }


async def run_calls(model: Any, task: CallTask) -> CallOutcome:
    client = ChatClient.builder(model).default_tools(*(ALL_TOOLS[name] for name in task.tools)).build()
    started = time.monotonic()
    calls: list[tuple[str, dict[str, Any]]] = []
    results: list[str] = []
    answer = ""
    async for event in client.prompt(task.prompt).stream().events():
        kind = type(event).__name__
        if kind == "ToolResultEvent":
            calls.append((event.name, json.loads(event.arguments or "{}")))
            results.append(event.text)
        elif kind == "DoneEvent":
            answer = event.response.result.output.text
    outcome = CallOutcome(task, calls, answer, time.monotonic() - started)
    outcome.results = results
    return outcome


def run_call_sets(names: list[str], verbose: bool) -> None:
    from sprig.models import LocalChatModel

    sets = {
        "own": OWN,
        "single": SINGLE,
        "several": SEVERAL,
        "irrelevant": IRRELEVANT,
        "own-held-out": OWN_HELD_OUT,
        "single-held-out": SINGLE_HELD_OUT,
        "several-held-out": SEVERAL_HELD_OUT,
        "irrelevant-held-out": IRRELEVANT_HELD_OUT,
        "own-fresh": OWN_FRESH,
        "single-fresh": SINGLE_FRESH,
        "several-fresh": SEVERAL_FRESH,
        "irrelevant-fresh": IRRELEVANT_FRESH,
        "own-last": OWN_LAST,
        "single-last": SINGLE_LAST,
        "several-last": SEVERAL_LAST,
        "irrelevant-last": IRRELEVANT_LAST,
        "own-final": OWN_FINAL,
        "irrelevant-final": IRRELEVANT_FINAL,
        "own-judge": OWN_JUDGE,
        "irrelevant-judge": IRRELEVANT_JUDGE,
        "own-fresh2": OWN_FRESH2,
        "irrelevant-fresh2": IRRELEVANT_FRESH2,
        "own-users3": OWN_USERS3,
        "irrelevant-users3": IRRELEVANT_USERS3,
        "own-users44": OWN_USERS44,
        "irrelevant-users44": IRRELEVANT_USERS44,
    }

    async def main() -> None:
        model = LocalChatModel()
        try:
            for name in names:
                outcomes = []
                for task in sets[name]:
                    outcome = await run_calls(model, task)
                    outcomes.append(outcome)
                    ok = outcome.exact
                    if verbose or not ok:
                        print(f"{'ok' if ok else '--'} {outcome.seconds:5.1f} s  {task.prompt}")
                        if not ok or verbose:
                            print(f"       calls: {outcome.calls}\n       answer: {outcome.answer!r}")
                print(summary_line(name, outcomes), flush=True)
        finally:
            await model.aclose()

    asyncio.run(main())


def run_scope(verbose: bool, prompts: list[str]) -> None:
    declined = 0
    seconds = []
    with tempfile.TemporaryDirectory() as root:
        for prompt in prompts:
            outcome = run(Task(prompt, "", lambda _: True, lambda *_: True), Path(root))
            seconds.append(outcome.seconds)
            plain = not outcome.calls and "can't" in outcome.answer and outcome.answer.count(".") <= 3
            declined += plain
            if verbose or not plain:
                print(f"{'ok' if plain else '--'} {outcome.seconds:5.1f} s  {prompt}\n       calls: {outcome.calls}"
                      f"\n       answer: {outcome.answer!r}")  # fmt: skip
    seconds.sort()
    n = len(prompts)
    print(f"out of scope (sprig run): {n} tasks, declined plainly {declined}/{n}; seconds per run median "
          f"{seconds[n // 2]:.1f} max {seconds[-1]:.1f}  (load {os.getloadavg()[0]:.1f})")  # fmt: skip


def run_bundled(args: argparse.Namespace, all_tasks: list[Task]) -> None:
    tasks = [task for task in all_tasks if args.k.lower() in task.prompt.lower()]
    with tempfile.TemporaryDirectory() as root:
        outcomes = []
        for task in tasks:
            outcome = run(task, Path(root))
            outcomes.append(outcome)
            mark = ("T" if outcome.right_tool else "-") + ("A" if outcome.right_answer else "-")
            print(f"{mark} {outcome.seconds:5.1f} s  {task.prompt}", flush=True)
            if args.v or not (outcome.right_tool and outcome.right_answer):
                print(f"       calls: {outcome.calls}")
                print(f"       answer: {outcome.answer!r} (finish {outcome.finish}, exit {outcome.code})")
                if outcome.code:
                    print(f"       stderr: {outcome.stderr.strip()[-300:]}")
        n = len(outcomes)
        tools = sum(o.right_tool for o in outcomes)
        answers = sum(o.right_answer for o in outcomes)  # reads the work folders: before they go
    rejected = sum(o.rejected_todos for o in outcomes)
    limits = sum(1 for o in outcomes if "gave up" in o.stderr or o.code != 0)
    seconds = sorted(o.seconds for o in outcomes)
    print(
        f"\n{n} tasks: right tool and arguments {tools}/{n}, answer states the result {answers}/{n}, "
        f"rejected todo_update {rejected}, failed or round-limited runs {limits}, "
        f"seconds per run median {seconds[n // 2]:.1f} max {seconds[-1]:.1f}  (load {os.getloadavg()[0]:.1f})"
    )


@tool
def start_vacuum(mode: Literal["auto", "spot", "edge"]) -> str:
    """Start the robot vacuum cleaner in a cleaning mode."""
    return f"vacuum started in {mode} mode"


@tool
def set_thermostat_mode(mode: Literal["heat", "cool", "off"]) -> str:
    """Change the thermostat's mode."""
    return f"thermostat set to {mode}"


HOME_TOOLS = [start_vacuum, set_thermostat_mode]  # the `honest` set's own tools, given with --tools

# -- follow-ups: conversations of two or three turns through chat memory (as `sprig chat` keeps it) --
#
# Each turn is judged alone: its calls (``...`` as a value: any value), what its answer must state,
# and that the answer invents no number (every number is in that turn's request, calls or results).
# Own tools and the bundled time and file tools; written before any rule for them.


@tool
def get_birthday(person: str) -> str:
    """Look up a person's birthday."""
    return f"{person}'s birthday is on 12 March"


ALL_TOOLS.update({"get_birthday": get_birthday})


@dataclass
class Turn:
    prompt: str
    expected: list[tuple[str, dict[str, Any]]]  # [] = no call (a decline: "can't", no number)
    answer: list[str | tuple[str, ...]] = field(default_factory=list)


@dataclass
class Conversation:
    tools: list[str]  # own tools by name, or ["bundled"]: time and file tools on a folder
    turns: list[Turn]
    files: Mapping[str, str] = field(default_factory=dict)


_BUNDLED = ["bundled"]

FOLLOW_UPS = [
    Conversation(["get_weather", "population"], [Turn("What's the weather in Oslo?", [("get_weather", {"city": "Oslo"})], ["Oslo"]), Turn("And in Paris?", [("get_weather", {"city": "Paris"})], ["Paris"])]),
    Conversation(["capital_of", "population"], [Turn("What is the capital of Kenya?", [("capital_of", {"country": "Kenya"})], ["Nairobi"]), Turn("what about Peru", [("capital_of", {"country": "Peru"})], ["Peru"])]),
    Conversation(["add", "multiply"], [Turn("Add 2 and 3", [("add", {"a": 2, "b": 3})], ["5"]), Turn("same for 5 and 6", [("add", {"a": 5, "b": 6})], ["11"])]),
    Conversation(["get_weather", "population"], [Turn("What's the weather in Denver?", [("get_weather", {"city": "Denver"})], ["Denver"]), Turn("now in fahrenheit", [("get_weather", {"city": "Denver", "unit": "fahrenheit"})], ["fahrenheit"])]),
    Conversation(["get_weather", "get_forecast"], [Turn("How is the weather in Lisbon?", [("get_weather", {"city": "Lisbon"})], ["Lisbon"]), Turn("and tomorrow?", [("get_forecast", {"city": "Lisbon", "days": ...})], ["Lisbon"])]),
    Conversation(["exchange_rate", "get_stock_price"], [Turn("What is the exchange rate from EUR to GBP?", [("exchange_rate", {"from_currency": "EUR", "to_currency": "GBP"})], ["0.9213"]), Turn("and the other way round?", [("exchange_rate", {"from_currency": "GBP", "to_currency": "EUR"})], ["GBP"])]),
    Conversation(["get_birthday", "send_email"], [Turn("When is Alice's birthday?", [("get_birthday", {"person": "Alice"})], ["12 March"]), Turn("do it again for Bob", [("get_birthday", {"person": "Bob"})], ["Bob"])]),
    Conversation(["get_weather", "add"], [Turn("What's the weather in Oslo?", [("get_weather", {"city": "Oslo"})], ["Oslo"]), Turn("What is 4 plus 5?", [("add", {"a": 4, "b": 5})], ["9"])]),
    Conversation(["get_weather", "capital_of"], [Turn("What's the weather in Cairo?", [("get_weather", {"city": "Cairo"})], ["Cairo"]), Turn("Who wrote Hamlet?", [])]),
    Conversation(["add", "multiply"], [Turn("Add 2 and 3", [("add", {"a": 2, "b": 3})], ["5"]), Turn("And in London?", [])]),
    Conversation(["get_weather", "capital_of"], [Turn("Who wrote Hamlet?", []), Turn("What's the capital of Chile?", [("capital_of", {"country": "Chile"})], ["Chile"])]),
    Conversation(["get_weather", "capital_of"], [Turn("Who wrote Hamlet?", []), Turn("And in Paris?", [])]),
    Conversation(["get_stock_price", "exchange_rate"], [Turn("What's the share price of AAPL?", [("get_stock_price", {"ticker": "AAPL"})], ["AAPL"]), Turn("and MSFT?", [("get_stock_price", {"ticker": "MSFT"})], ["MSFT"])]),
    Conversation(["multiply", "divide"], [Turn("Multiply 6 by 7", [("multiply", {"a": 6, "b": 7})], ["42"]), Turn("now 8 by 9", [("multiply", {"a": 8, "b": 9})], ["72"])]),
    Conversation(["population", "capital_of"], [Turn("How many people live in Toronto?", [("population", {"city": "Toronto"})], ["Toronto"]), Turn("what about Rome", [("population", {"city": "Rome"})], ["Rome"]), Turn("And in Lima?", [("population", {"city": "Lima"})], ["Lima"])]),
    Conversation(["lookup_order", "send_email"], [Turn("Where is my order A-7731?", [("lookup_order", {"order_id": "A-7731"})], ["A-7731"]), Turn("and B-2040?", [("lookup_order", {"order_id": "B-2040"})], ["B-2040"])]),
    Conversation(_BUNDLED, [Turn("What time is it in Tokyo?", [("current_time", {"timezone": "Asia/Tokyo"})], ["Tokyo"]), Turn("And in Paris?", [("current_time", {"timezone": "Europe/Paris"})], ["Paris"]), Turn("what about Rome", [("current_time", {"timezone": "Europe/Rome"})], ["Rome"])]),
    Conversation(_BUNDLED, [Turn("What's 3pm in London in Tokyo?", [("convert_time", {"source_timezone": "Europe/London", "time": ..., "target_timezone": "Asia/Tokyo"})], ["Tokyo"]), Turn("and in New York?", [("convert_time", {"source_timezone": "Europe/London", "time": ..., "target_timezone": "America/New_York"})], ["New York"])]),
    Conversation(_BUNDLED, [Turn("Read notes.txt", [("read_file", {"path": "notes.txt"})], ["hello world"]), Turn("and todo.txt?", [("read_file", {"path": "todo.txt"})], ["buy milk"])], {"notes.txt": "hello world", "todo.txt": "buy milk"}),
    Conversation(_BUNDLED, [Turn("Read missing.txt", [("read_file", {"path": "missing.txt"})]), Turn("And notes.txt?", [("read_file", {"path": "notes.txt"})], ["hello world"])], {"notes.txt": "hello world"}),
    Conversation(_BUNDLED, [Turn("What time is it in Berlin?", [("current_time", {"timezone": "Europe/Berlin"})], ["Berlin"]), Turn("What is the capital of France?", [])]),
]  # fmt: skip


def _turn_calls_right(calls: list[tuple[str, dict[str, Any]]], expected: list[tuple[str, dict[str, Any]]]) -> bool:
    """The turn's calls are the expected ones (any order; ``...`` matches any value; an unasked
    default such as ``unit`` may be filled)."""
    wanted = list(expected)
    if len(calls) != len(wanted):
        return False
    for name, args in calls:
        match = next((w for w in wanted if w[0] == name and _matches(args, w[1])), None)
        if match is None:
            return False
        wanted.remove(match)
    return True


def _matches(args: Mapping[str, Any], wanted: Mapping[str, Any]) -> bool:
    fixed = {k: v for k, v in wanted.items() if v is not ...}
    return _same({k: v for k, v in args.items() if wanted.get(k, 0) is not ...}, fixed) and set(wanted) - {"unit"} <= set(args) | {"unit"}


def _turn_honest(answer: str, seen: str, declines: bool) -> bool:
    """No number that is not in the turn's own request, calls or results; a decline has no number and says it can't."""
    if declines:
        return "can't" in answer and not re.search(r"\d", answer)
    return all(number in seen for number in re.findall(r"\d+(?:\.\d+)?", answer))


async def run_conversation(model: Any, conversation: Conversation, workdir: Path) -> list[tuple[bool, bool, str]]:
    """Each turn's (right calls, honest answer stating what it must, printable detail)."""
    from sprig.advisors import MessageChatMemoryAdvisor
    from sprig.state import InMemoryChatMemoryRepository, MessageWindowChatMemory
    from sprig.toolkits import FileSystemTools, TimeTools

    for name, text in conversation.files.items():
        (workdir / name).write_text(text)
    tools: list[Any] = (
        [TimeTools(), FileSystemTools(workdir)]
        if conversation.tools == _BUNDLED
        else [ALL_TOOLS[name] for name in conversation.tools]
    )
    memory = MessageWindowChatMemory(InMemoryChatMemoryRepository())
    client = ChatClient.builder(model).default_tools(*tools).default_advisors(MessageChatMemoryAdvisor(memory)).build()
    judged = []
    for turn in conversation.turns:
        calls: list[tuple[str, dict[str, Any]]] = []
        results: list[str] = []
        answer = ""
        async for event in client.prompt(turn.prompt).advisor_params(conversation_id="c").stream().events():
            kind = type(event).__name__
            if kind == "ToolResultEvent":
                calls.append((event.name, json.loads(event.arguments or "{}")))
                results.append(event.text)
            elif kind == "DoneEvent":
                answer = event.response.result.output.text
        seen = " ".join([turn.prompt, *results, *(json.dumps(args) for _, args in calls)])
        states = all(
            any(o.lower() in answer.lower() for o in (n if isinstance(n, tuple) else (n,))) for n in turn.answer
        )
        honest = states and _turn_honest(answer, seen, declines=not turn.expected)
        judged.append((_turn_calls_right(calls, turn.expected), honest, f"{turn.prompt!r} -> {calls} {answer!r}"))
    return judged


def run_follow_ups(verbose: bool) -> None:
    from sprig.models import LocalChatModel

    async def main() -> None:
        model = LocalChatModel()
        turns = calls_right = answers_right = conversations_right = 0
        try:
            with tempfile.TemporaryDirectory() as root:
                for conversation in FOLLOW_UPS:
                    judged = await run_conversation(model, conversation, Path(tempfile.mkdtemp(dir=root)))
                    ok = all(c and a for c, a, _ in judged)
                    conversations_right += ok
                    turns += len(judged)
                    calls_right += sum(c for c, _, _ in judged)
                    answers_right += sum(a for _, a, _ in judged)
                    if verbose or not ok:
                        print("ok" if ok else "--")
                        for c, a, detail in judged:
                            print(f"   {'C' if c else '-'}{'A' if a else '-'} {detail}")
        finally:
            await model.aclose()
        n = len(FOLLOW_UPS)
        print(f"follow-ups: {n} conversations, all turns right {conversations_right}/{n}; turns {turns}: "
              f"right calls {calls_right}/{turns}, answer states the result and invents nothing {answers_right}/{turns}")  # fmt: skip

    asyncio.run(main())


IN_PROCESS = ("own", "single", "several", "irrelevant")
SETS = (
    "bundled",
    "times",
    "zones",
    "honest",
    "scope",
    "scope-today",
    *IN_PROCESS,
    *(f"{name}-{batch}" for batch in ("held-out", "fresh", "last") for name in IN_PROCESS),
    "own-final",
    "irrelevant-final",
    "own-judge",
    "irrelevant-judge",
    "own-fresh2",
    "irrelevant-fresh2",
    "own-users3",
    "irrelevant-users3",
    "own-users44",
    "irrelevant-users44",
    "follow-ups",
)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("-k", default="", help="only bundled tasks whose prompt contains this")
    parser.add_argument("-v", action="store_true", help="print each run's calls and answer")
    parser.add_argument("--set", action="append", choices=SETS, help="the sets to run (default: all)")
    args = parser.parse_args()
    chosen = args.set or list(SETS)
    print(f"load average at start {os.getloadavg()[0]:.1f}", flush=True)
    if "bundled" in chosen:
        run_bundled(args, TASKS)
    if "times" in chosen:
        run_bundled(args, TIMES)
    if "zones" in chosen:
        run_bundled(args, ZONES)
    if "honest" in chosen:
        run_bundled(args, HONEST)
    if "scope" in chosen:
        run_scope(args.v, OUT_OF_SCOPE)
    if "scope-today" in chosen:
        run_scope(args.v, OUT_OF_SCOPE_TODAY)
    if "follow-ups" in chosen:
        run_follow_ups(args.v)
    in_process = [name for name in chosen if name not in ("bundled", "times", "zones", "honest", "scope", "scope-today", "follow-ups")]
    if in_process:
        run_call_sets(in_process, args.v)


if __name__ == "__main__":
    main()
