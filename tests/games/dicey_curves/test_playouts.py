"""Random playouts end within the move cap; replays are deterministic.

Random play sets the ``round_limit`` platform option (off by default) so every race ends."""

from __future__ import annotations

import pytest

from dashgames.engine.play import random_playout, replay
from dashgames.games.dicey_curves import GAME

RANDOM_PLAY = {"round_limit": 50}


@pytest.mark.parametrize("players", [2, 3, 5, 8])
def test_random_playout_reaches_the_end(players: int) -> None:
    state, log = random_playout(
        GAME, players, seed=f"p{players}", options=RANDOM_PLAY, max_moves=20_000
    )
    outcome = GAME.outcome(state)
    assert outcome is not None
    assert all(c.place is not None for c in state.cars)
    assert len(log) < 20_000


def test_replay_reproduces_the_race() -> None:
    state, log = random_playout(GAME, 3, seed="replay", options=RANDOM_PLAY)
    again, _ = replay(GAME, 3, RANDOM_PLAY, "replay", log)
    assert GAME.state_to_json(again) == GAME.state_to_json(state)
