"""Paths confined to a workspace root, and glob patterns over them (for ``FileSystemTools``)."""

from __future__ import annotations

import os
import re
from collections.abc import Collection, Iterator
from pathlib import Path, PurePosixPath, PureWindowsPath

from sprig.toolkits.errors import ToolkitError

__all__ = ["Workspace", "compile_glob"]


class Workspace:
    """A directory that every path given by the model must stay inside."""

    def __init__(self, root: str | os.PathLike[str], ignore: Collection[str]) -> None:
        path = Path(root).expanduser()
        if not path.is_dir():
            raise ValueError(f"workspace root {str(path)!r} is not an existing directory")
        self.root = path.resolve(strict=True)
        self._ignore = frozenset(ignore)

    def resolve(self, path: str) -> Path:
        """The real path of ``path`` (relative to the root), refusing every way out of the root."""
        text = path.strip() if isinstance(path, str) else None
        if text is None:
            raise ToolkitError("The path must be a string, relative to the workspace root.")
        if "\0" in text:
            raise ToolkitError("The path contains a NUL character.")
        if _is_absolute(text):
            raise ToolkitError(
                f"Path {path!r} is absolute. Use a path relative to the workspace root, e.g. 'notes/todo.md'."
            )
        if ".." in re.split(r"[\\/]", text):
            raise ToolkitError(
                f"Path {path!r} is refused: '..' is not allowed. Use a path inside the workspace, relative to its root."
            )
        real = (self.root / (text or ".")).resolve(strict=False)
        if not self.contains(real):
            raise ToolkitError(f"Path {path!r} is refused: a symbolic link leads outside the workspace.")
        return real

    def contains(self, real: Path) -> bool:
        """Whether the already resolved ``real`` is the root or inside it."""
        return real == self.root or real.is_relative_to(self.root)

    def show(self, real: Path) -> str:
        """``real`` as the model sees it: relative to the root, with '/' separators."""
        relative = real.relative_to(self.root).as_posix()
        return relative if relative != "." else "."

    def walk_files(self, base: Path) -> Iterator[tuple[str, Path]]:
        """Files under ``base`` as (path relative to ``base``, real path), sorted, links kept inside.

        Ignored directory names are skipped, directory links are not followed, and file links
        whose target is outside the root (or not a file) are left out.
        """
        if base.is_file():
            yield base.name, base
            return
        for directory, dirnames, filenames in os.walk(base):
            dirnames[:] = sorted(d for d in dirnames if d not in self._ignore)
            here = Path(directory)
            for name in sorted(filenames):
                candidate = here / name
                real = candidate.resolve() if candidate.is_symlink() else candidate
                if self.contains(real) and real.is_file():
                    yield candidate.relative_to(base).as_posix(), real


def _is_absolute(text: str) -> bool:
    windows = PureWindowsPath(text)
    return PurePosixPath(text).is_absolute() or bool(windows.drive) or windows.is_absolute() or text[:1] == "~"


def compile_glob(pattern: str) -> re.Pattern[str]:
    """A regex for a glob over '/'-separated relative paths.

    ``*`` and ``?`` stay inside one path segment, ``**`` spans any number of directories, and
    ``[abc]`` is a character class. A pattern without '/' matches the file name at any depth
    (as in ``.gitignore``), so ``*.py`` finds every Python file.
    """
    text = pattern.strip() if isinstance(pattern, str) else ""
    if not text:
        raise ToolkitError("The glob pattern must not be empty; e.g. '**/*.py'.")
    if _is_absolute(text) or ".." in text.split("/"):
        raise ToolkitError(f"Glob pattern {pattern!r} must be relative and must not contain '..'.")
    segments = text.strip("/").split("/")
    if len(segments) == 1:
        segments = ["**", *segments]
    parts: list[str] = []
    for index, segment in enumerate(segments):
        last = index == len(segments) - 1
        if segment == "**":
            parts.append(".*" if last else "(?:[^/]+/)*")
        else:
            parts.append(_segment_regex(segment) + ("" if last else "/"))
    return re.compile("".join(parts), re.DOTALL)


def _segment_regex(segment: str) -> str:
    out: list[str] = []
    i = 0
    while i < len(segment):
        char = segment[i]
        if char == "*":
            while i + 1 < len(segment) and segment[i + 1] == "*":
                i += 1
            out.append("[^/]*")
        elif char == "?":
            out.append("[^/]")
        elif char == "[":
            start = i + 2 if segment[i + 1 : i + 2] in ("!", "^") else i + 1
            end = segment.find("]", start + 1)  # a ']' first in the class is a literal
            if end == -1:
                out.append(re.escape(char))
            else:
                body = segment[i + 1 : end]
                negate = body[:1] in ("!", "^")
                body = body[1:] if negate else body
                escaped = body.replace("\\", "\\\\").replace("^", "\\^")
                out.append(f"[{'^/' if negate else ''}{escaped}]")
                i = end
        else:
            out.append(re.escape(char))
        i += 1
    return "".join(out)
