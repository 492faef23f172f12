"""The Redis store: key layout, the one-round-trip commit, and every read the platform makes.

Key layout (``P`` is ``DASHGAMES_KEY_PREFIX``; ``{...}`` is a cluster hash tag: every key of a
game lives in its ``{id}`` slot, each global index in a slot of its own (``{owed}``, ``{lobby}``),
an account's keys in its ``{player}`` slot, so every Lua script and MULTI touches one slot. On a
Redis Cluster (``redis+cluster://``) a commit records its effects on other slots in the meta
field ``fx`` and the store applies them after it: docs/SCALING.md, "Redis Cluster"):

``P g:{id}:meta``   hash: ``type``, ``n`` (players), ``opt`` (options JSON), ``seats`` (JSON),
                    ``at`` (created, unix s), ``sha`` (seed SHA-256, public from the start),
                    ``seed`` (secret until the game ends), ``st`` (open|active|finished),
                    ``v`` (version), ``act`` (seats to act, JSON), ``out`` (outcome JSON),
                    ``tm`` (running timers with deadlines, JSON), ``av`` (last archived version),
                    ``sv`` (last version spilled into the history database, absent for none),
                    ``clk`` (the table's clock, JSON, absent without one: ``rules/clocks.py``),
                    ``prv`` ("1": a private game, in no lobby), ``inv`` (its invite token),
                    ``rm`` (the id of its rematch, once asked for: ``platform/tables.py``),
                    ``fx`` (cluster only: the last step's effects on other slots, JSON, with
                    its version: owed time, lobby move, archive owed, notices)
``P g:{id}:state``  string: the game state, compact JSON (only the rules service reads it)
``P g:{id}:pub``    hash: pre-rendered views: ``"s"`` for spectators and, in a game with hidden
                    information, one per seat (``"0"``, ``"1"``...); without it a seat's view is
                    the spectator's with ``you`` set (``seat_view``). ``"m<seat>"``: legal
                    moves of each seat that must act
``P g:{id}:ev``     stream: one entry per version ``<version>-0`` with fields ``a`` (actor: a
                    seat, ``timer``, ``resign`` or ``platform``), ``m`` (move JSON), ``e`` (the
                    step's events JSON, audiences kept), ``t`` (the seats to act after it:
                    absent in steps written before it was kept). Event ``i`` (from 1) of
                    version ``v`` has the public id ``"v-i"``. Only a window of recent steps
                    stays here; a finished game's stream expires a minute after its last step.
``P g:{id}:arc``    list: the steps ``[v, actor, move, events, to_act]`` after ``sv`` up to
                    ``av`` (the last item absent in steps written before it was kept), in chunks
                    that are each a compressed JSON list: each fold appends one zlib chunk of its
                    ``FOLD_EVERY`` steps. Once ``SPILL_AT`` folded steps are here the fold asks
                    the archive worker to move them into the history database (table
                    ``spilled_steps``, up to ``sv``; ``Archiver.spill``), so a long game's list
                    stays a few chunks long; a rules worker also compresses them again as one
                    now and then (zlib at its best level; bzip2 once the game has ended:
                    ``compact_archive``). The spilled rows (up to ``sv``), this list and the
                    stream's tail are together the whole move log and event history for replay
                    (``archive_text`` joins them)
``P g:{id}:cmd``    hash: ``c:<command id>`` -> ``<version>|<result JSON>``;
                    ``k:<seat>:<idempotency key>`` -> ``<version>|<command id>|<body hash>``;
                    results older than ``RESULT_WINDOW`` versions are pruned when steps fold
``P r:{id}:<command id>`` list: the reply a waiting API process BLPOPs (isolation mode), short
                    TTL; in the game's slot
``P tok:<sha256(token)>`` string: the player (JSON); tokens themselves are never stored
``P p:<player id>`` string: the player (JSON)
``P p:<player id>:open`` sorted set: the games the player created while open (the quota)
Expiry: an open game's keys live ``DASHGAMES_OPEN_GAME_TTL`` from its last step while it is
open; a finished game's ``state`` and ``cmd`` live ``DASHGAMES_FINISHED_TTL`` (its ``meta``,
``pub`` and history stay); a player's two keys live ``DASHGAMES_PLAYER_TTL`` until its token is
first presented.
``P {lobby}:<status>[:<type>]``, ``P {lobby}:all[:<type>]`` sorted sets of game ids by creation time
``P hb:<queue>``    sorted set: worker name -> last heartbeat (unix s)
``P {owed}``        sorted set: game id -> when the platform owes the game its next step if it
                    has not been taken by then (a bot's turn: the commit's time plus a grace; a
                    clock: its deadline plus the grace). Written by every commit (removed when
                    nothing is owed), read by the reconciler (``dashgames.rules.reconciler``),
                    which sends again what a crash lost
``P {owed}:cmd``    sorted set: ``<game id> <command id>`` of a queued command (isolation mode)
                    -> when it is overdue; the reconciler sends it again while its answer is
                    still the reservation, and drops it once answered
``P {owed}:arc``    sorted set: game id -> when its archiving is overdue: the commit that ends a
                    game adds it (``DASHGAMES_OWED_GRACE`` on), the archive task removes it once
                    the game is in the history database; the reconciler sends the task again
                    for a game still listed when its time comes (``dashgames.rules.archive``)
``P {owed}:v``      hash (cluster only): game id -> the version whose owed time ``P {owed}``
                    holds, for the games it lists (``fx_owed.lua`` writes only a newer one)
``P p:<player id>:games`` sorted set: game id -> when the player took a seat there (every
                    game they sit in, written before the seat is committed; "my games" reads
                    it and drops what is finished or gone)
``P acct:{<player id>}:ev`` stream: the account's events (``dashgames.platform.inbox``); the
                    commit appends a seated account's ``your_turn`` and ``game_started``
``P acct:{<player id>}:sent`` hash (cluster only): ``<game id>:<kind>`` -> the last version
                    whose notice of that kind reached the account (``relay.lua``: each
                    delivered once)
channel ``P ch:<id>`` carries the new version after every commit
"""

from __future__ import annotations

import bz2
import json
import time
import zlib
from collections.abc import Callable
from dataclasses import dataclass
from importlib import resources
from typing import Any

import orjson
import redis
from redis.cluster import RedisCluster

from dashgames.platform import cluster
from dashgames.platform.cluster import ClusterLane
from dashgames.platform.effects import CrossSlotEffects
from dashgames.platform.inbox import KEEP as INBOX_KEEP
from dashgames.platform.lane import Lane
from dashgames.platform.settings import Settings

FOLD_EVERY = 16
"""Steps kept raw in the stream before they are compressed into one archive chunk."""
KEEP_LIVE = 2
"""Steps left in the stream after a fold, so clients a little behind still resume there.

Redis allocates a stream in nodes of ``stream-node-max-bytes`` (4 KB by default) whatever they
hold, and a Double Dash! step takes about 220 bytes there: up to 18 steps fit one node. Folding
every 16 and keeping 2 keeps a running game's stream in one node (4.7 KB) where 32 and 8 kept
up to 40 steps in two or three (9.8-14.7 KB), for a fold twice as often (a few us per move)."""
FINISHED_STREAM_SECONDS = 60
"""How long a finished game's stream outlives it (its readers then read the archive)."""
SOCKET_TIMEOUT = 10.0
"""Seconds a Redis reply may take (redis-py 8 defaults to 5 s: set it so nothing relies on that)."""
BLOCK_SLICE = 2.0
"""Longest single blocking call (XREAD BLOCK, BLPOP); longer waits loop in slices, so a blocking
call always ends well inside SOCKET_TIMEOUT."""
SPILL_AT = 32
"""Folded steps Redis may hold beyond ``sv`` before the fold asks the archive worker to spill
them into the history database (``dashgames.rules.archive``): two folds' chunks, about 1.1 KB
of a Double Dash! game's archive list at most while a spill is pending, none after it. Half as
many would spill twice as often (each spill costs the archive worker a database commit) for
about 0.4 KB less at the peak; twice as many took the peak to 17 KB (bench/memory_bench.py)."""
RESULT_WINDOW = 16
"""Versions for which command results (and idempotency keys) are kept per game."""
# What ``Store.commit`` (commit.lua) and ``Store.record`` (record.lua) answer first.
COMMITTED = 1
CONFLICT = 0  # the version moved since the caller read the game
NO_GAME = -1
KEY_TAKEN = 2  # the idempotency key belongs to another command


def dumps(value: Any) -> str:
    """Compact JSON, the only form the store writes (orjson: the commit path writes several
    texts per move, and the standard library takes several times longer over them)."""
    return orjson.dumps(value, option=orjson.OPT_NON_STR_KEYS).decode()


_PUBLIC_VIEW_HEAD = '{"you":null,'


def seat_view(rendered: dict[str, str], seat: int | None) -> str:
    """A seat's pre-rendered view (the spectators' for None). A game without hidden
    information stores only the spectators' view (``render`` in dashgames.rules.snapshot):
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


def _hash(reply: Any) -> dict[str, str]:
    """An ``HGETALL`` reply as the lane returns it (a map under RESP3, field, value... under
    RESP2) as a dict of str."""
    if isinstance(reply, dict):
        return {text(k): text(v) for k, v in reply.items()}
    return {text(reply[i]): text(reply[i + 1]) for i in range(0, len(reply), 2)}


def text(raw: bytes | str | None) -> str:
    if raw is None:
        return ""
    return raw.decode() if isinstance(raw, bytes) else raw


@dataclass(frozen=True)
class Step:
    """One version's change: who acted, the move (or timer id / resigning seat), the events,
    and the seats to act after it (None in steps written before the log kept them)."""

    version: int
    actor: Any  # a seat, "timer", "resign" or "platform"
    move: Any
    events: list[dict[str, Any]]
    to_act: list[int] | None = None

    def record(self) -> list[Any]:
        head = [self.version, self.actor, self.move, self.events]
        return head if self.to_act is None else [*head, self.to_act]


@dataclass
class Commit:
    """Everything one step writes; ``Store.commit`` sends it to the Lua script."""

    game_id: str
    expected_version: int
    step_actor: Any
    step_move: Any
    step_events: list[dict[str, Any]]
    step_to_act: list[int] | None = None
    state_json: str = ""
    meta: dict[str, str] | None = None
    rendered: dict[str, str] | None = None
    results: dict[str, str] | None = None
    idem_field: str = ""
    command_id: str = ""
    fold_chunk: bytes = b""  # a chunk of steps appended to the archive
    compact: str = ""  # "merge" | "final": have a rules worker compress the archive as one
    spill: bool = False  # have the archive worker move the folded steps into the database
    archived_to: int = 0
    status_move: tuple[str, str, str, float] | None = None  # (type, old, new status, created)
    reply: str = ""
    finished: bool = False
    owed_at: float = 0.0  # when the game's next step is owed (``P {owed}``); 0: nothing owed
    unlisted: bool = False  # a private game: its status change leaves the lobby alone
    # Account stream entries (``dashgames.rules.notices``): (player id, type, body, the seat
    # whose legal moves the script appends to the body, or None)
    notices: list[tuple[str, str, str, int | None]] | None = None


class Store(CrossSlotEffects):
    """The game store: the key names (``KeyLayout``), a cluster's cross-slot effects
    (``CrossSlotEffects``), and here the reads, the commit and the indexes."""

    def __init__(self, client: redis.Redis, settings: Settings) -> None:
        # redis-py's annotations mix its sync and async answers; the store decodes what it reads.
        self.redis: Any = client
        self.settings = settings
        self.prefix = settings.key_prefix
        lua = resources.files("dashgames.platform") / "lua"
        self._commit = client.register_script((lua / "commit.lua").read_text())
        self._record = client.register_script((lua / "record.lua").read_text())
        self._compact = client.register_script((lua / "compact.lua").read_text())
        self._spill = client.register_script((lua / "spill.lua").read_text())
        self._claim_owed = client.register_script((lua / "claim_owed.lua").read_text())
        self._reschedule = client.register_script((lua / "reschedule.lua").read_text())
        self._fx_owed = client.register_script((lua / "fx_owed.lua").read_text())
        self._fx_lobby = client.register_script((lua / "fx_lobby.lua").read_text())
        self._relay = client.register_script((lua / "relay.lua").read_text())
        self.cluster = isinstance(client, RedisCluster)
        # the move path's calls (see lane.py; on a cluster, cluster.py)
        self.lane: Any = ClusterLane(client) if self.cluster else Lane(client.connection_pool)

    @classmethod
    def connect(cls, settings: Settings) -> Store:
        options: dict[str, Any] = {"health_check_interval": 30, "socket_timeout": SOCKET_TIMEOUT,
                                   "socket_connect_timeout": SOCKET_TIMEOUT}
        if settings.redis_cluster:
            return cls(cluster.connect(settings.redis_url, **options), settings)
        return cls(redis.Redis.from_url(settings.redis_url, **options), settings)

    def pipeline(self, atomic: bool = True) -> Any:
        """A pipeline for writes that belong together: a MULTI with a single Redis; on a cluster
        (whose transactions stay in one slot) a plain pipeline, each slot's commands in order.
        Callers on a cluster order their writes so that a crash between slots leaves nothing
        a later pass cannot finish (see each caller)."""
        return self.redis.pipeline(transaction=atomic and not self.cluster)

    # ---- reads ------------------------------------------------------------------------------
    def meta(self, game_id: str) -> dict[str, str]:
        """Through the lane, as ``stream_entries``: every open stream reads it when woken."""
        return _hash(self.lane.call("HGETALL", self.game_key(game_id, "meta")))

    def game_type(self, game_id: str) -> str:
        return text(self.redis.hget(self.game_key(game_id, "meta"), "type"))

    def meta_and_state(self, game_id: str) -> tuple[dict[str, str], str]:
        """Both at one version (MULTI), for the rules service when its state cache misses."""
        raw_meta, raw_state = self.lane.transaction(
            ("HGETALL", self.game_key(game_id, "meta")), ("GET", self.game_key(game_id, "state"))
        )
        return _hash(raw_meta), text(raw_state)

    def meta_and_result(self, game_id: str, field: str) -> tuple[dict[str, str], str]:
        raw_meta, raw = self.lane.transaction(
            ("HGETALL", self.game_key(game_id, "meta")),
            ("HGET", self.game_key(game_id, "cmd"), field),
        )
        return _hash(raw_meta), text(raw)

    def meta_and_rendered(self, game_id: str) -> tuple[dict[str, str], dict[str, str]]:
        """The summary and every pre-rendered view at one version: one round trip."""
        raw_meta, raw_pub = self.lane.transaction(
            ("HGETALL", self.game_key(game_id, "meta")), ("HGETALL", self.game_key(game_id, "pub"))
        )
        return _hash(raw_meta), _hash(raw_pub)

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

    def stream_entries(self, game_id: str, first: str, count: int | None = None) -> list[Step]:
        """Steps from stream id ``first`` (inclusive; ``(id`` exclusive) on. Through the lane:
        every open stream reads here when its game moves, and a crowd of them waking at once
        waits for a free connection there, where the client's pool would refuse past its bound
        (MaxConnectionsError, seen with 2,000 open streams)."""
        raw = self.lane.call("XRANGE", self.game_key(game_id, "ev"), first, "+",
                             *(("COUNT", count) if count else ()))
        return [_step(entry_id, _hash(entry)) for entry_id, entry in raw]

    def meta_entries_rendered(
        self, game_id: str, first: str, count: int, field: str | None
    ) -> tuple[dict[str, str], list[Step], str]:
        """The summary, the steps from stream id ``first`` on and one pre-rendered field, at
        one version (MULTI), in one round trip: what a woken event stream reads. Apart, the
        three cost a stream three round trips per wake (a quarter of the API's CPU per move
        with two seats following each game, bench/streams_load.py)."""
        commands: list[tuple[Any, ...]] = [
            ("HGETALL", self.game_key(game_id, "meta")),
            ("XRANGE", self.game_key(game_id, "ev"), first, "+", "COUNT", count)]
        if field is not None:
            commands.append(("HGET", self.game_key(game_id, "pub"), field))
        replies = self.lane.transaction(*commands)
        steps = [_step(entry_id, _hash(entry)) for entry_id, entry in replies[1]]
        return _hash(replies[0]), steps, text(replies[2]) if field is not None else ""

    def stream_wait(self, game_id: str, after: str, block_ms: int, count: int) -> list[Step]:
        """Steps after stream id ``after``, waiting up to ``block_ms`` for the first."""
        key = self.game_key(game_id, "ev")
        block = min(max(block_ms, 1), int(BLOCK_SLICE * 1000))  # the caller loops to its deadline
        raw = self.redis.xread({key: after}, count=count, block=block)
        return [_step(entry_id, entry) for _, entries in raw or [] for entry_id, entry in entries]

    def archived_steps(self, game_id: str) -> list[Step]:
        return [Step(*r) for r in json.loads(self.archive_text(game_id))]

    def archive_text(self, game_id: str) -> str:
        """The archive as the JSON text of its step records (``[]`` when there is none): the
        steps spilled into the history database (up to ``sv``), then the chunks in Redis."""
        try:
            spilled_to, chunks = self.archive_tail(game_id)
        except redis.ResponseError:  # written before chunk lists: one string, not yet folded
            return _joined([self.redis.get(self.game_key(game_id, "arc"))])
        if spilled_to:
            chunks = [*self.spilled_chunks(game_id, spilled_to), *chunks]
        return _joined(chunks)

    def archive_tail(self, game_id: str) -> tuple[int, list[bytes]]:
        """(``sv``: the last version spilled out of Redis, 0 for none; the archive chunks Redis
        still holds), read together (MULTI): a spill changes both in one step."""
        raw_sv, chunks = self.lane.transaction(
            ("HGET", self.game_key(game_id, "meta"), "sv"),
            ("LRANGE", self.game_key(game_id, "arc"), 0, -1),
        )
        return int(text(raw_sv) or 0), list(chunks)

    def spilled_chunks(self, game_id: str, through: int) -> list[bytes]:
        """The chunks of the spilled steps up to ``through``, from the history database."""
        from dashgames.platform.history import spilled  # only a spilled game needs the database

        return spilled.chunks_through(self.history_engine(), game_id, through)

    def history_engine(self) -> Any:
        """The history database (opened, and migrated, on first use in this process)."""
        from dashgames.platform.history.database import open_history

        return open_history(self.settings.history_url)

    def trim_spilled(self, game_id: str, chunks: list[bytes], n: int, rest: bytes,
                     through: int, spilled_to: int) -> bool:
        """Replace the first ``n`` of ``chunks`` (the archive as read with ``spilled_to``) by
        ``rest`` and set ``sv`` to ``through``: spill.lua. False when the archive or ``sv``
        changed meanwhile (nothing written)."""
        keys = [self.game_key(game_id, "arc"), self.game_key(game_id, "meta")]
        args: list[bytes | str | int] = [n, chunks[0], chunks[n - 1], rest, through,
                                         str(spilled_to) if spilled_to else ""]
        return bool(self._spill(keys=keys, args=args))

    def compact_archive(self, game_id: str, final: bool) -> bool:
        """Compress the archive's chunks again as one (bzip2 once the game has ended, zlib at
        its best level before). Chunks a fold appends meanwhile stay after it. False when there
        was nothing to do, or another compaction got there first (nothing written)."""
        key = self.game_key(game_id, "arc")
        try:
            chunks = self.redis.lrange(key, 0, -1)
        except redis.ResponseError:  # the one-string form: the next fold converts it
            return False
        if not chunks or (len(chunks) == 1 and (not final or chunks[0].startswith(b"BZh"))):
            return False
        merged = fold_chunk(_joined(chunks), final=final, level=9)
        return bool(self._compact(keys=[key], args=[len(chunks), chunks[-1], merged]))

    def stream_record_texts(self, game_id: str, first: str) -> list[tuple[int, str]]:
        """(version, the step's record as JSON text) from stream id ``first`` on, never decoded:
        folding splices them into the archive text as they are."""
        raw = self.lane.call("XRANGE", self.game_key(game_id, "ev"), first, "+")
        out = []
        for entry_id, entry in raw:
            f = _hash(entry)
            version = text(entry_id).split("-", 1)[0]
            to_act = f",{f['t']}" if f.get("t", "null") != "null" else ""
            out.append((int(version), f"[{version},{f['a']},{f['m']},{f['e']}{to_act}]"))
        return out

    def all_steps(self, game_id: str, archived_to: int) -> list[Step]:
        """The whole history: archived chunks, then the stream entries after them."""
        steps = self.archived_steps(game_id)
        steps += self.stream_entries(game_id, f"{archived_to + 1}-0")
        return steps

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
            outcome = self.lane.evalsha(self._commit, keys, _commit_args(c, self))
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
        outcome = self.lane.evalsha(self._commit, keys, _commit_args(c, self))
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

    # ---- lobby, heartbeats (players and tokens: platform/accounts.py) ----------------------
    def lobby(self, status: str, game_type: str | None, limit: int) -> list[dict[str, str]]:
        ids = self.redis.zrevrange(self.lobby_key(status, game_type), 0, max(limit, 1) - 1)
        pipe = self.redis.pipeline(transaction=False)
        for raw_id in ids:
            pipe.hgetall(self.game_key(text(raw_id), "meta"))
        metas = pipe.execute()
        out, gone = [], []
        for raw_id, raw_meta in zip(ids, metas, strict=True):
            if raw_meta:
                meta = {text(k): text(v) for k, v in raw_meta.items()}
                meta["id"] = text(raw_id)
                out.append(meta)
            else:  # an expired game leaves its id behind until a lobby read finds it gone
                gone.append(raw_id)
        if gone:
            self.redis.zrem(self.lobby_key(status, game_type), *gone)
        return out

    def open_games_of(self, player_id: str) -> int:
        """How many games ``player_id`` created are still open (forgetting the others)."""
        key = self.player_key(player_id) + ":open"
        ids = [text(i) for i in self.redis.zrange(key, 0, -1)]
        if not ids:
            return 0
        pipe = self.redis.pipeline(transaction=False)
        for game_id in ids:
            pipe.hget(self.game_key(game_id, "meta"), "st")
        statuses = pipe.execute()
        gone = [i for i, st in zip(ids, statuses, strict=True) if text(st) != "open"]
        if gone:
            self.redis.zrem(key, *gone)
        return len(ids) - len(gone)

    def add_open_game(self, player_id: str, game_id: str) -> None:
        key = self.player_key(player_id) + ":open"
        pipe = self.redis.pipeline(transaction=False)
        pipe.zadd(key, {game_id: time.time()})
        if self.settings.open_game_ttl > 0:  # no open game of theirs outlives it
            pipe.expire(key, self.settings.open_game_ttl)
        pipe.execute()

    def index_seat(self, player_id: str, game_id: str) -> None:
        """``player_id`` is taking a seat in ``game_id``: written before the seat's commit, so
        a crash between the two leaves at worst an entry "my games" finds unseated and drops."""
        self.redis.zadd(self.player_games_key(player_id), {game_id: time.time()}, nx=True)

    def games_of(self, player_id: str) -> list[tuple[str, float]]:
        """(game id, when seated) of every game indexed for the player, newest first."""
        raw = self.redis.zrevrange(self.player_games_key(player_id), 0, -1, withscores=True)
        return [(text(member), float(score)) for member, score in raw]

    def forget_games(self, player_id: str, game_ids: list[str]) -> None:
        if game_ids:
            self.redis.zrem(self.player_games_key(player_id), *game_ids)

    def claim_owed(self, now: float, until: float, limit: int, commands: bool = False,
                   archives: bool = False) -> list[str]:
        """Up to ``limit`` games whose next step was owed by ``now`` (with ``commands``: queued
        commands, ``"<game id> <command id>"``), each put off to ``until`` in the same step, so
        that two reconcilers never take the same one at once and a reconciler that dies
        holding one only delays it."""
        key = self.owed_commands_key() if commands else self.owed_key()
        if archives:
            key = self.archive_owed_key()
        raw = self._claim_owed(keys=[key], args=[repr(now), repr(until), limit])
        return [text(member) for member in raw]

    def owe_command(self, game_id: str, command_id: str, at: float) -> None:
        """A queued command is overdue at ``at`` unless answered (0: forget it)."""
        member = f"{game_id} {command_id}"
        if at:
            self.redis.zadd(self.owed_commands_key(), {member: at})
        else:
            self.redis.zrem(self.owed_commands_key(), member)

    def reschedule_owed(self, game_id: str, version: int, owed_at: float) -> None:
        """Set when the game's next step is owed (0: nothing is), if it is still at ``version``:
        a commit meanwhile has already written the newer answer."""
        if self.cluster:  # the meta and the index are in two slots: ordered by version instead
            current = self.redis.hget(self.game_key(game_id, "meta"), "v")
            if current is None:  # gone: it leaves the index, its version too
                self.lane.transaction(("ZREM", self.owed_key(), game_id),
                                      ("HDEL", self.owed_versions_key(), game_id))
            elif text(current) == str(version):
                self.lane.evalsha(self._fx_owed, [self.owed_key(), self.archive_owed_key(),
                                                  self.owed_versions_key()],
                                  [game_id, str(version), repr(owed_at) if owed_at else "0", ""])
            return
        self._reschedule(keys=[self.game_key(game_id, "meta"), self.owed_key()],
                         args=[game_id, str(version), repr(owed_at)])

    def worker_names(self, queue: str, within: float) -> set[str]:
        """The workers of ``queue`` that sent a heartbeat in the last ``within`` seconds."""
        raw = self.redis.zrangebyscore(self.heartbeat_key(queue), time.time() - within, "+inf")
        return {text(name) for name in raw}

    def heartbeat(self, queue: str, worker: str) -> None:
        now = time.time()
        pipe = self.redis.pipeline(transaction=False)
        pipe.zadd(self.heartbeat_key(queue), {worker: now})
        pipe.zremrangebyscore(self.heartbeat_key(queue), 0, now - 3600)
        pipe.execute()

    def live_workers(self, queue: str, within: float) -> int:
        return int(self.redis.zcount(self.heartbeat_key(queue), time.time() - within, "+inf"))

    def memory_usage(self, game_id: str) -> int:
        """Bytes Redis spends on one game's keys (MEMORY USAGE, every element sampled)."""
        total = 0
        for key in self.game_keys(game_id):
            used = self.redis.memory_usage(key, samples=0)
            total += int(used or 0)
        return total


def _commit_args(c: Commit, store: Store) -> list[str | bytes]:
    """commit.lua's arguments: the commit as one JSON object (ARGV[1]; each optional part absent
    when it has nothing to do), and beside it, raw, the bulk it names by argument number: the
    state, each view and legal-move list, the archive chunk. Escaped inside the JSON those
    texts would cost Redis more to decode than all the rest of the commit; bytes it cannot
    carry at all."""
    args: list[str | bytes] = [""]

    def raw(value: str | bytes) -> int:
        args.append(value)
        return len(args)  # Lua counts from 1

    doc: dict[str, Any] = {
        "expected": c.expected_version,
        "idem_field": c.idem_field,
        "command_id": c.command_id,
        "meta": c.meta or {},
        "step": {"a": dumps(c.step_actor), "m": dumps(c.step_move), "e": dumps(c.step_events),
                 "t": dumps(c.step_to_act)},
        "results": c.results or {},
        "channel": store.channel(c.game_id),
    }
    if c.state_json:
        doc["state"] = raw(c.state_json)
    if c.rendered:
        doc["rendered"] = {field: raw(value) for field, value in c.rendered.items()}
    if c.fold_chunk:
        doc["fold"] = _fold(c, raw(c.fold_chunk))
    if c.status_move is not None and not c.unlisted:
        doc["lobby"] = {"game_id": c.game_id, "score": repr(c.status_move[3])}
        if store.cluster:
            doc["lobby"].update(type=c.status_move[0], old=c.status_move[1],
                                new=c.status_move[2])
    if c.reply:
        doc["reply"] = {"payload": c.reply, "ttl": store.settings.result_ttl}
    if store.settings.open_game_ttl > 0:
        doc["open_ttl"] = store.settings.open_game_ttl
        if c.status_move is not None and c.status_move[1] == "open":
            doc["left_open"] = 1
    doc["owed"] = {"id": c.game_id, "at": repr(c.owed_at)} if c.owed_at else {"id": c.game_id}
    if c.finished and store.settings.finished_ttl > 0:
        doc["expire_after"] = store.settings.finished_ttl
    if c.finished:
        doc["archive_at"] = repr(time.time() + store.settings.owed_grace)
    if c.notices:
        doc["inbox"] = [{"k": 14 + i, "t": kind, "d": raw(body),
                         **({"m": f"m{moves_of}"} if moves_of is not None else {}),
                         **({"p": player_id} if store.cluster else {})}
                        for i, (player_id, kind, body, moves_of) in enumerate(c.notices)]
        doc["inbox_keep"] = INBOX_KEEP
    if store.cluster:
        doc["defer"] = 1
    args[0] = dumps(doc)
    return args


def _fold(c: Commit, chunk: int) -> dict[str, int]:
    """A fold's part of the commit: the chunk's argument number, the archive's new end, the
    first step the stream keeps, the oldest result version kept, the stream's expiry."""
    fold = {
        "chunk": chunk,
        "archived_to": c.archived_to,
        "keep_from": max(c.archived_to - KEEP_LIVE + 1, 1),
        "prune_before": c.expected_version + 1 - RESULT_WINDOW,
    }
    if c.finished:
        fold["stream_ttl"] = FINISHED_STREAM_SECONDS
    return fold


def _step(entry_id: bytes | str, entry: dict[Any, Any]) -> Step:
    fields = {text(k): text(v) for k, v in entry.items()}
    version = int(text(entry_id).split("-", 1)[0])
    to_act = json.loads(fields["t"]) if "t" in fields else None
    return Step(version, json.loads(fields["a"]), json.loads(fields["m"]), json.loads(fields["e"]),
                to_act)


def fold_chunk(records_text: str, final: bool = False, level: int = 6) -> bytes:
    """One archive chunk, from the JSON text of a list of step records: zlib (at ``level``)
    while the game runs; bzip2 for the whole log once it has ended (about half the size of
    zlib's best on game logs, but about 15 times slower: it is written once, off the move
    path, by ``Store.compact_archive``)."""
    raw = records_text.encode()
    return bz2.compress(raw, 9) if final else zlib.compress(raw, level)


def _joined(chunks: list[bytes]) -> str:
    """One JSON list of step records from archive chunks that each hold one: their insides,
    spliced as text."""
    insides = [decompress(c).decode()[1:-1] for c in chunks if c]
    return "[" + ",".join(i for i in insides if i) + "]"


def decompress(chunk: bytes) -> bytes:
    """An archive chunk's JSON text, whichever way it was compressed."""
    return bz2.decompress(chunk) if chunk.startswith(b"BZh") else zlib.decompress(chunk)
