"""Paths confined to a workspace root, opened without a race (for ``FileSystemTools``).

A path given by the model is never opened by name. It is walked one component at a time from
a file descriptor of the root: each directory is opened with ``O_NOFOLLOW | O_DIRECTORY``
relative to the one before (``openat``), so a directory swapped for a symbolic link between a
check and a use makes the open fail instead of leading elsewhere. Symbolic links met on the
way are read (``readlinkat``) and their targets walked the same way, component by component:
a link that stays inside the root works, a link whose target leaves it (through ``..`` past
the root, or an absolute target outside it) is refused. ``..`` never reaches the file system:
it pops the walk's own stack of opened directories, so it cannot climb above the root.

What was opened is checked, not the name: files are opened with ``O_NOFOLLOW | O_NONBLOCK``
and ``fstat`` must say "regular file" (a FIFO neither blocks nor is read, a device is refused).
"""

from __future__ import annotations

import errno
import os
import re
import stat
from collections import deque
from collections.abc import Collection, Iterator
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath, PureWindowsPath
from types import TracebackType

from sprig.toolkits.errors import ToolkitError

__all__ = ["Located", "WalkNotes", "WalkedFile", "Workspace", "is_absolute", "open_regular"]

_CLOEXEC = getattr(os, "O_CLOEXEC", 0)
_DIRECTORY_FLAGS = os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_NONBLOCK | _CLOEXEC
_FILE_FLAGS = os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | _CLOEXEC
_MAX_LINKS = 40  # as the kernel's own limit on links in one lookup


def is_absolute(text: str) -> bool:
    """Whether ``text`` is absolute on POSIX or Windows, or starts with ``~``."""
    windows = PureWindowsPath(text)
    return PurePosixPath(text).is_absolute() or bool(windows.drive) or windows.is_absolute() or text[:1] == "~"


def open_regular(dir_fd: int, name: str, shown: str) -> tuple[int, os.stat_result]:
    """Open ``name`` in ``dir_fd`` for reading, refusing anything but a regular file.

    Raises ``IsADirectoryError`` for a directory, ``ToolkitError`` for a special file, and the
    ``OSError`` of the open otherwise (``ELOOP`` when ``name`` is a symbolic link).
    """
    before = os.stat(name, dir_fd=dir_fd, follow_symlinks=False)
    if stat.S_ISDIR(before.st_mode):
        raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR))
    if not (stat.S_ISREG(before.st_mode) or stat.S_ISLNK(before.st_mode)):
        raise ToolkitError(f"{shown!r} is {_kind(before)}, not a regular file; it cannot be read or written here.")
    fd = os.open(name, _FILE_FLAGS, dir_fd=dir_fd)
    try:
        opened = os.fstat(fd)
        if stat.S_ISDIR(opened.st_mode):
            raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR))
        if not stat.S_ISREG(opened.st_mode):
            raise ToolkitError(f"{shown!r} is {_kind(opened)}, not a regular file; it cannot be read or written here.")
    except BaseException:
        os.close(fd)
        raise
    return fd, opened


def _kind(info: os.stat_result) -> str:
    mode = info.st_mode
    if stat.S_ISFIFO(mode):
        return "a FIFO (named pipe)"
    if stat.S_ISCHR(mode):
        return "a character device"
    if stat.S_ISBLK(mode):
        return "a block device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "a special file"


@dataclass
class Located:
    """Where a path ended up: the directory that holds its last component, opened.

    ``dir_fd`` is that directory (owned by this object; :meth:`close` releases it and the
    directories above it). ``name`` is the last component inside it (``None`` for the root
    itself). ``info`` is its ``lstat`` (``None`` when it does not exist, and then ``missing``
    is the error that said so: ``ENOENT``, or ``ENOTDIR`` when a file stands where a directory
    was needed). ``parts`` is the path relative to the root with links resolved, for messages.
    """

    dir_fd: int
    name: str | None
    parts: tuple[str, ...]
    info: os.stat_result | None
    missing: OSError | None = None
    _fds: list[int] = field(default_factory=list, repr=False)

    @property
    def shown(self) -> str:
        """The path as the model sees it: relative to the root, '/'-separated."""
        return "/".join(self.parts) or "."

    def close(self) -> None:
        """Close every directory this walk opened."""
        while self._fds:
            os.close(self._fds.pop())

    def __enter__(self) -> Located:
        return self

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.close()


@dataclass
class WalkNotes:
    """What a walk left out: set when directories deeper than ``max_depth`` were not entered."""

    too_deep: bool = False


@dataclass(frozen=True)
class WalkedFile:
    """A regular file found by :meth:`Workspace.walk_files`; ``dir_fd`` is valid until the walk moves on."""

    relative: str
    dir_fd: int
    name: str


class Workspace:
    """A directory that every path given by the model must stay inside."""

    def __init__(self, root: str | os.PathLike[str], ignore: Collection[str]) -> None:
        if not {os.open, os.stat, os.mkdir, os.readlink, os.rename, os.unlink} <= os.supports_dir_fd:
            raise RuntimeError("FileSystemTools needs a platform with openat() and friends (Linux, macOS, BSD)")
        path = Path(root).expanduser()
        if not path.is_dir():
            raise ValueError(f"workspace root {str(path)!r} is not an existing directory")
        self.root = path.resolve(strict=True)
        self._ignore = frozenset(ignore)

    # -- walking a path ----------------------------------------------------------------------------

    def locate(self, path: str, *, create_parents: bool = False) -> Located:
        """Walk ``path`` (relative to the root) without following links out of the root.

        Links on the way (the last component included) are followed while they stay inside.
        With ``create_parents``, missing directories before the last component are created.
        Raises :class:`ToolkitError` for a path that leaves the root or cannot be walked.
        """
        pending = deque(self._components(path))
        try:
            fds = [os.open(self.root, _DIRECTORY_FLAGS)]
        except OSError as exc:
            raise ToolkitError(f"The workspace root cannot be opened: {exc.strerror or exc}.") from None
        names: list[str] = []
        links = 0
        try:
            while pending:
                name = pending.popleft()
                if name in ("", "."):
                    continue
                if name == "..":  # only from a link's target: climb our own stack, never the disk's
                    if not names:
                        raise self._outside(path)
                    os.close(fds.pop())
                    names.pop()
                    continue
                shown = "/".join([*names, name, *pending])
                if not any(p not in ("", ".") for p in pending):
                    info = self._lstat(fds[-1], name, shown)
                    if info is not None and stat.S_ISLNK(info.st_mode):
                        links = self._follow(fds, names, pending, name, links, path)
                        continue
                    missing = None if info is not None else FileNotFoundError(errno.ENOENT, os.strerror(errno.ENOENT))
                    return Located(fds[-1], name, (*names, name), info, missing, fds)
                try:
                    fds.append(os.open(name, _DIRECTORY_FLAGS, dir_fd=fds[-1]))
                    names.append(name)
                except OSError as exc:
                    if exc.errno == errno.ELOOP or (exc.errno == errno.ENOTDIR and self._is_link(fds[-1], name)):
                        links = self._follow(fds, names, pending, name, links, path)
                    elif exc.errno == errno.ENOENT and create_parents:
                        self._mkdir(fds[-1], name, shown)
                        pending.appendleft(name)
                    elif exc.errno in (errno.ENOENT, errno.ENOTDIR):
                        return Located(fds[-1], None, tuple(shown.split("/")), None, exc, fds)
                    else:
                        raise ToolkitError(f"Could not open {shown!r}: {exc.strerror or exc}.") from None
            return Located(fds[-1], None, tuple(names), os.fstat(fds[-1]), None, fds)
        except BaseException:
            for fd in reversed(fds):
                os.close(fd)
            raise

    def open_directory(self, located: Located) -> int:
        """A new descriptor of the directory ``located`` names (raises ``NotADirectoryError`` otherwise)."""
        if located.name is None:
            return os.dup(located.dir_fd)
        return os.open(located.name, _DIRECTORY_FLAGS, dir_fd=located.dir_fd)

    def _components(self, path: object) -> list[str]:
        text = path.strip() if isinstance(path, str) else None
        if text is None:
            raise ToolkitError("The path must be a string, relative to the workspace root.")
        if "\0" in text:
            raise ToolkitError("The path contains a NUL character.")
        if is_absolute(text):
            raise ToolkitError(
                f"Path {path!r} is absolute. Use a path relative to the workspace root, e.g. 'notes/todo.md'."
            )
        if ".." in re.split(r"[\\/]", text):
            raise ToolkitError(
                f"Path {path!r} is refused: '..' is not allowed. Use a path inside the workspace, relative to its root."
            )
        return text.split("/")

    def _follow(self, fds: list[int], names: list[str], pending: deque[str], name: str, links: int, path: str) -> int:
        """Replace the link ``name`` (in the top directory) by its target's components."""
        links += 1
        if links > _MAX_LINKS:
            raise ToolkitError(f"Path {path!r} is refused: too many symbolic links (a loop?).")
        try:
            target = os.readlink(name, dir_fd=fds[-1])
        except OSError as exc:
            if exc.errno == errno.EINVAL:  # no longer a link: walk it again as it is now
                pending.appendleft(name)
                return links
            raise ToolkitError(f"Could not open {'/'.join([*names, name])!r}: {exc.strerror or exc}.") from None
        if os.path.isabs(target):
            inside = self._inside_parts(target)
            if inside is None:
                raise self._outside(path)
            while len(fds) > 1:  # start again from the root
                os.close(fds.pop())
            names.clear()
            pending.extendleft(reversed(inside))
        else:
            pending.extendleft(reversed(target.split("/")))
        return links

    def _inside_parts(self, target: str) -> list[str] | None:
        """The components of an absolute link target relative to the root, or None when outside."""
        # realpath only names the place; the walk that follows opens it from the root again.
        real = Path(os.path.realpath(target))
        if real == self.root:
            return []
        if not real.is_relative_to(self.root):
            return None
        return list(real.relative_to(self.root).parts)

    @staticmethod
    def _outside(path: str) -> ToolkitError:
        return ToolkitError(f"Path {path!r} is refused: a symbolic link leads outside the workspace.")

    @staticmethod
    def _lstat(dir_fd: int, name: str, shown: str) -> os.stat_result | None:
        try:
            return os.stat(name, dir_fd=dir_fd, follow_symlinks=False)
        except (FileNotFoundError, NotADirectoryError):
            return None
        except OSError as exc:
            raise ToolkitError(f"Could not open {shown!r}: {exc.strerror or exc}.") from None

    @staticmethod
    def _is_link(dir_fd: int, name: str) -> bool:
        try:
            return stat.S_ISLNK(os.stat(name, dir_fd=dir_fd, follow_symlinks=False).st_mode)
        except OSError:
            return False

    @staticmethod
    def _mkdir(dir_fd: int, name: str, shown: str) -> None:
        try:
            os.mkdir(name, 0o777, dir_fd=dir_fd)
        except FileExistsError:
            pass
        except OSError as exc:
            raise ToolkitError(f"Could not create the directory for {shown!r}: {exc.strerror or exc}.") from None

    # -- walking a tree ----------------------------------------------------------------------------

    def walk_files(self, located: Located, *, max_depth: int, notes: WalkNotes) -> Iterator[WalkedFile]:
        """Regular files under ``located`` (a file or a directory): a directory's files, then its subdirectories.

        Names are sorted. Ignored directory names are skipped, directory links are not followed,
        and file links whose target is outside the root (or not a regular file) are left out.
        Directories more than ``max_depth`` levels down are not entered (``notes.too_deep``).
        """
        info = located.info
        if info is None:
            return
        if located.name is not None and not stat.S_ISDIR(info.st_mode):
            if stat.S_ISREG(info.st_mode):
                yield WalkedFile(located.name, located.dir_fd, located.name)
            return
        top = self.open_directory(located)
        try:
            yield from self._walk(top, located.parts, (), max_depth, notes)
        finally:
            os.close(top)

    def _walk(
        self, fd: int, base: tuple[str, ...], below: tuple[str, ...], max_depth: int, notes: WalkNotes
    ) -> Iterator[WalkedFile]:
        try:
            with os.scandir(fd) as scan:
                entries = sorted(scan, key=lambda e: e.name)
        except OSError:
            return
        subdirectories: list[str] = []
        for entry in entries:
            try:
                if entry.is_dir(follow_symlinks=False):
                    if entry.name not in self._ignore:
                        subdirectories.append(entry.name)
                elif entry.is_file(follow_symlinks=False):
                    yield WalkedFile("/".join((*below, entry.name)), fd, entry.name)
                elif entry.is_symlink():
                    yield from self._walk_link(base, below, entry.name)
            except OSError:
                continue
        if subdirectories and len(below) >= max_depth:
            notes.too_deep = True
            return
        for name in subdirectories:
            try:
                child = os.open(name, _DIRECTORY_FLAGS, dir_fd=fd)
            except OSError:  # gone, or swapped for a link or a file since it was listed
                continue
            try:
                yield from self._walk(child, base, (*below, name), max_depth, notes)
            finally:
                os.close(child)

    def _walk_link(self, base: tuple[str, ...], below: tuple[str, ...], name: str) -> Iterator[WalkedFile]:
        try:
            located = self.locate("/".join((*base, *below, name)))
        except ToolkitError:
            return
        with located:
            if located.name is not None and located.info is not None and stat.S_ISREG(located.info.st_mode):
                yield WalkedFile("/".join((*below, name)), located.dir_fd, located.name)
