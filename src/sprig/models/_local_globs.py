"""Files named by their kind ("the python files", "all markdown files", "*.py files", ".json files"): the
glob pattern a tool that finds files by one takes (``*.py``), so "find all python files" finds them
instead of listing every file."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

# The kinds of file people name by language or format, and the extension their files carry.
_EXTENSIONS: Mapping[str, str] = {
    "python": "py",
    "markdown": "md",
    "javascript": "js",
    "typescript": "ts",
    "json": "json",
    "yaml": "yaml",
    "toml": "toml",
    "csv": "csv",
    "html": "html",
    "css": "css",
    "rust": "rs",
    "java": "java",
    "kotlin": "kt",
    "ruby": "rb",
    "php": "php",
    "shell": "sh",
    "bash": "sh",
    "sql": "sql",
    "xml": "xml",
    "text": "txt",
    "log": "log",
    "pdf": "pdf",
}
# A file named with an extension people keep files in ("notes.md", "src/app.py"): a value, the word "file".
NAMED_FILE = re.compile(
    r"(?<![\w/.-])(?:[\w-]{1,64}/){0,8}[\w-]{1,64}\.(?:"
    + "|".join(sorted({*_EXTENSIONS.values(), "yml", "docx", "xlsx", "png", "jpg", "jpeg", "ini", "cfg"}))
    + r")(?![\w/-])",
    re.IGNORECASE,
)
_KIND = re.compile(
    r"\b(?P<kind>" + "|".join(_EXTENSIONS) + r")\s+(?:source\s+|code\s+)?(?:files|scripts|documents|docs)\b"
    r"|(?<![\w/])\*?\.(?P<extension>[a-z0-9]{1,5})\s+files\b",
    re.IGNORECASE,
)


# "search for TODO in the python files", "python files containing 'main'": a search in the files, not for them.
_SEARCHED_IN = re.compile(
    r"\b(?:for|contain(?:s|ing)?|with|mention(?:s|ing)?|matching|grep|search)\b"
    r"|\b(?:in|inside|across)\s+(?:the|all|my|these|those|every)\s+(?:\S+\s+)?(?:files|scripts|sources)\b",
    re.IGNORECASE,
)


def kind_glob(request: str) -> str | None:
    """The glob pattern of the one kind of file the request asks for (``"find all python files"`` ->
    ``"*.py"``), or ``None`` when it names none, or several, or searches for something in them."""
    if _SEARCHED_IN.search(request[:2000]):
        return None
    found = {f"*.{extension}" for _, _, extension in kinds_named(request)}
    return found.pop() if len(found) == 1 else None


def kinds_named(request: str) -> list[tuple[int, int, str]]:
    """The kinds of file the request names ("the text files", "python scripts", ".md files"), each as the
    extension its files carry, with where it is written."""
    found = []
    for match in _KIND.finditer(request[:2000]):
        extension = _EXTENSIONS[match["kind"].lower()] if match["kind"] else match["extension"].lower()
        found.append((match.start(), match.end(), extension))
    return found


# A glob a request writes: "*.py", "src/**/*.md", "test_?.py"
_GLOB_WRITTEN = re.compile(r"(?<!\S)\S*\*\S*|(?<!\S)[\w./-]+\?[\w./-]+")


def names_files_to_glob(request: str) -> bool:
    """Whether the request names files a glob finds: a kind of file ("the python files") or a glob itself."""
    return kind_glob(request) is not None or _GLOB_WRITTEN.search(request[:2000]) is not None


def takes_a_glob(properties: Mapping[str, Any], required: object, description: str = "") -> str | None:
    """The required parameter whose description says it is a glob pattern, or the one named ``pattern`` or
    ``glob`` of a tool whose ``description`` says it matches a glob ("List files in a folder matching a glob
    pattern."), or ``None``."""
    names = required if isinstance(required, (list, tuple)) else ()
    for key in names:
        spec = properties.get(key)
        if isinstance(spec, Mapping) and re.match(r"\s*glob\b", str(spec.get("description", "")), re.IGNORECASE):
            return str(key)
    if re.search(r"\bglob\b", description, re.IGNORECASE):
        return next((str(key) for key in properties if str(key).lower() in ("pattern", "glob")), None)
    return None
