"""Exact positions for Dicey Curves scenario tests."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from typing import Any

from dashgames.engine import Rng
from dashgames.games.dicey_curves import GAME
from dashgames.games.dicey_curves.cards import FINISH, drawable_deck
from dashgames.games.dicey_curves.moves import DiceyCurvesMove
from dashgames.games.dicey_curves.state import Car, DiceyCurvesState, Die, Drive, Space

STRAIGHTS = ("start", "wide_open", "straight_away", "straight_away", "straight_away")


def position(
    track: tuple[str, ...] = STRAIGHTS,
    cars: tuple[tuple[int, Space | None], ...] = ((0, (2, 1, 0)),),
    dice: tuple[int, ...] = (),
    greens: tuple[int, ...] = (),
    chips: tuple[int, ...] | None = None,
    players: int = 2,
    phase: str = "dice",
    deck: tuple[str, ...] | None = None,
    **extra: Any,
) -> DiceyCurvesState:
    """A state with ``seat 0`` to move: cars as (owner, space), white dice then green dice.

    Unless given, the deck is every card not on the track, the Finish second from the top."""
    if deck is None:
        unseen = Counter(drawable_deck())
        unseen.subtract(k for k in track[2:] if k != FINISH)
        cards = sorted(unseen.elements())
        if FINISH not in track:
            cards.insert(1, FINISH)
        deck = tuple(cards)
    rolled = tuple(Die("white", v) for v in dice) + tuple(Die("green", v) for v in greens)
    state = DiceyCurvesState(
        players=players,
        rng=Rng.from_seed("scenario").state,
        deck=deck,
        track=track,
        discarded=(),
        cars=tuple(Car(owner, space) for owner, space in cars),
        chips=chips if chips is not None else (0,) * players,
        phase=phase,  # type: ignore[arg-type]
        turn=0,
        race_length=16,
        table_width=32,
        table_height=32,
        round_limit=0,
        dice=rolled,
    )
    return replace(state, **extra)


def driving(
    state: DiceyCurvesState, car: int, size: int, remaining: int | None = None, power: bool = False
) -> DiceyCurvesState:
    left = size if remaining is None else remaining
    return replace(state, phase="move", drive=Drive(car, size, left, power))


def play(state: DiceyCurvesState, *moves: DiceyCurvesMove, seat: int = 0) -> DiceyCurvesState:
    for move in moves:
        state, _ = GAME.apply(state, seat, move)
    return state


def where(state: DiceyCurvesState, car: int = 0) -> Space | None:
    return state.cars[car].space
