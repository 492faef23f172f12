"""Archiving finished games into the history database, through the real workers: the game is
copied once, rated once when rated, its players told, its live keys set to expire, and it is
then read, replayed and listed from the database. A lost archive task is sent again."""

from __future__ import annotations

import json
from typing import Any

import pytest
import sqlalchemy as sa
from celery import Celery

from dashgames.accounts.inbox import Inbox
from dashgames.history.archive import GAME_FINISHED, Archiver
from dashgames.play.commands import Rules
from dashgames.play.errors import RatedWithHouseBots
from dashgames.play.followups import Followups
from dashgames.play.results import Command, new_command_id
from dashgames.play.types import SeatSpec
from dashgames.records.database import open_history
from dashgames.records.schema import games, rating_history
from tests.support.service_helpers import wait_until

HUMANS = [SeatSpec("human"), SeatSpec("human")]
ROLL = {"kind": "roll", "dice": 1}


def duel(backend: Any, players: Any, rated: bool = False) -> tuple[Any, Any, str]:
    ann, bob = players(2)
    game = backend.create_game(ann, "toy_duel", {"target": 50}, HUMANS, 0, rated=rated)
    backend.join(bob, game.id, 1)
    return ann, bob, game.id


def play_one_each(backend: Any, ann: Any, bob: Any, game_id: str) -> None:
    for mover in (ann, bob):
        played = backend.submit_move(mover, game_id, {"type": "roll", "dice": 1}, None, None,
                                     False)
        assert played.error is None, played.error


def archived(backend: Any, game_id: str) -> dict[str, str]:
    return wait_until(lambda: (m := backend.store.meta(game_id)).get("arch") == "1" and m)


def finished_events(backend: Any, player_id: str) -> list[dict[str, Any]]:
    inbox = Inbox(backend.store.redis, backend.store.prefix)
    return [e.data for e in inbox.after(player_id, "0") if e.type == GAME_FINISHED]


def rows(backend: Any, table: sa.Table, *where: Any) -> list[Any]:
    with open_history(backend.settings.history_url).connect() as db:
        return list(db.execute(sa.select(table).where(*where)))


def test_a_finished_game_is_archived_once_then_read_from_the_database(
        backend: Any, players: Any) -> None:
    ann, bob, game_id = duel(backend, players)
    backend.submit_move(ann, game_id, ROLL, None, None, False)
    backend.submit_move(bob, game_id, ROLL, None, None, False)
    backend.resign(bob, game_id)
    before = (backend.read_game(ann, game_id), backend.read_game(None, game_id),
              backend.replay(game_id), backend.replay_frames(game_id, 0, 10))
    archived(backend, game_id)

    [row] = rows(backend, games, games.c.id == game_id)
    assert (row.game_type, row.rated, row.version) == ("toy_duel", False, before[0].version)
    ttl = backend.store.redis.ttl(backend.store.game_key(game_id, "meta"))
    assert 0 < ttl <= backend.settings.archived_ttl
    assert game_id not in [g for g, _ in backend.store.indexes.games_of(ann.id)]
    assert not backend.store.redis.zscore(backend.store.archive_owed_key(), game_id)
    for player, seat, result in ((ann, 0, "won"), (bob, 1, "lost")):
        [event] = finished_events(backend, player.id)
        assert event == {"game_id": game_id, "game_type": "toy_duel", "seat": seat,
                         "result": result, "rated": False, "rating_change": None,
                         "outcome": before[0].summary.outcome}

    # A late copy of the task (run here, in this process): nothing happens twice.
    copy = Archiver(backend.settings, backend.store, open_history(backend.settings.history_url))
    assert copy.archive(game_id) is False
    assert len(rows(backend, games, games.c.id == game_id)) == 1
    assert [len(finished_events(backend, p.id)) for p in (ann, bob)] == [1, 1]

    backend.store.redis.delete(*backend.store.game_keys(game_id))  # as the expiry will
    assert backend.read_game(ann, game_id) == before[0]
    assert backend.read_game(None, game_id) == before[1]
    assert backend.replay(game_id) == before[2]
    assert backend.replay_frames(game_id, 0, 10) == before[3]


def test_a_rated_game_updates_ratings_once_and_tells_each_player(
        backend: Any, players: Any) -> None:
    ann, bob, game_id = duel(backend, players, rated=True)
    assert backend.store.meta(game_id)["rated"] == "1"
    play_one_each(backend, ann, bob, game_id)  # a rated game counts once each person moved
    backend.resign(ann, game_id)
    archived(backend, game_id)
    changes = {r.player_id: r for r in rows(backend, rating_history,
                                            rating_history.c.game_id == game_id)}
    assert set(changes) == {ann.id, bob.id}
    [won] = finished_events(backend, bob.id)
    [lost] = finished_events(backend, ann.id)
    assert won["rating_change"]["after"] == pytest.approx(changes[bob.id].rating_after, abs=1e-3)
    assert won["rating_change"]["delta"] > 0 > lost["rating_change"]["delta"]
    assert lost["rating_change"]["before"] == pytest.approx(changes[ann.id].rating_before, abs=1e-3)
    board = backend.leaderboard("toy_duel", "include", 100, None)["entries"]
    mine = {e["player_id"]: e for e in board}
    assert mine[bob.id]["games"] == 1 and mine[bob.id]["rating"] > mine[ann.id]["rating"]
    ratings = backend.player_ratings(bob.id, "toy_duel", 10, None)
    assert [h["game_id"] for h in ratings["history"]] == [game_id]


def test_a_rated_game_with_house_bots_is_refused_and_nothing_is_made(
        backend: Any, players: Any) -> None:
    [ann] = players(1)
    with pytest.raises(RatedWithHouseBots) as refused:
        backend.create_game(ann, "toy_duel", {}, [SeatSpec("human"), SeatSpec("bot")], 0,
                            rated=True)
    assert refused.value.details == {"seats": [1]}
    assert backend.store.indexes.games_of(ann.id) == []


class LostArchive(Followups):
    """The follow-ups of a process that dies right after the commit that ends a game."""

    def archive_game(self, game_id: str) -> None:
        return None


def test_a_lost_archive_task_is_sent_again_by_the_reconciler(
        backend: Any, players: Any) -> None:
    _, _, game_id = duel(backend, players)
    seat = 1
    dying = Rules(backend.store, LostArchive(Celery("lost", set_as_current=False)))
    dying.apply(Command(game_id, "resign", seat, new_command_id()))
    assert backend.store.meta(game_id)["st"] == "finished"
    assert backend.store.redis.zscore(backend.store.archive_owed_key(), game_id)
    archived(backend, game_id)  # the rules worker's reconciler sent it (after the grace)
    assert len(rows(backend, games, games.c.id == game_id)) == 1


def test_my_games_lists_active_then_finished_games(backend: Any, players: Any) -> None:
    ann, bob = players(2)
    ids = []
    for _ in range(3):
        game = backend.create_game(ann, "toy_duel", {"target": 50}, HUMANS, 0)
        backend.join(bob, game.id, 1)
        ids.append(game.id)
    solo = backend.create_game(ann, "toy_duel", {}, HUMANS, 0).id  # open: nobody joined
    page = backend.my_games(ann, "active", None, None, 2, None)
    rest = backend.my_games(ann, "active", "toy_duel", None, 10, page["next_cursor"])
    # The games waiting on ann's move first (seat 0 moves first: all three), newest first,
    # then the open one.
    assert [g["id"] for g in page["games"] + rest["games"]] == [*reversed(ids), solo]
    assert rest["next_cursor"] is None
    assert [g["status"] for g in rest["games"]] == ["active", "open"]
    assert {g["seat"] for g in backend.my_games(bob, "active", None, None, 10, None)["games"]} \
        == {1}

    backend.resign(bob, ids[0])
    backend.resign(ann, ids[1])
    for game_id in ids[:2]:
        archived(backend, game_id)
    active = backend.my_games(ann, "active", None, None, 10, None)["games"]
    assert [g["id"] for g in active] == [ids[2], solo]  # waiting on ann first
    done = backend.my_games(ann, "finished", None, None, 10, None)["games"]
    assert [(g["id"], g["result"]) for g in done] == [(ids[1], "lost"), (ids[0], "won")]
    won = backend.my_games(ann, "finished", "toy_duel", "won", 10, None)["games"]
    assert [g["id"] for g in won] == [ids[0]]
    assert json.loads(json.dumps(done))  # JSON-ready as the route hands it over
    # a cursor is a position: past every game listed, the page is empty
    assert backend.my_games(ann, "active", None, None, 10, "1_0_zz")["games"] == []
