"""Previewable move kinds (``Game.previewable``, docs/CONFIRM.md): every game's declaration
holds along random playouts (``tests/support/preview_checks.py``), and per game a broken one
fails: a previewable step that rolls a die mid-turn, or, in a game that declares none (every
turn there is one step), every kind declared. make test plays a few seeded games of each;
make test-long more."""

from __future__ import annotations

from typing import Any

import pytest

import dashgames.games  # noqa: F401 - fills the registry
from dashgames.engine import Game, all_games
from tests.support.hidden_checks import rng_fields, with_generators
from tests.support.preview_checks import check_previewable

GAMES = {game.id: game for game in all_games()}
SHORT = {"seeds": range(2), "max_steps": 120, "per_state": 3}
LONG = {"seeds": range(2, 12), "max_steps": 400, "per_state": 8}


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_declared_kinds_show_nothing_the_seat_may_not_know(game_id: str) -> None:
    game = GAMES[game_id]
    met = check_previewable(game, game.min_players, **SHORT)  # type: ignore[arg-type]
    assert set(met) == set(game.previewable)


@pytest.mark.long
@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_declared_kinds_hold_at_every_table_size(game_id: str) -> None:
    game = GAMES[game_id]
    for players in sorted({game.min_players, game.max_players}):
        check_previewable(game, players, **LONG)  # type: ignore[arg-type]


def _rolling(game: Game[Any, Any]) -> Game[Any, Any]:
    """The game with a bug: a previewable step that leaves the turn going advances the
    generator, as a die rolled there would."""

    class Rolling(type(game)):  # type: ignore[misc]
        def apply(self, state: Any, seat: int, move: Any) -> Any:
            after, events = super().apply(state, seat, move)
            if move.kind in self.previewable and seat in self.to_act(after):
                fields = rng_fields(self.state_to_json(after))
                after = with_generators(self, after, [(p, v ^ 1) for p, v in fields])
            return after, events

    return Rolling()


def _every_kind(game: Game[Any, Any]) -> Game[Any, Any]:
    kinds = frozenset(game.moves.by_kind)

    class EveryKind(type(game)):  # type: ignore[misc]
        previewable = kinds

    return EveryKind()


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_broken_declaration_fails(game_id: str) -> None:
    game = GAMES[game_id]
    broken = _rolling(game) if game.previewable else _every_kind(game)
    with pytest.raises(AssertionError):
        check_previewable(broken, game.min_players, **SHORT)  # type: ignore[arg-type]
