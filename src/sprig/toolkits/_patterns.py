"""Model-written patterns made safe to run: globs and regular expressions (for ``FileSystemTools``).

Both run on RE2 (``google-re2``), whose matching time is linear in the text, so no pattern can
backtrack catastrophically: ``(a+)+$`` against a long line, or a glob with many ``**``, costs
what a simple pattern costs. RE2 has no look-around and no backreferences; a pattern using them
is refused with an error that says so. Pattern length and the number of ``**`` in a glob are
capped, and RE2's memory per pattern is bounded, so compiling is bounded too.
"""

from __future__ import annotations

import re
from typing import Any

import re2

from sprig.toolkits._paths import is_absolute
from sprig.toolkits.errors import ToolkitError

__all__ = ["MAX_GLOB_STARS", "MAX_PATTERN_CHARS", "GlobMatcher", "compile_glob", "compile_search"]

MAX_PATTERN_CHARS = 1000
"""The longest glob or regular expression accepted."""
MAX_GLOB_STARS = 8
"""The most ``**`` segments in one glob (after runs of them are merged)."""
_MAX_MEM = 8 << 20  # RE2's memory for one compiled pattern


def _options(*, case_sensitive: bool = True) -> Any:
    options = re2.Options()
    options.log_errors = False  # RE2 would print parse errors to stderr
    options.max_mem = _MAX_MEM
    options.case_sensitive = case_sensitive
    return options


def _reason(exc: Exception) -> str:
    text = exc.args[0] if exc.args else exc
    return text.decode("utf-8", "replace") if isinstance(text, bytes) else str(text)


def compile_search(pattern: object, *, ignore_case: bool) -> Any:
    """A compiled RE2 regular expression for ``grep_files``, or a :class:`ToolkitError` for the model."""
    if not isinstance(pattern, str) or not pattern:
        raise ToolkitError("The regular expression must be a non-empty string, e.g. 'TODO' or 'def \\w+\\('.")
    if len(pattern) > MAX_PATTERN_CHARS:
        raise ToolkitError(
            f"The regular expression is {len(pattern)} characters; at most {MAX_PATTERN_CHARS} are allowed."
        )
    try:
        return re2.compile(pattern, _options(case_sensitive=not ignore_case))
    except (re2.error, TypeError, ValueError) as exc:
        raise ToolkitError(
            f"Invalid regular expression {pattern!r}: {_reason(exc)}. Patterns use RE2 syntax, which runs in linear"
            " time: look-around ((?=...), (?<=...)) and backreferences (\\1) are not supported, and \\Z is written \\z."
        ) from None


class GlobMatcher:
    """Whether a '/'-separated path relative to the search directory matches a glob."""

    def __init__(self, pattern: str, regex: Any) -> None:
        self.pattern = pattern
        self._regex = regex

    def matches(self, relative: str) -> bool:
        """Whether ``relative`` matches the whole glob."""
        # Bytes, so that a file name that is not UTF-8 (kept as surrogates) cannot break the match.
        return self._regex.fullmatch(relative.encode("utf-8", "surrogateescape")) is not None


def compile_glob(pattern: object) -> GlobMatcher:
    """A matcher for a glob over '/'-separated relative paths.

    ``*`` and ``?`` stay inside one path segment, ``**`` spans any number of directories, and
    ``[abc]`` is a character class. A pattern without '/' matches the file name at any depth
    (as in ``.gitignore``), so ``*.py`` finds every Python file.
    """
    text = pattern.strip() if isinstance(pattern, str) else ""
    if not text:
        raise ToolkitError("The glob pattern must not be empty; e.g. '**/*.py'.")
    if len(text) > MAX_PATTERN_CHARS:
        raise ToolkitError(f"The glob pattern is {len(text)} characters; at most {MAX_PATTERN_CHARS} are allowed.")
    if is_absolute(text) or ".." in text.split("/"):
        raise ToolkitError(f"Glob pattern {pattern!r} must be relative and must not contain '..'.")
    segments: list[str] = []
    for segment in text.strip("/").split("/"):
        if segment == "**" and segments and segments[-1] == "**":
            continue  # '**/**' means what '**' means
        segments.append(segment)
    if len(segments) == 1:
        segments = ["**", *segments]
    stars = segments.count("**")
    if stars > MAX_GLOB_STARS:
        raise ToolkitError(
            f"Glob pattern {pattern!r} has {stars} '**' parts; at most {MAX_GLOB_STARS} are allowed. One '**'"
            " already spans any number of directories."
        )
    parts: list[str] = []
    for index, segment in enumerate(segments):
        last = index == len(segments) - 1
        if segment == "**":
            parts.append(".*" if last else "(?:[^/]+/)*")
        else:
            parts.append(_segment_regex(segment) + ("" if last else "/"))
    try:
        regex = re2.compile("(?s)" + "".join(parts), _options())
    except (re2.error, TypeError, ValueError) as exc:
        raise ToolkitError(f"Invalid glob pattern {pattern!r}: {_reason(exc)}.") from None
    return GlobMatcher(text, regex)


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
                escaped = body.replace("\\", "\\\\").replace("^", "\\^").replace("[", "\\[")
                out.append(f"[{'^/' if negate else ''}{escaped}]")
                i = end
        else:
            out.append(re.escape(char))
        i += 1
    return "".join(out)
