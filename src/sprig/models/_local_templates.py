"""Values written in a set shape: templates to fill, ``name:value`` labels, links and hosts.

A default that is a template with placeholders ("https://<ip>/api?fabricName={fabricName}"), a
two-field form shown by a description ("track:Song Name artist:Artist Name"), a value labelled
with its parameter's name ("IP:10.0.0.1", "timeout=30"), and the links and network hosts a
request writes. Split out of :mod:`sprig.models._local_values`; pure text handling.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from sprig.models._local_params import _is_text, _takes_a_time, kind_of
from sprig.models._local_route import compact_name
from sprig.models._local_written import _STOP, _wordset

_PLACEHOLDER = re.compile(r"<([A-Za-z][\w-]*)>|\{([A-Za-z][\w-]*)\}")
_HOST_NAMES = frozenset(["ip", "ipaddress", "host", "hostname", "server", "serverip", "address"])


def _sure_value(value: Any) -> str | None:
    """A grounded parameter's one value as text, when the request gives it for sure (not a guess)."""
    if isinstance(value, Mapping) and not value.get("x-spans") and len(value.get("enum") or ()) == 1:
        return str(value["enum"][0])
    return None


def _placeholder_value(request: str, name: str, narrowed: Mapping[str, Any]) -> str | None:
    """What the request gives for a placeholder of a template: the sure value of the parameter of that
    name, the one network address it writes for ``<ip>`` or ``<host>``, else a value labelled with it."""
    same = next((key for key in narrowed if compact_name(key) == compact_name(name)), None)
    if same is not None:
        return _sure_value(narrowed[same])
    hosts = hosts_in(request) if compact_name(name) in _HOST_NAMES else []
    return hosts[0] if len(hosts) == 1 else _labelled_value(request, name)


def _filled_in(template: str, values: Mapping[str, str | None]) -> str:
    """A template with each placeholder replaced by its value."""
    return _PLACEHOLDER.sub(lambda match: str(values[match.group(1) or match.group(2)]), template)


def _templates_filled(request: str, properties: Mapping[str, Any], narrowed: dict[str, Any]) -> None:
    """An optional text whose default is a template ("https://<ip>/api/nodes?fabricName={fabricName}")
    filled in, when the request gives a value for each of its placeholders; left out else."""
    for key, spec in properties.items():
        default = spec.get("default") if isinstance(spec, Mapping) else None
        if narrowed.get(key) is not None or kind_of(spec) != "string" or not isinstance(default, str):
            continue
        names = [match.group(1) or match.group(2) for match in _PLACEHOLDER.finditer(default)]
        values = {name: _placeholder_value(request, name, narrowed) for name in names}
        if names and all(values.values()):
            narrowed[key] = {"type": "string", "enum": [_filled_in(default, values)]}


_TEMPLATE = re.compile(r"'([a-z]+):[A-Z][\w ]*?\s+([a-z]+):[A-Z][\w ]*'")  # 'track:Song Name artist:Artist Name'
_ONE_FIELD = re.compile(r"'([a-z]+):[A-Z][\w ]*'")  # "or just 'track:Song Name'"
_WORK_BY = re.compile(
    r"\b(?:play|hear|listen to|find|search for|search)\s+(?:the\s+\w+\s+)?"
    r"(?P<work>'[^']+'|\"[^\"]+\"|[^'\"]+?)\s+by\s+(?P<by>[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)*)",
    re.IGNORECASE,
)


_NO_WORK = _wordset("song songs music track tracks album albums something anything tunes")


def _filled_template(request: str, description: str) -> str | None:
    """A value written in the two-field form its description shows ("in the format 'track:SongName
    artist:ArtistName'"), filled from a request that names a work by its maker ("play wrecking ball
    by Miley Cyrus" -> "track:wrecking ball artist:Miley Cyrus"); with no maker, the one-field form
    when the description shows one ("or just 'track:Song Name'"); else ``None``."""
    template = _TEMPLATE.search(description)
    if template is None:
        return None
    work_by = _WORK_BY.search(request)
    if work_by is not None:
        work = work_by.group("work").strip().strip("'\"")
        maker = re.split(r"\s+(?-i:[a-z])", work_by.group("by"))[0]
        if not work or set(work.lower().split()) <= _STOP | _NO_WORK:
            return None  # "find songs by Adele" names no song
        return f"{template.group(1)}:{work} {template.group(2)}:{maker}"
    alone = [m for m in _ONE_FIELD.finditer(description) if m.start() != template.start()]
    played = re.search(r"\b(?:play|hear|listen to)\s+(?:the\s+song\s+)?(.+?)\s*[.?!]*$", request, re.IGNORECASE)
    if alone and played and alone[0].group(1) == template.group(1):
        return f"{template.group(1)}:{played.group(1).strip(chr(39) + chr(34))}"
    return None


_HOST = re.compile(r"(?<![\w.:/])(?:\d{1,4}(?:\.\d{1,4}){3}|localhost)(?::\d{1,5})?(?![\w/]|\.\w)", re.IGNORECASE)


def hosts_in(text: str) -> list[str]:
    """The network addresses the text writes on their own: an IPv4 address ("192.168.0.5", "10.0.0.1:8080"),
    ``localhost``, a host name with no path ("db.example.com"); not the host inside a written link."""
    found = [match.group(0) for match in _HOST.finditer(text)]
    return list(dict.fromkeys([*found, *(link for link in links(text) if "/" not in link)]))


_LINK = re.compile(
    r"(?:https?|ftp|wss?)://[^\s'\"<>`]+|\bwww\.[^\s'\"<>`]+|"
    r"(?<![@\w.-])(?:[a-z0-9-]+\.)+(?:com|org|net|io|dev|ai|co|edu|gov|ca|uk|de|fr|app"
    r"|(?:me|us|tv|xyz|info|biz|ly|gg|eu|nl|es|jp|au|ch|se)(?![\w-]))(?:/[^\s'\"<>`]*)?",
    re.IGNORECASE,
)


def links(text: str) -> list[str]:
    """The web addresses the text writes ("https://api.example.com/v1", "www.example.org", "example.com/x")."""
    return list(dict.fromkeys(match.group(0).rstrip(".,;:!?)") for match in _LINK.finditer(text)))


_LABEL = re.compile(
    r"(?:^|(?<=[\n,;(]))[ \t]*([A-Za-z][\w-]*)[ \t]*[:=][ \t]*([^\s,;'\"]+(?:[ \t]+[^\s,;'\"]+)*)"
    r"|(?<![\w.:/-])([A-Za-z][\w-]*)[:=]([^\s,;'\"]+)"
)


def _labelled_value(request: str, key: str) -> str | None:
    """The value a request writes after a label that spells the parameter's name, as an item of a list
    of settings ("IP:192.168.11.33" on a line of its own, "Parameter_fabricName:PEK-ACI", "timeout=30"),
    to the end of its line or item; ``None`` when no label spells it ("API name: ..." names an API's)."""
    wanted = compact_name(key)
    if len(wanted) < 2:
        return None
    for match in _LABEL.finditer(request):
        label, value = (match.group(1), match.group(2)) if match.group(1) else (match.group(3), match.group(4))
        compact = compact_name(label)
        edge = len(label) - len(key)  # "Parameter_fabricName": the name after a separator of the label
        whole = compact == wanted or (label.endswith(key) and edge > 0 and not label[edge - 1].isalnum())
        if whole:
            value = re.split(r"\s+(?:and|or|with|for)\s+", value)[0].rstrip(".?!")
            return value or None
    return None


def _labelled_as_taken(request: str, key: str, spec: Mapping[str, Any]) -> str | None:
    """A labelled value (:func:`_labelled_value`) as the parameter takes it: a code as written ("IP:10.0.0.1"),
    a text whole ("Note: buy milk"); never a time or a date, which take the form their description asks."""
    labelled = None if _takes_a_time(key, spec) else _labelled_value(request, key)
    if labelled and (" " not in labelled or _is_text(key.lower(), str(spec.get("description", "")).lower())):
        return labelled
    return None
