"""The OpenSpiel-style adapter (issue 27, item 7): OpenSpiel's random-simulation check, as its
own tests run every game (``random_sim_test``): random legal actions at every node until the
end, the returns summing to zero, a clone that moves on alone, and simultaneous nodes where the
rules let seats act at once."""

from __future__ import annotations

import random

import pytest

from dashgames.training import GAME_TYPES
from dashgames.training.openspiel import SIMULTANEOUS, TERMINAL, DashGamesSpielGame


def random_playout(game: DashGamesSpielGame, seed: int) -> tuple[list[float], int]:
    rng = random.Random(seed)
    state = game.new_initial_state(seed=seed)
    simultaneous = 0
    for _ in range(game.max_game_length()):
        if state.is_terminal():
            break
        player = state.current_player()
        if player == SIMULTANEOUS:
            simultaneous += 1
            state.apply_actions([rng.choice(state.legal_actions(p))
                                 for p in range(game.num_players())])
        else:
            assert 0 <= player < game.num_players()
            actions = state.legal_actions()
            assert actions and all(0 <= a < game.num_distinct_actions() for a in actions)
            assert len(state.observation_tensor(player)) == game.observation_tensor_shape()[0]
            state.apply_action(rng.choice(actions))
    assert state.is_terminal() and state.current_player() == TERMINAL
    assert state.legal_actions() == []
    return state.returns(), simultaneous


# Dash and Cache's random game is the slowest by far (about 900 simultaneous nodes): make
# test-long plays it; its ParallelEnv, which this adapter wraps, is checked in make test.
@pytest.mark.parametrize("game_type", [
    pytest.param(g, marks=pytest.mark.long) if g == "dash_and_cache" else g for g in GAME_TYPES])
def test_random_games_end_with_zero_sum_returns(game_type: str) -> None:
    game = DashGamesSpielGame(game_type)
    returns, simultaneous = random_playout(game, seed=2)
    assert len(returns) == game.num_players() and sum(returns) == pytest.approx(0.0)
    assert max(returns) == game.max_utility() or max(returns) == 0.0  # a win, or a draw
    assert (simultaneous > 0) == (game.get_type().dynamics == "SIMULTANEOUS")


def test_a_clone_moves_on_alone_and_the_same_seed_replays() -> None:
    game = DashGamesSpielGame("double_dash")
    state = game.new_initial_state(seed=9)
    before = state.observation_string(0)
    clone = state.clone()
    clone.apply_action(clone.legal_actions()[0])
    assert state.observation_string(0) == before and state.history() == []
    assert clone.history() == [state.legal_actions()[0]]
    again = game.new_initial_state(seed=9)
    again.apply_action(again.legal_actions()[0])
    assert again.observation_string(0) == clone.observation_string(0)
    assert clone.action_to_string(0, 10**6) == "action 1000000"
