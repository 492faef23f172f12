"""Page cursors of the history's lists: the sort key of the last row shown, as text.

A cursor is ``<number>_<key>``: a decimal number (an end time, a rating, a row id) and an id.
Any text the pattern admits is a valid cursor (the page after that position, possibly empty),
so the contract can say exactly which cursors are accepted and nothing well-formed is refused.
"""

from __future__ import annotations

import re
import sys

PATTERN = r"^-?[0-9]{1,20}(\.[0-9]{1,20})?(e-?[0-9]{1,3})?_[A-Za-z0-9_-]{1,64}$"
_MATCH = re.compile(PATTERN)
ID_LIMIT = 2**62  # a row-id cursor past any id is clamped here (beyond: every row comes first)


def cursor_text(number: float, key: str) -> str:
    """A cursor for (number, key): the number in the shortest exact form Python gives."""
    text = repr(float(number)).replace("e+", "e")
    if text.endswith(".0"):
        text = text[:-2]
    return f"{text}_{key}"


def parse_cursor(raw: str | None) -> tuple[float, str] | None:
    """(number, key) of a cursor; None for none. A text outside the pattern is a ValueError
    (the routes' schemas refuse it first)."""
    if not raw:
        return None
    if _MATCH.match(raw) is None:
        raise ValueError("bad cursor")
    number, _, key = raw.partition("_")
    # beyond the largest float ("9e999"): the largest float, which sorts the same way
    return max(-sys.float_info.max, min(sys.float_info.max, float(number))), key


def id_of(number: float) -> int:
    return int(max(-ID_LIMIT, min(ID_LIMIT, number)))
