"""Command lines a request asks for by what they do rather than by writing them out.

A user of a tool that runs commands often names the program and what it is for, not its arguments:
"list c drive", "close firefox using taskkill", "say hi using the echo command", "open it using the start
command ... https://huggingface.co", "make a folder called logs". Each of these has one usual command line
(``dir C:\\``, ``taskkill /F /IM firefox.exe``, ``echo hi``, ``start https://huggingface.co``, ``mkdir logs``);
nothing else is made up, and a request that leaves the program's argument unsaid ("close vs code using
taskkill") or names a program alone ("open calc") composes nothing.
"""

from __future__ import annotations

import re

__all__ = ["asked_command"]

# "list c drive", "LIST C DRIIVE", "list files on the d drive", "what is the file in c.", "what's in drive d"
_DRIVE = re.compile(
    r"\b(?:list|show|dir)\s+(?:(?:me\s+)?(?:all\s+)?(?:the\s+)?(?:files?|folders?|contents?)\s+(?:in|on|of)\s+)?"
    r"(?:the\s+)?(?:drive\s+)?(?P<letter>[b-hj-z])(?::\\*)?\s*(?:dri+ve\b|\W*$)"
    r"|\bwhat(?:['’]s|\s+is|\s+are)\s+(?:the\s+(?:files?|folders?|contents?)\s+)?(?:in|on)\s+(?:the\s+|my\s+)?"
    r"(?:drive\s+)?(?P<in>[b-hj-z])(?::\\*)?(?:\s+drive)?\W*$",
    re.IGNORECASE,
)
# "make a folder called reports in the d drive", "create a new directory named logs"
_NEW_FOLDER = re.compile(
    r"\b(?:make|create)\s+(?:a\s+)?(?:new\s+)?(?:folder|directory)\s+(?:called|named)\s+(?P<name>[\w.-]+)"
    r"(?:\s+(?:in|on)\s+(?:the\s+)?(?:drive\s+)?(?P<drive>[b-hj-z])(?::\\*)?(?:\s+drive)?\b)?",
    re.IGNORECASE,
)
# "close firefox using taskkill", "kill vs code using taskkill for code.exe"
_TASKKILL = re.compile(
    r"\b(?:close|kill|stop|end|terminate|quit)\s+(?P<program>.+?)\s+(?:using|with|via)\s+(?:the\s+)?taskkill"
    r"(?:\s+command)?(?:\s+(?:for|on)\s+(?P<exe>[\w.-]+\.exe))?\b",
    re.IGNORECASE,
)
# "say hi using the echo command", "print done with echo"
_ECHO = re.compile(
    r"\b(?:say|print|write|show)\s+(?P<text>.+?)\s+(?:using|with|via)\s+(?:the\s+)?echo(?:\s+command)?\W*$",
    re.IGNORECASE,
)
# "open huggingface using the start command and through the link: https://huggingface.co"
_START_LINK = re.compile(r"\busing\s+(?:the\s+)?start\s+command\b.*?(?P<link>https?://[^\s'\"]+)", re.IGNORECASE)


def asked_command(request: str) -> str | None:
    """The one usual command line of what the request asks a named program to do (see the module's
    docstring); ``None`` when it asks none of those things, or leaves the program's argument unsaid."""
    text = request.strip()
    if drive := _DRIVE.search(text):
        return f"dir {(drive.group('letter') or drive.group('in')).upper()}:\\"
    if folder := _NEW_FOLDER.search(text):
        where = f"{folder.group('drive').upper()}:\\" if folder.group("drive") else ""
        return f"mkdir {where}{folder.group('name')}"
    if kill := _TASKKILL.search(text):
        program = kill.group("program").strip().lower()
        exe = kill.group("exe") or (f"{program}.exe" if re.fullmatch(r"[a-z][\w-]*", program) else None)
        return f"taskkill /F /IM {exe}" if exe else None
    if echo := _ECHO.search(text):
        return f"echo {echo.group('text').strip()}"
    if start := _START_LINK.search(text):
        return f"start {start.group('link').rstrip('.,;')}"
    return None
