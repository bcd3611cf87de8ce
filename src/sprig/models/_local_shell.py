"""Command lines a request asks for by what they do rather than by writing them out.

A user of a tool that runs commands often names the program and what it is for, not its arguments:
"list c drive", "close firefox using taskkill", "say hi using the echo command", "open it using the start
command ... https://huggingface.co", "make a folder called logs". Each of these has one usual command line
(``dir C:\\``, ``taskkill /F /IM firefox.exe``, ``echo hi``, ``start https://huggingface.co``, ``mkdir logs``);
nothing else is made up, and a request that leaves the program's argument unsaid ("close vs code using
taskkill") or names a program alone ("open calc") composes nothing. The common jobs of a Windows prompt
asked in words compose their usual line too, each only with the values the request states: "delete the file
a.txt" (``del a.txt``), "copy a.txt to D:\\old" (``copy a.txt D:\\old``), "ping google.com four times"
(``ping -n 4 google.com``), "show my IP configuration" (``ipconfig``), "which processes are running"
(``tasklist``), "kill notepad.exe", "open https://example.org", "the time on this pc" (``echo %time%``),
"system information", "clear the screen", "show the contents of notes.txt" (``type notes.txt``).
"""

from __future__ import annotations

import re

from sprig.models._local_written import _WORD_NUMBERS

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


# A file named with its extension, perhaps in a folder: "old_notes.txt", "C:\\logs\\a.log", "%userprofile%\\x.lnk"
_FILE = r"(?P<{}>(?:[A-Za-z]:)?[\w%.\\/-]*\w\.[A-Za-z0-9]{{1,5}})(?![\w.])"
# A place a file goes: a path, a drive, or a folder's one-word name ("D:\\archive", "the Pictures folder")
_PLACE = r"(?:the\s+)?(?P<to>(?:[A-Za-z]:)?[\w%.\\/-]+?)(?:\s+(?:folder|directory))?(?=\s*[.?!]?$)"
# "delete the file old_notes.txt", "erase C:\\tmp\\a.log"
_DELETE = re.compile(rf"\b(?:delete|remove|erase)\s+(?:the\s+)?(?:file\s+)?{_FILE.format('file')}", re.IGNORECASE)
# "remove the folder temp_files", "delete directory C:\\old"
_REMOVE_FOLDER = re.compile(
    r"\b(?:delete|remove)\s+(?:the\s+)?(?:folder|directory)\s+(?:called\s+|named\s+)?(?P<name>(?:[A-Za-z]:)?[\w.\\/-]+)"
    r"\s*[.?!]?$",
    re.IGNORECASE,
)
# "copy report.docx to D:\\archive", "move photo.jpg into the Pictures folder", "rename a.txt to b.txt"
_COPY_MOVE = re.compile(
    rf"\b(?P<verb>copy|move)\s+(?:the\s+)?(?:file\s+)?{_FILE.format('file')}\s+(?:to|into)\s+{_PLACE}", re.IGNORECASE
)
_RENAME = re.compile(
    rf"\brename\s+(?:the\s+)?(?:file\s+)?{_FILE.format('file')}\s+(?:to|as)\s+{_FILE.format('new')}", re.IGNORECASE
)
# "ping google.com", "ping 8.8.8.8 four times"
_PING = re.compile(
    r"\bping\s+(?P<host>\d{1,3}(?:\.\d{1,3}){3}|[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,})(?![\w.@-])"
    r"(?:\s+(?P<times>\d{1,2}|[a-z]+)\s+times\b)?",
    re.IGNORECASE,
)
# "show my IP configuration", "what's my ip address", "display the network configuration"
_IPCONFIG = re.compile(r"\b(?:ip\s*config(?:uration)?|ip\s+address(?:es)?|network\s+configuration)\b", re.I)
# "what processes are running", "list the running processes", "show running tasks"
_TASKLIST = re.compile(
    r"\b(?:running\s+(?:processes|tasks|programs)|(?:processes|tasks|programs)\s+(?:are\s+|currently\s+)*running"
    r"|list\s+(?:all\s+)?(?:the\s+)?(?:processes|tasks))\b",
    re.IGNORECASE,
)
# "kill notepad.exe", "end the process chrome.exe", "terminate the excel process"
_KILL = re.compile(
    r"\b(?:kill|terminate|end|stop|close)\s+(?:the\s+)?(?:process\s+)?(?P<exe>[\w-]+\.exe)\b"
    r"|\b(?:kill|terminate|end)\s+(?:the\s+)?(?P<program>[a-z][\w-]*)\s+process\b",
    re.IGNORECASE,
)
# "open https://example.org in the browser", "go to https://x.dev"
_OPEN_LINK = re.compile(
    r"\b(?:open|launch|visit|go\s+to|browse\s+to)\s+(?:the\s+)?(?:link\s+|url\s+)?(?P<link>https?://[^\s'\"]+)",
    re.IGNORECASE,
)
# "what's the time on this computer", "the current date on my pc", "the system time"
_CLOCK = re.compile(
    r"\b(?P<what>time|date)\s+(?:is\s+it\s+)?(?:on|in|of)\s+(?:this|my|the)\s+(?:pc|computer|machine|laptop|system)\b"
    r"|\bsystem\s+(?P<system>time|date)\b",
    re.IGNORECASE,
)
# "show system information", "clear the screen", "display the contents of notes.txt"
_SYSTEMINFO = re.compile(r"\bsystem\s+info(?:rmation)?\b", re.IGNORECASE)
_CLEAR = re.compile(r"\bclear\s+(?:the\s+)?(?:screen|console|terminal)\b", re.IGNORECASE)
_SHOW_FILE = re.compile(
    rf"\b(?:print|show|display|read|output)\s+(?:me\s+)?(?:the\s+)?(?:contents?|text)\s+of\s+(?:the\s+)?(?:file\s+)?{_FILE.format('file')}",
    re.IGNORECASE,
)


# A request that is itself a command line, opening in lower case with a program of the prompt and its
# arguments: "echo hello world", "ipconfig /all", "dir D:\\projects" (not "Echo is a nice word", nor
# "whoami in the shell": a program named where it runs)
_WHOLE_LINE = re.compile(
    r"^(?:echo|dir|mkdir|rmdir|del|xcopy|taskkill|ipconfig|netstat|tracert|nslookup)"
    r"\s+(?!(?:in|on|inside|from|for|and|then|please)\b)\S.*$"
)


def _count(word: str | None) -> int | None:
    """A small count written in digits or a word ("4", "four"); ``None`` for no count."""
    if word is None:
        return None
    number = int(word) if word.isdigit() else _WORD_NUMBERS.get(word.lower())
    return number if isinstance(number, int) and number > 0 else None


def _job_asked(text: str) -> str | None:
    """The usual line of a common job of a Windows prompt asked in words, with the values the request
    states (see the module's docstring); ``None`` when it asks none."""
    if _WHOLE_LINE.match(text):
        return text
    if found := _DELETE.search(text):
        return f"del {found.group('file')}"
    if found := _REMOVE_FOLDER.search(text):
        return f"rmdir {found.group('name')}"
    if found := _COPY_MOVE.search(text):
        return f"{found.group('verb').lower()} {found.group('file')} {found.group('to')}"
    if found := _RENAME.search(text):
        return f"ren {found.group('file')} {found.group('new')}"
    if found := _PING.search(text):
        times = _count(found.group("times"))
        return f"ping -n {times} {found.group('host')}" if times else f"ping {found.group('host')}"
    if found := _KILL.search(text):
        return f"taskkill /F /IM {found.group('exe') or found.group('program').lower() + '.exe'}"
    if found := _OPEN_LINK.search(text):
        return f"start {found.group('link').rstrip('.,;')}"
    if found := _CLOCK.search(text):
        return f"echo %{(found.group('what') or found.group('system')).lower()}%"
    if found := _SHOW_FILE.search(text):
        return f"type {found.group('file')}"
    simple = ((_IPCONFIG, "ipconfig"), (_TASKLIST, "tasklist"), (_SYSTEMINFO, "systeminfo"), (_CLEAR, "cls"))
    return next((line for pattern, line in simple if pattern.search(text)), None)


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
        exe = exe or (program if re.fullmatch(r"[\w-]+\.exe", program) else None)  # "kill chrome.exe using taskkill"
        return f"taskkill /F /IM {exe}" if exe else None
    if echo := _ECHO.search(text):
        return f"echo {echo.group('text').strip()}"
    if start := _START_LINK.search(text):
        return f"start {start.group('link').rstrip('.,;')}"
    return _job_asked(text)
