"""``FileSystemTools``: list, read, write, edit, glob and grep files inside one workspace root.

Every path is relative to the root. Absolute paths, ``..`` and symbolic links that lead out
of the root are refused; files larger than ``max_file_bytes`` and binary (non UTF-8) files
are refused; writes go to a temporary file in the same directory and replace the target with
``os.replace``, so a failed write leaves the old file as it was. Every refusal raises
:class:`~sprig.toolkits.errors.ToolkitError` with a message for the model.
"""

from __future__ import annotations

import os
import re
import tempfile
import threading
from collections.abc import Collection
from contextlib import suppress
from pathlib import Path
from typing import Annotated, NoReturn

from sprig.toolkits._paths import Workspace, compile_glob
from sprig.toolkits.errors import ToolkitError
from sprig.tools import ToolParam, tool

__all__ = ["DEFAULT_IGNORE", "FileSystemTools"]

DEFAULT_IGNORE = frozenset({".git", ".hg", ".svn", "node_modules", "__pycache__", ".venv", ".mypy_cache"})
"""Directory names that ``glob_files`` and ``grep_files`` do not descend into."""

_SNIFF_BYTES = 8192
_MAX_LINE_CHARS = 300
_NEW_FILE_MODE = 0o644
_WRITING_TOOLS = ("write_file", "edit_file")


class FileSystemTools:
    """File tools confined to ``root``.

    Args:
        root: the workspace directory (must exist); no tool reaches outside it.
        max_file_bytes: files larger than this are neither read, edited, written nor searched.
        read_only: offer only ``list_files``, ``read_file``, ``glob_files`` and ``grep_files``.
        max_results: at most this many entries, paths or matching lines per answer.
        max_read_lines: ``read_file`` without a range returns at most this many lines.
        ignore: directory names that glob and grep skip.
    """

    def __init__(
        self,
        root: str | os.PathLike[str],
        *,
        max_file_bytes: int = 1_000_000,
        read_only: bool = False,
        max_results: int = 200,
        max_read_lines: int = 2000,
        ignore: Collection[str] = DEFAULT_IGNORE,
    ) -> None:
        if max_file_bytes <= 0 or max_results <= 0 or max_read_lines <= 0:
            raise ValueError("max_file_bytes, max_results and max_read_lines must be positive")
        self._workspace = Workspace(root, ignore)
        self._max_bytes = max_file_bytes
        self._read_only = read_only
        self._max_results = max_results
        self._max_read_lines = max_read_lines
        self._write_lock = threading.Lock()
        if read_only:
            # Instance attributes shadow the class's @tool methods, so tool discovery (which reads
            # the object, not just its class) leaves them out, and a direct call is refused.
            for name in _WRITING_TOOLS:
                setattr(self, name, self._refuse_writes)

    @property
    def root(self) -> Path:
        """The resolved workspace root."""
        return self._workspace.root

    @property
    def read_only(self) -> bool:
        """Whether writing and editing are left out."""
        return self._read_only

    @tool(description="List the files and directories in a workspace directory (directories end in '/').")
    def list_files(
        self,
        path: Annotated[str, ToolParam("Directory relative to the workspace root; '.' is the root")] = ".",
    ) -> str:
        """List the entries of the directory ``path``."""
        real = self._workspace.resolve(path)
        shown = self._workspace.show(real)
        if not real.exists():
            raise ToolkitError(f"No such directory: {shown!r}.")
        if not real.is_dir():
            raise ToolkitError(f"{shown!r} is a file, not a directory; use read_file to read it.")
        lines: list[str] = []
        entries = sorted(real.iterdir(), key=lambda p: p.name)
        for entry in entries[: self._max_results]:
            lines.append(self._describe_entry(entry))
        if len(entries) > self._max_results:
            lines.append(f"[... {len(entries) - self._max_results} more entries not shown]")
        return "\n".join(lines) if lines else f"{shown!r} is an empty directory."

    @tool(
        description=(
            "Read a UTF-8 text file from the workspace, whole or a range of lines (1-based, inclusive)."
            " Long files are cut; a note at the end says how to read on."
        )
    )
    def read_file(
        self,
        path: Annotated[str, ToolParam("File path relative to the workspace root")],
        start_line: Annotated[int | None, ToolParam("First line to read (1-based); omit for 1")] = None,
        end_line: Annotated[int | None, ToolParam("Last line to read (inclusive); omit for the end")] = None,
    ) -> str:
        """Return the text of ``path``, optionally only lines ``start_line``..``end_line``."""
        real = self._workspace.resolve(path)
        shown = self._workspace.show(real)
        text = self._read_text(real, shown)
        lines = _lines(text)
        total = len(lines)
        first = 1 if start_line is None else start_line
        if first < 1:
            raise ToolkitError(f"start_line must be 1 or more, not {first}.")
        if end_line is not None and end_line < first:
            raise ToolkitError(f"end_line ({end_line}) must not be before start_line ({first}).")
        if total == 0:
            return f"{shown!r} is an empty file."
        if first > total:
            raise ToolkitError(f"start_line {first} is past the end of {shown!r}, which has {total} lines.")
        last = min(total, end_line if end_line is not None else total, first + self._max_read_lines - 1)
        chunk = "".join(lines[first - 1 : last])
        if first == 1 and last == total:
            return chunk
        note = f"[lines {first}-{last} of {total} in {shown}"
        if last < total:
            note += f"; read on with start_line={last + 1}"
        return chunk + ("" if chunk.endswith("\n") else "\n") + note + "]"

    @tool(
        description=(
            "Create or overwrite a UTF-8 text file in the workspace with the given content"
            " (missing parent directories are created)."
        )
    )
    def write_file(
        self,
        path: Annotated[str, ToolParam("File path relative to the workspace root")],
        content: Annotated[str, ToolParam("The complete new content of the file")],
    ) -> str:
        """Write ``content`` to ``path``, replacing the file atomically."""
        self._check_writable()
        real = self._workspace.resolve(path)
        shown = self._workspace.show(real)
        if real == self.root or real.is_dir():
            raise ToolkitError(f"{shown!r} is a directory; give a file path.")
        data = content.encode("utf-8")
        self._check_size(len(data), shown)
        with self._write_lock:
            existed = real.exists()
            self._atomic_write(real, data, shown)
        return f"Wrote {len(data)} bytes to {shown} ({'replaced' if existed else 'new file'})."

    @tool(
        description=(
            "Edit a workspace text file by replacing an exact string. old_string must match the file"
            " exactly (whitespace included) and only once, unless replace_all is true."
        )
    )
    def edit_file(
        self,
        path: Annotated[str, ToolParam("File path relative to the workspace root")],
        old_string: Annotated[str, ToolParam("The exact text to replace, copied from the file")],
        new_string: Annotated[str, ToolParam("The text to put in its place")],
        replace_all: Annotated[bool, ToolParam("Replace every occurrence instead of exactly one")] = False,
    ) -> str:
        """Replace ``old_string`` with ``new_string`` in ``path``."""
        self._check_writable()
        if not old_string:
            raise ToolkitError("old_string must not be empty; use write_file to create or overwrite a file.")
        if old_string == new_string:
            raise ToolkitError("old_string and new_string are the same; there is nothing to change.")
        real = self._workspace.resolve(path)
        shown = self._workspace.show(real)
        with self._write_lock:
            text = self._read_text(real, shown)
            old, new = old_string, new_string
            count = text.count(old)
            if count == 0 and "\r\n" in text and "\n" in old and "\r\n" not in old:
                old, new = old.replace("\n", "\r\n"), new.replace("\r\n", "\n").replace("\n", "\r\n")
                count = text.count(old)
            if count == 0:
                raise ToolkitError(
                    f"old_string was not found in {shown!r}. Read the file again and copy the text exactly,"
                    " including spaces, indentation and line breaks."
                )
            if count > 1 and not replace_all:
                where = ", ".join(str(n) for n in _line_numbers(text, old)[:10])
                raise ToolkitError(
                    f"old_string occurs {count} times in {shown!r} (at lines {where}). Include more of the"
                    " surrounding text so it matches once, or set replace_all to true."
                )
            first_line = _line_numbers(text, old)[0]
            updated = text.replace(old, new) if replace_all else text.replace(old, new, 1)
            data = updated.encode("utf-8")
            self._check_size(len(data), shown)
            self._atomic_write(real, data, shown)
        replaced = count if replace_all else 1
        plural = "occurrence" if replaced == 1 else "occurrences"
        return f"Replaced {replaced} {plural} in {shown} (first at line {first_line})."

    @tool(
        description=(
            "Find workspace files whose path matches a glob pattern: '*' and '?' within a name, '**' across"
            " directories. A pattern without '/' (e.g. '*.py') matches file names at any depth."
        )
    )
    def glob_files(
        self,
        pattern: Annotated[str, ToolParam("Glob pattern, e.g. '**/*.md' or 'src/*.py'")],
        path: Annotated[str, ToolParam("Directory to search in, relative to the workspace root")] = ".",
    ) -> str:
        """Return the files under ``path`` that match ``pattern``, one per line."""
        matcher = compile_glob(pattern)
        base = self._existing(path)
        found: list[str] = []
        extra = 0
        for relative, _ in self._workspace.walk_files(base):
            if matcher.fullmatch(relative):
                if len(found) < self._max_results:
                    found.append(self._show_walked(base, relative))
                else:
                    extra += 1
        if not found:
            return f"No files match {pattern!r} under {self._workspace.show(base)!r}."
        if extra:
            found.append(f"[... {extra} more files not shown; narrow the pattern]")
        return "\n".join(found)

    @tool(
        description=(
            "Search workspace text files for a regular expression; answers 'path:line: text' for each matching line."
        )
    )
    def grep_files(
        self,
        pattern: Annotated[str, ToolParam("Python regular expression, e.g. 'def \\w+\\(' or 'TODO'")],
        path: Annotated[str, ToolParam("File or directory to search, relative to the workspace root")] = ".",
        glob: Annotated[str | None, ToolParam("Only search files matching this glob, e.g. '*.py'")] = None,
        ignore_case: Annotated[bool, ToolParam("Match without regard to letter case")] = False,
    ) -> str:
        """Return the lines under ``path`` that match ``pattern``."""
        try:
            regex = re.compile(pattern, re.IGNORECASE if ignore_case else 0)
        except (re.error, TypeError) as exc:
            raise ToolkitError(f"Invalid regular expression {pattern!r}: {exc}.") from None
        matcher = compile_glob(glob) if glob is not None and glob.strip() else None
        base = self._existing(path)
        hits: list[str] = []
        skipped = 0
        more = False
        for relative, real in self._workspace.walk_files(base):
            if matcher is not None and not matcher.fullmatch(relative):
                continue
            text = self._try_read_text(real)
            if text is None:
                skipped += 1
                continue
            shown = self._show_walked(base, relative)
            for number, line in enumerate(_lines(text), start=1):
                line = line.rstrip("\r\n")
                if regex.search(line):
                    if len(hits) >= self._max_results:
                        more = True
                        break
                    hits.append(f"{shown}:{number}: {_clip(line)}")
            if more:
                break
        if not hits:
            answer = f"No matches for {pattern!r} under {self._workspace.show(base)!r}."
        else:
            answer = "\n".join(hits)
            if more:
                answer += f"\n[stopped after {self._max_results} matches; narrow the pattern, path or glob]"
        if skipped:
            answer += f"\n[{skipped} binary or oversized files not searched]"
        return answer

    # -- helpers -----------------------------------------------------------------------------------

    def _check_writable(self) -> None:
        if self._read_only:
            self._refuse_writes()

    def _refuse_writes(self, *args: object, **kwargs: object) -> NoReturn:
        raise ToolkitError("The workspace is read-only; files cannot be written or edited.")

    def _check_size(self, size: int, shown: str) -> None:
        if size > self._max_bytes:
            raise ToolkitError(f"{shown!r} would be {size} bytes, over this tool's limit of {self._max_bytes} bytes.")

    def _existing(self, path: str) -> Path:
        real = self._workspace.resolve(path)
        if not real.exists():
            raise ToolkitError(f"No such file or directory: {self._workspace.show(real)!r}.")
        return real

    def _show_walked(self, base: Path, relative: str) -> str:
        if base.is_file():
            return self._workspace.show(base)
        return self._workspace.show(base / relative)

    def _describe_entry(self, entry: Path) -> str:
        if entry.is_symlink():
            target = entry.resolve()
            if not self._workspace.contains(target):
                return f"{entry.name} (link to outside the workspace; not accessible)"
        if entry.is_dir():
            return f"{entry.name}/"
        try:
            size = entry.stat().st_size
        except OSError:
            return f"{entry.name} (unreadable)"
        return f"{entry.name} ({size} bytes)"

    def _read_text(self, real: Path, shown: str) -> str:
        if not real.exists():
            raise ToolkitError(f"No such file: {shown!r}. Use list_files or glob_files to find the right path.")
        if real.is_dir():
            raise ToolkitError(f"{shown!r} is a directory; use list_files to see what is in it.")
        try:
            size = real.stat().st_size
            if size > self._max_bytes:
                raise ToolkitError(
                    f"{shown!r} is {size} bytes, over this tool's limit of {self._max_bytes} bytes; it is"
                    " not read or edited here. Ask the user for the part you need."
                )
            data = real.read_bytes()
        except OSError as exc:
            raise ToolkitError(f"Could not read {shown!r}: {exc.strerror or exc}.") from None
        text = _decode(data)
        if text is None:
            raise ToolkitError(f"{shown!r} is a binary file, not UTF-8 text; it cannot be read or edited here.")
        return text

    def _try_read_text(self, real: Path) -> str | None:
        try:
            if real.stat().st_size > self._max_bytes:
                return None
            return _decode(real.read_bytes())
        except OSError:
            return None

    def _atomic_write(self, real: Path, data: bytes, shown: str) -> None:
        try:
            real.parent.mkdir(parents=True, exist_ok=True)
            mode = real.stat().st_mode & 0o7777 if real.exists() else _NEW_FILE_MODE
            fd, temp = tempfile.mkstemp(dir=real.parent, prefix=f".{real.name}.", suffix=".tmp")
        except OSError as exc:
            raise ToolkitError(f"Could not write {shown!r}: {exc.strerror or exc}.") from None
        try:
            with os.fdopen(fd, "wb") as handle:
                handle.write(data)
                handle.flush()
                os.fsync(handle.fileno())
            os.chmod(temp, mode)
            os.replace(temp, real)
        except BaseException as exc:
            with suppress(OSError):
                os.unlink(temp)
            if isinstance(exc, OSError):
                raise ToolkitError(
                    f"Could not write {shown!r}: {exc.strerror or exc}. The file was left as it was."
                ) from None
            raise


def _decode(data: bytes) -> str | None:
    if b"\0" in data[:_SNIFF_BYTES]:
        return None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return None


def _line_numbers(text: str, needle: str) -> list[int]:
    numbers: list[int] = []
    start = text.find(needle)
    while start != -1:
        numbers.append(text.count("\n", 0, start) + 1)
        start = text.find(needle, start + len(needle))
    return numbers


def _lines(text: str) -> list[str]:
    """Lines with their endings, split at '\n' only (as editors and line numbers count them)."""
    parts = text.split("\n")
    lines = [part + "\n" for part in parts[:-1]]
    if parts[-1]:
        lines.append(parts[-1])
    return lines


def _clip(line: str) -> str:
    return line if len(line) <= _MAX_LINE_CHARS else line[:_MAX_LINE_CHARS] + "..."
