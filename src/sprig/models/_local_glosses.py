"""English glosses of requests written in other languages, for routing the embedded model's calls.

The rules that route a request and read its values know English words. A request in Chinese,
Japanese, Korean, Thai (scripts without the words an English rule reads) or in Vietnamese,
Indonesian, Spanish, French or German gets its common API-concept words (weather, forecast,
news, search, recipe, ticket, order, ride, hotel, flight, play, ...) and its small relation words
(about, from, to, in, of) replaced by English ones, while every other run of its own script is
kept as it was written, quoted, as a value: "获取阿迪达斯的工单" reads as "get '阿迪达斯' of tickets".
A request with English in it is left as it is.
"""

from __future__ import annotations

import re

# Words of scripts written without English words: their API concepts and relation words.
_SCRIPT_WORDS: dict[str, str] = {
    # Chinese
    "天气预报": "weather forecast", "天气状况": "weather", "天气": "weather", "预报": "forecast",
    "新闻": "news", "搜索": "search", "检索": "search", "查询": "check", "查一下": "check",
    "查看": "show", "获取": "get", "寻找": "find", "找": "find", "食谱": "recipe", "菜谱": "recipe",
    "做法": "recipe", "工单": "tickets", "订单": "order", "机票": "flight", "航班": "flights",
    "酒店": "hotel", "宾馆": "hotel", "播放": "play", "歌曲": "songs", "歌": "songs", "音乐": "music",
    "打车": "ride", "出租车": "taxi", "预订": "book", "温度": "temperature", "摄氏度": "celsius",
    "华氏度": "fahrenheit", "分钟": "minutes", "未解决": "open", "最新": "latest", "最近": "latest",
    "所有": "all", "资料": "information", "信息": "information", "公司": "company", "目前": "current",
    "现在": "now", "今天": "today", "明天": "tomorrow",
    "后天": "the day after tomorrow", "下周": "next week", "关于": "about", "从": "from", "到": "to",
    "的": "of", "在": "in", "请": "", "是谁": "who is", "是什么": "what is",
    "什么": "what", "英语": "English", "帮我": "", "我想要": "", "我想": "", "知道": "", "一下": "", "如何": "how",
    "怎么样": "how", "可以": "", "吗": "", "顺便": "", "使用": "use", "显示": "show", "最多": "at most", "个": "",
    # Japanese
    "天気予報": "weather forecast", "天気": "weather", "ニュース": "news", "レシピ": "recipe",
    "ホテル": "hotel", "フライト": "flights", "チケット": "tickets", "注文": "order", "検索": "search",
    "探して": "find", "教えて": "tell", "再生": "play", "について": "about", "の": "of", "を": "",
    "ください": "", "英語": "English", "何": "what", "って": "", "と言いますか": "say", "で": "",
    # Korean
    "날씨": "weather", "일기예보": "weather forecast", "예보": "forecast", "뉴스": "news", "검색": "search",
    "찾아": "find", "알려": "tell", "보여": "show", "레시피": "recipe", "만드는 법": "recipe", "티켓": "tickets",
    "주문": "order", "호텔": "hotel", "항공편": "flights", "최근": "latest", "최신": "latest",
    "에 관한": "about", "에 대한": "about", "에서": "in", "의": "of", "목록": "list", "어때": "how",
    "정보": "information", "찾고": "find", "인터넷": "internet", "키워드": "keyword", "최대": "at most",
    "영어": "English", "뭐야": "what is",
    # Thai
    "สภาพอากาศ": "weather", "อากาศ": "weather", "ข่าว": "news", "สูตร": "recipe", "โรงแรม": "hotel",
    "เที่ยวบิน": "flights", "ค้นหา": "search", "หา": "find", "ใน": "in", "ขอ": "", "หน่อย": "",
}
# Korean endings and particles, read only at a word's end.
_WORD_ENDS = (
    "해줘", "해 주세요", "싶어요", "주세요", "이라는", "으로", "줘",
    "를", "을", "은", "는", "이", "가", "에", "로", "요",
)
# Words of languages written in the Latin script: their API concepts (whole words only).
_LATIN_WORDS: dict[str, str] = {
    "thời tiết": "weather", "dự báo": "forecast", "tin tức": "news", "công thức": "recipe",
    "khách sạn": "hotel", "chuyến bay": "flights", "chuyến xe": "ride", "tìm": "find",
    "cuaca": "weather", "berita": "news", "resep": "recipe", "tiket": "tickets", "pesanan": "order",
    "cari": "find", "terbaru": "latest", "tentang": "about", "lacak": "track", "saya": "my",
    "ở": "in", "hôm nay": "today", "tại": "at", "từ": "from", "phút": "minutes", "loại": "type",
    "clima": "weather", "pronóstico": "forecast", "noticias": "news", "receta": "recipe",
    "busca": "find", "buscar": "find", "vuelos": "flights", "cherche": "search", "dernières": "latest",
    "sur": "about", "für": "for", "von": "by", "spiel": "play", "spiele": "play", "musik": "music", "bitte": "please",
    "météo": "weather", "prévisions": "forecast", "actualités": "news", "recette": "recipe",
    "wetter": "weather", "wettervorhersage": "weather forecast", "nachrichten": "news", "rezept": "recipe",
}
_POSTPOSITIONS = frozenset({"에 관한", "에 대한", "에서", "について"})
_QUESTIONS = frozenset({"what", "who is", "what is"})
_VERBS = frozenset({"get", "show", "check", "search", "find", "tell", "play", "book", "track"})
_RELATIONS = frozenset({"about", "from", "to", "in", "at", "for"})
_MARKS = {"，": ",", "？": "?", "。": ".", "！": "!", "、": ","}
# Their small words, read only in a request that has one of those concepts.
_LATIN_SMALL_WORDS: dict[str, str] = {
    "un": "a", "una": "a", "de": "of", "je": "I", "les": "the", "des": "some", "cho tôi": "for me",
}
_ENGLISH = frozenset(
    {"the", "a", "an", "to", "for", "of", "and", "is", "in", "me", "my", "i", "you", "please", "what", "how"}
    | {"with", "on"}
)
_FOREIGN = r"\u0e00-\u0e7f\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af"
_SCRIPT = re.compile(f"[{_FOREIGN}]")
_SPAN_CHARACTER = re.compile(f"[{_FOREIGN}A-Za-z0-9]")
_KEYS = sorted(_SCRIPT_WORDS, key=len, reverse=True)
_LATIN_SMALL = re.compile(r"(?<![\w'])(" + "|".join(map(re.escape, _LATIN_SMALL_WORDS)) + r")(?![\w'])", re.IGNORECASE)
_LATIN = re.compile(
    r"(?<![\w])(" + "|".join(re.escape(w) for w in sorted(_LATIN_WORDS, key=len, reverse=True)) + r")(?![\w])",
    re.IGNORECASE,
)


def glossed(request: str) -> str:
    """``request`` with its non-English concept words in English and its other words kept as values."""
    words = re.findall(r"\w+", request)
    if any(word.lower() in _ENGLISH for word in words):
        return request
    foreign = len(_SCRIPT.findall(request))
    if foreign >= 2:  # unless mostly Latin letters: a pasted prompt or code with a word or two of the script
        return _script_glossed(request) if foreign >= len(re.findall(r"[A-Za-z]", request)) else request
    if _LATIN.search(request) is None:
        return request
    concepts = _LATIN.sub(lambda m: _LATIN_WORDS[m.group(1).lower()], request)
    return _LATIN_SMALL.sub(lambda m: _LATIN_SMALL_WORDS[m.group(1).lower()], concepts)


def _script_glossed(request: str) -> str:
    pieces: list[tuple[str, str]] = []  # (kind, text): "span", "word", "mark" (punctuation)
    span = ""

    def close() -> None:
        nonlocal span
        kept = span.strip()
        if kept:
            pieces.append(("span", f"'{kept}'" if _SCRIPT.search(kept) else kept))
        span = ""

    at = 0
    after_word = False
    while at < len(request):
        key = next((k for k in _KEYS if request.startswith(k, at)), None)
        if key is not None:
            close()
            if _SCRIPT_WORDS[key]:
                pieces.append(("post" if key in _POSTPOSITIONS else "word", _SCRIPT_WORDS[key]))
            at += len(key)
            after_word = True
            continue
        end = _word_end(request, at)
        if end is not None and (len(span) >= 2 or (not span and after_word)):
            close()  # "검색해줘": search; "박지성을": '박지성'
            at = end
            continue
        after_word = False
        character = request[at]
        if _SPAN_CHARACTER.match(character) or (character in " .-" and span and _SCRIPT.search(span) is None):
            span += character
        else:
            close()
            if character in _MARKS:
                pieces.append(("mark", _MARKS[character]))
            elif not character.isspace() and character not in "'\"‘’“”「」『』":
                pieces.append(("mark", character))
        at += 1
    close()
    if any(text in _QUESTIONS for _, text in pieces) and not any(text in _VERBS for _, text in pieces):
        return request  # "天気って英語で何と言いますか": a question about a word, not a request for it
    clauses: list[list[tuple[str, str]]] = [[]]
    for piece in pieces:
        clauses[-1].append(piece)
        if piece[0] == "mark":
            clauses.append([])
    text = " ".join(" ".join(text for _, text in _in_english_order(clause)) for clause in clauses if clause)
    return re.sub(r" ([,.?!:;])", r"\1", text)


def _in_english_order(clause: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """A clause's verb first and its head noun before what modifies it: "X 的 Y" reads "Y of X"."""
    mark = [clause.pop()] if clause and clause[-1][0] == "mark" else []
    verb = next((piece for piece in clause if piece[0] == "word" and piece[1] in _VERBS | {"how"}), None)
    if verb is not None:
        clause.remove(verb)
    links = [i for i, (kind, text) in enumerate(clause) if kind == "post" or text == "of"]
    if links and 0 < links[-1] < len(clause) - 1:
        i = links[-1]
        modifiers, head = clause[:i], clause[i + 1 :]
        link = [] if clause[i][1] == "of" and modifiers[0][1] in _RELATIONS else [("word", clause[i][1])]
        clause = head + link + modifiers
    return ([verb] if verb else []) + clause + mark


def _word_end(request: str, at: int) -> int | None:
    """Where a Korean ending or particle starting at ``at`` ends, when it closes a word."""
    for ending in _WORD_ENDS:
        end = at + len(ending)
        if request.startswith(ending, at) and (end == len(request) or not _SPAN_CHARACTER.match(request[end])):
            return end
    return None
