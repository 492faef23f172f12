"""The game store: a game's own keys (meta, state, views, commands) and the one-round-trip
commit. The key layout is described in ``infra/keys.py``; the parts of the store that serve
other readers live beside it and hang off the store: ``log`` (the step log: gamelog.py),
``owed`` (the owed-work index: owed.py), ``indexes`` (lobby, a player's games: indexes.py) and
``workers`` (heartbeats: infra/heartbeats.py)."""
from __future__ import annotations

import json
import time
from collections.abc import Callable
from importlib import resources
from typing import Any

import redis
from redis.cluster import RedisCluster

from dashgames.accounts.inbox import KEEP as INBOX_KEEP
from dashgames.infra import redis_client
from dashgames.infra.cluster import ClusterLane
from dashgames.infra.heartbeats import Heartbeats
from dashgames.infra.lane import Lane
from dashgames.infra.redis_client import BLOCK_SLICE, dumps, hash_reply, text
from dashgames.infra.settings import Settings
from dashgames.play.commit import COMMITTED, Commit, commit_args
from dashgames.play.effects import CrossSlotEffects
from dashgames.play.gamelog import GameLog, Step, step_of
from dashgames.play.indexes import GameIndexes
from dashgames.play.owed import OwedIndex

_PUBLIC_VIEW_HEAD = '{"you":null,'


def seat_view(rendered: dict[str, str], seat: int | None) -> str:
    """A seat's pre-rendered view (the spectators' for None). A game without hidden
    information stores only the spectators' view (``render`` in dashgames.play.snapshot):
    the seat's is that one with ``you`` naming the seat, when the view has ``you``."""
    if seat is None:
        return rendered.get("s", "")
    own = rendered.get(str(seat))
    if own:
        return own
    public = rendered.get("s", "")
    if public.startswith(_PUBLIC_VIEW_HEAD):
        return f'{{"you":{seat},' + public[len(_PUBLIC_VIEW_HEAD):]
    if not public:
        return ""
    view = json.loads(public)
    if isinstance(view, dict) and "you" in view:
        view["you"] = seat
        return dumps(view)
    return public








class Store(CrossSlotEffects):
    """The game store: the key names (``KeyLayout``), a cluster's cross-slot effects
    (``CrossSlotEffects``), and here the reads, the commit and the indexes."""

    def __init__(self, client: redis.Redis, settings: Settings) -> None:
        # redis-py's annotations mix its sync and async answers; the store decodes what it reads.
        self.redis: Any = client
        self.settings = settings
        self.prefix = settings.key_prefix
        lua = resources.files("dashgames.play") / "lua"
        self._commit = client.register_script((lua / "commit.lua").read_text())
        self._record = client.register_script((lua / "record.lua").read_text())
        self._fx_owed = client.register_script((lua / "fx_owed.lua").read_text())
        self._fx_lobby = client.register_script((lua / "fx_lobby.lua").read_text())
        self._relay = client.register_script((lua / "relay.lua").read_text())
        self.cluster = isinstance(client, RedisCluster)
        # the move path's calls (see lane.py; on a cluster, cluster.py)
        self.lane: Any = ClusterLane(client) if self.cluster else Lane(client.connection_pool)
        self.log = GameLog(client, self.lane, settings)
        self.owed = OwedIndex(client, self.lane, self.prefix, self.cluster)
        self.indexes = GameIndexes(client, settings)
        self.workers = Heartbeats(client, self.prefix)

    @classmethod
    def connect(cls, settings: Settings) -> Store:
        return cls(redis_client.connect(settings), settings)

    def pipeline(self, atomic: bool = True) -> Any:
        """A pipeline for writes that belong together: a MULTI with a single Redis; on a cluster
        (whose transactions stay in one slot) a plain pipeline, each slot's commands in order.
        Callers on a cluster order their writes so that a crash between slots leaves nothing
        a later pass cannot finish (see each caller)."""
        return self.redis.pipeline(transaction=atomic and not self.cluster)

    # ---- reads ------------------------------------------------------------------------------
    def meta(self, game_id: str) -> dict[str, str]:
        """Through the lane, as ``stream_entries``: every open stream reads it when woken."""
        return hash_reply(self.lane.call("HGETALL", self.game_key(game_id, "meta")))

    def game_type(self, game_id: str) -> str:
        return text(self.redis.hget(self.game_key(game_id, "meta"), "type"))

    def meta_and_state(self, game_id: str) -> tuple[dict[str, str], str]:
        """Both at one version (MULTI), for the rules service when its state cache misses."""
        raw_meta, raw_state = self.lane.transaction(
            ("HGETALL", self.game_key(game_id, "meta")), ("GET", self.game_key(game_id, "state"))
        )
        return hash_reply(raw_meta), text(raw_state)

    def meta_and_result(self, game_id: str, field: str) -> tuple[dict[str, str], str]:
        raw_meta, raw = self.lane.transaction(
            ("HGETALL", self.game_key(game_id, "meta")),
            ("HGET", self.game_key(game_id, "cmd"), field),
        )
        return hash_reply(raw_meta), text(raw)

    def meta_and_rendered(self, game_id: str) -> tuple[dict[str, str], dict[str, str]]:
        """The summary and every pre-rendered view at one version: one round trip."""
        raw_meta, raw_pub = self.lane.transaction(
            ("HGETALL", self.game_key(game_id, "meta")), ("HGETALL", self.game_key(game_id, "pub"))
        )
        return hash_reply(raw_meta), hash_reply(raw_pub)

    def rendered_at(self, game_id: str, version: int, field: str) -> str:
        """A pre-rendered field, if the game is still at ``version`` ("" otherwise)."""
        current, value = self.lane.transaction(
            ("HGET", self.game_key(game_id, "meta"), "v"),
            ("HGET", self.game_key(game_id, "pub"), field),
        )
        return text(value) if text(current) == str(version) else ""

    def rendered(self, game_id: str, *fields: str) -> list[str]:
        return [text(v) for v in self.redis.hmget(self.game_key(game_id, "pub"), list(fields))]

    def seat_inputs(self, game_id: str, seat: int) -> tuple[dict[str, str], str, str]:
        """What a bot may see, at one version: (meta, the seat's view, its legal moves)."""
        pipe = self.redis.pipeline(transaction=True)
        pipe.hgetall(self.game_key(game_id, "meta"))
        pipe.hmget(self.game_key(game_id, "pub"), [str(seat), "s", f"m{seat}"])
        raw_meta, (own, public, legal) = pipe.execute()
        view = seat_view({str(seat): text(own), "s": text(public)}, seat)
        return {text(k): text(v) for k, v in raw_meta.items()}, view, text(legal)

    def result(self, game_id: str, field: str) -> str:
        return text(self.redis.hget(self.game_key(game_id, "cmd"), field))


    def meta_entries_rendered(
        self, game_id: str, first: str, count: int, field: str | None
    ) -> tuple[dict[str, str], list[Step], str]:
        """The summary, the steps from stream id ``first`` on and one pre-rendered field, at
        one version (MULTI), in one round trip: what a woken event stream reads. Apart, the
        three cost a stream three round trips per wake (docs/SCALING.md, "What was tried, and
        what was kept")."""
        commands: list[tuple[Any, ...]] = [
            ("HGETALL", self.game_key(game_id, "meta")),
            ("XRANGE", self.game_key(game_id, "ev"), first, "+", "COUNT", count)]
        if field is not None:
            commands.append(("HGET", self.game_key(game_id, "pub"), field))
        replies = self.lane.transaction(*commands)
        steps = [step_of(entry_id, hash_reply(entry)) for entry_id, entry in replies[1]]
        return hash_reply(replies[0]), steps, text(replies[2]) if field is not None else ""

    # ---- writes -----------------------------------------------------------------------------
    def create(self, game_id: str, meta: dict[str, str], state_json: str,
               rendered: dict[str, str], game_type: str, created: float,
               owed_at: float = 0.0, if_absent: bool = False,
               also: Callable[[Any], None] | None = None,
               notices: list[tuple[str, str, str, int | None]] | None = None) -> bool:
        """Store a new game, in one MULTI with whatever ``also`` queues on the same pipeline
        (a pairing's seeks, say) and the account events in ``notices``. ``if_absent``: only if
        no game has this id yet (WATCH on its meta), so that two processes creating the same
        game (a rematch, a pairing finished again after a crash) store it once; False when it
        was there already."""
        if self.cluster:
            return self._create_on_cluster(game_id, meta, state_json, rendered, game_type,
                                           created, owed_at, if_absent, also, notices)
        meta_key = self.game_key(game_id, "meta")
        with self.redis.pipeline(transaction=True) as pipe:
            if if_absent:
                pipe.watch(meta_key)
                if pipe.exists(meta_key):
                    return False
                pipe.multi()
            self._queue_create(pipe, game_id, meta, state_json, rendered, game_type, created,
                               owed_at)
            for player_id, kind, body, moves_of in notices or ():  # in the same transaction
                if moves_of is not None:
                    body += ',"legal_moves":' + rendered.get(f"m{moves_of}", "[]") + "}"
                pipe.xadd(self.inbox_key(player_id), {"t": kind, "d": body},
                          maxlen=INBOX_KEEP, approximate=True)
            if also is not None:
                also(pipe)
            try:
                pipe.execute()
            except redis.WatchError:
                return False
        return True

    def _queue_create(self, pipe: Any, game_id: str, meta: dict[str, str], state_json: str,
                      rendered: dict[str, str], game_type: str, created: float,
                      owed_at: float) -> None:
        pipe.hset(self.game_key(game_id, "meta"), mapping=meta)
        pipe.set(self.game_key(game_id, "state"), state_json)
        pipe.hset(self.game_key(game_id, "pub"), mapping=rendered)
        status = meta["st"]
        lobbies = () if meta.get("prv") else (  # a private game is found by its invite only
            self.lobby_key(status), self.lobby_key(status, game_type),
            self.lobby_key("all"), self.lobby_key("all", game_type))
        for key in lobbies:
            pipe.zadd(key, {game_id: created})
        if status == "open" and self.settings.open_game_ttl > 0:  # until someone joins
            for part in ("meta", "state", "pub"):
                pipe.expire(self.game_key(game_id, part), self.settings.open_game_ttl)
        if owed_at:
            pipe.zadd(self.owed_key(), {game_id: owed_at})
        for row in json.loads(meta.get("seats", "[]")):
            if row.get("p"):
                pipe.zadd(self.player_games_key(row["p"]), {game_id: created})

    def commit(self, c: Commit) -> tuple[int, str | None]:
        """Run the commit script: (``COMMITTED``, the new version) | (``CONFLICT``, the current
        version) | (``NO_GAME``, None) | (``KEY_TAKEN``, the stored idempotency value)."""
        keys = [*self.game_keys(c.game_id), self.reply_key(c.game_id, c.command_id or "-")]
        if self.cluster:  # its effects on other slots follow the commit (apply_effects)
            self.guard_owed(c.game_id)
            outcome = self.lane.evalsha(self._commit, keys, commit_args(c, self))
            if int(outcome[0]) == COMMITTED:
                self.apply_effects(c.game_id, text(outcome[2]))
            return int(outcome[0]), (text(outcome[1]) if len(outcome) > 1 else None)
        old_status, new_status, game_type = "open", "open", None
        if c.status_move is not None:
            game_type, old_status, new_status, _ = c.status_move
        keys += [
            self.lobby_key(old_status, game_type), self.lobby_key(old_status),
            self.lobby_key(new_status, game_type), self.lobby_key(new_status),
            self.owed_key(), self.archive_owed_key(),
            *(self.inbox_key(player_id) for player_id, _, _, _ in c.notices or ()),
        ]
        outcome = self.lane.evalsha(self._commit, keys, commit_args(c, self))
        code = int(outcome[0])
        return code, (text(outcome[1]) if len(outcome) > 1 else None)

    def record(self, game_id: str, idem_field: str, command_id: str, idem_value: str,
               result_field: str, result_value: str, reply: str = "") -> tuple[int, str]:
        keys = [self.game_key(game_id, "meta"), self.game_key(game_id, "cmd"),
                self.reply_key(game_id, command_id)]
        args = [idem_field, command_id, idem_value, result_field, result_value, reply,
                str(self.settings.result_ttl)]
        outcome = self.lane.evalsha(self._record, keys, args)
        return int(outcome[0]), (text(outcome[1]) if len(outcome) > 1 else "")

    def wait_reply(self, game_id: str, command_id: str, seconds: float) -> str | None:
        deadline = time.monotonic() + seconds
        while True:
            left = deadline - time.monotonic()
            got = self.lane.call(
                "BLPOP", self.reply_key(game_id, command_id), min(max(left, 0.01), BLOCK_SLICE)
            )
            if got is not None:
                return text(got[1])
            if left <= BLOCK_SLICE:
                return None













    def memory_usage(self, game_id: str) -> int:
        """Bytes Redis spends on one game's keys (MEMORY USAGE, every element sampled)."""
        total = 0
        for key in self.game_keys(game_id):
            used = self.redis.memory_usage(key, samples=0)
            total += int(used or 0)
        return total
