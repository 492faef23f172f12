"""Bots: they choose legal moves from the view alone, and the heuristic beats random."""

from __future__ import annotations

from dashgames.engine import Rng
from dashgames.engine.play import new_game
from dashgames.games.dicey_curves import GAME
from dashgames.games.dicey_curves.bots import heuristic_bot
from dashgames.games.dicey_curves.moves import AddGreen, Drive, EndTurn, PlaceCar, Step
from dashgames.games.dicey_curves.state import DiceyCurvesState
from tests.games.dicey_curves.positions import position

GAMES = 10


def race(seed: int, levels: list[str]) -> tuple[DiceyCurvesState, int]:
    # Random play sets the round limit (a platform option, off by default) so it must end.
    state = new_game(GAME, len(levels), {"round_limit": 50}, seed)
    rng = Rng.from_seed(f"bots:{seed}")
    moves = 0
    while GAME.outcome(state) is None:
        seat = next(iter(GAME.to_act(state)))
        legal = GAME.legal_moves(state, seat)
        move = GAME.bots[levels[seat]](GAME.view(state, seat), seat, legal, rng)
        assert move in legal
        state, _ = GAME.apply(state, seat, move)
        moves += 1
    return state, moves


def test_heuristic_beats_random_in_a_clear_majority() -> None:
    wins = 0
    for seed in range(GAMES):
        heuristic = seed % 2  # take turns at going first
        levels = ["random", "random"]
        levels[heuristic] = "heuristic"
        state, _ = race(seed, levels)
        outcome = GAME.outcome(state)
        assert outcome is not None
        wins += outcome.winners == (heuristic,)
    print(f"heuristic beat random in {wins}/{GAMES} two-player races")
    assert wins >= 8


def test_heuristic_starts_in_the_front_row_middle_first() -> None:
    state = new_game(GAME, 2, None, 1)
    legal = GAME.legal_moves(state, 0)
    assert heuristic_bot(GAME.view(state, 0), 0, legal, Rng(1)) == PlaceCar(1, 2)


def test_heuristic_crosses_a_gate_with_the_exact_combo() -> None:
    track = ("start", "wide_open", "straight_away", "hard_curve_right", "straight_away")
    state = position(track=track, cars=((0, (3, 0, 1)), (1, (1, 1, 0))), dice=(1, 3, 4, 5, 1))
    legal = GAME.legal_moves(state, 0)
    move = heuristic_bot(GAME.view(state, 0), 0, legal, Rng(2))
    assert move == Drive(0, (3, 4, 5))


def test_heuristic_buys_the_missing_die_for_a_gate() -> None:
    track = ("start", "wide_open", "straight_away", "hard_curve_right", "straight_away")
    cars = ((0, (3, 0, 1)), (1, (1, 1, 0)))
    state = position(track=track, cars=cars, dice=(1, 1, 3, 5, 5), chips=(1, 0))
    legal = GAME.legal_moves(state, 0)
    move = heuristic_bot(GAME.view(state, 0), 0, legal, Rng(3))
    assert isinstance(move, AddGreen) and move.value in (1, 5)


def test_heuristic_steps_forward_and_ends_the_turn_when_nothing_gains() -> None:
    state = position(cars=((0, (2, 1, 0)), (1, (1, 1, 0))), dice=(2, 2))
    state, _ = GAME.apply(state, 0, Drive(0, (2, 2)))
    legal = GAME.legal_moves(state, 0)
    assert heuristic_bot(GAME.view(state, 0), 0, legal, Rng(4)) == Step(2, 1, 1)
    done = position(cars=((0, (2, 1, 0)), (1, (1, 1, 0))), dice=())
    legal = GAME.legal_moves(done, 0)
    assert heuristic_bot(GAME.view(done, 0), 0, legal, Rng(5)) == EndTurn()
