"""The embedded model on read-split tasks reworded without changing what they ask.

Each task of a read split (``dev``, ``tune``, ``held-out``; never the first-contact halves) that the model gets
right as written is run again under each rewording: a greeting before it, a plea for help before it, thanks after
it, a sentence of context before it, "Quick question:", the request in small letters (the judge compares strings in
small letters), and the like. A rewording a task no longer survives is a place where the model hangs on the exact
words of the request rather than on what it asks.

    PYTHONPATH=src:bench .venv/bin/python bench/bfcl_reworded.py --split dev [--rewording hi ...] [-v]
"""

from __future__ import annotations

import argparse
import asyncio
import collections
import dataclasses
import re
from collections.abc import Callable

import bfcl
from sprig.models import LocalChatModel


def _lower_first(text: str) -> str:
    return text if text[:2] in ("I ", "I'") or text[:2].isupper() else text[:1].lower() + text[1:]


_ASKED = re.compile(r"^(?:Can|Could|Would|Will) you (?:please )?")
REWORDINGS: dict[str, Callable[[str], str | None]] = {
    "hi": lambda r: "Hi! " + r,
    "please": lambda r: "Could you please help me with this? " + r,
    "thanks": lambda r: r.rstrip() + " Thanks a lot!",
    "thank-you": lambda r: r.rstrip() + " Thank you.",
    "context": lambda r: "I'm sorting out a few things today. " + r,
    "request": lambda r: "I have a quick request. " + r,
    "quick": lambda r: "Quick question: " + _lower_first(r),
    "hello-there": lambda r: "Hello there, " + _lower_first(r),
    "small-letters": lambda r: r.lower() if r != r.lower() else None,
    "imperative": lambda r: _ASKED.sub("", r).rstrip("?") + "." if _ASKED.match(r) else None,
    "no-mark": lambda r: r.rstrip()[:-1] if r.rstrip().endswith(("?", ".")) else None,
}
_CATEGORIES = ("live_simple", "live_multiple", "live_irrelevance")


async def run(split: str, names: list[str], verbose: bool) -> None:
    model = LocalChatModel()
    kept: collections.Counter[tuple[str, str]] = collections.Counter()
    tried: collections.Counter[tuple[str, str]] = collections.Counter()
    try:
        for category in _CATEGORIES:
            for task in bfcl.load(category, split):
                request = task.request.strip()
                if task.unparsed or request.startswith(("{", "[", "USER", "You are")):
                    continue  # a framed prompt, not a user's words
                calls, _, _, _ = await bfcl.run(model, task)
                if not bfcl.judge(task, calls):
                    continue
                for name in names:
                    reworded = REWORDINGS[name](request)
                    if not reworded or reworded == request:
                        continue
                    again = dataclasses.replace(task, request=reworded)
                    calls, _, _, _ = await bfcl.run(model, again)
                    ok = bfcl.judge(again, calls)
                    tried[category, name] += 1
                    kept[category, name] += ok
                    if verbose and not ok:
                        print(f"-- {task.id} [{name}] {reworded[:160]!r}\n      got {calls}")
    finally:
        await model.aclose()
    for category, name in sorted(tried):
        print(f"{category} ({split}) {name}: still right {kept[category, name]}/{tried[category, name]}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--split", choices=["dev", "tune", "held-out"], default="dev")
    parser.add_argument("--rewording", action="append", choices=list(REWORDINGS), help="default: all")
    parser.add_argument("-v", action="store_true", help="print each task a rewording breaks")
    args = parser.parse_args()
    asyncio.run(run(args.split, args.rewording or list(REWORDINGS), args.v))


if __name__ == "__main__":
    main()
