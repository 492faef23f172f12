"""PettingZoo's own checkers on every game at its smallest and largest table, and the
Gymnasium checker on the single-seat environment. Short runs here; ``make training-check``
runs the long ones."""

from __future__ import annotations

import os
import warnings

import pytest
from gymnasium.utils.env_checker import check_env
from pettingzoo.test import api_test, seed_test

from dashgames.engine import get_game
from dashgames.training import GAME_TYPES, DashGamesEnv
from dashgames.training.single import SingleSeatEnv

# The long run (make training-check) sets DASHGAMES_TRAINING_CYCLES=1000, PettingZoo's default.
CYCLES = int(os.environ.get("DASHGAMES_TRAINING_CYCLES", "40"))

TABLES = [
    (game, players)
    for game in GAME_TYPES
    for players in sorted({get_game(game).min_players, get_game(game).max_players})
]


@pytest.mark.parametrize(("game", "players"), TABLES)
def test_pettingzoo_api_test_passes(game: str, players: int) -> None:
    env = DashGamesEnv(game, players)
    with warnings.catch_warnings():
        # Dict observations carrying an action mask draw two advisory warnings (PettingZoo's
        # own board games draw the same); every assertion of the test still runs.
        warnings.simplefilter("ignore")
        api_test(env, num_cycles=CYCLES)


@pytest.mark.parametrize(("game", "players"), TABLES)
def test_pettingzoo_seed_test_passes(game: str, players: int) -> None:
    seed_test(lambda: DashGamesEnv(game, players), num_cycles=max(5, CYCLES // 4))


@pytest.mark.parametrize(("game", "players"), TABLES)
def test_gymnasium_check_env_passes_for_the_single_seat_environment(
        game: str, players: int) -> None:
    env = SingleSeatEnv(game, players, seat=1, opponents="random")
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # the checker's warnings are findings here
        check_env(env, skip_render_check=True)
