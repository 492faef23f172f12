"""Random play for the shared suites: bounded options, option variants, recorded trajectories.

Rulebook play has no round limit, so a game played by uniformly random moves may wander for a
very long time (a random Flag Dash team rarely carries a flag home). Where a game declares an
option named ``round_limit`` (off by default: 0), random play sets it to a bound explicitly;
games without one play as they are.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from dashgames.engine import BadOptions, Event, Game, Rng
from dashgames.engine.options import resolve_options
from dashgames.engine.play import new_game, play_forward, uniform_chooser

ROUND_LIMIT = 40
"""Rounds a random game may last where the game has a ``round_limit`` option."""
MOVE_CAP = 20_000  # as engine.play.random_playout: random walks on a map can run long


def bounded(
    game: Game[Any, Any], options: dict[str, Any] | None = None, rounds: int = ROUND_LIMIT
) -> dict[str, Any]:
    """``options`` with ``round_limit`` set to ``rounds`` when the game declares that option
    and ``options`` leave it unset; a game without the option gets ``options`` unchanged."""
    out = dict(options or {})
    if any(o.name == "round_limit" for o in game.options):
        out.setdefault("round_limit", rounds)
    return out


def option_variants(game: Game[Any, Any], players: int, count: int = 2) -> list[dict[str, Any]]:
    """The defaults, then up to ``count`` variants that turn every yes/no option around and
    step every choice option on by one more choice each time (``mode``, ``board``,
    ``abilities`` ...), so rules behind an option are played too. A variant the game refuses
    for ``players`` (say a choice that needs another option filled in) loses the option that
    makes it fail; duplicates are dropped. Every variant is ``bounded``."""
    variants = [bounded(game)]
    seen = [resolve_options(game.options, variants[0])]
    for i in range(1, count + 1):
        options: dict[str, Any] = {}
        for o in game.options:
            if o.kind == "bool":
                options[o.name] = not o.default
            elif o.kind == "choice" and len(o.choices) > 1:
                options[o.name] = o.choices[(o.choices.index(o.default) + i) % len(o.choices)]
        accepted = _accepted(game, players, bounded(game, options))
        if accepted is not None and resolve_options(game.options, accepted) not in seen:
            variants.append(accepted)
            seen.append(resolve_options(game.options, accepted))
    return variants


def _accepted(
    game: Game[Any, Any], players: int, options: dict[str, Any]
) -> dict[str, Any] | None:
    """``options``, or it without the one option that makes the game refuse it, or None."""
    for dropped in [None, *options]:
        trial = {k: v for k, v in options.items() if k != dropped}
        try:
            game.validate_options(players, resolve_options(game.options, trial))
        except BadOptions:
            continue
        return trial
    return None


@dataclass(frozen=True)
class Playout:
    """A random game: ``states[i + 1]`` is ``states[i]`` after ``steps[i]``, which emitted
    ``events[i]``. A step is (seat, move) or ("timer", timer id)."""

    options: dict[str, Any]
    states: tuple[Any, ...]
    steps: tuple[tuple[Any, Any], ...]
    events: tuple[list[Event], ...]


def play_randomly(
    game: Game[Any, Any], players: int, options: dict[str, Any], seed: int, chooser: str
) -> Playout:
    """Uniformly random legal moves from every seat to act (the soonest timer when nobody
    can act) until the game ends; fails when it does not end within ``MOVE_CAP`` steps."""
    rng = Rng.from_seed(f"{chooser}:{seed}")
    state = new_game(game, players, options, seed)
    states: list[Any] = [state]
    steps: list[tuple[Any, Any]] = []
    events: list[list[Event]] = []
    for step in play_forward(game, state, uniform_chooser(game, rng), max_steps=MOVE_CAP):
        state = step.state
        steps.append(("timer" if step.seat is None else step.seat, step.move))
        states.append(state)
        events.append(step.events)
    assert game.outcome(state) is not None, f"{game.id}: no end within {MOVE_CAP} moves"
    return Playout(options, tuple(states), tuple(steps), tuple(events))
