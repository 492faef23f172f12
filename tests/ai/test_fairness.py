"""Fair by construction: in every game and at every level, dealing again everything a seat cannot
see leaves the bot's move unchanged for the same seed; and a bot that peeks at the true state
fails the same check (so the check can fail)."""

from __future__ import annotations

from typing import Any

import pytest

import dashgames.games  # noqa: F401 - registers every game
from dashgames.ai.budget import Budget
from dashgames.ai.levels import choose, level_names
from dashgames.engine import Rng, get_game
from tests.ai.fairness import check_fair, honest, peeking_bot, positions

GAMES = ["dash_and_cache", "dc_dash", "dicey_curves", "double_dash", "flag_dash"]
SEARCH = Budget.iterations_only(20)
"""An iteration budget makes the search deterministic (a time budget would not be)."""


def _level_bot(game_type: str, level: str) -> Any:
    def play(view: dict[str, Any], seat: int, legal: list[Any], rng: Rng) -> Any:
        return choose(game_type, level, view, seat, legal, rng, SEARCH)

    return honest(play)


@pytest.mark.parametrize("game_type", GAMES)
def test_every_level_chooses_from_the_view_alone(game_type: str) -> None:
    game = get_game(game_type)
    assert level_names(game_type)[-1] == "search"
    spots = positions(game, 2, 3, seed=5)
    assert len(spots) == 3
    for level in level_names(game_type):
        bot = _level_bot(game_type, level)
        for i, (state, seat) in enumerate(spots):
            move = check_fair(game, bot, state, seat, seed=i)
            assert move in game.legal_moves(state, seat)


@pytest.mark.parametrize("game_type", GAMES)
def test_the_check_catches_a_bot_that_peeks_at_the_true_state(game_type: str) -> None:
    game = get_game(game_type)
    spots = positions(game, 2, 3, seed=5)
    with pytest.raises(AssertionError, match="cannot see was dealt again"):
        for i, (state, seat) in enumerate(spots):
            check_fair(game, peeking_bot, state, seat, seed=i, redeals=3)


def test_a_redeal_hides_more_than_the_dice_where_the_game_has_secrets() -> None:
    # DC Dash: the opponent's Station cards are dealt again, not only the generator.
    game = get_game("dc_dash")
    state, seat = positions(game, 2, 1, seed=2)[0]
    again = game.sample_hidden(game.view(state, seat), seat, Rng.from_seed("other"))
    other = 1 - seat
    assert again.riders[seat].station_cards == state.riders[seat].station_cards
    assert again.riders[other].station_cards != state.riders[other].station_cards
