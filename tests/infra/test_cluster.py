"""The store on a real three-master Redis Cluster: one slot per script and transaction, games
spread over the masters, a commit's effects on other slots applied once, in version order, and
repaired by the reconciler when the process dies between the commit and them.

The rest of the store's behaviour runs on the cluster as the ``[cluster]`` variants of
tests/play/test_store.py and tests/play/test_reconciler.py."""

from __future__ import annotations

import json
import time
import uuid
from dataclasses import replace
from typing import Any

import pytest
import redis
from redis.crc import key_slot

from dashgames.accounts.inbox import Inbox
from dashgames.accounts.types import Player
from dashgames.challenges.store import Challenges
from dashgames.infra.bell import Bell
from dashgames.infra.settings import from_env
from dashgames.matchmaking.store import Seeks
from dashgames.matchmaking.types import SeekSpec
from dashgames.play import lifecycle
from dashgames.play.commands import Rules
from dashgames.play.reconciler import Reconciler
from dashgames.play.results import Command, new_command_id
from dashgames.play.store import Store
from dashgames.play.types import SeatSpec
from tests.play.test_reconciler import GRACE, ROLL, Recorded

ANN = Player("ann", "ann", False)
BOB = Player("bob", "bob", False)


@pytest.fixture
def store(cluster_env: dict[str, str]) -> Store:
    env = {**cluster_env, "DASHGAMES_KEY_PREFIX": f"dgcl{uuid.uuid4().hex[:6]}:"}
    return Store.connect(replace(from_env(env), owed_grace=GRACE))


def _slots(*keys: str) -> set[int]:
    return {key_slot(k.encode()) for k in keys}


def test_every_scripts_and_transactions_keys_share_one_slot(store: Store) -> None:
    game = "g1"
    assert len(_slots(*store.game_keys(game), store.reply_key(game, "c1"))) == 1
    assert len(_slots(store.owed_key(), store.owed_commands_key(), store.archive_owed_key(),
                      store.owed_versions_key())) == 1
    lobbies = [store.lobby_key(s, t) for s in ("open", "active", "finished", "all")
               for t in (None, "toy_duel", "double_dash")]
    assert len(_slots(*lobbies)) == 1
    assert len(_slots(store.inbox_key("ann"), store.delivered_key("ann"))) == 1
    seeks = Seeks(store.redis, store.prefix)
    assert len(_slots(*(seeks.key(p) for p in ("s:1", "b:x", "buckets", "exp", "all", "who:a",
                                                "plan:g", "plans", "w:1")))) == 1
    desk = Challenges(store.redis, store.settings)
    assert len(_slots(desk.key("c1"), desk.index_key("in", "a"), desk.index_key("out", "b"),
                      desk.due_key, desk.games_key)) == 1
    # and the tags do spread: different games, different slots
    assert len(_slots(*(store.game_key(f"g{i}", "meta") for i in range(20)))) == 20


def test_the_cluster_itself_refuses_a_script_whose_keys_span_slots(redis_cluster: Any) -> None:
    first, second = "dg:g:{a}:meta", "dg:g:{b}:meta"
    assert key_slot(first.encode()) != key_slot(second.encode())
    for port in redis_cluster.ports:  # every master refuses, whichever slots it serves
        with pytest.raises(redis.ResponseError, match="don't hash to the same slot"):  # CROSSSLOT
            redis_cluster.node(port).eval("return 1", 2, first, second)


def test_games_spread_over_the_three_masters(store: Store, redis_cluster: Any) -> None:
    followups = Recorded()
    for _ in range(24):
        lifecycle.create_game(store, followups, ANN, "toy_duel", {},
                              [SeatSpec("human"), SeatSpec("human")], 0)
    spread = redis_cluster.keys_per_master(f"{store.prefix}g:*:meta")
    assert sum(spread.values()) == 24
    assert all(count > 0 for count in spread.values()), spread


def _inbox(store: Store, player: str) -> list[tuple[str, int]]:
    inbox = Inbox(store.redis, store.prefix)
    return [(e.type, e.data["version"]) for e in inbox.after(player, "0")]


def test_a_commits_effects_reach_their_slots_once_and_in_version_order(store: Store) -> None:
    followups = Recorded()
    game_id = lifecycle.create_game(store, followups, ANN, "toy_duel", {"target": 90},
                                    [SeatSpec("human"), SeatSpec("bot")], 0)
    assert store.redis.zscore(store.lobby_key("active", "toy_duel"), game_id) is not None
    assert _inbox(store, "ann") == [("game_started", 1), ("your_turn", 1)]
    first_fx = store.meta(game_id)["fx"]
    result = Rules(store, followups).apply(Command(game_id, "move", 0, new_command_id(), ROLL))
    assert result.version == 2
    owed = store.redis.zscore(store.owed_key(), game_id)
    assert owed is not None  # the bot's turn, applied from the commit's recorded effects
    newer_fx = store.meta(game_id)["fx"]
    for _ in range(3):  # a repair, a retry: nothing twice
        store.apply_effects(game_id, newer_fx)
    store.apply_effects(game_id, first_fx)  # a stalled process's older effects: ignored
    assert store.redis.zscore(store.owed_key(), game_id) == owed
    assert _inbox(store, "ann") == [("game_started", 1), ("your_turn", 1)]
    assert store.redis.hget(store.owed_versions_key(), game_id) == b"2"


def test_a_late_game_started_still_arrives_after_a_newer_turn(store: Store) -> None:
    """A creating process that stalls before relaying its notices: the opponent's step (a
    newer version) tells its turn first; the creation's game_started still arrives, once."""
    store.relay("cy", 3, [("g7:your_turn", "your_turn", '{"game_id":"g7","version":3}')])
    started = ("g7:game_started", "game_started", '{"game_id":"g7","version":1}')
    late_turn = ("g7:your_turn", "your_turn", '{"game_id":"g7","version":1}')
    assert store.relay("cy", 1, [started, late_turn]) == 1  # the stale turn is not
    assert store.relay("cy", 1, [started]) == 0
    assert _inbox(store, "cy") == [("your_turn", 3), ("game_started", 1)]


def test_a_finished_game_never_goes_back_to_the_active_lobby(store: Store) -> None:
    followups = Recorded()
    game_id = lifecycle.create_game(store, followups, ANN, "toy_duel", {},
                                    [SeatSpec("human"), SeatSpec("bot")], 0)
    started = store.meta(game_id)["fx"]
    Rules(store, followups).apply(Command(game_id, "resign", 0, new_command_id()))
    assert store.meta(game_id)["st"] == "finished"
    store.apply_effects(game_id, started)  # the creation's effects, arriving late
    assert store.redis.zscore(store.lobby_key("active", "toy_duel"), game_id) is None
    assert store.redis.zscore(store.lobby_key("finished", "toy_duel"), game_id) is not None
    assert store.redis.zscore(store.archive_owed_key(), game_id) is not None


def test_a_crash_between_the_commit_and_its_effects_is_repaired_by_the_reconciler(
    store: Store, monkeypatch: pytest.MonkeyPatch,
) -> None:
    followups = Recorded()
    game_id = lifecycle.create_game(store, followups, ANN, "toy_duel", {"target": 90},
                                    [SeatSpec("human"), SeatSpec("bot")], 0)
    assert store.redis.zscore(store.owed_key(), game_id) is None  # the human is to move
    before = time.time()

    def dies(game_id: str, effects: str) -> None:
        raise SystemExit("killed between the commit and its effects")

    monkeypatch.setattr(store, "apply_effects", dies)
    with pytest.raises(SystemExit):
        Rules(store, followups).apply(Command(game_id, "move", 0, new_command_id(), ROLL))
    monkeypatch.undo()
    assert store.meta(game_id)["v"] == "2"  # the step is committed...
    guard = store.redis.zscore(store.owed_key(), game_id)
    assert guard is not None and before + GRACE <= guard <= time.time() + GRACE  # ...guarded
    # the effects not applied: the version of the creation's (nothing owed) is not listed
    assert store.redis.hget(store.owed_versions_key(), game_id) is None
    for queue in ("rules", "ai"):
        store.workers.heartbeat(queue, f"{queue}-worker")
    followups.sent.clear()
    Reconciler(store, followups, GRACE, heartbeat_seconds=5.0).sweep(guard + 0.1)
    assert store.redis.hget(store.owed_versions_key(), game_id) == b"2"  # repaired
    assert followups.sent == [(game_id, 2, [1], [])]  # and the bot's turn sent
    assert store.redis.zscore(store.owed_key(), game_id) == pytest.approx(guard + 0.1 + GRACE)


def test_seeks_and_challenges_tell_the_accounts_on_their_own_slots(store: Store) -> None:
    seeks = Seeks(store.redis, store.prefix)
    now = time.time()
    seek = seeks.add(ANN, SeekSpec("toy_duel", (2,)), 1500.0, now, 30.0)
    assert seeks.drop_expired(now + 31.0) == [seek.id]
    [removed] = Inbox(store.redis, store.prefix).after("ann", "0")
    assert (removed.type, removed.data) == ("seek_removed", {
        "seek_id": seek.id, "game_type": "toy_duel", "reason": "expired"})
    desk = Challenges(store.redis, store.settings)
    challenge = {"id": "c1", "status": "pending", "challenger": {"id": "ann"},
                 "challenged": {"id": "bob"}, "created_at": now, "expires_at": now + 60}
    desk.create(challenge)
    answered = desk.answer(challenge, "accept", "bob", now + 1, game_id="g9", sweep_at=now + 30)
    assert answered.code == 1 and answered.challenge is not None
    assert answered.challenge["status"] == "accepted"
    bob = [(e.type, e.data["status"]) for e in Inbox(store.redis, store.prefix).after("bob", "0")]
    assert bob == [("challenge_received", "pending"), ("challenge_accepted", "accepted")]
    ann = [e.type for e in Inbox(store.redis, store.prefix).after("ann", "0")]
    assert ann == ["seek_removed", "challenge_accepted"]
    assert store.redis.zscore(desk.games_key, "c1") == pytest.approx(now + 30)
    assert json.loads(store.redis.get(desk.key("c1")))["game_id"] == "g9"


def test_a_commit_on_any_master_rings_the_bell_of_a_stream_reader(
    store: Store, redis_cluster: Any,
) -> None:
    """One PSUBSCRIBE per API process: Redis Cluster broadcasts every PUBLISH to all nodes, so
    the commit's publish on its game's master reaches it whichever node it listens on."""
    bell = Bell(store.redis, store.prefix)
    try:
        with bell.waiting("g1") as rung:
            ends = time.monotonic() + 5.0
            while not bell.ready and time.monotonic() < ends:
                time.sleep(0.02)
            assert bell.ready
            for port in redis_cluster.ports:
                rung.clear()
                redis_cluster.node(port).publish(store.channel("g1"), "2")
                assert rung.wait(2.0), port
    finally:
        bell.stop()


def _move_slot(cluster: Any, slot: int) -> int:
    """Move ``slot`` to another master as a resharding does (IMPORTING / MIGRATING, MIGRATE its
    keys, then the new owner announced to every master); returns the new owner's port."""
    owners = {port: cluster.node(port) for port in cluster.ports}
    ids = {port: node.execute_command("CLUSTER MYID").decode() for port, node in owners.items()}
    source = next(p for p, n in owners.items()
                  if n.execute_command("CLUSTER COUNTKEYSINSLOT", slot) > 0)
    target = next(p for p in cluster.ports if p != source)
    owners[target].execute_command("CLUSTER SETSLOT", slot, "IMPORTING", ids[source])
    owners[source].execute_command("CLUSTER SETSLOT", slot, "MIGRATING", ids[target])
    keys = owners[source].execute_command("CLUSTER GETKEYSINSLOT", slot, 1000)
    owners[source].execute_command("MIGRATE", "127.0.0.1", target, "", 0, 5000, "KEYS", *keys)
    for node in owners.values():
        node.execute_command("CLUSTER SETSLOT", slot, "NODE", ids[target])
    return target


def test_a_game_whose_slot_moves_to_another_master_goes_on_after_one_redirection(
    store: Store, redis_cluster: Any, monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The lanes send each call where the client's slot table says; after a resharding the old
    master answers MOVED: the call goes through the cluster client, which follows it and
    refreshes its table, and the lanes carry on from there (no connection left with replies
    unread: the next calls on it read their own)."""
    followups = Recorded()
    game_id = lifecycle.create_game(store, followups, ANN, "toy_duel", {"target": 90},
                                    [SeatSpec("human"), SeatSpec("bot")], 0)
    rules = Rules(store, followups)
    assert store.meta_and_state(game_id)[0]["v"] == "1"  # the lanes are warm
    slot = key_slot(store.game_key(game_id, "meta").encode())
    target = _move_slot(redis_cluster, slot)
    through_client = []
    client_send = store.lane._client_send
    monkeypatch.setattr(store.lane, "_client_send", lambda commands, transaction: (
        through_client.append(commands[0][0]), client_send(commands, transaction))[1])
    meta, state = store.meta_and_state(game_id)  # a MULTI: MOVED inside it, then EXECABORT
    assert meta["v"] == "1" and state
    assert through_client == ["HGETALL"]  # redirected once, through the cluster client
    result = rules.apply(Command(game_id, "move", 0, new_command_id(), ROLL))
    assert result.error is None and result.version == 2
    assert store.meta(game_id)["v"] == "2"
    assert redis_cluster.node(target).exists(store.game_key(game_id, "meta")) == 1
    for _ in range(20):  # every lane connection answers its own calls
        assert store.meta_and_rendered(game_id)[0]["v"] == "2"
        assert store.meta(game_id)["v"] == "2"
    assert through_client == ["HGETALL"]  # the lanes carried on at the new master
