"""Bots: they choose legal moves from the view alone, and the heuristic beats random."""

from __future__ import annotations

import pytest

from dashgames.engine import Rng
from dashgames.engine.play import new_game
from dashgames.games.dicey_curves import GAME
from dashgames.games.dicey_curves.bots import heuristic_bot
from dashgames.games.dicey_curves.moves import (
    AddGreen,
    Drive,
    EndTurn,
    Juke,
    KeepGoing,
    PlaceCar,
    Reroll,
    SetGreen,
    Step,
    TakeControl,
)
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


@pytest.mark.long  # about 10 s of games; the other games' bot tests stay in make test
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


# The chip actions. Each position leaves one chip action clearly ahead of everything else.
CURVE = ("start", "wide_open", "straight_away", "hard_curve_right", "straight_away")


def _choice(state: DiceyCurvesState, seed: int = 0) -> object:
    legal = GAME.legal_moves(state, 0)
    move = heuristic_bot(GAME.view(state, 0), 0, legal, Rng(seed))
    assert move in legal
    return move


def test_heuristic_turns_a_green_die_to_make_the_gate_combo() -> None:
    # All five green dice are out, so a chip turns one; the lane-1 gate takes four dice and
    # 1-1-1-2-2 + 2-4-4-5-5 hold no run or set of four: one turned die makes one.
    state = position(track=CURVE, cars=((0, (3, 1, 0)), (1, (1, 1, 0))), dice=(1, 1, 1, 2, 2),
                     greens=(2, 4, 4, 5, 5), chips=(1, 0))
    move = _choice(state)
    assert isinstance(move, SetGreen)
    after, _ = GAME.apply(state, 0, move)
    assert any(isinstance(m, Drive) and m.car == 0 and len(m.dice) == 4
               for m in GAME.legal_moves(after, 0))


def test_heuristic_rerolls_when_its_car_is_boxed_in_at_a_big_gate() -> None:
    # Our car waits at the four-dice gate, a car ahead in the other lane and one beside it; no
    # green die can make a four from 1-1-3-5-5, and at four chips a chip is cheap.
    cars = ((0, (3, 1, 0)), (1, (3, 0, 0)), (1, (3, 0, 1)))
    state = position(track=CURVE, cars=cars, dice=(1, 1, 3, 5, 5), chips=(4, 0))
    for seed in range(4):
        assert _choice(state, seed) == Reroll((0, 1, 2, 3, 4))


def test_heuristic_keeps_a_roll_that_crosses_the_gate() -> None:
    cars = ((0, (3, 1, 0)), (1, (3, 0, 0)), (1, (3, 0, 1)))
    state = position(track=CURVE, cars=cars, dice=(2, 2, 2, 2, 5), chips=(4, 0))
    assert _choice(state) == Drive(0, (2, 2, 2, 2))


def test_heuristic_keeps_a_car_going_after_a_single() -> None:
    # The car spent its move on a single; a pair is left and nothing else of ours can move.
    state = position(cars=((0, (2, 1, 0)), (1, (1, 1, 0))), dice=(3, 3), chips=(2, 0),
                     phase="move", spent=(0,))
    assert _choice(state) == KeepGoing(0)


def test_heuristic_jukes_out_of_a_blocked_lane() -> None:
    # Two rival cars fill our lane ahead (no power move can come to rest); the one beside us
    # has a clear lane: swapping with it lets the pair move us two rows.
    cars = ((0, (2, 0, 0)), (1, (2, 0, 1)), (1, (2, 0, 2)), (1, (2, 1, 0)))
    state = position(cars=cars, dice=(3, 3), chips=(1, 0), phase="move")
    assert _choice(state) == Juke(0, 3)


def test_heuristic_power_moves_past_a_rival() -> None:
    # Both our cars are boxed in by the rival's two; a power move passes one and the rest of
    # the dice drive on. Borrowing a rival car would only move the rival forward.
    cars = ((0, (2, 0, 0)), (0, (2, 1, 0)), (1, (2, 0, 1)), (1, (2, 1, 1)))
    state = position(cars=cars, dice=(1, 1, 4, 4, 4), chips=(2, 0), phase="move")
    move = _choice(state)
    assert isinstance(move, Drive) and move.power


def test_heuristic_takes_control_of_a_trailing_car_in_its_way() -> None:
    # Three players. Our car waits behind a car of seat 2 (far behind seat 1, so its ground
    # does not matter) that waits at a gate; power moves cannot cross a gate and the juke only
    # reaches the four-dice gate. Borrowing the blocker: it crosses with 1-1-1 and moves on with
    # 5-5, then our car reaches the gate with 2-2 and crosses with 3-3-3.
    cars = ((0, (3, 0, 0)), (2, (3, 0, 1)), (2, (3, 1, 0)), (1, (4, 0, 2)), (1, (4, 1, 2)))
    state = position(track=CURVE, players=3, cars=cars, dice=(1, 1, 1, 5, 5),
                     greens=(2, 2, 3, 3, 3), chips=(1, 0, 0), phase="move")
    assert _choice(state) == TakeControl(1)
