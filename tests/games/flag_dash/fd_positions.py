"""Exact Flag Dash positions for scenario tests."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from dashgames.engine.play import new_game
from dashgames.games.flag_dash import GAME
from dashgames.games.flag_dash import flow
from dashgames.games.flag_dash.moves import Move
from dashgames.games.flag_dash.state import COLOURS, Slot, State, Turn


def fresh(players: int = 2, **options: Any) -> State:
    state: State = new_game(GAME, players, options, "scenario")
    return state


def arrange(state: State, flags: tuple[str | None, str | None] | None = None,
            **where: str) -> State:
    """Move characters (by colour) to squares; ``flags`` sets both team flags' squares."""
    chars = list(state.characters)
    for colour, sq in where.items():
        k = COLOURS.index(colour)
        chars[k] = replace(chars[k], square=sq)
    state = replace(state, characters=tuple(chars))
    if flags is not None:
        state = replace(state, team_flags=flags)
    return state


def edit(state: State, colour: str, **changes: Any) -> State:
    chars = list(state.characters)
    k = COLOURS.index(colour)
    chars[k] = replace(chars[k], **changes)
    return replace(state, characters=tuple(chars))


def in_turn(state: State, hand: int, token: str, card: str, colour: str | None = None) -> State:
    """The hand is resolving ``card`` under ``token`` with ``colour`` selected (phase 2, step 1).

    Every hand's plan is the same pair and is already committed; other hands wait their turn.
    """
    hands = []
    for h in state.hands:
        slot = Slot(card, token, "salt", "hash", token_shown=True)
        hands.append(replace(h, plan=(slot,), committed=True,
                             screen=tuple(t for t in h.screen if t != token)))
    state = replace(state, hands=tuple(hands), phase="turn", step=0)
    mine = replace(state.hands[hand].plan[0], card_shown=True, done=False)
    hands[hand] = replace(hands[hand], plan=(mine,), played=(card,))
    # Other hands already moved, so when this move ends the round goes on to cleanup.
    for i, h in enumerate(hands):
        if i != hand:
            hands[i] = replace(h, plan=(replace(h.plan[0], card_shown=True, done=True),))
    state = replace(state, hands=tuple(hands), turn=Turn(hand=hand, token=token, card=card))
    if colour is not None:
        state, _ = flow.select(state, COLOURS.index(colour))
    return state


def play(state: State, seat: int, *moves: Move) -> tuple[State, list[dict[str, Any]]]:
    events: list[dict[str, Any]] = []
    for m in moves:
        state, evs = GAME.apply(state, seat, m)
        events += evs
    return state, events


def square_of(state: State, colour: str) -> str:
    return state.characters[COLOURS.index(colour)].square
