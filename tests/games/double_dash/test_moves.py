"""Double Dash! movement, capture and dice rules, each from an exact position."""

from __future__ import annotations

import pytest

from dashgames.engine import IllegalMove, RulesError
from dashgames.games.double_dash import GAME
from dashgames.games.double_dash.moves import Dash, Move, Pass
from dashgames.games.double_dash.state import DoubleDashState
from tests.games.double_dash.positions import make_position


def landings(state: DoubleDashState, piece: str) -> dict[tuple[str, int], str]:
    """(direction, die) -> landing square, for every legal single-die move of ``piece``."""
    out = {}
    for move in GAME.legal_moves(state, 0):
        if isinstance(move, Move) and move.piece == piece:
            _, events = GAME.apply(state, 0, move)
            out[(move.direction, move.die)] = events[0]["to_square"]
    return out


def reason(state: DoubleDashState, move: Move | Dash | Pass, seat: int = 0) -> str:
    with pytest.raises(IllegalMove) as caught:
        GAME.apply(state, seat, move)
    assert move not in GAME.legal_moves(state, seat)
    return str(caught.value.details["reason"])


def test_a_die_moves_a_piece_in_any_of_eight_straight_lines() -> None:
    state = make_position(["i2"], ["a10"], dice=(1,), turn=1)
    assert landings(state, "i2") == {
        ("N", 1): "i3",
        ("NE", 1): "j3",
        ("E", 1): "j2",
        ("SE", 1): "j1",
        ("S", 1): "i1",
        ("SW", 1): "h1",
        ("W", 1): "h2",
        ("NW", 1): "h3",
    }


def test_moves_are_listed_per_distinct_die_and_land_the_full_distance_in_the_open() -> None:
    state = make_position(["d2"], ["a10"], dice=(2, 3))
    found = landings(state, "d2")
    assert found[("N", 3)] == "d5"
    assert found[("NE", 2)] == "f4"
    assert found[("W", 3)] == "a2"
    # Every direction has room for at least one square, so each (direction, die) is a move;
    # southward the edge cuts both dice to row 1.
    assert len(found) == 8 * 2
    assert found[("S", 2)] == found[("S", 3)] == "d1"
    assert found[("SE", 3)] == "e1"


def test_a_black_space_stops_the_piece_on_the_square_before_it() -> None:
    state = make_position(["e2"], ["a10"], dice=(5,), turn=1)
    after, events = GAME.apply(state, 0, Move("e2", "N", 5))
    assert events[0]["to_square"] == "e4"  # e5 is black
    assert after.pieces[0] == ("e4",)


def test_a_piece_next_to_a_black_space_cannot_move_toward_it() -> None:
    state = make_position(["d5"], ["a10"], dice=(3,), turn=1)
    assert ("E", 3) not in landings(state, "d5")
    assert reason(state, Move("d5", "E", 3)) == "blocked"


def test_the_board_edge_stops_a_piece_like_a_black_space() -> None:
    state = make_position(["b3"], ["a10"], dice=(4,), turn=1)
    found = landings(state, "b3")
    assert found[("S", 4)] == "b1"
    assert found[("SW", 4)] == "a2"
    edge = make_position(["a5"], ["j10"], dice=(2,), turn=1)
    assert reason(edge, Move("a5", "W", 2)) == "blocked"


def test_a_piece_cannot_move_past_an_opponent_nearer_than_the_die() -> None:
    # Issue 29, item 6 (ruling blocked-by-opponent): "can't move past their opponent's piece".
    # A 5 north from a2 would pass the opponent on a5: that move is not allowed (it does not
    # stop on a4, as it would before a black space); a 2 still reaches a4, a 3 captures.
    state = make_position(["a2"], ["a5", "j10"], dice=(5,), turn=1)
    assert reason(state, Move("a2", "N", 5)) == "blocked"
    assert ("N", 5) not in landings(state, "a2")
    two = make_position(["a2"], ["a5", "j10"], dice=(2,), turn=1)
    assert landings(two, "a2")[("N", 2)] == "a4"


def test_an_adjacent_opponent_blocks_any_die_but_one() -> None:
    state = make_position(["a2"], ["a3", "j10"], dice=(4,), turn=1)
    assert reason(state, Move("a2", "N", 4)) == "blocked"
    one = make_position(["a2"], ["a3", "j10"], dice=(1,), turn=1)
    after, _ = GAME.apply(one, 0, Move("a2", "N", 1))
    assert after.pieces == (("a3",), ("j10",))


def test_capture_needs_the_exact_distance() -> None:
    state = make_position(["a2"], ["a5", "j10"], dice=(3,), turn=1)
    after, events = GAME.apply(state, 0, Move("a2", "N", 3))
    assert after.pieces == (("a5",), ("j10",))
    assert [e["type"] for e in events[:2]] == ["piece_moved", "piece_captured"]
    assert events[1] == {"type": "piece_captured", "seat": 1, "square": "a5"}


def test_a_piece_passes_over_its_own_side() -> None:
    state = make_position(["a2", "a3", "a4"], ["j10"], dice=(3,), turn=1)
    after, events = GAME.apply(state, 0, Move("a2", "N", 3))
    assert events[0]["to_square"] == "a5"
    assert after.pieces[0] == ("a3", "a4", "a5")


def test_a_piece_never_ends_on_its_own_side() -> None:
    state = make_position(["a2", "a5"], ["j10"], dice=(3,), turn=1)
    assert reason(state, Move("a2", "N", 3)) == "blocked"


def test_a_move_cut_short_onto_an_own_piece_is_not_allowed_and_does_not_back_up() -> None:
    # e5 is black: a 5 from e2 would stop on e4, where our own piece stands.
    state = make_position(["e2", "e4"], ["j10"], dice=(5,), turn=1)
    assert reason(state, Move("e2", "N", 5)) == "blocked"
    assert ("N", 5) not in landings(state, "e2")


def test_without_doubles_each_die_moves_a_different_piece() -> None:
    state = make_position(["a2", "j2"], ["j10"], dice=(3, 5))
    after, _ = GAME.apply(state, 0, Move("a2", "N", 3))
    assert after.moved_piece == "a5"
    assert [m for m in GAME.legal_moves(after, 0) if isinstance(m, Move) and m.piece == "a5"] == []
    assert reason(after, Move("a5", "E", 5)) == "piece_already_moved"
    done, events = GAME.apply(after, 0, Move("j2", "N", 5))
    assert done.pieces[0] == ("a5", "j7")
    assert done.turn == state.turn + 1
    assert events[-1]["type"] == "dice_rolled"


def test_doubles_let_one_piece_take_a_second_leg_in_another_direction() -> None:
    state = make_position(["a2", "j2"], ["j10"], dice=(2, 2))
    after, _ = GAME.apply(state, 0, Move("a2", "N", 2))
    assert after.unused == (2,)
    legs = {
        m.direction for m in GAME.legal_moves(after, 0) if isinstance(m, Move) and m.piece == "a4"
    }
    assert "N" not in legs and {"NE", "E", "S"} <= legs
    done, events = GAME.apply(after, 0, Move("a4", "NE", 2))
    assert done.pieces[0] == ("j2", "c6")
    assert events[0]["to_square"] == "c6"


def test_doubles_second_leg_may_not_continue_in_the_same_direction() -> None:
    state = make_position(
        ["a2"], ["j10"], dice=(2, 2), unused=(2,), moved_piece="a4", moved_direction="N"
    )
    assert reason(state, Move("a4", "N", 2)) == "piece_already_moved"


def test_doubles_second_leg_may_go_straight_back_to_where_the_first_began() -> None:
    # Ruling doubles-straight-back: d4 3 north to d7, then 3 south lands on d4 again.
    state = make_position(["d4", "j1"], ["j10"], dice=(3, 3))
    after, _ = GAME.apply(state, 0, Move("d4", "N", 3))
    assert after.pieces[0] == ("j1", "d7")
    assert Move("d7", "S", 3) in GAME.legal_moves(after, 0)
    done, events = GAME.apply(after, 0, Move("d7", "S", 3))
    assert events[0] == {
        "type": "piece_moved",
        "seat": 0,
        "from_square": "d7",
        "to_square": "d4",
        "direction": "S",
        "dice": [3],
        "captured": False,
    }
    assert done.pieces == state.pieces
    assert (done.turn, done.to_move) == (state.turn + 1, 1)  # both dice are spent


def test_a_capture_then_straight_back_keeps_the_capture() -> None:
    state = make_position(["d4"], ["d7", "j10"], dice=(3, 3))
    after, _ = GAME.apply(state, 0, Move("d4", "N", 3))
    done, _ = GAME.apply(after, 0, Move("d7", "S", 3))
    assert done.pieces == (("d4",), ("j10",))


def test_a_first_leg_cut_short_and_reversed_ends_beyond_its_start() -> None:
    # e5 is black: 3 north from e2 stops on e4, and 3 south from there reaches e1.
    state = make_position(["e2"], ["j10"], dice=(3, 3))
    after, _ = GAME.apply(state, 0, Move("e2", "N", 3))
    done, events = GAME.apply(after, 0, Move("e4", "S", 3))
    assert events[0]["to_square"] == "e1"
    assert done.pieces[0] == ("e1",)


def test_doubles_each_leg_may_capture() -> None:
    state = make_position(["a2"], ["a4", "c6", "j10"], dice=(2, 2))
    after, _ = GAME.apply(state, 0, Move("a2", "N", 2))
    done, _ = GAME.apply(after, 0, Move("a4", "NE", 2))
    assert done.pieces == (("c6",), ("j10",))


def test_doubles_dash_goes_twice_the_number_in_one_line() -> None:
    state = make_position(["a2"], ["j10"], dice=(3, 3))
    assert Dash("a2", "N") in GAME.legal_moves(state, 0)
    after, events = GAME.apply(state, 0, Dash("a2", "N"))
    assert after.pieces[0] == ("a8",)
    assert events[0]["dice"] == [3, 3]
    assert after.turn == state.turn + 1  # both dice are spent


def test_dash_passes_an_own_piece_at_the_half_way_square() -> None:
    state = make_position(["a2", "a5"], ["j10"], dice=(3, 3))
    assert reason(state, Move("a2", "N", 3)) == "blocked"
    after, _ = GAME.apply(state, 0, Dash("a2", "N"))
    assert after.pieces[0] == ("a5", "a8")


def test_dash_captures_only_at_twice_the_number() -> None:
    exact = make_position(["a2"], ["a8", "j10"], dice=(3, 3))
    after, _ = GAME.apply(exact, 0, Dash("a2", "N"))
    assert after.pieces == (("a8",), ("j10",))
    # A dash may not pass an opponent either (ruling blocked-by-opponent): no stopping short.
    short = make_position(["a2"], ["a6", "j10"], dice=(3, 3))
    assert Dash("a2", "N") not in GAME.legal_moves(short, 0)
    with pytest.raises(IllegalMove):
        GAME.apply(short, 0, Dash("a2", "N"))


def test_dash_needs_both_doubles_unused() -> None:
    plain = make_position(["a2"], ["j10"], dice=(3, 4))
    assert reason(plain, Dash("a2", "N")) == "no_doubles"
    half = make_position(["a2", "j2"], ["j10"], dice=(3, 3), unused=(3,))
    assert reason(half, Dash("a2", "N")) == "no_doubles"


def test_a_die_may_be_passed_only_when_nothing_can_use_it() -> None:
    boxed = make_position(["a1"], ["a2", "b2", "b1", "j10"], dice=(2,), turn=1)
    assert GAME.legal_moves(boxed, 0) == [Pass(2)]
    after, events = GAME.apply(boxed, 0, Pass(2))
    assert events[0] == {"type": "die_passed", "seat": 0, "die": 2}
    assert after.to_move == 1
    free = make_position(["a1"], ["j10"], dice=(2,), turn=1)
    assert reason(free, Pass(2)) == "die_usable"
    assert reason(free, Pass(5)) == "no_such_die"


def test_a_die_made_unusable_by_the_other_die_may_then_be_passed() -> None:
    state = make_position(["a1"], ["j10"], dice=(1, 3))
    assert not any(isinstance(m, Pass) for m in GAME.legal_moves(state, 0))
    after, _ = GAME.apply(state, 0, Move("a1", "N", 1))
    assert GAME.legal_moves(after, 0) == [Pass(3)]


def test_a_die_must_be_unused_and_the_piece_ours() -> None:
    state = make_position(["a2"], ["j10"], dice=(3, 4))
    assert reason(state, Move("a2", "N", 5)) == "no_such_die"
    assert reason(state, Move("j10", "S", 3)) == "no_piece"
    assert reason(state, Move("b2", "N", 3)) == "no_piece"
    with pytest.raises(RulesError) as caught:
        GAME.apply(state, 0, Move("z99", "N", 3))
    assert caught.value.code == "BAD_MOVE"


def test_only_the_side_to_move_may_move() -> None:
    state = make_position(["a2"], ["j10"], dice=(3, 4))
    assert GAME.legal_moves(state, 1) == []
    with pytest.raises(RulesError) as caught:
        GAME.apply(state, 1, Move("j10", "S", 3))
    assert caught.value.code == "NOT_YOUR_TURN"
