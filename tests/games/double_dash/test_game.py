"""Double Dash! setup, turn order, dice, the end, resigning, the view and the board data."""

from __future__ import annotations

import json
from pathlib import Path

import jsonschema
import pytest

from dashgames.engine import Rng, RulesError
from dashgames.engine.play import checked_apply, new_game, replay
from dashgames.games.double_dash import GAME
from dashgames.games.double_dash.board import BOARD, build_board
from dashgames.games.double_dash.moves import Move
from tests.games.double_dash.positions import make_position

BACK_ROW_1 = tuple(f"{c}1" for c in "abcdefghij")
BACK_ROW_10 = tuple(f"{c}10" for c in "abcdefghij")


def test_setup_puts_ten_pieces_on_each_back_row() -> None:
    state = new_game(GAME, 2, None, "any seed")
    assert state.pieces == (BACK_ROW_1, BACK_ROW_10)


def test_the_higher_opening_roll_moves_first_with_one_die() -> None:
    for seed in range(20):
        state = new_game(GAME, 2, None, seed)
        seat0, seat1 = state.opening_rolls[-1]
        assert seat0 != seat1
        assert state.to_move == (0 if seat0 > seat1 else 1)
        assert state.turn == 1
        assert len(state.dice) == 1 and 1 <= state.dice[0] <= 6


def test_a_tied_opening_roll_is_rolled_again_and_every_round_is_kept() -> None:
    tied = [s for s in range(100) if len(new_game(GAME, 2, None, s).opening_rolls) > 1]
    assert tied, "some seed in 100 ties its opening roll"
    state = new_game(GAME, 2, None, tied[0])
    *ties, last = state.opening_rolls
    assert all(a == b for a, b in ties)
    assert last[0] != last[1]
    view = GAME.view(state, None)
    assert view["opening_rolls"] == [list(pair) for pair in state.opening_rolls]
    assert view["first_player"] == state.to_move


def test_each_side_first_turn_has_one_die_then_two() -> None:
    state = new_game(GAME, 2, None, 7)
    first = state.to_move
    assert first is not None
    sizes = []
    for _ in range(3):
        sizes.append((state.to_move, len(state.dice)))
        while state.turn == len(sizes):
            state, _ = GAME.apply(state, state.to_move, GAME.legal_moves(state, state.to_move)[0])
    assert sizes == [(first, 1), (1 - first, 1), (first, 2)]


def test_dice_are_rolled_from_the_state_at_the_start_of_each_turn() -> None:
    state = make_position(["a2"], ["j10"], dice=(4,), turn=1)
    after, events = GAME.apply(state, 0, Move("a2", "N", 4))
    rolled = events[-1]
    assert rolled["type"] == "dice_rolled"
    assert rolled["seat"] == 1 and rolled["turn"] == 2
    assert rolled["dice"] == list(after.dice) and len(after.dice) == 1
    assert after.unused == after.dice
    # Same state, same move: same roll. The generator moved on and lives in the state.
    again, _ = GAME.apply(state, 0, Move("a2", "N", 4))
    assert again == after
    assert after.rng != state.rng
    assert after.dice == (Rng(state.rng).roll(),)


def test_capturing_the_last_piece_wins_at_once() -> None:
    state = make_position(["a2", "j2"], ["a5"], dice=(3, 4))
    after, events = GAME.apply(state, 0, Move("a2", "N", 3))
    assert after.winner == 0
    assert events[-1] == {"type": "game_over", "winner": 0, "reason": "captured_all"}
    outcome = GAME.outcome(after)
    assert outcome is not None
    assert (outcome.winners, outcome.ranks, outcome.reason) == ((0,), (1, 2), "captured_all")
    assert GAME.to_act(after) == frozenset()
    assert GAME.legal_moves(after, 0) == []
    with pytest.raises(RulesError) as caught:
        checked_apply(GAME, after, 0, {"type": "move", "piece": "j2", "direction": "N", "die": 4})
    assert caught.value.code == "GAME_OVER"


def test_resigning_hands_the_win_to_the_other_side_on_any_turn() -> None:
    state = make_position(["a2"], ["j10"], dice=(3, 4))
    after, events = GAME.resign(state, 1)
    assert after.winner == 0 and after.end_reason == "resigned"
    assert [e["type"] for e in events] == ["seat_resigned", "game_over"]
    outcome = GAME.outcome(after)
    assert outcome is not None and outcome.ranks == (1, 2)
    with pytest.raises(RulesError) as caught:
        GAME.resign(after, 0)
    assert caught.value.code == "GAME_OVER"
    replayed, _ = replay(GAME, 2, None, 3, [("resign", 0)])
    assert replayed.winner == 1


def test_the_view_shows_everything_but_the_generator() -> None:
    state = make_position(
        ["a2"], ["j10"], dice=(3, 5), unused=(5,), moved_piece="a5", moved_direction="N"
    )
    view = GAME.view(state, 1)
    assert view == {
        "you": 1,
        "board": {
            "columns": 10,
            "rows": 10,
            "black_squares": ["c4", "h4", "e5", "f5", "e6", "f6", "c7", "h7"],
        },
        "pieces": [["a2"], ["j10"]],
        "opening_rolls": [[6, 1]],
        "first_player": 0,
        "turn": 7,
        "to_move": 0,
        "dice": [3, 5],
        "unused_dice": [5],
        "moved_piece": "a5",
        "moved_direction": "N",
        "winner": None,
        "end_reason": None,
    }
    assert "12345" not in json.dumps(view)
    jsonschema.Draft202012Validator(GAME.view_schema()).validate(view)
    assert GAME.view(state, None)["you"] is None


def test_sample_hidden_rebuilds_the_position_with_a_fresh_generator() -> None:
    state = make_position(
        ["a2", "c3"], ["j10"], dice=(2, 2), unused=(2,), moved_piece="a2", moved_direction="E"
    )
    rebuilt = GAME.sample_hidden(GAME.view(state, 0), 0, Rng(99))
    assert rebuilt.rng != state.rng
    assert GAME.view(rebuilt, 0) == GAME.view(state, 0)
    assert GAME.legal_moves(rebuilt, 0) == GAME.legal_moves(state, 0)
    with pytest.raises(RulesError) as caught:
        GAME.sample_hidden({"pieces": "nope"}, 0, Rng(1))
    assert caught.value.code == "BAD_STATE"


def test_the_board_data_is_the_documented_reconstruction() -> None:
    assert (BOARD.columns, BOARD.rows) == (10, 10)
    assert sorted(BOARD.name(s) for s in BOARD.black_squares) == sorted(
        ["e5", "f5", "e6", "f6", "c4", "h4", "c7", "h7"]
    )
    # Symmetric under a half turn, so neither side's start is favoured.
    last = BOARD.columns * BOARD.rows - 1
    assert {last - s for s in BOARD.black_squares} == set(BOARD.black_squares)


@pytest.mark.parametrize(
    ("change", "problem"),
    [
        ({"columns": "ten"}, "integer columns"),
        ({"black_squares": ["a1", "z9"]}, "off the board"),
        ({"black_squares": ["a1"]}, "starts on a black space"),
        ({"start_squares": [BACK_ROW_1[:9], BACK_ROW_10]}, "needs 10 start spaces"),
        ({"start_squares": [BACK_ROW_1, BACK_ROW_1]}, "share a start space"),
        ({"start_squares": [BACK_ROW_1]}, "exactly two sides"),
        ({"black_squares": ["b5", "b5"]}, "repeats a square"),
    ],
)
def test_a_bad_board_file_is_refused(change: dict[str, object], problem: str) -> None:
    raw: dict[str, object] = {
        "columns": 10,
        "rows": 10,
        "black_squares": ["e5"],
        "start_squares": [list(BACK_ROW_1), list(BACK_ROW_10)],
    }
    raw.update({k: list(v) if isinstance(v, tuple) else v for k, v in change.items()})
    if "start_squares" in change:
        raw["start_squares"] = [list(side) for side in change["start_squares"]]  # type: ignore[attr-defined]
    with pytest.raises(ValueError, match=problem):
        build_board(raw)


def test_a_recorded_game_replays_to_the_same_end() -> None:
    recorded = json.loads((Path(__file__).parent / "recorded_game.json").read_text())
    moves = [(seat, move) for seat, move in recorded["moves"]]
    final, events = replay(GAME, recorded["players"], None, recorded["seed"], moves)
    assert GAME.view(final, None) == recorded["final_view"]
    assert events[-1]["type"] == "game_over"
