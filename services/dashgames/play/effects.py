"""Cluster mode: a step's effects on slots other than its game's.

On a Redis Cluster a commit (``commit.lua``) touches only its game's slot and records in the
game's meta (``fx``) what the step means elsewhere: when the game is next owed a step, its
lobby move, its owed archiving, the seated players' "my games", the account notices. The store
applies them right after, each with a small script on its own slot, idempotent and ordered by
the step's version; a guard in the owed index, written before the step, lets the reconciler
apply them again if the process dies in between. With a single Redis the commit applies them
itself, in the same atomic script, and nothing here runs (docs/SCALING.md, "Redis Cluster")."""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from typing import Any

import orjson
import redis

from dashgames.accounts.inbox import KEEP as INBOX_KEEP
from dashgames.infra.keys import KeyLayout
from dashgames.infra.settings import Settings

STATUSES = ("open", "active", "finished")
"""A game's statuses in the only order it passes them (a lobby move never goes back)."""
DELIVERED_KEEP = 7 * 86400
"""Cluster: seconds an account remembers which game versions' notices it got (far longer than
any repair of a commit's effects takes)."""


class CrossSlotEffects(KeyLayout):
    """The store's cluster half (``Store`` sets these attributes)."""

    redis: Any
    settings: Settings
    lane: Any
    cluster: bool
    _fx_owed: Any
    _fx_lobby: Any
    _relay: Any

    def _create_on_cluster(self, game_id: str, meta: dict[str, str], state_json: str,
                           rendered: dict[str, str], game_type: str, created: float,
                           owed_at: float, if_absent: bool,
                           also: Callable[[Any], None] | None,
                           notices: list[tuple[str, str, str, int | None]] | None) -> bool:
        """``create`` on a cluster: a guard in the owed index first, then the game's own keys
        in one MULTI on its slot with its effects recorded (meta ``fx``, as a commit records
        them), then those effects and ``also`` on their slots. A crash after the guard leaves
        the game where the reconciler applies its effects again (``apply_recorded``); a
        pairing's ``also`` is idempotent and runs again when its plan is finished anew
        (the game then exists: ``also`` still runs)."""
        self.guard_owed(game_id)
        fx: dict[str, Any] = {"v": int(meta.get("v", "0")), "at": repr(owed_at) if owed_at else "0",
                              "seated": [row["p"] for row in json.loads(meta.get("seats", "[]"))
                                         if row.get("p")], "created": repr(created)}
        if not meta.get("prv"):
            fx["lobby"] = {"game_id": game_id, "score": repr(created), "new": meta["st"],
                           "type": game_type}
        inbox = []
        for player_id, kind, body, moves_of in notices or ():
            if moves_of is not None:
                body += ',"legal_moves":' + rendered.get(f"m{moves_of}", "[]") + "}"
            inbox.append({"p": player_id, "t": kind, "d": body})
        if inbox:
            fx["inbox"] = inbox
        effects = orjson.dumps(fx).decode()
        meta_key = self.game_key(game_id, "meta")
        with self.redis.pipeline(transaction=True) as pipe:
            if if_absent:
                pipe.watch(meta_key)
                if pipe.exists(meta_key):
                    pipe.reset()
                    self._also(also)
                    return False
                pipe.multi()
            pipe.hset(meta_key, mapping={**meta, "fx": effects})
            pipe.set(self.game_key(game_id, "state"), state_json)
            pipe.hset(self.game_key(game_id, "pub"), mapping=rendered)
            if meta["st"] == "open" and self.settings.open_game_ttl > 0:
                for part in ("meta", "state", "pub"):
                    pipe.expire(self.game_key(game_id, part), self.settings.open_game_ttl)
            try:
                pipe.execute()
            except redis.WatchError:
                self._also(also)
                return False
        self.apply_effects(game_id, effects)
        self._also(also)
        return True

    def _also(self, also: Callable[[Any], None] | None) -> None:
        if also is not None:
            pipe = self.redis.pipeline(transaction=False)
            also(pipe)
            pipe.execute()

    def guard_owed(self, game_id: str) -> None:
        """Cluster: before a step whose effects land on other slots, owe the game a look by
        the reconciler a grace from now (only ever sooner than it was owed: ``LT``), so a
        process that dies between the step and its effects leaves it found."""
        at = time.time() + self.settings.owed_grace
        self.lane.call("ZADD", self.owed_key(), "LT", repr(at), game_id)

    def apply_effects(self, game_id: str, effects: str) -> None:
        """Cluster: apply a step's recorded effects (meta ``fx``, commit.lua) on their slots:
        the owed indexes, the lobby, the players' "my games", the account notices. Each is
        idempotent and ordered by the step's version, so applying them again (a repair) or
        late (a stalled process) never undoes a newer step's."""
        fx = json.loads(effects)
        version = str(fx["v"])
        self.lane.evalsha(self._fx_owed,
                          [self.owed_key(), self.archive_owed_key(), self.owed_versions_key()],
                          [game_id, version, fx.get("at") or "0", fx.get("arc") or ""])
        lobby = fx.get("lobby")
        if lobby:
            new, game_type = lobby["new"], lobby.get("type")
            old = lobby.get("old")
            later = STATUSES[STATUSES.index(new) + 1:] if new in STATUSES else ()
            keys = [self.lobby_key(old or new, game_type), self.lobby_key(old or new),
                    self.lobby_key(new, game_type), self.lobby_key(new),
                    *(self.lobby_key(status) for status in later)]
            self.lane.evalsha(self._fx_lobby, keys,
                              [game_id, lobby["score"], "1" if old else "0"])
        for player_id in fx.get("seated") or ():
            self.lane.call("ZADD", self.player_games_key(player_id), "NX", fx["created"], game_id)
        by_player: dict[str, list[tuple[str, str, str]]] = {}
        for notice in fx.get("inbox") or ():  # an empty Lua table comes back as {}
            by_player.setdefault(notice["p"], []).append(
                (f"{game_id}:{notice['t']}", notice["t"], notice["d"]))
        for player_id, notices in by_player.items():
            self.relay(player_id, int(version), notices)

    def relay(self, player_id: str, version: int, notices: list[tuple[str, str, str]]) -> int:
        """Append ``notices`` ((source, type, JSON body)...) to the account's stream, each
        once for its source at ``version``: one already delivered at that version or a later
        one is skipped. Returns how many went. What a cluster uses where a single Redis writes
        the notice in the step's own script or MULTI."""
        flat = [x for notice in notices for x in notice]
        return int(self.lane.evalsha(
            self._relay, [self.inbox_key(player_id), self.delivered_key(player_id)],
            [str(version), INBOX_KEEP, DELIVERED_KEEP, *flat]))

    def apply_recorded(self, game_id: str, meta: dict[str, str]) -> None:
        """Cluster: the reconciler's repair: apply again the effects the game's last step
        recorded (nothing on a single Redis, where the commit applied them itself)."""
        if self.cluster and meta.get("fx"):
            self.apply_effects(game_id, meta["fx"])
