"""``FileSystemTools``: list, read, write, edit, glob and grep files inside one workspace root.

Every path is relative to the root. Absolute paths, ``..`` and symbolic links that lead out
of the root are refused; files larger than ``max_file_bytes`` and binary (non UTF-8) files
are refused. Every refusal raises :class:`~sprig.toolkits.errors.ToolkitError` with a message
for the model, naming paths relative to the root (never the host's path); no ``OSError`` or
pattern error escapes.

Confinement holds against a concurrent process changing the tree (see
:mod:`sprig.toolkits._paths`): paths are walked one component at a time from a descriptor of
the root without following links, links are resolved by the walk itself and must stay inside,
and what was opened is checked with ``fstat``. Only regular files are read or written: a FIFO,
socket or device is refused without blocking. Writes go to a temporary file in the directory
that was walked to and replace the target with ``rename`` inside that same directory
descriptor, so a failed write leaves the old file as it was and a swapped directory cannot
redirect it.

Hard links: a hard link inside the root to a file elsewhere looks like any other file. Writing
and editing a file with more than one link is refused (the replacement would split the links
silently, and the other name may be outside the workspace); reading it is allowed, since
whoever linked it into the workspace could as well have copied it there.

Model-written patterns are bounded (see :mod:`sprig.toolkits._patterns`): regular expressions
and globs run on RE2 in linear time. Searches stop after ``max_scan_files`` files, do not enter
directories more than ``max_depth`` levels down and stop after ``search_seconds``; the answer
then says what was left out.
"""

from __future__ import annotations

import errno
import os
import secrets
import stat
import threading
import time
from collections.abc import Collection, Iterator
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import Annotated, NoReturn

from sprig.toolkits._paths import Located, WalkedFile, WalkNotes, Workspace, open_regular
from sprig.toolkits._patterns import compile_glob, compile_search
from sprig.toolkits.errors import ToolkitError
from sprig.tools import ToolParam, tool

__all__ = ["DEFAULT_IGNORE", "FileSystemTools"]

DEFAULT_IGNORE = frozenset({".git", ".hg", ".svn", "node_modules", "__pycache__", ".venv", ".mypy_cache"})
"""Directory names that ``glob_files`` and ``grep_files`` do not descend into."""

_SNIFF_BYTES = 8192
_MAX_LINE_CHARS = 300
_NEW_FILE_MODE = 0o644
_WRITING_TOOLS = ("write_file", "edit_file")
_CLOEXEC = getattr(os, "O_CLOEXEC", 0)
_TEMP_FLAGS = os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | _CLOEXEC
_LINES_PER_CLOCK_CHECK = 5000


class FileSystemTools:
    """File tools confined to ``root``.

    Args:
        root: the workspace directory (must exist); no tool reaches outside it.
        max_file_bytes: files larger than this are neither read, edited, written nor searched.
        read_only: offer only ``list_files``, ``read_file``, ``glob_files`` and ``grep_files``.
        max_results: at most this many entries, paths or matching lines per answer.
        max_read_lines: ``read_file`` without a range returns at most this many lines.
        ignore: directory names that glob and grep skip.
        max_scan_files: glob and grep look at no more than this many files per call.
        max_depth: glob and grep do not enter directories deeper than this below where they start.
        search_seconds: glob and grep stop after this long and answer with what they found.
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
        max_scan_files: int = 20_000,
        max_depth: int = 64,
        search_seconds: float = 20.0,
    ) -> None:
        if min(max_file_bytes, max_results, max_read_lines, max_scan_files, max_depth) <= 0 or search_seconds <= 0:
            raise ValueError(
                "max_file_bytes, max_results, max_read_lines, max_scan_files, max_depth and search_seconds"
                " must be positive"
            )
        self._workspace = Workspace(root, ignore)
        self._max_bytes = max_file_bytes
        self._read_only = read_only
        self._max_results = max_results
        self._max_read_lines = max_read_lines
        self._max_scan_files = max_scan_files
        self._max_depth = max_depth
        self._search_seconds = float(search_seconds)
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
        with self._workspace.locate(path) as located:
            shown = located.shown
            if located.info is None:
                raise ToolkitError(f"No such directory: {shown!r}.")
            if not stat.S_ISDIR(located.info.st_mode):
                raise ToolkitError(f"{shown!r} is a file, not a directory; use read_file to read it.")
            try:
                fd = self._workspace.open_directory(located)
                try:
                    with os.scandir(fd) as scan:
                        entries = sorted(scan, key=lambda e: e.name)
                    # DirEntry.stat() asks the directory descriptor, so describe before closing it.
                    lines = [self._describe_entry(located.parts, entry) for entry in entries[: self._max_results]]
                finally:
                    os.close(fd)
            except OSError as exc:
                raise ToolkitError(f"Could not list {shown!r}: {exc.strerror or exc}.") from None
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
        with self._workspace.locate(path) as located:
            shown = located.shown
            text, _ = self._read_text(located)
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
        data = content.encode("utf-8") if isinstance(content, str) else None
        if data is None:
            raise ToolkitError("content must be a string.")
        with self._write_lock, self._workspace.locate(path, create_parents=True) as located:
            shown = located.shown
            if located.name is None and located.missing is not None:
                reason = located.missing.strerror or located.missing
                raise ToolkitError(f"Could not write {shown!r}: {reason}.")
            info = located.info
            if located.name is None or (info is not None and stat.S_ISDIR(info.st_mode)):
                raise ToolkitError(f"{shown!r} is a directory; give a file path.")
            self._check_size(len(data), shown)
            if info is not None:
                self._check_replaceable(info, shown)
            mode = stat.S_IMODE(info.st_mode) if info is not None else _NEW_FILE_MODE
            self._atomic_write(located.dir_fd, located.name, data, mode, shown)
        return f"Wrote {len(data)} bytes to {shown} ({'replaced' if info is not None else 'new file'})."

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
        with self._write_lock, self._workspace.locate(path) as located:
            shown = located.shown
            text, info = self._read_text(located)
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
            self._check_replaceable(info, shown)
            assert located.name is not None  # _read_text refused the root
            self._atomic_write(located.dir_fd, located.name, data, stat.S_IMODE(info.st_mode), shown)
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
        found: list[str] = []
        extra = 0
        with self._existing(path) as base:
            search = self._search(base)
            for walked in search.files():
                if matcher.matches(walked.relative):
                    if len(found) < self._max_results:
                        found.append(search.show(walked))
                    else:
                        extra += 1
        if not found:
            answer = f"No files match {pattern!r} under {base.shown!r}."
        else:
            answer = "\n".join(found)
            if extra:
                answer += f"\n[... {extra} more files not shown; narrow the pattern]"
        return answer + search.notes()

    @tool(
        description=(
            "Search workspace text files for a regular expression (RE2 syntax: no look-around or"
            " backreferences); answers 'path:line: text' for each matching line."
        )
    )
    def grep_files(
        self,
        pattern: Annotated[str, ToolParam("Regular expression, e.g. 'def \\w+\\(' or 'TODO'")],
        path: Annotated[str, ToolParam("File or directory to search, relative to the workspace root")] = ".",
        glob: Annotated[str | None, ToolParam("Only search files matching this glob, e.g. '*.py'")] = None,
        ignore_case: Annotated[bool, ToolParam("Match without regard to letter case")] = False,
    ) -> str:
        """Return the lines under ``path`` that match ``pattern``."""
        regex = compile_search(pattern, ignore_case=ignore_case)
        matcher = compile_glob(glob) if isinstance(glob, str) and glob.strip() else None
        hits: list[str] = []
        skipped = 0
        more = False
        with self._existing(path) as base:
            search = self._search(base)
            for walked in search.files():
                if matcher is not None and not matcher.matches(walked.relative):
                    continue
                data = self._try_read_text(walked)
                if data is None:
                    skipped += 1
                    continue
                shown = search.show(walked)
                # Lines are searched as the file's UTF-8 bytes: RE2 matches them without a copy per line.
                for number, line in enumerate(_byte_lines(data), start=1):
                    if number % _LINES_PER_CLOCK_CHECK == 0 and search.out_of_time():
                        break
                    line = line.rstrip(b"\r\n")
                    if regex.search(line):
                        if len(hits) >= self._max_results:
                            more = True
                            break
                        hits.append(f"{shown}:{number}: {_clip(line.decode('utf-8'))}")
                if more:
                    break
        if not hits:
            answer = f"No matches for {pattern!r} under {base.shown!r}."
        else:
            answer = "\n".join(hits)
            if more:
                answer += f"\n[stopped after {self._max_results} matches; narrow the pattern, path or glob]"
        if skipped:
            answer += f"\n[{skipped} binary or oversized files not searched]"
        return answer + search.notes()

    # -- helpers -----------------------------------------------------------------------------------

    def _check_writable(self) -> None:
        if self._read_only:
            self._refuse_writes()

    def _refuse_writes(self, *args: object, **kwargs: object) -> NoReturn:
        raise ToolkitError("The workspace is read-only; files cannot be written or edited.")

    def _check_size(self, size: int, shown: str) -> None:
        if size > self._max_bytes:
            raise ToolkitError(f"{shown!r} would be {size} bytes, over this tool's limit of {self._max_bytes} bytes.")

    @staticmethod
    def _check_replaceable(info: os.stat_result, shown: str) -> None:
        if not stat.S_ISREG(info.st_mode):
            raise ToolkitError(f"{shown!r} is not a regular file; it cannot be written here.")
        if info.st_nlink > 1:
            raise ToolkitError(
                f"{shown!r} has {info.st_nlink} hard links (other names for the same file, perhaps outside the"
                " workspace); it is not written or edited here. Write a new file instead."
            )

    def _search(self, base: Located) -> _Search:
        return _Search(
            self._workspace,
            base,
            max_files=self._max_scan_files,
            max_depth=self._max_depth,
            seconds=self._search_seconds,
        )

    @contextmanager
    def _existing(self, path: str) -> Iterator[Located]:
        with self._workspace.locate(path) as located:
            if located.info is None:
                raise ToolkitError(f"No such file or directory: {located.shown!r}.")
            yield located

    def _describe_entry(self, directory: tuple[str, ...], entry: os.DirEntry[str]) -> str:
        name = entry.name
        try:
            if entry.is_symlink():
                try:
                    with self._workspace.locate("/".join((*directory, name))) as target:
                        info = target.info
                except ToolkitError:
                    return f"{name} (link to outside the workspace; not accessible)"
                if info is None:
                    return f"{name} (broken link)"
            else:
                info = entry.stat(follow_symlinks=False)
        except OSError:
            return f"{name} (unreadable)"
        if stat.S_ISDIR(info.st_mode):
            return f"{name}/"
        if not stat.S_ISREG(info.st_mode):
            return f"{name} (not a regular file; not readable)"
        return f"{name} ({info.st_size} bytes)"

    def _read_text(self, located: Located) -> tuple[str, os.stat_result]:
        shown = located.shown
        info = located.info
        if info is None:
            raise ToolkitError(f"No such file: {shown!r}. Use list_files or glob_files to find the right path.")
        if located.name is None or stat.S_ISDIR(info.st_mode):
            raise ToolkitError(f"{shown!r} is a directory; use list_files to see what is in it.")
        data, opened = self._read_bytes(located.dir_fd, located.name, shown)
        text = _decode(data)
        if text is None:
            raise ToolkitError(f"{shown!r} is a binary file, not UTF-8 text; it cannot be read or edited here.")
        return text, opened

    def _read_bytes(self, dir_fd: int, name: str, shown: str) -> tuple[bytes, os.stat_result]:
        try:
            fd, opened = open_regular(dir_fd, name, shown)
        except IsADirectoryError:
            raise ToolkitError(f"{shown!r} is a directory; use list_files to see what is in it.") from None
        except FileNotFoundError:
            raise ToolkitError(f"No such file: {shown!r}; it was removed while being opened.") from None
        except OSError as exc:
            if exc.errno == errno.ELOOP:
                raise ToolkitError(f"{shown!r} changed while it was being opened; try again.") from None
            raise ToolkitError(f"Could not read {shown!r}: {exc.strerror or exc}.") from None
        with os.fdopen(fd, "rb") as handle:
            if opened.st_size > self._max_bytes:
                raise ToolkitError(
                    f"{shown!r} is {opened.st_size} bytes, over this tool's limit of {self._max_bytes} bytes; it is"
                    " not read or edited here. Ask the user for the part you need."
                )
            try:
                data = handle.read(self._max_bytes + 1)
            except OSError as exc:
                raise ToolkitError(f"Could not read {shown!r}: {exc.strerror or exc}.") from None
        if len(data) > self._max_bytes:
            raise ToolkitError(f"{shown!r} grew past this tool's limit of {self._max_bytes} bytes while it was read.")
        return data, opened

    def _try_read_text(self, walked: WalkedFile) -> bytes | None:
        """The file's bytes when it is UTF-8 text within the size limit, else None."""
        try:
            data, _ = self._read_bytes(walked.dir_fd, walked.name, walked.relative)
        except ToolkitError:
            return None
        return data if _decode(data) is not None else None

    def _atomic_write(self, dir_fd: int, name: str, data: bytes, mode: int, shown: str) -> None:
        temp = f".{name[:200]}.{secrets.token_hex(4)}.tmp"
        try:
            fd = os.open(temp, _TEMP_FLAGS, 0o600, dir_fd=dir_fd)
        except OSError as exc:
            raise ToolkitError(f"Could not write {shown!r}: {exc.strerror or exc}.") from None
        try:
            with os.fdopen(fd, "wb") as handle:
                handle.write(data)
                handle.flush()
                os.fsync(handle.fileno())
                os.fchmod(handle.fileno(), mode)
            # Both names are taken in the directory that was walked to: a swapped path cannot redirect it.
            os.replace(temp, name, src_dir_fd=dir_fd, dst_dir_fd=dir_fd)
        except BaseException as exc:
            with suppress(OSError):
                os.unlink(temp, dir_fd=dir_fd)
            if isinstance(exc, OSError):
                raise ToolkitError(
                    f"Could not write {shown!r}: {exc.strerror or exc}. The file was left as it was."
                ) from None
            raise


class _Search:
    """One glob or grep call's walk, with its bounds: files scanned, depth and time."""

    def __init__(self, workspace: Workspace, base: Located, *, max_files: int, max_depth: int, seconds: float) -> None:
        self._workspace = workspace
        self._base = base
        self._max_files = max_files
        self._max_depth = max_depth
        self._seconds = seconds
        self._deadline = time.monotonic() + seconds
        self._walk = WalkNotes()
        self._scanned = 0
        self._capped = False
        self._timed_out = False

    def files(self) -> Iterator[WalkedFile]:
        """The files to look at, until a bound is reached."""
        for walked in self._workspace.walk_files(self._base, max_depth=self._max_depth, notes=self._walk):
            if self._scanned >= self._max_files:
                self._capped = True
                return
            if self.out_of_time():
                return
            self._scanned += 1
            yield walked

    def out_of_time(self) -> bool:
        """Whether the time budget is spent (remembered for :meth:`notes`)."""
        if time.monotonic() >= self._deadline:
            self._timed_out = True
        return self._timed_out

    def show(self, walked: WalkedFile) -> str:
        """The walked file's path relative to the workspace root."""
        base = self._base
        if base.name is not None and base.info is not None and not stat.S_ISDIR(base.info.st_mode):
            return base.shown
        return "/".join((*base.parts, walked.relative))

    def notes(self) -> str:
        """Lines to append to the answer saying what the bounds left out."""
        notes = []
        if self._capped:
            notes.append(f"[stopped after scanning {self._max_files} files; narrow the path or pattern]")
        if self._timed_out:
            notes.append(f"[stopped after {self._seconds:g} s; narrow the path or pattern]")
        if self._walk.too_deep:
            notes.append(f"[directories more than {self._max_depth} levels down were not searched]")
        return "".join("\n" + note for note in notes)


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


def _byte_lines(data: bytes) -> list[bytes]:
    """Lines of UTF-8 bytes split as :func:`_lines` splits text (at b'\\n' only)."""
    parts = data.split(b"\n")
    return parts if parts[-1] else parts[:-1]


def _clip(line: str) -> str:
    return line if len(line) <= _MAX_LINE_CHARS else line[:_MAX_LINE_CHARS] + "..."
