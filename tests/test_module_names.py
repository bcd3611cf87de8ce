"""Every module-level name in `src/sprig`, and every tool of the embedded model's agent sets, is bound once.

A second `_PATTERN = ...` further down a module silently changes every rule that read the first one
(it happened once in the embedded model's rules); ruff does not flag it, so this test does.
`typing.overload` stubs are the one legitimate repeat.
"""

from __future__ import annotations

import ast
from collections import Counter
from pathlib import Path

SOURCE = Path(__file__).resolve().parents[1] / "src" / "sprig"
AGENT_SETS = Path(__file__).resolve().parents[1] / "bench" / "local_agent.py"


def _is_overload(node: ast.stmt) -> bool:
    if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
        return False
    return any(
        (isinstance(d, ast.Name) and d.id == "overload") or (isinstance(d, ast.Attribute) and d.attr == "overload")
        for d in node.decorator_list
    )


def rebound_names(source: str) -> list[str]:
    """Names a module binds more than once at its top level (overload stubs left out)."""
    counts: Counter[str] = Counter()
    for node in ast.parse(source).body:
        if _is_overload(node):
            continue
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            counts[node.name] += 1
        elif isinstance(node, ast.Assign):
            counts.update(t.id for t in node.targets if isinstance(t, ast.Name))
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name) and node.value is not None:
            counts[node.target.id] += 1
    return sorted(name for name, count in counts.items() if count > 1)


def test_a_rebound_constant_is_found() -> None:
    source = "import re\n_END = re.compile('a')\ndef rule(): return _END\n_END = re.compile('b')\n"
    assert rebound_names(source) == ["_END"]


def test_overload_stubs_are_not_a_rebinding() -> None:
    source = (
        "from typing import overload\n@overload\ndef f(x: int) -> int: ...\n"
        "@overload\ndef f(x: str) -> str: ...\ndef f(x): return x\n"
    )
    assert rebound_names(source) == []


def test_no_module_of_sprig_binds_a_top_level_name_twice() -> None:
    found = {
        str(path.relative_to(SOURCE)): names
        for path in sorted(SOURCE.rglob("*.py"))
        if (names := rebound_names(path.read_text(encoding="utf-8")))
    }
    assert found == {}


def test_no_tool_of_the_agent_sets_is_defined_twice() -> None:
    # a second `def country_population` replaced the first in the sets' table of tools, and an older
    # set silently ran on the newer tool
    assert rebound_names(AGENT_SETS.read_text(encoding="utf-8")) == []
