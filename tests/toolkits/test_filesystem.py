"""FileSystemTools: every tool through its callback, and every way out of the root refused."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

import pytest

from sprig.toolkits import FileSystemTools, ToolkitError
from sprig.tools import ToolArgumentError, ToolCallback, ToolCallbacks, ToolErrorKind
from support.toolkit_calls import model_turn

ALL_TOOLS = {"list_files", "read_file", "write_file", "edit_file", "glob_files", "grep_files"}


@pytest.fixture
def outside(tmp_path: Path) -> Path:
    place = tmp_path / "outside"
    place.mkdir()
    (place / "secret.txt").write_text("top secret\n")
    return place


@pytest.fixture
def root(tmp_path: Path, outside: Path) -> Path:
    ws = tmp_path / "ws"
    (ws / "src" / "pkg").mkdir(parents=True)
    (ws / "docs").mkdir()
    (ws / ".git").mkdir()
    (ws / "README.md").write_text("# Demo\n\nHello world.\n")
    (ws / "src" / "app.py").write_text("import os\n\n\ndef main():\n    print('hello')\n")
    (ws / "src" / "pkg" / "util.py").write_text("def helper():\n    return 42  # TODO: tune\n")
    (ws / "docs" / "guide.md").write_text("Guide\nTODO: write more\n")
    (ws / ".git" / "config.py").write_text("TODO = 'hidden in .git'\n")
    (ws / "link_out").symlink_to(outside, target_is_directory=True)
    (ws / "leak.txt").symlink_to(outside / "secret.txt")
    (ws / "alias.md").symlink_to(ws / "README.md")
    return ws


@pytest.fixture
def fs(root: Path) -> FileSystemTools:
    return FileSystemTools(root)


def callbacks(tools: object) -> dict[str, ToolCallback]:
    return {cb.name: cb for cb in ToolCallbacks.from_objects(tools)}


async def run(tools: FileSystemTools, name: str, **arguments: Any) -> str:
    return await callbacks(tools)[name].acall(json.dumps(arguments))


def leftovers(directory: Path) -> list[str]:
    return sorted(p.name for p in directory.iterdir() if p.name.endswith(".tmp"))


# -- definitions -------------------------------------------------------------------------------------


def test_tool_names_and_schemas(fs: FileSystemTools) -> None:
    found = callbacks(fs)
    assert set(found) == ALL_TOOLS
    assert list(found["read_file"].definition.schema_dict()["properties"]) == [
        "path",
        "start_line",
        "end_line",
    ]
    edit = found["edit_file"].definition.schema_dict()
    assert list(edit["properties"]) == ["path", "old_string", "new_string", "replace_all"]
    assert sorted(edit["required"]) == ["new_string", "old_string", "path"]
    assert found["grep_files"].definition.schema_dict()["required"] == ["pattern"]


def test_read_only_offers_no_writing_tools(root: Path) -> None:
    tools = FileSystemTools(root, read_only=True)
    assert tools.read_only
    assert set(callbacks(tools)) == {"list_files", "read_file", "glob_files", "grep_files"}
    with pytest.raises(ToolkitError, match="read-only"):
        tools.write_file("new.txt", "x")
    with pytest.raises(ToolkitError, match="read-only"):
        tools.edit_file("README.md", "Hello", "Bye")
    assert not (root / "new.txt").exists()
    assert "Hello" in (root / "README.md").read_text()


def test_constructor_checks_its_arguments(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="not an existing directory"):
        FileSystemTools(tmp_path / "missing")
    (tmp_path / "file").write_text("x")
    with pytest.raises(ValueError, match="not an existing directory"):
        FileSystemTools(tmp_path / "file")
    with pytest.raises(ValueError, match="positive"):
        FileSystemTools(tmp_path, max_file_bytes=0)


# -- list_files --------------------------------------------------------------------------------------


async def test_list_root(fs: FileSystemTools) -> None:
    listing = await run(fs, "list_files")
    assert listing.splitlines() == [
        ".git/",
        "README.md (21 bytes)",
        "alias.md (21 bytes)",
        "docs/",
        "leak.txt (link to outside the workspace; not accessible)",
        "link_out (link to outside the workspace; not accessible)",
        "src/",
    ]


async def test_list_subdirectory_empty_and_bounded(root: Path) -> None:
    fs = FileSystemTools(root, max_results=2)
    assert await run(fs, "list_files", path="src") == "app.py (43 bytes)\npkg/"
    (root / "empty").mkdir()
    assert "empty directory" in await run(fs, "list_files", path="empty")
    assert (await run(fs, "list_files")).splitlines()[-1] == "[... 6 more entries not shown]"


async def test_list_errors(fs: FileSystemTools) -> None:
    with pytest.raises(ToolkitError, match="No such directory: 'nope'"):
        await run(fs, "list_files", path="nope")
    with pytest.raises(ToolkitError, match="is a file, not a directory"):
        await run(fs, "list_files", path="README.md")


# -- read_file ---------------------------------------------------------------------------------------


async def test_read_whole_file(fs: FileSystemTools) -> None:
    assert await run(fs, "read_file", path="src/app.py") == "import os\n\n\ndef main():\n    print('hello')\n"
    assert await run(fs, "read_file", path="./alias.md") == "# Demo\n\nHello world.\n"


async def test_read_line_ranges(fs: FileSystemTools) -> None:
    assert await run(fs, "read_file", path="src/app.py", start_line=4, end_line=5) == (
        "def main():\n    print('hello')\n[lines 4-5 of 5 in src/app.py]"
    )
    assert await run(fs, "read_file", path="src/app.py", start_line=2, end_line=2) == (
        "\n[lines 2-2 of 5 in src/app.py; read on with start_line=3]"
    )
    assert await run(fs, "read_file", path="src/app.py", end_line=1) == (
        "import os\n[lines 1-1 of 5 in src/app.py; read on with start_line=2]"
    )
    assert (await run(fs, "read_file", path="src/app.py", start_line=4, end_line=99)).startswith("def main")


async def test_read_long_file_is_cut_with_a_note(root: Path) -> None:
    (root / "long.txt").write_text("".join(f"line {n}\n" for n in range(1, 11)))
    fs = FileSystemTools(root, max_read_lines=3)
    assert await run(fs, "read_file", path="long.txt") == (
        "line 1\nline 2\nline 3\n[lines 1-3 of 10 in long.txt; read on with start_line=4]"
    )
    assert (await run(fs, "read_file", path="long.txt", start_line=9)).endswith(
        "line 10\n[lines 9-10 of 10 in long.txt]"
    )


async def test_read_keeps_line_endings_and_reports_empty_files(root: Path, fs: FileSystemTools) -> None:
    (root / "dos.txt").write_bytes(b"one\r\ntwo\r\n")
    assert await run(fs, "read_file", path="dos.txt") == "one\r\ntwo\r\n"
    assert await run(fs, "read_file", path="dos.txt", start_line=2) == "two\r\n[lines 2-2 of 2 in dos.txt]"
    # Only '\n' ends a line: a form feed or U+2028 inside a line does not shift the numbering.
    (root / "ff.py").write_text("a = 1\n\x0c\nb = 2  # \u2028 here\nc = 3")
    assert await run(fs, "read_file", path="ff.py", start_line=4) == "c = 3\n[lines 4-4 of 4 in ff.py]"
    assert (
        await run(fs, "grep_files", pattern="^[bc] =", path="ff.py") == "ff.py:3: b = 2  # \u2028 here\nff.py:4: c = 3"
    )
    assert await run(fs, "grep_files", pattern="two$", path="dos.txt") == "dos.txt:2: two"
    (root / "empty.txt").write_bytes(b"")
    assert "empty file" in await run(fs, "read_file", path="empty.txt")


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        ({"path": "src/app.py", "start_line": 0}, "start_line must be 1 or more"),
        (
            {"path": "src/app.py", "start_line": 4, "end_line": 2},
            r"end_line \(2\) must not be before start_line \(4\)",
        ),
        ({"path": "src/app.py", "start_line": 6}, "past the end of 'src/app.py', which has 5 lines"),
        ({"path": "missing.txt"}, "No such file: 'missing.txt'"),
        ({"path": "src"}, "'src' is a directory"),
    ],
)
async def test_read_errors(fs: FileSystemTools, arguments: dict[str, Any], message: str) -> None:
    with pytest.raises(ToolkitError, match=message):
        await callbacks(fs)["read_file"].acall(json.dumps(arguments))


async def test_big_file_is_refused(root: Path) -> None:
    (root / "big.log").write_text("x" * 101)
    fs = FileSystemTools(root, max_file_bytes=100)
    for name, arguments in (
        ("read_file", {"path": "big.log"}),
        ("edit_file", {"path": "big.log", "old_string": "x", "new_string": "y", "replace_all": True}),
    ):
        with pytest.raises(ToolkitError, match=r"'big.log' is 101 bytes, over this tool's limit of 100 bytes"):
            await callbacks(fs)[name].acall(json.dumps(arguments))
    assert (root / "big.log").read_text() == "x" * 101


@pytest.mark.parametrize("data", [b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", b"caf\xe9 latin-1 text"])
async def test_binary_file_is_refused(root: Path, fs: FileSystemTools, data: bytes) -> None:
    (root / "blob.bin").write_bytes(data)
    with pytest.raises(ToolkitError, match=r"'blob.bin' is a binary file, not UTF-8 text"):
        await run(fs, "read_file", path="blob.bin")
    with pytest.raises(ToolkitError, match="binary file"):
        await run(fs, "edit_file", path="blob.bin", old_string="PNG", new_string="GIF")
    assert (root / "blob.bin").read_bytes() == data


# -- write_file --------------------------------------------------------------------------------------


async def test_write_new_file_creates_parent_directories(root: Path, fs: FileSystemTools) -> None:
    answer = await run(fs, "write_file", path="notes/2024/plan.md", content="# Plan\n- one\n")
    assert answer == "Wrote 13 bytes to notes/2024/plan.md (new file)."
    written = root / "notes" / "2024" / "plan.md"
    assert written.read_text() == "# Plan\n- one\n"
    assert written.stat().st_mode & 0o777 == 0o644
    assert leftovers(written.parent) == []


async def test_overwrite_keeps_permissions_and_unicode(root: Path, fs: FileSystemTools) -> None:
    target = root / "src" / "app.py"
    target.chmod(0o755)
    answer = await run(fs, "write_file", path="src/app.py", content="print('héllo 世界')\n")
    assert answer == "Wrote 23 bytes to src/app.py (replaced)."
    assert target.read_text(encoding="utf-8") == "print('héllo 世界')\n"
    assert target.stat().st_mode & 0o777 == 0o755
    assert leftovers(target.parent) == []


async def test_write_through_a_link_inside_writes_the_target(root: Path, fs: FileSystemTools) -> None:
    await run(fs, "write_file", path="alias.md", content="changed\n")
    assert (root / "alias.md").is_symlink()
    assert (root / "README.md").read_text() == "changed\n"


async def test_write_errors(root: Path) -> None:
    fs = FileSystemTools(root, max_file_bytes=10)
    with pytest.raises(ToolkitError, match="'src' is a directory"):
        await run(fs, "write_file", path="src", content="x")
    with pytest.raises(ToolkitError, match="would be 11 bytes, over this tool's limit of 10 bytes"):
        await run(fs, "write_file", path="README.md", content="x" * 11)
    with pytest.raises(ToolkitError, match=r"Could not write 'README.md/inner.txt'"):
        await run(fs, "write_file", path="README.md/inner.txt", content="x")
    assert (root / "README.md").read_text() == "# Demo\n\nHello world.\n"
    with pytest.raises(ToolArgumentError, match="content"):
        await callbacks(fs)["write_file"].acall('{"path": "a.txt"}')


async def test_failed_replace_leaves_the_old_file(
    root: Path, fs: FileSystemTools, monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken_replace(source: str, target: str, **dir_fds: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", broken_replace)
    for name, arguments in (
        ("write_file", {"path": "README.md", "content": "new content"}),
        ("edit_file", {"path": "README.md", "old_string": "Hello", "new_string": "Bye"}),
    ):
        with pytest.raises(ToolkitError, match=r"No space left on device. The file was left as it was"):
            await callbacks(fs)[name].acall(json.dumps(arguments))
    assert (root / "README.md").read_text() == "# Demo\n\nHello world.\n"
    assert leftovers(root) == []


async def test_write_failing_midway_leaves_the_old_file(
    root: Path, fs: FileSystemTools, monkeypatch: pytest.MonkeyPatch
) -> None:
    real_fsync = os.fsync
    seen: list[bytes] = []

    def fsync_then_fail(fd: int) -> None:
        real_fsync(fd)
        # The temporary file holds the new bytes at this point; the target must not.
        seen.append((root / "README.md").read_bytes())
        raise OSError(5, "Input/output error")

    monkeypatch.setattr(os, "fsync", fsync_then_fail)
    with pytest.raises(ToolkitError, match="Input/output error"):
        await run(fs, "write_file", path="README.md", content="half-written")
    assert seen == [b"# Demo\n\nHello world.\n"]
    assert (root / "README.md").read_text() == "# Demo\n\nHello world.\n"
    assert leftovers(root) == []


def test_write_cut_off_by_the_file_size_limit_leaves_the_old_file(root: Path) -> None:
    # A real failure midway: the OS refuses bytes past RLIMIT_FSIZE in a child process.
    script = textwrap.dedent(
        f"""
        import resource, signal
        from sprig.toolkits.filesystem import FileSystemTools
        from sprig.toolkits.errors import ToolkitError
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        resource.setrlimit(resource.RLIMIT_FSIZE, (64, 64))
        try:
            FileSystemTools({str(root)!r}).write_file("README.md", "y" * 10_000)
        except ToolkitError as exc:
            print("refused:", exc)
        """
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert "refused: Could not write 'README.md': File too large" in done.stdout
    assert (root / "README.md").read_text() == "# Demo\n\nHello world.\n"
    assert leftovers(root) == []


# -- edit_file ---------------------------------------------------------------------------------------


async def test_edit_replaces_one_exact_match(root: Path, fs: FileSystemTools) -> None:
    answer = await run(fs, "edit_file", path="src/app.py", old_string="print('hello')", new_string="print('bye')")
    assert answer == "Replaced 1 occurrence in src/app.py (first at line 5)."
    assert (root / "src" / "app.py").read_text() == "import os\n\n\ndef main():\n    print('bye')\n"


async def test_edit_with_no_match_changes_nothing(root: Path, fs: FileSystemTools) -> None:
    with pytest.raises(ToolkitError, match=r"old_string was not found in 'src/app.py'") as caught:
        await run(fs, "edit_file", path="src/app.py", old_string="print( 'hello' )", new_string="x")
    assert "exactly" in str(caught.value)
    assert (root / "src" / "app.py").read_text().endswith("print('hello')\n")


async def test_edit_with_several_matches_needs_replace_all(root: Path, fs: FileSystemTools) -> None:
    (root / "dup.txt").write_text("a = 1\nb = 2\na = 1\n\na = 1\n")
    with pytest.raises(ToolkitError, match=r"occurs 3 times in 'dup.txt' \(at lines 1, 3, 5\).*replace_all"):
        await run(fs, "edit_file", path="dup.txt", old_string="a = 1", new_string="a = 9")
    assert (root / "dup.txt").read_text() == "a = 1\nb = 2\na = 1\n\na = 1\n"
    answer = await run(fs, "edit_file", path="dup.txt", old_string="a = 1", new_string="a = 9", replace_all=True)
    assert answer == "Replaced 3 occurrences in dup.txt (first at line 1)."
    assert (root / "dup.txt").read_text() == "a = 9\nb = 2\na = 9\n\na = 9\n"


async def test_edit_matches_lf_text_in_a_crlf_file(root: Path, fs: FileSystemTools) -> None:
    (root / "dos.txt").write_bytes(b"one\r\ntwo\r\nthree\r\n")
    await run(fs, "edit_file", path="dos.txt", old_string="one\ntwo", new_string="1\n2")
    assert (root / "dos.txt").read_bytes() == b"1\r\n2\r\nthree\r\n"


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [("", "x", "old_string must not be empty"), ("Hello", "Hello", "nothing to change")],
)
async def test_edit_refuses_pointless_edits(fs: FileSystemTools, old: str, new: str, message: str) -> None:
    with pytest.raises(ToolkitError, match=message):
        await run(fs, "edit_file", path="README.md", old_string=old, new_string=new)


async def test_edit_that_would_grow_past_the_limit_is_refused(root: Path) -> None:
    fs = FileSystemTools(root, max_file_bytes=30)
    with pytest.raises(ToolkitError, match="would be"):
        await run(fs, "edit_file", path="README.md", old_string="Hello", new_string="Hello" * 5)
    assert (root / "README.md").read_text() == "# Demo\n\nHello world.\n"


async def test_edit_missing_file(fs: FileSystemTools) -> None:
    with pytest.raises(ToolkitError, match=r"No such file: 'nope.txt'"):
        await run(fs, "edit_file", path="nope.txt", old_string="a", new_string="b")


# -- glob_files --------------------------------------------------------------------------------------


async def test_glob_patterns(fs: FileSystemTools) -> None:
    assert await run(fs, "glob_files", pattern="*.py") == "src/app.py\nsrc/pkg/util.py"
    assert await run(fs, "glob_files", pattern="src/*.py") == "src/app.py"
    assert await run(fs, "glob_files", pattern="**/*.md") == "README.md\nalias.md\ndocs/guide.md"
    assert await run(fs, "glob_files", pattern="src/**") == "src/app.py\nsrc/pkg/util.py"
    assert await run(fs, "glob_files", pattern="*.py", path="src/pkg") == "src/pkg/util.py"
    assert await run(fs, "glob_files", pattern="[ab]*.md") == "alias.md"
    assert await run(fs, "glob_files", pattern="guid?.m[!x]") == "docs/guide.md"
    assert "No files match '*.rs'" in await run(fs, "glob_files", pattern="*.rs")


async def test_glob_skips_ignored_dirs_and_links_that_lead_out(fs: FileSystemTools) -> None:
    everything = (await run(fs, "glob_files", pattern="**/*")).splitlines()
    assert ".git/config.py" not in everything
    assert "leak.txt" not in everything
    assert not any(p.startswith("link_out") for p in everything)
    assert "alias.md" in everything


async def test_glob_is_bounded(root: Path) -> None:
    for n in range(5):
        (root / f"f{n}.txt").write_text("x")
    listing = await run(FileSystemTools(root, max_results=3), "glob_files", pattern="*.txt")
    assert listing.splitlines() == [
        "f0.txt",
        "f1.txt",
        "f2.txt",
        "[... 2 more files not shown; narrow the pattern]",
    ]


@pytest.mark.parametrize("pattern", ["../*", "/etc/*", "src/../../*", " "])
async def test_glob_refuses_patterns_that_leave_the_root(fs: FileSystemTools, pattern: str) -> None:
    with pytest.raises(ToolkitError, match=r"relative|empty"):
        await run(fs, "glob_files", pattern=pattern)


# -- grep_files --------------------------------------------------------------------------------------


async def test_grep_answers_file_and_line(fs: FileSystemTools) -> None:
    assert await run(fs, "grep_files", pattern=r"TODO") == (
        "docs/guide.md:2: TODO: write more\nsrc/pkg/util.py:2:     return 42  # TODO: tune"
    )
    assert await run(fs, "grep_files", pattern=r"def \w+\(", glob="*.py") == (
        "src/app.py:4: def main():\nsrc/pkg/util.py:1: def helper():"
    )
    assert await run(fs, "grep_files", pattern="hello", path="README.md", ignore_case=True) == (
        "README.md:3: Hello world."
    )
    assert "No matches for 'nothing here'" in await run(fs, "grep_files", pattern="nothing here")


async def test_grep_is_bounded_and_clips_long_lines(root: Path) -> None:
    (root / "many.txt").write_text("".join(f"hit {n} " + "z" * 400 + "\n" for n in range(5)))
    answer = await run(FileSystemTools(root, max_results=2), "grep_files", pattern="^hit", path="many.txt")
    lines = answer.splitlines()
    assert lines[0].startswith("many.txt:1: hit 0 zzz") and lines[0].endswith("...")
    assert len(lines[0]) < 330
    assert lines[1].startswith("many.txt:2: hit 1")
    assert lines[2] == "[stopped after 2 matches; narrow the pattern, path or glob]"


async def test_grep_skips_binary_and_big_files(root: Path) -> None:
    (root / "blob.bin").write_bytes(b"TODO\x00\x01")
    (root / "big.txt").write_text("TODO\n" * 100)
    answer = await run(FileSystemTools(root, max_file_bytes=200), "grep_files", pattern="TODO")
    assert "blob.bin" not in answer and "big.txt" not in answer
    assert "docs/guide.md:2" in answer
    assert answer.endswith("[2 binary or oversized files not searched]")


async def test_grep_bad_regex_and_missing_path(fs: FileSystemTools) -> None:
    with pytest.raises(ToolkitError, match=r"Invalid regular expression '\(unclosed'"):
        await run(fs, "grep_files", pattern="(unclosed")
    with pytest.raises(ToolkitError, match="No such file or directory: 'nowhere'"):
        await run(fs, "grep_files", pattern="x", path="nowhere")


# -- escaping the root -------------------------------------------------------------------------------

ESCAPES = [
    ("../outside/secret.txt", "'..' is not allowed"),
    ("src/../../outside/secret.txt", "'..' is not allowed"),
    ("src/..", "'..' is not allowed"),
    ("/etc/passwd", "is absolute"),
    ("~/secret.txt", "is absolute"),
    ("link_out/secret.txt", "symbolic link leads outside"),
    ("leak.txt", "symbolic link leads outside"),
    ("link_out", "symbolic link leads outside"),
]


@pytest.mark.parametrize(("path", "message"), ESCAPES)
@pytest.mark.parametrize(
    ("tool", "extra"),
    [
        ("list_files", {}),
        ("read_file", {}),
        ("write_file", {"content": "pwned"}),
        ("edit_file", {"old_string": "top secret", "new_string": "pwned"}),
        ("glob_files", {"pattern": "*"}),
        ("grep_files", {"pattern": "secret"}),
    ],
)
def test_every_tool_refuses_paths_out_of_the_root(
    fs: FileSystemTools, outside: Path, tool: str, extra: dict[str, Any], path: str, message: str
) -> None:
    with pytest.raises(ToolkitError, match=message):
        callbacks(fs)[tool].call(json.dumps({"path": path, **extra}))
    assert sorted(p.name for p in outside.iterdir()) == ["secret.txt"]
    assert (outside / "secret.txt").read_text() == "top secret\n"


async def test_absolute_path_to_a_file_inside_is_refused_too(root: Path, fs: FileSystemTools) -> None:
    with pytest.raises(ToolkitError, match="is absolute"):
        await run(fs, "read_file", path=str(root / "README.md"))


async def test_new_file_under_a_link_out_is_refused(fs: FileSystemTools, outside: Path) -> None:
    with pytest.raises(ToolkitError, match="symbolic link leads outside"):
        await run(fs, "write_file", path="link_out/new/deep.txt", content="x")
    assert not (outside / "new").exists()


# -- sync face ---------------------------------------------------------------------------------------


def test_sync_callbacks(root: Path, fs: FileSystemTools) -> None:
    found = callbacks(fs)
    found["write_file"].call('{"path": "sync.txt", "content": "one\\ntwo\\n"}')
    assert found["read_file"].call('{"path": "sync.txt", "start_line": 2}') == "two\n[lines 2-2 of 2 in sync.txt]"
    with pytest.raises(ToolkitError, match=r"'..' is not allowed"):
        found["read_file"].call('{"path": "../x"}')
    assert (root / "sync.txt").exists()


# -- in the tool loop ----------------------------------------------------------------------------------


async def test_one_turn_with_good_and_refused_calls(root: Path, fs: FileSystemTools) -> None:
    result = await model_turn(
        fs,
        ("write_file", {"path": "out/a.txt", "content": "alpha\n"}),
        ("read_file", {"path": "../outside/secret.txt"}),
        ("edit_file", {"path": "README.md", "old_string": "nothing like this", "new_string": "x"}),
        ("grep_files", {"pattern": "Hello"}),
    )
    write, escape, edit, grep = result.outcomes
    assert not write.error and (root / "out" / "a.txt").read_text() == "alpha\n"
    assert escape.error_kind is ToolErrorKind.TOOL_ERROR and "'..' is not allowed" in escape.result
    assert edit.error_kind is ToolErrorKind.TOOL_ERROR and "old_string was not found" in edit.result
    assert grep.result.splitlines()[0] == "README.md:3: Hello world."
    assert "top secret" not in "".join(o.result for o in result.outcomes)
