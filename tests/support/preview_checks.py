"""What a game promises of the move kinds it declares ``previewable`` (``engine.preview``).

A staged step's result is shown to its seat before anything is sent, and the seat may take it
back and try another: so a step shown must tell the seat nothing it could not know without
playing it. For each legal move of a declared kind, in states along random playouts:

- when the seat still acts after it (a result the preview shows), the step leaves every
  generator (state field ``rng``) as it was: no die is rolled, no card drawn;
- in worlds re-dealt from the seat's view (``sample_hidden``, generators kept), the step
  ends the turn exactly when it does in the real one, and where the turn goes on the seat's
  view and its legal moves after it are the same: nothing hidden is turned up;
- every declared kind is met mid-turn at least once (a declaration the check never tries
  is refused).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from dashgames.engine import Game, Rng
from dashgames.engine.play import new_game, play_forward, uniform_chooser
from tests.support.hidden_checks import rng_fields, with_generators

WORLDS = 2
"""Re-dealt worlds each step is compared in."""


def acts_on(game: Game[Any, Any], state: Any, seat: int) -> bool:
    return game.outcome(state) is None and seat in game.to_act(state)


def check_step(game: Game[Any, Any], state: Any, seat: int, move: Any, rng: Rng) -> bool:
    """The promise for one step; True when the turn goes on after it (a result shown)."""
    where = f"{game.id}: seat {seat} {game.moves.key(move)}"
    after, _ = game.apply(state, seat, move)
    acts = acts_on(game, after, seat)
    generators = rng_fields(game.state_to_json(state))
    if acts and rng_fields(game.state_to_json(after)) != generators:
        raise AssertionError(f"{where} uses chance while the turn goes on: its result would "
                             "be shown before it is played")
    seen_before = game.view(state, seat)
    seen_after = game.view(after, seat) if acts else None
    legal_after = [game.moves.key(m) for m in game.legal_moves(after, seat)] if acts else None
    for _ in range(WORLDS):
        world = with_generators(game, game.sample_hidden(seen_before, seat, rng), generators)
        if move not in game.legal_moves(world, seat):
            continue  # legal moves hide nothing (the hidden-information suite): not reached
        other, _ = game.apply(world, seat, move)
        if acts_on(game, other, seat) != acts:
            raise AssertionError(f"{where}: whether the turn goes on depends on what the seat "
                                 "cannot see")
        if acts and game.view(other, seat) != seen_after:
            raise AssertionError(f"{where} turns up something hidden: the seat's view after "
                                 "it differs in a world re-dealt from its view")
        if acts and [game.moves.key(m) for m in game.legal_moves(other, seat)] != legal_after:
            raise AssertionError(f"{where}: the legal moves after it depend on what the seat "
                                 "cannot see")
    return acts


def check_previewable(game: Game[Any, Any], players: int, seeds: range, max_steps: int,
                      per_state: int, options: dict[str, Any] | None = None) -> Counter[str]:
    """The promise at every step of a random playout per seed (up to ``per_state`` declared
    moves of each seat to act); returns how often each declared kind was met mid-turn."""
    mid_turn: Counter[str] = Counter()
    for seed in seeds:
        rng = Rng.from_seed(f"preview:{seed}")
        state = new_game(game, players, options, seed)
        chooser = uniform_chooser(game, Rng.from_seed(f"playout:{seed}"))
        for step in play_forward(game, state, chooser, max_steps=max_steps):
            for seat in sorted(game.to_act(state)):
                moves = [m for m in game.legal_moves(state, seat) if m.kind in game.previewable]
                for move in rng.shuffled(moves)[:per_state]:
                    if check_step(game, state, seat, move, rng):
                        mid_turn[move.kind] += 1
            state = step.state
    unmet = sorted(game.previewable - set(mid_turn))
    assert not unmet, f"{game.id}: declared previewable but never met mid-turn: {unmet}"
    return mid_turn
