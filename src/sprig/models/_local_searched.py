"""The phrase a request asks about: what is searched for, and what a tool's word takes.

The rest of the clause after "search for", "news about" and the like for a query, topic or keyword
parameter; the object right after a word of the tool's own; the words framed between the tool's
verb and its noun; the word written after what an id identifies. Split out of
:mod:`sprig.models._local_values`; pure text handling.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Mapping, Sequence, Set
from typing import Any

from sprig.models._local_codes import LANGUAGE_NAME
from sprig.models._local_written import _QUESTION_WORDS, _STOP, MAX_SPAN_WORDS, name_words, words_of


def _framed_value(request: str, vocabulary: Set[str], taken: Sequence[str]) -> str | None:
    """The words a request of one clause puts between the tool's verb and the tool's noun ("play yellow
    submarine song" to a tool that plays songs): the value, whole. ``None`` when it is not so told."""
    from sprig.models._local_route import stems

    words = [w for w, _, _ in words_of(request.strip().rstrip("?.!"))]
    if not 3 <= len(words) <= MAX_SPAN_WORDS or not vocabulary or any(c in request for c in ",;:'\""):
        return None
    first, last = stems(words[0]), stems(words[-1])
    if not first or not last or not first <= vocabulary or not last <= vocabulary:
        return None
    inner = words[1:-1]
    while inner and inner[0].lower() in ("the", "a", "an", "some", "that", "this", "my"):
        inner = inner[1:]
    value = " ".join(inner)
    if not inner or value in taken or _only_words_of(value, vocabulary) or any(w.lower() in _STOP for w in inner):
        return None
    return value


_IDENTIFIES = re.compile(
    r"\b(?:identifier|id|code|number)\s+(?:of|for)\s+(?:the|a|an)\s+([a-z]+(?:\s+[a-z]+)?)\b", re.IGNORECASE
)


def _id_after_what_it_identifies(request: str, key: str, description: str) -> str | None:
    """The one word the request writes right after what the description says the id identifies, before a
    preposition or the end ("The identifier of the host agent": "for host agent zzwzee for the last hour"
    -> ``zzwzee``); ``None`` when the request writes no such word, or only a small word, a question word,
    a word of the parameter's own name or description ("the lawsuit case ..." for ``case_number``), or a
    participle there ("the order placed yesterday", "the agent running on ...": what it does)."""
    described = _IDENTIFIES.search(description)
    if described is None:
        return None
    thing = r"\s+".join(re.escape(word) for word in described.group(1).split())
    told = re.search(
        rf"\b{thing}\s+(?:(?:named|called|id|identifier)\s+)?([A-Za-z][\w-]{{2,}})"
        rf"(?=\s*(?:[.,;:?!]|$)|\s+(?:for|in|on|at|from|with|to|and|over|during|since)\b)",
        request,
        re.IGNORECASE,
    )
    word = told.group(1) if told else ""
    own = {*name_words(key), *re.findall(r"[a-z]+", description.lower())}
    small = word.lower() in _STOP | _QUESTION_WORDS | _SEARCH_FILLERS | own | {"please", "now"}
    return None if not word or small or word.lower().endswith(("ed", "ing")) else word


def owner_of_tool_word(request: str, vocabulary: Set[str], taken: Sequence[str]) -> str | None:
    """The one owner a request writes before a word of the tool's own ("octocat's profile" to a tool of
    user profiles -> ``octocat``); ``None`` when none, or several."""
    from sprig.models._local_route import kin, stems

    lowered_taken = {t.lower() for t in taken if t}
    found = []
    for match in re.finditer(r"(?<![\w.@-])([\w][\w.-]*)['’]s\s+([A-Za-z]+)", request):
        owner, noun = match.group(1), stems(match.group(2))
        owned = bool(noun) and all(any(stem == v or kin(stem, v) for v in vocabulary) for stem in noun)
        if owned and owner.lower() not in _STOP | _QUESTION_WORDS and owner.lower() not in lowered_taken:
            found.append(owner)
    return found[0] if len(set(found)) == 1 else None


_OBJECT_END = re.compile(
    r"\s+(?:and|or|in|into|from|to|by|with|including|at|on|during|which|that|who|where|when|while|if|because|is|are"
    r"|was|were)\b"
    r"|[,;:]\s|[.?!](?:\s|$)"
)
# Content written after the kind of text it is ("the phrase good morning", "the word racecar") or after "that"
# opening its clause ("Note that the rent is due"): the label and the "that" are no part of it.
_LABELLED_CONTENT = re.compile(
    r"^(?:(?:phrase|word|words|sentence|text|string|line)\s+(?=\S)"
    r"|that\s+(?=(?:the|a|an|my|our|your|his|her|its|their|i|we|you|he|she|it|they)\s|[A-Z]))",
    re.IGNORECASE,
)
# Where content goes, said before it ("on PR 12 that the tests are flaky"): what follows "that" is the content.
_WHERE_IT_GOES = r"(?:on|about|to|for|in|at)\s"
_LINKED_CONTENT = re.compile(rf"{_WHERE_IT_GOES}[^,;:.?!]{{1,60}}?\s(?:that|saying)\s+(\S.*)$", re.I)
_CONTENT_END = re.compile(  # "from English to Italian", "to italian": a language in small letters too
    rf"\s+(?:from|into|to|in)\s+(?:[A-Z]|(?:{LANGUAGE_NAME})\b[.?!]*\s*$)|[.?!;:]?\s*$"
)


def _object_of_tool_word(request: str, vocabulary: Set[str], taken: Sequence[str], content: bool = False) -> str | None:
    """What a word of the tool's own takes as its object, right after it: "Who discovered radium?"
    -> ``radium``, "capital of peru" -> ``peru``, "the recipe for a lemon tart including ..." ->
    ``lemon tart``; for content, up to the languages or places it goes from or to ("Translate Good
    night, my friend from English to Italian"). ``None`` when no such word is followed by words of the
    request's own."""
    from sprig.models._local_route import kin, stems

    lowered_taken = {t.lower() for t in taken if t}
    words = words_of(request)
    for index, (word, _, end) in enumerate(words):
        leads = index == 0 or words[index - 1][0].lower() in ("please", "you", "to")  # "Please translate ..."
        found = stems(word)  # "invented" is the tool's "invention"
        if not found or not all(any(stem == v or kin(stem, v) for v in vocabulary) for stem in found):
            continue
        after = re.match(r"\s+(?:for|of)\s+", request[end:]) if word.lower() not in _STOP else None
        if not (leads or word.lower().endswith("ed") or after):
            continue  # a verb that leads the request, a verb done to it, or a noun "for" it takes an object
        rest = re.sub(r"^\s+(?:(?:for|of)\s+)?(?:(?:the|a|an|some)\s+)?", "", request[end:])  # "capital of peru"
        rest = _LABELLED_CONTENT.sub("", rest) if content else rest  # "Reverse the phrase good morning"
        if content and (linked := _LINKED_CONTENT.match(rest)):
            rest = linked.group(1)  # "comment on PR 12 that the tests are flaky": what follows "that"
        elif content and re.match(_WHERE_IT_GOES, rest, re.IGNORECASE):
            continue  # "comment on PR 12": where the content goes, not the content
        stop = (_CONTENT_END if content else _OBJECT_END).search(rest)
        value = (rest[: stop.start()] if stop else rest).strip().strip("\"'“”‘’").strip()
        value = _before_the_tools_own_place(value, vocabulary) if content else value
        if not value or not re.match(r"\w", value) or len(value.split()) > (30 if content else 5):
            continue
        if after is not None and after.group(0).strip() == "of" and not _a_place(value):
            continue  # "the capital of kenya"; never "the price of the water", "the best film of 2019"
        if value.lower() in lowered_taken or _only_words_of(value, vocabulary):
            continue
        if len(value.split()) > 1 and _only_words_of(value.split()[0], vocabulary):
            continue  # "capital city of canada": the next word of the tool's ("city of canada" is no object)
        capitals = value != value.lower() and not _CAMEL_CASE.fullmatch(value)
        if not content and (capitals or {w.lower() for w in value.split()} & _STOP - {"of"}):
            continue  # a name in capitals is one of the request's names; an object has no small word but "of"
        return value
    return None


# "add dentist to my calendar", "put milk on the shopping list", "pop this into my notes": an entry put in a
# container of the user's; "take bananas off my shopping list", "cross milk off the list": one taken out.
_CONTAINER_END = r"\s*(?:$|[,.?!]|\s+(?:for|on|at|from|by|with|please)\b)"
# "my ..." is the user's whatever it is; after "the", only a word that names a container ("in the morning" is no
# container of an alarm)
_CONTAINER = (
    r"(?:(?:my|our)\s+(?P<mine>[a-z]+(?:\s+[a-z]+)?)|the\s+(?P<named>(?:[a-z]+\s+)?(?:list|calendar|cart|basket|"
    r"playlist|queue|schedule|agenda|diary|planner|wishlist|watchlist|notes|board|folder|album|library|collection|"
    r"favorites|favourites|bag|order|inbox)))"
)
_PUT_IN_A_CONTAINER = re.compile(
    r"^(?:add|put|pop|stick|jot(?:\s+down)?)\s+(?!up\b|on\b|in\b)(?P<entry>\S.{0,80}?)\s+(?:to|on|in|into|onto)\s+"
    rf"{_CONTAINER}{_CONTAINER_END}",
    re.IGNORECASE,
)
_TAKEN_OFF_A_CONTAINER = re.compile(
    r"^(?:take|cross|strike|scratch|knock)\s+(?!off\b|out\b)(?P<entry>\S.{0,80}?)\s+(?:off|out\s+of)\s+"
    rf"{_CONTAINER}{_CONTAINER_END}",
    re.IGNORECASE,
)

# "I need three avocados added to my cart", "I'd like milk put on the list": the entry before the verb done to it
_WISHED = r"^(?:(?:i|we)(?:'d|\s+would)?\s+(?:like|want|need)\s+)?"
_NO_ENTRY = (
    r"(?!(?:i|we|you|they|he|she|to|what|who|how|why|when|which|where|if|whether|is|are|was|were|has|have|had|it"
    r"|that|this)\b)"
)
_PUT_IN_A_CONTAINER_PASSIVE = re.compile(
    rf"{_WISHED}{_NO_ENTRY}(?P<entry>\S.{{0,80}}?)\s+(?:added|put)\s+(?:to|on|in|into|onto)\s+{_CONTAINER}{_CONTAINER_END}",
    re.IGNORECASE,
)
_TAKEN_OFF_A_CONTAINER_PASSIVE = re.compile(
    rf"{_WISHED}{_NO_ENTRY}(?P<entry>\S.{{0,80}}?)\s+(?:removed|taken\s+off|taken\s+out)\s+(?:of\s+|from\s+)?"
    rf"{_CONTAINER}{_CONTAINER_END}",
    re.IGNORECASE,
)


def put_in_a_container(request: str) -> tuple[str, str, str] | None:
    """The action, entry and container of a request that opens by putting an entry in a container of the
    user's or taking one out of it ("add dentist to my calendar on May 3" -> ``("add", "dentist",
    "calendar")``, "take bananas off my shopping list" -> ``("remove", "bananas", "shopping list")``)."""
    for action, pattern in (
        ("add", _PUT_IN_A_CONTAINER),
        ("remove", _TAKEN_OFF_A_CONTAINER),
        ("add", _PUT_IN_A_CONTAINER_PASSIVE),
        ("remove", _TAKEN_OFF_A_CONTAINER_PASSIVE),
    ):
        if match := pattern.match(request.strip()):
            # "add The Lord of the Rings: ... to my watchlist": a capital "The" before a capital opens a title
            entry = re.sub(
                r"^(?:an?|the|some)\s+|^(?:An?|The|Some)\s+(?![A-Z])", "", match["entry"].strip().strip("\"'“”‘’")
            )
            return action, entry, (match["mine"] or match["named"]).lower()
    return None


# "recipes with lentils", "dishes using tofu and leeks", "a salad containing feta": what the tool's thing is made with
_MADE_WITH = re.compile(r"\s+(?:with|using|containing|made\s+with|that\s+(?:use|uses|have|has))\s+")
_ITEMS_END = re.compile(
    r"\s+(?:in|into|from|to|by|for|at|on|under|over|within|that|which|who|where|when|please)\b|[;:?!]|[.](?:\s|$)"
)


def items_made_with(request: str, vocabulary: Set[str], taken: Sequence[str]) -> list[str]:
    """The items a thing of the tool's own is made with, after it ("vegetarian recipes with lentils" ->
    ``lentils``; "recipes using tofu and leeks" -> ``tofu``, ``leeks``), none already taken."""
    from sprig.models._local_route import stems

    lowered_taken = {t.lower() for t in taken if t}
    for word, _, end in words_of(request):
        found = stems(word)
        if not found or not found <= vocabulary:
            continue
        lead = _MADE_WITH.match(request, end)
        if lead is None:
            continue
        rest = request[lead.end() :]
        stop = _ITEMS_END.search(rest)
        listed = re.split(r"\s*,\s*(?:and\s+)?|\s+and\s+", (rest[: stop.start()] if stop else rest).strip(" ,."))
        items = [re.sub(r"^(?:some|a|an|the)\s+", "", item.strip()) for item in listed]
        items = [item for item in items if item and len(item.split()) <= 3 and item.lower() not in lowered_taken]
        if items and not any(_only_words_of(item, vocabulary) for item in items):
            return items
    return []


def _a_place(text: str) -> bool:
    """Whether a text written in small letters is a country, a US state or a city with a time zone
    ("kenya", "oregon", "oslo"): a place, where another word after "of" is a common noun's."""
    from sprig.models._local_agent import mentioned_places
    from sprig.models._local_places import is_region

    return is_region(text) or mentioned_places(text) == [text]


# The words that open where content goes or comes from: " to my", " from the"
PLACE_OF_CONTENT_LEAD = r"\s+(?:to|from|on|onto|off|in|into)\s+(?:my|the|our|your|this)\s+"
# Where content goes, said after it in the tool's own words: "to my todo list", "from the to-do list".
_PLACE_OF_CONTENT = re.compile(
    rf"{PLACE_OF_CONTENT_LEAD}([a-z][\w-]*(?:\s+[a-z][\w-]*){{0,2}})\b",
    re.IGNORECASE,
)


def _before_the_tools_own_place(value: str, vocabulary: Set[str]) -> str:
    """Content up to a phrase that names where it goes in the tool's own words ("buy bread to my todo
    list and ..." -> ``buy bread``; "gym from my to-do list" -> ``gym``): the list is the tool, no part of
    the item."""
    for place in _PLACE_OF_CONTENT.finditer(value):
        if in_own_words(place.group(1), vocabulary):
            return value[: place.start()].strip() if place.start() > 0 else value
    return value


def in_own_words(text: str, vocabulary: Set[str]) -> bool:
    """Whether every word of the text is one of the tool's own, a hyphen no difference ("to-do list" for
    a tool of a "todo list")."""
    from sprig.models._local_route import stems

    own = set(vocabulary) | {stem for word in vocabulary if "-" in word for stem in stems(word.replace("-", ""))}
    return any((found := stems(form)) and found <= own for form in (text, text.replace("-", "")))


# "rowCount", "maxRetries": a program's identifier, one word in lower camel case, is an object as written
# (not a name in capitals, which is one of the request's names).
_CAMEL_CASE = re.compile(r"[a-z][a-z0-9]*(?:[A-Z][a-z0-9]+)+")


# Parameters that take what is searched for, or what news is about: "search the web for cheap flights to Lima".
_SEARCHED_NAMES = frozenset(["query", "topic", "keyword", "keywords", "term", "terms", "search", "q", "pattern"])
_SEARCHED_INTRO = re.compile(r"\s+(?:for|on|about|regarding)\s+|\s*[:;]\s+", re.IGNORECASE)
_SEARCH_FILLERS = frozenset(
    ["me", "us", "up", "online", "the", "a", "an", "some", "any", "latest", "recent", "say", "says", "said",
     "function", "tool"]
)  # fmt: skip  # "what do the docs say about X": X; "the web search function; where is X": X
_SEARCHED_END = re.compile(r"[.?!;](?:\s|$)|,\s|\s+(?:and|then)\s+(?=\S)")
# A request opening on searching, its words then what is searched: "search flight prices ...", "look up how to
# fix a faucet" (the opening word, and how many words of search follow it)
_OPENING_SEARCHES = frozenset([("search", 0), ("look", 1), ("google", 0)])
# What may come before the search verb that opens a request: "can you", "please", "pls".
_POLITE_LEAD = re.compile(r"\W*(?:(?:please|pls|can|could|would|will)\s+(?:you\s+)?)*", re.IGNORECASE)
_OWNERS = frozenset(["my", "our", "your", "the", "a", "an", "all", "this", "these"])
_HOW_TO = re.compile(r"how\s+to\s", re.IGNORECASE)  # "how to fix a faucet": what a search looks up as it is
_CLAUSE_OPENER = re.compile(r"(?:what|where|when|who|whom|which|why|how|whether|if)\b", re.IGNORECASE)
_POINTS_BACK = re.compile(r"\b(?:him|her|them|it|his|hers|their|theirs|its|this|these|those)\b", re.IGNORECASE)
_POLITE_END = re.compile(
    r"(?:[\s,]+(?:please|for me|online|on the web|on the internet|(?:use|using)\s+(?:the\s+|your\s+)?tools?))+$",
    re.IGNORECASE,
)


# "Can you search for 'Baby Shark'?", "look up \"Blue Monday\"", "please google \"...\" for me": a search verb
# and a quoted text, nothing else.
_ONLY_A_QUOTED_SEARCH = re.compile(
    r"^\W*(?:(?:please|pls|can you|could you|would you)\s+)*(?:search|look\s+up|look\s+for|google)\s+"
    r"(?:(?:the\s+)?(?:web|internet|online)\s+)?(?:for\s+)?"
    r"(?:'[^']+'|\"[^\"]+\"|“[^”]+”)(?:\s+(?:please|pls|for\s+me|online|on\s+the\s+(?:web|internet)))*\W*$",
    re.IGNORECASE,
)


def takes_a_quoted_search(properties: Mapping[str, Any], request: str) -> bool:
    """Whether the request only asks to search for a quoted text ("Can you search for 'Baby Shark'?") and
    the tool takes what is searched for (a ``query`` or ``keyword`` string): the text is its query."""
    return bool(_ONLY_A_QUOTED_SEARCH.match(request.strip())) and any(
        set(name_words(str(key))) & _SEARCHED_NAMES and isinstance(spec, Mapping) and spec.get("type") == "string"
        for key, spec in properties.items()
    )


def _searched_for(request: str, vocabulary: Set[str]) -> str | None:
    """What the request asks a search (or the news) to be about: the rest of its clause after the tool's
    own words and "for", "on" or "about" ("search the web for cheap flights to Lima" -> ``cheap flights to
    Lima``, "Get me news on bitcoin" -> ``bitcoin``), without a leading article. ``None`` when no word of
    the tool's own is followed so, or what follows is only the tool's words."""
    from sprig.models._local_route import stems

    words = words_of(request)
    for index, (word, _, _) in enumerate(words):
        if not stems(word) or not stems(word) <= vocabulary:
            continue
        last = index  # the tool's word, then its fillers and further words of its own ("the web", "me news")
        while last + 1 < len(words) and last - index < 3:
            following = words[last + 1][0]
            if following.lower() not in _SEARCH_FILLERS and not (stems(following) and stems(following) <= vocabulary):
                break
            last += 1
        intro = _SEARCHED_INTRO.match(request[words[last][2] :])
        leading = _POLITE_LEAD.fullmatch(request[: words[index][1]])  # "can you google ...": it opens the request
        opening = leading is not None and (word.lower(), last - index) in _OPENING_SEARCHES
        later = _SEARCHED_INTRO.search(request, words[last][2])
        if intro is None and (not opening or (later and _own_words_before(request, words, last, later, vocabulary))):
            continue  # but "search flight prices from NYC to Delhi" (no "for"): what follows the opening "search"
        rest = request[words[last][2] + intro.end() if intro else words[last][2] :]
        end = next((m for m in _SEARCHED_END.finditer(rest) if _ends_the_searched(m, rest[m.end() :])), None)
        value = _POLITE_END.sub("", rest[: end.start()] if end else rest).strip().strip("\"'“”‘’").strip()
        value = re.sub(r"^(?:the|a|an)\s+", "", value, flags=re.IGNORECASE)
        value = _before_the_tools_own_place(value, vocabulary)  # "for a yoga mat in the shop": a yoga mat
        after_a_stop = intro is not None and intro.group(0).strip() in (":", ";")  # "web search; where is X"
        if _CLAUSE_OPENER.match(value) and not after_a_stop and not (opening and _HOW_TO.match(value)):
            return None  # "Search memory for where Ana parked": a clause, whose words the model chooses among
        if _POINTS_BACK.search(value):
            return None  # "articles that mention him": what is searched is named elsewhere, not in this phrase
        head = re.split(r"\s+(?:that|which|who)\s", value)[0]
        if _only_words_of(" ".join(w for w in head.split() if w.lower() not in _SEARCH_FILLERS), vocabulary):
            return None  # "news articles that mention him": the tool's own words, then what they are said of
        if value and re.match(r"\w", value) and len(value.split()) <= 8 and not _only_words_of(value, vocabulary):
            return value
    return None


# "what's new with the James Webb telescope in the news", "what's the latest on the rail strike today": what
# is asked about, to the end of its clause (before "in the news", a time word, or "please").
_WHATS_NEW = re.compile(
    r"\bwhat(?:'s|’s|s|\s+is)\s+(?:new|happening|going\s+on|the\s+latest|latest)\s+(?:with|on|about|regarding)\s+"
    r"(?:the\s+)?(\w.*?)(?=\s+(?:in|on)\s+(?:the\s+)?(?:news|headlines|web)\b|\s+(?:today|lately|recently|these\s+days|"
    r"this\s+week|right\s+now|now|please|pls)\b|\s*[,.?!;]|$)",
    re.IGNORECASE,
)


def whats_new_with(request: str, vocabulary: Set[str]) -> str | None:
    """What a request asks the news of by "what's new with X" ("hey whats new with the James Webb telescope
    in the news today" -> ``James Webb telescope``); ``None`` when it asks no such thing, or names only the
    tool's own words or a word that points back ("what's new with it")."""
    asked = _WHATS_NEW.search(request)
    value = asked.group(1).strip() if asked else ""
    if not value or len(value.split()) > 8 or _POINTS_BACK.search(value) or _only_words_of(value, vocabulary):
        return None
    return value


# "news about tech", "headlines on the election": what an optional topic is, after its word.
_ABOUT = re.compile(
    r"\b(?:about|on|regarding)\s+(?:the\s+)?([a-z][\w-]*(?:\s+[a-z][\w-]*){0,2}?)"
    r"(?=\s*(?:[,.?!;]|$|\s+(?:in|from|for|and|please|today)\b))"
)
_TOPIC_NAMES = frozenset(["topic", "subject", "category", "cuisine", "genre"])  # "thai restaurants", "jazz albums"


# A question about something in the world: "who was Ada Lovelace?", "what is the tallest mountain in
# Africa?", "tell me about the Eiffel Tower"; what it is about follows the question's verb.
_WORLD_QUESTION = re.compile(
    r"^\W*(?:(?:who|what|where|when|which)(?:'s|\s+(?:is|was|are|were))|tell\s+me\s+about|what\s+do\s+you\s+know"
    r"\s+about)\s+(?!(?:i|me|my|mine|you|your|we|our|us|it|this|that)\b)(.{2,80}?)\W*$",
    re.IGNORECASE,
)


# "who painted the Mona Lisa?", "when did the Berlin Wall fall?": asked whole, of something named.
_WHO_DID = re.compile(
    r"^\W*(?i:who|when|where)\s+(?:did\s+)?[a-z]+\s+(?!(?i:i|me|my|you|your|we|our|us|it)\b).*\b[A-Z][A-Za-z].*?\?\s*$"
)


# "who won the champions league in 2012": a question of what someone did in a year, in small letters too
_WHO_DID_IN_A_YEAR = re.compile(
    r"^\W*(?i:who|when|where)\s+(?:did\s+)?[a-z]+\s+(?!(?i:i|me|my|you|your|we|our|us|it)\b).*\b(?:1[5-9]|20)\d\d\b[^\d]*$"
)


def asked_about(request: str) -> str | None:
    """What a question about the world asks of ("who was Ada Lovelace?" -> ``Ada Lovelace``, "what is the
    tallest mountain in Africa?" -> ``the tallest mountain in Africa``, "who painted the Mona Lisa?" ->
    the question); ``None`` for any other request, or a question about the user, the assistant or
    something said before ("what is my balance?")."""
    text = request.strip()
    asked = _WORLD_QUESTION.match(text)
    if asked is not None and re.search(r"\b[A-Z][a-z]", asked.group(1)):  # of something named
        return re.sub(r"^(?:the|a|an)\s+(?=[A-Z])", "", asked.group(1).strip())
    return text.rstrip("?").strip() if _WHO_DID.match(text) or _WHO_DID_IN_A_YEAR.match(text) else None


def topic_said(request: str, key: str, vocabulary: Set[str], taken: Sequence[str]) -> str | None:
    """The topic a request gives an optional ``topic`` (``subject``, ``category``) in lower case: what it
    is "about" ("news in Japan about tech"), or the one word it puts before a noun of the tool's own
    ("top 5 tech headlines", "sports news"); ``None`` when it says none, or only small, counting or
    qualifying words ("top headlines")."""
    from sprig.models._local_route import _QUALIFIERS, _REQUEST_VERBS, stems

    if not set(re.split(r"[_\W]+", key.lower())) & _TOPIC_NAMES:
        return None
    lowered = [t.lower() for t in taken if t]
    about = [m.group(1) for m in _ABOUT.finditer(request) if not _only_words_of(m.group(1), vocabulary)]
    words = words_of(request)
    before = [
        word
        for (word, _, _), (following, _, _) in itertools.pairwise(words)
        if word.islower()
        and word.isalpha()
        and stems(following)
        and stems(following) <= vocabulary
        and not stems(word) & vocabulary
        and word not in _STOP | _SEARCH_FILLERS | _QUALIFIERS
        and word not in _REQUEST_VERBS  # "I want to see plays": a verb, no genre
    ]
    found = [value for value in [*about, *before] if value.lower() not in lowered]
    return found[0] if len(set(found)) == 1 else None


_BOUND = r"(?:under|below|over|above|(?:less|more|cheaper|fewer)\s+than|at\s+(?:most|least)|up\s+to|within)"


def _without_other_values(searched: str, taken: Sequence[str]) -> str:
    """What is searched for without a closing phrase whose value another parameter holds ("bitcoin in
    the US" where a region parameter holds US -> ``bitcoin``; "shoes under $120" where a price holds 120)."""
    # "nurse jobs in Boise" where a location holds "Boise, ID": the town the value opens with
    towns = [t.split(",")[0].strip() for t in taken if t and "," in t]
    for value in [t for t in taken if t] + [town for town in towns if town]:
        cut = re.sub(rf"\s+(?:in|from|for|at|on|by|near)\s+(?:the\s+)?{re.escape(value)}$", "", searched, flags=re.I)
        cut = re.sub(rf"\s+{_BOUND}\s+[$€£¥]?{re.escape(value)}(?:\s+[a-z]+)?$", "", cut, flags=re.I)
        if cut != searched and cut.strip():
            return cut.strip()
    return searched


def _ends_the_searched(end: re.Match[str], after: str) -> bool:
    """Whether a clause's end (:data:`_SEARCHED_END`) ends what is searched for: a stop, or an "and" before a
    verb ("and get the forecast") or before what is searched next ("on climate and on elections")."""
    from sprig.models._local_route import opens_with_a_verb

    if end.group(0)[:1] in ".?!;,":
        return True
    return opens_with_a_verb(after) or re.match(r"(?:for|on|about|regarding)\s", after, re.IGNORECASE) is not None


def _own_words_before(
    request: str, words: Sequence[tuple[str, int, int]], last: int, later: re.Match[str], vocabulary: Set[str]
) -> bool:
    """Whether a later "on", "about", ":" introduces what is searched, or between the search verb's words and a
    later "for" the request writes only a container of the user's ("search my notes for tax": what is
    searched is after "for"), not what is searched ("search best hiking trails near Boulder for beginners":
    the whole topic)."""
    if later.group(0).strip().lower() != "for":
        return True  # "look up Alan Turing on Wikipedia": where it is looked up, after what is
    from sprig.models._local_route import stems

    between = request[words[last][2] : later.start()].split()
    if any(stems(word) and stems(word) <= vocabulary for word in between):
        return True  # "search closed issues in acme/web for timeout": the tool's own things, then what is searched
    return len(between) <= 3 and (not between or between[0].lower() in _OWNERS)


def _only_words_of(text: str, vocabulary: Set[str]) -> bool:
    """Whether every word of ``text`` is one of the tool's own words (or a small word): not a value."""
    from sprig.models._local_route import stems

    found = stems(text)
    return bool(vocabulary) and bool(found) and found <= vocabulary
