"""The heuristic bot plans abilities and spy tokens (4 players, ``abilities`` on), each from an
exact position where that plan is clearly the best; and it keeps to the basic plan where an
ability buys nothing.

Default runners: purple (Jump) a7, blue (Spy) i7, green (Lasso) i2, orange (Cats) a2; the
flags stand on e8 (Red) and e1 (White). Walls run under row 2 from e to h and above row 7 from
b to e; tunnels are c2, g2, c7 and g7.
"""

from __future__ import annotations

from typing import Any

from dashgames.engine import Rng
from dashgames.games.flag_dash import GAME
from dashgames.games.flag_dash.bots import heuristic_bot
from dashgames.games.flag_dash.moves import Plan, Spy, SpyReplace
from dashgames.games.flag_dash.state import FlagDashState
from tests.games.flag_dash.positions import arrange, edit, fresh, play


def _plans(state: FlagDashState, seat: int) -> list[Any]:
    """The bot's choice for three different generators (its sample of the hidden plans)."""
    legal = GAME.legal_moves(state, seat)
    picks = [heuristic_bot(GAME.view(state, seat), seat, legal, Rng(i)) for i in range(3)]
    assert all(p in legal for p in picks)
    return picks


def test_jumps_the_wall_in_front_of_the_flag() -> None:
    # Purple on f3 has the wall f2|f3 ahead and White's flag two steps past it; on foot it
    # must go round by d2.
    s = arrange(fresh(4, abilities=True), purple="f3")
    for p in _plans(s, 0):
        assert isinstance(p, Plan) and p.card == "jump"


def test_runs_where_a_jump_gains_nothing() -> None:
    s = arrange(fresh(4, abilities=True), purple="b5")
    for p in _plans(s, 0):
        assert isinstance(p, Plan) and p.card != "jump"


def test_sets_a_trap_in_the_way_of_a_runner_heading_for_our_flag() -> None:
    # Yellow (Trap) runs for hand 1; green is two steps up the f file from yellow on f7,
    # on its way to Red's flag on e8.
    s = arrange(fresh(4, abilities=True, red_defender="purple"), yellow="f7", green="f5")
    for p in _plans(s, 1):
        assert isinstance(p, Plan) and p.card == "trap"


def test_lassos_the_thief_away_from_its_home_zone() -> None:
    # Purple carries White's flag on e4, one step from Red's half; green (Lasso) stands on e2
    # in the same file, too far to push: the lasso pulls the thief back a step.
    s = arrange(fresh(4, abilities=True), purple="e4", green="e2")
    s = edit(s, "purple", carrying=1)
    s = arrange(s, flags=(s.team_flags[0], None))
    for p in _plans(s, 2):
        assert isinstance(p, Plan) and p.card == "lasso"


def test_digs_a_tunnel_into_the_tunnels_by_the_red_flag() -> None:
    # Black (Dig) runs for White on c4: the tunnels c7 and g7 lie by Red's flag, and a tunnel
    # dug beside black links it to them, a shorter way than walking round the row-6 wall.
    s = arrange(fresh(4, abilities=True, white_defender="orange"), black="c4")
    for p in _plans(s, 3):
        assert isinstance(p, Plan) and p.card == "dig"


def test_plans_a_spy_token_when_the_runners_meet_at_a_flag() -> None:
    s = fresh(4, abilities=True)
    near = arrange(s, blue="d2")  # blue next to the square beside White's flag
    for p in _plans(near, 1):
        assert isinstance(p, Plan) and p.token == "spy1"
    for p in _plans(arrange(s, blue="b4"), 1):  # far from both flags: keep the spy for later
        assert isinstance(p, Plan) and not p.token.startswith("spy")


def test_after_spying_a_push_it_puts_down_its_lowest_token_to_move_first() -> None:
    s = arrange(fresh(4, abilities=True), blue="d2", green="d3")
    s, _ = play(s, 0, Plan(0, "run_forward", "2"), Plan(0, "flag", "3"))
    s, _ = play(s, 1, Plan(1, "run_forward", "spy1"), Plan(1, "flag", "5"))
    s, _ = play(s, 2, Plan(2, "push", "4"), Plan(2, "flag", "6"))
    s, _ = play(s, 3, Plan(3, "copy", "6"), Plan(3, "flag", "1"))
    legal = GAME.legal_moves(s, 1)
    assert heuristic_bot(GAME.view(s, 1), 1, legal, Rng(0)) == Spy(2)
    s, _ = play(s, 1, Spy(2))
    for p in _plans(s, 1):
        assert isinstance(p, SpyReplace) and p.token == "1"
