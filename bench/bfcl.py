# ruff: noqa: E501
"""The embedded default model on the Berkeley Function Calling Leaderboard's own tasks (BFCL v4).

The tasks come from the ``bfcl-eval`` wheel on PyPI (Apache-2.0), fetched once with pip into
``$SPRIG_HOME/bench`` or ``~/.cache/sprig/bench`` and read straight from the wheel. Each task's
functions are offered as :class:`sprig.ExternalTool` through the public API
(``ChatClient.builder(LocalChatModel()).default_tools(...)``), so the calls the model makes come
back as the run's pending calls, and are judged against BFCL's possible answers the way its AST
checker does: the right function names, every required parameter, no unknown one, each value one
of the allowed ones (strings compared without case, spaces and punctuation; an int accepted for a
float). Parallel calls are matched in any order. Irrelevance tasks are right when no call is made.

    .venv/bin/python bench/bfcl.py                          # the dev split of every category
    .venv/bin/python bench/bfcl.py --split held-out         # the tasks never looked at while tuning
    .venv/bin/python bench/bfcl.py --category simple -v --limit 20

Splits take every fourth task: ``dev`` from the first, ``tune`` from the second, ``held-out`` from the
third and ``final`` from the fourth. ``dev`` was tuned on in the first round of work, ``held-out`` was
run once at its end and then, like ``tune``, worked on in the second; ``final`` is kept for a first
contact at the end of that round. Categories: ``simple`` (one function offered), ``multiple`` (one of
several), ``parallel`` (one function, several calls), ``parallel_multiple`` (several functions and
calls), ``irrelevance`` (no offered function fits), ``live_simple``, ``live_multiple`` and
``live_irrelevance`` (requests users sent).

First-contact sets: ``exec_simple``, ``exec_multiple``, ``exec_parallel`` and
``exec_parallel_multiple`` (BFCL's executable categories, kept in the wheel's ``unused_datasets``)
and ``live_parallel`` and ``live_parallel_multiple``. They are small, so every one of their tasks is
run whatever ``--split`` says (but ``--split open`` and ``--split blind`` take the even and the odd
tasks of the executable sets: the ``open`` half has been read and worked on since stop 29, the
``blind`` half never), and only their totals are ever printed (except for the ``open`` half) (no request, call or answer;
``--json`` gets only each task's id and ok flag), so that they stay unread and can measure a
first contact. ``--totals`` does the same for any other category. The executable categories'
answers are call strings (``"f(n=20, p=0.6)"``), parsed with :mod:`ast` into the possible-answer
form the judge uses (see :func:`parse_call`); a task whose answer does not parse is left out and
counted, never shown.

    .venv/bin/python bench/bfcl.py --category exec_simple --category live_parallel
"""

from __future__ import annotations

import argparse
import ast
import asyncio
import json
import os
import re
import subprocess
import sys
import time
import zipfile
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

VERSION = "2026.3.23"
CATEGORIES = {
    "simple": "BFCL_v4_simple_python.json",
    "multiple": "BFCL_v4_multiple.json",
    "parallel": "BFCL_v4_parallel.json",
    "parallel_multiple": "BFCL_v4_parallel_multiple.json",
    "irrelevance": "BFCL_v4_irrelevance.json",
    "live_simple": "BFCL_v4_live_simple.json",
    "live_multiple": "BFCL_v4_live_multiple.json",
    "live_irrelevance": "BFCL_v4_live_irrelevance.json",
    "live_parallel": "BFCL_v4_live_parallel.json",
    "live_parallel_multiple": "BFCL_v4_live_parallel_multiple.json",
    "exec_simple": "BFCL_v4_exec_simple.json",
    "exec_multiple": "BFCL_v4_exec_multiple.json",
    "exec_parallel": "BFCL_v4_exec_parallel.json",
    "exec_parallel_multiple": "BFCL_v4_exec_parallel_multiple.json",
}
EXECUTABLE = ("exec_simple", "exec_multiple", "exec_parallel", "exec_parallel_multiple")
FIRST_CONTACT = (*EXECUTABLE, "live_parallel", "live_parallel_multiple")  # run whole, totals only
SPLITS = {"dev": 0, "tune": 1, "held-out": 2, "final": 3}
EXECUTABLE_HALVES = {"open": 0, "blind": 1}  # the executable sets' even tasks are read while working, odd ones never


def wheel() -> Path:
    home = Path(os.environ.get("SPRIG_HOME") or Path.home() / ".cache" / "sprig") / "bench"
    found = sorted(home.glob(f"bfcl_eval-{VERSION}-*.whl"))
    if not found:
        home.mkdir(parents=True, exist_ok=True)
        subprocess.run(
            [sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "-d", str(home), f"bfcl-eval=={VERSION}"],
            check=True,
        )
        found = sorted(home.glob(f"bfcl_eval-{VERSION}-*.whl"))
    return found[0]


def _lines(archive: zipfile.ZipFile, name: str) -> list[dict[str, Any]]:
    with archive.open(name) as handle:
        return [json.loads(line) for line in handle.read().decode().splitlines() if line.strip()]


@dataclass
class Task:
    id: str
    category: str
    request: str
    functions: list[dict[str, Any]]
    answers: list[dict[str, dict[str, list[Any]]]]  # [] for irrelevance
    unparsed: int = 0  # answer call strings that did not parse (the task is then left out)


def _folder(category: str) -> str:
    return "bfcl_eval/data/unused_datasets" if category in EXECUTABLE else "bfcl_eval/data"


def _plain(value: Any) -> Any:
    """A Python literal as the JSON a model sends: tuples and sets as lists."""
    if isinstance(value, list | tuple | set | frozenset):
        return [_plain(v) for v in value]
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    return value


def _allowed(value: Any) -> Any:
    """A value as one allowed option: an object's members as lists of allowed values, as the judge reads them."""
    if isinstance(value, dict):
        return {k: [_allowed(v)] for k, v in value.items()}
    return value


_ARITHMETIC: dict[type[ast.operator], Any] = {
    ast.Add: lambda a, b: a + b,
    ast.Sub: lambda a, b: a - b,
    ast.Mult: lambda a, b: a * b,
    ast.Div: lambda a, b: a / b,
    ast.FloorDiv: lambda a, b: a // b,
    ast.Mod: lambda a, b: a % b,
}


def _literal(node: ast.expr) -> Any:
    """A literal argument, or arithmetic on number literals (``1/3``, ``2*60``) as its value."""
    if isinstance(node, ast.BinOp) and type(node.op) in _ARITHMETIC:
        left, right = _literal(node.left), _literal(node.right)
        if not all(isinstance(v, int | float) and not isinstance(v, bool) for v in (left, right)):
            raise ValueError("arithmetic on something other than numbers")
        try:
            return _ARITHMETIC[type(node.op)](left, right)
        except ArithmeticError as exc:
            raise ValueError("arithmetic that fails") from exc
    return ast.literal_eval(node)


def _dotted(node: ast.expr) -> str:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return f"{_dotted(node.value)}.{node.attr}"
    raise ValueError("not a function name")


def _same(one: Any, other: Any) -> bool:
    """Equal the way the judge compares values, without taking a boolean for a number."""
    return isinstance(one, bool) == isinstance(other, bool) and _norm(one) == _norm(other)


def parse_call(text: str, functions: Sequence[Mapping[str, Any]]) -> dict[str, dict[str, list[Any]]]:
    """A ground-truth call string as a possible answer: ``{function: {parameter: [allowed values]}}``.

    A value the call gives is the allowed value. Omitting a parameter and giving the schema's
    default for it are the same call, so a given value equal to the default also allows omission
    (``""``), and a parameter the call leaves out allows omission and its default if the schema has
    one. Positional arguments take the schema's parameters in order; arithmetic on numbers is
    worked out. Raises ``ValueError`` (or ``SyntaxError``) for anything but one call with literal
    arguments.
    """
    node = ast.parse(text.strip(), mode="eval").body
    if not isinstance(node, ast.Call):
        raise ValueError("not a call")
    name = _dotted(node.func)
    function = next((f for f in functions if f.get("name") == name), None) or next(
        (f for f in functions if tool_name(str(f.get("name"))) == tool_name(name)), {}
    )
    parameters = function.get("parameters") or {}
    properties: Mapping[str, Any] = parameters.get("properties") or {}
    required = set(parameters.get("required") or [])
    given: dict[str, Any] = {}
    for position, argument in enumerate(node.args):
        if isinstance(argument, ast.Starred) or position >= len(properties):
            raise ValueError("a positional argument with no parameter")
        given[list(properties)[position]] = _plain(_literal(argument))
    for keyword in node.keywords:
        if keyword.arg is None or keyword.arg in given:
            raise ValueError("**arguments or a parameter given twice")
        given[keyword.arg] = _plain(_literal(keyword.value))
    allowed: dict[str, list[Any]] = {}
    for key, value in given.items():
        spec = properties.get(key)
        defaulted = (
            key not in required and isinstance(spec, Mapping) and "default" in spec and _same(spec["default"], value)
        )
        allowed[key] = [_allowed(value), ""] if defaulted else [_allowed(value)]
    for key, spec in properties.items():
        if key not in given:
            has_default = isinstance(spec, Mapping) and "default" in spec
            allowed[key] = ["", _allowed(_plain(spec["default"]))] if has_default else [""]
    return {name: allowed}


def _parsed(calls: Sequence[Any], functions: Sequence[Mapping[str, Any]]) -> tuple[list[dict[str, Any]], int]:
    answers, failed = [], 0
    for call in calls:
        try:
            answers.append(parse_call(str(call), functions))
        except (ValueError, TypeError, SyntaxError, RecursionError, MemoryError):
            failed += 1
    return answers, failed


def load(category: str, split: str) -> list[Task]:
    """The category's tasks of the split; every task of a first-contact category."""
    with zipfile.ZipFile(wheel()) as archive:
        folder = _folder(category)
        questions = _lines(archive, f"{folder}/{'question/' if category in EXECUTABLE else ''}{CATEGORIES[category]}")
        answers: dict[str, Any] = {}
        if "irrelevance" not in category:
            answers = {
                a["id"]: a["ground_truth"] for a in _lines(archive, f"{folder}/possible_answer/{CATEGORIES[category]}")
            }
    tasks = []
    for index, question in enumerate(questions):
        if category in EXECUTABLE and split in EXECUTABLE_HALVES and index % 2 != EXECUTABLE_HALVES[split]:
            continue
        if category not in FIRST_CONTACT and index % 4 != SPLITS[split]:
            continue
        turns = question["question"][0]
        users = [m["content"] for m in turns if m["role"] == "user"]
        if len(turns) != len(users) or len(users) != 1:  # one user message only (no system prompts, no history)
            continue
        wanted, unparsed = answers.get(question["id"], []), 0
        if category in EXECUTABLE:
            wanted, unparsed = _parsed(wanted, question["function"])
        tasks.append(Task(question["id"], category, users[0], question["function"], wanted, unparsed))
    return tasks


def tool_name(name: str) -> str:
    return re.sub(r"[^A-Za-z0-9_-]", "_", name)[:64]


def json_schema(spec: Any) -> Any:
    """BFCL's parameter types (``dict``, ``float``, ``tuple``, ``any``) as JSON schema."""
    if isinstance(spec, list):
        return [json_schema(item) for item in spec]
    if not isinstance(spec, dict):
        return spec
    out = {
        key: {name: json_schema(prop) for name, prop in value.items()} if key == "properties" else json_schema(value)
        for key, value in spec.items()
        if key != "optional"
    }
    kind = spec.get("type") if isinstance(spec.get("type"), str) else None
    mapped = {"dict": "object", "float": "number", "tuple": "array", "int": "integer", "bool": "boolean"}.get(
        kind, kind
    )
    if kind == "any":
        out.pop("type")
    elif kind is None:
        pass
    elif mapped is not None:
        out["type"] = mapped
    if out.get("type") == "object" and "properties" not in out:
        out["properties"] = {}
    return out


def tools_of(task: Task) -> list[Any]:
    from sprig import ExternalTool

    tools = []
    for function in task.functions:
        schema = json_schema(function.get("parameters") or {"type": "object", "properties": {}})
        schema["type"] = "object"
        tools.append(ExternalTool(tool_name(function["name"]), function.get("description", ""), schema))
    return tools


_STRIP = re.compile(r"[ ,./\-_*^]")


def _norm(value: Any) -> Any:
    if isinstance(value, str):
        return _STRIP.sub("", value.lower()).replace("'", '"')
    if isinstance(value, bool) or value is None:
        return value
    if isinstance(value, (int, float)):
        return float(value)
    if isinstance(value, list | tuple):
        return [_norm(v) for v in value]
    if isinstance(value, dict):
        return {k: _norm(v) for k, v in value.items()}
    return value


def _value_ok(got: Any, allowed: Any) -> bool:
    if not isinstance(allowed, list):  # a nested answer may give one value, not a list of options
        allowed = [allowed]
    normalized = _norm(got)
    for option in allowed:
        if isinstance(option, dict) and isinstance(got, dict):
            if all(_value_ok(got.get(k), v) if k in got else "" in v for k, v in option.items()) and set(got) <= set(
                option
            ):
                return True
        elif _norm(option) == normalized:
            return True
    return False


def call_ok(name: str, arguments: Mapping[str, Any], expected: Mapping[str, Mapping[str, list[Any]]]) -> bool:
    ((wanted_name, params),) = expected.items()
    if tool_name(wanted_name) != name:
        return False
    if any(key not in params for key in arguments):
        return False
    for key, allowed in params.items():
        if key not in arguments:
            if "" not in allowed and allowed != [None]:
                return False
            continue
        if not _value_ok(arguments[key], allowed):
            return False
    return True


def judge(task: Task, calls: list[tuple[str, dict[str, Any]]]) -> bool:
    if not task.answers:
        return not calls
    if len(calls) != len(task.answers):
        return False
    left = list(task.answers)
    for name, arguments in calls:
        match = next((e for e in left if call_ok(name, arguments, e)), None)
        if match is None:
            return False
        left.remove(match)
    return True


async def run(model: Any, task: Task) -> tuple[list[tuple[str, dict[str, Any]]], str, float, str]:
    from sprig import ChatClient

    started = time.monotonic()
    error = ""
    calls: list[tuple[str, dict[str, Any]]] = []
    text = ""
    try:
        client = ChatClient.builder(model).default_tools(*tools_of(task)).build()
        response = await client.prompt(task.request).call().achat_client_response()
        calls = [(p.call.name, json.loads(p.call.arguments or "{}")) for p in response.pending]
        text = response.chat_response.text if response.chat_response is not None else ""
    except Exception as exc:  # a crash is a result to report
        error = f"{type(exc).__name__}: {exc}"[:300]
    return calls, text, time.monotonic() - started, error


def _judged(task: Task, calls: list[tuple[str, dict[str, Any]]]) -> bool | None:
    """The judge's verdict, or None where it fails on the task's answer (told as a count only)."""
    try:
        return judge(task, calls)
    except Exception:  # a first-contact task must never show up in a traceback
        return None


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--category", action="append", choices=list(CATEGORIES))
    parser.add_argument(
        "--split",
        choices=[*SPLITS, *EXECUTABLE_HALVES],
        default="dev",
        help=f"every fourth task from the first, second... (the first-contact categories {', '.join(FIRST_CONTACT)} always run all their tasks)",
    )
    parser.add_argument("--limit", type=int, default=0, help="at most this many tasks per category")
    parser.add_argument("-v", action="store_true", help="print every task, not only the wrong ones")
    parser.add_argument("--json", help="write each task's outcome to this JSON lines file")
    parser.add_argument(
        "--totals",
        action="store_true",
        help="print only each category's total and write only ids and ok flags to --json "
        "(always so for the first-contact categories)",
    )
    args = parser.parse_args()
    chosen = args.category or ["simple", "multiple", "parallel", "parallel_multiple", "irrelevance"]

    async def go() -> None:
        from sprig.models import LocalChatModel

        model = LocalChatModel()
        out = open(args.json, "w") if args.json else None  # noqa: SIM115, ASYNC230
        try:
            for category in chosen:
                if args.split in EXECUTABLE_HALVES and category not in FIRST_CONTACT:
                    parser.error(f"--split {args.split} is for the first-contact categories only")
                if args.totals or (category in FIRST_CONTACT and not (category in EXECUTABLE and args.split == "open")):
                    await _totals(model, category, args, out)
                    continue
                tasks = load(category, args.split)
                if args.limit:
                    tasks = tasks[: args.limit]
                right = crashed = 0
                seconds = []
                for task in tasks:
                    calls, text, took, error = await run(model, task)
                    ok = not error and judge(task, calls)
                    right += ok
                    crashed += bool(error)
                    seconds.append(took)
                    if out:
                        out.write(
                            json.dumps({"id": task.id, "ok": ok, "calls": calls, "text": text, "error": error}) + "\n"
                        )
                    if args.v or not ok:
                        print(f"{'ok' if ok else '--'} {took:5.1f} s {task.id}: {task.request[:200]!r}")
                        if not ok or args.v:
                            print(f"      got {calls} {error or text[:120]!r}\n      want {task.answers}")
                seconds.sort()
                n = len(tasks)
                what = "no call" if "irrelevance" in category else "exactly right"
                print(
                    f"{category} ({args.split}): {n} tasks, {what} {right}/{n} ({100 * right / max(n, 1):.0f}%), "
                    f"crashes {crashed}; seconds median {seconds[n // 2] if n else 0:.1f} max {seconds[-1] if n else 0:.1f}",
                    flush=True,
                )
        finally:
            if out:
                out.close()
            await model.aclose()

    asyncio.run(go())


async def _totals(model: Any, category: str, args: argparse.Namespace, out: Any) -> None:
    """Run a category telling only its totals: nothing of any task's request, calls or answer."""
    tasks = load(category, args.split)
    unparsed = sum(1 for task in tasks if task.unparsed)
    tasks = [task for task in tasks if not task.unparsed]
    if args.limit:
        tasks = tasks[: args.limit]
    right = crashed = unjudged = 0
    seconds = []
    for task in tasks:
        calls, _, took, error = await run(model, task)
        verdict = None if error else _judged(task, calls)
        ok = bool(verdict)
        right += ok
        crashed += bool(error)
        unjudged += not error and verdict is None
        seconds.append(took)
        if out:
            out.write(json.dumps({"id": task.id, "ok": ok}) + "\n")
    seconds.sort()
    n = len(tasks)
    what = "no call" if "irrelevance" in category else "exactly right"
    whole = category in FIRST_CONTACT and not (category in EXECUTABLE and args.split in EXECUTABLE_HALVES)
    split = "all tasks" if whole else args.split
    left_out = f"; left out: {unparsed} whose answer did not parse" if category in EXECUTABLE else ""
    failed_judge = f"; judge failed on {unjudged}" if unjudged else ""
    print(
        f"{category} ({split}): {n} tasks, {what} {right}/{n} ({100 * right / max(n, 1):.0f}%), "
        f"crashes {crashed}; seconds median {seconds[n // 2] if n else 0:.1f} max {seconds[-1] if n else 0:.1f}"
        f"{left_out}{failed_judge}",
        flush=True,
    )


if __name__ == "__main__":
    main()
