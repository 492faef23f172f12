"""The store's Lua commit: one round trip, compare-and-set, all-or-nothing, and what it writes."""

from __future__ import annotations

import json
import threading
import zlib
from typing import Any

import pytest
from redis.exceptions import ConnectionError as RedisConnectionError

from dashgames.http.backend import GameService
from dashgames.play import folding
from dashgames.play.commit import FOLD_EVERY, Commit
from dashgames.play.folding import COMPACT_FROM
from dashgames.play.gamelog import Step, fold_chunk
from dashgames.play.results import Command, new_command_id
from dashgames.play.types import SeatSpec
from tests.support.service_helpers import wait_until


@pytest.fixture(scope="module", params=["single", "cluster"])
def backend(request: pytest.FixtureRequest, game_service: GameService) -> GameService:
    """Every test here on a single Redis and on a three-master Redis Cluster."""
    if request.param == "cluster":
        return request.getfixturevalue("cluster_service")  # type: ignore[no-any-return]
    return game_service


def _compacted(store: Any, game_id: str, final: bool) -> None:
    """On the cluster variant, what the rules worker's compaction task does (this process's
    Celery talks to the single Redis's workers, which do not find the cluster's games)."""
    if store.cluster:
        store.log.compact_archive(game_id, final)


def _duel(backend: GameService, players: Any) -> tuple[Any, Any, str]:
    ann, bob = players(2)
    game = backend.create_game(ann, "toy_duel", {"target": 60}, [SeatSpec("human")] * 2, 0)
    backend.join(bob, game.id, 1)
    return ann, bob, game.id


def _snapshot(backend: GameService, game_id: str) -> dict[str, Any]:
    store = backend.store
    return {
        "meta": store.meta(game_id),
        "state": store.redis.get(store.game_key(game_id, "state")),
        "pub": store.redis.hgetall(store.game_key(game_id, "pub")),
        "stream": store.redis.xrange(store.game_key(game_id, "ev")),
        "results": store.redis.hgetall(store.game_key(game_id, "cmd")),
    }


def test_a_commit_at_a_stale_version_writes_nothing_and_names_the_current_one(
    backend: GameService, players: Any
) -> None:
    _, _, game_id = _duel(backend, players)
    before = _snapshot(backend, game_id)
    current = int(before["meta"]["v"])
    code, value = backend.store.commit(Commit(
        game_id=game_id, expected_version=current - 1, step_actor=0, step_move={"type": "roll"},
        step_events=[{"type": "rolled"}], state_json='{"bogus":true}',
        meta={"st": "finished"}, rendered={"s": "{}"}, results={"c:x": "1|{}"},
        command_id="x", idem_field="k:0:x",
    ))
    assert (code, value) == (0, str(current))
    assert _snapshot(backend, game_id) == before


def test_a_commit_writes_state_version_views_stream_result_and_publishes(
    backend: GameService, players: Any
) -> None:
    _, _, game_id = _duel(backend, players)
    store = backend.store
    version = int(store.meta(game_id)["v"])
    listener = store.redis.pubsub()
    listener.subscribe(store.channel(game_id))
    confirmed = listener.get_message(timeout=5)  # subscribed before the commit publishes
    assert confirmed is not None and confirmed["type"] == "subscribe"
    code, value = store.commit(Commit(
        game_id=game_id, expected_version=version, step_actor=0, step_move={"type": "roll"},
        step_events=[{"type": "rolled", "seat": 0}, {"type": "peek", "to": [0]}],
        state_json='{"x":1}', meta={"act": "[1]"}, rendered={"0": '{"v":0}', "s": '{"v":"s"}'},
        results={"c:abc": f"{version + 1}|{{}}", "k:0:key": f"{version + 1}|abc|h"},
        command_id="abc", idem_field="k:0:key",
    ))
    assert (code, value) == (1, str(version + 1))
    after = _snapshot(backend, game_id)
    assert after["meta"]["v"] == str(version + 1)
    assert after["meta"]["act"] == "[1]"
    assert after["state"] == b'{"x":1}'
    assert after["pub"] == {b"0": b'{"v":0}', b"s": b'{"v":"s"}'}
    assert store.log.stream_entries(game_id, f"{version + 1}-0") == [
        Step(version + 1, 0, {"type": "roll"},
             [{"type": "rolled", "seat": 0}, {"type": "peek", "to": [0]}])
    ]
    assert after["results"][b"k:0:key"] == f"{version + 1}|abc|h".encode()
    # (a cluster relays each PUBLISH to the other nodes over its bus, so an earlier step's
    # may still arrive after the subscription: the new version's must follow)
    heard = []
    while str(version + 1).encode() not in heard:
        message = listener.get_message(timeout=2)
        assert message is not None, heard
        heard.append(message["data"])
    assert all(int(v) <= version + 1 for v in heard)
    listener.close()


def test_a_key_owned_by_another_command_blocks_the_commit(
    backend: GameService, players: Any
) -> None:
    _, _, game_id = _duel(backend, players)
    store = backend.store
    version = int(store.meta(game_id)["v"])
    store.redis.hset(store.game_key(game_id, "cmd"), "k:0:key", f"{version}|first|h")
    before = _snapshot(backend, game_id)
    code, value = store.commit(Commit(
        game_id=game_id, expected_version=version, step_actor=0, step_move=None,
        step_events=[], command_id="second", idem_field="k:0:key",
    ))
    assert (code, value) == (2, f"{version}|first|h")
    assert _snapshot(backend, game_id) == before


def test_concurrent_commands_without_a_version_each_apply_once(
    backend: GameService, players: Any
) -> None:
    """Two threads race to take seats; CAS conflicts re-run on the fresh state, none is lost."""
    host, *guests = players(5)
    specs = [SeatSpec("human")] * 2
    games = [backend.create_game(host, "toy_duel_handover", None, specs, None).id
             for _ in range(6)]
    outcomes: list[Any] = []

    def sit(player: Any) -> None:
        for game_id in games:
            try:
                outcomes.append(backend.rules.apply(Command(
                    game_id, "join", None, new_command_id(),
                    {"player": player.id, "name": player.name},
                )).version)
            except Exception as e:  # SeatTaken once both seats are gone
                outcomes.append(type(e).__name__)

    threads = [threading.Thread(target=sit, args=(g,)) for g in guests]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    for game_id in games:
        meta = backend.store.meta(game_id)
        seats = json.loads(meta["seats"])
        taken = [row["p"] for row in seats]
        assert len(set(taken)) == 2 and None not in taken  # two different guests, both seated
        assert meta["v"] == "3" and meta["st"] == "active"  # created at 1, two joins
        steps = backend.store.log.stream_entries(game_id, "0")
        assert [s.version for s in steps] == [2, 3]
    assert outcomes.count("SeatTaken") == len(games) * (len(guests) - 2)


def _duel_of_humans(backend: GameService, players: Any) -> tuple[Any, Any, str]:
    ann, bob = players(2)
    game_id = backend.create_game(ann, "double_dash", None, [SeatSpec("human")] * 2, 0).id
    backend.join(bob, game_id, 1)
    return ann, bob, game_id


def test_a_game_without_hidden_information_stores_one_view_and_serves_each_seat_its_own(
    backend: GameService, players: Any
) -> None:
    ann, bob, game_id = _duel_of_humans(backend, players)
    store = backend.store
    fields = {k.decode() for k in store.redis.hkeys(store.game_key(game_id, "pub"))}
    meta = store.meta(game_id)
    assert fields == {"s", *(f"m{seat}" for seat in json.loads(meta["act"]))}
    spectator = json.loads(backend.read_game(None, game_id).view_json)
    assert spectator["you"] is None
    for seat, player in enumerate((ann, bob)):
        seen = json.loads(backend.read_game(player, game_id).view_json)
        assert seen == {**spectator, "you": seat}
        _, bot_view, _ = store.seat_inputs(game_id, seat)
        assert json.loads(bot_view) == seen


def _play_first_moves(backend: GameService, seats: Any, game_id: str, moves: int) -> None:
    for _ in range(moves):
        actor = seats[json.loads(backend.store.meta(game_id)["act"])[0]]
        _, version, legal, _ = backend.legal_moves(actor, game_id)
        backend.submit_move(actor, game_id, json.loads(legal)[0], version, None, False)


@pytest.fixture
def no_spill(monkeypatch: pytest.MonkeyPatch) -> None:
    """Folds and compaction on their own: no spill into the history database (which a running
    game's archive otherwise reaches every ``SPILL_AT`` steps: tests/history/test_spill.py)."""
    monkeypatch.setattr(folding, "SPILL_AT", 10**9)


def _every_event_version(backend: GameService, game_id: str) -> list[int]:
    records = backend.events_after(None, game_id, None, 0, 100_000)
    return sorted({r.version for r in records})


@pytest.mark.usefixtures("no_spill")
def test_steps_fold_into_one_chunk_per_fold_and_into_one_when_the_game_ends(
    backend: GameService, players: Any
) -> None:
    ann, bob, game_id = _duel_of_humans(backend, players)
    store = backend.store
    arc = store.game_key(game_id, "arc")
    _play_first_moves(backend, (ann, bob), game_id, (COMPACT_FROM - 1) * FOLD_EVERY + 5)
    meta = store.meta(game_id)
    version, archived = int(meta["v"]), int(meta["av"])
    chunks = store.redis.lrange(arc, 0, -1)
    # Each fold appended a chunk of its own steps; nothing folded is compressed again yet.
    assert len(chunks) == (version - 1) // FOLD_EVERY == COMPACT_FROM - 1
    assert archived == len(chunks) * FOLD_EVERY + 1
    assert all(zlib.decompress(c).startswith(b"[[") for c in chunks)
    first = [s.version for s in store.log.archived_steps(game_id)]
    assert first == list(range(2, archived + 1))  # version 1 is the game's creation
    assert _every_event_version(backend, game_id)[-1] == version
    backend.resign(bob, game_id)
    # The end's fold appends the last steps; a rules worker then compresses the whole log.
    _compacted(store, game_id, final=True)
    wait_until(lambda: store.redis.lindex(arc, 0).startswith(b"BZh"))
    assert store.redis.llen(arc) == 1
    replay = backend.replay(game_id)
    assert [m["version"] for m in replay.moves] == list(range(3, version + 2))


@pytest.mark.usefixtures("no_spill")
def test_when_folds_reach_a_power_of_two_a_worker_compresses_the_chunks_as_one(
    backend: GameService, players: Any
) -> None:
    ann, bob, game_id = _duel_of_humans(backend, players)
    store = backend.store
    arc = store.game_key(game_id, "arc")
    _play_first_moves(backend, (ann, bob), game_id, COMPACT_FROM * FOLD_EVERY - 1)
    assert int(store.meta(game_id)["v"]) == COMPACT_FROM * FOLD_EVERY + 1  # the 4th fold's
    _compacted(store, game_id, final=False)
    wait_until(lambda: store.redis.llen(arc) == 1)
    chunk = store.redis.lindex(arc, 0)
    assert not chunk.startswith(b"BZh")  # zlib while the game runs
    archived = int(store.meta(game_id)["av"])
    assert [s.version for s in store.log.archived_steps(game_id)] == list(range(2, archived + 1))
    _play_first_moves(backend, (ann, bob), game_id, FOLD_EVERY)  # the 5th fold: appended
    assert store.redis.llen(arc) == 2 and store.redis.lindex(arc, 0) == chunk
    meta = store.meta(game_id)
    steps = [s.version for s in store.log.all_steps(game_id, int(meta["av"]))]
    assert steps == list(range(2, int(meta["v"]) + 1))
    _play_first_moves(backend, (ann, bob), game_id, FOLD_EVERY)  # the 6th: half-way to the 8th
    _compacted(store, game_id, final=False)
    wait_until(lambda: store.redis.llen(arc) == 1 and store.redis.lindex(arc, 0) != chunk)
    archived = int(store.meta(game_id)["av"])
    assert [s.version for s in store.log.archived_steps(game_id)] == list(range(2, archived + 1))


@pytest.mark.usefixtures("no_spill")
def test_compaction_keeps_chunks_appended_meanwhile_and_the_archive_expiry(
    backend: GameService, players: Any
) -> None:
    ann, bob, game_id = _duel_of_humans(backend, players)
    store = backend.store
    arc = store.game_key(game_id, "arc")
    _play_first_moves(backend, (ann, bob), game_id, 2 * FOLD_EVERY)
    read = store.redis.lrange(arc, 0, -1)
    assert len(read) == 2
    before = store.log.archive_text(game_id)
    late = fold_chunk("[[999,0,null,[]]]")
    store.redis.rpush(arc, late)  # a fold lands between the worker's read and its write
    store.redis.expire(arc, 3600)
    merged = fold_chunk("[" + before[1:-1] + "]", level=9)
    assert store.log._compact(keys=[arc], args=[2, read[-1], merged]) == 1
    assert store.redis.lrange(arc, 0, -1) == [merged, late]
    assert 3500 < store.redis.ttl(arc) <= 3600
    # A read that no longer matches what is stored writes nothing.
    assert store.log._compact(keys=[arc], args=[2, read[-1], b"stale"]) == 0
    assert store.redis.lrange(arc, 0, -1) == [merged, late]


def test_a_commit_resent_after_its_reply_was_lost_is_answered_as_applied_once(
    backend: GameService, players: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    ann, bob, game_id = _duel_of_humans(backend, players)
    seats = (ann, bob)
    mover = seats[json.loads(backend.store.meta(game_id)["act"])[0]]
    _, version, legal, _ = backend.legal_moves(mover, game_id)
    lane = backend.store.lane
    send = lane._send
    lost: list[str] = []

    def reply_lost_once(commands: Any, transaction: bool) -> Any:
        replies = send(commands, transaction)
        if commands[0][0] == "EVALSHA" and not lost:
            lost.append("commit")  # it landed, but the caller never hears so
            raise RedisConnectionError("connection reset while reading the reply")
        return replies

    monkeypatch.setattr(lane, "_send", reply_lost_once)
    # Decide on a fresh read (not on this process's newest known version, whose refusals are
    # all re-run anyway): the resent commit meets the version its first send made.
    monkeypatch.setattr(backend.rules.cache, "latest", lambda game_id: None)
    result = backend.submit_move(mover, game_id, json.loads(legal)[0], version, None, False)
    assert lost == ["commit"]
    assert result.status == "applied" and result.error is None
    assert result.version == version + 1 == int(backend.store.meta(game_id)["v"])
    assert [s.version for s in backend.store.log.stream_entries(game_id, f"{version + 1}-0")] == [
        version + 1]
