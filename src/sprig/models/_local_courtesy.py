"""The courtesy around a request, which asks for nothing: a greeting before it ("Hi! ..."), an opening
plea for help ("Could you please help me with this? ..."), and thanks after it ("... Thanks a lot!").
Left in, such words become values ("directed by Paul Downs Colaizzo Thanks") or read as asks of their
own; a greeting that opens an introduction or small talk ("Hi, my name is Ada") is kept for the reply."""

from __future__ import annotations

import re

# "Hi! ", "Hello there, ", "Good morning team. ": a greeting closed by a mark, a request after it.
_GREETING = re.compile(
    r"^\s*(?:hi|hello|hey|hiya|howdy|greetings|good\s+(?:morning|afternoon|evening|day))"
    r"(?:\s+(?:there|all|everyone|team|folks))?\s*[!,.]+\s*(?=\S)",
    re.IGNORECASE,
)
# What a greeting opens that is itself talk ("how are you", "my name is Ada", "I'm Kim"), kept whole.
_TALK_AFTER = re.compile(
    r"(?i:how\s+(?:are|is|have|do)\b|how's\b|what's\s+up\b|nice\s+to\b|my\s+name\b|this\s+is\s+(?-i:[A-Z])|"
    r"i\s+am\s+(?-i:[A-Z])|i'm\s+(?-i:[A-Z]))"
)
# "Could you please help me with this? ", "Can you help me out? ", "I need your help. ", "Please help me! ":
# a sentence that only asks for help, before the sentence that says with what.
_PLEA = re.compile(
    r"^\s*(?:(?:(?:could|can|would|will)\s+you\s+(?:please\s+|kindly\s+)?|please\s+|kindly\s+)?"
    r"(?:help|assist)\s+me(?:\s+out)?|i\s+(?:need|would\s+like|'d\s+like)\s+(?:some|your)\s+(?:help|assistance))"
    r"(?:\s+with\s+(?:this|that|something|a\s+(?:few\s+)?things?|a\s+question|a\s+request))?(?:\s*,?\s*please)?"
    r"\s*[?.!]+\s+(?=\S)"
    # "Quick question: ...", "I have a quick request. ...", "One more thing: ...": what comes is a request
    r"|^\s*(?:(?:i\s+have|i've\s+got|here's)\s+)?(?:an?\s+)?(?:(?:quick|short|simple|small|little)\s+)?"
    r"(?:question|request|favou?r\s+to\s+ask|one)(?:\s+for\s+you)?\s*[:.!-]+\s*(?=\S)"
    r"|^\s*one\s+more\s+thing\s*[:.!-]+\s*(?=\S)",
    re.IGNORECASE,
)

_THANKS_WORDS = (
    r"(?:many\s+thanks|thanks?\s+(?:you\s+)?(?:a\s+lot|so\s+much|very\s+much|a\s+bunch|a\s+million|in\s+advance)|"
    r"thank\s+you(?:\s+(?:so|very)\s+much|\s+in\s+advance)?|thanks|thx|ty|cheers|much\s+appreciated|"
    r"(?:i\s+)?appreciate\s+(?:it|your\s+help))"
)
# "... Thanks a lot!", "... ? Thank you.", "... thx", "..., and thanks!": thanks closing the request. A single
# word of thanks is one only after a mark or before "!" ("with subject Thanks" names a subject).
_THANKS = re.compile(
    rf"(?P<before>[.!?,;]\s*(?:and\s+)?|\s+)(?P<thanks>{_THANKS_WORDS})(?:\s*,?\s*again)?\s*(?P<after>[!.]*)\s*$",
    re.IGNORECASE,
)
# The words before which thanks are the text itself ("saying thanks a lot", "reply thank you").
_SAYING = re.compile(
    r"(?:\b(?:say|says|saying|said|reads?|reading|reply|replying|write|writing|text|tell)|[:'\"])\s*$", re.I
)


def without_courtesy(request: str) -> str:
    """The request without the greeting, the plea for help before it and the thanks after it; a request
    that is nothing but courtesy ("Thanks!", "Hi") is left as it is (it is talk to reply to)."""
    text = request
    greeting = _GREETING.match(text)
    if greeting and not _TALK_AFTER.match(text, greeting.end()):
        text = text[greeting.end() :]
    if plea := _PLEA.match(text):
        text = text[plea.end() :]
    thanks = _THANKS.search(text)
    if thanks and thanks.start() > 0 and _closes(text, thanks):
        mark = thanks.group("before").strip()
        text = text[: thanks.start()] + (mark if mark in ("?", "!", ".") else "")
    return text if text.strip() else request


def _closes(text: str, thanks: re.Match[str]) -> bool:
    """Whether the thanks a match found close the request rather than being its text."""
    before = text[: thanks.start()]
    if _SAYING.search(before):
        return False
    one_word = " " not in thanks.group("thanks").strip()
    return not one_word or bool(thanks.group("before").strip()) or bool(thanks.group("after"))
