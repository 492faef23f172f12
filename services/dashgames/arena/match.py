"""One arena game: levels in seats, a seed, play to the end, the ranks.

The platform runs a bot seat's turn from that seat's view and legal moves only, with an RNG
seeded from (game, seat, version); the arena does the same in process. Where several seats may
act at once (simultaneous phases, races to get home first), which of them moves next is drawn
from the match's own generator, so no seat number is favoured. When nobody may act the
earliest pending timer fires, as the platform's clock would.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from dashgames.arena.players import budget
from dashgames.engine import Game, Rng, Seat, get_game
from dashgames.engine.play import Choice, new_game, play_forward

Chooser = Callable[..., Any]
"""``choose(game_type, level, view, seat, legal, rng, budget)``: ``dashgames.ai.levels.choose``
(``players.choose``) or a stand-in of its shape."""

ROUND_LIMIT = 60
"""Rounds a game may last where the game has a ``round_limit`` option (off by default): two
random sides can wander for ever in Flag Dash, and drain Dash and Cache's caches faster than
they fill. Past it the game ranks the players as its own option says (or calls a draw)."""
MOVE_CAP = 20_000
"""Moves after which an arena game is called a draw (a safety net; no game has reached it)."""


@dataclass(frozen=True)
class MatchSpec:
    """A game to play: ``levels[seat]`` names each seat's level; ``seed`` the game's seed."""

    game_type: str
    levels: tuple[str, ...]
    seed: str
    options: tuple[tuple[str, Any], ...] = ()
    budget: float | None = None


@dataclass(frozen=True)
class MatchResult:
    spec: MatchSpec
    ranks: tuple[int, ...]
    """``ranks[seat]``: 1 for first place, ties share a rank (everyone 1 in a draw)."""
    reason: str
    moves: int
    think: tuple[tuple[float, ...], ...] = field(default=(), compare=False)
    """``think[seat]``: the wall-clock seconds of each of that seat's moves (its level's
    think time, for the ladder's time-per-move table; not part of the ladder's data, which
    must not depend on the machine)."""
    cpu: tuple[tuple[float, ...], ...] = field(default=(), compare=False)
    """``cpu[seat]``: the CPU seconds of each move (this process's): what a move costs a core
    of its own, whatever else the machine is running."""


def arena_options(game: Game[Any, Any], options: dict[str, Any] | None = None) -> dict[str, Any]:
    """``options`` plus the round limit the arena plays with, where the game has one."""
    out = dict(options or {})
    if any(o.name == "round_limit" for o in game.options):
        out.setdefault("round_limit", ROUND_LIMIT)
    return out


def play(spec: MatchSpec, choose: Chooser) -> MatchResult:
    """Play ``spec`` to the end with every seat's level choosing through ``choose``."""
    game = get_game(spec.game_type)
    players = len(spec.levels)
    state = new_game(game, players, arena_options(game, dict(spec.options)), spec.seed)
    order = Rng.from_seed(f"arena-order:{spec.seed}")
    per_move = budget(spec.budget, spec.game_type)
    think: list[list[float]] = [[] for _ in range(players)]
    cpu: list[list[float]] = [[] for _ in range(players)]

    def level_moves(state: Any, seats: list[Seat], ply: int) -> Choice:
        seats = [s for s in seats if game.legal_moves(state, s)]
        if not seats:
            return None
        seat = seats[0] if len(seats) == 1 else order.choice(seats)
        legal = game.legal_moves(state, seat)
        rng = Rng.from_seed(f"{spec.seed}:{seat}:{ply}")
        started, used = time.monotonic(), time.process_time()
        move = choose(spec.game_type, spec.levels[seat], game.view(state, seat), seat, legal,
                      rng, per_move)
        think[seat].append(time.monotonic() - started)
        cpu[seat].append(time.process_time() - used)
        if move not in legal:
            raise RuntimeError(f"{spec.levels[seat]} chose {move!r}, not a legal move")
        return seat, move

    steps = 0
    for step in play_forward(game, state, level_moves, max_steps=MOVE_CAP):
        state, steps = step.state, steps + 1
    outcome = game.outcome(state) if steps < MOVE_CAP else None
    if outcome is None:
        return MatchResult(spec, (1,) * players, "move-cap", MOVE_CAP,
                           tuple(map(tuple, think)), tuple(map(tuple, cpu)))
    return MatchResult(spec, tuple(outcome.ranks), outcome.reason, steps,
                       tuple(map(tuple, think)), tuple(map(tuple, cpu)))
