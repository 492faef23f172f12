"""The open-games quota (docs/ARCHITECTURE.md, "Limits"): counted and added in one step, so
concurrent creates never pass it, and tables of bots count until they end."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest

from dashgames.accounts.types import Player
from dashgames.http.backend import GameService
from dashgames.play.errors import RatedWithHouseBots, TooManyOpenGames
from dashgames.play.types import SeatSpec

DOUBLE = "double_dash"
TWO_HUMANS = [SeatSpec("human")] * 2
TWO_BOTS = [SeatSpec("bot", "random")] * 2
QUOTA = 20


def _try(service: GameService, player: Player, seats: list[SeatSpec],
         seat: int | None) -> str:
    try:
        return service.create_game(player, DOUBLE, None, seats, seat).id
    except TooManyOpenGames:
        return "refused"


def test_forty_concurrent_creates_open_exactly_the_quota(make_settings: Any, players: Any
                                                         ) -> None:
    service = GameService(make_settings(open_games_per_player=QUOTA))
    (ann,) = players(1)
    with ThreadPoolExecutor(40) as pool:
        made = list(pool.map(lambda _: _try(service, ann, TWO_HUMANS, 0), range(40)))
    assert sum(1 for m in made if m != "refused") == QUOTA
    assert made.count("refused") == 40 - QUOTA
    assert service.store.indexes.open_games_of(ann.id) == QUOTA
    assert all(service.read_game(ann, g).summary.status == "open" for g in made
               if g != "refused")


@pytest.mark.parametrize("seats, seat", [(TWO_BOTS, None),
                                         ([SeatSpec("human"), SeatSpec("bot", "random")], 0)])
def test_tables_of_bots_count_until_they_end(make_settings: Any, players: Any,
                                             seats: list[SeatSpec], seat: int | None) -> None:
    service = GameService(make_settings(open_games_per_player=2))
    ann, bob = players(2)
    first = service.create_game(ann, DOUBLE, None, seats, seat)
    service.create_game(ann, DOUBLE, None, seats, seat)
    assert first.status == "active"
    with pytest.raises(TooManyOpenGames) as refused:
        service.create_game(ann, DOUBLE, None, seats, seat)
    assert refused.value.details == {"quota": 2}
    with pytest.raises(TooManyOpenGames):
        service.create_game(ann, DOUBLE, None, TWO_HUMANS, 0)
    service.create_game(bob, DOUBLE, None, seats, seat)  # bob's quota is his own
    # A table ends: room for one more (here the store forgets a finished game).
    service.store.redis.hset(service.store.game_key(first.id, "meta"), "st", "finished")
    service.create_game(ann, DOUBLE, None, seats, seat)
    with pytest.raises(TooManyOpenGames):
        service.create_game(ann, DOUBLE, None, seats, seat)


def test_a_create_that_fails_gives_its_place_back(make_settings: Any, players: Any) -> None:
    service = GameService(make_settings(open_games_per_player=1))
    (ann,) = players(1)
    with pytest.raises(RatedWithHouseBots):
        service.create_game(ann, DOUBLE, None, [SeatSpec("human"), SeatSpec("bot")], 0,
                            rated=True)
    assert service.store.indexes.open_games_of(ann.id) == 0
    service.create_game(ann, DOUBLE, None, TWO_HUMANS, 0)
