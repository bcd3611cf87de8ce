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
"""

from __future__ import annotations

import argparse
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
}
SPLITS = {"dev": 0, "tune": 1, "held-out": 2, "final": 3}


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


def load(category: str, split: str) -> list[Task]:
    with zipfile.ZipFile(wheel()) as archive:
        questions = _lines(archive, f"bfcl_eval/data/{CATEGORIES[category]}")
        answers: dict[str, Any] = {}
        if "irrelevance" not in category:
            answers = {
                a["id"]: a["ground_truth"]
                for a in _lines(archive, f"bfcl_eval/data/possible_answer/{CATEGORIES[category]}")
            }
    tasks = []
    for index, question in enumerate(questions):
        if index % 4 != SPLITS[split]:
            continue
        turns = question["question"][0]
        users = [m["content"] for m in turns if m["role"] == "user"]
        if len(turns) != len(users) or len(users) != 1:  # one user message only (no system prompts, no history)
            continue
        tasks.append(Task(question["id"], category, users[0], question["function"], answers.get(question["id"], [])))
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


def _value_ok(got: Any, allowed: Sequence[Any]) -> bool:
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


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--category", action="append", choices=list(CATEGORIES))
    parser.add_argument("--split", choices=list(SPLITS), default="dev")
    parser.add_argument("--limit", type=int, default=0, help="at most this many tasks per category")
    parser.add_argument("-v", action="store_true", help="print every task, not only the wrong ones")
    parser.add_argument("--json", help="write each task's outcome to this JSON lines file")
    args = parser.parse_args()
    chosen = args.category or ["simple", "multiple", "parallel", "parallel_multiple", "irrelevance"]

    async def go() -> None:
        from sprig.models import LocalChatModel

        model = LocalChatModel()
        out = open(args.json, "w") if args.json else None  # noqa: SIM115, ASYNC230
        try:
            for category in chosen:
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


if __name__ == "__main__":
    main()
