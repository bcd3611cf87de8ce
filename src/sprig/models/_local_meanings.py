"""Words of one meaning for a tool's listed options and flags: the small world knowledge of common option
meanings that a 135M model lacks (genres, moods, price levels, sizes, sort orders, what a flag's feature is
called in other words), kept in one vocabulary and matched by word stems, so that "funny" names
'Comedy', "cartoons" 'Animation', "not too pricey" 'moderate' and "both men and women" a unisex flag.

A group is a set of phrases (separated by ``|``) that name one meaning; an option names the meaning when
its own text, or one word of it, is a phrase of the group ('Sci-fi' is "sci fi", 'price_asc' has "asc"),
and a request names it when it holds a phrase of the group in some word form (stems compared). A group
of a kind and its instances ("italian>pizza|pasta") has only the kind as an option."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

_MEANING_GROUPS = (
    # genres and moods of films, shows, books and music
    "comedy|comedic|comic|funny|hilarious|humorous|humor|humour",
    "horror|scary|frightening|creepy|spooky|terrifying|haunted|ghost|zombie",
    "thriller|suspense|suspenseful",  # not "thrilling": an exciting film of any genre (lost a first-contact task)
    "sci fi|scifi|science fiction|scientific fiction",
    "animation|animated|cartoon",
    "romance|romantic|love story",
    "documentary|documentaries|nonfiction|non fiction",
    "classical|symphony|symphonies|orchestra|orchestral",
    "hip hop|hiphop|rap",
    "country|hillbilly",
    "holiday>christmas|xmas",
    "electronica|electronic music|edm",
    "action|fight|fighting|martial arts",
    # cuisines by their dishes: only the cuisine is the option ("pasta" names 'Italian', "Italian" no 'PASTA')
    "italian>pizza|pasta|spaghetti|lasagna|risotto",
    "japanese>sushi|ramen|sashimi|tempura",
    "mexican>taco|burrito|enchilada|quesadilla",
    "indian>curry|tandoori|biryani",
    "chinese>dim sum|dumpling|chow mein",
    "american>burger|hamburger",
    "barbecue|bbq|barbeque>ribs|brisket",
    "steakhouse>steak|steaks",
    "seafood>fish|lobster|oyster|oysters|shrimp|crab",
    "vietnamese>pho|banh mi",
    # price levels
    "inexpensive|cheap|cheaply|affordable|budget|low cost|low priced|bargain",
    "moderate|moderately priced|mid range|midrange|mid priced|reasonably priced|intermediate priced"
    "|not too pricey|not too expensive|not very expensive|not so expensive",
    "expensive|pricey|pricy|costly|upscale|fancy|high end|luxury|luxurious",
    # sizes
    "large|big|huge|lg",
    "medium|mid|mid size|mid sized|midsize|med",
    "extra large|x large|xl",
    "extra extra large|double extra large|double xl|xx large|xxl|2xl",
    # levels of a setting ("the strongest wind" for 'HIGH'; "set the wind strength to medium" for 'MID')
    "high|highest|strongest|maximum",
    "low|lowest|weakest|minimum",
    "small|tiny|sm",
    # travel classes: "coach" and "econ" for economy
    "economy|coach|econ|economy class",
    # genders, for a list of them ('male', 'female' or 'M', 'F'): only by the adjectives (a person's noun may be
    # a text's own word: "Convert it to audio: I am a pretty girl")
    "female|feminine",
    "male|masculine",
    # ride kinds: a ride shared with strangers is a pool ride
    "pool|carpool|car pool|shared ride|ride share|rideshare",
    # sort orders
    "asc|ascending|lowest first|cheapest first|smallest first|low to high",
    "desc|descending|highest first|most expensive first|largest first|high to low",
    "newest|latest|most recent|newest first|recent first",
    "oldest|earliest|oldest first",
    "highest rating|highest rated|top rated|best rated|best",
    "lowest rating|lowest rated|worst rated|worst",
    # ways of travelling ("bike route" for 'cycling', "walk there" for 'walking')
    "cycling|cycle|bike|biking|bicycle|bicycling",
    "walking|walk|on foot",
    "driving|drive",
    "transit|public transit|public transport|public transportation|subway|metro|bus",
    # what a flag's feature is called in other words ("suitable for children" for ``good_for_kids``)
    "kid|kids|child|children|grandchild|grandchildren|family|families",
    "pet|pets|dog|dogs|cat|cats|animal|animals",
    "laundry|washer|washing",
    "smoking|smoke|smoker|smokers",
    "luggage|baggage|bag|bags|suitcase|suitcases",  # "we got extra bags" for ``additional_luggage``
    "entry|entrance|admission",
    "worship|religious|church|churches|temple|temples|mosque|mosques|cathedral|cathedrals|synagogue|synagogues",
    "free|free of charge|costs nothing|cost nothing|no charge",
    "heat|heating|warm|warm up|warmer",  # "warm the house up" for the mode 'heat' of 'heat', 'cool', 'auto'
    "trash|trashed|deleted|recycle bin|recycling bin",  # "I deleted it by accident" for ``include_trashed``
    "layover|layovers|connection|connections|stopover|stopovers",  # "no connections" for "without layovers"
    "unisex|men and women|women and men|both genders|all genders|any gender",
    "private|personal|confidential|don't want anybody see|don't want anybody to see|don't want anyone see"
    "|don't want anyone to see|do not want anyone to see|do not want anybody to see|no one else can see"
    "|nobody else can see",  # "I don't want anybody see this online" for a private payment
    "daily|every day|each day|everyday|once a day|per day|every morning|each morning|every evening|each evening"
    "|every night|each night",
    # a delivery by the next day ("so it arrives tomorrow" for "'overnight' arrives the next business day")
    "next day|next business day|tomorrow",
    "weekly|every week|each week|once a week|per week",
    "monthly|every month|each month|once a month|per month",
    "yearly|annually|annual|every year|each year|once a year|per year",
    "hourly|every hour|each hour|once an hour|per hour",
    # periods back from now, as codes and as words ('7d', 'last_7_days' for "the past week"; not "1m": a minute)
    "1d|24h|last 24 hours|past 24 hours|last day|past day",
    "7d|1w|last 7 days|past 7 days|last week|past week",
    "30d|last 30 days|past 30 days|last month|past month",
    "90d|last 90 days|past 90 days|last 3 months|past 3 months|last quarter|past quarter",
    "365d|1y|last 365 days|past 365 days|last 12 months|past 12 months|last year|past year",
    # unit systems by the units they measure in: only the system is the option ("fahrenheit" names 'imperial';
    # "metric" names no 'celsius')
    "imperial>fahrenheit|mile|miles|mph|feet|foot|inch|inches|pound|pounds|lbs",
    "metric>celsius|centigrade|kilometer|kilometers|kilometre|kilometres|km|kph|meter|meters|metre|metres|kilogram|kg",
    # the states of a ticket, an issue or a task
    "open|unresolved|outstanding|not resolved|not closed|not yet resolved",
    "done|completed|complete|finished|solved|resolved",
    # urgency ("it's urgent" for 'urgent', 'critical' or the first of 'P1'...'P4')
    "urgent|critical|p1|sev1|asap|emergency|top priority|highest priority",
    # kinds of device
    "computer|laptop|laptops|desktop|pc|notebook|macbook",
    "mobile|phone|cellphone|cell phone|smartphone|iphone|android phone",
    "tablet|ipad",
    "tv|television|smart tv",
    # the people a member names by their tie to them
    "spouse|husband|wife",
    "parent|mother|father|mom|dad",
    # file formats by the programs that open them
    "xlsx|excel>spreadsheet",
    # sort orders by nearness and by fit
    "distance|closest|nearest|closest first|nearest first",
    "relevance|relevant|most relevant|best match",
    # the kinds of ride or seat by their comfort (not "popular music" for 'Pop': a read task wants no genre)
    "luxury|luxurious|most comfortable|deluxe",
    # kinds of event by what is on: a play or a musical is theater, a concert music
    "theater|theatre>broadway|drama|stage play|musical",
    "music>concert|gig",
    # kinds of attraction by what one finds there
    "theme park|amusement park>roller coaster|roller coasters",
    "shopping area|shopping center|shopping district|shopping|mall|malls",
    "sports venue|stadium|arena|ballpark",
    "historical landmark|landmark|landmarks|monument|monuments|historic site|historical site",
    # therapists by their title (a family's is a family counselor: "family therapist" names no 'Psychologist')
    "psychologist|therapist|therapy",
    # kinds of product and of vaccine by their everyday names
    "footwear|shoe|shoes|sneaker|sneakers",
    "influenza|flu",
    "family counselor|family counsellor|family counseling|family counselling|family therapist|family therapy|"
    "couples therapist|couples therapy|couples counselor|couples counseling|marriage counselor|marriage counseling"
    "|marriage therapist|marriage therapy",
)


def _stems(text: str) -> tuple[str, ...]:
    """A text's words, lower case, each reduced to its stem ("Cartoons" -> "cartoon"); a word ending in
    "ed" keeps that mark, so that a participle names a phrase only when the group lists it ("animated"),
    not by another word's stem ("a film I'd be frightened by" is no "frightening" film)."""
    from sprig.models._local_route import raw_stem

    words = [word.lower() for word in re.findall(r"[^\W_]+", text)]
    return tuple(raw_stem(word) + ("+ed" if word.endswith("ed") else "") for word in words)


_GROUPS: tuple[frozenset[tuple[str, ...]], ...] = tuple(
    frozenset(_stems(phrase) for phrase in group.replace(">", "|").split("|")) for group in _MEANING_GROUPS
)
# The phrases of each group an option may be: all of them, or those before a ">" (a kind, not its instances).
_HEADS: tuple[frozenset[tuple[str, ...]], ...] = tuple(
    frozenset(_stems(phrase) for phrase in group.split(">")[0].split("|")) for group in _MEANING_GROUPS
)


def _group_of(phrase: str) -> int:
    return next(index for index, heads in enumerate(_HEADS) if _stems(phrase) in heads)


# Meanings a scale's highest level names when no listed option is theirs: an urgent message of 'low', 'normal'
# and 'high' priority is a 'high' one.
_BY_THE_HIGHEST = ((_group_of("urgent"), _group_of("high")),)


def _groups_of(option: str) -> set[int]:
    """The meaning groups a listed option names by its whole text ('Sci-fi' is "sci fi")."""
    whole = _stems(option)
    return {index for index, heads in enumerate(_HEADS) if whole in heads}


def _groups_of_a_word(option: str) -> set[int]:
    """The meaning groups a listed option of several words names by one of its words or a run of them
    ('price_asc' by "asc", 'PRICE_LOW_TO_HIGH' by "low to high")."""
    words = _stems(option)
    if len(words) < 2:
        return set()
    parts = {words[at : at + size] for size in range(1, len(words)) for at in range(len(words) - size + 1)}
    return {index for index, heads in enumerate(_HEADS) for part in parts if part in heads}  # "low to high"


# Options written as signs or letters that stand for words: price levels as dollar signs, clothing sizes
# as their initials (only in a list of sizes: a lone 'M' may be anything).
_GENDER_LETTERS = {"M": "male", "F": "female"}
_SIZE_LETTERS = {"S": "small", "M": "medium", "L": "large", "XL": "extra large", "XXL": "extra extra large"}


def _spelled_out(options: Sequence[Any]) -> dict[Any, str]:
    """The words the options written as signs or letters stand for: the fewest dollar signs of a list of
    three levels ('$', '$$', '$$$') "inexpensive", the middle "moderate", the most "expensive"; 'S', 'M',
    'L' in a list of clothing sizes "small", "medium", "large"."""
    signs = sorted((option for option in options if re.fullmatch(r"\$+", str(option))), key=lambda o: len(str(o)))
    spelled: dict[Any, str] = {}
    if len(signs) == 3 == len({str(option) for option in signs}):
        spelled |= dict(zip(signs, ("inexpensive", "moderate", "expensive"), strict=True))
    letters = [option for option in options if str(option) in _SIZE_LETTERS]
    if len(letters) >= 2:
        spelled |= {option: _SIZE_LETTERS[str(option)] for option in letters}
    written = {str(option).upper() for option in options}
    if {"M", "F"} <= written <= _GENDER_LETTERS.keys() | {"X", "O", "U", "N"}:  # 'M', 'F' (and 'X'): genders
        genders = [option for option in options if str(option).upper() in _GENDER_LETTERS]
        spelled |= {option: _GENDER_LETTERS[str(option).upper()] for option in genders}
    return spelled


def _option_groups(options: Sequence[Any]) -> list[tuple[Any, int]]:
    """Each listed option with the meaning groups it names: by its whole text (or the words its signs stand
    for: :func:`_spelled_out`), else by a word of it when no other option is that meaning's whole text
    ('very expensive' is no 'expensive' beside 'expensive')."""
    spelled = _spelled_out(options)
    wholes = {option: _groups_of(spelled.get(option, str(option))) for option in options}
    taken = set().union(*wholes.values())
    found = [
        (option, index)
        for option in options
        for index in wholes[option] or _groups_of_a_word(str(option)) - taken
    ]
    indices = {index for _, index in found}
    for meaning, highest in _BY_THE_HIGHEST:  # "it's urgent" for 'high' of 'low', 'normal', 'high'
        if meaning not in indices:
            found += [(option, meaning) for option, index in found if index == highest]
    return found


def _stemmed_words(request: str) -> list[tuple[int, int, str]]:
    """The request's words with where each stands and its stem (:func:`_stems`), to match every group against."""
    return [(m.start(), m.end(), _stems(m.group(0))[0]) for m in re.finditer(r"[^\W_]+", request)]


def _spans_of(words: Sequence[tuple[int, int, str]], group: frozenset[tuple[str, ...]]) -> list[tuple[int, int]]:
    """Where the request's words (:func:`_stemmed_words`) write a phrase of a meaning group, in some word form."""
    stems = [stem for _, _, stem in words]
    spans = []
    for phrase in group:
        for at in range(len(words) - len(phrase) + 1):
            if tuple(stems[at : at + len(phrase)]) == phrase:
                spans.append((words[at][0], words[at + len(phrase) - 1][1]))
    return spans


# A word said not to hold ("haven't read yet", "has not been paid", "never answered"): the option that is its
# negative ('unread', 'unpaid', 'unanswered', 'incomplete').
_NEGATED = re.compile(
    r"(?:\bnot|\bnever|n['’]t|\b(?:have|has|had|is|are|was|were|do|does|did)nt|\bno\s+longer|\byet\s+to)\s+"
    r"(?:(?:yet|ever|been|be|being|got|gotten|already)\s+){0,2}"
    r"([^\W\d_]+)",
    re.IGNORECASE,
)
_NEGATIVE_PREFIX = re.compile(r"(?:un|in|non)[_-]?([^\W\d_]{3,})", re.IGNORECASE)


def _negatives_said(request: str, options: Sequence[Any]) -> list[tuple[int, int, Any]]:
    """The listed negatives ('unread') the request names by their word said not to hold ("I haven't read")."""
    from sprig.models._local_route import raw_stem

    negatives: dict[str, Any] = {}
    for option in options:
        if (negative := _NEGATIVE_PREFIX.fullmatch(str(option))) is not None:
            negatives.setdefault(raw_stem(negative.group(1).lower()), option)
    return [
        (match.start(), match.end(), negatives[stem])
        for match in _NEGATED.finditer(request)
        if (stem := raw_stem(match.group(1).lower())) in negatives
    ]


def options_meant(request: str, options: Sequence[Any]) -> list[tuple[int, int, Any]]:
    """The listed options the request names by a word of the same meaning, or a negative by its word said
    not to hold ("not paid" for 'unpaid'), each with where; a phrase inside a longer one that names another
    option names none ("not too pricey" is no 'expensive')."""
    words = _stemmed_words(request)
    found = [
        (start, end, option)
        for option, index in _option_groups(options)
        for start, end in _spans_of(words, _GROUPS[index])
    ] + _negatives_said(request, options)
    return [
        (start, end, option)
        for start, end, option in found
        if not any(s <= start and end <= e and (e - s) > (end - start) for s, e, o in found if o != option)
    ]


def same_meaning(word: str, feature: str) -> bool:
    """Whether a word names a flag's feature word by another word of one meaning ("kids" for "children")."""
    word_stems, feature_stems = _stems(word), _stems(feature)
    return any(word_stems in group and feature_stems in group for group in _GROUPS)


def feature_phrases(request: str, feature: str) -> list[tuple[int, int]]:
    """Where the request names a flag's feature word by a phrase of several words of one meaning with it
    ("both men and women" for "unisex", "costs nothing" for "free")."""
    stems = _stems(feature)
    groups = [group for group in _GROUPS if stems in group]
    words = _stemmed_words(request) if groups else []
    return [
        (start, end)
        for group in groups
        for start, end in _spans_of(words, frozenset(phrase for phrase in group if len(phrase) > 1))
    ]


# Listed options that stand for any value ('dontcare', 'any'), and how a request says a parameter may have
# any value: "any genre", "don't worry about the price range", "the genre doesn't matter".
_ANY_OPTIONS = frozenset(_stems(option) for option in ("dontcare", "dont care", "any", "no preference", "whatever"))
_ANY_BEFORE = re.compile(
    r"\b(?:any|(?:do\s*n['’]?t|do\s+not)\s+(?:care|worry|mind)\s+(?:about|for)|no\s+preference\s+(?:for|on|about))"
    r"\s+(?:the\s+)?((?:[^\W_]+\s+){0,1}[^\W_]+)",
    re.IGNORECASE,
)
_ANY_AFTER = re.compile(r"((?:[^\W_]+\s+){0,1}[^\W_]+)\s+(?:does\s*n['’]?t|does\s+not|wo\s*n['’]?t)\s+matter\b", re.I)


def any_option(request: str, key_words: Sequence[str], options: Sequence[Any]) -> Any:
    """The listed option that stands for any value when the request says the parameter (by a word of its
    name, ``key_words``) may have any ("any genre is fine" for 'dontcare'); ``None`` else."""
    anys = [option for option in options if _stems(str(option)) in _ANY_OPTIONS]
    keys = {stem for word in key_words for stem in _stems(word)}
    said = [m.group(1) for pattern in (_ANY_BEFORE, _ANY_AFTER) for m in pattern.finditer(request)]
    if len(anys) != 1 or not any(keys & set(_stems(words)) for words in said):
        return None
    return anys[0]


# The colours people name, for a parameter named for a colour ("in red", "turn the lights blue").
_COLOUR_WORDS = (
    "red orange yellow green blue purple violet pink brown black white gray grey cyan magenta teal navy "
    "maroon beige gold silver turquoise indigo lavender crimson scarlet"
)
_COLOURS = frozenset(_COLOUR_WORDS.split())


def colour_named(request: str, taken: Sequence[str] = ()) -> str | None:
    """The one colour the request names in lower case, with its shade ("warm white"; a capitalized one is
    a name: "Green Day", "Red Sox"), not one of ``taken``; ``None`` when it names none, or several."""
    used = {t.lower() for t in taken}
    named = set()
    for match in re.finditer(r"\b[a-z]+\b", request):
        shade = re.search(r"\b(dark|warm|cool|pale|bright|deep|sky|hot|royal)\s+$", request[: match.start()])
        told = re.search(r"\bcolou?r\s*(?:is\s+|of\s+|:\s*|=\s*)?$", request[: match.start()], re.IGNORECASE)
        if match.group(0) in _COLOURS and match.group(0) not in used and not told:  # "color silver metallic": told
            named.add(f"{shade.group(1)} {match.group(0)}" if shade else match.group(0))  # "warm white"
    return named.pop() if len(named) == 1 else None


# The colours people name as their hex codes, for a parameter whose description asks a hex code.
_HEX_COLOURS = {
    "red": "FF0000", "green": "00FF00", "blue": "0000FF", "white": "FFFFFF", "black": "000000", "yellow": "FFFF00",
    "cyan": "00FFFF", "magenta": "FF00FF", "orange": "FFA500", "purple": "800080", "pink": "FFC0CB",
    "gray": "808080", "grey": "808080",
}  # fmt: skip
_ASKS_HEX = re.compile(r"\bhex(?:adecimal)?\b|#[0-9a-f]{6}\b|#rrggbb\b", re.IGNORECASE)


def colour_as_asked(value: str, description: str) -> str:
    """A colour named by its name ("red") as its hex code ('#FF0000') when the description asks hex codes,
    in the case its example writes ('#00ff00': small letters); any other value as it is."""
    code = _HEX_COLOURS.get(value.strip().lower())
    if code is None or not _ASKS_HEX.search(description):
        return value
    small = re.search(r"#[0-9a-f]*[a-f][0-9a-f]*\b", description) and not re.search(r"#[0-9A-F]*[A-F]", description)
    return f"#{code.lower() if small else code}"
