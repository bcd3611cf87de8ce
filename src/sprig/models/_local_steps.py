"""Steps a request takes on the result of the one before, which are no call of their own yet: in "look up
order 48213 and then refund it" the refund needs the payment the order names, which only the look-up
tells; giving the refund the order's number as a payment's id would refund something else.

An id of one thing is no id of another: a value the part before states for ``order_id`` never fills
``payment_id`` or ``tracking_number``; it may fill an id of the same thing (``order_id``, ``order_no``)
or a bare ``id``."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Any

# The words naming a parameter as an identifier; the other words of its name say of what.
_ID_WORDS = frozenset({"id", "ids", "uuid", "guid", "number", "num", "no", "code", "key", "ref", "reference"})
_COUNT_WORDS = frozenset({"of", "count", "total"})


def _words(key: str) -> set[str]:
    return {word.lower() for word in re.split(r"[_\W]+|(?<=[a-z])(?=[A-Z])", key) if word}


def _thing_identified(key: str) -> frozenset[str]:
    """The words of an identifier's name that say what it identifies (``order`` of ``order_id``), or no
    words when the name is no identifier's or names no thing (a bare ``id``)."""
    words = _words(key)
    if not words & _ID_WORDS or words & _COUNT_WORDS:
        return frozenset()  # "number_of_adults" counts, it identifies nothing
    return frozenset(words - _ID_WORDS)


def ids_of_other_things(key: str, other: str) -> bool:
    """Whether two parameters are identifiers of different things (``order_id``, ``payment_id``)."""
    one, two = _thing_identified(key), _thing_identified(other)
    return bool(one) and bool(two) and not one & two


def takes_an_id_of_another_thing(arguments: Mapping[str, Any], before: Mapping[str, Any]) -> bool:
    """Whether a call's arguments give a value the call before states for an id of another thing as an id
    of their own: the step works on what the call before returns, not on the value it was given."""
    return any(
        value == earlier and ids_of_other_things(key, earlier_key)
        for key, value in arguments.items()
        for earlier_key, earlier in before.items()
        if isinstance(value, (str, int)) and not isinstance(value, bool)
    )


# A value said after the thing it identifies: "order 48213", "order #A-17", "ticket number 88".
_LABELLED_ID = re.compile(r"\b([A-Za-z]{3,})\s+(?:(?:id|number|no\.?)\s+)?#?(?=[\w-]*\d)[A-Za-z0-9][\w-]*\b")


# Words before a number that say no thing of it: "for 4", "of 20", "at 5", "in 2024", "about 300".
_NO_LABELS = frozenset(
    {"for", "of", "at", "in", "on", "to", "by", "with", "from", "and", "the", "than", "about", "around", "under"}
    | {"over", "until", "after", "before", "are", "was", "were", "all"}
)


def things_labelled(request: str) -> frozenset[str]:
    """The things a request names an identifier of, in the singular (``order`` for "orders 1001 and 1002")."""
    labels = {found.group(1).lower() for found in _LABELLED_ID.finditer(request)}
    return frozenset(label.removesuffix("s") for label in labels - _NO_LABELS)


def things_identified(properties: Mapping[str, Any], keys: Iterable[Any]) -> frozenset[str]:
    """The things the given parameters identify, each word in the singular."""
    return frozenset(
        word.removesuffix("s") for key in keys if isinstance(key, str) and key in properties
        for word in _thing_identified(key)
    )
