"""FileSystemTools against hostile trees and patterns: special files, hard links, bounded searches, own errors."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest

from sprig.toolkits import FileSystemTools, ToolkitError


@pytest.fixture
def outside(tmp_path: Path) -> Path:
    place = tmp_path / "outside"
    place.mkdir()
    (place / "secret.txt").write_text("top secret\n")
    return place


@pytest.fixture
def root(tmp_path: Path) -> Path:
    ws = tmp_path / "ws"
    ws.mkdir()
    (ws / "notes.txt").write_text("alpha\nbeta\n")
    return ws


# -- only regular files ------------------------------------------------------------------------------


@pytest.mark.timeout(30)  # a FIFO blocked read_file forever
def test_a_fifo_is_refused_without_blocking(root: Path) -> None:
    os.mkfifo(root / "pipe")
    fs = FileSystemTools(root)
    for call in (
        lambda: fs.read_file("pipe"),
        lambda: fs.edit_file("pipe", "a", "b"),
        lambda: fs.write_file("pipe", "x"),
    ):
        with pytest.raises(ToolkitError, match=r"'pipe' is (a FIFO \(named pipe\)|not a regular file)"):
            call()
    assert stat.S_ISFIFO((root / "pipe").lstat().st_mode)
    # Searches pass it by, and the listing says what it is.
    assert fs.grep_files("alpha") == "notes.txt:1: alpha"
    assert fs.glob_files("*") == "notes.txt"
    assert "pipe (not a regular file; not readable)" in fs.list_files().splitlines()


def test_a_character_device_is_refused(root: Path) -> None:
    try:
        os.mknod(root / "null", stat.S_IFCHR | 0o666, os.makedev(1, 3))
    except PermissionError:
        pytest.skip("creating a device node needs root")
    fs = FileSystemTools(root)
    with pytest.raises(ToolkitError, match="'null' is a character device, not a regular file"):
        fs.read_file("null")
    with pytest.raises(ToolkitError, match="'null' is not a regular file"):
        fs.write_file("null", "x")
    assert stat.S_ISCHR((root / "null").lstat().st_mode)


def test_a_link_to_a_fifo_inside_is_refused_too(root: Path) -> None:
    os.mkfifo(root / "pipe")
    (root / "to_pipe").symlink_to("pipe")
    with pytest.raises(ToolkitError, match="'pipe' is a FIFO"):
        FileSystemTools(root).read_file("to_pipe")


# -- hard links ---------------------------------------------------------------------------------------


def test_files_with_several_hard_links_are_not_written(root: Path, outside: Path) -> None:
    os.link(outside / "secret.txt", root / "hard.txt")
    fs = FileSystemTools(root)
    with pytest.raises(ToolkitError, match=r"'hard.txt' has 2 hard links"):
        fs.write_file("hard.txt", "pwned\n")
    with pytest.raises(ToolkitError, match=r"'hard.txt' has 2 hard links"):
        fs.edit_file("hard.txt", "top secret", "pwned")
    assert (outside / "secret.txt").read_text() == "top secret\n"
    assert (root / "hard.txt").stat().st_nlink == 2
    # Reading is allowed (documented): whoever linked it in could as well have copied it.
    assert fs.read_file("hard.txt") == "top secret\n"


# -- relative links keep working, loops are refused ----------------------------------------------------


def test_relative_links_inside_work_and_dotdot_in_a_target_cannot_climb_out(root: Path, outside: Path) -> None:
    (root / "sub").mkdir()
    (root / "sub" / "up.txt").symlink_to("../notes.txt")
    (root / "sub" / "out.txt").symlink_to("../../outside/secret.txt")
    (root / "loop").symlink_to("loop")
    fs = FileSystemTools(root)
    assert fs.read_file("sub/up.txt") == "alpha\nbeta\n"
    fs.write_file("sub/up.txt", "gamma\n")
    assert (root / "notes.txt").read_text() == "gamma\n" and (root / "sub" / "up.txt").is_symlink()
    with pytest.raises(ToolkitError, match="symbolic link leads outside"):
        fs.read_file("sub/out.txt")
    with pytest.raises(ToolkitError, match="too many symbolic links"):
        fs.read_file("loop")
    assert fs.glob_files("**/*.txt") == "notes.txt\nsub/up.txt"


# -- untrusted patterns --------------------------------------------------------------------------------


@pytest.mark.timeout(30)  # backtracking took minutes on this line
def test_a_catastrophic_regex_answers_at_once(root: Path) -> None:
    (root / "long.txt").write_text("a" * 40 + "!\n")
    fs = FileSystemTools(root)
    assert fs.grep_files(r"(a+)+$", path="long.txt") == "No matches for '(a+)+$' under 'long.txt'."
    assert fs.grep_files(r"(a|aa)+!") == "long.txt:1: " + "a" * 40 + "!"


@pytest.mark.parametrize(
    ("pattern", "message"),
    [
        (r"(a)\1", r"Invalid regular expression.*RE2 syntax.*backreferences"),
        (r"foo(?=bar)", r"Invalid regular expression.*look-around"),
        ("(unclosed", r"Invalid regular expression '\(unclosed'"),
        ("x" * 1001, "at most 1000 are allowed"),
        ("((a{1000}){1000}){1000}", "Invalid regular expression"),
    ],
)
def test_regexes_re2_cannot_run_are_refused_clearly(root: Path, pattern: str, message: str) -> None:
    with pytest.raises(ToolkitError, match=message):
        FileSystemTools(root).grep_files(pattern)


@pytest.mark.timeout(30)  # eight '**' against a 60-level path backtracked for minutes
def test_a_glob_with_many_double_stars_on_a_deep_tree_answers_at_once(root: Path) -> None:
    deep = root.joinpath(*["a"] * 60)
    deep.mkdir(parents=True)
    (deep / "c").write_text("x")
    fs = FileSystemTools(root)
    pattern = "/".join(["**", "a"] * 7) + "/**/b"
    assert fs.glob_files(pattern) == f"No files match {pattern!r} under '.'."
    assert fs.glob_files("**/**/**/c") == "/".join(["a"] * 60) + "/c"


def test_a_glob_with_too_many_double_stars_is_refused(root: Path) -> None:
    with pytest.raises(ToolkitError, match=r"has 12 '\*\*' parts; at most 8 are allowed"):
        FileSystemTools(root).glob_files("/".join(["**", "x"] * 12))


def test_searches_stop_at_their_bounds_and_say_so(root: Path) -> None:
    root.joinpath("d1", "d2", "d3", "d4").mkdir(parents=True)
    (root / "d1" / "d2" / "d3" / "d4" / "deep.txt").write_text("alpha\n")
    (root / "d1" / "shallow.txt").write_text("alpha\n")
    shallow = FileSystemTools(root, max_depth=2)
    assert shallow.grep_files("alpha").splitlines() == [
        "notes.txt:1: alpha",
        "d1/shallow.txt:1: alpha",
        "[directories more than 2 levels down were not searched]",
    ]
    assert shallow.glob_files("*.txt").endswith("[directories more than 2 levels down were not searched]")
    few = FileSystemTools(root, max_scan_files=1)
    assert few.glob_files("*.txt").splitlines() == [
        "notes.txt",
        "[stopped after scanning 1 files; narrow the path or pattern]",
    ]
    hasty = FileSystemTools(root, search_seconds=1e-9)
    assert hasty.grep_files("alpha").endswith("[stopped after 1e-09 s; narrow the path or pattern]")
    with pytest.raises(ValueError, match="positive"):
        FileSystemTools(root, max_depth=0)


# -- its own error, never the host path ----------------------------------------------------------------


@pytest.mark.parametrize("pattern", ["[z-a]", "src/[9-0]*.py"])
def test_a_bad_glob_class_is_a_toolkit_error(root: Path, pattern: str) -> None:
    fs = FileSystemTools(root)
    with pytest.raises(ToolkitError, match="Invalid glob pattern"):
        fs.glob_files(pattern)
    with pytest.raises(ToolkitError, match="Invalid glob pattern"):
        fs.grep_files("alpha", glob=pattern)


def test_os_errors_become_toolkit_errors_without_the_host_path(root: Path, tmp_path: Path) -> None:
    fs = FileSystemTools(root)
    long_name = "n" * 300
    calls = [
        lambda: fs.read_file(long_name),
        lambda: fs.list_files(long_name),
        lambda: fs.write_file(f"{long_name}/x.txt", "x"),
        lambda: fs.write_file(long_name, "x"),
        lambda: fs.edit_file(long_name, "a", "b"),
        lambda: fs.glob_files("*", path=long_name),
        lambda: fs.grep_files("a", path=long_name),
    ]
    for call in calls:
        with pytest.raises(ToolkitError) as caught:
            call()
        assert str(tmp_path) not in str(caught.value)
        assert "File name too long" in str(caught.value) or "No such" in str(caught.value)
