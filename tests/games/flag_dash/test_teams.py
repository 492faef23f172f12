"""Flag Dash's sides for ratings: the seats holding each team's hands (Red first)."""

from __future__ import annotations

import pytest

from dashgames.engine import get_game
from dashgames.games.flag_dash.game import FlagDash
from dashgames.games.flag_dash.rules import seating


@pytest.mark.parametrize(("players", "mode", "sides"), [
    (4, "basic", ((0, 1), (2, 3))),
    (3, "basic", ((0, 1), (2,))),  # the lone White player holds both White hands
    (2, "basic", ((0,), (1,))),
    (2, "advanced", ((0,), (1,))),  # each seat holds both hands of its team
])
def test_teams_follow_the_seating(players: int, mode: str, sides: tuple[tuple[int, ...], ...]
                                  ) -> None:
    assert FlagDash().teams(players, {"mode": mode}) == sides
    teams = {team: {seat for seat, t in seating(players, mode == "basic" and players == 2)
                    if t == team} for team in (0, 1)}
    assert [set(side) for side in sides] == [teams[0], teams[1]]


def test_other_games_rate_every_seat_for_itself() -> None:
    assert get_game("double_dash").teams(3, {}) == ((0,), (1,), (2,))
