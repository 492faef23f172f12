"""The heuristic bot beats the random bot in a clear majority of seeded games."""

from __future__ import annotations

from dashgames.engine import Rng
from dashgames.engine.play import new_game
from dashgames.games.flag_dash import GAME


def _match(players: int, seed: int, heuristic_team: int) -> int | None:
    # A platform round limit (off by default) keeps a game the random side stalls finite.
    state = new_game(GAME, players, {"round_limit": 40}, seed)
    rng = Rng.from_seed(f"bots:{seed}")
    while GAME.outcome(state) is None:
        seat = min(GAME.to_act(state))
        team = next(h.team for h in state.hands if h.seat == seat)
        bot = GAME.bots["heuristic" if team == heuristic_team else "random"]
        move = bot(GAME.view(state, seat), seat, GAME.legal_moves(state, seat), rng.fork())
        state, _ = GAME.apply(state, seat, move)
    winner: int | None = state.winner
    return winner


def test_heuristic_beats_random_in_most_seeded_games() -> None:
    games = [(2, seed, seed % 2) for seed in range(6)] + [(4, 100, 0)]
    wins = sum(_match(p, seed, team) == team for p, seed, team in games)
    assert wins >= 6, f"heuristic won {wins} of {len(games)}"


def test_bots_only_return_legal_moves() -> None:
    state = new_game(GAME, 4, {"abilities": True, "round_limit": 40}, 3)
    rng = Rng(3)
    for _ in range(60):
        seat = min(GAME.to_act(state))
        legal = GAME.legal_moves(state, seat)
        move = GAME.bots["heuristic"](GAME.view(state, seat), seat, legal, rng)
        assert move in legal
        state, _ = GAME.apply(state, seat, move)
