"""A shallow search with the pure engine: for each legal move, sample a few full states the
seat's view allows (the game's ``sample_hidden``: hidden cards and dice drawn at random, never
the real ones), play the move and a short random playout on each, and keep the move that ends
best on average. Needs the ``dashgames`` package, as ``heuristic_bot.py`` does.

``SAMPLES``, ``DEPTH`` and ``MOST_CANDIDATES`` keep a turn well under a second.
"""

from __future__ import annotations

import time
from typing import Any

import dashgames.games  # noqa: F401  (registers the five games)
from dashgames.engine import Game, Rng, get_game

SAMPLES = 3
DEPTH = 12
MOST_CANDIDATES = 8
BUDGET_SECONDS = 0.8


def choose(view: Any, legal_moves: list[dict[str, Any]]) -> dict[str, Any]:
    if len(legal_moves) == 1:
        return legal_moves[0]  # nothing to decide: no need to read the view
    game = get_game(view.game_type)
    rng = Rng.from_seed(f"{view.game_id}:{view.seat}:{view.version}")
    candidates = list(legal_moves)
    if len(candidates) > MOST_CANDIDATES:
        candidates = [rng.choice(legal_moves) for _ in range(MOST_CANDIDATES)]
    seen = view.data
    deadline = time.monotonic() + BUDGET_SECONDS
    best, best_value = candidates[0], float("-inf")
    for raw in candidates:
        value = 0.0
        for _ in range(SAMPLES):
            if time.monotonic() > deadline:
                break
            value += _value(game, seen, view.seat, raw, rng)
        if value > best_value:
            best, best_value = raw, value
    return best


def _value(game: Game[Any, Any], seen: dict[str, Any], seat: int, raw: dict[str, Any],
           rng: Rng) -> float:
    """1 for a win, 0 for last place, scaled by rank between; 0.5 when the playout stops."""
    try:
        state = game.sample_hidden(seen, seat, rng)
        state, _ = game.apply(state, seat, game.moves.parse(raw))
        for _ in range(DEPTH):
            if game.outcome(state) is not None:
                break
            choices = [(s, m) for s in sorted(game.to_act(state))
                       for m in game.legal_moves(state, s)]
            if not choices:
                timers = game.pending_timers(state)
                if not timers:
                    break
                state, _ = game.on_timer(state, min(timers, key=lambda t: t.seconds).id)
                continue
            actor, move = rng.choice(choices)
            state, _ = game.apply(state, actor, move)
    except Exception:  # a sampled state the move does not fit: no information
        return 0.5
    outcome = game.outcome(state)
    if outcome is None:
        return 0.5
    ranks = outcome.ranks
    worst = max(ranks) if ranks else 1
    return 1.0 if worst == 1 else (worst - ranks[seat]) / (worst - 1)
