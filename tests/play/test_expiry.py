"""Keys that expire: an open game nobody joins, a player whose token is never used, a finished
game's live keys (its state and commands' answers; its summary, views and history stay); and the
quota of open games per player."""

from __future__ import annotations

from typing import Any

import pytest

from dashgames.accounts.service import token_sha
from dashgames.engine import GameOver
from dashgames.http.backend import GameService
from dashgames.infra.settings import Settings
from dashgames.play.errors import TooManyOpenGames
from dashgames.play.types import SeatSpec

DOUBLE = "double_dash"
TWO_HUMANS = [SeatSpec("human")] * 2


def _ttls(store: Any, game_id: str) -> dict[str, int]:
    return {part: store.redis.ttl(store.game_key(game_id, part))
            for part in ("meta", "state", "pub", "ev", "arc", "cmd")}


def test_an_open_game_expires_unless_someone_joins(backend: GameService, players: Any) -> None:
    ann, bob = players(2)
    game_id = backend.create_game(ann, DOUBLE, None, TWO_HUMANS, 0).id
    week = Settings.open_game_ttl
    ttls = _ttls(backend.store, game_id)
    assert all(week - 5 < ttls[p] <= week for p in ("meta", "state", "pub")), ttls
    backend.join(bob, game_id, 1)  # the game starts: kept from now on
    ttls = _ttls(backend.store, game_id)
    assert {ttls[p] for p in ("meta", "state", "pub", "ev", "cmd")} == {-1}, ttls


def test_an_open_game_that_fills_a_seat_but_stays_open_keeps_expiring(
    backend: GameService, players: Any
) -> None:
    ann, bob = players(2)
    game_id = backend.create_game(ann, DOUBLE, None, TWO_HUMANS, None).id  # ann watches
    backend.join(bob, game_id, 1)
    ttls = _ttls(backend.store, game_id)
    assert backend.store.meta(game_id)["st"] == "open"
    assert all(0 < ttls[p] <= Settings.open_game_ttl for p in ("meta", "state", "pub", "ev")), ttls


def test_a_game_against_bots_is_never_open_and_never_expires(
    backend: GameService, players: Any
) -> None:
    (ann,) = players(1)
    game_id = backend.create_game(ann, DOUBLE, None, [SeatSpec("human"), SeatSpec("bot")], 0).id
    assert {_ttls(backend.store, game_id)[p] for p in ("meta", "state", "pub")} == {-1}


def test_a_player_whose_token_is_never_used_expires(backend: GameService) -> None:
    store = backend.store
    player, token = backend.create_player("cy", False)
    keys = (store.token_key(token_sha(token)), store.player_key(player.id),
            backend.accounts.store.tokens_key(player.id))
    month = Settings.player_ttl
    assert all(month - 5 < store.redis.ttl(k) <= month for k in keys)
    assert backend.authenticate(token) == player
    assert [store.redis.ttl(k) for k in keys] == [-1, -1, -1]


def test_a_finished_games_live_keys_expire_and_its_history_stays(
    backend: GameService, players: Any
) -> None:
    ann, bob = players(2)
    game_id = backend.create_game(ann, DOUBLE, None, TWO_HUMANS, 0).id
    backend.join(bob, game_id, 1)
    backend.resign(ann, game_id)
    store = backend.store
    if store.meta(game_id)["st"] != "finished":
        backend.resign(bob, game_id)
    assert store.meta(game_id)["st"] == "finished"
    ttls = _ttls(store, game_id)
    day = Settings.finished_ttl
    assert day - 5 < ttls["state"] <= day and day - 5 < ttls["cmd"] <= day, ttls
    assert ttls["meta"] == ttls["pub"] == -1, ttls
    # Once they are gone: the game reads and replays as before; a late move is GAME_OVER.
    store.redis.delete(store.game_key(game_id, "state"), store.game_key(game_id, "cmd"))
    fresh = GameService(backend.settings)  # no state cached in this process
    assert fresh.read_game(None, game_id).summary.status == "finished"
    assert fresh.replay(game_id).seed
    with pytest.raises(GameOver):
        fresh.submit_move(bob, game_id, {"kind": "pass"}, None, None, False)


def test_open_games_per_player_have_a_quota(make_settings: Any, players: Any) -> None:
    service = GameService(make_settings(open_games_per_player=2))
    ann, bob = players(2)
    first, _ = (service.create_game(ann, DOUBLE, None, TWO_HUMANS, 0) for _ in range(2))
    with pytest.raises(TooManyOpenGames):
        service.create_game(ann, DOUBLE, None, TWO_HUMANS, 0)
    # A game against a bot counts too (until it ends); another player's games do not.
    with pytest.raises(TooManyOpenGames):
        service.create_game(ann, DOUBLE, None, [SeatSpec("human"), SeatSpec("bot")], 0)
    service.create_game(bob, DOUBLE, None, TWO_HUMANS, 0)
    service.join(bob, first.id, 1)  # one of ann's starts: room for another
    service.create_game(ann, DOUBLE, None, TWO_HUMANS, 0)
