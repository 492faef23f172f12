"""How the heuristic bot judges claims in companion mode, where the objects are real and the
server sees only the names the players gave them.

The bot reads a name as a player at the table would: a household object of the house catalogue
(``data/room.json``) named in it shows what that object shows, a colour shows that colour, the
first letter gives a starts-with card ("red mug" clearly shows red; "object 7" tells nothing).
It claims only what the name supports, votes down a claim the name contradicts (or a doubtful
one that would put a rival within a card of winning), and challenges only where a challenge can
win: a tie accepts, so with two players only a victory call is worth one.
"""

from __future__ import annotations

import re
from enum import IntEnum

from dashgames.games.dash_and_cache.components import (
    COLOURS,
    LETTER_CARDS,
    ROOM_OBJECTS,
    RoomObject,
)

GOALS = 5


class Support(IntEnum):
    """How well an object's name supports a claim that it shows a card."""

    AGAINST = 0
    UNKNOWN = 1
    ARGUABLE = 2
    CLEAR = 3


_BY_LENGTH = sorted(ROOM_OBJECTS, key=lambda o: -len(o.name))


def _words(name: str) -> str:
    return " " + " ".join(re.findall(r"[a-z]+", name.lower())) + " "


def catalogue_object(name: str) -> RoomObject | None:
    """The longest catalogue object named in ``name`` ("big red mug" -> mug), if any."""
    words = _words(name)
    return next((o for o in _BY_LENGTH if _words(o.name) in words), None)


def named_colours(name: str) -> set[str]:
    """Colour cards the name mentions ("gray-or-silver" by "gray" or by "silver")."""
    words = set(_words(name).split())
    return {c for c in COLOURS if words & set(c.split("-or-")) or _words(c) in _words(name)}


def support(name: str, card: str) -> Support:
    """How well ``name`` supports the claim that the object shows ``card``."""
    obj = catalogue_object(name)
    colours = named_colours(name)
    if card in COLOURS:
        if card in colours:
            return Support.CLEAR
        if colours:
            return Support.AGAINST  # a red mug is not blue
        if obj is not None:
            return Support.ARGUABLE if card in obj.colours else Support.AGAINST
        return Support.UNKNOWN
    if card.startswith("starts-with-"):
        letters = {w[0] for w in (name.strip().lower(), obj.name if obj else "") if w}
        return Support.CLEAR if card in {LETTER_CARDS.get(x) for x in letters} else (
            Support.AGAINST if obj is not None else Support.UNKNOWN)
    if obj is None:
        return Support.UNKNOWN
    if card in obj.clearly:
        return Support.CLEAR
    return Support.ARGUABLE if card in obj.arguably else Support.AGAINST


def threatening(covered: int) -> bool:
    """A claim that would leave its owner within one card of winning (or winning)."""
    return covered + 1 >= GOALS - 1


def vote(name: str, card: str, owner_covered: int, at_stake: bool) -> bool:
    """Accept a rival's claim? Yes when the name supports it; a doubtful claim only when it
    does not bring the rival near a win."""
    s = support(name, card)
    if s == Support.CLEAR:
        return True
    if s == Support.AGAINST:
        return False
    return not (at_stake or threatening(owner_covered))


def worth_challenging(name: str, card: str, players: int, at_stake: bool) -> bool:
    """Challenge a rival's claim? Only where the vote can go our way: with two players the
    owner's ballot ties ours and a tie accepts, so only a victory call is worth a challenge."""
    s = support(name, card)
    if at_stake:
        return s != Support.CLEAR
    return players >= 3 and s == Support.AGAINST
