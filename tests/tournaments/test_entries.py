"""Creating, joining and withdrawing through the service: each refusal has its stable code and
changes nothing (``tournaments/service.py``, real Redis)."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

import pytest

from dashgames.accounts.types import Player
from dashgames.engine import BadOptions
from dashgames.infra.errors import PlatformError
from dashgames.matchmaking.errors import RatedWithBots
from dashgames.play.errors import PlayerCountUnsupported
from dashgames.tournaments.store import Tournaments
from tests.support.service_helpers import wait_until
from tests.tournaments.conftest import spec


def _code(call: Callable[[], Any]) -> str:
    with pytest.raises(PlatformError) as caught:
        call()
    return caught.value.code


def _stream_types(backend: Any, tid: str) -> list[str]:
    return [e.type for e in backend.tournament_events(tid, "0", 0, 200)[0]]


def test_a_created_event_is_open_with_a_forfeit_clock_and_lists_as_upcoming(
        backend: Any, players: Callable[[int], list[Player]]) -> None:
    (ann,) = players(1)
    event = backend.create_tournament(ann, spec(name="Friday Swiss", rounds=3))
    assert (event.status, event.entrants, event.round, event.created_by) == (
        "open", 0, 0, ann.id)
    assert event.spec.clock.on_expiry == "forfeit"  # a late seat forfeits that game
    assert event.spec.rounds == 3 and event.spec.minutes == 0.0
    assert event.id in [t.id for t in backend.list_tournaments("open", 100, 0)]
    assert backend.read_tournament(event.id) == event


def test_a_bad_event_is_refused_with_its_code(backend: Any,
                                              players: Callable[[int], list[Player]]) -> None:
    (ann,) = players(1)
    with pytest.raises(PlayerCountUnsupported):
        backend.create_tournament(ann, spec(table_size=3))  # Double Dash! seats two
    with pytest.raises(BadOptions):
        backend.create_tournament(ann, spec(rounds=0))
    with pytest.raises(BadOptions):
        backend.create_tournament(ann, spec(fmt="arena", minutes=0.0))
    with pytest.raises(RatedWithBots):
        backend.create_tournament(ann, spec(rated=True, house_bots=2))
    with pytest.raises(BadOptions):
        backend.create_tournament(ann, spec(starts_at=time.time() - 3600))


def test_join_and_withdraw_refusals_change_nothing(
        backend: Any, players: Callable[[int], list[Player]]) -> None:
    ann, bob, cat = players(3)
    event = backend.create_tournament(ann, spec(max_players=2))
    backend.join_tournament(ann, event.id)
    assert _code(lambda: backend.join_tournament(ann, event.id)) == "ALREADY_REGISTERED"
    backend.join_tournament(bob, event.id)
    assert _code(lambda: backend.join_tournament(cat, event.id)) == "TOURNAMENT_FULL"
    assert _code(lambda: backend.withdraw_from_tournament(cat, event.id)) == "NOT_REGISTERED"
    backend.withdraw_from_tournament(bob, event.id)
    assert _code(lambda: backend.withdraw_from_tournament(bob, event.id)) == "ALREADY_WITHDRAWN"
    assert _code(lambda: backend.join_tournament(ann, "nosuchevent")) == "TOURNAMENT_NOT_FOUND"
    read = backend.read_tournament(event.id)
    assert read.entrants == 1
    assert _stream_types(backend, event.id) == ["joined", "joined", "withdrew"]
    backend.join_tournament(cat, event.id)  # bob's place is free again
    assert backend.read_tournament(event.id).entrants == 2


def test_bots_only_rated_and_accepted_game_types_are_checked(
        backend: Any, players: Callable[[int], list[Player]]) -> None:
    (ann,) = players(1)
    bot, _ = backend.create_player("dicey-only", True, ann, ["dicey_curves"])
    rated = backend.create_tournament(ann, spec(rated=True))
    assert _code(lambda: backend.join_tournament(ann, rated.id)) == "UNRATED_PLAYER"
    prefix = backend.settings.key_prefix
    backend.store.redis.hset(f"{prefix}rating:double_dash", ann.id, 1620.0)
    assert backend.join_tournament(ann, rated.id).entrants == 1
    casual = backend.create_tournament(ann, spec())
    assert _code(lambda: backend.join_tournament(bot, casual.id)) == "GAME_TYPE_NOT_ACCEPTED"
    league = backend.create_tournament(ann, spec(game_type="dicey_curves", table_size=3,
                                                  min_players=3))
    events = Tournaments(backend.store.redis, prefix)
    spec_raw = events.redis.hget(events.key("e", league.id), "spec")
    events.redis.hset(events.key("e", league.id), "spec",
                      spec_raw.replace(b'"bots_only":false', b'"bots_only":true')
                      if isinstance(spec_raw, bytes)
                      else spec_raw.replace('"bots_only":false', '"bots_only":true'))
    assert _code(lambda: backend.join_tournament(ann, league.id)) == "BOTS_ONLY"
    assert backend.join_tournament(bot, league.id).entrants == 1
    assert backend.read_tournament(league.id).entrants == 1


def test_a_swiss_takes_no_entry_once_started_and_an_event_short_of_players_is_cancelled(
        backend: Any, players: Callable[[int], list[Player]]) -> None:
    ann, bob, cat = players(3)
    started = backend.create_tournament(ann, spec(starts_at=time.time(), house_bots=2,
                                                  clock=spec().clock))
    backend.join_tournament(ann, started.id)
    wait_until(lambda: backend.read_tournament(started.id).status == "running", 15)
    assert _code(lambda: backend.join_tournament(bob, started.id)) == "TOURNAMENT_STARTED"
    assert backend.read_tournament(started.id).entrants == 3  # ann and two house bots
    lonely = backend.create_tournament(ann, spec(starts_at=time.time()))
    backend.join_tournament(cat, lonely.id)
    wait_until(lambda: backend.read_tournament(lonely.id).status == "cancelled", 15)
    assert _code(lambda: backend.join_tournament(bob, lonely.id)) == "TOURNAMENT_FINISHED"
    assert _stream_types(backend, lonely.id) == ["joined", "finished"]
