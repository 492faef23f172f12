"""Tournaments' Redis side: events, entrants, tables, results, byes and each event's stream.

Every key carries the ``{t}`` cluster hash tag, so the Lua scripts may touch any of an event's
keys together; every change that must happen once (an entry, a claimed table, a result, a
change of status) is one Lua step. The keys (``P t:{t}:...``): ``e:<id>`` the event,
``w:<id>`` entrants, ``out:<id>`` the withdrawn, ``g:<id>`` tables, ``busy:<id>`` who sits
where, ``make:<id>`` claimed games not yet made, ``res:<id>`` results, ``bye:<id>`` byes,
``ev:<id>`` the event's stream; ``open``, ``running``, ``finished`` indexes (docs/TOURNAMENTS.md).
"""

from __future__ import annotations

import json
from dataclasses import asdict
from importlib import resources
from typing import Any

from dashgames.play.types import ClockSpec
from dashgames.tournaments.types import (
    Entrant,
    Pairing,
    Result,
    Status,
    Tournament,
    TournamentSpec,
)

FORFEIT_LIMIT = 2
"""Forfeits in a row (on time, or giving up) after which an entrant is withdrawn."""


def _text(raw: Any) -> str:
    return raw.decode() if isinstance(raw, bytes) else str(raw)


def _texts(raw: dict[Any, Any]) -> dict[str, str]:
    return {_text(k): _text(v) for k, v in raw.items()}


def _list(raw: Any) -> list[Any]:
    """A JSON list as Lua's cjson wrote it (an empty one comes back as ``{}``)."""
    return list(raw) if isinstance(raw, list) else []


def spec_json(spec: TournamentSpec) -> str:
    return json.dumps(asdict(spec), separators=(",", ":"), sort_keys=True)


def spec_from_json(raw: str) -> TournamentSpec:
    doc = json.loads(raw)
    doc["clock"] = ClockSpec(**doc["clock"])
    return TournamentSpec(**doc)


class Tournaments:
    """Every tournament's keys, through one Redis connection."""

    def __init__(self, client: Any, prefix: str) -> None:
        self.redis = client
        self.base = f"{prefix}t:{{t}}:"
        lua = resources.files("dashgames.tournaments") / "lua"
        self._lua = {name: client.register_script((lua / f"{name}.lua").read_text())
                     for name in ("entry", "claim", "settle", "move")}

    def key(self, part: str, tid: str = "") -> str:
        return f"{self.base}{part}:{tid}" if tid else f"{self.base}{part}"

    # ---- events -----------------------------------------------------------------------------
    def create(self, tid: str, spec: TournamentSpec, by: str, now: float) -> bool:
        """Store a new event, open for entries; False when the id is taken (a scheduled event
        made already)."""
        fields = {"spec": spec_json(spec), "st": "open", "by": by, "at": repr(now),
                  "round": "0", "seq": "0"}
        if not self.redis.hsetnx(self.key("e", tid), "spec", fields["spec"]):
            return False
        pipe = self.redis.pipeline(transaction=True)
        pipe.hset(self.key("e", tid), mapping=fields)
        pipe.zadd(self.key("open"), {tid: spec.starts_at})
        pipe.execute()
        return True

    def get(self, tid: str) -> Tournament | None:
        raw = _texts(self.redis.hgetall(self.key("e", tid)))
        if "st" not in raw:
            return None
        count = self.redis.hlen(self.key("w", tid)) - self.redis.scard(self.key("out", tid))

        def at(name: str) -> float | None:
            return float(raw[name]) if raw.get(name) else None

        return Tournament(
            id=tid, spec=spec_from_json(raw["spec"]), status=raw["st"],  # type: ignore[arg-type]
            created_by=raw["by"], created_at=float(raw["at"]), entrants=int(count),
            round=int(raw.get("round", "0")), started_at=at("started"), ends_at=at("ends"),
            finished_at=at("fin"))

    def ids(self, status: Status, limit: int, offset: int = 0) -> list[str]:
        index = "finished" if status == "cancelled" else status
        newest_first = index == "finished"
        found = (self.redis.zrevrange if newest_first else self.redis.zrange)(
            self.key(index), offset, offset + limit - 1)
        return [_text(x) for x in found]

    def move(self, tid: str, old: Status, new: Status, score: float, event: str,
             body: dict[str, Any], **fields: str) -> bool:
        index = {"open": "open", "running": "running"}.get(old, "finished")
        keys = [self.key("e", tid), self.key(index), self.key(
            "finished" if new in ("finished", "cancelled") else new), self.key("ev", tid)]
        flat = [x for pair in fields.items() for x in pair]
        return bool(self._lua["move"](keys=keys, args=[tid, old, new, repr(score), event,
                                                       json.dumps(body), *flat]))

    def mark(self, tid: str, **fields: str) -> None:
        self.redis.hset(self.key("e", tid), mapping=fields)

    def field(self, tid: str, name: str) -> str | None:
        raw = self.redis.hget(self.key("e", tid), name)
        return None if raw is None else _text(raw)

    # ---- entrants ---------------------------------------------------------------------------
    def entry(self, tid: str, action: str, entrant: Entrant | None, entrant_id: str,
              max_players: int, fmt: str) -> str | None:
        """Join or withdraw; None when done, else why not (see ``entry.lua``)."""
        body = json.dumps({"entrant_id": entrant_id,
                           "name": entrant.name if entrant else None})
        doc = "" if entrant is None else json.dumps(
            {"name": entrant.name, "rating": entrant.rating, "at": entrant.joined_at,
             "bot": entrant.is_bot, "house": entrant.house, "forfeits": 0})
        keys = [self.key("e", tid), self.key("w", tid), self.key("out", tid),
                self.key("ev", tid)]
        answer = self._lua["entry"](keys=keys, args=[action, entrant_id, doc, max_players,
                                                     fmt, body])
        return None if int(answer[0]) == 1 else _text(answer[1])

    def entrants(self, tid: str) -> list[Entrant]:
        raw = _texts(self.redis.hgetall(self.key("w", tid)))
        out = {_text(x) for x in self.redis.smembers(self.key("out", tid))}
        found = []
        for eid, text in raw.items():
            doc = json.loads(text)
            found.append(Entrant(eid, doc["name"], float(doc["rating"]), float(doc["at"]),
                                 bool(doc["bot"]), doc.get("house") or None, eid in out,
                                 int(doc.get("forfeits", 0))))
        return sorted(found, key=lambda e: (e.joined_at, e.id))

    # ---- tables -----------------------------------------------------------------------------
    def claim(self, tid: str, expected_round: int | None, tables: list[dict[str, Any]],
              byes: list[str], now: float) -> list[str]:
        keys = [self.key(p, tid) for p in ("e", "g", "busy", "make", "out", "ev", "bye")]
        args = ["" if expected_round is None else str(expected_round), repr(now),
                json.dumps(tables), json.dumps(byes)]
        return [_text(x) for x in self._lua["claim"](keys=keys, args=args)]

    def pairings(self, tid: str) -> list[Pairing]:
        raw = _texts(self.redis.hgetall(self.key("g", tid)))
        return sorted((Pairing(gid, int(d["round"]), int(d["seq"]), tuple(_list(d["seats"])),
                               float(d["at"]))
                       for gid, d in ((g, json.loads(t)) for g, t in raw.items())),
                      key=lambda p: p.seq)

    def to_make(self, tid: str) -> list[str]:
        return sorted(_text(x) for x in self.redis.smembers(self.key("make", tid)))

    def made(self, tid: str, game_id: str) -> None:
        self.redis.srem(self.key("make", tid), game_id)

    def busy(self, tid: str) -> dict[str, str]:
        return _texts(self.redis.hgetall(self.key("busy", tid)))

    def results(self, tid: str) -> dict[str, Result]:
        raw = _texts(self.redis.hgetall(self.key("res", tid)))
        return {gid: Result(gid, tuple(d["places"]), tuple(_list(d["forfeited"])))
                for gid, d in ((g, json.loads(t)) for g, t in raw.items())}

    def byes(self, tid: str) -> dict[str, list[int]]:
        found: dict[str, list[int]] = {}
        for field in self.redis.hkeys(self.key("bye", tid)):
            round_no, entrant = _text(field).split(":", 1)
            found.setdefault(entrant, []).append(int(round_no))
        return {e: sorted(r) for e, r in found.items()}

    def settle(self, tid: str, finished: list[tuple[Result, tuple[str, ...]]],
               standings_event: dict[str, Any]) -> int:
        """Record each (result, seats) not recorded yet; returns how many were now."""
        keys = [self.key(p, tid) for p in ("res", "busy", "w", "out", "ev")]
        args: list[Any] = [FORFEIT_LIMIT, json.dumps(standings_event)]
        for result, seats in finished:
            doc = {"places": list(result.places), "forfeited": list(result.forfeited)}
            args += [result.game_id, json.dumps(doc), json.dumps(list(seats)),
                     json.dumps([seats[s] for s in result.forfeited])]
        return int(self._lua["settle"](keys=keys, args=args))
