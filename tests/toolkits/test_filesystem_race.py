"""FileSystemTools against a process that keeps swapping a directory for a link out of the root.

Another process exchanges ``ws/d`` (a real directory) with ``ws/d_swap`` (a link to a directory
outside the root) as fast as it can, while the tools read, write and edit ``d/target.txt`` for
about two seconds each. Every attempt either works on the file inside or is refused; none may
read or change anything outside. The figures are printed (run with ``-s`` to see them).
"""

from __future__ import annotations

import ctypes
import ctypes.util
import subprocess
import sys
import textwrap
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from sprig.toolkits import FileSystemTools, ToolkitError

SECONDS_PER_TOOL = 2.0
SECRET = "top secret MARK-A\n"

SWAPPER = textwrap.dedent(
    """
    import ctypes, ctypes.util, os, sys
    libc = ctypes.CDLL(ctypes.util.find_library("c"), use_errno=True)
    AT_FDCWD, RENAME_EXCHANGE = -100, 2
    a, b = os.fsencode(sys.argv[1]), os.fsencode(sys.argv[2])
    print("ready", flush=True)
    while True:
        libc.renameat2(AT_FDCWD, a, AT_FDCWD, b, RENAME_EXCHANGE)
    """
)


def _can_exchange() -> bool:
    if not sys.platform.startswith("linux"):
        return False
    libc = ctypes.CDLL(ctypes.util.find_library("c"), use_errno=True)
    return hasattr(libc, "renameat2")


pytestmark = pytest.mark.skipif(not _can_exchange(), reason="needs renameat2(RENAME_EXCHANGE) (Linux)")


@pytest.fixture
def tree(tmp_path: Path) -> tuple[Path, Path]:
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "target.txt").write_text(SECRET)
    ws = tmp_path / "ws"
    (ws / "d").mkdir(parents=True)
    (ws / "d" / "target.txt").write_text("inside MARK-A\n")
    (ws / "d_swap").symlink_to(outside, target_is_directory=True)
    return ws, outside


@contextmanager
def swapping(ws: Path) -> Iterator[None]:
    swapper = subprocess.Popen(
        [sys.executable, "-c", SWAPPER, str(ws / "d"), str(ws / "d_swap")], stdout=subprocess.PIPE, text=True
    )
    try:
        assert swapper.stdout is not None and swapper.stdout.readline().strip() == "ready"
        yield
    finally:
        swapper.kill()
        swapper.wait()


def outside_untouched(outside: Path) -> bool:
    return [p.name for p in outside.iterdir()] == ["target.txt"] and (outside / "target.txt").read_text() == SECRET


def hammer(attempt: Callable[[int], bool]) -> tuple[int, int, int]:
    """Run ``attempt`` for SECONDS_PER_TOOL; returns (attempts, escapes, refused)."""
    attempts = escapes = refused = 0
    deadline = time.monotonic() + SECONDS_PER_TOOL
    while time.monotonic() < deadline:
        attempts += 1
        try:
            escapes += attempt(attempts)
        except ToolkitError:
            refused += 1
    return attempts, escapes, refused


@pytest.mark.timeout(60)
@pytest.mark.parametrize("tool", ["read_file", "write_file", "edit_file"])
def test_no_escape_while_a_directory_is_swapped_for_a_link(tree: tuple[Path, Path], tool: str) -> None:
    ws, outside = tree
    fs = FileSystemTools(ws)

    def read(n: int) -> bool:
        return "top secret" in fs.read_file("d/target.txt")

    def write(n: int) -> bool:
        fs.write_file("d/target.txt", f"written {n} MARK-A\n")
        return not outside_untouched(outside)

    def edit(n: int) -> bool:
        old, new = ("MARK-A", "MARK-B") if n % 2 else ("MARK-B", "MARK-A")
        try:
            fs.edit_file("d/target.txt", old, new)
        finally:
            escaped = not outside_untouched(outside)
        return escaped

    with swapping(ws):
        attempts, escapes, refused = hammer({"read_file": read, "write_file": write, "edit_file": edit}[tool])
    print(f"\n{tool}: {attempts} attempts, {escapes} escapes, {refused} refused")
    assert escapes == 0
    assert outside_untouched(outside)
    assert attempts > 50 and refused < attempts  # the race ran, and the tool still worked inside
