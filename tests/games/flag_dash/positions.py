"""Exact Flag Dash positions for scenario tests."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from dashgames.engine.play import new_game
from dashgames.games.flag_dash import GAME, phases
from dashgames.games.flag_dash.moves import FlagDashMove
from dashgames.games.flag_dash.state import COLOURS, FlagDashState, Slot, Turn


def fresh(players: int = 2, **options: Any) -> FlagDashState:
    state: FlagDashState = new_game(GAME, players, options, "scenario")
    return state


def arrange(state: FlagDashState, flags: tuple[str | None, str | None] | None = None,
            **where: str) -> FlagDashState:
    """Move characters (by colour) to squares; ``flags`` sets both team flags' squares."""
    chars = list(state.characters)
    for colour, sq in where.items():
        k = COLOURS.index(colour)
        chars[k] = replace(chars[k], square=sq)
    state = replace(state, characters=tuple(chars))
    if flags is not None:
        state = replace(state, team_flags=flags)
    return state


def edit(state: FlagDashState, colour: str, **changes: Any) -> FlagDashState:
    chars = list(state.characters)
    k = COLOURS.index(colour)
    chars[k] = replace(chars[k], **changes)
    return replace(state, characters=tuple(chars))


def in_turn(state: FlagDashState, hand: int, token: str, card: str, colour: str | None = None,
            step: int = 0) -> FlagDashState:
    """The hand is resolving ``card`` under ``token`` with ``colour`` selected.

    Every hand planned the same pair for this ``step`` (0: first move, 1: second); the other
    hands have already moved, so when this move ends the step ends.
    """
    earlier = (Slot("push", "6", "salt", "hash", True, True, done=True),) if step else ()
    hands = []
    for i, h in enumerate(state.hands):
        mine = i == hand
        slot = Slot(card, token, "salt", "hash", token_shown=True, card_shown=True, done=not mine)
        hands.append(replace(h, plan=(*earlier, slot), committed=True,
                             played=(card,) if mine else (),
                             screen=tuple(t for t in h.screen if t not in (token, "6"))))
    state = replace(state, hands=tuple(hands), phase="turn", step=step,
                    turn=Turn(hand=hand, token=token, card=card))
    if colour is not None:
        state, _ = phases.select(state, COLOURS.index(colour))
    return state


def play(
    state: FlagDashState, seat: int, *moves: FlagDashMove
) -> tuple[FlagDashState, list[dict[str, Any]]]:
    events: list[dict[str, Any]] = []
    for m in moves:
        state, evs = GAME.apply(state, seat, m)
        events += evs
    return state, events


def square_of(state: FlagDashState, colour: str) -> str:
    return state.characters[COLOURS.index(colour)].square
