"""Challenges in Redis: one player invites another (a person or a bot account) to a game.

Every change of status is one Lua step that also tells both players' account streams, so a
challenge is answered exactly once and its players always hear of it. The keys and the cluster
notes: docs/ACCOUNTS.md, "Redis keys".
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from importlib import resources
from typing import Any

from redis.cluster import RedisCluster

from dashgames.accounts.inbox import KEEP, Inbox
from dashgames.challenges.errors import TooManyChallenges
from dashgames.infra.settings import Settings

CLOSED_KEEP = 86400
"""Seconds a challenge stays readable after its expiry (its players may list it)."""
LIST_LIMIT = 100
PENDING_RECEIVED = 50
"""Pending challenges a player may have received at once: more are refused (429
``TOO_MANY_CHALLENGES``) until she answers some or they expire, so a flood cannot bury her list
or her account stream (docs/ACCOUNTS.md, "Challenges")."""
PENDING_SENT = 20
"""Pending challenges a player may have sent at once."""

ACCEPTED = 1
NOT_FOUND = -1
NOT_YOURS = -2
CLOSED = 0
EXPIRED = 3
NOT_DUE = 4


@dataclass(frozen=True)
class Answered:
    code: int  # one of the constants above
    challenge: dict[str, Any] | None = None
    status: str = ""  # the status it had, for CLOSED


def _text(raw: Any) -> str:
    return raw.decode() if isinstance(raw, bytes) else str(raw)


class Challenges:
    def __init__(self, client: Any, settings: Settings) -> None:
        self.redis = client
        self.prefix = settings.key_prefix
        self.inbox = Inbox(client, settings.key_prefix)
        lua = resources.files("dashgames.challenges") / "lua"
        self._answer = client.register_script((lua / "challenge.lua").read_text())
        self._slots = client.register_script((lua / "challenge_slots.lua").read_text())
        self.cluster = isinstance(client, RedisCluster)

    def key(self, challenge_id: str) -> str:
        return f"{self.prefix}{{chal}}:{challenge_id}"

    def index_key(self, direction: str, player_id: str) -> str:
        return f"{self.prefix}{{chal}}:{direction}:{player_id}"

    @property
    def due_key(self) -> str:
        return f"{self.prefix}{{chal}}:due"

    @property
    def games_key(self) -> str:
        return f"{self.prefix}{{chal}}:games"

    def create(self, challenge: dict[str, Any]) -> None:
        """Store a new challenge and tell the challenged player, in one transaction, once it
        has a pending slot of both players (``TooManyChallenges`` when one has none left)."""
        ttl = int(challenge["expires_at"] - time.time()) + CLOSED_KEEP
        challenger, challenged = challenge["challenger"]["id"], challenge["challenged"]["id"]
        slots = int(self._slots(
            keys=[self.index_key("pin", challenged), self.index_key("pout", challenger)],
            args=[repr(time.time()), PENDING_RECEIVED, PENDING_SENT, challenge["id"],
                  repr(challenge["expires_at"]), ttl]))
        if slots < 0:
            received = slots == -1
            limit = PENDING_RECEIVED if received else PENDING_SENT
            whose = "the player you challenge has" if received else "you have"
            raise TooManyChallenges(f"{whose} {limit} pending challenges already",
                                    limit=limit, side="received" if received else "sent")
        pipe = self.redis.pipeline(transaction=True)
        pipe.set(self.key(challenge["id"]), json.dumps(challenge), ex=ttl)
        pipe.zadd(self.index_key("out", challenger), {challenge["id"]: challenge["created_at"]})
        pipe.zadd(self.index_key("in", challenged), {challenge["id"]: challenge["created_at"]})
        for direction, player in (("out", challenger), ("in", challenged)):
            pipe.expire(self.index_key(direction, player), ttl)
        pipe.zadd(self.due_key, {challenge["id"]: challenge["expires_at"]})
        if self.cluster:  # the account stream is in another slot: told after the MULTI
            pipe.execute()
            self.inbox.publish(challenged, "challenge_received", challenge)
            return
        self.inbox.publish_in(pipe, challenged, "challenge_received", challenge)
        pipe.execute()

    def get(self, challenge_id: str) -> dict[str, Any] | None:
        raw = self.redis.get(self.key(challenge_id))
        return json.loads(_text(raw)) if raw else None

    def listed(self, direction: str, player_id: str) -> list[dict[str, Any]]:
        """The player's challenges in or out, newest first (forgetting those that are gone)."""
        key = self.index_key(direction, player_id)
        ids = [_text(i) for i in self.redis.zrevrange(key, 0, LIST_LIMIT - 1)]
        if not ids:
            return []
        raws = self.redis.mget([self.key(i) for i in ids])
        gone = [i for i, raw in zip(ids, raws, strict=True) if raw is None]
        if gone:
            self.redis.zrem(key, *gone)
        return [json.loads(_text(raw)) for raw in raws if raw is not None]

    def answer(self, challenge: dict[str, Any], answer: str, actor: str, now: float,
               reason: str = "", game_id: str = "", sweep_at: float = 0.0) -> Answered:
        """Apply ``answer`` (accept | decline | cancel | expire) as ``actor``."""
        keys = [self.key(challenge["id"]), self.due_key, self.games_key]
        if not self.cluster:  # on a cluster the streams are told after the step
            keys += [self.inbox.key(challenge["challenger"]["id"]),
                     self.inbox.key(challenge["challenged"]["id"])]
        args = [answer, actor, repr(now), reason, game_id, repr(sweep_at), KEEP,
                "1" if self.cluster else "0"]
        raw = self._answer(keys=keys, args=args)
        code = int(raw[0])
        if code in (ACCEPTED, EXPIRED, CLOSED):  # no longer pending: its slots are free
            pipe = self.redis.pipeline(transaction=False)
            pipe.zrem(self.index_key("pin", challenge["challenged"]["id"]), challenge["id"])
            pipe.zrem(self.index_key("pout", challenge["challenger"]["id"]), challenge["id"])
            pipe.execute()
        if self.cluster and code in (ACCEPTED, EXPIRED):
            told = json.loads(_text(raw[1]))
            for who in (told["challenger"]["id"], told["challenged"]["id"]):
                self.inbox.publish(who, _text(raw[2]), told)
        if code in (ACCEPTED, EXPIRED):
            return Answered(code, json.loads(_text(raw[1])))
        if code == CLOSED:
            return Answered(code, status=_text(raw[1]))
        return Answered(code)

    def game_made(self, challenge_id: str) -> None:
        """The accepted challenge's game exists: the sweep has nothing left to do for it."""
        self.redis.zrem(self.games_key, challenge_id)

    def due(self, now: float, limit: int) -> list[str]:
        """Pending challenges past their expiry."""
        return [_text(i) for i in self.redis.zrangebyscore(self.due_key, "-inf", now, 0, limit)]

    def games_owed(self, now: float, limit: int) -> list[str]:
        """Accepted challenges whose game the acceptor should have made by ``now``."""
        return [_text(i) for i in self.redis.zrangebyscore(self.games_key, "-inf", now, 0, limit)]

    def forget(self, challenge_id: str) -> None:
        """An index entry whose challenge is gone."""
        pipe = self.redis.pipeline(transaction=False)
        pipe.zrem(self.due_key, challenge_id)
        pipe.zrem(self.games_key, challenge_id)
        pipe.execute()
