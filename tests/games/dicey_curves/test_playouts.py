"""Random playouts end within the move cap; replays are deterministic."""

from __future__ import annotations

import pytest

from dashgames.engine.play import random_playout, replay
from dashgames.games.dicey_curves import GAME


@pytest.mark.parametrize("players", [2, 3, 5, 8])
def test_random_playout_reaches_the_end(players: int) -> None:
    state, log = random_playout(GAME, players, seed=f"p{players}", max_moves=20_000)
    outcome = GAME.outcome(state)
    assert outcome is not None
    assert sorted(c.place for c in state.cars) == list(range(1, len(state.cars) + 1))
    assert len(log) < 20_000


def test_replay_reproduces_the_race() -> None:
    state, log = random_playout(GAME, 3, seed="replay")
    again, _ = replay(GAME, 3, None, "replay", log)
    assert GAME.state_to_json(again) == GAME.state_to_json(state)
