"""Laying track cards: the draw at the start of a turn, the fit rule, and the optional
look-ahead that keeps every race long and its Finish clear of the track.

By default the top card is laid if it fits and burned otherwise, and the Finish is always laid
(RULES.md, ``finish-always-laid``), so every race ends. The option ``look_ahead`` (rulings
``room-for-the-finish`` and ``no-dead-ends``) also sets aside a card after which the Finish, or
a few more cards and then the Finish, would find no room: a depth-first search over the shapes
of the unseen cards. It reads only what is public (the track, the table, how many cards lie
above the Finish and which are unseen, never their order).
"""

from __future__ import annotations

from collections import Counter

from dashgames.engine import Event, event
from dashgames.engine.copying import replace
from dashgames.games.dicey_curves.cards import CARDS, FINISH
from dashgames.games.dicey_curves.geometry import Placement, fits_after, layout
from dashgames.games.dicey_curves.state import DiceyCurvesState

Shape = tuple[int, float, float]
"""What decides where a card lies: its turn, its depth and its curve's pivot gap."""

LOOK_AHEAD = 4
"""How many cards beyond the one drawn the look-ahead plans (fewer when fewer lie above the
Finish). Over 200 races, planning 3 or more cards ahead lays the same tracks as planning all
the way to the Finish; 4 leaves a margin and bounds the search at a few hundred tries."""


def finish_out(state: DiceyCurvesState) -> bool:
    return state.track[-1] == FINISH


def lay_card(state: DiceyCurvesState) -> tuple[DiceyCurvesState, list[Event]]:
    """Draw until a card may be laid at the end of the track; a card that may not leaves the
    game face up. Nothing is drawn once the Finish is out."""
    events: list[Event] = []
    deck, discarded = list(state.deck), list(state.discarded)
    laid = layout(state.track)
    while deck and not finish_out(state):
        kind = deck.pop(0)
        if may_lay(laid, kind, deck, state.table_width, state.table_height, state.look_ahead):
            state = replace(state, track=(*state.track, kind))
            events.append(event("card_laid", card=len(state.track) - 1, card_type=kind))
            break
        discarded.append(kind)
        events.append(event("card_discarded", card_type=kind))
    return replace(state, deck=tuple(deck), discarded=tuple(discarded)), events


def may_lay(
    laid: tuple[Placement, ...], kind: str, deck: list[str], table_width: int, table_height: int,
    look_ahead: bool = False,
) -> bool:
    """Whether the drawn card ``kind`` joins the track ``laid``; ``deck`` is what is left
    below it (only its contents and the Finish's depth are read, never its order)."""
    if kind == FINISH:
        # ruling: finish-always-laid
        # The rulebook adds the Finish as the final card when it is revealed, with no test:
        # it is laid even where another card would be set aside, so every race's track ends.
        # With the look-ahead every card laid before it left room for it.
        return True
    table = (table_width, table_height)
    candidate = fits_after(laid, kind, *table)
    if candidate is None:
        return False  # the rulebook's own rule: over the track or off the table
    if not look_ahead:
        return True
    # ruling: room-for-the-finish
    # A straight, the Finish's own shape, must fit right after
    # the card. Then whenever the Finish comes it fits, however many cards are discarded.
    straight = fits_after([*laid, candidate], _STRAIGHT_CARD, *table)
    if straight is None:
        return False
    # ruling: no-dead-ends
    # And from there the next cards (as many as lie above the Finish,
    # at most LOOK_AHEAD) and the Finish must still find room, cards of the unseen shapes.
    need = min(deck.index(FINISH) if FINISH in deck else 0, LOOK_AHEAD)
    unseen = Counter(_shape(k) for k in deck if k != FINISH)
    if need == 0:
        return True
    if unseen[_STRAIGHT] > 0:
        # Plan on from the straight just checked: it keeps the way straight ahead open too.
        # Over 200 races of the default length the worst draw then sets 5 cards aside and the
        # shortest track has 14 cards; planning from the card itself (the fallback once no
        # straight is left unseen) gives 9 and 10.
        unseen[_STRAIGHT] -= 1
        return _room([*laid, candidate, straight], need - 1, unseen, table)
    return _room([*laid, candidate], need, unseen, table)


def _shape(kind: str) -> Shape:
    card = CARDS[kind]
    return (card.turn, card.length, card.pivot_gap)


# One card of each shape stands for all the cards of that shape (they lie identically);
# straights are tried first, then gentle curves, then hard ones, left before right.
_SAMPLE: dict[Shape, str] = {}
for _kind in sorted(CARDS):
    _SAMPLE.setdefault(_shape(_kind), _kind)
_ORDER = sorted(_SAMPLE, key=lambda s: (abs(s[0]), s[0], s[1], s[2]))
_STRAIGHT = _shape(FINISH)
_STRAIGHT_CARD = _SAMPLE[_STRAIGHT]


def _room(
    track: list[Placement], need: int, unseen: Counter[Shape], table: tuple[int, int]
) -> bool:
    """Depth-first search: can ``need`` more cards of the unseen shapes, then the Finish,
    follow ``track`` without overlap or leaving the table? At most 5 ** LOOK_AHEAD tries."""
    if need == 0:
        return fits_after(track, FINISH, *table) is not None
    for shape in _ORDER:
        if unseen[shape] <= 0:
            continue
        nxt = fits_after(track, _SAMPLE[shape], *table)
        if nxt is None:
            continue
        unseen[shape] -= 1
        track.append(nxt)
        found = _room(track, need - 1, unseen, table)
        track.pop()
        unseen[shape] += 1
        if found:
            return True
    return False
