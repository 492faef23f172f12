"""The fast tier's share of a check that runs at every step of a random game.

``make test`` checks hidden information at a fixed sample of a playout's steps; ``make
test-long`` checks every step (the ``long`` marker). The sample is fixed by the playout alone
(no clock, no fresh randomness), so a failure repeats, and it keeps what the whole check sees:

- the first step at which each event type occurs (public, and again private), and each move
  type (or a timer);
- evenly spaced steps, about ``REGULAR`` of them, so late game situations count too;
- at each sampled step the spectators and one seat: the seat a new private event type is told
  to (only its receiver can catch what a private event leaks), otherwise the seats in turn, so
  every seat is watched.

``tests/engine/test_conformance.py`` checks that each sample covers every event type, move
type and seat of its playout.
"""

from __future__ import annotations

import itertools
import math
from typing import Any

from dashgames.engine import Event, Game, Seat
from tests.support.random_play import Playout

REGULAR = 150
"""Evenly spaced steps in a sample, besides the first occurrences."""


def step_kind(game: Game[Any, Any], step: tuple[Any, Any]) -> str:
    """A move's type, or ``timer``."""
    actor, move = step
    return "timer" if actor == "timer" else str(game.moves.dump(move)["type"])


def event_types(events: list[Event]) -> set[str]:
    return {str(e["type"]) for e in events}


def _audience(event: Event) -> tuple[str, bool]:
    """An event's type, and whether it is private (told to some seats only)."""
    return str(event["type"]), "to" in event


def sampled_observers(
    game: Game[Any, Any], players: int, playout: Playout, regular: int = REGULAR
) -> dict[int, list[Seat | None]]:
    """Step index -> who watches it (the spectators, ``None``, and one seat)."""
    stride = max(1, math.ceil(len(playout.steps) / regular))
    in_turn = itertools.cycle(range(players))
    kinds: set[str] = set()
    types: set[tuple[str, bool]] = set()
    sample: dict[int, list[Seat | None]] = {}
    for i, (step, events) in enumerate(zip(playout.steps, playout.events, strict=True)):
        new_kind = step_kind(game, step) not in kinds
        new_events = [e for e in events if _audience(e) not in types]
        kinds.add(step_kind(game, step))
        types |= {_audience(e) for e in events}
        if not (new_kind or new_events or i % stride == 0):
            continue
        told = [seat for e in new_events for seat in e.get("to", [])]
        sample[i] = [None, told[0] if told else next(in_turn)]
    return sample
