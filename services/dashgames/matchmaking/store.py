"""Matchmaking's Redis side: seeks, their buckets, pairing plans, and the rating a seek carries.

One cluster hash tag holds the whole pool, so the Lua scripts may touch any seeks together; every
change of a seek's status is one Lua step or the MULTI that makes its game. The keys:
docs/MATCHMAKING.md, "Keys".
"""

from __future__ import annotations

import hashlib
import json
import secrets
from dataclasses import asdict
from importlib import resources
from typing import Any

from redis.cluster import RedisCluster

from dashgames.accounts.inbox import KEEP as INBOX_KEEP
from dashgames.accounts.inbox import Inbox
from dashgames.accounts.types import Player
from dashgames.matchmaking.errors import AlreadySeeking
from dashgames.matchmaking.types import Seek, SeekSpec
from dashgames.play.types import ClockSpec

DEFAULT_RATING = 1500.0
"""A player's rating in a game type before any rated game of it."""
PAIRED_KEEP = 600
"""Seconds a paired seek stays readable (its long-poll answers with the game)."""
WAKE_KEEP = 60


PAIRING_SCALE = DEFAULT_RATING / 25.0
"""Pairing compares ratings on the scale players know (1500 for a newcomer): 60 points per
OpenSkill ``mu`` point, whose newcomer value is 25 (sigma 8.3, so 500 on this scale). The
pairing window (``DASHGAMES_PAIR_WINDOW``, 100) is then a sixth of a newcomer's uncertainty."""


def rate_in(pipe: Any, prefix: str, game_type: str, mus: dict[str, float]) -> None:
    """Queue the players' new ratings for pairing (``mu`` from the history's rating task)."""
    if mus:
        pipe.hset(f"{prefix}rating:{game_type}",
                  mapping={player: round(mu * PAIRING_SCALE, 1) for player, mu in mus.items()})


def rating_of(client: Any, prefix: str, game_type: str, player_id: str) -> float:
    """The player's rating in ``game_type`` (``P rating:<type>``), ``DEFAULT_RATING`` without
    one. The one place matchmaking reads a rating: the ratings' store connects here."""
    raw = client.hget(f"{prefix}rating:{game_type}", player_id)
    try:
        return float(raw) if raw is not None else DEFAULT_RATING
    except ValueError:
        return DEFAULT_RATING


def bucket_of(spec: SeekSpec) -> str:
    """Seeks that may share a table share a bucket: a short hash of what must be equal."""
    same = {"t": spec.game_type, "c": asdict(spec.clock) if spec.clock else None,
            "o": spec.options, "r": spec.rated}
    text = json.dumps(same, sort_keys=True, separators=(",", ":"))
    return f"{spec.game_type}:{hashlib.sha256(text.encode()).hexdigest()[:16]}"


def spec_json(spec: SeekSpec) -> str:
    return json.dumps({"players": list(spec.players), "clock": asdict(spec.clock)
                       if spec.clock else None, "options": spec.options, "rated": spec.rated,
                       "bots": spec.bots, "level": spec.bot_level}, separators=(",", ":"))


def spec_from_json(game_type: str, raw: str) -> SeekSpec:
    doc = json.loads(raw)
    clock = ClockSpec(**doc["clock"]) if doc["clock"] else None
    return SeekSpec(game_type, tuple(doc["players"]), clock, doc["options"],
                           doc["rated"], doc["bots"], doc.get("level"))


def _text(raw: Any) -> str:
    return raw.decode() if isinstance(raw, bytes) else str(raw)


class Seeks:
    def __init__(self, client: Any, prefix: str) -> None:
        self.redis = client
        self.prefix = prefix
        self.base = f"{prefix}q:{{q}}:"
        self.inbox = Inbox(client, prefix)
        lua = resources.files("dashgames.matchmaking") / "lua"
        scripts = ("seek_add", "seek_refresh", "seek_cancel", "seek_claim", "seek_expire",
                   "seek_finish")
        self._lua = {name: client.register_script((lua / f"{name}.lua").read_text())
                     for name in scripts}
        shared = resources.files("dashgames.infra") / "lua"  # the owed index's claim, as play's
        self._lua["claim_owed"] = client.register_script((shared / "claim_owed.lua").read_text())

    # ---- keys -------------------------------------------------------------------------------
    def key(self, part: str) -> str:
        return self.base + part

    def seek_key(self, seek_id: str) -> str:
        return self.key(f"s:{seek_id}")

    # ---- seekers ----------------------------------------------------------------------------
    def add(self, player: Player, spec: SeekSpec, rating: float, now: float,
            ttl: float) -> Seek:
        """A new waiting seek; ``AlreadySeeking`` when the player has one."""
        seek_id = secrets.token_hex(8)
        bucket = bucket_of(spec)
        fields = {"p": player.id, "n": player.name, "t": spec.game_type, "sp": spec_json(spec),
                  "b": bucket, "r": repr(rating), "at": repr(now), "exp": repr(now + ttl),
                  "st": "waiting"}
        flat = [x for pair in fields.items() for x in pair]
        keys = [self.key(f"who:{player.id}"), self.seek_key(seek_id), self.key(f"b:{bucket}"),
                self.key("buckets"), self.key("exp"), self.key("all")]
        answer = self._lua["seek_add"](keys=keys, args=[seek_id, bucket, repr(now),
                                                        repr(now + ttl), self.key("s:"), *flat])
        if int(answer[0]) == 0:
            held = _text(answer[1])
            raise AlreadySeeking("you are seeking already: cancel that seek first",
                                        seek_id=held)
        return self._seek(seek_id, fields)

    def get(self, seek_id: str) -> Seek | None:
        raw = self.redis.hgetall(self.seek_key(seek_id))
        if not raw:
            return None
        return self._seek(seek_id, {_text(k): _text(v) for k, v in raw.items()})

    def refresh(self, seek_id: str, expires: float) -> str | None:
        """The seek's heartbeat: a waiting seek lives until ``expires``. Its status, None if
        it is gone (expired, withdrawn, or paired long ago)."""
        raw = self._lua["seek_refresh"](keys=[self.seek_key(seek_id), self.key("exp")],
                                        args=[seek_id, repr(expires)])
        return _text(raw) if raw else None

    def refresh_player(self, player_id: str, expires: float) -> None:
        """Keep the player's waiting seek alive, if any: what an open account stream calls."""
        held = self.redis.get(self.key(f"who:{player_id}"))
        if held:
            self.refresh(_text(held), expires)

    def cancel(self, player_id: str, seek_id: str) -> tuple[int, str, str]:
        """(1, "", "") withdrawn | (-1, "", "") not the caller's | (0, status, game) too late."""
        keys = [self.seek_key(seek_id), self.key("exp"), self.key("all"),
                self.key(f"who:{player_id}")]
        raw = self._lua["seek_cancel"](keys=keys, args=[seek_id, player_id, self.key("b:")])
        code = int(raw[0])
        return (code, _text(raw[1]), _text(raw[2])) if code == 0 else (code, "", "")

    def wait_paired(self, seek_id: str, seconds: float) -> None:
        """Block up to ``seconds`` for the seek's pairing wake-up."""
        self.redis.blpop([self.key(f"w:{seek_id}")], timeout=max(seconds, 0.01))

    def waiting(self, game_type: str | None, limit: int) -> list[Seek]:
        """The newest waiting seeks (of one type), for the public list: read a page at a time
        (one pipelined round trip each) until ``limit`` are found."""
        out: list[Seek] = []
        start = 0
        page = limit if game_type is None else max(limit, 100)
        while len(out) < limit:
            ids = [_text(i) for i in self.redis.zrevrange(self.key("all"), start,
                                                          start + page - 1)]
            if not ids:
                break
            start += page
            pipe = self.redis.pipeline(transaction=False)
            for seek_id in ids:
                pipe.hgetall(self.seek_key(seek_id))
            for seek_id, raw in zip(ids, pipe.execute(), strict=True):
                fields = {_text(k): _text(v) for k, v in raw.items()}
                if fields.get("st") == "waiting" and game_type in (None, fields["t"]):
                    out.append(self._seek(seek_id, fields))
        return out[:limit]

    # ---- the pairing worker -----------------------------------------------------------------
    def buckets(self) -> list[str]:
        return sorted(_text(b) for b in self.redis.smembers(self.key("buckets")))

    def bucket_seeks(self, bucket: str) -> list[Seek]:
        """A bucket's waiting seeks, oldest first (one pipelined read); forgets an empty one."""
        ids = [_text(i) for i in self.redis.zrange(self.key(f"b:{bucket}"), 0, -1)]
        if not ids:
            self.redis.srem(self.key("buckets"), bucket)  # a seek added meanwhile re-adds it
            return []
        pipe = self.redis.pipeline(transaction=False)
        for seek_id in ids:
            pipe.hgetall(self.seek_key(seek_id))
        out = []
        for seek_id, raw in zip(ids, pipe.execute(), strict=True):
            fields = {_text(k): _text(v) for k, v in raw.items()}
            if fields.get("st") == "waiting":
                out.append(self._seek(seek_id, fields))
        return out

    def drop_expired(self, now: float, limit: int = 500) -> list[str]:
        cluster = isinstance(self.redis, RedisCluster)
        raw = [_text(i) for i in self._lua["seek_expire"](
            keys=[self.key("exp"), self.key("all")],
            args=[repr(now), limit, self.base, self.prefix, INBOX_KEEP, "1" if cluster else "0"])]
        if not cluster:
            return raw
        # On a cluster the account streams are in other slots: told here, after the drop (a
        # crash in between loses a 'seek_removed' notice; the seek is gone either way).
        for i in range(0, len(raw), 3):
            self.inbox.publish(raw[i + 1], "seek_removed", {
                "seek_id": raw[i], "game_type": raw[i + 2], "reason": "expired"})
        return raw[::3]

    def claim(self, bucket: str, seek_ids: list[str], game_id: str, plan: dict[str, Any],
              now: float, overdue: float) -> str | None:
        """Claim the seeks for the plan, all or none: None when claimed, else the id of a
        seek no longer waiting (another worker took it, or it expired)."""
        keys = [self.key("plans"), self.key(f"plan:{game_id}"), self.key(f"b:{bucket}"),
                self.key("exp"), self.key("all"), *(self.seek_key(i) for i in seek_ids)]
        raw = self._lua["seek_claim"](keys=keys, args=[repr(now), game_id, json.dumps(plan),
                                                       repr(overdue), *seek_ids])
        return None if int(raw[0]) == 1 else _text(raw[1])

    def overdue_plans(self, now: float, until: float, limit: int = 50) -> list[str]:
        """Claimed pairings whose game was not made in time (their worker died), each put off
        to ``until`` in the same step, so only one worker takes each at a time."""
        raw = self._lua["claim_owed"](keys=[self.key("plans")],
                                      args=[repr(now), repr(until), limit])
        return [_text(i) for i in raw]

    def plan(self, game_id: str) -> dict[str, Any] | None:
        raw = self.redis.get(self.key(f"plan:{game_id}"))
        return json.loads(raw) if raw else None

    def forget_plan(self, game_id: str) -> None:
        """A plan whose game exists already (made by another worker meanwhile)."""
        pipe = self.redis.pipeline(transaction=True)
        pipe.delete(self.key(f"plan:{game_id}"))
        pipe.zrem(self.key("plans"), game_id)
        pipe.execute()

    def finish_in(self, pipe: Any, game_id: str, plan: dict[str, Any]) -> None:
        """Queue, in the MULTI that makes the game: every seek paired, its player's seek
        freed, its long-poll woken, the plan gone (``game_started`` goes with the game itself:
        ``dashgames.play.notices``). On a Redis Cluster the pipeline is not the game's MULTI
        (the seeks are in another slot): one script, run only while the plan is there
        (``seek_finish.lua``), so finishing it again after a crash is harmless."""
        if isinstance(self.redis, RedisCluster):
            rows = [row for row in plan["seats"] if row.get("seek")]
            keys = [self.key(f"plan:{game_id}"), self.key("plans")]
            for row in rows:
                keys += [self.seek_key(row["seek"]), self.key(f"who:{row['player']}"),
                         self.key(f"w:{row['seek']}")]
            pipe.execute_command("EVAL", self._lua["seek_finish"].script, len(keys), *keys,
                                 game_id, repr(plan["now"]), PAIRED_KEEP, WAKE_KEEP,
                                 *(row["seek"] for row in rows))
            return
        for row in plan["seats"]:
            seek_id = row.get("seek")
            if not seek_id:
                continue
            pipe.hset(self.seek_key(seek_id), mapping={"st": "paired", "g": game_id,
                                                       "pat": repr(plan["now"])})
            pipe.expire(self.seek_key(seek_id), PAIRED_KEEP)
            pipe.delete(self.key(f"who:{row['player']}"))
            pipe.rpush(self.key(f"w:{seek_id}"), game_id)
            pipe.expire(self.key(f"w:{seek_id}"), WAKE_KEEP)
        pipe.delete(self.key(f"plan:{game_id}"))
        pipe.zrem(self.key("plans"), game_id)

    def _seek(self, seek_id: str, f: dict[str, str]) -> Seek:
        return Seek(
            id=seek_id, player_id=f["p"], player_name=f["n"], spec=spec_from_json(f["t"], f["sp"]),
            rating=float(f["r"]), status=f["st"],  # type: ignore[arg-type]
            created_at=float(f["at"]), expires_at=float(f["exp"]), game_id=f.get("g") or None,
        )


def has_rating(client: Any, prefix: str, game_type: str, player_id: str) -> bool:
    """Whether the player has played a rated game of ``game_type`` (a rating of its own)."""
    return bool(client.hexists(f"{prefix}rating:{game_type}", player_id))
